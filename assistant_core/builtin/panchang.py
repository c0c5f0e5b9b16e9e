"""A question about the day's Panchang ("what is the tithi today", "kal ka rahu kaal", "आज कौन सा
नक्षत्र है", "rahu kaal in Pune tomorrow") answered from the Panchang itself: the day asked
about (today unless the question names another), at the city it names, else where the devotee
is when the assistant knows (their coordinates, named by the town they are in), else New Delhi;
in English or Hindi."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from typing import Protocol, TypeVar

import intents
from assistant_core.builtin.answer import BuiltinAnswer
from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.textnorm import word_set
from assistant_core.ports import Coordinates
from assistant_core.texts import Language, ui_language
from assistant_core.texts.shown import day_shown
from kundli_service.names import part_of_day_hi
from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.upcoming import festival_name, festival_named, next_day
from kundli_service.panchang.wire import Limb, PanchangPlace
from kundli_service.places import Place, names_a_place, resolve_place
from kundli_service.places.nearby import nearest_place
from kundli_service.problem import Problem

CITY = "New Delhi"
CITY_NAME = Bilingual(CITY, "नई दिल्ली")
NOT_FOUND = Bilingual(
    "{problem} Here is the Panchang for {city} instead.",
    "{problem} तब तक {city} का पंचांग देखिए।",
    "{problem} Tab tak {city} ka panchang dekhiye.",
)
HEAD = Bilingual(
    "{day} in {city}: the tithi is {tithi}; the nakshatra is {nakshatra}. Sunrise {sunrise}, "
    "sunset {sunset}; Rahu Kaal {rahu}.",
    "{day}, {city}: तिथि {tithi}; नक्षत्र {nakshatra}। सूर्योदय {sunrise}, सूर्यास्त {sunset}; "
    "राहु काल {rahu}।",
    "{day}, {city}: tithi {tithi}; nakshatra {nakshatra}. Suryoday {sunrise}, suryast {sunset}; "
    "Rahu Kaal {rahu}.",
)
LIMB = Bilingual("{name} until {until}", "{name}, {until} तक", "{name}, {until} tak")
THEN = Bilingual(", then {name}", ", फिर {name}", ", phir {name}")
MORE = Bilingual(
    "Yoga: {yoga}. Karana: {karana}.",
    "योग: {yoga}। करण: {karana}।",
    "Yog: {yoga}. Karan: {karana}.",
)
MONTH = Bilingual(
    "Month: {amanta} (amanta), {purnimanta} (purnimanta), {paksha} paksha; Vikram Samvat {vikram}.",
    "मास: {amanta} (अमांत), {purnimanta} (पूर्णिमांत), {paksha} पक्ष; विक्रम संवत {vikram}।",
    "Maas: {amanta} (amanta), {purnimanta} (purnimanta), {paksha} paksha; Vikram Samvat {vikram}.",
)
MONTH_TURN = Bilingual(
    "From {time}: {amanta} (amanta), {purnimanta} (purnimanta), {paksha} paksha; "
    "Vikram Samvat {vikram}.",
    "{time} से: {amanta} (अमांत), {purnimanta} (पूर्णिमांत), {paksha} पक्ष; विक्रम संवत {vikram}।",
    "{time} se: {amanta} (amanta), {purnimanta} (purnimanta), {paksha} paksha; "
    "Vikram Samvat {vikram}.",
)
FESTIVALS = Bilingual(
    "Festivals and vrats: {names}.", "त्योहार और व्रत: {names}।", "Tyohar aur vrat: {names}."
)
IN_FULL = Bilingual(
    "The Panchang for {city} is on the Astrology screen in full.",
    "{city} का पूरा पंचांग ज्योतिष वाले पेज पर है।",
    "{city} ka poora panchang Astrology screen par hai.",
)
NEXT_FESTIVAL = Bilingual(
    "{name} next falls on {day}, by the Panchang for {city}; in another city it can be a day "
    "earlier or later.",
    "{name} इस बार {day} को है ({city} के पंचांग के अनुसार; दूसरे शहर में एक दिन आगे-पीछे हो सकता है)।",
    "{name} is baar {day} ko hai ({city} ke panchang ke hisaab se; doosre sheher me ek din "
    "aage-peeche ho sakta hai).",
)
FESTIVAL_TODAY = Bilingual(
    "{name} is today, {day}, by the Panchang for {city}.",
    "{name} आज, {day} को है ({city} के पंचांग के अनुसार)।",
    "{name} aaj, {day} ko hai ({city} ke panchang ke hisaab se).",
)
YOUR_CITY = Bilingual(
    "For your own city, open the Panchang on the Astrology screen.",
    "अपने शहर का पंचांग ज्योतिष वाले पेज पर खोलें।",
    "Apne sheher ka panchang Astrology screen par kholiye.",
)


def asks_panchang(question: str) -> bool:
    """A question about a day's tithi, nakshatra, muhurat, Rahu Kaal or Panchang (the rule
    that opens the Panchang tab)."""
    return intents.astrology_tab(frozenset(intents.tokens_of(question))) == "panchang"


NEXT_DAY = Bilingual("{clock} the next day", "अगले दिन {clock}", "agle din {clock}")


# A city in the question: the words after "in", "at", "for" or "of" ("rahu kaal in Pune"), or
# before "mein", "में", "ka", "का"... ("Lucknow me", "वाराणसी का पंचांग"), up to a word of the
# question itself. After "in" or before "में" it is surely a place (one not found is said so);
# after "for" or before "ka" only when the gazetteer knows it ("aaj ka", "for marriage").
_WORD = re.compile(r"[A-Za-z\u0900-\u097f][A-Za-z'.\u0900-\u097f-]*")
_AFTER_SURELY = word_set("in at")
_AFTER_MAYBE = word_set("for of")  # "muhurat for griha pravesh" names no city
_BEFORE_LOCATIVE = word_set("mein me main में")
_BEFORE_GENITIVE = word_set("ka ki ke का की के")
_NOT_PLACE = word_set(
    """a an the what what's whats which when where how is are was will be please tell show me
    my our your city town today tomorrow yesterday day after next this coming week month year
    on at in for of to and or with from hindi english now date time evening night noon
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    panchang panchangam tithi tithis nakshatra nakshatras yoga karana rahu raahu kaal kalam
    gulika yamaganda abhijit muhurat muhurta muhurtham shubh sunrise sunset moonrise moonset
    festival festivals vrat ekadashi purnima amavasya sankashti pradosh calendar
    choghadiya choghadia chaughadiya chaughadia chogadiya chowghadiya good auspicious
    aaj kal parso ka ki ke mein me main kya kab hai hain kaun kaunsa sa si se ko batao bataiye
    bataye dikhao mera meri mere apna apne sheher shahar
    आज कल परसों का की के में से को क्या कब है हैं कौन सा सी बताइए बताओ दिखाइए मेरा मेरी मेरे अपने
    शहर पंचांग तिथि नक्षत्र योग करण राहु काल मुहूर्त शुभ सूर्योदय सूर्यास्त त्योहार व्रत
    चौघड़िया चौघड\u093cिया चौघडिया"""
)


def _run(words: list[str], start: int, step: int) -> str:
    """The words from `start` going forward (step 1) or back (-1) until one of the question's."""
    kept: list[str] = []
    i = start
    while 0 <= i < len(words) and words[i].lower() not in _NOT_PLACE and len(kept) < 4:
        kept.append(words[i])
        i += step
    return " ".join(kept if step == 1 else reversed(kept))


def _candidates(question: str) -> list[tuple[str, bool]]:
    """Each run of words that may be a city, in order, with whether it surely is one."""
    words = _WORD.findall(question)[:60]
    found: list[tuple[str, bool]] = []
    for i, word in enumerate(words):
        lowered = word.lower()
        if lowered in _AFTER_SURELY | _AFTER_MAYBE:
            found.append((_run(words, i + 1, 1), lowered in _AFTER_SURELY))
        elif lowered in _BEFORE_LOCATIVE:
            found.append((_run(words, i - 1, -1), True))
        elif lowered in _BEFORE_GENITIVE:
            found.append((_run(words, i - 1, -1), False))
    return [(text, surely) for text, surely in found if text]


def city_named(question: str) -> str | None:
    """The city the question names, as written: the first run the gazetteer knows ("muhurat
    for marriage in Pune": Pune), else the first that surely is one (to be said not found)."""
    candidates = _candidates(question)
    known = (text for text, _surely in candidates if names_a_place(text))
    return next(known, None) or next((text for text, surely in candidates if surely), None)


def clock(iso: str, language: Language, day: date | None = None) -> str:
    """ "6:33 AM", or "सुबह 6:33": the place's own clock as the Panchang writes it; with the
    next day said when the time falls after `day`."""
    hour, minute = int(iso[11:13]), iso[14:16]
    shown = f"{hour % 12 or 12}:{minute}"
    if language == "hi":
        shown = f"{part_of_day_hi(hour)} {shown}"
    else:
        shown = f"{shown} {'AM' if hour < 12 else 'PM'}"
    if day is not None and date.fromisoformat(iso[:10]) > day:
        return NEXT_DAY.of(language, clock=shown)
    return shown


def limb(limbs: list[Limb], language: Language, day: date) -> str:
    """ "Krishna Panchami until 3:57 AM tomorrow, then Shashthi"."""
    first, *rest = limbs
    # Purnima and Amavasya name their paksha themselves.
    named = first.paksha and first.number % 15
    name = f"{first.paksha} {first.name}" if named else first.name
    text = LIMB.of(language, name=name, until=clock(first.ends, language, day))
    return text + (THEN.of(language, name=rest[0].name) if rest else "")


def risen(moment: str | None) -> str:
    """A sunrise or sunset of a Panchang day (one is made only where the Sun rises and sets
    that day; else the request is a Problem)."""
    assert moment is not None, "a Panchang day has a sunrise and a sunset"
    return moment


def city_shown(label: str, named: str, language: Language) -> str:
    """A city as the devotee wrote it when in Devanagari for a Hindi answer ("वाराणसी"),
    else by the gazetteer's name ("Varanasi" of "Varanasi, Uttar Pradesh, India")."""
    if language == "hi" and re.search("[\u0900-\u097f]", named):
        return named
    return label.split(",")[0]


def city_for_tab(question: str) -> str | None:
    """The city to open the Panchang tab at: the gazetteer's label of the one the question
    names, or as written when it surely names one the gazetteer does not know (the tab then
    says so, with suggestions)."""
    found = city_found(question)
    return found[0] if found is not None else city_named(question)


def city_found(question: str) -> tuple[str, str] | None:
    """The gazetteer's label of the city the question names, and the name as written, when
    the gazetteer knows it."""
    named = city_named(question)
    # A name the gazetteer lacks is not looked up again: its near-miss search is the slow part.
    if named is None or not names_a_place(named):
        return None
    found = resolve_place(named)
    return (found.label(), named) if isinstance(found, Place) else None


class AtPlace(Protocol):
    """What is worked out for a day at a place (the Panchang, or the choghadiyas): it names
    the place."""

    @property
    def place(self) -> PanchangPlace: ...


Found = TypeVar("Found", bound=AtPlace)


def day_at(
    question: str,
    day: date,
    language: Language,
    near: Coordinates | None,
    compute: Callable[[PanchangRequest], Found | Problem],
) -> tuple[Found, str | None, str]:
    """The Panchang (or what `compute` works out) at the city the question names and its
    name, else where the devotee is (`near`: the nearest town's name); New Delhi and None
    when neither, or the one named is not found or has no sunrise that day; and a lead: which
    of same-named cities, or why not the one named."""
    lead = ""
    if (named := city_named(question)) is None and near is not None:
        here = _day_near(near, day, language, compute)
        if here is not None:
            return here[0], here[1], ""
    if named is not None:
        found = compute(PanchangRequest(day.isoformat(), named, language=ui_language(language)))
        if not isinstance(found, Problem):
            note = found.place.note
            lead = f"{note}{'।' if language == 'hi' else '.'}" if note else ""
            return found, city_shown(found.place.label, named, language), lead
        # Not found, or the Sun does not rise there that day.
        city = CITY_NAME.of(language)
        lead = NOT_FOUND.of(language, problem=found.in_(ui_language(language)), city=city)
    report = compute(PanchangRequest(day.isoformat(), CITY, language=ui_language(language)))
    assert not isinstance(report, Problem), "New Delhi always has a sunrise"
    return report, None, lead


def _day_near(
    near: Coordinates,
    day: date,
    language: Language,
    compute: Callable[[PanchangRequest], Found | Problem],
) -> tuple[Found, str] | None:
    """The Panchang at the devotee's own coordinates and the name of the town they are in or
    near; None far from any town we know, or where the Sun does not rise that day."""
    town = nearest_place(*near)
    if town is None:
        return None
    latitude, longitude = near
    asked = PanchangRequest(
        day.isoformat(),
        latitude=latitude,
        longitude=longitude,
        zone=town.timezone,
        language=ui_language(language),
    )
    found = compute(asked)
    return None if isinstance(found, Problem) else (found, town.name_in(language))


def panchang_answer(
    question: str, language: Language, today: date, near: Coordinates | None = None
) -> BuiltinAnswer:
    """The day in a short paragraph (tithi, nakshatra, sunrise, sunset, Rahu Kaal), then the
    rest: yoga and karana, the month and samvat, festivals, and where to see one's own city.
    At the city the question names, else where the devotee is (`near`), else New Delhi."""
    day = intents.read_visit_date(question, today) or today
    report, named, lead = day_at(question, day, language, near, panchang)
    city = named or CITY_NAME.of(language)
    month, rahu, sun = report.month, report.periods.rahu_kaal, report.sun
    lines = [
        HEAD.of(
            language,
            day=day_shown(day, language),
            city=city,
            tithi=limb(report.tithi, language, day),
            nakshatra=limb(report.nakshatra, language, day),
            sunrise=clock(risen(sun.rise), language),
            sunset=clock(risen(sun.set), language),
            rahu=f"{clock(rahu.starts, language)} – {clock(rahu.ends, language)}",
        ),
        MORE.of(
            language,
            yoga=limb(report.yoga, language, day),
            karana=limb(report.karana, language, day),
        ),
        MONTH.of(
            language,
            amanta=month.amanta,
            purnimanta=month.purnimanta,
            paksha=month.paksha,
            vikram=report.samvat.vikram,
        ),
    ]
    if turn := month.then:  # a new or full moon before the next sunrise
        lines.append(
            MONTH_TURN.of(
                language,
                time=clock(turn.at, language, day),
                amanta=turn.amanta,
                purnimanta=turn.purnimanta,
                paksha=turn.paksha,
                vikram=turn.samvat.vikram,
            )
        )
    if report.festivals:
        names = ", ".join(f.name for f in report.festivals)
        lines.append(FESTIVALS.of(language, names=names))
    lines.append(IN_FULL.of(language, city=named) if named else YOUR_CITY.of(language))
    text = "\n".join([lead, *lines] if lead else lines)
    return BuiltinAnswer(text, context=text)


def place_for(question: str, near: Coordinates | None, language: Language) -> tuple[Place, str]:
    """The city the question names, else the town the devotee is in, else New Delhi; with its
    name as said."""
    named = city_named(question)
    if named is not None and names_a_place(named):
        found = resolve_place(named)
        if isinstance(found, Place):
            return found, city_shown(found.label(language), named, language)
    if near is not None and (town := nearest_place(*near)) is not None:
        return town, town.name_in(language)
    home = resolve_place(CITY)
    assert isinstance(home, Place), "New Delhi is in the gazetteer"
    return home, CITY_NAME.of(language)


def festival_answer(
    question: str, language: Language, today: date, near: Coordinates | None = None
) -> BuiltinAnswer | None:
    """When the festival or vrat the question names falls next ("agli ekadashi kab hai",
    "करवा चौथ कब है"), from the festival rules at the devotee's city; None when it names none."""
    key = festival_named(question)
    if key is None:
        return None
    place, city = place_for(question, near, language)
    day = next_day(key, place, today)
    if day is None:
        return None
    name = festival_name(key).in_(ui_language(language))
    said = FESTIVAL_TODAY if day == today else NEXT_FESTIVAL
    text = said.of(
        language, name=name, day=day_shown(day, language, this_year=today.year), city=city
    )
    return BuiltinAnswer(text, context=text)
