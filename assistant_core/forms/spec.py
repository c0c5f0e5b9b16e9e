"""What a task form is made of: slots with readers, a summary and a submit step, as data.

A reader turns what the devotee typed into a value (with how it is shown), a numbered
choice, a problem to explain, or nothing; it may ask the outside world through the ports in
the context (catalogue, free slots, the same validation the REST API uses)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import date

from assistant_core.kundli_port import KundliPort
from assistant_core.replies import Action, CartEdit, FormName
from assistant_core.tasks_port import TasksPort
from assistant_core.texts import Language
from kundli_service.wire import KundliReport


@dataclass(frozen=True, slots=True)
class Value:
    value: str  # as the REST API takes it
    shown: str  # as the devotee reads it


@dataclass(frozen=True, slots=True)
class Option:
    value: str
    shown: str
    detail: str = ""  # a price, a duration: shown after the name in the list


@dataclass(frozen=True, slots=True)
class Choose:
    options: tuple[Option, ...]
    lead: str = ""  # a line before the numbered list (else "I found several...")


@dataclass(frozen=True, slots=True)
class Problem:
    """Why an answer cannot be taken, as a text key and its values; `clear` names fields
    to ask again (no slot free on that date: the date is asked again)."""

    key: str
    values: Mapping[str, object] = field(default_factory=dict, hash=False)
    clear: tuple[str, ...] = ()
    # Values kept while the cleared fields are asked again (the address no priest reaches, so
    # that the same one said again is answered as such, not refused anew as news).
    keep: Mapping[str, str] = field(default_factory=dict, hash=False)
    # A service behind the form failed: this text key is said first, as its own reply
    # (the spec's failure texts, with intent unknown), then `key`.
    failure: str | None = None


@dataclass(frozen=True, slots=True)
class NeedLocation:
    """The devotee asked for "near me": the client is asked for the browser's location."""


Read = Value | Choose | Problem | NeedLocation | None


@dataclass(frozen=True, slots=True)
class Context:
    """What a form step may use: the ports, today in India, the conversation's language,
    the browser's location when it was shared, and who the visitor is (for ownership)."""

    tasks: TasksPort
    today: date
    language: Language
    location: tuple[float, float] | None = None
    client_ref: str | None = None
    client_address: str = "assistant"  # rate limits of lookups are keyed on it
    kundli: KundliPort | None = None
    cart: tuple[tuple[str, int], ...] = ()  # the device's cart: (product id, quantity) lines


Values = Mapping[str, str]
Reader = Callable[[str, Context, Values], Awaitable[Read]]
# What a question offers when it is asked: a choice, a Problem (it cannot be answered as
# things are), a Value (it answers itself: nothing to ask), or None (ask it plainly).
Asker = Callable[[Context, Values], Awaitable[Choose | Problem | Value | None]]


@dataclass(frozen=True, slots=True)
class Slot:
    name: str  # the REST API's field name
    read: Reader
    optional: bool = False  # asked, and "skip" / "no" leaves it empty
    needed: Callable[[Values], bool] = lambda values: True
    # Offered choices when the question is asked (the free slots of the day); a Problem
    # instead means the question cannot be answered as things are (no slot free).
    choices: Asker | None = None
    # Read from any message, not only when asked (a date, a phone number): lets "kal
    # subah" fill the date and the time, and "no, make it Monday" find its slot.
    by_value: bool = False
    # A catalogue's name said in a change ("make it griha pravesh with vastu shanti") finds
    # this field, after the fields read by value; its choices are offered when it names several.
    by_name: bool = False
    # The re-ask when nothing in the answer could be read: a text key, or a Problem made from
    # the context when its text names values ("a number from 1 to {max}").
    problem: str | Callable[[Context], Problem] = "bad_choice"
    cues: tuple[str, ...] = ()  # words naming the field in a correction ("name", "पता")
    # Decided by the form from the catalogue, never asked nor shown in the panel (whether the
    # seva chosen sends prasad home): its `choices` answer it.
    hidden: bool = False


@dataclass(frozen=True, slots=True)
class Submitted:
    """The form's work is done: what to say, the buttons, cart lines for the device."""

    texts: tuple[str, ...]
    actions: tuple[Action, ...] = ()
    cart: CartEdit | None = None
    record_id: str | None = None
    kundli: KundliReport | None = None  # a chart made: the client draws it
    intent: str | None = None  # the reply's intent when it is not the form's own
    alone: bool = False  # said on its own: what led to it ("Thank you, Ravi.") is moot now
    panel: bool = True  # a form that keeps its panel shows the values under this


# The summary to confirm, or (Submitted) what to say instead when there is nothing to confirm
# (the record cannot be cancelled): the form then ends.
Summary = Callable[[Values, Mapping[str, str], Context], Awaitable["str | Submitted"]]
Submit = Callable[[Values, Mapping[str, str], Context, str], Awaitable[Submitted | Problem]]
# Several values read from one message ("Ravi Kumar, 15 May 1990, 2:30 PM"): field -> value.
Passing = Callable[[str, Context, Values], dict[str, Value]]


@dataclass(frozen=True, slots=True)
class FormSpec:
    """A form as data. Texts are looked up by convention: `ask_<form>_<field>` before
    `ask_<field>`, `label_...` likewise, and `<form>_<what>` before `form_<what>` for the
    form's own words (cancelled, offer_stop, changed, start, continue, confirm, not_confirmed,
    action_confirm, action_change, thanks_<field>)."""

    name: FormName  # birth | priest_booking | temple_booking | cart | order_status | ...
    slots: tuple[Slot, ...]
    submit: Submit
    summary: Summary | None = None  # None: no confirmation step, submit when complete
    intent: str | None = None  # the replies' intent (default: the form's name)
    # Messages reach the form only while this service is selected (None: whichever is);
    # meanwhile the form waits, and selecting the service again resumes it.
    service: str | None = None
    # Values found in any message; None: each by_value slot reads the message itself.
    passing: Passing | None = None
    # A message that is not an answer but something to answer (a question, a topic).
    aside: Callable[[str], bool] | None = None
    # A message asking for this very form again ("make my kundli" while it is open).
    again: Callable[[str], bool] | None = None
    keep_panel: bool = False  # once submitted, the panel still shows what was given
    # A no at the summary ends the form (a cancel has nothing to change); else it waits for
    # the change.
    no_ends: bool = False
    # The verb of its yes, as a pattern: at the summary "haan cancel kar do" or "yes, move it"
    # confirms (else the verb would read as a command or a change).
    yes_verb: str = ""
    paragraphs: bool = True  # its lines as paragraphs (False: one running text)

    @property
    def reply_intent(self) -> str:
        return self.intent or self.name

    def slot(self, name: str) -> Slot:
        return next(s for s in self.slots if s.name == name)
