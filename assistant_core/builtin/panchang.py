"""A question about the day's Panchang ("what is the tithi today", "kal ka rahu kaal", "आज कौन सा
नक्षत्र है") answered from the Panchang itself: the day asked about (today unless the question
names another), for New Delhi (the Astrology screen's Panchang tab has the devotee's own city),
in English or Hindi."""

from __future__ import annotations

from datetime import date
from typing import Any

import intents
from assistant_core.builtin.answer import BuiltinAnswer
from assistant_core.builtin.bilingual import Bilingual
from assistant_core.texts import Language
from assistant_core.texts.shown import day_shown
from kundli_service.names import part_of_day_hi
from kundli_service.panchang import PanchangRequest, panchang

CITY = "New Delhi"
CITY_NAME = Bilingual(CITY, "नई दिल्ली")
HEAD = Bilingual(
    "{day} in {city}: the tithi is {tithi}; the nakshatra is {nakshatra}. Sunrise {sunrise}, "
    "sunset {sunset}; Rahu Kaal {rahu}.",
    "{day}, {city}: तिथि {tithi}; नक्षत्र {nakshatra}। सूर्योदय {sunrise}, सूर्यास्त {sunset}; "
    "राहु काल {rahu}।",
)
LIMB = Bilingual("{name} until {until}", "{name}, {until} तक")
THEN = Bilingual(", then {name}", ", फिर {name}")
MORE = Bilingual("Yoga: {yoga}. Karana: {karana}.", "योग: {yoga}। करण: {karana}।")
MONTH = Bilingual(
    "Month: {amanta} (amanta), {purnimanta} (purnimanta), {paksha} paksha; Vikram Samvat {vikram}.",
    "मास: {amanta} (अमांत), {purnimanta} (पूर्णिमांत), {paksha} पक्ष; विक्रम संवत {vikram}।",
)
FESTIVALS = Bilingual("Festivals and vrats: {names}.", "त्योहार और व्रत: {names}।")
YOUR_CITY = Bilingual(
    "For your own city, open the Panchang on the Astrology screen.",
    "अपने शहर का पंचांग ज्योतिष वाले पेज पर खोलें।",
)


def asks_panchang(question: str) -> bool:
    """A question about a day's tithi, nakshatra, muhurat, Rahu Kaal or Panchang (the rule
    that opens the Panchang tab)."""
    return intents.astrology_tab(frozenset(intents.tokens_of(question))) == "panchang"


NEXT_DAY = Bilingual("{clock} the next day", "अगले दिन {clock}")


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


def _limb(report: dict[str, Any], key: str, language: Language, day: date) -> str:
    """ "Krishna Panchami until 3:57 AM tomorrow, then Shashthi"."""
    first, *rest = report[key]
    # Purnima and Amavasya name their paksha themselves.
    named = first.get("paksha") and first["number"] % 15
    name = f"{first['paksha']} {first['name']}" if named else first["name"]
    text = LIMB.of(language, name=name, until=clock(first["ends"], language, day))
    return text + (THEN.of(language, name=rest[0]["name"]) if rest else "")


def panchang_answer(question: str, language: Language, today: date) -> BuiltinAnswer:
    """The day in a short paragraph (tithi, nakshatra, sunrise, sunset, Rahu Kaal), then the
    rest: yoga and karana, the month and samvat, festivals, and where to see one's own city."""
    day = intents.read_visit_date(question, today) or today
    report = panchang(PanchangRequest(day.isoformat(), CITY, language=language))
    assert isinstance(report, dict), "New Delhi always has a sunrise"
    month, rahu = report["month"], report["periods"]["rahu_kaal"]
    lines = [
        HEAD.of(
            language,
            day=day_shown(day, language),
            city=CITY_NAME.of(language),
            tithi=_limb(report, "tithi", language, day),
            nakshatra=_limb(report, "nakshatra", language, day),
            sunrise=clock(report["sun"]["rise"], language),
            sunset=clock(report["sun"]["set"], language),
            rahu=f"{clock(rahu['starts'], language)} – {clock(rahu['ends'], language)}",
        ),
        MORE.of(
            language,
            yoga=_limb(report, "yoga", language, day),
            karana=_limb(report, "karana", language, day),
        ),
        MONTH.of(
            language,
            amanta=month["amanta"],
            purnimanta=month["purnimanta"],
            paksha=month["paksha"],
            vikram=report["samvat"]["vikram"],
        ),
    ]
    if report["festivals"]:
        names = ", ".join(f["name"] for f in report["festivals"])
        lines.append(FESTIVALS.of(language, names=names))
    lines.append(YOUR_CITY.of(language))
    text = "\n".join(lines)
    return BuiltinAnswer(text, context=text)
