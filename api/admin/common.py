"""Pieces every admin domain uses: paging, not-found, partial updates, list results."""

from __future__ import annotations

from typing import Annotated, Any, Generic, TypeVar

from fastapi import Depends, Query
from pydantic import BaseModel

from api.common.errors import ApiError
from api.common.wire import WireOut
from data.models import Record

MAX_PAGE = 500

T = TypeVar("T")


class Page(BaseModel):
    limit: int
    offset: int


def page(
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE, description="rows per page")] = 100,
    offset: Annotated[int, Query(ge=0, le=1_000_000, description="rows to skip")] = 0,
) -> Page:
    return Page(limit=limit, offset=offset)


Paging = Annotated[Page, Depends(page)]


class Listing(WireOut, Generic[T]):
    """A page of rows and how many match in all (`Showing X of Y`)."""

    items: list[T]
    total: int


def not_found(what: str) -> ApiError:
    return ApiError(404, "not_found", f"{what} not found")


def apply_changes(row: Record, changes: dict[str, Any]) -> bool:
    """Set the given (snake_case) attributes on `row`; True when anything changed."""
    changed = False
    for name, value in changes.items():
        if getattr(row, name) != value:
            setattr(row, name, value)
            changed = True
    return changed
