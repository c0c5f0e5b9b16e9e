"""PhonePe PG v1's wire rules, shared by our client and our simulator: base64 JSON bodies and
X-VERIFY checksums, sha256(text + saltKey) + "###" + saltIndex."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any

from api.common.json_input import JsonRefused, parse_json
from data.statuses import RefundState

PAY_PATH = "/pg/v1/pay"
REFUND_PATH = "/pg/v1/refund"
MAX_ENCODED_BYTES = 64 * 1024  # no legitimate body of this protocol comes near it
# The gateway's words for where a payment or a refund stands (a refund keeps them as written).
COMPLETED, PENDING, FAILED = RefundState.COMPLETED, RefundState.PENDING, RefundState.FAILED


def encode(payload: dict[str, Any]) -> str:
    return base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()


def decode(encoded: str) -> dict[str, Any] | None:
    """The JSON object inside base64 text, or None for anything tampered, truncated, huge,
    nested too deep or holding text no database takes (the simulator's salt is no secret,
    so a well-signed payload is no proof of a well-formed one)."""
    if not isinstance(encoded, str) or len(encoded) > MAX_ENCODED_BYTES:
        return None
    try:
        body = parse_json(base64.b64decode(encoded, validate=True))
    except (ValueError, JsonRefused):  # binascii.Error and NotJson are ValueErrors
        return None
    return body if isinstance(body, dict) else None


def checksum(text: str, salt_key: str, salt_index: int) -> str:
    digest = hashlib.sha256((text + salt_key).encode()).hexdigest()
    return f"{digest}###{salt_index}"


def pay_checksum(encoded: str, salt_key: str, salt_index: int) -> str:
    return checksum(encoded + PAY_PATH, salt_key, salt_index)


def refund_checksum(encoded: str, salt_key: str, salt_index: int) -> str:
    return checksum(encoded + REFUND_PATH, salt_key, salt_index)


def status_path(merchant_id: str, transaction_id: str) -> str:
    return f"/pg/v1/status/{merchant_id}/{transaction_id}"


def status_checksum(merchant_id: str, transaction_id: str, salt_key: str, salt_index: int) -> str:
    return checksum(status_path(merchant_id, transaction_id), salt_key, salt_index)


def callback_checksum(encoded: str, salt_key: str, salt_index: int) -> str:
    return checksum(encoded, salt_key, salt_index)


def same(given: str | None, expected: str) -> bool:
    """Constant-time comparison of a received X-VERIFY with the expected one."""
    return given is not None and hmac.compare_digest(given.strip(), expected)
