"""Rating through the owner check My Orders already has: another browser (say, a new phone)
may rate a devotee's completed booking once it proves with a one-time code that it holds the
booking's phone; before that, or verified for another phone, it is refused."""

from __future__ import annotations

import httpx

from data.db import Database
from data.models import PriestBooking, Review
from tests.support import count
from tests.verification.support import SmsOutbox, verify
from tests.verification.test_owner_access import NOT_FOUND, PHONE_A, PHONE_B, create, priest_booking

REVIEW = "/api/orders/review"
LOOKUP = "/api/orders/lookup"


async def completed_booking(client: httpx.AsyncClient, db: Database) -> str:
    record_id = await create(client, "/api/priest-bookings", priest_booking())
    async with db.writer() as session:
        booking = await session.get(PriestBooking, record_id)
        assert booking is not None
        booking.status = "completed"
        await session.commit()
    return record_id


async def test_a_browser_verified_for_the_bookings_phone_may_rate_it(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, db: Database, sms: SmsOutbox
) -> None:
    record_id = await completed_booking(client, db)
    body = {"kind": "priest", "id": record_id, "stars": 5, "comment": "Very good"}
    before = await stranger.post(REVIEW, json=body)
    assert before.status_code == 404
    assert before.json() == {"detail": NOT_FOUND, "code": "unknown_record"}
    assert (await stranger.post(LOOKUP, json={"phone": PHONE_A})).json()["priestBookings"] == []

    await verify(stranger, lambda: sms.code_to(PHONE_A), phone=PHONE_A)
    listed = (await stranger.post(LOOKUP, json={"phone": PHONE_A})).json()["priestBookings"][0]
    assert listed["reviewable"] is True
    rated = await stranger.post(REVIEW, json=body)
    assert rated.status_code == 201, rated.text
    assert rated.json()["record"]["review"]["stars"] == 5
    # The browser that made it now finds it rated, with the comment.
    mine = (await client.post(LOOKUP, json={"phone": PHONE_A})).json()["priestBookings"][0]
    assert (mine["reviewable"], mine["review"]["comment"]) == (False, "Very good")


async def test_verifying_another_phone_does_not_let_a_browser_rate(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, db: Database, sms: SmsOutbox
) -> None:
    record_id = await completed_booking(client, db)
    await verify(stranger, lambda: sms.code_to(PHONE_B), phone=PHONE_B)
    response = await stranger.post(REVIEW, json={"kind": "priest", "id": record_id, "stars": 1})
    assert response.status_code == 404
    assert await count(db, Review) == 0
    # Someone who knows the phone sees neither the booking nor its rating.
    await client.post(REVIEW, json={"kind": "priest", "id": record_id, "stars": 4, "comment": "ok"})
    seen = (await stranger.post(LOOKUP, json={"phone": PHONE_A})).json()
    assert (seen["priestBookings"], seen["hidden"]) == ([], 1)
