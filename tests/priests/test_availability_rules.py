"""Who is free for a slot, decided without a database: hours, days off, the puja, the
distance to the home or online, and who is sent when the devotee lets us choose."""

from __future__ import annotations

from datetime import date, time

from api.priests.rules import Candidate, Visit, free_priests, is_free, works_then

MONDAY = date(2026, 11, 23)
PUNE = (18.5196, 73.8554)
MUMBAI = (19.0760, 72.8777)  # about 120 km from Pune
WEEK = {"Monday": ["06:00-12:00", "16:00-20:00"]}


def priest(pid: str = "p1", **changes: object) -> Candidate:
    fields: dict[str, object] = {
        "id": pid,
        "name": f"Pandit {pid}",
        "languages": ("Hindi",),
        "pujas": frozenset({"ganesh-puja"}),
        "availability": WEEK,
        "days_off": frozenset(),
        "online": False,
        "latitude": PUNE[0],
        "longitude": PUNE[1],
        "travel_radius_km": 40,
    }
    fields.update(changes)
    return Candidate(**fields)  # type: ignore[arg-type]


def visit(**changes: object) -> Visit:
    fields: dict[str, object] = {
        "puja_id": "ganesh-puja",
        "day": MONDAY,
        "start": time(8),
        "online": False,
        "point": PUNE,
    }
    fields.update(changes)
    return Visit(**fields)  # type: ignore[arg-type]


def test_the_slot_must_lie_inside_the_days_hours() -> None:
    assert works_then(WEEK, MONDAY, time(6))
    assert works_then(WEEK, MONDAY, time(10))  # 10 to 12 ends with the range
    assert not works_then(WEEK, MONDAY, time(12))
    assert not works_then(WEEK, MONDAY, time(14))  # 14 to 16 only touches 16:00
    assert works_then(WEEK, MONDAY, time(18))
    assert not works_then(WEEK, date(2026, 11, 24), time(8))  # no Tuesday hours


def test_a_day_off_frees_nobody() -> None:
    assert is_free(priest(), visit(), booked=set())
    assert not is_free(priest(days_off=frozenset({"2026-11-23"})), visit(), booked=set())
    assert is_free(priest(days_off=frozenset({"2026-11-24"})), visit(), booked=set())


def test_a_home_beyond_the_travel_radius_is_not_reached() -> None:
    assert not is_free(priest(), visit(point=MUMBAI), booked=set())
    assert is_free(priest(travel_radius_km=150), visit(point=MUMBAI), booked=set())
    # A home the map does not know rules nobody out: distance cannot be told.
    assert is_free(priest(), visit(point=None), booked=set())


def test_online_pujas_need_a_priest_who_does_them_wherever_they_live() -> None:
    far = priest(latitude=MUMBAI[0], longitude=MUMBAI[1], travel_radius_km=1)
    assert not is_free(far, visit(online=True, point=None), booked=set())
    assert is_free(
        priest(online=True, latitude=MUMBAI[0], longitude=MUMBAI[1]),
        visit(online=True),
        booked=set(),
    )


def test_an_unqualified_or_booked_priest_is_not_free() -> None:
    assert not is_free(priest(), visit(puja_id="rudrabhishek"), booked=set())
    assert not is_free(priest(), visit(), booked={"p1"})


def test_any_priest_means_the_devotees_language_first_then_the_nearest() -> None:
    near_hindi = priest("near", languages=("Hindi",), latitude=18.52, longitude=73.86)
    far_tamil = priest("far", languages=("Tamil",), latitude=18.70, longitude=73.80)
    nearer_tamil = priest("mid", languages=("Tamil", "Hindi"), latitude=18.55, longitude=73.86)
    everyone = [near_hindi, far_tamil, nearer_tamil]
    assert [
        p.id for p in free_priests(everyone, visit(), set(), language="Tamil", must_speak=False)
    ] == [
        "mid",
        "far",
        "near",
    ]
    assert [p.id for p in free_priests(everyone, visit(), set(), language="Tamil")] == [
        "mid",
        "far",
    ]
    assert [p.id for p in free_priests(everyone, visit(), set())] == ["near", "mid", "far"]
