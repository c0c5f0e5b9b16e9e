"""The public value types of place resolution: a found `Place`, or why none was found."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kundli_service.places.hindi import city_in_hindi, country_in_hindi, state_in_hindi

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
    # Same-named places in other states this one was chosen over (Rameswaram in Andhra
    # Pradesh): the answer says which it took, so a person who meant another can say so.
    others: tuple[Place, ...] = ()

    def name_in(self, lang: str = "en") -> str:
        """The town's own name in `lang` ("वाराणसी"); English where the Hindi table has none."""
        hindi = city_in_hindi(self.name, self.state, self.country_code) if lang == "hi" else None
        return hindi or self.name

    def label(self, lang: str = "en") -> str:
        """ "Mumbai, Maharashtra, India" ("मुंबई, महाराष्ट्र, भारत" in Hindi); the state is left
        out when empty or equal to the name ("Delhi, India")."""
        return ", ".join(self._label_parts(with_country=True, lang=lang))

    def short_label(self, lang: str = "en") -> str:
        """The label without the country: "Aurangabad, Bihar"."""
        return ", ".join(self._label_parts(with_country=False, lang=lang))

    def choice_note(self, lang: str = "en") -> str | None:
        """ "Puri, Odisha — if you meant another (Puri, Haryana), add the state", or None
        when no other place has this name."""
        if not self.others:
            return None
        others = "; ".join(other.short_label(lang) for other in self.others)
        if lang == "hi":
            return (
                f"{self.short_label(lang)} — अगर आपका मतलब किसी और जगह ({others}) से है, तो राज्य भी "
                "लिखें"
            )
        return f"{self.short_label()} — if you meant another ({others}), add the state"

    def names_in(self, lang: str = "en") -> tuple[str, str, str]:
        """The name, state and country in `lang`: in Hindi those the Hindi table names (a
        place abroad it does not know stays wholly English, not half translated)."""
        hindi = city_in_hindi(self.name, self.state, self.country_code) if lang == "hi" else None
        in_hindi = hindi is not None or (lang == "hi" and self.country_code == "IN")
        country = self.country or self.country_code
        if not in_hindi:
            return self.name, self.state, country
        return (
            hindi or self.name,
            state_in_hindi(self.state, self.country_code),
            country_in_hindi(self.country_code, country),
        )

    def _label_parts(self, *, with_country: bool, lang: str) -> list[str]:
        name, state, country = self.names_in(lang)
        parts = [name]
        if self.state and self.state != self.name:
            parts.append(state)
        if with_country:
            parts.append(country)
        return parts


@dataclass(frozen=True)
class PlaceNotFound:
    query: str
    reason: Reason
    message: str
    suggestions: tuple[str, ...] = ()
    hi: str = ""  # the message in Hindi
