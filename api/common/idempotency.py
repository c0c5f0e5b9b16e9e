"""Creates that a retry cannot repeat: the first result is stored under the client's
Idempotency-Key in the same transaction as the record, and a retry gets it back."""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from fastapi import Response
from pydantic import BaseModel
from pydantic_core import to_json

from api.common.errors import ApiError
from data.db import Database
from data.models import Record
from data.repositories import idempotency as keys
from data.session_types import AsyncSession, IntegrityError

log = logging.getLogger(__name__)

REPLAY_HEADER = "Idempotent-Replayed"
# Clients retry within minutes; a day is generous and keeps the table small.
KEY_RETENTION = timedelta(hours=24)


@dataclass(frozen=True)
class Created:
    body: dict[str, Any]
    replayed: bool = False

    def sent_with(self, response: Response) -> dict[str, Any]:
        """The body to return; marks a replay on the response (which keeps its cookies)."""
        if self.replayed:
            response.headers[REPLAY_HEADER] = "true"
        return self.body

    def as_response(self, sent: Response, status_code: int) -> Response:
        """The response itself, its JSON written once (the body is already the read model's
        JSON values, which FastAPI would validate and write again), with the headers set
        on `sent` (the client cookie) and the replay mark."""
        answer = Response(to_json(self.body), status_code, media_type="application/json")
        answer.headers.raw.extend(sent.headers.raw)
        if self.replayed:
            answer.headers[REPLAY_HEADER] = "true"
        return answer


def request_hash(payload: dict[str, Any]) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


async def prior_response(
    session: AsyncSession, scope: str, key: str, digest: str
) -> dict[str, Any] | None:
    """What the first request with this key was answered, or None when the key is new; a
    409 when the key was used for a different request."""
    prior = await keys.find(session, scope, key)
    if prior is None:
        return None
    if prior.request_hash != digest:
        raise ApiError(
            409,
            "idempotency_key_reused",
            "This Idempotency-Key was already used for a different request",
        )
    return prior.response


async def _replay(session: AsyncSession, scope: str, key: str, digest: str) -> Created | None:
    response = await prior_response(session, scope, key, digest)
    return None if response is None else Created(response, replayed=True)


async def create_once(
    session: AsyncSession,
    *,
    scope: str,
    key: str | None,
    request: BaseModel,
    create: Callable[[], Awaitable[Record]],
    read: type[BaseModel],
) -> Created:
    """Build a record with `create`, store it and commit, once per key; the response body is
    the record as `read` shows it. A retry with the same key and request gets that body."""
    # Only a keyed request is compared with an earlier one.
    digest = "" if key is None else request_hash(request.model_dump(mode="json"))
    if key is not None and (prior := await _replay(session, scope, key, digest)):
        return prior
    try:
        record = await create()
    except ApiError:
        # Refused (a slot now full, say) because the same request, racing this one with the
        # same key, committed first (PostgreSQL): that one's result is this one's.
        if key is None:
            raise
        await session.rollback()
        if (prior := await _replay(session, scope, key, digest)) is None:
            raise
        return prior
    session.add(record)
    await session.flush()  # ids, defaults and stamps are final from here
    body = read.model_validate(record).model_dump(mode="json", by_alias=True)
    if key is not None:
        keys.add(session, scope=scope, key=key, request_hash=digest, status_code=201, response=body)
    try:
        await session.commit()
    except IntegrityError:
        # The same key committed first in another transaction (PostgreSQL): return its result.
        await session.rollback()
        if key is None or (prior := await _replay(session, scope, key, digest)) is None:
            raise
        return prior
    return Created(body)


async def purge_expired_keys(db: Database, now: datetime) -> int:
    async with db.writer() as session:
        removed = await keys.delete_older_than(session, now - KEY_RETENTION)
        await session.commit()
    return removed
