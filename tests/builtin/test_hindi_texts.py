"""Every text a built-in service can answer with exists in Hindi: each knowledge-base entry and
document has both languages, the Hindi is Devanagari (not English left in place), and each
bilingual sentence has the same placeholders in both."""

from __future__ import annotations

from types import ModuleType

import pytest

from assistant_core.builtin import (
    answer,
    astrology_words,
    catalogue_words,
    chart_answer,
    general,
    kb_astrology,
    kb_astrology_hi,
    kb_numerology,
    kb_palmistry,
    kb_signs,
    kb_signs_hi,
    numbers,
    policies,
)
from assistant_core.builtin.astrology_docs import astrology_index
from assistant_core.builtin.bilingual import ordinal_hi
from assistant_core.builtin.catalogue import listing
from assistant_core.builtin.catalogue_docs import catalogue_docs
from assistant_core.builtin.chart_hi import reason_hi
from assistant_core.builtin.palmistry import palmistry_index
from assistant_core.builtin.policies import policy_docs
from assistant_core.builtin.retrieval import Doc
from tests.builtin.hindi import (
    bilinguals,
    devanagari_share,
    mostly_devanagari,
    placeholders,
    words_outside_placeholders,
)
from tests.builtin.seed import house_rules, seed_catalogue

TEXT_MODULES = (
    answer,
    astrology_words,
    catalogue_words,
    chart_answer,
    general,
    kb_numerology,
    kb_palmistry,
    numbers,
    policies,
)
RULES = house_rules(contact="+91 20 4000 1080", priest_slots=("6:00 AM - 8:00 AM",))


def knowledge_docs() -> list[Doc]:
    return [*astrology_index().docs, *palmistry_index().docs, *policy_docs(RULES)]


@pytest.mark.parametrize("module", TEXT_MODULES, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_every_bilingual_sentence_is_hindi_with_the_same_placeholders(module: ModuleType) -> None:
    texts = bilinguals(module)
    assert texts, f"{module.__name__} defines no bilingual texts"
    for name, text in texts.items():
        # The Hindi names a sign once (मकर), where English adds its Sanskrit name (Makara).
        assert placeholders(text.en) - placeholders(text.hi) <= {"sanskrit"}, name
        assert placeholders(text.hi) <= placeholders(text.en), name
        words = words_outside_placeholders(text.hi)
        if any(c.isalpha() for c in words_outside_placeholders(text.en)):
            # Names such as UPI, A-Z or Asha Verma may stay; the sentence itself is Hindi.
            assert devanagari_share(words) >= 0.5, f"{name}: {text.hi!r}"


def test_every_knowledge_document_has_a_hindi_text_and_name() -> None:
    docs = knowledge_docs()
    assert len(docs) == 63 + 18 + 11  # astrology, palmistry, policies with a contact
    for doc in docs:
        assert doc.hi and doc.hi != doc.text, doc.id
        assert mostly_devanagari(doc.hi, 0.85), f"{doc.id}: {doc.hi}"
        assert doc.shown("hi") == doc.hi and doc.shown("en") == doc.text
        assert mostly_devanagari(doc.short("hi"), 0.9), doc.id


def test_every_catalogue_document_has_its_sentences_in_hindi() -> None:
    docs = catalogue_docs(seed_catalogue())
    assert len(docs) > 80
    for doc in docs:
        assert doc.hi and doc.hi != doc.text, doc.id
        assert devanagari_share(doc.hi) > 0, doc.id  # the frame; the values are English data
        assert "₹" not in doc.text or "₹" in doc.hi, doc.id
        english_prices = [w for w in doc.text.split() if w.startswith("₹")]
        assert all(price.rstrip(".,;)") in doc.hi for price in english_prices), doc.id


def test_the_hindi_knowledge_bases_have_every_entry_of_the_english_ones() -> None:
    assert len(kb_signs_hi.RASHIS_HI) == len(kb_signs.RASHIS) == 12
    assert len(kb_signs_hi.NAKSHATRA_LORE_HI) == len(kb_signs.NAKSHATRA_LORE) == 27
    assert kb_astrology_hi.GRAHAS_HI.keys() == kb_astrology.GRAHAS.keys()
    assert kb_astrology_hi.DOSHAS_HI.keys() == kb_astrology.DOSHAS.keys()
    assert kb_astrology_hi.HOROSCOPES_HI.keys() == kb_astrology.HOROSCOPES.keys()
    assert kb_astrology_hi.KOOTAS_HI.keys() == kb_astrology.KOOTAS.keys()
    assert kb_astrology_hi.CONCEPTS_HI.keys() == kb_astrology.CONCEPTS.keys()
    assert kb_numerology.MEANINGS.keys() == {1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33}


def test_every_field_of_the_hindi_knowledge_is_devanagari() -> None:
    fields: list[str] = [f for entry in kb_signs_hi.RASHIS_HI for f in entry]
    fields += [f for entry in kb_signs_hi.NAKSHATRA_LORE_HI for f in entry]
    for table in (
        kb_astrology_hi.GRAHAS_HI,
        kb_astrology_hi.DOSHAS_HI,
        kb_astrology_hi.HOROSCOPES_HI,
        kb_astrology_hi.KOOTAS_HI,
        kb_astrology_hi.CONCEPTS_HI,
    ):
        fields += [f for entry in table.values() for f in entry]
    for field in fields:
        assert devanagari_share(field) == 1.0, field


@pytest.mark.parametrize(
    ("reason", "hindi"),
    [
        ("Mars is in house 7 from the ascendant", "मंगल लग्न से सातवें भाव में है"),
        ("Mars is in house 12 from the Moon", "मंगल चंद्रमा से बारहवें भाव में है"),
        (
            "All seven grahas lie between Rahu to Ketu (Anant Kaal Sarp)",
            "सातों ग्रह राहु से केतु के बीच हैं (अनंत काल सर्प)",
        ),
        ("The Sun is with Ketu in Leo", "सूर्य सिंह राशि में केतु के साथ है"),
        ("Rahu is in the 9th house", "राहु नौवें भाव में है"),
        (
            "On 2025-05-01 Saturn transits Pisces, the peak (second) phase of Sade Sati "
            "for a Moon in Pisces",
            "1 मई 2025 को शनि मीन राशि में गोचर कर रहा है: मीन राशि के चंद्रमा के लिए यह "
            "साढ़े साती का दूसरा चरण (शिखर) है",
        ),
        ("The Moon is with Rahu in Capricorn", "चंद्रमा मकर राशि में राहु के साथ है"),
    ],
)
def test_every_dosha_reason_the_kundli_service_writes_is_said_in_hindi(
    reason: str, hindi: str
) -> None:
    assert reason_hi(reason) == hindi


def test_hindi_ordinals_and_lists() -> None:
    assert [ordinal_hi(n) for n in (1, 4, 5, 6, 12, 14)] == [
        "पहला",
        "चौथा",
        "पाँचवाँ",
        "छठा",
        "बारहवाँ",
        "14वाँ",
    ]
    assert (ordinal_hi(2, "f"), ordinal_hi(7, "oblique")) == ("दूसरी", "सातवें")
    assert listing(["a", "b", "c"], language="hi") == "a, b और c"
    assert listing(["a", "b", "c"], limit=1, language="hi") == "a और 2 अन्य"
    assert listing(["a", "b", "c"]) == "a, b and c"
    assert listing(["a", "b", "c"], language="hinglish") == "a, b aur c"
    assert listing(["a", "b", "c"], limit=2, language="hinglish") == "a, b aur 1 aur bhi"
