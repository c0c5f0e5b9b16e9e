"""Wire shapes of the admin AI services screen: stats, rows and the AI service form."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, StringConstraints, WithJsonSchema
from pydantic_core import PydanticCustomError

from api.admin.ai_services import rules
from api.admin.common import Listing
from api.admin.forms import LongText, Patch, Title
from api.common.wire import (
    SCALAR_SCHEMA,
    TEXT_PATTERN,
    Printable,
    Published,
    Scalar,
    WireIn,
    WireOut,
    is_blank,
)


def _endpoint(text: str) -> str:
    if not rules.is_endpoint(text):
        raise PydanticCustomError("punya.endpoint_url", rules.ENDPOINT_MESSAGE)
    return text


def _category(text: str) -> str:
    category = rules.category_named(text)
    if category is None:
        raise PydanticCustomError("punya.unknown_category", rules.unknown_category_message(text))
    return category


def _icon_or_default(raw: object) -> object:
    if raw is None or (isinstance(raw, str) and is_blank(raw)):
        return rules.DEFAULT_ICON
    return raw


def _endpoint_as_sent(raw: object) -> object:
    # Longer texts (spaces around them included) get the same clear message rather than a
    # bare length error.
    if isinstance(raw, str) and len(raw) > rules.MAX_ENDPOINT_LENGTH and not is_blank(raw):
        raise PydanticCustomError("punya.endpoint_url", rules.ENDPOINT_MESSAGE)
    return raw


Endpoint = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=rules.MAX_ENDPOINT_LENGTH),
    Printable,
    AfterValidator(_endpoint),
    BeforeValidator(_endpoint_as_sent),
    Published(rules.ENDPOINT_PATTERN),
]
Category = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=40),
    Printable,
    AfterValidator(_category),
    Published(rules.CATEGORY_PATTERN),
]
Icon = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=rules.MAX_ICON_LENGTH),
    Printable,
    BeforeValidator(_icon_or_default),
]
# Left out, null or blank: the default icon.
_ICON_SCHEMA = WithJsonSchema(
    {
        "anyOf": [
            {"type": "string", "maxLength": rules.MAX_ICON_LENGTH, "pattern": TEXT_PATTERN},
            {"type": "null"},
        ]
    },
    mode="validation",
)
# Never refused: an invalid threshold (null included) becomes 0.7, as the spec's form does;
# so the published schema takes any scalar (a list or an object is refused).
_ANY_THRESHOLD = WithJsonSchema(
    {**SCALAR_SCHEMA, "description": "0 to 1 in steps of 0.1; any other value is read as 0.7"},
    mode="validation",
)
Threshold = Annotated[float, BeforeValidator(rules.threshold_or_default), Scalar, _ANY_THRESHOLD]


class AIServiceRead(WireOut):
    id: str
    name: str
    description: str
    name_hi: str | None
    description_hi: str | None
    endpoint: str
    is_active: bool
    icon: str
    category: str
    confidence_threshold: float
    created_at: datetime
    updated_at: datetime


class AIServiceStats(WireOut):
    total_services: int
    active_services: int
    categories: int


class AIServiceList(Listing[AIServiceRead]):
    """`total` services match the search, of `overall` in all."""

    overall: int
    stats: AIServiceStats


class AIServiceCreate(WireIn):
    name: Title
    description: LongText
    name_hi: Title | None = None  # the Hindi the devotees' Hindi interface shows
    description_hi: LongText | None = None
    endpoint: Endpoint
    category: Category
    icon: Annotated[Icon, _ICON_SCHEMA] = rules.DEFAULT_ICON
    confidence_threshold: Threshold = rules.DEFAULT_THRESHOLD
    is_active: bool = True


class AIServiceUpdate(WireIn):
    name: Patch[Title] = None
    description: Patch[LongText] = None
    name_hi: Title | None = None  # null clears it (English is shown instead)
    description_hi: LongText | None = None
    endpoint: Patch[Endpoint] = None
    category: Patch[Category] = None
    icon: Annotated[Icon | None, BeforeValidator(_icon_or_default), _ICON_SCHEMA] = None
    confidence_threshold: Annotated[
        float | None, BeforeValidator(rules.threshold_or_default), _ANY_THRESHOLD
    ] = None
    is_active: Patch[bool] = None
