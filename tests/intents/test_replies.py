"""Short answers inside a conversation: yes/no, choices, quantities, ids, keyboard mashes,
everyday talk and language requests, in English, Hinglish and Devanagari."""

from __future__ import annotations

import pytest

from intents import (
    is_gibberish,
    language_request,
    order_id_in,
    read_choice,
    read_quantity,
    smalltalk,
    yes_or_no,
)

NAMES = [
    "Ravi Kumar", "Priya", "Sreenivasulu", "Ng", "Om", "रवि कुमार", "Aaditya",
    "Lakshmi Narasimhan", "Xavier", "Lala", "Krishna", "Schmidt", "Trey Gowda", "Sunita Sharma",
    "Venkatesh Subramanian", "Kavya", "Arjun Nair", "Mohammed Irfan", "Gurpreet Kaur", "Anjali",
    "Bhaskar Rao", "Deepika", "Harish Chandra", "Indira", "Jaswinder Singh", "Kalpana",
    "Lokesh", "Manjunath", "Nandini", "Omkar", "Pradeep", "Qureshi", "Rukmini", "Shweta",
    "Tejaswini", "Uday", "Vaishnavi", "Yashodhara", "Zubin", "Aarav Mehta", "Ishita Banerjee",
    "Chaitanya", "Dhruv", "Esha", "Farhan", "Gayatri Devi", "Hrithik", "Jyotsna", "Kshitij",
    "Mrinalini", "Nirmala", "Parvathy", "Raghavendra", "Srikanth", "Thyagarajan",
    "Ujjwal", "Vishwanath Iyer", "गीता देवी", "सुरेश", "Tanmay Shrestha",
]  # fmt: skip
MASHES = [
    "asdfghjkl qwerty", "sdfsdf", "qqqq", "zxcvbn", "asdf", "qwerty", "xkcdzq", "hjkl hjkl",
    "lkjhgf", "poiuytr", "mnbvcx", "aaaaaa", "dfgdfg", "ghjghj", "wxyz wxyz", "bcdfg",
    "qwertyuiop", "zzzzzz", "asdasd", "jkljkl", "tyutyu", "vbnvbn", "sdfghj", "rtyrty",
    "cvbcvb", "fghfgh", "jfjfjf", "dkdkdk", "xcvxcv", "hhhhhh",
]  # fmt: skip


@pytest.mark.parametrize("name", NAMES)
def test_names_are_not_gibberish(name: str) -> None:
    assert not is_gibberish(name)


@pytest.mark.parametrize("mash", MASHES)
def test_keyboard_mashes_are(mash: str) -> None:
    assert is_gibberish(mash)


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("yes", True), ("haan", True), ("हाँ", True), ("ji haan", True), ("confirm", True),
        ("theek hai", True), ("book it", True), ("ok please", True), ("जी हाँ", True),
        ("no", False), ("nahi", False), ("नहीं", False), ("mat karo", False),
        ("हाँ, पक्का कर दीजिए", True), ("haan confirm kar do", True), ("yes do it", True),
        ("हाँ, ऑर्डर कर दीजिए", True), ("haan ji, kar do", True), ("हाँ, पक्का करें", True),
        ("haan chalega", True), ("हाँ, चलेगा", True), ("ha kr do", True), ("hn", True),
        ("haan book karein", True), ("हाँ, बुक कीजिये", True),
        ("yes but change the date to monday please", None), ("maybe", None), ("", None),
        ("haan but kal nahi", None), ("confirm the date first", None),
        ("Yes, that's correct", True), ("Yes, that's right", True), ("haan theek hai", True),
        ("haan sahi hai, kar dijiye", True), ("haan sahi ba, kar dijiye", True),
        ("ho, barobar. haan confirm", True), ("हां सही है", True), ("जी हाँ, पुष्टि करें", True),
        ("sure, go ahead", True), ("ok confirm", True), ("bilkul", True),
        ("is it correct?", None), ("haan par time badal do", None), ("yes that one", None),
        ("not sure", None), ("ho gaya", None),
        ("not correct", False), ("sahi nahi hai", False), ("नहीं, सही नहीं है", False),
        ("galat hai", False),
        # Agreement after the yes, and the one addressed: still a yes.
        ("हाँ जी, सब सही है", True), ("yes, everything is fine", True),
        ("haan bhaiya theek hai", True), ("हाँ सही है, कन्फर्म कीजिए", True),
        ("haan sab sahi nahi hai", None), ("Yes ji, all correct. Thank you!", True),
        ("thank you", None),
        # The one addressed, or a word of agreement, in the devotee's register.
        ("जी नहीं", False), ("ji nahi", False), ("haan boss", True), ("haan saru", True),
    ],
)  # fmt: skip
def test_yes_or_no_needs_an_explicit_answer(text: str, answer: bool | None) -> None:
    assert yes_or_no(text) is answer


@pytest.mark.parametrize(
    ("text", "index"),
    [
        ("2", 1), ("number 2", 1), ("the second one", 1), ("second", 1), ("dusra", 1),
        ("पहला", 0), ("last one", 2), ("5", None), ("five", None), ("the blue one", None),
        ("शाम 2 बजे", None), ("after 3 pm", None), ("subah 1", None),
    ],
)  # fmt: skip
def test_a_choice_from_a_numbered_list(text: str, index: int | None) -> None:
    assert read_choice(text, 3) == index


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("add two rudraksha malas", 2), ("buy a Shri Yantra", 1), ("do mala", 2),
        ("दो", 2), ("teen", 3), ("a pair of bracelets", 2), ("12", 12), ("some", None),
        # A number that is part of the name is no count: "5 mukhi" is a kind of rudraksha.
        ("5 mukhi rudraksha mala", None), ("2 5 mukhi rudraksha", 2), ("5 मुखी रुद्राक्ष", None),
        ("copper shri yantra 3 x 3 inch", None), ("the 5 mukhi mala, the 108 bead one", 1),
    ],
)  # fmt: skip
def test_quantities(text: str, count: int | None) -> None:
    assert read_quantity(text) == count


@pytest.mark.parametrize(
    ("text", "talk"),
    [
        ("namaste", "greeting"), ("ram ram", "greeting"), ("jai shri krishna", "greeting"),
        ("hello", "greeting"), ("नमस्ते", "greeting"), ("dhanyavaad", "thanks"),
        ("thank you so much ji", "thanks"), ("धन्यवाद", "thanks"), ("who are you", "identity"),
        ("aap kaun ho", "identity"), ("what can you do", "capabilities"), ("bye", "goodbye"),
        ("namaste, I want to book a pandit", None), ("hello, where is my order", None),
        # Symbols alone, and letters nobody writes: greeted, thanked, or told it was unclear.
        ("🙏🙏", "greeting"), ("👍", "thanks"), ("???", "unclear"), ("xkcdq wrtpl", "unclear"),
        ("gfhjkl", "unclear"), ("pndt chahiye", None), ("Guruvayur", None), ("my orders", None),
        ("मेरी ट्रेन का PNR स्टेटस", None),
    ],
)  # fmt: skip
def test_everyday_talk_only_when_that_is_all(text: str, talk: str | None) -> None:
    assert smalltalk(text) == talk


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Hindi mein bolo", "hi"), ("speak in Hindi please", "hi"), ("हिंदी में बात करो", "hi"),
        ("speak in English", "en"), ("angrezi mein bolo", "en"),
        ("I speak hindi at home, book a pandit", None), ("hindi movies", None),
    ],
)  # fmt: skip
def test_asking_for_a_language(text: str, language: str | None) -> None:
    assert language_request(text) == language


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("where is my order SO1732451234567AbCdEf", "SO1732451234567AbCdEf"),
        ("cancel pb-7K3M9Q", "PB-7K3M9Q"),
        ("status of tb17324512345xyz please", "TB17324512345xyz"),
        ("so what", None), ("PBS rocks", None), ("booking PB", None),
    ],
)  # fmt: skip
def test_booking_ids(text: str, found: str | None) -> None:
    assert order_id_in(text) == found


@pytest.mark.parametrize(
    "text",
    [
        "Yes baba, that is all correct. Please book it.",
        "haan sab sahi hai, please book kar do",
        "हाँ सही है, भेज दीजिए",
        "जी हाँ, यह सही है। ऑर्डर कर दीजिए।",
        "Affirmative. Book it.",
        "Yes. That is right. Thank you mol.",
        "haan bilkul sahi, jai mahakal",
        "हाँ, सही है। हर हर महादेव।",
        "जी हाँ, पुष्टि करती हूँ।",  # "I confirm"
        "yes I confirm",
        "haan confirm karti hoon",
        "haanji, vadiya, kar do",  # Punjabi: "great"
        "Yes correct, thx",
        "Yes. Correct. Thank u",
        "Yes, super, that's right",
        "Haan ji, changa, sahi hai",
        "हाँ बाबू, ठीक है",
        "haan bhau barabar",  # Marathi: "brother"
        "Yes, correct, no problem",
        "yes ok da correct",
        "हाँ हुकम, सही है",  # Rajasthani: "sir"
        "Yes andi, correct",  # Telugu: "sir/madam"
        "हओ सब सही है 🙏",  # Malwi: "yes"
        "Yes, that is all correct. Thank you, dear",
        # Whom it is said to, in India's registers: mother, brother, Kannada "ri", Marwari "sa".
        "Yes ma, correct",
        "yes bro",
        "Haan bhiya, ekdum sahi",
        "Yes ri, correct",
        "हाँ भइया, सही है",
        "हाँ सा, सही है",
        "Haan ji, theek ae",  # Punjabi: "it is"
    ],
)
def test_a_yes_in_short_sentences_that_agree_ask_it_done_or_bless(text: str) -> None:
    assert yes_or_no(text) is True


@pytest.mark.parametrize(
    "text",
    [
        "yes, but make it Monday",
        "haan, 3 kar do",
        "yes, book for sunday",
        "haan. nahi ruko",
        "haan thoda sa kam karo",
    ],
)
def test_a_yes_followed_by_a_change_or_a_doubt_is_no_yes(text: str) -> None:
    assert yes_or_no(text) is None


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("cow ghee 1 litre wala bhi chahiye", None),
        ("गाय का घी 1 लीटर के 2 डिब्बे", 2),
        ("hanuman chalisa pocket ones x11", 11),  # "times", written on the number
        ("11x chalisa", 11),
        ("copper yantra 3 x 3 inch", None),
        # A time of day is no count either.
        ("सुबह 10:15 पर mala chahiye", None),
        ("mala 5 baje tak bhej do", None),
        ("शाम 7 बजे 2 दीये", 2),
    ],
)
def test_a_size_is_no_count(text: str, count: int | None) -> None:
    assert read_quantity(text) == count


@pytest.mark.parametrize(
    ("text", "count"), [("Laddu Gopal size 2 chahiye", None), ("2 laddu gopal size 2", 2)]
)
def test_a_size_said_by_its_number_is_no_count(text: str, count: int | None) -> None:
    assert read_quantity(text) == count
