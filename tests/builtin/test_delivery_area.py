"""Whether the store delivers to a place ("can u deliver to kukatpally", "gaon mein delivery
hoti hai kya"): the shipping policy, whatever the place is called, in the devotee's language;
an order's own whereabouts is not this question."""

from __future__ import annotations

import pytest

import intents
from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.policies import SHIPPING
from intents.delivery import asks_delivery_area, asks_delivery_time
from intents.normalise import fold


@pytest.mark.parametrize(
    ("question", "language", "opening"),
    [
        ("can u deliver to kukatpally", "en", "Store orders are processed"),
        ("do you deliver to small towns?", "en", "Store orders are processed"),
        ("gaon mein delivery hoti hai kya", "hinglish", "Store ke order"),
        ("क्या बिहार के गाँव में डिलीवरी होती है", "hi", "स्टोर के ऑर्डर"),
    ],
)
def test_the_shipping_policy_answers_for_any_place(
    loaded: GeneralAssistant, question: str, language: str, opening: str
) -> None:
    answer = loaded.answer(question, language)  # type: ignore[arg-type]
    assert answer.sources[0] == SHIPPING
    assert answer.text.startswith(opening)


@pytest.mark.parametrize(
    "question",
    ["when will my order be delivered", "where is my parcel", "deliver 2 diyas to my home"],
)
def test_an_orders_whereabouts_or_a_purchase_is_not_asked(question: str) -> None:
    assert not asks_delivery_area(fold(question))


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("how long will delivery take", "en"),
        ("kitne din me delivery hogi", "hinglish"),
        ("सामान कितने दिन में पहुँचेगा", "hi"),
        ("जल्दी पहुँच जाएगा क्या?", "hi"),
        ("will it reach by 8th? exam starts 9th", "en"),  # by a day
        ("10 tarikh tak aa jayega?", "hinglish"),
        ("8 तारीख तक पहुँच जाएगा?", "hi"),
        ("Will it reach before Margazhi starts? I want to light it every morning", "en"),
        ("will it arrive by diwali?", "en"),
    ],
)
def test_how_soon_the_store_delivers_is_the_shipping_policy_not_an_order_looked_up(
    loaded: GeneralAssistant, question: str, language: str
) -> None:
    assert intents.task_of(question) is None
    assert loaded.answer(question, language).sources[0] == SHIPPING  # type: ignore[arg-type]


@pytest.mark.parametrize("question", ["mera order kab tak aayega", "मेरा ऑर्डर कब पहुँचेगा"])
def test_when_ones_own_order_comes_is_its_status(question: str) -> None:
    assert not asks_delivery_time(fold(question))
    task = intents.task_of(question)
    assert task is not None and task.kind == "order_status"


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("how long does sundarkand path take", "en"),
        ("सुंदरकांड पाठ में कुल कितना समय लगता है जी?", "hi"),
    ],
)
def test_how_long_a_puja_takes_is_its_duration_not_the_shipping_time(
    loaded: GeneralAssistant, question: str, language: str
) -> None:
    assert not asks_delivery_time(fold(question))
    assert "2.5-3" in loaded.answer(question, language).text  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "question",
    [
        "prasad ka order kitne din me deliver hota hai bangalore me?",
        "agar pandit booking cancel karni ho to kaise hoga, paisa katega kya?",
    ],
)
def test_a_policy_asked_opens_no_screen(question: str) -> None:
    assert intents.route(question).route is None


@pytest.mark.parametrize(
    ("question", "product"),
    [
        ("रुद्राक्ष माला कितने की है", "product/prod-5-mukhi-rudraksha-mala"),
        ("कपूर का दाम क्या है", "product/prod-bhimseni-camphor"),
    ],
)
def test_a_price_asked_in_hindi_is_the_items(
    loaded: GeneralAssistant, question: str, product: str
) -> None:
    assert loaded.answer(question, "hi").sources[0] == product
