"""Knowledge base, part two: the nine grahas, the five doshas the Kundli checks and their
remedies, the four horoscope types, Ashtakoot matching and the basic ideas of a Kundli."""

from __future__ import annotations

from kundli_service.zodiac import DASHA_YEARS

# name -> (Sanskrit name, what it signifies, day, gemstone, signs it rules, exalted/debilitated)
GRAHAS: dict[str, tuple[str, str, str, str, str, str]] = {
    "Sun": (
        "Surya",
        "the soul, father, authority, vitality and government",
        "Sunday",
        "ruby (manik)",
        "Leo",
        "exalted in Aries, debilitated in Libra",
    ),
    "Moon": (
        "Chandra",
        "the mind, mother, emotions and peace",
        "Monday",
        "pearl (moti)",
        "Cancer",
        "exalted in Taurus, debilitated in Scorpio",
    ),
    "Mars": (
        "Mangal",
        "energy, courage, siblings, land and property",
        "Tuesday",
        "red coral (moonga)",
        "Aries and Scorpio",
        "exalted in Capricorn, debilitated in Cancer",
    ),
    "Mercury": (
        "Budh",
        "intellect, speech, trade and learning",
        "Wednesday",
        "emerald (panna)",
        "Gemini and Virgo",
        "exalted in Virgo, debilitated in Pisces",
    ),
    "Jupiter": (
        "Guru (Brihaspati)",
        "wisdom, teachers, children, dharma and wealth",
        "Thursday",
        "yellow sapphire (pukhraj)",
        "Sagittarius and Pisces",
        "exalted in Cancer, debilitated in Capricorn",
    ),
    "Venus": (
        "Shukra",
        "love, marriage, beauty, arts and comforts",
        "Friday",
        "diamond (heera)",
        "Taurus and Libra",
        "exalted in Pisces, debilitated in Virgo",
    ),
    "Saturn": (
        "Shani",
        "discipline, karma, hard work, longevity and delays",
        "Saturday",
        "blue sapphire (neelam)",
        "Capricorn and Aquarius",
        "exalted in Libra, debilitated in Aries",
    ),
    "Rahu": (
        "Rahu",
        "ambition, obsession, foreign lands and sudden events; the Moon's north "
        "node, a shadow planet",
        "Saturday",
        "hessonite (gomed)",
        "no sign of its own",
        "schools differ on its exaltation",
    ),
    "Ketu": (
        "Ketu",
        "detachment, spirituality, past karma and moksha; the Moon's south node, a shadow planet",
        "Tuesday",
        "cat's eye (lehsunia)",
        "no sign of its own",
        "schools differ on its exaltation",
    ),
}


def graha_text(name: str) -> str:
    sanskrit, meaning, day, gem, rules, dignity = GRAHAS[name]
    called = name if sanskrit == name else f"{sanskrit} ({name})"
    return (
        f"{called} signifies {meaning}. Its day is {day} and its gemstone {gem}; "
        f"it rules {rules}, {dignity}. Its Vimshottari mahadasha lasts {DASHA_YEARS[name]} "
        "years. Wear a gemstone only after an astrologer has studied your whole chart."
    )


# name -> (what it is, how the chart shows it, remedies); the rules match the Kundli's checks.
DOSHAS: dict[str, tuple[str, str, str]] = {
    "Mangal dosha (Manglik)": (
        "Mars placed where it is said to strain married life, so families check it before "
        "marriage.",
        "Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon. It "
        "is considered cancelled when both partners are Manglik, and it is said to weaken "
        "after the age of 28.",
        "Mangal Dosh Nivaran puja; Hanuman puja and the Hanuman Chalisa on Tuesdays; a fast "
        "on Tuesdays; donating red lentils (masoor dal) and jaggery; in some families a "
        "symbolic kumbh vivah before the wedding.",
    ),
    "Kaal Sarp dosha": (
        "All the planets hemmed in between Rahu and Ketu, said to bring repeated setbacks "
        "and delays despite effort.",
        "All seven grahas, Sun to Saturn, on one side of the Rahu-Ketu axis.",
        "Kaal Sarp dosh puja (Trimbakeshwar is famous for it); the Maha Mrityunjaya mantra; "
        "Rudrabhishek; worship on Naag Panchami.",
    ),
    "Pitru dosha": (
        "Obstacles attributed to the unresolved karma or unfulfilled rites of the ancestors.",
        "The Sun in the same sign as Rahu or Ketu, or Rahu in the 9th house.",
        "Shraddha and pind daan, Pitru tarpan during Pitru Paksha, Narayan Bali, feeding "
        "Brahmins, cows and crows, and offering water to a peepal tree.",
    ),
    "Shani Sade Sati": (
        "The seven and a half years in which Saturn passes through the sign before your Moon "
        "sign, your Moon sign and the sign after it, about 2.5 years each; a time of hard "
        "work, tests and maturity rather than only misfortune.",
        "Transiting Saturn in the 12th, 1st or 2nd sign from the natal Moon.",
        "Shani Shanti puja; the mantra Om Sham Shanaishcharaya Namah on Saturdays; Hanuman "
        "worship; donating black sesame, mustard oil or iron; serving the poor and the old.",
    ),
    "Rahu dosha (Grahan dosha)": (
        "Rahu or Ketu eclipsing the Moon, said to bring anxiety, confusion and restlessness.",
        "The Moon in the same sign as Rahu or Ketu.",
        "Rahu-Ketu Shanti puja; the Rahu mantra Om Raam Rahave Namah; Durga worship; "
        "donations on Saturdays.",
    ),
}


def dosha_text(name: str) -> str:
    what, rule, remedies = DOSHAS[name]
    return f"{name}: {what} Rule: {rule} Remedies: {remedies}"


HOROSCOPES: dict[str, str] = {
    "daily": "A daily horoscope follows the Moon, which changes sign about every two and a "
    "quarter days, through the signs counted from your Moon sign (rashi): the day's mood, "
    "timing and small decisions.",
    "weekly": "A weekly horoscope follows the Moon through about three signs and the faster "
    "planets (Sun, Mercury, Venus and Mars) over the week: plans, meetings and travel.",
    "monthly": "A monthly horoscope follows the Sun's change of sign (the sankranti, about "
    "once a month) and the month's major transits: themes for work, money and family.",
    "yearly": "A yearly horoscope (varshaphal) follows the slow planets, Jupiter, Saturn, "
    "Rahu and Ketu, and your running dasha: the big themes and turning points of the year.",
}


# Ashtakoot Guna Milan: koota -> (maximum points, what it measures); 36 in all.
KOOTAS: dict[str, tuple[int, str]] = {
    "Varna": (1, "spiritual and ego compatibility, from the Moon signs' varna"),
    "Vashya": (2, "mutual attraction and influence"),
    "Tara": (3, "birth-star compatibility: health and well-being of the couple"),
    "Yoni": (4, "physical compatibility and nature, from the nakshatras' animal symbols"),
    "Graha Maitri": (5, "friendship of the Moon-sign lords: mental compatibility"),
    "Gana": (6, "temperament: Deva, Manushya or Rakshasa"),
    "Bhakoot": (7, "the Moon signs' relative position: family welfare and finances"),
    "Nadi": (8, "health and children; the same nadi for both is Nadi dosha"),
}


def ashtakoot_text() -> str:
    parts = "; ".join(f"{k} {pts} ({what})" for k, (pts, what) in KOOTAS.items())
    return (
        "Kundli matching (Guna Milan) uses the Ashtakoot system: eight kootas compared "
        f"between the bride's and the groom's Moon nakshatras, worth 36 gunas in all: {parts}. "
        "Below 18 of 36 is not recommended, 18 to 24 is acceptable, 25 to 32 very good and "
        "above 32 excellent. Doshas such as Mangal and Nadi are checked as well."
    )


CONCEPTS: dict[str, tuple[str, str]] = {
    "What a Kundli (birth chart) is": (
        "kundli janam kundali birth chart natal chart janampatri",
        "A Kundli is the map of the sky at the moment and place of your birth: the ascendant "
        "(lagna), the twelve houses and the positions of the nine grahas in the twelve "
        "rashis and 27 nakshatras. It needs your date, exact time and place of birth. Ours "
        "is computed with the Swiss Ephemeris in the sidereal zodiac with the Lahiri ayanamsa.",
    ),
    "Ascendant (lagna)": (
        "lagna ascendant rising sign first house",
        "The ascendant (lagna) is the sign rising on the eastern horizon at birth. It changes "
        "about every two hours, which is why the birth time matters; it is the 1st house and "
        "describes your body, temperament and the shape of your whole chart.",
    ),
    "Moon sign (rashi) versus Sun sign": (
        "moon sign sun sign rashi western zodiac sidereal tropical difference",
        "Vedic astrology reads your rashi from the Moon's sign, and uses the sidereal zodiac "
        "(fixed stars), about 24 degrees behind the tropical zodiac of Western Sun-sign "
        "columns. So your Vedic Sun sign is often one sign earlier than the Western one.",
    ),
    "Vimshottari dasha": (
        "dasha mahadasha antardasha period vimshottari",
        "Vimshottari dasha divides a 120-year cycle into planetary periods: Ketu 7 years, "
        "Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17. The "
        "first period is ruled by the lord of your Moon's nakshatra; each mahadasha has "
        "antardashas (sub-periods) in the same order.",
    ),
    "The twelve houses (bhavas)": (
        "house houses bhava bhavas career marriage wealth",
        "The twelve houses: 1 self and body; 2 wealth, family and speech; 3 courage and "
        "siblings; 4 mother, home and happiness; 5 children, intellect and merit; 6 enemies, "
        "illness and debts; 7 spouse and partnerships; 8 longevity and transformation; "
        "9 fortune, dharma and father; 10 career and status; 11 gains and friends; "
        "12 expenses, losses and moksha.",
    ),
}
