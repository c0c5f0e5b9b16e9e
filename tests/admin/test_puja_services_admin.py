"""Admin pooja services screen: catalogue stats, search and category chips over every
service (inactive ones too), the pooja service form, hard delete, super admins only."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest

from api.puja_services.rules import CATEGORIES
from data.db import Database
from data.models import PriestBooking, PujaService
from tests.admin_support import ADMIN_A, ADMIN_B, INACTIVE_A, NOBODY, SUPER, VIEWER_A, ClientFor
from tests.conftest import FROZEN_NOW
from tests.support import add, count, get

URL = "/api/admin/puja-services"
PUBLIC = "/api/puja-services"
GANESH = "ganesh-puja"
REQUIRED = "Please fill all required fields"
NOW = FROZEN_NOW.isoformat().replace("+00:00", "Z")
SEEDED = 52
CHOICES = ", ".join(CATEGORIES)
HOMAS = ["Ayush Homa (Birthday)", "Chandi Homa", "Ganapati Homa", "Gayatri Homa", "Sudarshana Homa"]


def form(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "Tulsi Vivah",
        "category": "Special",
        "description": "The wedding of Tulsi and Shaligram, performed on Kartik Shukla Ekadashi.",
        "price": 4599,
        "duration": "2-3 hours",
        "includes": ["Vedic pandit", "Puja samagri"],
        "requirements": ["A Tulsi plant in a pot"],
        "isActive": True,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not ...}


def hidden_service(**changes: Any) -> PujaService:
    fields: dict[str, Any] = {
        "id": "service-hidden",
        "name": "Maha Mrityunjaya Jaap (retired)",
        "price": Decimal(31000),
        "duration": "7 days",
        "category": "Shiva",
        "description": "No longer offered",
        "includes": [],
        "requirements": [],
        "is_active": False,
    }
    fields.update(changes)
    return PujaService(**fields)


async def test_the_screen_has_stats_over_the_whole_catalogue(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(URL)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["stats"] == {
        "totalServices": SEEDED,
        "categories": 13,
        "startingPrice": 2299,
        "highestPrice": 24799,
    }
    assert (len(body["items"]), body["total"], body["overall"]) == (SEEDED, SEEDED, SEEDED)
    names = [s["name"] for s in body["items"]]
    assert names == sorted(names)
    ganesh = next(s for s in body["items"] if s["id"] == GANESH)
    assert (ganesh["price"], ganesh["category"], ganesh["duration"]) == (
        2299,
        "Ganesha",
        "1-1.5 hours",
    )
    assert ganesh["isActive"] is True


async def test_inactive_services_are_listed_and_counted(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    await add(db, hidden_service())
    body = (await (await as_admin(SUPER)).get(URL, params={"q": "retired"})).json()
    assert [s["id"] for s in body["items"]] == ["service-hidden"]
    assert body["items"][0]["isActive"] is False
    assert body["stats"]["totalServices"] == SEEDED + 1
    assert body["stats"]["highestPrice"] == 31000
    # The public catalogue still hides it.
    public = (await client.get(PUBLIC, params={"search": "retired"})).json()
    assert public["total"] == 0


@pytest.mark.parametrize(
    ("params", "names"),
    [
        ({"category": "Homa"}, HOMAS),
        ({"category": "homa", "q": "HOMA"}, HOMAS),  # any case
        ({"q": "homa", "category": "All"}, HOMAS),
        ({"q": "navagraha"}, ["Navagraha Shanti Puja"]),  # a name, not the category
        ({"q": "remover of obstacles"}, ["Ganesh Puja"]),  # a description
        ({"q": "obstacles", "category": "Special"}, ["Sundarkand Path"]),
        ({"q": "100%"}, []),  # % is a character, not a wildcard
    ],
)
async def test_search_and_category_filter(
    as_admin: ClientFor, params: dict[str, str], names: list[str]
) -> None:
    body = (await (await as_admin(SUPER)).get(URL, params=params)).json()
    assert [s["name"] for s in body["items"]] == names
    assert (body["total"], body["overall"]) == (len(names), SEEDED)
    assert body["stats"]["totalServices"] == SEEDED  # stats ignore the filters


async def test_an_unknown_category_filter_lists_the_categories(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(URL, params={"category": "Kali"})
    assert response.status_code == 422
    assert (
        response.json()["detail"] == f"category: 'Kali' is not a category; choose one of {CHOICES}"
    )


async def test_the_listing_pages(as_admin: ClientFor) -> None:
    body = (
        await (await as_admin(SUPER)).get(URL, params={"category": "Homa", "offset": 1, "limit": 2})
    ).json()
    assert [s["name"] for s in body["items"]] == HOMAS[1:3]
    assert body["total"] == 5


async def test_the_form_categories_leave_out_all(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(f"{URL}/categories")
    assert response.status_code == 200
    assert response.json() == list(CATEGORIES)
    assert "All" not in response.json()
    assert len(response.json()) == 13


async def test_a_new_service_is_stored_and_bookable(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    body = form(
        category="special",
        includes=["Vedic pandit", "", " Vedic pandit ", "Puja samagri"],
        price="4599.50",
    )
    response = await (await as_admin(SUPER)).post(URL, json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("service-")
    assert created["category"] == "Special"
    assert created["includes"] == ["Vedic pandit", "Puja samagri"]
    assert created["price"] == 4599.5
    assert created["createdAt"] == created["updatedAt"] == NOW
    assert (await get(db, PujaService, created["id"])).price == Decimal("4599.50")
    public = await client.get(f"{PUBLIC}/{created['id']}")
    assert public.status_code == 200
    assert public.json()["name"] == "Tulsi Vivah"


async def test_the_samagri_lists_are_written_in_both_languages(
    as_admin: ClientFor, client: httpx.AsyncClient
) -> None:
    lists = {
        "samagriFamily": ["A Tulsi plant in a pot", "Sugarcane stalks"],
        "samagriPriest": ["Roli and akshat"],
        "samagriFamilyHi": ["गमले में तुलसी का पौधा", "गन्ना"],
        "samagriPriestHi": ["रोली और अक्षत"],
    }
    response = await (await as_admin(SUPER)).post(URL, json=form(**lists))
    assert response.status_code == 201, response.text
    assert {k: response.json()[k] for k in lists} == lists
    path = f"{PUBLIC}/{response.json()['id']}"
    english, hindi = (await client.get(path)).json(), (await client.get(f"{path}?lang=hi")).json()
    assert english["samagriFamily"] == lists["samagriFamily"]
    assert hindi["samagriPriest"] == lists["samagriPriestHi"]
    repeated = await (await as_admin(SUPER)).post(
        URL, json=form(name="Tulsi Puja", samagriPriest=["Camphor", "Camphor", ""])
    )
    assert repeated.status_code == 201, repeated.text
    assert repeated.json()["samagriPriest"] == ["Camphor"]
    too_long = await (await as_admin(SUPER)).post(URL, json=form(samagriFamily=["x" * 201]))
    assert too_long.status_code == 422 and "samagriFamily" in too_long.text


async def test_a_free_service_and_the_optional_lists(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).post(
        URL, json=form(price=0, includes=..., requirements=..., isActive=...)
    )
    assert response.status_code == 201, response.text
    created = response.json()
    assert (created["price"], created["includes"], created["requirements"]) == (0, [], [])
    assert (created["samagriFamily"], created["samagriPriest"]) == ([], [])
    assert created["isActive"] is True


BAD_FORMS = [
    ({"name": ...}, REQUIRED),
    ({"name": " "}, REQUIRED),
    ({"category": ...}, REQUIRED),
    ({"category": ""}, REQUIRED),
    ({"category": "All"}, f"category: 'All' is not a category; choose one of {CHOICES}"),
    ({"category": "Kali"}, f"category: 'Kali' is not a category; choose one of {CHOICES}"),
    ({"description": ...}, REQUIRED),
    ({"price": ...}, REQUIRED),
    ({"price": -1}, "price: Input should be greater than or equal to 0"),
    ({"price": "abc"}, "price: must be a number"),
    ({"price": True}, "price: must be a number"),
    ({"price": 200_001}, "price: Input should be less than or equal to 200000"),
    ({"price": 10.555}, "price: Decimal input should have no more than 2 decimal places"),
    ({"duration": ...}, REQUIRED),
    ({"duration": "x" * 61}, "duration: String should have at most 60 characters"),
    ({"includes": "Vedic pandit"}, "includes: Input should be a valid list"),
    ({"slug": "tulsi"}, "Unknown field: slug"),
]


@pytest.mark.parametrize(("changes", "detail"), BAD_FORMS)
async def test_a_bad_service_form_is_refused_with_its_message(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], detail: str
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(**changes))
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == detail
    assert await count(db, PujaService) == SEEDED


async def test_an_edit_can_take_a_service_off_the_public_list(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    http = await as_admin(SUPER)
    response = await http.patch(f"{URL}/{GANESH}", json={"isActive": False, "price": 2499})
    assert response.status_code == 200, response.text
    edited = response.json()
    assert (edited["isActive"], edited["price"], edited["updatedAt"]) == (False, 2499, NOW)
    assert edited["name"] == "Ganesh Puja"
    assert (await client.get(f"{PUBLIC}/{GANESH}")).status_code == 404
    stats = (await http.get(URL)).json()["stats"]
    assert (stats["totalServices"], stats["startingPrice"]) == (SEEDED, 2499)


@pytest.mark.parametrize(
    ("changes", "detail"),
    [
        ({"category": "All"}, f"category: 'All' is not a category; choose one of {CHOICES}"),
        ({"price": None}, REQUIRED),
        ({"duration": ""}, REQUIRED),
        ({"price": -5}, "price: Input should be greater than or equal to 0"),
    ],
)
async def test_a_bad_edit_changes_nothing(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], detail: str
) -> None:
    response = await (await as_admin(SUPER)).patch(
        f"{URL}/{GANESH}", json={"name": "Renamed", **changes}
    )
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == detail
    stored = await get(db, PujaService, GANESH)
    assert (stored.name, stored.price, stored.category) == ("Ganesh Puja", Decimal(2299), "Ganesha")


async def test_delete_keeps_the_bookings_copy_of_the_name(
    as_admin: ClientFor, db: Database
) -> None:
    await add(
        db,
        PriestBooking(
            id="PB-test",
            service_id=GANESH,
            service_name="Ganesh Puja",
            customer_name="Asha Rao",
            customer_phone="9876543210",
            customer_address="Pune",
            selected_date="2026-12-01",
            selected_time="8:00 AM - 10:00 AM",
            price=Decimal(2299),
            status="pending",
            payment_status="pending",
        ),
    )
    http = await as_admin(SUPER)
    assert (await http.delete(f"{URL}/{GANESH}")).status_code == 204
    assert await get(db, PujaService, GANESH) is None
    assert await count(db, PujaService) == SEEDED - 1
    booking = await get(db, PriestBooking, "PB-test")
    assert (booking.service_id, booking.service_name) == (GANESH, "Ganesh Puja")
    assert (await http.delete(f"{URL}/{GANESH}")).status_code == 404


async def test_unknown_services_are_not_found(as_admin: ClientFor, db: Database) -> None:
    http = await as_admin(SUPER)
    for response in (
        await http.patch(f"{URL}/service-nope", json={"name": "x"}),
        await http.delete(f"{URL}/service-nope"),
    ):
        assert response.status_code == 404
        assert response.json() == {"detail": "Unknown Service", "code": "unknown_service"}
    assert await count(db, PujaService) == SEEDED


CALLS = [
    ("GET", URL, None),
    ("GET", f"{URL}/categories", None),
    ("POST", URL, form()),
    ("PATCH", f"{URL}/{GANESH}", {"name": "Changed"}),
    ("DELETE", f"{URL}/{GANESH}", None),
]


@pytest.mark.parametrize(("method", "url", "body"), CALLS)
@pytest.mark.parametrize(
    ("caller", "status"),
    [(NOBODY, 401), (INACTIVE_A, 401), (ADMIN_A, 403), (ADMIN_B, 403), (VIEWER_A, 403)],
)
async def test_only_a_super_admin_manages_pooja_services(
    as_admin: ClientFor,
    db: Database,
    caller: str,
    status: int,
    method: str,
    url: str,
    body: dict[str, Any] | None,
) -> None:
    response = await (await as_admin(caller)).request(method, url, json=body)
    assert response.status_code == status, response.text
    assert await count(db, PujaService) == SEEDED
    assert (await get(db, PujaService, GANESH)).name == "Ganesh Puja"
