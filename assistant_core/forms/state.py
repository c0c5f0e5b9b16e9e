"""A task form's draft as the conversation stores it: the values so far, what is asked, the
choices offered, tries at the current question, and the id that makes its submit idempotent.

Stored as JSON between turns (camelCase, inside the conversation's state): the field types
bound what is read back, and anything else is not a form."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    StrictInt,
    TypeAdapter,
    ValidationError,
)
from pydantic.alias_generators import to_camel

MAX_VALUES = 20
MAX_VALUE_CHARS = 2000
MAX_OPTIONS = 10
MAX_RETRIES = 10

Stage = Literal["collect", "confirm"]
Name = Annotated[str, Field(max_length=40)]
Text = Annotated[str, Field(max_length=MAX_VALUE_CHARS)]
Texts = Annotated[dict[Name, Text], Field(max_length=MAX_VALUES)]
STORED = ConfigDict(alias_generator=to_camel, populate_by_name=True)


@dataclass(frozen=True, slots=True)
class Offered:
    """A numbered choice the devotee is answering: value and how it is shown."""

    __pydantic_config__ = STORED
    value: Text
    shown: Text


@dataclass(frozen=True, slots=True)
class FormState:
    __pydantic_config__ = STORED
    name: Name
    form_id: Annotated[str, Field(max_length=80)]  # a retried "yes" submits once with it
    values: Texts = field(default_factory=dict)
    shown: Texts = field(default_factory=dict)
    skipped: Annotated[tuple[Name, ...], Field(max_length=MAX_VALUES)] = ()
    asking: Name | None = None
    stage: Stage = "collect"
    retries: Annotated[StrictInt, AfterValidator(lambda n: max(0, min(n, MAX_RETRIES)))] = 0
    options: Annotated[tuple[Offered, ...], Field(max_length=MAX_OPTIONS)] = ()

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

    @staticmethod
    def from_dict(data: object) -> FormState | None:
        """A stored form, or None when `data` is not one."""
        try:
            return _STORED.validate_python(data)
        except ValidationError:
            return None


_STORED = TypeAdapter(FormState)
