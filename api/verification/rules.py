"""Pure rules of owner verification: where a code goes, how it is made and stored, how long
it lives, how often it may be asked for, and what a try at it means.

A code is 6 random digits from `secrets`. Only an HMAC of it is stored, keyed with its own
row id, so a copy of the table does not hand out live codes and equal codes never look
alike. It lives 10 minutes, allows 5 tries and is used once."""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from api.common.errors import Problem
from api.common.wire import EMAIL_FORMAT, email_address, mobile_problem, phone_digits

CODE_DIGITS = 6
CODE_TTL = timedelta(minutes=10)
MAX_TRIES = 5


@dataclass(frozen=True, slots=True)
class Limit:
    """At most `count` events in any `window`."""

    count: int
    window: timedelta


# Codes sent to one phone or e-mail: one per 30 seconds and five per hour (named, as the
# assistant tells devotees both).
RESEND_LIMIT = Limit(1, timedelta(seconds=30))
HOURLY_LIMIT = Limit(5, timedelta(hours=1))
PER_DESTINATION = (RESEND_LIMIT, HOURLY_LIMIT)
# Codes asked for from one client address (the count is a setting: 20 by default).
PER_ADDRESS_WINDOW = timedelta(hours=1)
RESEND_AFTER = RESEND_LIMIT.window
# Names of this feature's throttle buckets (RateEvent.bucket) start with this.
BUCKET_PREFIX = "verify:"
# Throttle events older than the longest window count for nothing and may be deleted.
LONGEST_WINDOW = max(PER_ADDRESS_WINDOW, *(limit.window for limit in PER_DESTINATION))
# Used and expired codes are kept a day for the record, then deleted.
CODE_RETENTION = timedelta(days=1)

CONTACT_REQUIRED = "Please enter either your phone number or email address"
ONE_CONTACT = "Please enter your phone number or your email address, not both"
CODE_FORMAT = f"Please enter the {CODE_DIGITS}-digit code"
EXPIRED = "This code has expired. Please ask for a new one."
USED = "This code has already been used. Please ask for a new one."
TOO_MANY_TRIES = "This code was entered wrongly too many times. Please ask for a new one."


class Channel(StrEnum):
    SMS = "sms"
    EMAIL = "email"


@dataclass(frozen=True, slots=True)
class Destination:
    """Where codes go: a phone's 10 digits (SMS) or a lower-case e-mail address."""

    value: str
    channel: Channel

    @property
    def masked(self) -> str:
        return mask(self.value, self.channel)


def destination_of(phone: str | None, email: str | None) -> Destination | Problem:
    """The one contact given, normalised; a Problem names the field that is wrong."""
    phone = phone.strip() if phone else None
    email = email.strip() if email else None
    if phone and email:
        return Problem("email", "one_contact", ONE_CONTACT)
    if phone:
        problem = mobile_problem(phone, "phone")
        if problem is not None:
            return problem
        return Destination(phone_digits(phone), Channel.SMS)
    if email:
        address = email_address(email)
        if address is None:
            return Problem("email", "email_format", EMAIL_FORMAT)
        return Destination(address, Channel.EMAIL)
    return Problem("phone", "contact_required", CONTACT_REQUIRED)


def contact_key(phone: str | None = None, email: str | None = None) -> str | None:
    """The destination a record's (or a lookup's) phone or e-mail is verified under."""
    if phone:
        return phone_digits(phone)
    return email.strip().lower() if email else None


def mask(value: str, channel: Channel) -> str:
    """***1234 for a phone, m***@example.com for an e-mail: enough to recognise, not to use."""
    if channel is Channel.SMS:
        return "***" + value[-4:]
    local, _, domain = value.partition("@")
    return f"{local[:1]}***@{domain}"


def code_problem(code: str) -> Problem | None:
    if len(code) == CODE_DIGITS and code.isascii() and code.isdigit():
        return None
    return Problem("code", "code_format", CODE_FORMAT)


def new_code() -> str:
    return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"


def code_hash(row_id: str, code: str) -> str:
    """HMAC-SHA256 of the code keyed with its row's id (64 hex characters)."""
    return hmac.new(row_id.encode(), code.encode(), hashlib.sha256).hexdigest()


def wait_for(recent: list[datetime], limit: Limit, now: datetime) -> timedelta | None:
    """How long until one more event is allowed, given the events in the limit's window
    newest first (at most `limit.count` of them); None when it is allowed now."""
    if len(recent) < limit.count:
        return None
    wait = recent[limit.count - 1] + limit.window - now
    return wait if wait > timedelta(0) else None


def seconds(wait: timedelta) -> int:
    """Whole seconds to wait, rounded up and at least one (a Retry-After value)."""
    return max(1, math.ceil(wait.total_seconds()))


def too_many_codes(wait: timedelta) -> str:
    total = seconds(wait)
    if total < 60:
        amount = f"{total} second{'s' if total != 1 else ''}"
    else:
        minutes = math.ceil(total / 60)
        amount = f"{minutes} minute{'s' if minutes != 1 else ''}"
    return f"Too many codes were asked for. Please wait {amount} before asking for another."


class Outcome(StrEnum):
    """What one try at a code comes to."""

    RIGHT = "right"
    WRONG = "wrong"
    EXPIRED = "expired"
    USED = "used"
    TOO_MANY_TRIES = "too_many_tries"


@dataclass(frozen=True, slots=True)
class Attempt:
    outcome: Outcome
    tries_left: int


def attempt(
    *,
    row_id: str,
    stored_hash: str,
    tries: int,
    expires_at: datetime,
    used_at: datetime | None,
    code: str,
    now: datetime,
) -> Attempt:
    """Judge a try at a code. Only a WRONG try is counted (by the caller); a used, spent or
    expired code is refused before the code is even compared."""
    if used_at is not None:
        return Attempt(Outcome.USED, 0)
    if tries >= MAX_TRIES:
        return Attempt(Outcome.TOO_MANY_TRIES, 0)
    if now >= expires_at:
        return Attempt(Outcome.EXPIRED, MAX_TRIES - tries)
    if hmac.compare_digest(stored_hash, code_hash(row_id, code)):
        return Attempt(Outcome.RIGHT, MAX_TRIES - tries)
    return Attempt(Outcome.WRONG, MAX_TRIES - tries - 1)


def wrong_code(tries_left: int) -> str:
    if tries_left <= 0:
        return "That code is not right, and no tries are left. Please ask for a new one."
    return f"That code is not right. {tries_left} {'try' if tries_left == 1 else 'tries'} left."
