"""A priest's visit is to a home written as free text: a PIN code written in it must exist
(India Post's directory), on the booking form and in the assistant's booking alike; a real one,
or none at all, is taken."""

from __future__ import annotations

import httpx
import pytest

from api.assistant.tasks import ServiceTasks
from assistant_core.forms.readers import refusal
from assistant_core.tasks_port import Refused
from assistant_core.texts import say
from data.db import Database
from tests.api.test_priest_bookings import URL, booking, count


async def test_a_home_with_no_such_pin_is_refused(client: httpx.AsyncClient, db: Database) -> None:
    address = "Flat 4, Shanti Kunj, Kothrud, Pune 411 999"
    response = await client.post(URL, json=booking(customerAddress=address))
    assert response.status_code == 422, response.text
    refused = {"field": "customerAddress", "message": "No such PIN code"}
    assert response.json()["errors"] == [refused]
    assert await count(db) == 0


@pytest.mark.parametrize(
    "address",
    [
        "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038",
        "Flat 4, Shanti Kunj, Kothrud, Pune 411 038",
        "Near the Ganesh temple, Kothrud, Pune (call 9876543210)",  # no PIN written
        # Named after a state, in another: the PIN is not held against the words.
        "12 Gujarat Colony, Kothrud, Pune 411038",
    ],
)
async def test_a_home_with_a_real_pin_or_none_is_taken(
    client: httpx.AsyncClient, address: str
) -> None:
    response = await client.post(URL, json=booking(customerAddress=address))
    assert response.status_code == 201, response.text


async def test_the_assistant_says_the_pin_does_not_exist(db: Database) -> None:
    tasks = ServiceTasks(db, clock=lambda: None, lookup_limiter=None)  # type: ignore[arg-type,return-value]
    checked = await tasks.check("customerAddress", "Flat 4, Shanti Kunj, Pune 411999")
    assert checked == Refused("customerAddress", "punya.unknown_pin", "No such PIN code")
    problem = refusal(checked, "bad_address")
    assert say("en", problem.key) == (
        "There is no such PIN code. Please check it and give the full address again."
    )
    assert say("hi", problem.key).startswith("ऐसा कोई पिन कोड नहीं है।")
    assert await tasks.check("customerAddress", "Flat 4, Pune 411038") == "Flat 4, Pune 411038"
