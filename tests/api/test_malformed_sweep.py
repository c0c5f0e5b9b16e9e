"""Every operation that takes a JSON body, public and admin, answers every malformed body with a
4xx in our envelope (never a 5xx, never an empty or non-JSON answer), on both engines, and
changes nothing. The sweep prints how many operations and bodies it tried."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select

from data.db import Database
from data.models import Base
from tests.admin_support import SUPER, ClientFor

SAMPLE_IDS = {"id": "X1", "temple_id": "temple-kashi-vishwanath-varanasi", "phone": "9415011223"}

# Bodies no route can take: each is refused before or by validation.
MALFORMED: dict[str, bytes] = {
    "empty": b"",
    "not json": b"this is not json",
    "truncated": b'{"name": "Asha',
    "nested 1000 deep": b"[" * 1000 + b"]" * 1000,
    "objects nested 40 deep": b'{"a":' * 40 + b"1" + b"}" * 40,
    "lone surrogate": b'{"customerName": "\\ud800x", "name": "\\udfffy"}',
    "nul": b'{"customerName": "As\\u0000ha", "name": "a\\u0000b", "username": "x\\u0000"}',
    "raw surrogate bytes": b'{"name": "\xed\xa0\x80"}',
    "invalid utf-8": b'{"name": "\xff\xfe"}',
    "array": b"[1, 2, 3]",
    "number": b"12345678901234567890123456789",
    "null": b"null",
    "wrong types": json.dumps({"customerName": 5, "items": "x", "quantity": "many"}).encode(),
    "huge string": json.dumps({"name": "x" * 70_000}).encode(),
    "many keys": json.dumps({f"k{n}": n for n in range(5000)}).encode(),
    "nan": b'{"amount": NaN, "price": Infinity}',
}


def json_operations(app: FastAPI) -> list[tuple[str, str]]:
    """(method, path) of every documented operation with a JSON request body."""
    found = []
    for path, item in app.openapi()["paths"].items():
        for method, operation in item.items():
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                found.append((method.upper(), path.format(**_ids(path))))
    return sorted(found)


def _ids(path: str) -> dict[str, str]:
    names = [part[1:-1] for part in path.split("/") if part.startswith("{")]
    return {name: SAMPLE_IDS.get(name, "X1") for name in names}


async def fingerprint(db: Database) -> list[tuple[str, int]]:
    """Row counts of every table but the ones a refused request may still write (sessions)."""
    skip = {"admin_sessions", "login_failures", "rate_events"}
    async with db.reader() as session:
        return [
            (table.name, int(await session.scalar(select(func.count()).select_from(table)) or 0))
            for table in Base.metadata.sorted_tables
            if table.name not in skip
        ]


async def test_every_json_operation_refuses_every_malformed_body_in_the_envelope(
    app: FastAPI, as_admin: ClientFor, db: Database
) -> None:
    http = await as_admin(SUPER)  # signed in, so admin routes get past the sign-in check
    operations = json_operations(app)
    assert len(operations) >= 30, operations  # the sweep must not silently shrink
    before = await fingerprint(db)
    statuses: Counter[int] = Counter()
    wrong: list[str] = []
    for method, path in operations:
        for name, body in MALFORMED.items():
            response = await http.request(
                method, path, content=body, headers={"content-type": "application/json"}
            )
            statuses[response.status_code] += 1
            problem = _problem(response)
            if problem:
                wrong.append(f"{method} {path} [{name}]: {problem}")
    print(
        f"\nmalformed-input sweep: {len(operations)} operations x {len(MALFORMED)} bodies = "
        f"{sum(statuses.values())} requests; statuses {dict(sorted(statuses.items()))}"
    )
    assert wrong == []
    assert await fingerprint(db) == before


def _problem(response: httpx.Response) -> str:
    """What is wrong with an answer to a malformed body, or ""."""
    if not 400 <= response.status_code < 500:
        return f"answered {response.status_code}"
    try:
        body: Any = response.json()
    except ValueError:
        return f"{response.status_code} with a body that is not JSON"
    if not isinstance(body, dict) or not isinstance(body.get("detail"), str) or not body["detail"]:
        return f"{response.status_code} without the envelope: {response.text[:120]}"
    if not isinstance(body.get("code"), str):
        return f"{response.status_code} without a code: {response.text[:120]}"
    return ""
