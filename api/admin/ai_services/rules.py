"""AI service form decisions: the four categories, the endpoint URL, the confidence threshold."""

from __future__ import annotations

import math
import re

import httpx

from api.common.outbound import OutboundPolicy, host_allowed
from api.common.wire import SPACE, choice_pattern, same_word
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
# The built-in services are answered in-process: their endpoints are paths on this server,
# and only those of its AI services (never another of its own routes).
_LOCAL_PATH = r"/api/(?:ai/[A-Za-z0-9_-]+|kundli)"
_IS_LOCAL_SERVICE = re.compile(rf"^{_LOCAL_PATH}$")
LOCAL_SERVICE_MESSAGE = (
    "endpoint: {path} is not one of this server's AI services: a path on this server must be "
    "/api/ai/<service> or /api/kundli"
)
# Elsewhere: http(s), a host the AI client can call (a name whose last label begins with a
# letter, a single number such as 2130706433, an IPv4 address, or an IPv6 address in
# brackets), a port from 0 to 65535, then visible ASCII characters only.
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_TOP_LABEL = r"[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
_IPV4 = rf"(?:{_OCTET}\.){{3}}{_OCTET}"
_H = "[0-9A-Fa-f]{1,4}"
_IPV6 = "|".join(
    (
        f"(?:{_H}:){{7}}{_H}",
        f"(?:{_H}:){{1,7}}:",
        f"(?:{_H}:){{1,6}}:{_H}",
        *(f"(?:{_H}:){{1,{n}}}(?::{_H}){{1,{7 - n}}}" for n in range(1, 6)),
        f":(?:(?::{_H}){{1,7}}|:)",
        f"(?:{_H}:){{6}}{_IPV4}",
        f"::(?:[Ff]{{4}}(?::0{{1,4}})?:)?{_IPV4}",
        f"(?:{_H}:){{1,4}}:{_IPV4}",
    )
)
_HOST = rf"(?:(?:{_LABEL}\.)*{_TOP_LABEL}|[0-9]+|{_IPV4}|\[(?:{_IPV6})\])"
_PORT = r"(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?"
_URL = rf"[Hh][Tt][Tt][Pp][Ss]?://{_HOST}{_PORT}(?:[/?#][!-~]*)?"
_ENDPOINT = re.compile(rf"^(?:{_LOCAL_PATH}|{_URL})$")
# Published with the form (spaces around it are trimmed).
ENDPOINT_PATTERN = rf"^[{SPACE}]*(?:{_LOCAL_PATH}|{_URL})[{SPACE}]*$"
CATEGORY_PATTERN = choice_pattern(CATEGORIES, any_case=True)


def category_named(text: str) -> str | None:
    return next((c for c in CATEGORIES if same_word(text, c)), None)


def unknown_category_message(text: str) -> str:
    choices = ", ".join(CATEGORIES)
    return f"category: {text.strip()[:40]!r} is not a category; choose one of {choices}"


def is_endpoint(text: str) -> bool:
    """An absolute http(s) URL with a host, or a path under /api/ on this server; no
    spaces, within the stored length."""
    return len(text) <= MAX_ENDPOINT_LENGTH and bool(_ENDPOINT.match(text))


def endpoint_refusal(endpoint: str, policy: OutboundPolicy, local_prefix: str | None) -> str | None:
    """Why this server would never call `endpoint` (a checked endpoint), or None: a path on
    this server, or an address under its public URL, is answered in process; any other host
    must be one the operator allowed (policy.setting names where) and, when written as an IP
    address, a public one. Names are resolved when called (the DNS may change meanwhile)."""
    if is_local(endpoint, local_prefix):
        path = "/" + endpoint.removeprefix(str(local_prefix or "").rstrip("/")).lstrip("/")
        path = path.split("?")[0].split("#")[0]
        if not _IS_LOCAL_SERVICE.match(path):
            return LOCAL_SERVICE_MESSAGE.format(path=path)
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
