"""Refunds the gateway refuses or does not answer, and refunds sent just before a crash: a
refusal fails the refund with the gateway's reason; a refund whose fate is unknown is asked
about before it is sent again, so it is never sent twice. On SQLite and PostgreSQL."""

from __future__ import annotations

import httpx
import pytest

from api.payments.gateway import GatewayStatus
from api.settlement.reconciler import reconcile_due
from data.db import Database
from data.models import Refund
from tests.admin_support import ClientFor
from tests.conftest import FROZEN_NOW, PUBLIC_URL
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import (  # noqa: F401 (fixtures)
    SETTINGS,
    at,
    bare_client,
    cancelled_by_admin,
    client_without_lifespan,
    fake_gateway,
    payment_row,
    record,
    refund_notes,
    refund_row,
)
from tests.payments.records import priest_booking
from tests.support import add, get


@pytest.mark.parametrize(
    ("code", "message", "reason"),
    [
        ("PAYMENT_ERROR", "Refund failed at the bank", "Refund failed at the bank"),
        ("EXCESS_REFUND_AMOUNT", "Excess refund amount", "Excess refund amount"),
        ("TRANSACTION_NOT_FOUND", "", "TRANSACTION_NOT_FOUND"),
    ],
)
async def test_a_refund_the_gateway_refuses_fails_with_the_reason(
    client: httpx.AsyncClient,
    db: Database,
    gateway: FakeGateway,
    as_admin: ClientFor,
    code: str,
    message: str,
    reason: str,
) -> None:
    """A refusal will not change on asking again: the refund fails, with the gateway's reason
    for the back office, and is not sent again."""
    _txn, refund = await cancelled_by_admin(client, db, gateway, as_admin)
    gateway.refund_code, gateway.refund_message = code, message
    await reconcile_due(db, gateway, at(), SETTINGS)
    failed = await get(db, Refund, refund.id)
    assert (failed.state, failed.details["reason"], failed.next_check_at) == (
        "FAILED",
        reason,
        None,
    )
    await reconcile_due(db, gateway, at(minutes=60), SETTINGS)
    assert len(gateway.refunded) == 1
    assert gateway.asked == []
    booking = await record(db, "priest", "PB1001")
    assert refund_notes(booking.status_history, "refundCredited") == []


async def test_a_refund_call_that_got_no_answer_is_asked_about_then_sent_again(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """The gateway was unreachable: the refund stays queued and is retried later, first
    asking whether the gateway has it; it has not, so it is sent again (same refund id)."""
    _txn, refund = await cancelled_by_admin(client, db, gateway, as_admin)
    gateway.refund_raises = True
    await reconcile_due(db, gateway, at(), SETTINGS)
    waiting = await get(db, Refund, refund.id)
    assert (waiting.state, waiting.attempts) == ("QUEUED", 1)
    assert waiting.next_check_at == at(seconds=30)
    gateway.refund_raises = False
    gateway.statuses[refund.id] = GatewayStatus(refund.id, "TRANSACTION_NOT_FOUND", False)
    await reconcile_due(db, gateway, at(seconds=30), SETTINGS)
    assert gateway.asked == [refund.id]
    assert [r.refund_id for r in gateway.refunded] == [refund.id, refund.id]
    assert (await get(db, Refund, refund.id)).state == "PENDING"


async def crashed_refund(db: Database) -> Refund:
    """A refund claimed and sent (attempts 1) by a process that died before recording the
    gateway's answer: still QUEUED, due again."""
    payment = payment_row("TXN_PAID", "PB1001", state="PAYMENT_SUCCESS")
    refund = refund_row(
        "RFD_CRASHED",
        payment,
        state="QUEUED",
        reason="cancelled_by_admin",
        attempts=1,
        next_check_at=FROZEN_NOW,
    )
    await add(db, priest_booking(status="cancelled", payment_status="paid"), payment, refund)
    return refund


@pytest.mark.parametrize(
    ("known", "state"), [("PAYMENT_PENDING", "PENDING"), ("PAYMENT_SUCCESS", "COMPLETED")]
)
async def test_a_refund_sent_before_a_crash_is_asked_about_not_sent_again(
    db: Database, gateway: FakeGateway, known: str, state: str
) -> None:
    """The gateway has it (pending or already credited): its status is taken, and the refund
    is not sent a second time."""
    refund = await crashed_refund(db)
    gateway.answer(refund.id, known, 110000)
    await reconcile_due(db, gateway, at(minutes=1), SETTINGS)
    assert gateway.asked == [refund.id]
    assert gateway.refunded == []
    after = await get(db, Refund, refund.id)
    assert (after.state, after.attempts) == (state, 2)


async def test_a_refund_the_gateway_never_received_is_sent_after_the_crash(
    db: Database, gateway: FakeGateway
) -> None:
    """The gateway does not know it (the crash came before the call got through): it is sent,
    once, with what the payment was made with."""
    refund = await crashed_refund(db)
    gateway.statuses[refund.id] = GatewayStatus(refund.id, "TRANSACTION_NOT_FOUND", False)
    await reconcile_due(db, gateway, at(minutes=1), SETTINGS)
    assert gateway.asked == [refund.id]
    [sent] = gateway.refunded
    assert (sent.refund_id, sent.payment_id, sent.amount_paise) == (refund.id, "TXN_PAID", 110000)
    assert sent.callback_url == f"{PUBLIC_URL}/api/payment/callback"
    assert (await get(db, Refund, refund.id)).state == "PENDING"


async def test_a_crashed_refund_is_not_sent_again_while_the_gateway_cannot_say(
    db: Database, gateway: FakeGateway
) -> None:
    """When the status call itself fails, nobody knows whether the gateway has the refund:
    it waits for the next check rather than risk sending it twice."""
    refund = await crashed_refund(db)
    gateway.status_raises = True
    await reconcile_due(db, gateway, at(minutes=1), SETTINGS)
    assert gateway.asked == [refund.id]
    assert gateway.refunded == []
    waiting = await get(db, Refund, refund.id)
    assert waiting.state == "QUEUED"
    assert waiting.next_check_at is not None and waiting.next_check_at > at(minutes=1)
