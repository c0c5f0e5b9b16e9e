"""HTTP route: GET /api/places (places whose name begins with what was typed)."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel

from api.common.deps import LanguageDep
from assistant_core.texts import Language
from kundli_service.places import Place
from kundli_service.places.suggest import MAX_QUERY, suggest_places

router = APIRouter(prefix="/api/places", tags=["places"])


class PlaceSuggestion(BaseModel):
    # "Varanasi, Uttar Pradesh, India" ("वाराणसी, उत्तर प्रदेश, भारत" in Hindi, where the
    # Hindi table names it): what a birth or Panchang place takes, in either language.
    label: str
    name: str
    state: str
    country: str
    latitude: float
    longitude: float
    timezone: str


class PlaceSuggestions(BaseModel):
    places: list[PlaceSuggestion]


@router.get("")
async def places(
    language: LanguageDep, q: Annotated[str, Query(max_length=MAX_QUERY)] = ""
) -> PlaceSuggestions:
    """Up to eight places for a partly typed name (two letters or more), Indian places first,
    then the largest; "Aurangabad, Bi" narrows to a state or country. Named in the
    devotee's language where the Hindi table has the place."""
    found = await asyncio.to_thread(suggest_places, q)
    return PlaceSuggestions(places=[_suggestion(p, language) for p in found])


def _suggestion(place: Place, language: Language) -> PlaceSuggestion:
    name, state, country = place.names_in(language)
    return PlaceSuggestion(
        label=place.label(language),
        name=name,
        state=state,
        country=country,
        latitude=place.latitude,
        longitude=place.longitude,
        timezone=place.timezone,
    )
