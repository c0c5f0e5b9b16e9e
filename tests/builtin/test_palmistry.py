"""The palmistry reader: knowledge, honesty about needing the palm, no guessing."""

from __future__ import annotations

import pytest

from assistant_core.builtin import PalmistryReader
from assistant_core.builtin.kb_palmistry import HONEST

reader = PalmistryReader()


@pytest.mark.parametrize(
    ("question", "source", "fact"),
    [
        ("What does the fate line show?", "palm/line/fate", "towards the middle finger"),
        ("Is a short life line bad?", "palm/line/life", "not for how long you will live"),
        ("heart line meaning", "palm/line/heart", "emotional life and relationships"),
        ("Where is the mount of Venus?", "palm/mount/venus", "below the thumb"),
        ("I have a square palm and long fingers", "palm/hand/air", "An air hand has"),
        ("Read my palm please", "palm/how-to", "the dominant hand"),
    ],
)
def test_answers_from_the_knowledge_base(question: str, source: str, fact: str) -> None:
    answer = reader.answer(question)
    assert answer.text.startswith(HONEST.en)
    assert answer.sources[0] == source
    assert fact in answer.text.split("\n\n")[1]


def test_a_prediction_or_off_topic_question_is_not_guessed() -> None:
    for question in ("What is the stock price of TCS?", "Will I get married soon?"):
        answer = reader.answer(question)
        assert answer.text.startswith("I could not find that in my palmistry notes")
        assert not answer.found
