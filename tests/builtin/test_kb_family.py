"""What families ask, each answered in English, Hindi and Hinglish by its own document in that
language: sindoor, the mangalsutra's black beads, the haldi, sutak after a death, why Hindus
fast, the Hanuman Chalisa's "bhoot pisach" line and pukhraj; the topics that had documents
already keep them; and no document frightens or promises."""

from __future__ import annotations

import re

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.astrology_docs import astrology_index
from assistant_core.builtin.kb_family import family_docs
from assistant_core.builtin.retrieval import Doc
from assistant_core.texts import Language
from tests.builtin.kb_checks import (
    Asked,
    answered_by_its_document,
    every_document_asked_in_three_languages,
    trilingual_without_figures,
)

# (question, language, document, a phrase of the answer in that language)
KNOWLEDGE: list[tuple[str, Language, str, str]] = [
    (
        "why do married women wear sindoor in the hair parting",
        "en",
        "ritual/sindoor",
        "the sign of their marriage",
    ),
    ("सिंदूर मांग में क्यों लगाते हैं", "hi", "ritual/sindoor", "सुहाग के चिह्न के रूप में"),
    ("शादीशुदा औरतें माँग में सिंदूर क्यों भरती हैं", "hi", "ritual/sindoor", "सिंदूर-दान"),
    ("sindoor maang mein kyu lagate hain", "hinglish", "ritual/sindoor", "suhaag ki nishani"),
    (
        "what do the black beads of mangalsutra mean",
        "en",
        "ritual/mangalsutra",
        "guard the marriage from the evil eye",
    ),
    ("मंगलसूत्र के काले मोती का क्या मतलब है", "hi", "ritual/mangalsutra", "बुरी नज़र"),
    (
        "mangalsutra ke kaale moti ka kya matlab hai",
        "hinglish",
        "ritual/mangalsutra",
        "buri nazar",
    ),
    (
        "why is the haldi ceremony done before the wedding",
        "en",
        "ritual/haldi-ceremony",
        "gives their blessing",
    ),
    (
        "शादी से पहले हल्दी की रस्म क्यों होती है",
        "hi",
        "ritual/haldi-ceremony",
        "अपना आशीर्वाद देता है",
    ),
    (
        "shaadi se pehle haldi kyu lagate hain",
        "hinglish",
        "ritual/haldi-ceremony",
        "apna aashirvaad deta hai",
    ),
    ("can we do puja during sutak", "en", "ritual/sutak-death", "your family's priest"),
    (
        "how long is sutak after a death in the family",
        "en",
        "ritual/sutak-death",
        "ten to thirteen days",
    ),
    (
        "घर में किसी की मृत्यु के बाद सूतक में पूजा कर सकते हैं",
        "hi",
        "ritual/sutak-death",
        "विधिवत पूजा नहीं की जाती",
    ),
    (
        "ghar mein kisi ki death ho jaye to sutak kitne din ka hota hai",
        "hinglish",
        "ritual/sutak-death",
        "das se terah din",
    ),
    ("why do hindus fast", "en", "ritual/upvas", "Upvas means dwelling near"),
    ("हिंदू उपवास क्यों रखते हैं", "hi", "ritual/upvas", "उपवास का अर्थ है पास रहना"),
    ("व्रत रखने के क्या फायदे हैं", "hi", "ritual/upvas", "डॉक्टर की सलाह से"),
    ("upvas kyu rakhte hain", "hinglish", "ritual/upvas", "Upvas ka arth hai paas rehna"),
    (
        "what is the meaning of bhoot pisach nikat nahi aave",
        "en",
        "ritual/bhoot-pisach",
        "do not come near",
    ),
    (
        "does reciting hanuman chalisa remove fear",
        "en",
        "ritual/bhoot-pisach",
        "not a promise of any result",
    ),
    (
        "भूत पिशाच निकट नहीं आवे का अर्थ क्या है",
        "hi",
        "ritual/bhoot-pisach",
        "उसके पास नहीं आतीं",
    ),
    (
        "hanuman chalisa padhne se darr door hota hai kya",
        "hinglish",
        "ritual/bhoot-pisach",
        "himmat deta hai",
    ),
    (
        "should I wear pukhraj for a weak jupiter",
        "en",
        "ritual/pukhraj",
        "only after an astrologer has read the whole chart",
    ),
    ("पुखराज किस उंगली में पहनें", "hi", "ritual/pukhraj", "तर्जनी उँगली"),
    ("pukhraj kis ungli mein pehne", "hinglish", "ritual/pukhraj", "tarjani ungli"),
]

# The topics that had documents already, which the new ones must not take.
KEPT: list[tuple[str, Language, str]] = [
    ("which day of the week is for which planet", "en", "ritual/weekday-deities"),
    ("griha pravesh mein doodh kyu ubalte hain", "hinglish", "ritual/griha-pravesh"),
    ("how many girls in kanya pujan", "en", "festival/kanya-pujan"),
    ("can we do puja during an eclipse", "en", "ritual/eclipse-sutak"),
    ("when to recite hanuman chalisa", "en", "ritual/hanuman-chalisa"),
    ("हनुमान चालीसा कब पढ़ें", "hi", "ritual/hanuman-chalisa"),
    ("एकादशी व्रत क्यों रखते हैं", "hi", "ritual/ekadashi-fast"),
    ("what to eat in ekadashi fast", "en", "ritual/ekadashi-fast"),
    (
        "kya periods mein hanuman chalisa padh sakte hain",
        "hinglish",
        "ritual/prayer-during-periods",
    ),
    # As devotees asked them, where the older documents once went unfound.
    ("गृह प्रवेश में क्या क्या रस्में होती हैं? दूध उबालना क्यों जरूरी है", "hi", "ritual/griha-pravesh"),
    ("अष्टमी पर कन्या पूजन कैसे करें, कितनी कन्याएं बुलानी चाहिए", "hi", "festival/kanya-pujan"),
    (
        "kaunsa din kaunse graha ka hota hai? shanivar shani ka pata hai",
        "hinglish",
        "ritual/weekday-deities",
    ),
]


def test_every_new_document_is_asked_about_in_three_languages() -> None:
    every_document_asked_in_three_languages(KNOWLEDGE, family_docs())


@pytest.mark.parametrize("doc", family_docs(), ids=lambda d: d.id)
def test_a_document_is_trilingual_with_devanagari_hindi_and_no_figures(doc: Doc) -> None:
    trilingual_without_figures(doc)


@pytest.mark.parametrize("asked", KNOWLEDGE)
def test_a_devotees_question_is_answered_by_its_document_in_its_language(
    loaded: GeneralAssistant, unloaded: GeneralAssistant, asked: Asked
) -> None:
    answered_by_its_document((loaded, unloaded), asked)


@pytest.mark.parametrize(("question", "language", "doc_id"), KEPT)
def test_a_topic_with_a_document_already_keeps_it(
    loaded: GeneralAssistant, question: str, language: Language, doc_id: str
) -> None:
    answer = loaded.answer(question, language)
    assert answer.found and answer.sources[0] == doc_id, (question, answer.sources)


@pytest.mark.parametrize("question", ["what is sade sati", "साढ़े साती क्या है", "sade sati kya hai"])
def test_sade_sati_is_the_astrology_knowledge_bases(question: str) -> None:
    hits = astrology_index().relevant(question, asking=True)
    assert hits and hits[0].doc.id == "dosha/shani-sade-sati"


def test_no_document_frightens_or_promises() -> None:
    for doc in family_docs():
        for text in (doc.text, doc.hinglish):
            assert not re.search(r"\b(?:sin|curse|punish\w*|guarantee\w*|paap|shraap)\b", text)
            assert not re.search(r"\b(?:will surely|is sure to|pakka)\b", text), doc.id
        assert not re.search("पाप|श्राप|दंड|गारंटी|निश्चित रूप से", doc.hi), doc.id


def test_where_practice_varies_the_family_priest_or_an_astrologer_decides() -> None:
    docs = {d.id: d for d in family_docs()}
    sutak, pukhraj = docs["ritual/sutak-death"], docs["ritual/pukhraj"]
    assert "family's priest" in sutak.text and "पंडित जी" in sutak.hi
    assert "Pandit ji" in sutak.hinglish and "not forbidden" in sutak.text
    assert "only after an astrologer" in pukhraj.text and "ज्योतिषी" in pukhraj.hi
    assert "no stone or remedy promises" in pukhraj.text and "jyotishi" in pukhraj.hinglish
    fear = docs["ritual/bhoot-pisach"]
    assert "not a promise" in fear.text and "वादा" in fear.hi and "vaada" in fear.hinglish
