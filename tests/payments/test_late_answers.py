"""Answers that come after we stopped waiting: a payment we failed ourselves (timed out, or its
start seemed to fail) that the gateway reports paid after all is credited, or refunded when
the record was released or paid meanwhile; money taken for a wrong amount goes back; and an
unpaid order already shipped is never released."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from api.payments.gateway import GatewayStatus
from api.settlement.answers import apply_answer
from api.settlement.reconciler import reconcile_due
from data.db import Database
from data.models import Payment, PriestBooking, Refund, StoreOrder
from tests.conftest import FROZEN_NOW
from tests.payments.fake_gateway import FakeGateway
from tests.payments.records import priest_booking, store_order
from tests.payments.test_reconciler import SETTINGS, payment
from tests.support import add, get

PAISE = 110000  # the priest booking's ₹1,100


def paid(txn: str, paise: int = PAISE) -> GatewayStatus:
    return GatewayStatus(txn, "PAYMENT_SUCCESS", True, paise, f"T{txn}")


async def answer(db: Database, status: GatewayStatus) -> Payment:
    async with db.writer() as session:
        settled = await apply_answer(session, status, FROZEN_NOW + timedelta(hours=1))
        assert settled is not None
        await session.commit()
    found: Payment = await get(db, Payment, status.transaction_id)
    return found


async def refunds(db: Database) -> list[Refund]:
    async with db.reader() as session:
        return list((await session.execute(select(Refund))).scalars().all())


@pytest.mark.parametrize("reason", ["timed out", "initiation failed"])
async def test_a_success_after_we_gave_up_is_credited(db: Database, reason: str) -> None:
    await add(
        db,
        priest_booking(payment_status="failed"),
        payment("TXN_LATE", state="PAYMENT_ERROR", details={"reason": reason}),
    )
    late = await answer(db, paid("TXN_LATE"))
    assert late.state == "PAYMENT_SUCCESS"
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "paid"
    assert await refunds(db) == []


async def test_a_success_after_the_record_was_released_is_refunded(db: Database) -> None:
    await add(
        db,
        priest_booking(status="cancelled", payment_status="failed"),
        payment("TXN_LATE", state="PAYMENT_ERROR", details={"reason": "timed out"}),
    )
    await answer(db, paid("TXN_LATE"))
    booking = await get(db, PriestBooking, "PB1001")
    assert booking.status == "cancelled"  # the release stands
    [refund] = await refunds(db)
    assert (refund.amount, refund.reason, refund.state) == (
        Decimal("1100.00"),
        "paid_after_cancel",
        "QUEUED",
    )


async def test_a_decline_the_gateway_gave_stays_a_decline(db: Database) -> None:
    """Only our own give-ups are reopened: a payment the gateway declined stays declined."""
    await add(
        db,
        priest_booking(payment_status="failed"),
        payment("TXN_NO", state="PAYMENT_DECLINED", details={"reason": "declined"}),
    )
    assert (await answer(db, paid("TXN_NO"))).state == "PAYMENT_DECLINED"
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"


async def test_money_taken_for_a_wrong_amount_goes_back(db: Database) -> None:
    await add(db, priest_booking(), payment("TXN_ODD"))
    odd = await answer(db, paid("TXN_ODD", paise=55000))
    assert (odd.state, odd.details["reason"]) == ("PAYMENT_ERROR", "amount mismatch")
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"
    [refund] = await refunds(db)
    assert (refund.amount, refund.reason) == (Decimal("550.00"), "amount_mismatch")


async def test_an_unpaid_order_already_shipped_is_not_released(db: Database) -> None:
    long_ago = FROZEN_NOW - timedelta(hours=2)
    await add(
        db,
        store_order(
            order_status="shipped", payment_method="phonepe", payment_attempted_at=long_ago
        ),
    )
    await reconcile_due(db, FakeGateway("test-salt"), FROZEN_NOW, SETTINGS)
    assert (await get(db, StoreOrder, "SO1001")).order_status == "shipped"
