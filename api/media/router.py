"""HTTP routes of pictures: admins upload (the raw file is the body), anyone reads them at
URLs that name their content, so they are cached for a year."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response

from api.auth.deps import Admin, SuperAdmin, ensure_may_name_temple
from api.common.deps import DatabaseDep, Now, ReadSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.wire import PathId
from api.media import rules, service
from api.media.schemas import UploadedPicture
from data.db import Database
from data.repositories.temples import get_active
from data.seed_pictures import seed_picture_for

upload_router = APIRouter(prefix="/api/admin/media", tags=["admin pictures"])
media_router = APIRouter(prefix="/media", tags=["pictures"])

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# A drawing is markup: it may style itself, and nothing else (no script, no outside fetch).
SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

# Not empty (picture_empty); what it holds is for Pillow to say (picture_type and the rest).
_PICTURE_FILE = {"type": "string", "format": "binary", "minLength": 1}
PICTURE_BODY: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": f"the picture file itself (JPEG, PNG, WebP or a still GIF), at most "
        f"{rules.MB} MB and {rules.MAX_PIXELS // 1_000_000} megapixels",
        "content": {
            "application/octet-stream": {"schema": _PICTURE_FILE},
            "image/*": {"schema": _PICTURE_FILE},
        },
    }
}
REFUSALS: Responses = {
    413: error_response("Larger than the upload limit (picture_too_large)"),
    422: error_response(
        "Not a picture we take: empty, not JPEG/PNG/WebP/GIF, too many pixels, animated or "
        "damaged (picture_empty, picture_type, picture_too_many_pixels, picture_animated, "
        "picture_broken)"
    ),
}


async def read_upload(request: Request, field: str) -> bytes:
    """The body, read up to the limit: a larger one is refused before it is all received."""
    too_large = service.refused(field, rules.PictureRefused("picture_too_large", rules.TOO_LARGE))
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > rules.MAX_UPLOAD_BYTES:
        raise too_large
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > rules.MAX_UPLOAD_BYTES:
            raise too_large
    return bytes(body)


async def _upload(request: Request, db: Database, field: str, now: Any) -> UploadedPicture:
    data = await read_upload(request, field)
    return await service.store_picture(db, data, field=field, now=now)


@upload_router.post(
    "/products",
    status_code=201,
    response_model=UploadedPicture,
    responses=REFUSALS,
    openapi_extra=PICTURE_BODY,
)
async def upload_product_picture(
    request: Request, _admin: SuperAdmin, db: DatabaseDep, now: Now
) -> UploadedPicture:
    """A picture for a product's images list."""
    return await _upload(request, db, "images", now)


@upload_router.post(
    "/pujas",
    status_code=201,
    response_model=UploadedPicture,
    responses=REFUSALS,
    openapi_extra=PICTURE_BODY,
)
async def upload_puja_picture(
    request: Request, _admin: SuperAdmin, db: DatabaseDep, now: Now
) -> UploadedPicture:
    """A picture for a puja service's image."""
    return await _upload(request, db, "image", now)


@upload_router.post(
    "/priests",
    status_code=201,
    response_model=UploadedPicture,
    responses=REFUSALS,
    openapi_extra=PICTURE_BODY,
)
async def upload_priest_photo(
    request: Request, _admin: SuperAdmin, db: DatabaseDep, now: Now
) -> UploadedPicture:
    """A priest's photo for their profile card."""
    return await _upload(request, db, "photo", now)


@upload_router.post(
    "/temples",
    status_code=201,
    response_model=UploadedPicture,
    responses=REFUSALS,
    openapi_extra=PICTURE_BODY,
)
async def upload_new_temple_picture(
    request: Request, _admin: SuperAdmin, db: DatabaseDep, now: Now
) -> UploadedPicture:
    """A photo for a temple being added (only super admins add temples)."""
    return await _upload(request, db, "photos", now)


@upload_router.post(
    "/temples/{temple_id}",
    status_code=201,
    response_model=UploadedPicture,
    responses={
        **REFUSALS,
        403: error_response("Another temple's (other_temple)"),
        **not_found_responses(NotFound.TEMPLE),
    },
    openapi_extra=PICTURE_BODY,
)
async def upload_temple_picture(
    temple_id: PathId,
    request: Request,
    admin: Admin,
    db: DatabaseDep,
    session: ReadSession,
    now: Now,
) -> UploadedPicture:
    """A picture for a temple's photos: its super admin's, or its own temple admin's."""
    ensure_may_name_temple(admin, temple_id)
    if await get_active(session, temple_id) is None:
        raise NotFound.TEMPLE.error()
    return await _upload(request, db, "photos", now)


def _cached(request: Request, etag: str, headers: dict[str, str]) -> Response | None:
    wanted = request.headers.get("if-none-match", "")
    tags = {t.strip().removeprefix("W/") for t in wanted.split(",")}
    return Response(status_code=304, headers=headers) if etag in tags or "*" in tags else None


@media_router.head("/seed/{file_name}", include_in_schema=False)
@media_router.get(
    "/seed/{file_name}",
    response_class=Response,
    responses={200: {"content": {"image/svg+xml": {}}}, **not_found_responses(NotFound.PICTURE)},
)
async def seed_picture(file_name: str, request: Request) -> Response:
    """One of the catalogue's own drawings."""
    found = seed_picture_for(file_name)
    if found is None:
        raise NotFound.PICTURE.error()
    picture, current = found
    etag = f'"{picture.digest}"'
    headers = {
        "Cache-Control": IMMUTABLE if current else REVALIDATE,
        "ETag": etag,
        "Content-Security-Policy": SVG_POLICY,
        "X-Content-Type-Options": "nosniff",
    }
    return _cached(request, etag, headers) or Response(
        picture.content, media_type="image/svg+xml", headers=headers
    )


@media_router.head("/{file_name}", include_in_schema=False)
@media_router.get(
    "/{file_name}",
    response_class=Response,
    responses={200: {"content": {"image/webp": {}}}, **not_found_responses(NotFound.PICTURE)},
)
async def uploaded_picture(file_name: str, request: Request, session: ReadSession) -> Response:
    """One encoding of an uploaded picture: /media/<hash>-<width>.webp."""
    etag = f'"{file_name.removesuffix(".webp")}"'
    headers = {"Cache-Control": IMMUTABLE, "ETag": etag, "X-Content-Type-Options": "nosniff"}
    # Its name is its content: a copy the browser has is still right, no database needed.
    if rules.NAME.match(file_name) and (not_modified := _cached(request, etag, headers)):
        return not_modified
    media = await service.read_media(session, file_name)
    if media is None:
        raise NotFound.PICTURE.error()
    return Response(media.data, media_type=media.content_type, headers=headers)
