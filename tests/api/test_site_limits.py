"""GET /api/site publishes the server's own limits and patterns, from the constants the
server checks with, so the web app never keeps copies of them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx

from api.common.wire import EMAIL_PATTERN, MAX_EMAIL_LENGTH, PHONE_DIGITS, PHONE_PATTERN
from api.media import rules as media_rules
from api.payments.rules import MAX_AMOUNT, MIN_AMOUNT
from api.reviews.rules import MAX_COMMENT_CHARS, MAX_STARS, MIN_STARS
from api.settings import Settings
from api.site.router import limits
from api.store.address import PIN_PATTERN
from api.store.rules import MAX_PER_ITEM
from kundli_service.birth import EARLIEST_YEAR


async def test_the_site_publishes_the_limits_the_server_checks_with(
    client: httpx.AsyncClient, settings: Settings
) -> None:
    answer = await client.get("/api/site")
    assert answer.status_code == 200
    assert answer.json()["limits"] == {
        "minAmount": int(MIN_AMOUNT),
        "maxAmount": int(MAX_AMOUNT),
        "emailPattern": EMAIL_PATTERN,
        "maxEmailLength": MAX_EMAIL_LENGTH,
        "phoneDigits": PHONE_DIGITS,
        "phonePattern": PHONE_PATTERN,
        "earliestBirthYear": EARLIEST_YEAR,
        "maxPerItem": MAX_PER_ITEM,
        "maxMessageChars": settings.assistant.max_text_chars,
        "pinPattern": PIN_PATTERN,
        "maxPictureBytes": media_rules.MAX_UPLOAD_BYTES,
        "maxPicturePixels": media_rules.MAX_PIXELS,
        "pictureWidths": [320, 640, 1280],
        "maxProductImages": 50,
        "maxTemplePhotos": 20,
        "pictureTypes": ["image/jpeg", "image/png", "image/webp", "image/gif"],
        "minStars": MIN_STARS,
        "maxStars": MAX_STARS,
        "maxReviewChars": MAX_COMMENT_CHARS,
        "codMaxTotal": settings.checkout.cod_max_total,
    }
    assert (int(MIN_AMOUNT), int(MAX_AMOUNT), EARLIEST_YEAR) == (1, 200_000, 1800)


async def test_the_published_patterns_say_what_the_server_accepts(
    client: httpx.AsyncClient,
) -> None:
    limits = (await client.get("/api/site")).json()["limits"]
    phone, email = re.compile(limits["phonePattern"]), re.compile(limits["emailPattern"])
    assert phone.match("9876543210") and not phone.match("5876543210")
    assert email.match("devotee@example.in") and not email.match("devotee@example")
    body = {
        "serviceId": "service-any",
        "customerName": "Asha",
        "customerPhone": "5876543210",
        "selectedDate": "2026-12-01",
        "selectedTime": "8:00 AM - 10:00 AM",
    }
    refused = await client.post("/api/priest-bookings", json=body)
    assert refused.status_code == 422
    assert refused.json()["code"] == "phone_format"  # the pattern's refusal, in the server's words


def test_the_web_tests_use_the_limits_the_server_publishes() -> None:
    # web/src/test/siteLimits.json stands in for GET /api/site in the web app's unit tests.
    fixture = Path(__file__).resolve().parents[2] / "web" / "src" / "test" / "siteLimits.json"
    published = limits(Settings()).model_dump(mode="json", by_alias=True)
    assert json.loads(fixture.read_text(encoding="utf-8")) == published
