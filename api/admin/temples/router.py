"""HTTP routes of the admin temples screen: temples, their services, timings and admins.

Who may call what: everything is super admin only, except reading one temple (its own
temple admin too), adding, editing and deleting services (a temple admin of that temple
holding manageServices) and setting its timings (one holding manageTimings). Deletes answer
204; deleting an already deleted temple or service again is a 204 as well (soft delete is
idempotent), an unknown id a 404.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.admin.common import Listing, Paging
from api.admin.temples import service, temple_admins, temple_services, timings
from api.admin.temples.schemas import (
    AdminTempleDetail,
    AdminTempleRead,
    AdminTempleServiceRead,
    TempleAdminCreate,
    TempleAdminRead,
    TempleAdminUpdate,
    TempleCreate,
    TempleListItem,
    TempleServiceCreate,
    TempleServiceUpdate,
    TempleSummary,
    TempleUpdate,
)
from api.auth.deps import Admin, SuperAdmin
from api.common.deps import DatabaseDep, Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.wire import PathId, SearchText
from api.places.geocode import GeocoderDep

router = APIRouter(prefix="/api/admin", tags=["admin temples"])


# A temple or service of another temple is answered as not found: its id reveals nothing.
TEMPLE_NOT_FOUND = not_found_responses(NotFound.TEMPLE)
SERVICE_NOT_FOUND = not_found_responses(NotFound.TEMPLE_SERVICE)
ADMIN_NOT_FOUND = not_found_responses(NotFound.TEMPLE_ADMIN)
NO_PERMISSION: Responses = {
    403: error_response("The admin may not manage this temple's services (permission_denied)")
}
USERNAME_TAKEN: Responses = {409: error_response("The username is already taken (username_taken)")}


@router.get("/temples/summary", response_model=TempleSummary)
async def temple_summary(_admin: SuperAdmin, session: ReadSession) -> TempleSummary:
    return await service.temple_summary(session)


@router.get("/temples", response_model=Listing[TempleListItem])
async def list_temples(
    _admin: SuperAdmin,
    session: ReadSession,
    paging: Paging,
    q: Annotated[SearchText, Query(description="part of the name or address")] = "",
) -> Listing[TempleListItem]:
    return await service.list_temples(session, term=q, page=paging)


@router.get("/temples/{temple_id}", response_model=AdminTempleDetail, responses=TEMPLE_NOT_FOUND)
async def get_temple(temple_id: PathId, admin: Admin, session: ReadSession) -> AdminTempleDetail:
    return await service.get_temple(session, admin, temple_id)


@router.post("/temples", status_code=201, response_model=AdminTempleRead)
async def create_temple(
    payload: TempleCreate, _admin: SuperAdmin, session: WriteSession, now: Now, geo: GeocoderDep
) -> AdminTempleRead:
    return await service.create_temple(session, payload, geocoder=geo, now=now)


@router.patch("/temples/{temple_id}", response_model=AdminTempleRead, responses=TEMPLE_NOT_FOUND)
async def update_temple(
    temple_id: PathId,
    payload: TempleUpdate,
    _admin: SuperAdmin,
    db: DatabaseDep,
    now: Now,
    geo: GeocoderDep,
) -> AdminTempleRead:
    return await service.update_temple(db, temple_id, payload, geocoder=geo, now=now)


@router.delete(
    "/temples/{temple_id}",
    status_code=204,
    response_class=Response,
    responses=TEMPLE_NOT_FOUND,
)
async def delete_temple(
    temple_id: PathId, _admin: SuperAdmin, session: WriteSession, now: Now
) -> Response:
    await service.delete_temple(session, temple_id, now=now)
    return Response(status_code=204)


@router.put(
    "/temples/{temple_id}/timings",
    response_model=AdminTempleRead,
    responses={
        403: error_response(
            "Another temple's, or the admin may not manage timings"
            " (other_temple, permission_denied)"
        ),
        **TEMPLE_NOT_FOUND,
    },
)
async def update_temple_timings(
    temple_id: PathId,
    payload: timings.TempleTimingsUpdate,
    admin: Admin,
    session: WriteSession,
    now: Now,
) -> AdminTempleRead:
    """The temple's opening hours, darshan and aarti times and their note, replaced whole."""
    return await timings.update_timings(session, admin, temple_id, payload, now=now)


@router.post(
    "/temples/{temple_id}/services",
    status_code=201,
    response_model=AdminTempleServiceRead,
    responses={
        403: error_response(
            "Another temple's, or the admin may not manage services"
            " (other_temple, permission_denied)"
        ),
        **TEMPLE_NOT_FOUND,
    },
)
async def create_temple_service(
    temple_id: PathId, payload: TempleServiceCreate, admin: Admin, session: WriteSession, now: Now
) -> AdminTempleServiceRead:
    return await temple_services.create_service(session, admin, temple_id, payload, now=now)


@router.patch(
    "/temple-services/{service_id}",
    response_model=AdminTempleServiceRead,
    responses={**NO_PERMISSION, **SERVICE_NOT_FOUND},
)
async def update_temple_service(
    service_id: PathId, payload: TempleServiceUpdate, admin: Admin, session: WriteSession, now: Now
) -> AdminTempleServiceRead:
    return await temple_services.update_service(session, admin, service_id, payload, now=now)


@router.delete(
    "/temple-services/{service_id}",
    status_code=204,
    response_class=Response,
    responses={**NO_PERMISSION, **SERVICE_NOT_FOUND},
)
async def delete_temple_service(
    service_id: PathId, admin: Admin, session: WriteSession, now: Now
) -> Response:
    await temple_services.delete_service(session, admin, service_id, now=now)
    return Response(status_code=204)


@router.post(
    "/temples/{temple_id}/admins",
    status_code=201,
    response_model=TempleAdminRead,
    responses={**TEMPLE_NOT_FOUND, **USERNAME_TAKEN},
)
async def create_temple_admin(
    temple_id: PathId,
    payload: TempleAdminCreate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> TempleAdminRead:
    return await temple_admins.create_admin(session, temple_id, payload, now=now)


@router.patch(
    "/temple-admins/{admin_user_id}",
    response_model=TempleAdminRead,
    responses={**ADMIN_NOT_FOUND, **USERNAME_TAKEN},
)
async def update_temple_admin(
    admin_user_id: PathId,
    payload: TempleAdminUpdate,
    _admin: SuperAdmin,
    session: WriteSession,
    now: Now,
) -> TempleAdminRead:
    return await temple_admins.update_admin(session, admin_user_id, payload, now=now)


@router.delete(
    "/temple-admins/{admin_user_id}",
    status_code=204,
    response_class=Response,
    responses=ADMIN_NOT_FOUND,
)
async def delete_temple_admin(
    admin_user_id: PathId, _admin: SuperAdmin, session: WriteSession
) -> Response:
    await temple_admins.delete_admin(session, admin_user_id)
    return Response(status_code=204)
