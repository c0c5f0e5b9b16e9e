"""Whether the store delivers to a place ("can u deliver to kukatpally", "gaon mein delivery
hoti hai kya"): the shipping policy, whatever the place is called, in the devotee's language;
an order's own whereabouts is not this question."""

from __future__ import annotations

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.policies import SHIPPING
from intents.delivery import asks_delivery_area
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
