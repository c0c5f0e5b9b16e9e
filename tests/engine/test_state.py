"""ConversationState: JSON round trip, a bounded history, and garbage read as a fresh state."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from typing import Any

import pytest

from assistant_core.forms.state import FormState
from assistant_core.replies import ChatMessage
from assistant_core.state import HISTORY_LIMIT, ConversationState


def message(n: int, *, is_user: bool = False) -> ChatMessage:
    return ChatMessage(f"msg-{n}", f"text {n}", is_user, "2026-11-22T06:30:00.000Z", "s", "S")


def full_state() -> ConversationState:
    form = FormState(
        "birth",
        "form-1",
        values={"name": "Ravi Kumar", "dateOfBirth": "1990-05-15"},
        shown={"name": "Ravi Kumar", "dateOfBirth": "15 May 1990"},
        asking="timeOfBirth",
        retries=2,
    )
    return ConversationState(
        "kundli-horoscope-agent",
        "Kundli",
        (message(1), message(2, is_user=True)),
        language="hi",
        task=form,
        location=(18.5, 73.8),
        more="the rest",
        awaiting="what is the tithi today",
        cart=(("prod-diya", 2),),
        writes_in="hinglish",
        next_request="ghar ke liye rudraksha mala bhi bhejna",
    )


def test_round_trip_through_json() -> None:
    state = full_state()
    again = ConversationState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again == state


def test_the_stored_form_is_camel_case_like_the_spec_draft() -> None:
    stored = full_state().to_dict()
    assert stored["serviceId"] == "kundli-horoscope-agent"
    assert stored["task"] == {
        "name": "birth",
        "formId": "form-1",
        "values": {"name": "Ravi Kumar", "dateOfBirth": "1990-05-15"},
        "shown": {"name": "Ravi Kumar", "dateOfBirth": "15 May 1990"},
        "skipped": [],
        "asking": "timeOfBirth",
        "stage": "collect",
        "retries": 2,
        "options": [],
    }
    assert stored["history"][1] == {
        "id": "msg-2",
        "text": "text 2",
        "isUser": True,
        "timestamp": "2026-11-22T06:30:00.000Z",
        "serviceId": "s",
        "serviceName": "S",
    }


def test_a_state_stored_before_hinglish_replies_still_loads() -> None:
    stored = full_state().to_dict()
    del stored["writesIn"]
    again = ConversationState.from_dict(json.loads(json.dumps(stored)))
    assert again == replace(full_state(), writes_in=None)
    assert again.replies_in == "hi"  # the screen's language, as before


@pytest.mark.parametrize("stored", ["klingon", 7, "", ["hi"]])
def test_an_unknown_written_language_is_forgotten(stored: object) -> None:
    data = {**full_state().to_dict(), "writesIn": stored}
    assert ConversationState.from_dict(data) == replace(full_state(), writes_in=None)


def test_the_screen_shows_english_or_hindi_and_replies_follow_the_devotee() -> None:
    state = replace(full_state(), language="en", writes_in="hinglish")
    assert state.to_dict()["language"] == "en" and state.to_dict()["writesIn"] == "hinglish"
    assert state.replies_in == "hinglish"
    switched = state.in_language("hi")  # the screen's switch: replies follow it again
    assert (switched.language, switched.writes_in, switched.replies_in) == ("hi", None, "hi")


def test_history_keeps_the_last_fifty() -> None:
    state = ConversationState().with_messages(*(message(n) for n in range(HISTORY_LIMIT + 7)))
    assert len(state.history) == HISTORY_LIMIT
    assert state.history[0].id == "msg-7"
    assert state.history[-1].id == f"msg-{HISTORY_LIMIT + 6}"


def test_new_messages_leave_every_other_field_as_it_was() -> None:
    # with_messages builds the state field by field: a field added later must be kept too.
    state = full_state()
    kept = [f for f in fields(state) if f.init and f.name != "history"]
    assert all(getattr(state, f.name) != f.default for f in kept)
    added = state.with_messages(message(3))
    assert added == replace(state, history=(*state.history, message(3)))


def test_a_longer_stored_history_is_cut_to_the_last_fifty() -> None:
    stored = full_state().to_dict()
    stored["history"] = [{**stored["history"][0], "id": f"msg-{n}"} for n in range(80)]
    assert ConversationState.from_dict(stored).history[0].id == "msg-30"


def _broken(change: dict[str, Any]) -> dict[str, Any]:
    stored = full_state().to_dict()
    for path, value in change.items():
        target: Any = stored
        *parents, last = path.split(".")
        for key in parents:
            target = target[int(key)] if key.isdigit() else target[key]
        target[last] = value
    return stored


@pytest.mark.parametrize(
    "garbage",
    [
        None,
        "state",
        [],
        {},
        {"version": 3},
        {**full_state().to_dict(), "version": 1},  # before the birth form was a task form
        _broken({"serviceId": 5}),
        _broken({"history": "nope"}),
        _broken({"history.0.isUser": "yes"}),
        _broken({"history.0.text": "x" * 20_001}),
        _broken({"history.1.id": None}),
    ],
)
def test_garbage_gives_a_fresh_state(garbage: object) -> None:
    assert ConversationState.from_dict(garbage) == ConversationState()


@pytest.mark.parametrize(
    "change",
    [
        {"task.retries": True},
        {"task.stage": "done"},
        {"task.values": {"name": ["Ravi"]}},
        {"task": "collecting"},
    ],
)
def test_a_broken_form_is_dropped_and_the_rest_kept(change: dict[str, Any]) -> None:
    state = ConversationState.from_dict(_broken(change))
    assert state.task is None and state.history == full_state().history
