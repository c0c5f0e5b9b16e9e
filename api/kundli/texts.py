"""The Kundli report's labels in English and Hindi (astrological names come from the report's
own `names`, which kundli_service.names writes in the report's language)."""

from __future__ import annotations

from kundli_service.names import Lang

_EN = {
    "brand": "Punya",
    "title": "Birth Chart (Janam Kundli)",
    "birth_details": "Birth details",
    "name": "Name",
    "date": "Date of birth",
    "time": "Time of birth",
    "place": "Place of birth",
    "place_note": "About the place",
    "coordinates": "Latitude, longitude",
    "utc_offset": "UTC offset",
    "lagna": "Lagna (ascendant)",
    "rashi": "Moon sign (Rashi)",
    "nakshatra": "Nakshatra",
    "lord": "lord {planet}",
    "pada_of": "pada {pada}",
    "chart": "Birth chart (Lagna Kundli, North Indian style)",
    "chart_signs": "The number in each house is its sign: {signs}.",
    "chart_marks": "Marks: {marks}; (R) retrograde.",
    "retrograde_mark": "(R)",
    "planets": "Planets (Grahas)",
    "planet": "Planet",
    "sign": "Sign",
    "degree": "Degree",
    "pada": "Pada",
    "house": "House",
    "retrograde": "Retrograde",
    "yes": "Yes",
    "no": "No",
    "dasha": "Vimshottari dasha",
    "dasha_balance": "At birth {planet} mahadasha had {years} years to run.",
    "dasha_now": (
        "Now running: the {maha} mahadasha ({maha_start} to {maha_end}) and within it the "
        "{antar} antardasha ({antar_start} to {antar_end})."
    ),
    "dasha_none": "No mahadasha of the 120-year cycle from birth is running today.",
    "mahadasha": "Mahadasha",
    "antardasha": "Antardasha",
    "antardashas_of": "Antardashas of the {planet} mahadasha",
    "from": "From",
    "until": "Until",
    "doshas": "Doshas",
    "dosha": "{title} dosha",
    "present": "present",
    "absent": "not present",
    "reasons": "Why",
    "rule": "Rule",
    "transits": "Today's transits (Gochar)",
    "transits_intro": "{system} ({moon_sign}), on {day}.",
    "house_from_moon": "House from Moon",
    "effect": "Effect",
    "phase": "Phase",
    "rules": "The rules",
    "footer": (
        "Sidereal zodiac · Lahiri ayanamsa ({ayanamsa}°) · whole-sign houses from the "
        "ascendant · Rahu and Ketu by the mean node · Swiss Ephemeris"
    ),
}

_HI = {
    "brand": "पुण्य",
    "title": "जन्म कुंडली",
    "birth_details": "जन्म विवरण",
    "name": "नाम",
    "date": "जन्म की तारीख",
    "time": "जन्म का समय",
    "place": "जन्म स्थान",
    "place_note": "स्थान के बारे में",
    "coordinates": "अक्षांश, देशांतर",
    "utc_offset": "UTC से अंतर",
    "lagna": "लग्न",
    "rashi": "चंद्र राशि",
    "nakshatra": "नक्षत्र",
    "lord": "स्वामी {planet}",
    "pada_of": "पद {pada}",
    "chart": "लग्न कुंडली (उत्तर भारतीय शैली)",
    "chart_signs": "हर भाव में लिखा अंक उसकी राशि है: {signs}।",
    "chart_marks": "संकेत: {marks}; (व) वक्री।",
    "retrograde_mark": "(व)",
    "planets": "ग्रह स्थिति",
    "planet": "ग्रह",
    "sign": "राशि",
    "degree": "अंश",
    "pada": "पद",
    "house": "भाव",
    "retrograde": "वक्री",
    "yes": "हाँ",
    "no": "नहीं",
    "dasha": "विंशोत्तरी दशा",
    "dasha_balance": "जन्म के समय {planet} की महादशा के {years} वर्ष शेष थे।",
    "dasha_now": (
        "अभी {maha} की महादशा ({maha_start} से {maha_end} तक) में {antar} की अंतर्दशा "
        "({antar_start} से {antar_end} तक) चल रही है।"
    ),
    "dasha_none": "जन्म से शुरू हुए 120 वर्ष के चक्र की कोई महादशा आज नहीं चल रही है।",
    "mahadasha": "महादशा",
    "antardasha": "अंतर्दशा",
    "antardashas_of": "{planet} महादशा की अंतर्दशाएँ",
    "from": "आरंभ",
    "until": "समाप्ति",
    "doshas": "दोष",
    "dosha": "{title} दोष",
    "present": "है",
    "absent": "नहीं है",
    "reasons": "कारण",
    "rule": "नियम",
    "transits": "आज का गोचर",
    "transits_intro": "{day} का {system} ({moon_sign})",
    "house_from_moon": "चंद्र से भाव",
    "effect": "फल",
    "phase": "विशेष स्थिति",
    "rules": "नियम",
    "footer": (
        "निरयण राशिचक्र · लाहिड़ी अयनांश ({ayanamsa}°) · लग्न से पूर्ण राशि भाव · "
        "मध्यम राहु-केतु · स्विस एफ़ेमेरिस"
    ),
}

CATALOGUES: dict[Lang, dict[str, str]] = {"en": _EN, "hi": _HI}


def label(lang: Lang, key: str, **values: object) -> str:
    """One label in `lang`, with its {placeholders} filled."""
    text = CATALOGUES[lang][key]
    return text.format(**values) if values else text
