"""Knowledge documents in Hinglish: every document of a module written in Hinglish has its
text and its short title in Hindi of Latin letters (no Devanagari), with the English's
placeholders, and not the English itself; a question in Hinglish is answered with that text,
one in Hindi with the Hindi and one in English with the English."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.answer import from_hits
from assistant_core.builtin.kb_festivals import festival_docs
from assistant_core.builtin.kb_guides import app_docs
from assistant_core.builtin.kb_practices import practice_docs
from assistant_core.builtin.kb_rites import rite_docs
from assistant_core.builtin.kb_rituals import ritual_docs
from assistant_core.builtin.kb_worship import worship_docs
from assistant_core.builtin.policies import policy_docs
from assistant_core.builtin.retrieval import Doc, Hit
from tests.builtin.hindi import placeholders
from tests.builtin.seed import seed_catalogue

# The modules whose every document is written in Hinglish.
WRITTEN: dict[str, Callable[[], list[Doc]]] = {
    "kb_worship": worship_docs,
    "kb_practices": practice_docs,
    "kb_rites": rite_docs,
    "kb_festivals": festival_docs,
    "kb_guides": app_docs,
    "kb_rituals": ritual_docs,  # its own documents and those it gathers
    "policies": lambda: policy_docs(seed_catalogue().rules),
}
DOCS = list({doc.id: doc for docs in WRITTEN.values() for doc in docs()}.values())
_DEVANAGARI = re.compile("[\u0900-\u097f]")
# Hindi's small words: a Hinglish text is Hindi, so it has them, where English has none.
HINDI_WORDS = frozenset(
    [
        "hai",
        "hain",
        "ka",
        "ki",
        "ke",
        "ko",
        "mein",
        "se",
        "aur",
        "ya",
        "par",
        "bhi",
        "nahi",
        "jata",
        "jati",
        "jate",
        "hota",
        "hoti",
        "karke",
    ]
)


def hindi_words(text: str) -> int:
    return sum(1 for word in re.findall(r"[a-z]+", text.lower()) if word in HINDI_WORDS)


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.id)
def test_a_document_has_its_hinglish_in_latin_letters(doc: Doc) -> None:
    short = doc.data.get("short_hinglish")
    assert doc.hinglish and isinstance(short, str) and short, doc.id
    assert placeholders(doc.hinglish) == placeholders(doc.text)
    for hinglish, english in ((doc.hinglish, doc.text), (short, doc.title)):
        assert not _DEVANAGARI.search(hinglish), hinglish
        assert hinglish != english
    assert hindi_words(doc.hinglish) >= max(1, len(doc.hinglish.split()) // 12), doc.hinglish
    assert hindi_words(doc.text) == 0 or hindi_words(doc.hinglish) > 3 * hindi_words(doc.text)


def test_every_knowledge_and_policy_document_is_written_in_hinglish() -> None:
    policies = policy_docs(seed_catalogue().rules)
    assert {d.id for d in DOCS} == {d.id for d in ritual_docs() + policies}
    assert {d.id for d in policies} >= {"policy/booking-refunds", "policy/contact"}


def test_a_policy_answer_in_hinglish_quotes_the_house_rules() -> None:
    general = GeneralAssistant()
    general.load(seed_catalogue(), "seed")
    rules = seed_catalogue().rules
    answer = general.answer("cancel karne par refund kitna milega", "hinglish")
    assert answer.sources[0] == "policy/booking-refunds"
    assert f"{rules.full_refund_hours} ghante ya usse pehle" in answer.text
    slots = general.answer("pandit booking ke time slot kya hai", "hinglish")
    assert slots.sources[0] == "policy/priest-booking"
    assert "6:00 AM - 8:00 AM, 8:00 AM - 10:00 AM aur 8:00 PM - 10:00 PM" in slots.text


@pytest.mark.parametrize(
    ("question", "language", "field"),
    [
        ("shivling pe kya chadhate hai", "hinglish", "hinglish"),
        ("शिवलिंग पर क्या चढ़ाते हैं", "hi", "hi"),
        ("what is offered on a shivling", "en", "text"),
    ],
)
def test_a_knowledge_answer_is_in_the_questions_language(
    question: str, language: str, field: str
) -> None:
    answer = GeneralAssistant().answer(question, language)  # type: ignore[arg-type]
    (doc,) = [d for d in worship_docs() if d.id == "ritual/shivling-offerings"]
    assert answer.sources[0] == doc.id
    assert answer.text.startswith(getattr(doc, field)), answer.text
    assert answer.context.startswith(getattr(doc, field))


def test_a_related_line_names_the_documents_in_hinglish() -> None:
    best, near = worship_docs()[:2]
    answer = from_hits([Hit(best, 10.0, 1.0), Hit(near, 5.0, 1.0)], language="hinglish")
    short = near.data["short_hinglish"]
    assert answer.text == f"{best.hinglish}\n\nInke baare mein bhi poochh sakte hain: {short}."


def test_a_document_without_hinglish_is_shown_in_english() -> None:
    doc = Doc("x", "ritual", "Title", "English text.", hi="हिंदी पाठ।")
    assert doc.shown("hinglish") == "English text." and doc.short("hinglish") == "Title"
    assert doc.shown("hi") == "हिंदी पाठ।"
