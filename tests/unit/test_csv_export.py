"""The one CSV writer of the back office's exports: a UTF-8 byte order mark, every cell quoted,
money with two decimals, instants in India time with their offset, and any text a spreadsheet
could run as a formula written as text (OWASP's list and the tricks around it)."""

from __future__ import annotations

import csv
import io
from collections.abc import AsyncIterator, Iterable
from datetime import UTC, date, datetime
from decimal import Decimal

import pytest

from api.common.csv_export import BOM, Cell, csv_line, csv_lines, neutralised


@pytest.mark.parametrize(
    "text",
    [
        "=1+1",
        "+91 98450 12345",
        "-2+3",
        "@SUM(A1:A2)",
        "\t=1+1",
        "\r=1+1",
        ";=1+1",  # a separator in some locales: the rest would be a cell of its own
        "|=1+1",
        " =1+1",  # spaces a spreadsheet trims
        "  @cmd",
        "Ravi;=HYPERLINK(1)",
        "Ravi, =1+1",
        "a|+1",
        ";",
    ],
)
def test_text_that_could_start_a_formula_is_written_as_text(text: str) -> None:
    assert neutralised(text) == f"'{text}"


@pytest.mark.parametrize(
    "text",
    ["Ravi Kumar", "रवि कुमार", "6:00 AM - 8:00 AM", "2026-11-29", "Om, Shanti", "PB-K2QM4PA9", ""],
)
def test_plain_text_is_left_alone(text: str) -> None:
    assert neutralised(text) == text


def test_a_line_quotes_every_cell_and_writes_money_and_time_one_way() -> None:
    cells: list[Cell] = [
        "Ravi, Pune",
        Decimal(0),
        Decimal("751"),
        Decimal("1149.5"),
        3,
        datetime(2026, 11, 28, 22, 17, tzinfo=UTC),
        date(2026, 11, 29),
        None,
        'say "Om"',
    ]
    line = csv_line(cells)
    assert line == (
        '"Ravi, Pune","0.00","751.00","1149.50","3","2026-11-29T03:47:00+05:30",'
        '"2026-11-29","","say ""Om"""\r\n'
    )
    assert next(csv.reader(io.StringIO(line)))[0] == "Ravi, Pune"


async def test_a_file_starts_with_the_byte_order_mark() -> None:
    async def rows() -> AsyncIterator[Iterable[Cell]]:
        yield ("रवि कुमार", Decimal(2299))

    lines = [line async for line in csv_lines(("name", "money collected"), rows())]
    assert lines == [f'{BOM}"name","money collected"\r\n', '"रवि कुमार","2299.00"\r\n']
    assert "".join(lines).encode("utf-8").startswith(b"\xef\xbb\xbf")
