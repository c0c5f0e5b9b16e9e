"""Engines and session factories for SQLite (aiosqlite) and PostgreSQL (asyncpg).

SQLite allows one writer at a time. A deferred transaction that reads and then writes
can fail at once with "database is locked" when another writer got there first, and no
busy timeout helps it. So on SQLite, sessions that write start with BEGIN IMMEDIATE
(they queue for the write lock up front) and read-only sessions use a second engine with
plain deferred BEGIN, so reads never wait for writers (WAL). On PostgreSQL both
factories share one engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event, text
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import Session

from data.changes import FEED, CapturingSession, ChangeFeed
from data.summaries import install_summaries

# Summaries change in the same transaction as the records they sum (installed once: see
# CapturingSession).
install_summaries(CapturingSession)

SUPPORTED_DRIVERS = {"sqlite+aiosqlite": "sqlite", "postgresql+asyncpg": "postgresql"}
SQLITE_BUSY_TIMEOUT_MS = 15_000


class DatabaseConfigError(ValueError):
    """The database URL names an engine or driver we do not run on."""


def normalise_url(raw: str) -> URL:
    """Accept the plain forms people paste (postgres://, postgresql://, sqlite:///)."""
    url = make_url(raw)
    driver = url.drivername
    if driver in ("postgres", "postgresql", "postgresql+psycopg", "postgresql+psycopg2"):
        url = url.set(drivername="postgresql+asyncpg")
    elif driver in ("sqlite", "sqlite+pysqlite"):
        url = url.set(drivername="sqlite+aiosqlite")
    if url.drivername not in SUPPORTED_DRIVERS:
        raise DatabaseConfigError(
            f"Unsupported database URL scheme {driver!r}: use sqlite+aiosqlite:///path "
            "or postgresql+asyncpg://user@host/db"
        )
    if url.drivername == "sqlite+aiosqlite" and url.database in (None, "", ":memory:"):
        raise DatabaseConfigError("SQLite needs a file path: sqlite+aiosqlite:///var/punya.db")
    return url


def _sqlite_engine(
    url: URL, *, begin: str, echo: bool, pool_size: int, max_overflow: int
) -> AsyncEngine:
    engine = create_async_engine(
        url, echo=echo, pool_size=pool_size, max_overflow=max_overflow, pool_timeout=60
    )

    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let us, not the driver, decide when transactions begin (see module docstring).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(conn: Connection) -> None:
        conn.exec_driver_sql(begin)

    return engine


class Database:
    """The process's database: engines, a reader and a writer session factory, the feed."""

    def __init__(
        self,
        url: str,
        *,
        feed: ChangeFeed | None = None,
        pool_size: int = 10,
        echo: bool = False,
        schema: str | None = None,
    ) -> None:
        self.url = normalise_url(url)
        self.dialect = SUPPORTED_DRIVERS[self.url.drivername]
        self.feed = feed or ChangeFeed()
        self.schema = schema if self.dialect == "postgresql" else None
        if self.dialect == "sqlite":
            Path(self.url.database or "").parent.mkdir(parents=True, exist_ok=True)
            # One writer connection: SQLite runs one write at a time anyway, and waiting for
            # the pool is first-come first-served, where SQLite's busy handler sleeps and
            # retries (long tail latencies under load).
            self.write_engine = _sqlite_engine(
                self.url, begin="BEGIN IMMEDIATE", echo=echo, pool_size=1, max_overflow=0
            )
            self.read_engine = _sqlite_engine(
                self.url, begin="BEGIN", echo=echo, pool_size=pool_size, max_overflow=pool_size
            )
        else:
            # A schema other than public lets several deployments (or test runs) share a database.
            connect_args = {"server_settings": {"search_path": schema}} if schema else {}
            self.write_engine = create_async_engine(
                self.url,
                echo=echo,
                pool_size=pool_size,
                max_overflow=pool_size,
                pool_pre_ping=True,
                connect_args=connect_args,
            )
            self.read_engine = self.write_engine

        self.writer: async_sessionmaker[AsyncSession] = async_sessionmaker(
            self.write_engine,
            expire_on_commit=False,
            sync_session_class=CapturingSession,
            info={FEED: self.feed},
        )
        self.reader: async_sessionmaker[AsyncSession] = async_sessionmaker(
            self.read_engine, expire_on_commit=False, sync_session_class=Session
        )

    async def ping(self) -> None:
        """Ask the cheapest question (SELECT 1) on a reader connection; raises what the
        driver raises when the database does not answer."""
        async with self.reader() as session:
            await session.execute(text("SELECT 1"))

    @property
    def sync_url(self) -> str:
        """The URL with its password, for Alembic running on this same engine."""
        return self.url.render_as_string(hide_password=False)

    async def dispose(self) -> None:
        await self.write_engine.dispose()
        if self.read_engine is not self.write_engine:
            await self.read_engine.dispose()
