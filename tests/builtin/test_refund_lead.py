"""What a cancel costs, asked with how long before the booking ("agar 1 din pehle cancel
karu?"): the share the refund policy gives for that lead, worked out from the policy's own
figures, said before the policy itself."""

from __future__ import annotations

import pytest

from api.payments.refund_policy import FULL_REFUND_HOURS, PARTIAL_REFUND_PERCENT
from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.policies import REFUNDS, refund_for
from tests.builtin.seed import house_rules

FULL_DAYS = -(-FULL_REFUND_HOURS // 24)  # the fewest whole days that are early enough


def test_a_lead_of_days_is_worked_out_in_hours(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("how much is deducted if I cancel my pandit booking 1 day before?")
    first, policy = answer.text.split("\n\n", 1)
    share = 100 if FULL_REFUND_HOURS <= 24 else PARTIAL_REFUND_PERCENT
    assert first == f"Cancelling 1 day (24 hours) before the booking gives a {share}% refund."
    assert answer.sources[0] == REFUNDS and policy.startswith("Priest and temple bookings")


@pytest.mark.parametrize(
    ("question", "language", "hours"),
    [
        (f"agar booking {FULL_DAYS} din pehle cancel karu to kitna refund milega", "hinglish", 0),
        ("बुकिंग तीन घंटे पहले रद्द करने पर कितना पैसा कटेगा", "hi", 3),
        (f"refund if I cancel {FULL_REFUND_HOURS} hours before", "en", FULL_REFUND_HOURS),
    ],
)
def test_the_share_follows_the_policy(question: str, language: str, hours: int) -> None:
    said = refund_for(question, house_rules(), language)  # type: ignore[arg-type]
    hours = hours or FULL_DAYS * 24
    share = 100 if hours >= FULL_REFUND_HOURS else PARTIAL_REFUND_PERCENT
    assert said is not None and f"{share}%" in said
    assert {"hinglish": "cancel karne par", "hi": "रद्द करने पर", "en": "Cancelling"}[
        language
    ] in said


@pytest.mark.parametrize(
    "question",
    [
        "what is your cancellation policy",  # no lead asked
        "I booked 2 days before Diwali",  # no cancel
        "cancel 2 days before",
    ],
)
def test_only_a_cancel_with_a_lead_is_worked_out(question: str) -> None:
    said = refund_for(question, house_rules(), "en")
    assert (said is not None) is question.startswith("cancel ")
    assert refund_for(question, None, "en") is None  # before the house rules are known
