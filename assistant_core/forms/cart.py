"""Putting store items in the device's cart by conversation: "add two rudraksha malas to my
cart", "buy a Shri Yantra" (asks how many). The cart lines go to the web app, which adds
them to the same cart the Store screen uses, and the devotee is offered checkout."""

from __future__ import annotations

from collections.abc import Mapping

import intents
from assistant_core.builtin.catalogue import rupees
from assistant_core.forms import matching
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
from assistant_core.replies import CART_ROUTE, CartEdit, CartLine, link, suggestion
from assistant_core.tasks_port import Product
from assistant_core.texts import say
from intents.routing import PRODUCT
from intents.topic_words import topic_of


def too_many(ctx: Context) -> Problem:
    """A number the Store takes on one line, as its own rule says."""
    return Problem("bad_quantity_max", {"max": ctx.tasks.max_per_item})


async def product(text: str, ctx: Context, values: Values) -> Read:
    found = await ctx.tasks.find_products(text)
    language = ctx.language
    if not found:
        return Problem("bad_product")
    names = [f"{p.name} {p.name_hi or ''}" for p in found]
    stocked = [p for p in found if p.stock > 0]
    if stocked and matching.nearest_only(topic_of(text), names):  # never passed off as it
        options = tuple(Option(p.id, p.name_in(language), rupees(p.price)) for p in stocked)
        return Choose(options, lead=say(language, "product_nearest"))
    if len(found) == 1:
        only = found[0]
        if only.stock <= 0:
            return await _instead_of(only, ctx)
        return Value(only.id, only.name_in(language))
    if len(stocked) == 1:  # the others found are sold out: no choice of one
        return Value(stocked[0].id, stocked[0].name_in(language))
    return Choose(
        tuple(Option(p.id, p.name_in(language), rupees(p.price)) for p in found if p.stock > 0)
    )


MAX_INSTEAD = 4  # in-stock items of the same kind offered for one sold out


async def _instead_of(sold_out: Product, ctx: Context) -> Read:
    """A sold-out item said, and in-stock items of its kind ("rudraksha", "mala") to choose
    from instead; only the apology when there are none."""
    language = ctx.language
    product = sold_out.name_in(language)
    kinds = [w for w in intents.tokens_of(sold_out.name) if w in PRODUCT]
    alike = await ctx.tasks.find_products(kinds[0]) if kinds else []
    stocked = [p for p in alike if p.stock > 0 and p.id != sold_out.id][:MAX_INSTEAD]
    if not stocked:
        return Problem("out_of_stock", {"product": product})
    options = tuple(Option(p.id, p.name_in(language), rupees(p.price)) for p in stocked)
    return Choose(options, lead=say(language, "out_of_stock_alike", product=product))


async def quantity(text: str, ctx: Context, values: Values) -> Read:
    count = intents.read_quantity(text)
    if count is None:
        return None
    if not 1 <= count <= ctx.tasks.max_per_item:
        return too_many(ctx)
    chosen = await ctx.tasks.product(values["productId"]) if "productId" in values else None
    if chosen is not None and count > chosen.stock:
        return Problem(
            "only_left", {"count": chosen.stock, "product": chosen.name_in(ctx.language)}
        )
    return Value(str(count), str(count))


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    chosen = await ctx.tasks.product(values["productId"])
    if chosen is None or chosen.stock <= 0:
        return Problem("out_of_stock", {"product": shown["productId"]}, clear=("productId",))
    count = int(values["quantity"])
    language = ctx.language
    name = chosen.name_in(language)
    added = say(language, "added_to_cart", quantity=count, product=name, price=rupees(chosen.price))
    line = CartLine(chosen.id, chosen.name, float(chosen.price), count, chosen.stock)
    checkout = say(language, "action_checkout")
    actions = (
        suggestion(checkout, checkout),
        link(say(language, "action_open_cart"), CART_ROUTE),
        link(say(language, "action_keep_shopping"), "/store"),
    )
    return Submitted((added, say(language, "cart_offer")), actions, CartEdit(add=(line,)))


FORM = FormSpec(
    name="cart",
    slots=(
        Slot("productId", product, problem="bad_product_unread", cues=("item", "product")),
        Slot("quantity", quantity, by_value=True, problem=too_many, cues=("quantity",)),
    ),
    submit=submit,
)
