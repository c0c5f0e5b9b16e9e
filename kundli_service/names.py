"""Every astrological name the service writes, in English and in Hindi: the one table the
reports, the PDF, the assistant and the web app read names from (the web app gets them in
each answer's `names`).

English is the identifier: a report says "Aries", "Ashwini", "Vishti"; `name_in` gives what a
reader of the requested language sees."""

from __future__ import annotations

from functools import cache
from typing import Literal, NamedTuple

from kundli_service.wire import ChartNames

Lang = Literal["en", "hi"]


class Name(NamedTuple):
    en: str
    hi: str

    def in_(self, lang: Lang) -> str:
        return self.hi if lang == "hi" else self.en


def _table(pairs: tuple[tuple[str, str], ...]) -> tuple[Name, ...]:
    return tuple(Name(en, hi) for en, hi in pairs)


SIGNS = _table(
    (
        ("Aries", "मेष"),
        ("Taurus", "वृषभ"),
        ("Gemini", "मिथुन"),
        ("Cancer", "कर्क"),
        ("Leo", "सिंह"),
        ("Virgo", "कन्या"),
        ("Libra", "तुला"),
        ("Scorpio", "वृश्चिक"),
        ("Sagittarius", "धनु"),
        ("Capricorn", "मकर"),
        ("Aquarius", "कुंभ"),
        ("Pisces", "मीन"),
    )
)
GRAHAS = _table(
    (
        ("Sun", "सूर्य"),
        ("Moon", "चंद्र"),
        ("Mars", "मंगल"),
        ("Mercury", "बुध"),
        ("Jupiter", "गुरु"),
        ("Venus", "शुक्र"),
        ("Saturn", "शनि"),
        ("Rahu", "राहु"),
        ("Ketu", "केतु"),
    )
)
# The two-letter marks a chart is drawn with.
GRAHA_MARKS = _table(
    (
        ("Su", "सू"),
        ("Mo", "चं"),
        ("Ma", "मं"),
        ("Me", "बु"),
        ("Ju", "गु"),
        ("Ve", "शु"),
        ("Sa", "श"),
        ("Ra", "रा"),
        ("Ke", "के"),
    )
)
ASCENDANT = Name("Ascendant", "लग्न")
ASCENDANT_MARK = Name("Asc", "ल")
NAKSHATRAS = _table(
    (
        ("Ashwini", "अश्विनी"),
        ("Bharani", "भरणी"),
        ("Krittika", "कृत्तिका"),
        ("Rohini", "रोहिणी"),
        ("Mrigashira", "मृगशिरा"),
        ("Ardra", "आर्द्रा"),
        ("Punarvasu", "पुनर्वसु"),
        ("Pushya", "पुष्य"),
        ("Ashlesha", "आश्लेषा"),
        ("Magha", "मघा"),
        ("Purva Phalguni", "पूर्वा फाल्गुनी"),
        ("Uttara Phalguni", "उत्तरा फाल्गुनी"),
        ("Hasta", "हस्त"),
        ("Chitra", "चित्रा"),
        ("Swati", "स्वाति"),
        ("Vishakha", "विशाखा"),
        ("Anuradha", "अनुराधा"),
        ("Jyeshtha", "ज्येष्ठा"),
        ("Mula", "मूल"),
        ("Purva Ashadha", "पूर्वाषाढ़ा"),
        ("Uttara Ashadha", "उत्तराषाढ़ा"),
        ("Shravana", "श्रवण"),
        ("Dhanishta", "धनिष्ठा"),
        ("Shatabhisha", "शतभिषा"),
        ("Purva Bhadrapada", "पूर्वा भाद्रपद"),
        ("Uttara Bhadrapada", "उत्तरा भाद्रपद"),
        ("Revati", "रेवती"),
    )
)
# Tithis 1-15 of a paksha; the 15th is Purnima in the bright half, Amavasya in the dark.
TITHIS = _table(
    (
        ("Pratipada", "प्रतिपदा"),
        ("Dwitiya", "द्वितीया"),
        ("Tritiya", "तृतीया"),
        ("Chaturthi", "चतुर्थी"),
        ("Panchami", "पंचमी"),
        ("Shashthi", "षष्ठी"),
        ("Saptami", "सप्तमी"),
        ("Ashtami", "अष्टमी"),
        ("Navami", "नवमी"),
        ("Dashami", "दशमी"),
        ("Ekadashi", "एकादशी"),
        ("Dwadashi", "द्वादशी"),
        ("Trayodashi", "त्रयोदशी"),
        ("Chaturdashi", "चतुर्दशी"),
        ("Purnima", "पूर्णिमा"),
    )
)
AMAVASYA = Name("Amavasya", "अमावस्या")
PAKSHAS = _table((("Shukla", "शुक्ल"), ("Krishna", "कृष्ण")))
PAKSHA = Name("Paksha", "पक्ष")
YOGAS = _table(
    (
        ("Vishkambha", "विष्कुंभ"),
        ("Priti", "प्रीति"),
        ("Ayushman", "आयुष्मान"),
        ("Saubhagya", "सौभाग्य"),
        ("Shobhana", "शोभन"),
        ("Atiganda", "अतिगंड"),
        ("Sukarma", "सुकर्मा"),
        ("Dhriti", "धृति"),
        ("Shula", "शूल"),
        ("Ganda", "गंड"),
        ("Vriddhi", "वृद्धि"),
        ("Dhruva", "ध्रुव"),
        ("Vyaghata", "व्याघात"),
        ("Harshana", "हर्षण"),
        ("Vajra", "वज्र"),
        ("Siddhi", "सिद्धि"),
        ("Vyatipata", "व्यतीपात"),
        ("Variyana", "वरीयान"),
        ("Parigha", "परिघ"),
        ("Shiva", "शिव"),
        ("Siddha", "सिद्ध"),
        ("Sadhya", "साध्य"),
        ("Shubha", "शुभ"),
        ("Shukla", "शुक्ल"),
        ("Brahma", "ब्रह्म"),
        ("Indra", "इंद्र"),
        ("Vaidhriti", "वैधृति"),
    )
)
# The seven movable karanas repeat eight times; the four fixed ones close and open the month.
MOVABLE_KARANAS = _table(
    (
        ("Bava", "बव"),
        ("Balava", "बालव"),
        ("Kaulava", "कौलव"),
        ("Taitila", "तैतिल"),
        ("Gara", "गर"),
        ("Vanija", "वणिज"),
        ("Vishti", "विष्टि (भद्रा)"),
    )
)
KIMSTUGHNA = Name("Kimstughna", "किंस्तुघ्न")
FIXED_KARANAS = _table((("Shakuni", "शकुनि"), ("Chatushpada", "चतुष्पद"), ("Naga", "नाग")))
# Sunday first, as Python's date.isoweekday() % 7 counts.
VARAS = _table(
    (
        ("Ravivara (Sunday)", "रविवार"),
        ("Somavara (Monday)", "सोमवार"),
        ("Mangalavara (Tuesday)", "मंगलवार"),
        ("Budhavara (Wednesday)", "बुधवार"),
        ("Guruvara (Thursday)", "गुरुवार"),
        ("Shukravara (Friday)", "शुक्रवार"),
        ("Shanivara (Saturday)", "शनिवार"),
    )
)
MONTHS = _table(
    (
        ("Chaitra", "चैत्र"),
        ("Vaishakha", "वैशाख"),
        ("Jyeshtha", "ज्येष्ठ"),
        ("Ashadha", "आषाढ़"),
        ("Shravana", "श्रावण"),
        ("Bhadrapada", "भाद्रपद"),
        ("Ashvin", "आश्विन"),
        ("Kartika", "कार्तिक"),
        ("Margashirsha", "मार्गशीर्ष"),
        ("Pausha", "पौष"),
        ("Magha", "माघ"),
        ("Phalguna", "फाल्गुन"),
    )
)
ADHIKA = Name("Adhika", "अधिक")
# The months of the Gregorian calendar as Hindi writes them (January first).
MONTHS_GREGORIAN_HI = (
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
)
# The parts of the day a Hindi speaker names with a clock time ("सुबह 6:33", "शाम 7 बजे"):
# each until the hour before which it holds. The Panchang sends them to the web app.
DAY_PARTS_HI = ((4, "रात"), (12, "सुबह"), (16, "दोपहर"), (20, "शाम"), (24, "रात"))


def part_of_day_hi(hour24: int) -> str:
    """रात before 4, सुबह until noon, दोपहर until 4 PM, शाम until 8 PM, then रात."""
    return next(part for until, part in DAY_PARTS_HI if hour24 < until)


_BY_ENGLISH: dict[str, dict[str, Name]] = {
    "signs": {n.en: n for n in SIGNS},
    "grahas": {n.en: n for n in (*GRAHAS, ASCENDANT)},
    "marks": {
        g.en: m for g, m in zip((*GRAHAS, ASCENDANT), (*GRAHA_MARKS, ASCENDANT_MARK), strict=True)
    },
    "nakshatras": {n.en: n for n in NAKSHATRAS},
}


Form = Literal["m", "f", "oblique"]
_STEMS = ("पहल", "दूसर", "तीसर", "चौथ", "पाँचव", "छठ", "सातव", "आठव", "नौव", "दसव", "ग्यारहव", "बारहव")
_ENDINGS: dict[Form, tuple[str, str]] = {"m": ("ा", "ाँ"), "f": ("ी", "ीं"), "oblique": ("े", "ें")}


def ordinal_hi(n: int, form: Form = "m") -> str:
    """A Hindi ordinal: पहला / पहली / पहले ... बारहवाँ in words, 13वाँ and on in digits.
    `form`: masculine, feminine, or the oblique case before a postposition (सातवें भाव में)."""
    short, nasal = _ENDINGS[form]
    if 1 <= n <= len(_STEMS):
        return _STEMS[n - 1] + (short if n in (1, 2, 3, 4, 6) else nasal)
    return f"{n}व{nasal}"


def ordinal_en(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def lang_of(language: str) -> Lang:
    """ "hindi", "hi", "hi-IN" -> "hi"; anything else English."""
    return "hi" if language.strip().lower()[:2] == "hi" else "en"


def name_in(category: str, english: str, lang: Lang) -> str:
    """A sign, graha or nakshatra in `lang` (as given when unknown)."""
    found = _BY_ENGLISH[category].get(english)
    return found.in_(lang) if found else english


@cache  # one per language, shared by every report (nothing changes a report once made)
def chart_names(lang: Lang) -> ChartNames:
    """What a chart's reader needs to show it in `lang`: signs, grahas (and the ascendant),
    the grahas' marks on a drawn chart, and nakshatras, by their English names."""

    def names(category: str) -> dict[str, str]:
        return {english: name.in_(lang) for english, name in _BY_ENGLISH[category].items()}

    return ChartNames(
        signs=names("signs"),
        grahas=names("grahas"),
        marks=names("marks"),
        nakshatras=names("nakshatras"),
    )
