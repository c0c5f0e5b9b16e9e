"""Doing what the devotee asked: a task request opens its form (a pandit, a temple pooja, the
cart, an order's status, a Kundli Milan), a cancel or browse request opens the screen with
what was asked, and an open form takes each next message. The engine turns the outcome into a
reply."""

from __future__ import annotations

import re
from dataclasses import replace
from urllib.parse import urlencode

import intents
from assistant_core import cart_talk, samagri, temple_hours
from assistant_core.builtin.panchang import city_found
from assistant_core.forms import FORMS, checkout, runner, temple
from assistant_core.forms.matching import fit, name_words_said
from assistant_core.forms.runner import FormTurn
from assistant_core.forms.spec import Choose, Context, Value
from assistant_core.forms.state import MAX_VALUE_CHARS, FormState
from assistant_core.replies import (
    Action,
    CartEdit,
    Navigate,
    Progress,
    link,
    location_request,
    suggestion,
)
from assistant_core.task_outcome import TaskOutcome
from assistant_core.tasks_port import Product, Temple
from assistant_core.texts import Language, say
from intents.normalise import fold
from intents.routing import PRIEST
from intents.samagri import asks_samagri


def _outcome(
    name: str, turn: FormTurn, ctx: Context, extra: tuple[Action, ...] = ()
) -> TaskOutcome:
    spec = FORMS[name]
    progress = runner.progress(spec, turn.form, ctx.language, turn.values)
    actions = turn.actions + tuple(a for a in extra if a not in turn.actions)
    text = ("\n\n" if spec.paragraphs else " ").join(t for t in turn.texts if t)
    return TaskOutcome(
        turn.form,
        text,
        turn.intent or spec.reply_intent,
        actions,
        turn.cart,
        progress,
        turn.aside,
        failure=turn.failure,
        kundli=turn.kundli,
        form_name=name,
        done=turn.done,
    )


def takes(form: FormState, service_id: str | None) -> bool:
    """Whether the open form takes a message said to this service (the birth form only
    listens while the Kundli agent is selected)."""
    owner = FORMS[form.name].service
    return owner is None or owner == service_id


def waits_for(form: FormState, service_id: str) -> bool:
    """Whether the open form belongs to this service (and waited while another was)."""
    return FORMS[form.name].service == service_id


async def begin_birth(text: str, ctx: Context, form_id: str) -> TaskOutcome:
    """The Kundli agent opens the birth-detail form; details in the request are kept."""
    turn = await runner.start(FORMS["birth"], FormState("birth", form_id), ctx, text=text)
    return _outcome("birth", turn, ctx)


async def resume(form: FormState, ctx: Context) -> TaskOutcome:
    """The form's service is selected again: it asks where it stopped."""
    turn = await runner.resume(FORMS[form.name], form, ctx)
    return _outcome(form.name, turn, ctx)


def needs_tasks_port(task: intents.Task) -> bool:
    """Whether the task's form asks the booking and store services (a Kundli Milan asks only
    the Kundli service)."""
    return task.kind != "milan"


_DIGIT = re.compile(r"\d")  # a number written: "ek"/"a" alone is no count


async def begin(task: intents.Task, text: str, ctx: Context, form_id: str) -> TaskOutcome | None:
    """Start what a request asks for; None when there is nothing to do by conversation."""
    if task.kind == "milan":  # both people's details, then the match; details given are kept
        turn = await runner.start(FORMS["milan"], FormState("milan", form_id), ctx, text=text)
        return _outcome("milan", turn, ctx)
    if task.kind in ("cancel_order", "move_booking"):
        first = {"orderId": task.topic} if task.topic else {}
        form = FormState(task.kind, form_id)
        turn = await runner.start(FORMS[task.kind], form, ctx, text=text, first=first)
        return _outcome(task.kind, turn, ctx)
    if task.kind == "browse":
        return await _browse(task, ctx)
    if task.kind == "find_temples":
        return await _find_temples(task, text, ctx)
    if task.kind == "temple_timings":
        return await temple_hours.hours(task, ctx)
    if task.kind == "puja_samagri":
        return await samagri.answer(task, ctx)
    if task.kind == "show_cart":
        return await cart_talk.show(ctx)
    if task.kind in ("change_cart", "remove_from_cart"):
        changed = await cart_talk.change(task, text, ctx)
        instead = intents.replacement(text) if task.kind == "remove_from_cart" else None
        if instead is None or changed.cart is None:
            return changed
        # "dhoop cones hata do, uski jagah camphor 1 daal do": out, then the other in
        after = replace(ctx, cart=changed.cart.applied(ctx.cart))
        wanted = intents.task_of(instead)
        if wanted is None or wanted.kind not in ("buy", "add_to_cart", "browse"):
            wanted = intents.Task("buy", instead)
        added = await begin(replace(wanted, kind="buy"), instead, after, form_id)
        if added is None:
            return changed
        removed = replace(changed, text=changed.text.split("\n\n")[0])
        return _joined(removed, added, ctx)
    if task.kind == "checkout":
        return await _checkout(text, ctx, form_id)
    if task.kind in ("book_priest", "book_temple"):
        return await _book(task, text, ctx, form_id)
    if task.kind in ("add_to_cart", "buy"):
        added, rest = await cart_talk.several(text, ctx)
        if added is not None and not rest:
            return added
        if rest:  # the clear items added; the others asked about one by one
            asked = await _item(task.kind, rest, ctx, form_id)
            return asked if added is None else _joined(added, asked, ctx)
        return await _item(task.kind, (text,), ctx, form_id, topic=task.topic)
    turn = await runner.start(
        FORMS["order_status"], FormState("order_status", form_id), ctx, text=text
    )
    return _outcome("order_status", turn, ctx)


THEN = "then"  # the cart form's value holding the items named with it, still to ask about


async def _item(
    kind: str, parts: tuple[str, ...], ctx: Context, form_id: str, topic: str | None = None
) -> TaskOutcome:
    """The cart form for the first item named; the rest kept in it, asked about in turn."""
    text = parts[0]
    # An item named among others is read whole ("ghee ka diya": the diya, not the ghee).
    named = topic if len(parts) == 1 and topic is not None else text
    first = {"productId": named} if named else {}
    # "buy a Shri Yantra" asks how many; "add two malas" and "gangajal 2 bottle" say it.
    says_count = _DIGIT.search(text) is not None and intents.read_quantity(text) is not None
    passing = text if kind == "add_to_cart" or says_count else ""
    then = "\n".join(parts[1:])[:MAX_VALUE_CHARS]
    form = FormState("cart", form_id, values={THEN: then} if then else {})
    turn = await runner.start(FORMS["cart"], form, ctx, text=passing, first=first)
    outcome = _outcome("cart", turn, ctx)
    return await _next_item(form, outcome, ctx) if turn.done else outcome


async def _next_item(form: FormState, done: TaskOutcome, ctx: Context) -> TaskOutcome:
    """After an item is added, the next one named with it, if any, asked about."""
    rest = tuple(p for p in form.values.get(THEN, "").split("\n") if p)
    if not rest:
        return done
    # Its own id (a retried answer is taken once), of a bounded length however many items.
    form_id = f"{form.form_id.split('+')[0][:60]}+{len(rest)}"
    return _joined(done, await _item("add_to_cart", rest, ctx, form_id), ctx)


def _joined(added: TaskOutcome, asked: TaskOutcome, ctx: Context) -> TaskOutcome:
    """What was added, then the next item's question, as one reply with both cart edits;
    checkout is offered once, after the last item."""
    carts = [c for c in (added.cart, asked.cart) if c is not None]
    cart = CartEdit(tuple(a for c in carts for a in c.add), tuple(s for c in carts for s in c.set))
    said = added.text.replace(say(ctx.language, "cart_offer"), "").strip()
    return replace(asked, text=f"{said}\n\n{asked.text}", cart=cart if carts else None)


async def _checkout(text: str, ctx: Context, form_id: str) -> TaskOutcome:
    """The device's cart checked out in the chat: what is in it, then the form's questions."""
    if not ctx.cart:
        return cart_talk.empty(ctx)
    quote = await ctx.tasks.quote(ctx.cart)
    form = FormState(checkout.NAME, form_id)
    turn = await runner.start(FORMS[checkout.NAME], form, ctx, text=text)
    turn = replace(turn, texts=(cart_talk.listing(quote, ctx), *turn.texts))
    return _outcome(checkout.NAME, turn, ctx)


_ANY_TEMPLE = re.compile(r"^(?:an?\s+|the\s+|some\s+)?(?:temple|mandir|मंदिर)s?$", re.IGNORECASE)


async def _book(task: intents.Task, text: str, ctx: Context, form_id: str) -> TaskOutcome:
    task = await _as_a_visit(task, text, ctx)
    place = task.place or (task.topic if task.kind == "book_temple" else None)
    if place is not None and _ANY_TEMPLE.match(place.strip()):
        place = None  # "at a temple": which one is asked
    temples = await ctx.tasks.find_temples(place) if place and _at_temple(task, place, text) else []
    city = await temple.city_temples(text, ctx)
    if city is not None and task.kind == "book_temple" and not city[1]:
        return _none_in(city[0], ctx)  # never a temple of another city
    if city is not None:
        temples = temple.in_city(temples, city[1])
    if task.kind == "book_temple" and not task.place and not temples and task.topic:
        offering = await ctx.tasks.temples_offering(task.topic)  # "bhasma aarti ki booking"
        if len(offering) == 1:
            place, temples = offering[0].name, offering
    if task.kind == "book_temple" or temples:
        # The temple is read from the whole message when it names a city ("pune me abhishek").
        first = {"templeId": text if city is not None else place} if place else {}
        # The rite named at a place, or a seva named alone ("bhasma aarti ki booking").
        rite = task.topic if task.place or task.kind == "book_temple" else ""
        if rite:
            first["serviceId"] = rite
        if rite and place and city is None:  # "special darshan at Tirupati": the temple has it
            first["templeId"] = await _offering(place, rite, ctx) or place
        form = FormState("temple_booking", form_id)
        turn = await runner.start(FORMS["temple_booking"], form, ctx, text=text, first=first)
        return _outcome("temple_booking", turn, ctx)
    if task.kind == "book_priest" and not await _names_a_puja(task, text, ctx):
        # "bhai ek neelam chahiye, pandit ji ne bola hai": a pandit advised it, no puja is named
        bought = await as_a_purchase(text, ctx, words=1)
        buying = None if bought is None else await begin(bought, text, ctx, form_id)
        if buying is not None:
            return buying
    first = {"serviceId": task.topic} if task.topic else {}
    form = FormState("priest_booking", form_id)
    turn = await runner.start(FORMS["priest_booking"], form, ctx, text=text, first=first)
    if _puja_unread(turn) and task.topic and await ctx.tasks.find_pujas(text):
        # "वास्तु शांति पूजा करानी है... पंडित जी मिल जाएंगे?": the request's own words (of
        # its last sentence) name no puja, the whole message does.
        first = {"serviceId": text}
        turn = await runner.start(FORMS["priest_booking"], form, ctx, text=text, first=first)
    return _outcome("priest_booking", turn, ctx, _booking_form_link(turn.form, ctx))


# Words of one item's name a message must say for it to be that item wanted, when no rule
# read it as a purchase; one will do where it was read as a puja that no puja's name fits.
NAMES_AN_ITEM = 2


async def as_a_purchase(
    text: str, ctx: Context, *, words: int = NAMES_AN_ITEM
) -> intents.Task | None:
    """A message that wants something (intents.wanted_goods) and says `words` or more of one
    store item's name: that item bought ("काँच की चिमनी वाली अखंड ज्योति भी चाहिए" had been
    answered about Navratri); None otherwise."""
    topic = intents.wanted_goods(text)
    found = await ctx.tasks.find_products(topic, limit=1) if topic else []
    if not topic or not found:
        return None
    if len(name_words_said(topic, found[0].name, found[0].name_hi)) < words:
        return None
    return intents.Task("buy", topic)


async def named_product(text: str, ctx: Context) -> Product | None:
    """The one item in stock whose name a price or stock question says ("laddu gopal size 2
    brass wale hain kya?"): two words of its name, more than of any other's; None otherwise."""
    found = await ctx.tasks.find_products(text, limit=2)
    said = [len(name_words_said(text, p.name, p.name_hi)) for p in found]
    if not found or found[0].stock <= 0 or said[0] < NAMES_AN_ITEM:
        return None
    return found[0] if len(said) == 1 or said[0] > said[1] else None


async def _names_a_puja(task: intents.Task, text: str, ctx: Context) -> bool:
    """Whether the booking's words, or else the whole message's, name one of the pujas."""
    for said in (task.topic, text):
        if said and await ctx.tasks.find_pujas(said):
            return True
    return False


async def _as_a_visit(task: intents.Task, text: str, ctx: Context) -> intents.Task:
    """A rite said with the one temple it is done at and how many are coming ("बाबा विश्वनाथ
    का रुद्राभिषेक करवाना है। हम तीन लोग हैं"): a visit to that temple, not a priest's."""
    if task.kind != "book_priest" or not task.topic or not intents.says_party(text):
        return task
    if frozenset(intents.tokens_of(text)) & PRIEST:
        return task
    visited = await _temple_named(task.topic, ctx)
    return task if visited is None else replace(task, kind="book_temple", place=visited.name)


async def _temple_named(topic: str, ctx: Context) -> Temple | None:
    """The one temple a few words of the topic name alone ("गंगा स्नान करके बाबा विश्वनाथ
    रुद्राभिषेक": Kashi Vishwanath, and Har Ki Pauri for the Ganga), of several the one that
    offers the rite said last; None when none, or several still, are."""
    words = intents.tokens_of(topic)[:MAX_TOPIC_WORDS]
    named: dict[str, Temple] = {}
    for size in (1, 2, 3):
        for start in range(len(words) - size + 1):
            found = await ctx.tasks.find_temples(" ".join(words[start : start + size]))
            if len(found) == 1:
                named[found[0].id] = found[0]
    if len(named) > 1 and words:  # the rite is said last: "... का रुद्राभिषेक"
        named = {
            i: t
            for i, t in named.items()
            if isinstance(await temple.service(words[-1], ctx, {"templeId": i}), Value | Choose)
        }
    return next(iter(named.values())) if len(named) == 1 else None


MAX_TOPIC_WORDS = 8  # a rite's words; more are a story, not a temple's name


def _puja_unread(turn: FormTurn) -> bool:
    form = turn.form
    return form is not None and form.asking == "serviceId" and not form.options


async def _offering(place: str, rite: str, ctx: Context) -> str | None:
    """The one temple of those a place names (by name, deity or town: "a Ganpati temple",
    "Tirupati") that offers the seva named, by its name (the form then asks nothing it was
    told); None when none, or several, do."""
    named = await ctx.tasks.find_temples(place)
    found = named + [t for t in await ctx.tasks.search_temples(place) if t not in named]
    if len(found) < 2:
        return None
    offering = [
        t
        for t in found
        if isinstance(await temple.service(rite, ctx, {"templeId": t.id}), Value | Choose)
    ]
    return offering[0].name if len(offering) == 1 else None


def _at_temple(task: intents.Task, place: str, text: str) -> bool:
    """Whether a rite said at a place is a temple's: not when a pandit is asked for ("a
    telugu pujari for vastu shanti in hyderabad") or the place is a city ("griha pravesh in
    pune"), where the pandit comes."""
    if task.kind == "book_temple":
        return True
    names_priest = bool(frozenset(intents.tokens_of(text)) & PRIEST)
    return not names_priest and city_found(f"in {place.split(',')[0].strip()}") is None


def _booking_form_link(form: FormState | None, ctx: Context) -> tuple[Action, ...]:
    """The same booking on the screen, for those who prefer a form to a chat."""
    if form is None or "serviceId" not in form.values:
        return ()
    route = f"/book/priest?{urlencode({'book': form.values['serviceId']})}"
    return (link(say(ctx.language, "action_open_form"), route),)


SHOWN_PRODUCTS = 5  # the items a store search is judged by


async def _browse(task: intents.Task, ctx: Context) -> TaskOutcome | None:
    """The store searched for what was named, when the store has it ("show me the spiritual
    store" names no item: the store itself opens, as for any screen request)."""
    found = await ctx.tasks.find_products(task.topic, limit=SHOWN_PRODUCTS) if task.topic else []
    if not found:
        return None
    route = f"/store?{urlencode({'q': task.topic})}"
    # What was searched is named when the items found bear its words ("rudraksha"); else the
    # best item, never a fragment of the message quoted back as if it were a name.
    names = " ".join(f"{p.name} {p.name_hi or ''}" for p in found).casefold()
    named = all(word in names for word in task.topic.casefold().split())
    shown = task.topic if named else found[0].name_in(ctx.language)
    text = say(ctx.language, "nav_store_search", topic=shown)
    return TaskOutcome(None, text, "store", navigate=Navigate(route))


SHOWN_TEMPLES = 5
# "near me", "paas me", "nearest", "पास के": the devotee's own place, when the browser shared it.
_NEAR_ME = re.compile(
    r"\b(?:near me|nearby|nearest|close to me|around me|paas|pass me|aas ?paas)\b|पास|नज़दीक|नजदीक",
    re.IGNORECASE,
)


async def _find_temples(task: intents.Task, text: str, ctx: Context) -> TaskOutcome:
    """Temples that match what was said (a name, a deity, a city), or the nearest ones, listed
    in the chat, each with a button that books a pooja there in the chat, and a link to the
    Temples screen. "Near me" before the browser has said where: the location is asked for
    (the search runs again when it comes), or a city."""
    language = ctx.language
    # "near me", "paas" are no part of a name or a city.
    named = (_NEAR_ME.sub(" ", part or "") for part in (task.topic, task.place))
    query = " ".join(" ".join(named).split())
    asks_near = bool(_NEAR_ME.search(text))
    see_all = link(say(language, "action_all_temples"), "/temples")
    if asks_near and ctx.location is None and city_found(text) is None:
        share = location_request(say(language, "action_share_location"))
        return TaskOutcome(None, say(language, "temples_where"), "temples", (share, see_all))
    near_me = asks_near and ctx.location is not None
    if near_me:
        found = await ctx.tasks.find_temples(None, near=ctx.location, limit=SHOWN_TEMPLES)
    else:
        found = await ctx.tasks.search_temples(query, limit=SHOWN_TEMPLES) if query else []
        if not found and task.topic and task.place:  # a seva at a temple named: the temple
            place = _NEAR_ME.sub(" ", task.place)
            found = await ctx.tasks.search_temples(place, limit=SHOWN_TEMPLES)
    city = None if found or near_me else await temple.city_temples(text, ctx)
    if city is not None and not city[1]:
        return _none_in(city[0], ctx)
    if not found:
        none = "temples_none_near" if near_me else "temples_none"
        return TaskOutcome(None, say(language, none), "temples", (see_all,))
    lines = [f"{n}. {t.name_in(language)}, {_where(t)}" for n, t in enumerate(found, start=1)]
    heading = say(language, "temples_near" if near_me else "temples_found")
    book_here = tuple(
        suggestion(t.name_in(language), say(language, "book_at_temple", temple=t.name_in(language)))
        for t in found
    )
    return TaskOutcome(None, "\n".join([heading, *lines]), "temples", (*book_here, see_all))


def _none_in(city: str, ctx: Context) -> TaskOutcome:
    """No temple on Punya in the city named: said so, with the list of every temple."""
    see_all = link(say(ctx.language, "action_all_temples"), "/temples")
    return TaskOutcome(None, say(ctx.language, "temples_none_in", city=city), "temples", (see_all,))


def _where(temple: Temple) -> str:
    if temple.distance_km is None:
        return temple.address
    return f"{temple.address}, {temple.distance_km:.1f} km"


_CART_EDITS = ("remove_from_cart", "change_cart")


async def answer(form: FormState, text: str, ctx: Context) -> TaskOutcome:
    spec = FORMS[form.name]
    if form.name == "cart":
        taken_back = await _taken_back(form, text, ctx)
        if taken_back is not None:
            return taken_back
    if form.name == "priest_booking" and "serviceId" in form.values and asks_samagri(fold(text)):
        brought = await _samagri_asked(form, text, ctx)
        if brought is not None:
            return brought
    edit = intents.task_of(text) if form.name == checkout.NAME and ctx.cart else None
    if edit is not None and edit.kind in _CART_EDITS:
        return await _cart_edited(form, edit, text, ctx)
    turn = await runner.step(spec, form, text, ctx)
    extra = _booking_form_link(turn.form, ctx) if form.name == "priest_booking" else ()
    outcome = _outcome(form.name, turn, ctx, extra if "serviceId" not in form.values else ())
    return await _next_item(form, outcome, ctx) if form.name == "cart" and turn.done else outcome


async def _samagri_asked(form: FormState, text: str, ctx: Context) -> TaskOutcome | None:
    """ "nimbu mirchi hume lana h ya pandit ji le aayenge?" while the puja is being booked: its
    samagri lists (what the family keeps ready, what the pandit brings), then the question
    the form was asking."""
    asked = intents.task_of(text)
    if asked is None or asked.kind != "puja_samagri":
        return None
    name = form.shown.get("serviceId") or form.values["serviceId"]
    lists = await samagri.lists_of(form.values["serviceId"], name, ctx)
    if lists is None:
        return None
    again = await resume(form, ctx)
    return replace(again, text=f"{lists}\n\n{again.text}")


_NOT_THIS = re.compile(r"^\s*(?:no|not|nahi|nahin|नहीं)\b", re.IGNORECASE)


async def _taken_back(form: FormState, text: str, ctx: Context) -> TaskOutcome | None:
    """Asked about an item, the devotee doesn't want it after all: "no", "thali nahi chahiye",
    "thali hata do, uski jagah 2 gangajal", "not the thali, 2 gangajal instead". A removal
    naming another line of the cart edits that line, and the question is asked again."""
    edit = intents.task_of(text)
    if edit is not None and edit.kind == "remove_from_cart":
        asked = form.shown.get("productId") or form.values.get("productId") or ""
        if ctx.cart and not fit(edit.topic or "", asked):
            changed = await _cart_edited(form, edit, text, ctx)
            if changed.cart is not None:
                return changed
        return await _not_added(form, text, ctx)
    instead = intents.replacement(text)
    if _DIGIT.search(text) and instead is None:
        return None  # "no, 3": the count
    plain_no = intents.yes_or_no(text) is False and len(text.split()) <= 3
    if plain_no or intents.declines(text) or (instead and _NOT_THIS.match(text)):
        return await _not_added(form, text, ctx)
    return None


async def _not_added(form: FormState, text: str, ctx: Context) -> TaskOutcome:
    """The item asked about is left out; what was said instead, and the items still to ask
    about, are asked about next."""
    item = form.shown.get("productId") or form.values.get("productId")
    left_out = say(ctx.language, "cart_item_left_out", product=item) if item else ""
    instead = intents.replacement(text)
    rest = tuple(p for p in form.values.get(THEN, "").split("\n") if p)
    parts = (instead, *rest) if instead else rest
    if not parts:
        offer = say(ctx.language, "cart_offer") if ctx.cart else ""
        said = " ".join(t for t in (left_out, offer) if t) or say(ctx.language, "cart_cancelled")
        return TaskOutcome(None, said, "cart")
    form_id = f"{form.form_id.split('+')[0][:60]}+n{len(parts)}"
    asked = await _item("buy" if instead else "add_to_cart", parts, ctx, form_id)
    return replace(asked, text=f"{left_out}\n\n{asked.text}" if left_out else asked.text)


async def _cart_edited(form: FormState, edit: intents.Task, text: str, ctx: Context) -> TaskOutcome:
    """ "अगरबत्ती रहने दीजिए" while the checkout asks a name: the cart changed, then the question
    asked again (the order ends when nothing is left in the cart)."""
    changed = await cart_talk.change(edit, text, ctx)
    if changed.cart is None:  # which line, or why not: said, and the question stays open
        return replace(changed, form=form)
    after = changed.cart.applied(ctx.cart)
    if not after:
        return changed
    # Asked again on the cart as it is now (at the summary, its new lines and total).
    now = replace(ctx, cart=after)
    again = _outcome(form.name, await runner.advance(FORMS[form.name], form, now), now)
    return replace(again, text=f"{changed.text}\n\n{again.text}", cart=changed.cart)


async def located(form: FormState, ctx: Context) -> TaskOutcome:
    turn = await runner.located(FORMS[form.name], form, ctx)
    return _outcome(form.name, turn, ctx)


def open_form(data: object) -> FormState | None:
    """A stored form, if it is one this assistant still has."""
    form = FormState.from_dict(data)
    return form if form is not None and form.name in FORMS else None


def panel(form: FormState, language: Language) -> Progress:
    """The open form's panel, for a client that reconnects."""
    return runner.progress(FORMS[form.name], form, language)
