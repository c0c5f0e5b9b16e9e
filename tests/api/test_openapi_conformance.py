"""Schemathesis over every operation of the OpenAPI document, in-process against the app on
SQLite (with a built web app beside the API), signed in as a super admin for the admin
operations: no answer may be a server error or differ from what the document declares
(status, content type, body schema, headers); data the document calls invalid is refused and
data it calls valid is not (but for the refusals below that no schema can state); a method a
path does not take is a 405 whose Allow header lists exactly the documented ones.

Cases come from Hypothesis (valid, then invalid data) and from schemathesis's coverage phase
(boundary values: lengths at their limits, patterns, missing parts, methods a path does not
take), built in a worker thread and sent through an httpx client on the test's own event
loop, where the database and the app's lifespan live (schemathesis's own ASGI client would
run the app on another loop). Seeded and bounded, so a run is the same every time; the
operations are dealt into SHARDS tests, each on its own database, so the workers share them."""

from __future__ import annotations

import asyncio
import functools
import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import hypothesis
import pytest
import schemathesis
from fastapi import FastAPI
from hypothesis import HealthCheck, Phase, given
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.config import SchemathesisConfig
from schemathesis.core.failures import Failure, FailureGroup
from schemathesis.openapi.checks import RejectedPositiveData
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    content_type_conformance,
    missing_required_header,
    negative_data_rejection,
    positive_data_acceptance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
)

from api.auth.sessions import SESSION_COOKIE
from api.settings import Settings
from tests.admin_support import PASSWORD, SUPER, ClientFor
from tests.conftest import PUBLIC_URL

# Every operation the document lists is run. Not in it, so not run: the WebSockets
# (/ws/assistant, /ws/changes; OpenAPI cannot describe them, tests/assistant and tests/admin
# cover them), the payment simulator's pages and the gateway's browser return to
# /payment/success (HTML and redirects for browsers, include_in_schema=False), and the web
# app's own pages (tests/api/test_static_assets.py). SQLite only: the document and the
# handlers are the same on PostgreSQL.
# Per operation and generation mode (valid data, then invalid data); the coverage phase adds
# its own cases (boundaries, and every method a path does not take).
MAX_EXAMPLES = 4
# The operations run in this many shards, one test each, so that the workers share them.
SHARDS = 8
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    negative_data_rejection,
    positive_data_acceptance,
    unsupported_method,
    allow_header_conformance,
    missing_required_header,
]
# schemathesis's statuses of a refusal, and 413: a body past the server's size limit is
# refused before it is read (an over-long text of escaped characters grows past 64 KiB).
CONFIG = SchemathesisConfig.from_dict(
    {
        "checks": {
            "negative_data_rejection": {
                "expected-statuses": [
                    *("400", "401", "403", "404", "405", "406", "409", "413", "415"),
                    *("422", "428", "429", "5xx"),
                ]
            }
        }
    }
)
# Refusals of valid data that no schema can state, by operation and the refusal's code (and
# field, where one code covers several): positive_data_acceptance takes any 4xx but 401,
# 403, 404, 409 and 429 as valid data refused. Each is a rule about something the request
# does not carry (what the database holds, the calendar, a setting, a file's content) or a
# relation between two values, which OpenAPI cannot relate.
CURSOR = "a cursor is the list's own token: its form is published, which it gave out is not"
RELATION = "a relation between two values (OpenAPI relates no two parameters or fields)"
CALENDAR = "today decides: a date before it, or more than a year after it"
DATABASE = "an id or a name the database must hold"
DIRECTORY = "a place or PIN code the bundled gazetteer or India Post directory must know"
CONTENT = "what the file holds, as Pillow reads it"
WORDS = "a date or time as people write it (15th May 1990, 2:30 PM), which no pattern says"
CANNOT_SAY: dict[str, dict[str, str]] = {
    **{
        f"GET /api/admin/{keyset_list}": {"bad_cursor": CURSOR}
        for keyset_list in (
            "priest-bookings",
            "temple-bookings",
            "refunds",
            "reviews",
            "store/orders",
            "users",
        )
    },
    **{
        f"GET /api/admin/reports{table}": {"bad_range": RELATION, "range_too_long": RELATION}
        for table in ("", "/{table}.csv")
    },
    "GET /api/admin/temple-dashboard": {
        "temple_required": "who is signed in decides: a super admin names the temple"
    },
    "GET /api/panchang": {
        "invalid_panchang_request place": DIRECTORY,
        "invalid_panchang_request latitude": f"{RELATION}, or where the Sun does not rise",
        "invalid_panchang_request longitude": RELATION,
        "invalid_panchang_request zone": "a time zone this machine's tz database knows",
    },
    "GET /api/temples": {"location_incomplete": RELATION},
    "GET /api/priests/free": {"date_in_past": CALENDAR, "date_too_far": CALENDAR},
    "POST /api/priest-bookings": {
        "date_in_past": CALENDAR,
        "date_too_far": CALENDAR,
        "nakshatra_or_rashi": f"{RELATION}: the sankalp's nakshatra or its rashi, not both",
    },
    "POST /api/temple-bookings": {
        "unknown_temple": DATABASE,
        "prasad_not_shipped": DATABASE,
        "unknown_pin": DIRECTORY,
    },
    "POST /api/store/quote": {"quantity_too_large": f"{RELATION}: one product on two lines"},
    "POST /api/store/orders": {
        "unknown_pin": DIRECTORY,
        "quantity_too_large": f"{RELATION}: one product on two lines",
    },
    "PATCH /api/admin/store/orders/{order_id}/shipping-address": {"unknown_pin": DIRECTORY},
    "POST /api/verification/confirm": {
        "invalid_code": "the code sent, and the tries at it, are the server's own"
    },
    "POST /api/kundli": {"invalid_birth_details date_of_birth": WORDS},
    "POST /api/kundli/report.pdf": {"invalid_birth_details date_of_birth": WORDS},
    "POST /api/kundli/match": {"invalid_birth_details groom.date_of_birth": WORDS},
    "POST /api/payment/callback": {"invalid_callback": "the gateway's checksum"},
    **{
        f"{method} /api/admin/ai-services{path}": {
            "endpoint_not_allowed": "the operator's setting PUNYA_AI_ALLOWED_HOSTS"
        }
        for method, path in (("POST", ""), ("PATCH", "/{service_id}"))
    },
    **{
        f"{method} /api/admin/priests{path}": {
            "city_not_found": DIRECTORY,
            "unknown_puja": DATABASE,
        }
        for method, path in (("POST", ""), ("PATCH", "/{priest_id}"))
    },
    "POST /api/admin/store/products": {"unknown_category": DATABASE},
    **{
        operation: {"password_common": "the list of common passwords the server carries"}
        for operation in (
            "POST /api/admin/temples/{temple_id}/admins",
            "PATCH /api/admin/temple-admins/{admin_user_id}",
        )
    },
    "POST /api/admin/temples/{temple_id}/services": {
        "temple_mismatch": f"{RELATION}: the path's temple and the body's"
    },
    "PUT /api/admin/temples/{temple_id}/timings": {
        "timing_order": f"{RELATION}: a period closes after it opens"
    },
    **{
        f"POST /api/admin/media/{kind}": {"picture_type": CONTENT}
        for kind in ("products", "pujas", "temples", "priests")
    },
}
# Signed in for these; everything else is called as a stranger would call it (signing out
# with the admin's cookie would end the session the rest of the run needs).
SIGNED_IN_PREFIXES = ("/api/admin/", "/api/auth/me")


@dataclass(frozen=True)
class Failed:
    """One check that failed on one case: which, what was answered, and how to send it again."""

    operation: str
    status: int
    check: str
    example: str


@dataclass
class Tally:
    operations: int = 0
    cases: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    # Operations no case got a 2xx answer from (printed: where the run stays shallow).
    never_succeeded: list[str] = field(default_factory=list)
    failures: list[Failed] = field(default_factory=list)
    # Valid data refused for a reason CANNOT_SAY names, by operation and code (printed).
    unsayable: Counter[str] = field(default_factory=Counter)
    labels: list[str] = field(default_factory=list)  # the operations run, "GET /api/site"


Send = Callable[[dict[str, Any]], httpx.Response]


@pytest.fixture
def settings(settings: Settings, tmp_path: Path) -> Settings:
    """The test's settings with a built web app, whose catch-all route stands beside the API."""
    dist = tmp_path / "web"
    dist.mkdir()
    (dist / "index.html").write_text("<!doctype html><title>Punya</title>")
    return settings.model_copy(
        update={"server": settings.server.model_copy(update={"web_dist": dist})}
    )


def _request_of(case: schemathesis.Case, cookie: str) -> dict[str, Any]:
    """The case as httpx.AsyncClient.request's arguments."""
    sent = case.as_transport_kwargs(base_url=PUBLIC_URL)
    headers = {k: str(v) for k, v in (sent.get("headers") or {}).items()}
    if case.path.startswith(SIGNED_IN_PREFIXES):
        headers["Cookie"] = f"{SESSION_COOKIE}={cookie}"
    request: dict[str, Any] = {
        "method": sent["method"],
        "url": sent["url"],
        "params": sent.get("params"),
        "headers": headers,
    }
    if "json" in sent:
        # Escaped as JSON allows, so a lone surrogate travels (and is refused by the server).
        request["content"] = json.dumps(sent["json"]).encode()
    elif sent.get("data") is not None:
        data = sent["data"]
        request["content"] = data.encode() if isinstance(data, str) else data
    return request


def _refusal(response: httpx.Response) -> tuple[str, str]:
    """The refusal's code and the first field it names ("" when none)."""
    try:
        body = response.json()
    except ValueError:
        return "", ""
    if not isinstance(body, dict):
        return "", ""
    errors = body.get("errors") or [{}]
    return str(body.get("code", "")), str(errors[0].get("field", ""))


# schemathesis 4.32's coverage phase, asked for both modes, fills a part it does not vary (an
# optional header, say) with an invalid value ("0" for a header with a pattern) and still
# calls the case valid; its own metadata marks that part invalid, so such a case is no
# valid data and positive_data_acceptance's verdict on it is set aside.
MIXED = "schemathesis: a case called valid with a part marked invalid"


def _unsayable(
    operation: str, failure: Failure, case: schemathesis.Case, response: httpx.Response
) -> str | None:
    """The CANNOT_SAY entry (or MIXED) that excuses this failure, as "operation code"."""
    if not isinstance(failure, RejectedPositiveData):
        return None
    if case.meta is not None and any(
        part.mode is GenerationMode.NEGATIVE for part in case.meta.components.values()
    ):
        return MIXED
    code, field_name = _refusal(response)
    allowed = CANNOT_SAY.get(operation, {})
    for key in (f"{code} {field_name}", code):
        if key in allowed:
            return f"{operation} {key}"
    return None


@dataclass
class Run:
    """The cases of one operation in one phase, checked as they are answered."""

    operation: str
    send: Send
    cookie: str
    cases: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    failures: list[Failed] = field(default_factory=list)
    unsayable: Counter[str] = field(default_factory=Counter)

    def check(self, case: schemathesis.Case) -> None:
        self.cases += 1
        response = self.send(_request_of(case, self.cookie))
        self.statuses[response.status_code] += 1
        try:
            case.validate_response(response, checks=CHECKS)
        except FailureGroup as failed:
            for failure in failed.exceptions:
                excused = _unsayable(self.operation, failure, case, response)
                if excused is not None:
                    self.unsayable[excused] += 1
                    continue
                example = (
                    f"{failure.message[:300]}\n    {case.as_curl_command()[:500]}"
                    f"\n    answered: {response.text[:300]}"
                )
                self.failures.append(
                    Failed(self.operation, response.status_code, failure.title, example)
                )


def _fuzz(operation: schemathesis.APIOperation, mode: GenerationMode, run: Run) -> None:
    @hypothesis.settings(
        max_examples=MAX_EXAMPLES,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(case=operation.as_strategy(generation_mode=mode))
    def each(case: schemathesis.Case) -> None:
        run.check(case)

    try:
        each()
    except Unsatisfiable:
        # Nothing to make invalid: no parameters and no body (GET /api/site, say).
        if mode is not GenerationMode.NEGATIVE:
            raise


def _coverage(schema: Any, operation: schemathesis.APIOperation) -> Iterable[schemathesis.Case]:
    """The coverage phase's cases, valid and invalid (deterministic)."""
    modes = [GenerationMode.POSITIVE, GenerationMode.NEGATIVE]
    generation = schema.config.generation_for(operation=operation, phase="coverage")
    return schema.iter_coverage_cases(
        operation, generation_modes=modes, generation_config=generation
    )


@functools.cache
def _schema_of(document: str) -> Any:
    """The schema of a document, loaded once a process: every shard's app serves the same
    one, and the strategies schemathesis builds for an operation stay with its schema (a
    schema per shard would grow the worker by ~180 MB each time)."""
    return schemathesis.openapi.from_dict(json.loads(document), config=CONFIG)


def _run_all(schema: Any, send: Send, cookie: str, shard: int) -> Tally:
    """The operations of one shard (every SHARDS-th, from `shard`), each in every phase."""
    tally = Tally()
    for index, result in enumerate(schema.get_all_operations()):
        if index % SHARDS != shard:
            continue
        operation = result.ok()
        tally.operations += 1
        tally.labels.append(operation.label)
        run = Run(operation.label, send, cookie)
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            _fuzz(operation, mode, run)
        for case in _coverage(schema, operation):
            run.check(case)
        tally.cases += run.cases
        tally.statuses.update(run.statuses)
        tally.failures += run.failures
        tally.unsayable.update(run.unsayable)
        if not any(200 <= status < 300 for status in run.statuses):
            tally.never_succeeded.append(operation.label)
    return tally


def _summary(failures: list[Failed]) -> str:
    """Each kind of failure once (operation, status, check), with how often and one example."""
    kinds = Counter((f.operation, f.status, f.check) for f in failures)
    first = {(f.operation, f.status, f.check): f.example for f in reversed(failures)}
    return f"{len(failures)} failures of {len(kinds)} kinds:\n" + "\n".join(
        f"{n} x {op} -> {status}: {check}\n    {first[(op, status, check)]}"
        for (op, status, check), n in sorted(kinds.items())
    )


@pytest.mark.parametrize("shard", range(SHARDS))
@pytest.mark.parametrize("db", ["sqlite"], indirect=True)
async def test_every_operation_answers_as_the_document_says(
    app: FastAPI, as_admin: ClientFor, shard: int
) -> None:
    await as_admin(SUPER)  # puts the matrix's admins in the database, the super admin "root"
    loop = asyncio.get_running_loop()
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL
    ) as http:
        signed_in = await http.post(
            "/api/auth/login", json={"username": "root", "password": PASSWORD}
        )
        assert signed_in.status_code == 200, signed_in.text
        cookie = signed_in.cookies[SESSION_COOKIE]

        def send(request: dict[str, Any]) -> httpx.Response:
            http.cookies.clear()  # each case carries only the cookies it was given
            future = asyncio.run_coroutine_threadsafe(http.request(**request), loop)
            return future.result(timeout=60)

        schema = _schema_of(json.dumps(app.openapi(), sort_keys=True))
        tally = await asyncio.to_thread(_run_all, schema, send, cookie, shard)

    statuses = ", ".join(f"{s}: {n}" for s, n in sorted(tally.statuses.items()))
    unsayable = ", ".join(f"{key}: {n}" for key, n in sorted(tally.unsayable.items()))
    print(
        f"\nschemathesis: {tally.operations} operations, {tally.cases} cases,"
        f" {len(tally.failures)} failures; statuses {statuses}"
        f"\nno 2xx answer from {len(tally.never_succeeded)}: {', '.join(tally.never_succeeded)}"
        f"\nvalid data refused as no schema can say: {unsayable}"
    )
    assert not tally.failures, _summary(tally.failures)
    # Every operation of the shard was reached, and the admin ones signed in (else every
    # one would be a 401).
    total = sum(len(ops) for ops in app.openapi()["paths"].values())
    assert tally.operations == len(range(shard, total, SHARDS))
    admin = [label for label in tally.labels if label.split(" ")[1].startswith("/api/admin/")]
    assert [label for label in admin if label not in tally.never_succeeded]
    # Every path was asked a method it does not take (coverage), and said which it does.
    assert tally.statuses[405] >= len({label.split(" ")[1] for label in tally.labels})
