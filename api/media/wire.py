"""The picture fields of admin forms: a URL of a picture uploaded here (or one of our
drawings), or an outside http(s) address."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, StringConstraints
from pydantic_core import PydanticCustomError

from api.common.wire import Printable
from api.media import rules

MAX_PICTURE_URL_LENGTH = 500


def _picture_url(value: str) -> str:
    if value and not rules.is_picture_url(value):
        raise PydanticCustomError("punya.picture_url", rules.PICTURE_URL_RULE)
    return value


def _blank_is_none(raw: object) -> object:
    return None if isinstance(raw, str) and not raw.strip() else raw


PictureUrl = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_PICTURE_URL_LENGTH),
    Printable,
    AfterValidator(_picture_url),
]
# A single optional picture: empty or null means none.
OptionalPicture = Annotated[PictureUrl | None, BeforeValidator(_blank_is_none)]
