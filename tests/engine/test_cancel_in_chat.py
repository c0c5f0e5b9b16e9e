"""Cancelling in the chat: behind the same one-time code as My Orders, the refund the policy
gives said before the explicit yes, a no keeps the booking, and what cannot be cancelled any
more is said so."""

from __future__ import annotations

from dataclasses import replace

import intents
from assistant_core import tasks as chat_tasks
from assistant_core.forms import FORMS, runner
from assistant_core.forms.spec import Context
from assistant_core.forms.turn import FormTurn
from assistant_core.texts import say
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import context, said
from tests.engine.test_order_status_owner import PHONE, booked

SPEC = FORMS["cancel_order"]


async def asked_to_cancel(ctx: Context, record_id: str) -> FormTurn:
    task = intents.task_of(f"please cancel my booking {record_id}")
    assert task is not None and task.kind == "cancel_order"
    outcome = await chat_tasks.begin(task, f"please cancel my booking {record_id}", ctx, "c-1")
    assert outcome is not None and outcome.form is not None
    assert outcome.form.asking == "contact"
    return await runner.step(SPEC, outcome.form, PHONE, ctx)


def paid(tasks: FakeTasks, record_id: str, amount: int) -> None:
    tasks.created[record_id]["paid_online"] = amount


async def test_another_browser_hears_nothing_before_the_code_then_the_refund() -> None:
    tasks, record_id = await booked()
    paid(tasks, record_id, 2100)
    ctx = replace(context(tasks), client_ref="another-browser")
    asked = await asked_to_cancel(ctx, record_id)
    assert asked.form is not None and asked.form.asking == "code"
    assert record_id not in said(asked) and "₹" not in said(asked)
    summary = await runner.step(SPEC, asked.form, tasks.code, ctx)
    assert f"You are cancelling Puja booking {record_id}" in said(summary)
    assert "The refund policy gives back ₹2,100 now" in said(summary)
    assert [a.label for a in summary.actions] == ["Yes, go ahead", "No, keep it"]
    assert tasks.created[record_id]["status"] == "pending"  # nothing before the yes
    assert summary.form is not None
    done = await runner.step(SPEC, summary.form, "Yes, go ahead", ctx)
    assert said(done).startswith(f"Done: Puja booking {record_id} is cancelled.")
    assert "A refund of ₹2,100 has been started" in said(done)
    assert tasks.created[record_id]["status"] == "cancelled"
    assert done.form is None and done.actions[0].route == f"/user/orders?id={record_id}"


async def test_a_no_keeps_the_booking_and_ends_the_cancel() -> None:
    tasks, record_id = await booked()
    summary = await asked_to_cancel(context(tasks), record_id)  # the browser that booked it
    assert "Nothing was paid online for it" in said(summary)
    assert summary.form is not None
    kept = await runner.step(SPEC, summary.form, "No, keep it", context(tasks))
    assert kept.form is None and said(kept) == say("en", "cancel_order_not_confirmed")
    assert tasks.created[record_id]["status"] == "pending"


async def test_what_cannot_be_cancelled_is_said_so_in_hindi() -> None:
    tasks, record_id = await booked()
    tasks.created[record_id]["status"] = "completed"
    ctx = context(tasks, "hi")
    turn = await asked_to_cancel(ctx, record_id)
    assert turn.form is None
    assert said(turn).startswith(f"पूजा बुकिंग {record_id} को अब रद्द नहीं किया जा सकता")
    assert not any("a" <= c.lower() <= "z" for c in said(turn).replace(record_id, ""))
    assert tasks.created[record_id]["status"] == "completed"


async def test_a_yes_said_with_the_cancel_it_confirms_cancels() -> None:
    tasks, record_id = await booked()
    summary = await asked_to_cancel(context(tasks), record_id)
    assert summary.form is not None and summary.form.stage == "confirm"
    done = await runner.step(SPEC, summary.form, "haan cancel kar do", context(tasks))
    assert tasks.created[record_id]["status"] == "cancelled" and done.form is None
