"""Gochar: where the slow grahas stand today, counted from the natal Moon's sign, and what
the classical rule makes of that house (Phaladeepika's gochar table, the common reading):

- Jupiter favours the 2nd, 5th, 7th, 9th and 11th houses from the Moon;
- Saturn, Rahu and Ketu favour the 3rd, 6th and 11th; Saturn in the 12th, 1st and 2nd is
  Sade Sati, in the 4th and 8th Dhaiya (Kantaka and Ashtama Shani).
"""

from __future__ import annotations

from datetime import date

from kundli_service import wire
from kundli_service.chart import Chart
from kundli_service.ephemeris import transits_on
from kundli_service.names import Lang, Name, name_in, ordinal_en, ordinal_hi
from kundli_service.zodiac import SIGNS, dms, house_from, place_of

FAVOURED = {
    "Jupiter": frozenset({2, 5, 7, 9, 11}),
    "Saturn": frozenset({3, 6, 11}),
    "Rahu": frozenset({3, 6, 11}),
    "Ketu": frozenset({3, 6, 11}),
}
SATURN_SPECIAL = {
    12: Name("Sade Sati, rising phase", "साढ़े साती, पहला चरण"),
    1: Name("Sade Sati, peak", "साढ़े साती, शिखर"),
    2: Name("Sade Sati, setting phase", "साढ़े साती, तीसरा चरण"),
    4: Name("Dhaiya (Kantaka Shani)", "ढैया (कंटक शनि)"),
    8: Name("Dhaiya (Ashtama Shani)", "ढैया (अष्टम शनि)"),
}
FAVOURABLE = Name("favourable", "शुभ")
CHALLENGING = Name("challenging", "प्रतिकूल")


def _houses_text(houses: frozenset[int], lang: Lang) -> str:
    """ "3rd, 6th and 11th" / "तीसरे, छठे और ग्यारहवें"."""
    words = [ordinal_hi(h, "oblique") if lang == "hi" else ordinal_en(h) for h in sorted(houses)]
    return f"{', '.join(words[:-1])} {'और' if lang == 'hi' else 'and'} {words[-1]}"


def gochar(chart: Chart, day: date, lang: Lang) -> wire.Transits:
    """Saturn, Jupiter, Rahu and Ketu on `day` against the natal Moon."""
    found = transits_on(day)
    positions = {
        "Saturn": found["Saturn"],
        "Jupiter": found["Jupiter"],
        "Rahu": found["Rahu"],
        "Ketu": found["Rahu"]._replace(longitude=(found["Rahu"].longitude + 180.0) % 360.0),
    }
    moon_sign = chart.moon.sign
    rows = []
    for planet, position in positions.items():
        longitude, sign, nakshatra = place_of(position.longitude)
        house = house_from(moon_sign, sign)
        good = house in FAVOURED[planet]
        houses = _houses_text(FAVOURED[planet], lang)
        rule = (
            f"{name_in('grahas', planet, 'hi')} चंद्र राशि से {houses} भाव में शुभ फल देता है"
            if lang == "hi"
            else f"{planet} gives good results in the {houses} houses from the Moon"
        )
        special = SATURN_SPECIAL.get(house) if planet == "Saturn" else None
        rows.append(
            wire.Transit(
                planet=planet,
                sign=SIGNS[sign],
                degree_dms=dms(longitude - sign * 30.0),
                nakshatra=nakshatra.name,
                retrograde=position.speed < 0,
                house_from_moon=house,
                favourable=good,
                effect=(FAVOURABLE if good else CHALLENGING).in_(lang),
                phase=special.in_(lang) if special else None,
                rule=rule,
            )
        )
    return wire.Transits(
        date=day.isoformat(),
        moon_sign=SIGNS[moon_sign],
        system=(
            "गोचर, जन्म के चंद्रमा की राशि से"
            if lang == "hi"
            else "Gochar, counted from the natal Moon's sign"
        ),
        planets=rows,
    )
