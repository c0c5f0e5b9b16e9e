"""The birth-detail form of the Kundli agent (spec section 4): name -> date -> time -> place,
several of them in one message, then the chart made through the Kundli port. It runs on the
one form runner like every task form; it belongs to the Kundli agent, so it waits while
another service is selected."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import date, timedelta
from typing import Final

import intents
from assistant_core import kundli_agent
from assistant_core.birth_text import clean_name, clean_place, extract_details, read_field
from assistant_core.forms.readers import asks_instead, impossible_date
from assistant_core.forms.spec import (
    Context,
    FormSpec,
    Problem,
    Read,
    Reader,
    Slot,
    Submitted,
    Value,
    Values,
)
from assistant_core.kundli_port import KundliUnavailable
from assistant_core.ports import KUNDLI_SERVICE_ID
from assistant_core.replies import BIRTH_FIELDS
from assistant_core.texts import say
from assistant_core.texts.shown import month_name
from kundli_service.birth import EARLIEST_YEAR
from kundli_service.service import KundliRequest

log = logging.getLogger(__name__)

NAME: Final = "birth"
KUNDLI_GENERATED = "kundli_generated"
FAILED = "unknown"  # the spec's intent for a failure
MAX_PROBLEM_CHARS = 500
# The Kundli service names fields as its request does; the form as the spec's draft does.
FIELD_OF_REQUEST = {
    "name": "name",
    "date_of_birth": "dateOfBirth",
    "time_of_birth": "timeOfBirth",
    "place_of_birth": "placeOfBirth",
}


def shown(iso: str, ctx: Context) -> str:
    """1990-05-15 as people read it: 15 May 1990 (15 मई 1990)."""
    day = date.fromisoformat(iso)
    return f"{day.day} {month_name(day.month, ctx.language)} {day.year}"


def _date_problem(iso: str, ctx: Context, form: str) -> Problem | None:
    """Why a date cannot be a birth date, in the form's words (`<form>_future_date`)."""
    day = date.fromisoformat(iso)
    # A day's grace for births recorded in another time zone's "today".
    if day > ctx.today + timedelta(days=1):
        return Problem(f"{form}_future_date", {"date": shown(iso, ctx)})
    if day.year < EARLIEST_YEAR:
        return Problem(f"{form}_too_early")
    return None


# The readers of the four details, shared with the Kundli Milan form (milan.py).


async def read_name(text: str, ctx: Context, values: Values) -> Read:
    if asks_instead(text):
        return None
    name = clean_name(text)
    if name is None or intents.is_gibberish(name):
        return None
    return Value(name, name)


def date_reader(form: str) -> Reader:
    """The date of birth, its problems said in the form's words."""

    async def read_date(text: str, ctx: Context, values: Values) -> Read:
        iso = read_field("dateOfBirth", text, ctx.today.year)
        if iso is None:
            return impossible_date(text, ctx)
        return _date_problem(iso, ctx, form) or Value(iso, shown(iso, ctx))

    return read_date


async def read_time(text: str, ctx: Context, values: Values) -> Read:
    found = read_field("timeOfBirth", text, ctx.today.year)
    return None if found is None else Value(found, found)


async def read_place(text: str, ctx: Context, values: Values) -> Read:
    place = clean_place(text)
    return None if place is None or intents.is_gibberish(place) else Value(place, place)


def details_in(text: str, ctx: Context, missing: frozenset[str]) -> dict[str, Value]:
    """Several of the `missing` details in one message, by the birth form's field names; a
    date that cannot be a birth date is left for the question that asks for it, which says
    why."""
    found = extract_details(text, missing, ctx.today.year)
    date_of_birth = found.get("dateOfBirth")
    if date_of_birth is not None and _date_problem(date_of_birth, ctx, NAME) is not None:
        del found["dateOfBirth"]
    return {
        field: Value(value, shown(value, ctx) if field == "dateOfBirth" else value)
        for field, value in found.items()
    }


def _passing(text: str, ctx: Context, values: Values) -> dict[str, Value]:
    return details_in(text, ctx, frozenset(f for f in BIRTH_FIELDS if f not in values))


def _aside(text: str) -> bool:
    """A question, a Kundli topic or a request for another screen: not an answer."""
    return (
        intents.looks_like_question(text)
        or intents.kundli_topic(text) is not None
        or kundli_agent.elsewhere(text) is not None
    )


def _asks_again(text: str) -> bool:
    """The Kundli asked for again ("haan meri kundli banao"), not a question about what it
    shows ("kundli se mangal dosh pata chalega kya?"), which is answered beside the form."""
    return intents.asks_for_kundli(text) and intents.kundli_topic(text) in (None, "kundli")


async def _make_chart(
    values: Values, shown_values: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    """The chart from the four details (the idempotency key is not needed: nothing is
    stored); a detail the Kundli service refuses is asked again with its reason."""
    assert ctx.kundli is not None, "the birth form needs the Kundli port"
    request = KundliRequest(
        name=values["name"],
        date_of_birth=values["dateOfBirth"],
        time_of_birth=values["timeOfBirth"],
        place_of_birth=values["placeOfBirth"],
        language="hindi" if ctx.language == "hi" else "english",
    )
    try:
        outcome = await ctx.kundli.generate(request)
    except KundliUnavailable as exc:
        log.warning("Kundli generation failed: %s", exc)
        return Problem(
            "birth_retry_after_failure", clear=("placeOfBirth",), failure="kundli_failure"
        )
    field = FIELD_OF_REQUEST.get(outcome.field or "")
    if outcome.problem is not None and field is not None:
        reason = " ".join(outcome.problem.split())[:MAX_PROBLEM_CHARS]
        return Problem("birth_retry_problem", {"reason": reason}, clear=(field,))
    chart = outcome.chart
    if chart is None:
        # A refusal of no birth detail the form asks: nothing the devotee can fix.
        log.error("Kundli agent: unusable outcome (problem %r)", outcome.problem)
        error = say(ctx.language, "kundli_agent_error")
        return Submitted((error,), intent=FAILED, alone=True, panel=False)
    return Submitted(
        (kundli_agent.summarise(chart, ctx.language),),
        actions=kundli_agent.chart_actions(chart, ctx.language),
        kundli=chart,
        intent=KUNDLI_GENERATED,
        alone=True,
    )


FORM = FormSpec(
    NAME,
    (
        Slot("name", read_name, problem="birth_ask_again_name", cues=("name", "naam", "call me")),
        Slot(
            "dateOfBirth",
            date_reader(NAME),
            by_value=True,
            problem="birth_ask_again_dateOfBirth",
            cues=("date of birth", "dob", "birthday", "date", "जन्म तिथि", "तारीख"),
        ),
        Slot(
            "timeOfBirth",
            read_time,
            by_value=True,
            problem="birth_ask_again_timeOfBirth",
            cues=("time of birth", "tob", "time", "समय"),
        ),
        Slot(
            "placeOfBirth",
            read_place,
            problem="birth_ask_again_placeOfBirth",
            cues=("place of birth", "birthplace", "place", "city", "town", "born in", "जन्म स्थान"),
        ),
    ),
    _make_chart,
    intent="birth_details",
    service=KUNDLI_SERVICE_ID,
    passing=_passing,
    aside=_aside,
    again=_asks_again,
    keep_panel=True,
    paragraphs=False,
)
