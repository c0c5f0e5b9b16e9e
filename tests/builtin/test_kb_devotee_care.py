"""What devotees ask in the middle of a booking or a purchase, each answered in English, Hindi
and Hinglish by its own document in that language: a new mala purified before it is worn, the
Brahmins fed at a shraddh or barsi, what to wear for a puja and at a temple (and whether a
phone goes in), how much samagri and ghee a havan
takes, an archana without one's nakshatra or gotra, and a low Guna Milan score; the topics
that had documents already keep them; no document frightens or promises, or speaks for the
app."""

from __future__ import annotations

import re

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.astrology_docs import astrology_index
from assistant_core.builtin.kb_devotee_care import devotee_care_docs
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
        "how do i energise a sphatik mala before wearing it? do i wash it in something",
        "en",
        "ritual/new-mala",
        "Wash it gently in Ganga jal",
    ),
    (
        "where do I keep gomti chakra after the diwali puja",
        "en",
        "ritual/gomti-chakra",
        "tied in a red or",
    ),
    ("गोमती चक्र तिजोरी में रखते हैं न? लाल कपड़ा में बाँध के?", "hi", "ritual/gomti-chakra", "तिजोरी"),
    ("gomti chakra kahan rakhein", "hinglish", "ritual/gomti-chakra", "tijori"),
    ("should I tie lemon and chillies on my new car", "en", "ritual/nimbu-mirchi", "nazar"),
    ("नींबू मिर्च कब बाँधें", "hi", "ritual/nimbu-mirchi", "शनिवार"),
    (
        "puja ke time nimbu mirchi bandhna zaruri h kya ya baad me bhi chalega?",
        "hinglish",
        "ritual/nimbu-mirchi",
        "zaroori nahi",
    ),
    (
        "mundu is compulsory for men no? my husband only wears jeans, can we get it there itself?",
        "en",
        "ritual/temple-dress-and-phones",
        "a mundu can usually be bought or hired near the gate",
    ),
    (
        "मंदिर में मोबाइल ले जा सकते हैं का? कि बाहर जमा करना पड़ेगा?",
        "hi",
        "ritual/temple-dress-and-phones",
        "लॉकर या सामान घर में जमा",
    ),
    (
        "भस्म आरती के समय महिलाओं को घूंघट करना पड़ता है क्या? साड़ी पहननी ज़रूरी है?",
        "hi",
        "ritual/temple-dress-and-phones",
        "महिलाएँ साड़ी में",
    ),
    (
        "mandir me dress code kya hai? jeans chalega?",
        "hinglish",
        "ritual/temple-dress-and-phones",
        "pant aur jeans mein jaane nahi diya jata",
    ),
    ("स्फटिक माला पहनने से पहले क्या करें", "hi", "ritual/new-mala", "माला संस्कार"),
    ("नई तुलसी माला को शुद्ध कैसे करें", "hi", "ritual/new-mala", "भिगोया नहीं जाता"),
    (
        "rudraksha mala ko pehli baar kaise shuddh karein",
        "hinglish",
        "ritual/new-mala",
        "thoda tel laga diya jata hai",
    ),
    ("nayi sphatik mala pehnne se pehle kya karein", "hinglish", "ritual/new-mala", "mala sanskar"),
    # "kitne brahman", "kitni samagri": how many, not a price
    (
        "barsi mein kitne brahman bulane chahiye",
        "hinglish",
        "ritual/shraddh-brahmin-bhojan",
        "ek, teen ya paanch",
    ),
    ("बरसी में कितने ब्राह्मण बुलाने चाहिए", "hi", "ritual/shraddh-brahmin-bhojan", "एक, तीन या पाँच"),
    (
        "ek ghante ke havan ke liye kitni samagri lagti hai",
        "hinglish",
        "ritual/havan-quantities",
        "aadha kilo se ek kilo",
    ),
    ("how much ghee for a havan", "en", "ritual/havan-quantities", "ghee"),
    (
        "how many brahmins should we feed for the first death anniversary",
        "en",
        "ritual/shraddh-brahmin-bhojan",
        "one, three or five",
    ),
    (
        "बरसी पर ब्राह्मण भोजन कैसे कराते हैं",
        "hi",
        "ritual/shraddh-brahmin-bhojan",
        "एक, तीन या पाँच",
    ),
    (
        "barsi par brahman bhojan kaise karwate hain",
        "hinglish",
        "ritual/shraddh-brahmin-bhojan",
        "ek, teen ya paanch",
    ),
    (
        "shraddh mein brahmin bhojan ke niyam",
        "hinglish",
        "ritual/shraddh-brahmin-bhojan",
        "bina pyaaz-lehsun",
    ),
    (
        "what should we wear for the griha pravesh puja",
        "en",
        "ritual/puja-clothes",
        "clean, freshly washed clothes",
    ),
    (
        "काल सर्प पूजा में कौन से कपड़े पहनने होते हैं",
        "hi",
        "ritual/puja-clothes",
        "सफ़ेद धोती",
    ),
    ("kaal sarp puja mein kaunse kapde pehne", "hinglish", "ritual/puja-clothes", "safed dhoti"),
    (
        "what quantity of havan samagri and ghee do we need for a havan at home",
        "en",
        "ritual/havan-quantities",
        "half a kilo to a kilo",
    ),
    (
        "हवन में घी और सामग्री की मात्रा क्या होनी चाहिए",
        "hi",
        "ritual/havan-quantities",
        "आधा किलो से एक किलो",
    ),
    (
        "ek ghante ke havan mein samagri aur ghee ka andaza kya rakhein",
        "hinglish",
        "ritual/havan-quantities",
        "aadha kilo se ek kilo",
    ),
    (
        "havan ke liye samagri aur ghee ki matra kya ho",
        "hinglish",
        "ritual/havan-quantities",
        "Pandit ji ki list",
    ),
    (
        "is it ok if I don't know my nakshatra for archana",
        "en",
        "ritual/unknown-nakshatra-gotra",
        "the name alone is enough",
    ),
    ("गोत्र नहीं पता तो संकल्प कैसे होगा", "hi", "ritual/unknown-nakshatra-gotra", "कश्यप गोत्र"),
    (
        "नक्षत्र नहीं पता तो अर्चना हो सकती है क्या",
        "hi",
        "ritual/unknown-nakshatra-gotra",
        "केवल नाम ही काफ़ी है",
    ),
    (
        "mujhe apna nakshatra nahi pata, archana ho jayegi kya",
        "hinglish",
        "ritual/unknown-nakshatra-gotra",
        "sirf naam hi kaafi hai",
    ),
    (
        "if the guna score comes out low, are there remedies, or does it mean we shouldn't marry?",
        "en",
        "ritual/low-guna-milan",
        "not a verdict alone",
    ),
    ("गुण कम मिलें तो क्या शादी नहीं हो सकती", "hi", "ritual/low-guna-milan", "अकेले फ़ैसला नहीं"),
    (
        "gun kam mile to kya shaadi nahi ho sakti",
        "hinglish",
        "ritual/low-guna-milan",
        "akela faisla nahi",
    ),
    (
        "kundli mein gun kam mil rahe hain, koi upay hai kya",
        "hinglish",
        "ritual/low-guna-milan",
        "Mahamrityunjay jaap",
    ),
]

# The topics that had documents already, which the new ones must not take.
KEPT: list[tuple[str, Language, str]] = [
    ("how to wear rudraksha", "en", "ritual/wear-rudraksha"),
    ("रुद्राक्ष कैसे धारण करें", "hi", "ritual/wear-rudraksha"),
    ("jaap ke liye mala kaise pherein", "hinglish", "ritual/mala-jap"),
    ("how to energise a yantra", "en", "ritual/yantra-sthapana"),
    ("shraddh mein kya nahi karna chahiye", "hinglish", "ritual/pitru-paksha"),
    ("what is annadanam", "en", "ritual/annadanam"),
    ("temple etiquette", "en", "ritual/darshan-etiquette"),
    ("काल सर्प दोष क्या है", "hi", "ritual/kaal-sarp-dosh"),
    ("what is mangal dosh", "en", "ritual/mangal-dosh"),
    ("what samagri is needed for a havan", "en", "ritual/samagri"),
    ("havan ke liye kya samagri chahiye", "hinglish", "ritual/samagri"),
    ("how to do havan at home", "en", "ritual/havan-at-home"),
    ("what is sankalp", "en", "ritual/sankalp"),
    ("what is gotra", "en", "ritual/sankalp"),
]


def test_every_new_document_is_asked_about_in_three_languages() -> None:
    every_document_asked_in_three_languages(KNOWLEDGE, devotee_care_docs())


@pytest.mark.parametrize("doc", devotee_care_docs(), ids=lambda d: d.id)
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


@pytest.mark.parametrize(
    "question", ["how many gunas should match for marriage", "कितने गुण मिलें तो विवाह ठीक है"]
)
def test_the_guna_table_is_the_astrology_knowledge_bases(question: str) -> None:
    hits = astrology_index().relevant(question, asking=True)
    assert hits and hits[0].doc.id == "matching/ashtakoot"


def test_no_document_frightens_promises_or_speaks_for_the_app() -> None:
    for doc in devotee_care_docs():
        for text in (doc.text, doc.hinglish):
            assert not re.search(r"\b(?:sin|curse|punish\w*|guarantee\w*|paap|shraap)\b", text)
            assert not re.search(r"\b(?:will surely|is sure to|pakka)\b", text), doc.id
            assert not re.search(r"\b(?:app|Punya|book\w*|deliver\w*|price\w*)\b", text), doc.id
        assert not re.search("पाप|श्राप|दंड|गारंटी|निश्चित रूप से|ऐप", doc.hi), doc.id


def test_where_practice_varies_the_family_priest_or_an_astrologer_decides() -> None:
    docs = {d.id: d for d in devotee_care_docs()}
    matching = docs.pop("ritual/low-guna-milan")
    assert "not a verdict alone" in matching.text and "experienced astrologer" in matching.text
    assert "ज्योतिषी" in matching.hi and "jyotishi" in matching.hinglish
    assert "does not promise" in matching.text and "वादा नहीं" in matching.hi
    # A temple's dress and phone rules are its own: its notice or office decides, not a priest.
    temple = docs.pop("ritual/temple-dress-and-phones")
    assert "the temple office" in temple.text and "मंदिर का कार्यालय" in temple.hi
    for doc in docs.values():
        assert "priest" in doc.text and "पंडित जी" in doc.hi and "Pandit ji" in doc.hinglish
    unknown = docs["ritual/unknown-nakshatra-gotra"]
    assert "Kashyapa gotra" in unknown.text and "the name alone is enough" in unknown.text
    assert "no fixed measure" in docs["ritual/havan-quantities"].text
    assert "no one fixed number" in docs["ritual/shraddh-brahmin-bhojan"].text
