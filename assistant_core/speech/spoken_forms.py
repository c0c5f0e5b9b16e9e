"""What money, dates and times on screen sound like in Indian English (used by spoken.py)."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from assistant_core.speech.numwords import cardinal, decimal, ordinal, year

MONTHS = (  # noqa: SIM905
    "January February March April May June July August September October November December"
).split()
_MONTH_NUMBER = {name.lower()[:3]: number for number, name in enumerate(MONTHS, start=1)}
_MONTH = (
    r"(?P<month>(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?)"
)
_AMOUNT = r"\d+(?:,\d+)*(?:\.\d+)?"
_SCALE = r"(?:\s*(?P<{}>lakhs?|crores?|thousand|k)\b)?"
_CURRENCY = r"(?:₹|\bRs\b\.?|\bINR\b)"

MONEY = re.compile(
    rf"(?P<neg>(?<![\w.])-)?{_CURRENCY}\s?(?P<a>{_AMOUNT}){_SCALE.format('sa')}"
    rf"(?:\s?(?:-|–|to)\s?{_CURRENCY}?\s?(?P<b>{_AMOUNT}){_SCALE.format('sb')})?(?:/-)?"
    rf"|(?P<c>{_AMOUNT}){_SCALE.format('sc')}\s?(?:INR\b|Rs\b\.?|/-)"
)
ISO_DATE = re.compile(
    r"\b(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})"
    r"(?:[T ](?P<h>\d{2}):(?P<min>\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b"
)
DAY_MONTH = re.compile(
    rf"\b(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+{_MONTH},?(?:[\s-]+(?P<y>\d{{4}}))?\b"
)
MONTH_DAY = re.compile(
    rf"\b{_MONTH}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\b(?!:)(?:,?\s+(?P<y>\d{{4}})\b)?"
)
MONTH_YEAR = re.compile(rf"\b{_MONTH},?\s+(?P<y>\d{{4}})\b")
NUMERIC_DATE = re.compile(r"\b(?P<a>\d{1,2})([/.-])(?P<b>\d{1,2})\2(?P<y>\d{4})\b")

_MERIDIEM = r"(?:\s?(?P<{}>[ap]\.?m\b\.?))?"
_CLOCK = r"(?P<{h}>[01]?\d|2[0-3])(?:(?P<{s}>[:.])(?P<{m}>[0-5]\d))?"
TIME_RANGE = re.compile(
    r"\b"
    + _CLOCK.format(h="h1", s="s1", m="m1")
    + _MERIDIEM.format("p1")
    + r"(?:\s?(?:-|–|to)\s?"
    + _CLOCK.format(h="h2", s="s2", m="m2")
    + _MERIDIEM.format("p2")
    + r")?(?![\d:])",
    re.IGNORECASE,
)


def _paise(amount: Decimal) -> tuple[int, int]:
    cents = int(amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP) * 100)
    return divmod(cents, 100)


def rupees(text: str, scale: str | None = None) -> str:
    """ "2,299.50" -> "two thousand two hundred ninety-nine rupees and fifty paise"."""
    if scale:  # "₹5.5 lakh": people say the figure as written
        unit = "thousand" if scale.lower() == "k" else scale.lower().rstrip("s")
        return f"{decimal(text)} {unit} rupees"
    try:
        whole, paise = _paise(Decimal(text.replace(",", "")))
    except InvalidOperation:
        return text
    said = (
        [] if whole == 0 and paise else [f"{cardinal(whole)} rupee" + ("" if whole == 1 else "s")]
    )
    if paise:
        said.append(f"{cardinal(paise)} {'paisa' if paise == 1 else 'paise'}")
    return " and ".join(said)


def say_money(match: re.Match[str]) -> str:
    if match["c"]:
        return rupees(match["c"], match["sc"])
    sign = "minus " if match["neg"] else ""
    first = rupees(match["a"], match["sa"])
    if not match["b"]:
        return sign + first
    second = rupees(match["b"], match["sb"])
    if first.endswith(" rupees") and second.endswith(" rupees"):  # "five hundred to a thousand"
        first = first.removesuffix(" rupees")
    return f"{sign}{first} to {second}"


def _date(day: int, month: int, year_number: int | None) -> str | None:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    said = f"{ordinal(day)} {MONTHS[month - 1]}"
    return f"{said} {year(year_number)}" if year_number is not None else said


def _month_number(name: str) -> int:
    return _MONTH_NUMBER[name.lower()[:3]]


def say_iso_date(match: re.Match[str]) -> str:
    said = _date(int(match["d"]), int(match["m"]), int(match["y"]))
    if said is None:
        return match[0]
    if match["h"] is not None:
        said += " at " + clock(int(match["h"]), int(match["min"]), None)
    return said


def say_named_date(match: re.Match[str]) -> str:
    groups = match.groupdict()
    day = int(groups["d"]) if groups.get("d") else None
    year_number = int(groups["y"]) if groups.get("y") else None
    month = _month_number(match["month"])
    if day is None:
        return f"{MONTHS[month - 1]} {year(year_number or 0)}"
    return _date(day, month, year_number) or match[0]


def say_numeric_date(match: re.Match[str]) -> str:
    a, b, year_number = int(match["a"]), int(match["b"]), int(match["y"])
    day, month = (b, a) if b > 12 >= a else (a, b)  # India writes the day first
    return _date(day, month, year_number) or match[0]


def clock(hour: int, minute: int, meridiem: str | None) -> str:
    """14:30 -> "two thirty p.m.", (6, 0, "a.m.") -> "six a.m.", 12:00 -> "twelve noon".
    meridiem None: a 24-hour reading says which; "": unknown, so none is said."""
    if meridiem is None:
        meridiem = "p.m." if hour >= 12 else "a.m."
    if (meridiem and hour > 12) or hour == 0:
        hour = hour % 12 or 12
    said = cardinal(hour)
    if minute:
        said += f" {'oh ' if minute < 10 else ''}{cardinal(minute)}"
    if hour == 12 and minute == 0 and meridiem:
        return said + (" noon" if meridiem == "p.m." else " midnight")
    return f"{said} {meridiem}".rstrip()


def _meridiem(raw: str | None, hour: str) -> str | None:
    if raw:
        return "a.m." if raw[0].lower() == "a" else "p.m."
    return None if len(hour) == 2 or int(hour) > 12 else ""  # "14:30" says; "9:30" does not


def say_time(match: re.Match[str]) -> str:
    """Clock times and ranges: "6:00 AM - 8:00 AM" -> "six to eight a.m."."""
    if not (match["p1"] or match["p2"]) and (match["m1"] is None or "." in match[0]):
        return match[0]  # numbers ("2-3 days", "4.30"): a clock needs a colon or a.m. / p.m.
    h1, m1 = int(match["h1"]), int(match["m1"] or 0)
    if match["h2"] is None:
        return clock(h1, m1, _meridiem(match["p1"], match["h1"]))
    second = clock(int(match["h2"]), int(match["m2"] or 0), _meridiem(match["p2"], match["h2"]))
    first = clock(h1, m1, _meridiem(match["p1"] or match["p2"], match["h1"]))
    end = second.rsplit(" ", 1)[-1]
    if end in ("a.m.", "p.m.") and first.endswith(" " + end):  # "six to eight a.m."
        first = first.removesuffix(" " + end)
    return f"{first} to {second}"
