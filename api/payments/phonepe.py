"""PhonePe PG v1 client (pay, status, refund, callbacks): every gateway failure is a value."""

from __future__ import annotations

import asyncio
import json
import logging
import re
import ssl
from dataclasses import dataclass, field
from typing import Any

import httpx

from api.common.outbound import tls_context
from api.payments import protocol
from api.payments.gateway import (
    INTERNAL_SERVER_ERROR,
    PAYMENT_SUCCESS,
    GatewayStatus,
    PayRequest,
    PayStarted,
    RefundRequest,
)

log = logging.getLogger(__name__)

MAX_ANSWER_BYTES = 64 * 1024  # PhonePe's answers are a few hundred bytes; more is not PhonePe
MAX_CALLBACK_BYTES = protocol.MAX_ENCODED_BYTES + 1024
TRANSACTION_ID = re.compile(r"^[A-Za-z0-9_-]{1,35}$")  # PhonePe's merchantTransactionId rule
_CODE = re.compile(r"^[A-Z0-9_]{1,64}$")
_TEXT_LIMIT = 300


@dataclass(frozen=True, slots=True)
class _Answer:
    """What came back over HTTP: a JSON object, or why there is none."""

    status: int = 0
    body: dict[str, Any] = field(default_factory=dict)
    failure: str = ""  # non-empty when there is no usable answer


def _text(value: object, limit: int = _TEXT_LIMIT) -> str:
    return value[:limit] if isinstance(value, str) else ""


def _object(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _amount(value: object) -> int | None:
    # bool is an int in Python; a JSON true is no amount.
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _server_error(transaction_id: str, message: str) -> GatewayStatus:
    return GatewayStatus(transaction_id, INTERNAL_SERVER_ERROR, False, message=message)


def status_from_answer(body: dict[str, Any], transaction_id: str) -> GatewayStatus:
    """A GatewayStatus from a status answer or a decoded callback (same shape in PG v1).

    `success` means paid: the gateway's success flag and PAYMENT_SUCCESS together. Answers that
    contradict themselves become INTERNAL_SERVER_ERROR (not final), so they are asked again."""
    code = body.get("code")
    data = _object(body.get("data"))
    message = _text(body.get("message"))
    if not isinstance(code, str) or not _CODE.match(code):
        return _server_error(transaction_id, "The gateway's answer has no valid code")
    answered_for = data.get("merchantTransactionId")
    if answered_for is not None and answered_for != transaction_id:
        return _server_error(transaction_id, "The gateway answered for another transaction")
    paid = body.get("success") is True and code == PAYMENT_SUCCESS
    if code == PAYMENT_SUCCESS and not paid:
        return _server_error(transaction_id, "The gateway's answer contradicts itself")
    reference = _text(data.get("transactionId"), 100) or None
    return GatewayStatus(
        transaction_id=transaction_id,
        code=code,
        success=paid,
        amount_paise=_amount(data.get("amount")),
        reference=reference,
        message=message,
    )


class PhonePeClient:
    """A Gateway speaking PhonePe PG v1 to `host` (PhonePe's sandbox or production, or our
    simulator through an in-process transport)."""

    def __init__(
        self,
        host: str,
        merchant_id: str,
        salt_key: str,
        salt_index: int,
        *,
        timeout: float,
        transport: httpx.AsyncBaseTransport | None = None,
        name: str = "phonepe",
    ) -> None:
        self.name = name
        self.merchant_id = merchant_id
        self._host = host.rstrip("/")
        self._salt_key = salt_key
        self._salt_index = salt_index
        self._timeout = timeout
        self._transport = transport
        # Made once: building a TLS context per request costs more than the request.
        self._tls: ssl.SSLContext | bool = tls_context() if transport is None else True

    def __repr__(self) -> str:  # never show the salt key, not even in a traceback
        return f"PhonePeClient(name={self.name!r}, host={self._host!r})"

    async def pay(self, request: PayRequest) -> PayStarted:
        encoded = protocol.encode(
            {
                "merchantId": self.merchant_id,
                "merchantTransactionId": request.transaction_id,
                "merchantUserId": request.merchant_user_id,
                "amount": request.amount_paise,
                "redirectUrl": request.redirect_url,
                "redirectMode": "POST",
                "callbackUrl": request.callback_url,
                "mobileNumber": request.mobile_number,
                "paymentInstrument": {"type": "PAY_PAGE"},
            }
        )
        headers = {
            "Content-Type": "application/json",
            "X-VERIFY": protocol.pay_checksum(encoded, self._salt_key, self._salt_index),
        }
        content = json.dumps({"request": encoded}).encode()
        answer = await self._exchange("POST", protocol.PAY_PATH, headers, content)
        if answer.failure:
            return PayStarted(False, message=answer.failure)
        body = answer.body
        message = _text(body.get("message"))
        if body.get("success") is not True or not 200 <= answer.status < 300:
            code = _text(body.get("code"), 64)
            return PayStarted(False, message=message or code or f"HTTP {answer.status}")
        data = _object(body.get("data"))
        instrument = data.get("instrumentResponse")
        info = instrument.get("redirectInfo") if isinstance(instrument, dict) else None
        url = info.get("url") if isinstance(info, dict) else None
        if not isinstance(url, str) or not url.startswith(("https://", "http://")):
            return PayStarted(False, message="The gateway sent no pay page address")
        if len(url) > 4096:
            return PayStarted(False, message="The gateway's pay page address is too long")
        return PayStarted(True, redirect_url=url, message=message)

    async def status(self, transaction_id: str) -> GatewayStatus:
        if not TRANSACTION_ID.match(transaction_id):  # it goes into the URL's path
            return GatewayStatus(transaction_id, "BAD_REQUEST", False, message="Invalid id")
        path = protocol.status_path(self.merchant_id, transaction_id)
        headers = {
            "Content-Type": "application/json",
            "X-MERCHANT-ID": self.merchant_id,
            "X-VERIFY": protocol.status_checksum(
                self.merchant_id, transaction_id, self._salt_key, self._salt_index
            ),
        }
        answer = await self._exchange("GET", path, headers, None)
        if answer.failure:
            return _server_error(transaction_id, answer.failure)
        if answer.status >= 500:
            return _server_error(transaction_id, f"The gateway answered HTTP {answer.status}")
        found = status_from_answer(answer.body, transaction_id)
        if not 200 <= answer.status < 300 and found.success:
            return _server_error(transaction_id, "The gateway's answer contradicts itself")
        return found

    async def refund(self, request: RefundRequest) -> GatewayStatus:
        """PG v1's refund call. Its answer has the status call's shape: PAYMENT_PENDING while
        the bank works on it, PAYMENT_SUCCESS once credited, PAYMENT_ERROR when refused."""
        encoded = protocol.encode(
            {
                "merchantId": self.merchant_id,
                "merchantUserId": request.merchant_user_id,
                "originalTransactionId": request.payment_id,
                "merchantTransactionId": request.refund_id,
                "amount": request.amount_paise,
                "callbackUrl": request.callback_url,
            }
        )
        headers = {
            "Content-Type": "application/json",
            "X-VERIFY": protocol.refund_checksum(encoded, self._salt_key, self._salt_index),
        }
        content = json.dumps({"request": encoded}).encode()
        answer = await self._exchange("POST", protocol.REFUND_PATH, headers, content)
        if answer.failure:
            return _server_error(request.refund_id, answer.failure)
        if answer.status >= 500:
            return _server_error(request.refund_id, f"The gateway answered HTTP {answer.status}")
        return status_from_answer(answer.body, request.refund_id)

    def read_callback(self, body: bytes, x_verify: str | None) -> GatewayStatus | None:
        """The callback's status when its checksum and merchant verify, else None (logged)."""
        if len(body) > MAX_CALLBACK_BYTES:
            return _refused("body too large")
        try:
            outer = json.loads(body)
        except ValueError:
            return _refused("body is not JSON")
        encoded = outer.get("response") if isinstance(outer, dict) else None
        if not isinstance(encoded, str):
            return _refused("no response field")
        # The checksum is checked before the payload is even decoded.
        expected = protocol.callback_checksum(encoded, self._salt_key, self._salt_index)
        if not protocol.same(x_verify, expected):
            return _refused("bad X-VERIFY")
        payload = protocol.decode(encoded)
        if payload is None:
            return _refused("response is not base64 JSON")
        data = payload.get("data")
        if not isinstance(data, dict):
            return _refused("no data")
        if data.get("merchantId") != self.merchant_id:
            return _refused("another merchant's callback")
        transaction_id = data.get("merchantTransactionId")
        if not isinstance(transaction_id, str) or not 0 < len(transaction_id) <= 64:
            return _refused("no merchantTransactionId")
        return status_from_answer(payload, transaction_id)

    async def _exchange(
        self, method: str, path: str, headers: dict[str, str], content: bytes | None
    ) -> _Answer:
        what = {protocol.PAY_PATH: "pay", protocol.REFUND_PATH: "refund"}.get(path, "status")
        # Uncompressed only: the size cap then bounds what we hold, not what we inflate.
        headers = {**headers, "Accept-Encoding": "identity"}
        try:
            async with asyncio.timeout(self._timeout):  # a total deadline, not per read
                async with httpx.AsyncClient(
                    transport=self._transport,
                    timeout=self._timeout,
                    verify=self._tls,
                    follow_redirects=False,
                ) as http:
                    url = self._host + path
                    async with http.stream(method, url, headers=headers, content=content) as got:
                        raw = await _read_capped(got)
                        status = got.status_code
        except TimeoutError:
            log.warning("%s %s: timed out", self.name, what)
            return _Answer(failure="The payment gateway did not answer in time")
        except (httpx.HTTPError, OSError) as exc:
            log.warning("%s %s: %s", self.name, what, type(exc).__name__)
            return _Answer(failure="The payment gateway could not be reached")
        if raw is None:
            return _Answer(status, failure="The payment gateway's answer was too large")
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        if not isinstance(body, dict):
            failure = f"The payment gateway's answer (HTTP {status}) is not JSON"
            return _Answer(status, failure=failure)
        return _Answer(status, body)


async def _read_capped(response: httpx.Response) -> bytes | None:
    """The body, or None once it passes MAX_ANSWER_BYTES (the rest is never read)."""
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_ANSWER_BYTES:
        return None
    raw = bytearray()
    async for chunk in response.aiter_raw():
        raw += chunk
        if len(raw) > MAX_ANSWER_BYTES:
            return None
    return bytes(raw)


def _refused(reason: str) -> GatewayStatus | None:
    log.warning("payment callback refused: %s", reason)
    return None
