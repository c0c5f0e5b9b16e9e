"""The migration matches the models on both engines; the seed loads once and is sound."""

from __future__ import annotations

from decimal import Decimal

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import select, update
from sqlalchemy.engine import Connection

from api.puja_services.rules import CATEGORIES
from data.db import Database
from data.migrate import alembic_config, upgrade_to_head
from data.models import AIService, Base, Priest, PujaService, TempleService
from data.seeding import seed_catalogue
from data.summaries import is_search_object


def _described(name: str | None, _type: str, _parents: object) -> bool:
    # The customers' search index (SQLite's full-text tables, PostgreSQL's trigram index) is
    # made by the migration alone: models cannot describe it.
    return not is_search_object(name)


def _differences(connection: Connection) -> list[object]:
    opts = {"compare_type": True, "include_name": _described}
    context = MigrationContext.configure(connection, opts=opts)
    return list(compare_metadata(context, Base.metadata))


async def test_the_migrated_schema_matches_the_models(db: Database) -> None:
    await upgrade_to_head(db)  # a second run changes nothing
    async with db.write_engine.connect() as conn:
        assert await conn.run_sync(_differences) == []


async def test_seeding_twice_adds_nothing(db: Database) -> None:
    again = await seed_catalogue(db)
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
    # Every puja's samagri list, both halves, in English and in Hindi item for item.
    for s in services:
        assert s.samagri_family and s.samagri_priest, s.id
        assert len(s.samagri_family_hi or []) == len(s.samagri_family), s.id
        assert len(s.samagri_priest_hi or []) == len(s.samagri_priest), s.id
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
    assert ai["general-assistant"].endpoint == "/api/ai/general-assistant"


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


async def test_seeded_ai_endpoints_are_paths_of_this_server(db: Database) -> None:
    """No host or port: the assistant asks them in-process on whatever port the server runs."""
    async with db.reader() as session:
        endpoints = {a.id: a.endpoint for a in (await session.execute(select(AIService))).scalars()}
    assert endpoints == {
        "general-assistant": "/api/ai/general-assistant",
        "astrology-expert": "/api/ai/astrology-expert",
        "kundli-horoscope-agent": "/api/kundli",
        "numerology-specialist": "/api/ai/numerology-specialist",
        "palmistry-reader": "/api/ai/palmistry-reader",
    }


def _migrate_again_from_0004(connection: Connection) -> None:
    config = alembic_config(connection)
    command.downgrade(config, "0004")
    command.upgrade(config, "head")


async def test_the_migration_makes_old_seeded_endpoints_paths(db: Database) -> None:
    """Endpoints the old seed wrote with this machine's address become paths; an address an
    admin chose elsewhere, or another path, stays as it is."""
    before = {
        "general-assistant": "http://127.0.0.1:8000/api/ai/general-assistant",
        "kundli-horoscope-agent": "http://localhost:9000/api/kundli",
        "numerology-specialist": "http://[::1]:8000/api/ai/numerology-specialist",
        "astrology-expert": "https://ai.example.com/api/ai/astrology-expert",
        "palmistry-reader": "http://127.0.0.1:8000/api/ai/palmistry-reader?v=2",
    }
    async with db.writer() as session:
        for service_id, endpoint in before.items():
            await session.execute(
                update(AIService).where(AIService.id == service_id).values(endpoint=endpoint)
            )
        await session.commit()
    async with db.write_engine.connect() as conn:
        await conn.run_sync(_migrate_again_from_0004)
        await conn.commit()
    async with db.reader() as session:
        after = {a.id: a.endpoint for a in (await session.execute(select(AIService))).scalars()}
    assert after == {
        "general-assistant": "/api/ai/general-assistant",
        "kundli-horoscope-agent": "/api/kundli",
        "numerology-specialist": "/api/ai/numerology-specialist",
        "astrology-expert": "https://ai.example.com/api/ai/astrology-expert",
        "palmistry-reader": "http://127.0.0.1:8000/api/ai/palmistry-reader?v=2",
    }
