"""Use cases of owner verification: send a code to a phone or e-mail; confirm it, which
verifies this browser for that contact; tell which contacts a browser is verified for."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection
from datetime import datetime, timedelta

from api.common.errors import ApiError, NotFound
from api.settings import VerificationSettings
from api.verification import rules
from api.verification.delivery import CodeNotice, Delivery, DeliveryError
from api.verification.rules import Destination, Limit, Outcome
from api.verification.schemas import CodeRequest, CodeSent, Confirmed, ConfirmRequest
from data.ids import new_id
from data.repositories import verification as repo
from data.session_types import AsyncSession

NOT_SENT = "We could not send the code just now. Please try again in a minute."
UNAVAILABLE = {
    rules.Channel.SMS: "We cannot send codes by SMS just now. Please use your email address.",
    rules.Channel.EMAIL: "We cannot send codes by email just now. Please use your phone number.",
}


def _destination(phone: str | None, email: str | None) -> Destination:
    found = rules.destination_of(phone, email)
    if isinstance(found, Destination):
        return found
    about_both = found.code in ("contact_required", "one_contact")
    fields = ["phone", "email"] if about_both else [found.field]
    raise ApiError(422, found.code, found.message, fields=fields)


def _buckets(destination: Destination, address: str, per_address: int) -> list[tuple[str, Limit]]:
    """The throttles a code counts in: the client address's first, then the destination's
    (locks are taken in this order, the same for every request, so none deadlock)."""
    by = f"{rules.BUCKET_PREFIX}from:{address[:200]}"
    to = f"{rules.BUCKET_PREFIX}to:{destination.value}"
    return [
        (by, Limit(per_address, rules.PER_ADDRESS_WINDOW)),
        *((to, limit) for limit in rules.PER_DESTINATION),
    ]


async def _throttle(session: AsyncSession, buckets: list[tuple[str, Limit]], now: datetime) -> None:
    """Refuse (429, Retry-After) while any limit is reached, else count this request."""
    waits = []
    for bucket, limit in buckets:
        recent = await repo.recent_events(
            session, bucket, since=now - limit.window, limit=limit.count
        )
        wait = rules.wait_for(recent, limit, now)
        if wait is not None:
            waits.append(wait)
    if waits:
        longest = max(waits)
        raise ApiError(
            429,
            "rate_limited",
            rules.too_many_codes(longest),
            headers={"Retry-After": str(rules.seconds(longest))},
        )
    names = {bucket for bucket, _ in buckets}
    await repo.delete_events(session, before=now - rules.LONGEST_WINDOW, buckets=names)
    for bucket in names:
        repo.add_event(session, bucket, now=now)


# Who may be sent a code on some path (a priest's sign-in: a priest's phone); raises the
# ApiError that says why not.
Admission = Callable[[AsyncSession, Destination], Awaitable[None]]


async def send_code(
    session: AsyncSession,
    request: CodeRequest,
    *,
    delivery: Delivery,
    settings: VerificationSettings,
    client_ref: str | None,
    address: str,
    now: datetime,
    admit: Admission | None = None,
) -> CodeSent:
    """Store a new code (its hash) for the destination, replacing older unused ones, then
    send it. The throttle is counted in the database, under locks on the address and the
    destination, so every server process sees the same counts. Sending happens after the
    commit: a slow mail server must not hold the database's write lock. With `admit`, a
    destination it refuses gets no code, and the try still counts in the throttle (so
    guessing who may be sent one is throttled too)."""
    destination = _destination(request.phone, request.email)
    if not delivery.available(destination.channel):
        field = "phone" if destination.channel is rules.Channel.SMS else "email"
        raise ApiError(422, "channel_unavailable", UNAVAILABLE[destination.channel], fields=[field])
    buckets = _buckets(destination, address, settings.codes_per_address_per_hour)
    for bucket in dict.fromkeys(bucket for bucket, _ in buckets):
        await repo.lock_key(session, bucket)
    await _throttle(session, buckets, now)
    if admit is not None:
        try:
            await admit(session, destination)
        except ApiError:
            await session.commit()
            raise
    await repo.expire_live_codes(session, destination.value, now=now)
    code, row_id = rules.new_code(), new_id("VC")
    repo.add_code(
        session,
        row_id=row_id,
        destination=destination.value,
        channel=destination.channel.value,
        code_hash=rules.code_hash(row_id, code),
        expires_at=now + rules.CODE_TTL,
        client_ref=client_ref,
        now=now,
    )
    await session.commit()
    minutes = int(rules.CODE_TTL.total_seconds()) // 60
    notice = CodeNotice(destination.channel, destination.value, code, minutes)
    try:
        await delivery.for_channel(destination.channel).send(notice)
    except DeliveryError as exc:
        raise ApiError(503, "not_sent", NOT_SENT) from exc
    return CodeSent(
        destination=destination.masked,
        channel=destination.channel.value,
        expires_in_seconds=int(rules.CODE_TTL.total_seconds()),
        resend_after_seconds=int(rules.RESEND_AFTER.total_seconds()),
    )


_REFUSALS = {
    Outcome.EXPIRED: (410, "code_expired", rules.EXPIRED),
    Outcome.USED: (410, "code_used", rules.USED),
    Outcome.TOO_MANY_TRIES: (410, "too_many_tries", rules.TOO_MANY_TRIES),
}


async def confirm_code(
    session: AsyncSession,
    request: ConfirmRequest,
    *,
    settings: VerificationSettings,
    client_ref: str,
    now: datetime,
) -> Confirmed:
    """Check a code (check_code); the right one verifies this browser for its contact."""
    destination = await check_code(session, request, now=now)
    until = now + timedelta(days=settings.verified_days)
    await repo.verify_contact(session, client_ref, destination.value, expires_at=until, now=now)
    await session.commit()
    return Confirmed(
        destination=destination.masked, channel=destination.channel.value, verified_until=until
    )


async def check_code(
    session: AsyncSession, request: ConfirmRequest, *, now: datetime
) -> Destination:
    """Check a code against the destination's newest one. A wrong try is counted (and
    committed) before it is refused; the right one is used up (committed by the caller, with
    what it proves) and its destination returned."""
    destination = _destination(request.phone, request.email)
    problem = rules.code_problem(request.code)
    if problem is not None:
        raise ApiError(422, problem.code, problem.message, fields=[problem.field])
    row = await repo.latest_code(session, destination.value)
    if row is None:
        raise NotFound.CODE.error()
    tried = rules.attempt(
        row_id=row.id,
        stored_hash=row.code_hash,
        tries=row.tries,
        expires_at=row.expires_at,
        used_at=row.used_at,
        code=request.code,
        now=now,
    )
    if tried.outcome in _REFUSALS:
        status, code, message = _REFUSALS[tried.outcome]
        raise ApiError(status, code, message)
    if tried.outcome is Outcome.WRONG:
        row.tries += 1
        row.updated_at = now
        await session.commit()
        raise ApiError(422, "invalid_code", rules.wrong_code(tried.tries_left), fields=["code"])
    row.used_at = now
    row.updated_at = now
    return destination


async def verified_for(
    session: AsyncSession, client_ref: str | None, destinations: Collection[str], now: datetime
) -> set[str]:
    """Which of these destinations (10 phone digits, lower-case e-mails) this browser is
    verified for right now."""
    if client_ref is None:
        return set()
    return await repo.verified_destinations(session, client_ref, destinations, now=now)
