"""Answers in Hindi from the general assistant, the numerology specialist, the palmistry reader
and the LLM prompt: the same facts as in English (prices, numbers, sources) in Devanagari,
and the English answers unchanged."""

from __future__ import annotations

import pytest

from assistant_core.builtin import (
    BuiltinAnswer,
    GeneralAssistant,
    NumerologySpecialist,
    PalmistryReader,
    phrase,
)
from assistant_core.builtin.catalogue import Catalogue
from assistant_core.builtin.kb_palmistry import HONEST
from assistant_core.builtin.llm import IN_ENGLISH, IN_HINDI, IN_HINGLISH, prompts
from assistant_core.texts import Language
from tests.builtin.hindi import devanagari_share, mostly_devanagari
from tests.builtin.seed import house_rules, seed_catalogue

PALM_QUESTIONS = ("What does the fate line show?", "Where is the mount of Venus?", "fire hand")
NUMBER_QUESTIONS = ("My name is Rahul Sharma, born on 15 May 1990", "Asha", "number 7 meaning")
GENERAL_QUESTIONS = (
    "How much does Satyanarayan Katha cost?",
    "If I cancel my puja booking, do I get a refund?",
    "Do you sell a rudraksha mala?",
    "What is the capital of France?",
)


@pytest.fixture(scope="module")
def general() -> GeneralAssistant:
    assistant = GeneralAssistant()
    assistant.load(seed_catalogue(), "seed")
    return assistant


def first_paragraph(text: str) -> str:
    return text.split("\n\n")[0]


# --- English stays as it was --------------------------------------------------------------


def test_english_is_the_default_and_unchanged(general: GeneralAssistant) -> None:
    reader, specialist = PalmistryReader(), NumerologySpecialist()
    for q in PALM_QUESTIONS:
        assert reader.answer(q) == reader.answer(q, "en")
        assert devanagari_share(reader.answer(q).text) == 0
    for q in NUMBER_QUESTIONS:
        assert specialist.answer(q) == specialist.answer(q, "en")
        assert devanagari_share(specialist.answer(q).text) == 0
    for q in GENERAL_QUESTIONS:
        assert general.answer(q) == general.answer(q, "en")


# --- palmistry ------------------------------------------------------------------------------


def test_palmistry_in_hindi_is_the_same_entry_in_devanagari() -> None:
    reader = PalmistryReader()
    english = reader.answer("What does the fate line show?")
    hindi = reader.answer("What does the fate line show?", "hi")
    assert hindi.sources == english.sources and hindi.sources[0] == "palm/line/fate"
    assert hindi.text.startswith(HONEST.hi)
    assert "भाग्य रेखा हथेली के बीच में कलाई से मध्यमा उँगली की ओर" in hindi.text
    assert mostly_devanagari(hindi.text, 0.95) and mostly_devanagari(hindi.context, 0.95)


def test_palmistry_related_entries_are_named_in_hindi() -> None:
    hindi = PalmistryReader().answer("mounts", "hi")
    assert "इनके बारे में भी पूछ सकते हैं: " in hindi.text
    assert "पर्वत" in hindi.text.rsplit("\n\n", 1)[1]
    assert mostly_devanagari(hindi.text, 0.95)


def test_palmistry_says_in_hindi_when_it_knows_nothing() -> None:
    hindi = PalmistryReader().answer("Will I get married soon?", "hi")
    assert hindi.text.startswith("यह बात मेरे हस्तरेखा के नोट्स में नहीं मिली")
    assert not hindi.found
    example = hindi.text.rsplit('"', 2)[1]
    assert PalmistryReader().answer(example, "hi").sources[0] == "palm/line/fate"


# --- numerology ----------------------------------------------------------------------------


def test_numerology_in_hindi_computes_the_same_numbers() -> None:
    question = "My name is Rahul Sharma, born on 15 May 1990"
    english = NumerologySpecialist().answer(question)
    hindi = NumerologySpecialist().answer(question, "hi")
    assert "Life path number (bhagyank) for 15 May 1990: 3." in english.text
    assert "जन्म तिथि 15 मई 1990 का जीवन पथ अंक (भाग्यांक): 3।" in hindi.text
    assert "गणना: माह 5; दिन 15 → 1+5 = 6; वर्ष 1990 → 1+9+9+0 = 19" in hindi.text
    assert "मूलांक (जन्म की तारीख से): 6 (दिन 15 → 1+5 = 6)।" in hindi.text
    assert "3 (स्वामी ग्रह गुरु) — अभिव्यक्ति का धनी" in hindi.text
    assert "पाइथागोरस पद्धति से Rahul Sharma का नामांक" in hindi.text
    assert "RAHUL: R9 A1 H8 U3 L3 = 24; SHARMA: S1 H8 A1 R9 M4 A1 = 24; कुल 24 + 24" in hindi.text
    assert "कुल 17 + 16 = 33 → 3+3 = 6" in hindi.text  # Chaldean
    assert hindi.sources == english.sources == ("numerology",)
    assert mostly_devanagari(hindi.text)


def test_numerology_in_hindi_reads_its_own_example() -> None:
    hindi = NumerologySpecialist().answer("Asha", "hi")
    assert "11 (मास्टर अंक, स्वामी ग्रह चंद्र)" in hindi.text
    example = hindi.text.rsplit('"', 2)[1]
    assert example == "मेरा नाम Asha Verma है, जन्म 15 मई 1990"
    answer = NumerologySpecialist().answer(example, "hi")
    assert "जीवन पथ अंक (भाग्यांक): 3।" in answer.text and "Asha Verma का नामांक" in answer.text
    assert "भेजिए" not in answer.text  # nothing missing


def test_numerology_in_hindi_asks_for_what_is_missing() -> None:
    specialist = NumerologySpecialist()
    nothing = specialist.answer("what is numerology", "hi")
    assert "अपना पूरा नाम और जन्म तिथि भेजिए" in nothing.text and not nothing.found
    assert mostly_devanagari(nothing.text, 0.9)
    devanagari_name = specialist.answer("numerology of राहुल", "hi")
    assert devanagari_name.text.startswith("कृपया नाम अंग्रेज़ी अक्षरों (A-Z) में लिखिए")
    number = specialist.answer("what does number 7 mean?", "hi")
    assert number.text.startswith("अंक 7 (स्वामी ग्रह केतु) — सत्य का खोजी")


# --- the general assistant -----------------------------------------------------------------


def test_a_puja_in_hindi_has_the_english_price_and_hindi_sentences(
    general: GeneralAssistant,
) -> None:
    question = "How much does Satyanarayan Katha cost?"
    english, hindi = general.answer(question), general.answer(question, "hi")
    assert "Satyanarayan Katha costs ₹3,499 and takes 2-3 hours" in english.text
    top = first_paragraph(hindi.text)
    assert top.startswith("Satyanarayan Katha: शुल्क ₹3,499, अवधि 2-3 hours")
    assert "इसमें शामिल है: Experienced Vedic pandit;" in top
    assert "परिवार को इनकी व्यवस्था करनी होती है: Clean space of about 6x6 feet;" in top
    assert top.endswith("पंडित जी की बुकिंग पंडित बुकिंग वाले पेज पर कीजिए।")
    assert hindi.sources == english.sources
    assert "Satyanarayan Katha: शुल्क ₹3,499" in hindi.context


def test_a_devanagari_question_gets_a_hindi_answer(general: GeneralAssistant) -> None:
    hindi = general.answer("गणेश पूजा की कीमत क्या है?", "hi")
    assert first_paragraph(hindi.text).startswith("Ganesh Puja: शुल्क ₹2,299")
    assert "Ganesh Puja costs ₹2,299" in general.answer("गणेश पूजा की कीमत क्या है?").text


def test_policies_in_hindi_are_all_hindi(general: GeneralAssistant) -> None:
    refund = general.answer("If I cancel my puja booking, do I get a refund?", "hi")
    top = first_paragraph(refund.text)
    assert "48 घंटे या उससे पहले रद्द करने पर 100% रिफ़ंड" in top
    assert "48 घंटे के भीतर रद्द करने पर 50% रिफ़ंड" in top
    assert "7-10 कार्यदिवसों में" in top
    assert refund.sources[0] == "policy/booking-refunds" and mostly_devanagari(top, 0.95)
    shipping = first_paragraph(general.answer("What are the shipping charges?", "hi").text)
    assert "शिपिंग शुल्क ₹50 है" in shipping and "(सबटोटल) ₹500 से ज़्यादा" in shipping
    assert "टैक्स सबटोटल का 5% है" in shipping and mostly_devanagari(shipping, 0.95)


def test_a_product_in_hindi_has_its_price_and_stock(general: GeneralAssistant) -> None:
    top = first_paragraph(general.answer("Do you sell a rudraksha mala?", "hi").text)
    assert top.startswith("5 Mukhi Rudraksha Mala (108+1 Beads) की कीमत ₹1,299 (पहले ₹1,599) है")
    assert "स्टॉक में है (45 बचे हैं)" in top and "इसे स्टोर से ख़रीदिए।" in top


def test_the_general_assistant_says_in_hindi_when_nothing_matches(
    general: GeneralAssistant,
) -> None:
    hindi = general.answer("What is the capital of France?", "hi")
    assert hindi.text.startswith("हमारी पूजाओं, मंदिरों, स्टोर या नीतियों में मुझे इसका उत्तर नहीं")
    assert hindi.text.endswith('उदाहरण के लिए पूछिए: "Ganesh Puja कितने की है?"')
    assert not hindi.found
    assert general.answer("Ganesh Puja कितने की है?", "hi").sources[0] == "puja/ganesh-puja"
    policies_only = GeneralAssistant()
    policies_only.load(Catalogue(rules=house_rules()), "policies only")
    example = policies_only.answer("xyz", "hi").text.rsplit('"', 2)[1]
    assert policies_only.answer(example, "hi").sources[0] == "policy/booking-refunds"


# --- the LLM is told the answer's language ------------------------------------------------


@pytest.mark.parametrize(
    ("question", "language", "rule"),
    [
        ("How much is Satyanarayan Katha?", "hi", IN_HINDI),
        ("सत्यनारायण कथा की कीमत?", "en", IN_ENGLISH),  # the conversation's language wins
        ("सत्यनारायण कथा की कीमत?", "hi", IN_HINDI),
        ("satyanarayan katha kitne ki hai", "hinglish", IN_HINGLISH),
        ("satyanarayan katha kitne ki hai", None, "answer in Hindi, in the same script"),
        ("How much is Satyanarayan Katha?", None, IN_ENGLISH),
    ],
)
def test_the_prompt_names_the_answer_language(
    question: str, language: Language | None, rule: str
) -> None:
    system, _ = prompts("general assistant", question, "context", language)
    assert rule in system
    assert ("Devanagari" in system) is (language == "hi")


class RecordingLLM:
    def __init__(self) -> None:
        self.calls: list[tuple[str, str]] = []

    async def complete(self, system: str, user: str) -> str:
        self.calls.append((system, user))
        return "सत्यनारायण कथा का शुल्क ₹3,499 है।"


async def test_the_model_gets_the_hindi_context_of_a_hindi_answer(
    general: GeneralAssistant,
) -> None:
    question = "How much does Satyanarayan Katha cost?"
    found = general.answer(question, "hi")
    llm = RecordingLLM()
    phrased = await phrase(found, question, "general assistant", llm, "hi")
    assert phrased == BuiltinAnswer("सत्यनारायण कथा का शुल्क ₹3,499 है।", found.sources, found.context)
    system, user = llm.calls[0]
    assert IN_HINDI in system
    assert "Satyanarayan Katha: शुल्क ₹3,499, अवधि 2-3 hours" in user
    assert "costs ₹3,499" not in user
