"""The one CSV writer of every back-office export: a UTF-8 byte order mark first (Excel then
reads Hindi names as Hindi), every cell quoted, money always with two decimals, instants in
India time with their offset (kundli_service/local_time.py), and text that a spreadsheet
could run as a formula written as text.

Formula injection, as OWASP's "CSV Injection" page advises: a cell whose text begins with =,
+, -, @, a tab or a carriage return is prefixed with a single quote, and every cell is quoted
so that an embedded separator never starts a new cell. We go further than the page's list,
since spreadsheets differ in what they trim and where they split: leading spaces are looked
past (" =1+1"), a cell that begins with ; or | (separators in some locales) is prefixed too,
and so is one in which a formula character follows a comma, semicolon or pipe ("x;=1+1"),
should a tool split the cell there."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import AsyncIterator, Iterable
from datetime import date, datetime
from decimal import Decimal

from fastapi.responses import StreamingResponse

from kundli_service.local_time import local_iso

BOM = "\ufeff"
CENTS = Decimal("0.01")
Cell = str | int | Decimal | datetime | date | None
# A formula character at the start, after leading spaces, or after a separator; or a cell
# that begins with a separator, a tab or a line break.
_FORMULA = re.compile(r"(?:^|[,;|])\s*[=+\-@]|^[\t\r\n;|]")


def neutralised(text: str) -> str:
    """The text as a spreadsheet must show it: prefixed with ' when it could start a formula."""
    return f"'{text}" if _FORMULA.search(text) else text


def cell_text(value: Cell) -> str:
    """One cell: Decimal is money (two decimals), an instant is India time with its offset,
    text is neutralised; numbers are written as they are."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        return str(value.quantize(CENTS))
    if isinstance(value, int):
        return str(value)
    if isinstance(value, datetime):
        return local_iso(value)
    if isinstance(value, date):
        return value.isoformat()
    return neutralised(value)


def csv_line(cells: Iterable[Cell]) -> str:
    out = io.StringIO()
    csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\r\n").writerow(
        [cell_text(c) for c in cells]
    )
    return out.getvalue()


async def csv_lines(
    header: Iterable[str], rows: AsyncIterator[Iterable[Cell]]
) -> AsyncIterator[str]:
    """The file, line by line as the rows come: the byte order mark, the header, the rows."""
    yield BOM + csv_line(header)
    async for row in rows:
        yield csv_line(row)


def csv_response(lines: AsyncIterator[str], filename: str) -> StreamingResponse:
    return StreamingResponse(
        lines,
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}"'},
    )
