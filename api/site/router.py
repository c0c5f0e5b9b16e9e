"""HTTP routes: site info and health."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from api.common.deps import ReadSession, SettingsDep
from api.common.wire import WireOut
from api.priest_bookings.rules import TIME_SLOTS
from api.temples.rules import DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM

router = APIRouter(prefix="/api", tags=["site"])
VERSION = "0.1.0"


class SiteInfo(WireOut):
    legal_name: str
    address: str
    email: str
    phone: str
    tagline: str
    priest_time_slots: list[str]
    temple_radius_options_km: list[int]
    default_temple_radius_km: int


@router.get("/site", response_model=SiteInfo)
async def site_info(settings: SettingsDep) -> SiteInfo:
    site = settings.site
    return SiteInfo(
        legal_name=site.legal_name,
        address=site.address,
        email=site.email,
        phone=site.phone,
        tagline=site.tagline,
        priest_time_slots=list(TIME_SLOTS),
        temple_radius_options_km=list(RADIUS_OPTIONS_KM),
        default_temple_radius_km=DEFAULT_RADIUS_KM,
    )


@router.get("/health", responses={503: {"description": "The database does not answer"}})
async def health(session: ReadSession) -> JSONResponse:
    """Says which database engine serves the data; 503 when it does not answer."""
    engine = session.bind.dialect.name if session.bind is not None else "unknown"
    try:
        await session.execute(text("SELECT 1"))
    except (SQLAlchemyError, OSError):
        return JSONResponse(
            {"status": "unavailable", "database": engine, "version": VERSION}, status_code=503
        )
    return JSONResponse({"status": "ok", "database": engine, "version": VERSION})
