"""The one form runner: any task form (FormSpec) one answer at a time.

Each turn: leave or restart on command; after three failed tries, offer to stop; at the
summary, an explicit yes submits and anything else corrects or re-asks; otherwise a numbered
choice, a correction of an earlier answer ("no, make it Monday"), a skipped optional field,
or the answer to the question asked. A question instead of an answer is handed back as an
aside for the engine to answer, and the form asks again. Values found in passing ("kal
subah" fills the date and the time) are kept.

Beside it: panel.py (the form's words and its progress panel), passing.py (what a message
gives besides the answer asked for) and turn.py (FormTurn, and the turns that ask nothing
new: a numbered choice, an answer refused, the form left)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import intents
from assistant_core.forms import passing
from assistant_core.forms.panel import moment_key, needed, phrase, progress, question
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
from assistant_core.forms.state import FormState
from assistant_core.forms.turn import OFFER_AFTER, FormTurn, choose, invalid, left
from assistant_core.replies import Action, location_request, suggestion
from assistant_core.texts import Language, en, say
from intents.normalise import words_of


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
    starting = moment_key(spec, "start")
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
    form, thanks = await passing.in_passing(spec, form, text, ctx)
    lead += thanks
    if pending is not None:
        name, read = pending
        asked = replace(form, asking=name)
        return await _after_read(spec, asked, spec.slot(name), read, text, ctx)
    return await advance(spec, form, ctx, lead, said=text)


async def step(spec: FormSpec, form: FormState, text: str, ctx: Context) -> FormTurn:
    """One message to an open form."""
    language = ctx.language
    if form.stage == "confirm" and spec.yes_verb and _yes_with(spec.yes_verb, text):
        return await _submit(spec, form, ctx, [])
    command = intents.command_of(text)
    if command is intents.Command.CANCEL:
        return left(spec, language)
    if command is intents.Command.RESTART:
        fresh = FormState(spec.name, form.form_id + "r")
        return await advance(spec, fresh, ctx, [say(language, "form_restarted")])
    choice = intents.yes_or_no(text)
    if form.retries >= OFFER_AFTER and choice is not None:
        if choice:
            return left(spec, language)
        return await advance(
            spec, replace(form, retries=0), ctx, [say(language, "form_keep_going")]
        )
    if form.stage == "confirm":
        return await _at_summary(spec, form, text, choice, ctx)
    return await _answer(spec, form, text, ctx)


def _yes_with(verb: str, text: str) -> bool:
    """ "Haan cancel kar do", "yes, move it", "हाँ, रद्द कर दो": a yes said with the form's
    verb confirms (a plain "cancel" is still the command that stops)."""
    # "yes, please cancel that one": the record the form is about
    rest = re.sub(rf"(?:{verb})(?:\s+(?:that|this)\s+one)?", " ", text, flags=re.IGNORECASE)
    return rest.strip() != text.strip() and intents.yes_or_no(rest) is True


async def resume(spec: FormSpec, form: FormState, ctx: Context) -> FormTurn:
    """Back on the form's service with the form half done: ask where it stopped."""
    return await advance(spec, form, ctx, [say(ctx.language, moment_key(spec, "continue"))])


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
        if isinstance(summary, Submitted):
            return FormTurn(None, (*lead, *summary.texts), summary.actions, done=True)
        done = replace(form, asking=None, stage="confirm", retries=0, options=())
        confirm = say(language, moment_key(spec, "confirm"))
        return FormTurn(done, (*lead, summary, confirm), answers(spec, language))
    retries = form.retries if missing.name == form.asking else 0
    form = replace(form, asking=missing.name, stage="collect", retries=retries, options=())
    if missing.choices is not None:
        hinted = await missing.read(said, ctx, form.values) if said and missing.by_value else None
        offered = hinted if isinstance(hinted, Choose) else await missing.choices(ctx, form.values)
        if isinstance(offered, Value):  # it answers itself: on to the next question
            answered = form.with_value(missing.name, offered.value, offered.shown)
            return await advance(spec, answered, ctx, lead, said)
        if isinstance(offered, Problem):
            cleared = form.without(*offered.clear)
            text = say(language, offered.key, **offered.values)
            if offered.clear:
                return await advance(spec, cleared, ctx, [*lead, text])
            return FormTurn(form, (*lead, text))
        if offered is not None:
            asked = question(spec, form, missing.name, language)
            return choose(spec, form, replace(offered, lead=asked), ctx, lead)
    return FormTurn(form, (*lead, question(spec, form, missing.name, language)))


async def _answer(spec: FormSpec, form: FormState, text: str, ctx: Context) -> FormTurn:
    """A message while a question is open: a number from the choices, a correction, a skip,
    several answers at once, a question of its own, or the answer read by the slot."""
    asking = form.asking
    if asking is None:
        return await advance(spec, form, ctx)
    slot = spec.slot(asking)
    if form.options:
        index = _named(form, text)
        tapped = index is not None
        if index is None:
            index = intents.read_choice(text, len(form.options))
        if index is not None:
            chosen = form.options[index]
            chosen_form = form.with_value(asking, chosen.value, chosen.shown)
            # A bare pick ("2", "the second") or a name as shown ("Camphor Dhoop Cups (12
            # cups)") is only the pick: not a quantity as well.
            rest = text if len(text.split()) > 2 and not tapped else ""
            return await _take(spec, chosen_form, rest, ctx, asking)
    corrected = await _correction(spec, form, text, ctx)
    if corrected is not None:
        return corrected
    if slot.optional and passing.skips(text):
        skipped = replace(form, skipped=(*form.skipped, asking))
        return await advance(spec, skipped, ctx)
    if spec.passing is not None:  # several answers at once ("Ravi, 15 May 1990, Pune")
        found, thanks = await passing.in_passing(spec, form, text, ctx)
        if found.values != form.values:
            return await advance(spec, replace(found, retries=0), ctx, thanks, said=text)
    if spec.again is not None and spec.again(text):
        again = say(ctx.language, moment_key(spec, "continue"))
        return FormTurn(form, (f"{again} {question(spec, form, asking, ctx.language)}",))
    if spec.aside is not None and spec.aside(text) and not _a_name(slot, text):
        return FormTurn(form, (question(spec, form, asking, ctx.language),), aside=text)
    read = await slot.read(text, ctx, form.values)
    return await _after_read(spec, form, slot, read, text, ctx)


async def _after_read(
    spec: FormSpec, form: FormState, slot: Slot, read: Read, text: str, ctx: Context
) -> FormTurn:
    """What the slot read: a value taken, a choice or the location to ask for, a question
    handed back as an aside, or why the answer cannot be taken."""
    language = ctx.language
    if isinstance(read, Value):
        answered = form.with_value(slot.name, read.value, read.shown)
        return await _take(spec, answered, text, ctx, slot.name)
    if isinstance(read, Choose):
        return choose(spec, form, read, ctx)
    if isinstance(read, NeedLocation):
        share = location_request(say(language, "action_share_location"))
        return FormTurn(form, (say(language, "ask_templeId_location"),), (share,))
    if _a_question(read, text):
        again = question(spec, form, slot.name, language)
        if form.options:  # the numbered choice is offered again under the answer
            offered = Choose(tuple(Option(o.value, o.shown) for o in form.options), lead=again)
            return replace(choose(spec, form, offered, ctx), aside=text)
        return FormTurn(form, (again,), aside=text)
    if read is None and spec.passing is None:
        # Not this answer, but another one ("kal" when asked home or online): kept, and the
        # question asked again.
        found, thanks = await passing.in_passing(spec, form, text, ctx)
        if found.values != form.values:
            return await advance(spec, found, ctx, thanks, said=text)
    if read is None:  # "ok then online" where the address is asked: the mode given changes
        changed = await _correction(spec, form, f"no, {text}", ctx, free_text=False)
        if changed is not None:
            return changed
    if isinstance(read, Problem) and read.clear:
        # An earlier answer no longer holds (no priest comes to this address): say why, then
        # ask again from the first question it clears.
        why = say(language, read.key, **read.values)
        cleared = form.without(*read.clear)
        for name, value in read.keep.items():
            cleared = cleared.with_value(name, value, "")
        return await advance(spec, cleared, ctx, [why])
    if isinstance(read, Problem):
        problem = read
    else:
        problem = Problem(slot.problem) if isinstance(slot.problem, str) else slot.problem(ctx)
    return invalid(spec, form, problem, ctx)


def _a_question(read: Read, text: str) -> bool:
    """A question asked instead of the answer: nothing read, or a problem with a message that
    is a question and gives no number ("btw how do i energise a sphatik mala?" where a phone
    is asked), answered beside the form rather than refused as a bad answer."""
    if read is None:
        return intents.looks_like_question(text)
    return (
        isinstance(read, Problem)
        and not read.clear
        and not any(c.isdigit() for c in text)
        and ("?" in text or len(text.split()) >= 5)  # not a stray "has been confirmed"
        and intents.looks_like_question(text)
    )


# Words that ask for something: a message with one is a request, not a person's name.
_REQUESTING = frozenset(
    words_of(
        "show open go take book buy want need order see me my the a dikhao dikhaiye dikha "
        "kholo chahiye karo karna kar le chalo jao batao mujhe mera दिखाओ दिखाइए खोलो चाहिए "
        "करो करना कर ले चलो जाओ बताओ बताइए मुझे मेरा"
    )
)


def _a_name(slot: Slot, text: str) -> bool:
    """A name given where a name is asked ("दीपक वर्मा", "Deepak Verma"), though one of its
    words also names something else (a deepak is a lamp in the store)."""
    words = words_of(text)
    return (
        slot.name.lower().endswith("name")
        and 1 <= len(words) <= 4
        and not any(c.isdigit() for c in text)
        and not intents.looks_like_question(text)
        and not _REQUESTING.intersection(words)
    )


def _named(form: FormState, text: str) -> int | None:
    """The offered option whose name the message is, as shown (a tapped button says it)."""
    said = " ".join(text.split()).casefold()
    named = [i for i, o in enumerate(form.options) if o.shown.casefold() == said]
    return named[0] if len(named) == 1 else None


async def _take(
    spec: FormSpec, form: FormState, text: str, ctx: Context, taken: str | None = None
) -> FormTurn:
    """An answer was taken: values said in passing are kept too, then the next question."""
    thanks = passing.thanks(spec, form, (taken,), ctx.language) if taken else []
    form, more = await passing.in_passing(spec, replace(form, retries=0), text, ctx)
    return await advance(spec, form, ctx, [*thanks, *more], said=text)


async def _correction(
    spec: FormSpec, form: FormState, text: str, ctx: Context, *, free_text: bool = True
) -> FormTurn | None:
    """A correction of an earlier answer ("no, make it Monday") replaces it; an answer to the
    field asked is taken as such. The form then goes on where it was. Without `free_text`, only
    a field that reads values (a date, the mode) is changed, never the name or address."""
    found = await passing.correction(spec, form, text, ctx, free_text=free_text)
    if found is None:
        return None
    slot, read = found
    if isinstance(read, Choose):
        asked_again = replace(form, asking=slot.name, stage="collect", options=())
        return choose(spec, asked_again, read, ctx)
    changed = form.with_value(slot.name, read.value, read.shown)
    if slot.name == form.asking:
        return await _take(spec, changed, "", ctx, slot.name)
    if form.values.get(slot.name) == read.value:  # "same time": nothing changed, none said
        return None
    note = say(
        ctx.language,
        moment_key(spec, "changed"),
        label=phrase(spec, slot.name, ctx.language),
        value=read.shown,
    )
    if form.stage == "confirm":
        return await advance(spec, changed, ctx, [note])
    asking = spec.slot(form.asking) if form.asking else None
    if form.options and asking is not None and asking.choices is None:
        # The choice the devotee's words made ("Vastu Shanti Puja, or Griha Pravesh with
        # Vastu Shanti?"), offered again under the change; a day's times are asked anew.
        again = question(spec, form, asking.name, ctx.language)
        offered = Choose(tuple(Option(o.value, o.shown) for o in form.options), lead=again)
        return choose(spec, changed, offered, ctx, [note])
    return await advance(spec, replace(changed, options=form.options), ctx, [note])


def answers(spec: FormSpec, language: Language) -> tuple[Action, Action]:
    """The summary's two buttons; each says what a devotee would type, read as yes or no."""
    yes = say(language, moment_key(spec, "action_confirm"))
    no = say(language, moment_key(spec, "action_change"))
    return suggestion(yes, yes), suggestion(no, no)


async def _at_summary(
    spec: FormSpec, form: FormState, text: str, choice: bool | None, ctx: Context
) -> FormTurn:
    """At the summary: yes submits, a correction changes a value, anything else re-asks."""
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
        kept = None if spec.no_ends else form
        return FormTurn(kept, (say(language, moment_key(spec, "not_confirmed")),), ended=not kept)
    again = say(language, moment_key(spec, "confirm"))
    if intents.looks_like_question(text):
        return FormTurn(form, (again,), answers(spec, language), aside=text)
    return FormTurn(form, (again,), answers(spec, language))


async def _submit(spec: FormSpec, form: FormState, ctx: Context, lead: Sequence[str]) -> FormTurn:
    """Submit the form: done, a service failure to retry, or a value to ask again."""
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


__all__ = ["FormTurn", "advance", "located", "progress", "resume", "start", "step"]
