"""A Kundli report drawn as an A4 PDF (api.common.pdf: fpdf2, shaped Devanagari), with the
birth chart drawn North Indian style."""

from __future__ import annotations

from pathlib import Path

from fpdf import FPDF

from api.common.pdf import (
    FONT,
    HIGHLIGHT,
    LINE,
    MUTED,
    SAFFRON,
    FontMissing,
    document,
    rows,
    rule,
    table,
)
from api.kundli.content import ChartHouse, KundliContent, Table

__all__ = ["FontMissing", "kundli_pdf"]

CHART_SIDE = 110.0  # mm
MARK_LINE = 4.2  # mm between lines of graha marks
# Each house of the North Indian square as fractions of its side (x right, y down): where
# its graha marks centre, where its sign number sits (by the inner corner, as charts write
# it), and how many marks fit on a line there. House 1 is the top diamond; the houses run
# counter-clockwise.
_DIAMOND, _TOP_OR_BOTTOM, _SIDE = 3, 3, 2
_HOUSES: dict[int, tuple[tuple[float, float], tuple[float, float], int]] = {
    1: ((1 / 2, 1 / 4), (1 / 2, 0.44), _DIAMOND),
    2: ((1 / 4, 1 / 12), (1 / 4, 0.20), _TOP_OR_BOTTOM),
    3: ((0.10, 1 / 4), (0.20, 1 / 4), _SIDE),
    4: ((1 / 4, 1 / 2), (0.44, 1 / 2), _DIAMOND),
    5: ((0.10, 3 / 4), (0.20, 3 / 4), _SIDE),
    6: ((1 / 4, 11 / 12), (1 / 4, 0.80), _TOP_OR_BOTTOM),
    7: ((1 / 2, 3 / 4), (1 / 2, 0.56), _DIAMOND),
    8: ((3 / 4, 11 / 12), (3 / 4, 0.80), _TOP_OR_BOTTOM),
    9: ((0.90, 3 / 4), (0.80, 3 / 4), _SIDE),
    10: ((3 / 4, 1 / 2), (0.56, 1 / 2), _DIAMOND),
    11: ((0.90, 1 / 4), (0.80, 1 / 4), _SIDE),
    12: ((3 / 4, 1 / 12), (3 / 4, 0.20), _TOP_OR_BOTTOM),
}


def _heading(pdf: FPDF, text: str, *, room: float = 40.0) -> None:
    """A section's heading, on a new page when less than `room` mm is left for what follows."""
    if pdf.get_y() + room > pdf.page_break_trigger:
        pdf.add_page()
    else:
        pdf.ln(3)
    pdf.set_font(FONT, size=13)
    pdf.set_text_color(*SAFFRON)
    pdf.cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0)
    pdf.set_font(FONT, size=10)


def _note(pdf: FPDF, text: str, *, size: float = 10, colour: tuple[int, int, int] = MUTED) -> None:
    pdf.set_font(FONT, size=size)
    pdf.set_text_color(*colour)
    pdf.multi_cell(0, LINE if size >= 10 else 4.5, text, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0)
    pdf.set_font(FONT, size=10)


def _centred(pdf: FPDF, x: float, y: float, text: str, size: float) -> None:
    pdf.set_font(FONT, size=size)
    width = pdf.get_string_width(text) + 1
    pdf.set_xy(x - width / 2, y - MARK_LINE / 2)
    pdf.cell(width, MARK_LINE, text, align="C")


def _square(pdf: FPDF, x0: float, y0: float) -> None:
    """The frame, its two diagonals and the inner diamond; the lagna's house lightly filled,
    where a reader starts."""
    s = CHART_SIDE

    def at(fx: float, fy: float) -> tuple[float, float]:
        return x0 + fx * s, y0 + fy * s

    pdf.set_fill_color(*HIGHLIGHT)
    pdf.polygon([at(1 / 2, 0), at(3 / 4, 1 / 4), at(1 / 2, 1 / 2), at(1 / 4, 1 / 4)], style="F")
    pdf.set_draw_color(*SAFFRON)
    pdf.set_line_width(0.5)
    pdf.rect(x0, y0, s, s)
    pdf.set_line_width(0.35)
    pdf.line(*at(0, 0), *at(1, 1))
    pdf.line(*at(1, 0), *at(0, 1))
    pdf.polygon([at(1 / 2, 0), at(1, 1 / 2), at(1 / 2, 1), at(0, 1 / 2)])
    pdf.set_line_width(0.2)


def _chart(pdf: FPDF, houses: tuple[ChartHouse, ...]) -> None:
    s = CHART_SIDE
    if pdf.get_y() + s > pdf.page_break_trigger:
        pdf.add_page()
    x0, y0 = pdf.l_margin + (pdf.epw - s) / 2, pdf.get_y() + 1
    _square(pdf, x0, y0)
    for house in houses:
        (cx, cy), (nx, ny), per_line = _HOUSES[house.house]
        pdf.set_text_color(*MUTED)
        _centred(pdf, x0 + nx * s, y0 + ny * s, str(house.sign), 8)
        pdf.set_text_color(0)
        lines = [house.marks[i : i + per_line] for i in range(0, len(house.marks), per_line)]
        first = y0 + cy * s - (len(lines) - 1) * MARK_LINE / 2
        for n, marks in enumerate(lines):
            _centred(pdf, x0 + cx * s, first + n * MARK_LINE, " ".join(marks), 9.5)
    pdf.set_font(FONT, size=10)
    pdf.set_xy(pdf.l_margin, y0 + s + 3)


def _table(pdf: FPDF, shown: Table, widths: tuple[float, ...]) -> None:
    table(pdf, widths, shown.head, shown.rows, highlight=shown.highlight)


def _front(pdf: FPDF, report: KundliContent) -> None:
    pdf.set_font(FONT, size=9)
    pdf.set_text_color(*SAFFRON)
    pdf.cell(0, 5, report.brand, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, size=18)
    pdf.multi_cell(0, 9, report.title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0)
    pdf.set_font(FONT, size=10)
    rule(pdf, colour=SAFFRON)
    rows(pdf, report.birth)
    rule(pdf)
    rows(pdf, report.essentials)
    _heading(pdf, report.chart_title, room=CHART_SIDE + 25)
    _chart(pdf, report.chart)
    for line in report.chart_legend:
        _note(pdf, line, size=8)


def _dasha(pdf: FPDF, report: KundliContent) -> None:
    _heading(pdf, report.dasha_title)
    for n, note in enumerate(report.dasha_notes):
        _note(pdf, note, colour=SAFFRON if n else MUTED)
    pdf.ln(1)
    _table(pdf, report.mahadashas, (58.0, 58.0, 58.0))
    if report.antardashas is not None:
        _heading(pdf, report.antardashas_title, room=30)
        _table(pdf, report.antardashas, (58.0, 58.0, 58.0))


def _doshas(pdf: FPDF, report: KundliContent) -> None:
    _heading(pdf, report.doshas_title)
    for dosha in report.doshas:
        if pdf.get_y() + 3 * LINE > pdf.page_break_trigger:
            pdf.add_page()
        pdf.ln(1)
        _note(pdf, dosha.heading, size=11, colour=SAFFRON if dosha.present else (0, 0, 0))
        rows(pdf, dosha.rows, label_width=30)


def _transits(pdf: FPDF, report: KundliContent) -> None:
    _heading(pdf, report.transits_title)
    _note(pdf, report.transits_intro)
    _table(pdf, report.transits, (26.0, 44.0, 30.0, 28.0, 46.0))
    pdf.ln(2)
    for text in report.transit_rules:
        _note(pdf, f"• {text}", size=9)


def kundli_pdf(report: KundliContent, font_path: Path) -> bytes:
    """The report as PDF bytes; FontMissing when `font_path` is not a readable font file."""
    pdf = document(font_path, report.title, report.language, foot=report.footer)
    _front(pdf, report)
    # The planets' table whole on one page.
    _heading(pdf, report.planets_title, room=(len(report.planets.rows) + 2) * LINE + 8)
    _table(pdf, report.planets, (24.0, 24.0, 24.0, 38.0, 14.0, 16.0, 34.0))
    _dasha(pdf, report)
    _doshas(pdf, report)
    _transits(pdf, report)
    return bytes(pdf.output())
