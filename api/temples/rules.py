"""The temple list's search and paging: nearest first, within a chosen radius."""

from __future__ import annotations

import math

from api.places.rules import EARTH_RADIUS_KM
from data.repositories.temples import Box

RADIUS_OPTIONS_KM = (5, 10, 25, 50)
DEFAULT_RADIUS_KM = 10
PAGE_SIZE = 6
# A temple's photos (the admin form takes this many; the web app reads it at GET /api/site).
MAX_PHOTOS = 20
MAX_SLOT_CAPACITY = 10_000  # bookings of one service in one time slot of one date
_MARGIN_DEG = 1e-7  # about a centimetre, so rounding never drops a temple on the edge


def bounding_box(lat: float, lon: float, radius_km: float) -> Box:
    """The smallest latitude/longitude box holding the circle, so the database can discard
    far temples cheaply. Its east-west reach is asin(sin d / cos lat), wider than d / cos lat;
    it splits in two across the 180th meridian and spans every longitude around a pole."""
    d = radius_km / EARTH_RADIUS_KM  # angular radius
    south, north = lat - math.degrees(d), lat + math.degrees(d)
    if south <= -90 or north >= 90:
        return Box(max(south, -90.0), min(north, 90.0), ((-180.0, 180.0),))
    reach = math.degrees(math.asin(math.sin(d) / math.cos(math.radians(lat)))) + _MARGIN_DEG
    west, east = lon - reach, lon + reach
    if west < -180:
        return Box(south, north, ((west + 360, 180.0), (-180.0, east)))
    if east > 180:
        return Box(south, north, ((west, 180.0), (-180.0, east - 360)))
    return Box(south, north, ((west, east),))


def page_count(total: int, page_size: int = PAGE_SIZE) -> int:
    return max(1, math.ceil(total / page_size))
