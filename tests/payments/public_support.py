"""Helpers of the public URL and safe-default tests: settings as an operator leaves them, the
app asked as if at some address, and signed pay requests to a simulator without a public URL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI

from api.payments import protocol
from api.payments.simulator import PREFIX, PaymentSimulator
from api.settings import Settings

PAY = {
    "targetKind": "priest",
    "targetId": "PB1001",
    "customerName": "Ravi Tiwari",
    "customerPhone": "9415011223",
}


def settings_with(tmp_path: Path, payment: dict[str, str] | None = None, **server: Any) -> Settings:
    """Settings as an operator leaves them (the simulator's built-in key included)."""
    return Settings.model_validate(
        {"server": {"web_dist": str(tmp_path / "none"), **server}, "payment": payment or {}}
    )


@asynccontextmanager
async def browser(app: FastAPI, base_url: str) -> AsyncIterator[httpx.AsyncClient]:
    """The started app, asked in-process as if at `base_url`."""
    async with (
        app.router.lifespan_context(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=base_url) as http,
    ):
        yield http


TXN = "TXN_1795329000000ABCDEFGHJK"
SALT = "a-private-demo-key"


async def simulator_pay(
    redirect: str, callback: str, *, public_key: bool = False
) -> httpx.Response:
    """A signed pay request to a simulator that knows no public URL."""
    simulator = PaymentSimulator(
        merchant_id="PUNYASIMULATOR",
        salt_key=SALT,
        salt_index=1,
        public_url=None,
        public_key=public_key,
    )
    app = FastAPI()
    app.include_router(simulator.router)
    encoded = protocol.encode(
        {
            "merchantId": "PUNYASIMULATOR",
            "merchantTransactionId": TXN,
            "merchantUserId": "U1",
            "amount": 10_000,
            "redirectUrl": redirect,
            "redirectMode": "POST",
            "callbackUrl": callback,
            "mobileNumber": "9876543210",
            "paymentInstrument": {"type": "PAY_PAGE"},
        }
    )
    headers = {"X-VERIFY": protocol.pay_checksum(encoded, SALT, 1)}
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://localhost"
    ) as http:
        return await http.post(f"{PREFIX}/pg/v1/pay", json={"request": encoded}, headers=headers)
