"""HTTP routes of the admin pooja services screen (super admins only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.admin.common import Paging
from api.admin.puja_services import service
from api.admin.puja_services.schemas import (
    AdminPujaServiceRead,
    PujaCatalogue,
    PujaServiceCreate,
    PujaServiceUpdate,
)
from api.auth.deps import SuperAdmin
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.wire import PathId, SearchText
from api.puja_services.rules import CATEGORIES
from api.puja_services.schemas import CategoryFilter

router = APIRouter(prefix="/api/admin/puja-services", tags=["admin pooja services"])
NOT_FOUND = not_found_responses(NotFound.PUJA_SERVICE)


@router.get("", response_model=PujaCatalogue)
async def list_puja_services(
    _admin: SuperAdmin,
    session: ReadSession,
    paging: Paging,
    q: Annotated[SearchText, Query(description="Words in the name or description")] = "",
    category: Annotated[CategoryFilter | None, Query(description="A category, or All")] = None,
) -> PujaCatalogue:
    return await service.list_puja_services(session, search=q, category=category, page=paging)


@router.get("/categories", response_model=list[str])
async def list_categories(_admin: SuperAdmin) -> list[str]:
    """The categories a service can have, in catalogue order (the All chip is not one)."""
    return list(CATEGORIES)


@router.post("", status_code=201, response_model=AdminPujaServiceRead)
async def create_puja_service(
    form: PujaServiceCreate, _admin: SuperAdmin, session: WriteSession, now: Now
) -> AdminPujaServiceRead:
    return await service.create_puja_service(session, form, now=now)


@router.patch("/{service_id}", response_model=AdminPujaServiceRead, responses=NOT_FOUND)
async def update_puja_service(
    service_id: PathId,
    form: PujaServiceUpdate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> AdminPujaServiceRead:
    return await service.update_puja_service(session, service_id, form, now=now)


@router.delete("/{service_id}", status_code=204, response_class=Response, responses=NOT_FOUND)
async def delete_puja_service(
    service_id: PathId, _admin: SuperAdmin, session: WriteSession
) -> None:
    await service.delete_puja_service(session, service_id)
