"""The engine with fake ports: selection, errors, AI answers and failures, navigation, the
Kundli generation outcomes, history and determinism."""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import pytest

import intents
from api.assistant.protocol import frame_json
from assistant_core.engine import Engine, SelectService, Turn, UserMessage
from assistant_core.kundli_port import KundliOutcome
from assistant_core.ports import AIAnswer
from assistant_core.replies import ErrorReply, Reply
from assistant_core.state import HISTORY_LIMIT, ConversationState
from assistant_core.texts.en import TEXTS
from tests.engine.support import (
    ASTROLOGY,
    DOWN,
    GENERAL,
    KUNDLI,
    KUNDLI_ID,
    SERVICES,
    FakeAI,
    RecordingKundli,
    engine,
)

FULL_DETAILS = "Ravi Kumar, 15 May 1990, 2:30 PM, Pune"


def replies(turn: Turn) -> list[Reply]:
    assert all(isinstance(o, Reply) for o in turn.outputs), turn.outputs
    return [o for o in turn.outputs if isinstance(o, Reply)]


async def run(e: Engine, *events: SelectService | UserMessage) -> tuple[ConversationState, Turn]:
    state = e.new_state()
    turn = None
    for event in events:
        turn = await e.handle(state, event, SERVICES)
        state = turn.state
    assert turn is not None
    return state, turn


def test_a_new_conversation_starts_with_the_greeting() -> None:
    state = engine().new_state()
    assert Engine.GREETING == (
        "Namaste! I'm your spiritual assistant. Select a service above and ask me anything!"
    )
    assert state.to_dict()["history"] == [
        {
            "id": "msg-1",
            "text": Engine.GREETING,
            "isUser": False,
            "timestamp": "2026-11-22T06:30:00.000Z",
            "serviceId": None,
            "serviceName": None,
        }
    ]
    assert state.service_id is None and state.task is None


async def test_selecting_a_service_connects_to_it() -> None:
    state, turn = await run(engine(), SelectService("astrology-expert"))
    assert (state.service_id, state.service_name) == ("astrology-expert", "Astrology Expert")
    (reply,) = replies(turn)
    assert reply.message.text == "Connected to Astrology Expert"
    assert reply.service_id == "astrology-expert"
    assert state.history[-1] == reply.message


async def test_a_hindi_conversation_names_the_service_in_hindi() -> None:
    hindi = replace(ASTROLOGY, name_hi="ज्योतिष विशेषज्ञ")
    e = engine()
    turn = await e.handle(e.new_state("hi"), SelectService("astrology-expert"), [hindi])
    (reply,) = replies(turn)
    assert reply.message.text == "ज्योतिष विशेषज्ञ से जुड़ गई हूँ"
    assert reply.message.service_name == "ज्योतिष विशेषज्ञ"
    english = await e.handle(e.new_state(), SelectService("astrology-expert"), [hindi])
    assert replies(english)[0].message.text == "Connected to Astrology Expert"


@pytest.mark.parametrize("service_id", ["tarot-reader", "palmistry-reader", ""])
async def test_an_unknown_or_inactive_service_is_refused_and_nothing_changes(
    service_id: str,
) -> None:
    e = engine()
    before, _ = await run(e, SelectService("general-assistant"))
    turn = await e.handle(before, SelectService(service_id), SERVICES)
    assert turn.outputs == [ErrorReply("unknown_service", "Service not found or inactive")]
    assert turn.state == before


@pytest.mark.parametrize("text", ["", "   ", "\n\t "])
async def test_empty_input_is_not_sent(text: str) -> None:
    ai = FakeAI()
    e = engine(ai)
    before, _ = await run(e, SelectService("general-assistant"))
    turn = await e.handle(before, UserMessage(text), SERVICES)
    assert turn.outputs == [ErrorReply("empty_message", "Please type a message first.")]
    assert turn.state == before and ai.asked == []


async def test_text_over_the_limit_is_refused() -> None:
    ai = FakeAI()
    e = engine(ai)
    turn = await e.handle(e.new_state(), UserMessage("a" * 2001), SERVICES)
    assert [frame_json(o)["type"] for o in turn.outputs] == ["error"]
    assert isinstance(turn.outputs[0], ErrorReply) and turn.outputs[0].code == "message_too_long"
    assert ai.asked == []


async def test_a_selected_service_is_asked_the_trimmed_text_and_both_messages_are_kept() -> None:
    ai = FakeAI([AIAnswer(text="  Om means the sound of creation.  ")])
    state, turn = await run(
        engine(ai), SelectService("astrology-expert"), UserMessage("  What is Om?  ")
    )
    assert ai.asked == [("astrology-expert", "What is Om?")]
    (reply,) = replies(turn)
    assert reply.message.text == "Om means the sound of creation."
    assert (reply.intent, reply.confidence, reply.navigate) == ("chat", 0.5, None)
    said = state.history[-2]
    assert (said.text, said.is_user, said.service_id) == ("What is Om?", True, "astrology-expert")


async def test_a_non_ok_answer_logs_the_internal_text(caplog: pytest.LogCaptureFixture) -> None:
    ai = FakeAI([AIAnswer(failure="http_status", status=503, status_text="Service Unavailable")])
    with caplog.at_level(logging.WARNING, logger="assistant_core"):
        _, turn = await run(
            engine(ai), SelectService("astrology-expert"), UserMessage("What is Om?")
        )
    (reply,) = replies(turn)
    assert reply.message.text == TEXTS["ai_connecting"].format(name="Astrology Expert")
    assert (reply.intent, reply.confidence, reply.navigate) == ("unknown", 0.0, None)
    assert "AI service request failed: 503 Service Unavailable" in caplog.text
    assert "Service Unavailable" not in reply.message.text


@pytest.mark.parametrize(
    "answer",
    [
        AIAnswer(failure="unreachable"),
        AIAnswer(failure="timeout"),
        AIAnswer(failure="garbage"),
        AIAnswer(failure="too_large"),
        AIAnswer(text="   "),
    ],
)
async def test_every_ai_failure_gives_one_text(answer: AIAnswer) -> None:
    # One text whatever the cause: different words for "nothing answers" and "something
    # answered, unreadably" told whoever set the endpoint which ports were open.
    _, turn = await run(
        engine(FakeAI([answer])), SelectService("astrology-expert"), UserMessage("What is Om?")
    )
    (reply,) = replies(turn)
    expected = TEXTS["ai_connecting"].format(name="Astrology Expert")
    assert (reply.message.text, reply.intent, reply.confidence) == (expected, "unknown", 0.0)


@pytest.mark.parametrize(("confidence", "navigates"), [(0.7, False), (0.71, True), (0.8, True)])
async def test_navigation_needs_a_route_and_confidence_above_0_7(
    monkeypatch: pytest.MonkeyPatch, confidence: float, navigates: bool
) -> None:
    monkeypatch.setattr(
        intents, "route", lambda text: intents.Intent("store", "/store", confidence)
    )
    _, turn = await run(engine(), SelectService("general-assistant"), UserMessage("prasad"))
    (reply,) = replies(turn)
    assert reply.confidence == confidence
    assert (reply.navigate is not None) is navigates
    if reply.navigate is not None:
        assert (reply.navigate.route, reply.navigate.delay_ms) == ("/store", 2000)


async def test_a_service_switched_off_after_selection_is_refused_and_unselected() -> None:
    ai = FakeAI()
    e = engine(ai)
    state, _ = await run(e, SelectService("astrology-expert"))
    switched_off = [s for s in SERVICES if s.id != "astrology-expert"]
    turn = await e.handle(state, UserMessage("hello"), switched_off)
    assert turn.outputs == [ErrorReply("unknown_service", "Service not found or inactive")]
    assert turn.state.service_id is None and ai.asked == []


async def test_with_nothing_selected_the_general_assistant_answers() -> None:
    ai = FakeAI()
    state, turn = await run(engine(ai), UserMessage("What is Ekadashi?"))
    assert ai.asked == [("general-assistant", "What is Ekadashi?")]
    assert replies(turn)[0].service_id == "general-assistant"
    assert state.service_id is None  # answered, not selected


async def test_the_kundli_agent_answers_locally() -> None:
    ai = FakeAI()
    _, turn = await run(engine(ai), SelectService(KUNDLI_ID), UserMessage("What is a dosha?"))
    (reply,) = replies(turn)
    assert (reply.intent, reply.confidence) == ("dosha", 0.9)
    assert ai.asked == []


async def test_the_kundli_request_carries_the_collected_details_in_english() -> None:
    kundli = RecordingKundli()
    state, turn = await run(
        engine(kundli=kundli),
        SelectService(KUNDLI_ID),
        UserMessage("kundli"),
        UserMessage(FULL_DETAILS),
    )
    (request,) = kundli.requests
    assert (request.name, request.date_of_birth, request.time_of_birth) == (
        "Ravi Kumar",
        "1990-05-15",
        "14:30",
    )
    assert (request.place_of_birth, request.language) == ("Pune", "english")
    (reply,) = replies(turn)
    assert reply.kundli is not None and reply.kundli.rashi.name == "Capricorn"
    assert state.task is None  # the form is done: its drafts are gone


async def test_the_kundli_service_down_keeps_the_details_and_a_new_place_retries() -> None:
    kundli = RecordingKundli([DOWN])
    e = engine(kundli=kundli)
    state, turn = await run(
        e, SelectService(KUNDLI_ID), UserMessage("kundli"), UserMessage(FULL_DETAILS)
    )
    assert replies(turn)[0].message.text == TEXTS["kundli_failure"]
    assert state.task is not None and state.task.asking == "placeOfBirth"
    assert state.task.values == {
        "name": "Ravi Kumar",
        "dateOfBirth": "1990-05-15",
        "timeOfBirth": "14:30",
    }
    turn = await e.handle(state, UserMessage("Pune"), SERVICES)
    (made,) = replies(turn)
    assert made.intent == "kundli_generated" and made.kundli is not None
    assert len(kundli.requests) == 2


async def test_a_refused_date_is_asked_again_with_the_reason() -> None:
    problem = KundliOutcome(problem="date_of_birth is not a real date", field="date_of_birth")
    state, turn = await run(
        engine(kundli=RecordingKundli([problem])),
        SelectService(KUNDLI_ID),
        UserMessage("kundli"),
        UserMessage(FULL_DETAILS),
    )
    (reply,) = replies(turn)
    assert reply.message.text == (
        "Thank you, Ravi Kumar. date_of_birth is not a real date What is your date of birth? "
        "(for example, 15 May 1990)"
    )
    assert state.task is not None and state.task.asking == "dateOfBirth"
    assert "dateOfBirth" not in state.task.values and state.task.values["placeOfBirth"] == "Pune"


@pytest.mark.parametrize(
    "outcome",
    [
        KundliOutcome(problem="language must be one of: english, hindi", field="language"),
        KundliOutcome(problem="something", field=None),
        KundliOutcome(),
    ],
)
async def test_an_outcome_nobody_can_fix_is_the_kundli_agent_error(outcome: KundliOutcome) -> None:
    state, turn = await run(
        engine(kundli=RecordingKundli([outcome])),
        SelectService(KUNDLI_ID),
        UserMessage("kundli"),
        UserMessage(FULL_DETAILS),
    )
    (reply,) = replies(turn)
    assert (reply.message.text, reply.intent, reply.confidence) == (
        TEXTS["kundli_agent_error"],
        "unknown",
        0.0,
    )
    assert state.task is None


async def test_another_service_answers_while_the_form_is_paused() -> None:
    ai = FakeAI()
    state, turn = await run(
        engine(ai),
        SelectService(KUNDLI_ID),
        UserMessage("kundli"),
        UserMessage("Ravi"),
        SelectService("astrology-expert"),
        UserMessage("15 May 1990"),
    )
    assert ai.asked == [("astrology-expert", "15 May 1990")]
    assert replies(turn)[0].progress is None
    assert state.task is not None and state.task.name == "birth"
    assert state.task.values == {"name": "Ravi"} and state.task.asking == "dateOfBirth"


async def test_history_stays_bounded() -> None:
    e = engine()
    state, _ = await run(e, SelectService("general-assistant"))
    for n in range(40):
        state = (await e.handle(state, UserMessage(f"question {n}"), SERVICES)).state
    assert len(state.history) == HISTORY_LIMIT
    assert state.history[-1].text == "An answer." and state.history[-2].text == "question 39"


async def test_the_same_events_and_answers_give_the_same_outputs() -> None:
    events = (
        SelectService(KUNDLI_ID),
        UserMessage("make my kundli"),
        UserMessage("Ravi Kumar"),
        UserMessage("what is a dosha?"),
        UserMessage("15 May 1990"),
        SelectService(ASTROLOGY.id),
        UserMessage("show my orders"),
    )

    async def outputs() -> list[dict[str, Any]]:
        e = engine(FakeAI([AIAnswer(text="Here you are.")]))
        state = e.new_state()
        seen: list[dict[str, Any]] = []
        for event in events:
            turn = await e.handle(state, event, SERVICES)
            state = turn.state
            seen += [frame_json(o) for o in turn.outputs]
        seen.append(state.to_dict())
        return seen

    assert await outputs() == await outputs()


def test_the_fixtures_are_the_seeded_ids() -> None:
    assert (GENERAL.id, KUNDLI.id, KUNDLI.is_kundli) == ("general-assistant", KUNDLI_ID, True)


async def test_a_very_long_ai_answer_is_cut_for_the_chat() -> None:
    ai = FakeAI([AIAnswer(text="Om " * 3000)])
    _, turn = await run(engine(ai), SelectService("general-assistant"), UserMessage("Om?"))
    (reply,) = replies(turn)
    assert 3990 <= len(reply.message.text) <= 4000 and reply.message.text.endswith("Om…")


async def test_the_user_message_comes_before_its_replies_in_ids_and_history() -> None:
    state, _ = await run(engine(), UserMessage("make my kundli"))
    said, connected, asked = state.history[-3:]
    assert (said.is_user, said.id) == (True, "msg-2")
    assert connected.id == "msg-3"
    assert int(asked.id.removeprefix("msg-")) > 3  # the form's id may come between
    assert connected.text == "Connected to Kundli & Horoscope Agent"


@pytest.mark.parametrize(
    ("text", "goes"),
    [
        ("My date of birth is 15 May 1990", None),  # details for the specialist itself
        ("Can you read my horoscope?", "/consult/astrology"),  # the spec's navigation
        ("I want to buy a rudraksha mala", "/store"),
    ],
)
async def test_a_specialist_leaves_its_answer_only_for_a_plain_request(
    text: str, goes: str | None
) -> None:
    _, turn = await run(engine(), SelectService("astrology-expert"), UserMessage(text))
    (reply,) = replies(turn)
    assert reply.message.text == "An answer."
    assert (None if reply.navigate is None else reply.navigate.route) == goes


async def test_a_screen_the_message_only_may_want_is_offered_not_opened(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The rules and the model differ: the answer comes with a button, and the modal stays.
    unsure = intents.Intent("store", "/store", 0.6, agreed=False)
    monkeypatch.setattr(intents, "route", lambda text: unsure)
    _, turn = await run(
        engine(), SelectService("general-assistant"), UserMessage("Ganesh puja kitne ki hai?")
    )
    (reply,) = replies(turn)
    assert reply.message.text == "An answer." and reply.navigate is None
    assert (reply.intent, reply.confidence) == ("store", 0.6)
    assert [(a.type, a.label, a.route) for a in reply.actions] == [
        ("link", "Store kholein", "/store")  # the button in the question's Hinglish
    ]


def test_the_rules_and_the_model_must_agree_for_the_navigation_confidence() -> None:
    agreed = intents.route("I want to buy a rudraksha mala")
    assert (agreed.confidence, agreed.agreed) == (0.8, True)
    assert intents.route("hello").confidence == 0.5
