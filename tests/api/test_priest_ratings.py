"""A priest's rating is earned: the seed's typed-in figures are gone, every priest is "New"
until a devotee rates a booking they held; the cards devotees choose from and the back
office's roster show the mean of the visible reviews and how many; hiding a review takes it
out of the priest's figures as out of the puja's."""

from __future__ import annotations

from typing import Any

import httpx

from data.db import Database
from tests.admin_support import SUPER, ClientFor
from tests.api.test_order_cancel import CREATE, change_row
from tests.api.test_reviews import rate
from tests.conftest import india_date

RAMESH, ALOK = "priest-ramesh-shastri", "priest-alok-mishra"


async def held_by(client: httpx.AsyncClient, db: Database, priest: str, day: int) -> str:
    """A priest booking made by `client`'s browser, held by `priest` and completed."""
    url, body = CREATE["priest"]
    made = await client.post(url, json={**body, "selectedDate": india_date(day)})
    assert made.status_code == 201, made.text
    record_id = str(made.json()["id"])
    await change_row(db, "priest", record_id, status="completed", priest_id=priest)
    return record_id


async def cards(client: httpx.AsyncClient) -> dict[str, dict[str, Any]]:
    """The priest cards of an online Ganesh puja (every seeded priest performs it online)."""
    query = {
        "serviceId": "ganesh-puja",
        "selectedDate": india_date(5),
        "selectedTime": "8:00 AM - 10:00 AM",
        "isOnline": "true",
    }
    response = await client.get("/api/priests/free", params=query)
    assert response.status_code == 200, response.text
    return {card["id"]: card for card in response.json()["priests"]}


def figures(card: dict[str, Any]) -> tuple[float | None, int]:
    return card["ratingAverage"], card["ratingCount"]


async def test_every_seeded_priest_is_new_until_rated(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    found = await cards(client)
    assert len(found) == 3
    assert {figures(card) for card in found.values()} == {(None, 0)}
    roster = (await (await as_admin(SUPER)).get("/api/admin/priests")).json()
    assert {(p["ratingAverage"], p["ratingCount"]) for p in roster["items"]} == {(None, 0)}
    assert (roster["stats"]["averageRating"], roster["stats"]["ratingCount"]) == (None, 0)
    assert all("rating" not in p for p in roster["items"])


async def test_reviews_of_bookings_a_priest_held_make_their_rating(
    client: httpx.AsyncClient, db: Database, as_admin: ClientFor
) -> None:
    four = await held_by(client, db, RAMESH, 1)
    five = await held_by(client, db, RAMESH, 3)
    two = await held_by(client, db, ALOK, 4)
    assert (await rate(client, "priest", four, 4)).status_code == 201
    assert figures((await cards(client))[RAMESH]) == (4.0, 1)
    assert (await rate(client, "priest", five, 5)).status_code == 201
    assert (await rate(client, "priest", two, 2)).status_code == 201
    found = await cards(client)
    assert figures(found[RAMESH]) == (4.5, 2)
    assert figures(found[ALOK]) == (2.0, 1)
    assert figures(found["priest-venkatesh-iyer"]) == (None, 0)

    admin = await as_admin(SUPER)
    roster = (await admin.get("/api/admin/priests")).json()
    by_id = {p["id"]: p for p in roster["items"]}
    assert (by_id[RAMESH]["ratingAverage"], by_id[RAMESH]["ratingCount"]) == (4.5, 2)
    # The roster's average is of all 3 reviews (11 / 3), not of the priests' means.
    assert (roster["stats"]["averageRating"], roster["stats"]["ratingCount"]) == (3.7, 3)

    # An admin hides the low review: it leaves Alok's figures (and comes back when shown).
    reviews = (await admin.get("/api/admin/reviews")).json()["items"]
    low = next(r for r in reviews if r["stars"] == 2)
    assert (await admin.post(f"/api/admin/reviews/{low['id']}/hide")).status_code == 200
    assert figures((await cards(client))[ALOK]) == (None, 0)
    assert (await admin.post(f"/api/admin/reviews/{low['id']}/unhide")).status_code == 200
    assert figures((await cards(client))[ALOK]) == (2.0, 1)


async def test_a_typed_in_rating_is_ignored_by_the_back_office_form(
    as_admin: ClientFor,
) -> None:
    admin = await as_admin(SUPER)
    changed = await admin.patch(f"/api/admin/priests/{RAMESH}", json={"rating": 5})
    assert changed.status_code == 200, changed.text
    assert (changed.json()["ratingAverage"], changed.json()["ratingCount"]) == (None, 0)
