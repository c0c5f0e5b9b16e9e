"""An e-mail channel that keeps the booking messages given to it, for the tests of sending."""

from __future__ import annotations

import asyncio
from typing import Any

from api.verification.delivery import Delivery, MessageNotice, Unavailable


class Recorder:
    """An e-mail channel that keeps what it was given."""

    def __init__(self) -> None:
        self.sent: list[MessageNotice] = []

    async def send(self, notice: Any) -> None:
        raise AssertionError("no codes here")

    async def send_message(self, notice: MessageNotice) -> None:
        await asyncio.sleep(0)  # let another sender run meanwhile
        self.sent.append(notice)


def delivery() -> tuple[Delivery, Recorder]:
    """No SMS; e-mail kept by the recorder."""
    email = Recorder()
    return Delivery(sms=Unavailable(), email=email), email
