"""Summaries of the records (customers by phone, record statistics), maintained in the same
transaction as every change of the records, and rebuilt from scratch on demand."""

from data.summaries.maintain import FTS_TABLE, install_summaries
from data.summaries.rebuild import rebuild_all

# Objects of the search indexes that the models do not describe: SQLite's full-text table
# (and the tables it keeps its index in) and PostgreSQL's trigram index.
SEARCH_INDEX = "ix_customers_search_trgm"


def is_search_object(name: str | None) -> bool:
    """Whether a database object belongs to the customers' search index (schema comparisons
    leave these out: the models cannot describe them)."""
    return name is not None and (name == SEARCH_INDEX or name.startswith(FTS_TABLE))


__all__ = ["FTS_TABLE", "SEARCH_INDEX", "install_summaries", "is_search_object", "rebuild_all"]
