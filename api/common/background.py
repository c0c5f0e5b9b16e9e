"""The server's background loops (payments reconciled, booking messages sent, offers passed
on) do their first pass one interval after the server starts, as every later one: serving the
first requests comes first, and a server that starts and stops at once (a test's app, a
check) does no database work there. What a restart delays is one interval, as any pass is."""

from __future__ import annotations

import asyncio
import contextlib


async def settled(stop: asyncio.Event, seconds: float) -> bool:
    """Wait `seconds` for the loop's first pass; False when the server stopped first."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=seconds)
    return not stop.is_set()
