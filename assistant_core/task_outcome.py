"""What a task did with a message: the open form, what to say, buttons, cart changes, and
what the engine turns into replies (answers.py)."""

from __future__ import annotations

from dataclasses import dataclass

from assistant_core.forms.state import FormState
from assistant_core.replies import Action, CartEdit, Navigate, Progress
from kundli_service.wire import KundliReport


@dataclass(frozen=True, slots=True)
class TaskOutcome:
    form: FormState | None  # the open form after this message (None: done, left or none)
    text: str
    intent: str
    actions: tuple[Action, ...] = ()
    cart: CartEdit | None = None
    progress: Progress | None = None
    aside: str | None = None  # a question to answer before `text`
    navigate: Navigate | None = None
    failure: str | None = None  # a failure to say first, on its own
    kundli: KundliReport | None = None  # a chart made
    form_name: str | None = None  # the form that spoke
    done: bool = False  # the form was submitted (not left) with this message
