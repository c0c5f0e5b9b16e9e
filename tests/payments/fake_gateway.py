"""A scriptable in-memory Gateway for the payments API's tests: it signs and verifies callbacks
with PhonePe's checksum, answers status and refund calls from a script, and counts what it was
asked."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI

from api.payments import protocol
from api.payments.gateway import GatewayStatus, PayRequest, PayStarted, RefundRequest

MERCHANT = "FAKEMERCHANT"


@dataclass
class FakeGateway:
    salt_key: str
    salt_index: int = 1
    name: str = "fake"
    pay_result: PayStarted | None = None  # None: a pay page per transaction
    pay_raises: bool = False
    statuses: dict[str, GatewayStatus] = field(default_factory=dict)
    status_raises: bool = False
    paid: list[PayRequest] = field(default_factory=list)
    asked: list[str] = field(default_factory=list)
    hold_status: asyncio.Event | None = None  # status() waits for it when set
    hold_pay: asyncio.Event | None = None  # the next pay() call (only) waits for it
    pay_called: asyncio.Event = field(default_factory=asyncio.Event)  # set once pay() is entered
    refund_code: str = "PAYMENT_PENDING"  # what the refund call answers
    refund_message: str = ""
    refund_raises: bool = False
    refunded: list[RefundRequest] = field(default_factory=list)

    async def pay(self, request: PayRequest) -> PayStarted:
        self.paid.append(request)
        self.pay_called.set()
        hold, self.hold_pay = self.hold_pay, None
        if hold is not None:
            await hold.wait()
        if self.pay_raises:
            raise TimeoutError("the fake gateway timed out")
        if self.pay_result is not None:
            return self.pay_result
        return PayStarted(True, f"https://pay.example/{request.transaction_id}", "OK")

    async def status(self, transaction_id: str) -> GatewayStatus:
        self.asked.append(transaction_id)
        if self.hold_status is not None:
            await self.hold_status.wait()
        if self.status_raises:
            raise ConnectionError("the fake gateway is down")
        return self.statuses.get(
            transaction_id, GatewayStatus(transaction_id, "PAYMENT_PENDING", False)
        )

    async def refund(self, request: RefundRequest) -> GatewayStatus:
        """Record the refund call and answer `refund_code` (pending unless scripted)."""
        self.refunded.append(request)
        if self.refund_raises:
            raise ConnectionError("the fake gateway is down")
        code = self.refund_code
        return GatewayStatus(
            request.refund_id,
            code,
            code == "PAYMENT_SUCCESS",
            request.amount_paise,
            f"R{request.refund_id}",
            self.refund_message,
        )

    def answer(self, transaction_id: str, code: str, amount_paise: int | None) -> None:
        """Script what status() says about a transaction from now on."""
        self.statuses[transaction_id] = GatewayStatus(
            transaction_id, code, code == "PAYMENT_SUCCESS", amount_paise, f"T{transaction_id}"
        )

    def read_callback(self, body: bytes, x_verify: str | None) -> GatewayStatus | None:
        try:
            encoded = json.loads(body)["response"]
        except (ValueError, KeyError, TypeError):
            return None
        if not protocol.same(
            x_verify, protocol.callback_checksum(encoded, self.salt_key, self.salt_index)
        ):
            return None
        payload = protocol.decode(encoded)
        if payload is None or not isinstance(payload.get("data"), dict):
            return None
        data: dict[str, Any] = payload["data"]
        if data.get("merchantId") != MERCHANT:
            return None
        return GatewayStatus(
            transaction_id=str(data.get("merchantTransactionId", "")),
            code=str(payload.get("code", "")),
            success=bool(payload.get("success")),
            amount_paise=data.get("amount"),
            reference=data.get("transactionId"),
            message=str(payload.get("message", "")),
        )

    def callback(
        self,
        transaction_id: str,
        code: str,
        amount_paise: int,
        *,
        salt_key: str | None = None,
        merchant: str = MERCHANT,
    ) -> tuple[bytes, dict[str, str]]:
        """A callback body and headers as PhonePe sends them, signed with `salt_key` (ours
        unless a forger's is given)."""
        encoded = protocol.encode(
            {
                "success": code == "PAYMENT_SUCCESS",
                "code": code,
                "message": code.replace("_", " ").title(),
                "data": {
                    "merchantId": merchant,
                    "merchantTransactionId": transaction_id,
                    "transactionId": f"T{transaction_id}",
                    "amount": amount_paise,
                    "state": code.removeprefix("PAYMENT_"),
                },
            }
        )
        checksum = protocol.callback_checksum(encoded, salt_key or self.salt_key, self.salt_index)
        body = json.dumps({"response": encoded}).encode()
        return body, {"X-VERIFY": checksum, "Content-Type": "application/json"}


def install(app: FastAPI, gateway: FakeGateway) -> None:
    """Put the fake gateway in the app's place for its payments routes."""
    app.state.payment_gateway = gateway
