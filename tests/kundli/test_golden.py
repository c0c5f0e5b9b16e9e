"""Golden charts: well-known published birth data, checked sign by sign.

Birth data (date, time as recorded, place) is as published in Astro-Databank
(astro.com/astro-databank) and in Indian astrological literature (B. V. Raman, Notable
Horoscopes); the placements asserted are those of the sidereal (Lahiri) charts widely
published for these people. Births near a sign edge (Nehru's ascendant lies within a
degree of Cancer/Leo) are left out: their published lagna depends on the ayanamsa and
on the exact minute, so they cannot arbitrate.

Together they exercise every time rule that matters in India: Local Mean Time before
1906 (Gandhi 1869, Vivekananda 1863), IST (Indira Gandhi 1917) and war time, UTC+06:30
(Amitabh Bachchan, 11 October 1942)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from kundli_service.service import KundliRequest, generate_kundli
from kundli_service.wire import KundliReport

NOW = datetime(2026, 11, 22, tzinfo=UTC)

GOLDEN: list[tuple[KundliRequest, dict[str, Any]]] = [
    (
        # The chart of India's independence, midnight of 14-15 August 1947 at New Delhi,
        # the most reproduced chart in Indian astrology (ascendant about 7°46' Taurus).
        KundliRequest("Independent India", "1947-08-15", "00:00", "New Delhi"),
        {
            "offset": "+05:30",
            "ascendant": "Taurus",
            "rashi": "Cancer",
            "nakshatra": "Pushya",
            "planets": {
                "Sun": "Cancer",
                "Moon": "Cancer",
                "Mars": "Gemini",
                "Mercury": "Cancer",
                "Jupiter": "Libra",
                "Venus": "Cancer",
                "Saturn": "Cancer",
                "Rahu": "Taurus",
                "Ketu": "Scorpio",
            },
        },
    ),
    (
        KundliRequest("Mohandas Karamchand Gandhi", "1869-10-02", "07:12", "Porbandar"),
        {
            "offset": "+04:38:26",
            "ascendant": "Libra",
            "rashi": "Cancer",
            "nakshatra": "Ashlesha",
            "planets": {
                "Sun": "Virgo",
                "Moon": "Cancer",
                "Mars": "Libra",
                "Mercury": "Libra",
                "Jupiter": "Aries",
                "Venus": "Libra",
                "Saturn": "Scorpio",
                "Rahu": "Cancer",
                "Ketu": "Capricorn",
            },
        },
    ),
    (
        KundliRequest("Indira Gandhi", "1917-11-19", "23:11", "Allahabad"),
        {
            "offset": "+05:30",
            "ascendant": "Cancer",
            "rashi": "Capricorn",
            "nakshatra": "Uttara Ashadha",
            "planets": {
                "Sun": "Scorpio",
                "Moon": "Capricorn",
                "Mars": "Leo",
                "Mercury": "Scorpio",
                "Jupiter": "Taurus",
                "Venus": "Sagittarius",
                "Saturn": "Cancer",
                "Rahu": "Sagittarius",
                "Ketu": "Gemini",
            },
        },
    ),
    (
        KundliRequest("Amitabh Bachchan", "1942-10-11", "16:00", "Allahabad"),
        {
            "offset": "+06:30",
            "ascendant": "Aquarius",
            "rashi": "Libra",
            "nakshatra": "Swati",
            "planets": {
                "Sun": "Virgo",
                "Moon": "Libra",
                "Mars": "Virgo",
                "Mercury": "Virgo",
                "Jupiter": "Cancer",
                "Venus": "Virgo",
                "Saturn": "Taurus",
                "Rahu": "Leo",
                "Ketu": "Aquarius",
            },
        },
    ),
    (
        KundliRequest("Narendranath Datta (Swami Vivekananda)", "1863-01-12", "06:33", "Calcutta"),
        {
            "offset": "+05:53:27",
            "ascendant": "Sagittarius",
            "rashi": "Virgo",
            "nakshatra": "Hasta",
            "planets": {
                "Sun": "Sagittarius",
                "Moon": "Virgo",
                "Mars": "Aries",
                "Mercury": "Capricorn",
                "Jupiter": "Libra",
                "Venus": "Capricorn",
                "Saturn": "Virgo",
            },
        },
    ),
]


@pytest.mark.parametrize(("request_", "expected"), GOLDEN, ids=lambda v: getattr(v, "name", ""))
def test_published_charts_sign_by_sign(request_: KundliRequest, expected: dict[str, Any]) -> None:
    chart = generate_kundli(request_, NOW)
    assert isinstance(chart, KundliReport), chart
    assert chart.birth_details.utc_offset == expected["offset"]
    assert chart.ascendant.sign == expected["ascendant"]
    assert chart.rashi.name == expected["rashi"]
    assert chart.nakshatra.name == expected["nakshatra"]
    signs = {name: p.sign for name, p in chart.planets.items() if name in expected["planets"]}
    assert signs == expected["planets"]


def test_the_spec_fields_are_all_there() -> None:
    chart = generate_kundli(KundliRequest("Asha", "1990-05-15", "14:30", "Mumbai"), NOW)
    assert isinstance(chart, KundliReport)
    assert chart.name == "Asha"
    birth = chart.birth_details
    assert (birth.date, birth.time, birth.place.split(",")[0]) == ("1990-05-15", "14:30", "Mumbai")
    assert chart.ascendant.sign and chart.rashi.name
    assert chart.nakshatra.name and 1 <= chart.nakshatra.pada <= 4
    assert set(chart.planets) == {
        "Sun",
        "Moon",
        "Mars",
        "Mercury",
        "Jupiter",
        "Venus",
        "Saturn",
        "Rahu",
        "Ketu",
    }
    assert chart.settings.ayanamsa.startswith("Lahiri")
    assert len(chart.houses) == 12
    assert sum(len(h.grahas) for h in chart.houses) == 9
    assert [d.name for d in chart.doshas] == [
        "Mangal",
        "Kaal Sarp",
        "Pitru",
        "Shani (Sade Sati)",
        "Rahu (Grahan)",
    ]
    assert len(chart.dasha.mahadashas) == 9


def test_a_birth_at_23_59_keeps_its_date_and_converts_to_utc() -> None:
    chart = generate_kundli(KundliRequest("Late", "2001-01-26", "23:59", "Chennai"), NOW)
    assert isinstance(chart, KundliReport)
    assert chart.birth_details.date == "2001-01-26"
    assert chart.birth_details.utc_datetime == "2001-01-26T18:29:00Z"
    early = generate_kundli(KundliRequest("Early", "2001-01-27", "00:10", "Chennai"), NOW)
    assert isinstance(early, KundliReport)
    assert early.birth_details.utc_datetime == "2001-01-26T18:40:00Z"


def test_bombay_time_moves_the_ascendant() -> None:
    """Bombay kept its own time (+04:51) until 1955; IST would put the birth 39 minutes
    earlier in UTC terms, moving the ascendant by about ten degrees."""
    chart = generate_kundli(KundliRequest("Bombay", "1950-06-01", "12:00", "Bombay"), NOW)
    assert isinstance(chart, KundliReport)
    assert chart.birth_details.utc_offset == "+04:51"
    assert chart.birth_details.utc_datetime == "1950-06-01T07:09:00Z"
    ist = generate_kundli(KundliRequest("Pune", "1950-06-01", "12:00", "Pune"), NOW)
    assert isinstance(ist, KundliReport)
    assert ist.birth_details.utc_datetime == "1950-06-01T06:30:00Z"


def test_diaspora_summer_time() -> None:
    chart = generate_kundli(KundliRequest("Priya", "1995-07-08", "12:00", "London, UK"), NOW)
    assert isinstance(chart, KundliReport)
    assert chart.birth_details.utc_offset == "+01:00"
    assert chart.birth_details.utc_datetime == "1995-07-08T11:00:00Z"


def test_the_dasha_balance_matches_the_moons_nakshatra() -> None:
    chart = generate_kundli(KundliRequest("Amitabh", "1942-10-11", "16:00", "Allahabad"), NOW)
    assert isinstance(chart, KundliReport)
    # Moon in Swati (lord Rahu): the life opens in a Rahu mahadasha.
    assert chart.dasha.mahadashas[0].planet == "Rahu"
    assert 0 < chart.dasha.balance_at_birth.years < 18


def test_the_independence_ascendant_degree() -> None:
    chart = generate_kundli(GOLDEN[0][0], NOW)
    assert isinstance(chart, KundliReport)
    assert chart.ascendant.degree == pytest.approx(7 + 46 / 60, abs=0.1)
