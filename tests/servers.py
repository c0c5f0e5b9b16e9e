"""Real `punya serve` processes for the tests that need one (several processes, a kill -9),
and scratch PostgreSQL schemas for them to share."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text

from data.db import Database
from tests.conftest import PG_URL, run_in_own_loop

ROOT = Path(__file__).resolve().parents[1]
START_SECONDS = 120.0  # a bound on a hang, not a speed: a busy two-core machine starts slowly


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def scratch_schema(prefix: str) -> Iterator[str]:
    """A PostgreSQL schema name of its own (skips without PUNYA_TEST_POSTGRES_URL), dropped
    with everything in it at the end."""
    if not PG_URL:
        pytest.skip("PUNYA_TEST_POSTGRES_URL is not set")
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    try:
        yield name
    finally:

        async def drop() -> None:
            db = Database(PG_URL or "")
            async with db.write_engine.begin() as conn:
                await conn.execute(text(f'DROP SCHEMA IF EXISTS "{name}" CASCADE'))
            await db.dispose()

        run_in_own_loop(drop())


async def start_server(
    env: dict[str, str], log: Path, *options: str
) -> tuple[subprocess.Popen[bytes], str]:
    """`punya serve` on a free port with `env`, its output in `log`; returns once its health
    check answers, with its base URL (http://127.0.0.1:port)."""
    port = free_port()
    command: Sequence[str] = [sys.executable, "-m", "api.cli", "serve", *options]
    with log.open("wb") as out:
        process = subprocess.Popen(  # noqa: ASYNC220 - started once, waited for over HTTP
            [*command, "--port", str(port)],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient() as http:
        for _ in range(int(START_SECONDS / 0.1)):
            if process.poll() is not None:
                pytest.fail(f"server exited: {log.read_bytes().decode()}")  # noqa: ASYNC240
            try:
                if (await http.get(f"{url}/api/health")).status_code == 200:
                    return process, url
            except httpx.TransportError:
                pass
            await asyncio.sleep(0.1)
    process.kill()
    pytest.fail(f"server did not start: {log.read_bytes().decode()}")  # noqa: ASYNC240


@asynccontextmanager
async def serving(
    env: dict[str, str], log: Path
) -> AsyncIterator[tuple[subprocess.Popen[bytes], str]]:
    """start_server until the block ends (killed then, if still running)."""
    process, url = await start_server(env, log)
    try:
        yield process, url
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=START_SECONDS)
