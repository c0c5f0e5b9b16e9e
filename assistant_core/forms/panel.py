"""A form's words (for its fields and its moments: started, left, changed) and its panel."""

from __future__ import annotations

from assistant_core.forms.spec import FormSpec, Slot
from assistant_core.forms.state import FormState
from assistant_core.replies import Progress
from assistant_core.texts import Language, en, say


def _own(spec: FormSpec, kind: str, field: str) -> str:
    """A form's own text for a field when it has one (the temple form's "pooja"), else
    the text all forms share ("label_serviceId")."""
    specific = f"{kind}_{spec.name}_{field}"
    return specific if specific in en.TEXTS else f"{kind}_{field}"


def moment_key(spec: FormSpec, moment: str) -> str:
    """The form's own words for a moment ("birth_cancelled"), else every form's."""
    specific = f"{spec.name}_{moment}"
    return specific if specific in en.TEXTS else f"form_{moment}"


def label(spec: FormSpec, field: str, language: Language) -> str:
    return say(language, _own(spec, "label", field))


def phrase(spec: FormSpec, field: str, language: Language) -> str:
    """A field as a sentence names it ("your date of birth"); the label when no phrase."""
    key = f"phrase_{spec.name}_{field}"
    return say(language, key) if key in en.TEXTS else label(spec, field, language)


def question(spec: FormSpec, form: FormState, field: str, language: Language) -> str:
    return say(language, _own(spec, "ask", field), **_shown_values(form))


def _shown_values(form: FormState) -> dict[str, str]:
    """What a question may mention: {temple}, {product}, {date}."""
    shown = form.shown
    return {
        "temple": shown.get("templeId", ""),
        "product": shown.get("productId", ""),
        "date": shown.get("selectedDate", ""),
    }


def needed(spec: FormSpec, form: FormState) -> list[Slot]:
    return [s for s in spec.slots if s.needed(form.values)]


def progress(
    spec: FormSpec, form: FormState | None, language: Language, kept: dict[str, str] | None = None
) -> Progress:
    """The panel for this form; with `form` None (done or left) nothing is asked, and the
    panel shows `kept` (what was submitted, for a form that keeps its panel) or nothing."""
    slots = [s for s in (needed(spec, form) if form is not None else spec.slots) if not s.hidden]
    fields = tuple((s.name, label(spec, s.name, language)) for s in slots)
    source = form.shown if form is not None else (kept if spec.keep_panel and kept else {})
    shown = {s.name: source[s.name] for s in slots if s.name in source}
    title = say(language, f"title_{spec.name}")
    asking = None if form is None or form.stage == "confirm" else form.asking
    names = [s.name for s in slots]
    step = names.index(asking) + 1 if asking in names else len(shown)
    return Progress(shown, asking, step, len(slots), spec.name, title, fields)
