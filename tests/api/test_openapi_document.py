"""The OpenAPI document: one error envelope for every error status, the statuses the common
machinery answers declared on every operation, and the web app's wire types generated from
it (web/src/lib/wire.gen.ts, `npm run gen:api`) equal to the checked-in ones."""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from api.assistant.typescript import REST_MODELS
from api.cli import openapi_document
from api.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "web" / "node_modules" / ".bin" / "openapi-typescript"
WIRE_TYPES = ROOT / "web" / "src" / "lib" / "wire.gen.ts"
ENVELOPE = {"$ref": "#/components/schemas/ErrorEnvelope"}


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(openapi_document(Settings()))
    return loaded


def operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [
        (method.upper(), path, operation)
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
    ]


def test_every_error_status_is_answered_with_the_envelope(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    assert set(schemas["ErrorEnvelope"]["required"]) == {"detail", "code"}
    assert "HTTPValidationError" not in schemas  # FastAPI's shape, which we never send
    for method, path, operation in operations(document):
        for status, response in operation["responses"].items():
            if int(status) < 400 or (path, status) == ("/api/health", "503"):
                continue
            schema = response["content"]["application/json"]["schema"]
            assert schema == ENVELOPE, f"{method} {path} {status}"


def test_the_common_statuses_are_declared_on_every_operation(document: dict[str, Any]) -> None:
    for method, path, operation in operations(document):
        declared = set(operation["responses"])
        label = f"{method} {path}"
        assert "500" in declared, label
        if "requestBody" in operation:
            assert {"400", "413", "422"} <= declared, label
        if operation.get("parameters"):
            assert "422" in declared, label
        if path.startswith("/api/admin/"):
            assert "401" in declared, label  # every admin operation needs a session
        if any(p["name"] == "Idempotency-Key" for p in operation.get("parameters", [])):
            assert {"400", "409"} <= declared, label


def test_operations_for_super_admins_only_declare_403(document: dict[str, Any]) -> None:
    users = document["paths"]["/api/admin/users"]["get"]["responses"]
    assert "superadmin_only" in users["403"]["description"]
    # A temple admin may read its own temple: no 403 there, another temple is a 404.
    temple = document["paths"]["/api/admin/temples/{temple_id}"]["get"]["responses"]
    assert "403" not in temple
    assert "404" in temple


def test_throttled_operations_say_when_to_try_again(document: dict[str, Any]) -> None:
    login = document["paths"]["/api/auth/login"]["post"]["responses"]["429"]
    assert login["headers"]["Retry-After"]["schema"] == {"type": "integer"}


def test_statuses_are_published_as_enums(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    assert schemas["BookingStatus"]["enum"] == ["pending", "confirmed", "completed", "cancelled"]
    assert schemas["OrderStatus"]["enum"] == [
        "pending",
        "confirmed",
        "processing",
        "shipped",
        "delivered",
        "cancelled",
    ]
    assert schemas["PaymentStatus"]["enum"] == ["pending", "paid", "failed"]
    priest = schemas["PriestBookingRead"]["properties"]
    assert priest["status"] == {"$ref": "#/components/schemas/BookingStatus"}


# pydantic's own names for bounds, which it writes into a schema when a validator stands
# before them: no JSON Schema reader knows them, so the bound would go unpublished.
PYDANTIC_BOUNDS = {"ge", "gt", "le", "lt", "min_length", "max_length"}


def _schemas_in(node: Any) -> list[dict[str, Any]]:
    """Every schema object under `node` (an object with a "type", "$ref" or combinator)."""
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if {"type", "$ref", "anyOf", "allOf", "oneOf"} & node.keys():
            found.append(node)
        for value in node.values():
            found += _schemas_in(value)
    elif isinstance(node, list):
        for value in node:
            found += _schemas_in(value)
    return found


def test_every_bound_is_published_in_json_schema_words(document: dict[str, Any]) -> None:
    unknown = [
        (schema.get("title", "?"), sorted(PYDANTIC_BOUNDS & schema.keys()))
        for schema in _schemas_in(document)
        if PYDANTIC_BOUNDS & schema.keys()
    ]
    assert unknown == []


def test_the_document_does_not_depend_on_the_settings(settings: Settings) -> None:
    assert openapi_document(settings) == openapi_document(Settings())


@pytest.mark.skipif(
    not GENERATOR.exists() or shutil.which("node") is None,
    reason="the web app's packages are not installed (make installs them)",
)
def test_the_web_wire_types_are_generated_from_the_document(tmp_path: Path) -> None:
    # The generator's options as `npm run gen:api` gives them, with the output in tmp_path.
    script = json.loads((ROOT / "web" / "package.json").read_text())["scripts"]["gen:api"]
    options = shlex.split(script.split("|", 1)[1])[1:]
    generated = tmp_path / "wire.gen.ts"
    options[options.index("-o") + 1] = str(generated)
    subprocess.run(
        [str(GENERATOR), *options],
        input=openapi_document(Settings()).encode(),
        cwd=ROOT / "web",
        capture_output=True,
        check=True,
        timeout=120,
    )
    assert generated.read_text(encoding="utf-8") == WIRE_TYPES.read_text(encoding="utf-8"), (
        "web/src/lib/wire.gen.ts is stale: run `npm run gen:api` in web/"
    )


def test_the_socket_frames_name_schemas_the_document_publishes(document: dict[str, Any]) -> None:
    """A reply frame's chart is typed on the web as the REST API's schema of that name (the
    frame types say `Schema<'KundliReport'>`): the document publishes it, field for field."""
    schemas = document["components"]["schemas"]
    for model in REST_MODELS:
        published = schemas[model.__name__]
        assert list(published["properties"]) == list(model.model_fields)
