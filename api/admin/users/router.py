"""HTTP routes of the admin users screen (super admin only)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.admin.common import Paging
from api.admin.users import service
from api.admin.users.schemas import PhonePath, SinceQuery, UserDetails, UsersPage
from api.auth.deps import SuperAdmin
from api.common.deps import ReadSession
from api.common.errors import NotFound, not_found_responses
from api.common.wire import SearchText

router = APIRouter(prefix="/api/admin/users", tags=["admin users"])


@router.get("", response_model=UsersPage)
async def list_users(
    _admin: SuperAdmin,
    session: ReadSession,
    paging: Paging,
    q: Annotated[SearchText, Query(description="name, e-mail or phone")] = "",
    since: SinceQuery = None,
) -> UsersPage:
    """Customers grouped by phone from priest bookings, temple bookings and store orders,
    most recently active first. Pass the previous page's nextCursor as `cursor` for the next
    page; a search counts up to 1,000 matches (totalExact false beyond)."""
    return await service.list_users(session, term=q, since=since, page=paging)


@router.get(
    "/{phone}",
    response_model=UserDetails,
    responses=not_found_responses(NotFound.USER),
)
async def user_details(phone: PhonePath, _admin: SuperAdmin, session: ReadSession) -> UserDetails:
    return await service.user_details(session, phone)
