"""What a devotee asks for, read inside a longer sentence, through the whole engine: a pandit
asked after is a booking made (its status, with the one-time code), a book to read is the
store's, two charts asked about together are a Milan, a seva at a temple named is that
temple's booking, advice on buying what we do not sell goes nowhere."""

from __future__ import annotations

import itertools

import pytest

from assistant_core.engine import Engine, UserMessage
from assistant_core.replies import Reply
from assistant_core.state import ConversationState
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import NOW, SERVICES, FakeAI, RecordingKundli


def engine_with() -> tuple[Engine, FakeAI]:
    ids = itertools.count(1)
    ai = FakeAI()
    tasks = FakeTasks(now=NOW.replace(tzinfo=None))
    return Engine(ai, RecordingKundli(), lambda: NOW, lambda: f"m{next(ids)}", tasks=tasks), ai


async def one(text: str) -> tuple[ConversationState, list[Reply], FakeAI]:
    e, ai = engine_with()
    turn = await e.handle(e.new_state(), UserMessage(text), SERVICES)
    return turn.state, [o for o in turn.outputs if isinstance(o, Reply)], ai


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("pujari ji ka contact number chahiye, parso aane wale hain", "order_status"),
        ("has my rudrabhishek been done? I have not got the video yet", "order_status"),
        ("is there bhakoot dosh between us? mine is 2 Feb 1995, hers 8 Aug 1996", "milan"),
        ("हमारी कुंडली मिलाकर बताइए विवाह हो सकता है या नहीं", "milan"),
        ("can I book darshan at Siddhivinayak through Punya?", "temple_booking"),
        ("usi din ke liye pandit ji bula dijiye", "priest_booking"),
    ],
)
async def test_the_request_inside_the_sentence_opens_its_form(text: str, form: str) -> None:
    state, replies, _ = await one(text)
    assert state.task is not None and state.task.name == form
    assert replies[-1].progress is not None and replies[-1].progress.form == form


async def test_a_booking_with_no_puja_named_asks_which_without_saying_none_was_found() -> None:
    state, replies, _ = await one("usi din ke liye pandit ji bula dijiye")
    assert state.task is not None and state.task.asking == "serviceId"
    said = replies[-1].message.text
    assert "nahi mili" not in said and "not find" not in said


async def test_a_book_to_read_in_a_language_is_no_priest_booking() -> None:
    state, replies, _ = await one("Is a Sundarkand book available in Tamil?")
    assert state.task is None or state.task.name != "priest_booking"
    assert all(r.progress is None or r.progress.form != "priest_booking" for r in replies)


async def test_advice_on_buying_shares_goes_to_no_store() -> None:
    state, replies, ai = await one("should I buy some gold coins this week?")
    assert ai.asked == [("general-assistant", "should I buy some gold coins this week?")]
    assert state.task is None
    assert all(r.navigate is None and r.progress is None for r in replies)


async def test_a_puja_named_only_outside_the_requests_own_sentence_is_still_read() -> None:
    # The request is the last sentence ("पंडित जी मिल जाएंगे?"); the puja is named before it.
    state, replies, _ = await one("नए फ्लैट में वास्तु शांति पूजा करानी है, 10 दिसंबर को। पंडित जी मिल जाएंगे?")
    assert state.task is not None and state.task.asking == "serviceId"
    assert [o.shown for o in state.task.options][:1] == ["Vastu Shanti Puja"]
    assert "नहीं मिली" not in replies[0].message.text
