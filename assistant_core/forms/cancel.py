"""Cancelling a booking or order by conversation: which one, the phone or e-mail used and the
one-time code (the same owner check as My Orders, as for "where is my order"), then what
the cancel would do (the refund the policy gives now, or why it can no longer be cancelled),
an explicit yes, and the cancel done as My Orders does it."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

import intents
from assistant_core.builtin.catalogue import rupees
from assistant_core.forms import order_status
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
from assistant_core.replies import Action, link
from assistant_core.tasks_port import OrderView, Refused
from assistant_core.texts import say

NONE_OPEN = "-"  # the pick's value when none of the contact's records can be cancelled


async def typed_id(text: str, ctx: Context, values: Values) -> Read:
    """One record's id as typed (a number picked from a list is the runner's)."""
    found = intents.order_id_in(text)
    return None if found is None else Value(found, found)


async def record_id(text: str, ctx: Context, values: Values) -> Read:
    """One record's id: a cancel names the one ("all" is not an answer here). Without it to
    hand, the contact's records that can still be cancelled are offered once the owner is
    proved."""
    typed = await typed_id(text, ctx, values)
    if typed is None and await order_status.without_id(text, ctx, values):
        return Value(order_status.ALL, say(ctx.language, "cancel_by_contact"))
    other = None if typed is not None else order_status.other_id(text)
    if other is not None:  # an id from elsewhere: found from the phone or e-mail instead
        return Value(order_status.ALL, say(ctx.language, "cancel_other_id", id=other))
    return typed


async def open_records(ctx: Context, values: Values) -> Choose | Problem | Value:
    """Asked once the owner is proved: the contact's records that can still be cancelled, as
    My Orders decides it, latest first. One is offered at once (the summary names it and asks
    for the yes); several are listed by number."""
    found = await order_status.lookup(ctx, values["contact"])
    if found.limited:
        return Problem("order_too_many", clear=("contact",))
    if found.hidden:  # the code lapsed meanwhile: proved again
        return Problem("order_hidden", {"count": found.hidden}, clear=("contact", "code"))
    latest = sorted(found.records, key=lambda r: r.created_at, reverse=True)
    cancellable = [r for r in latest if await _cancellable(r, values, ctx)]
    if not cancellable:
        return Value(NONE_OPEN, "")
    if len(cancellable) == 1:
        return Value(cancellable[0].id, named(cancellable[0], ctx))
    options = tuple(Option(r.id, named(r, ctx)) for r in cancellable)
    return Choose(options)


async def _cancellable(record: OrderView, values: Values, ctx: Context) -> bool:
    terms = await ctx.tasks.cancel_terms(
        record.kind, record.id, values["contact"], client_ref=ctx.client_ref
    )
    return not isinstance(terms, Refused) and terms.problem is None


def named(record: OrderView, ctx: Context) -> str:
    """ "Puja booking PB-K2QM4PA9 (Rudrabhishek)": a record as a choice names it."""
    title = f" ({record.title})" if record.title else ""
    return f"{say(ctx.language, f'what_{record.kind}')} {record.shown_id}{title}"


def _wanted(values: Values) -> str:
    """The id asked for: the one given, else the one picked from the contact's records."""
    given = values["orderId"]
    return values.get("recordId", given) if given == order_status.ALL else given


async def _record(values: Values, ctx: Context) -> OrderView | Submitted:
    return await find_record(_wanted(values), values, ctx)


async def find_record(wanted: str, values: Values, ctx: Context) -> OrderView | Submitted:
    """The record `wanted`, seen as its owner (values' contact); else what to say instead."""
    found = await order_status.lookup(ctx, values["contact"])
    language = ctx.language
    if found.limited:
        return Submitted((say(language, "order_too_many"),))
    if found.hidden:
        return Submitted((say(language, "order_hidden", count=found.hidden),))
    if wanted == NONE_OPEN:
        return Submitted((say(language, "cancel_none_open"),), (all_orders(ctx),))
    matches = order_status.matching(list(found.records), wanted)
    if not matches:
        return Submitted((say(language, "order_not_found", id=wanted),))
    if len(matches) > 1:
        return Submitted((say(language, "order_ambiguous", id=wanted),))
    return matches[0]


async def summary(values: Values, shown: Mapping[str, str], ctx: Context) -> str | Submitted:
    record = await _record(values, ctx)
    if isinstance(record, Submitted):
        return record
    language = ctx.language
    terms = await ctx.tasks.cancel_terms(
        record.kind, record.id, values["contact"], client_ref=ctx.client_ref
    )
    if isinstance(terms, Refused):
        return _failed(record, ctx)
    if terms.problem is not None:
        return _not_possible(record, ctx)
    what = say(language, f"what_{record.kind}")
    title = f" ({record.title})" if record.title else ""
    lead = say(language, "cancel_summary", what=what, id=record.shown_id, title=title)
    return f"{lead} {_refund_line(terms.refund, ctx)}"


def _refund_line(refund: Decimal, ctx: Context) -> str:
    if refund > 0:
        return say(ctx.language, "cancel_refund", amount=rupees(refund))
    return say(ctx.language, "cancel_no_refund")


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    record = await _record(values, ctx)
    if isinstance(record, Submitted):
        return record
    language = ctx.language
    done = await ctx.tasks.cancel(
        record.kind, record.id, values["contact"], client_ref=ctx.client_ref
    )
    if isinstance(done, Refused):
        return _failed(record, ctx)
    what = say(language, f"what_{record.kind}")
    texts = [say(language, "cancel_done", what=what, id=record.shown_id)]
    if done > 0:
        texts.append(say(language, "cancel_done_refund", amount=rupees(done)))
    return Submitted(tuple(texts), (my_orders(record, ctx),))


def all_orders(ctx: Context) -> Action:
    return link(say(ctx.language, "action_my_orders"), "/user/orders")


def my_orders(record: OrderView, ctx: Context) -> Action:
    route = f"/user/orders?id={record.shown_id}"
    return link(say(ctx.language, "action_my_orders"), route)


def _failed(record: OrderView, ctx: Context) -> Submitted:
    """The service refused what the lookup allowed (it changed meanwhile): My Orders."""
    what = say(ctx.language, f"what_{record.kind}")
    said = say(ctx.language, "cancel_failed", what=what, id=record.shown_id)
    return Submitted((said,), (my_orders(record, ctx),))


def _not_possible(record: OrderView, ctx: Context) -> Submitted:
    """It cannot be cancelled (begun, shipped, done): its status and the rule, and My Orders."""
    language = ctx.language
    what = say(language, f"what_{record.kind}")
    status = say(language, f"status_{record.status}")
    said = say(language, "cancel_not_possible", what=what, id=record.shown_id, status=status)
    return Submitted((said,), (my_orders(record, ctx),))


FORM = FormSpec(
    name="cancel_order",
    slots=(
        Slot("orderId", record_id, by_value=True, problem="cancel_which_id", cues=("order", "id")),
        *order_status.OWNER,
        Slot(
            "recordId",
            typed_id,
            needed=lambda values: values.get("orderId") == order_status.ALL,
            choices=open_records,
        ),
    ),
    submit=submit,
    summary=summary,
    no_ends=True,
    yes_verb=r"\b(?:cancel|radd)\b|रद्द|कैंसल",
)
