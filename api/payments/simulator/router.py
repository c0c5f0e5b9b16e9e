"""The payment simulator: PhonePe PG v1's pay, status and refund calls, a pay page, callbacks.

For development and tests with one server process: its transactions live in memory, and its
callbacks go in-process to this same app, never over the network (a pay request cannot make us
call an address of its choosing)."""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import httpx
from fastapi import APIRouter, BackgroundTasks, Request, Response
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse

from api.common.json_input import JsonRefused, NotJson, parse_json
from api.payments import protocol
from api.payments.phonepe import TRANSACTION_ID
from api.payments.public_url import is_local, plain_base
from api.payments.rules import MAX_AMOUNT, MIN_AMOUNT, to_paise
from api.payments.simulator import page
from api.payments.simulator.store import OUTCOMES, SimRefund, SimTransaction, SimulatorStore

log = logging.getLogger(__name__)

PREFIX = "/api/payment-simulator"
CALLBACK_PATH = "/api/payment/callback"  # where our app takes callbacks, under its base
MAX_URL = 2048
MAX_BODY_BYTES = protocol.MAX_ENCODED_BYTES + 1024
MIN_PAISE, MAX_PAISE = to_paise(MIN_AMOUNT), to_paise(MAX_AMOUNT)  # what our checkout allows
_USER_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_MOBILE = re.compile(r"^[0-9]{0,15}$")


def _error(status: int, code: str, message: str) -> JSONResponse:
    """PhonePe's error shape."""
    body = {"success": False, "code": code, "message": message, "data": {}}
    return JSONResponse(body, status_code=status)


def _unauthorized() -> JSONResponse:
    return _error(401, "AUTHORIZATION_FAILED", "X-VERIFY header is incorrect")


def _not_found() -> JSONResponse:
    return _error(404, "TRANSACTION_NOT_FOUND", "No Transaction found with the given details")


async def _body(request: Request) -> bytes | None:
    """The body, or None when larger than any legitimate one."""
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_BODY_BYTES:
            return None
    return bytes(raw)


class PaymentSimulator:
    """`router` serves the simulator under PREFIX; `store` holds its transactions."""

    def __init__(
        self,
        *,
        merchant_id: str,
        salt_key: str,
        salt_index: int,
        public_url: str | None,
        public_key: bool = False,
        timeout: float = 10.0,
        refund_seconds: float = 10.0,
        callback_transport: httpx.AsyncBaseTransport | None = None,
        store: SimulatorStore | None = None,
    ) -> None:
        self.merchant_id = merchant_id
        self._salt_key = salt_key
        self._salt_index = salt_index
        # None: the pay page is served at the address the pay request's callback URL names.
        self.public_url = public_url.rstrip("/") if public_url else None
        # The built-in (public) salt key: anyone can sign, so only local sites are served.
        self._public_key = public_key
        self._timeout = timeout
        self._refund_seconds = refund_seconds
        # None: deliver callbacks to the app that served the pay page, in-process.
        self._callback_transport = callback_transport
        self.store = store or SimulatorStore()
        self.router = APIRouter(prefix=PREFIX, tags=["payment simulator"], include_in_schema=False)
        self.router.add_api_route(protocol.PAY_PATH, self.pay, methods=["POST"])
        self.router.add_api_route(protocol.REFUND_PATH, self.refund, methods=["POST"])
        self.router.add_api_route("/pg/v1/status/{merchant_id}/{transaction_id}", self.status)
        self.router.add_api_route("/pay/{transaction_id}", self.show_page, methods=["GET"])
        self.router.add_api_route("/pay/{transaction_id}", self.choose, methods=["POST"])

    def __repr__(self) -> str:
        return f"PaymentSimulator(merchant_id={self.merchant_id!r})"

    def _base(self, redirect: object, callback: object) -> str | None:
        """The address of the app asking, where the devotee's browser is and so where the pay
        page is: the public URL when set, else the one the callback URL names (ours is
        .../api/payment/callback); the redirect URL must be under it too."""
        if not isinstance(redirect, str) or not isinstance(callback, str):
            return None
        if len(redirect) > MAX_URL or len(callback) > MAX_URL:
            return None
        if self.public_url is not None:
            base: str | None = self.public_url
        elif callback.endswith(CALLBACK_PATH):
            base = plain_base(callback.removesuffix(CALLBACK_PATH))
        else:
            base = None
        if base is None or not (
            redirect.startswith(base + "/") and callback.startswith(base + "/")
        ):
            return None
        return base

    async def _signed(
        self, request: Request, sign: Callable[[str, str, int], str]
    ) -> tuple[str, dict[str, Any]] | Response:
        """The base64 request and its payload, once its size, JSON and X-VERIFY check out."""
        raw = await _body(request)
        if raw is None:
            return _error(413, "BAD_REQUEST", "Request too large")
        try:  # read as every JSON body of this server is: nesting and text bounded
            outer = parse_json(raw)
        except NotJson:
            return _error(400, "BAD_REQUEST", "Request is not JSON")
        except JsonRefused as refused:
            return _error(400, "BAD_REQUEST", refused.detail)
        encoded = outer.get("request") if isinstance(outer, dict) else None
        if not isinstance(encoded, str):
            return _error(400, "BAD_REQUEST", "request is required")
        expected = sign(encoded, self._salt_key, self._salt_index)
        if not protocol.same(request.headers.get("x-verify"), expected):
            return _unauthorized()
        payload = protocol.decode(encoded)
        if payload is None:
            return _error(400, "BAD_REQUEST", "request is not base64 JSON")
        return encoded, payload

    async def pay(self, request: Request) -> Response:
        signed = await self._signed(request, protocol.pay_checksum)
        if isinstance(signed, Response):
            return signed
        encoded, payload = signed
        base = self._base(payload.get("redirectUrl"), payload.get("callbackUrl"))
        problem = self._check(payload) or self._site_problem(base)
        if problem or base is None:  # _site_problem names a missing base
            return _error(400, "BAD_REQUEST", problem)
        txn = self.store.add(
            SimTransaction(
                transaction_id=payload["merchantTransactionId"],
                merchant_id=self.merchant_id,
                merchant_user_id=payload["merchantUserId"],
                amount_paise=payload["amount"],
                mobile_number=payload.get("mobileNumber") or "",
                redirect_url=payload["redirectUrl"],
                callback_url=payload["callbackUrl"],
                request=encoded,
                created=self.store.now(),
            )
        )
        if txn is None:
            return _error(400, "DUPLICATE_TRANSACTION", "merchantTransactionId already used")
        url = f"{base}{PREFIX}/pay/{txn.transaction_id}"
        data = {
            "merchantId": self.merchant_id,
            "merchantTransactionId": txn.transaction_id,
            "instrumentResponse": {
                "type": "PAY_PAGE",
                "redirectInfo": {"url": url, "method": "GET"},
            },
        }
        body = {"success": True, "code": "PAYMENT_INITIATED", "message": "Payment initiated"}
        return JSONResponse({**body, "data": data})

    async def refund(self, request: Request) -> Response:
        """PG v1's refund: of a paid transaction, at most what is left of it, pending at first."""
        signed = await self._signed(request, protocol.refund_checksum)
        if isinstance(signed, Response):
            return signed
        encoded, payload = signed
        amount = payload.get("amount")
        if payload.get("merchantId") != self.merchant_id:
            return _error(400, "BAD_REQUEST", "Invalid merchantId")
        for name in ("merchantTransactionId", "originalTransactionId"):
            if not TRANSACTION_ID.match(str(payload.get(name, ""))):
                return _error(400, "BAD_REQUEST", f"Invalid {name}")
        if type(amount) is not int or not MIN_PAISE <= amount <= MAX_PAISE:
            return _error(400, "BAD_REQUEST", "Invalid amount")
        now = self.store.now()
        kept = self.store.add_refund(
            SimRefund(
                transaction_id=payload["merchantTransactionId"],
                original_id=payload["originalTransactionId"],
                merchant_id=self.merchant_id,
                amount_paise=amount,
                request=encoded,
                created=now,
                completes_at=now + self._refund_seconds,
            )
        )
        if isinstance(kept, str):
            return _error(400, kept, kept.replace("_", " ").capitalize())
        return JSONResponse(kept.answer(now))

    def _check(self, payload: dict[str, Any]) -> str:
        """What is wrong with a decoded pay request, or ""."""
        amount = payload.get("amount")
        instrument = payload.get("paymentInstrument")
        if payload.get("merchantId") != self.merchant_id:
            return "Invalid merchantId"
        if not TRANSACTION_ID.match(str(payload.get("merchantTransactionId", ""))):
            return "Invalid merchantTransactionId"
        if not _USER_ID.match(str(payload.get("merchantUserId", ""))):
            return "Invalid merchantUserId"
        if type(amount) is not int or not MIN_PAISE <= amount <= MAX_PAISE:
            return "Invalid amount"
        if not _MOBILE.match(str(payload.get("mobileNumber") or "")):
            return "Invalid mobileNumber"
        if payload.get("redirectMode") not in ("POST", "REDIRECT"):
            return "Invalid redirectMode"
        if not isinstance(instrument, dict) or instrument.get("type") != "PAY_PAGE":
            return "Only the PAY_PAGE instrument is simulated"
        return ""

    def _site_problem(self, base: str | None) -> str:
        """What is wrong with the site a pay request comes from, or ""."""
        if base is None:
            where = self.public_url or "one address of this server"
            return f"redirectUrl and callbackUrl must be under {where}"
        if self._public_key and not is_local(base):
            return (
                f"The simulator's built-in salt key is public: it takes payments for local "
                f"addresses only (localhost, 127.0.0.1, ::1), not {base}. Set "
                "PUNYA_PAYMENT_SALT_KEY to a private key."
            )
        return ""

    async def status(self, merchant_id: str, transaction_id: str, request: Request) -> Response:
        given_merchant = request.headers.get("x-merchant-id")
        if merchant_id != self.merchant_id or given_merchant != merchant_id:
            return _unauthorized()
        expected = protocol.status_checksum(
            merchant_id, transaction_id, self._salt_key, self._salt_index
        )
        if not protocol.same(request.headers.get("x-verify"), expected):
            return _unauthorized()
        txn = self.store.get(transaction_id)
        if txn is not None:
            return JSONResponse(txn.answer())
        refund = self.store.get_refund(transaction_id)
        if refund is not None:
            return JSONResponse(refund.answer(self.store.now()))
        return _not_found()

    async def show_page(self, transaction_id: str) -> Response:
        txn = self.store.get(transaction_id)
        if txn is None:
            return _html(404, page.message_page("Payment not found", "This payment has expired."))
        if txn.outcome is not None:
            text = "This payment is already complete."
            return _html(409, page.message_page("Already done", text, txn.redirect_url))
        action = f"{PREFIX}/pay/{txn.transaction_id}"
        return _html(200, page.pay_page(txn.transaction_id, txn.amount_paise, action))

    async def choose(
        self, transaction_id: str, request: Request, background: BackgroundTasks
    ) -> Response:
        raw = await _body(request)
        form = parse_qs(raw.decode("utf-8", "replace")) if raw is not None else {}
        choice = form.get("choice", [""])[0]
        txn = self.store.get(transaction_id)
        if txn is None:
            return _html(404, page.message_page("Payment not found", "This payment has expired."))
        if choice not in OUTCOMES:
            return _html(400, page.message_page("Unknown choice", "Please go back and choose."))
        settled = self.store.settle(transaction_id, choice)
        if settled is not None:  # the first choice counts; a second only returns the devotee
            background.add_task(self.send_callback, settled, request.app)
        return RedirectResponse(txn.redirect_url, status_code=303)

    async def send_callback(self, txn: SimTransaction, app: Any) -> bool:
        """POST the signed callback; a failure is logged (the reconciler asks status later)."""
        encoded = protocol.encode(txn.answer())
        headers = {
            "Content-Type": "application/json",
            "X-VERIFY": protocol.callback_checksum(encoded, self._salt_key, self._salt_index),
        }
        transport = self._callback_transport or httpx.ASGITransport(app=app)
        try:
            async with (
                asyncio.timeout(self._timeout),
                httpx.AsyncClient(transport=transport) as http,
            ):
                got = await http.post(txn.callback_url, json={"response": encoded}, headers=headers)
        except Exception:  # in-process, the callee's own bugs arrive here too
            log.warning("simulator callback for %s failed", txn.transaction_id, exc_info=True)
            return False
        if not 200 <= got.status_code < 300:
            log.warning(
                "simulator callback for %s answered HTTP %s", txn.transaction_id, got.status_code
            )
            return False
        return True


def _html(status: int, text: str) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers=page.HEADERS)
