"""HTTP routes of the admin AI services screen (super admins only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.admin.ai_services import service
from api.admin.ai_services.schemas import (
    AIServiceCreate,
    AIServiceList,
    AIServiceRead,
    AIServiceUpdate,
)
from api.admin.common import Paging
from api.ai.outbound import ai_policy
from api.auth.deps import SuperAdmin
from api.common.deps import Now, ReadSession, SettingsDep, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.wire import PathId, SearchText

router = APIRouter(prefix="/api/admin/ai-services", tags=["admin AI services"])
NOT_FOUND = not_found_responses(NotFound.AI_SERVICE)


@router.get("", response_model=AIServiceList)
async def list_ai_services(
    _admin: SuperAdmin,
    session: ReadSession,
    paging: Paging,
    q: Annotated[SearchText, Query(description="Words in the name, description or category")] = "",
) -> AIServiceList:
    return await service.list_ai_services(session, search=q, page=paging)


NOT_ALLOWED: Responses = {
    422: error_response(
        "A field is missing or invalid (each one in errors), among them an endpoint at a host "
        "not in PUNYA_AI_ALLOWED_HOSTS or at an address that is not public "
        "(endpoint_not_allowed)"
    )
}


@router.post("", status_code=201, response_model=AIServiceRead, responses=NOT_ALLOWED)
async def create_ai_service(
    form: AIServiceCreate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
    settings: SettingsDep,
) -> AIServiceRead:
    return await service.create_ai_service(
        session, form, now=now, policy=ai_policy(settings), local_prefix=settings.server.public_url
    )


@router.patch("/{service_id}", response_model=AIServiceRead, responses={**NOT_FOUND, **NOT_ALLOWED})
async def update_ai_service(
    service_id: PathId,
    form: AIServiceUpdate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
    settings: SettingsDep,
) -> AIServiceRead:
    return await service.update_ai_service(
        session,
        service_id,
        form,
        now=now,
        policy=ai_policy(settings),
        local_prefix=settings.server.public_url,
    )


@router.post("/{service_id}/toggle", response_model=AIServiceRead, responses=NOT_FOUND)
async def toggle_ai_service(
    service_id: PathId, _admin: SuperAdmin, session: WriteSession, now: Now
) -> AIServiceRead:
    return await service.toggle_ai_service(session, service_id, now=now)


@router.delete("/{service_id}", status_code=204, response_class=Response, responses=NOT_FOUND)
async def delete_ai_service(service_id: PathId, _admin: SuperAdmin, session: WriteSession) -> None:
    await service.delete_ai_service(session, service_id)
