"""Uploading pictures over HTTP and serving them: refusals named by field, dedupe, caching,
who may upload what (on SQLite and PostgreSQL)."""

from __future__ import annotations

import io

import httpx
import pytest
from PIL import Image
from sqlalchemy import func, select

from api.media import rules
from data.db import Database
from data.models import Media
from tests.admin_support import ADMIN_A, NOBODY, SUPER, TEMPLE_A, TEMPLE_B, ClientFor
from tests.media.pictures import SVG, animated_gif, bomb_png, picture

PRODUCTS = "/api/admin/media/products"
IMMUTABLE = "public, max-age=31536000, immutable"


async def upload(client: httpx.AsyncClient, path: str, data: bytes) -> httpx.Response:
    return await client.post(path, content=data, headers={"Content-Type": "image/png"})


async def media_rows(db: Database) -> int:
    async with db.reader() as session:
        return int(await session.scalar(select(func.count()).select_from(Media)) or 0)


async def test_upload_stores_every_width_once_and_serves_them(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    root = await as_admin(SUPER)
    source = picture(1000, 750)
    first = await upload(root, PRODUCTS, source)
    assert first.status_code == 201, first.text
    body = first.json()
    digest = body["contentHash"]
    assert body["url"] == f"/media/{digest}-1000.webp"
    assert [(s["width"], s["height"]) for s in body["sizes"]] == [
        (320, 240),
        (640, 480),
        (1000, 750),
    ]

    again = await upload(root, PRODUCTS, source)  # the same file: nothing new stored
    assert again.status_code == 201 and again.json() == body
    assert await media_rows(db) == 3

    served = await client.get(body["sizes"][1]["url"])
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/webp"
    assert served.headers["cache-control"] == IMMUTABLE
    assert Image.open(io.BytesIO(served.content)).size == (640, 480)
    etag = served.headers["etag"]
    cached = await client.get(body["sizes"][1]["url"], headers={"If-None-Match": etag})
    assert cached.status_code == 304 and cached.content == b""
    other = await client.get(body["sizes"][1]["url"], headers={"If-None-Match": '"other"'})
    assert other.status_code == 200


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("0" * 32 + "-640.webp", "unknown_picture"),
        ("0" * 32 + "-640.png", "unknown_picture"),
        ("nothing.webp", "unknown_picture"),
        ("..%2Fsecret", "not_found"),  # no picture's address at all
    ],
)
async def test_unknown_pictures_are_not_found(
    client: httpx.AsyncClient, name: str, code: str
) -> None:
    response = await client.get(f"/media/{name}")
    assert response.status_code == 404
    assert response.json()["code"] == code


@pytest.mark.parametrize(
    ("data", "status", "code", "rule"),
    [
        (b"not a picture", 422, "picture_type", rules.NOT_A_PICTURE),
        (SVG, 422, "picture_type", rules.NOT_A_PICTURE),
        (animated_gif(), 422, "picture_animated", rules.ANIMATED),
        (bomb_png(), 422, "picture_too_many_pixels", rules.TOO_MANY_PIXELS),
        (b"", 422, "picture_empty", rules.EMPTY),
        (b"\0" * (rules.MAX_UPLOAD_BYTES + 1), 413, "picture_too_large", rules.TOO_LARGE),
    ],
)
async def test_refusals_name_the_field_and_the_rule(
    as_admin: ClientFor, db: Database, data: bytes, status: int, code: str, rule: str
) -> None:
    root = await as_admin(SUPER)
    response = await upload(root, PRODUCTS, data)
    assert response.status_code == status, response.text
    body = response.json()
    assert body["code"] == code
    assert body["detail"] == f"images {rule}"
    assert body["errors"] == [{"field": "images", "message": f"images {rule}"}]
    puja = await upload(root, "/api/admin/media/pujas", data)
    assert puja.json()["errors"][0]["field"] == "image"
    assert await media_rows(db) == 0


async def test_far_too_large_a_body_is_cut_off(as_admin: ClientFor) -> None:
    root = await as_admin(SUPER)
    response = await upload(root, PRODUCTS, b"\0" * (2 * rules.MAX_UPLOAD_BYTES + 10))
    assert response.status_code == 413


async def test_who_may_upload(as_admin: ClientFor) -> None:
    data = picture(100, 100)
    nobody = await as_admin(NOBODY)
    assert (await upload(nobody, PRODUCTS, data)).status_code == 401
    admin_a = await as_admin(ADMIN_A)
    assert (await upload(admin_a, PRODUCTS, data)).status_code == 403
    assert (await upload(admin_a, "/api/admin/media/pujas", data)).status_code == 403
    # A temple admin uploads for its own temple only.
    own = await upload(admin_a, f"/api/admin/media/temples/{TEMPLE_A}", data)
    assert own.status_code == 201, own.text
    other = await upload(admin_a, f"/api/admin/media/temples/{TEMPLE_B}", data)
    assert other.status_code == 403 and other.json()["code"] == "other_temple"
    root = await as_admin(SUPER)
    assert (await upload(root, f"/api/admin/media/temples/{TEMPLE_B}", data)).status_code == 201
    missing = await upload(root, "/api/admin/media/temples/temple-nowhere", data)
    assert missing.status_code == 404
    refused = await upload(root, f"/api/admin/media/temples/{TEMPLE_B}", SVG)
    assert refused.json()["errors"][0]["field"] == "photos"


async def test_records_keep_uploaded_pictures(
    as_admin: ClientFor, client: httpx.AsyncClient
) -> None:
    root = await as_admin(SUPER)
    url = (await upload(root, PRODUCTS, picture(500, 500))).json()["url"]
    changed = await root.patch(
        "/api/admin/store/products/prod-besan-laddu-box", json={"images": [url, "🍬"]}
    )
    assert changed.status_code == 200, changed.text
    shown = await client.get("/api/store/products/prod-besan-laddu-box")
    assert shown.json()["images"][0] == url

    temple = await root.patch(f"/api/admin/temples/{TEMPLE_A}", json={"photos": [url]})
    assert temple.status_code == 200, temple.text
    bad = await root.patch(f"/api/admin/temples/{TEMPLE_A}", json={"photos": ["/media/x.webp"]})
    assert bad.status_code == 422
    assert "uploaded here" in bad.json()["detail"]

    puja_id = (await client.get("/api/puja-services")).json()["items"][0]["id"]
    set_image = await root.patch(f"/api/admin/puja-services/{puja_id}", json={"image": url})
    assert set_image.status_code == 200, set_image.text
    assert set_image.json()["image"] == url
    bad_image = await root.patch(
        f"/api/admin/puja-services/{puja_id}", json={"image": "ftp://x/y.png"}
    )
    assert bad_image.status_code == 422
    assert bad_image.json()["errors"][0]["field"] == "image"


async def test_a_priest_photo_that_is_not_a_picture_is_refused_naming_the_field(
    as_admin: ClientFor, db: Database
) -> None:
    root = await as_admin(SUPER)
    refused = await upload(root, "/api/admin/media/priests", b"%PDF-1.4 not a photo at all")
    assert refused.status_code == 422
    assert refused.json()["errors"][0]["field"] == "photo"
    assert "picture" in refused.json()["detail"]
    assert await media_rows(db) == 0
    taken = await upload(root, "/api/admin/media/priests", picture(400, 400))
    assert taken.status_code == 201, taken.text
