"""The migration matches the models on both engines; the seed loads once and is sound."""

from __future__ import annotations

from decimal import Decimal

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import select
from sqlalchemy.engine import Connection

from api.puja_services.rules import CATEGORIES
from data.db import Database
from data.migrate import upgrade_to_head
from data.models import AIService, Base, Priest, PujaService, TempleService
from data.seeding import seed_catalogue
from tests.conftest import PUBLIC_URL


def _differences(connection: Connection) -> list[object]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    return list(compare_metadata(context, Base.metadata))


async def test_the_migrated_schema_matches_the_models(db: Database) -> None:
    await upgrade_to_head(db)  # a second run changes nothing
    async with db.write_engine.connect() as conn:
        assert await conn.run_sync(_differences) == []


async def test_seeding_twice_adds_nothing(db: Database) -> None:
    again = await seed_catalogue(db, PUBLIC_URL)
    assert again.seeded is False
    async with db.reader() as session:
        assert len((await session.execute(select(PujaService))).scalars().all()) == 52


async def test_the_seed_catalogue_follows_the_specification(db: Database) -> None:
    async with db.reader() as session:
        services = (await session.execute(select(PujaService))).scalars().all()
        temple_services = (await session.execute(select(TempleService))).scalars().all()
        priests = (await session.execute(select(Priest))).scalars().all()
        ai = {a.id: a for a in (await session.execute(select(AIService))).scalars().all()}
    assert {s.category for s in services} == set(CATEGORIES)
    assert min(s.price for s in services) == Decimal(2299)
    assert max(s.price for s in services) == Decimal(24799)
    assert all(s.includes and s.requirements and s.description for s in services)
    assert len(temple_services) == 5
    assert min(s.price for s in temple_services) == 101
    assert max(s.price for s in temple_services) == 751
    assert all(s.time_slots for s in temple_services)
    assert sorted(p.price_per_hour for p in priests) == [500, 600, 700]
    thresholds = {k: (a.confidence_threshold, a.is_active) for k, a in ai.items()}
    assert thresholds == {
        "general-assistant": (0.7, True),
        "astrology-expert": (0.8, True),
        "kundli-horoscope-agent": (0.9, True),
        "numerology-specialist": (0.8, True),
        "palmistry-reader": (0.75, False),
    }
    assert ai["general-assistant"].endpoint == f"{PUBLIC_URL}/api/ai/general-assistant"


async def test_money_survives_the_round_trip_exactly(db: Database) -> None:
    async with db.writer() as session:
        service = await session.get(PujaService, "ganesh-puja")
        assert service is not None
        service.price = Decimal("2299.45")
        await session.commit()
    async with db.reader() as session:
        stored = await session.get(PujaService, "ganesh-puja")
        assert stored is not None
        assert stored.price == Decimal("2299.45")
        assert stored.updated_at > stored.created_at
        assert stored.updated_at.tzinfo is not None
