"""What the socket tests share: a connection to the served app's assistant."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from websockets.asyncio.client import ClientConnection, connect

from tests.support import OPEN_TIMEOUT


@pytest.fixture
async def socket(served: str) -> AsyncIterator[ClientConnection]:
    """A devotee's connection; frames of any size come in (a spoken reply is one)."""
    url = f"ws://{served}/ws/assistant"
    async with connect(url, open_timeout=OPEN_TIMEOUT, max_size=None) as ws:
        yield ws
