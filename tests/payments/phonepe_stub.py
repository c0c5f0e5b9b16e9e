"""A small PhonePe PG v1 server for tests: checks X-VERIFY as PhonePe does (written out here
independently of api.payments.protocol), answers as each test configures it."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse

MERCHANT = "STUBMERCHANT"
SALT = "stub-salt-key-0f3a"
INDEX = 2
PAGE = "https://mercury-uat.phonepe.test/transact/pg?token=abc123"


def sign(text: str, salt: str = SALT, index: int = INDEX) -> str:
    return hashlib.sha256((text + salt).encode()).hexdigest() + "###" + str(index)


def answer(
    transaction_id: str,
    code: str,
    *,
    amount: int = 50_000,
    success: bool | None = None,
    merchant: str = MERCHANT,
) -> dict[str, Any]:
    """A status answer (and callback payload) as PhonePe sends it."""
    states = {"PAYMENT_SUCCESS": "COMPLETED", "PAYMENT_PENDING": "PENDING"}
    return {
        "success": code == "PAYMENT_SUCCESS" if success is None else success,
        "code": code,
        "message": f"Stub says {code}",
        "data": {
            "merchantId": merchant,
            "merchantTransactionId": transaction_id,
            "transactionId": "T2611220630000001",
            "amount": amount,
            "state": states.get(code, "FAILED"),
            "responseCode": "SUCCESS" if code == "PAYMENT_SUCCESS" else code,
        },
    }


def callback(payload: dict[str, Any], salt: str = SALT) -> tuple[bytes, str]:
    """A server-to-server callback's body and X-VERIFY."""
    encoded = base64.b64encode(json.dumps(payload).encode()).decode()
    return json.dumps({"response": encoded}).encode(), sign(encoded, salt)


@dataclass
class Stub:
    """What the stub answers; tests change it between calls."""

    statuses: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> answer
    mode: str = "normal"  # normal | garbage | huge | server_error | slow
    delay: float = 0.0
    pay_answer: dict[str, Any] | None = None  # replaces the normal pay answer
    received: list[dict[str, Any]] = field(default_factory=list)  # decoded pay requests

    def app(self, prefix: str = "") -> FastAPI:
        """The stub's app, its endpoints under `prefix` (PhonePe's hosts carry one)."""
        app = FastAPI()

        @app.post("/pg/v1/pay")
        async def pay(request: Request) -> Response:
            early = await self._misbehave()
            if early is not None:
                return early
            body = json.loads(await request.body())
            encoded = body["request"]
            if request.headers.get("x-verify") != sign(encoded + "/pg/v1/pay"):
                return _unauthorized()
            if request.headers.get("content-type") != "application/json":
                return _error(400, "BAD_REQUEST", "Content-Type must be application/json")
            payload = json.loads(base64.b64decode(encoded))
            self.received.append(payload)
            if self.pay_answer is not None:
                return JSONResponse(self.pay_answer)
            data = {
                "merchantId": MERCHANT,
                "merchantTransactionId": payload["merchantTransactionId"],
                "instrumentResponse": {
                    "type": "PAY_PAGE",
                    "redirectInfo": {"url": PAGE, "method": "GET"},
                },
            }
            return JSONResponse(
                {"success": True, "code": "PAYMENT_INITIATED", "message": "OK", "data": data}
            )

        @app.get("/pg/v1/status/{merchant_id}/{transaction_id}")
        async def status(merchant_id: str, transaction_id: str, request: Request) -> Response:
            early = await self._misbehave()
            if early is not None:
                return early
            path = f"/pg/v1/status/{merchant_id}/{transaction_id}"
            if request.headers.get("x-verify") != sign(path):
                return _unauthorized()
            if request.headers.get("x-merchant-id") != MERCHANT or merchant_id != MERCHANT:
                return _unauthorized()
            found = self.statuses.get(transaction_id)
            if found is None:
                return _error(404, "TRANSACTION_NOT_FOUND", "No Transaction found")
            return JSONResponse(found)

        if not prefix:
            return app
        outer = FastAPI()
        outer.mount(prefix, app)
        return outer

    async def _misbehave(self) -> Response | None:
        if self.mode == "slow":
            await asyncio.sleep(self.delay)
        if self.mode == "garbage":
            return Response(b"<html>Bad gateway</html>", media_type="text/html")
        if self.mode == "huge":
            return Response(b'{"success": true, "x": "' + b"a" * 200_000 + b'"}')
        if self.mode == "server_error":
            return _error(500, "INTERNAL_SERVER_ERROR", "Something went wrong")
        return None


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse(
        {"success": False, "code": code, "message": message, "data": {}}, status_code=status
    )


def _unauthorized() -> JSONResponse:
    return _error(401, "AUTHORIZATION_FAILED", "X-VERIFY header is incorrect")
