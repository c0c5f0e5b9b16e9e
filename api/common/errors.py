"""One error envelope for every HTTP failure: {"detail", "code"} (+ "errors" per field)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.common.allowed_methods import allowed_methods

log = logging.getLogger(__name__)

REQUIRED_MESSAGE = "Please fill all required fields"
# Our own validators raise errors typed "punya.<code>" whose message is shown verbatim.
CUSTOM_PREFIX = "punya."
# ...except this one, which is about a field and so is prefixed with its name.
CONTROL_CHARACTERS = "control_characters"


class ApiError(Exception):
    """A request we refuse, with the message the user sees and a stable machine code."""

    def __init__(
        self,
        status: int,
        code: str,
        detail: str,
        *,
        fields: Sequence[str] = (),
        headers: dict[str, str] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.fields = list(fields)
        self.headers = headers
        self.extra = extra or {}

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"detail": self.detail, "code": self.code, **self.extra}
        if self.fields:
            body["errors"] = [{"field": f, "message": self.detail} for f in self.fields]
        return body


def required_fields_missing(fields: Sequence[str]) -> ApiError:
    return ApiError(422, "required_fields_missing", REQUIRED_MESSAGE, fields=fields)


def _field_path(loc: Sequence[int | str]) -> str:
    parts = [p for p in loc if p not in ("body", "query", "path", "header")]
    path = ""
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def _is_missing(error: dict[str, Any]) -> bool:
    if error["type"] == "missing":
        return True
    # A required text that is empty or only spaces counts as missing, not as "too short".
    return bool(error["type"] == "string_too_short" and error.get("ctx", {}).get("min_length") == 1)


def _message(error: dict[str, Any]) -> str:
    field = _field_path(error["loc"])
    kind: str = error["type"]
    if kind.startswith(CUSTOM_PREFIX):
        return str(error["msg"])
    if kind == CONTROL_CHARACTERS:
        return f"{field}: {error['msg']}"
    if kind == "extra_forbidden":
        return f"Unknown field: {field}"
    message = str(error["msg"])
    return f"{field}: {message}" if field else message


_NOT_AN_OBJECT = ("model_type", "model_attributes_type", "dict_type")


def validation_error_body(errors: Sequence[Any]) -> tuple[int, dict[str, Any]]:
    """Turn pydantic's error list into our envelope, with the spec's texts where they apply."""
    errors = list(errors)
    if any(e["type"] == "json_invalid" for e in errors):
        return 400, {"detail": "The request body is not valid JSON", "code": "invalid_json"}
    if any(e["type"] in _NOT_AN_OBJECT and tuple(e["loc"]) == ("body",) for e in errors):
        return 400, {"detail": "The request body must be a JSON object", "code": "invalid_body"}
    per_field = [
        {
            "field": _field_path(e["loc"]),
            "message": REQUIRED_MESSAGE if _is_missing(e) else _message(e),
        }
        for e in errors
    ]
    missing = [e for e in errors if _is_missing(e)]
    if missing:
        return 422, {
            "detail": REQUIRED_MESSAGE,
            "code": "required_fields_missing",
            "errors": per_field,
        }
    first = errors[0]
    code = (
        first["type"][len(CUSTOM_PREFIX) :]
        if first["type"].startswith(CUSTOM_PREFIX)
        else "validation_error"
    )
    return 422, {"detail": _message(first), "code": code, "errors": per_field}


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(exc.body(), status_code=exc.status, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        status, body = validation_error_body(exc.errors())
        return JSONResponse(body, status_code=status)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail if isinstance(exc.detail, str) else "Request failed"
        code = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}.get(
            exc.status_code, "http_error"
        )
        if exc.status_code == 404 and detail == "Not Found":
            detail = "Not found"
        headers = dict(exc.headers or {})
        allowed = allowed_methods(request) if exc.status_code == 405 else []
        if allowed:
            # Every method the path answers, not only those of the route that matched first.
            headers["Allow"] = ", ".join(allowed)
            detail = (
                f"{request.method} is not allowed here; this address answers {headers['Allow']}"
            )
        return JSONResponse(
            {"detail": detail, "code": code}, status_code=exc.status_code, headers=headers
        )

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        # A bug: log it with the path, show the user something calm and true.
        log.exception("unhandled error on %s %s", request.method, request.url.path)
        return JSONResponse(
            {
                "detail": "Something went wrong on our side. Please try again.",
                "code": "internal_error",
            },
            status_code=500,
        )
