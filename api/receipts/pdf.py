"""A receipt drawn as an A4 PDF with fpdf2. Text is shaped by HarfBuzz (uharfbuzz), so Hindi
conjuncts and vowel signs sit where they belong; one font, Lohit Devanagari, covers
Devanagari, Latin and the ₹ sign."""

from __future__ import annotations

from pathlib import Path

from fpdf import FPDF

from api.receipts.content import ReceiptContent, Row

FONT = "receipt"
LABEL_WIDTH = 55.0  # mm: the label column of the two-column blocks
LINE = 6.0  # mm per line of body text
SAFFRON = (194, 94, 0)
MUTED = (90, 90, 90)


class FontMissing(Exception):
    """The receipt font is not on this machine (the fonts-lohit-deva package)."""


def _height(pdf: FPDF, width: float, text: str) -> float:
    """How tall `text` stands when wrapped to `width`."""
    height = pdf.multi_cell(width, LINE, text, dry_run=True, output="HEIGHT")
    assert isinstance(height, float | int)
    return float(height)


def _rows(pdf: FPDF, rows: list[Row]) -> None:
    """Label and value side by side; either may wrap, the next row starts below both."""
    width = pdf.epw - LABEL_WIDTH
    for label, value in rows:
        top = pdf.get_y()
        tall = max(_height(pdf, LABEL_WIDTH, label), _height(pdf, width, value))
        if top + tall > pdf.page_break_trigger:
            pdf.add_page()
            top = pdf.get_y()
        pdf.set_text_color(*MUTED)
        pdf.multi_cell(LABEL_WIDTH, LINE, label, new_x="RIGHT", new_y="TOP")
        pdf.set_text_color(0)
        pdf.multi_cell(width, LINE, value, new_x="LMARGIN", new_y="TOP")
        pdf.set_y(top + tall)


def _rule(pdf: FPDF, *, colour: tuple[int, int, int] = (200, 200, 200)) -> None:
    pdf.ln(2)
    pdf.set_draw_color(*colour)
    pdf.line(pdf.l_margin, pdf.get_y(), pdf.l_margin + pdf.epw, pdf.get_y())
    pdf.ln(3)


def _company(pdf: FPDF, receipt: ReceiptContent) -> None:
    pdf.set_font(FONT, size=20)
    pdf.set_text_color(*SAFFRON)
    pdf.cell(0, 10, receipt.brand, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0)
    pdf.set_font(FONT, size=10)
    company = receipt.company
    for text in (company.legal_name, company.address, f"{company.email} · {company.phone}"):
        pdf.multi_cell(0, 5, text, align="C", new_x="LMARGIN", new_y="NEXT")
    _rule(pdf, colour=SAFFRON)
    pdf.set_font(FONT, size=14)
    pdf.cell(0, 9, receipt.title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, size=10)


def _lines(pdf: FPDF, receipt: ReceiptContent) -> None:
    qty, amount = 18.0, 35.0
    item = pdf.epw - qty - amount
    head = receipt.lines_head
    pdf.set_text_color(*MUTED)
    pdf.cell(item, LINE, head[0])
    pdf.cell(qty, LINE, head[1], align="R")
    pdf.cell(amount, LINE, head[2], align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0)
    for name, count, total in receipt.lines:
        top = pdf.get_y()
        pdf.multi_cell(item, LINE, name, new_x="RIGHT", new_y="TOP")
        bottom = pdf.get_y() if pdf.get_y() > top else top + LINE
        pdf.set_xy(pdf.l_margin + item, top)
        pdf.cell(qty, LINE, count, align="R")
        pdf.cell(amount, LINE, total, align="R")
        pdf.set_xy(pdf.l_margin, max(bottom, top + LINE))
    _rule(pdf)
    for n, (label, value) in enumerate(receipt.totals):
        last = n == len(receipt.totals) - 1
        pdf.set_font(FONT, size=12 if last else 10)
        pdf.cell(pdf.epw - amount, LINE + (1 if last else 0), label, align="R")
        pdf.cell(amount, LINE + (1 if last else 0), value, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, size=10)


def receipt_pdf(receipt: ReceiptContent, font_path: Path, language: str) -> bytes:
    """The receipt as PDF bytes; FontMissing when `font_path` is not a readable font file."""
    if not font_path.is_file():
        raise FontMissing(str(font_path))
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, margin=16)
    pdf.set_title(receipt.filename.removesuffix(".pdf"))
    pdf.set_creator("Punya")
    pdf.set_lang(language)
    pdf.add_font(FONT, fname=str(font_path))
    pdf.set_text_shaping(True)
    pdf.add_page()
    _company(pdf, receipt)
    _rows(pdf, receipt.facts)
    _rule(pdf)
    _rows(pdf, receipt.customer)
    _rule(pdf)
    _lines(pdf, receipt)
    _rule(pdf)
    _rows(pdf, receipt.payment)
    pdf.ln(6)
    pdf.set_text_color(*MUTED)
    pdf.multi_cell(0, LINE, receipt.thanks, align="C")
    return bytes(pdf.output())
