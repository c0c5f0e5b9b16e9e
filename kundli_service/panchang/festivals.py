"""Festivals and vrats by their rules: a tithi of a lunar month (amanta), judged at the moment of
the day its observance belongs to (see day.MOMENTS).

A festival falls on the day whose moment the tithi holds. When the tithi holds that moment on
two days running (it lasts longer than a day), it is the first of them; when it holds it on
neither (it begins and ends in between), the day, sunrise to sunrise, that holds the tithi's
middle. Festivals of a named month are not kept in an adhika month; the monthly vrats are.
Makar Sankranti follows the Sun: the day on which the Sun enters sidereal Makara (Capricorn),
or the next day when it enters after sunset."""

from __future__ import annotations

from bisect import bisect_right
from datetime import timedelta
from typing import Literal, NamedTuple

from kundli_service.names import MONTHS, PAKSHAS, Lang, Name
from kundli_service.panchang.day import Day, NoSunrise, day_at
from kundli_service.panchang.elements import (
    TITHI,
    Span,
    bhadra_end,
    in_bhadra,
    sky_at,
    spans,
    tithi_name,
)
from kundli_service.panchang.lunar import Month, month_at

MOMENT_NAMES = {
    "arunodaya": Name("arunodaya (96 minutes before sunrise)", "अरुणोदय (सूर्योदय से 96 मिनट पहले)"),
    "sunrise": Name("sunrise", "सूर्योदय"),
    "madhyahna": Name("madhyahna (midday)", "मध्याह्न"),
    "aparahna": Name("aparahna (afternoon)", "अपराह्न"),
    "sunset": Name("sunset", "सूर्यास्त"),
    "pradosh": Name("pradosh (after sunset)", "प्रदोष काल"),
    "nishita": Name("nishita (midnight)", "निशीथ काल"),
    "moonrise": Name("moonrise", "चंद्रोदय"),
}


class Rule(NamedTuple):
    key: str
    name: Name
    tithis: tuple[int, ...]  # 1-15 bright half, 16-30 dark half (30 Amavasya)
    moment: str
    month: int | None = None  # 1 Chaitra .. 12 Phalguna (amanta); None: every month
    replaces: str | None = None  # a monthly vrat this festival names on its day
    day_after: str | None = None  # kept the day after this festival, not by its own tithi
    # Bhadra (the Vishti karana) at the moment: "next_day" keeps it the next day when the
    # tithi holds that sunrise free of Bhadra; "same_night" keeps it later the same night once
    # Bhadra ends before midnight, else as "next_day".
    bhadra: Literal["next_day", "same_night"] | None = None


def _s(tithi: int) -> int:  # a tithi of the bright half (shukla)
    return tithi


def _k(tithi: int) -> int:  # a tithi of the dark half (krishna)
    return 15 + tithi


MONTHLY = (
    # Ekadashi is kept on a day whose dawn it already holds (not one touched by Dashami then).
    Rule("ekadashi", Name("Ekadashi", "एकादशी"), (_s(11), _k(11)), "arunodaya"),
    Rule("purnima", Name("Purnima", "पूर्णिमा"), (_s(15),), "sunrise"),
    Rule("amavasya", Name("Amavasya", "अमावस्या"), (_k(15),), "sunrise"),
    Rule("sankashti", Name("Sankashti Chaturthi", "संकष्टी चतुर्थी"), (_k(4),), "moonrise"),
    Rule("pradosh", Name("Pradosh Vrat", "प्रदोष व्रत"), (_s(13), _k(13)), "pradosh"),
)
CHAITRA, VAISHAKHA, JYESHTHA, ASHADHA, SHRAVANA, BHADRAPADA = 1, 2, 3, 4, 5, 6
ASHVIN, KARTIKA, MARGASHIRSHA, PAUSHA, MAGHA, PHALGUNA = 7, 8, 9, 10, 11, 12
YEARLY = (
    Rule(
        "chaitra_navaratri",
        Name("Chaitra Navaratri begins, Gudi Padwa, Ugadi", "चैत्र नवरात्रि आरंभ, गुड़ी पड़वा, उगादि"),
        (_s(1),),
        "sunrise",
        CHAITRA,
    ),
    Rule("ram_navami", Name("Ram Navami", "राम नवमी"), (_s(9),), "madhyahna", CHAITRA),
    Rule("hanuman_jayanti", Name("Hanuman Jayanti", "हनुमान जयंती"), (_s(15),), "sunrise", CHAITRA),
    Rule("akshaya_tritiya", Name("Akshaya Tritiya", "अक्षय तृतीया"), (_s(3),), "sunrise", VAISHAKHA),
    Rule(
        "nirjala_ekadashi",
        Name("Nirjala Ekadashi", "निर्जला एकादशी"),
        (_s(11),),
        "arunodaya",
        JYESHTHA,
        replaces="ekadashi",
    ),
    Rule(
        "devshayani_ekadashi",
        Name("Devshayani Ekadashi", "देवशयनी एकादशी"),
        (_s(11),),
        "arunodaya",
        ASHADHA,
        replaces="ekadashi",
    ),
    Rule("guru_purnima", Name("Guru Purnima", "गुरु पूर्णिमा"), (_s(15),), "sunrise", ASHADHA),
    Rule("nag_panchami", Name("Nag Panchami", "नाग पंचमी"), (_s(5),), "sunrise", SHRAVANA),
    Rule(
        "raksha_bandhan",
        Name("Raksha Bandhan", "रक्षा बंधन"),
        (_s(15),),
        "aparahna",
        SHRAVANA,
        bhadra="next_day",
    ),
    Rule(
        "janmashtami",
        Name("Krishna Janmashtami", "कृष्ण जन्माष्टमी"),
        (_k(8),),
        "nishita",
        SHRAVANA,
    ),
    Rule(
        "ganesh_chaturthi", Name("Ganesh Chaturthi", "गणेश चतुर्थी"), (_s(4),), "madhyahna", BHADRAPADA
    ),
    Rule(
        "sharad_navaratri",
        Name("Sharad Navaratri begins", "शारदीय नवरात्रि आरंभ"),
        (_s(1),),
        "sunrise",
        ASHVIN,
    ),
    Rule("durga_ashtami", Name("Durga Ashtami", "दुर्गा अष्टमी"), (_s(8),), "sunrise", ASHVIN),
    Rule(
        "dussehra",
        Name("Dussehra (Vijayadashami)", "दशहरा (विजयादशमी)"),
        (_s(10),),
        "aparahna",
        ASHVIN,
    ),
    # Kojagara: the night of the full moon, watched until midnight.
    Rule("sharad_purnima", Name("Sharad Purnima", "शरद पूर्णिमा"), (_s(15),), "nishita", ASHVIN),
    Rule("karwa_chauth", Name("Karwa Chauth", "करवा चौथ"), (_k(4),), "moonrise", ASHVIN),
    Rule("dhanteras", Name("Dhanteras", "धनतेरस"), (_k(13),), "pradosh", ASHVIN),
    Rule(
        "narak_chaturdashi",
        Name("Narak Chaturdashi (Choti Diwali)", "नरक चतुर्दशी (छोटी दिवाली)"),
        (_k(14),),
        "sunrise",
        ASHVIN,
    ),
    Rule(
        "diwali", Name("Diwali (Lakshmi Puja)", "दीपावली (लक्ष्मी पूजा)"), (_k(15),), "pradosh", ASHVIN
    ),
    Rule("govardhan_puja", Name("Govardhan Puja", "गोवर्धन पूजा"), (_s(1),), "sunrise", KARTIKA),
    Rule("bhai_dooj", Name("Bhai Dooj", "भाई दूज"), (_s(2),), "aparahna", KARTIKA),
    Rule(
        "chhath",
        Name("Chhath Puja (evening arghya)", "छठ पूजा (संध्या अर्घ्य)"),
        (_s(6),),
        "sunset",
        KARTIKA,
    ),
    Rule(
        "dev_uthani_ekadashi",
        Name("Dev Uthani Ekadashi", "देवउठनी एकादशी"),
        (_s(11),),
        "arunodaya",
        KARTIKA,
        replaces="ekadashi",
    ),
    Rule("kartik_purnima", Name("Kartik Purnima", "कार्तिक पूर्णिमा"), (_s(15),), "sunrise", KARTIKA),
    Rule("vasant_panchami", Name("Vasant Panchami", "वसंत पंचमी"), (_s(5),), "sunrise", MAGHA),
    Rule("maha_shivaratri", Name("Maha Shivaratri", "महाशिवरात्रि"), (_k(14),), "nishita", MAGHA),
    Rule(
        "holika_dahan",
        Name("Holika Dahan", "होलिका दहन"),
        (_s(15),),
        "pradosh",
        PHALGUNA,
        bhadra="same_night",
    ),
    Rule("holi", Name("Holi", "होली"), (_k(1),), "sunrise", PHALGUNA, day_after="holika_dahan"),
)
RULES = MONTHLY + YEARLY
BHADRA_FREE = Name(", free of Bhadra (the Vishti karana)", ", भद्रा (विष्टि करण) से रहित")
MAKARA = 270.0  # sidereal longitude where Makara (Capricorn) begins
MAKAR_SANKRANTI = Name("Makar Sankranti", "मकर संक्रांति")
MAKAR_SANKRANTI_RULE = Name(
    "the Sun enters sidereal Makara (Capricorn) this day, or after sunset the day before",
    "सूर्य का निरयण मकर राशि में प्रवेश (सूर्यास्त के बाद हो तो अगले दिन)",
)


class Festival(NamedTuple):
    key: str
    name: Name
    rule: Name


class _Window:
    """The tithis running over the day shown and the days either side, read once."""

    def __init__(self, days: list[Day | None]) -> None:
        known = [d for d in days if d is not None]
        self.spans: list[Span] = spans(TITHI, known[0].midnight, known[-1].next_sunrise + 0.5)
        self._ends = [span.end for span in self.spans]
        self._months: list[Month] = []

    def tithi_at(self, jd: float) -> int:
        return self.spans[bisect_right(self._ends, jd)].number

    def month_at(self, jd: float) -> Month:
        for month in self._months:
            if month.start <= jd < month.end:
                return month
        month = month_at(jd)
        self._months.append(month)
        return month

    def present(self, tithis: tuple[int, ...]) -> bool:
        return any(span.number in tithis for span in self.spans)


def _month_fits(rule: Rule, month: Month) -> bool:
    return rule.month is None or (month.number == rule.month and not month.adhika)


def _tithi_holds(rule: Rule, at: float | None, window: _Window) -> bool:
    return (
        at is not None
        and window.tithi_at(at) in rule.tithis
        and _month_fits(rule, window.month_at(at))
    )


def _held(rule: Rule, day: Day | None, window: _Window) -> bool:
    """Whether the rule's tithi (in its month) holds the rule's moment of this day, and, for a
    rule that avoids Bhadra, whether that moment (or the rest of that night) is free of it."""
    at = None if day is None else day.moment(rule.moment)
    if at is None or not _tithi_holds(rule, at, window):
        return False
    if rule.bhadra is None or not in_bhadra(at):
        return True
    if rule.bhadra == "same_night":
        assert day is not None
        ends = bhadra_end(at)
        return ends < day.sunset + day.night * 0.5 and window.tithi_at(ends) in rule.tithis
    return False


def _kept_by_midpoint(rule: Rule, days: list[Day | None], window: _Window) -> bool:
    """A tithi that holds nobody's moment (it begins after one day's and ends before the next
    day's) is kept on the day, sunrise to sunrise, that holds its middle."""
    today = days[1]
    assert today is not None
    moments = [at for d in days if d is not None and (at := d.moment(rule.moment)) is not None]
    for span in window.spans:
        middle = (span.start + span.end) / 2
        if (
            span.number in rule.tithis
            and today.sunrise <= middle < today.next_sunrise
            and not any(span.start <= at < span.end for at in moments)
        ):
            return _month_fits(rule, window.month_at(middle))
    return False


def _observed(rule: Rule, days: list[Day | None], window: _Window) -> bool:
    yesterday, today, _tomorrow = days  # the next day matters only to the middle rule
    assert today is not None
    if rule.day_after:
        if yesterday is None:
            return False
        before = _BY_KEY[rule.day_after]
        days_before, window_before = _around(yesterday)
        return window_before.present(before.tithis) and _observed(
            before, days_before, window_before
        )
    if _held(rule, today, window):
        return not _held(rule, yesterday, window)  # held on two days: the first
    if (
        rule.bhadra
        and yesterday is not None
        and _tithi_holds(rule, yesterday.moment(rule.moment), window)
        and not _held(rule, yesterday, window)
    ):
        # Bhadra took yesterday's moment: today, if the tithi holds today's sunrise free of it.
        return _tithi_holds(rule, today.sunrise, window) and not in_bhadra(today.sunrise)
    return _kept_by_midpoint(rule, days, window)


def _neighbour(today: Day, days: int) -> Day | None:
    try:
        return day_at(today.place, today.date + timedelta(days=days))
    except NoSunrise:
        return None


def _around(today: Day) -> tuple[list[Day | None], _Window]:
    days = [_neighbour(today, -1), today, _neighbour(today, 1)]
    return days, _Window(days)


def _makar_sankranti(yesterday: Day | None, today: Day) -> bool:
    def sun_at(jd: float) -> float:
        return sky_at(jd)[0].longitude % 360.0

    start = yesterday.sunset if yesterday else today.sunrise
    before, after = sun_at(start), sun_at(today.sunset)
    return before < MAKARA <= after


def rule_text(rule: Rule) -> Name:
    """The rule in words: "Ashvin Amavasya (amanta month), at pradosh (after sunset)"."""
    if rule.day_after:
        before = _BY_KEY[rule.day_after].name
        return Name(f"the day after {before.en}", f"{before.hi} का अगला दिन")
    tithis_en = " or ".join(_tithi_words(t, "en") for t in rule.tithis)
    tithis_hi = " या ".join(_tithi_words(t, "hi") for t in rule.tithis)
    moment = MOMENT_NAMES[rule.moment]
    at_hi = _at_hi(moment.hi)
    bhadra = BHADRA_FREE if rule.bhadra else Name("", "")
    if rule.month is None:
        return Name(
            f"{tithis_en} of any month, at {moment.en}{bhadra.en}",
            f"हर मास की {tithis_hi}, {at_hi}{bhadra.hi}",
        )
    month = MONTHS[rule.month - 1]
    return Name(
        f"{month.en} {tithis_en} (amanta month), at {moment.en}{bhadra.en}",
        f"{month.hi} {tithis_hi} (अमांत मास), {at_hi}{bhadra.hi}",
    )


def _at_hi(moment: str) -> str:
    """ "सूर्योदय के समय", but "प्रदोष काल में": a काल is a span of time, said with में."""
    return f"{moment} में" if moment.endswith(" काल") else f"{moment} के समय"


def _tithi_words(number: int, lang: Lang) -> str:
    if number in (15, 30):  # Purnima and Amavasya name their paksha themselves
        return tithi_name(number).in_(lang)
    paksha = PAKSHAS[0 if number <= 15 else 1].in_(lang)
    return f"{paksha} {tithi_name(number).in_(lang)}"


_BY_KEY: dict[str, Rule] = {rule.key: rule for rule in RULES}
_RULE_TEXTS: dict[str, Name] = {rule.key: rule_text(rule) for rule in RULES}


def festivals_on(today: Day) -> list[Festival]:
    """The festivals and vrats whose rules fall on this day."""
    days, window = _around(today)
    found: list[Festival] = []
    replaced: set[str] = set()
    if _makar_sankranti(days[0], today):
        found.append(Festival("makar_sankranti", MAKAR_SANKRANTI, MAKAR_SANKRANTI_RULE))
    for rule in RULES:
        if window.present(rule.tithis) and _observed(rule, days, window):
            found.append(Festival(rule.key, rule.name, _RULE_TEXTS[rule.key]))
            if rule.replaces:
                replaced.add(rule.replaces)
    return [f for f in found if f.key not in replaced]
