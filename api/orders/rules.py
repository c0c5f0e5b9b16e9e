"""Pure rules of My Orders: masking personal details on records another browser created, and
who may cancel which record.

Anyone can type a phone number, so a lookup must not reveal a stranger's name, address
or e-mail. The creator's own browser (recognised by its client cookie) sees everything.
A customer may cancel only what is theirs (that browser, or the record's phone or e-mail)
and only while it is still pending."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from api.common.errors import ApiError
from api.common.history import history_entry

LOOKUP_LIMIT = 100  # per kind of record
CONTACT_REQUIRED = "Please enter either your phone number or email address"

CANCELLABLE = "pending"
CANCELLED = "cancelled"
PAID = "paid"
NOT_PENDING = "Only pending orders can be cancelled"
# One answer for "no such id" and "not yours", so ids cannot be probed.
NOT_FOUND = "We could not find this booking or order for your phone number or email address"
REFUND_NOTE = (
    "Your payment will be refunded as per our refund policy, to the original payment method "
    "within 7-10 business days."
)
_NON_DIGITS = re.compile(r"\D")


def mask_word(word: str) -> str:
    return word[:1] + "*" * (len(word) - 1)


def mask_name(name: str) -> str:
    return " ".join(mask_word(w) for w in name.split())


def mask_phone(phone: str) -> str:
    return "*" * max(0, len(phone) - 4) + phone[-4:]


def mask_email(email: str | None) -> str | None:
    if not email or "@" not in email:
        return email
    local, domain = email.split("@", 1)
    return f"{mask_word(local)}@{domain}"


def mask_address(address: str) -> str:
    """Keep only the last part (state and PIN), which says where, not who."""
    if "," not in address:
        return "*" * min(len(address), 12)
    return "***, " + address.rsplit(",", 1)[1].strip()


def is_owner(
    *,
    record_client_ref: str | None,
    record_phone: str,
    record_email: str | None,
    client_ref: str | None,
    phone: str | None,
    email: str | None,
) -> bool:
    """The browser that made the record, or someone who knows its phone (compared by digits;
    `phone` is already the 10 normalised digits) or its e-mail (any case)."""
    if client_ref is not None and record_client_ref == client_ref:
        return True
    if phone is not None and _NON_DIGITS.sub("", record_phone)[-10:] == phone:
        return True
    return email is not None and (record_email or "").lower() == email.lower()


def cancellation(status: str, history: list[dict[str, Any]], now: datetime) -> list[dict[str, Any]]:
    """The status history after cancelling; only a pending record may be cancelled.
    A new list, so the JSON column is seen as changed."""
    if status != CANCELLABLE:
        raise ApiError(409, "not_pending", NOT_PENDING)
    return [*history, history_entry(CANCELLED, now)]


def cancelled_message(*, is_order: bool, paid: bool) -> str:
    what = "order" if is_order else "booking"
    done = f"Your {what} has been cancelled."
    return f"{done} {REFUND_NOTE}" if paid else done
