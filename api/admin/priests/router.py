"""HTTP routes of the admin priests screen (super admins only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.admin.common import Paging
from api.admin.priests import service
from api.admin.priests.schemas import PriestCreate, PriestRead, PriestRoster, PriestUpdate
from api.auth.deps import SuperAdmin
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.wire import PathId, SearchText
from api.places.geocode import GeocoderDep

router = APIRouter(prefix="/api/admin/priests", tags=["admin priests"])
NOT_FOUND = not_found_responses(NotFound.PRIEST)


@router.get("", response_model=PriestRoster)
async def list_priests(
    _admin: SuperAdmin,
    session: ReadSession,
    paging: Paging,
    q: Annotated[SearchText, Query(description="Name, e-mail, phone or specialization")] = "",
) -> PriestRoster:
    return await service.list_priests(session, search=q, page=paging)


@router.get("/{priest_id}", response_model=PriestRead, responses=NOT_FOUND)
async def get_priest(priest_id: PathId, _admin: SuperAdmin, session: ReadSession) -> PriestRead:
    return await service.get_priest(session, priest_id)


@router.post("", status_code=201, response_model=PriestRead)
async def create_priest(
    form: PriestCreate, _admin: SuperAdmin, session: WriteSession, now: Now, geo: GeocoderDep
) -> PriestRead:
    return await service.create_priest(session, form, geocoder=geo, now=now)


@router.patch("/{priest_id}", response_model=PriestRead, responses=NOT_FOUND)
async def update_priest(
    priest_id: PathId,
    form: PriestUpdate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
    geo: GeocoderDep,
) -> PriestRead:
    return await service.update_priest(session, priest_id, form, geocoder=geo, now=now)


@router.delete("/{priest_id}", status_code=204, response_class=Response, responses=NOT_FOUND)
async def delete_priest(
    priest_id: PathId, _admin: SuperAdmin, session: WriteSession, now: Now
) -> None:
    await service.delete_priest(session, priest_id, now=now)
