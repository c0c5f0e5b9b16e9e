"""`punya serve`: one process on SQLite (more are refused, with the reason), N worker
processes on PostgreSQL sharing one lookup limit, and the access log written by a thread."""

from __future__ import annotations

import asyncio
import io
import logging
import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from api.cli import main, server_options
from api.common.access_log import QueuedHandler, queued_access_handler, server_log_config
from api.settings import Settings
from tests.conftest import PG_URL
from tests.servers import scratch_schema, start_server

WAIT_SECONDS = 120  # for a worker to start on a busy machine; not a speed requirement


@pytest.mark.parametrize(
    ("argv", "env"),
    [(["serve", "--workers", "2"], {}), (["serve"], {"PUNYA_SERVER_WORKERS": "3"})],
)
def test_sqlite_is_served_by_one_process(
    argv: list[str], env: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path / 'one.db'}")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as refused:
        main(argv)
    assert "SQLite is served by one process" in str(refused.value)
    assert not (tmp_path / "one.db").exists()  # refused before anything started


def test_the_worker_count_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["serve", "--workers", "0"])
    assert "must be a whole number from 1 to 64" in capsys.readouterr().err


def test_the_access_log_can_be_switched_off(monkeypatch: pytest.MonkeyPatch) -> None:
    assert server_options(Settings())["access_log"] is True
    monkeypatch.setenv("PUNYA_SERVER_ACCESS_LOG", "false")
    assert server_options(Settings())["access_log"] is False


def test_access_lines_are_written_by_the_listener_thread() -> None:
    handler_config = server_log_config()["handlers"]["access"]
    assert handler_config["()"] == "api.common.access_log.queued_access_handler"
    out = io.StringIO()
    handler = queued_access_handler(stream=out, fmt=handler_config["fmt"], use_colors=False)
    assert isinstance(handler, QueuedHandler)
    access = logging.getLogger("tests.access")
    access.addHandler(handler)
    access.propagate = False
    try:
        args = ("203.0.113.7:40000", "GET", "/api/health", "1.1", 200)
        record = access.makeRecord(access.name, logging.INFO, __file__, 0, "%s", args, None)
        assert handler.prepare(record).args == args  # queued as it is: formatted later
        access.warning('%s - "%s %s HTTP/%s" %d', *args)
    finally:
        access.removeHandler(handler)
        handler.close()  # stops the listener once the queued lines are written
    assert out.getvalue() == ('WARNING:  203.0.113.7:40000 - "GET /api/health HTTP/1.1" 200 OK\n')


@pytest.fixture
def pg_schema_for_workers() -> Iterator[str]:
    with scratch_schema("punya_workers") as name:
        yield name


@pytest.mark.postgres
async def test_workers_on_postgresql_share_the_lookup_limit(
    pg_schema_for_workers: str, tmp_path: Path
) -> None:
    env = {
        **os.environ,
        "PUNYA_DATABASE_URL": PG_URL or "",
        "PUNYA_DATABASE_SEARCH_PATH": pg_schema_for_workers,
        "PUNYA_SERVER_WEB_DIST": str(tmp_path / "no-web-app"),
    }
    log = tmp_path / "serve.log"
    server, url = await start_server(env, log, "--workers", "2")
    try:
        await until_both_workers_started(server, log)
        codes = []
        for _ in range(11):  # a connection each: the kernel hands them to either worker
            async with httpx.AsyncClient(base_url=url) as http:
                answer = await http.post("/api/orders/lookup", json={"phone": "9845012345"})
                codes.append(answer.status_code)
        assert codes == [200] * 10 + [429]
    finally:
        server.terminate()
        server.wait(timeout=60)
    started = re.findall(r"Started server process \[(\d+)\]", text_of(log))
    assert len(set(started)) == 2


def text_of(log: Path) -> str:
    return log.read_text(errors="replace")


async def until_both_workers_started(server: subprocess.Popen[bytes], log: Path) -> None:
    for _ in range(WAIT_SECONDS * 10):
        if server.poll() is not None:
            pytest.fail(f"server exited: {text_of(log)}")
        if text_of(log).count("Application startup complete") >= 2:
            return
        await asyncio.sleep(0.1)
    pytest.fail(f"the workers did not start: {text_of(log)}")
