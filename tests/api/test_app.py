"""The app around the domains: health, site info, web app hosting, errors, the CLI."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from api.admin.temples.router import router as admin_temples_router
from api.app import create_app
from api.cli import main
from api.settings import Settings
from api.temples.router import router as temples_router
from data.db import Database
from tests.conftest import FROZEN_NOW, PUBLIC_URL, Clock


async def test_health_names_the_database_engine(client: httpx.AsyncClient, db: Database) -> None:
    response = await client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": db.dialect, "version": "0.1.0"}


async def test_site_info_for_the_footer(client: httpx.AsyncClient) -> None:
    site = (await client.get("/api/site")).json()
    assert site["legalName"]
    assert site["email"]
    assert site["phone"]
    assert site["tagline"]
    assert len(site["priestTimeSlots"]) == 8
    assert site["templeRadiusOptionsKm"] == [5, 10, 25, 50]
    assert site["defaultTempleRadiusKm"] == 10


@pytest.mark.parametrize(
    "asked", [{"params": {"lang": "hi"}}, {"headers": {"Accept-Language": "hi-IN,hi;q=0.9"}}]
)
async def test_site_info_in_hindi(client: httpx.AsyncClient, asked: dict[str, Any]) -> None:
    """The footer's texts in the devotee's language; e-mail and phone are the same in both."""
    english = (await client.get("/api/site")).json()
    hindi = (await client.get("/api/site", **asked)).json()
    assert hindi["legalName"] == "पुण्य स्पिरिचुअल सर्विसेज़ प्राइवेट लिमिटेड"
    assert hindi["address"].startswith("दूसरी मंज़िल, 14 लक्ष्मी रोड")
    assert hindi["tagline"].startswith("पूजा, मंदिर दर्शन और पावन सामग्री")
    assert (hindi["email"], hindi["phone"]) == (english["email"], english["phone"])
    assert hindi["limits"] == english["limits"]


async def test_unknown_routes_and_methods_answer_in_the_envelope(
    client: httpx.AsyncClient,
) -> None:
    missing = await client.get("/api/nothing-here")
    assert missing.status_code == 404
    assert missing.json() == {"detail": "Not found", "code": "not_found"}
    wrong_method = await client.delete("/api/puja-services")
    assert wrong_method.status_code == 405
    assert wrong_method.json()["code"] == "method_not_allowed"
    assert (await client.get("/api/openapi.json")).status_code == 200


@pytest.mark.parametrize("method", ["PUT", "DELETE", "OPTIONS", "PATCH"])
async def test_a_405_names_every_method_of_the_path_whichever_route_serves_it(
    client: httpx.AsyncClient, method: str
) -> None:
    # GET and POST /api/admin/temples are two routes; the first used to speak for both.
    refused = await client.request(method, "/api/admin/temples")
    assert refused.status_code == 405
    assert refused.headers["allow"] == "GET, POST"
    assert refused.json() == {
        "detail": f"{method} is not allowed here; this address answers GET, POST",
        "code": "method_not_allowed",
    }
    one_route = await client.get("/api/admin/temples/temple-1/timings")
    assert (one_route.status_code, one_route.headers["allow"]) == (405, "PUT")


@pytest.mark.parametrize("method", ["DELETE", "PATCH", "OPTIONS"])
async def test_a_concrete_path_is_never_taken_for_an_id_of_its_templated_sibling(
    client: httpx.AsyncClient, method: str
) -> None:
    # DELETE /api/admin/temples/summary reached DELETE /api/admin/temples/{temple_id}.
    for path in ("/api/admin/temples/summary", "/api/admin/puja-services/categories"):
        refused = await client.request(method, path)
        assert (refused.status_code, refused.headers.get("allow")) == (405, "GET"), path


NASTY = [
    "null",
    "0",
    '"text"',
    "[]",
    "[1, 2]",
    '{"": ""}',
    '{"items": null}',
    '{"items": [null]}',
    '{"items": [{"productId": null, "quantity": 1e309}]}',
    '{"customerName": {"$ne": 1}}',
    '{"customerPhone": 9876543210}',
    '{"selectedDate": "0000-00-00"}',
    '{"templeId": "' + "x" * 10_000 + '"}',
    '{"customerName": "\\u0000"}',
    '{"quantity": -1}',
    '{"isOnline": null}',
    '{"phone": NaN}',
    "\ufeff{}",
    '{"a": 1, "a": 2}',
]


@pytest.mark.parametrize(
    "url",
    [
        "/api/priest-bookings",
        "/api/temple-bookings",
        "/api/store/orders",
        "/api/store/quote",
        "/api/orders/lookup",
    ],
)
async def test_no_garbage_body_causes_a_server_error(client: httpx.AsyncClient, url: str) -> None:
    for body in NASTY:
        response = await client.post(
            url, content=body.encode(), headers={"content-type": "application/json"}
        )
        assert 400 <= response.status_code < 500, (body, response.text)
        assert set(response.json()) >= {"detail", "code"}


@pytest.fixture
def web_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>Punya</title>")
    (dist / "assets" / "app.js").write_text("console.log('punya')")
    (dist / "favicon.svg").write_text("<svg/>")
    (tmp_path / "secret.txt").write_text("not for the web")
    return dist


async def test_the_web_app_is_served_with_a_spa_fallback(db: Database, web_dist: Path) -> None:
    settings = Settings.model_validate({"server": {"web_dist": str(web_dist)}})
    app = create_app(settings, db=db, migrate=False, clock=Clock(FROZEN_NOW))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL) as c:
        assert "Punya" in (await c.get("/")).text
        deep = await c.get("/store")
        assert deep.status_code == 200
        assert "<title>Punya</title>" in deep.text
        assert (await c.get("/assets/app.js")).text == "console.log('punya')"
        assert (await c.get("/favicon.svg")).text == "<svg/>"
        assert "not for the web" not in (await c.get("/..%2Fsecret.txt")).text
        api_miss = await c.get("/api/unknown")
        assert api_miss.status_code == 404
        assert api_miss.json()["code"] == "not_found"


def test_cli_migrates_and_seeds_idempotently(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}")
    assert main(["migrate"]) == 0
    assert main(["migrate"]) == 0
    assert main(["seed"]) == 0
    assert "52 puja_services" in capsys.readouterr().out
    assert main(["seed"]) == 0
    assert "nothing seeded" in capsys.readouterr().out


def test_cli_explains_a_bad_database_url(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", "mysql://root@localhost/punya")
    assert main(["migrate"]) == 2
    assert "Unsupported database URL" in capsys.readouterr().err


@pytest.mark.parametrize(
    "path", ["/api/puja-services/%00", "/api/temples/a%20b", "/api/temples/x%27"]
)
async def test_malformed_ids_in_urls_are_refused(client: httpx.AsyncClient, path: str) -> None:
    response = await client.get(path)
    assert response.status_code == 422
    assert response.json()["code"] == "validation_error"


async def test_control_characters_in_search_are_refused(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/temples", params={"search": "kashi\x00"})
    assert response.status_code == 422
    assert response.json()["detail"].startswith("search: contains control characters")


@pytest.mark.parametrize(
    ("url", "params"),
    [
        ("/api/store/products", {"category": "Prasad\x00"}),
        ("/api/puja-services", {"category": "Homa\x00"}),
    ],
)
async def test_control_characters_in_filters_are_refused(
    client: httpx.AsyncClient, url: str, params: dict[str, str]
) -> None:
    response = await client.get(url, params=params)
    assert response.status_code == 422
    assert "control characters" in response.json()["detail"]


@pytest.mark.parametrize("body", ['"text"', "[1, 2]", "42", "null"])
async def test_a_body_that_is_not_an_object_is_named(client: httpx.AsyncClient, body: str) -> None:
    response = await client.post(
        "/api/priest-bookings", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json() == {
        "detail": "The request body must be a JSON object",
        "code": "invalid_body",
    }


def test_apps_share_the_routes_their_modules_built(settings: Settings, tmp_path: Path) -> None:
    """A route is built once a process, when its module is imported: one rebuilt for each app
    (as `include_router` does) costs every app its validation models again, about a second."""
    apps = [
        create_app(settings, db=Database(f"sqlite+aiosqlite:///{tmp_path / f'{n}.db'}"))
        for n in range(2)
    ]
    for route in temples_router.routes + admin_temples_router.routes:
        assert all(any(shared is route for shared in app.routes) for app in apps), route
