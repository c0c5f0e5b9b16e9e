"""The ranker: one vocabulary for questions and documents, misspellings, honest no-match."""

from __future__ import annotations

from assistant_core.builtin.retrieval import Doc, Index
from assistant_core.builtin.textnorm import tokens

DOCS = [
    Doc("a", "puja", "Satyanarayan Katha", "A katha for Lord Vishnu."),
    Doc("b", "puja", "Satyanarayan Katha with Havan", "The katha followed by a havan."),
    Doc("c", "policy", "Refunds", "Cancel 48 hours before for a full refund."),
]


def test_tokens_map_spellings_hinglish_and_devanagari_to_one_word() -> None:
    assert tokens("Pooja kitne ki hai?") == ["puja", "price"]
    assert tokens("पूजा की कीमत") == ["puja", "price"]
    assert tokens("Temples and their services") == ["temple", "service"]
    assert tokens("₹500") == ["rupee", "500"]
    # Devanagari typed in a hurry, and a sentence's end: the words themselves.
    assert tokens("लडडू चाहिए 2 पैकेट।") == tokens("लड्डू चाहिए 2 पैकेट") == ["laddu", "2", "पैकेट"]
    assert tokens("अगरबती") == tokens("अगरबत्ती") == ["agarbatti"]


def test_the_whole_title_named_wins() -> None:
    hits = Index(DOCS).relevant("satyanarayan katha")
    assert [h.doc.id for h in hits[:2]] == ["a", "b"]


def test_a_misspelt_long_word_is_found_but_not_a_different_short_word() -> None:
    index = Index(DOCS)
    assert index.query_terms("satyanarayn refnd") == [
        ("satyanarayn", "satyanarayan"),
        ("refnd", "refund"),
    ]
    assert index.query_terms("refined") == [("refined", None)]


def test_a_question_mostly_about_other_things_matches_nothing() -> None:
    index = Index(DOCS)
    assert index.search("katha of the french revolution in paris")  # one word in common
    assert index.relevant("katha of the french revolution in paris") == []
    assert index.relevant("hello there") == []
    assert index.relevant("") == []


def test_kinds_restrict_the_search() -> None:
    assert [h.doc.id for h in Index(DOCS).search("katha refund", kinds=("policy",))] == ["c"]
