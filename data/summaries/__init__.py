"""Summaries of the records (customers by phone, record statistics), maintained in the same
transaction as every change of the records, and rebuilt from scratch on demand."""

from data.summaries.maintain import FTS_TABLE, install_summaries
from data.summaries.rebuild import rebuild_all

# PostgreSQL's trigram indexes (migration 0007) end so.
TRIGRAM_SUFFIX = "_trgm"


def is_search_object(name: str | None) -> bool:
    """Whether a database object belongs to a search index (schema comparisons leave these
    out: the models cannot describe them)."""
    # SQLite's full-text table of customers (and the tables it keeps its index in), and
    # PostgreSQL's trigram indexes of customers and of the records' searched texts.
    return name is not None and (name.startswith(FTS_TABLE) or name.endswith(TRIGRAM_SUFFIX))


__all__ = ["FTS_TABLE", "TRIGRAM_SUFFIX", "install_summaries", "is_search_object", "rebuild_all"]
