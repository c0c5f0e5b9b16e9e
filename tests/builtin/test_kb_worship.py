"""The knowledge base on doing worship rightly (kb_worship): each document answers its
devotees' questions in English, Hinglish and Hindi, is bilingual with Devanagari Hindi and no
figures; "how is it done" questions that name a festival or a catalogue puja get the knowledge
base, and the question forms that name store goods are not sent to the store."""

from __future__ import annotations

import re
from datetime import date

import pytest

import intents
from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.kb_rituals import KINDS, ritual_docs
from assistant_core.builtin.kb_worship import worship_docs
from assistant_core.builtin.retrieval import Doc
from tests.builtin.hindi import mostly_devanagari

TODAY = date(2026, 9, 1)

QUESTIONS = [
    ("how many times should I chant the gayatri mantra every day", "ritual/japa-count"),
    ("mahamrityunjay mantra roz kitni baar jape", "ritual/japa-count"),
    ("गायत्री मंत्र रोज़ कितनी बार जपना चाहिए", "ritual/japa-count"),
    ("steps of ghatasthapana on the first day of navratri", "ritual/navratri-kalash-vidhi"),
    ("navratri ke pehle din kalash kaise sthapit kare", "ritual/navratri-kalash-vidhi"),
    ("नवरात्रि में घटस्थापना की विधि क्या है", "ritual/navratri-kalash-vidhi"),
    ("is it okay to blow out the puja lamp", "ritual/diya-after-puja"),
    ("puja ke baad diya bujhana sahi hai kya", "ritual/diya-after-puja"),
    ("आरती के बाद दीया बुझा दें क्या", "ritual/diya-after-puja"),
    ("can tulsi be offered on a shivling", "ritual/shivling-offerings"),
    ("shivling par haldi chadhate hai kya", "ritual/shivling-offerings"),
    ("शिवलिंग पर क्या नहीं चढ़ाना चाहिए", "ritual/shivling-offerings"),
    ("is jalabhishek different from rudrabhishek", "ritual/jalabhishek"),
    ("jalabhishek aur rudrabhishek me kya farak hai", "ritual/jalabhishek"),
    ("जलाभिषेक और रुद्राभिषेक में क्या अंतर है", "ritual/jalabhishek"),
    ("why is tulsi not offered to Ganesh ji", "ritual/tulsi-ganesh-shiva"),
    ("kya shiv ji ko tulsi chadha sakte hai", "ritual/tulsi-ganesh-shiva"),
    ("गणेश जी को तुलसी क्यों नहीं चढ़ाते", "ritual/tulsi-ganesh-shiva"),
]


def test_the_documents_are_gathered_once() -> None:
    ids = [d.id for d in ritual_docs()]
    assert len(ids) == len(set(ids))
    assert {d.id for d in worship_docs()} <= set(ids)


def test_every_document_is_asked_about_in_three_registers() -> None:
    asked = [doc_id for _, doc_id in QUESTIONS]
    assert {d.id for d in worship_docs()} == set(asked)
    assert min(asked.count(doc_id) for doc_id in set(asked)) >= 3


@pytest.mark.parametrize("doc", worship_docs(), ids=lambda d: d.id)
def test_a_document_is_bilingual_with_devanagari_hindi_and_no_figures(doc: Doc) -> None:
    assert doc.kind in KINDS and doc.keywords and doc.text and doc.title
    assert mostly_devanagari(doc.hi, 0.85), doc.hi
    assert mostly_devanagari(str(doc.data["short_hi"]), 0.85)
    assert 2 <= len(re.findall(r"[.।](?:\s|$)", doc.hi)) <= 6, doc.hi
    assert any("\u0900" <= c <= "\u097f" for c in doc.keywords)
    for text in (doc.title, doc.text, doc.hi):
        assert not re.findall(r"\d+", text) and "₹" not in text and "%" not in text


@pytest.mark.parametrize(("question", "doc_id"), QUESTIONS)
def test_a_devotees_question_is_answered_from_its_document(
    loaded: GeneralAssistant, unloaded: GeneralAssistant, question: str, doc_id: str
) -> None:
    for general in (loaded, unloaded):
        answer = general.answer(question)
        assert answer.found and answer.sources[0] == doc_id, (question, answer.sources)


def test_how_a_festivals_rite_is_done_is_the_knowledge_bases_not_its_date(
    loaded: GeneralAssistant,
) -> None:
    # The catalogue has a puja of the same name, and Navratri is a festival with a date: the
    # question asks how, so the steps come first.
    answer = loaded.answer("navratri ka kalash kaise rakhte hai, vidhi kya hai", "en", TODAY)
    assert answer.sources[0] == "ritual/navratri-kalash-vidhi"
    assert "next falls on" not in answer.text


def test_in_hindi_the_steps_are_in_devanagari(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("शिवलिंग पर तुलसी चढ़ा सकते हैं?", "hi")
    assert answer.sources[0] == "ritual/shivling-offerings"
    assert mostly_devanagari(answer.text.split("\n\n")[0], 0.85)


@pytest.mark.parametrize(
    "question",
    [
        "ganesh puja ki vidhi batao",
        "दीया जलाकर छोड़ देना चाहिए या बुझा देना चाहिए?",
        "om namah shivaya kitni baar japna chahiye",
        "हनुमान चालीसा कितनी बार पढ़ें",
        "rudraksha kaise pehne",  # Hinglish and Hindi ask in the middle of the sentence
        "श्री यंत्र घर में कैसे स्थापित करें",
    ],
)
def test_how_it_is_done_is_a_question_not_a_store_or_booking_request(question: str) -> None:
    found = intents.route(question)
    assert found.confidence < 0.7 or found.route is None, found  # never opened by itself
    assert intents.task_of(question) is None


@pytest.mark.parametrize("question", ["mujhe ek diya chahiye", "मुझे पूजा के लिए दीपक चाहिए"])
def test_a_request_with_the_same_words_is_still_a_request(question: str) -> None:
    assert intents.task_of(question) is not None
