"""Every answer carries the browser's security headers: the app's Content Security Policy (or a
page's own), no framing, no referrer to other sites, no sniffing, and HSTS over https only;
the API docs are off on a site that is not local, and when on load a pinned Swagger UI with
Subresource Integrity under their own policy."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from api.app import create_app
from api.common.api_docs import BUNDLE_SRI, CSS_SRI, DOCS_POLICY
from api.common.security_headers import APP_POLICY
from api.settings import Settings
from data.db import Database
from tests.conftest import Clock, serving

ROOT = Path(__file__).resolve().parents[2]


def server(settings: Settings, **changes: object) -> Settings:
    current = settings.server.model_dump()
    settings.server = type(settings.server).model_validate({**current, **changes})
    return settings


def assert_protected(response: httpx.Response, policy: str = APP_POLICY) -> None:
    assert response.headers["content-security-policy"] == policy
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "same-origin"


@pytest.fixture
def settings(settings: Settings, tmp_path: Path) -> Settings:
    # A built app of two files: the page and a hashed script.
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(
        '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script>'
        '</head><body><div id="root"></div></body></html>'
    )
    (dist / "assets" / "app-1.js").write_text("console.log('namaste')\n")
    return server(settings, web_dist=str(dist))


@pytest.mark.parametrize(
    "path", ["/", "/admin/login", "/assets/app-1.js", "/api/site", "/api/auth/me", "/nowhere.js"]
)
async def test_pages_files_and_api_answers_carry_the_headers(
    client: httpx.AsyncClient, path: str
) -> None:
    response = await client.get(path)
    assert_protected(response)
    assert "strict-transport-security" not in response.headers  # plain http


def test_the_policy_is_what_the_app_needs_and_no_more() -> None:
    directives = dict(d.split(" ", 1) for d in APP_POLICY.split("; "))
    assert directives["script-src"] == "'self'"  # no inline script, no eval, no CDN
    assert directives["style-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'"
    assert directives["object-src"] == "'none'"
    assert directives["connect-src"] == "'self'"  # the API and the /ws/* sockets
    assert "blob:" in directives["media-src"]  # the assistant's spoken replies


def test_the_web_apps_page_has_nothing_inline_that_the_policy_would_block() -> None:
    page = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", page, flags=re.S)
    assert scripts and all("src=" in attrs and not body.strip() for attrs, body in scripts)
    assert "<style" not in page
    assert not re.search(r"\sstyle=", page)
    assert not re.search(r"\son[a-z]+=", page)  # no inline event handlers


async def test_refusals_carry_them_too(client: httpx.AsyncClient) -> None:
    refused = await client.post("/api/auth/logout", headers={"Origin": "https://evil.example.net"})
    assert refused.status_code == 403
    assert_protected(refused)
    too_large = await client.post(
        "/api/auth/login",
        content=b"x" * 100_000,
        headers={"Content-Type": "application/json"},
    )
    assert too_large.status_code == 413
    assert_protected(too_large)


async def test_pages_with_their_own_policy_keep_it(client: httpx.AsyncClient) -> None:
    pay = await client.get("/api/payment-simulator/pay/TXN_UNKNOWN")
    assert pay.headers["content-security-policy"].startswith("default-src 'none'")
    assert pay.headers["x-frame-options"] == "DENY"
    pujas = (await client.get("/api/puja-services")).json()["items"]
    drawing = await client.get(pujas[0]["image"])
    assert drawing.headers["content-security-policy"].startswith("default-src 'none'")


async def test_no_site_may_frame_the_back_office(client: httpx.AsyncClient) -> None:
    page = await client.get("/admin/dashboard")
    assert page.headers["x-frame-options"] == "DENY"
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]


class TestOverHttps:
    @pytest.fixture
    def settings(self, settings: Settings) -> Settings:
        return server(settings, trusted_proxies=["127.0.0.0/8"])

    async def test_hsts_when_a_trusted_proxy_says_https(self, client: httpx.AsyncClient) -> None:
        proxied = {"X-Forwarded-For": "198.51.100.9", "X-Forwarded-Proto": "https"}
        response = await client.get("/", headers=proxied)
        assert response.headers["strict-transport-security"] == "max-age=31536000"
        plain = await client.get("/", headers={**proxied, "X-Forwarded-Proto": "http"})
        assert "strict-transport-security" not in plain.headers


async def test_a_forged_forwarded_scheme_turns_on_nothing(client: httpx.AsyncClient) -> None:
    # From a peer nobody trusts, X-Forwarded-Proto is anyone's word.
    response = await client.get("/", headers={"X-Forwarded-Proto": "https"})
    assert "strict-transport-security" not in response.headers


async def test_hsts_when_the_public_url_is_https(
    db: Database, clock: Clock, settings: Settings
) -> None:
    app = create_app(
        server(settings, public_url="https://punya.example.in"), db=db, migrate=False, clock=clock
    )
    async with serving(app) as http:
        response = await http.get("/api/site")
    assert response.headers["strict-transport-security"] == "max-age=31536000"


# --- the API docs -----------------------------------------------------------------------


async def test_the_docs_are_off_on_a_site_that_is_not_local(client: httpx.AsyncClient) -> None:
    # The tests' site is http://testserver: not this machine, so like production.
    assert (await client.get("/api/docs")).status_code == 404
    assert (await client.get("/api/openapi.json")).status_code == 200  # the document stays


async def docs_of(app: FastAPI) -> tuple[httpx.Response, httpx.Response]:
    async with serving(app) as http:
        return await http.get("/api/docs"), await http.get("/api/docs/start.js")


@pytest.mark.parametrize(
    "changes",
    [{"public_url": "http://127.0.0.1:8000"}, {"public_url": None}, {"api_docs": True}],
)
async def test_the_docs_when_on_load_a_pinned_swagger_ui_with_integrity(
    db: Database, clock: Clock, settings: Settings, changes: dict[str, object]
) -> None:
    # On by default for a local site (the public URL, or else the listening address,
    # 127.0.0.1 by default, on loopback), or when asked for.
    app = create_app(server(settings, **changes), db=db, migrate=False, clock=clock)
    page, start = await docs_of(app)
    assert page.status_code == 200
    assert_protected(page, DOCS_POLICY)
    html = page.text
    assert f'integrity="{BUNDLE_SRI}"' in html and f'integrity="{CSS_SRI}"' in html
    assert "swagger-ui-dist@5.35.0/" in html  # one version, never "@5"
    assert re.findall(r"<script\b[^>]*>(.*?)</script>", html) == ["", ""]  # nothing inline
    assert start.status_code == 200
    assert start.headers["content-type"].startswith("text/javascript")
    assert '"/api/openapi.json"' in start.text


async def test_the_docs_can_be_turned_off_on_a_local_site(
    db: Database, clock: Clock, settings: Settings
) -> None:
    app = create_app(
        server(settings, public_url="http://localhost:8000", api_docs=False),
        db=db,
        migrate=False,
        clock=clock,
    )
    page, _start = await docs_of(app)
    assert page.status_code == 404
