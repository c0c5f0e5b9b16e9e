"""The device's cart in the chat: what is in it, several items added at once, a line taken
out or its quantity changed.
The cart is the one the browser last sent (the Store screen's); a change goes back to the
device as a cart edit. Checking it out is a form (forms/checkout.py)."""

from __future__ import annotations

import re
from dataclasses import replace

import intents
from assistant_core.builtin.catalogue import rupees
from assistant_core.forms.checkout import line_text
from assistant_core.forms.matching import Candidate, nearest_only, ranked
from assistant_core.forms.spec import Context
from assistant_core.item_parts import item_parts, names_no_item
from assistant_core.replies import CART_ROUTE, Action, CartEdit, CartLine, link, suggestion
from assistant_core.task_outcome import TaskOutcome
from assistant_core.tasks_port import Product, Quote, QuoteLine
from assistant_core.texts import say
from intents.reported import without_advisers
from intents.topic_words import topic_of

INTENT = "store"


def empty(ctx: Context) -> TaskOutcome:
    browse = link(say(ctx.language, "action_browse_store"), "/store")
    return TaskOutcome(None, say(ctx.language, "cart_empty"), INTENT, (browse,))


def listing(quote: Quote, ctx: Context) -> str:
    """The cart's lines and what the order would cost (delivery and GST included)."""
    language = ctx.language
    lines = [
        line_text(line, language)
        if line.available
        else say(language, "cart_line_unavailable", product=line.name_in(language))
        for line in quote.lines
    ]
    return say(language, "cart_contents", lines="\n".join(lines), total=rupees(quote.total))


def _buttons(ctx: Context) -> tuple[Action, ...]:
    checkout = say(ctx.language, "action_checkout")
    return (
        suggestion(checkout, checkout),
        link(say(ctx.language, "action_open_cart"), CART_ROUTE),
    )


async def show(ctx: Context) -> TaskOutcome:
    """What is in the cart; when nothing is, also why a cart the devotee filled may not show
    here (it is kept in this browser)."""
    if not ctx.cart:
        shown = empty(ctx)
        return replace(shown, text=f"{shown.text} {say(ctx.language, 'cart_kept_here')}")
    quote = await ctx.tasks.quote(ctx.cart)
    return TaskOutcome(None, listing(quote, ctx), INTENT, _buttons(ctx))


async def several(text: str, ctx: Context) -> tuple[TaskOutcome | None, tuple[str, ...]]:
    """Items named together, each clear (one item, in stock, the number said or one), put
    in the cart at once. Returns what was added (None: nothing, or only one item named) and
    the parts still to ask about one by one (items with choices): none is dropped."""
    # "I also want ..." splits off an "I", "namaste ji, ..." a greeting: neither is an item.
    parts = item_parts(text)
    if len(parts) < 2 or await _names_one_whole(text, ctx):
        return None, ()
    language = ctx.language
    named: list[tuple[str, list[Product]]] = []
    for part in parts:
        found = await ctx.tasks.find_products(part)
        if not found and named and named[-1][1] and _count_only(part):
            named[-1] = (f"{named[-1][0]} {part}", named[-1][1])  # "prasad? 2 dibbe chahiye"
        elif found or not _no_item(part):
            named.append((part, found))
    lines: list[CartLine] = []
    unclear: list[str] = []
    missing = 0
    for part, found in named:
        if not found:
            missing += 1
            continue
        chosen = _clear(found, part)
        count = intents.read_quantity(part) or 1
        if chosen is None or not 1 <= count <= min(ctx.tasks.max_per_item, chosen.stock):
            unclear.append(part)
            continue
        if any(line.product_id == chosen.id for line in lines):
            continue  # "हवन के लिए सामग्री ... क्या हवन सामग्री है?": one item, named twice
        lines.append(CartLine(chosen.id, chosen.name, float(chosen.price), count, chosen.stock))
    if len(lines) + len(unclear) + missing < 2:
        return None, ()
    if not lines:
        return None, tuple(unclear) if len(unclear) > 1 else ()
    products = {p.id: p for p in [await ctx.tasks.product(line.product_id) for line in lines] if p}
    added = [
        say(
            language,
            "added_line",
            quantity=line.quantity,
            product=products[line.product_id].name_in(language),
            price=rupees(products[line.product_id].price),
        )
        for line in lines
        if line.product_id in products
    ]
    said = [say(language, "added_several", lines=", ".join(added))]
    if missing:
        said.append(say(language, "cart_rest_not_found"))
    edit = CartEdit(add=tuple(lines))
    return TaskOutcome(None, " ".join(said), INTENT, _buttons(ctx), cart=edit), tuple(unclear)


async def _names_one_whole(text: str, ctx: Context) -> bool:
    """Whether the message holds one item's whole name as the Store writes it, commas and
    all ("Laddu Gopal (Bal Krishna) Brass, Size 2 cart mein daal do", as its button says)."""
    found = await ctx.tasks.find_products(text, limit=1)
    said = text.casefold()
    return any(
        name.casefold() in said
        for p in found
        for name in (p.name, p.name_hi)
        if name and "," in name
    )


def _no_item(part: str) -> bool:
    """A part that names nothing sold and is no item missing from the Store: where it goes or
    what for, a question beside the item ("How much?"), or who advised it ("pandit ji ne bola
    hai pehenne ko")."""
    advised = without_advisers(part) != part
    return names_no_item(part) or intents.looks_like_question(part) or advised


def _count_only(part: str) -> bool:
    """A part that says how many and names nothing else ("2 डिब्बे चाहिए", "two boxes")."""
    return intents.read_quantity(part) is not None and len(topic_of(part).split()) <= 1


def _clear(found: list[Product], part: str) -> Product | None:
    """The one item a part names: the only one found, and not a near one passed off."""
    if len(found) != 1 or found[0].stock <= 0:
        return None
    names = [f"{found[0].name} {found[0].name_hi or ''}"]
    return None if nearest_only(topic_of(part), names) else found[0]


def _line_named(topic: str, lines: tuple[QuoteLine, ...]) -> QuoteLine | None:
    """The cart line `topic` names (in English or Hindi); the only line when none is named."""
    if not topic.strip():
        return lines[0] if len(lines) == 1 else None
    candidates = [Candidate(line.product_id, line.name, "", line.name_hi or "") for line in lines]
    found = ranked(topic, candidates, limit=1)
    return next((line for line in lines if found and line.product_id == found[0]), None)


async def change(task: intents.Task, text: str, ctx: Context) -> TaskOutcome:
    """ "Remove the diya", "make the mala 2": the line named, taken out or set to the number
    said (within the Store's limits); which one is asked when it is not clear."""
    if not ctx.cart:
        return empty(ctx)
    language = ctx.language
    quote = await ctx.tasks.quote(ctx.cart)
    line = _line_named(task.topic, quote.lines)
    if line is None:
        return _which(quote, ctx)
    name = line.name_in(language)
    if task.kind == "remove_from_cart":
        wanted = 0
    else:
        said = _NOT_COUNT.sub(" ", text)
        # A count in digits is the one meant ("Ek minute. Chalisa 21 copies kar dijiye": 21).
        digits = _A_COUNT.search(said)
        count = int(digits.group(1)) if digits else intents.read_quantity(said)
        if count is None or not 1 <= count <= ctx.tasks.max_per_item:
            key = "bad_quantity_max" if count else "bad_quantity"
            problem = say(language, key, max=ctx.tasks.max_per_item)
            return TaskOutcome(None, problem, INTENT, _buttons(ctx))
        product = await ctx.tasks.product(line.product_id)
        stock = 0 if product is None else product.stock
        if count > stock:
            left = say(language, "cart_only_left", count=stock, product=name)
            return TaskOutcome(None, left, INTENT, _buttons(ctx))
        wanted = count
    edit = CartEdit(set=((line.product_id, wanted),))
    after = edit.applied(ctx.cart)
    done = (
        say(language, "cart_removed", product=name)
        if wanted == 0
        else say(language, "cart_changed", product=name, quantity=wanted)
    )
    if not after:
        return TaskOutcome(None, f"{done} {say(language, 'cart_now_empty')}", INTENT, cart=edit)
    now = listing(await ctx.tasks.quote(after), ctx)
    return TaskOutcome(None, f"{done}\n\n{now}", INTENT, _buttons(ctx), cart=edit)


# Setting a number, not asking for more: "laddu 3 box kar do", "make gangajal 3 bottles".
_SETS = re.compile(
    r"\b(?:make|change|update|set|kar|kr|karo|kardo|krdo|karna|kijiye|karke)\b"
    r"|(?<![\u0900-\u097f])(?:कर|करो|कीजिए|करें|कर दो|कर दीजिए)(?![\u0900-\u097f])",
    re.IGNORECASE,
)
# "2 aur add kar do" adds to the line: that is the cart's own reading, not a number set.
_ADDS = re.compile(r"\b(?:add|jod|jodo|daal|dal|daalo|dalo|more|extra)\b|जोड़|जोड|डाल", re.I)
_KEEPS_TASK = frozenset(["change_cart", "remove_from_cart", "checkout", "show_cart"])


async def aimed_at_cart(task: intents.Task | None, text: str, ctx: Context) -> intents.Task | None:
    """A number set for an item the cart holds is a change to its line, and a line named
    to go is taken out, whatever else the words looked like ("aur laddu 3 box kar do" is not
    a new box of laddus)."""
    if not ctx.cart or (task is not None and task.kind in _KEEPS_TASK):
        return task
    removed = intents.removal_of(text)
    if removed:  # "shani wala hata do yaar": a line of the cart, though no item word was said
        quote = await ctx.tasks.quote(ctx.cart)
        return (
            intents.Task("remove_from_cart", removed) if _line_named(removed, quote.lines) else task
        )
    if task is None and intents.asks_to_add(text):  # not "more" alone
        # "एक सुंदरकांड और जोड़ दीजिए": one more of an item, though its name reads as a rite.
        topic = topic_of(text)
        if topic.strip() and await ctx.tasks.find_products(topic):
            return intents.Task("add_to_cart", topic)
    if task is None and _ONE_MORE.search(text):
        # "I also want one for my sister-in-law in Thrissur": one more of the item added last.
        last = await ctx.tasks.product(ctx.cart[-1][0])
        if last is not None:
            return intents.Task("add_to_cart", last.name)
    if intents.read_quantity(text) is None or not _SETS.search(text) or _ADDS.search(text):
        return task
    topic = topic_of(_DIGITS.sub(" ", text))
    quote = await ctx.tasks.quote(ctx.cart)
    if not topic.strip() or _line_named(topic, quote.lines) is None:
        return task
    return intents.Task("change_cart", topic)


_DIGITS = re.compile(r"\d+")
# Another of what was just added, no item named: "I also want one for my sister", "one more
# please", "ek aur chahiye", "एक और दीजिए".
_ONE_MORE = re.compile(
    r"\b(?:(?:also|too)\s+(?:want|need)\s+(?:one|another)|(?:want|need)\s+(?:one|another)\s+"
    r"(?:more|too|also)|one more|another one|ek aur|aur ek)\b(?!\s+(?:question|thing|doubt|query"
    r"|request|sawal|savaal|baat|cheez|sawaal)\b)|(?:एक और|और एक)(?!\s+(?:सवाल|बात|चीज़|चीज))",
    re.IGNORECASE,
)


# "gangajal 2 nahi, 1 hi kar dijiye", "not 3, make it 2": the number declined is not the one.
_NOT_COUNT = re.compile(
    r"(?<!\w)\d+\s*(?:[^\W\d]+\s+)?(?:nahi|nahin|nhi|not|नहीं|नही|ki jagah|ke bajaye|की जगह"
    r"|के बजाय)(?!\w)"
    r"|(?<!\w)(?:not|instead of|rather than)\s+\d+(?!\w)",
    re.IGNORECASE,
)
_A_COUNT = re.compile(r"(?<![\w.:/])(\d{1,3})(?![\w.:/])")


def _which(quote: Quote, ctx: Context) -> TaskOutcome:
    """Which line to change: each offered as a button that takes it out."""
    language = ctx.language
    buttons = tuple(
        suggestion(
            say(language, "action_remove", product=line.name_in(language)),
            say(language, "remove_from_cart", product=line.name_in(language)),
        )
        for line in quote.lines
    )
    text = f"{say(language, 'cart_which')}\n\n{listing(quote, ctx)}"
    return TaskOutcome(None, text, INTENT, buttons)
