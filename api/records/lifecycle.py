"""Moving a booking or an order to a new status, with everything that hangs on it, in one place:
the transition table's check, the history entry, and what the move gives back or sets going.

Cancelling refunds what was paid online (in full when we call it off, by the refund policy when
the devotee does), puts an order's items back on the shelf and frees a priest booking's priest;
confirming a priest booking assigns a priest and tells the devotee; completing or delivering an
unpaid record records the cash taken. Every path that changes a status comes here: the admin
screens, the devotee's cancel and the release of records left unpaid."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from decimal import Decimal

from api.common.clock import india_today
from api.common.history import history_entry
from api.payments import refunds
from api.payments.cash import cash_received_on_completion
from api.priests import assignment
from api.records import transitions
from api.records.transitions import Kind
from api.store.rules import COD
from data.models import CustomerRecord, PriestBooking, Refund, StoreOrder
from data.models.base import stamp_updated
from data.repositories import store as store_repo
from data.repositories.payments import status_of
from data.session_types import AsyncSession
from data.statuses import BookingStatus, OrderStatus, PaymentStatus

CANCELLED = BookingStatus.CANCELLED  # the same word for orders


def kind_of(record: CustomerRecord) -> Kind:
    return Kind.ORDER if isinstance(record, StoreOrder) else Kind.BOOKING


def facts_of(record: CustomerRecord, now: datetime) -> transitions.Facts:
    """What the transition table's guards read of `record` now: whether it is paid, whether a
    booking's day has come (in India), whether an order is paid in cash on delivery."""
    if isinstance(record, StoreOrder):
        return transitions.Facts(
            paid=record.payment_status == PaymentStatus.PAID,
            on_delivery=record.payment_method == COD,
        )
    return transitions.Facts(
        paid=record.payment_status == PaymentStatus.PAID,
        day_come=date.fromisoformat(record.selected_date) <= india_today(now),
    )


def check(record: CustomerRecord, new: str, now: datetime) -> None:
    field = "orderStatus" if isinstance(record, StoreOrder) else "status"
    facts = facts_of(record, now)
    transitions.check(kind_of(record), status_of(record), new, facts, field=field)


async def move(
    session: AsyncSession,
    record: CustomerRecord,
    new: str,
    now: datetime,
    *,
    by_admin: bool,
    note: Mapping[str, str] | None = None,
) -> list[Refund]:
    """Move `record` (locked by the caller) to `new` if the table allows it (else 409), with
    what hangs on the move. Returns the refunds a cancellation made due. Does not commit."""
    check(record, new, now)
    if status_of(record) == new:
        return []
    made: list[Refund] = []
    if new == CANCELLED:  # before the status changes: an order's share depends on the old one
        made = await refunds.refund_cancelled(session, record, now, by_admin=by_admin)
    entry: dict[str, str] = {**history_entry(new, now), **(note or {})}
    if made:
        entry["refund"] = str(sum((r.amount for r in made), Decimal(0)))
    record.status_history = [*record.status_history, entry]  # a new list: the column changes
    if isinstance(record, StoreOrder):
        record.order_status = OrderStatus(new)
    else:
        record.status = BookingStatus(new)
    stamp_updated(record, now)
    if new == CANCELLED:
        record.payment_attempted_at = None
        if isinstance(record, StoreOrder):
            await _restock(session, record)
    if isinstance(record, PriestBooking):
        await assignment.status_changed(session, record, now)
    cash_received_on_completion(record, new, now)
    return made


async def _restock(session: AsyncSession, order: StoreOrder) -> None:
    """A cancelled order's items go back on the shelf (the parcel of a shipped one comes back)."""
    for item in order.items:
        await store_repo.return_stock(session, str(item["productId"]), int(item["quantity"]))
