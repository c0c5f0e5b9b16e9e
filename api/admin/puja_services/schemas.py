"""Wire shapes of the admin pooja services screen: catalogue stats, rows and the form."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints
from pydantic_core import PydanticCustomError

from api.admin.common import Listing
from api.admin.forms import Hindi, LongText, Patch, Price, ShortText, Title
from api.admin.puja_services import rules
from api.common.wire import Money, Printable, Published, TextList, WireIn, WireOut
from api.media.wire import OptionalPicture
from api.puja_services.rules import CATEGORY_PATTERN


def _known_category(text: str) -> str:
    category = rules.category_named(text)
    if category is None:
        raise PydanticCustomError(
            "punya.unknown_category", rules.unknown_category_message("category", text)
        )
    return category


Category = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=40),
    Printable,
    AfterValidator(_known_category),
    Published(CATEGORY_PATTERN),
]


class AdminPujaServiceRead(WireOut):
    id: str
    name: str
    category: str
    description: str
    price: Money
    duration: str
    includes: list[str]
    requirements: list[str]
    samagri_family: list[str]
    samagri_priest: list[str]
    name_hi: str | None
    duration_hi: str | None
    description_hi: str | None
    includes_hi: list[str] | None
    requirements_hi: list[str] | None
    samagri_family_hi: list[str] | None
    samagri_priest_hi: list[str] | None
    image: str | None = Field(description="its own picture; none: its category's is shown")
    is_active: bool
    created_at: datetime
    updated_at: datetime


class CatalogueStats(WireOut):
    total_services: int
    categories: int
    starting_price: Money | None  # the lowest price; None for an empty catalogue
    highest_price: Money | None


class PujaCatalogue(Listing[AdminPujaServiceRead]):
    """`total` services match, of `overall` in all: Showing X of Y services."""

    overall: int
    stats: CatalogueStats


class PujaServiceHindi(WireIn):
    """The form's Hindi fields (each optional; none written: the English is shown)."""

    name_hi: Hindi[Title] = None
    duration_hi: Hindi[ShortText] = None
    description_hi: Hindi[LongText] = None
    includes_hi: Hindi[TextList] = None
    requirements_hi: Hindi[TextList] = None
    samagri_family_hi: Hindi[TextList] = None
    samagri_priest_hi: Hindi[TextList] = None


class PujaServiceCreate(PujaServiceHindi):
    name: Title
    category: Category
    description: LongText
    price: Price
    duration: ShortText
    includes: TextList = Field(default_factory=list)
    requirements: TextList = Field(default_factory=list)
    samagri_family: TextList = Field(default_factory=list)
    samagri_priest: TextList = Field(default_factory=list)
    image: OptionalPicture = None
    is_active: bool = True


class PujaServiceUpdate(PujaServiceHindi):
    name: Patch[Title] = None
    category: Patch[Category] = None
    description: Patch[LongText] = None
    price: Patch[Price] = None
    duration: Patch[ShortText] = None
    includes: Patch[TextList] = None
    requirements: Patch[TextList] = None
    samagri_family: Patch[TextList] = None
    samagri_priest: Patch[TextList] = None
    image: OptionalPicture = None  # null or empty: none of its own (its category's is shown)
    is_active: Patch[bool] = None
