"""Which methods a path answers, one rule for routing and for a 405's `Allow` header.

A URL that is a concrete path of the API is that path's resource, never an instance of a
templated sibling (OpenAPI's rule): /api/admin/temples/summary answers GET only, although
/api/admin/temples/{temple_id} would take DELETE with "summary" as the id. `ConcretePathsFirst`
routes such a request to a 405 before the templated route can take it. And the 405 names every
method the path answers, whichever route answers it (Starlette's router names only the first
route whose path matched, so a path served by a GET route and a POST route said `Allow: GET`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi.routing import iter_route_contexts
from starlette._utils import get_route_path  # the path as the router matches it
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.routing import BaseRoute, Match
from starlette.types import Receive, Scope, Send


def _http_routes(routes: Sequence[BaseRoute]) -> list[Any]:
    return [
        route
        for route in iter_route_contexts(routes)
        if route.methods and getattr(route, "path_regex", None) is not None
    ]


def _concrete_methods(routes: Sequence[BaseRoute]) -> dict[str, set[str]]:
    """The methods of each path of the API's document without parameters (a hidden route,
    such as the gateway's POST to /payment/success beside the web app's page there, shares
    its URL as routing has it)."""
    found: dict[str, set[str]] = {}
    for route in _http_routes(routes):
        path = route.path_format or ""
        if "{" not in path and route.include_in_schema:
            found.setdefault(path, set()).update(route.methods)
    return found


def allowed_methods(request: Request) -> list[str]:
    """The methods the request's path answers, sorted: a concrete path's own, else those of
    every route whose template matches it."""
    path = get_route_path(request.scope)
    concrete = _concrete_methods(request.app.routes).get(path)
    if concrete is not None:
        return sorted(concrete)
    methods: set[str] = set()
    for route in _http_routes(request.app.routes):
        if route.path_regex.match(path):
            methods |= route.methods
    return sorted(methods)


class ConcretePathsFirst(BaseRoute):
    """Put first among the app's routes: a method a concrete path does not answer is a 405
    there, even where a templated route would take the same URL."""

    def __init__(self, routes: Sequence[BaseRoute]) -> None:
        self._routes = routes
        self._concrete: dict[str, set[str]] | None = None

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] != "http":
            return Match.NONE, {}
        if self._concrete is None:  # every route is in place by the first request
            self._concrete = _concrete_methods(self._routes)
        methods = self._concrete.get(get_route_path(scope))
        if methods is None or scope["method"] in methods:
            return Match.NONE, {}
        return Match.FULL, {}

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        raise HTTPException(status_code=405)  # answered with `Allow` by api.common.errors
