"""An admin list's search finds the same records whichever way it goes: through the records'
trigram table when a term few of them hold (SQLite), or by the newest-first walk when many
do; and that table follows every insert, change and delete of the searched texts."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import delete, update

from data.db import Database
from data.models import PriestBooking
from data.repositories import admin_lists
from tests.admin.test_admin_keyset_lists import PRIEST, newest_first, walk
from tests.admin.test_bookings_admin import priest_booking
from tests.admin_support import SUPER, ClientFor
from tests.support import add

NAMES = ("Asha Verma", "Gopal Sharma", "Vishvambhar Tiwari", "Meera Sharma", "Ravi Kumar")
SERVICES = ("Ganesh Puja", "Rudrabhishek", "Satyanarayan Katha")
TERMS = ("sharma", "vishvambhar", "RUDRA", "a s", "ganesh", "no such devotee", "am")


@pytest.fixture
async def rows(db: Database) -> list[Any]:
    made = [
        priest_booking(
            f"PB-S{n:02}",
            minute=n,
            name=NAMES[n % len(NAMES)] if n % 7 else "Vishvambhar Tiwari",
            phone=f"98765{n:05}",
            service=SERVICES[n % len(SERVICES)],
        )
        for n in range(36)
    ]
    await add(db, *made)
    return made


def holding(term: str) -> Any:
    needle = term.strip().lower()
    return lambda r: needle in r.customer_name.lower() or needle in r.service_name.lower()


@pytest.mark.parametrize("sparse_max", [admin_lists.SPARSE_MAX, 1], ids=["index", "walk"])
async def test_a_search_finds_the_same_records_by_either_path(
    as_admin: ClientFor, rows: list[Any], sparse_max: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(admin_lists, "SPARSE_MAX", sparse_max)
    http = await as_admin(SUPER)
    for term in TERMS:
        found, pages = await walk(http, PRIEST, 4, q=term)
        assert found == newest_first(rows, holding(term)), term
        assert pages[-1]["nextCursor"] is None


async def test_the_trigram_table_follows_changes_and_deletes(
    as_admin: ClientFor, db: Database, rows: list[Any]
) -> None:
    http = await as_admin(SUPER)
    async with db.writer() as session:
        await session.execute(
            update(PriestBooking)
            .where(PriestBooking.id == "PB-S00")
            .values(customer_name="Damodar Joshi")
        )
        await session.execute(delete(PriestBooking).where(PriestBooking.id == "PB-S07"))
        await session.commit()
    damodar, _ = await walk(http, PRIEST, 10, q="damodar")
    assert damodar == ["PB-S00"]
    vishvambhar, _ = await walk(http, PRIEST, 10, q="vishvambhar")
    left = [r for r in rows if r.id not in ("PB-S00", "PB-S07")]
    assert vishvambhar == newest_first(left, holding("vishvambhar"))
    assert "PB-S07" not in vishvambhar and "PB-S00" not in vishvambhar
