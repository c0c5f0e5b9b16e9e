"""My Orders with owner verification: knowing a phone number tells only how many records it
has and cancels nothing; a browser verified for the phone (or the record's e-mail) by a
one-time code sees them in full and may cancel; verifying phone A unlocks nothing of phone B;
it lapses."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest

from tests.conftest import Clock, india_date
from tests.support import CHENNAI
from tests.verification.support import Mailbox, SmsOutbox, verify

LOOKUP = "/api/orders/lookup"
CANCEL = "/api/orders/cancel"
PHONE_A = "9845012345"
PHONE_B = "9000000001"
EMAIL_A = "meera@example.com"
VERIFY_TO_CANCEL = (
    "Verify your phone number or email address with a one-time code to cancel this {what}."
)
NOT_FOUND = "We could not find this booking or order for your phone number or email address"


def priest_booking(phone: str = PHONE_A, email: str = EMAIL_A) -> dict[str, Any]:
    return {
        "serviceId": "ganesh-puja",
        "customerName": "Meera Iyer",
        "customerPhone": phone,
        "customerEmail": email,
        "customerAddress": "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038",
        "selectedDate": india_date(1),
        "selectedTime": "8:00 AM - 10:00 AM",
    }


def store_order(phone: str = PHONE_A, email: str = EMAIL_A) -> dict[str, Any]:
    return {
        "customerName": "Meera Iyer",
        "customerPhone": phone,
        "customerEmail": email,
        "deliveryAddress": CHENNAI,
        "paymentMethod": "cod",
        "items": [{"productId": "prod-bhimseni-camphor", "quantity": 1}],
    }


async def create(client: httpx.AsyncClient, url: str, body: dict[str, Any]) -> str:
    response = await client.post(url, json=body)
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


async def lookup(client: httpx.AsyncClient, **contact: str) -> dict[str, Any]:
    response = await client.post(LOOKUP, json=contact)
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


def records(found: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {r["id"]: r for kind in ("priestBookings", "storeOrders") for r in found[kind]}


@pytest.fixture
async def made(client: httpx.AsyncClient) -> dict[str, str]:
    """A priest booking and a store order of phone A, made by `client`'s browser (the order
    to be paid online: cash on delivery would have the browser confirm the phone first)."""
    return {
        "priest": await create(client, "/api/priest-bookings", priest_booking()),
        "store": await create(
            client, "/api/store/orders", {**store_order(), "paymentMethod": "phonepe"}
        ),
    }


async def test_knowing_the_phone_reveals_only_a_count_and_cancels_nothing(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, made: dict[str, str]
) -> None:
    found = await lookup(stranger, phone=PHONE_A)
    assert found["verified"] is False
    assert (records(found), found["hidden"]) == ({}, 2)
    for kind, what in (("priest", "booking"), ("store", "order")):
        response = await stranger.post(
            CANCEL, json={"kind": kind, "id": made[kind], "phone": PHONE_A}
        )
        assert response.status_code == 403
        assert response.json() == {
            "detail": VERIFY_TO_CANCEL.format(what=what),
            "code": "verification_required",
        }
    after = await lookup(client, phone=PHONE_A)  # the booking browser's view
    assert {r.get("status", r.get("orderStatus")) for r in records(after).values()} == {"pending"}


async def test_a_browser_verified_by_sms_sees_the_records_in_full_and_may_cancel(
    stranger: httpx.AsyncClient, made: dict[str, str], sms: SmsOutbox
) -> None:
    await verify(stranger, lambda: sms.code_to(PHONE_A), phone="+91 98450 12345")
    found = await lookup(stranger, phone=PHONE_A)
    assert found["verified"] is True
    priest = records(found)[made["priest"]]
    assert priest["customerName"] == "Meera Iyer"
    assert priest["customerAddress"].startswith("Flat 4, Shanti Kunj")
    response = await stranger.post(CANCEL, json={"kind": "priest", "id": made["priest"]})
    assert response.status_code == 200, response.text
    cancelled = response.json()["record"]
    assert cancelled["status"] == "cancelled"
    assert cancelled["customerEmail"] == EMAIL_A


async def test_verifying_the_records_email_unlocks_them_too(
    stranger: httpx.AsyncClient, made: dict[str, str], mailbox: Mailbox
) -> None:
    await verify(stranger, lambda: mailbox.code_to(EMAIL_A), email="Meera@Example.com")
    by_phone = await lookup(stranger, phone=PHONE_A)
    # The records carry the verified e-mail, so they are shown; the phone itself is not verified.
    assert set(records(by_phone)) == set(made.values())
    assert by_phone["hidden"] == 0
    assert by_phone["verified"] is False
    assert (await lookup(stranger, email=EMAIL_A))["verified"] is True
    response = await stranger.post(CANCEL, json={"kind": "store", "id": made["store"]})
    assert response.status_code == 200, response.text


async def test_verifying_phone_a_does_not_unlock_phone_b(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, sms: SmsOutbox
) -> None:
    theirs = await create(
        client, "/api/priest-bookings", priest_booking(PHONE_B, "lakshmi@example.com")
    )
    await verify(stranger, lambda: sms.code_to(PHONE_A), phone=PHONE_A)
    found = await lookup(stranger, phone=PHONE_B)
    assert found["verified"] is False
    assert (records(found), found["hidden"]) == ({}, 1)
    assert theirs not in str(found)
    with_b = await stranger.post(CANCEL, json={"kind": "priest", "id": theirs, "phone": PHONE_B})
    assert with_b.status_code == 403
    with_a = await stranger.post(CANCEL, json={"kind": "priest", "id": theirs, "phone": PHONE_A})
    assert with_a.status_code == 404
    assert with_a.json() == {"detail": NOT_FOUND, "code": "unknown_record"}
    # Looking up both contacts at once is not "verified" either: B is not.
    both = await lookup(stranger, phone=PHONE_B, email=EMAIL_A)
    assert both["verified"] is False


async def test_the_verification_belongs_to_the_browser_that_confirmed(
    client: httpx.AsyncClient,
    stranger: httpx.AsyncClient,
    made: dict[str, str],
    sms: SmsOutbox,
    app: Any,
) -> None:
    await verify(stranger, lambda: sms.code_to(PHONE_A), phone=PHONE_A)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as third:
        found = await lookup(third, phone=PHONE_A)
        assert found["verified"] is False
        assert (records(found), found["hidden"]) == ({}, 2)


async def test_the_verification_lapses_after_30_days(
    stranger: httpx.AsyncClient, made: dict[str, str], sms: SmsOutbox, clock: Clock
) -> None:
    await verify(stranger, lambda: sms.code_to(PHONE_A), phone=PHONE_A)
    clock.now += timedelta(days=30) - timedelta(seconds=1)
    assert (await lookup(stranger, phone=PHONE_A))["verified"] is True
    clock.now += timedelta(seconds=1)
    found = await lookup(stranger, phone=PHONE_A)
    assert found["verified"] is False
    assert (records(found), found["hidden"]) == ({}, 2)
    response = await stranger.post(
        CANCEL, json={"kind": "store", "id": made["store"], "phone": PHONE_A}
    )
    assert response.status_code == 403


async def test_the_creating_browser_needs_no_code(
    client: httpx.AsyncClient, made: dict[str, str], sms: SmsOutbox
) -> None:
    found = await lookup(client, phone=PHONE_A)
    assert set(records(found)) == set(made.values())
    assert found["verified"] is False  # nothing was verified: the records are its own
    response = await client.post(CANCEL, json={"kind": "store", "id": made["store"]})
    assert response.status_code == 200, response.text
    assert sms.requests == []
