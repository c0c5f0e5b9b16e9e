"""Where is my order: the booking or order id (or all of them), the phone or e-mail used,
the one-time code sent to it when this browser has not proved it yet, then the status and
last update, looked up exactly as My Orders does it (the same owner rule, rate limit and
codes): nothing of a record is said before its owner is known."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, datetime
from urllib.parse import quote

import intents
from assistant_core.forms import readers
from assistant_core.forms.spec import (
    Context,
    FormSpec,
    Problem,
    Read,
    Slot,
    Submitted,
    Value,
    Values,
)
from assistant_core.replies import Action, link
from assistant_core.tasks_port import Lookup, OrderView, Visit
from assistant_core.texts import say, ui_language
from assistant_core.texts.shown import day_shown
from intents.normalise import fold
from kundli_service.local_time import local_date

SHOWN = 3  # records listed when no id was given
ALL = "all"  # the id slot's value when the contact's records are looked up instead
_SEPARATORS = re.compile(r"[-_ ]")
_ALL = re.compile(r"^\W*(?:all|all of them|sab|sabhi|saare|सब|सभी|सारे)\W*$", re.IGNORECASE)
_CODE = re.compile(r"(?<!\d)(\d{6})(?!\d)")
# The id is not to hand ("I don't have it, use my phone number", "id nahi pata, phone number
# se dekh lo", "आईडी नहीं है, मेरे नंबर से देखिए"): the contact's records are looked up instead.
# Read on folded text (lower case, Devanagari without nukta: फ़ोन is फोन).
_NO_ID = re.compile(
    r"\b(?:don'?t|do not|dont|didn'?t|did not) (?:have|know|remember|recall|got)\b"
    r"|\b(?:no|lost|forgot|forgotten|not sure of)(?: the| my)? (?:id|number|receipt)\b|\bno idea\b"
    r"|\b(?:use|with|by|from|using|check|through) (?:my |the )?(?:phone|mobile|number|e-?mail)\b"
    r"|\b(?:nahi|nahin|nhi) (?:pata|hai|yaad|mil)|\b(?:pata|yaad) (?:nahi|nahin|nhi)\b"
    r"|\bbhool gaya|\bbhool gayi|\b(?:phone|mobile|number|no|email|e-mail) (?:se|say)\b"
    r"|नहीं (?:पता|है|याद|मिल)|(?:पता|याद) नहीं|भूल गय|(?:नंबर|फोन|मोबाइल|ईमेल|ई-मेल) से"
)
# What reads as an id but is none of ours ("PNY-615308", "PNY 730548", "#48213"): a 10-digit
# phone is not.
_OTHER_ID = re.compile(
    r"(?<![\w-])(?:[A-Za-z]{2,6}(?:[-_#]?\d{4,12}|\s\d{5,12})|#\d{4,12})(?![\w-])"
)
NO_CODE = "-"  # the code slot's value when this browser already sees every record
# Why a code could not be sent, or was not taken: the reply's text key.
_NOT_SENT = {"rate_limited": "order_code_wait", "channel_unavailable": "order_code_channel"}
_NOT_TAKEN = {"invalid_code": "order_code_wrong"}


async def order_id(text: str, ctx: Context, values: Values) -> Read:
    found = intents.order_id_in(text)
    if found is not None:
        return Value(found, found)
    if _ALL.match(text) or await without_id(text, ctx, values):
        return Value(ALL, say(ctx.language, "order_all"))
    other = other_id(text)  # an id from elsewhere: the contact's records are looked up
    if other is not None:
        return Value(ALL, say(ctx.language, "order_other_id", id=other))
    return None


def other_id(text: str) -> str | None:
    """What reads as an id but is none of ours ("PNY-604218"), as typed."""
    found = _OTHER_ID.search(text)
    return None if found is None else found.group(0)


async def without_id(text: str, ctx: Context, values: Values) -> bool:
    """The devotee has no id to give: says so, or gives the phone or e-mail instead (kept as
    the contact, read in passing, so it is not asked again)."""
    if _NO_ID.search(fold(text)):
        return True
    return isinstance(await contact(text, ctx, values), Value)


async def contact(text: str, ctx: Context, values: Values) -> Read:
    if "@" in text:
        return await readers.email(text, ctx, values)
    return await readers.phone(text, ctx, values)


async def lookup(ctx: Context, contact: str) -> Lookup:
    """The contact's records as My Orders shows them to this browser."""
    by_email = "@" in contact
    return await ctx.tasks.lookup(
        phone=None if by_email else contact,
        email=contact if by_email else None,
        client_ref=ctx.client_ref,
        client=ctx.client_address,
        language=ui_language(ctx.language),
    )


async def code_needed(ctx: Context, values: Values) -> Problem | Value | None:
    """Asked before the code question: no code when this browser already sees every record
    of the contact (it made them, or proved the contact before); else one is sent."""
    contact = values["contact"]
    found = await lookup(ctx, contact)
    if found.limited:
        return Problem("order_too_many", clear=("contact",))
    if found.hidden == 0:
        return Value(NO_CODE, "")
    refused = await ctx.tasks.send_code(
        contact, client_ref=ctx.client_ref, client=ctx.client_address
    )
    if refused is not None:
        return Problem(_NOT_SENT.get(refused.code, "order_code_not_sent"), clear=("contact",))
    return None


async def code(text: str, ctx: Context, values: Values) -> Read:
    """The 6-digit code, checked as My Orders checks it. An expired or used-up code is
    replaced by a new one at once, so the devotee only types again."""
    found = _CODE.search(text)
    if found is None:
        return None
    contact = values["contact"]
    refused = await ctx.tasks.confirm_code(contact, found.group(1), client_ref=ctx.client_ref)
    if refused is None:
        return Value(found.group(1), say(ctx.language, "order_code_taken"))
    if refused.code in _NOT_TAKEN:
        return Problem(_NOT_TAKEN[refused.code])
    resent = await ctx.tasks.send_code(
        contact, client_ref=ctx.client_ref, client=ctx.client_address
    )
    return Problem("order_code_resent" if resent is None else "order_code_not_sent")


def _status(view: OrderView, ctx: Context) -> str:
    language = ctx.language
    what = say(language, f"what_{view.kind}")
    status = say(language, f"status_{view.status}")
    lines = [say(language, "order_status", what=what, id=view.shown_id, status=status)]
    lines.append(
        say(language, "order_payment", payment=say(language, f"payment_{view.payment_status}"))
    )
    if view.visit is not None and view.visit.open:
        lines.append(_visit(view.kind, view.visit, ctx))
    if view.last_event is not None:
        at = datetime.fromisoformat(view.last_event.at.replace("Z", "+00:00"))
        when = day_shown(local_date(at), language, this_year=ctx.today.year)
        event = say(language, f"status_{view.last_event.status}")
        lines.append(say(language, "order_last_event", status=event, when=when))
    return " ".join(lines)


def _visit(kind: str, visit: Visit, ctx: Context) -> str:
    """When it happens and, for a priest, who comes: "when will the pandit come" answered."""
    language = ctx.language
    day = day_shown(date.fromisoformat(visit.date), language, this_year=ctx.today.year)
    if kind != "priest":
        return say(language, "order_visit_temple", date=day, time=visit.time)
    if visit.priest is None:
        return say(language, "order_visit_unassigned", date=day, time=visit.time)
    key = "order_visit_online" if visit.online else "order_visit_priest"
    return say(language, key, priest=visit.priest, date=day, time=visit.time)


def _key(record_id: str) -> str:
    """An id compared as typed: any case, with or without the short id's hyphen."""
    return _SEPARATORS.sub("", record_id).upper()


def matching(records: list[OrderView], wanted: str) -> list[OrderView]:
    """The records whose full id or short id is `wanted`: several only when two of the
    contact's records share a short id (then the full id is asked for)."""
    key = _key(wanted)
    return [r for r in records if key in (_key(r.id), _key(r.shown_id))]


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    found = await lookup(ctx, values["contact"])
    language = ctx.language
    if found.limited:
        return Submitted((say(language, "order_too_many"),))
    if found.hidden:  # not proved after all (the code lapsed meanwhile): say only how many
        return Submitted((say(language, "order_hidden", count=found.hidden),))
    wanted = values.get("orderId", ALL)
    records = list(found.records)
    if wanted != ALL:
        found_ids = matching(records, wanted)
        if not found_ids:
            return Submitted((say(language, "order_not_found", id=wanted),))
        if len(found_ids) > 1:
            return Submitted((say(language, "order_ambiguous", id=wanted),))
        match = found_ids[0]
        orders = link(say(language, "action_my_orders"), f"/user/orders?id={match.shown_id}")
        return Submitted((_status(match, ctx),), (orders, receipt(match, ctx)))
    if not records:
        return Submitted((say(language, "order_none"),))
    latest = sorted(records, key=lambda r: r.created_at, reverse=True)[:SHOWN]
    texts = [say(language, "order_list"), *(_status(r, ctx) for r in latest)]
    orders = link(say(language, "action_my_orders"), "/user/orders")
    return Submitted(tuple(texts), (orders, *(receipt(r, ctx) for r in latest)))


def receipt(record: OrderView, ctx: Context) -> Action:
    """The record's receipt page in My Orders (asked for with the status: "receipt chahiye")."""
    route = f"/user/orders/{record.kind}/{quote(record.id, safe='')}/receipt"
    return link(say(ctx.language, "action_receipt", id=record.shown_id), route)


# Who asks: the phone or e-mail used, and the one-time code sent to it when this browser has
# not proved it (a cancel asks the same).
OWNER = (
    Slot("contact", contact, by_value=True, problem="bad_contact", cues=("phone", "email")),
    Slot(
        "code",
        code,
        needed=lambda values: values.get("code") != NO_CODE,
        choices=code_needed,
        problem="bad_code",
    ),
)

FORM = FormSpec(
    name="order_status",
    slots=(
        Slot("orderId", order_id, by_value=True, problem="bad_order_id", cues=("order", "id")),
        *OWNER,
    ),
    submit=submit,
)
