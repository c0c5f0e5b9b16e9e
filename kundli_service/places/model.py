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
    # Same-named places in other states this one was chosen over ("Rameswaram, Andhra
    # Pradesh"): the answer says which it took, so a person who meant another can say so.
    others: tuple[str, ...] = ()

    def label(self) -> str:
        """ "Mumbai, Maharashtra, India"; the state is left out when empty or equal to the
        name ("Delhi, India")."""
        return ", ".join(self._label_parts(with_country=True))

    def short_label(self) -> str:
        """The label without the country: "Aurangabad, Bihar"."""
        return ", ".join(self._label_parts(with_country=False))

    def choice_note(self, lang: str = "en") -> str | None:
        """ "Puri, Odisha — if you meant another (Puri, Haryana), add the state", or None
        when no other place has this name."""
        if not self.others:
            return None
        others = "; ".join(self.others)
        if lang == "hi":
            return (
                f"{self.short_label()} — अगर आपका मतलब किसी और जगह ({others}) से है, तो राज्य भी लिखें"
            )
        return f"{self.short_label()} — if you meant another ({others}), add the state"

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
    hi: str = ""  # the message in Hindi
