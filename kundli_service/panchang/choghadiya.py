"""Choghadiya: the daytime (sunrise to sunset) and the night (sunset to the next sunrise) each
in eight equal parts, each part of one of seven kinds, by the weekday.

The day's first part is the weekday's own (Sunday Udveg, Monday Amrit, Tuesday Rog, Wednesday
Labh, Thursday Shubh, Friday Chal, Saturday Kaal) and the rest follow in the order Udveg,
Chal, Labh, Amrit, Kaal, Shubh, Rog, round again; the eighth is the first again. The night's
first part is the day's first of the fifth weekday counted from this one (Sunday night:
Thursday's, Shubh), and the rest go five steps on in that order each time (Shubh, Amrit, Chal,
Rog, Kaal, Labh, Udveg, Shubh). Amrit, Shubh and Labh are auspicious; Chal is neutral (good
for travel); Udveg, Kaal and Rog are avoided for new beginnings."""

from __future__ import annotations

from typing import Literal

from kundli_service.names import Lang, Name
from kundli_service.panchang.clock import local_time
from kundli_service.panchang.day import Day
from kundli_service.panchang.service import PanchangRequest, day_asked, place_shown
from kundli_service.panchang.wire import Choghadiya, ChoghadiyaPart
from kundli_service.problem import Problem

Quality = Literal["good", "neutral", "bad"]

KINDS: tuple[tuple[Name, Quality], ...] = (
    (Name("Udveg", "उद्वेग"), "bad"),
    (Name("Chal", "चर"), "neutral"),
    (Name("Labh", "लाभ"), "good"),
    (Name("Amrit", "अमृत"), "good"),
    (Name("Kaal", "काल"), "bad"),
    (Name("Shubh", "शुभ"), "good"),
    (Name("Rog", "रोग"), "bad"),
)
PARTS = 8  # of the daytime, and of the night
DAY_STEP = 1  # the day goes one kind on each part
NIGHT_STEP = 5  # the night five
NIGHT_FROM = 4  # the night begins with the day's first of the weekday four after this one


def first_of_day(weekday: int) -> int:
    """The kind (index into KINDS) of the first part of the daytime; weekday 0 is Sunday.
    Each weekday's lord is three kinds on from the day before's."""
    return (3 * weekday) % len(KINDS)


def parts(today: Day) -> list[tuple[int, float, float, bool]]:
    """The sixteen parts of a Panchang day: (kind, start, end in Julian days UT, at night)."""
    found: list[tuple[int, float, float, bool]] = []
    weekday = today.weekday
    for night, start, length, first, step in (
        (False, today.sunrise, today.daytime / PARTS, first_of_day(weekday), DAY_STEP),
        (True, today.sunset, today.night / PARTS, first_of_day(weekday + NIGHT_FROM), NIGHT_STEP),
    ):
        for i in range(PARTS):
            kind = (first + i * step) % len(KINDS)
            found.append((kind, start + i * length, start + (i + 1) * length, night))
    return found


def _clock(today: Day, jd: float) -> str:
    return local_time(today.place, jd).isoformat(timespec="seconds")


def choghadiya(request: PanchangRequest) -> Choghadiya | Problem:
    """The day's and the night's choghadiyas at the place asked (times on the place's clock,
    ISO 8601 with its offset), with the place as the Panchang names it; or what is wrong with
    the request."""
    found = day_asked(request)
    if isinstance(found, Problem):
        return found
    today, by_coordinates = found
    lang: Lang = request.language
    return Choghadiya(
        date=today.date.isoformat(),
        place=place_shown(today, by_coordinates, lang),
        periods=[
            ChoghadiyaPart(
                key=KINDS[kind][0].en,
                name=KINDS[kind][0].in_(lang),
                quality=KINDS[kind][1],
                starts=_clock(today, start),
                ends=_clock(today, end),
                night=night,
            )
            for kind, start, end, night in parts(today)
        ],
    )
