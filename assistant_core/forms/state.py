"""A task form's draft as the conversation stores it: the values so far, what is asked, the
choices offered, tries at the current question, and the id that makes its submit idempotent.

Stored as JSON between turns, so `from_dict` checks everything and gives None for anything
that is not what `to_dict` wrote."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

MAX_VALUES = 20
MAX_VALUE_CHARS = 2000
MAX_OPTIONS = 10
MAX_RETRIES = 10

Stage = Literal["collect", "confirm"]


@dataclass(frozen=True, slots=True)
class Offered:
    """A numbered choice the devotee is answering: value and how it is shown."""

    value: str
    shown: str


@dataclass(frozen=True, slots=True)
class FormState:
    name: str
    form_id: str  # the submit's idempotency key comes from it: a retried "yes" books once
    values: dict[str, str] = field(default_factory=dict)
    shown: dict[str, str] = field(default_factory=dict)
    skipped: tuple[str, ...] = ()
    asking: str | None = None
    stage: Stage = "collect"
    retries: int = 0
    options: tuple[Offered, ...] = ()

    def with_value(self, name: str, value: str, shown: str) -> FormState:
        return replace(
            self,
            values={**self.values, name: value},
            shown={**self.shown, name: shown},
            skipped=tuple(s for s in self.skipped if s != name),
            options=(),
        )

    def without(self, *names: str) -> FormState:
        return replace(
            self,
            values={k: v for k, v in self.values.items() if k not in names},
            shown={k: v for k, v in self.shown.items() if k not in names},
            skipped=tuple(s for s in self.skipped if s not in names),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "formId": self.form_id,
            "values": dict(self.values),
            "shown": dict(self.shown),
            "skipped": list(self.skipped),
            "asking": self.asking,
            "stage": self.stage,
            "retries": self.retries,
            "options": [{"value": o.value, "shown": o.shown} for o in self.options],
        }

    @staticmethod
    def from_dict(data: object) -> FormState | None:
        try:
            return _read(data)
        except (TypeError, ValueError, KeyError):
            return None


def _text(value: object, limit: int = MAX_VALUE_CHARS) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError("not a stored text")
    return value


def _texts(value: object) -> dict[str, str]:
    if not isinstance(value, dict) or len(value) > MAX_VALUES:
        raise ValueError("not stored values")
    return {_text(k, 40): _text(v) for k, v in value.items()}


def _read(data: object) -> FormState:
    if not isinstance(data, dict):
        raise TypeError("form")
    stage = data["stage"]
    retries = data["retries"]
    if stage not in ("collect", "confirm") or type(retries) is not int:
        raise ValueError("stage")
    options = data.get("options", [])
    skipped = data.get("skipped", [])
    if not isinstance(options, list) or len(options) > MAX_OPTIONS:
        raise ValueError("options")
    if not isinstance(skipped, list) or len(skipped) > MAX_VALUES:
        raise ValueError("skipped")
    asking = data.get("asking")
    return FormState(
        name=_text(data["name"], 40),
        form_id=_text(data["formId"], 80),
        values=_texts(data.get("values", {})),
        shown=_texts(data.get("shown", {})),
        skipped=tuple(_text(s, 40) for s in skipped),
        asking=None if asking is None else _text(asking, 40),
        stage=stage,
        retries=max(0, min(retries, MAX_RETRIES)),
        options=tuple(Offered(_text(o["value"]), _text(o["shown"])) for o in options),
    )
