"""The parts of a message that each name an item to buy."""

from __future__ import annotations

import pytest

from assistant_core.item_parts import item_parts, names_no_item


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (  # the heading of a list is no item of it
            "Bhiya havan ka saaman chahiye ekdum complete. kund, samagri, lakdi, ghee sab",
            ["kund", "samagri", "lakdi", "ghee sab"],
        ),
        (  # the season they buy for is no item
            "Hi ma, Margazhi is starting, I want one kuthu vilaku 12 inch brass. How much?",
            ["I want one kuthu vilaku 12 inch brass", "How much"],
        ),
        (  # a size after the number says which murti; "x11" is how many books
            "bro need brass hanuman murti 5 inch + hanuman chalisa pocket ones x11",
            ["bro need brass hanuman murti 5 inch", "hanuman chalisa pocket ones x11"],
        ),
        (
            "agarbatti 5 packet kapoor 2 aur ghee wale diye 1 box chahiye, diwali ke baad sab "
            "khatam ho gaya lol",
            ["agarbatti 5 packet", "kapoor 2", "ghee wale diye 1 box"],
        ),
        (
            "प्रसाद वाला लडडू चाहिए 2 डिब्बा, गंगाजल एक बोतल और अगरबती 2 पैकेट। घर पर भेज दीजिए",
            ["प्रसाद वाला लडडू चाहिए 2 डिब्बा", "गंगाजल एक बोतल", "अगरबती 2 पैकेट"],
        ),
        ("I want 2 diyas", ["I want 2 diyas"]),  # the count is the item's, not an item
        (
            "Require the following for the puja room: 1) Gangajal from Haridwar x 2 bottles "
            "2) Brass ghanti x 1 3) Til oil 1 litre x 2.",
            [
                "Require the following for the puja room",  # names nothing sold: see below
                "Gangajal from Haridwar x 2 bottles",
                "Brass ghanti x 1",
                "Til oil 1 litre x 2",
            ],
        ),
        ("camphor\n- 2 diyas\n- a thali", ["camphor", "2 diyas", "a thali"]),
        # a count closing a name's brackets is no list number
        ("Gomti Chakra (pack of 11) 2 aur camphor", ["Gomti Chakra (pack of 11) 2", "camphor"]),
        (  # a greeting is no item ("Ram Ram" is no Ram Darbar); "which one" stays with its item
            "राम राम बाबू। रामायण की किताब मँगानी है, और सुंदरकांड भी, बड़े अक्षर वाली।",
            ["रामायण की किताब मँगानी है", "सुंदरकांड भी, बड़े अक्षर वाली"],
        ),
        (
            "5 Mukhi Rudraksha Mala (108+1 Beads) aur 2 diye",
            ["5 Mukhi Rudraksha Mala (108+1 Beads)", "2 diye"],
        ),
        (
            "Copper Shri Yantra (3 x 3 inch) cart mein daal do",
            ["Copper Shri Yantra (3 x 3 inch) cart mein daal do"],
        ),
        ("Gangajal 500 ml bottle 2, kapoor 3", ["Gangajal 500 ml bottle 2", "kapoor 3"]),
        (
            "कपूर 3 पैकेट और अगरबत्ती 5 पैकेट भेज दीजिए। पता: ई-5/112, अरेरा कॉलोनी, भोपाल 462016",
            ["कपूर 3 पैकेट", "अगरबत्ती 5 पैकेट"],
        ),
        (
            "Hello ji, ghar mein havan karna hai, uska saman chahiye, havan samagri, ghee wagera",
            ["havan samagri", "ghee wagera"],
        ),
        ("नमस्ते, हवन के लिए सामान चाहिए। हवन सामग्री 2 पैकेट और कपूर", ["हवन सामग्री 2 पैकेट", "कपूर"]),
        (
            "rudraksha mala order karna hai, aur 2 diye",
            ["rudraksha mala order karna hai", "2 diye"],
        ),
        # A size said alone is the item before it's.
        (
            "Good Morning. I want one Kuthu Vilakku brass lamp. 12 inch. Kindly send",
            ["I want one Kuthu Vilakku brass lamp, 12 inch"],
        ),
        # ...and the kind of thing said alone.
        (
            "Satyanarayan puja da saman chahida, kit, do katha di kitaban aur panchmeva prasad",
            ["Satyanarayan puja da saman chahida, kit", "do katha di kitaban", "panchmeva prasad"],
        ),
    ],
)
def test_a_message_is_read_as_its_items(text: str, parts: list[str]) -> None:
    assert [p.strip() for p in item_parts(text)] == parts


def test_where_it_goes_or_what_for_is_no_item_missing() -> None:
    assert names_no_item("घर पर भेज दीजिए") and names_no_item("for my new office in Thane")
    assert names_no_item("bhandare me baatni h")
    assert not names_no_item("gomti chakra")
