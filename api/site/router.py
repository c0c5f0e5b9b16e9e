"""HTTP routes: site info (with the limits the web app checks forms with) and health."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from api.common.deps import ReadSession, SettingsDep
from api.common.wire import EMAIL_PATTERN, MAX_EMAIL_LENGTH, PHONE_DIGITS, PHONE_PATTERN
from api.payments.rules import MAX_AMOUNT, MIN_AMOUNT
from api.priest_bookings.rules import TIME_SLOTS
from api.settings import Settings
from api.site.schemas import Health, Limits, SiteInfo
from api.store.rules import MAX_PER_ITEM
from api.temples.rules import DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM
from kundli_service.birth import EARLIEST_YEAR

router = APIRouter(prefix="/api", tags=["site"])
VERSION = "0.1.0"


def limits(settings: Settings) -> Limits:
    return Limits(
        min_amount=MIN_AMOUNT,
        max_amount=MAX_AMOUNT,
        email_pattern=EMAIL_PATTERN,
        max_email_length=MAX_EMAIL_LENGTH,
        phone_digits=PHONE_DIGITS,
        phone_pattern=PHONE_PATTERN,
        earliest_birth_year=EARLIEST_YEAR,
        max_per_item=MAX_PER_ITEM,
        max_message_chars=settings.assistant.max_text_chars,
    )


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
        limits=limits(settings),
    )


@router.get(
    "/health",
    response_model=Health,
    responses={503: {"model": Health, "description": "The database does not answer"}},
)
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
