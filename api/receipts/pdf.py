"""A receipt drawn as an A4 PDF (api.common.pdf: fpdf2, shaped Devanagari)."""

from __future__ import annotations

from pathlib import Path

from fpdf import FPDF

from api.common.pdf import FONT, LINE, MUTED, SAFFRON, FontMissing, document, rows, rule
from api.receipts.content import ReceiptContent

__all__ = ["FontMissing", "receipt_pdf"]


def _company(pdf: FPDF, receipt: ReceiptContent) -> None:
    pdf.set_font(FONT, size=20)
    pdf.set_text_color(*SAFFRON)
    pdf.cell(0, 10, receipt.brand, align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0)
    pdf.set_font(FONT, size=10)
    company = receipt.company
    for text in (company.legal_name, company.address, f"{company.email} · {company.phone}"):
        pdf.multi_cell(0, 5, text, align="C", new_x="LMARGIN", new_y="NEXT")
    rule(pdf, colour=SAFFRON)
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
    rule(pdf)
    for n, (label, value) in enumerate(receipt.totals):
        last = n == len(receipt.totals) - 1
        pdf.set_font(FONT, size=12 if last else 10)
        pdf.cell(pdf.epw - amount, LINE + (1 if last else 0), label, align="R")
        pdf.cell(amount, LINE + (1 if last else 0), value, align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, size=10)


def receipt_pdf(receipt: ReceiptContent, font_path: Path, language: str) -> bytes:
    """The receipt as PDF bytes; FontMissing when `font_path` is not a readable font file."""
    pdf = document(font_path, receipt.filename.removesuffix(".pdf"), language)
    _company(pdf, receipt)
    rows(pdf, receipt.facts)
    rule(pdf)
    rows(pdf, receipt.customer)
    rule(pdf)
    _lines(pdf, receipt)
    rule(pdf)
    rows(pdf, receipt.payment)
    pdf.ln(6)
    pdf.set_text_color(*MUTED)
    pdf.multi_cell(0, LINE, receipt.thanks, align="C")
    return bytes(pdf.output())
