"""A page of another site cannot make a signed-in admin's or a verified devotee's browser change
anything: state-changing requests under /api/admin, /api/auth, /api/orders and
/api/verification are refused (403 cross_site_request) when the browser says they come from
another site or their Origin is not this site's, and so is the assistant socket's
handshake; this site's own pages, and clients that are not browsers, pass."""

from __future__ import annotations

import json

import httpx
import pytest
from fastapi import FastAPI
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus
from websockets.typing import Origin

from api.settings import Settings
from data.db import Database
from data.models import AdminSession, AIService, Review
from tests.admin_support import SUPER, ClientFor
from tests.conftest import PUBLIC_URL, serving
from tests.support import OPEN_TIMEOUT, count, get

REFUSED = {
    "detail": "This request came from another website, so it was refused. "
    "Please use Punya's own pages.",
    "code": "cross_site_request",
}
EVIL = "https://evil.example.net"
# What a browser sends with a form another site's page posts here.
FROM_ANOTHER_SITE = {"Origin": EVIL, "Sec-Fetch-Site": "cross-site"}


@pytest.mark.parametrize(
    "headers",
    [
        FROM_ANOTHER_SITE,
        {"Sec-Fetch-Site": "cross-site"},  # no Origin (an older browser, or a GET turned POST)
        {"Origin": EVIL},  # no Sec-Fetch-Site (a browser that does not send it)
        {"Origin": "null"},  # a sandboxed frame, or a page that was redirected here
        {"Origin": "https://sub.testserver"},  # same site, another origin: a sibling subdomain
        {"Origin": "https://testserver"},  # another scheme is another origin
        {"Origin": "http://testserver:8080"},  # and so is another port
    ],
)
async def test_a_body_less_admin_post_from_another_site_is_refused(
    as_admin: ClientFor, db: Database, headers: dict[str, str]
) -> None:
    admin = await as_admin(SUPER)
    before = (await get(db, AIService, "palmistry-reader")).is_active
    # Before: a form on any site toggled the AI service with the admin's cookie.
    response = await admin.post("/api/admin/ai-services/palmistry-reader/toggle", headers=headers)
    assert response.status_code == 403, response.text
    assert response.json() == REFUSED
    assert (await get(db, AIService, "palmistry-reader")).is_active is before


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/api/auth/logout"),
        ("POST", "/api/auth/login"),
        ("PATCH", "/api/admin/reviews/rev-1"),
        ("PUT", "/api/admin/temples/t/timings"),
        ("DELETE", "/api/admin/ai-services/palmistry-reader"),
        ("POST", "/api/orders/cancel"),
        ("POST", "/api/orders/pay-in-cash"),
        ("POST", "/api/orders/return"),
        ("POST", "/api/orders/review"),
        ("POST", "/api/verification/confirm"),
        ("POST", "/api/verification/codes"),
    ],
)
async def test_every_state_changing_method_under_the_cookie_apis_is_checked(
    client: httpx.AsyncClient, method: str, path: str
) -> None:
    response = await client.request(
        method,
        path,
        headers={**FROM_ANOTHER_SITE, "Content-Type": "application/x-www-form-urlencoded"},
        content=b"stars=1&comment=bad",
    )
    assert response.status_code == 403, response.text
    assert response.json() == REFUSED


async def test_signing_out_from_another_site_keeps_the_session(
    as_admin: ClientFor, db: Database
) -> None:
    admin = await as_admin(SUPER)
    out = await admin.post("/api/auth/logout", headers=FROM_ANOTHER_SITE)
    assert out.status_code == 403
    assert (await admin.get("/api/auth/me")).status_code == 200
    assert await count(db, AdminSession) == 1


@pytest.mark.parametrize(
    "headers",
    [
        {},  # curl, scripts, the tests: no browser, no cookie it adds by itself
        {"Origin": PUBLIC_URL, "Sec-Fetch-Site": "same-origin"},  # this site's own page
        {"Origin": "http://TESTSERVER:80"},  # the same origin, written differently
        {"Sec-Fetch-Site": "same-origin"},
        {"Sec-Fetch-Site": "none"},  # typed or bookmarked by the user
    ],
)
async def test_this_sites_own_pages_and_other_clients_pass(
    as_admin: ClientFor, db: Database, headers: dict[str, str]
) -> None:
    admin = await as_admin(SUPER)
    response = await admin.post("/api/admin/ai-services/palmistry-reader/toggle", headers=headers)
    assert response.status_code == 200, response.text
    assert (await get(db, AIService, "palmistry-reader")).is_active is True


async def test_reads_and_other_apis_are_not_checked(client: httpx.AsyncClient) -> None:
    # A GET changes nothing; the gateway's redirect back (a cross-site form post to
    # /api/payment/...) and public catalogue posts carry no cookie of ours to abuse.
    assert (await client.get("/api/auth/me", headers=FROM_ANOTHER_SITE)).status_code == 401
    quote = await client.post("/api/store/quote", json={"items": []}, headers=FROM_ANOTHER_SITE)
    assert quote.status_code != 403


class TestBehindAProxy:
    """The public URL is this site's origin too: behind a proxy that ends TLS, the request
    reaching the server is http://127.0.0.1:8000 while the page is https://punya.example.in."""

    @pytest.fixture
    def settings(self, settings: Settings) -> Settings:
        server = settings.server.model_dump()
        settings.server = type(settings.server).model_validate(
            {**server, "public_url": "https://punya.example.in"}
        )
        return settings

    async def test_the_public_urls_origin_passes(self, app: FastAPI, db: Database) -> None:
        async with serving(app) as http:
            page = {"Origin": "https://punya.example.in", "Sec-Fetch-Site": "same-origin"}
            login = await http.post(
                "/api/auth/login", json={"username": "x", "password": "y"}, headers=page
            )
            assert login.status_code == 401  # checked, and only then refused by the sign-in
            evil = await http.post(
                "/api/auth/login", json={"username": "x", "password": "y"}, headers={"Origin": EVIL}
            )
            assert evil.status_code == 403


class TestFromATrustedProxy:
    """A trusted proxy's X-Forwarded-Proto and -Host make the request's own origin."""

    @pytest.fixture
    def settings(self, settings: Settings) -> Settings:
        server = settings.server.model_dump()
        settings.server = type(settings.server).model_validate(
            {**server, "public_url": None, "trusted_proxies": ["127.0.0.0/8"]}
        )
        return settings

    async def test_the_forwarded_origin_is_this_sites(self, app: FastAPI) -> None:
        forwarded = {
            "X-Forwarded-For": "198.51.100.9",
            "X-Forwarded-Proto": "https",
            "X-Forwarded-Host": "punya.example.in",
        }
        async with serving(app) as http:
            ours = await http.post(
                "/api/auth/logout",
                headers={**forwarded, "Origin": "https://punya.example.in"},
            )
            assert ours.status_code == 204
            theirs = await http.post(
                "/api/auth/logout", headers={**forwarded, "Origin": "http://punya.example.in"}
            )
            assert theirs.status_code == 403


async def test_the_assistant_socket_refuses_another_sites_page(served: str) -> None:
    # Its conversations act with the browser's client cookie (what is booked in the chat is
    # theirs). The admins' /ws/changes refuses such pages itself (tests/admin/test_live_changes).
    with pytest.raises(InvalidStatus) as refused:
        async with connect(
            f"ws://{served}/ws/assistant", origin=Origin(EVIL), open_timeout=OPEN_TIMEOUT
        ):
            pass
    assert refused.value.response.status_code == 403


async def test_this_sites_page_opens_the_assistant(served: str) -> None:
    own = Origin(f"http://{served}")
    async with connect(f"ws://{served}/ws/assistant", origin=own, open_timeout=OPEN_TIMEOUT) as ws:
        await ws.send(json.dumps({"type": "hello"}))
        assert json.loads(await ws.recv())["type"] == "session"


async def test_a_review_form_posted_from_another_site_changes_nothing(
    client: httpx.AsyncClient, db: Database
) -> None:
    before = await count(db, Review)
    response = await client.post(
        "/api/orders/review",
        headers=FROM_ANOTHER_SITE,
        json={"kind": "priest", "id": "PB1", "stars": 1},
    )
    assert response.status_code == 403
    assert await count(db, Review) == before
