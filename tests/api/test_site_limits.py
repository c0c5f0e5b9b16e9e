"""GET /api/site publishes the server's own limits and patterns, from the constants the
server checks with, so the web app never keeps copies of them."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import httpx

from api.auth.bootstrap import MAX_USERNAME_LENGTH, MIN_USERNAME_LENGTH, USERNAME_PATTERN
from api.auth.passwords import MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH
from api.common.wire import EMAIL_PATTERN, MAX_EMAIL_LENGTH, PHONE_DIGITS, PHONE_PATTERN
from api.media import rules as media_rules
from api.orders.rules import MAX_RETURN_REASON_CHARS
from api.payments.refund_policy import (
    FULL_REFUND_BEFORE,
    PARTIAL_SHARE,
    RETURN_CLOSED,
    RETURN_WINDOW,
)
from api.payments.rules import (
    MAX_AMOUNT,
    MIN_AMOUNT,
    MIN_NAME_CHARS,
    Problem,
    amount_problem,
    name_problem,
    phone_problem,
)
from api.reviews.rules import MAX_COMMENT_CHARS, MAX_STARS, MIN_STARS
from api.settings import Settings
from api.site.router import limits
from api.store.address import PIN_DIGITS, PIN_PATTERN
from api.store.rules import FREE_SHIPPING_ABOVE, MAX_PER_ITEM, SHIPPING_FEE, TAX_RATE
from api.temples.rules import MAX_SLOT_CAPACITY
from api.verification.rules import CODE_DIGITS
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
        "minNameChars": MIN_NAME_CHARS,
        "codeDigits": CODE_DIGITS,
        "pinDigits": PIN_DIGITS,
        "maxReturnReasonChars": MAX_RETURN_REASON_CHARS,
        "maxSlotCapacity": MAX_SLOT_CAPACITY,
        "minPasswordLength": MIN_PASSWORD_LENGTH,
        "maxPasswordLength": MAX_PASSWORD_LENGTH,
        "usernamePattern": USERNAME_PATTERN,
        "minUsernameLength": MIN_USERNAME_LENGTH,
        "maxUsernameLength": MAX_USERNAME_LENGTH,
        "shippingFee": int(SHIPPING_FEE),
        "freeShippingAbove": int(FREE_SHIPPING_ABOVE),
        "taxPercent": int(TAX_RATE * 100),
        "fullRefundHours": 48,
        "partialRefundPercent": 50,
        "returnDays": 7,
    }
    assert (int(MIN_AMOUNT), int(MAX_AMOUNT), EARLIEST_YEAR) == (1, 200_000, 1800)


async def test_the_server_words_its_refusals_with_the_limits_it_publishes(
    client: httpx.AsyncClient,
) -> None:
    # The web app writes these limits into its own texts from GET /api/site; the server's
    # messages come from the same constants, so the two always name the same number.
    limits = (await client.get("/api/site")).json()["limits"]
    assert [amount_problem(Decimal("0.5")), amount_problem(Decimal(200_001))] == [
        Problem("amount", "amount_too_small", f"Minimum amount is ₹{limits['minAmount']:,}"),
        Problem("amount", "amount_too_large", f"Maximum amount is ₹{limits['maxAmount']:,}"),
    ]
    name, phone = name_problem("A"), phone_problem("98765")
    assert (
        name
        and name.message == f"Customer name must be at least {limits['minNameChars']} characters"
    )
    assert phone and phone.message == f"Phone number must be {limits['phoneDigits']} digits"
    username = re.compile(limits["usernamePattern"])
    shortest, longest = limits["minUsernameLength"], limits["maxUsernameLength"]
    assert username.match("a" * shortest) and username.match(" Temple.Admin@1 ")
    assert not username.match("a" * (shortest - 1)) and not username.match("a" * (longest + 1))


async def test_the_site_publishes_the_refund_policy_the_server_refunds_by(
    client: httpx.AsyncClient,
) -> None:
    # The web app's cancel dialog, return texts and policy pages write these numbers; they are
    # the refund policy's own constants, so a change there changes every text.
    limits = (await client.get("/api/site")).json()["limits"]
    assert timedelta(hours=limits["fullRefundHours"]) == FULL_REFUND_BEFORE
    assert Decimal(limits["partialRefundPercent"]) / 100 == PARTIAL_SHARE
    assert timedelta(days=limits["returnDays"]) == RETURN_WINDOW
    assert f"Returns are accepted within {limits['returnDays']} days of delivery" == RETURN_CLOSED


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
