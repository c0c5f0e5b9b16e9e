"""Serve the built web app (web/dist) with a single-page-app fallback."""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

API_PREFIXES = ("/api/", "/ws/")


def mount_web_app(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"
    if not index.is_file():

        @app.get("/", include_in_schema=False)
        async def no_web_app() -> JSONResponse:
            return JSONResponse(
                {
                    "name": "Punya API",
                    "docs": "/api/docs",
                    "note": "The web app is not built; run `make run` with web/ present.",
                }
            )

        return

    if (dist / "assets").is_dir():
        app.mount("/assets", StaticFiles(directory=dist / "assets"), name="assets")
    root = dist.resolve()

    @app.get("/{path:path}", include_in_schema=False)
    async def spa(path: str, request: Request) -> Response:
        if request.url.path.startswith(API_PREFIXES) or request.url.path in ("/api", "/ws"):
            return JSONResponse({"detail": "Not found", "code": "not_found"}, status_code=404)
        candidate = (root / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(root):
            return FileResponse(candidate)
        return FileResponse(index, headers={"Cache-Control": "no-cache"})
