"""Hosting of the built web app: hashed assets cached for a year, index.html revalidated,
text gzipped when the client takes it (and only then), right content types, conditional
requests, missing files answered 404 rather than with index.html; the API and the sockets
are untouched."""

from __future__ import annotations

import gzip
import json
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from websockets.asyncio.client import connect

from api.settings import Settings
from api.static import accepts_gzip
from data.db import Database
from tests.support import OPEN_TIMEOUT

SCRIPT = "export const greet = () => 'Namaste';\n" * 200
STYLE = ":root { --saffron-600: #c2410c; }\n.page { margin: 0 auto; }\n" * 100
INDEX = (
    "<!doctype html><html lang='en-IN'><head><title>Punya</title>"
    "<script type='module' src='/assets/index-Ab12Cd34.js'></script></head>"
    "<body><div id='root'></div>" + "<!-- padding -->" * 40 + "</body></html>"
)
LOGO = "<svg xmlns='http://www.w3.org/2000/svg'>" + "<circle r='1'/>" * 60 + "</svg>"
PNG = bytes(range(256)) * 8  # does not compress: sent as it is


@pytest.fixture
async def db(tmp_path: Path, sqlite_template: Path) -> AsyncIterator[Database]:
    """Static hosting does not touch the database: SQLite alone is enough here."""
    path = tmp_path / "punya.db"
    shutil.copy(sqlite_template, path)
    database = Database(f"sqlite+aiosqlite:///{path}")
    yield database
    await database.dispose()


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    """A tiny stand-in for web/dist as Vite lays it out."""
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX)
    (dist / "assets" / "index-Ab12Cd34.js").write_text(SCRIPT)
    (dist / "assets" / "index-Ef56Gh78.css").write_text(STYLE)
    (dist / "assets" / "temple-Ij90Kl12.png").write_bytes(PNG)
    (dist / "assets" / "tiny-Mn34Op56.js").write_text("1")
    (dist / "logo.svg").write_text(LOGO)
    (tmp_path / "secret.txt").write_text("not for the web")
    return dist


@pytest.fixture
def settings(tmp_path: Path, dist: Path) -> Settings:
    return Settings.model_validate({"server": {"web_dist": str(dist)}})


def gzipped(response: httpx.Response) -> bool:
    return response.headers.get("content-encoding") == "gzip"


async def raw_get(
    client: httpx.AsyncClient, url: str, **headers: str
) -> tuple[httpx.Response, bytes]:
    """GET without httpx decoding the body, to see the bytes on the wire."""
    async with client.stream("GET", url, headers=headers) as response:
        body = b"".join([chunk async for chunk in response.aiter_raw()])
    return response, body


async def test_hashed_assets_are_cached_for_a_year_and_gzipped(client: httpx.AsyncClient) -> None:
    response, body = await raw_get(
        client, "/assets/index-Ab12Cd34.js", **{"accept-encoding": "gzip"}
    )
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["content-type"] == "text/javascript; charset=utf-8"
    assert gzipped(response)
    assert "accept-encoding" in response.headers["vary"].lower()
    assert gzip.decompress(body).decode() == SCRIPT
    assert len(body) < len(SCRIPT) / 10
    assert int(response.headers["content-length"]) == len(body)


async def test_stylesheets_are_text_css(client: httpx.AsyncClient) -> None:
    response = await client.get("/assets/index-Ef56Gh78.css", headers={"accept-encoding": "gzip"})
    assert response.headers["content-type"] == "text/css; charset=utf-8"
    assert gzipped(response)
    assert response.text == STYLE  # httpx decodes it: the content survives the round trip


async def test_without_gzip_in_accept_encoding_the_file_is_sent_plain(
    client: httpx.AsyncClient,
) -> None:
    for accept in ("identity", "br", "gzip;q=0", "*;q=0"):
        response, body = await raw_get(
            client, "/assets/index-Ab12Cd34.js", **{"accept-encoding": accept}
        )
        assert not gzipped(response), accept
        assert body.decode() == SCRIPT
        assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert "accept-encoding" in response.headers["vary"].lower()


async def test_index_html_is_revalidated_for_the_root_and_every_deep_link(
    client: httpx.AsyncClient,
) -> None:
    for url in ("/", "/store", "/book/priest", "/payment/success?txnId=TXN_1", "/index.html"):
        response = await client.get(url, headers={"accept-encoding": "gzip"})
        assert response.status_code == 200, url
        assert response.headers["cache-control"] == "no-cache", url
        assert response.headers["content-type"] == "text/html; charset=utf-8", url
        assert gzipped(response), url
        assert response.text == INDEX, url


async def test_unhashed_public_files_get_a_short_cache_and_svg_type(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get("/logo.svg", headers={"accept-encoding": "gzip, deflate"})
    assert response.headers["content-type"] == "image/svg+xml"
    assert response.headers["cache-control"] == "public, max-age=3600"
    assert gzipped(response)
    assert response.text == LOGO


async def test_images_and_files_that_do_not_shrink_are_never_gzipped(
    client: httpx.AsyncClient,
) -> None:
    image, body = await raw_get(
        client, "/assets/temple-Ij90Kl12.png", **{"accept-encoding": "gzip"}
    )
    assert image.headers["content-type"] == "image/png"
    assert not gzipped(image)
    assert body == PNG
    assert "vary" not in image.headers
    tiny, body = await raw_get(client, "/assets/tiny-Mn34Op56.js", **{"accept-encoding": "gzip"})
    assert not gzipped(tiny)
    assert body == b"1"


async def test_an_etag_answers_a_conditional_request_with_304(client: httpx.AsyncClient) -> None:
    for encoding in ("gzip", "identity"):
        first = await client.get("/assets/index-Ab12Cd34.js", headers={"accept-encoding": encoding})
        etag = first.headers["etag"]
        again = await client.get(
            "/assets/index-Ab12Cd34.js",
            headers={"accept-encoding": encoding, "if-none-match": etag},
        )
        assert again.status_code == 304, encoding
        assert again.content == b""
        assert again.headers["etag"] == etag
        assert again.headers["cache-control"] == "public, max-age=31536000, immutable"
    # The gzipped and the plain copy are different representations with different tags.
    plain = await client.get("/", headers={"accept-encoding": "identity"})
    packed = await client.get("/", headers={"accept-encoding": "gzip"})
    assert plain.headers["etag"] != packed.headers["etag"]
    stale = await client.get("/", headers={"accept-encoding": "gzip", "if-none-match": '"old"'})
    assert stale.status_code == 200


async def test_a_rebuilt_file_is_served_fresh(client: httpx.AsyncClient, dist: Path) -> None:
    before = await client.get("/", headers={"accept-encoding": "gzip"})
    (dist / "index.html").write_text(INDEX.replace("Punya", "Punya 2") + " ")
    after = await client.get("/", headers={"accept-encoding": "gzip"})
    assert "Punya 2" in after.text
    assert after.headers["etag"] != before.headers["etag"]


async def test_missing_files_are_404_not_the_app(client: httpx.AsyncClient) -> None:
    for url in ("/assets/index-Old00000.js", "/favicon.ico", "/robots.txt", "/..%2Fsecret.txt"):
        response = await client.get(url)
        assert response.status_code == 404, url
        assert response.json()["code"] == "not_found", url
        assert "not for the web" not in response.text


async def test_head_requests_are_answered(client: httpx.AsyncClient) -> None:
    response = await client.head("/assets/index-Ef56Gh78.css")
    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"


async def test_the_api_is_neither_gzipped_nor_cached_by_these_rules(
    client: httpx.AsyncClient,
) -> None:
    site = await client.get("/api/site", headers={"accept-encoding": "gzip"})
    assert site.status_code == 200
    assert not gzipped(site)
    assert "immutable" not in site.headers.get("cache-control", "")
    assert site.json()["legalName"]
    missing = await client.get("/api/nothing", headers={"accept-encoding": "gzip"})
    assert missing.status_code == 404
    assert missing.json()["code"] == "not_found"


async def test_the_app_never_answers_for_an_api_path_a_method_its_routes_do_not_take(
    client: httpx.AsyncClient,
) -> None:
    # GET reached the app's catch-all route, which said 404 where the path takes only POST.
    for url, allow in (
        ("/api/auth/login", "POST"),
        ("/api/store/orders", "POST"),
        ("/api/admin/temples/temple-1", "DELETE, GET, PATCH"),
    ):
        refused = await client.request("PUT" if "GET" in allow else "GET", url)
        assert refused.status_code == 405, url
        assert refused.headers["allow"] == allow, url
        assert refused.json()["code"] == "method_not_allowed", url
    for url in ("/api", "/ws", "/ws/nothing", "/media/nothing"):
        assert (await client.get(url)).status_code == 404, url
    screen = await client.post("/orders")
    assert (screen.status_code, screen.headers["allow"]) == (405, "GET, HEAD")
    # The gateway's hidden POST return shares its URL with the app's result page: both answer.
    assert (await client.get("/payment/success")).text == INDEX
    assert (await client.put("/payment/success")).headers["allow"] == "GET, HEAD, POST"


async def test_the_assistant_socket_still_works_next_to_the_web_app(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await ws.send(json.dumps({"type": "hello"}))
        session = json.loads(await ws.recv())
    assert session["type"] == "session"


async def test_the_real_server_sends_gzip_over_the_wire(served: str) -> None:
    async with httpx.AsyncClient(base_url=f"http://{served}") as http:
        response, body = await raw_get(
            http, "/assets/index-Ab12Cd34.js", **{"accept-encoding": "gzip"}
        )
    assert gzipped(response)
    assert gzip.decompress(body).decode() == SCRIPT


@pytest.mark.parametrize(
    ("header", "accepted"),
    [
        ("gzip", True),
        ("gzip, deflate, br, zstd", True),
        ("br;q=1.0, gzip;q=0.8", True),
        ("GZIP", True),
        ("*", True),
        ("", False),
        ("identity", False),
        ("gzip;q=0", False),
        ("gzip;q=0.0, br", False),
        ("*;q=0", False),
        ("gzip;q=nonsense", False),
    ],
)
def test_accept_encoding_is_read_with_its_weights(header: str, accepted: bool) -> None:
    assert accepts_gzip(header) is accepted
