"""The migration that makes priests' ratings earned: on a database that had the seed's
typed-in figures and reviews already given, each priest's totals come from the visible
reviews of bookings they held (none: "New"), and the typed-in column is gone; it downgrades."""

from __future__ import annotations

import httpx
from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, select, text, update
from sqlalchemy.engine import Connection

from data.db import Database
from data.migrate import alembic_config
from data.models import Priest, Review
from tests.api.test_priest_ratings import ALOK, RAMESH, held_by
from tests.api.test_reviews import rate

REVISION = "0017"


def _back_before_the_ratings(connection: Connection) -> None:
    config = alembic_config(connection)
    before = ScriptDirectory.from_config(config).get_revision(REVISION).down_revision
    assert isinstance(before, str)
    command.downgrade(config, before)
    # What the seed typed in before: every priest 4.8, whoever had rated them.
    connection.execute(text("UPDATE priests SET rating = 4.8"))


def _up_again(connection: Connection) -> None:
    command.upgrade(alembic_config(connection), "head")


def _columns(connection: Connection) -> set[str]:
    return {column["name"] for column in inspect(connection).get_columns("priests")}


async def test_ratings_come_from_the_reviews_already_given(
    client: httpx.AsyncClient, db: Database
) -> None:
    for priest, day, stars in ((RAMESH, 1, 5), (RAMESH, 3, 4), (ALOK, 4, 1)):
        record_id = await held_by(client, db, priest, day)
        assert (await rate(client, "priest", record_id, stars)).status_code == 201
    async with db.writer() as session:  # an admin hid Alok's one review
        await session.execute(update(Review).where(Review.stars == 1).values(hidden=True))
        await session.commit()

    async with db.write_engine.connect() as conn:
        await conn.run_sync(_back_before_the_ratings)
        assert "rating" in await conn.run_sync(_columns)
        await conn.run_sync(_up_again)
        assert "rating" not in await conn.run_sync(_columns)
        await conn.commit()

    async with db.reader() as session:
        totals = {
            p.id: (p.rating_count, p.rating_sum)
            for p in (await session.execute(select(Priest))).scalars()
        }
        reviews = (await session.execute(select(Review))).scalars().all()
    assert totals == {RAMESH: (2, 9), ALOK: (0, 0), "priest-venkatesh-iyer": (0, 0)}
    assert {r.stars: r.priest_id for r in reviews} == {5: RAMESH, 4: RAMESH, 1: ALOK}
