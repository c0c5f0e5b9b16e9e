"""Moving a pandit booking in the chat: behind the same one-time code as My Orders, the new
date and one of its free slots, the old and new times said before the explicit yes, and a
booking that can no longer be moved says why and offers to cancel it instead."""

from __future__ import annotations

from dataclasses import replace

import intents
from assistant_core import tasks as chat_tasks
from assistant_core.forms import FORMS, runner
from assistant_core.forms.spec import Context
from assistant_core.forms.turn import FormTurn
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import context, said
from tests.engine.test_order_status_owner import PHONE, booked

SPEC = FORMS["move_booking"]


async def asked_to_move(ctx: Context, text: str) -> FormTurn:
    task = intents.task_of(text)
    assert task is not None and task.kind == "move_booking"
    outcome = await chat_tasks.begin(task, text, ctx, "m-1")
    assert outcome is not None and outcome.form is not None
    assert outcome.form.asking == "contact"
    return await runner.step(SPEC, outcome.form, PHONE, ctx)


async def test_another_browser_moves_its_booking_after_the_code() -> None:
    tasks, record_id = await booked()
    before = dict(tasks.created[record_id]["fields"])
    ctx = replace(context(tasks), client_ref="another-browser")
    asked = await asked_to_move(ctx, f"please reschedule my booking {record_id}")
    assert asked.form is not None and asked.form.asking == "code"
    assert record_id not in said(asked)  # nothing of it before the code
    dated = await runner.step(SPEC, asked.form, tasks.code, ctx)
    assert "To which date should I move it?" in said(dated)
    assert dated.form is not None
    offered = await runner.step(SPEC, dated.form, "25 November", ctx)
    assert "4:00 PM - 6:00 PM" in said(offered) and offered.form is not None
    summary = await runner.step(SPEC, offered.form, "shaam 5 baje", ctx)
    assert f"You are moving Puja booking {record_id} from Monday, 23 November" in said(summary)
    assert "to Wednesday, 25 November, 4:00 PM - 6:00 PM." in said(summary)
    assert [a.label for a in summary.actions] == ["Yes, move it", "No, keep it"]
    assert tasks.created[record_id]["fields"] == before  # nothing before the yes
    assert summary.form is not None
    done = await runner.step(SPEC, summary.form, "Yes, move it", ctx)
    now_on = "is now on Wednesday, 25 November, 4:00 PM - 6:00 PM."
    assert said(done) == f"Done: Puja booking {record_id} {now_on}"
    fields = tasks.created[record_id]["fields"]
    assert (fields["selectedDate"], fields["selectedTime"]) == ("2026-11-25", "4:00 PM - 6:00 PM")


async def test_a_booking_too_close_to_move_says_why_and_offers_a_cancel_in_hindi() -> None:
    tasks, record_id = await booked()
    tasks.created[record_id]["too_late"] = True
    turn = await asked_to_move(context(tasks, "hi"), f"बुकिंग {record_id} का समय बदल दो")
    assert turn.form is None
    assert said(turn).startswith(f"पूजा बुकिंग {record_id} का समय अब नहीं बदला जा सकता।")
    assert "48 घंटे पहले तक" in said(turn)
    assert turn.actions[0].text == f"मेरी बुकिंग {record_id} रद्द करो"


def test_a_move_is_told_from_other_uses_of_the_words() -> None:
    for text in ("रद्द नहीं करना, बस समय बदल दो", "pandit ji ka time badal do", "postpone karna hai"):
        task = intents.task_of(intents.asked_part(text))
        assert task is not None and task.kind == "move_booking", text
    for text in ("move the diya to my cart", "what time does siddhivinayak open"):
        task = intents.task_of(text)
        assert task is None or task.kind != "move_booking", text


async def test_with_nothing_to_come_it_says_so() -> None:
    tasks = FakeTasks()
    ctx = context(tasks)
    tasks.verified_contacts.add((ctx.client_ref, PHONE))  # proved before: no code asked
    turn = await asked_to_move(ctx, "I want to reschedule my puja, I don't have the id")
    assert turn.form is None
    assert said(turn).startswith("I found no pandit booking of yours still to come.")


async def test_dates_said_before_who_asks_are_not_taken_and_break_nothing() -> None:
    tasks, _ = await booked()
    ctx = context(tasks)
    for text in ("Can I move my Satyanarayan katha booking from 12th to 15th?", "shift it to 6 pm"):
        task = intents.task_of(text)
        assert task is not None and task.kind == "move_booking"
        outcome = await chat_tasks.begin(task, text, ctx, "m-2")
        assert outcome is not None and outcome.form is not None
        assert outcome.form.asking == "orderId" and "selectedDate" not in outcome.form.values
