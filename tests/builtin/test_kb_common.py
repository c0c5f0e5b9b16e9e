"""Questions devotees very often ask, each answered in English, Hindi and Hinglish by its own
document in that language: weekday deities, old puja items, the swastik, Om, Ganesh first,
panchamrit, akshat, aachman, brahma muhurta, eclipses, arghya to the sun, touching elders'
feet, incense, udyapan and vrat food; and the older documents keep their questions."""

from __future__ import annotations

import re

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.kb_common import common_docs
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
    ("which god is worshipped on which day", "en", "ritual/weekday-deities", "Monday for Shiva"),
    ("kis din kis bhagwan ki puja karein", "hinglish", "ritual/weekday-deities", "Somwar Shiv ji"),
    ("किस दिन किस देवता की पूजा करें", "hi", "ritual/weekday-deities", "सोमवार शिव जी का"),
    ("what to do with old puja flowers", "en", "ritual/old-puja-items", "compost pit"),
    (
        "khandit murti ka kya karein",
        "hinglish",
        "ritual/old-puja-items",
        "paani ke tub mein visarjan",
    ),
    ("टूटी मूर्ति का क्या करें", "hi", "ritual/old-puja-items", "पानी के टब में विसर्जन"),
    ("what is the meaning of swastik", "en", "ritual/swastik", "well-being and auspiciousness"),
    ("swastik ka matlab kya hai", "hinglish", "ritual/swastik", "mangal aur kalyan ka chinh"),
    ("स्वास्तिक का क्या अर्थ है", "hi", "ritual/swastik", "मंगल और कल्याण का चिह्न"),
    ("what is the meaning of om", "en", "ritual/om-meaning", "is called the pranava"),
    ("om ka arth kya hai", "hinglish", "ritual/om-meaning", "pranav kehlata hai"),
    ("ओम का मतलब क्या है", "hi", "ritual/om-meaning", "प्रणव कहलाता है"),
    ("why is ganesh worshipped first", "en", "ritual/ganesh-first", "remover of obstacles"),
    (
        "ganesh ji ki puja sabse pehle kyu hoti hai",
        "hinglish",
        "ritual/ganesh-first",
        "pratham pujya",
    ),
    ("गणेश जी की पूजा सबसे पहले क्यों होती है", "hi", "ritual/ganesh-first", "प्रथम पूज्य"),
    ("how to make panchamrit", "en", "ritual/panchamrit", "milk, curd, ghee, honey and sugar"),
    ("panchamrit kaise banate hain", "hinglish", "ritual/panchamrit", "doodh, dahi, ghee"),
    ("पंचामृत कैसे बनाते हैं", "hi", "ritual/panchamrit", "दूध, दही, घी, शहद और शक्कर"),
    ("why is akshat offered in puja", "en", "ritual/akshat", "whole grains of raw rice"),
    ("puja mein akshat kyu chadhate hain", "hinglish", "ritual/akshat", "saabut daane"),
    ("पूजा में अक्षत क्यों चढ़ाते हैं", "hi", "ritual/akshat", "साबुत दाने"),
    ("what is aachman", "en", "ritual/aachman", "Om Keshavaya namah"),
    ("aachman kaise karte hain", "hinglish", "ritual/aachman", "teen baar piya jata hai"),
    ("आचमन कैसे करते हैं", "hi", "ritual/aachman", "तीन बार पिया जाता है"),
    ("what is brahma muhurta", "en", "ritual/brahma-muhurta", "the panchang gives its exact time"),
    ("brahma muhurat kab hota hai", "hinglish", "ritual/brahma-muhurta", "dedh ghanta pehle"),
    ("ब्रह्म मुहूर्त कब होता है", "hi", "ritual/brahma-muhurta", "डेढ़ घंटा पहले"),
    ("can we do puja during an eclipse", "en", "ritual/eclipse-sutak", "nothing to fear"),
    (
        "grahan mein puja kar sakte hain kya",
        "hinglish",
        "ritual/eclipse-sutak",
        "darne ki koi baat nahi",
    ),
    ("क्या ग्रहण में पूजा कर सकते हैं", "hi", "ritual/eclipse-sutak", "डरने की कोई बात नहीं"),
    ("how to offer water to the sun", "en", "ritual/surya-arghya", "copper lota"),
    ("surya ko jal kaise chadhaye", "hinglish", "ritual/surya-arghya", "taambe ke lote"),
    ("सूर्य को जल कैसे चढ़ाएं", "hi", "ritual/surya-arghya", "ताँबे के लोटे"),
    ("why do we touch the feet of elders", "en", "ritual/charan-sparsh", "respect and humility"),
    ("bado ke pair kyu chhute hain", "hinglish", "ritual/charan-sparsh", "aadar aur vinamrata"),
    ("बड़ों के पैर क्यों छूते हैं", "hi", "ritual/charan-sparsh", "आदर और विनम्रता"),
    ("why do we light incense in puja", "en", "ritual/incense", "five basic offerings"),
    ("agarbatti kyu jalate hain", "hinglish", "ritual/incense", "paanch mool upchaaron"),
    ("पूजा में अगरबत्ती क्यों जलाते हैं", "hi", "ritual/incense", "पाँच मूल उपचारों"),
    ("what is the udyapan of a vrat", "en", "ritual/vrat-udyapan", "completes a vrat"),
    ("vrat ka udyapan kaise karein", "hinglish", "ritual/vrat-udyapan", "vrat poora kiya jata"),
    ("व्रत का उद्यापन कैसे करें", "hi", "ritual/vrat-udyapan", "व्रत पूरा किया जाता"),
    ("why is onion and garlic not eaten in a fast", "en", "ritual/vrat-food", "sattvic food"),
    ("vrat mein pyaz lehsun kyu nahi khate", "hinglish", "ritual/vrat-food", "saatvik bhojan"),
    ("व्रत में प्याज लहसुन क्यों नहीं खाते", "hi", "ritual/vrat-food", "सात्त्विक भोजन"),
]

# Questions the older documents answer, which the new ones must not take.
KEPT: list[tuple[str, str]] = [
    ("what to eat in ekadashi fast", "ritual/ekadashi-fast"),
    ("om namah shivaya meaning", "ritual/om-namah-shivaya"),
    ("which direction should the diya face", "ritual/diya-ghee-oil"),
    ("how many times to chant a mantra", "ritual/japa-count"),
    ("how to energise a yantra", "ritual/yantra-sthapana"),
    ("why do we ring the temple bell", "ritual/temple-bell"),
    ("why is a coconut broken in puja", "ritual/coconut"),
    ("how to do solah somvar vrat", "ritual/solah-somvar"),
]


def test_every_new_document_is_asked_about_in_three_languages() -> None:
    every_document_asked_in_three_languages(KNOWLEDGE, common_docs())


@pytest.mark.parametrize("doc", common_docs(), ids=lambda d: d.id)
def test_a_document_is_trilingual_with_devanagari_hindi_and_no_figures(doc: Doc) -> None:
    trilingual_without_figures(doc)


@pytest.mark.parametrize("asked", KNOWLEDGE)
def test_a_devotees_question_is_answered_by_its_document_in_its_language(
    loaded: GeneralAssistant, unloaded: GeneralAssistant, asked: Asked
) -> None:
    answered_by_its_document((loaded, unloaded), asked)


@pytest.mark.parametrize(("question", "doc_id"), KEPT)
def test_an_older_document_keeps_its_question(
    loaded: GeneralAssistant, question: str, doc_id: str
) -> None:
    answer = loaded.answer(question, "en")
    assert answer.found and answer.sources[0] == doc_id, (question, answer.sources)


def test_no_document_frightens_anyone() -> None:
    for doc in common_docs():
        for text in (doc.text, doc.hinglish):
            assert not re.search(r"\b(?:sin|curse|punish\w*|paap|shraap)\b", text), doc.id
        assert not re.search("पाप|श्राप|दंड", doc.hi), doc.id
