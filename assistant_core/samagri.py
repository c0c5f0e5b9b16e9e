"""A puja's samagri asked in the chat ("what do I need for griha pravesh", "सत्यनारायण कथा की
सामग्री क्या है"): what the family keeps ready and what the pandit brings, as the catalogue
lists them for that puja (read through the tasks port, in the conversation's language), with
a button that books it. Several pujas that fit the name as well: which one is asked. No puja
of ours by that name, or none with a list: the question goes to the general assistant."""

from __future__ import annotations

import intents
from assistant_core.forms.matching import fit, unasked
from assistant_core.forms.spec import Context
from assistant_core.replies import suggestion
from assistant_core.task_outcome import TaskOutcome
from assistant_core.tasks_port import Puja
from assistant_core.texts import say, ui_language

INTENT = "book_priest"
SHOWN_PUJAS = 3  # the pujas offered when the name fits several


async def answer(task: intents.Task, ctx: Context) -> TaskOutcome | None:
    """The named puja's samagri lists; None when no puja of ours is named or it lists none."""
    found = await ctx.tasks.find_pujas(task.topic, limit=SHOWN_PUJAS)
    puja = _named(task.topic, found)
    if puja is None:
        fitting = [p for p in found if fit(task.topic, f"{p.name} {p.name_hi or ''}") > 0]
        return _which(fitting, ctx) if fitting else None
    name = puja.name_in(ctx.language)
    said = await lists_of(puja.id, name, ctx)
    if said is None:
        return None
    book = say(ctx.language, "action_book_puja", puja=name)
    return TaskOutcome(None, said, INTENT, (suggestion(book, book),))


async def lists_of(puja_id: str, name: str, ctx: Context) -> str | None:
    """What the family keeps ready for the puja and what the pandit brings; None when the
    catalogue lists neither."""
    language = ctx.language
    lists = await ctx.tasks.samagri(puja_id, ui_language(language))
    if lists is None or not (lists.family or lists.priest):
        return None
    parts = []
    if lists.family:
        parts.append(say(language, "samagri_family", puja=name, items=_bullets(lists.family)))
    if lists.priest:
        parts.append(say(language, "samagri_priest", items=_bullets(lists.priest)))
    return "\n\n".join(parts)


def _named(topic: str, found: list[Puja]) -> Puja | None:
    """The one puja the words name best: the most of them in its name, then the fewest of
    its name's words left unsaid ("griha pravesh": Griha Pravesh Puja, not Griha Pravesh
    with Vastu Shanti); None when none fits or several fit as well."""
    ranked = [(fit(topic, f"{p.name} {p.name_hi or ''}"), -_unsaid(topic, p), p) for p in found]
    ranked = [r for r in ranked if r[0] > 0]
    if not ranked:
        return None
    best = max(r[:2] for r in ranked)
    winners = [p for score, left, p in ranked if (score, left) == best]
    return winners[0] if len(winners) == 1 else None


def _unsaid(topic: str, puja: Puja) -> int:
    return min(unasked(topic, name) for name in (puja.name, puja.name_hi or puja.name))


def _bullets(items: tuple[str, ...]) -> str:
    return "\n".join(f"• {item}" for item in items)


def _which(found: list[Puja], ctx: Context) -> TaskOutcome:
    """Several pujas fit the name as well: each offered as a button that asks its samagri."""
    language = ctx.language
    lines = [f"{n}. {p.name_in(language)}" for n, p in enumerate(found, start=1)]
    buttons = tuple(
        suggestion(p.name_in(language), say(language, "samagri_of", puja=p.name_in(language)))
        for p in found
    )
    return TaskOutcome(None, "\n".join([say(language, "samagri_which"), *lines]), INTENT, buttons)
