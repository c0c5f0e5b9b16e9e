"""Offline place-of-birth resolution and the UTC offset in force there on the birth date.

    place = resolve_place("Bombay")  # Place(name="Mumbai", state="Maharashtra", ...)
    utc_offset(place, datetime(1950, 6, 1, 12, 0)).label  # "Bombay Time (UTC+04:51)"

The gazetteer (`data/places.json.gz`) is built from GeoNames data by `build.py` and loaded
once, on first use.
"""

from kundli_service.places.gazetteer import names_a_place, resolve_place
from kundli_service.places.index import load
from kundli_service.places.model import Place, PlaceNotFound
from kundli_service.places.timezones import Offset, utc_offset

__all__ = [
    "Offset",
    "Place",
    "PlaceNotFound",
    "load",
    "names_a_place",
    "resolve_place",
    "utc_offset",
]
