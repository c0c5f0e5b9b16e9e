"""The script format and check_turn: a wrong reply must fail, a malformed script is refused."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.conversations.replay import (
    ScriptedAI,
    ScriptError,
    check_turn,
    load_script,
    services_with,
)

REPLY: dict[str, Any] = {
    "type": "reply",
    "message": {"id": "m", "text": "Taking you to the store.", "isUser": False, "timestamp": "t"},
    "intent": "store",
    "confidence": 0.8,
    "serviceId": "general-assistant",
    "navigate": {"route": "/store", "delayMs": 2000},
    "progress": {"collected": {"name": "Ravi"}, "asking": "dateOfBirth", "step": 2, "total": 4},
    "kundli": {"rashi": {"name": "Capricorn"}},
}
EXPECTED: dict[str, Any] = {
    "say": "buy prasad",
    "reply": {
        "text": "Taking you to the store.",
        "intent": "store",
        "confidence": 0.8,
        "navigate": "/store",
        "progress": {"collected": {"name": "Ravi"}, "asking": "dateOfBirth", "step": 2},
        "service": "general-assistant",
        "kundli": {"rashi.name": "Capricorn"},
    },
}


def test_a_matching_turn_passes() -> None:
    check_turn(EXPECTED, [REPLY])


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("text", "Taking you to the shop."),
        ("intent", "chat"),
        ("confidence", 0.5),
        ("navigate", None),
        ("navigate", {"route": "/store", "delayMs": 1000}),
        ("progress", None),
        ("progress", {"collected": {"name": "Ravi K"}, "asking": "dateOfBirth", "step": 2}),
        ("progress", {"collected": {"name": "Ravi"}, "asking": "timeOfBirth", "step": 2}),
        ("service", "astrology-expert"),
        ("kundli", {"rashi.name": "Leo"}),
        ("kundli", None),
    ],
)
def test_any_difference_fails(key: str, value: Any) -> None:
    expected = {**EXPECTED, "reply": {**EXPECTED["reply"], key: value}}
    with pytest.raises(AssertionError):
        check_turn(expected, [REPLY])


def test_contains_and_counts_and_errors() -> None:
    reply = {k: v for k, v in EXPECTED["reply"].items() if k != "text"}
    contains: dict[str, Any] = {"say": "x", "reply": {**reply, "contains": ["the store"]}}
    check_turn(contains, [REPLY])
    contains["reply"] = {**reply, "contains": ["the temple"]}
    with pytest.raises(AssertionError):
        check_turn(contains, [REPLY])
    with pytest.raises(AssertionError, match="expected 1 outputs, got 2"):
        check_turn(EXPECTED, [REPLY, REPLY])
    error = {
        "say": "",
        "error": {"code": "empty_message", "message": "Please type a message first."},
    }
    check_turn(
        error,
        [{"type": "error", "code": "empty_message", "message": "Please type a message first."}],
    )
    with pytest.raises(AssertionError):
        check_turn(error, [REPLY])
    with pytest.raises(AssertionError):
        check_turn(EXPECTED, [{"type": "error", "code": "empty_message", "message": "x"}])


@pytest.mark.parametrize(
    "text",
    [
        "turns: []",
        "description: d\nturns:\n  - {say: hi}",
        "description: d\nturns:\n  - {say: hi, select: x, reply: {}}",
        # no progress
        "description: d\nturns:\n  - {say: hi, reply: {text: a, intent: c, confidence: 0, "
        "navigate: null}}",
        # neither text nor contains
        "description: d\nturns:\n  - {say: hi, reply: {intent: c, confidence: 0, navigate: null, "
        "progress: null}}",
        "description: d\nkundli: sideways\nturns: []",
        "description: d\nai: {general-assistant: {status: 500}}\nturns: []",
        "description: d\nai: {general-assistant: {failure: slow}}\nturns: []",
        "description: d\nextra: 1\nturns: []",
    ],
)
def test_malformed_scripts_are_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScriptError):
        load_script(path)


def test_services_can_be_changed_removed_and_added() -> None:
    services = {
        s.id: s
        for s in services_with(
            {
                "palmistry-reader": {"isActive": True},
                "general-assistant": None,
                "service-1": {"name": "Vastu"},
            }
        )
    }
    assert services["palmistry-reader"].is_active
    assert "general-assistant" not in services
    assert services["service-1"].name == "Vastu" and services["service-1"].is_active
    assert services["astrology-expert"].endpoint == "/api/ai/astrology-expert"


async def test_the_scripted_ai_answers_in_order_and_refuses_unknown_services() -> None:
    services = {s.id: s for s in services_with({})}
    ai = ScriptedAI({"general-assistant": [{"failure": "timeout"}, {"answer": "Yes."}]})
    general = services["general-assistant"]
    answers = [await ai.ask(general, "q") for _ in range(3)]
    assert [a.failure for a in answers] == ["timeout", None, None]
    assert answers[2].text == "Yes."
    with pytest.raises(AssertionError):
        await ai.ask(services["astrology-expert"], "q")
