"""WebSocket /ws/changes: committed changes, live, for signed-in admins only.

Frames sent: {"type": "ready", "database": engine} once, then one {table, type, record}
per change the admin may see; {"type": "error", code, message} before a close. A client
that falls too far behind gets {"type": "reload"} and is closed: it must reload its data.
"""

from __future__ import annotations

import asyncio
import contextlib
from datetime import datetime
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from api.auth.access import Principal
from api.auth.deps import NOT_SIGNED_IN, SESSION_ENDED
from api.auth.sessions import SESSION_COOKIE, resolve_session
from api.common.clock import utcnow
from api.live.rules import event_of, may_see
from data.changes import Subscription
from data.db import Database

router = APIRouter(tags=["admin live changes"])

RECHECK_SECONDS = 30.0  # how soon a logged-out or deactivated admin's feed stops
CLOSE_UNAUTHORISED = 4401
CLOSE_FORBIDDEN_ORIGIN = 4403
CLOSE_TOO_SLOW = 4408


def _same_origin(websocket: WebSocket) -> bool:
    """Browsers send Origin on WebSocket handshakes: refuse pages of other sites, which
    would otherwise ride on the admin's cookie (cross-site WebSocket hijacking)."""
    origin = websocket.headers.get("origin")
    if origin is None:  # not a browser
        return True
    return urlsplit(origin).netloc == websocket.headers.get("host")


def _now(websocket: WebSocket) -> datetime:
    clock = getattr(websocket.app.state, "clock", None)
    return clock() if clock is not None else utcnow()


async def _who(websocket: WebSocket, db: Database) -> Principal | None:
    async with db.reader() as session:
        return await resolve_session(
            session, websocket.cookies.get(SESSION_COOKIE), now=_now(websocket)
        )


async def _refuse(websocket: WebSocket, code: int, error: str, message: str) -> None:
    await websocket.send_json({"type": "error", "code": error, "message": message})
    await websocket.close(code=code)


@router.websocket("/ws/changes")
async def changes(websocket: WebSocket) -> None:
    db: Database = websocket.app.state.db
    await websocket.accept()
    if not _same_origin(websocket):
        await _refuse(websocket, CLOSE_FORBIDDEN_ORIGIN, "forbidden_origin", "Origin not allowed")
        return
    admin = await _who(websocket, db)
    if admin is None:
        had_cookie = SESSION_COOKIE in websocket.cookies
        message = SESSION_ENDED if had_cookie else NOT_SIGNED_IN
        await _refuse(websocket, CLOSE_UNAUTHORISED, "not_signed_in", message)
        return
    subscription = db.feed.subscribe()
    try:
        await websocket.send_json({"type": "ready", "database": db.dialect})
        await _stream(websocket, db, admin, subscription)
    except WebSocketDisconnect:
        pass
    finally:
        subscription.close()


async def _stream(
    websocket: WebSocket, db: Database, admin: Principal, subscription: Subscription
) -> None:
    """Send changes until the client leaves, its session ends or it cannot keep up."""
    listener = asyncio.create_task(_until_disconnect(websocket))
    try:
        while True:
            getter = asyncio.ensure_future(subscription.queue.get())
            done, _ = await asyncio.wait(
                {getter, listener}, timeout=RECHECK_SECONDS, return_when="FIRST_COMPLETED"
            )
            if getter not in done:
                getter.cancel()
                if listener in done:
                    return
                if await _who(websocket, db) is None:
                    await _refuse(websocket, CLOSE_UNAUTHORISED, "session_expired", SESSION_ENDED)
                    return
                continue
            change = getter.result()
            if change is None or subscription.overflowed:
                # The feed dropped us (closed, or we fell too far behind): start afresh.
                await websocket.send_json({"type": "reload"})
                await websocket.close(code=CLOSE_TOO_SLOW)
                return
            if may_see(admin, change):
                await websocket.send_json(event_of(change))
    finally:
        listener.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await listener


async def _until_disconnect(websocket: WebSocket) -> None:
    # Clients have nothing to say; reading notices when they go away.
    while (await websocket.receive())["type"] != "websocket.disconnect":
        pass
