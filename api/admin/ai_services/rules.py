"""AI service form decisions: the four categories, the endpoint URL, the confidence threshold."""

from __future__ import annotations

import math
import re
from urllib.parse import urlsplit

import httpx

from api.common.outbound import OutboundPolicy, host_allowed
from assistant_core.ai_client import is_local

CATEGORIES: tuple[str, ...] = ("general", "astrology", "numerology", "palmistry")
DEFAULT_ICON = "🤖"
MAX_ICON_LENGTH = 16
DEFAULT_THRESHOLD = 0.7
MAX_ENDPOINT_LENGTH = 500
ENDPOINT_MESSAGE = (
    "endpoint must be a full web address starting with http:// or https://, "
    "e.g. https://ai.example.com/api/astrology, or a path on this server such as "
    "/api/ai/astrology-expert"
)
# The built-in services are answered in-process: their endpoints are paths on this server.
_LOCAL_PATH = re.compile(r"/api/[A-Za-z0-9/_-]+")


def category_named(text: str) -> str | None:
    wanted = text.strip().casefold()
    return wanted if wanted in CATEGORIES else None


def unknown_category_message(text: str) -> str:
    choices = ", ".join(CATEGORIES)
    return f"category: {text.strip()[:40]!r} is not a category; choose one of {choices}"


def is_endpoint(text: str) -> bool:
    """An absolute http(s) URL with a host, or a path under /api/ on this server; no
    spaces, within the stored length."""
    if not text or len(text) > MAX_ENDPOINT_LENGTH or not text.isprintable() or " " in text:
        return False
    if _LOCAL_PATH.fullmatch(text):
        return True
    try:
        parts = urlsplit(text)
        _ = parts.port  # a port that is not a number raises
    except ValueError:
        return False
    return parts.scheme.lower() in ("http", "https") and bool(parts.hostname)


def endpoint_refusal(endpoint: str, policy: OutboundPolicy, local_prefix: str | None) -> str | None:
    """Why this server would never call `endpoint` (a checked endpoint), or None: a path on
    this server, or an address under its public URL, is answered in process; any other host
    must be one the operator allowed (policy.setting names where) and, when written as an IP
    address, a public one. Names are resolved when called (the DNS may change meanwhile)."""
    if is_local(endpoint, local_prefix):
        return None
    host = httpx.URL(endpoint).raw_host.decode("ascii")
    if not host_allowed(host, policy.allowed):
        return (
            f"endpoint: {host} is not a host AI services may be called at: the server's "
            f"operator allows hosts in {policy.setting}. A path on this server, such as "
            "/api/ai/astrology-expert, needs no setting"
        )
    if policy.host_refusal(host) is not None:
        return (
            f"endpoint: {host} is not a public address: AI services are never called at "
            "loopback, private, link-local or metadata addresses"
        )
    return None


def _as_number(raw: object) -> float | None:
    if isinstance(raw, bool):  # JSON true is not 1
        return None
    if isinstance(raw, int | float):
        return float(raw)
    if isinstance(raw, str) and len(raw) <= 32:
        try:
            return float(raw.strip())
        except ValueError:
            return None
    return None


def threshold_or_default(raw: object) -> float:
    """A threshold of 0 to 1 in steps of 0.1, rounded to one decimal; anything else (out of
    range, between steps, not a number, missing) falls back to 0.7 as the form did."""
    value = _as_number(raw)
    if value is None or not math.isfinite(value) or not 0 <= value <= 1:
        return DEFAULT_THRESHOLD
    tenths = value * 10
    if abs(tenths - round(tenths)) > 1e-9:
        return DEFAULT_THRESHOLD
    return round(tenths) / 10
