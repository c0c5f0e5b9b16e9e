"""Checking out the device's cart in the chat, on the Store's own rules: who it is for, the
delivery address in the parts couriers need (house and street, city, a PIN code that names
the state), cash on delivery (to a phone proved by a one-time code, within the limit) or
online (a button opens the same payment sheet as the Store), then the order number.

The cart is the one the browser last sent (the Store screen's); lines ordered leave it."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

from assistant_core.builtin.catalogue import rupees
from assistant_core.forms import order_status, readers, slots
from assistant_core.forms.outcome import pay_button
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
from assistant_core.replies import CART_ROUTE, Action, CartEdit, link
from assistant_core.tasks_port import Created, Quote, QuoteLine, Refused
from assistant_core.texts import Language, say

NAME: Final = "checkout"
COD, ONLINE = "cod", "phonepe"  # the Store's payment methods
_PIN = re.compile(r"(?<!\d)([1-8]\d{2})\s?(\d{3})(?!\d)")
MIN_STREET = 6  # "12 MG Rd"
_NO_CODE = order_status.NO_CODE
# The Store's refusals, as this form's text keys and the answers they send back to ask again.
_REFUSED: dict[str, tuple[str, tuple[str, ...]]] = {
    "verification_required": ("checkout_code_lapsed", ("code",)),
    "cod_over_limit": ("checkout_cod_over_limit", ("paymentMethod", "code")),
    "cod_too_many_open": ("checkout_cod_too_many", ("paymentMethod", "code")),
    "out_of_stock": ("checkout_sold_out", ()),
    "rate_limited": ("too_many_created", ()),
}


def available(quote: Quote) -> tuple[tuple[str, int], ...]:
    """The lines that can be ordered now (the rest stay in the cart)."""
    return tuple((line.product_id, line.quantity) for line in quote.lines if line.available)


async def street(text: str, ctx: Context, values: Values) -> Read:
    """House or flat, building and street: as typed, without a PIN code said with it (the
    PIN is taken on its own)."""
    if readers.asks_instead(text):
        return None
    cleaned = " ".join(_PIN.sub(" ", text).split()).strip(" ,")
    if len(cleaned) < MIN_STREET or sum(c.isalpha() for c in cleaned) < 3:
        return Problem("bad_street")
    return Value(cleaned, cleaned)


async def city(text: str, ctx: Context, values: Values) -> Read:
    if readers.asks_instead(text):
        return None
    cleaned = " ".join(_PIN.sub(" ", text).split()).strip(" ,.")
    if len(cleaned) < 2 or not any(c.isalpha() for c in cleaned):
        return Problem("bad_city")
    return Value(cleaned, cleaned)


async def pin(text: str, ctx: Context, values: Values) -> Read:
    """A 6-digit PIN code that exists; its state is then known (asked only when the PIN
    serves two states, or the directory does not say)."""
    found = _PIN.search(text)
    if found is None:
        return Problem("bad_pin_digits") if any(c.isdigit() for c in text) else None
    code = found.group(1) + found.group(2)
    if await ctx.tasks.pin_states(code) is None:
        return Problem("bad_pin_unknown", {"pin": code})
    return Value(code, code)


async def states_offered(ctx: Context, values: Values) -> Choose | Value | None:
    """The PIN code's state: itself when there is one, a choice when it straddles two."""
    states = await ctx.tasks.pin_states(values["pinCode"]) or ()
    if len(states) == 1:
        return Value(states[0].name, states[0].name_in(ctx.language))
    if states:
        return Choose(tuple(Option(s.name, s.name_in(ctx.language)) for s in states))
    return None


async def state(text: str, ctx: Context, values: Values) -> Read:
    """A state named in words (when the directory does not say the PIN's), as the Store
    checks it."""
    checked = await ctx.tasks.check_address(address_of(values, state=text.strip()))
    if isinstance(checked, Refused) and checked.field == "state":
        return Problem("bad_state")
    name = checked["state"] if isinstance(checked, dict) else text.strip()
    return Value(name, name)


async def payment(text: str, ctx: Context, values: Values) -> Read:
    """Cash on delivery or online; cash only within the Store's limit."""
    read = await readers.payment_method(text, ctx, values)
    if not isinstance(read, Value):
        return read
    if read.value == "online":
        return Value(ONLINE, say(ctx.language, "pay_online"))
    quote = await ctx.tasks.quote(ctx.cart)
    limit = ctx.tasks.cod_max_total
    if quote.total > limit:
        return Problem("checkout_cod_over_limit", {"limit": rupees(limit)})
    return Value(COD, say(ctx.language, "pay_cod"))


async def code_needed(ctx: Context, values: Values) -> Problem | Value | None:
    """Cash on delivery needs the phone proved in this browser: a code is sent, unless it is
    already."""
    phone = values["customerPhone"]
    if await ctx.tasks.verified(phone, client_ref=ctx.client_ref):
        return Value(_NO_CODE, "")
    refused = await ctx.tasks.send_code(phone, client_ref=ctx.client_ref, client=ctx.client_address)
    if refused is not None:
        return Problem("checkout_code_not_sent", clear=("paymentMethod",))
    return None


async def code(text: str, ctx: Context, values: Values) -> Read:
    return await order_status.code(text, ctx, {**values, "contact": values["customerPhone"]})


async def _state(values: Values, ctx: Context) -> tuple[str, str]:
    """The state delivered to (its name, and as shown): the one given, unless the PIN code
    was changed since to one of another single state."""
    given = values.get("state", "")
    states = await ctx.tasks.pin_states(values["pinCode"]) or ()
    if len(states) == 1 and states[0].name != given:
        return states[0].name, states[0].name_in(ctx.language)
    shown = next((s.name_in(ctx.language) for s in states if s.name == given), given)
    return given, shown


def address_of(values: Values, **changed: str) -> dict[str, str]:
    """The delivery address said, in the parts the Store's rules check."""
    parts = {
        "houseAndStreet": values.get("houseAndStreet", ""),
        "landmark": "",
        "state": values.get("state", ""),
        "city": values.get("city", ""),
        "pinCode": values.get("pinCode", ""),
    }
    return {**parts, **changed}


def line_text(line: QuoteLine, language: Language) -> str:
    """One cart line as the chat shows it: "2 × Rudraksha Mala: ₹2,598"."""
    total = rupees(line.price * line.quantity)
    name = line.name_in(language)
    return say(language, "checkout_line", quantity=line.quantity, product=name, total=total)


def _lines(quote: Quote, ctx: Context) -> str:
    return "\n".join(line_text(line, ctx.language) for line in quote.lines if line.available)


def _missing(quote: Quote, ctx: Context) -> str:
    gone = [line.name_in(ctx.language) for line in quote.lines if not line.available]
    return say(ctx.language, "checkout_unavailable", products=", ".join(gone)) if gone else ""


def _nothing_to_order(ctx: Context) -> Submitted:
    """The cart was emptied meanwhile (on the Store screen, say), or all of it sold out."""
    said = "cart_empty" if not ctx.cart else "checkout_nothing_left"
    return Submitted((say(ctx.language, said),), (_open_cart(ctx),))


async def summary(values: Values, shown: Mapping[str, str], ctx: Context) -> str | Submitted:
    quote = await ctx.tasks.quote(ctx.cart)
    language = ctx.language
    if not available(quote):
        return _nothing_to_order(ctx)
    _, state_shown = await _state(values, ctx)
    address = ", ".join(
        (shown["houseAndStreet"], shown["city"], f"{state_shown} {shown['pinCode']}")
    )
    text = say(
        language,
        "summary_checkout",
        lines=_lines(quote, ctx),
        shipping=rupees(quote.shipping) if quote.shipping else say(language, "delivery_free"),
        tax=rupees(quote.tax),
        total=rupees(quote.total),
        name=shown["customerName"],
        phone=shown["customerPhone"],
        address=address,
        payment=shown["paymentMethod"],
    )
    missing = _missing(quote, ctx)
    return f"{text}\n{missing}" if missing else text


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    quote = await ctx.tasks.quote(ctx.cart)
    lines = available(quote)
    if not lines:
        return _nothing_to_order(ctx)
    state_name, _ = await _state(values, ctx)
    address = await ctx.tasks.check_address(address_of(values, state=state_name))
    if isinstance(address, Refused):
        return _address_problem(address, values)
    fields: dict[str, object] = {
        "items": [{"productId": p, "quantity": q} for p, q in lines],
        "customerName": values["customerName"],
        "customerPhone": values["customerPhone"],
        "customerEmail": values.get("customerEmail") or None,
        "deliveryAddress": address,
        "paymentMethod": values["paymentMethod"],
    }
    created = await ctx.tasks.create_store_order(
        fields, key=key, client_ref=ctx.client_ref, client=ctx.client_address
    )
    if isinstance(created, Refused):
        text, clear = _REFUSED.get(created.code, ("checkout_failed", ()))
        limit = rupees(ctx.tasks.cod_max_total)
        return Problem(text, {"limit": limit}, clear=clear)
    ordered = CartEdit(set=tuple((product, 0) for product, _ in lines))
    return _placed(created, values, ctx, ordered)


def _address_problem(refused: Refused, values: Values) -> Problem:
    """The Store refused the address: the part it names is asked again."""
    if refused.field == "city":
        return Problem("bad_city_state", {"city": values.get("city", "")}, clear=("city",))
    if refused.field == "houseAndStreet":
        return Problem("bad_street", clear=("houseAndStreet",))
    return Problem("bad_pin_unknown", {"pin": values.get("pinCode", "")}, clear=("pinCode",))


def _placed(created: Created, values: Values, ctx: Context, ordered: CartEdit) -> Submitted:
    language = ctx.language
    total = rupees(created.amount)
    orders = link(say(language, "action_my_orders"), f"/user/orders?id={created.shown_id}")
    if values["paymentMethod"] == COD:
        text = say(language, "checkout_placed_cod", id=created.shown_id, total=total)
        return Submitted((text,), (orders,), ordered, record_id=created.record_id)
    pay = pay_button(created, "store", values, language)
    text = say(language, "checkout_placed_online", id=created.shown_id, total=total)
    return Submitted((text,), (pay, orders), ordered, record_id=created.record_id)


def _open_cart(ctx: Context) -> Action:
    return link(say(ctx.language, "action_open_cart"), CART_ROUTE)


def address_slots(needed: Callable[[Values], bool] = lambda values: True) -> tuple[Slot, ...]:
    """The delivery address in the parts couriers need, asked when `needed` (a store order
    always; a temple's prasad when the devotee wants it sent)."""
    return (
        Slot(
            "houseAndStreet",
            street,
            needed=needed,
            problem="bad_street",
            cues=("address", "street", "house", "flat", "pata", "पता"),
        ),
        Slot(
            "city", city, needed=needed, problem="bad_city", cues=("city", "town", "shahar", "शहर")
        ),
        Slot(
            "pinCode",
            pin,
            needed=needed,
            by_value=True,
            problem="bad_pin_digits",
            cues=("pin", "पिन"),
        ),
        Slot(
            "state",
            state,
            needed=needed,
            choices=states_offered,
            problem="bad_state",
            cues=("state", "राज्य"),
        ),
    )


def _paying_cash(values: Values) -> bool:
    return values.get("paymentMethod") == COD and values.get("code") != _NO_CODE


FORM = FormSpec(
    name=NAME,
    slots=(
        slots.NAME,
        slots.PHONE,
        slots.EMAIL,
        *address_slots(),
        Slot("paymentMethod", payment, problem="bad_payment", cues=("pay", "payment", "भुगतान")),
        Slot("code", code, needed=_paying_cash, choices=code_needed, problem="bad_code"),
    ),
    submit=submit,
    summary=summary,
)
