"""Distances and the temple list's paging: nearest first, within a chosen radius."""

from __future__ import annotations

import math

EARTH_RADIUS_KM = 6371.0
RADIUS_OPTIONS_KM = (5, 10, 25, 50)
DEFAULT_RADIUS_KM = 10
PAGE_SIZE = 6
_KM_PER_DEGREE_LAT = math.pi * EARTH_RADIUS_KM / 180


def distance_km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """Great-circle distance by the haversine formula."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    d_phi = phi2 - phi1
    d_lambda = math.radians(lon2 - lon1)
    a = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))


def bounding_box(lat: float, lon: float, radius_km: float) -> tuple[float, float, float, float]:
    """A box that contains the circle, so the database can discard far temples cheaply."""
    d_lat = radius_km / _KM_PER_DEGREE_LAT
    cos_lat = math.cos(math.radians(lat))
    d_lon = 180.0 if cos_lat < 1e-6 else min(180.0, radius_km / (_KM_PER_DEGREE_LAT * cos_lat))
    return lat - d_lat, lat + d_lat, lon - d_lon, lon + d_lon


def page_count(total: int, page_size: int = PAGE_SIZE) -> int:
    return max(1, math.ceil(total / page_size))
