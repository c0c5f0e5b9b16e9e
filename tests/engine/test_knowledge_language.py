"""A knowledge question is answered in the language it was asked in, through the engine and
the general assistant's own documents: Hinglish in Hinglish (Latin letters), Devanagari in
Hindi, English in English."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import timedelta

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.kb_worship import worship_docs
from assistant_core.engine import Engine, UserMessage
from assistant_core.ports import AIAnswer, Coordinates, ServiceInfo
from assistant_core.replies import Reply
from assistant_core.texts import Language
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import NOW, SERVICES, RecordingKundli


@dataclass
class BuiltinAI:
    """Answers from the general assistant's documents, in the language the engine asks in."""

    general: GeneralAssistant = field(default_factory=GeneralAssistant)
    languages: list[Language] = field(default_factory=list)

    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        self.languages.append(language)
        return AIAnswer(text=self.general.answer(question, language).text)


SHIVLING = next(d for d in worship_docs() if d.id == "ritual/shivling-offerings")


@pytest.mark.parametrize(
    ("text", "language", "shown"),
    [
        ("shivling pe kya chadhate hai", "hinglish", SHIVLING.hinglish),
        ("शिवलिंग पर क्या चढ़ाते हैं", "hi", SHIVLING.hi),
        ("what is offered on a shivling", "en", SHIVLING.text),
    ],
)
async def test_a_knowledge_question_is_answered_in_its_language(
    text: str, language: Language, shown: str
) -> None:
    ai = BuiltinAI()
    ids = itertools.count(1)
    india = (NOW + timedelta(hours=5, minutes=30)).replace(tzinfo=None)
    engine = Engine(
        ai, RecordingKundli(), lambda: NOW, lambda: f"m{next(ids)}", tasks=FakeTasks(now=india)
    )
    turn = await engine.handle(engine.new_state(), UserMessage(text), SERVICES)
    (reply,) = turn.outputs
    assert isinstance(reply, Reply)
    assert ai.languages == [language]
    # The chat may shorten a long answer: its first sentences are the document's.
    first = shown[: shown.index(":")]
    assert reply.message.text.startswith(first), reply.message.text
    assert shown.startswith(reply.message.text[:300])
