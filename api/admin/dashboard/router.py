"""HTTP routes of the admin dashboard and the temple dashboard."""

from __future__ import annotations

from fastapi import APIRouter

from api.admin.bookings.schemas import TempleIdQuery
from api.admin.dashboard import service
from api.admin.dashboard.schemas import Dashboard, TempleDashboard
from api.auth.deps import Admin, SuperAdmin
from api.common.deps import DatabaseDep, Now, ReadSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import error_response

router = APIRouter(prefix="/api/admin", tags=["admin dashboards"])


@router.get("/dashboard", response_model=Dashboard)
async def dashboard(_admin: SuperAdmin, session: ReadSession, db: DatabaseDep) -> Dashboard:
    """The five stats, the first five priest bookings and store orders, and which database
    engine serves the data."""
    return await service.overview(session, database=db.dialect)


@router.get(
    "/temple-dashboard",
    response_model=TempleDashboard,
    responses={
        403: error_response("A temple admin named another temple (other_temple)"),
        **not_found_responses(NotFound.TEMPLE),
    },
)
async def temple_dashboard(
    admin: Admin,
    session: ReadSession,
    now: Now,
    temple_id: TempleIdQuery = None,
) -> TempleDashboard:
    """A temple admin's own temple; a super admin names the temple with templeId."""
    return await service.temple_dashboard(session, admin, temple_id, now)
