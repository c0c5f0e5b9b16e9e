"""The PhonePe PG v1 client against a PhonePe-protocol stub server."""

from __future__ import annotations

import asyncio
import base64
import json
import socket
from collections.abc import AsyncIterator

import httpx
import pytest
import uvicorn

from api.payments.gateway import (
    INTERNAL_SERVER_ERROR,
    PAYMENT_DECLINED,
    PAYMENT_ERROR,
    PAYMENT_PENDING,
    PAYMENT_SUCCESS,
    PayRequest,
    status_text,
)
from api.payments.phonepe import PhonePeClient
from tests.payments.phonepe_stub import INDEX, MERCHANT, PAGE, SALT, Stub, answer, callback, sign

HOST = "https://api-preprod.phonepe.test/apis/pg-sandbox"
TXN = "TXN_1795329000000ABCDEFGHJK"
REQUEST = PayRequest(
    transaction_id=TXN,
    amount_paise=50_000,
    merchant_user_id="U9876543210",
    mobile_number="9876543210",
    redirect_url=f"https://punya.test/payment/success?txnId={TXN}",
    callback_url="https://punya.test/api/payment/callback",
)


@pytest.fixture
def stub() -> Stub:
    return Stub()


def client_for(stub: Stub, *, salt: str = SALT, timeout: float = 2.0) -> PhonePeClient:
    transport = httpx.ASGITransport(app=stub.app("/apis/pg-sandbox"))
    return PhonePeClient(HOST, MERCHANT, salt, INDEX, timeout=timeout, transport=transport)


@pytest.fixture
def gateway(stub: Stub) -> PhonePeClient:
    return client_for(stub)


async def test_pay_sends_the_signed_request_and_reads_the_pay_page(
    stub: Stub, gateway: PhonePeClient
) -> None:
    started = await gateway.pay(REQUEST)
    assert started.success and started.redirect_url == PAGE
    assert stub.received == [
        {
            "merchantId": MERCHANT,
            "merchantTransactionId": TXN,
            "merchantUserId": "U9876543210",
            "amount": 50_000,
            "redirectUrl": REQUEST.redirect_url,
            "redirectMode": "POST",
            "callbackUrl": REQUEST.callback_url,
            "mobileNumber": "9876543210",
            "paymentInstrument": {"type": "PAY_PAGE"},
        }
    ]


async def test_pay_with_a_wrong_salt_key_is_refused_by_the_gateway(stub: Stub) -> None:
    started = await client_for(stub, salt="not-the-salt").pay(REQUEST)
    assert not started.success and started.redirect_url is None
    assert started.message == "X-VERIFY header is incorrect"
    assert stub.received == []


@pytest.mark.parametrize(
    "pay_answer",
    [
        {"success": False, "code": "BAD_REQUEST", "message": "Invalid amount", "data": {}},
        {"success": True, "code": "PAYMENT_INITIATED", "message": "OK", "data": {}},
        {"success": True, "data": {"instrumentResponse": {"redirectInfo": {"url": "js:x"}}}},
        {"success": "true", "data": {"instrumentResponse": {"redirectInfo": {"url": PAGE}}}},
    ],
)
async def test_pay_answers_without_a_usable_pay_page_fail(
    stub: Stub, gateway: PhonePeClient, pay_answer: dict[str, object]
) -> None:
    stub.pay_answer = pay_answer
    started = await gateway.pay(REQUEST)
    assert not started.success and started.redirect_url is None and started.message


@pytest.mark.parametrize(
    ("code", "text"),
    [
        (PAYMENT_SUCCESS, "Payment Successful"),
        (PAYMENT_ERROR, "Payment Failed"),
        (PAYMENT_PENDING, "Payment Pending"),
        (PAYMENT_DECLINED, "Payment Declined"),
        (INTERNAL_SERVER_ERROR, "Server Error"),
        ("TIMED_OUT", "Unknown Status"),
    ],
)
async def test_status_reads_every_gateway_state(
    stub: Stub, gateway: PhonePeClient, code: str, text: str
) -> None:
    stub.statuses[TXN] = answer(TXN, code, amount=50_000)
    found = await gateway.status(TXN)
    assert found.code == code and status_text(found.code) == text
    assert found.success is (code == PAYMENT_SUCCESS)
    assert found.final is (code in (PAYMENT_SUCCESS, PAYMENT_ERROR, PAYMENT_DECLINED))
    assert found.transaction_id == TXN
    assert found.amount_paise == 50_000
    assert found.reference == "T2611220630000001"


async def test_status_with_a_wrong_salt_key_is_refused_and_not_final(stub: Stub) -> None:
    stub.statuses[TXN] = answer(TXN, PAYMENT_SUCCESS)
    found = await client_for(stub, salt="not-the-salt").status(TXN)
    assert found.code == "AUTHORIZATION_FAILED" and not found.success and not found.final


async def test_status_of_an_unknown_transaction(gateway: PhonePeClient) -> None:
    found = await gateway.status(TXN)
    assert found.code == "TRANSACTION_NOT_FOUND" and not found.success and not found.final


@pytest.mark.parametrize("txn", ["../pay", "TXN?x=1", "TXN/1", "", "T" * 36, "TXN 1"])
async def test_status_of_a_malformed_id_asks_nobody(
    stub: Stub, gateway: PhonePeClient, txn: str
) -> None:
    stub.mode = "server_error"  # any call would show as INTERNAL_SERVER_ERROR
    found = await gateway.status(txn)
    assert found.code == "BAD_REQUEST" and not found.success and not found.final


@pytest.mark.parametrize(
    ("body", "code"),
    [
        # success without PAYMENT_SUCCESS is no payment; PAYMENT_SUCCESS without success is
        # a contradiction, asked again later.
        (answer(TXN, PAYMENT_ERROR, success=True), PAYMENT_ERROR),
        (answer(TXN, PAYMENT_SUCCESS, success=False), INTERNAL_SERVER_ERROR),
        (answer("TXN_SOMEONE_ELSE", PAYMENT_SUCCESS), INTERNAL_SERVER_ERROR),
        ({"success": True, "code": None}, INTERNAL_SERVER_ERROR),
        ({"success": True, "code": "<script>"}, INTERNAL_SERVER_ERROR),
    ],
)
async def test_doubtful_status_answers_are_not_payments(
    stub: Stub, gateway: PhonePeClient, body: dict[str, object], code: str
) -> None:
    stub.statuses[TXN] = body
    found = await gateway.status(TXN)
    assert found.code == code and not found.success


async def test_status_amount_must_be_a_number(stub: Stub, gateway: PhonePeClient) -> None:
    body = answer(TXN, PAYMENT_SUCCESS)
    body["data"]["amount"] = True
    stub.statuses[TXN] = body
    assert (await gateway.status(TXN)).amount_paise is None


@pytest.mark.parametrize("mode", ["garbage", "huge", "server_error", "slow"])
async def test_a_misbehaving_gateway_gives_values_not_exceptions(stub: Stub, mode: str) -> None:
    stub.mode, stub.delay = mode, 5.0
    stub.statuses[TXN] = answer(TXN, PAYMENT_SUCCESS)
    gateway = client_for(stub, timeout=0.3)
    loop = asyncio.get_running_loop()
    began = loop.time()
    found = await gateway.status(TXN)
    started = await gateway.pay(REQUEST)
    assert loop.time() - began < 2.0
    assert found.code == INTERNAL_SERVER_ERROR and not found.success and found.message
    assert not started.success and started.message


async def test_an_unreachable_gateway_gives_values() -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    gateway = PhonePeClient(f"http://127.0.0.1:{port}", MERCHANT, SALT, INDEX, timeout=2.0)
    assert (await gateway.status(TXN)).code == INTERNAL_SERVER_ERROR
    started = await gateway.pay(REQUEST)
    assert not started.success and started.message == "The payment gateway could not be reached"


@pytest.fixture
async def real_port(stub: Stub) -> AsyncIterator[str]:
    server = uvicorn.Server(
        uvicorn.Config(stub.app(), host="127.0.0.1", port=0, lifespan="off", log_level="warning")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.01)
    yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    server.should_exit = True
    await task


async def test_over_a_real_connection(stub: Stub, real_port: str) -> None:
    gateway = PhonePeClient(real_port, MERCHANT, SALT, INDEX, timeout=5.0)
    stub.statuses[TXN] = answer(TXN, PAYMENT_DECLINED)
    assert (await gateway.pay(REQUEST)).redirect_url == PAGE
    assert (await gateway.status(TXN)).code == PAYMENT_DECLINED
    stub.mode = "huge"
    assert (await gateway.status(TXN)).code == INTERNAL_SERVER_ERROR


# --- server-to-server callbacks ---


def test_a_signed_callback_is_read(gateway: PhonePeClient) -> None:
    body, x_verify = callback(answer(TXN, PAYMENT_SUCCESS, amount=50_000))
    found = gateway.read_callback(body, x_verify)
    assert found is not None
    assert (found.transaction_id, found.code, found.success) == (TXN, PAYMENT_SUCCESS, True)
    assert (found.amount_paise, found.reference) == (50_000, "T2611220630000001")


@pytest.mark.parametrize("code", [PAYMENT_ERROR, PAYMENT_DECLINED, PAYMENT_PENDING])
def test_unpaid_callbacks_are_read_as_unpaid(gateway: PhonePeClient, code: str) -> None:
    found = gateway.read_callback(*callback(answer(TXN, code)))
    assert found is not None and found.code == code and not found.success


def test_a_callback_with_a_bad_checksum_is_refused(gateway: PhonePeClient) -> None:
    body, _ = callback(answer(TXN, PAYMENT_SUCCESS), salt="forger-salt")
    encoded = json.loads(body)["response"]
    assert gateway.read_callback(body, sign(encoded, "forger-salt")) is None
    assert gateway.read_callback(body, None) is None
    assert gateway.read_callback(body, "") is None
    good = sign(encoded)
    assert gateway.read_callback(body, good.replace(f"###{INDEX}", "###1")) is None
    assert gateway.read_callback(body, good) is not None  # only the checksum was wrong


def test_a_tampered_callback_is_refused(gateway: PhonePeClient) -> None:
    body, x_verify = callback(answer(TXN, PAYMENT_ERROR))
    encoded = json.loads(body)["response"]
    forged = base64.b64encode(
        base64.b64decode(encoded).replace(b"PAYMENT_ERROR", b"PAYMENT_SUCCESS")
    ).decode()
    assert gateway.read_callback(json.dumps({"response": forged}).encode(), x_verify) is None


@pytest.mark.parametrize(
    "encoded",
    ["eyJjb2RlIjoiUEFZTUVOVF9TVUNDRVNTIi", "not base64 at all!", "WzEsMiwzXQ==", ""],
)
def test_truncated_or_garbled_base64_is_refused_even_when_signed(
    gateway: PhonePeClient, encoded: str
) -> None:
    # Signed correctly (as a buggy or compromised sender might) and still nothing to read.
    body = json.dumps({"response": encoded}).encode()
    assert gateway.read_callback(body, sign(encoded)) is None


def test_another_merchants_callback_is_refused(gateway: PhonePeClient) -> None:
    body, x_verify = callback(answer(TXN, PAYMENT_SUCCESS, merchant="OTHERMERCHANT"))
    assert gateway.read_callback(body, x_verify) is None


@pytest.mark.parametrize(
    "body", [b"", b"not json", b"[]", b'{"response": 5}', b'{"request": "x"}', b"{" * 70_000]
)
def test_malformed_callback_bodies_are_refused(gateway: PhonePeClient, body: bytes) -> None:
    assert gateway.read_callback(body, sign("x")) is None


def test_an_oversized_callback_is_refused(gateway: PhonePeClient) -> None:
    payload = answer(TXN, PAYMENT_SUCCESS)
    payload["padding"] = "a" * 100_000
    assert gateway.read_callback(*callback(payload)) is None


def test_the_salt_key_is_not_in_the_clients_repr(gateway: PhonePeClient) -> None:
    assert SALT not in repr(gateway) and SALT not in str(gateway)
