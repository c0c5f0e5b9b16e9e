"""The one form runner: any task form (FormSpec) one answer at a time.

Each turn: leave or restart on command; after three failed tries, offer to stop; at the
summary, an explicit yes submits and anything else corrects or re-asks; otherwise a numbered
choice, a correction of an earlier answer ("no, make it Monday"), a skipped optional field,
or the answer to the question asked. A question instead of an answer is handed back as an
aside for the engine to answer, and the form asks again. Values found in passing ("kal
subah" fills the date and the time) are kept."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import intents
from assistant_core.forms import corrections
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
)
from assistant_core.forms.state import MAX_OPTIONS, MAX_RETRIES, FormState, Offered
from assistant_core.replies import Action, CartLine, Progress
from assistant_core.texts import Language, en, say

OFFER_AFTER = 3  # failed tries at one question before the assistant offers to stop
_SKIP = re.compile(
    r"^\W*(?:skip|no|nope|none|nothing|nahi|nahin|na|kuch nahi|koi nahi|not needed|no thanks"
    r"|छोड़ें|छोड़ो|नहीं|कुछ नहीं|कोई नहीं|ज़रूरत नहीं)\W*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class FormTurn:
    """What one message did: the form as it is now (None once done or left), what to say,
    buttons, cart lines, and a question to answer first."""

    form: FormState | None
    texts: tuple[str, ...] = ()
    actions: tuple[Action, ...] = ()
    cart: tuple[CartLine, ...] = ()
    aside: str | None = None
    ended: bool = False  # the devotee left it
    done: bool = False  # submitted
    failure: str | None = None  # a service behind the form failed: said first, alone
    kundli: dict[str, Any] | None = None  # the chart a submit made
    intent: str | None = None  # the reply's intent when not the form's own
    values: dict[str, str] | None = None  # what was submitted (for a panel kept when done)


def _own(spec: FormSpec, kind: str, field: str) -> str:
    """A form's own text for a field when it has one (the temple form's "pooja"), else
    the text all forms share ("label_serviceId")."""
    specific = f"{kind}_{spec.name}_{field}"
    return specific if specific in en.TEXTS else f"{kind}_{field}"


def _words(spec: FormSpec, what: str) -> str:
    """The form's own words for a moment ("birth_cancelled"), else every form's."""
    specific = f"{spec.name}_{what}"
    return specific if specific in en.TEXTS else f"form_{what}"


def label(spec: FormSpec, field: str, language: Language) -> str:
    return say(language, _own(spec, "label", field))


def phrase(spec: FormSpec, field: str, language: Language) -> str:
    """A field as a sentence names it ("your date of birth"); the label when no phrase."""
    key = f"phrase_{spec.name}_{field}"
    return say(language, key) if key in en.TEXTS else label(spec, field, language)


def question(spec: FormSpec, form: FormState, field: str, language: Language) -> str:
    return say(language, _own(spec, "ask", field), **_shown_values(form))


def needed(spec: FormSpec, form: FormState) -> list[Slot]:
    return [s for s in spec.slots if s.needed(form.values)]


def progress(
    spec: FormSpec, form: FormState | None, language: Language, kept: dict[str, str] | None = None
) -> Progress:
    """The panel for this form; with `form` None (done or left) nothing is asked, and the
    panel shows `kept` (what was submitted, for a form that keeps its panel) or nothing."""
    slots = needed(spec, form) if form is not None else list(spec.slots)
    fields = tuple((s.name, label(spec, s.name, language)) for s in slots)
    source = form.shown if form is not None else (kept if spec.keep_panel and kept else {})
    shown = {s.name: source[s.name] for s in slots if s.name in source}
    title = say(language, f"title_{spec.name}")
    asking = None if form is None or form.stage == "confirm" else form.asking
    names = [s.name for s in slots]
    step = names.index(asking) + 1 if asking in names else len(shown)
    return Progress(shown, asking, step, len(slots), spec.name, title, fields)


async def start(
    spec: FormSpec,
    form: FormState,
    ctx: Context,
    *,
    text: str = "",
    first: dict[str, str] | None = None,
) -> FormTurn:
    """Open a form: values in the request (`first`: a slot and the words for it, such as the
    puja named) and whatever the text says in passing, then the first question."""
    starting = _words(spec, "start")
    lead: list[str] = [say(ctx.language, starting)] if starting in en.TEXTS else []
    pending: tuple[str, Read] | None = None  # a choice to offer once the rest is read
    for name, words in (first or {}).items():
        read = await spec.slot(name).read(words, ctx, form.values)
        if isinstance(read, Value):
            form = form.with_value(name, read.value, read.shown)
        elif isinstance(read, Choose | NeedLocation) and pending is None:
            pending = (name, read)
        elif isinstance(read, Problem):
            lead.append(say(ctx.language, read.key, **read.values))
    form, thanks = await _in_passing(spec, form, text, ctx)
    lead += thanks
    if pending is not None:
        name, read = pending
        asked = replace(form, asking=name)
        return await _after_read(spec, asked, spec.slot(name), read, text, ctx)
    return await advance(spec, form, ctx, lead, said=text)


async def step(spec: FormSpec, form: FormState, text: str, ctx: Context) -> FormTurn:
    """One message to an open form."""
    language = ctx.language
    command = intents.command_of(text)
    if command is intents.Command.CANCEL:
        return _left(spec, language)
    if command is intents.Command.RESTART:
        fresh = FormState(spec.name, form.form_id + "r")
        return await advance(spec, fresh, ctx, [say(language, "form_restarted")])
    choice = intents.yes_or_no(text)
    if form.retries >= OFFER_AFTER and choice is not None:
        if choice:
            return _left(spec, language)
        return await advance(
            spec, replace(form, retries=0), ctx, [say(language, "form_keep_going")]
        )
    if form.stage == "confirm":
        return await _at_summary(spec, form, text, choice, ctx)
    return await _answer(spec, form, text, ctx)


def _left(spec: FormSpec, language: Language) -> FormTurn:
    return FormTurn(None, (say(language, _words(spec, "cancelled")),), ended=True)


async def resume(spec: FormSpec, form: FormState, ctx: Context) -> FormTurn:
    """Back on the form's service with the form half done: ask where it stopped."""
    return await advance(spec, form, ctx, [say(ctx.language, _words(spec, "continue"))])


async def located(spec: FormSpec, form: FormState, ctx: Context) -> FormTurn:
    """The browser's location arrived: a question that waited for it is answered."""
    if form.asking is None or form.stage != "collect":
        return await advance(spec, form, ctx)
    return await _answer(spec, form, "near me", ctx)


async def advance(
    spec: FormSpec, form: FormState, ctx: Context, lead: Sequence[str] = (), said: str = ""
) -> FormTurn:
    """Ask the next question, or show the summary (or submit) when nothing is missing.
    `said` is the message just taken: a hint in it ("subah") narrows the choices offered."""
    language = ctx.language
    missing = next(
        (s for s in needed(spec, form) if s.name not in form.values and s.name not in form.skipped),
        None,
    )
    if missing is None:
        if spec.summary is None:
            return await _submit(spec, form, ctx, lead)
        summary = await spec.summary(form.values, form.shown, ctx)
        done = replace(form, asking=None, stage="confirm", retries=0, options=())
        return FormTurn(done, (*lead, summary, say(language, "form_confirm")))
    retries = form.retries if missing.name == form.asking else 0
    form = replace(form, asking=missing.name, stage="collect", retries=retries, options=())
    if missing.choices is not None:
        hinted = await missing.read(said, ctx, form.values) if said and missing.by_value else None
        offered = hinted if isinstance(hinted, Choose) else await missing.choices(ctx, form.values)
        if isinstance(offered, Problem):
            cleared = form.without(*offered.clear)
            text = say(language, offered.key, **offered.values)
            if offered.clear:
                return await advance(spec, cleared, ctx, [*lead, text])
            return FormTurn(form, (*lead, text))
        if offered is not None:
            asked = question(spec, form, missing.name, language)
            return _choose(spec, form, replace(offered, lead=asked), ctx, lead)
    return FormTurn(form, (*lead, question(spec, form, missing.name, language)))


def _shown_values(form: FormState) -> dict[str, str]:
    """What a question may mention: {temple}, {product}, {date}."""
    shown = form.shown
    return {
        "temple": shown.get("templeId", ""),
        "product": shown.get("productId", ""),
        "date": shown.get("selectedDate", ""),
    }


def _choose(
    spec: FormSpec, form: FormState, read: Choose, ctx: Context, lead: Sequence[str] = ()
) -> FormTurn:
    options = read.options[:MAX_OPTIONS]
    offered = tuple(Offered(o.value, o.shown) for o in options)
    lines = [
        f"{i}. {o.shown}{f' ({o.detail})' if o.detail else ''}" for i, o in enumerate(options, 1)
    ]
    intro = read.lead or say(ctx.language, "form_choose")
    chips = tuple(Action("say", o.shown, text=str(i)) for i, o in enumerate(options, 1))
    return FormTurn(replace(form, options=offered), (*lead, intro + "\n" + "\n".join(lines)), chips)


async def _answer(spec: FormSpec, form: FormState, text: str, ctx: Context) -> FormTurn:
    asking = form.asking
    if asking is None:
        return await advance(spec, form, ctx)
    slot = spec.slot(asking)
    if form.options:
        index = intents.read_choice(text, len(form.options))
        if index is not None:
            chosen = form.options[index]
            chosen_form = form.with_value(asking, chosen.value, chosen.shown)
            return await _take(spec, chosen_form, text, ctx, asking)
    corrected = await _correction(spec, form, text, ctx)
    if corrected is not None:
        return corrected
    if slot.optional and _SKIP.match(text.strip()):
        skipped = replace(form, skipped=(*form.skipped, asking))
        return await advance(spec, skipped, ctx)
    if spec.passing is not None:  # several answers at once ("Ravi, 15 May 1990, Pune")
        found, thanks = await _in_passing(spec, form, text, ctx)
        if found.values != form.values:
            return await advance(spec, replace(found, retries=0), ctx, thanks, said=text)
    if spec.again is not None and spec.again(text):
        again = say(ctx.language, _words(spec, "continue"))
        return FormTurn(form, (f"{again} {question(spec, form, asking, ctx.language)}",))
    if spec.aside is not None and spec.aside(text):
        return FormTurn(form, (question(spec, form, asking, ctx.language),), aside=text)
    read = await slot.read(text, ctx, form.values)
    return await _after_read(spec, form, slot, read, text, ctx)


async def _after_read(
    spec: FormSpec, form: FormState, slot: Slot, read: Read, text: str, ctx: Context
) -> FormTurn:
    language = ctx.language
    if isinstance(read, Value):
        answered = form.with_value(slot.name, read.value, read.shown)
        return await _take(spec, answered, text, ctx, slot.name)
    if isinstance(read, Choose):
        return _choose(spec, form, read, ctx)
    if isinstance(read, NeedLocation):
        share = Action("share_location", say(language, "action_share_location"))
        return FormTurn(form, (say(language, "ask_templeId_location"),), (share,))
    if read is None and intents.looks_like_question(text):
        again = question(spec, form, slot.name, language)
        if form.options:  # the numbered choice is offered again under the answer
            offered = Choose(tuple(Option(o.value, o.shown) for o in form.options), lead=again)
            return replace(_choose(spec, form, offered, ctx), aside=text)
        return FormTurn(form, (again,), aside=text)
    problem = read if isinstance(read, Problem) else Problem(slot.problem)
    return _invalid(spec, form, problem, ctx)


async def _take(
    spec: FormSpec, form: FormState, text: str, ctx: Context, taken: str | None = None
) -> FormTurn:
    """An answer was taken: values said in passing are kept too, then the next question."""
    thanks = _thanks(spec, form, (taken,), ctx.language) if taken else []
    form, more = await _in_passing(spec, replace(form, retries=0), text, ctx)
    return await advance(spec, form, ctx, [*thanks, *more], said=text)


async def _in_passing(
    spec: FormSpec, form: FormState, text: str, ctx: Context
) -> tuple[FormState, list[str]]:
    """The form with the values `text` gives besides the answer, and the thanks they earn."""
    if not text:
        return form, []
    before = form
    if spec.passing is not None:
        missing = {s.name for s in needed(spec, form) if s.name not in form.values}
        for name, value in spec.passing(text, ctx, form.values).items():
            if name in missing:
                form = form.with_value(name, value.value, value.shown)
    else:
        for slot in needed(spec, form):
            if slot.by_value and slot.name not in form.values:
                read = await slot.read(text, ctx, form.values)
                if isinstance(read, Value):
                    form = form.with_value(slot.name, read.value, read.shown)
    added = [name for name in form.values if name not in before.values]
    return form, _thanks(spec, form, added, ctx.language)


def _thanks(
    spec: FormSpec, form: FormState, names: Sequence[str | None], language: Language
) -> list[str]:
    """ "Thank you, Ravi.": a form's word of thanks for a field just given, if it has one."""
    keys = [(n, f"{spec.name}_thanks_{n}") for n in names if n]
    return [say(language, key, value=form.shown[n]) for n, key in keys if key in en.TEXTS]


def _invalid(spec: FormSpec, form: FormState, problem: Problem, ctx: Context) -> FormTurn:
    language = ctx.language
    retries = min(form.retries + 1, MAX_RETRIES)
    again = replace(form.without(*problem.clear), retries=retries)
    if retries >= OFFER_AFTER:
        field = form.asking or ""
        example = f"{spec.name}_example_{field}"
        offer = say(
            language,
            _words(spec, "offer_stop"),
            label=phrase(spec, field, language),
            example=say(language, example) if example in en.TEXTS else "",
        )
        return FormTurn(again, (offer,))
    return FormTurn(again, (say(language, problem.key, **problem.values),))


async def _correction(spec: FormSpec, form: FormState, text: str, ctx: Context) -> FormTurn | None:
    """ "no, make it Monday", "change the name to Ravi": the new value replaces the earlier
    answer it fits (the field asked, when named, takes it as its answer); the form then goes
    on where it was."""
    given = [s for s in needed(spec, form) if s.name in form.values or s.name == form.asking]
    found = corrections.read(text, given)
    if found is None:
        return None
    filled = [s for s in given if s.name in form.values and s.name != form.asking]
    asked = [s for s in given if s.name == form.asking and s.by_value]
    free_text = [s for s in filled if not s.by_value]
    one_free = free_text if len(free_text) == 1 and len(found.value.split()) >= 2 else []
    by_value = [*asked, *(s for s in filled if s.by_value)]
    for slot in found.named or [*by_value, *one_free]:
        read = await slot.read(found.value, ctx, form.values)
        if not isinstance(read, Value):
            continue
        changed = form.with_value(slot.name, read.value, read.shown)
        if slot.name == form.asking:
            return await _take(spec, changed, "", ctx, slot.name)
        note = say(
            ctx.language,
            _words(spec, "changed"),
            label=phrase(spec, slot.name, ctx.language),
            value=read.shown,
        )
        if form.stage == "confirm":
            return await advance(spec, changed, ctx, [note])
        return await advance(spec, replace(changed, options=form.options), ctx, [note])
    return None


async def _at_summary(
    spec: FormSpec, form: FormState, text: str, choice: bool | None, ctx: Context
) -> FormTurn:
    language = ctx.language
    if choice is True:
        return await _submit(spec, form, ctx, [])
    corrected = await _correction(spec, replace(form, asking=None), text, ctx)
    if corrected is None and choice is None:
        # "make it Monday" without "no": try the answer against every field that reads values.
        corrected = await _correction(spec, replace(form, asking=None), f"no, {text}", ctx)
    if corrected is not None:
        return corrected
    if choice is False:
        return FormTurn(form, (say(language, "form_not_confirmed"),))
    if intents.looks_like_question(text):
        return FormTurn(form, (say(language, "form_confirm"),), aside=text)
    return FormTurn(form, (say(language, "form_confirm"),))


async def _submit(spec: FormSpec, form: FormState, ctx: Context, lead: Sequence[str]) -> FormTurn:
    result = await spec.submit(form.values, form.shown, ctx, f"assistant-{form.form_id}")
    if isinstance(result, Submitted):
        return FormTurn(
            None,
            (*(() if result.alone else lead), *result.texts),
            result.actions,
            result.cart,
            done=True,
            kundli=result.kundli,
            intent=result.intent,
            values=dict(form.shown) if result.panel else None,
        )
    text = say(ctx.language, result.key, **result.values)
    if result.failure is not None:
        # The service failed, not the devotee: its text says how to retry, nothing more.
        again = form.without(*result.clear)
        asking = next((c for c in result.clear), form.asking)
        retry = replace(again, asking=asking, stage="collect", retries=0, options=())
        return FormTurn(retry, (text,), failure=say(ctx.language, result.failure))
    if result.clear:
        return await advance(spec, form.without(*result.clear), ctx, [*lead, text])
    return FormTurn(form, (*lead, text))
