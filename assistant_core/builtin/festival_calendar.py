"""The festivals and vrats of a month ("festival calendar for this month", "agle mahine ke vrat",
"इस महीने के त्योहार", "festivals in January"), day by day, from the festival rules of the
Panchang at the city the question names, else where the devotee is, else New Delhi; in
English, Hindi or Hinglish."""

from __future__ import annotations

import calendar
from datetime import date, timedelta

from assistant_core.builtin.answer import BuiltinAnswer
from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.panchang import place_for
from assistant_core.ports import Coordinates
from assistant_core.texts import Language, ui_language
from assistant_core.texts.shown import day_shown, month_name
from intents.almanac import festival_month
from kundli_service.panchang.day import NoSunrise, day_at
from kundli_service.panchang.festivals import festivals_on

HEAD = Bilingual(
    "Festivals and vrats in {month} {year}, by the Panchang for {city}: {days}.",
    "{month} {year} के त्योहार और व्रत ({city} के पंचांग के अनुसार): {days}।",
    "{month} {year} ke tyohar aur vrat ({city} ke panchang ke hisaab se): {days}.",
)
LINE = Bilingual("{day}: {names}", "{day}: {names}")
NONE = Bilingual(
    "The Panchang for {city} has no festival or vrat in {month} {year}.",
    "{city} के पंचांग में {month} {year} में कोई त्योहार या व्रत नहीं है।",
    "{city} ke panchang me {month} {year} me koi tyohar ya vrat nahi hai.",
)
ELSEWHERE = Bilingual(
    "In another city a date can be a day earlier or later.",
    "दूसरे शहर में कोई तारीख एक दिन आगे-पीछे हो सकती है।",
    "Doosre sheher me koi tareekh ek din aage-peeche ho sakti hai.",
)


def festival_calendar_answer(
    question: str, language: Language, today: date, near: Coordinates | None = None
) -> BuiltinAnswer | None:
    """The month's festivals and vrats, a line a day; None when the question does not ask
    for a month's festivals."""
    first = festival_month(question, today)
    if first is None:
        return None
    place, city = place_for(question, near, language)
    month = month_name(first.month, language)
    length = calendar.monthrange(first.year, first.month)[1]
    lines = []
    for offset in range(length):
        day = first + timedelta(days=offset)
        try:
            found = festivals_on(day_at(place, day))
        except NoSunrise:
            continue
        if found:
            names = ", ".join(f.name.in_(ui_language(language)) for f in found)
            shown = day_shown(day, language, this_year=first.year)
            lines.append(LINE.of(language, day=shown, names=names))
    if not lines:
        text = NONE.of(language, city=city, month=month, year=first.year)
    else:
        # One paragraph: an answer is shown a paragraph's first sentences at a time.
        days = "; ".join(lines)
        head = HEAD.of(language, month=month, year=first.year, city=city, days=days)
        text = "\n".join([head, ELSEWHERE.of(language)])
    return BuiltinAnswer(text, context=text)
