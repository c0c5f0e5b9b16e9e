"""Bring a database's schema to the newest migration (idempotent; safe across processes)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.engine import Connection

from data.db import Database

MIGRATIONS = Path(__file__).parent / "migrations"
# Any constant works; it only has to be the same for every Punya process on the database.
_PG_MIGRATION_LOCK = 0x70756E7961  # "punya"


def alembic_config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def _upgrade(connection: Connection) -> None:
    command.upgrade(alembic_config(connection), "head")


async def upgrade_to_head(db: Database) -> None:
    async with db.write_engine.connect() as conn:
        if db.dialect == "postgresql":
            # Two servers starting at once must not both create the tables.
            await conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_MIGRATION_LOCK})
            if db.schema:  # validated as a plain identifier by the settings
                await conn.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{db.schema}"'))
        await conn.run_sync(_upgrade)
        await conn.commit()
