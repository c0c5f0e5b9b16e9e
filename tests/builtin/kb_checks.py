"""The checks every module of knowledge documents passes: each new document asked about in
English, Hindi and Hinglish; written in all three, its Hindi in Devanagari, without figures;
and each question answered by its document in its language, with the catalogue loaded or not."""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.kb_rituals import KINDS, ritual_docs
from assistant_core.builtin.retrieval import Doc
from assistant_core.texts import Language
from tests.builtin.hindi import mostly_devanagari

Asked = tuple[str, Language, str, str]  # question, its language, the document, a phrase


def every_document_asked_in_three_languages(knowledge: Sequence[Asked], docs: list[Doc]) -> None:
    asked = {
        doc_id: {lang for _, lang, d, _ in knowledge if d == doc_id}
        for doc_id in {d for _, _, d, _ in knowledge}
    }
    assert {d.id for d in docs} <= set(asked)
    assert all(langs == {"en", "hi", "hinglish"} for langs in asked.values()), asked
    ids = [d.id for d in ritual_docs()]
    assert len(ids) == len(set(ids)) and set(asked) <= set(ids)


def trilingual_without_figures(doc: Doc) -> None:
    assert doc.kind in KINDS and doc.keywords and doc.text and doc.title and doc.hinglish
    assert mostly_devanagari(doc.hi, 0.85), doc.hi
    assert mostly_devanagari(str(doc.data["short_hi"]), 0.85)
    assert not mostly_devanagari(doc.hinglish, 0.01)
    assert 2 <= len(re.findall(r"[.।](?:\s|$)", doc.hi)) <= 6, doc.hi
    for text in (doc.title, doc.text, doc.hi, doc.hinglish):
        assert not re.findall(r"\d+", text) and "₹" not in text and "%" not in text


def answered_by_its_document(assistants: Sequence[GeneralAssistant], asked: Asked) -> None:
    question, language, doc_id, phrase = asked
    for general in assistants:
        answer = general.answer(question, language)
        assert answer.found and answer.sources[0] == doc_id, (question, answer.sources)
        assert phrase in answer.text.split("\n\n")[0], answer.text
