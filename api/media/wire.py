"""The picture fields of admin forms: a URL of a picture uploaded here (or one of our
drawings), or an outside http(s) address."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, StringConstraints, WithJsonSchema
from pydantic_core import PydanticCustomError

from api.common.wire import Printable, Published, is_blank, or_blank
from api.media import rules

MAX_PICTURE_URL_LENGTH = 500


def _picture_url(value: str) -> str:
    if value and not rules.is_picture_url(value):
        raise PydanticCustomError("punya.picture_url", rules.PICTURE_URL_RULE)
    return value


def _blank_is_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


PICTURE_URL_SCHEMA: dict[str, Any] = {
    "type": "string",
    "maxLength": MAX_PICTURE_URL_LENGTH,
    "pattern": rules.PICTURE_URL_PATTERN,
}
PictureUrl = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_PICTURE_URL_LENGTH),
    Printable,
    AfterValidator(_picture_url),
    Published(rules.PICTURE_URL_PATTERN),
]
# A single optional picture: empty or null means none.
OptionalPicture = Annotated[
    PictureUrl | None,
    BeforeValidator(_blank_is_none),
    WithJsonSchema(or_blank(PICTURE_URL_SCHEMA), mode="validation"),
]
