"""The catalogue's own drawings: every seeded product, temple and puja category has one,
each a safe SVG, served with long cache headers; an older database gets them once."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import httpx
import pytest

from api.puja_services.rules import CATEGORIES
from data.db import Database
from data.models import StoreProduct, Temple
from data.seed_pictures import FORBIDDEN, category_picture_url, seed_pictures
from data.seeding import catalogue_rows, seed_catalogue

SVG_NS = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("name", sorted(seed_pictures()))
def test_every_drawing_is_a_self_contained_svg(name: str) -> None:
    text = seed_pictures()[name].content.decode("utf-8")
    root = ET.fromstring(text)
    assert root.tag == f"{SVG_NS}svg"
    assert re.fullmatch(r"0 0 \d+ \d+", root.get("viewBox", ""))
    assert root.find(f"{SVG_NS}title") is not None  # named for screen readers
    assert FORBIDDEN.search(text) is None  # no script, handler or outside reference


def test_every_seeded_record_and_category_has_a_drawing() -> None:
    rows = catalogue_rows()
    products = [r for r in rows if isinstance(r, StoreProduct)]
    temples = [r for r in rows if isinstance(r, Temple)]
    assert len(products) == 9 and len(temples) == 3
    for row in products:
        assert row.images and row.images[0].startswith("/media/seed/"), row.id
    for temple in temples:
        assert temple.photos and temple.photos[0].startswith("/media/seed/"), temple.id
    for category in CATEGORIES:
        assert category_picture_url(category) is not None, category
    used = {p.images[0] for p in products} | {t.photos[0] for t in temples}
    assert len(used) == 12  # each its own


async def test_seeded_pictures_are_served_and_cached(client: httpx.AsyncClient) -> None:
    products = (await client.get("/api/store/products")).json()
    urls = (
        [p["images"][0] for p in products["items"]]
        if "items" in products
        else [p["images"][0] for p in products]
    )
    pujas = (await client.get("/api/puja-services")).json()["items"]
    urls += [p["image"] for p in pujas]
    assert all(u and u.startswith("/media/seed/") for u in urls)
    for url in set(urls):
        response = await client.get(url)
        assert response.status_code == 200, url
        assert response.headers["content-type"] == "image/svg+xml"
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert "default-src 'none'" in response.headers["content-security-policy"]
        again = await client.get(url, headers={"If-None-Match": response.headers["etag"]})
        assert again.status_code == 304
    stale = re.sub(r"\.[0-9a-f]{12}\.svg$", ".000000000000.svg", urls[0])
    old = await client.get(stale)  # a redrawn picture's old URL: shown, not kept for a year
    assert old.status_code == 200 and old.headers["cache-control"] == "no-cache"
    assert (await client.get("/media/seed/nothing.000000000000.svg")).status_code == 404


async def test_an_older_database_gets_the_drawings_without_losing_an_admins_picture(
    db: Database,
) -> None:
    chosen = "https://example.org/our-own-laddu.jpg"
    async with db.writer() as session, session.begin():
        laddu = await session.get(StoreProduct, "prod-besan-laddu-box")
        camphor = await session.get(StoreProduct, "prod-bhimseni-camphor")
        kashi = await session.get(Temple, "temple-kashi-vishwanath-varanasi")
        assert laddu and camphor and kashi
        laddu.images = ["🍬"]  # as seeded before there were drawings
        camphor.images = [chosen]
        kashi.photos = []
    result = await seed_catalogue(db)
    assert not result.seeded and result.pictures_filled == 2
    async with db.reader() as session:
        laddu = await session.get(StoreProduct, "prod-besan-laddu-box")
        camphor = await session.get(StoreProduct, "prod-bhimseni-camphor")
        kashi = await session.get(Temple, "temple-kashi-vishwanath-varanasi")
        assert laddu and camphor and kashi
        assert laddu.images == [seed_pictures()["laddu-box"].url]
        assert camphor.images == [chosen]
        assert kashi.photos == [seed_pictures()["temple-kashi-vishwanath"].url]
    assert (await seed_catalogue(db)).pictures_filled == 0  # once
