"""Every JSON body is bounded before a route reads it: nesting past 32 levels is a 400, NUL and
unpaired surrogates a 422 naming the field, in our envelope and the same on both engines;
the payment callback (which reads its body itself) is held to the same rules."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator

import httpx
import pytest

from api.common.json_input import BAD_TEXT, MAX_DEPTH, TOO_DEEP
from api.payments import protocol
from api.settings import Settings
from data.db import Database
from data.models import LoginFailure
from tests.support import count

CALLBACK = "/api/payment/callback"
JSON = {"content-type": "application/json"}
DEEP = "[" * 1000 + "]" * 1000
TOO_DEEP_BODY = {"detail": TOO_DEEP, "code": "json_too_deep"}


def bad_text(field: str) -> dict[str, object]:
    detail = f"{field}: {BAD_TEXT}"
    return {
        "detail": detail,
        "code": "invalid_characters",
        "errors": [{"field": field, "message": detail}],
    }


@pytest.mark.parametrize("content_type", ["application/json", "text/plain", None])
async def test_the_callback_refuses_json_nested_a_thousand_deep(
    client: httpx.AsyncClient, content_type: str | None
) -> None:
    headers = {"content-type": content_type} if content_type else {}
    for body in (DEEP, '{"response": ' + DEEP + "}"):
        response = await client.post(CALLBACK, content=body, headers=headers)
        assert response.status_code == 400
        assert response.json() == TOO_DEEP_BODY


@pytest.mark.parametrize("content_type", ["application/json", "text/plain"])
async def test_the_callback_refuses_a_lone_surrogate_and_nul(
    client: httpx.AsyncClient, content_type: str
) -> None:
    headers = {"content-type": content_type, "X-VERIFY": "0" * 64 + "###1"}
    for body in ('{"response":"\\ud800x"}', '{"response":"eyJ9\\u0000"}'):
        response = await client.post(CALLBACK, content=body, headers=headers)
        assert response.status_code == 422
        assert response.json() == bad_text("response")


async def test_a_well_signed_callback_nested_too_deep_inside_changes_nothing(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    # The simulator's salt is public, so anyone can sign; the payload is still read safely.
    merchant = settings.payment.merchant_id
    unpaired = '{"data": {"merchantId": "%s", "merchantTransactionId": "TXN_\\ud800"}}'
    for inner in (DEEP, unpaired % merchant):
        encoded = base64.b64encode(inner.encode()).decode()
        salt = settings.payment.salt_key.get_secret_value()
        signed = protocol.callback_checksum(encoded, salt, settings.payment.salt_index)
        response = await client.post(
            CALLBACK, json={"response": encoded}, headers={"X-VERIFY": signed}
        )
        assert response.status_code == 400
        assert response.json()["code"] == "invalid_callback"


@pytest.mark.parametrize(
    "url", ["/api/orders/lookup", "/api/auth/login", "/api/assistant/messages", "/api/nowhere"]
)
async def test_every_json_body_is_bounded_before_its_route(
    client: httpx.AsyncClient, url: str
) -> None:
    deep = '{"phone": ' + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "}"
    response = await client.post(url, content=deep, headers=JSON)
    assert response.status_code == 400
    assert response.json() == TOO_DEEP_BODY
    # As deep as allowed: the route itself answers (here: a phone is not a list).
    allowed = '{"phone": ' + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "}"
    assert (await client.post(url, content=allowed, headers=JSON)).status_code in (404, 422)


async def test_a_streamed_body_is_bounded_too(client: httpx.AsyncClient) -> None:
    async def chunks(body: bytes) -> AsyncIterator[bytes]:
        for start in range(0, len(body), 1000):
            yield body[start : start + 1000]

    deep = await client.post("/api/orders/lookup", content=chunks(DEEP.encode()), headers=JSON)
    assert deep.status_code == 400
    assert deep.json() == TOO_DEEP_BODY
    huge = b'{"phone": "' + b"9" * 70_000 + b'"}'
    too_large = await client.post("/api/orders/lookup", content=chunks(huge), headers=JSON)
    assert too_large.status_code == 413
    assert too_large.json()["code"] == "body_too_large"
    fine = b'{"phone": "9845012345"}'
    assert (
        await client.post("/api/orders/lookup", content=chunks(fine), headers=JSON)
    ).status_code == 200


@pytest.mark.parametrize("username", ['"ad\\u0000min"', '"ad\\ud800min"'])
async def test_a_sign_in_username_with_nul_or_a_lone_surrogate_is_refused(
    client: httpx.AsyncClient, db: Database, username: str
) -> None:
    # On PostgreSQL this used to be a 503: NUL cannot be stored or even compared there.
    body = '{"username": ' + username + ', "password": "secret"}'
    response = await client.post("/api/auth/login", content=body, headers=JSON)
    assert response.status_code == 422
    assert response.json() == bad_text("username")
    assert await count(db, LoginFailure) == 0


async def test_raw_surrogate_bytes_are_refused_like_escaped_ones(client: httpx.AsyncClient) -> None:
    body = b'{"username": "ad\xed\xa0\x80min", "password": "secret"}'
    response = await client.post("/api/auth/login", content=body, headers=JSON)
    assert response.json() == bad_text("username")


async def test_an_assistant_message_with_nul_is_refused_as_on_the_socket(
    client: httpx.AsyncClient,
) -> None:
    for text in ('"hi\\u0000there"', '"\\ud800x"'):
        response = await client.post(
            "/api/assistant/messages", content='{"text": ' + text + "}", headers=JSON
        )
        assert response.status_code == 422
        assert response.json() == bad_text("text")


async def test_bodies_that_are_not_json_are_still_the_routes_to_name(
    client: httpx.AsyncClient,
) -> None:
    broken = await client.post("/api/orders/lookup", content=b'{"phone": ', headers=JSON)
    assert broken.json() == {"detail": "The request body is not valid JSON", "code": "invalid_json"}
    form = await client.post("/api/orders/lookup", data={"phone": "9845012345"})
    assert form.status_code in (400, 422)
    assert form.json()["code"] != "json_too_deep"


@pytest.mark.parametrize("content_type", ["application/json", "text/plain"])
async def test_the_simulators_pay_call_is_bounded_too(
    client: httpx.AsyncClient, content_type: str
) -> None:
    pay = "/api/payment-simulator" + protocol.PAY_PATH
    for body in ('{"request": ' + DEEP + "}", '{"request": "\\ud800"}'):
        response = await client.post(pay, content=body, headers={"content-type": content_type})
        assert 400 <= response.status_code < 500
