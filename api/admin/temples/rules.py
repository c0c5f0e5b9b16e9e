"""Pure decisions of temple management: coordinates, time slots, timings, permissions, required
fields."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from datetime import time
from typing import Any

from api.auth.access import TEMPLE_ADMIN_PERMISSIONS
from api.common.schedule import parse_clock
from api.common.wire import SPACE, trim
from api.payments.rules import MAX_AMOUNT

MAX_LATITUDE = 90.0
MAX_LONGITUDE = 180.0
MAX_PHOTO_URL_LENGTH = 2000
MAX_SERVICE_PRICE = int(MAX_AMOUNT)  # the most one payment may be (spec section 9)
MAX_TIME_SLOTS = 48
MAX_TIMINGS = 12  # periods of a temple's timings (morning darshan, aarti, evening darshan...)
MAX_TIMING_LABEL = 60
MAX_TIMINGS_NOTE = 300


# Numeric text of a coordinate: decimal notation, spaces around it; and the same in range.
NUMERIC_TEXT = rf"^[{SPACE}]*-?[0-9]+(?:\.[0-9]+)?[{SPACE}]*$"
_NUMERIC_TEXT = re.compile(NUMERIC_TEXT)
LATITUDE_TEXT = rf"^[{SPACE}]*-?0*(?:90(?:\.0+)?|[1-8]?[0-9](?:\.[0-9]+)?)[{SPACE}]*$"
LONGITUDE_TEXT = (
    rf"^[{SPACE}]*-?0*(?:180(?:\.0+)?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]+)?)[{SPACE}]*$"
)


def coordinate_or_zero(raw: object) -> object:
    """The spec's form turns a non-numeric latitude or longitude into 0; a number (or numeric
    text) is kept for the range check."""
    if isinstance(raw, bool) or raw is None:
        return 0.0
    if isinstance(raw, int | float):
        return float(raw) if math.isfinite(raw) else 0.0
    if isinstance(raw, str) and _NUMERIC_TEXT.match(raw):
        return float(trim(raw))
    return 0.0


def needs_geocoding(latitude: float, longitude: float) -> bool:
    """Both 0 means "not placed yet": the address is looked up on save."""
    return latitude == 0 and longitude == 0


def slot_label(at: time) -> str:
    """09:00 -> '9:00 AM', 12:30 -> '12:30 PM': the form the booking screens show and match."""
    hour = at.hour % 12 or 12
    return f"{hour}:{at.minute:02d} {'AM' if at.hour < 12 else 'PM'}"


def canonical_slot(label: str) -> str | None:
    """'9:00 am' or '09:00 AM' -> '9:00 AM'; None when it is not a clock time."""
    at = parse_clock(label)
    return None if at is None else slot_label(at)


def clock_minutes(label: str) -> int:
    """'5:30 AM' -> 330: minutes into the day of a clock label (canonical_slot accepted it)."""
    at = parse_clock(label)
    if at is None:
        raise ValueError(f"not a clock time: {label!r}")
    return at.hour * 60 + at.minute


def ordered_timings(periods: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """A temple's timings as stored: each period once, in the order of the day (opening, then
    closing time, then name)."""
    kept: dict[tuple[Any, ...], dict[str, Any]] = {}
    for period in periods:
        stored = {key: period.get(key) for key in ("label", "label_hi", "opens", "closes")}
        kept.setdefault(tuple(stored.values()), stored)
    return sorted(
        kept.values(),
        key=lambda p: (clock_minutes(p["opens"]), clock_minutes(p["closes"]), p["label"] or ""),
    )


def distinct(values: Iterable[str]) -> list[str]:
    """First occurrences only, in the given order."""
    return list(dict.fromkeys(values))


def merged_permissions(
    stored: Mapping[str, Any] | None, given: Mapping[str, bool | None]
) -> dict[str, bool]:
    """The four switches: those given replace the stored ones; the rest stay as stored."""
    merged = {name: bool((stored or {}).get(name)) for name in TEMPLE_ADMIN_PERMISSIONS}
    for name, value in given.items():
        if name in merged and value is not None:
            merged[name] = value
    return merged
