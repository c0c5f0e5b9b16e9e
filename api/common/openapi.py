"""The OpenAPI document true to the wire: one error envelope, and every status an operation
can answer declared on it, the common ones added here in one place.

Three sources of error statuses meet here:
- what every operation can answer: 500 (the catch-all handler), 422 when it takes parameters
  or a body (validation), and, when it takes a body, what the body limits answer before any
  route runs (400 not JSON, not an object or nested too deeply; 413 too large; 422 NUL or an
  unpaired surrogate);
- what a dependency answers wherever it is used (`declare_errors`, beside the dependency:
  401 from the admin session, 403 from the super admin check, 400 and 409 from the
  Idempotency-Key ...), found by walking each route's dependencies, so operations added
  later get them without anyone remembering;
- what one operation answers on its own (404, 409 ...): `responses=` on the route, built with
  `error_response` (a 404 with `api.common.errors.not_found_responses`, in the words of the
  thing not found).
Every error response, whichever the source, gets the ErrorEnvelope schema unless the route
gave another one (the health check's)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from fastapi import FastAPI
from fastapi.routing import APIRoute, RouteContext, iter_route_contexts
from pydantic import BaseModel, ConfigDict, Field
from starlette.routing import BaseRoute

REF_PREFIX = "#/components/schemas/"
ENVELOPE = "ErrorEnvelope"
JSON = "application/json"
# FastAPI's own validation error shapes, which we never send (api.common.errors answers).
_FASTAPI_VALIDATION = ("HTTPValidationError", "ValidationError")


class FieldProblem(BaseModel):
    """One field at fault: its path (e.g. `items[0].quantity`) and what is wrong with it."""

    field: str
    message: str


class ErrorEnvelope(BaseModel):
    """The body of every refused request (api.common.errors). Some errors add keys of their
    own: the sign-in's `success` and `error`, a Kundli place's `suggestions`."""

    model_config = ConfigDict(extra="allow")

    detail: str = Field(description="what went wrong, in words to show the user")
    code: str = Field(description="a stable machine code, e.g. unknown_temple, slot_full")
    errors: list[FieldProblem] = Field(
        default_factory=list, description="the fields at fault, when it is about fields"
    )


Responses = dict[int | str, dict[str, Any]]


def error_response(description: str) -> dict[str, Any]:
    """One entry of a route's `responses=`: an error status answered with the envelope."""
    return {"model": ErrorEnvelope, "description": description}


# What a dependency answers wherever a route uses it: status -> why.
_DEPENDENCY_ERRORS: dict[Callable[..., Any], dict[int, str]] = {}


def declare_errors(dependency: Callable[..., Any], errors: Mapping[int, str]) -> None:
    """Say which error statuses `dependency` answers; every operation that depends on it,
    however indirectly, declares them."""
    _DEPENDENCY_ERRORS.setdefault(dependency, {}).update(errors)


SERVER_ERROR = "Something went wrong on our side (logged); try again"
INVALID = "A parameter or field is missing or invalid (each one in errors)"
MALFORMED = (
    "The body is not JSON, not a JSON object, or nested more than 32 levels deep"
    " (invalid_json, invalid_body, json_too_deep)"
)
TOO_LARGE = "The body is larger than the server accepts (body_too_large)"
BAD_TEXT = "A text holds a NUL character or an unpaired surrogate (invalid_characters)"


def _common_errors(operation: dict[str, Any]) -> dict[int, list[str]]:
    errors: dict[int, list[str]] = {500: [SERVER_ERROR]}
    if operation.get("parameters") or "requestBody" in operation:
        errors[422] = [INVALID]
    if "requestBody" in operation:
        errors[400] = [MALFORMED]
        errors[413] = [TOO_LARGE]
        errors[422].append(BAD_TEXT)
    return errors


def _calls(route: RouteContext) -> Iterator[Callable[..., Any]]:
    stack = list(route.dependant.dependencies)
    while stack:
        dependant = stack.pop()
        if dependant.call is not None:
            yield dependant.call
        stack.extend(dependant.dependencies)


def _dependency_errors(route: RouteContext) -> dict[int, list[str]]:
    errors: dict[int, list[str]] = {}
    for call in _calls(route):
        for status, why in _DEPENDENCY_ERRORS.get(call, {}).items():
            if why not in errors.setdefault(status, []):
                errors[status].append(why)
    return errors


def _is_placeholder(response: dict[str, Any]) -> bool:
    """No body schema of the route's own: none at all, an empty one, or FastAPI's validation
    error (which we never send)."""
    schema = response.get("content", {}).get(JSON, {}).get("schema")
    if not schema:
        return True
    ref = schema.get("$ref", "")
    return ref.removeprefix(REF_PREFIX) in _FASTAPI_VALIDATION


def _declare(operation: dict[str, Any], found: dict[int, list[str]]) -> None:
    responses: dict[str, Any] = operation.setdefault("responses", {})
    for code, reasons in found.items():
        entry = responses.setdefault(str(code), {"description": "; ".join(reasons)})
        if entry.get("description") == "Validation Error":  # FastAPI's words for its 422
            entry["description"] = "; ".join(reasons)
    for status, entry in responses.items():
        if int(status) >= 400 and _is_placeholder(entry):
            entry["content"] = {JSON: {"schema": {"$ref": REF_PREFIX + ENVELOPE}}}
        if status == "429":
            entry.setdefault("headers", {})["Retry-After"] = {
                "description": "seconds to wait before trying again",
                "schema": {"type": "integer"},
            }
    operation["responses"] = dict(sorted(responses.items()))


def _add_envelope(schemas: dict[str, Any]) -> None:
    generated = ErrorEnvelope.model_json_schema(
        ref_template=REF_PREFIX + "{model}", mode="serialization"
    )
    schemas.update(generated.pop("$defs", {}))
    schemas[ENVELOPE] = generated


def with_errors(document: dict[str, Any], routes: Sequence[BaseRoute]) -> dict[str, Any]:
    """`document` with every operation's error statuses declared (changed in place)."""
    paths: dict[str, dict[str, Any]] = document.get("paths", {})
    # Contexts, as FastAPI's own generator walks them: routes of included routers with the
    # prefixes and dependencies the including adds.
    for route in iter_route_contexts(routes):
        if not isinstance(route.original_route, APIRoute) or not route.include_in_schema:
            continue
        for method in route.methods or ():
            operation = paths.get(route.path_format or "", {}).get(method.lower())
            if operation is None:
                continue
            found = _common_errors(operation)
            for status, reasons in _dependency_errors(route).items():
                found.setdefault(status, []).extend(reasons)
            _declare(operation, found)
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    _add_envelope(schemas)
    for name in _FASTAPI_VALIDATION:  # nothing refers to them once every 422 is ours
        if REF_PREFIX + name not in str(paths):
            schemas.pop(name, None)
    document["components"]["schemas"] = dict(sorted(schemas.items()))
    return document


def install_openapi(app: FastAPI, adjust: Sequence[Callable[[dict[str, Any]], None]] = ()) -> None:
    """Make `app` serve (and cache) the document with the errors declared, and `adjust`ed by
    what only this app's settings know (a limit an operator sets, say)."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = with_errors(generate(), app.routes)
            for step in adjust:
                step(document)
            app.openapi_schema = document
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
