"""HTTP routes: site info (with the limits the web app checks forms with) and health."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from api.auth.bootstrap import MAX_USERNAME_LENGTH, MIN_USERNAME_LENGTH, USERNAME_PATTERN
from api.auth.passwords import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH
from api.common.deps import LanguageDep, SettingsDep
from api.common.sankalp import sankalp_choices
from api.common.translated import text_in
from api.common.wire import (
    EMAIL_PATTERN,
    MAX_EMAIL_LENGTH,
    MAX_LIST_ITEMS,
    PHONE_DIGITS,
    PHONE_PATTERN,
)
from api.media import rules as media_rules
from api.orders.rules import MAX_RETURN_REASON_CHARS
from api.payments.refund_policy import FULL_REFUND_HOURS, PARTIAL_REFUND_PERCENT, RETURN_DAYS
from api.payments.rules import MAX_AMOUNT, MIN_AMOUNT, MIN_NAME_CHARS
from api.priests.rules import MAX_RADIUS_KM, MIN_RADIUS_KM, PriestLanguage
from api.priests.slots import TIME_SLOTS
from api.reviews.rules import MAX_COMMENT_CHARS, MAX_STARS, MIN_STARS
from api.settings import Settings
from api.site.health import DatabaseCheck
from api.site.schemas import Health, Limits, RadiusRange, SiteInfo
from api.store.address import PIN_DIGITS, PIN_PATTERN, StateName
from api.store.rules import FREE_SHIPPING_ABOVE, MAX_PER_ITEM, SHIPPING_FEE, TAX_RATE
from api.store.states import STATES
from api.temples.rules import DEFAULT_RADIUS_KM, MAX_PHOTOS, MAX_SLOT_CAPACITY, RADIUS_OPTIONS_KM
from api.verification.rules import CODE_DIGITS
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
        pin_pattern=PIN_PATTERN,
        max_picture_bytes=media_rules.MAX_UPLOAD_BYTES,
        max_picture_pixels=media_rules.MAX_PIXELS,
        picture_widths=list(media_rules.WIDTHS),
        picture_types=list(media_rules.UPLOAD_TYPES),
        max_product_images=MAX_LIST_ITEMS,
        max_temple_photos=MAX_PHOTOS,
        min_stars=MIN_STARS,
        max_stars=MAX_STARS,
        max_review_chars=MAX_COMMENT_CHARS,
        cod_max_total=settings.checkout.cod_max_total,
        min_name_chars=MIN_NAME_CHARS,
        code_digits=CODE_DIGITS,
        pin_digits=PIN_DIGITS,
        max_return_reason_chars=MAX_RETURN_REASON_CHARS,
        max_slot_capacity=MAX_SLOT_CAPACITY,
        min_password_length=MIN_PASSWORD_LENGTH,
        max_password_length=MAX_PASSWORD_LENGTH,
        username_pattern=USERNAME_PATTERN,
        min_username_length=MIN_USERNAME_LENGTH,
        max_username_length=MAX_USERNAME_LENGTH,
        shipping_fee=SHIPPING_FEE,
        free_shipping_above=FREE_SHIPPING_ABOVE,
        tax_percent=TAX_RATE * 100,
        full_refund_hours=FULL_REFUND_HOURS,
        partial_refund_percent=PARTIAL_REFUND_PERCENT,
        return_days=RETURN_DAYS,
    )


@router.get("/site", response_model=SiteInfo)
async def site_info(settings: SettingsDep, language: LanguageDep) -> SiteInfo:
    """The company's details (in the language asked for) and the limits forms check with."""
    site = settings.site
    return SiteInfo(
        legal_name=text_in(site, "legal_name", language),
        address=text_in(site, "address", language),
        email=site.email,
        phone=site.phone,
        tagline=text_in(site, "tagline", language),
        priest_time_slots=list(TIME_SLOTS),
        priest_languages=list(PriestLanguage),
        priest_radius_km=RadiusRange(min=MIN_RADIUS_KM, max=MAX_RADIUS_KM),
        temple_radius_options_km=list(RADIUS_OPTIONS_KM),
        default_temple_radius_km=DEFAULT_RADIUS_KM,
        states=[StateName(name=name, name_hi=hindi) for name, hindi in STATES.items()],
        sankalp=sankalp_choices(),
        limits=limits(settings),
    )


@router.get(
    "/health",
    response_model=Health,
    responses={503: {"model": Health, "description": "The database does not answer"}},
)
async def health(request: Request) -> JSONResponse:
    """Says which database engine serves the data; 503 when it does not answer (asked at
    most once a second, so polling this costs no database round trip per call)."""
    check: DatabaseCheck = request.app.state.database_check
    if await check.answers():
        return JSONResponse({"status": "ok", "database": check.db.dialect, "version": VERSION})
    return JSONResponse(
        {"status": "unavailable", "database": check.db.dialect, "version": VERSION},
        status_code=503,
    )
