"""Why a request could not be answered: the field at fault, what is wrong in words a person
reads, and suggestions where there are some (places). Returned as a value, never raised."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    field: str
    message: str
    suggestions: tuple[str, ...] = ()
