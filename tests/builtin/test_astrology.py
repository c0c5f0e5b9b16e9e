"""The astrology expert: the knowledge base, and the real chart when birth details are given."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from assistant_core.builtin import AstrologyExpert
from assistant_core.builtin.astrology_docs import astrology_index
from assistant_core.kundli_port import InProcessKundli, KundliOutcome, KundliUnavailable
from kundli_service.service import KundliRequest, generate_kundli
from kundli_service.wire import KundliReport


class CountingKundli:
    def __init__(self, outcome: KundliOutcome | None = None, *, down: bool = False) -> None:
        self.requests: list[KundliRequest] = []
        self.outcome = outcome or KundliOutcome(problem="unused")
        self.down = down

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        self.requests.append(request)
        if self.down:
            raise KundliUnavailable("connection refused")
        return self.outcome


async def test_a_chart_answer_for_a_known_birth_matches_the_chart_engine() -> None:
    expert = AstrologyExpert(InProcessKundli())
    answer = await expert.answer("I was born on 15 May 1990 at 2:30 PM in Pune. What is my rashi?")
    chart = generate_kundli(
        KundliRequest("Guest", "1990-05-15", "14:30", "Pune"), datetime.now(UTC)
    )
    assert isinstance(chart, KundliReport)
    # Sidereal Moon at about 271.9 degrees: Capricorn (Makara), in Uttara Ashadha pada 2.
    assert (chart.rashi.name, chart.nakshatra.name) == ("Capricorn", "Uttara Ashadha")
    lines = answer.text.splitlines()
    assert lines[0] == (
        "Your Vedic birth chart (sidereal zodiac, Lahiri ayanamsa) for 15 May 1990 at 14:30 "
        "in Pune, Maharashtra, India:"
    )
    # The asked aspect comes first.
    assert lines[1].startswith("- Your Moon sign (rashi) is Capricorn (Makara), ruled by Saturn.")
    assert "- Your birth nakshatra is Uttara Ashadha, pada 2, ruled by Sun" in answer.text
    assert f"- Your ascendant (lagna) is {chart.ascendant.sign} (" in answer.text
    assert chart.ascendant.sign == "Leo"
    assert chart.dasha.current is not None
    maha = chart.dasha.current.mahadasha.planet
    assert f"You are in the {maha} mahadasha" in answer.text
    assert "Mangal dosha is present: Mars is in house 7 from the ascendant" in answer.text
    assert answer.sources == ("kundli",) and answer.found


async def test_dosha_questions_with_a_chart_bring_the_remedies() -> None:
    expert = AstrologyExpert(InProcessKundli())
    answer = await expert.answer("Am I manglik? Born 15 May 1990, 2:30 pm, in Pune")
    lines = answer.text.splitlines()
    assert lines[1].startswith("- Mangal dosha is present")
    assert "Remedies often advised: Mangal Dosh Nivaran puja" in lines[1]


async def test_missing_birth_details_are_named_and_no_chart_is_tried() -> None:
    kundli = CountingKundli()
    answer = await AstrologyExpert(kundli).answer("born 15 May 1990 in Pune, my nakshatra?")
    assert answer.text.startswith(
        "To work out your nakshatra I need your date, exact time and place of birth. "
        "I have your date of birth 15 May 1990, place of birth Pune; "
        "please also send your time of birth."
    )
    assert '"born on 15 May 1990 at 2:30 PM in Pune"' in answer.text
    assert kundli.requests == []


async def test_my_rashi_without_details_asks_for_them() -> None:
    answer = await AstrologyExpert(CountingKundli()).answer("What is my rashi?")
    assert answer.text.startswith("To work out your Moon sign (rashi) I need your date")
    hindi = await AstrologyExpert(CountingKundli()).answer("मेरी राशि क्या है")
    assert hindi.text.startswith("To work out your Moon sign (rashi)")


async def test_an_unknown_place_is_explained() -> None:
    answer = await AstrologyExpert(InProcessKundli()).answer(
        "born on 15 May 1990 at 2:30 PM in Xyzzyville"
    )
    assert answer.text.startswith(
        'I could not work out your chart from those details: We could not find "Xyzzyville".'
    )


async def test_the_chart_service_down_is_said_plainly() -> None:
    kundli = CountingKundli(down=True)
    answer = await AstrologyExpert(kundli).answer("born on 15 May 1990 at 2:30 PM in Pune")
    assert answer.text.startswith("I could not generate your chart right now")
    assert [r.place_of_birth for r in kundli.requests] == ["Pune"]
    assert not answer.found


async def test_the_name_given_goes_to_the_chart_request() -> None:
    kundli = CountingKundli(KundliOutcome(problem="name is required", field="name"))
    await AstrologyExpert(kundli).answer("My name is Asha, born 1 Jan 1995 at 6 am in Delhi")
    assert kundli.requests == [KundliRequest("Asha", "1995-01-01", "06:00", "Delhi")]


@pytest.mark.parametrize(
    ("question", "source", "fact"),
    [
        (
            "Tell me about Rohini nakshatra",
            "nakshatra/rohini",
            "Its ruling planet is Moon and its deity Brahma (Prajapati)",
        ),
        ("What does Simha rashi mean?", "rashi/leo", "its lord is Sun, its element fire"),
        ("my rashi is Leo, what does it mean", "rashi/leo", "Simha (Leo) is rashi 5 of 12"),
        ("Which gemstone is for Shani?", "graha/saturn", "gemstone blue sapphire (neelam)"),
        (
            "What is Mangal dosha and its remedies?",
            "dosha/mangal-dosha-manglik",
            "Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house",
        ),
        ("kal sarp dosh kya hai", "dosha/kaal-sarp-dosha", "on one side of the Rahu-Ketu axis"),
        ("What is sade sati?", "dosha/shani-sade-sati", "12th, 1st or 2nd sign from the natal"),
        ("What does a weekly horoscope tell?", "horoscope/weekly", "the faster planets"),
        ("How does kundli matching work?", "matching/ashtakoot", "36 gunas in all"),
        ("What is mahadasha?", "concept/vimshottari-dasha", "Ketu 7 years, Venus 20"),
    ],
)
async def test_knowledge_answers(question: str, source: str, fact: str) -> None:
    answer = await AstrologyExpert(CountingKundli()).answer(question)
    assert answer.sources[0] == source
    assert fact in answer.text.split("\n\n")[0]


async def test_matching_two_people_is_explained_not_charted() -> None:
    kundli = CountingKundli()
    answer = await AstrologyExpert(kundli).answer(
        "Match my kundli (born 1 Jan 1995 at 6 am in Delhi) with hers"
    )
    assert answer.sources[0] == "matching/ashtakoot"
    assert kundli.requests == []


async def test_off_topic_questions_are_not_answered() -> None:
    answer = await AstrologyExpert(CountingKundli()).answer("Who will win the cricket match?")
    assert answer.text.startswith("I could not find that in my astrology notes")


def test_the_knowledge_base_is_complete() -> None:
    kinds = [d.kind for d in astrology_index().docs]
    assert (kinds.count("rashi"), kinds.count("nakshatra"), kinds.count("graha")) == (12, 27, 9)
    assert (kinds.count("dosha"), kinds.count("horoscope"), kinds.count("matching")) == (5, 4, 1)


async def test_a_planet_in_a_sign_is_a_knowledge_question() -> None:
    kundli = CountingKundli()
    answer = await AstrologyExpert(kundli).answer("What does Mars in Scorpio mean?")
    assert kundli.requests == []
    assert answer.found and not answer.text.startswith("To work out")
