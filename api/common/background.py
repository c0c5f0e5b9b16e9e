"""The server's background loops (payments reconciled, messages sent, offers passed on,
expired rows purged) start their work a moment after the server does: serving the first
requests comes first, and a server that starts and stops at once (a test's app, a check)
costs nothing there."""

from __future__ import annotations

import asyncio
import contextlib

FIRST_AFTER_SECONDS = 1.0


async def settled(stop: asyncio.Event) -> bool:
    """Wait until the loop's first pass is due; False when the server stopped first."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=FIRST_AFTER_SECONDS)
    return not stop.is_set()
