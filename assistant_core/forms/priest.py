"""Booking a pandit for a puja by conversation: puja, home or online (and the address at
home), date, two-hour slot, name, mobile, e-mail, sankalp and special requests (optional),
payment;
then a summary, an explicit yes, and the booking created as the Book a Priest screen creates
it. Where the puja happens is asked first: the times offered are those when a priest who
performs it can come there, and an address no priest reaches is said so at once."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, timedelta

import intents
from assistant_core.builtin.catalogue import rupees
from assistant_core.forms import readers, sankalp, slots
from assistant_core.forms.matching import Candidate, ranked
from assistant_core.forms.outcome import booked
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
from assistant_core.tasks_port import Created, PriestFree, SlotFree
from assistant_core.texts import say, ui_language
from assistant_core.texts.shown import day_shown
from intents.normalise import words_of


async def puja(text: str, ctx: Context, values: Values) -> Read:
    found = await ctx.tasks.find_pujas(text)
    if not found:
        return Problem("bad_puja", {"text": text.strip()[:60]})
    if len(found) == 1:
        return Value(found[0].id, found[0].name_in(ctx.language))
    return Choose(tuple(Option(p.id, p.name_in(ctx.language), rupees(p.price)) for p in found))


async def _slots(day: str, values: Values, ctx: Context) -> list[SlotFree]:
    """The day's slots for this puja, where it happens (as far as that is known yet)."""
    return await ctx.tasks.priest_slots(
        date.fromisoformat(day),
        values.get("serviceId"),
        online=values.get("isOnline") == "true",
        address=values.get("customerAddress", ""),
    )


NEXT_DAYS = 7  # how far ahead a part of the day asked for is looked for, when that day has none


async def slot(text: str, ctx: Context, values: Values) -> Read:
    day = values.get("selectedDate")
    if day is None:
        return None
    offered = await _slots(day, values, ctx)
    part = intents.read_part_of_day(text)
    if part is not None and intents.read_time(text) is None and not readers.in_part(offered, part):
        later = await _next_day_with(part, date.fromisoformat(day), values, ctx)
        if later is not None:  # "shaam ko" with no evening free: the next day that has one
            return _part_later(part, day, later, ctx)
    return readers.choose_slot(offered, text, ctx, values)


async def _next_day_with(
    part: str, day: date, values: Values, ctx: Context
) -> tuple[date, SlotFree] | None:
    for ahead in range(1, NEXT_DAYS + 1):
        later = day + timedelta(days=ahead)
        fitting = readers.in_part(await _slots(later.isoformat(), values, ctx), part)
        if fitting:
            return later, fitting[0]
    return None


def _part_later(part: str, day: str, later: tuple[date, SlotFree], ctx: Context) -> Problem:
    """No slot of that part of the day is free that day: the date is asked again, with the
    next day that has one."""
    language = ctx.language
    on, next_day = (
        day_shown(d, language, this_year=ctx.today.year)
        for d in (date.fromisoformat(day), later[0])
    )
    values = {"part": say(language, f"part_{part}"), "date": on, "next": next_day}
    return Problem(
        "slot_part_next_day", {**values, "slot": later[1].label}, clear=("selectedDate",)
    )


async def slots_offered(ctx: Context, values: Values) -> Choose | Problem | None:
    day = values.get("selectedDate")
    if day is None:
        return None
    return readers.free_slots(await _slots(day, values, ctx), ctx, values)


ANY_PRIEST = "-"  # the priest slot's value for "any available priest" (we assign one)
_ANY = re.compile(
    r"\b(?:any|anyone|anybody|whoever|koi bhi|koi bhee|kisi ko bhi|jo bhi|no preference)\b"
    r"|कोई भी|किसी को भी|जो भी",
    re.IGNORECASE,
)


PRIESTS_OFFERED = 5  # the best free priests listed (the booking form's cards show them all)


async def _free_priests(
    values: Values, ctx: Context, speaking: str | None = None
) -> list[PriestFree]:
    return await ctx.tasks.free_priests(
        values["serviceId"],
        date.fromisoformat(values["selectedDate"]),
        values["selectedTime"],
        online=values.get("isOnline") == "true",
        address=values.get("customerAddress", ""),
        language=ui_language(ctx.language),
        limit=PRIESTS_OFFERED,
        speaking=speaking,
    )


def _priest_option(priest: PriestFree, ctx: Context) -> Option:
    hindi = ctx.language == "hi"
    spoken = ", ".join(intents.language_shown(name, hindi) for name in priest.languages)
    return Option(priest.id, priest.name, f"{spoken}; {priest.city}" if priest.city else spoken)


def _any_option(ctx: Context) -> Option:
    return Option(ANY_PRIEST, say(ctx.language, "priest_any"))


async def priests_offered(ctx: Context, values: Values) -> Choose | Value | None:
    """Any available priest, or one of those free then (as the booking form's cards); asked
    only when there is a choice."""
    if "selectedTime" not in values:
        return None
    free = await _free_priests(values, ctx)
    if len(free) <= 1:
        return Value(ANY_PRIEST, say(ctx.language, "priest_any"))
    options = (_any_option(ctx), *(_priest_option(p, ctx) for p in free))
    return Choose(options)  # asked with the question's own words


async def priest(text: str, ctx: Context, values: Values) -> Read:
    """ "any", a priest's name, or a language ("Tamil bolne wale pandit ji"): the one free
    then who speaks it, or those who do to choose from."""
    if "selectedTime" not in values:
        return None
    if _ANY.search(text):
        return Value(ANY_PRIEST, say(ctx.language, "priest_any"))
    free = await _free_priests(values, ctx)
    named = ranked(text, [Candidate(p.id, p.name) for p in free], limit=2)
    if len(named) == 1:
        chosen = next(p for p in free if p.id == named[0])
        return Value(chosen.id, chosen.name)
    wanted = intents.languages_named(text)
    if not wanted:
        return None
    # Asked of everyone free, not only the best few offered before.
    asked = await _free_priests(values, ctx, speaking=wanted[0])
    speaking = [p for p in asked if set(wanted) <= set(p.languages)]
    hindi = ctx.language == "hi"
    spoken = ", ".join(intents.language_shown(w, hindi) for w in wanted)
    if len(speaking) == 1:
        return Value(speaking[0].id, speaking[0].name)
    if speaking:
        lead = say(ctx.language, "priest_speaking", spoken=spoken)
        return Choose(tuple(_priest_option(p, ctx) for p in speaking), lead=lead)
    options = (_any_option(ctx), *(_priest_option(p, ctx) for p in free))
    return Choose(options, lead=say(ctx.language, "priest_speaking_none", spoken=spoken))


def _at_home(values: Values) -> bool:
    return values.get("isOnline") == "false"


# What an address no priest reaches clears: home or online is asked again.
_WHERE = ("isOnline", "customerAddress")


async def home_address(text: str, ctx: Context, values: Values) -> Read:
    """The home's address, when a priest who performs the puja travels there; else why not,
    and home or online is asked again (online, any priest may perform it)."""
    read = await readers.address(text, ctx, values)
    if not isinstance(read, Value) or "serviceId" not in values:
        return read
    reach = await ctx.tasks.reach(values["serviceId"], read.value, ui_language(ctx.language))
    if not reach.placed:
        # Off the map, no one can say which pandit comes: asked once with its city and PIN,
        # then not promised (online, or another address).
        if ASKED_TO_PLACE in values:
            return Problem("address_unplaced_again", clear=_WHERE)
        return Problem("address_unplaced", clear=("customerAddress",), keep={ASKED_TO_PLACE: "1"})
    if reach.priests:
        return read
    if _same_place(values.get(FAR, ""), read.value):  # said again: a retry, towards the offer
        return Problem("no_priest_here_again")  # to stop, and online or another address asked
    kept = {FAR: read.value}
    if reach.nearest_city:
        return Problem(
            "no_priest_here_nearest", {"city": reach.nearest_city}, clear=_WHERE, keep=kept
        )
    return Problem("no_priest_here", clear=_WHERE, keep=kept)


FAR = readers.FAR
ASKED_TO_PLACE = "askedToPlace"  # an address off the map was asked for again, with its PIN


def _same_place(before: str, now: str) -> bool:
    return bool(before) and words_of(before) == words_of(now)


async def summary(values: Values, shown: Mapping[str, str], ctx: Context) -> str:
    chosen = await ctx.tasks.puja(values["serviceId"])
    # The place and the payment in the reply's language, whichever they were answered in.
    mode = say(ctx.language, "mode_online")
    if _at_home(values):
        mode = f"{say(ctx.language, 'mode_home')} ({shown['customerAddress']})"
    chosen_priest = values.get("priestId", ANY_PRIEST) != ANY_PRIEST
    named = (
        say(ctx.language, "summary_priest_chosen", name=shown["priestId"]) if chosen_priest else ""
    )
    text = say(
        ctx.language,
        "summary_priest",
        puja=shown["serviceId"],
        date=shown["selectedDate"],
        time=shown["selectedTime"],
        mode=mode,
        name=shown["customerName"],
        phone=shown["customerPhone"],
        price="" if chosen is None else rupees(chosen.price),
        payment=say(ctx.language, f"pay_{values['paymentMethod']}"),
    )
    lines = [text, named, sankalp.summary_line(values, shown, ctx.language)]
    return "\n".join(line for line in lines if line)


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    fields: dict[str, object] = {
        "serviceId": values["serviceId"],
        "customerName": values["customerName"],
        "customerPhone": values["customerPhone"],
        "customerEmail": values.get("customerEmail"),
        "customerAddress": values.get("customerAddress", ""),
        "isOnline": values["isOnline"] == "true",
        "selectedDate": values["selectedDate"],
        "selectedTime": values["selectedTime"],
        "specialRequests": values.get("specialRequests", ""),
        "sankalp": sankalp.for_booking(values),
        "priestId": None
        if values.get("priestId", ANY_PRIEST) == ANY_PRIEST
        else values["priestId"],
        # Our messages about the booking are written in the conversation's language.
        "messageLanguage": ctx.language,
    }
    result = await ctx.tasks.create_priest_booking(
        fields, key=key, client_ref=ctx.client_ref, client=ctx.client_address
    )
    if not isinstance(result, Created):
        return readers.refusal(
            result,
            "refused",
            reason=result.message,
            slot=shown["selectedTime"],
            date=shown["selectedDate"],
        )
    notes = ("online_link_note",) if values["isOnline"] == "true" else ()
    return booked(result, "priest", values, ctx, notes=notes)


FORM = FormSpec(
    name="priest_booking",
    slots=(
        Slot(
            "serviceId",
            puja,
            by_name=True,
            problem="bad_puja_unread",
            cues=("puja", "pooja", "पूजा"),
        ),
        Slot("isOnline", readers.home_or_online, by_value=True, problem="bad_mode"),
        Slot(
            "customerAddress",
            home_address,
            needed=_at_home,
            problem="bad_address",
            cues=("address", "pata", "पता"),
        ),
        slots.DATE,
        slots.time_slot(slot, slots_offered),
        Slot(
            "priestId",
            priest,
            choices=priests_offered,
            problem="bad_priest",
            cues=("priest", "pandit", "पंडित", "पुजारी"),
        ),
        slots.NAME,
        slots.PHONE,
        slots.EMAIL,
        slots.SANKALP,
        Slot("specialRequests", readers.notes, optional=True, problem="bad_notes_unread"),
        slots.PAYMENT,
    ),
    submit=submit,
    summary=summary,
)
