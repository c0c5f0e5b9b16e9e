"""What the devotee is told once a booking exists: cash is booked at once; online gets a
pay button that opens the same payment flow as the screens; both link to My Orders."""

from __future__ import annotations

from collections.abc import Mapping

from assistant_core.builtin.catalogue import rupees
from assistant_core.forms.spec import Context, Submitted
from assistant_core.replies import Action, link
from assistant_core.tasks_port import Created, RecordKind
from assistant_core.texts import Language, say

_TEXTS = {
    ("priest", "cash"): "booked_cash",
    ("priest", "online"): "booked_online",
    ("temple", "cash"): "temple_booked_cash",
    ("temple", "online"): "temple_booked_online",
}


def pay_button(
    created: Created, kind: RecordKind, values: Mapping[str, str], language: Language
) -> Action:
    """The button that opens the screens' payment sheet for `created`, for the contact the
    form was given (`values`: customerName, customerPhone, customerEmail)."""
    return Action(
        "pay",
        say(language, "action_pay", price=rupees(created.amount)),
        kind=kind,
        record_id=created.record_id,
        amount=float(created.amount),
        customer=(
            values["customerName"],
            values["customerPhone"],
            values.get("customerEmail") or None,
        ),
    )


def booked(
    created: Created,
    kind: RecordKind,
    values: Mapping[str, str],
    ctx: Context,
    *,
    notes: tuple[str, ...] = (),
) -> Submitted:
    """What to say once `created` exists; `values` are the form's (payment, contact)."""
    method = values["paymentMethod"]
    language = ctx.language
    price = rupees(created.amount)
    texts = [say(language, _TEXTS[(kind, method)], id=created.shown_id, price=price)]
    texts += [say(language, note) for note in notes]
    orders = link(say(language, "action_my_orders"), f"/user/orders?id={created.shown_id}")
    actions: tuple[Action, ...] = (orders,)
    if method == "online":
        actions = (pay_button(created, kind, values, language), orders)
    return Submitted(tuple(texts), actions, record_id=created.record_id)
