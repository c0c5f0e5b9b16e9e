"""Where is my order: the booking or order id (or all of them), the phone or e-mail used,
then its status and last update, looked up exactly as My Orders does it (same masking and
the same rate limit)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

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
from assistant_core.replies import link
from assistant_core.tasks_port import OrderView
from assistant_core.texts import say
from assistant_core.texts.shown import day_shown
from kundli_service.local_time import local_date

SHOWN = 3  # records listed when no id was given
_SEPARATORS = re.compile(r"[-_ ]")
_ALL = re.compile(r"^\W*(?:all|all of them|sab|sabhi|saare|सब|सभी|सारे)\W*$", re.IGNORECASE)


async def order_id(text: str, ctx: Context, values: Values) -> Read:
    found = intents.order_id_in(text)
    if found is not None:
        return Value(found, found)
    if _ALL.match(text):
        return Value("all", say(ctx.language, "order_all"))
    return None


async def contact(text: str, ctx: Context, values: Values) -> Read:
    if "@" in text:
        return await readers.email(text, ctx, values)
    return await readers.phone(text, ctx, values)


def _status(view: OrderView, ctx: Context) -> str:
    language = ctx.language
    what = say(language, f"what_{view.kind}")
    status = say(language, f"status_{view.status}")
    lines = [say(language, "order_status", what=what, id=view.shown_id, status=status)]
    lines.append(
        say(language, "order_payment", payment=say(language, f"payment_{view.payment_status}"))
    )
    if view.last_event is not None:
        at = datetime.fromisoformat(view.last_event.at.replace("Z", "+00:00"))
        when = day_shown(local_date(at), language, this_year=ctx.today.year)
        event = say(language, f"status_{view.last_event.status}")
        lines.append(say(language, "order_last_event", status=event, when=when))
    return " ".join(lines)


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
    given = values["contact"]
    by_email = "@" in given
    found = await ctx.tasks.lookup(
        phone=None if by_email else given,
        email=given if by_email else None,
        client_ref=ctx.client_ref,
        client=ctx.client_address,
        language=ctx.language,
    )
    language = ctx.language
    if found.limited:
        return Submitted((say(language, "order_too_many"),))
    wanted = values.get("orderId", "all")
    records = list(found.records)
    if wanted != "all":
        found_ids = matching(records, wanted)
        if not found_ids:
            return Submitted((say(language, "order_not_found", id=wanted),))
        if len(found_ids) > 1:
            return Submitted((say(language, "order_ambiguous", id=wanted),))
        match = found_ids[0]
        orders = link(say(language, "action_my_orders"), f"/user/orders?id={match.shown_id}")
        return Submitted((_status(match, ctx),), (orders,))
    if not records:
        return Submitted((say(language, "order_none"),))
    latest = sorted(records, key=lambda r: r.created_at, reverse=True)[:SHOWN]
    texts = [say(language, "order_list"), *(_status(r, ctx) for r in latest)]
    return Submitted(tuple(texts), (link(say(language, "action_my_orders"), "/user/orders"),))


FORM = FormSpec(
    name="order_status",
    slots=(
        Slot("orderId", order_id, by_value=True, problem="bad_order_id", cues=("order", "id")),
        Slot("contact", contact, by_value=True, problem="bad_contact", cues=("phone", "email")),
    ),
    submit=submit,
)
