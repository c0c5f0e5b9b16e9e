"""The birth-detail form as a pure state machine: name -> date -> time -> place (spec
section 4), plus what users need in the middle of it: questions, corrections, cancel,
start over, several details at once, and an offer to stop after three failed tries."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

import intents
from assistant_core import kundli_agent, texts
from assistant_core import messages as say
from assistant_core.birth_text import (
    extract_details,
    find_date,
    find_time,
    read_correction,
    read_field,
    yes_or_no,
)
from assistant_core.replies import BIRTH_FIELDS, BirthProgress
from assistant_core.state import MAX_RETRIES, BirthForm
from assistant_core.texts import Language

OFFER_AFTER = 3  # failed tries at one field before the assistant offers to stop
EARLIEST_YEAR = 1800  # kundli_service.birth.EARLIEST_YEAR
MAX_PROBLEM_CHARS = 500
# The Kundli service names fields as its request does; the form as the spec's draft does.
FIELD_OF_REQUEST = {
    "name": "name",
    "date_of_birth": "dateOfBirth",
    "time_of_birth": "timeOfBirth",
    "place_of_birth": "placeOfBirth",
}


@dataclass(frozen=True, slots=True)
class FormTurn:
    """What one message did to the form, and what the form says next."""

    form: BirthForm
    say: str = ""  # the form's message; empty when the chart is to be made
    question: str | None = None  # answer this (Kundli agent) before `say`
    generate: bool = False  # all four details are in
    ended: bool = False  # the user left the form


def progress(form: BirthForm, language: Language = "en") -> BirthProgress:
    collected = form.collected()
    title = texts.say(language, "title_birth")
    fields = tuple((f, texts.say(language, f"label_birth_{f}")) for f in BIRTH_FIELDS)
    step = len(collected) if form.asking is None else BIRTH_FIELDS.index(form.asking) + 1
    return BirthProgress(collected, form.asking, step, len(BIRTH_FIELDS), "birth", title, fields)


def start(text: str, today: date) -> FormTurn:
    """Open the form; details already in the request ("kundli for Ravi, ...") are kept."""
    found = _usable(extract_details(text, frozenset(BIRTH_FIELDS), today.year), today)
    return _advance(_fill(BirthForm(collecting=True), found), say.FORM_START)


def resume(form: BirthForm) -> FormTurn:
    """Back on the Kundli agent with a form half done: ask where it stopped."""
    return _advance(form, say.CONTINUE)


def step(form: BirthForm, text: str, today: date) -> FormTurn:
    """One answer to the form."""
    asking = form.asking or form.next_missing() or BIRTH_FIELDS[0]
    command = intents.command_of(text)
    if command is intents.Command.CANCEL:
        return cancelled()
    if command is intents.Command.RESTART:
        return _advance(BirthForm(collecting=True), say.RESTARTED)
    if form.retries >= OFFER_AFTER and (choice := yes_or_no(text)) is not None:
        return cancelled() if choice else FormTurn(replace(form, retries=0), say.ASK[asking])
    corrected = _correction(form, asking, text, today)
    if corrected is not None:
        return corrected
    missing = frozenset(f for f in BIRTH_FIELDS if form.value(f) is None)
    found = {f: v for f, v in extract_details(text, missing, today.year).items() if f in missing}
    if (problem := _date_problem(found.get("dateOfBirth"), today)) is not None:
        if asking == "dateOfBirth":
            return _invalid(form, asking, problem)
        del found["dateOfBirth"]
    if found:
        return _advance(_fill(form, found), _thanks(found))
    if intents.asks_for_kundli(text):
        return FormTurn(form, f"{say.CONTINUE} {say.ASK[asking]}")
    if _aside(text):
        return FormTurn(form, say.ASK[asking], question=text)
    value = read_field(asking, text, today.year)
    problem = _date_problem(value, today) if asking == "dateOfBirth" else None
    if value is None or problem is not None:
        return _invalid(form, asking, problem)
    return _advance(form.with_value(asking, value), _thanks({asking: value}))


def _aside(text: str) -> bool:
    """A question, a Kundli topic or a request for another screen: not an answer."""
    return (
        intents.looks_like_question(text)
        or intents.kundli_topic(text) is not None
        or kundli_agent.elsewhere(text) is not None
    )


def cancelled() -> FormTurn:
    return FormTurn(BirthForm(), say.CANCELLED, ended=True)


def after_problem(form: BirthForm, request_field: str | None, problem: str) -> FormTurn | None:
    """The Kundli service refused a detail: ask for it again with its reason. None when
    the refused detail is not one the form asks for (nothing the user could fix)."""
    field = FIELD_OF_REQUEST.get(request_field or "")
    if field is None:
        return None
    again = replace(form.with_value(field, None), collecting=True, asking=field, retries=1)
    reason = " ".join(problem.split())[:MAX_PROBLEM_CHARS]
    return FormTurn(again, f"{reason} {say.RETRY_PROBLEM.format(label=say.LABELS[field])}")


def after_unavailable(form: BirthForm) -> FormTurn:
    """The Kundli service is down: keep the details; sending the place again retries."""
    again = replace(form.with_value("placeOfBirth", None), asking="placeOfBirth", retries=0)
    return FormTurn(again, say.RETRY_AFTER_FAILURE)


def _advance(form: BirthForm, lead: str) -> FormTurn:
    following = form.next_missing()
    if following is None:
        return FormTurn(replace(form, asking=None, retries=0), generate=True)
    retries = form.retries if following == form.asking else 0
    asked = replace(form, asking=following, retries=retries)
    return FormTurn(asked, f"{lead} {say.ASK[following]}".strip())


def _fill(form: BirthForm, values: dict[str, str]) -> BirthForm:
    for field, value in values.items():
        form = form.with_value(field, value)
    return form


def _thanks(values: dict[str, str]) -> str:
    name = values.get("name")
    return say.THANKS_NAME.format(name=name) if name else ""


def _usable(found: dict[str, str], today: date) -> dict[str, str]:
    """The details that can be kept as they are (a date in the future cannot)."""
    if _date_problem(found.get("dateOfBirth"), today) is None:
        return found
    return {f: v for f, v in found.items() if f != "dateOfBirth"}


def _date_problem(iso: str | None, today: date) -> str | None:
    if iso is None:
        return None
    day = date.fromisoformat(iso)
    # A day's grace: it is already tomorrow in India while the server's UTC date is today.
    if day > today + timedelta(days=1):
        return say.FUTURE_DATE.format(date=shown(iso))
    if day.year < EARLIEST_YEAR:
        return say.TOO_EARLY
    return None


def _invalid(form: BirthForm, field: str, problem: str | None) -> FormTurn:
    retries = min(form.retries + 1, MAX_RETRIES)
    again = replace(form, asking=field, retries=retries)
    if retries >= OFFER_AFTER:
        label, example = say.LABELS[field], say.EXAMPLES[field]
        return FormTurn(again, say.OFFER_STOP.format(label=label, example=example))
    return FormTurn(again, problem or say.ASK_AGAIN[field])


def _correction(form: BirthForm, asking: str, text: str, today: date) -> FormTurn | None:
    """ "no, it was 3:30 PM": the new value replaces the field it fits, then the form goes on."""
    read = read_correction(text)
    if read is None:
        return None
    hint, rest = read
    field = hint or _field_fitting(rest, form, today.year) or asking
    if field is None or (form.value(field) is None and field != asking):
        return None
    value = read_field(field, rest, today.year)
    if value is None or (field == "dateOfBirth" and _date_problem(value, today)):
        return None
    if field == asking:
        return _advance(form.with_value(field, value), _thanks({field: value}))
    changed = say.CORRECTED.format(label=say.LABELS[field], value=shown(value))
    return FormTurn(form.with_value(field, value), f"{changed} {say.ASK[asking]}")


def _field_fitting(rest: str, form: BirthForm, this_year: int) -> str | None:
    """Which detail a correction without a field name is about: a date or a time says so
    itself; other text fits the name or the place, whichever of them was given."""
    if find_date(rest, this_year) is not None:
        return "dateOfBirth"
    if find_time(rest) is not None:
        return "timeOfBirth"
    given = [f for f in ("name", "placeOfBirth") if form.value(f) is not None]
    # One word ("no idea", "nahi pata") is too little to replace a name with.
    if len(given) == 1 and len(rest.split()) >= 2:
        return given[0]
    return None


def shown(value: str) -> str:
    """A stored value as people read it: 1990-05-15 -> 15 May 1990; others as they are."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    return f"{day.day} {day:%B %Y}"
