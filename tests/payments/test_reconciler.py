"""The reconciler: a lost callback is resolved by asking the gateway on PhonePe's schedule; a
payment with no final answer is failed once the window passes."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from api.settings import PaymentSettings
from api.settlement.reconciler import reconcile_due, reconcile_until
from data.db import Database
from data.models import Payment, PriestBooking, StoreOrder, TempleBooking
from tests.conftest import FROZEN_NOW
from tests.payments.fake_gateway import FakeGateway
from tests.payments.records import AMOUNTS, IDS, RECORDS
from tests.support import add, get

SETTINGS = PaymentSettings(give_up_minutes=20)
MODELS: dict[str, Any] = {"priest": PriestBooking, "temple": TempleBooking, "store": StoreOrder}


def at(seconds: float) -> datetime:
    return FROZEN_NOW + timedelta(seconds=seconds)


def payment(txn: str, kind: str = "priest", **changes: Any) -> Payment:
    fields: dict[str, Any] = {
        "id": txn,
        "target_kind": kind,
        "target_id": IDS[kind],
        "amount": Decimal(AMOUNTS[kind]),
        "method": "phonepe",
        "gateway": "fake",
        "state": "PAYMENT_PENDING",
        "attempts": 0,
        "next_check_at": at(25),
        "details": {},
        "created_at": FROZEN_NOW,
        "updated_at": FROZEN_NOW,
    }
    fields.update(changes)
    return Payment(**fields)


@pytest.fixture
def gateway() -> FakeGateway:
    return FakeGateway("test-salt")


@pytest.mark.parametrize("kind", ["priest", "temple", "store"])
async def test_a_lost_callback_is_resolved_by_the_reconciler(
    db: Database, gateway: FakeGateway, kind: str
) -> None:
    await add(db, RECORDS[kind](), payment("TXN_LOST", kind))
    gateway.answer("TXN_LOST", "PAYMENT_SUCCESS", AMOUNTS[kind] * 100)
    assert await reconcile_due(db, gateway, at(24), SETTINGS) == 0  # not due yet
    assert gateway.asked == []
    assert await reconcile_due(db, gateway, at(25), SETTINGS) == 1
    assert gateway.asked == ["TXN_LOST"]
    settled = await get(db, Payment, "TXN_LOST")
    assert settled.state == "PAYMENT_SUCCESS"
    assert settled.next_check_at is None
    assert (await get(db, MODELS[kind], IDS[kind])).payment_status == "paid"
    assert await reconcile_due(db, gateway, at(600), SETTINGS) == 0  # final: never asked again


async def test_a_pending_answer_schedules_the_next_check(
    db: Database, gateway: FakeGateway
) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_WAIT"))
    await reconcile_due(db, gateway, at(25), SETTINGS)
    waiting = await get(db, Payment, "TXN_WAIT")
    assert waiting.state == "PAYMENT_PENDING"
    assert (waiting.attempts, waiting.next_check_at) == (1, at(28))
    assert await reconcile_due(db, gateway, at(27), SETTINGS) == 0
    await reconcile_due(db, gateway, at(60), SETTINGS)
    assert (await get(db, Payment, "TXN_WAIT")).next_check_at == at(66)


async def test_a_gateway_that_is_down_only_delays_the_check(
    db: Database, gateway: FakeGateway
) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_DOWN"))
    gateway.status_raises = True
    assert await reconcile_due(db, gateway, at(25), SETTINGS) == 1
    down = await get(db, Payment, "TXN_DOWN")
    assert (down.state, down.next_check_at) == ("PAYMENT_PENDING", at(28))
    gateway.status_raises = False
    gateway.answer("TXN_DOWN", "PAYMENT_DECLINED", 110000)
    await reconcile_due(db, gateway, at(28), SETTINGS)
    assert (await get(db, Payment, "TXN_DOWN")).state == "PAYMENT_DECLINED"
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"


async def test_a_wrong_amount_found_by_the_reconciler_is_not_credited(
    db: Database, gateway: FakeGateway
) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_AMOUNT"))
    gateway.answer("TXN_AMOUNT", "PAYMENT_SUCCESS", 100)
    await reconcile_due(db, gateway, at(25), SETTINGS)
    settled = await get(db, Payment, "TXN_AMOUNT")
    assert (settled.state, settled.details["reason"]) == ("PAYMENT_ERROR", "amount mismatch")
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"


async def test_give_up_after_the_window(db: Database, gateway: FakeGateway) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_SLOW", next_check_at=at(19 * 60 + 30)))
    await reconcile_due(db, gateway, at(19 * 60 + 30), SETTINGS)
    slow = await get(db, Payment, "TXN_SLOW")
    assert slow.state == "PAYMENT_PENDING"
    assert slow.next_check_at == at(20 * 60)  # the last check is at the window's end
    await reconcile_due(db, gateway, at(20 * 60), SETTINGS)
    failed = await get(db, Payment, "TXN_SLOW")
    assert (failed.state, failed.details["reason"]) == ("PAYMENT_ERROR", "timed out")
    assert failed.next_check_at is None
    assert gateway.asked == ["TXN_SLOW", "TXN_SLOW"]
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"


async def test_a_final_answer_at_the_last_check_still_counts(
    db: Database, gateway: FakeGateway
) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_LATE", next_check_at=at(20 * 60)))
    gateway.answer("TXN_LATE", "PAYMENT_SUCCESS", 110000)
    await reconcile_due(db, gateway, at(20 * 60 + 5), SETTINGS)
    assert (await get(db, Payment, "TXN_LATE")).state == "PAYMENT_SUCCESS"
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "paid"


async def test_payments_of_another_gateway_are_not_asked_but_still_time_out(
    db: Database, gateway: FakeGateway
) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_OTHER", gateway="phonepe"))
    await reconcile_due(db, gateway, at(25), SETTINGS)
    assert gateway.asked == []
    assert (await get(db, Payment, "TXN_OTHER")).next_check_at == at(28)
    await reconcile_due(db, gateway, at(20 * 60), SETTINGS)
    assert (await get(db, Payment, "TXN_OTHER")).details["reason"] == "timed out"


async def test_many_due_payments_are_all_checked(db: Database, gateway: FakeGateway) -> None:
    await add(db, RECORDS["priest"](), *(payment(f"TXN_{n:03}") for n in range(120)))
    assert await reconcile_due(db, gateway, at(25), SETTINGS) == 120
    assert sorted(gateway.asked) == [f"TXN_{n:03}" for n in range(120)]


async def test_the_loop_reconciles_until_stopped(db: Database, gateway: FakeGateway) -> None:
    await add(db, RECORDS["priest"](), payment("TXN_LOOP"))
    gateway.answer("TXN_LOOP", "PAYMENT_SUCCESS", 110000)
    stop = asyncio.Event()
    task = asyncio.create_task(reconcile_until(stop, db, lambda: gateway, lambda: at(30), SETTINGS))
    for _ in range(200):
        if (await get(db, Payment, "TXN_LOOP")).state != "PAYMENT_PENDING":
            break
        await asyncio.sleep(0.01)
    stop.set()
    await asyncio.wait_for(task, timeout=5)
    assert (await get(db, Payment, "TXN_LOOP")).state == "PAYMENT_SUCCESS"
