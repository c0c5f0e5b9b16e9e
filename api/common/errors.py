"""One error envelope for every HTTP failure: {"detail", "code"} (+ "errors" per field), and
the one way to say that something a request names is not there (NotFound)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from api.common.allowed_methods import allowed_methods
from api.common.openapi import Responses, error_response

log = logging.getLogger(__name__)

REQUIRED_MESSAGE = "Please fill all required fields"
# Our own validators raise errors typed "punya.<code>" whose message is shown verbatim.
CUSTOM_PREFIX = "punya."
# ...except this one, which is about a field and so is prefixed with its name.
CONTROL_CHARACTERS = "control_characters"


@dataclass(frozen=True, slots=True)
class Problem:
    """A broken request rule: the wire field it is about, a stable code and the spec's text."""

    field: str
    code: str
    message: str


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


T = TypeVar("T")


class NotFound(Enum):
    """Everything a request can name that may not be there, each with the one code and
    message of its 404 (the spec's texts where it has them: "Unknown Temple", "Unknown
    Service"). A 404 is raised only through these: `NotFound.TEMPLE.unless(row)`."""

    # An address no route or file answers: no record, so the generic code.
    ADDRESS = ("not_found", "Not found")
    TEMPLE = ("unknown_temple", "Unknown Temple")
    TEMPLE_SERVICE = ("unknown_temple_service", "Unknown Service")
    TEMPLE_ADMIN = ("unknown_temple_admin", "Unknown Temple Admin")
    PUJA_SERVICE = ("unknown_service", "Unknown Service")
    PRIEST = ("unknown_priest", "Unknown Priest")
    PRIEST_BOOKING = ("unknown_priest_booking", "Unknown Booking")
    # A priest's sign-in to their app names a phone no active priest has.
    PRIEST_PHONE = (
        "unknown_priest_phone",
        "No priest is registered with this phone number. Please check it, or ask the office "
        "to add it.",
    )
    # A notice to admins, dismissed by its id.
    NOTICE = ("unknown_notice", "Unknown Notice")
    TEMPLE_BOOKING = ("unknown_temple_booking", "Unknown Booking")
    PRODUCT = ("unknown_product", "Unknown Product")
    STORE_CATEGORY = ("unknown_category", "Unknown Category")
    STORE_ORDER = ("unknown_order", "Unknown Order")
    # A booking or order as its owner's browser asks for it: one answer for "no such id"
    # and "not yours", so ids cannot be probed.
    RECORD = (
        "unknown_record",
        "We could not find this booking or order for your phone number or email address",
    )
    REVIEW = ("unknown_review", "Unknown Review")
    REFUND = ("unknown_refund", "Unknown Refund")
    PAYMENT = ("unknown_payment", "Unknown Payment")
    # The gateway's callback names a payment or a refund.
    TRANSACTION = ("unknown_transaction", "Unknown Transaction")
    AI_SERVICE = ("unknown_ai_service", "Unknown AI Service")
    USER = ("unknown_user", "Unknown User")
    PICTURE = ("unknown_picture", "Unknown Picture")
    # A code to confirm that was never asked for this phone or e-mail (the web words it).
    CODE = (
        "no_code",
        "There is no code for this phone number or email address. Please ask for one.",
    )

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        self.message = message

    def error(self, *, fields: Sequence[str] = ()) -> ApiError:
        """This thing's 404 (naming the request's `fields` that named it, if any)."""
        return ApiError(404, self.code, self.message, fields=fields)

    def unless(self, row: T | None) -> T:
        """`row` as found, or this thing's 404:
        `priest = NotFound.PRIEST.unless(await repo.get(session, priest_id))`."""
        if row is None:
            raise self.error()
        return row

    def refused(self, field: str) -> ApiError:
        """A 422 for a form whose `field` names one that is not there: the same code and
        message, about the field."""
        return ApiError(422, self.code, self.message, fields=[field])


def not_found_responses(*things: NotFound) -> Responses:
    """A route's `responses=` entry for the 404s it answers, in their own words."""
    described = "; ".join(f"{thing.message} ({thing.code})" for thing in things)
    return {404: error_response(described)}


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
        code = {
            404: NotFound.ADDRESS.code,
            405: "method_not_allowed",
            413: "body_too_large",
        }.get(exc.status_code, "http_error")
        if exc.status_code == 404 and detail == "Not Found":  # Starlette's words for no route
            detail = NotFound.ADDRESS.message
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
