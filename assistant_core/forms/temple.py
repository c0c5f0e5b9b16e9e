"""Booking a pooja at a temple by conversation: the temple (by name, or near the devotee
with the browser's location), its pooja, date, one of that pooja's times, name, mobile,
e-mail and sankalp (optional) and payment; then a summary, a yes, and the booking as the
Temples screen makes it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date

from rapidfuzz import fuzz

import intents
from assistant_core.builtin.catalogue import rupees
from assistant_core.builtin.panchang import city_found
from assistant_core.forms import readers, sankalp, slots
from assistant_core.forms.checkout import address_of, address_slots
from assistant_core.forms.matching import Candidate, ranked
from assistant_core.forms.outcome import booked
from assistant_core.forms.spec import (
    Choose,
    Context,
    FormSpec,
    NeedLocation,
    Option,
    Problem,
    Read,
    Slot,
    Submitted,
    Value,
    Values,
)
from assistant_core.tasks_port import Created, SlotFree, Temple, TempleService
from assistant_core.texts import Language, say
from intents.normalise import fold, words_of

_NEAR = re.compile(
    r"\b(?:near me|nearby|near by|closest|nearest|around me|paas|pass mein|aas ?paas|najdeek)\b"
    r"|पास|नज़दीक|नजदीक|आसपास",
    re.IGNORECASE,
)
SERVICE_MATCH = 70  # rapidfuzz partial ratio for a pooja named loosely ("abhishek")


def _options(temples: list[Temple], language: Language) -> tuple[Option, ...]:
    return tuple(
        Option(
            t.id, t.name_in(language), "" if t.distance_km is None else f"{t.distance_km:.1f} km"
        )
        for t in temples
    )


YES, NO = "yes", "no"


async def temple(text: str, ctx: Context, values: Values) -> Read:
    if _NEAR.search(text):
        if ctx.location is None:
            return NeedLocation()
        found = await ctx.tasks.find_temples(None, near=ctx.location)
        if not found:
            return Problem("bad_temple_near")
        if len(found) == 1:  # the next question names it: "Which pooja at ...?"
            return Value(found[0].id, found[0].name_in(ctx.language))
        return Choose(_options(found, ctx.language))
    # By its name; else by its deity or town ("Tirupati": the temples there, Balaji's first).
    found = await ctx.tasks.find_temples(text) or await ctx.tasks.search_temples(text)
    city = await city_temples(text, ctx)
    if city is not None and not city[1]:
        return Problem("bad_temple_city", {"city": city[0]})
    if city is not None:  # the temple named there, else the city's temples to choose from
        found = in_city(found, city[1]) or city[1]
    if not found:
        return Problem("bad_temple", {"text": text.strip()[:60]})
    if len(found) == 1:
        return Value(found[0].id, found[0].name_in(ctx.language))
    return Choose(_options(found, ctx.language))


async def city_temples(text: str, ctx: Context) -> tuple[str, list[Temple]] | None:
    """The city the text names, as written ("jaipur": Jaipur; "जयपुर" as written), and the
    temples in it (none, maybe); None when no city is named. A temple is found by its deity
    too, and "jaipur me ganesh ji ka mandir" must not be a Ganesh temple in Pune."""
    city = city_found(text)
    if city is None:
        return None
    label, named = city
    there = await ctx.tasks.search_temples(label.split(",")[0])
    return named.title() if named.isascii() else named, there


def in_city(found: list[Temple], there: list[Temple]) -> list[Temple]:
    ids = {t.id for t in there}
    return [t for t in found if t.id in ids]


def _service_options(services: list[TempleService], language: Language) -> tuple[Option, ...]:
    return tuple(Option(s.id, s.name_in(language), rupees(s.price)) for s in services)


async def service(text: str, ctx: Context, values: Values) -> Read:
    temple_id = values.get("templeId")
    if temple_id is None:
        return None
    services = await ctx.tasks.temple_services(temple_id)
    # The catalogue's vocabulary first (Hinglish and Devanagari names: "अभिषेक"), then
    # loose spelling of the English names.
    language = ctx.language
    named = ranked(text, [Candidate(s.id, s.name, name_hi=s.name_hi or "") for s in services])
    if named:
        picked = [s for i in named for s in services if s.id == i]
        if len(picked) == 1:
            return Value(picked[0].id, picked[0].name_in(language))
        return Choose(_service_options(picked, language))
    lowered = text.lower().strip()
    scored = sorted(
        (
            # "अभिषेक" is in "लघु रुद्राभिषेक" as "abhishek" is in "Laghu Rudrabhishek".
            (max(fuzz.partial_ratio(lowered, n.lower()) for n in (s.name, s.name_hi or "")), s)
            for s in services
        ),
        key=lambda pair: -pair[0],
    )
    good = [s for score, s in scored if score >= SERVICE_MATCH]
    if len(good) == 1 or (good and scored[0][0] == 100 and scored[1:2] and scored[1][0] < 100):
        return Value(good[0].id, good[0].name_in(language))
    if good:
        return Choose(_service_options(good, language))
    inside = _named_inside(text, services)
    if inside is not None:
        return Value(inside.id, inside.name_in(language))
    chosen = await ctx.tasks.temple(temple_id)
    name = chosen.name_in(language) if chosen is not None else say(language, "label_templeId")
    return Problem("bad_temple_service", {"temple": name, "text": text.strip()[:60]})


MIN_INSIDE = 5  # letters of a word found inside one pooja's name ("अभिषेक" in "रुद्राभिषेक")
INSIDE_MATCH = 80  # rapidfuzz partial ratio: "अभिषेक" is "ाभिषेक" in it


def _named_inside(text: str, services: list[TempleService]) -> TempleService | None:
    """The one pooja a word of a long message is part of the name of ("... 5 तारीख को अभिषेक
    करवाना है मैं और मेरा भाई जाएंगे ...": the Laghu Rudrabhishek)."""
    said = [w for w in words_of(text) if len(w) >= MIN_INSIDE]
    hits = [
        s
        for s in services
        if any(
            fuzz.partial_ratio(w, fold(n)) >= INSIDE_MATCH
            for w in said
            for n in (s.name, s.name_hi or "")
            if n
        )
    ]
    return hits[0] if len(hits) == 1 else None


async def services_offered(ctx: Context, values: Values) -> Choose | Problem | None:
    temple_id = values.get("templeId")
    if temple_id is None:
        return None
    services = await ctx.tasks.temple_services(temple_id)
    if len(services) == 0:
        return Problem("bad_temple_service_none", clear=("templeId",))
    return Choose(_service_options(services, ctx.language))


async def _slots(ctx: Context, values: Values) -> list[SlotFree] | None:
    temple_id, service_id, day = (
        values.get("templeId"),
        values.get("serviceId"),
        values.get("selectedDate"),
    )
    if temple_id is None or service_id is None or day is None:
        return None
    return await ctx.tasks.temple_slots(temple_id, service_id, date.fromisoformat(day))


async def slot(text: str, ctx: Context, values: Values) -> Read:
    free = await _slots(ctx, values)
    return None if free is None else readers.choose_slot(free, text, ctx, values)


async def slots_offered(ctx: Context, values: Values) -> Choose | Problem | None:
    free = await _slots(ctx, values)
    return None if free is None else readers.free_slots(free, ctx, values)


async def prasad_offered(ctx: Context, values: Values) -> Value | None:
    """Whether the seva chosen sends its prasad home (the catalogue says; never asked)."""
    temple_id, service_id = values.get("templeId"), values.get("serviceId")
    if temple_id is None or service_id is None:
        return None
    services = await ctx.tasks.temple_services(temple_id)
    ships = any(s.id == service_id and s.ships_prasad for s in services)
    return Value(YES if ships else NO, "")


async def prasad(text: str, ctx: Context, values: Values) -> Read:
    """Send the prasad home, or "no prasad, thanks"."""
    said = intents.yes_or_no(text)
    if said is None:  # "हाँ, प्रसाद घर भेज दीजिए", "प्रसाद मत भेजिए"
        said = intents.prasad_home(text)
    if said is None:
        return None
    return (
        Value(YES, say(ctx.language, "prasad_yes"))
        if said
        else Value(NO, say(ctx.language, "prasad_no"))
    )


def _prasad_asked(values: Values) -> bool:
    return values.get("prasadOffered") == YES


def _prasad_wanted(values: Values) -> bool:
    return _prasad_asked(values) and values.get("prasad") == YES


async def summary(values: Values, shown: Mapping[str, str], ctx: Context) -> str:
    services = await ctx.tasks.temple_services(values["templeId"])
    chosen = next((s for s in services if s.id == values["serviceId"]), None)
    text = say(
        ctx.language,
        "summary_temple",
        service=shown["serviceId"],
        temple=shown["templeId"],
        date=shown["selectedDate"],
        time=shown["selectedTime"],
        name=shown["customerName"],
        phone=shown["customerPhone"],
        price="" if chosen is None else rupees(chosen.price),
        payment=say(ctx.language, f"pay_{values['paymentMethod']}"),  # as in the reply
    )
    lines = [text, sankalp.summary_line(values, shown, ctx.language)]
    if _prasad_wanted(values):
        where = ", ".join(shown[k] for k in ("houseAndStreet", "city", "pinCode") if k in shown)
        lines.append(say(ctx.language, "summary_prasad_sent", address=where))
    elif _prasad_asked(values):
        lines.append(say(ctx.language, "summary_prasad_not_sent"))
    return "\n".join(line for line in lines if line)


async def submit(
    values: Values, shown: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    fields: dict[str, object] = {
        "templeId": values["templeId"],
        "serviceId": values["serviceId"],
        "customerName": values["customerName"],
        "customerPhone": values["customerPhone"],
        "customerEmail": values.get("customerEmail"),
        "selectedDate": values["selectedDate"],
        "selectedTime": values["selectedTime"],
        "specialRequests": "",
        # Our messages about the booking are written in the conversation's language.
        "messageLanguage": ctx.language,
        "sankalp": sankalp.for_booking(values),
    }
    # Sent home, to the address said, or "no prasad, thanks"; asked again of the catalogue
    # here, as the pooja may have been changed at the summary since.
    offered = await prasad_offered(ctx, values)
    if _prasad_asked(values) and offered is not None and offered.value == YES:
        fields["wantsPrasad"] = _prasad_wanted(values)
        fields["deliveryAddress"] = address_of(values) if _prasad_wanted(values) else None
    result = await ctx.tasks.create_temple_booking(
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
    return booked(result, "temple", values, ctx)


FORM = FormSpec(
    name="temple_booking",
    slots=(
        Slot("templeId", temple, problem="bad_temple_unread", cues=("temple", "mandir", "मंदिर")),
        Slot("serviceId", service, choices=services_offered, problem="bad_choice", cues=("pooja",)),
        slots.DATE,
        slots.time_slot(slot, slots_offered),
        slots.NAME,
        slots.PHONE,
        slots.EMAIL,
        slots.SANKALP,
        Slot("prasadOffered", prasad, choices=prasad_offered, hidden=True),
        Slot(
            "prasad", prasad, needed=_prasad_asked, problem="bad_prasad", cues=("prasad", "प्रसाद")
        ),
        *address_slots(needed=_prasad_wanted),
        slots.PAYMENT,
    ),
    submit=submit,
    summary=summary,
)
