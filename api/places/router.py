"""HTTP route: GET /api/places (places whose name begins with what was typed)."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel

from kundli_service.places.suggest import MAX_QUERY, suggest_places

router = APIRouter(prefix="/api/places", tags=["places"])


class PlaceSuggestion(BaseModel):
    label: str  # "Varanasi, Uttar Pradesh, India": what a birth or Panchang place takes
    name: str
    state: str
    country: str
    latitude: float
    longitude: float
    timezone: str


class PlaceSuggestions(BaseModel):
    places: list[PlaceSuggestion]


@router.get("")
async def places(q: Annotated[str, Query(max_length=MAX_QUERY)] = "") -> PlaceSuggestions:
    """Up to eight places for a partly typed name (two letters or more), Indian places first,
    then the largest; "Aurangabad, Bi" narrows to a state or country."""
    found = await asyncio.to_thread(suggest_places, q)
    return PlaceSuggestions(
        places=[
            PlaceSuggestion(
                label=p.label(),
                name=p.name,
                state=p.state,
                country=p.country,
                latitude=p.latitude,
                longitude=p.longitude,
                timezone=p.timezone,
            )
            for p in found
        ]
    )
