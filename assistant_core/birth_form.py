"""The birth-detail form as a pure state machine: name -> date -> time -> place (spec
section 4), plus what users need in the middle of it: questions, corrections, cancel,
start over, several details at once, and an offer to stop after three failed tries."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

import intents
from assistant_core import kundli_agent
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
from assistant_core.texts import Language, say
from assistant_core.texts.shown import month_name

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
    title = say(language, "title_birth")
    fields = tuple((f, say(language, f"label_birth_{f}")) for f in BIRTH_FIELDS)
    step = len(collected) if form.asking is None else BIRTH_FIELDS.index(form.asking) + 1
    return BirthProgress(collected, form.asking, step, len(BIRTH_FIELDS), "birth", title, fields)


def start(text: str, today: date, language: Language = "en") -> FormTurn:
    """Open the form; details already in the request ("kundli for Ravi, ...") are kept."""
    found = _usable(extract_details(text, frozenset(BIRTH_FIELDS), today.year), today)
    lead = say(language, "birth_start")
    return _advance(_fill(BirthForm(collecting=True), found), lead, language)


def resume(form: BirthForm, language: Language = "en") -> FormTurn:
    """Back on the Kundli agent with a form half done: ask where it stopped."""
    return _advance(form, say(language, "birth_continue"), language)


def step(form: BirthForm, text: str, today: date, language: Language = "en") -> FormTurn:
    """One answer to the form."""
    asking = form.asking or form.next_missing() or BIRTH_FIELDS[0]
    command = intents.command_of(text)
    if command is intents.Command.CANCEL:
        return cancelled(language)
    if command is intents.Command.RESTART:
        return _advance(BirthForm(collecting=True), say(language, "form_restarted"), language)
    if form.retries >= OFFER_AFTER and (choice := yes_or_no(text)) is not None:
        if choice:
            return cancelled(language)
        return FormTurn(replace(form, retries=0), _ask(asking, language))
    corrected = _correction(form, asking, text, today, language)
    if corrected is not None:
        return corrected
    missing = frozenset(f for f in BIRTH_FIELDS if form.value(f) is None)
    found = {f: v for f, v in extract_details(text, missing, today.year).items() if f in missing}
    if (problem := _date_problem(found.get("dateOfBirth"), today, language)) is not None:
        if asking == "dateOfBirth":
            return _invalid(form, asking, problem, language)
        del found["dateOfBirth"]
    if found:
        return _advance(_fill(form, found), _thanks(found, language), language)
    if intents.asks_for_kundli(text):
        return FormTurn(form, f"{say(language, 'birth_continue')} {_ask(asking, language)}")
    if _aside(text):
        return FormTurn(form, _ask(asking, language), question=text)
    value = read_field(asking, text, today.year)
    problem = _date_problem(value, today, language) if asking == "dateOfBirth" else None
    if value is None or problem is not None:
        return _invalid(
            form, asking, problem or _impossible(asking, text, today, language), language
        )
    return _advance(form.with_value(asking, value), _thanks({asking: value}, language), language)


def _aside(text: str) -> bool:
    """A question, a Kundli topic or a request for another screen: not an answer."""
    return (
        intents.looks_like_question(text)
        or intents.kundli_topic(text) is not None
        or kundli_agent.elsewhere(text) is not None
    )


def cancelled(language: Language = "en") -> FormTurn:
    return FormTurn(BirthForm(), say(language, "birth_cancelled"), ended=True)


def after_problem(
    form: BirthForm, request_field: str | None, problem: str, language: Language = "en"
) -> FormTurn | None:
    """The Kundli service refused a detail: ask for it again with its reason. None when
    the refused detail is not one the form asks for (nothing the user could fix)."""
    field = FIELD_OF_REQUEST.get(request_field or "")
    if field is None:
        return None
    again = replace(form.with_value(field, None), collecting=True, asking=field, retries=1)
    reason = " ".join(problem.split())[:MAX_PROBLEM_CHARS]
    again_please = say(language, "birth_retry_problem", label=_label(field, language))
    return FormTurn(again, f"{reason} {again_please}")


def after_unavailable(form: BirthForm, language: Language = "en") -> FormTurn:
    """The Kundli service is down: keep the details; sending the place again retries."""
    again = replace(form.with_value("placeOfBirth", None), asking="placeOfBirth", retries=0)
    return FormTurn(again, say(language, "birth_retry_after_failure"))


def _advance(form: BirthForm, lead: str, language: Language) -> FormTurn:
    following = form.next_missing()
    if following is None:
        return FormTurn(replace(form, asking=None, retries=0), generate=True)
    retries = form.retries if following == form.asking else 0
    asked = replace(form, asking=following, retries=retries)
    return FormTurn(asked, f"{lead} {_ask(following, language)}".strip())


def _fill(form: BirthForm, values: dict[str, str]) -> BirthForm:
    for field, value in values.items():
        form = form.with_value(field, value)
    return form


def _thanks(values: dict[str, str], language: Language) -> str:
    name = values.get("name")
    return say(language, "birth_thanks", name=name) if name else ""


def _usable(found: dict[str, str], today: date) -> dict[str, str]:
    """The details that can be kept as they are (a date in the future cannot)."""
    if _date_problem(found.get("dateOfBirth"), today, "en") is None:
        return found
    return {f: v for f, v in found.items() if f != "dateOfBirth"}


def _date_problem(iso: str | None, today: date, language: Language) -> str | None:
    if iso is None:
        return None
    day = date.fromisoformat(iso)
    # A day's grace: it is already tomorrow in India while the server's UTC date is today.
    if day > today + timedelta(days=1):
        return say(language, "birth_future_date", date=shown(iso, language))
    if day.year < EARLIEST_YEAR:
        return say(language, "birth_too_early")
    return None


def _invalid(form: BirthForm, field: str, problem: str | None, language: Language) -> FormTurn:
    retries = min(form.retries + 1, MAX_RETRIES)
    again = replace(form, asking=field, retries=retries)
    if retries >= OFFER_AFTER:
        label, example = _label(field, language), say(language, f"birth_example_{field}")
        return FormTurn(again, say(language, "birth_offer_stop", label=label, example=example))
    return FormTurn(again, problem or say(language, f"birth_ask_again_{field}"))


def _correction(
    form: BirthForm, asking: str, text: str, today: date, language: Language
) -> FormTurn | None:
    """ "no, it was 3:30 PM": the new value replaces the field it fits, then the form goes on."""
    read = read_correction(text)
    if read is None:
        return None
    hint, rest = read
    field = hint or _field_fitting(rest, form, today.year) or asking
    if field is None or (form.value(field) is None and field != asking):
        return None
    value = read_field(field, rest, today.year)
    if value is None or (field == "dateOfBirth" and _date_problem(value, today, language)):
        return None
    if field == asking:
        return _advance(form.with_value(field, value), _thanks({field: value}, language), language)
    label, value_shown = _label(field, language), shown(value, language)
    changed = say(language, "birth_corrected", label=label, value=value_shown)
    return FormTurn(form.with_value(field, value), f"{changed} {_ask(asking, language)}")


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


def shown(value: str, language: Language = "en") -> str:
    """A stored value as people read it: 1990-05-15 -> 15 May 1990 (15 मई 1990); others as
    they are."""
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return value
    return f"{day.day} {month_name(day.month, language)} {day.year}"


def _ask(field: str, language: Language) -> str:
    return say(language, f"birth_ask_{field}")


def _label(field: str, language: Language) -> str:
    return say(language, f"birth_label_{field}")


def _impossible(field: str, text: str, today: date, language: Language) -> str | None:
    """Why a date of birth cannot be (\"31 February\"), said plainly."""
    if field != "dateOfBirth":
        return None
    problem = intents.date_problem(text, today.year)
    if problem is None:
        return None
    if problem.code == "day_out_of_month" and problem.month == 2:
        return say(language, "bad_february")
    if problem.code == "day_out_of_month":
        month = month_name(problem.month, language)
        return say(language, "bad_day_of_month", month=month, days=problem.max_day)
    if problem.code == "month_out_of_range":
        return say(language, "bad_month", month=problem.month)
    return say(language, "bad_day_zero")
