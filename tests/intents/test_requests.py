"""Two requests in one message: where the first ends, what kind the second is, and what it
points back to; one request said in two parts stays one."""

from __future__ import annotations

from typing import get_args

import pytest

from intents import on_day, points_to_a_day, points_to_a_place, requests, two_requests
from intents.requests import request_kind
from intents.tasks import TaskKind


@pytest.mark.parametrize(
    ("text", "first", "then", "asks"),
    [
        (
            "Kashi Vishwanath mein rudrabhishek book karna hai aur ek tulsi mala bhi mangwani hai",
            "Kashi Vishwanath mein rudrabhishek book karna hai",
            "ek tulsi mala bhi mangwani hai",
            False,
        ),
        (
            "When is Purnima? Please book a pandit for that day",
            "When is Purnima?",
            "book a pandit for that day",
            False,
        ),
        (
            "होली कब है? उसी दिन के लिए हवन करवाना है",
            "होली कब है?",
            "उसी दिन के लिए हवन करवाना है",
            False,
        ),
        (
            "Generate my birth chart and tell me which rudraksha suits me",
            "Generate my birth chart",
            "tell me which rudraksha suits me",
            True,
        ),
        (
            "where is my parcel, and then show me some brass diyas",
            "where is my parcel",
            "show me some brass diyas",
            False,
        ),
        (
            "pandit ji chahiye mundan ke liye aur kal ka rahu kaal bhi batao",
            "pandit ji chahiye mundan ke liye",
            "kal ka rahu kaal bhi batao",
            True,
        ),
        (
            "hamari kundli match karo aur agar gun mil jaye to shaadi ke liye pandit book karo",
            "hamari kundli match karo",
            "shaadi ke liye pandit book karo",  # taken up once the match is made
            False,
        ),
        (
            "what is tulabharam and can I book it at a temple",
            "what is tulabharam",
            "can I book tulabharam at a temple",  # "it": what the first asked about
            False,
        ),
    ],
)
def test_two_requests_of_different_kinds_are_told_apart(
    text: str, first: str, then: str, asks: bool
) -> None:
    found = two_requests(text)
    assert found is not None
    assert (found.first, found.then, found.then_asks) == (first, then, asks)


@pytest.mark.parametrize(
    "text",
    [
        "buy a brass diya and a rudraksha mala",  # one store request, two items
        "book a pandit for griha pravesh and havan",  # the second names no request
        "what is rahu kaal and when is the next ekadashi",  # two questions: answered together
        "is there manglik dosh between me and my fiance? please match our kundlis",
        "where is my order? when will it arrive?",  # the first asked again
        "my parcel hasn't come. why?",
        "mera beta ek saal ka hai aur uska mundan karwana hai",  # a story, then the request
        "is the prasad from a temple booking sent home? how many days does it take",
        "namaste! pandit ji chahiye",
        "Are there pandits in Kota? We want Sundarkand Path at our house.",  # asks if it can
        # A temple's prasad sent home is the booking's, not a store order.
        "महाकालेश्वर में 5 तारीख को अभिषेक करवाना है और प्रसाद घर पर भिजवा दीजिएगा ग्वालियर में",
        "book abhishek at kashi vishwanath on 18th and send the prasad to my home in jaipur",
        # Whether a day will do, asked after a booking, is its date.
        "sir I want sudarshana homam at my house in hosur. many problems going on, accident, "
        "job issue, everything. next friday possible?",
        "pandit ji chahiye satyanarayan katha ke liye. kal ho jayega?",
        # How to order what was just asked for is ordering it.
        "मुझे श्री रामचरितमानस की एक प्रति और एक तुलसी की जपमाला मँगवानी है। कृपया बताइए कैसे मँगवाऊँ।",
        "नवग्रह यंत्र और शनि यंत्र चाहिए, और गोमती चक्र भी। घर पर भेज दीजिएगा?",
        # The pandit of a booking told of, asked after: one question about it.
        "हेलो, मेरी बुकिंग PNY-605472 है, नामकरण की। पंडित जी का नाम क्या है?",
        # A question taken in and answered at once is said to oneself.
        "Out of stock? Ok ok, then give the 5 mukhi mala, the 108 bead one. I will wear it only",
        "we want to do her naam karan with a maharaj. Sunday 20th would be lovely, around 11ish?",
    ],
)
def test_one_request_in_two_parts_stays_one(text: str) -> None:
    assert two_requests(text) is None


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("book a pandit for vastu shanti", "priest"),
        ("abhishek at mahakaleshwar", "temple_booking"),
        ("ganesh temples in pune", "temples"),
        ("ek shri yantra order karna hai", "store"),
        ("checkout karo", "checkout"),
        ("mera order kab aayega", "orders"),
        ("kundli milan karna hai", "milan"),
        ("make my janam kundli", "kundli"),
        ("when is amavasya this month?", "question"),
        ("sade sati ka upay batao", "question"),
        ("my grandmother lives in Pune", None),
    ],
)
def test_each_part_is_a_kind_of_request(text: str, kind: str | None) -> None:
    assert request_kind(text) == kind


def test_that_day_is_said_as_the_day_meant() -> None:
    assert points_to_a_day("book a pandit for that day")
    assert on_day("book a pandit for that day", "Friday, 4 December") == (
        "book a pandit for Friday, 4 December"
    )
    assert on_day("उसी दिन के लिए पंडित जी बुला दो", "शुक्रवार, 4 दिसंबर") == (
        "शुक्रवार, 4 दिसंबर के लिए पंडित जी बुला दो"
    )
    assert on_day("us din ke liye katha karwani hai", "Sunday, 6 December").startswith(
        "Sunday, 6 December ke liye"
    )
    assert not points_to_a_day("book a pandit for sunday")


def test_one_of_them_points_at_a_place_found_before() -> None:
    assert points_to_a_place("book an archana at one of them")
    assert points_to_a_place("वहां अभिषेक भी करवाना है")
    assert not points_to_a_place("book an archana at Guruvayur")


@pytest.mark.parametrize("kind", get_args(TaskKind))
def test_every_kind_of_task_is_a_kind_of_request(kind: str) -> None:
    assert kind in requests._PLACES


def test_a_question_beside_a_samagri_question_is_no_crash() -> None:
    text = "नमस्कार। घर पर हवन के लिए सामग्री मंगानी है। क्या हवन सामग्री और कपूर उपलब्ध है?"
    two_requests(text)  # a samagri question is a question: no KeyError


@pytest.mark.parametrize(
    "text",
    [
        "Hi, I have a priest booking for Vastu Shanti on 6 Dec. Need to reschedule it.",
        "Some archanai was booked through your app last month. I need the receipt.",
        "My order got placed twice by mistake, the same agarbatti. Kindly cancel this one.",
    ],
)
def test_a_booking_told_of_then_acted_on_is_one_request(text: str) -> None:
    assert two_requests(text) is None


def test_a_question_after_a_request_is_asked_without_the_story_around_it() -> None:
    text = "want to do navgraha shanti puja online. Astrologer sugested it. Is video puja possible?"
    two = two_requests(text)
    assert two is not None and two.then_asks and two.then == "Is video puja possible?"


def test_one_why_of_two_things_is_one_question() -> None:
    assert two_requests("कलश स्थापना में नारियल और आम के पत्ते क्यों रखते हैं") is None
