"""Wire shapes of the puja catalogue."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from api.common.wire import Money, Published, SearchText, WireOut
from api.puja_services.rules import CATEGORY_FILTER_PATTERN

# A category chip as a filter: a category or All, in any case; blank is All too.
CategoryFilter = Annotated[SearchText, Published(CATEGORY_FILTER_PATTERN)]


class PujaServiceRead(WireOut):
    id: str
    name: str
    price: Money
    duration: str
    category: str
    category_label: str = ""  # the category's name in the language asked for
    description: str
    includes: list[str]
    requirements: list[str]
    samagri_family: list[str] = Field(description="the samagri the family keeps ready")
    samagri_priest: list[str] = Field(description="the samagri the priest brings")
    # Its own picture, else its category's drawing (None only for a category without one).
    image: str | None = None
    # The mean of its visible reviews to one decimal (None: no reviews yet), and how many.
    rating_average: float | None = None
    rating_count: int = 0


class PujaServicePage(WireOut):
    items: list[PujaServiceRead]
    total: int
    offset: int
    limit: int


class CategoryCount(WireOut):
    name: str  # the filter value (English)
    label: str  # what the chip says, in the language asked for
    count: int
