"""Which changes an admin may see, and how a record is shown on the wire."""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from typing import Any

from pydantic.alias_generators import to_camel

from api.auth.access import Principal
from api.common.wire import money_json
from data.changes import Change
from data.models import Base
from data.models.base import Money

# Rows of these tables belong to a temple (`temple_id`); a temple row is its own temple.
TEMPLE_TABLES = frozenset({"temple_services", "temple_bookings"})
HIDDEN_COLUMNS = frozenset({"client_ref"})  # internal: which browser made the record


def temple_of(change: Change) -> str | None:
    if change.table == "temples":
        return change.record.get("id")
    if change.table in TEMPLE_TABLES:
        return change.record.get("temple_id")
    return None


def may_see(admin: Principal, change: Change) -> bool:
    """A super admin sees every change; a temple admin only its own temple's rows."""
    if admin.is_superadmin:
        return True
    if change.table != "temples" and change.table not in TEMPLE_TABLES:
        return False
    return admin.sees_temple(temple_of(change))


@cache
def _money_columns(table: str) -> frozenset[str]:
    found = Base.metadata.tables.get(table)
    if found is None:
        return frozenset()
    return frozenset(c.name for c in found.columns if isinstance(c.type, Money))


def event_of(change: Change) -> dict[str, Any]:
    """{table, type, record} with the REST API's camelCase keys and money as numbers."""
    money = _money_columns(change.table)
    record: dict[str, Any] = {}
    for key, value in change.record.items():
        if key in HIDDEN_COLUMNS:
            continue
        if key in money and isinstance(value, str):
            value = money_json(Decimal(value))
        record[to_camel(key)] = value
    return {"table": change.table, "type": change.type, "record": record}
