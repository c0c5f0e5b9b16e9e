"""HTTP routes of choosing a priest."""

from __future__ import annotations

from fastapi import APIRouter

from api.common.deps import LanguageDep, Now, ReadSession
from api.places.geocode import GeocoderDep
from api.priests import service
from api.priests.schemas import FreePriests, FreePriestsParams

router = APIRouter(prefix="/api/priests", tags=["priests"])


@router.get("/free", response_model=FreePriests)
async def free_priests(
    query: FreePriestsParams,
    session: ReadSession,
    geocoder: GeocoderDep,
    language: LanguageDep,
    now: Now,
) -> FreePriests:
    """The priests free for a puja at a date and slot, at the home (those who reach it) or
    online, speaking `language` if given; the booking form shows them as profile cards."""
    return await service.free_priests(session, query, geocoder=geocoder, language=language, now=now)
