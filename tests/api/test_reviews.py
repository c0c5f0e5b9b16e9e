"""Reviews in My Orders: a devotee rates a completed booking or a delivered order from the
browser that made it, once; every refusal says why; two submissions at once leave one review;
the puja's average and count (served from the cached list) follow new, hidden and shown
reviews; admins see and moderate reviews within their reach."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from data.db import Database
from data.models import PujaService, Review
from tests.admin_support import ADMIN_A, ADMIN_B, SUPER, VIEWER_A, ClientFor
from tests.api.test_order_cancel import CREATE, KINDS, LOOKUP, NOT_FOUND, change_row, make
from tests.conftest import india_date
from tests.support import count

REVIEW = "/api/orders/review"
PUJA = "ganesh-puja"
FINISHED = {"priest": {"status": "completed"}, "temple": {"status": "completed"}}
FINISHED["store"] = {"order_status": "delivered"}
STARS_RULE = "Please choose from 1 to 5 stars"


async def finished(client: httpx.AsyncClient, db: Database, kind: str, **changes: Any) -> str:
    """A record of `kind` made by `client`'s browser, completed or delivered."""
    made = await make(client, db, kind)
    await change_row(db, kind, made["id"], **FINISHED[kind], **changes)
    return str(made["id"])


async def rate(
    client: httpx.AsyncClient, kind: str, record_id: str, stars: Any = 5, **more: Any
) -> httpx.Response:
    return await client.post(REVIEW, json={"kind": kind, "id": record_id, "stars": stars, **more})


async def puja_rating(client: httpx.AsyncClient) -> tuple[float | None, int]:
    """The puja's figures as the public list shows them (the list served from memory)."""
    response = await client.get("/api/puja-services", params={"search": "Ganesh", "limit": 50})
    assert response.status_code == 200
    item = next(i for i in response.json()["items"] if i["id"] == PUJA)
    return item["ratingAverage"], item["ratingCount"]


@pytest.mark.parametrize("kind", KINDS)
async def test_a_finished_record_is_rated_once_from_the_browser_that_made_it(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    record_id = await finished(client, db, kind)
    found = (await client.post(LOOKUP, json={"phone": "9845012345"})).json()
    listed = next(r for lst in found.values() if isinstance(lst, list) for r in lst)
    assert (listed["reviewable"], listed["review"]) == (True, None)

    response = await rate(client, kind, record_id, 4, comment="  Pandit ji came on time.  ")
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["message"] == "Thank you for your review."
    assert body["record"]["reviewable"] is False
    assert body["record"]["review"]["stars"] == 4
    assert body["record"]["review"]["comment"] == "Pandit ji came on time."

    again = await rate(client, kind, record_id, 5)
    what = "order" if kind == "store" else "booking"
    assert again.status_code == 409
    assert again.json() == {
        "detail": f"You have already rated this {what}.",
        "code": "already_reviewed",
    }
    found = (await client.post(LOOKUP, json={"phone": "9845012345"})).json()
    listed = next(r for lst in found.values() if isinstance(lst, list) for r in lst)
    assert (listed["reviewable"], listed["review"]["stars"]) == (False, 4)
    assert await count(db, Review) == 1


@pytest.mark.parametrize("kind", KINDS)
async def test_a_record_not_yet_completed_or_delivered_cannot_be_rated(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    made = await make(client, db, kind)  # pending
    response = await rate(client, kind, made["id"])
    assert response.status_code == 409
    expected = (
        "You can rate an order once it has been delivered."
        if kind == "store"
        else "You can rate a booking once it has been completed."
    )
    assert response.json() == {"detail": expected, "code": "not_reviewable"}
    found = (await client.post(LOOKUP, json={"phone": "9845012345"})).json()
    listed = next(r for lst in found.values() if isinstance(lst, list) for r in lst)
    assert (listed["reviewable"], listed["review"]) == (False, None)
    assert await count(db, Review) == 0


async def test_someone_elses_record_is_not_found_for_a_stranger(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, db: Database
) -> None:
    record_id = await finished(client, db, "priest")
    for response in (
        await rate(stranger, "priest", record_id),
        await rate(stranger, "priest", "PB0000000000000NOSUCHID"),
        await rate(client, "store", record_id),  # the right id under another kind
    ):
        assert response.status_code == 404
        assert response.json() == {"detail": NOT_FOUND, "code": "unknown_record"}
    # A stranger's lookup does not show it at all (only that there is one), and nothing is
    # rated.
    found = (await stranger.post(LOOKUP, json={"phone": "9845012345"})).json()
    assert (found["priestBookings"], found["hidden"]) == ([], 1)
    assert await count(db, Review) == 0


@pytest.mark.parametrize("kind", KINDS)
async def test_rate_is_offered_to_no_browser_on_a_cancelled_or_unfinished_record(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, db: Database, kind: str
) -> None:
    """No Rate on a record paid online and not yet held, nor on one paid and then cancelled
    (both have receipts); another device sees neither before the code."""
    entry = {"status": "confirmed", "at": "2026-11-22T06:30:00Z", "paymentStatus": "paid"}
    paid = {"payment_status": "paid", "status_history": [entry]}
    upcoming = await make(client, db, kind)
    # The second on another day: one priest may be all there is for the first one's slot.
    url, body = CREATE[kind]
    later = {"selectedDate": india_date(3)} if kind != "store" else {}
    made = await client.post(url, json={**body, **later})
    assert made.status_code == 201, made.text
    cancelled = made.json()
    status = "order_status" if kind == "store" else "status"
    await change_row(db, kind, upcoming["id"], **paid, **{status: "confirmed"})
    await change_row(db, kind, cancelled["id"], **paid, **{status: "cancelled"})
    found = (await client.post(LOOKUP, json={"phone": "9845012345"})).json()
    listed = [r for lst in found.values() if isinstance(lst, list) for r in lst]
    assert len(listed) == 2
    assert all(r["receipt"] is not None for r in listed)
    assert [r["reviewable"] for r in listed] == [False, False]
    assert (await stranger.post(LOOKUP, json={"phone": "9845012345"})).json()["hidden"] == 2


async def test_a_whole_number_written_with_a_point_is_taken(
    client: httpx.AsyncClient, db: Database
) -> None:
    # JSON Schema calls 5.0 an integer, so the published document allows it.
    record_id = await finished(client, db, "priest")
    response = await rate(client, "priest", record_id, 5.0)
    assert response.status_code == 201, response.text
    assert response.json()["record"]["review"]["stars"] == 5


@pytest.mark.parametrize("stars", [0, 6, -1, 4.5, "5", True, None, 10**20])
async def test_stars_outside_one_to_five_are_refused_naming_the_field(
    client: httpx.AsyncClient, db: Database, stars: Any
) -> None:
    record_id = await finished(client, db, "priest")
    response = await rate(client, "priest", record_id, stars)
    assert response.status_code == 422
    body = response.json()
    assert (body["detail"], body["code"]) == (STARS_RULE, "stars_out_of_range")
    assert body["errors"][0]["field"] == "stars"
    assert await count(db, Review) == 0


@pytest.mark.parametrize(
    ("comment", "code", "detail"),
    [
        ("ॐ" * 501, "comment_too_long", "Your comment can be at most 500 characters"),
        ("Good\x00puja", "invalid_characters", None),
        (["not", "text"], "validation_error", None),
    ],
)
async def test_a_bad_comment_is_refused_naming_the_field(
    client: httpx.AsyncClient, db: Database, comment: Any, code: str, detail: str | None
) -> None:
    record_id = await finished(client, db, "priest")
    response = await rate(client, "priest", record_id, 5, comment=comment)
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == code
    assert body["errors"][0]["field"] == "comment"
    if detail is not None:
        assert body["detail"] == detail
    assert await count(db, Review) == 0


async def test_a_comment_of_exactly_the_limit_is_taken(
    client: httpx.AsyncClient, db: Database
) -> None:
    record_id = await finished(client, db, "priest")
    response = await rate(client, "priest", record_id, 3, comment="ॐ" * 500)
    assert response.status_code == 201, response.text


@pytest.mark.parametrize("kind", ["priest", "store"])
async def test_two_submissions_at_once_leave_one_review(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    record_id = await finished(client, db, kind)
    first, second = await asyncio.gather(
        rate(client, kind, record_id, 5), rate(client, kind, record_id, 1)
    )
    assert sorted([first.status_code, second.status_code]) == [201, 409]
    refused = first if first.status_code == 409 else second
    assert refused.json()["code"] == "already_reviewed"
    assert await count(db, Review) == 1
    if kind == "priest":
        async with db.reader() as session:
            puja = await session.get(PujaService, PUJA)
            assert puja is not None
            kept = (await session.execute(select(Review))).scalar_one()
            assert (puja.rating_count, puja.rating_sum) == (1, kept.stars)


async def test_the_cached_puja_list_shows_new_reviews_and_hiding_takes_them_out(
    client: httpx.AsyncClient, db: Database, as_admin: ClientFor
) -> None:
    assert await puja_rating(client) == (None, 0)  # and the list page is now cached
    five = await finished(client, db, "priest")
    two = await finished(client, db, "priest", selected_date=india_date(3))
    assert (await rate(client, "priest", five, 5)).status_code == 201
    assert await puja_rating(client) == (5.0, 1)
    assert (await rate(client, "priest", two, 2)).status_code == 201
    assert await puja_rating(client) == (3.5, 2)
    detail = (await client.get(f"/api/puja-services/{PUJA}")).json()
    assert (detail["ratingAverage"], detail["ratingCount"]) == (3.5, 2)

    admin = await as_admin(SUPER)
    listed = (await admin.get("/api/admin/reviews")).json()
    low = next(r for r in listed["items"] if r["stars"] == 2)
    assert (low["recordKind"], low["subjectId"], low["hidden"]) == ("priest", PUJA, False)
    hidden = await admin.post(f"/api/admin/reviews/{low['id']}/hide")
    assert hidden.status_code == 200, hidden.text
    assert hidden.json()["hidden"] is True
    assert await puja_rating(client) == (5.0, 1)
    twice = await admin.post(f"/api/admin/reviews/{low['id']}/hide")
    assert twice.status_code == 409
    assert twice.json() == {"detail": "This review is already hidden", "code": "hidden_already"}
    assert (await admin.get("/api/admin/reviews?hidden=true")).json()["total"] == 1

    shown = await admin.post(f"/api/admin/reviews/{low['id']}/unhide")
    assert shown.status_code == 200
    assert await puja_rating(client) == (3.5, 2)
    again = await admin.post(f"/api/admin/reviews/{low['id']}/unhide")
    assert again.json()["code"] == "shown_already"


async def test_averages_round_to_one_decimal(client: httpx.AsyncClient, db: Database) -> None:
    for day, stars in ((1, 5), (3, 5), (4, 4)):
        record_id = await finished(client, db, "priest", selected_date=india_date(day))
        assert (await rate(client, "priest", record_id, stars)).status_code == 201
    assert await puja_rating(client) == (4.7, 3)  # 14 / 3 = 4.67


async def test_temple_admins_see_and_moderate_only_their_own_temples_reviews(
    client: httpx.AsyncClient, db: Database, as_admin: ClientFor
) -> None:
    temple = await finished(client, db, "temple")  # temple A (Kashi Vishwanath)
    priest = await finished(client, db, "priest")
    assert (await rate(client, "temple", temple, 1, comment="Long queue")).status_code == 201
    assert (await rate(client, "priest", priest, 5)).status_code == 201

    everything = (await (await as_admin(SUPER)).get("/api/admin/reviews")).json()
    assert {r["recordKind"] for r in everything["items"]} == {"temple", "priest"}
    only_priest = await (await as_admin(SUPER)).get("/api/admin/reviews?kind=priest")
    assert [r["recordKind"] for r in only_priest.json()["items"]] == ["priest"]

    admin_a, admin_b = await as_admin(ADMIN_A), await as_admin(ADMIN_B)
    theirs = (await admin_a.get("/api/admin/reviews")).json()
    assert [r["recordId"] for r in theirs["items"]] == [temple]
    assert theirs["items"][0]["comment"] == "Long queue"
    assert (await admin_b.get("/api/admin/reviews")).json() == {
        "items": [],
        "total": 0,
        "totalExact": True,
        "nextCursor": None,
    }
    temple_review = theirs["items"][0]["id"]
    priest_review = next(r["id"] for r in everything["items"] if r["recordKind"] == "priest")
    for caller, review_id in ((admin_b, temple_review), (admin_a, priest_review)):
        refused = await caller.post(f"/api/admin/reviews/{review_id}/hide")
        assert refused.status_code == 404
        assert refused.json() == {"detail": "Unknown Review", "code": "unknown_review"}
    viewer = await (await as_admin(VIEWER_A)).post(f"/api/admin/reviews/{temple_review}/hide")
    assert viewer.status_code == 403
    assert (await admin_a.post(f"/api/admin/reviews/{temple_review}/hide")).status_code == 200
    assert await puja_rating(client) == (5.0, 1)  # a temple review never touched the puja


async def test_the_site_publishes_the_review_limits(client: httpx.AsyncClient) -> None:
    limits = (await client.get("/api/site")).json()["limits"]
    assert (limits["minStars"], limits["maxStars"], limits["maxReviewChars"]) == (1, 5, 500)


def test_every_kind_has_a_finished_state() -> None:
    assert set(FINISHED) == set(CREATE)
