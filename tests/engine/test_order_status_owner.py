"""Owner first in the chat: "where is my order" for a phone number this browser did not book
with says nothing of its records until the one-time code sent to it is typed; the browser that
booked is asked for no code. Wrong and expired codes get a short reply and the chat goes on."""

from __future__ import annotations

from dataclasses import replace

from assistant_core.forms import FORMS, runner
from assistant_core.forms.spec import Context
from assistant_core.forms.state import FormState
from assistant_core.forms.turn import FormTurn
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import HAPPY, NOW, context, said, talk

PHONE = "9876543210"  # the one HAPPY books with
SPEC = FORMS["order_status"]


async def booked() -> tuple[FakeTasks, str]:
    tasks = FakeTasks(now=NOW)
    await talk("priest_booking", [*HAPPY, "yes"], tasks, first={"serviceId": "Rudrabhishek"})
    [record_id] = tasks.created
    return tasks, record_id


def stranger(tasks: FakeTasks, language: str = "en") -> Context:
    return replace(context(tasks, language), client_ref="another-browser")


async def ask_status(ctx: Context, record_id: str) -> FormTurn:
    started = await runner.start(
        SPEC, FormState("order_status", "o-1"), ctx, text=f"where is my booking {record_id}"
    )
    assert started.form is not None and started.form.asking == "contact", said(started)
    return await runner.step(SPEC, started.form, PHONE, ctx)


async def test_another_browser_is_told_nothing_before_the_code() -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks)
    asked = await ask_status(ctx, record_id)
    assert asked.form is not None and asked.form.asking == "code"
    assert "6-digit code" in said(asked)
    assert record_id not in said(asked) and "pending" not in said(asked)
    assert tasks.codes_sent == [PHONE]
    wrong = await runner.step(SPEC, asked.form, "111111", ctx)
    assert wrong.form is not None and wrong.form.asking == "code"
    assert said(wrong) == "That code is not right. Please check the message and type it again."
    assert record_id not in said(wrong)
    done = await runner.step(SPEC, wrong.form, f"the code is {tasks.code}", ctx)
    assert done.done
    assert record_id in said(done) and "pending" in said(done)


async def test_when_the_pandit_comes_is_said_once_the_code_is_right() -> None:
    tasks, record_id = await booked()
    tasks.assigned[record_id] = "Pandit Ramesh Shastri"
    ctx = stranger(tasks)
    started = await runner.start(
        SPEC, FormState("order_status", "o-1"), ctx, text="pandit ji kitne baje aayenge?"
    )
    assert started.form is not None and started.form.asking == "orderId"
    asked = await runner.step(SPEC, started.form, record_id, ctx)
    assert asked.form is not None and asked.form.asking == "contact"
    coded = await runner.step(SPEC, asked.form, PHONE, ctx)
    assert "Ramesh" not in said(coded) and "8:00 AM" not in said(coded)
    assert coded.form is not None
    done = await runner.step(SPEC, coded.form, tasks.code, ctx)
    came = "Pandit Ramesh Shastri will come on Monday, 23 November, 8:00 AM - 10:00 AM."
    assert came in said(done)


async def test_a_booking_not_yet_assigned_says_its_time_and_that_a_pandit_will_be_named() -> None:
    tasks, record_id = await booked()
    done = await ask_status(context(tasks, "hi"), record_id)
    assert "सोमवार, 23 नवंबर को 8:00 AM - 10:00 AM के बीच है" in said(done)
    assert "पंडित जी तय होते ही" in said(done)


async def test_the_browser_that_booked_needs_no_code() -> None:
    tasks, record_id = await booked()
    done = await ask_status(context(tasks), record_id)
    assert done.done and record_id in said(done)
    assert tasks.codes_sent == []


async def test_an_expired_code_is_replaced_at_once() -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks)
    asked = await ask_status(ctx, record_id)
    assert asked.form is not None
    tasks.code_expired = True
    expired = await runner.step(SPEC, asked.form, tasks.code, ctx)
    assert "expired" in said(expired) and "new one" in said(expired)
    assert tasks.codes_sent == [PHONE, PHONE]
    assert expired.form is not None
    done = await runner.step(SPEC, expired.form, tasks.code, ctx)
    assert done.done and record_id in said(done)


async def test_three_wrong_codes_offer_to_stop_and_show_nothing() -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks)
    turn = await ask_status(ctx, record_id)
    for guess in ("000000", "123456", "999999"):
        assert turn.form is not None
        turn = await runner.step(SPEC, turn.form, guess, ctx)
        assert record_id not in said(turn)
    assert "stop" in said(turn).lower()
    assert turn.form is not None and turn.form.asking == "code"


async def test_in_hindi_the_code_is_asked_in_hindi() -> None:
    tasks, record_id = await booked()
    asked = await ask_status(stranger(tasks, "hi"), record_id)
    assert said(asked).startswith("आपकी बुकिंग सिर्फ़ आप ही देख सकें")
    assert record_id not in said(asked)


async def test_not_a_code_asks_for_the_digits() -> None:
    tasks, record_id = await booked()
    ctx = stranger(tasks)
    asked = await ask_status(ctx, record_id)
    assert asked.form is not None
    turn = await runner.step(SPEC, asked.form, "I did not get anything", ctx)
    assert said(turn) == "Please type the 6-digit code I sent (only the digits)."
