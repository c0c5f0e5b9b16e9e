"""Every conversation script, replayed through the engine: one test per file. The state goes
through its JSON form between turns, as it does when the server stores it."""

from __future__ import annotations

import itertools
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from api.assistant.protocol import frame_text
from assistant_core.engine import Engine, Visitor
from assistant_core.state import ConversationState
from tests.conversations.replay import (
    ScriptedAI,
    check_asked,
    check_turn,
    event_of,
    kundli_port_for,
    load_script,
    script_paths,
)
from tests.engine.fake_tasks import FakeTasks

NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)
MIN_SCRIPTS = 30


def test_there_are_enough_scripts() -> None:
    assert len(script_paths()) >= MIN_SCRIPTS


@pytest.mark.parametrize("path", script_paths(), ids=lambda p: p.stem)
async def test_conversation(path: Path) -> None:
    script = load_script(path)
    ai = ScriptedAI(script.ai)
    ids = itertools.count(1)
    india = (NOW + timedelta(hours=5, minutes=30)).replace(tzinfo=None)
    tasks = FakeTasks(now=india, full=set(script.full))
    engine = Engine(
        ai,
        kundli_port_for(script.kundli),
        lambda: NOW,
        lambda: f"msg-{next(ids)}",
        tasks=tasks,
    )
    state = engine.new_state(script.language)  # type: ignore[arg-type]
    visitor = Visitor("client-of-the-test", "127.0.0.1")
    for number, turn in enumerate(script.turns, start=1):
        asked_before = len(ai.asked)
        result = await engine.handle(state, event_of(turn), script.services, visitor)
        outputs = [json.loads(frame_text(o)) for o in result.outputs]
        try:
            check_turn(turn, outputs)
            check_asked(turn, ai.asked[asked_before:])
            if "created" in turn:
                assert len(tasks.created) == turn["created"], f"records: {tasks.created}"
        except AssertionError as failure:
            said = turn.get("say", turn.get("select"))
            raise AssertionError(f"{path.name} turn {number} ({said!r}):\n{failure}") from None
        state = ConversationState.from_dict(json.loads(json.dumps(result.state.to_dict())))
        assert state == result.state
