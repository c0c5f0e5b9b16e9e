"""Admin priests screen: stats, search over name, e-mail, phone and specializations, the
priest form with the spec's rules, hard delete, super admins only."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest

from api.admin.priests import rules
from api.priests import hours
from data.db import Database
from data.models import Priest
from tests.admin_support import ADMIN_A, ADMIN_B, INACTIVE_A, NOBODY, SUPER, VIEWER_A, ClientFor
from tests.conftest import FROZEN_NOW
from tests.support import add, count, get

URL = "/api/admin/priests"
RAMESH = "priest-ramesh-shastri"
REQUIRED = "Please fill all required fields"
NOW = FROZEN_NOW.isoformat().replace("+00:00", "Z")
EMPTY_WEEK: dict[str, list[str]] = {day: [] for day in hours.WEEKDAYS}


def form(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "Pandit Suresh Joshi",
        "email": "suresh.joshi@example.in",
        "phone": "9876543210",
        "experience": 12,
        "address": "Ramkund, Nashik, Maharashtra",
        "city": "Nashik, Maharashtra",
        "pujas": ["kaal-sarp-dosh-puja", "narayan-bali"],
        "bio": "Performs Narayan Nagbali and Kaal Sarp shanti at Trimbakeshwar.",
        "pricePerHour": 650,
        "specializations": ["Kaal Sarp Shanti", "Narayan Nagbali"],
        "languages": ["Marathi", "Hindi"],
        "certifications": [],
        "availability": {"Monday": ["06:00-12:00"]},
        "isActive": True,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not ...}


def priest(priest_id: str, **changes: Any) -> Priest:
    fields: dict[str, Any] = {
        "id": priest_id,
        "name": f"Test priest {priest_id}",
        "email": f"{priest_id}@example.in",
        "phone": "9123456789",
        "experience": 3,
        "specializations": [],
        "languages": ["Hindi"],
        "total_bookings": 0,
        "address": "Varanasi",
        "certifications": [],
        "availability": {},
        "price_per_hour": Decimal(400),
        "bio": "For tests",
    }
    fields.update(changes)
    return Priest(**fields)


async def test_the_roster_has_stats_and_every_priest_by_name(as_admin: ClientFor) -> None:
    http = await as_admin(SUPER)
    response = await http.get(URL)
    assert response.status_code == 200, response.text
    body = response.json()
    # Nobody has rated a priest yet: no average (the seed types in none).
    assert body["stats"] == {
        "total": 3,
        "active": 3,
        "averageRating": None,
        "ratingCount": 0,
        "totalBookings": 0,
    }
    assert (body["total"], body["overall"]) == (3, 3)
    assert [p["name"] for p in body["items"]] == [
        "Acharya Alok Mishra",
        "Pandit Ramesh Shastri",
        "Vedamurthy Venkatesh Iyer",
    ]
    ramesh = body["items"][1]
    assert ramesh["email"] == "ramesh.shastri@punya.app"
    assert ramesh["pricePerHour"] == 500
    assert ramesh["availability"]["Tuesday"] == ["06:00-12:00"]
    assert ramesh["isActive"] is True


async def test_stats_count_inactive_priests_and_bookings(as_admin: ClientFor, db: Database) -> None:
    await add(
        db,
        priest("priest-t1", rating_count=2, rating_sum=8, total_bookings=7, is_active=False),
        priest("priest-t2", rating_count=3, rating_sum=11, total_bookings=5),
    )
    body = (await (await as_admin(SUPER)).get(URL, params={"q": "nothing matches this"})).json()
    # (8 + 11) / 5 reviews = 3.8; stats cover everyone, not just the matches.
    assert body["stats"] == {
        "total": 5,
        "active": 4,
        "averageRating": 3.8,
        "ratingCount": 5,
        "totalBookings": 12,
    }
    assert (body["items"], body["total"], body["overall"]) == ([], 0, 5)


@pytest.mark.parametrize(
    ("q", "found"),
    [
        ("vastu", ["priest-ramesh-shastri"]),  # a specialization
        ("HOMA", ["priest-venkatesh-iyer"]),  # two of his specializations, listed once
        ("venkatesh.iyer@", ["priest-venkatesh-iyer"]),  # e-mail
        ("98450 67890", ["priest-venkatesh-iyer"]),  # phone typed with a space
        ("+91 94150-23456", ["priest-alok-mishra"]),
        ("9822", ["priest-ramesh-shastri"]),
        ("acharya", ["priest-alok-mishra"]),  # name
        ("punya.app", ["priest-alok-mishra", "priest-ramesh-shastri", "priest-venkatesh-iyer"]),
        ('", "', []),  # JSON punctuation of the stored list is not searched
        ("zzz", []),
    ],
)
async def test_search_covers_name_email_phone_and_specializations(
    as_admin: ClientFor, q: str, found: list[str]
) -> None:
    body = (await (await as_admin(SUPER)).get(URL, params={"q": q})).json()
    assert [p["id"] for p in body["items"]] == found
    assert (body["total"], body["overall"]) == (len(found), 3)


async def test_search_finds_specializations_written_in_devanagari(
    as_admin: ClientFor, db: Database
) -> None:
    await add(db, priest("priest-hindi", specializations=["गणपति पूजा", "सत्यनारायण कथा"]))
    body = (await (await as_admin(SUPER)).get(URL, params={"q": "सत्यनारायण"})).json()
    assert [p["id"] for p in body["items"]] == ["priest-hindi"]


async def test_the_roster_pages(as_admin: ClientFor) -> None:
    body = (await (await as_admin(SUPER)).get(URL, params={"limit": 1, "offset": 1})).json()
    assert [p["id"] for p in body["items"]] == [RAMESH]
    assert body["total"] == 3


async def test_one_priest_and_an_unknown_one(as_admin: ClientFor) -> None:
    http = await as_admin(SUPER)
    response = await http.get(f"{URL}/{RAMESH}")
    assert response.status_code == 200
    assert response.json()["specializations"] == [
        "Satyanarayan Katha",
        "Griha Pravesh",
        "Vastu Shanti",
    ]
    missing = await http.get(f"{URL}/priest-nobody")
    assert missing.status_code == 404
    assert missing.json() == {"detail": "Unknown Priest", "code": "unknown_priest"}


async def test_a_new_priest_starts_unrated_and_with_no_bookings(
    as_admin: ClientFor, db: Database
) -> None:
    body = form(
        phone="+91 98765-43210",
        email=" Suresh.Joshi@Example.IN ",
        specializations=["Kaal Sarp Shanti", " Kaal Sarp Shanti ", "", "Narayan Nagbali"],
        availability={"monday": ["16:00-20:00", "6:00 - 12:00", "06:00-12:00"]},
        rating=4.9,
        totalBookings=55,
    )
    response = await (await as_admin(SUPER)).post(URL, json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("priest-")
    assert (created["ratingAverage"], created["ratingCount"]) == (None, 0)  # "New"
    assert created["totalBookings"] == 0
    assert created["phone"] == "9876543210"
    assert created["email"] == "suresh.joshi@example.in"
    assert created["specializations"] == ["Kaal Sarp Shanti", "Narayan Nagbali"]
    assert created["availability"] == {**EMPTY_WEEK, "Monday": ["06:00-12:00", "16:00-20:00"]}
    assert created["pricePerHour"] == 650
    assert created["createdAt"] == created["updatedAt"] == NOW
    stored = await get(db, Priest, created["id"])
    assert (stored.rating_count, stored.total_bookings, stored.price_per_hour) == (
        0,
        0,
        Decimal(650),
    )
    assert await count(db, Priest) == 4


async def test_optional_parts_of_the_form_have_defaults(as_admin: ClientFor) -> None:
    body = form(specializations=..., certifications=..., availability=...)
    del body["isActive"]
    response = await (await as_admin(SUPER)).post(URL, json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert (created["specializations"], created["certifications"]) == ([], [])
    assert created["availability"] == EMPTY_WEEK
    assert created["isActive"] is True
    assert (created["travelRadiusKm"], created["online"], created["daysOff"]) == (25, False, [])
    assert (created["verified"], created["verifiedAt"], created["photo"]) == (False, None, None)
    # The city is placed on the map, so distance decides who reaches a home.
    assert round(created["latitude"]) == 20 and round(created["longitude"]) == 74


BAD_FORMS = [
    ({"name": ...}, REQUIRED),
    ({"name": "   "}, REQUIRED),
    ({"email": ...}, REQUIRED),
    ({"email": ""}, REQUIRED),
    ({"email": "suresh at example"}, "Invalid email format"),
    ({"phone": ...}, REQUIRED),
    ({"phone": "12345"}, "Phone number must be 10 digits"),
    ({"phone": "5123456789"}, "Invalid Indian mobile number format"),
    ({"experience": ...}, REQUIRED),
    ({"experience": -1}, "experience: Input should be greater than or equal to 0"),
    ({"experience": 81}, "experience: Input should be less than or equal to 80"),
    ({"address": ""}, REQUIRED),
    ({"bio": ...}, REQUIRED),
    ({"pricePerHour": ...}, REQUIRED),
    ({"pricePerHour": -1}, "pricePerHour: Input should be greater than or equal to 0"),
    ({"pricePerHour": "abc"}, "pricePerHour: must be a number"),
    (
        {"availability": {"Funday": ["06:00-12:00"]}},
        "availability: 'Funday' is not a weekday; use Monday to Sunday",
    ),
    (
        {"availability": {"Monday": ["12:00-06:00"]}},
        "availability.Monday: '12:00-06:00' is not a time range like 06:00-12:00 "
        "with the start before the end",
    ),
    (
        {"availability": {"Sunday": ["25:00-26:00"]}},
        "availability.Sunday: '25:00-26:00' is not a time range like 06:00-12:00 "
        "with the start before the end",
    ),
    (
        {"availability": {"Sunday": ["morning"]}},
        "availability.Sunday: 'morning' is not a time range like 06:00-12:00 "
        "with the start before the end",
    ),
    ({"languages": []}, "languages: List should have at least 1 item after validation, not 0"),
    (
        {"languages": ["Klingon"]},
        (
            "languages[0]: Input should be 'Hindi', 'Sanskrit', 'English', 'Tamil', 'Telugu', "
            "'Kannada', 'Malayalam', 'Marathi', 'Bengali', 'Gujarati', 'Odia' or 'Punjabi'"
        ),
    ),
    ({"pujas": []}, "pujas: List should have at least 1 item after validation, not 0"),
    ({"pujas": ["no-such-puja"]}, "pujas: no puja service has the id no-such-puja"),
    ({"travelRadiusKm": 0}, "travelRadiusKm: Input should be greater than or equal to 1"),
    ({"travelRadiusKm": 10000}, "travelRadiusKm: Input should be less than or equal to 500"),
    (
        {"availability": {"Monday": ["06:00-12:00", "10:00-14:00"]}},
        "availability.Monday: 06:00-12:00 and 10:00-14:00 overlap; give each hour once",
    ),
    (
        {"photo": "not a picture"},
        "must be a picture uploaded here, or a web address starting with http:// or https://",
    ),
    (
        {"daysOff": ["2026-13-01"]},
        "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31",
    ),
    (
        {"city": "Qqqzzx Nowhereville"},
        (
            "city: We could not find this town on the map; write it as Town, State (for "
            "example Pune, Maharashtra)"
        ),
    ),
    ({"id": "priest-mine"}, "Unknown field: id"),
]


@pytest.mark.parametrize(("changes", "detail"), BAD_FORMS)
async def test_a_bad_priest_form_is_refused_with_its_message(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], detail: str
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(**changes))
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == detail
    # The field is named in the errors, whichever it is (messages that stand alone included).
    named = [error["field"] for error in response.json()["errors"]]
    assert any(name.split(".")[0].split("[")[0] in {*changes, "id"} for name in named), named
    assert await count(db, Priest) == 3


async def test_an_edit_changes_only_what_is_sent(as_admin: ClientFor, db: Database) -> None:
    http = await as_admin(SUPER)
    before = (await http.get(f"{URL}/{RAMESH}")).json()
    response = await http.patch(
        f"{URL}/{RAMESH}",
        json={"isActive": False, "pricePerHour": 550.5, "rating": 1, "totalBookings": 99},
    )
    assert response.status_code == 200, response.text
    after = response.json()
    assert after["isActive"] is False
    assert after["pricePerHour"] == 550.5
    assert after["updatedAt"] == NOW
    # Earned from reviews, never typed in on the form.
    assert (after["ratingAverage"], after["ratingCount"]) == (before["ratingAverage"], 0)
    unchanged = {k: v for k, v in after.items() if k not in ("isActive", "pricePerHour")}
    assert unchanged == {k: v for k, v in before.items() if k in unchanged} | {"updatedAt": NOW}
    stats = (await http.get(URL)).json()["stats"]
    assert stats["active"] == 2
    assert (await get(db, Priest, RAMESH)).price_per_hour == Decimal("550.50")


@pytest.mark.parametrize(
    ("changes", "detail"),
    [
        ({"name": None}, REQUIRED),
        ({"email": "not-an-address"}, "Invalid email format"),
        ({"phone": "98220"}, "Phone number must be 10 digits"),
        ({"experience": -3}, "experience: Input should be greater than or equal to 0"),
        ({"availability": {"Monday": ["10:00-10:00"]}}, None),
    ],
)
async def test_a_bad_edit_changes_nothing(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], detail: str | None
) -> None:
    http = await as_admin(SUPER)
    response = await http.patch(f"{URL}/{RAMESH}", json={"bio": "New bio", **changes})
    assert response.status_code == 422, response.text
    if detail is not None:
        assert response.json()["detail"] == detail
    stored = await get(db, Priest, RAMESH)
    assert stored.bio.startswith("Trained in the Shukla Yajurveda")
    assert stored.name == "Pandit Ramesh Shastri"


async def test_delete_removes_the_priest_for_good(as_admin: ClientFor, db: Database) -> None:
    http = await as_admin(SUPER)
    response = await http.delete(f"{URL}/{RAMESH}")
    assert response.status_code == 204
    assert await get(db, Priest, RAMESH) is None
    assert await count(db, Priest) == 2
    assert (await http.get(f"{URL}/{RAMESH}")).status_code == 404
    assert (await http.delete(f"{URL}/{RAMESH}")).status_code == 404
    assert (await http.patch(f"{URL}/{RAMESH}", json={"bio": "x"})).status_code == 404


CALLS = [
    ("GET", URL, None),
    ("GET", f"{URL}/{RAMESH}", None),
    ("POST", URL, form()),
    ("PATCH", f"{URL}/{RAMESH}", {"name": "Changed"}),
    ("DELETE", f"{URL}/{RAMESH}", None),
]


@pytest.mark.parametrize(("method", "url", "body"), CALLS)
@pytest.mark.parametrize(
    ("caller", "status"),
    [(NOBODY, 401), (INACTIVE_A, 401), (ADMIN_A, 403), (ADMIN_B, 403), (VIEWER_A, 403)],
)
async def test_only_a_super_admin_manages_priests(
    as_admin: ClientFor,
    db: Database,
    caller: str,
    status: int,
    method: str,
    url: str,
    body: dict[str, Any] | None,
) -> None:
    http: httpx.AsyncClient = await as_admin(caller)
    response = await http.request(method, url, json=body)
    assert response.status_code == status, response.text
    assert await count(db, Priest) == 3
    assert (await get(db, Priest, RAMESH)).name == "Pandit Ramesh Shastri"


def test_average_rating_is_of_every_review_rounding_halves_up_to_one_decimal() -> None:
    # 91 stars in 20 reviews = 4.55, as people round it 4.6 (a float 4.55 is 4.54999...).
    stats = rules.roster_stats([(True, 18, 82, 2), (False, 2, 9, 3)])
    assert stats == rules.RosterStats(
        total=2, active=1, average_rating=4.6, rating_count=20, total_bookings=5
    )
    assert rules.roster_stats([(True, 0, 0, 4)]).average_rating is None  # nobody rated
    assert rules.roster_stats([]) == rules.RosterStats(0, 0, None, 0, 0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("06:00-12:00", "06:00-12:00"),
        (" 6:00 - 9:30 ", "06:00-09:30"),
        ("20:00-24:00", "20:00-24:00"),
        ("12:00-12:00", None),
        ("13:00-12:00", None),
        ("10:60-11:00", None),
        ("24:30-24:45", None),
        ("6-8", None),
        ("", None),
    ],
)
def test_time_ranges(text: str, expected: str | None) -> None:
    assert hours.time_range(text) == expected
