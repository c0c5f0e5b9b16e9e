"""The astrology expert in Hindi: the same chart and knowledge as in English, told in
Devanagari; Hindi birth details are read; what is missing or wrong is said in Hindi."""

from __future__ import annotations

import pytest

from assistant_core.builtin import AstrologyExpert, Details, read_details
from assistant_core.builtin.astrology_words import EXAMPLE
from assistant_core.kundli_port import InProcessKundli, KundliOutcome, KundliUnavailable
from kundli_service.service import KundliRequest
from tests.builtin.hindi import devanagari_share, mostly_devanagari

BIRTH = "born on 15 May 1990 at 2:30 PM in Pune"


class FixedKundli:
    def __init__(self, outcome: KundliOutcome | None = None) -> None:
        self.outcome, self.requests = outcome, list[KundliRequest]()

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        self.requests.append(request)
        if self.outcome is None:
            raise KundliUnavailable("connection refused")
        return self.outcome


async def test_a_chart_in_hindi_tells_the_same_chart() -> None:
    expert = AstrologyExpert(InProcessKundli())
    english = await expert.answer(f"{BIRTH}. What is my rashi?")
    hindi = await expert.answer(f"{BIRTH}. What is my rashi?", "hi")
    assert "Your Moon sign (rashi) is Capricorn (Makara), ruled by Saturn." in english.text
    lines = hindi.text.splitlines()
    assert lines[0] == (
        "15 मई 1990 को 14:30 बजे, Pune, Maharashtra, India में जन्म के अनुसार आपकी वैदिक जन्म "
        "कुंडली (निरयन राशिचक्र, लाहिड़ी अयनांश):"
    )
    assert lines[1].startswith("- आपकी चंद्र राशि मकर है, जिसके स्वामी शनि हैं।")
    assert "- आपका जन्म नक्षत्र उत्तराषाढ़ा है, पद 2, जिसके स्वामी सूर्य हैं" in hindi.text
    assert "- आपका लग्न सिंह है (" in hindi.text
    assert "मंगल कुंभ में (भाव 7)" in hindi.text and "बुध मेष में (भाव 9, वक्री)" in hindi.text
    assert "आपकी कुंडली में मंगल दोष है: मंगल लग्न से सातवें भाव में है" in hindi.text
    assert "की महादशा चल रही है" in hindi.text
    assert hindi.sources == english.sources == ("kundli",) and hindi.context == hindi.text
    assert mostly_devanagari(hindi.text, 0.9)


async def test_dosha_remedies_in_hindi() -> None:
    hindi = await AstrologyExpert(InProcessKundli()).answer(f"Am I manglik? {BIRTH}", "hi")
    second = hindi.text.splitlines()[1]
    assert second.startswith("- आपकी कुंडली में मंगल दोष है")
    assert "अक्सर सुझाए जाने वाले उपाय: मंगल दोष निवारण पूजा" in second


async def test_the_hindi_example_is_read_and_charted() -> None:
    example = EXAMPLE.hi.strip('"')
    assert read_details(example) == Details(None, "1990-05-15", "14:30", "पुणे")
    kundli = FixedKundli(KundliOutcome(problem="unused", field="name"))
    await AstrologyExpert(kundli).answer(example, "hi")
    assert kundli.requests == [KundliRequest("Guest", "1990-05-15", "14:30", "पुणे")]
    answer = await AstrologyExpert(InProcessKundli()).answer(example, "hi")
    assert "Pune, Maharashtra, India में जन्म के अनुसार" in answer.text


@pytest.mark.parametrize(
    ("question", "source", "fact"),
    [
        ("Tell me about Rohini nakshatra", "nakshatra/rohini", "रोहिणी 27 नक्षत्रों में चौथा"),
        ("What does Simha rashi mean?", "rashi/leo", "सिंह राशिचक्र की पाँचवीं राशि है"),
        ("Which gemstone is for Shani?", "graha/saturn", "रत्न नीलम"),
        ("मंगल दोष क्या है?", "dosha/mangal-dosha-manglik", "सातवें, आठवें या बारहवें भाव"),
        ("How does kundli matching work?", "matching/ashtakoot", "कुल 36 गुण"),
        ("What is mahadasha?", "concept/vimshottari-dasha", "केतु 7 वर्ष, शुक्र 20"),
    ],
)
async def test_knowledge_in_hindi(question: str, source: str, fact: str) -> None:
    expert = AstrologyExpert(FixedKundli())
    english, hindi = await expert.answer(question), await expert.answer(question, "hi")
    assert hindi.sources == english.sources and hindi.sources[0] == source
    assert fact in hindi.text.split("\n\n")[0]
    assert mostly_devanagari(hindi.text, 0.95)


async def test_missing_details_are_asked_for_in_hindi() -> None:
    kundli = FixedKundli()
    hindi = await AstrologyExpert(kundli).answer("born 15 May 1990 in Pune, my nakshatra?", "hi")
    assert hindi.text.startswith(
        "आपका नक्षत्र निकालने के लिए मुझे आपकी जन्म तिथि, जन्म का सही समय और जन्म स्थान "
        "चाहिए। मेरे पास आपकी यह जानकारी है: जन्म तिथि 15 मई 1990, जन्म स्थान Pune; कृपया "
        "जन्म का समय भी भेजिए।"
    )
    assert kundli.requests == []
    own = await AstrologyExpert(kundli).answer("मेरी राशि क्या है", "hi")
    assert own.text.startswith("आपकी चंद्र राशि निकालने के लिए")


async def test_a_chart_that_cannot_be_made_is_explained_in_hindi() -> None:
    down = await AstrologyExpert(FixedKundli()).answer(BIRTH, "hi")
    assert down.text.startswith("अभी मैं आपकी कुंडली नहीं बना पा रही हूँ")
    unknown = await AstrologyExpert(InProcessKundli()).answer(
        "born on 15 May 1990 at 2:30 PM in Punee", "hi"
    )
    assert unknown.text.startswith(
        'इन विवरणों से आपकी कुंडली नहीं बन पाई: मुझे "Punee" नाम की जगह नहीं मिली। क्या आपका '
        "मतलब इनमें से किसी से है: Pune, Maharashtra, India;"
    )
    refused = KundliOutcome(
        problem="date_of_birth 2990-05-15 is in the future", field="date_of_birth"
    )
    future = await AstrologyExpert(FixedKundli(refused)).answer(BIRTH, "hi")
    assert "यह जन्म तिथि मान्य नहीं है" in future.text
    assert devanagari_share(future.text) > 0.9


async def test_off_topic_in_hindi_is_not_guessed() -> None:
    hindi = await AstrologyExpert(FixedKundli()).answer("Who will win the cricket match?", "hi")
    assert hindi.text.startswith("यह बात मेरे ज्योतिष के नोट्स में नहीं मिली")
    assert not hindi.found


async def test_english_astrology_is_unchanged_by_default() -> None:
    expert = AstrologyExpert(InProcessKundli())
    for question in (BIRTH, "Tell me about Rohini nakshatra", "What is my rashi?"):
        default, english = await expert.answer(question), await expert.answer(question, "en")
        assert default == english and devanagari_share(default.text) == 0


@pytest.mark.parametrize(
    "question",
    ["कितने गुण मिलें तो विवाह ठीक माना जाता है?", "18 gun mile hain, kya shaadi ho sakti hai?"],
)
async def test_how_many_gunas_are_enough_is_answered_from_the_matching(question: str) -> None:
    answer = await AstrologyExpert(FixedKundli()).answer(question, "hi")
    assert answer.sources[0] == "matching/ashtakoot"
    assert "18 से 24" in answer.text
