"""Cash on delivery, defended: an order paid at the door takes stock with nothing paid, so anyone
could empty the shelves with made-up orders. Each one needs the phone it goes to confirmed by a
one-time code in this browser (the same verification as My Orders, good for 30 days, so a
returning devotee is not asked again), stays under a total, and a phone has only a few of them
open at a time. We chose the code over limits alone: a phone number costs nothing to type, a
code costs a real phone, and a real phone is what the courier calls at the door."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from api.common.errors import ApiError
from api.settings import CheckoutSettings
from api.store.rules import COD
from api.verification import service as verification
from api.verification.rules import contact_key
from data.repositories import store as repo
from data.session_types import AsyncSession
from data.statuses import OrderStatus, PaymentStatus

# Not yet delivered or cancelled: the cash is still to come.
OPEN = (OrderStatus.PENDING, OrderStatus.CONFIRMED, OrderStatus.PROCESSING, OrderStatus.SHIPPED)
VERIFY_FIRST = (
    "To pay cash on delivery, first confirm this phone number with the one-time code we send to it."
)


def over_limit(limit: int) -> ApiError:
    return ApiError(
        422,
        "cod_over_limit",
        f"Cash on delivery is available for orders up to ₹{limit:,}. Please pay online for "
        "this order.",
        fields=["paymentMethod"],
        extra={"limit": limit},
    )


def too_many_open(limit: int) -> ApiError:
    return ApiError(
        409,
        "cod_too_many_open",
        f"This phone number already has {limit} cash-on-delivery orders on their way. Please "
        "pay online for this one, or wait until one of them is delivered.",
        fields=["paymentMethod"],
        extra={"limit": limit},
    )


async def check(
    session: AsyncSession,
    *,
    phone: str,
    total: Decimal,
    client_ref: str | None,
    now: datetime,
    limits: CheckoutSettings,
    exclude_id: str | None = None,
) -> None:
    """Refuse cash on delivery unless this browser proved the phone, the total is within the
    limit and the phone has room for another open order (`exclude_id`: the order itself)."""
    key = contact_key(phone=phone)
    if key is None or not await verification.verified_for(session, client_ref, {key}, now):
        raise ApiError(403, "verification_required", VERIFY_FIRST, fields=["customerPhone"])
    if total > limits.cod_max_total:
        raise over_limit(limits.cod_max_total)
    open_orders = await repo.open_orders_of(
        session, key, method=COD, open_statuses=OPEN, paid=PaymentStatus.PAID, exclude_id=exclude_id
    )
    if open_orders >= limits.cod_open_per_phone:
        raise too_many_open(limits.cod_open_per_phone)
