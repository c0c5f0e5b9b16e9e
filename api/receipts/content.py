"""What a receipt says, as rows of text in the devotee's language (pure): the PDF draws
these, so the words and the payment rule live in one place."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from api.common.pdf import Row
from api.common.sankalp import sankalp_rows
from api.common.translated import text_in
from api.receipts.schemas import ReceiptPayment
from api.receipts.texts import word
from api.store.address import shipping_address_in
from api.store.lines import line_name
from assistant_core.builtin.catalogue import rupees
from assistant_core.texts import Language
from assistant_core.texts.shown import day_shown
from data.ids import short_id
from data.models import CustomerRecord, PriestBooking, Refund, StoreOrder, TempleBooking
from kundli_service.local_time import local_time


@dataclass(frozen=True, slots=True)
class Company:
    legal_name: str
    address: str
    email: str
    phone: str


@dataclass(frozen=True, slots=True)
class ReceiptContent:
    title: str
    brand: str
    company: Company
    facts: list[Row]
    customer: list[Row]
    lines_head: tuple[str, str, str]
    lines: list[tuple[str, str, str]]
    totals: list[Row]
    payment: list[Row]
    thanks: str
    filename: str


def stamped(moment: datetime, language: Language) -> str:
    """The day and the clock time in India: "Friday, 21 November 2025, 10:30"."""
    local = local_time(moment)
    return f"{day_shown(local.date(), language)}, {local:%H:%M}"


def _kind(record: CustomerRecord) -> str:
    if isinstance(record, StoreOrder):
        return "store"
    return "temple" if isinstance(record, TempleBooking) else "priest"


def _customer(record: CustomerRecord, language: Language) -> list[Row]:
    rows = [(word(language, "billed_to"), record.customer_name)]
    rows.append((word(language, "phone"), record.customer_phone))
    if record.customer_email:
        rows.append((word(language, "email"), record.customer_email))
    if isinstance(record, StoreOrder):
        rows.append((word(language, "delivery_address"), shipping_address_in(record, language)))
    elif isinstance(record, PriestBooking):
        place = word(language, "online_puja") if record.is_online else record.customer_address
        rows.append((word(language, "address"), place))
    if not isinstance(record, StoreOrder):
        rows += sankalp_rows(record.sankalp, language)
    return rows


def _priest(booking: PriestBooking, language: Language) -> str:
    """The priest chosen or sent, by name in the receipt's language; "any" until one is."""
    name = text_in(booking, "priest_assigned", language)
    return str(name) if name else word(language, "priest_to_come")


def _lines(record: CustomerRecord, language: Language) -> list[tuple[str, str, str]]:
    if isinstance(record, StoreOrder):
        return [
            (line_name(item, language), str(item["quantity"]), rupees(Decimal(str(item["total"]))))
            for item in record.items
        ]
    amount = record.price if isinstance(record, PriestBooking) else record.total_amount
    return [(str(text_in(record, "service_name", language)), "1", rupees(amount))]


def _totals(record: CustomerRecord, language: Language) -> list[Row]:
    if isinstance(record, StoreOrder):
        return [
            (word(language, "subtotal"), rupees(record.subtotal)),
            (word(language, "shipping"), rupees(record.shipping)),
            (word(language, "tax"), rupees(record.tax)),
            (word(language, "total"), rupees(record.total)),
        ]
    amount = record.price if isinstance(record, PriestBooking) else record.total_amount
    return [(word(language, "total"), rupees(amount))]


def _method(record: CustomerRecord, paid: ReceiptPayment) -> str:
    if paid.state == "paid_online":
        return "method_online"
    cod = isinstance(record, StoreOrder) and record.payment_method == "cod"
    return "method_cod" if cod else "method_cash"


def _payment(
    record: CustomerRecord, paid: ReceiptPayment, refunds: Sequence[Refund], language: Language
) -> list[Row]:
    method = _method(record, paid)
    rows = [
        (word(language, "payment_method"), word(language, method)),
        (word(language, "payment_status"), word(language, paid.state)),
    ]
    if paid.transaction_id:
        rows.append((word(language, "transaction_id"), paid.transaction_id))
    for refund in refunds:
        text = word(language, f"refund_{refund.state}", amount=rupees(refund.amount))
        rows.append((word(language, "refunds"), text))
    return rows


def receipt_content(
    record: CustomerRecord,
    paid: ReceiptPayment,
    *,
    company: Company,
    language: Language,
    temple_name: str | None = None,
    refunds: Sequence[Refund] = (),
) -> ReceiptContent:
    kind = _kind(record)
    status = record.order_status if isinstance(record, StoreOrder) else record.status
    shown_id = short_id(record.id)
    facts = [
        (word(language, "number"), shown_id),
        (word(language, "full_id"), record.id),
        (word(language, "date"), stamped(record.created_at, language)),
    ]
    if not isinstance(record, StoreOrder):
        day = day_shown(date.fromisoformat(record.selected_date), language)
        facts.append((word(language, "scheduled"), f"{day}, {record.selected_time}"))
    if isinstance(record, PriestBooking):
        facts.append((word(language, "priest"), _priest(record, language)))
    if temple_name:
        facts.append((word(language, "temple"), temple_name))
    facts.append((word(language, "status"), word(language, f"status_{status}")))
    return ReceiptContent(
        title=f"{word(language, 'title')} · {word(language, f'kind_{kind}')}",
        brand=word(language, "brand"),
        company=company,
        facts=facts,
        customer=_customer(record, language),
        lines_head=(word(language, "item"), word(language, "qty"), word(language, "amount")),
        lines=_lines(record, language),
        totals=_totals(record, language),
        payment=_payment(record, paid, refunds, language),
        thanks=word(language, "thanks"),
        filename=f"Punya-receipt-{shown_id}.pdf",
    )
