"""Owner first, end to end: a phone number alone reveals nothing of its records, in My Orders or
in the assistant, until the one-time code sent to it is confirmed; the browser that booked
sees its own records without one."""

from __future__ import annotations

from dataclasses import dataclass, field

import httpx
import pytest
from fastapi import FastAPI

from api.verification.delivery import CodeNotice, Delivery
from tests.conftest import india_date

PHONE = "9415011223"
BOOKING = {
    "serviceId": "ganesh-puja",
    "customerName": "Ravi Shankar Tiwari",
    "customerPhone": PHONE,
    "customerEmail": "ravi@example.in",
    "isOnline": True,
    "selectedDate": india_date(3),
    "selectedTime": "8:00 AM - 10:00 AM",
    "specialRequests": "Please bring a kalash",
}


@dataclass
class Outbox:
    """A code sender that keeps what it sends, for the test to read as a devotee would."""

    sent: list[CodeNotice] = field(default_factory=list)

    async def send(self, notice: CodeNotice) -> None:
        self.sent.append(notice)


@pytest.fixture
def outbox(app: FastAPI) -> Outbox:
    box = Outbox()
    app.state.code_delivery = Delivery(sms=box, email=box)
    return box


async def book(client: httpx.AsyncClient) -> str:
    made = await client.post("/api/priest-bookings", json=BOOKING)
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


async def test_my_orders_says_only_how_many_before_the_code(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, outbox: Outbox
) -> None:
    booking_id = await book(client)
    found = await stranger.post("/api/orders/lookup", json={"phone": PHONE})
    assert found.status_code == 200
    body = found.json()
    assert body["hidden"] == 1
    assert body["priestBookings"] == body["templeBookings"] == body["storeOrders"] == []
    # Nothing of the record travels: not its id, puja, date, city, price or the priest.
    for secret in (booking_id, "Ganesh", BOOKING["selectedDate"], "2299", "Tiwari", "kalash"):
        assert secret not in found.text
    # The browser that booked sees it, with nothing hidden.
    own = (await client.post("/api/orders/lookup", json={"phone": PHONE})).json()
    assert [r["id"] for r in own["priestBookings"]] == [booking_id]
    assert own["hidden"] == 0
    # After the code, the stranger (the devotee on another phone) sees it in full.
    sent = await stranger.post("/api/verification/codes", json={"phone": PHONE})
    assert sent.status_code == 202, sent.text
    code = outbox.sent[-1].code
    confirmed = await stranger.post(
        "/api/verification/confirm", json={"phone": PHONE, "code": code}
    )
    assert confirmed.status_code == 200, confirmed.text
    after = (await stranger.post("/api/orders/lookup", json={"phone": PHONE})).json()
    assert [r["customerName"] for r in after["priestBookings"]] == ["Ravi Shankar Tiwari"]
    assert (after["hidden"], after["verified"]) == (0, True)


async def say(http: httpx.AsyncClient, text: str, session: str | None) -> tuple[str, str]:
    body = {"text": text, **({"sessionId": session} if session else {})}
    response = await http.post("/api/assistant/messages", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    replies = [f["message"]["text"] for f in answer["frames"] if f["type"] == "reply"]
    return "\n".join(replies), answer["sessionId"]


async def test_the_assistant_asks_for_the_code_before_it_says_anything(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, outbox: Outbox
) -> None:
    booking_id = await book(client)
    reply, session = await say(stranger, "where is my order", None)
    reply, session = await say(stranger, "all", session)
    reply, session = await say(stranger, PHONE, session)
    assert "6-digit code" in reply
    assert booking_id[-8:] not in reply and "pending" not in reply.lower()
    assert [n.to for n in outbox.sent] == [PHONE]
    reply, session = await say(stranger, "000000", session)
    assert "not right" in reply and booking_id[-8:] not in reply
    reply, session = await say(stranger, outbox.sent[-1].code, session)
    assert booking_id[-8:] in reply
    # The code verified this browser as My Orders' would: the lookup now shows the booking.
    after = (await stranger.post("/api/orders/lookup", json={"phone": PHONE})).json()
    assert after["hidden"] == 0
