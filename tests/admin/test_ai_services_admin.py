"""Admin AI services screen: stats, search over name, description and category, the AI
service form (http(s) endpoint at a host the operator allows, four categories, threshold
falling back to 0.7), the status toggle, delete, super admins only."""

from __future__ import annotations

from typing import Any

import pytest

from api.admin.ai_services import rules
from api.settings import Settings
from data.db import Database
from data.models import AIService
from tests.admin_support import ADMIN_A, ADMIN_B, INACTIVE_A, NOBODY, SUPER, VIEWER_A, ClientFor
from tests.conftest import FROZEN_NOW, PUBLIC_URL
from tests.support import add, count, get

URL = "/api/admin/ai-services"
PALM = "palmistry-reader"
REQUIRED = "Please fill all required fields"
NOW = FROZEN_NOW.isoformat().replace("+00:00", "Z")
ENDPOINT_MESSAGE = (
    "endpoint must be a full web address starting with http:// or https://, "
    "e.g. https://ai.example.com/api/astrology, or a path on this server such as "
    "/api/ai/astrology-expert"
)
SEEDED = 5


def form(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "Vastu Advisor",
        "description": "Answers questions about the layout of a home.",
        "endpoint": "https://ai.example.com/api/vastu",
        "category": "general",
        "icon": "🏠",
        "confidenceThreshold": 0.6,
        "isActive": True,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not ...}


async def test_the_screen_has_stats_and_every_service_by_name(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(URL)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["stats"] == {"totalServices": 5, "activeServices": 4, "categories": 4}
    assert (body["total"], body["overall"]) == (5, 5)
    assert [s["id"] for s in body["items"]] == [
        "astrology-expert",
        "general-assistant",
        "kundli-horoscope-agent",
        "numerology-specialist",
        PALM,
    ]
    palm = body["items"][-1]
    assert palm == {
        "id": PALM,
        "name": "Palmistry Reader",
        "description": "Explains the lines and mounts of the palm.",
        "nameHi": "हस्तरेखा विशेषज्ञ",
        "descriptionHi": "हथेली की रेखाओं और पर्वतों का अर्थ।",
        "endpoint": "/api/ai/palmistry-reader",
        "isActive": False,
        "icon": "✋",
        "category": "palmistry",
        "confidenceThreshold": 0.75,
        "createdAt": palm["createdAt"],
        "updatedAt": palm["updatedAt"],
    }


@pytest.mark.parametrize(
    ("q", "found"),
    [
        ("ASTROLOGY", ["astrology-expert", "kundli-horoscope-agent"]),  # name or category
        ("birth chart", ["kundli-horoscope-agent"]),  # description
        ("numerology", ["numerology-specialist"]),
        ("tarot", []),
    ],
)
async def test_search_covers_name_description_and_category(
    as_admin: ClientFor, q: str, found: list[str]
) -> None:
    body = (await (await as_admin(SUPER)).get(URL, params={"q": q})).json()
    assert [s["id"] for s in body["items"]] == found
    assert (body["total"], body["overall"]) == (len(found), SEEDED)
    assert body["stats"]["totalServices"] == SEEDED


async def test_a_new_service_gets_the_defaults(as_admin: ClientFor, db: Database) -> None:
    body = form(category="Astrology", icon=..., confidenceThreshold=..., isActive=...)
    response = await (await as_admin(SUPER)).post(URL, json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("service-")
    assert created["category"] == "astrology"
    assert (created["icon"], created["confidenceThreshold"], created["isActive"]) == (
        "🤖",
        0.7,
        True,
    )
    assert created["createdAt"] == created["updatedAt"] == NOW
    stored = await get(db, AIService, created["id"])
    assert (stored.endpoint, stored.confidence_threshold) == (
        "https://ai.example.com/api/vastu",
        0.7,
    )
    stats = (await (await as_admin(SUPER)).get(URL)).json()["stats"]
    assert stats == {"totalServices": 6, "activeServices": 5, "categories": 4}


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        (0.6, 0.6),
        (0.3, 0.3),
        ("0.5", 0.5),
        (1, 1.0),
        (0, 0.0),
        (1.5, 0.7),
        (-0.1, 0.7),
        (0.75, 0.7),
        ("high", 0.7),
        (None, 0.7),
        (True, 0.7),
    ],
)
async def test_an_invalid_threshold_falls_back_to_0_7(
    as_admin: ClientFor, given: object, stored: float
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(confidenceThreshold=given))
    assert response.status_code == 201, response.text
    assert response.json()["confidenceThreshold"] == stored


@pytest.mark.parametrize("given", [[0.5], {"value": 0.5}])
async def test_a_threshold_is_one_value_not_a_list_or_object(
    as_admin: ClientFor, given: object
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(confidenceThreshold=given))
    assert response.status_code == 422, response.text
    assert response.json()["errors"][0]["field"] == "confidenceThreshold"


BAD_FORMS = [
    ({"name": ...}, REQUIRED),
    ({"description": ""}, REQUIRED),
    ({"endpoint": ...}, REQUIRED),
    ({"endpoint": " "}, REQUIRED),
    ({"endpoint": "ai.example.com/api"}, ENDPOINT_MESSAGE),
    ({"endpoint": "/ai/vastu"}, ENDPOINT_MESSAGE),
    ({"endpoint": "/api/ai/../../etc"}, ENDPOINT_MESSAGE),
    # A path on this server is one of its AI services, never another of its routes.
    ({"endpoint": "/api/admin/users"}, ENDPOINT_MESSAGE),
    ({"endpoint": "/api/orders/lookup"}, ENDPOINT_MESSAGE),
    ({"endpoint": "ftp://ai.example.com/vastu"}, ENDPOINT_MESSAGE),
    ({"endpoint": "javascript:alert(1)"}, ENDPOINT_MESSAGE),
    ({"endpoint": "https://"}, ENDPOINT_MESSAGE),
    ({"endpoint": "https://ai example.com/x"}, ENDPOINT_MESSAGE),
    ({"endpoint": "https://ai.example.com:port/x"}, ENDPOINT_MESSAGE),
    ({"endpoint": "https://ai.example.com/" + "x" * 500}, ENDPOINT_MESSAGE),
    ({"category": ...}, REQUIRED),
    (
        {"category": "tarot"},
        "category: 'tarot' is not a category; choose one of general, astrology, numerology, "
        "palmistry",
    ),
    ({"icon": "🤖" * 17}, "icon: String should have at most 16 characters"),
    ({"isActive": "maybe"}, "isActive: Input should be a valid boolean"),
    # JSON's true or false only, as the document says: not 0, 1 or "yes".
    ({"isActive": 0}, "isActive: Input should be a valid boolean"),
    ({"isActive": "yes"}, "isActive: Input should be a valid boolean"),
    ({"id": "service-mine"}, "Unknown field: id"),
]


@pytest.mark.parametrize(("changes", "detail"), BAD_FORMS)
async def test_a_bad_ai_service_form_is_refused_with_its_message(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], detail: str
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(**changes))
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == detail
    assert await count(db, AIService) == SEEDED


@pytest.mark.parametrize(
    "endpoint", [f"{PUBLIC_URL}/api/orders/lookup", f"{PUBLIC_URL}/api/admin/users?x=1"]
)
async def test_an_address_of_this_server_is_one_of_its_ai_services(
    as_admin: ClientFor, db: Database, endpoint: str
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(endpoint=endpoint))
    assert response.status_code == 422, response.text
    assert "is not one of this server's AI services" in response.json()["detail"]
    assert response.json()["errors"][0]["field"] == "endpoint"
    assert await count(db, AIService) == SEEDED
    built_in = await (await as_admin(SUPER)).post(
        URL, json=form(endpoint=f"{PUBLIC_URL}/api/ai/astrology-expert")
    )
    assert built_in.status_code == 201, built_in.text


async def test_the_status_button_toggles_and_saves_at_once(
    as_admin: ClientFor, db: Database
) -> None:
    http = await as_admin(SUPER)
    response = await http.post(f"{URL}/{PALM}/toggle")
    assert response.status_code == 200, response.text
    assert (response.json()["isActive"], response.json()["updatedAt"]) == (True, NOW)
    assert (await get(db, AIService, PALM)).is_active is True
    assert (await http.get(URL)).json()["stats"]["activeServices"] == 5
    again = await http.post(f"{URL}/{PALM}/toggle")
    assert again.json()["isActive"] is False
    assert (await get(db, AIService, PALM)).is_active is False


async def test_an_edit_changes_only_what_is_sent(as_admin: ClientFor, db: Database) -> None:
    http = await as_admin(SUPER)
    response = await http.patch(
        f"{URL}/{PALM}", json={"endpoint": "https://ai.example.com:8443/palm", "icon": ""}
    )
    assert response.status_code == 200, response.text
    edited = response.json()
    assert (edited["endpoint"], edited["icon"], edited["updatedAt"]) == (
        "https://ai.example.com:8443/palm",
        "🤖",
        NOW,
    )
    # The seeded 0.75 is kept while the threshold is not sent...
    assert edited["confidenceThreshold"] == 0.75
    assert (edited["name"], edited["isActive"]) == ("Palmistry Reader", False)
    # ...and an invalid one sent falls back to 0.7.
    fallback = await http.patch(f"{URL}/{PALM}", json={"confidenceThreshold": 2})
    assert fallback.json()["confidenceThreshold"] == 0.7
    assert (await get(db, AIService, PALM)).confidence_threshold == 0.7


async def test_a_seeded_service_saves_with_its_path_endpoint(as_admin: ClientFor) -> None:
    http = await as_admin(SUPER)
    seeded = (await http.get(f"{URL}?q=Palmistry")).json()["items"][0]
    assert seeded["endpoint"] == "/api/ai/palmistry-reader"
    body = {k: seeded[k] for k in ("name", "description", "endpoint", "category", "icon")}
    saved = await http.patch(f"{URL}/{PALM}", json={**body, "description": "Reads palms."})
    assert saved.status_code == 200, saved.text
    assert saved.json()["endpoint"] == "/api/ai/palmistry-reader"


async def test_the_hindi_name_is_edited_and_cleared(as_admin: ClientFor, db: Database) -> None:
    http = await as_admin(SUPER)
    named = await http.patch(f"{URL}/{PALM}", json={"nameHi": "हस्तरेखा पाठक"})
    assert named.status_code == 200, named.text
    assert (named.json()["nameHi"], named.json()["descriptionHi"]) == (
        "हस्तरेखा पाठक",
        "हथेली की रेखाओं और पर्वतों का अर्थ।",
    )
    cleared = await http.patch(f"{URL}/{PALM}", json={"nameHi": None})
    assert cleared.json()["nameHi"] is None  # the Hindi interface shows the English again
    assert (await get(db, AIService, PALM)).name_hi is None


@pytest.mark.parametrize(
    ("changes", "detail"),
    [
        ({"endpoint": "palm-reader"}, ENDPOINT_MESSAGE),
        ({"name": None}, REQUIRED),
        ({"category": "Vastu"}, None),
    ],
)
async def test_a_bad_edit_changes_nothing(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], detail: str | None
) -> None:
    response = await (await as_admin(SUPER)).patch(
        f"{URL}/{PALM}", json={"description": "Changed", **changes}
    )
    assert response.status_code == 422, response.text
    if detail is not None:
        assert response.json()["detail"] == detail
    stored = await get(db, AIService, PALM)
    assert stored.description == "Explains the lines and mounts of the palm."


async def test_delete_and_unknown_services(as_admin: ClientFor, db: Database) -> None:
    await add(
        db,
        AIService(
            id="service-extra",
            name="Extra",
            description="For tests",
            endpoint="https://ai.example.com/extra",
            category="general",
        ),
    )
    http = await as_admin(SUPER)
    assert (await http.delete(f"{URL}/service-extra")).status_code == 204
    assert await get(db, AIService, "service-extra") is None
    for response in (
        await http.delete(f"{URL}/service-extra"),
        await http.patch(f"{URL}/service-extra", json={"name": "x"}),
        await http.post(f"{URL}/service-extra/toggle"),
    ):
        assert response.status_code == 404
        assert response.json() == {"detail": "Unknown AI Service", "code": "unknown_ai_service"}
    assert await count(db, AIService) == SEEDED


CALLS = [
    ("GET", URL, None),
    ("POST", URL, form()),
    ("PATCH", f"{URL}/{PALM}", {"name": "Changed"}),
    ("POST", f"{URL}/{PALM}/toggle", None),
    ("DELETE", f"{URL}/{PALM}", None),
]


@pytest.mark.parametrize(("method", "url", "body"), CALLS)
@pytest.mark.parametrize(
    ("caller", "status"),
    [(NOBODY, 401), (INACTIVE_A, 401), (ADMIN_A, 403), (ADMIN_B, 403), (VIEWER_A, 403)],
)
async def test_only_a_super_admin_manages_ai_services(
    as_admin: ClientFor,
    db: Database,
    caller: str,
    status: int,
    method: str,
    url: str,
    body: dict[str, Any] | None,
) -> None:
    response = await (await as_admin(caller)).request(method, url, json=body)
    assert response.status_code == status, response.text
    assert await count(db, AIService) == SEEDED
    palm = await get(db, AIService, PALM)
    assert (palm.name, palm.is_active) == ("Palmistry Reader", False)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (0.7, 0.7),
        (0.1, 0.1),
        (0.30000000000000004, 0.3),  # 0.1 + 0.2, rounded to one decimal
        (" 0.9 ", 0.9),
        (1, 1.0),
        (0, 0.0),
        (1.01, 0.7),
        (-0.0001, 0.7),
        (0.05, 0.7),
        (0.75, 0.7),
        (float("nan"), 0.7),
        (float("inf"), 0.7),
        ("1e400", 0.7),
        ("", 0.7),
        (None, 0.7),
        (False, 0.7),
        ({"value": 0.5}, 0.7),
    ],
)
def test_threshold_or_default(raw: object, expected: float) -> None:
    assert rules.threshold_or_default(raw) == expected


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("https://ai.example.com/api/x", True),
        ("HTTP://localhost:8000/ai", True),
        ("http://[::1]:8000/ai", True),
        ("https://ai.example.com:99999/x", False),
        ("https:///path-only", False),
        ("mailto:ai@example.com", False),
        ("https://ai.example.com/\u0000", False),
        ("", False),
        ("/api/ai/general-assistant", True),  # a built-in service, answered in-process
        ("/api/ai/../secrets", False),
        ("/elsewhere/ai", False),
    ],
)
def test_is_endpoint(text: str, ok: bool) -> None:
    assert rules.is_endpoint(text) is ok


NOT_ALLOWED = (
    "endpoint: {host} is not a host AI services may be called at: the server's operator "
    "allows hosts in PUNYA_AI_ALLOWED_HOSTS. A path on this server, such as "
    "/api/ai/astrology-expert, needs no setting"
)
NOT_PUBLIC = (
    "endpoint: {host} is not a public address: AI services are never called at loopback, "
    "private, link-local or metadata addresses"
)


@pytest.mark.parametrize(
    ("endpoint", "host"),
    [
        ("http://127.0.0.1:8199/internal", "127.0.0.1"),
        ("https://ai.example.com.evil.in/x", "ai.example.com.evil.in"),
        ("http://localhost:6379/", "localhost"),
        ("http://2130706433/", "2130706433"),
        ("http://169.254.169.254/latest/meta-data", "169.254.169.254"),
        ("https://vastu.example.org/ask", "vastu.example.org"),
    ],
)
async def test_an_endpoint_at_a_host_not_allowed_is_refused_naming_the_setting(
    as_admin: ClientFor, db: Database, endpoint: str, host: str
) -> None:
    http = await as_admin(SUPER)
    created = await http.post(URL, json=form(endpoint=endpoint))
    edited = await http.patch(f"{URL}/{PALM}", json={"endpoint": endpoint})
    for response in (created, edited):
        assert response.status_code == 422, response.text
        message = NOT_ALLOWED.format(host=host)
        assert response.json() == {
            "detail": message,
            "code": "endpoint_not_allowed",
            "errors": [{"field": "endpoint", "message": message}],
        }
    assert await count(db, AIService) == SEEDED
    assert (await get(db, AIService, PALM)).endpoint == "/api/ai/palmistry-reader"


class TestAnOperatorAllowingInternalAddresses:
    """Allowing an internal address by mistake still never lets it be called."""

    @pytest.fixture
    def settings(self, settings: Settings) -> Settings:
        settings.ai.allowed_hosts = ["127.0.0.1", "::1", "169.254.169.254", "10.0.0.7"]
        return settings

    @pytest.mark.parametrize(
        ("endpoint", "host"),
        [
            ("http://127.0.0.1:8199/internal", "127.0.0.1"),
            ("http://[::1]:5432/", "::1"),
            ("http://169.254.169.254/latest/meta-data", "169.254.169.254"),
            ("http://10.0.0.7:8080/palm", "10.0.0.7"),
        ],
    )
    async def test_an_internal_address_is_refused(
        self, as_admin: ClientFor, endpoint: str, host: str
    ) -> None:
        response = await (await as_admin(SUPER)).post(URL, json=form(endpoint=endpoint))
        assert response.status_code == 422, response.text
        assert response.json()["detail"] == NOT_PUBLIC.format(host=host)
        assert response.json()["errors"][0]["field"] == "endpoint"


@pytest.mark.parametrize(
    "endpoint",
    [
        "/api/ai/astrology-expert",  # a built-in service: in process
        f"{PUBLIC_URL}/api/ai/numerology-specialist",  # this server's public URL: in process
        "https://ai.example.com/api/vastu",  # allowed by the tests' settings
    ],
)
async def test_endpoints_this_server_would_call_are_saved(
    as_admin: ClientFor, endpoint: str
) -> None:
    response = await (await as_admin(SUPER)).post(URL, json=form(endpoint=endpoint))
    assert response.status_code == 201, response.text
    assert response.json()["endpoint"] == endpoint
