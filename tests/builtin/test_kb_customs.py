"""Devotees' questions the assistant once would not guess at, each answered in English, Hindi
and Hinglish by its own document in that language: the kalava, the wood of a havan, havan and
yagya, prayer during periods, tulsi for Ganesh and Shiva, the conch (the knowledge base); the
one-time code of My Orders and cash on delivery (the policies, whose figures are the house
rules')."""

from __future__ import annotations

import re
from dataclasses import replace
from decimal import Decimal

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.catalogue import rupees
from assistant_core.builtin.kb_customs import custom_docs
from assistant_core.builtin.policies import policy_docs
from assistant_core.builtin.retrieval import Doc
from assistant_core.texts import Language
from intents.delivery import asks_delivery_area
from intents.normalise import fold
from tests.builtin.hindi import mostly_devanagari
from tests.builtin.kb_checks import (
    Asked,
    answered_by_its_document,
    every_document_asked_in_three_languages,
    trilingual_without_figures,
)
from tests.builtin.seed import house_rules, seed_catalogue

# (question, language, document, a phrase of the answer in that language)
KNOWLEDGE: list[tuple[str, Language, str, str]] = [
    (
        "What is the significance of tying kalava / mauli thread on the wrist?",
        "en",
        "ritual/kalava",
        "raksha sutra, a thread of protection",
    ),
    ("kalawa kyu bandhte hain", "hinglish", "ritual/kalava", "raksha sutra ke roop mein"),
    ("मौली क्यों बांधते हैं", "hi", "ritual/kalava", "रक्षा-सूत्र के रूप में"),
    ("which wood is used in a havan", "en", "ritual/havan-samidha", "Dry mango wood"),
    (
        "havan mein kaun si lakdi use hoti hai",
        "hinglish",
        "ritual/havan-samidha",
        "aam ki sookhi lakdi",
    ),
    ("हवन में कौन सी लकड़ी इस्तेमाल होती है", "hi", "ritual/havan-samidha", "आम की सूखी लकड़ी"),
    ("samidha for the navagraha havan", "en", "ritual/havan-samidha", "shami for Saturn"),
    (
        "whats the difference between havan and yagya",
        "en",
        "ritual/havan-yagya",
        "every havan is a kind of yagya",
    ),
    (
        "havan aur yagya mein kya antar hai",
        "hinglish",
        "ritual/havan-yagya",
        "har havan ek tarah ka yagya hai",
    ),
    ("हवन और यज्ञ में क्या अंतर है", "hi", "ritual/havan-yagya", "हर हवन एक तरह का यज्ञ है"),
    (
        "can women read hanuman chalisa during periods",
        "en",
        "ritual/prayer-during-periods",
        "no one rule binds every Hindu family",
    ),
    (
        "kya periods mein hanuman chalisa padh sakte hain",
        "hinglish",
        "ritual/prayer-during-periods",
        "koi ek niyam har Hindu parivar par laagu nahi hota",
    ),
    (
        "क्या पीरियड्स में हनुमान चालीसा पढ़ सकते हैं",
        "hi",
        "ritual/prayer-during-periods",
        "कोई एक नियम हर हिंदू परिवार पर लागू नहीं होता",
    ),
    (
        "why is tulsi not offered to Ganesh ji",
        "en",
        "ritual/tulsi-ganesh-shiva",
        "durva grass instead",
    ),
    (
        "can we offer tulsi to shiva",
        "en",
        "ritual/tulsi-ganesh-shiva",
        "Shiva is offered bel leaves, not tulsi",
    ),
    (
        "ganesh ji ko tulsi kyu nahi chadhate",
        "hinglish",
        "ritual/tulsi-ganesh-shiva",
        "tulsi ki jagah doob (durva)",
    ),
    (
        "शिव जी को तुलसी चढ़ा सकते हैं क्या",
        "hi",
        "ritual/tulsi-ganesh-shiva",
        "शिव जी को तुलसी नहीं, बेलपत्र",
    ),
    ("गणेश जी को तुलसी क्यों नहीं चढ़ाते", "hi", "ritual/tulsi-ganesh-shiva", "दूर्वा चढ़ाई"),
    ("why is the conch blown in puja", "en", "ritual/shankh", "its sound is traditionally"),
    ("shankh kyu bajate hain puja mein", "hinglish", "ritual/shankh", "samudra manthan"),
    ("पूजा में शंख क्यों बजाते हैं", "hi", "ritual/shankh", "समुद्र मंथन"),
]


def test_every_new_document_is_asked_about_in_three_languages() -> None:
    every_document_asked_in_three_languages(KNOWLEDGE, custom_docs())


@pytest.mark.parametrize("doc", custom_docs(), ids=lambda d: d.id)
def test_a_document_is_trilingual_with_devanagari_hindi_and_no_figures(doc: Doc) -> None:
    trilingual_without_figures(doc)


@pytest.mark.parametrize("asked", KNOWLEDGE)
def test_a_devotees_question_is_answered_by_its_document_in_its_language(
    loaded: GeneralAssistant, unloaded: GeneralAssistant, asked: Asked
) -> None:
    answered_by_its_document((loaded, unloaded), asked)


def test_prayer_during_periods_frightens_no_one() -> None:
    doc = next(d for d in custom_docs() if d.id == "ritual/prayer-during-periods")
    for text in (doc.text, doc.hi, doc.hinglish):
        assert not re.search(r"\b(?:sin|curse|punish\w*|must not|paap|shraap)\b", text)
        assert not re.search("पाप|श्राप|दंड", text)
    assert "never forbidden" in doc.text and "family's custom" in doc.text


RULES = house_rules()


def _code_phrases() -> dict[Language, str]:
    r = RULES
    return {
        "en": f"Resend opens after {r.code_resend_seconds} seconds",
        "hi": f"कोड {r.code_minutes} मिनट तक चलता है",
        "hinglish": f"Code {r.code_minutes} minute tak chalta hai",
    }


def _cod_phrases(limit: Decimal) -> dict[Language, str]:
    return {
        "en": f"up to a total of {rupees(limit)}",
        "hi": f"कुल राशि {rupees(limit)} तक हो",
        "hinglish": f"total {rupees(limit)} tak ho",
    }


POLICIES: list[tuple[str, Language, str]] = [
    ("I am not getting the OTP to see my orders", "en", "policy/order-code"),
    ("OTP nahi aa raha order dekhne ke liye, kya karu", "hinglish", "policy/order-code"),
    ("ऑर्डर देखने के लिए OTP नहीं आ रहा, क्या करूँ", "hi", "policy/order-code"),
    ("is cash on delivery available for gemstones", "en", "policy/payments"),
    ("gemstones pe COD milta hai kya ya online pay karna padega", "hinglish", "policy/payments"),
    ("क्या रत्नों पर कैश ऑन डिलीवरी मिलती है", "hi", "policy/payments"),
]


@pytest.mark.parametrize(("question", "language", "doc_id"), POLICIES)
def test_the_app_questions_are_answered_from_the_house_rules(
    loaded: GeneralAssistant, question: str, language: Language, doc_id: str
) -> None:
    answer = loaded.answer(question, language)
    assert answer.found and answer.sources[0] == doc_id, (question, answer.sources)
    shown = answer.text.split("\n\n")[0]
    phrases = (
        _code_phrases() if doc_id == "policy/order-code" else _cod_phrases(RULES.cod_max_total)
    )
    assert phrases[language] in shown, shown


def test_the_code_document_says_every_figure_of_the_verification_rules() -> None:
    r = RULES
    doc = next(d for d in policy_docs(r) if d.id == "policy/order-code")
    for figure in (
        f"{r.code_digits}-digit",
        f"{r.code_minutes} minutes",
        f"{r.code_tries} wrong tries",
        f"{r.code_resend_seconds} seconds",
        f"at most {r.codes_per_hour} codes in an hour",
        f"verified for {r.verified_days:g} days",
    ):
        assert figure in doc.text, figure
    assert "SMS" in doc.text and "spam folder" in doc.text
    assert mostly_devanagari(doc.hi, 0.85) and mostly_devanagari(str(doc.data["short_hi"]), 0.85)


def test_another_cod_limit_is_quoted_as_it_is_set() -> None:
    rules = replace(RULES, cod_max_total=Decimal(25_000), cod_open_per_phone=2)
    general = GeneralAssistant()
    general.load(replace(seed_catalogue(), rules=rules), "seed, another limit")
    answer = general.answer("is cash on delivery available for gemstones")
    assert "up to a total of ₹25,000" in answer.text
    assert "at most 2 COD orders" in answer.text


def test_paying_at_the_door_is_not_asking_where_the_store_delivers() -> None:
    for question in (
        "क्या रत्नों पर कैश ऑन डिलीवरी मिलती है",
        "is cash on delivery available in my area",
        "cod milta hai kya mumbai mein",
    ):
        assert not asks_delivery_area(fold(question)), question
    assert asks_delivery_area(fold("क्या बिहार में डिलीवरी होती है"))


def test_before_the_house_rules_are_known_no_figure_is_guessed(unloaded: GeneralAssistant) -> None:
    # The policies quote figures only once the api has said them; the guide has none.
    told = unloaded.answer("OTP nahi aa raha order dekhne ke liye, kya karu", "hinglish")
    assert told.sources[:1] == ("guide/track-orders",)
    asked = unloaded.answer("क्या रत्नों पर कैश ऑन डिलीवरी मिलती है", "hi")
    assert "₹" not in asked.text  # no shipping policy quoted, and no crash, before the rules
