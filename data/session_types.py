"""What code above the data layer names of SQLAlchemy: the session a service is handed, and
the errors a write or a lost database raises. Nothing here builds a query: those live in
`data.repositories`, and an import contract keeps SQLAlchemy itself out of `api`."""

from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession

__all__ = ["AsyncSession", "IntegrityError", "SQLAlchemyError"]
