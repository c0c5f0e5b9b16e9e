"""A priest's bookings in their app: what the list shows (and what it does not: the devotee's
phone before an hour ahead of the slot), only their own bookings, and each step from the
offer to the completed puja with its photo, which the devotee then sees on Track Booking."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from api.priest_app import offers
from data.db import Database
from data.models import AdminNotice, PriestBooking
from data.seeding import SEED_DIR
from tests.conftest import Clock, india_date
from tests.media.pictures import picture
from tests.priest_app.support import (
    ALOK,
    DEVOTEE_PHONE,
    MINE,
    PUNE_HOME,
    RAMESH,
    VENKATESH,
    PriestClient,
    book,
)
from tests.support import get

MONDAY = india_date(1)


def seed_puja(puja_id: str) -> dict[str, Any]:
    """A puja as the seed catalogue writes it (its samagri lists are what the priest sees)."""
    return next(p for p in json.loads(SEED_PUJAS.read_text(encoding="utf-8")) if p["id"] == puja_id)


SEED_PUJAS = SEED_DIR / "puja_services.json"
# Monday 8 AM in India, the slot booked, is 20 hours after the frozen Sunday noon.
SLOT_BEGINS = timedelta(hours=20)


async def visits(priest: httpx.AsyncClient) -> list[dict[str, Any]]:
    listed = await priest.get(MINE)
    assert listed.status_code == 200, listed.text
    result: list[dict[str, Any]] = listed.json()["visits"]
    return result


async def act(priest: httpx.AsyncClient, booking_id: str, step: str) -> httpx.Response:
    return await priest.post(f"{MINE}/{booking_id}/{step}")


async def test_the_list_shows_the_offer_with_its_place_puja_and_family_but_no_phone(
    client: httpx.AsyncClient, as_priest: PriestClient, clock: Clock
) -> None:
    made = await book(client, MONDAY)
    [visit] = await visits(await as_priest(RAMESH))
    assert visit["bookingId"] == made["id"]
    assert visit["shortId"] == made["shortId"]
    assert visit["puja"] == "Ganesh Puja"
    assert (visit["selectedDate"], visit["selectedTime"]) == (MONDAY, "8:00 AM - 10:00 AM")
    assert visit["address"] == PUNE_HOME
    assert visit["mapUrl"].startswith("https://www.google.com/maps/search/?api=1&query=Flat%204")
    assert visit["customerName"] == "Ravi Kulkarni"
    assert visit["specialRequests"].startswith("Gotra Kashyap")
    assert visit["sankalp"] is None  # the family gave none
    ganesh = seed_puja("ganesh-puja")
    assert visit["samagriFamily"] == ganesh["samagriFamily"]
    assert visit["samagriPriest"] == ganesh["samagriPriest"]
    assert visit["visitStatus"] == "offered"
    assert visit["acceptBy"] == (clock.now + timedelta(hours=1)).isoformat().replace("+00:00", "Z")
    assert visit["moves"] == ["accepted", "declined"]
    assert visit["customerPhone"] is None
    assert visit["paymentStatus"] == "pending" and visit["price"] == 2299


async def test_the_priest_holding_the_booking_reads_the_familys_sankalp(
    client: httpx.AsyncClient, as_priest: PriestClient
) -> None:
    sankalp = {"gotra": "Kashyap", "rashi": "Taurus", "names": ["Ravi Kulkarni", "सीता"]}
    made = await book(client, MONDAY, sankalp=sankalp)
    [visit] = await visits(await as_priest(RAMESH))
    assert visit["bookingId"] == made["id"]
    assert visit["sankalp"] == {**sankalp, "nakshatra": None}
    assert await visits(await as_priest(VENKATESH)) == []  # only to the priest holding it


async def test_the_list_reads_in_hindi(client: httpx.AsyncClient, as_priest: PriestClient) -> None:
    await book(client, MONDAY)
    priest = await as_priest(RAMESH)
    [visit] = (await priest.get(MINE, headers={"Accept-Language": "hi"})).json()["visits"]
    assert visit["puja"] == "गणेश पूजा"
    assert visit["samagriPriest"] == seed_puja("ganesh-puja")["samagriPriestHi"]
    me = await priest.get("/api/priest/me", headers={"Accept-Language": "hi"})
    assert me.json()["name"] == "पंडित रमेश शास्त्री"


async def test_the_devotees_phone_is_sent_only_from_an_hour_before_the_slot(
    client: httpx.AsyncClient, as_priest: PriestClient, clock: Clock
) -> None:
    made = await book(client, MONDAY)
    priest = await as_priest(RAMESH)
    accepted = await act(priest, made["id"], "accept")
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["customerPhone"] is None
    start = clock.now
    for before, shown in [(timedelta(hours=1, seconds=1), False), (timedelta(hours=1), True)]:
        clock.now = start + SLOT_BEGINS - before
        [visit] = await visits(priest)
        assert visit["customerPhone"] == (DEVOTEE_PHONE if shown else None)
        one = (await priest.get(f"{MINE}/{made['id']}")).json()
        assert one["customerPhone"] == visit["customerPhone"]
        assert DEVOTEE_PHONE in (await priest.get(MINE)).text if shown else True
    # Not a digit of it before then, anywhere in the answer.
    clock.now = start + SLOT_BEGINS - timedelta(hours=2)
    assert DEVOTEE_PHONE not in (await priest.get(MINE)).text
    assert DEVOTEE_PHONE not in (await priest.get(f"{MINE}/{made['id']}")).text


async def test_an_offer_not_accepted_shows_no_phone_even_at_the_slot(
    client: httpx.AsyncClient, as_priest: PriestClient, clock: Clock
) -> None:
    made = await book(client, MONDAY)
    clock.now += SLOT_BEGINS - timedelta(minutes=30)
    [visit] = await visits(await as_priest(RAMESH))
    assert visit["bookingId"] == made["id"] and visit["visitStatus"] == "offered"
    assert visit["customerPhone"] is None


UNKNOWN = {"detail": "Unknown Booking", "code": "unknown_priest_booking"}


@pytest.mark.parametrize(
    ("method", "step"),
    [
        ("GET", ""),
        ("POST", "/accept"),
        ("POST", "/decline"),
        ("POST", "/start"),
        ("POST", "/complete"),
        ("DELETE", "/photos/0123456789abcdef0123456789abcdef-640.webp"),
    ],
)
async def test_a_priest_reaches_only_their_own_bookings(
    client: httpx.AsyncClient, as_priest: PriestClient, db: Database, method: str, step: str
) -> None:
    made = await book(client, MONDAY)
    other = await as_priest(VENKATESH)
    assert await visits(other) == []
    for booking_id in (made["id"], "PB1763775000123X7K2QM4PA9"):  # another's, and nobody's
        answer = await other.request(method, f"{MINE}/{booking_id}{step}")
        assert (answer.status_code, answer.json()) == (404, UNKNOWN)
    photo = await other.post(f"{MINE}/{made['id']}/photos", content=picture(800, 600, "JPEG"))
    assert (photo.status_code, photo.json()) == (404, UNKNOWN)
    held = await get(db, PriestBooking, made["id"])
    assert (held.priest_id, held.status, held.photos) == (RAMESH, "pending", [])


async def test_nobody_signed_in_reaches_nothing(client: httpx.AsyncClient) -> None:
    made = await book(client, MONDAY)
    for answer in (
        await client.get(MINE),
        await client.post(f"{MINE}/{made['id']}/accept"),
        await client.get("/api/priest/schedule"),
    ):
        assert answer.status_code == 401
        assert answer.json()["code"] == "not_signed_in"


async def test_an_offer_is_accepted_only_within_its_time(
    client: httpx.AsyncClient, as_priest: PriestClient, clock: Clock
) -> None:
    made = await book(client, MONDAY)
    priest = await as_priest(RAMESH)
    clock.now += timedelta(hours=1)
    late = await act(priest, made["id"], "accept")
    assert late.status_code == 409
    assert late.json()["code"] == "offer_lapsed"
    [visit] = await visits(priest)
    assert visit["moves"] == ["declined"]


async def test_from_offer_to_completed_puja_with_a_photo_the_devotee_sees(
    client: httpx.AsyncClient, as_priest: PriestClient, clock: Clock, db: Database
) -> None:
    made = await book(client, MONDAY)
    priest = await as_priest(RAMESH)
    assert (await act(priest, made["id"], "accept")).json()["moves"] == ["declined"]
    early = await act(priest, made["id"], "start")
    assert early.status_code == 409
    assert early.json()["code"] == "status_too_early"
    no_photo_yet = await priest.post(
        f"{MINE}/{made['id']}/photos", content=picture(800, 600, "JPEG")
    )
    assert no_photo_yet.status_code == 409
    assert no_photo_yet.json()["code"] == "photos_not_now"
    clock.now += SLOT_BEGINS  # Monday, 8 AM
    started = await act(priest, made["id"], "start")
    assert started.status_code == 200, started.text
    assert started.json()["visitStatus"] == "started"
    assert started.json()["moves"] == []  # completed needs a photo first
    bare = await act(priest, made["id"], "complete")
    assert bare.status_code == 409
    assert bare.json()["code"] == "photo_required"
    assert bare.json()["detail"] == "Add at least one photo of the puja before marking it complete."
    not_a_picture = await priest.post(f"{MINE}/{made['id']}/photos", content=b"not a picture")
    assert not_a_picture.status_code == 422
    assert not_a_picture.json()["code"] == "picture_type"
    added = await priest.post(f"{MINE}/{made['id']}/photos", content=picture(800, 600, "JPEG"))
    assert added.status_code == 201, added.text
    [photo] = added.json()["photos"]
    assert photo.startswith("/media/") and photo.endswith(".webp")
    assert added.json()["moves"] == ["completed"]
    clock.now += timedelta(hours=2)
    done = await act(priest, made["id"], "complete")
    assert done.status_code == 200, done.text
    assert (done.json()["visitStatus"], done.json()["bookingStatus"]) == ("completed", "completed")
    assert done.json()["paymentStatus"] == "paid"  # cash, taken by the priest
    assert done.json()["customerPhone"] is None  # done: the phone is no longer the priest's
    again = await act(priest, made["id"], "complete")  # a retry: the same answer, no change
    assert (again.status_code, again.json()) == (200, done.json())
    # The devotee's Track Booking: the photo, and what the priest did, in the history.
    found = await client.post("/api/orders/lookup", json={"phone": DEVOTEE_PHONE})
    [tracked] = found.json()["priestBookings"]
    assert tracked["photos"] == [photo]
    assert tracked["status"] == "completed"
    assert [e.get("visit") for e in tracked["statusHistory"]][-3:] == [
        "accepted",
        "started",
        "completed",
    ]
    assert (await client.get(photo)).status_code == 200
    # Today's completed puja stays on the priest's list for the day.
    [listed] = await visits(priest)
    assert listed["visitStatus"] == "completed"


async def test_a_photo_can_be_taken_back_before_completion(
    client: httpx.AsyncClient, as_priest: PriestClient, clock: Clock
) -> None:
    made = await book(client, MONDAY)
    priest = await as_priest(RAMESH)
    await act(priest, made["id"], "accept")
    clock.now += SLOT_BEGINS
    await act(priest, made["id"], "start")
    [photo] = (
        await priest.post(f"{MINE}/{made['id']}/photos", content=picture(800, 600, "JPEG"))
    ).json()["photos"]
    name = photo.rsplit("/", 1)[-1]
    removed = await priest.delete(f"{MINE}/{made['id']}/photos/{name}")
    assert removed.status_code == 200, removed.text
    assert removed.json()["photos"] == []
    gone = await priest.delete(f"{MINE}/{made['id']}/photos/{name}")
    assert (gone.status_code, gone.json()["code"]) == (404, "unknown_picture")


async def test_declining_passes_the_booking_on_and_then_tells_the_office(
    client: httpx.AsyncClient, as_priest: PriestClient, db: Database
) -> None:
    # Online, so that every priest doing the puja online may take it.
    made = await book(client, MONDAY, isOnline=True, customerAddress="", priestId=ALOK)
    holders = [ALOK]
    for _ in range(2):
        declined = await act(await as_priest(holders[-1]), made["id"], "decline")
        assert declined.status_code == 200, declined.text
        assert declined.json()["message"] == (
            f"You declined booking {made['shortId']}. It has been offered to another priest."
        )
        assert await visits(await as_priest(holders[-1])) == []
        now_with = (await get(db, PriestBooking, made["id"])).priest_id
        assert now_with not in holders
        holders.append(now_with)
        [offer] = await visits(await as_priest(now_with))
        assert offer["visitStatus"] == "offered"
    assert sorted(holders) == sorted([ALOK, RAMESH, VENKATESH])
    last = await act(await as_priest(holders[-1]), made["id"], "decline")
    assert last.json()["message"] == (
        f"You declined booking {made['shortId']}. No other priest is free for it, so the office "
        "has been told."
    )
    async with db.reader() as session:
        [notice] = (await session.execute(select(AdminNotice))).scalars().all()
    assert notice.booking_id == made["id"]


async def test_the_offers_job_and_the_admins_notice_list(
    client: httpx.AsyncClient, as_priest: PriestClient, as_admin: Any, db: Database, clock: Clock
) -> None:
    made = await book(client, MONDAY)  # at the Pune home: Ramesh Shastri alone reaches it
    assert await offers.lapse_due(db, clock.now + timedelta(hours=1), 60) == 1
    assert await visits(await as_priest(RAMESH)) == []
    admin = await as_admin("superadmin")
    listed = await admin.get("/api/admin/notices")
    assert listed.status_code == 200, listed.text
    [notice] = listed.json()["items"]
    assert notice["bookingId"] == made["id"] and notice["kind"] == "no_priest_left"
    assert listed.json()["total"] == 1
    dismissed = await admin.post(f"/api/admin/notices/{notice['id']}/dismiss")
    assert dismissed.status_code == 200
    assert (await admin.get("/api/admin/notices")).json() == {"items": [], "total": 0}
    assert (await get(db, PriestBooking, made["id"])).priest_id is None
