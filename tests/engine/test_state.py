"""ConversationState: JSON round trip, a bounded history, and garbage read as a fresh state."""

from __future__ import annotations

import json
from typing import Any

import pytest

from assistant_core.replies import ChatMessage
from assistant_core.state import HISTORY_LIMIT, BirthForm, ConversationState


def message(n: int, *, is_user: bool = False) -> ChatMessage:
    return ChatMessage(f"msg-{n}", f"text {n}", is_user, "2026-11-22T06:30:00.000Z", "s", "S")


def full_state() -> ConversationState:
    form = BirthForm(
        collecting=True,
        name="Ravi Kumar",
        date_of_birth="1990-05-15",
        time_of_birth=None,
        asking="timeOfBirth",
        retries=2,
    )
    return ConversationState(
        "kundli-horoscope-agent", "Kundli", form, (message(1), message(2, is_user=True))
    )


def test_round_trip_through_json() -> None:
    state = full_state()
    again = ConversationState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again == state


def test_the_stored_form_is_camel_case_like_the_spec_draft() -> None:
    stored = full_state().to_dict()
    assert stored["serviceId"] == "kundli-horoscope-agent"
    assert stored["birthForm"] == {
        "collecting": True,
        "name": "Ravi Kumar",
        "dateOfBirth": "1990-05-15",
        "timeOfBirth": None,
        "placeOfBirth": None,
        "asking": "timeOfBirth",
        "retries": 2,
    }
    assert stored["history"][1] == {
        "id": "msg-2",
        "text": "text 2",
        "isUser": True,
        "timestamp": "2026-11-22T06:30:00.000Z",
        "serviceId": "s",
        "serviceName": "S",
    }


def test_history_keeps_the_last_fifty() -> None:
    state = ConversationState().with_messages(*(message(n) for n in range(HISTORY_LIMIT + 7)))
    assert len(state.history) == HISTORY_LIMIT
    assert state.history[0].id == "msg-7"
    assert state.history[-1].id == f"msg-{HISTORY_LIMIT + 6}"


def test_a_longer_stored_history_is_cut_to_the_last_fifty() -> None:
    stored = full_state().to_dict()
    stored["history"] = [message(n).to_dict() for n in range(80)]
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
        {"version": 2},
        _broken({"serviceId": 5}),
        _broken({"history": "nope"}),
        _broken({"history.0.isUser": "yes"}),
        _broken({"history.0.text": "x" * 20_001}),
        _broken({"history.1.id": None}),
        _broken({"birthForm.asking": "favouriteColour"}),
        _broken({"birthForm.retries": True}),
        _broken({"birthForm.retries": -1}),
        _broken({"birthForm.retries": 99}),
        _broken({"birthForm.collecting": "true"}),
        _broken({"birthForm.name": ["Ravi"]}),
        _broken({"birthForm": "collecting"}),
    ],
)
def test_garbage_gives_a_fresh_state(garbage: object) -> None:
    assert ConversationState.from_dict(garbage) == ConversationState()


def test_the_form_reports_what_it_has_in_asking_order() -> None:
    form = BirthForm(place_of_birth="Pune", name="Ravi")
    assert form.collected() == {"name": "Ravi", "placeOfBirth": "Pune"}
    assert form.next_missing() == "dateOfBirth"
    assert form.with_value("dateOfBirth", "1990-05-15").value("dateOfBirth") == "1990-05-15"
