"""The public value types of place resolution: a found `Place`, or why none was found."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Reason = Literal["unknown", "ambiguous", "empty"]


@dataclass(frozen=True)
class Place:
    name: str
    state: str
    country_code: str
    country: str
    latitude: float
    longitude: float
    timezone: str
    population: int

    def label(self) -> str:
        """ "Mumbai, Maharashtra, India"; the state is left out when empty or equal to the
        name ("Delhi, India")."""
        return ", ".join(self._label_parts(with_country=True))

    def short_label(self) -> str:
        """The label without the country: "Aurangabad, Bihar"."""
        return ", ".join(self._label_parts(with_country=False))

    def _label_parts(self, *, with_country: bool) -> list[str]:
        parts = [self.name]
        if self.state and self.state != self.name:
            parts.append(self.state)
        if with_country:
            parts.append(self.country or self.country_code)
        return parts


@dataclass(frozen=True)
class PlaceNotFound:
    query: str
    reason: Reason
    message: str
    suggestions: tuple[str, ...] = ()
