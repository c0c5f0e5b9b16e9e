"""Owner verification in tests: a real SMTP server (aiosmtpd) that keeps what it receives,
an SMS provider answering like MSG91 over an httpx MockTransport, and a browser verified
through the real endpoints."""

from __future__ import annotations

import email
import json
import re
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import Message
from typing import Any

import httpx
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session

CODES = "/api/verification/codes"
CONFIRM = "/api/verification/confirm"
SMS_URL = "https://sms.example.test/api/v5/flow"
_SIX_DIGITS = re.compile(r"\b(\d{6})\b")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class Mailbox:
    """What the SMTP server received, and who signed in to send it."""

    port: int = 0
    messages: list[Message] = field(default_factory=list)
    logins: list[tuple[str, str]] = field(default_factory=list)

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        raw = envelope.original_content or envelope.content or b""
        assert isinstance(raw, bytes)
        message = email.message_from_bytes(raw)
        message["X-Envelope-To"] = ", ".join(envelope.rcpt_tos)
        self.messages.append(message)
        return "250 Message accepted for delivery"

    def authenticate(
        self, server: SMTP, session: Session, envelope: Envelope, mechanism: str, auth: Any
    ) -> AuthResult:
        assert isinstance(auth, LoginPassword)
        self.logins.append((auth.login.decode(), auth.password.decode()))
        # handled=False: aiosmtpd answers a refusal with 535 itself.
        return AuthResult(success=auth.password == b"mail-secret", handled=False)

    def code_to(self, address: str) -> str:
        """The code in the newest mail to `address`."""
        for message in reversed(self.messages):
            if message["To"] == address:
                return code_in(body_of(message))
        raise AssertionError(f"no mail to {address}: {[m['To'] for m in self.messages]}")


def body_of(message: Message) -> str:
    payload = message.get_payload(decode=True)
    assert isinstance(payload, bytes)
    return payload.decode(message.get_content_charset() or "utf-8")


def code_in(text: str) -> str:
    found = _SIX_DIGITS.search(text)
    assert found is not None, text
    return found.group(1)


@dataclass
class SmsOutbox:
    """Requests the SMS adapter made; the provider's answer can be changed per test."""

    requests: list[httpx.Request] = field(default_factory=list)
    answer: Callable[[httpx.Request], httpx.Response] = field(
        default=lambda _request: httpx.Response(
            200, json={"type": "success", "message": "3763646c3058373530393832"}
        )
    )

    def transport(self) -> httpx.MockTransport:
        def handle(request: httpx.Request) -> httpx.Response:
            self.requests.append(request)
            return self.answer(request)

        return httpx.MockTransport(handle)

    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(r.content) for r in self.requests]

    def code_to(self, digits: str) -> str:
        for body in reversed(self.bodies()):
            recipient = body["recipients"][0]
            if recipient["mobiles"] == f"91{digits}":
                return str(recipient["otp"])
        raise AssertionError(f"no SMS to {digits}")


async def verify(
    client: httpx.AsyncClient,
    code_of: Callable[[], str],
    **contact: str,
) -> None:
    """Verify `client`'s browser for one phone or e-mail through the real endpoints."""
    sent = await client.post(CODES, json=contact)
    assert sent.status_code == 202, sent.text
    confirmed = await client.post(CONFIRM, json={**contact, "code": code_of()})
    assert confirmed.status_code == 200, confirmed.text
