"""What one message did to a form (FormTurn), and the turns that keep the form where it is
or leave it: a numbered choice offered, an answer refused, the form left."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from assistant_core.forms.panel import moment_key, phrase
from assistant_core.forms.spec import Choose, Context, FormSpec, Problem
from assistant_core.forms.state import MAX_OPTIONS, MAX_RETRIES, FormState, Offered
from assistant_core.replies import Action, CartEdit, suggestion
from assistant_core.texts import Language, en, say
from kundli_service.wire import KundliReport

OFFER_AFTER = 3  # failed tries at one question before the assistant offers to stop


@dataclass(frozen=True, slots=True)
class FormTurn:
    """What one message did: the form as it is now (None once done or left), what to say,
    buttons, cart lines, and a question to answer first."""

    form: FormState | None
    texts: tuple[str, ...] = ()
    actions: tuple[Action, ...] = ()
    cart: CartEdit | None = None
    aside: str | None = None
    ended: bool = False  # the devotee left it
    done: bool = False  # submitted
    failure: str | None = None  # a service behind the form failed: said first, alone
    kundli: KundliReport | None = None  # the chart a submit made
    intent: str | None = None  # the reply's intent when not the form's own
    values: dict[str, str] | None = None  # what was submitted (for a panel kept when done)


def left(spec: FormSpec, language: Language) -> FormTurn:
    """The devotee left the form: it ends with the form's goodbye."""
    return FormTurn(None, (say(language, moment_key(spec, "cancelled")),), ended=True)


def choose(
    spec: FormSpec, form: FormState, read: Choose, ctx: Context, lead: Sequence[str] = ()
) -> FormTurn:
    """A numbered choice (at most MAX_OPTIONS), with a button for each option."""
    options = read.options[:MAX_OPTIONS]
    offered = tuple(Offered(o.value, o.shown) for o in options)
    lines = [
        f"{i}. {o.shown}{f' ({o.detail})' if o.detail else ''}" for i, o in enumerate(options, 1)
    ]
    intro = read.lead or say(ctx.language, "form_choose")
    # A tapped button says the option's name, as the devotee would type it (and sees it).
    chips = tuple(suggestion(o.shown, o.shown) for o in options)
    return FormTurn(replace(form, options=offered), (*lead, intro + "\n" + "\n".join(lines)), chips)


def invalid(spec: FormSpec, form: FormState, problem: Problem, ctx: Context) -> FormTurn:
    """An answer that cannot be taken: why, or after OFFER_AFTER tries, an offer to stop."""
    language = ctx.language
    retries = min(form.retries + 1, MAX_RETRIES)
    again = replace(form.without(*problem.clear), retries=retries)
    if retries >= OFFER_AFTER:
        field = form.asking or ""
        example = f"{spec.name}_example_{field}"
        offer = say(
            language,
            moment_key(spec, "offer_stop"),
            label=phrase(spec, field, language),
            example=say(language, example) if example in en.TEXTS else "",
        )
        return FormTurn(again, (offer,))
    return FormTurn(again, (say(language, problem.key, **problem.values),))
