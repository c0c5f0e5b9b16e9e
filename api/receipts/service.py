"""A record's receipt as PDF, in the devotee's language (My Orders checks it is theirs)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from api.common.errors import ApiError
from api.common.translated import text_in
from api.payments import refunds
from api.receipts.content import Company, receipt_content
from api.receipts.pdf import FontMissing, receipt_pdf
from api.receipts.rules import NO_RECEIPT, RECEIPT_FONT_MISSING, receipt_payment
from api.settings import SiteSettings
from assistant_core.texts import Language
from data.models import CustomerRecord, Temple, TempleBooking
from data.session_types import AsyncSession


@dataclass(frozen=True, slots=True)
class ReceiptFile:
    filename: str
    content: bytes


async def receipt_file(
    session: AsyncSession, record: CustomerRecord, *, language: Language, site: SiteSettings
) -> ReceiptFile:
    """The PDF of `record`, which the caller made sure is the asker's own (it shows their
    name, phone and address); 409 while it has no receipt yet. Ends the transaction: nothing
    changed, and the record's row lock is let go before the drawing."""
    paid = receipt_payment(record)
    if paid is None:
        raise ApiError(409, "no_receipt", NO_RECEIPT)
    made = (await refunds.for_records(session, [record.id])).get(record.id, [])
    temple_name = None
    if isinstance(record, TempleBooking):
        temple = await session.get(Temple, record.temple_id)
        temple_name = None if temple is None else str(text_in(temple, "name", language))
    company = Company(
        text_in(site, "legal_name", language),
        text_in(site, "address", language),
        site.email,
        site.phone,
    )
    content = receipt_content(
        record, paid, company=company, language=language, temple_name=temple_name, refunds=made
    )
    await session.rollback()
    try:
        pdf = await asyncio.to_thread(receipt_pdf, content, site.receipt_font, language)
    except FontMissing as missing:
        message = RECEIPT_FONT_MISSING.format(package=missing.package)
        raise ApiError(503, "receipt_font_missing", message) from None
    return ReceiptFile(content.filename, pdf)
