"""A temple's hours asked in the chat ("what time does Siddhivinayak open?", "kashi
vishwanath kitne baje khulta hai"): the timings the temple publishes on its page, read through
the tasks port, with a link to that page; when it has published none, that is said (never a
guessed time). Several temples that fit the name: which one is asked."""

from __future__ import annotations

from urllib.parse import urlencode

import intents
from assistant_core.forms.matching import fit
from assistant_core.forms.spec import Context
from assistant_core.replies import link, suggestion
from assistant_core.task_outcome import TaskOutcome
from assistant_core.tasks_port import Temple, TimePeriod
from assistant_core.texts import say, ui_language

INTENT = "temples"
SHOWN_TEMPLES = 4  # the temples offered when the name fits several


def temple_route(temple: Temple) -> str:
    """The temple's own page on the Temples screen."""
    return f"/temples?{urlencode({'temple': temple.id})}"


async def hours(task: intents.Task, ctx: Context) -> TaskOutcome | None:
    """The named temple's timings; that it could not be found when no temple we have fits the
    name; None when the message names none (the question goes to the general assistant)."""
    if not task.topic.strip():
        return None
    # By its name (or a place in its address); else by every word, a deity by any of its
    # names ("tirupati balaji": Sri Venkateswara Swamy Temple, Tirumala).
    found = await ctx.tasks.find_temples(task.topic, limit=SHOWN_TEMPLES)
    found = found or await ctx.tasks.search_temples(task.topic, limit=SHOWN_TEMPLES)
    if not found:  # no temple of ours fits the name: said so, never a time guessed
        see_all = link(say(ctx.language, "action_all_temples"), "/temples")
        return TaskOutcome(None, say(ctx.language, "temple_timings_unknown"), INTENT, (see_all,))
    temple = _clear(task.topic, found)
    if temple is None:
        return _which(found, ctx)
    language = ctx.language
    name = temple.name_in(language)
    page = link(say(language, "action_open_temple", temple=name), temple_route(temple))
    times = await ctx.tasks.temple_timings(temple.id, ui_language(language))
    if times is None:
        return None
    if not times.periods:
        text = say(language, "temple_timings_none", temple=name)
        if times.note:
            text = f"{text} {times.note}"
        return TaskOutcome(None, text, INTENT, (page,))
    lines = "\n".join(_line(period, ctx) for period in times.periods)
    text = say(language, "temple_timings", temple=name, periods=lines)
    if times.note:
        text = f"{text}\n{times.note}"
    return TaskOutcome(None, text, INTENT, (page,))


def _clear(topic: str, found: list[Temple]) -> Temple | None:
    """The one temple the words name best ("tirupati balaji": the temple at Tirupati named
    for Venkateswara, not another of Vishnu's), or None when several fit as well."""
    if len(found) == 1:
        return found[0]
    scores = [fit(topic, f"{t.name} {t.name_hi or ''}", t.address) for t in found]
    best = max(scores)
    return found[scores.index(best)] if best > 0 and scores.count(best) == 1 else None


def _line(period: TimePeriod, ctx: Context) -> str:
    key = "temple_timing_line" if period.label else "temple_timing_open"
    return say(ctx.language, key, label=period.label, opens=period.opens, closes=period.closes)


def _which(found: list[Temple], ctx: Context) -> TaskOutcome:
    """Several temples fit the name: each offered as a button that asks its timings."""
    language = ctx.language
    lines = [f"{n}. {t.name_in(language)}, {t.address}" for n, t in enumerate(found, start=1)]
    buttons = tuple(
        suggestion(
            t.name_in(language), say(language, "temple_timings_of", temple=t.name_in(language))
        )
        for t in found
    )
    text = "\n".join([say(language, "temple_timings_which"), *lines])
    see_all = link(say(language, "action_all_temples"), "/temples")
    return TaskOutcome(None, text, INTENT, (*buttons, see_all))
