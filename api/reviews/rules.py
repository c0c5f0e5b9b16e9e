"""Pure rules of reviews: what may be rated, the bounds of stars and comments, the messages,
and how the running totals of a puja or a priest become the average their cards show."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from data.models import CustomerRecord, StoreOrder
from data.statuses import BookingStatus, OrderStatus

MIN_STARS = 1
MAX_STARS = 5
MAX_COMMENT_CHARS = 500
MAX_SUBJECT_CHARS = 160  # the reviews table's subject_name

STARS_RULE = f"Please choose from {MIN_STARS} to {MAX_STARS} stars"
COMMENT_RULE = f"Your comment can be at most {MAX_COMMENT_CHARS} characters"
THANKS = "Thank you for your review."
HIDDEN_ALREADY = "This review is already hidden"
SHOWN_ALREADY = "This review is already shown"


def finished(record: CustomerRecord) -> bool:
    """A booking once completed, an order once delivered: only then is there something to rate."""
    if isinstance(record, StoreOrder):
        return record.order_status == OrderStatus.DELIVERED
    return record.status == BookingStatus.COMPLETED


def not_finished(*, is_order: bool) -> str:
    if is_order:
        return "You can rate an order once it has been delivered."
    return "You can rate a booking once it has been completed."


def reviewed_already(*, is_order: bool) -> str:
    return f"You have already rated this {'order' if is_order else 'booking'}."


def subject_of(record: CustomerRecord) -> tuple[str | None, str]:
    """What a review is about: the puja or temple service booked (its id and name as booked),
    or for an order the products' names."""
    if isinstance(record, StoreOrder):
        names = ", ".join(str(item.get("name", "")) for item in record.items)
        return None, names[:MAX_SUBJECT_CHARS]
    return record.service_id, record.service_name[:MAX_SUBJECT_CHARS]


def average(count: int, total: int) -> float | None:
    """The mean of `count` reviews whose stars add up to `total`, to one decimal (4.65 ->
    4.7, as people round); None while there are none."""
    if count <= 0:
        return None
    mean = (Decimal(total) / Decimal(count)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    return float(mean)
