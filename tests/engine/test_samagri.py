"""A puja's samagri asked in the chat: what the family keeps ready and what the pandit brings,
from the puja's own lists in the catalogue, in the conversation's language, with a button that
books it; buying samagri is still a purchase, and a question naming no puja of ours goes to
the general assistant."""

from __future__ import annotations

import pytest

import intents
from assistant_core import tasks
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("what do I need for griha pravesh", "griha pravesh"),
        ("griha pravesh ke liye kya samagri chahiye", "griha pravesh"),
        ("सत्यनारायण कथा की सामग्री क्या है", "सत्यनारायण कथा"),
        ("satyanarayan katha ke liye kya kya saman lagta hai", "satyanarayan katha"),
        ("what should I keep ready for the pandit for rudrabhishek", "rudrabhishek"),
        ("गृह प्रवेश पूजा के लिए क्या क्या चाहिए", "गृह प्रवेश पूजा"),
    ],
)
def test_a_pujas_samagri_is_asked(text: str, topic: str) -> None:
    assert intents.task_of(text) == intents.Task("puja_samagri", topic)


@pytest.mark.parametrize(
    "text",
    [
        "havan samagri chahiye",  # buys it
        "griha pravesh samagri kit buy karna hai",
        "book a pandit for griha pravesh",
        "what is rahu kaal today",
    ],
)
def test_buying_or_booking_is_no_samagri_question(text: str) -> None:
    task = intents.task_of(text)
    assert task is None or task.kind != "puja_samagri"


def _seed_lists(tasks_port: FakeTasks, puja_id: str, hindi: bool = False) -> tuple[list, list]:
    puja = tasks_port.pujas[puja_id]
    suffix = "Hi" if hindi else ""
    return puja[f"samagriFamily{suffix}"], puja[f"samagriPriest{suffix}"]


async def test_the_lists_are_the_pujas_own_with_a_booking_button() -> None:
    port = FakeTasks(now=NOW)
    text = "what samagri is needed for rudrabhishek"
    outcome = await tasks.begin(intents.task_of(text), text, context(port), "f-1")  # type: ignore[arg-type]
    assert outcome is not None and outcome.form is None
    family, priest = _seed_lists(port, "rudrabhishek")
    assert family and priest
    assert outcome.text.startswith("For the Rudrabhishek, keep this samagri ready at home:\n")
    assert all(f"• {item}" in outcome.text for item in family + priest)
    assert "The pandit brings:" in outcome.text
    [book] = outcome.actions
    assert book.label == "Book Rudrabhishek" and book.text == "Book Rudrabhishek"


async def test_hindi_lists_in_a_hindi_conversation() -> None:
    port = FakeTasks(now=NOW)
    text = "रुद्राभिषेक के लिए क्या सामग्री चाहिए"
    outcome = await tasks.begin(intents.task_of(text), text, context(port, "hi"), "f-1")  # type: ignore[arg-type]
    assert outcome is not None
    family, priest = _seed_lists(port, "rudrabhishek", hindi=True)
    assert "घर पर तैयार रखिए" in outcome.text and "पंडित जी साथ लाएँगे" in outcome.text
    assert all(item in outcome.text for item in family + priest)


async def test_no_puja_of_ours_goes_to_the_general_assistant() -> None:
    text = "what do I need for a trip to the mountains"
    task = intents.task_of(text)
    assert task is not None and task.kind == "puja_samagri"
    assert await tasks.begin(task, text, context(FakeTasks(now=NOW)), "f-1") is None
