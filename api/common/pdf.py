"""A4 documents drawn with fpdf2 (receipts, Kundli reports). Text is shaped by HarfBuzz
(uharfbuzz), so Hindi conjuncts and vowel signs sit where they belong, and laid out by fpdf2's
Unicode bidirectional algorithm, so Arabic and Hebrew names read right to left. The body font,
Lohit Devanagari, covers Devanagari, Latin and the ₹ sign; what it lacks comes from the
fallback chain of api.common.pdf_fonts."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from fpdf import FPDF

from api.common import pdf_fonts
from api.common.pdf_fonts import BODY_PACKAGE, FontChain, FontFile, FontMissing, characters

__all__ = [
    "FONT",
    "HIGHLIGHT",
    "LABEL_WIDTH",
    "LINE",
    "MUTED",
    "SAFFRON",
    "FontMissing",
    "Row",
    "document",
    "height",
    "rows",
    "rule",
    "table",
]

FONT = "body"
LABEL_WIDTH = 55.0  # mm: the label column of the two-column blocks
LINE = 6.0  # mm per line of body text
SAFFRON = (194, 94, 0)
MUTED = (90, 90, 90)
HIGHLIGHT = (253, 236, 214)  # the light saffron behind a table row that stands out
Row = tuple[str, str]


class _Document(FPDF):
    """An A4 page whose foot, when `foot` is set, carries that muted line and the page number;
    every text is first made drawable by the font chain (fallback fonts, or a visible box)."""

    foot = ""
    chain: FontChain | None = None

    def normalize_text(self, text: str) -> str:
        text = super().normalize_text(text)
        return text if self.chain is None else self.chain.prepare(text)

    def footer(self) -> None:
        if not self.foot:
            return
        self.set_y(-13)
        self.set_font(FONT, size=7.5)
        self.set_text_color(*MUTED)
        number = 12.0
        self.multi_cell(self.epw - number, 3.5, self.foot, new_x="RIGHT", new_y="TOP")
        self.cell(number, 3.5, str(self.page_no()), align="R")


def document(
    font_path: Path,
    title: str,
    language: str,
    *,
    foot: str = "",
    fallbacks: Sequence[FontFile] | None = None,
) -> FPDF:
    """A new A4 document in the shaping font, with its first page (and `foot` at the foot of
    every page); FontMissing when `font_path` is not a readable font file, or later when a
    text needs a fallback font that is not installed."""
    body = characters(font_path)
    if body is None:
        raise FontMissing(BODY_PACKAGE)
    pdf = _Document(format="A4", unit="mm")
    chain = pdf_fonts.FALLBACKS if fallbacks is None else fallbacks
    pdf.chain = FontChain(pdf, chain, body)
    pdf.foot = foot
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, margin=16)
    pdf.set_title(title)
    pdf.set_creator("Punya")
    pdf.set_lang(language)
    pdf.add_font(FONT, fname=str(font_path))
    pdf.set_text_shaping(True)
    pdf.add_page()
    pdf.set_font(FONT, size=10)
    return pdf


def height(pdf: FPDF, width: float, text: str) -> float:
    """How tall `text` stands when wrapped to `width`."""
    found = pdf.multi_cell(width, LINE, text, dry_run=True, output="HEIGHT")
    assert isinstance(found, float | int)
    return float(found)


def rows(pdf: FPDF, items: list[Row], label_width: float = LABEL_WIDTH) -> None:
    """Label and value side by side; either may wrap, the next row starts below both."""
    width = pdf.epw - label_width
    for label, value in items:
        top = pdf.get_y()
        tall = max(height(pdf, label_width, label), height(pdf, width, value))
        if top + tall > pdf.page_break_trigger:
            pdf.add_page()
            top = pdf.get_y()
        pdf.set_text_color(*MUTED)
        pdf.multi_cell(label_width, LINE, label, new_x="RIGHT", new_y="TOP")
        pdf.set_text_color(0)
        pdf.multi_cell(width, LINE, value, new_x="LMARGIN", new_y="TOP")
        pdf.set_y(top + tall)


def rule(pdf: FPDF, *, colour: tuple[int, int, int] = (200, 200, 200)) -> None:
    pdf.ln(2)
    pdf.set_draw_color(*colour)
    pdf.line(pdf.l_margin, pdf.get_y(), pdf.l_margin + pdf.epw, pdf.get_y())
    pdf.ln(3)


def _table_row(pdf: FPDF, widths: Sequence[float], cells: Sequence[str], tall: float) -> None:
    x, top = pdf.l_margin, pdf.get_y()
    for width, text in zip(widths, cells, strict=True):
        pdf.set_xy(x, top)
        pdf.multi_cell(width, LINE, text, new_x="RIGHT", new_y="TOP")
        x += width
    pdf.set_xy(pdf.l_margin, top + tall)


def table(
    pdf: FPDF,
    widths: Sequence[float],
    head: Sequence[str],
    body: Sequence[Sequence[str]],
    *,
    highlight: int | None = None,
) -> None:
    """Rows under a muted head, cells wrapping within their column; a row never splits across
    pages, and a new page starts with the head again. Row `highlight` stands out: saffron on
    a light fill (the font has no bold face)."""

    def draw_head() -> None:
        pdf.set_text_color(*MUTED)
        tall = max(height(pdf, w, text) for w, text in zip(widths, head, strict=True))
        _table_row(pdf, widths, head, tall)
        pdf.set_draw_color(200, 200, 200)
        pdf.line(pdf.l_margin, pdf.get_y(), pdf.l_margin + sum(widths), pdf.get_y())
        pdf.set_text_color(0)

    draw_head()
    for n, cells in enumerate(body):
        tall = max(height(pdf, w, text) for w, text in zip(widths, cells, strict=True))
        if pdf.get_y() + tall > pdf.page_break_trigger:
            pdf.add_page()
            draw_head()
        if n == highlight:
            pdf.set_fill_color(*HIGHLIGHT)
            pdf.rect(pdf.l_margin, pdf.get_y(), sum(widths), tall, style="F")
            pdf.set_text_color(*SAFFRON)
        _table_row(pdf, widths, cells, tall)
        pdf.set_text_color(0)
