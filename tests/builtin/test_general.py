"""The general assistant answers from the seeded catalogue and the policies, with specifics."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

import intents
from assistant_core.builtin import Catalogue, GeneralAssistant, Product, rupees
from tests.builtin.seed import seed_catalogue


@pytest.fixture(scope="module")
def assistant() -> GeneralAssistant:
    general = GeneralAssistant()
    general.load(seed_catalogue(), "seed")
    return general


def first_paragraph(text: str) -> str:
    return text.split("\n\n")[0]


def test_a_puja_question_cites_price_duration_includes_and_what_the_family_arranges(
    assistant: GeneralAssistant,
) -> None:
    answer = assistant.answer("How much does Satyanarayan Katha cost?")
    top = first_paragraph(answer.text)
    assert top.startswith("Satyanarayan Katha costs ₹3,499 and takes 2-3 hours")
    assert "It includes: Experienced Vedic pandit;" in top
    assert "Complete katha of all five adhyays" in top
    assert "Your family arranges: Clean space of about 6x6 feet;" in top
    assert "Banana leaves or stems for the mandap" in top
    assert answer.sources[0] == "puja/satyanarayan-katha"
    assert answer.found


def test_misspelt_hinglish_question_still_finds_the_puja(assistant: GeneralAssistant) -> None:
    answer = assistant.answer("griha parvesh pooja kitne ki hai?")
    assert "Griha Pravesh Puja costs ₹8,999 and takes 3-4 hours" in answer.text


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("गणेश पूजा की कीमत क्या है?", "Ganesh Puja costs ₹2,299"),
        ("सत्यनारायण कथा कितने की है?", "Satyanarayan Katha costs ₹3,499"),
        # Written as a native speaker would: helping verbs and "खर्च" for the cost.
        ("सत्यनारायण कथा में कितना खर्च आता है?", "Satyanarayan Katha costs ₹3,499"),
        ("गृह प्रवेश पूजा करवाने का शुल्क कितना होता है?", "Griha Pravesh Puja costs ₹8,999"),
    ],
)
def test_a_question_in_devanagari_finds_the_puja(
    assistant: GeneralAssistant, question: str, expected: str
) -> None:
    assert expected in first_paragraph(assistant.answer(question).text)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("is there any charge to reschedule my puja?", "en"),
        ("date change karne ka charge lagega kya?", "hinglish"),
        ("तारीख बदलने का कोई अलग चार्ज तो नहीं लगेगा?", "hi"),
    ],
)
def test_what_moving_a_booking_costs(
    assistant: GeneralAssistant, question: str, language: str
) -> None:
    answer = assistant.answer(question, language)  # type: ignore[arg-type]
    assert answer.sources[0] == "policy/moving-a-booking"
    assert "48" in first_paragraph(answer.text)
    assert intents.route(question).intent == "chat" and intents.task_of(question) is None


def test_a_move_asked_for_with_an_if_is_still_the_move() -> None:
    task = intents.task_of("please reschedule my booking to Sunday if possible")
    assert task is not None and task.kind == "move_booking"


def test_the_refund_rule_for_bookings(assistant: GeneralAssistant) -> None:
    answer = assistant.answer("If I cancel my puja booking, do I get a refund?")
    top = first_paragraph(answer.text)
    assert "48 hours or more before the booking for a 100% refund" in top
    assert "within 48 hours of it for a 50% refund" in top
    assert "no refund once the service has begun" in top
    assert "within 7-10 business days" in top
    assert answer.sources[0] == "policy/booking-refunds"


def test_shipping_quotes_the_house_rules(assistant: GeneralAssistant) -> None:
    answer = assistant.answer("What are the shipping charges and how long does delivery take?")
    top = first_paragraph(answer.text)
    assert "processed in 2-3 business days" in top
    assert "delivered in 5-10 business days" in top
    assert "Shipping costs ₹50, and is free when your subtotal is above ₹500" in top
    assert "Tax is 5% of the subtotal" in top


def test_returns_policy(assistant: GeneralAssistant) -> None:
    answer = assistant.answer("Can I return a damaged yantra?")
    assert first_paragraph(answer.text).startswith(
        "Products can be returned within 7 days of delivery"
    )


def test_temple_service_with_price_and_time_slots(assistant: GeneralAssistant) -> None:
    answer = assistant.answer("What are the time slots for Rudrabhishek at Kashi Vishwanath?")
    top = first_paragraph(answer.text)
    assert top.startswith("At Shri Kashi Vishwanath Temple")
    assert "Rudrabhishek costs ₹751 and takes 1 hour" in top
    assert "Time slots: 4:00 AM, 6:00 AM, 11:00 AM and 7:00 PM" in top


def test_store_product_price_and_stock(assistant: GeneralAssistant) -> None:
    answer = assistant.answer("Do you sell a rudraksha mala?")
    top = first_paragraph(answer.text)
    assert top.startswith("5 Mukhi Rudraksha Mala (108+1 Beads) costs ₹1,299 (was ₹1,599)")
    assert "in stock (45 left)" in top


def test_a_product_marked_out_of_stock_is_said_to_be(assistant: GeneralAssistant) -> None:
    # Seed: Gauri Shankar is "in stock" with 0 pieces; the bracelet has pieces but is not.
    for question in ("Is Gauri Shankar rudraksha available?", "rudraksha bracelet price"):
        assert "currently out of stock" in first_paragraph(assistant.answer(question).text)


def test_a_question_about_nothing_we_have_says_so_and_suggests(
    assistant: GeneralAssistant,
) -> None:
    answer = assistant.answer("What is the capital of France?")
    assert answer.text.startswith("I have no answer to that in our pujas")
    assert "France" not in answer.text  # never quoted back
    assert "won't guess" in answer.text
    assert 'For example, ask: "How much is Ganesh Puja?"' in answer.text  # the cheapest
    assert answer.sources == ()
    assert not answer.found
    # In Hinglish, in Hinglish.
    hinglish = assistant.answer("France ki rajdhani kya hai", "hinglish").text
    assert hinglish.startswith("Hamari poojaon, mandiron, store ya policies mein")
    assert 'Jaise poochiye: "Ganesh Puja kitne ki hai?"' in hinglish


@pytest.mark.parametrize("question", ["hello", "?!", "how is the weather in pune today"])
def test_greetings_and_off_topic_questions_match_nothing(
    assistant: GeneralAssistant, question: str
) -> None:
    assert not assistant.answer(question).found


def test_the_index_follows_the_catalogue_version() -> None:
    general = GeneralAssistant()
    assert general.fingerprint is None
    assert not general.answer("Satyanarayan Katha price").found  # policies only
    seed = seed_catalogue()
    general.load(seed, "v1")
    assert "₹3,499" in general.answer("Satyanarayan Katha price").text
    pujas = [
        replace(p, price=Decimal(3999)) if p.id == "satyanarayan-katha" else p for p in seed.pujas
    ]
    general.load(Catalogue(pujas, seed.temples, seed.products, seed.categories), "v2")
    assert general.fingerprint == "v2"
    assert "Satyanarayan Katha costs ₹3,999" in general.answer("Satyanarayan Katha price").text


def test_answers_are_bounded(assistant: GeneralAssistant) -> None:
    answer = assistant.answer(" ".join(["puja"] * 1000))
    assert len(answer.text) <= 6000


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        (Decimal(50), "₹50"),
        (Decimal(2299), "₹2,299"),
        (Decimal(24799), "₹24,799"),
        (Decimal(200000), "₹2,00,000"),
        (Decimal(12345678), "₹1,23,45,678"),
        (Decimal("52.50"), "₹52.50"),
    ],
)
def test_rupees_use_indian_grouping(amount: Decimal, text: str) -> None:
    assert rupees(amount) == text


@pytest.mark.parametrize(
    ("question", "language", "source"),
    [
        (
            "what does the gayatri mantra actually mean? i chant it daily but never understood "
            "the words",
            "en",
            "ritual/gayatri-mantra",
        ),
        ("mandir me ghanti kyu bajate hai andar jaane se pehle", "hinglish", "ritual/temple-bell"),
        (
            "महामृत्युंजय मंत्र का अर्थ क्या है और इसे कितनी बार जपना चाहिए",
            "hi",
            "ritual/mahamrityunjaya-mantra",
        ),
    ],
)
def test_a_question_naming_a_subject_is_answered_whatever_else_it_says(
    assistant: GeneralAssistant, question: str, language: str, source: str
) -> None:
    answer = assistant.answer(question, language)  # type: ignore[arg-type]
    assert answer.found
    assert answer.sources[0] == source


@pytest.mark.parametrize(
    "question",
    [
        # Words of the knowledge base, but nothing it is about, and nothing asked.
        "mantra chanting daily for my friend abroad lol",
        "what about the car parking near the house?",
    ],
)
def test_many_words_we_do_not_know_are_still_no_answer(
    assistant: GeneralAssistant, question: str
) -> None:
    assert not assistant.answer(question).found


@pytest.mark.parametrize(
    ("question", "product"),
    [
        ("ghee asli desi gaay da hai na ji?", "Cow Ghee for Havan (500 ml)"),
        ("सुंदरकांड के अक्षर सच में बड़े हैं न?", "Sundarkand (Large Type)"),
    ],
)
def test_what_an_item_is_asked_in_devotees_words_is_told_from_its_description(
    question: str, product: str
) -> None:
    catalogue = seed_catalogue()
    sold = (
        Product("ghee", "Cow Ghee for Havan (500 ml)", "Pure desi cow ghee for havan.",
                "Havan Samagri", Decimal(399), None, 80),
        Product("sundarkand", "Sundarkand (Large Type)", "The Sundarkand in large type.",
                "Books", Decimal(40), None, 300),
    )  # fmt: skip
    general = GeneralAssistant()
    general.load(replace(catalogue, products=(*catalogue.products, *sold)), "seed")
    answer = general.answer(question, "hi" if not question.isascii() else "hinglish")
    assert answer.text.startswith(product)
