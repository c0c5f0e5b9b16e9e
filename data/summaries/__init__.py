"""Summaries of the records (customers by phone, record statistics), maintained in the same
transaction as every change of the records, and rebuilt from scratch on demand."""

from data.summaries.maintain import FTS_TABLE, SOURCE_TABLES, install_summaries
from data.summaries.rebuild import rebuild_all

# PostgreSQL's trigram indexes (migration 0007) end so.
TRIGRAM_SUFFIX = "_trgm"
# SQLite's trigram tables of the records' searched texts (and their keys), by record table.
RECORD_SEARCH_TABLES = ("priest_bookings", "temple_bookings", "store_orders")


def is_search_object(name: str | None) -> bool:
    """Whether a database object belongs to a search index (schema comparisons leave these
    out: the models cannot describe them)."""
    # SQLite's full-text tables (and the tables they keep their indexes in), and
    # PostgreSQL's trigram indexes of customers and of the records' searched texts.
    if name is None:
        return False
    searched = tuple(f"{table}_search" for table in RECORD_SEARCH_TABLES)
    return name.startswith((FTS_TABLE, *searched)) or name.endswith(TRIGRAM_SUFFIX)


__all__ = [
    "FTS_TABLE",
    "RECORD_SEARCH_TABLES",
    "SOURCE_TABLES",
    "TRIGRAM_SUFFIX",
    "install_summaries",
    "is_search_object",
    "rebuild_all",
]
