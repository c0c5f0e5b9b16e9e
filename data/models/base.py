"""Declarative base, column types shared by every table, and the timestamp columns."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from enum import StrEnum
from typing import Any, ClassVar, TypeVar

from sqlalchemy import JSON, Boolean, DateTime, MetaData, Numeric, String
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.orm.attributes import flag_modified
from sqlalchemy.types import TypeDecorator

# Stable constraint names, so migrations can name what they drop on both engines.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

CENTS = Decimal("0.01")


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC in Python on both engines (SQLite stores it naive)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Money(TypeDecorator[Decimal]):
    """Rupees as Decimal with two places. NUMERIC(12, 2) on PostgreSQL; on SQLite the
    value is bound as text (exact) and read back through str, never through float maths."""

    impl = Numeric(12, 2, asdecimal=False)
    cache_ok = True

    def process_bind_param(self, value: Decimal | int | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        amount = Decimal(value).quantize(CENTS)
        return str(amount) if dialect.name == "sqlite" else amount

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        return Decimal(str(value)).quantize(CENTS)


S = TypeVar("S", bound=StrEnum)


class Status(TypeDecorator[S]):
    """A status column: VARCHAR(20) in the database, a member of its enum in Python. A value
    that is not one of the enum's is refused when bound (written or compared), never stored."""

    impl = String(20)
    cache_ok = True

    def __init__(self, enum: type[S]) -> None:
        super().__init__()
        self.enum = enum

    def process_bind_param(self, value: str | None, dialect: Dialect) -> str | None:
        return None if value is None else self.enum(value).value

    def process_result_value(self, value: str | None, dialect: Dialect) -> S | None:
        return None if value is None else self.enum(value)


JSONType = JSON().with_variant(JSONB(), "postgresql")


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Record(Base):
    """Every stored record has a string id and UTC created/updated stamps."""

    __abstract__ = True
    # The fields kept in Hindi too, each as `<field>_hi` (None: the English is shown).
    TRANSLATED: ClassVar[tuple[str, ...]] = ()

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow, nullable=False)
    updated_at: Mapped[datetime] = mapped_column(
        UTCDateTime(), default=utcnow, onupdate=utcnow, nullable=False
    )


class DemoMarked:
    """A catalogue record that may belong to the demo catalogue (data/demo_catalogue/), which
    `punya demo-catalogue remove` takes away again; the spec's catalogue and everything an
    admin adds is never demo."""

    is_demo: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)


def stamp_updated(record: Record, now: datetime) -> None:
    """Set `updated_at` to `now`, even when it equals the stored value: else the column's
    onupdate (the wall clock) would win over the injected clock."""
    record.updated_at = now
    flag_modified(record, "updated_at")
