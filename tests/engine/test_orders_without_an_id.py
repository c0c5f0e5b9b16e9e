"""Asked for a booking's id, a devotee who has none says so, or gives the phone number: the
order status looks up every record of that contact (the number kept, not asked again), and a
cancel offers the contact's records that can still be cancelled, both only after the one-time
code, as My Orders does it: nothing of a record is said before its owner is proved."""

from __future__ import annotations

from dataclasses import replace

import pytest

import intents
from assistant_core import tasks as chat_tasks
from assistant_core.engine import Engine, UserMessage
from assistant_core.forms import FORMS, runner
from assistant_core.forms.spec import Context
from assistant_core.forms.state import FormState
from assistant_core.forms.turn import FormTurn
from assistant_core.replies import Reply
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import NOW, SERVICES, FakeAI, RecordingKundli
from tests.engine.test_forms import context, said
from tests.engine.test_order_status_owner import PHONE, booked

STATUS = FORMS["order_status"]
CANCEL = FORMS["cancel_order"]


def stranger(tasks: FakeTasks, language: str = "en") -> Context:
    return replace(context(tasks, language), client_ref="another-browser")


@pytest.mark.parametrize(
    ("language", "answer"),
    [
        ("en", "I don't have it, use my phone number"),
        ("en", "I don't have it handy, use my phone number"),
        ("hinglish", "id nahi pata, phone number se dekh lo"),
        ("hinglish", "order number nahi pata, mera phone number hai"),
        ("hi", "आईडी नहीं है, मेरे नंबर से देखिए"),
    ],
)
async def test_no_id_to_hand_looks_up_every_record_of_the_contact(
    language: str, answer: str
) -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks, language)
    started = await runner.start(
        STATUS, FormState("order_status", "o-1"), ctx, text="where is my order"
    )
    assert started.form is not None and started.form.asking == "orderId"
    turn = await runner.step(STATUS, started.form, answer, ctx)
    assert turn.form is not None and turn.form.asking == "contact"
    assert turn.form.values["orderId"] == "all"
    coded = await runner.step(STATUS, turn.form, PHONE, ctx)
    assert record_id not in said(coded)
    assert coded.form is not None
    done = await runner.step(STATUS, coded.form, tasks.code, ctx)
    assert done.done and record_id in said(done)


async def test_the_phone_number_for_an_id_is_all_and_the_contact_at_once() -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks)
    started = await runner.start(STATUS, FormState("order_status", "o-1"), ctx)
    assert started.form is not None
    turn = await runner.step(STATUS, started.form, PHONE, ctx)
    assert turn.form is not None and turn.form.asking == "code"  # the number is not asked again
    assert dict(turn.form.values) == {"orderId": "all", "contact": PHONE}
    assert record_id not in said(turn) and tasks.codes_sent == [PHONE]
    done = await runner.step(STATUS, turn.form, tasks.code, ctx)
    assert said(done).startswith("Your latest bookings and orders:") and record_id in said(done)


@pytest.mark.parametrize(("language", "other"), [("en", "PNY-615308"), ("hinglish", "#48213")])
async def test_an_id_that_is_none_of_ours_looks_up_the_contacts_records_and_says_why(
    language: str, other: str
) -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks, language)
    started = await runner.start(STATUS, FormState("order_status", "o-1"), ctx)
    assert started.form is not None
    turn = await runner.step(STATUS, started.form, other, ctx)
    assert turn.form is not None and turn.form.asking == "contact"
    assert turn.form.values["orderId"] == "all" and other in turn.form.shown["orderId"]
    assert record_id not in said(turn)


async def test_a_found_record_links_its_receipt() -> None:
    tasks, record_id = await booked()
    ctx = context(tasks)
    started = await runner.start(
        STATUS, FormState("order_status", "o-1"), ctx, text=f"receipt of {record_id}"
    )
    assert started.form is not None
    done = await runner.step(STATUS, started.form, PHONE, ctx)
    routes = [a.route for a in done.actions]
    assert f"/user/orders/priest/{record_id}/receipt" in routes


async def cancel_without_id(ctx: Context, answer: str) -> FormTurn:
    text = "I want to cancel my booking"
    task = intents.task_of(text)
    assert task is not None and task.kind == "cancel_order"
    outcome = await chat_tasks.begin(task, text, ctx, "c-1")
    assert outcome is not None and outcome.form is not None
    assert outcome.form.asking == "orderId"
    return await runner.step(CANCEL, outcome.form, answer, ctx)


async def test_a_cancel_without_an_id_offers_the_one_open_record_after_the_code() -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks)
    asked = await cancel_without_id(ctx, "I don't have the id, use my number 9876543210")
    assert asked.form is not None and asked.form.asking == "code"
    assert record_id not in said(asked)
    summary = await runner.step(CANCEL, asked.form, tasks.code, ctx)
    assert said(summary).startswith(f"You are cancelling Puja booking {record_id}.")
    assert summary.form is not None and summary.form.stage == "confirm"
    done = await runner.step(CANCEL, summary.form, "yes", ctx)
    assert said(done).startswith(f"Done: Puja booking {record_id} is cancelled.")
    assert tasks.created[record_id]["status"] == "cancelled"


async def test_a_cancel_without_an_id_lists_the_open_records_by_number() -> None:
    tasks, first = await booked()
    second, done_one = "PB0002TEST", "PB0003TEST"
    tasks.created[second] = {**tasks.created[first], "key": "another"}
    tasks.created[done_one] = {**tasks.created[first], "key": "a third", "status": "completed"}
    ctx = stranger(tasks, "hinglish")
    asked = await cancel_without_id(ctx, "id nahi pata, phone number se dekh lo")
    assert asked.form is not None and asked.form.asking == "contact"
    coded = await runner.step(CANCEL, asked.form, PHONE, ctx)
    assert coded.form is not None and coded.form.asking == "code"
    listed = await runner.step(CANCEL, coded.form, tasks.code, ctx)
    assert listed.form is not None and listed.form.asking == "recordId"
    assert first in said(listed) and second in said(listed)
    assert done_one not in said(listed)  # completed: it cannot be cancelled
    picked = await runner.step(CANCEL, listed.form, "2", ctx)
    assert picked.form is not None and picked.form.stage == "confirm"
    assert said(picked).startswith(f"Aap Puja booking {second}")
    assert tasks.created[second]["status"] == "pending"


async def test_a_cancel_without_an_id_and_nothing_open_says_so_and_ends() -> None:
    tasks, record_id = await booked()
    tasks.created[record_id]["status"] = "completed"
    ctx = stranger(tasks, "hi")
    asked = await cancel_without_id(ctx, "आईडी नहीं है, मेरे नंबर से देखिए")
    assert asked.form is not None
    coded = await runner.step(CANCEL, asked.form, PHONE, ctx)
    assert coded.form is not None
    ended = await runner.step(CANCEL, coded.form, tasks.code, ctx)
    assert ended.form is None
    assert said(ended).startswith("मुझे आपकी ऐसी कोई बुकिंग या ऑर्डर नहीं मिला जो अभी रद्द हो सके")
    assert [a.route for a in ended.actions] == ["/user/orders"]


@pytest.mark.parametrize(
    "text", ["receipt chahiye mere order ki", "I need the receipt for my order", "कब पहुंचेगी?"]
)
async def test_a_receipt_or_when_it_comes_starts_the_order_status(text: str) -> None:
    e = Engine(FakeAI(), RecordingKundli(), lambda: NOW, lambda: "m", tasks=FakeTasks(now=NOW))
    turn = await e.handle(e.new_state(), UserMessage(text), SERVICES)
    (reply,) = [o for o in turn.outputs if isinstance(o, Reply)]
    assert turn.state.task is not None and turn.state.task.name == "order_status"
    assert turn.state.task.asking == "orderId"
    assert reply.navigate is None  # not "Taking you to your orders."
