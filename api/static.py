"""Serve the built web app (web/dist): a single-page-app fallback, caching headers that fit
Vite's output (hashed /assets/* forever, index.html revalidated), and gzip for text files."""

from __future__ import annotations

import gzip
import hashlib
import os
from dataclasses import dataclass
from email.utils import formatdate
from functools import lru_cache
from pathlib import Path

import anyio.to_thread
from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.convertors import PathConvertor, register_url_convertor

from api.common.errors import NotFound


class ScreenPath(PathConvertor):
    """A path the web app may own: any but the API's, the sockets' and the pictures'. Those
    never reach the app's catch-all route, so a method their own routes do not answer is a
    405 naming the ones they do (not a 404 from a GET-only catch-all), and an unknown one is
    the router's 404."""

    regex = r"(?!(?:api|ws)(?:/|$)|media/).*"


register_url_convertor("screen", ScreenPath())
# Vite names everything under assets/ by its content hash, so a URL there never changes meaning.
IMMUTABLE = "public, max-age=31536000, immutable"
# index.html names the current hashed files: always revalidate it (cheap with the ETag).
REVALIDATE = "no-cache"
# Unhashed files copied from web/public (favicon, logo): short-lived.
SHORT = "public, max-age=3600"

# Explicit types: the platform's mime.types varies (application/javascript, no .webmanifest...).
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
    ".xml": "application/xml",
    ".ico": "image/x-icon",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".gif": "image/gif",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".wasm": "application/wasm",
    ".wav": "audio/wav",
    ".mp3": "audio/mpeg",
}
# Text compresses well; images, fonts and audio are compressed already.
TEXT = (".html", ".js", ".mjs", ".css", ".svg", ".json", ".map", ".webmanifest", ".txt", ".xml")
COMPRESSIBLE = frozenset(TEXT)
# Larger files are sent as they are rather than held in memory compressed.
MAX_COMPRESS_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class Compressed:
    body: bytes
    etag: str


@lru_cache(maxsize=512)
def _gzip_file(path: str, mtime_ns: int, size: int) -> Compressed | None:
    """The file gzipped at level 9 (once per version of it), or None when that saves nothing.
    mtime_ns and size are part of the key so a rebuilt file is compressed again."""
    raw = Path(path).read_bytes()
    body = gzip.compress(raw, compresslevel=9, mtime=0)
    if len(body) >= len(raw):
        return None
    return Compressed(body, f'"{_tag(mtime_ns, size)}-gzip"')


def _tag(mtime_ns: int, size: int) -> str:
    return hashlib.md5(f"{mtime_ns}-{size}".encode(), usedforsecurity=False).hexdigest()


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding header allows gzip (`gzip;q=0` and `*;q=0` refuse it)."""
    wildcard = False
    for part in accept_encoding.lower().split(","):
        name, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if name.strip() == "gzip":
            return quality > 0
        if name.strip() == "*":
            wildcard = quality > 0
    return wildcard


def _not_modified(request: Request, etag: str) -> bool:
    wanted = request.headers.get("if-none-match")
    if not wanted:
        return False
    tags = {tag.strip().removeprefix("W/") for tag in wanted.split(",")}
    return "*" in tags or etag in tags


async def file_response(request: Request, file: Path, cache_control: str) -> Response:
    """One file of the app, gzipped when it is text and the client takes gzip."""
    stat = await anyio.to_thread.run_sync(os.stat, file)
    suffix = file.suffix.lower()
    media_type = CONTENT_TYPES.get(suffix)
    headers = {"Cache-Control": cache_control}
    compressible = suffix in COMPRESSIBLE and stat.st_size <= MAX_COMPRESS_BYTES
    if compressible:
        # Caches must keep the gzipped and the plain copy apart.
        headers["Vary"] = "Accept-Encoding"
    packed = None
    if compressible and accepts_gzip(request.headers.get("accept-encoding", "")):
        packed = await anyio.to_thread.run_sync(
            _gzip_file, str(file), stat.st_mtime_ns, stat.st_size
        )
    etag = packed.etag if packed else f'"{_tag(stat.st_mtime_ns, stat.st_size)}"'
    headers["ETag"] = etag
    headers["Last-Modified"] = formatdate(stat.st_mtime, usegmt=True)
    if _not_modified(request, etag):
        return Response(status_code=304, headers=headers)
    if packed is not None:
        headers["Content-Encoding"] = "gzip"
        return Response(packed.body, media_type=media_type, headers=headers)
    return FileResponse(file, media_type=media_type, headers=headers, stat_result=stat)


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

    root = dist.resolve()
    index = root / "index.html"

    @app.api_route("/{path:screen}", methods=["GET", "HEAD"], include_in_schema=False)
    async def spa(path: str, request: Request) -> Response:
        candidate = (root / path).resolve()
        inside = candidate.is_relative_to(root)
        if path and inside and candidate.is_file():
            hashed = candidate.is_relative_to(root / "assets")
            cache = IMMUTABLE if hashed else REVALIDATE if candidate == index else SHORT
            return await file_response(request, candidate, cache)
        if path.startswith("assets/") or not inside or Path(path).suffix.lower() in CONTENT_TYPES:
            # A missing file, not a screen: index.html in its place would be read as a broken
            # script or stylesheet (say, a chunk from before a deploy).
            missing = NotFound.ADDRESS.error()
            return JSONResponse(missing.body(), status_code=missing.status)
        return await file_response(request, index, REVALIDATE)
