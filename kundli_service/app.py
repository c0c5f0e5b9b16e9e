"""The Kundli service on its own: a small FastAPI app (`punya kundli --host H --port P`).

POST /generate_kundli takes exactly the product's request (name, date_of_birth,
time_of_birth, place_of_birth, language); POST /match compares two charts (Guna Milan)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from pydantic.config import JsonDict

from kundli_service.birth import LANGUAGES, MAX_NAME, MAX_PLACE, BirthProblem
from kundli_service.service import KundliRequest, MatchProblem, generate_kundli, match_kundlis
from kundli_service.wire import KundliMatch, KundliReport

# Published with the body: what check_birth reads. The spaces of Python's str.split and
# str.strip, as a pattern class; no text holds NUL (the Punya API refuses it in any body).
_SPACE = r"\t-\r\x1c-\x20\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
_TEXT: JsonDict = {"pattern": r"^[^\x00]*$"}
_NAME: JsonDict = {"pattern": rf"^[^\x00]*[^\x00{_SPACE}][^\x00]*$"}
_ANY_CASE = "|".join("".join(f"[{c.upper()}{c.lower()}]" for c in word) for word in LANGUAGES)
_LANGUAGE: JsonDict = {"pattern": rf"^[{_SPACE}]*(?:{_ANY_CASE})[{_SPACE}]*$"}


class KundliBody(BaseModel):
    """Birth details as a person writes them: the date, time and place are read as people
    write them (15th May 1990, 2:30 PM, Bombay), which no pattern says."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(max_length=MAX_NAME, json_schema_extra=_NAME)
    date_of_birth: str = Field(max_length=40, json_schema_extra=_TEXT)
    time_of_birth: str = Field(max_length=40, json_schema_extra=_TEXT)
    place_of_birth: str = Field(max_length=MAX_PLACE, json_schema_extra=_TEXT)
    language: str = Field(default="english", max_length=20, json_schema_extra=_LANGUAGE)

    def request(self) -> KundliRequest:
        return KundliRequest(**self.model_dump())


class MatchBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    groom: KundliBody
    bride: KundliBody


PEOPLE_HI = {"groom": "वर", "bride": "वधू"}


def problem_body(
    problem: BirthProblem, person: str | None = None, language: str = "english"
) -> dict[str, Any]:
    """The refusal in the request's language, naming the field (and the person, in a match)."""
    field = f"{person}.{problem.field}" if person else problem.field
    message = problem.in_(language)
    if person:
        who = PEOPLE_HI[person] if language[:2] == "hi" else person.capitalize()
        message = f"{who}: {message}"
    return {
        "detail": message,
        "code": "invalid_birth_details",
        "field": field,
        "suggestions": list(problem.suggestions),
    }


async def kundli_or_problem(request: KundliRequest) -> KundliReport | BirthProblem:
    # Chart computation is CPU work: keep it off the event loop.
    return await asyncio.to_thread(generate_kundli, request, datetime.now(UTC))


async def match_or_problem(
    groom: KundliRequest, bride: KundliRequest
) -> KundliMatch | MatchProblem:
    return await asyncio.to_thread(match_kundlis, groom, bride, datetime.now(UTC))


def create_kundli_app() -> FastAPI:
    app = FastAPI(title="Punya Kundli service", version="1.0")

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"] if p != "body")
        return JSONResponse(
            {
                "detail": f"{field}: {first['msg']}" if field else first["msg"],
                "code": "validation_error",
                "field": field,
            },
            status_code=422,
        )

    # The answers are the wire types themselves (response_model publishes them).
    @app.post("/generate_kundli", response_model=KundliReport)
    async def generate(body: KundliBody) -> KundliReport | JSONResponse:
        result = await kundli_or_problem(body.request())
        if isinstance(result, BirthProblem):
            return JSONResponse(problem_body(result, language=body.language), status_code=422)
        return result

    @app.post("/match", response_model=KundliMatch)
    async def match(body: MatchBody) -> KundliMatch | JSONResponse:
        result = await match_or_problem(body.groom.request(), body.bride.request())
        if isinstance(result, MatchProblem):
            body_ = problem_body(result.problem, result.person, body.groom.language)
            return JSONResponse(body_, status_code=422)
        return result

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    return app
