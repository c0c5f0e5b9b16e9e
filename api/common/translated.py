"""Catalogue records in the language a request asks for: each translated field in Hindi
where the record has it written, else in English (field by field)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel
from pydantic.alias_generators import to_camel

from assistant_core.texts import Language
from data.models.base import Record

M = TypeVar("M", bound=BaseModel)


def hindi_of(row: Record) -> dict[str, Any]:
    """The Hindi a record has written, by English field name."""
    found = {}
    for field in type(row).TRANSLATED:
        value = getattr(row, f"{field}_hi")
        if value:
            found[field] = value
    return found


def text_in(row: object, field: str, language: Language) -> Any:
    """One translated field of `row` (a record, or settings with `_hi` twins) in `language`."""
    if language == "hi":
        value = getattr(row, f"{field}_hi")
        if value:
            return value
    return getattr(row, field)


def read_in(schema: type[M], row: Record, language: Language, **extra: Any) -> M:
    """`schema` read from `row`, its translated fields in `language`, and `extra` fields
    the record does not have."""
    fields = schema.model_fields
    values = {
        name: getattr(row, name) for name in fields if name not in extra and hasattr(row, name)
    }
    if language == "hi":
        values |= {name: text for name, text in hindi_of(row).items() if name in fields}
    return schema.model_validate(values | extra)


def body_in(body: dict[str, Any], row: Record, language: Language) -> dict[str, Any]:
    """A record's JSON as first answered (kept for replays, in English) with its translated
    fields in `language`: a booking made in Hindi is confirmed with its Hindi names."""
    if language != "hi":
        return body
    words = {to_camel(name): text for name, text in hindi_of(row).items()}
    return body | {key: text for key, text in words.items() if key in body}
