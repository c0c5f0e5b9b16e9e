"""`punya demo-data`: it refuses nonsense sizes naming the option, a database holding real
records (unless --force), and one without a catalogue; it fills the configured database."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from api.cli import main
from data.db import Database
from data.migrate import upgrade_to_head
from data.models import PriestBooking, StoreOrder, TempleBooking
from tests.conftest import india_date
from tests.support import count


@pytest.fixture
def configured(db: Database, monkeypatch: pytest.MonkeyPatch) -> Database:
    """The CLI's settings point at the test's database."""
    monkeypatch.setenv("PUNYA_DATABASE_URL", db.url.render_as_string(hide_password=False))
    if db.schema:
        monkeypatch.setenv("PUNYA_DATABASE_SEARCH_PATH", db.schema)
    return db


async def punya(*args: str) -> int:
    # The command runs its own event loop, so it runs on a thread of its own here.
    return await asyncio.to_thread(main, ["demo-data", *args])


async def records(db: Database) -> int:
    return sum([await count(db, m) for m in (PriestBooking, TempleBooking, StoreOrder)])


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["--bookings", "lots"], "--bookings"),
        (["--bookings", "-5"], "--bookings"),
        (["--orders", "5000001"], "--orders"),
        (["--temple-bookings", "2.5"], "--temple-bookings"),
    ],
)
def test_nonsense_sizes_are_refused_naming_the_option(
    args: list[str], option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["demo-data", *args])
    assert exit_.value.code == 2
    message = f"argument {option}: must be a whole number from 0 to 5,000,000"
    assert message in capsys.readouterr().err


async def test_it_fills_the_configured_database(
    configured: Database, capsys: pytest.CaptureFixture[str]
) -> None:
    assert await punya("--bookings", "1,000", "--seed", "5") == 0
    # Temple bookings and store orders default to 30% of --bookings each.
    assert await count(configured, PriestBooking) == 1000
    assert await count(configured, TempleBooking) == 300
    assert await count(configured, StoreOrder) == 300
    assert "Added 1,000 priest_bookings" in capsys.readouterr().out
    assert await punya("--orders", "10", "--temple-bookings", "0") == 0  # its own records: fine
    assert await count(configured, StoreOrder) == 310


async def test_nothing_asked_is_refused(
    configured: Database, capsys: pytest.CaptureFixture[str]
) -> None:
    assert await punya() == 2
    assert "Nothing to generate" in capsys.readouterr().err


async def test_a_database_with_real_records_is_refused_unless_forced(
    configured: Database, client: httpx.AsyncClient, capsys: pytest.CaptureFixture[str]
) -> None:
    booking = {
        "serviceId": "ganesh-puja",
        "customerName": "Asha Devi",
        "customerPhone": "9876543210",
        "isOnline": True,
        "selectedDate": india_date(3),
        "selectedTime": "8:00 AM - 10:00 AM",
    }
    assert (await client.post("/api/priest-bookings", json=booking)).status_code == 201

    assert await punya("--bookings", "50") == 2
    err = capsys.readouterr().err
    assert "holds bookings or orders that demo-data did not make" in err
    assert "--force" in err
    assert await records(configured) == 1

    assert await punya("--bookings", "50", "--force") == 0
    assert await records(configured) == 1 + 50 + 15 + 15


async def test_a_database_without_a_catalogue_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'empty.db'}"
    db = Database(url)
    await upgrade_to_head(db)
    await db.dispose()
    monkeypatch.setenv("PUNYA_DATABASE_URL", url)
    assert await punya("--bookings", "10") == 2
    assert "run `punya seed` first" in capsys.readouterr().err
