"""Moving a priest booking to another date and slot by conversation: which booking, the phone
or e-mail used and the one-time code (the same owner check as My Orders and a cancel), then
the new date and one of its free slots for that puja at that place, an explicit yes, and
the move done as My Orders does it. A booking that cannot be moved says why (too close to its
time, or a temple pooja) and offers to cancel it instead."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Final

from assistant_core.forms import cancel, order_status, readers, slots
from assistant_core.forms.spec import (
    Choose,
    Context,
    FormSpec,
    Option,
    Problem,
    Read,
    Slot,
    Submitted,
    Value,
    Values,
)
from assistant_core.replies import suggestion
from assistant_core.tasks_port import OrderView, Refused, SlotFree
from assistant_core.texts import say
from assistant_core.texts.shown import day_shown

NAME: Final = "move_booking"
NOT_MOVABLE = "-"  # the date slot's value when the booking cannot be moved: nothing to ask


def _wanted(values: Values) -> str:
    given = values["orderId"]
    return values.get("recordId", given) if given == order_status.ALL else given


async def _record(values: Values, ctx: Context) -> OrderView | Submitted:
    """The booking asked for, seen as its owner (a cancel finds it the same way)."""
    return await cancel.find_record(_wanted(values), values, ctx)


async def open_bookings(ctx: Context, values: Values) -> Choose | Problem | Value:
    """Asked once the owner is proved and no id was given: their priest bookings still to
    come, latest first; one is taken at once."""
    found = await order_status.lookup(ctx, values["contact"])
    if found.limited:
        return Problem("order_too_many", clear=("contact",))
    coming = [
        r
        for r in sorted(found.records, key=lambda r: r.created_at, reverse=True)
        if r.kind == "priest" and r.visit is not None and r.visit.open
    ]
    if not coming:
        return Value(cancel.NONE_OPEN, "")
    if len(coming) == 1:
        return Value(coming[0].id, cancel.named(coming[0], ctx))
    return Choose(tuple(Option(r.id, cancel.named(r, ctx)) for r in coming))


async def _slots(
    day: date, values: Values, ctx: Context, record: OrderView | None = None
) -> list[SlotFree] | Refused:
    if record is None and not {"orderId", "contact"} <= values.keys():
        return Refused(None, "not_asked_yet", "")  # a time said in passing, before who asks
    found = record or await _record(values, ctx)
    if isinstance(found, Submitted):
        return Refused(None, "not_found", "")
    return await ctx.tasks.move_slots(
        found.kind, found.id, values["contact"], day, client_ref=ctx.client_ref
    )


async def movable(ctx: Context, values: Values) -> Value | None:
    """Before the date is asked: a booking that cannot be moved answers it (NOT_MOVABLE), and
    the summary says why."""
    if _wanted(values) == cancel.NONE_OPEN:
        return Value(NOT_MOVABLE, "")
    found = await _slots(ctx.today, values, ctx)
    return Value(NOT_MOVABLE, "") if isinstance(found, Refused) else None


async def new_slot(text: str, ctx: Context, values: Values) -> Read:
    day = values.get("selectedDate")
    if day is None or day == NOT_MOVABLE:
        return None
    found = await _slots(date.fromisoformat(day), values, ctx)
    return None if isinstance(found, Refused) else readers.choose_slot(found, text, ctx, values)


async def slots_offered(ctx: Context, values: Values) -> Choose | Problem | None:
    day = values.get("selectedDate")
    if day is None or day == NOT_MOVABLE:
        return None
    found = await _slots(date.fromisoformat(day), values, ctx)
    if isinstance(found, Refused):
        return Problem("move_failed_slots", clear=("selectedDate",))
    return readers.free_slots(found, ctx, values)


def _moving(values: Values) -> bool:
    return values.get("selectedDate") != NOT_MOVABLE


async def summary(values: Values, shown: Mapping[str, str], ctx: Context) -> str | Submitted:
    language = ctx.language
    if _wanted(values) == cancel.NONE_OPEN:
        return Submitted((say(language, "move_none_open"),), (cancel.all_orders(ctx),))
    record = await _record(values, ctx)
    if isinstance(record, Submitted):
        return record
    if not _moving(values) or isinstance(await _slots(ctx.today, values, ctx, record), Refused):
        return _not_movable(record, ctx)
    now = _when(record, ctx)
    what = say(language, f"what_{record.kind}")
    title = f" ({record.title})" if record.title else ""
    to = f"{shown['selectedDate']}, {shown['selectedTime']}"
    return say(language, "move_summary", what=what, id=record.shown_id, title=title, now=now, to=to)


def _when(record: OrderView, ctx: Context) -> str:
    if record.visit is None:
        return ""
    day = day_shown(date.fromisoformat(record.visit.date), ctx.language, this_year=ctx.today.year)
    return f"{day}, {record.visit.time}"


def _not_movable(record: OrderView, ctx: Context) -> Submitted:
    """It cannot be moved: the rule, and a cancel offered (a button that asks for it)."""
    language = ctx.language
    what = say(language, f"what_{record.kind}")
    said = say(language, "move_not_possible", what=what, id=record.shown_id)
    rule = say(language, "move_rule", hours=ctx.tasks.move_before_hours)
    ask_cancel = say(language, "move_action_cancel", id=record.shown_id)
    cancel_it = suggestion(say(language, "move_action_cancel_label"), ask_cancel)
    return Submitted((f"{said} {rule}",), (cancel_it, cancel.my_orders(record, ctx)))


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    record = await _record(values, ctx)
    if isinstance(record, Submitted):
        return record
    moved = await ctx.tasks.reschedule(
        record.kind,
        record.id,
        values["contact"],
        date.fromisoformat(values["selectedDate"]),
        values["selectedTime"],
        client_ref=ctx.client_ref,
    )
    if isinstance(moved, Refused):
        return readers.refusal(
            moved,
            "move_failed",
            reason=moved.message,
            slot=shown["selectedTime"],
            date=shown["selectedDate"],
        )
    to = f"{shown['selectedDate']}, {shown['selectedTime']}"
    what = say(ctx.language, f"what_{record.kind}")
    done = say(ctx.language, "move_done", what=what, id=record.shown_id, to=to)
    return Submitted((done,), (cancel.my_orders(record, ctx),))


FORM = FormSpec(
    name=NAME,
    slots=(
        Slot(
            "orderId",
            cancel.record_id,
            by_value=True,
            problem="move_which_id",
            cues=("order", "booking", "id"),
        ),
        *order_status.OWNER,
        Slot(
            "recordId",
            cancel.typed_id,
            needed=lambda values: values.get("orderId") == order_status.ALL,
            choices=open_bookings,
        ),
        Slot(
            "selectedDate",
            readers.visit_date,
            choices=movable,  # asked, never read in passing: "from 12th to 15th" has two
            problem="bad_date",
            cues=slots.DATE.cues,
        ),
        Slot(
            "selectedTime",
            new_slot,
            needed=_moving,
            choices=slots_offered,
            by_value=True,
            problem="bad_slot",
            cues=slots.time_slot(new_slot, slots_offered).cues,
        ),
    ),
    submit=submit,
    summary=summary,
    no_ends=True,
    yes_verb=(
        r"\b(?:move|reschedule|shift|change)\b"
        r"|\b(?:time |date |samay )?(?:badal|badlo)(?: (?:do|dijiye|dijie|dena|den))?\b"
        r"|(?:समय |तारीख़? )?बदल(?: (?:दो|दीजिए|दीजिये|दें))?"
    ),
)
