"""The catalogue the assistant reads: the names speech recognition is taught, and the
fingerprint that says when its index is stale."""

from __future__ import annotations

from sqlalchemy import select

from data.db import Database
from data.models import PujaService, StoreProduct, Temple, TempleService
from data.repositories import assistant_catalogue


async def test_spoken_names_come_from_every_named_table_active_or_not(db: Database) -> None:
    async with db.writer() as session:
        temple = (await session.execute(select(Temple).limit(1))).scalar_one()
        temple.is_active = False
        await session.commit()
    async with db.reader() as session:
        names = set(await assistant_catalogue.spoken_names(session))
        for model in (PujaService, Temple, TempleService, StoreProduct):
            stored = (await session.execute(select(model.name))).scalars().all()
            assert stored
            assert set(stored) <= names
    assert temple.name in names


async def test_the_fingerprint_changes_with_an_edit(db: Database) -> None:
    async with db.reader() as session:
        before = await assistant_catalogue.fingerprint(session)
    async with db.writer() as session:
        product = (await session.execute(select(StoreProduct).limit(1))).scalar_one()
        product.name = f"{product.name} (new)"
        await session.commit()
    async with db.reader() as session:
        assert await assistant_catalogue.fingerprint(session) != before
