"""The doshas a Kundli Milan weighs beside the 36 points, each with the cancellation rules it
follows (schools differ; these are the ones most often quoted):

- Mangal dosha, for each person (the rule in doshas.py), is cancelled when Mars is in its own
  sign or exalted (Aries, Scorpio, Capricorn), when Jupiter is with Mars or aspects it (its
  5th, 7th and 9th-house aspects), or by the house exceptions: Mars in the 2nd house in Gemini
  or Virgo, the 4th in Aries or Scorpio, the 7th in Cancer or Capricorn, the 8th in
  Sagittarius or Pisces, the 12th in Taurus or Libra. When both have it, it cancels out.
- Nadi dosha (both Moons in one nadi, 0 points) is cancelled when the Moons are in the same
  sign but different nakshatras, or the same nakshatra but different signs.
- Bhakoot dosha (the Moon signs 2/12, 5/9 or 6/8 apart, 0 points) is cancelled when the two
  Moon-sign lords are the same graha or natural friends of each other.
"""

from __future__ import annotations

from collections.abc import Callable

from kundli_service import wire
from kundli_service.chart import Chart
from kundli_service.doshas import mangal
from kundli_service.matching import FRIENDSHIP, Koota, MoonPosition
from kundli_service.names import SIGNS, Lang, Name, name_in, ordinal_en, ordinal_hi
from kundli_service.zodiac import SIGN_LORDS, house_from

OWN_OR_EXALTED = frozenset({0, 7, 9})  # Aries, Scorpio, Capricorn
JUPITER_ASPECTS = frozenset({5, 7, 9})  # houses from Jupiter it looks at (and the 1st: with it)
HOUSE_EXCEPTIONS = {2: {2, 5}, 4: {0, 7}, 7: {3, 9}, 8: {8, 11}, 12: {1, 6}}

RULES = {
    "Mangal": Name(
        "Cancelled when Mars is in Aries, Scorpio or Capricorn, with or aspected by Jupiter, or in "
        "the 2nd house in Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in Cancer or "
        "Capricorn, the 8th in Sagittarius or Pisces, the 12th in Taurus or Libra; when both "
        "have it, it cancels out",
        "मंगल मेष, वृश्चिक या मकर में हो, गुरु साथ हो या उस पर गुरु की दृष्टि हो, या दूसरे भाव "
        "में मिथुन या कन्या का, चौथे में मेष या वृश्चिक का, सातवें में कर्क या मकर का, आठवें में "
        "धनु या मीन का, बारहवें में वृषभ या तुला का हो तो दोष नहीं रहता; दोनों को हो तो आपस में "
        "कट जाता है",
    ),
    "Nadi": Name(
        "Both Moons in one nadi; cancelled when they are in the same sign but different "
        "nakshatras, or the same nakshatra but different signs",
        "दोनों के चंद्रमा एक ही नाड़ी में; राशि एक हो पर नक्षत्र अलग, या नक्षत्र एक हो पर राशि "
        "अलग, तो दोष नहीं रहता",
    ),
    "Bhakoot": Name(
        "The Moon signs 2/12, 5/9 or 6/8 apart; cancelled when their lords are the same graha "
        "or natural friends",
        "चंद्र राशियाँ 2/12, 5/9 या 6/8 की दूरी पर; दोनों राशियों के स्वामी एक ही ग्रह हों या "
        "नैसर्गिक मित्र हों तो दोष नहीं रहता",
    ),
}
TITLES = {
    "Mangal": Name("Mangal dosha", "मंगल दोष"),
    "Nadi": Name("Nadi dosha", "नाड़ी दोष"),
    "Bhakoot": Name("Bhakoot dosha", "भकूट दोष"),
}


def _sign(index: int) -> Name:
    return SIGNS[index]


def mangal_cancellations(chart: Chart) -> list[Name]:
    mars, jupiter = chart.grahas["Mars"], chart.grahas["Jupiter"]
    found = []
    if mars.sign in OWN_OR_EXALTED:
        sign = _sign(mars.sign)
        found.append(
            Name(
                f"Mars is in its own or exaltation sign, {sign.en}",
                f"मंगल {sign.hi} में है, जो उसकी स्वराशि या उच्च राशि है",
            )
        )
    if jupiter.sign == mars.sign:
        sign = _sign(mars.sign)
        found.append(Name(f"Jupiter is with Mars in {sign.en}", f"गुरु {sign.hi} राशि में मंगल के साथ है"))
    elif (aspect := house_from(jupiter.sign, mars.sign)) in JUPITER_ASPECTS:
        found.append(
            Name(
                f"Jupiter aspects Mars (its {ordinal_en(aspect)}-house aspect)",
                f"मंगल पर गुरु की {ordinal_hi(aspect, 'f')} दृष्टि है",
            )
        )
    if mars.sign in HOUSE_EXCEPTIONS.get(mars.house, ()):
        sign = _sign(mars.sign)
        found.append(
            Name(
                f"Mars in the {ordinal_en(mars.house)} house in {sign.en} is a classical exception",
                f"{ordinal_hi(mars.house, 'oblique')} भाव में {sign.hi} का मंगल शास्त्रीय अपवाद है",
            )
        )
    return found


def _person(chart: Chart, lang: Lang) -> wire.MangalOfPerson:
    dosha = mangal(chart)
    cancellations = mangal_cancellations(chart) if dosha.present else []
    return wire.MangalOfPerson(
        present=dosha.present,
        cancelled=bool(cancellations),
        reasons=[r.in_(lang) for r in dosha.reasons],
        cancellations=[c.in_(lang) for c in cancellations],
    )


def _mangal_together(groom: wire.MangalOfPerson, bride: wire.MangalOfPerson, lang: Lang) -> str:
    live = {role for role, p in (("groom", groom), ("bride", bride)) if p.present}
    if live == {"groom", "bride"}:
        return Name(
            "Both have Mangal dosha, so it cancels out.",
            "दोनों को मंगल दोष है, इसलिए यह आपस में कट जाता है।",
        ).in_(lang)
    standing = [role for role in live if not (groom if role == "groom" else bride).cancelled]
    if not live:
        return Name("Neither has Mangal dosha.", "किसी को भी मंगल दोष नहीं है।").in_(lang)
    if not standing:
        return Name(
            "Mangal dosha is present but cancelled by the rules above.",
            "मंगल दोष है, पर ऊपर के नियमों से कट जाता है।",
        ).in_(lang)
    who = Name("the boy", "वर") if standing[0] == "groom" else Name("the girl", "वधू")
    return Name(
        f"Only {who.en} has Mangal dosha and it is not cancelled: astrologers advise a closer "
        "look, and remedies before marriage.",
        f"केवल {who.hi} को मंगल दोष है और यह कटता नहीं: ज्योतिषी विवाह से पहले कुंडली को ध्यान "
        "से देखने और उपाय करने की सलाह देते हैं।",
    ).in_(lang)


def nadi_cancellations(groom: MoonPosition, bride: MoonPosition) -> list[Name]:
    if groom.sign == bride.sign and groom.nakshatra != bride.nakshatra:
        return [Name("Same Moon sign, different nakshatras", "एक ही चंद्र राशि, अलग नक्षत्र")]
    if groom.nakshatra == bride.nakshatra and groom.sign != bride.sign:
        return [Name("Same nakshatra, different Moon signs", "एक ही नक्षत्र, अलग चंद्र राशि")]
    return []


def bhakoot_cancellations(groom: MoonPosition, bride: MoonPosition) -> list[Name]:
    a, b = SIGN_LORDS[groom.sign], SIGN_LORDS[bride.sign]
    if a == b:
        hi = name_in("grahas", a, "hi")
        return [Name(f"Both Moon signs are ruled by {a}", f"दोनों चंद्र राशियों के स्वामी {hi} हैं")]
    if FRIENDSHIP[a][b] == 1 and FRIENDSHIP[b][a] == 1:
        a_hi, b_hi = name_in("grahas", a, "hi"), name_in("grahas", b, "hi")
        return [
            Name(
                f"The Moon-sign lords {a} and {b} are friends",
                f"चंद्र राशियों के स्वामी {a_hi} और {b_hi} मित्र हैं",
            )
        ]
    return []


def _pair(
    name: str,
    cancelling: Callable[[MoonPosition, MoonPosition], list[Name]],
    moons: dict[str, MoonPosition],
    points: dict[str, float],
    lang: Lang,
) -> wire.PairDosha:
    present = points[name] == 0
    why = cancelling(moons["groom"], moons["bride"]) if present else []
    return wire.PairDosha(
        title=TITLES[name].in_(lang),
        rule=RULES[name].in_(lang),
        present=present,
        cancelled=bool(why),
        cancellations=[w.in_(lang) for w in why],
    )


def match_doshas(
    charts: dict[str, Chart], moons: dict[str, MoonPosition], kootas: list[Koota], lang: Lang
) -> wire.MatchDoshas:
    """Mangal dosha for each person and for the pair; Nadi and Bhakoot doshas of the pair."""
    groom, bride = _person(charts["groom"], lang), _person(charts["bride"], lang)
    points = {k.name: k.points for k in kootas}
    return wire.MatchDoshas(
        mangal=wire.MangalMatch(
            title=TITLES["Mangal"].in_(lang),
            rule=RULES["Mangal"].in_(lang),
            groom=groom,
            bride=bride,
            verdict=_mangal_together(groom, bride, lang),
        ),
        nadi=_pair("Nadi", nadi_cancellations, moons, points, lang),
        bhakoot=_pair("Bhakoot", bhakoot_cancellations, moons, points, lang),
    )
