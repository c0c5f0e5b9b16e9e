"""Wire shapes of reviews: what a devotee sends, what My Orders shows of it, and the back
office's view."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, Field, StringConstraints
from pydantic_core import PydanticCustomError

from api.common.wire import Id, Printable, WireIn, WireOut
from api.reviews import rules

ReviewKind = Literal["priest", "temple", "store"]


def _stars(value: object) -> object:
    # Whole numbers only (not true, 4.5 or "5"), each refused with the rule itself. JSON
    # writes 5 as 5.0 at times, and JSON Schema calls it an integer: it is taken as 5.
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise PydanticCustomError("punya.stars_out_of_range", rules.STARS_RULE)
    if not rules.MIN_STARS <= value <= rules.MAX_STARS:
        raise PydanticCustomError("punya.stars_out_of_range", rules.STARS_RULE)
    return value


def _comment(value: str) -> str:
    if len(value) > rules.MAX_COMMENT_CHARS:
        raise PydanticCustomError("punya.comment_too_long", rules.COMMENT_RULE)
    return value


# The bounds first: after a validator pydantic would publish them as "ge"/"le", words no
# JSON Schema reader knows, and the document would allow any whole number.
Stars = Annotated[int, Field(ge=rules.MIN_STARS, le=rules.MAX_STARS), BeforeValidator(_stars)]
Comment = Annotated[
    str,
    StringConstraints(strip_whitespace=True),
    AfterValidator(_comment),
    Printable,
    Field(json_schema_extra={"maxLength": rules.MAX_COMMENT_CHARS}),
]


class ReviewRequest(WireIn):
    """A rating of one of the caller's records (the browser that made it, or one verified
    for its phone or e-mail)."""

    kind: ReviewKind
    id: Id
    stars: Stars
    comment: Comment = ""


class ReviewNote(WireOut):
    """A record's review as My Orders shows it."""

    stars: int
    comment: str
    created_at: datetime


class ReviewRead(WireOut):
    """A review in the back office."""

    id: str
    record_kind: ReviewKind
    record_id: str
    subject_id: str | None
    subject_name: str
    temple_id: str | None
    customer_name: str
    stars: int
    comment: str
    hidden: bool
    created_at: datetime
    updated_at: datetime
