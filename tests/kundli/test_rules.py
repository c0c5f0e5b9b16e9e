"""Zodiac edges, Vimshottari periods, dosha rules and the eight kootas on constructed charts."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from kundli_service.chart import Chart, build_chart
from kundli_service.dasha import YEAR_DAYS, day_number, running_at, vimshottari
from kundli_service.doshas import kaal_sarp, mangal, pitru, rahu_grahan, shani_sade_sati
from kundli_service.ephemeris import BodyPosition, SkyAt
from kundli_service.matching import (
    _NAKSHATRA_GANA,
    _NAKSHATRA_NADI,
    _YONI_POINTS,
    MoonPosition,
    guna_milan,
    verdict,
)
from kundli_service.zodiac import (
    NAKSHATRA_SPAN,
    Nakshatra,
    dms,
    house_from,
    pada,
    sign_index,
)

BIRTH = datetime(1990, 5, 15, 9, 0, tzinfo=UTC)
BIRTH_DAY = day_number(BIRTH)
ARC_MINUTE = 1 / 60


def chart(ascendant: float, **longitudes: float) -> Chart:
    """A chart with grahas where we put them (defaults spread over the zodiac)."""
    places = {
        "Sun": 10.0,
        "Moon": 100.0,
        "Mars": 200.0,
        "Mercury": 20.0,
        "Jupiter": 250.0,
        "Venus": 40.0,
        "Saturn": 290.0,
        "Rahu": 150.0,
    }
    places.update(longitudes)
    bodies = {
        name: BodyPosition(lon, -0.05 if name == "Rahu" else 1.0) for name, lon in places.items()
    }
    return build_chart(SkyAt(2448026.875, 23.72, ascendant, bodies), BIRTH)


@pytest.mark.parametrize(
    ("longitude", "sign"),
    [
        (0.0, 0),
        (29 + 59 * ARC_MINUTE, 0),
        (30.0, 1),
        (59.9999, 1),
        (359.9999, 11),
        (360.0, 0),
        (-0.5, 11),
    ],
)
def test_a_graha_at_29_59_stays_in_its_sign(longitude: float, sign: int) -> None:
    assert sign_index(longitude) == sign


def test_nakshatra_and_pada_edges() -> None:
    assert Nakshatra.of(0.0).name == "Ashwini" and pada(0.0) == 1
    assert Nakshatra.of(NAKSHATRA_SPAN - 1e-9).name == "Ashwini" and pada(13.3333) == 4
    assert Nakshatra.of(NAKSHATRA_SPAN).name == "Bharani" and pada(NAKSHATRA_SPAN) == 1
    revati_end = Nakshatra.of(359.99)
    assert (revati_end.name, revati_end.pada, revati_end.lord) == ("Revati", 4, "Mercury")
    assert dms(12.5) == "12°30'00\""


def test_houses_are_whole_signs_from_the_ascendant() -> None:
    c = chart(ascendant=95.0, Sun=91.0, Moon=125.0, Saturn=89.0)  # lagna Cancer
    assert c.grahas["Sun"].house == 1
    assert c.grahas["Moon"].house == 2
    assert c.grahas["Saturn"].house == 12
    assert house_from(11, 0) == 2


def test_ketu_is_opposite_rahu_and_both_move_backwards() -> None:
    c = chart(ascendant=0.0, Rahu=350.0)
    assert c.grahas["Ketu"].longitude == pytest.approx(170.0)
    assert c.grahas["Rahu"].retrograde and c.grahas["Ketu"].retrograde
    assert not c.grahas["Sun"].retrograde


def test_vimshottari_starts_from_the_moons_nakshatra_lord_with_the_balance() -> None:
    # Moon half-way through Ashwini (Ketu, 7 years): 3.5 years of Ketu remain.
    periods = vimshottari(NAKSHATRA_SPAN / 2, BIRTH_DAY)
    assert [p.lord for p in periods] == [
        "Ketu",
        "Venus",
        "Sun",
        "Moon",
        "Mars",
        "Rahu",
        "Jupiter",
        "Saturn",
        "Mercury",
    ]
    assert periods[0].start == BIRTH_DAY
    assert (periods[0].end - BIRTH_DAY) / YEAR_DAYS == pytest.approx(3.5)
    assert (periods[1].end - periods[1].start) / YEAR_DAYS == pytest.approx(20)
    assert (periods[-1].end - BIRTH_DAY) / YEAR_DAYS == pytest.approx(120 - 3.5)
    for maha in periods:
        assert maha.antardashas[0].start == maha.start
        assert maha.antardashas[-1].end == pytest.approx(maha.end)
        gaps = zip(maha.antardashas, maha.antardashas[1:], strict=False)
        assert all(a.end == b.start for a, b in gaps)


def test_antardashas_follow_the_mahadasha_lord() -> None:
    venus = vimshottari(NAKSHATRA_SPAN / 2, BIRTH_DAY)[1]
    assert [a.lord for a in venus.antardashas][:3] == ["Venus", "Sun", "Moon"]
    # Venus-Venus lasts 20 x 20 / 120 years.
    first = venus.antardashas[0]
    assert (first.end - first.start) / YEAR_DAYS == pytest.approx(20 * 20 / 120)


def test_the_running_period_is_found() -> None:
    periods = vimshottari(NAKSHATRA_SPAN / 2, BIRTH_DAY)
    maha, antar = running_at(periods, BIRTH_DAY + 1) or (None, None)
    assert maha is not None and antar is not None
    # 3.5 years into Ketu: its sub-periods Ketu 0.41, Venus 1.17, Sun 0.35, Moon 0.58,
    # Mars 0.41 (together 2.92 years), then Rahu 1.05 years.
    assert (maha.lord, antar.lord) == ("Ketu", "Rahu")
    assert running_at(periods, BIRTH_DAY + YEAR_DAYS * 121) is None


def test_mangal_dosha_from_the_ascendant_and_from_the_moon() -> None:
    from_lagna = mangal(chart(ascendant=5.0, Mars=185.0, Moon=95.0))  # Mars 7th from lagna
    assert from_lagna.present
    assert "house 7 from the ascendant" in from_lagna.reasons[0].en
    assert from_lagna.reasons[0].hi == "मंगल लग्न से सातवें भाव में है"
    neither = mangal(chart(ascendant=5.0, Mars=65.0, Moon=5.0))  # 3rd from both
    assert not neither.present and neither.reasons == ()
    from_moon = mangal(chart(ascendant=5.0, Mars=65.0, Moon=95.0))  # 12th from the Moon
    assert from_moon.present and "from the Moon" in from_moon.reasons[0].en


def test_kaal_sarp_needs_every_graha_on_one_side() -> None:
    inside = {
        "Sun": 20.0,
        "Moon": 40.0,
        "Mars": 60.0,
        "Mercury": 80.0,
        "Jupiter": 100.0,
        "Venus": 120.0,
        "Saturn": 140.0,
    }
    present = kaal_sarp(chart(ascendant=5.0, Rahu=10.0, **inside))
    assert present.present and "Anant" in present.reasons[0].en  # Rahu in the 1st house
    assert "अनंत काल सर्प" in present.reasons[0].hi
    one_outside = kaal_sarp(chart(ascendant=5.0, Rahu=10.0, **{**inside, "Saturn": 200.0}))
    assert not one_outside.present


def test_pitru_and_grahan_doshas() -> None:
    assert pitru(chart(ascendant=5.0, Sun=152.0, Rahu=155.0)).present
    assert pitru(chart(ascendant=5.0, Sun=12.0, Rahu=245.0)).present  # Rahu in the 9th
    assert not pitru(chart(ascendant=5.0, Sun=12.0, Rahu=100.0)).present
    assert rahu_grahan(chart(ascendant=5.0, Moon=335.0, Rahu=150.0)).present  # with Ketu
    assert not rahu_grahan(chart(ascendant=5.0, Moon=100.0, Rahu=150.0)).present


@pytest.mark.parametrize(
    ("saturn", "present"),
    [(65.0, True), (95.0, True), (125.0, True), (155.0, False), (35.0, False)],
)
def test_sade_sati_is_saturn_around_the_natal_moon(saturn: float, present: bool) -> None:
    moon_in_cancer = chart(ascendant=5.0, Moon=100.0)
    assert shani_sade_sati(moon_in_cancer, saturn, "2026-11-22").present is present


def test_the_yoni_table_is_symmetric_with_the_seven_sworn_enemies_at_zero() -> None:
    assert all(_YONI_POINTS[a][b] == _YONI_POINTS[b][a] for a in range(14) for b in range(14))
    assert all(_YONI_POINTS[a][a] == 4 for a in range(14))
    zeros = {(a, b) for a in range(14) for b in range(a, 14) if _YONI_POINTS[a][b] == 0}
    # Horse-Buffalo, Elephant-Lion, Sheep-Monkey, Serpent-Mongoose, Dog-Deer, Cat-Rat, Cow-Tiger
    assert zeros == {(0, 8), (1, 13), (2, 11), (3, 12), (4, 10), (5, 6), (7, 9)}


def test_each_gana_and_nadi_has_nine_nakshatras() -> None:
    assert sorted(_NAKSHATRA_GANA.count(g) for g in range(3)) == [9, 9, 9]
    assert sorted(_NAKSHATRA_NADI.count(n) for n in range(3)) == [9, 9, 9]


def moon_in(nakshatra: int, sign_degree_offset: float = 1.0) -> MoonPosition:
    return MoonPosition(nakshatra * NAKSHATRA_SPAN + sign_degree_offset)


def test_same_nakshatra_loses_nadi_but_keeps_the_rest() -> None:
    kootas = {k.name: k.points for k in guna_milan(moon_in(0), moon_in(0))}  # both Ashwini
    assert kootas == {
        "Varna": 1,
        "Vashya": 2,
        "Tara": 3,
        "Yoni": 4,
        "Graha Maitri": 5,
        "Gana": 6,
        "Bhakoot": 7,
        "Nadi": 0,
    }
    assert sum(kootas.values()) == 28


def test_a_constructed_pair_scores_each_koota_by_its_table() -> None:
    # Groom: Moon 5° Aries (Ashwini). Bride: Moon 5° Leo (Magha).
    kootas = {k.name: k for k in guna_milan(MoonPosition(5.0), MoonPosition(125.0))}
    assert kootas["Varna"].points == 1  # Kshatriya and Kshatriya
    assert kootas["Vashya"].points == 0.5  # Chatushpada groom, Vanachara bride
    assert kootas["Tara"].points == 3  # counts 10 and 19 (remainders 1 and 1)
    assert kootas["Yoni"].points == 2  # Horse and Rat
    assert kootas["Graha Maitri"].points == 5  # Mars and Sun are mutual friends
    assert kootas["Gana"].points == 1  # Deva groom, Rakshasa bride
    assert kootas["Bhakoot"].points == 0  # 5/9
    assert kootas["Nadi"].points == 8  # Ashwini is Aadi, Magha is Antya
    assert sum(k.points for k in kootas.values()) <= 36


def test_verdict_bands() -> None:
    assert verdict(17.5).en.startswith("Not recommended")
    assert verdict(18).en.startswith("Acceptable")
    assert verdict(28).en.startswith("Very good")
    assert verdict(33).en.startswith("Excellent")
    assert verdict(33).hi.startswith("उत्तम")
