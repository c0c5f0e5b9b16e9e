"""Use cases of the admin AI services screen: list with stats, the form, the status toggle."""

from __future__ import annotations

from datetime import datetime

from api.admin.ai_services import rules
from api.admin.ai_services.schemas import (
    AIServiceCreate,
    AIServiceList,
    AIServiceRead,
    AIServiceStats,
    AIServiceUpdate,
)
from api.admin.common import Page, apply_changes
from api.common.errors import ApiError, NotFound
from api.common.outbound import OutboundPolicy
from data.ids import new_id
from data.models import AIService
from data.repositories import ai_services as repo
from data.session_types import AsyncSession


async def list_ai_services(session: AsyncSession, *, search: str, page: Page) -> AIServiceList:
    figures = await repo.figures(session)
    rows, total = await repo.search(session, term=search, offset=page.offset, limit=page.limit)
    return AIServiceList(
        items=[AIServiceRead.model_validate(r) for r in rows],
        total=total,
        overall=figures.services,
        stats=AIServiceStats(
            total_services=figures.services,
            active_services=figures.active,
            categories=figures.categories,
        ),
    )


def _check_endpoint(endpoint: str | None, policy: OutboundPolicy, local_prefix: str | None) -> None:
    """Refuse (422, naming the field and the setting) an endpoint this server would not call."""
    if endpoint is None:
        return
    reason = rules.endpoint_refusal(endpoint, policy, local_prefix)
    if reason is not None:
        raise ApiError(422, "endpoint_not_allowed", reason, fields=["endpoint"])


async def create_ai_service(
    session: AsyncSession,
    form: AIServiceCreate,
    *,
    now: datetime,
    policy: OutboundPolicy,
    local_prefix: str | None,
) -> AIServiceRead:
    _check_endpoint(form.endpoint, policy, local_prefix)
    service = AIService(id=new_id("service-"), **form.model_dump(), created_at=now, updated_at=now)
    session.add(service)
    await session.commit()
    return AIServiceRead.model_validate(service)


async def _locked(session: AsyncSession, service_id: str) -> AIService:
    return NotFound.AI_SERVICE.unless(await repo.get_for_update(session, service_id))


async def update_ai_service(
    session: AsyncSession,
    service_id: str,
    form: AIServiceUpdate,
    *,
    now: datetime,
    policy: OutboundPolicy,
    local_prefix: str | None,
) -> AIServiceRead:
    _check_endpoint(form.endpoint, policy, local_prefix)
    service = await _locked(session, service_id)
    if apply_changes(service, form.model_dump(exclude_unset=True), now):
        await session.commit()
    return AIServiceRead.model_validate(service)


async def toggle_ai_service(
    session: AsyncSession, service_id: str, *, now: datetime
) -> AIServiceRead:
    """Active becomes inactive and back, saved at once (the screen's status button)."""
    service = await _locked(session, service_id)
    service.is_active = not service.is_active
    service.updated_at = now
    await session.commit()
    return AIServiceRead.model_validate(service)


async def delete_ai_service(session: AsyncSession, service_id: str) -> None:
    service = await _locked(session, service_id)
    await session.delete(service)
    await session.commit()
