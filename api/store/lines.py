"""An order's lines as stored: the wire fields of `OrderLine`, and the product's Hindi name as
it was bought (a snapshot, like the English), so a devotee reading in Hindi reads their
order and receipt in Hindi. Lines stored before the snapshot had Hindi keep their English."""

from __future__ import annotations

from typing import Any

from api.store.schemas import OrderLine
from assistant_core.texts import Language

HINDI_NAME = "productNameHi"  # beside the wire's camelCase keys


def stored_line(line: OrderLine, name_hi: str | None) -> dict[str, Any]:
    stored = line.model_dump(mode="json", by_alias=True)
    if name_hi:
        stored[HINDI_NAME] = name_hi
    return stored


def line_name(item: dict[str, Any], language: Language) -> str:
    if language == "hi" and item.get(HINDI_NAME):
        return str(item[HINDI_NAME])
    return str(item.get("productName") or "")


def lines_in(items: list[dict[str, Any]], language: Language) -> list[dict[str, Any]]:
    """The lines as a devotee reads them in `language` (the wire's fields only)."""
    shown = []
    for item in items:
        line = {key: value for key, value in item.items() if key != HINDI_NAME}
        line["productName"] = line_name(item, language)
        shown.append(line)
    return shown
