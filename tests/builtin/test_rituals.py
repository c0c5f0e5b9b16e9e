"""The general assistant answers devotees' ritual and mantra questions, and how-to questions
about the app, from the knowledge base (kb_rituals), in English and Hindi; catalogue
questions still get the catalogue's answer."""

from __future__ import annotations

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.kb_rituals import ritual_docs
from tests.builtin.hindi import mostly_devanagari

# (question as devotees write it, the document that must answer it)
QUESTIONS = [
    ("what is the meaning of gayatri mantra", "ritual/gayatri-mantra"),
    ("mahamrityunjaya mantra ka arth", "ritual/mahamrityunjaya-mantra"),
    ("om namah shivaya meaning", "ritual/om-namah-shivaya"),
    ("hare krishna mantra", "ritual/hare-krishna"),
    ("hanuman chalisa kab padhna chahiye", "ritual/hanuman-chalisa"),
    ("nariyal kyu phodte hai puja me", "ritual/coconut"),
    ("why do we light a diya", "ritual/diya"),
    ("आरती में कपूर क्यों जलाते हैं", "ritual/camphor-aarti"),
    ("kalash sthapana kyu karte hai", "ritual/kalash-sthapana"),
    ("tilak kyu lagate hai", "ritual/tilak"),
    ("mandir me ghanti kyu bajate hai", "ritual/temple-bell"),
    ("तुलसी की पूजा क्यों करते हैं", "ritual/tulsi"),
    ("shanivar ko peepal ki puja kyu", "ritual/peepal-saturday"),
    ("parikrama kyu karte hai", "ritual/pradakshina"),
    ("एकादशी व्रत क्यों रखते हैं", "ritual/ekadashi-fast"),
    ("ghar pe puja kaise kare", "ritual/puja-at-home"),
    ("havan samagri list", "ritual/samagri"),
    ("havan kaise karte hai ghar pe", "ritual/havan-at-home"),
    ("रुद्राभिषेक क्या होता है", "ritual/rudrabhishek"),
    ("solah somvar vrat ke niyam", "ritual/solah-somvar"),
    ("पितृ पक्ष में क्या नहीं करना चाहिए", "ritual/pitru-paksha"),
    ("नामकरण कितने दिन बाद होता है", "ritual/namkaran"),
    ("how does online puja work", "ritual/online-puja"),
    ("how do I book a priest", "guide/book-priest"),
    ("how to buy from store", "guide/store"),
    ("how do I track my order", "guide/track-orders"),
    ("how to make kundli", "guide/kundli"),
    ("where can I see panchang", "guide/panchang"),
]


def test_the_knowledge_base_is_whole_and_bilingual() -> None:
    docs = ritual_docs()
    assert len(docs) >= 25 and len({d.id for d in docs}) == len(docs)
    for doc in docs:
        assert doc.keywords and doc.text and mostly_devanagari(doc.hi, 0.85), doc.id
        assert "₹" not in doc.text + doc.hi, doc.id  # prices come from the catalogue


@pytest.mark.parametrize(("question", "doc_id"), QUESTIONS)
def test_a_devotees_question_is_answered_from_its_document(
    loaded: GeneralAssistant, unloaded: GeneralAssistant, question: str, doc_id: str
) -> None:
    for general in (loaded, unloaded):
        answer = general.answer(question)
        assert answer.found and doc_id in answer.sources, (question, answer.sources)
        assert "I could not find anything" not in answer.text


def test_the_first_document_is_the_one_asked_about(loaded: GeneralAssistant) -> None:
    for question, doc_id in QUESTIONS:
        if question not in ("रुद्राभिषेक क्या होता है",):  # also the catalogue's puja
            assert loaded.answer(question).sources[0] == doc_id, question


def test_the_gayatri_mantra_is_given_with_its_meaning(loaded: GeneralAssistant) -> None:
    text = loaded.answer("what is the meaning of gayatri mantra").text
    assert "तत्सवितुर्वरेण्यं भर्गो देवस्य धीमहि" in text
    assert "tat savitur varenyam" in text and "may he inspire our intellect" in text


@pytest.mark.parametrize(
    "question",
    ["रुद्राभिषेक क्या होता है", "nariyal kyu phodte hai puja me", "how does online puja work"],
)
def test_in_hindi_the_answer_is_in_devanagari(loaded: GeneralAssistant, question: str) -> None:
    answer = loaded.answer(question, "hi")
    assert answer.found and mostly_devanagari(answer.text.split("\n\n")[0], 0.85)
    assert answer.sources == loaded.answer(question).sources


def test_a_catalogue_question_still_gets_the_catalogue_answer(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("How much is Ganesh Puja?")
    assert answer.sources[0] == "puja/ganesh-puja"
    assert "Ganesh Puja costs ₹2,299" in answer.text
    assert not any(s.startswith(("ritual/", "guide/")) for s in answer.sources)


@pytest.mark.parametrize(
    ("question", "puja"),
    [
        ("Satyanarayan Katha price", "satyanarayan-katha"),
        ("सत्यनारायण कथा कितने की है?", "satyanarayan-katha"),
        ("How much is Rudrabhishek?", "rudrabhishek"),
    ],
)
def test_a_price_question_is_never_answered_from_the_knowledge_base(
    loaded: GeneralAssistant, unloaded: GeneralAssistant, question: str, puja: str
) -> None:
    answer = loaded.answer(question)
    assert answer.sources[0] == f"puja/{puja}" and "₹" in answer.text
    assert not any(s.startswith(("ritual/", "guide/")) for s in answer.sources)
    assert not unloaded.answer(question).found  # no catalogue yet: no price to give


@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("Why do we break a coconut before starting something new?", "ritual/coconut"),
        ("घर में तुलसी का पौधा किस दिशा में रखना चाहिए?", "ritual/home-altar-direction"),
    ],
)
def test_words_that_carry_no_topic_do_not_hide_the_answer(
    loaded: GeneralAssistant, question: str, doc: str
) -> None:
    assert doc in loaded.answer(question, "en").sources
