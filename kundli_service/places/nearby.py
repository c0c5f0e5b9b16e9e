"""The town a point is in or near (a device's location shown as "near Pune"), from the
gazetteer: the largest place within a town's reach, else the nearest one in the region."""

from __future__ import annotations

import math
import threading
from collections import defaultdict

from kundli_service.places.index import get_index
from kundli_service.places.model import Place
from kundli_service.places.timezones import distance_km

TOWN_KM = 25.0  # a point this close to a place is in or at it
REGION_KM = 150.0  # further than this, the point is near nothing we know

_grid: dict[tuple[int, int], list[int]] | None = None
_lock = threading.Lock()


def _cells() -> dict[tuple[int, int], list[int]]:
    """Place ids by whole degrees of latitude and longitude, built on first use."""
    global _grid
    if _grid is None:
        with _lock:
            if _grid is None:
                grid: dict[tuple[int, int], list[int]] = defaultdict(list)
                for place_id, row in enumerate(get_index().rows):
                    grid[(math.floor(row[4]), math.floor(row[5]))].append(place_id)
                _grid = dict(grid)
    return _grid


def nearest_place(latitude: float, longitude: float) -> Place | None:
    index, grid = get_index(), _cells()
    here = (latitude, longitude)
    # Two degrees either way covers REGION_KM at every latitude people live at.
    lat0, lon0 = math.floor(latitude), math.floor(longitude)
    candidates = [
        place_id
        for dlat in range(-2, 3)
        for dlon in range(-2, 3)
        for place_id in grid.get((lat0 + dlat, (lon0 + dlon + 180) % 360 - 180), ())
    ]
    measured = [(distance_km(here, (index.rows[i][4], index.rows[i][5])), i) for i in candidates]
    in_town = [(index.population(i), i) for km, i in measured if km <= TOWN_KM]
    if in_town:
        return index.place(max(in_town)[1])
    near = [(km, i) for km, i in measured if km <= REGION_KM]
    return index.place(min(near)[1]) if near else None
