"""Alembic environment: runs on a connection handed over by `data.migrate`, or on its own
from PUNYA_DATABASE_URL when the `alembic` command is used directly by a developer."""

from __future__ import annotations

import asyncio
import os

from alembic import context
from sqlalchemy.engine import Connection

from data.models import Base

config = context.config
target_metadata = Base.metadata


def run_on(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


async def run_standalone() -> None:
    from data.db import Database

    db = Database(os.environ.get("PUNYA_DATABASE_URL", "sqlite+aiosqlite:///var/punya.db"))
    try:
        async with db.write_engine.connect() as conn:
            await conn.run_sync(run_on)
            await conn.commit()
    finally:
        await db.dispose()


given = config.attributes.get("connection")
if given is not None:
    run_on(given)
else:
    asyncio.run(run_standalone())
