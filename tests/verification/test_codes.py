"""Asking for and confirming one-time codes over HTTP: the code arrives by real SMTP (or the
MSG91 adapter), is stored only as a hash, expires in 10 minutes, allows 5 tries, is used once,
and a new one replaces the old; malformed requests name their field."""

from __future__ import annotations

import hashlib
from dataclasses import replace
from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.settings import Settings
from api.verification.delivery import Delivery, SmtpSender
from api.verification.rules import code_hash
from data.db import Database
from data.models import VerificationCode, VerifiedContact
from tests.conftest import Clock
from tests.verification.support import (
    CODES,
    CONFIRM,
    Mailbox,
    SmsOutbox,
    body_of,
    free_port,
)

EMAIL = "meera@example.com"
PHONE = "9845012345"


async def codes_of(db: Database, destination: str) -> list[VerificationCode]:
    async with db.reader() as session:
        stmt = (
            select(VerificationCode)
            .where(VerificationCode.destination == destination)
            .order_by(VerificationCode.created_at, VerificationCode.id)
        )
        return list((await session.execute(stmt)).scalars().all())


async def verified_rows(db: Database) -> list[VerifiedContact]:
    async with db.reader() as session:
        return list((await session.execute(select(VerifiedContact))).scalars().all())


async def test_a_code_is_mailed_over_smtp_and_confirming_it_verifies_the_browser(
    client: httpx.AsyncClient, mailbox: Mailbox, db: Database
) -> None:
    sent = await client.post(CODES, json={"email": "  Meera@Example.COM "})
    assert sent.status_code == 202, sent.text
    assert sent.json() == {
        "destination": "m***@example.com",
        "channel": "email",
        "expiresInSeconds": 600,
        "resendAfterSeconds": 30,
    }
    # A real mail, through a real SMTP server, signed in with the configured account.
    assert len(mailbox.messages) == 1
    mail = mailbox.messages[0]
    assert mail["To"] == EMAIL
    assert mail["X-Envelope-To"] == EMAIL
    assert mail["From"] == "Punya <codes@punya.test>"
    assert mailbox.logins == [("punya", "mail-secret")]
    code = mailbox.code_to(EMAIL)
    assert f"Your Punya verification code is {code}. It expires in 10 minutes." in body_of(mail)
    assert code in mail["Subject"]
    # The browser got its client cookie when it asked, and is verified by the code.
    assert "punya_client" in client.cookies
    confirmed = await client.post(CONFIRM, json={"email": EMAIL, "code": code})
    assert confirmed.status_code == 200, confirmed.text
    assert confirmed.json() == {
        "destination": "m***@example.com",
        "channel": "email",
        "verifiedUntil": "2026-12-22T06:30:00Z",  # 30 days after the frozen now
    }
    [row] = await verified_rows(db)
    token = client.cookies["punya_client"]
    assert row.client_ref == hashlib.sha256(token.encode()).hexdigest()
    assert row.destination == EMAIL


async def test_the_code_is_stored_only_as_a_keyed_hash(
    client: httpx.AsyncClient, mailbox: Mailbox, db: Database
) -> None:
    assert (await client.post(CODES, json={"email": EMAIL})).status_code == 202
    code = mailbox.code_to(EMAIL)
    [row] = await codes_of(db, EMAIL)
    stored = {str(getattr(row, c.key)) for c in VerificationCode.__table__.columns}
    assert not any(code in value for value in stored)
    assert row.code_hash != hashlib.sha256(code.encode()).hexdigest()
    assert row.code_hash == code_hash(row.id, code)
    assert (row.channel, row.tries, row.used_at) == ("email", 0, None)


async def test_a_phone_gets_its_code_by_sms_through_msg91(
    client: httpx.AsyncClient, sms: SmsOutbox, mailbox: Mailbox
) -> None:
    sent = await client.post(CODES, json={"phone": "+91 98450 12345"})
    assert sent.status_code == 202, sent.text
    assert (sent.json()["destination"], sent.json()["channel"]) == ("***2345", "sms")
    assert mailbox.messages == []
    [request] = sms.requests
    assert (request.method, str(request.url)) == ("POST", "https://sms.example.test/api/v5/flow")
    assert request.headers["authkey"] == "msg91-test-key"
    code = sms.code_to(PHONE)
    assert sms.bodies() == [
        {
            "template_id": "tmpl-otp-1",
            "short_url": "0",
            "recipients": [{"mobiles": "919845012345", "otp": code}],
        }
    ]
    confirmed = await client.post(CONFIRM, json={"phone": "098450 12345", "code": code})
    assert confirmed.status_code == 200, confirmed.text


async def test_wrong_codes_count_tries_and_the_fifth_spends_the_code(
    client: httpx.AsyncClient, mailbox: Mailbox, db: Database
) -> None:
    await client.post(CODES, json={"email": EMAIL})
    code = mailbox.code_to(EMAIL)
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"
    said = []
    for _ in range(5):
        response = await client.post(CONFIRM, json={"email": EMAIL, "code": wrong})
        assert response.status_code == 422
        assert response.json()["code"] == "invalid_code"
        assert response.json()["errors"] == [
            {"field": "code", "message": response.json()["detail"]}
        ]
        said.append(response.json()["detail"])
    assert said == [
        "That code is not right. 4 tries left.",
        "That code is not right. 3 tries left.",
        "That code is not right. 2 tries left.",
        "That code is not right. 1 try left.",
        "That code is not right, and no tries are left. Please ask for a new one.",
    ]
    # Even the right code is refused now.
    right = await client.post(CONFIRM, json={"email": EMAIL, "code": code})
    assert right.status_code == 410
    assert right.json() == {
        "detail": "This code was entered wrongly too many times. Please ask for a new one.",
        "code": "too_many_tries",
    }
    assert [r.tries for r in await codes_of(db, EMAIL)] == [5]
    assert await verified_rows(db) == []


async def test_a_code_expires_after_ten_minutes(
    client: httpx.AsyncClient, mailbox: Mailbox, clock: Clock, db: Database
) -> None:
    await client.post(CODES, json={"email": EMAIL})
    code = mailbox.code_to(EMAIL)
    clock.now += timedelta(minutes=10)
    response = await client.post(CONFIRM, json={"email": EMAIL, "code": code})
    assert response.status_code == 410
    assert response.json() == {
        "detail": "This code has expired. Please ask for a new one.",
        "code": "code_expired",
    }
    assert await verified_rows(db) == []


async def test_a_code_just_inside_ten_minutes_still_works(
    client: httpx.AsyncClient, mailbox: Mailbox, clock: Clock
) -> None:
    await client.post(CODES, json={"email": EMAIL})
    clock.now += timedelta(minutes=9, seconds=59)
    response = await client.post(CONFIRM, json={"email": EMAIL, "code": mailbox.code_to(EMAIL)})
    assert response.status_code == 200, response.text


async def test_a_code_is_used_once(client: httpx.AsyncClient, mailbox: Mailbox) -> None:
    await client.post(CODES, json={"email": EMAIL})
    code = mailbox.code_to(EMAIL)
    assert (await client.post(CONFIRM, json={"email": EMAIL, "code": code})).status_code == 200
    again = await client.post(CONFIRM, json={"email": EMAIL, "code": code})
    assert again.status_code == 410
    assert again.json() == {
        "detail": "This code has already been used. Please ask for a new one.",
        "code": "code_used",
    }


async def test_a_new_code_replaces_the_unused_one(
    client: httpx.AsyncClient, mailbox: Mailbox, clock: Clock
) -> None:
    await client.post(CODES, json={"email": EMAIL})
    first = mailbox.code_to(EMAIL)
    clock.now += timedelta(seconds=30)
    assert (await client.post(CODES, json={"email": EMAIL})).status_code == 202
    second = mailbox.code_to(EMAIL)
    if first != second:  # one in a million they are equal, and then the old one "works"
        old = await client.post(CONFIRM, json={"email": EMAIL, "code": first})
        assert old.status_code == 422
        assert old.json()["code"] == "invalid_code"
    assert (await client.post(CONFIRM, json={"email": EMAIL, "code": second})).status_code == 200


async def test_confirming_without_asking_first_says_so(client: httpx.AsyncClient) -> None:
    response = await client.post(CONFIRM, json={"phone": PHONE, "code": "123456"})
    assert response.status_code == 404
    assert response.json()["code"] == "no_code"
    assert response.json()["detail"].startswith("There is no code for this phone number")


async def test_one_code_does_not_confirm_another_contact(
    client: httpx.AsyncClient, mailbox: Mailbox, db: Database
) -> None:
    await client.post(CODES, json={"email": EMAIL})
    await client.post(CODES, json={"email": "lakshmi@example.com"})
    code = mailbox.code_to(EMAIL)
    other = mailbox.code_to("lakshmi@example.com")
    if code != other:
        response = await client.post(CONFIRM, json={"email": "lakshmi@example.com", "code": code})
        assert response.status_code == 422
    assert await verified_rows(db) == []


@pytest.mark.parametrize(
    ("body", "code", "fields"),
    [
        ({}, "contact_required", {"phone", "email"}),
        ({"phone": "", "email": "  "}, "contact_required", {"phone", "email"}),
        ({"phone": PHONE, "email": EMAIL}, "one_contact", {"phone", "email"}),
        ({"phone": "12345"}, "phone_digits", {"phone"}),
        ({"phone": "5845012345"}, "phone_format", {"phone"}),
        ({"email": "meera@"}, "email_format", {"email"}),
        ({"email": "a" * 250 + "@example.com"}, "validation_error", {"email"}),
        ({"phone": "98450\x0012345"}, None, {"phone"}),  # the JSON edges' own code
        ({"phone": PHONE, "name": "Meera"}, "validation_error", {"name"}),
    ],
)
async def test_a_bad_request_for_a_code_names_its_field(
    client: httpx.AsyncClient,
    mailbox: Mailbox,
    sms: SmsOutbox,
    body: dict[str, Any],
    code: str | None,
    fields: set[str],
) -> None:
    response = await client.post(CODES, json=body)
    assert response.status_code == 422, response.text
    envelope = response.json()
    assert envelope["code"] == code or code is None
    assert {e["field"] for e in envelope["errors"]} == fields
    assert mailbox.messages == [] and sms.requests == []


@pytest.mark.parametrize(
    ("body", "code", "fields"),
    [
        ({"email": EMAIL}, "required_fields_missing", {"code"}),
        ({"email": EMAIL, "code": "12345"}, "code_format", {"code"}),
        ({"email": EMAIL, "code": "1234567"}, "code_format", {"code"}),
        ({"email": EMAIL, "code": "12a456"}, "code_format", {"code"}),
        ({"email": EMAIL, "code": "١٢٣٤٥٦"}, "code_format", {"code"}),  # Arabic-Indic digits
        ({"code": "123456"}, "contact_required", {"phone", "email"}),
        ({"phone": PHONE, "email": EMAIL, "code": "123456"}, "one_contact", {"phone", "email"}),
        ({"phone": "12345", "code": "123456"}, "phone_digits", {"phone"}),
    ],
)
async def test_a_bad_confirmation_names_its_field(
    client: httpx.AsyncClient, body: dict[str, Any], code: str, fields: set[str]
) -> None:
    response = await client.post(CONFIRM, json=body)
    assert response.status_code == 422, response.text
    assert response.json()["code"] == code
    assert {e["field"] for e in response.json()["errors"]} == fields
    if code == "code_format":
        assert response.json()["detail"] == "Please enter the 6-digit code"


async def test_a_mail_server_that_is_down_is_a_clear_503(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings
) -> None:
    nobody_listens = settings.smtp.model_copy(update={"port": free_port()})
    delivery: Delivery = app.state.code_delivery
    app.state.code_delivery = replace(delivery, email=SmtpSender(nobody_listens))
    response = await client.post(CODES, json={"email": EMAIL})
    assert response.status_code == 503
    assert response.json() == {
        "detail": "We could not send the code just now. Please try again in a minute.",
        "code": "not_sent",
    }


async def test_an_sms_provider_error_is_a_clear_503(
    client: httpx.AsyncClient, sms: SmsOutbox
) -> None:
    sms.answer = lambda _request: httpx.Response(
        200, json={"type": "error", "message": "Template not approved"}
    )
    response = await client.post(CODES, json={"phone": PHONE})
    assert response.status_code == 503
    assert response.json()["code"] == "not_sent"
