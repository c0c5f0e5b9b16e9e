"""The Kundli Milan form: the boy's and then the girl's name, date, time and place of birth
(read by the birth form's readers, several details in one message), then the Guna Milan
through the Kundli port, the same computation as the Milan screen's API: the score out of 36,
the screen's verdict, the doshas, and a link to the whole match on the screen."""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Final
from urllib.parse import urlencode

import intents
from assistant_core import kundli_agent
from assistant_core.forms import birth
from assistant_core.forms.spec import (
    Context,
    FormSpec,
    Problem,
    Reader,
    Slot,
    Submitted,
    Value,
    Values,
)
from assistant_core.kundli_port import KundliUnavailable
from assistant_core.replies import link
from assistant_core.texts import Language, say
from kundli_service.service import KundliRequest
from kundli_service.wire import KundliMatch, MangalOfPerson, PairDosha

log = logging.getLogger(__name__)

NAME: Final = "milan"
INTENT = "kundli_milan"
FAILED = "unknown"  # the spec's intent for a failure
MAX_PROBLEM_CHARS = 500
# The two people as the REST API and the service name them; the screen says boy and girl.
PEOPLE = ("groom", "bride")
# A slot's detail (groomDate) -> the birth form's field, which the shared readers fill.
DETAILS = {
    "Name": "name",
    "Date": "dateOfBirth",
    "Time": "timeOfBirth",
    "Place": "placeOfBirth",
}
# The service's field (a refusal names it) -> the detail asked again.
_OF_REQUEST = {
    "name": "Name",
    "date_of_birth": "Date",
    "time_of_birth": "Time",
    "place_of_birth": "Place",
}
# Where a message giving both people's details turns to one of them ("..., girl Priya, ...",
# "Ritika, my daughter, born ...", "लइका: आशीष पांडेय, ..."); a parent's son is the boy.
_GIRL = re.compile(
    r"\b(?:girl|girl's|bride|ladki|vadhu|daughter|beti|bitiya)\b"
    r"|(?<![\w\u0900-\u097f])(?:लड़की|लडकी|लइकी|वधू|कन्या|बेटी|बिटिया)(?![\w\u0900-\u097f])",
    re.IGNORECASE,
)
_BOY = re.compile(
    r"\b(?:boy|boy's|groom|ladka|ladke|son|beta)\b"
    r"|(?<![\w\u0900-\u097f])(?:लड़का|लडका|लड़के|लडके|लइका|वर|बेटा|बबुआ)(?![\w\u0900-\u097f])",
    re.IGNORECASE,
)
# The words naming whose details these are, with "my" or "the" before: no name or place.
_PERSON_WORD = re.compile(
    rf"(?:\b(?:the|my|our)\s+)?(?:{_GIRL.pattern}|{_BOY.pattern})", re.IGNORECASE
)
# Sentences, each of which may hold one person's details ("... Siliguri. The boy Sayan ...").
_SENTENCES = re.compile(r"(?<=[^\d\s])[.।]\s+|[।\n]+")
# The word naming whose details follow ("boy: Rahul, ..."): not part of the name.
_WHOSE = re.compile(
    r"^\W*(?:(?:the|my|our)\s+)?(?:(?:boy|groom|ladka|ladke|girl|bride|ladki|vadhu)(?:'s)?\b"
    r"|(?:लड़का|लडका|लड़के|लडके|लइका|वर|लड़की|लडकी|लइकी|वधू|कन्या)(?![\w\u0900-\u097f]))"
    r"(?:\s+(?:ka|ki|का|की)(?=\s|$))?\s*[:,-]?\s*",
    re.IGNORECASE,
)
# The words naming each person in a correction ("the girl's time of birth is 5 pm").
_WHO_WORDS = {
    "groom": ("boy's", "boy", "groom", "ladke", "वर", "लड़के"),
    "bride": ("girl's", "girl", "bride", "ladki", "वधू", "लड़की"),
}
_DETAIL_WORDS = {
    "Name": ("name", "naam", "नाम"),
    "Date": ("date of birth", "dob", "birthday", "जन्म तिथि"),
    "Time": ("time of birth", "tob", "समय"),
    "Place": ("place of birth", "birthplace", "place", "जन्म स्थान"),
}


def _cues(person: str, detail: str) -> tuple[str, ...]:
    return tuple(f"{who} {what}" for who in _WHO_WORDS[person] for what in _DETAIL_WORDS[detail])


def _slots(person: str) -> tuple[Slot, ...]:
    def slot(detail: str, read: Reader, by_value: bool = False) -> Slot:
        key = f"milan_ask_again_{detail.lower()}"
        return Slot(
            f"{person}{detail}", read, by_value=by_value, problem=key, cues=_cues(person, detail)
        )

    return (
        slot("Name", birth.read_name),
        slot("Date", birth.date_reader(NAME), by_value=True),
        slot("Time", birth.read_time, by_value=True),
        slot("Place", birth.read_place),
    )


def _missing(person: str, values: Values) -> frozenset[str]:
    return frozenset(field for d, field in DETAILS.items() if f"{person}{d}" not in values)


def _whose(text: str) -> str | None:
    """The one person a piece of a message names, by the words for the boy and the girl."""
    girl, boy = _GIRL.search(text), _BOY.search(text)
    if girl is not None and boy is not None:
        return None
    return "bride" if girl is not None else "groom" if boy is not None else None


def _parts(text: str, values: Values, this_year: int) -> list[tuple[str, str]]:
    """The message's pieces by whose details they give: each sentence with a date of birth
    by the word naming its person (the boy first when none does); else the boy's up to the
    word for the girl and hers after it, or the other way round."""
    if not _missing("groom", values):
        return [("bride", text)] if _missing("bride", values) else []
    dated = [
        sentence
        for sentence in _SENTENCES.split(text)
        if intents.read_date(sentence, this_year=this_year) is not None
    ]
    if len(dated) == 2:
        first, second = (_whose(sentence) for sentence in dated)
        other = {"groom": "bride", "bride": "groom"}
        first = first or (other[second] if second else "groom")
        second = second or other[first]
        if first != second:
            return [(first, dated[0]), (second, dated[1])]
    girl, boy = _GIRL.search(text), _BOY.search(text)
    if girl is not None and boy is not None and girl.start() < boy.start():
        return [("bride", text[: boy.start()]), ("groom", text[boy.start() :])]
    if girl is not None and girl.start() > 0:
        return [("groom", text[: girl.start()]), ("bride", text[girl.start() :])]
    return [("groom", text)]


def _passing(text: str, ctx: Context, values: Values) -> dict[str, Value]:
    """Several details in one message, for the person being asked about (the boy until his
    four are given); a message that gives both people's details gives both, in either
    order."""
    found: dict[str, Value] = {}
    for person, part in _parts(text, values, ctx.today.year):
        details = birth.details_in(
            _PERSON_WORD.sub(",", _WHOSE.sub("", part)), ctx, _missing(person, values)
        )
        by_field = {field: d for d, field in DETAILS.items()}
        found.update({f"{person}{by_field[f]}": v for f, v in details.items()})
    return found


def _request(person: str, values: Values, language: Language) -> KundliRequest:
    return KundliRequest(
        name=values[f"{person}Name"],
        date_of_birth=values[f"{person}Date"],
        time_of_birth=values[f"{person}Time"],
        place_of_birth=values[f"{person}Place"],
        language="hindi" if language == "hi" else "english",
    )


async def _match(
    values: Values, shown_values: Mapping[str, str], ctx: Context, key: str
) -> Submitted | Problem:
    """The Guna Milan of the two (nothing is stored: the key is not needed); a detail the
    service refuses is asked again with its reason, naming whose it is."""
    assert ctx.kundli is not None, "the Milan form needs the Kundli port"
    groom, bride = (_request(p, values, ctx.language) for p in PEOPLE)
    try:
        outcome = await ctx.kundli.match(groom, bride)
    except KundliUnavailable as exc:
        log.warning("Kundli Milan failed: %s", exc)
        return Problem("milan_retry_after_failure", clear=("bridePlace",), failure="milan_failure")
    detail = _OF_REQUEST.get(outcome.field or "")
    if outcome.problem is not None and detail is not None and outcome.person in PEOPLE:
        reason = " ".join(outcome.problem.split())[:MAX_PROBLEM_CHARS]
        who = say(ctx.language, f"milan_{outcome.person}")
        return Problem(
            "milan_retry_problem",
            {"who": who, "reason": reason},
            clear=(f"{outcome.person}{detail}",),
        )
    if outcome.match is None:
        # A refusal of no detail the form asks: nothing the devotee can fix.
        log.error("Kundli Milan: unusable outcome (problem %r)", outcome.problem)
        error = say(ctx.language, "kundli_agent_error")
        return Submitted((error,), intent=FAILED, alone=True, panel=False)
    full = link(say(ctx.language, "milan_action_full"), milan_route(values))
    return Submitted(result_texts(outcome.match, ctx.language), actions=(full,), alone=True)


def milan_route(values: Values) -> str:
    """The Milan tab with both people's details, as its link reads them (the boy's as the
    Kundli tab's link names them, the girl's with `bride_` before)."""
    query: dict[str, str] = {"tab": "milan"}
    for person, prefix in (("groom", ""), ("bride", "bride_")):
        for detail, param in (
            ("Name", "name"),
            ("Date", "date"),
            ("Time", "time"),
            ("Place", "place"),
        ):
            query[f"{prefix}{param}"] = values[f"{person}{detail}"]
    return f"{kundli_agent.ASTROLOGY_ROUTE}?{urlencode(query)}"


def _points(number: float) -> str:
    return f"{number:g}"  # 36, 20.5 (a score is at most 36: never in exponent form)


def _state(found: MangalOfPerson | PairDosha, language: Language) -> str:
    """A dosha as the screen marks it: not present, present, present but cancelled."""
    if not found.present:
        return say(language, "milan_dosha_absent")
    return say(language, "milan_dosha_cancelled" if found.cancelled else "milan_dosha_present")


def result_texts(match: KundliMatch, language: Language) -> tuple[str, str]:
    """The score out of 36 and the verdict, then the doshas: Mangal for each person, Nadi
    and Bhakoot for the pair."""
    doshas, boy, girl = match.doshas, match.groom.name, match.bride.name
    mangal = doshas.mangal
    score = say(
        language,
        "milan_result",
        boy=boy,
        girl=girl,
        total=_points(match.total),
        maximum=_points(match.maximum),
        verdict=match.verdict,
    )
    lines = [
        say(
            language,
            "milan_mangal",
            title=mangal.title,
            boy=boy,
            boy_state=_state(mangal.groom, language),
            girl=girl,
            girl_state=_state(mangal.bride, language),
        ),
        *(
            say(language, "milan_dosha", title=pair.title, state=_state(pair, language))
            for pair in (doshas.nadi, doshas.bhakoot)
        ),
    ]
    return score, "\n".join([say(language, "milan_doshas"), *lines])


def _aside(text: str) -> bool:
    """A question or an Astrology topic asked in the middle: answered, then asked again."""
    return intents.looks_like_question(text) or kundli_agent.elsewhere(text) is not None


FORM = FormSpec(
    NAME,
    (*_slots("groom"), *_slots("bride")),
    _match,
    intent=INTENT,
    passing=_passing,
    aside=_aside,
    again=intents.asks_for_milan,
    keep_panel=True,
)
