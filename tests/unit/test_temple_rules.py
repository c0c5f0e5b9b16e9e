"""Distances on the 6371 km earth, the bounding box and paging."""

from __future__ import annotations

import math

import pytest

from api.places.rules import distance_km
from api.temples import rules

MUMBAI = (19.0760, 72.8777)
PUNE = (18.5204, 73.8567)


def test_mumbai_to_pune_is_about_120_km() -> None:
    assert distance_km(*MUMBAI, *PUNE) == pytest.approx(119.8, abs=1.0)


def test_distance_is_symmetric_and_zero_at_the_same_point() -> None:
    assert distance_km(*MUMBAI, *MUMBAI) == 0
    assert distance_km(*MUMBAI, *PUNE) == pytest.approx(distance_km(*PUNE, *MUMBAI))


def test_one_degree_of_latitude_uses_the_6371_km_radius() -> None:
    assert distance_km(0, 0, 1, 0) == pytest.approx(2 * math.pi * 6371 / 360)


@pytest.mark.parametrize("radius", rules.RADIUS_OPTIONS_KM)
def test_the_box_contains_every_point_within_the_radius(radius: int) -> None:
    box = rules.bounding_box(*MUMBAI, radius)
    assert len(box.longitudes) == 1
    south, north, (west, east) = box.south, box.north, box.longitudes[0]
    for bearing in range(0, 360, 15):
        # A point just inside the circle, in each direction.
        d = (radius * 0.999) / 6371
        lat1, lon1 = map(math.radians, MUMBAI)
        b = math.radians(bearing)
        lat2 = math.asin(math.sin(lat1) * math.cos(d) + math.cos(lat1) * math.sin(d) * math.cos(b))
        lon2 = lon1 + math.atan2(
            math.sin(b) * math.sin(d) * math.cos(lat1),
            math.cos(d) - math.sin(lat1) * math.sin(lat2),
        )
        assert south <= math.degrees(lat2) <= north
        assert west <= math.degrees(lon2) <= east


def test_page_count() -> None:
    assert [rules.page_count(n) for n in (0, 1, 6, 7, 12, 13)] == [1, 1, 1, 2, 2, 3]


def test_the_box_splits_across_the_date_line_and_opens_at_the_poles() -> None:
    fiji = rules.bounding_box(-17.0, 179.95, 25)
    assert len(fiji.longitudes) == 2
    assert any(west <= -179.95 <= east for west, east in fiji.longitudes)
    polar = rules.bounding_box(89.9, 10.0, 50)
    assert polar.longitudes == ((-180.0, 180.0),)
    assert polar.north == 90.0
