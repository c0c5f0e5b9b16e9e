"""Use cases of the admin bookings screens and the temple dashboard's booking actions.

Priest bookings belong to no temple, so only a super admin reaches them. Temple bookings are
confined to the caller's temple: another temple's booking is "not found" to a temple admin,
and every change needs manageBookings."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from api.admin import keyset
from api.admin.bookings import rules
from api.admin.bookings.schemas import (
    AdminPriestBookingRead,
    AdminTempleBookingRead,
    BookingStats,
    PaymentCollected,
    PriestBookingsPage,
    TempleBookingEdit,
    TempleBookingsPage,
)
from api.admin.common import Page, apply_changes
from api.auth.access import MANAGE_BOOKINGS, UNKNOWN_TEMPLE, Principal
from api.auth.deps import ensure_sees_temple, require_permission
from api.common.clock import india_today
from api.common.errors import ApiError, NotFound
from api.priests import assignment
from api.priests import service as priest_cards
from api.priests.schemas import FreePriests
from api.priests.slots import RELEASED_STATUSES as PRIEST_RELEASED
from api.records import lifecycle
from api.temple_bookings import messages as temple_messages
from api.temple_bookings import prasad
from api.temple_bookings.rules import RELEASED_STATUSES
from api.temple_bookings.schemas import PrasadChange, TempleBookingRead
from api.temple_bookings.service import mark_payment_collected, take_place
from data.ids import new_id
from data.models import Payment, PriestBooking, TempleBooking, TempleService
from data.repositories import admin_bookings as repo
from data.repositories import record_stats
from data.repositories.admin_lists import Position
from data.repositories.common import Condition
from data.session_types import AsyncSession
from data.statuses import BookingStatus

PRIEST_LIST = "priest-bookings"
TEMPLE_LIST = "temple-bookings"


def _stats(counts: dict[str, int], revenue: Decimal) -> BookingStats:
    return BookingStats(
        total=sum(counts.values()),
        pending=counts.get(BookingStatus.PENDING, 0),
        confirmed=counts.get(BookingStatus.CONFIRMED, 0),
        revenue=revenue,
    )


async def _total(
    session: AsyncSession,
    model: type[PriestBooking] | type[TempleBooking],
    where: list[Condition],
    *,
    term: str,
    status: str | None,
    counts: dict[str, int],
    page: Page,
    shown: int,
    last: Position | None,
) -> tuple[int, bool]:
    """How many bookings the list holds: from the statistics without a search (the view's
    counts, or the one status's), else counted up to COUNT_CAP."""
    if term.strip():
        return await keyset.searched_total(session, model, where, page=page, shown=shown, last=last)
    return (counts.get(status, 0) if status is not None else sum(counts.values())), True


async def list_priest_bookings(
    session: AsyncSession, *, term: str, status: str | None, page: Page, now: datetime
) -> PriestBookingsPage:
    """A page of matching priest bookings; the stats cover the whole tab, unfiltered."""
    where = await repo.booking_filters(session, PriestBooking, term=term, status=status)
    rows, last = await repo.priest_bookings(
        session,
        where,
        after=keyset.position_after(page, PRIEST_LIST),
        offset=page.offset,
        limit=page.limit,
    )
    counts = await record_stats.status_counts(session, "priest")
    total, exact = await _total(
        session,
        PriestBooking,
        where,
        term=term,
        status=status,
        counts=counts,
        page=page,
        shown=len(rows),
        last=last,
    )
    return PriestBookingsPage(
        items=[priest_booking_read(row, now) for row in rows],
        total=total,
        total_exact=exact,
        next_cursor=keyset.cursor_after(PRIEST_LIST, last),
        stats=_stats(counts, await record_stats.revenue(session, "priest")),
    )


def priest_booking_read(booking: PriestBooking, now: datetime) -> AdminPriestBookingRead:
    return AdminPriestBookingRead.model_validate(booking).on(india_today(now))


async def get_priest_booking(
    session: AsyncSession, booking_id: str, now: datetime
) -> AdminPriestBookingRead:
    booking = NotFound.PRIEST_BOOKING.unless(await repo.get_priest_booking(session, booking_id))
    return priest_booking_read(booking, now)


async def change_priest_booking_status(
    session: AsyncSession, booking_id: str, status: str, now: datetime
) -> AdminPriestBookingRead:
    booking = NotFound.PRIEST_BOOKING.unless(
        await repo.get_priest_booking(session, booking_id, for_update=True)
    )
    await lifecycle.move(session, booking, status, now, by_admin=True)
    await session.commit()
    return priest_booking_read(booking, now)


async def priests_for_booking(session: AsyncSession, booking_id: str) -> FreePriests:
    booking = NotFound.PRIEST_BOOKING.unless(await repo.get_priest_booking(session, booking_id))
    return await priest_cards.free_for_booking(session, booking)


async def assign_priest(
    session: AsyncSession, booking_id: str, priest_id: str, now: datetime
) -> AdminPriestBookingRead:
    booking = NotFound.PRIEST_BOOKING.unless(
        await repo.get_priest_booking(session, booking_id, for_update=True)
    )
    if booking.status in PRIEST_RELEASED:
        raise ApiError(
            409,
            "booking_cancelled",
            "This booking is cancelled; reinstate it before assigning a priest",
            fields=["priestId"],
        )
    if await assignment.reassign(session, booking, priest_id, now):
        booking.updated_at = now
        await session.commit()
    return priest_booking_read(booking, now)


async def list_temple_bookings(
    session: AsyncSession,
    admin: Principal,
    *,
    temple_id: str | None,
    term: str,
    status: str | None,
    page: Page,
    now: datetime,
) -> TempleBookingsPage:
    """A page of matching temple bookings in the caller's view; stats cover that view. A
    cursor only says where to go on: the rows are always the view's, whatever it names."""
    scope = rules.temple_scope(admin, temple_id)
    if scope is not None:
        NotFound.TEMPLE.unless(await repo.temple_name(session, scope))
    where = await repo.booking_filters(
        session, TempleBooking, term=term, status=status, temple_id=scope
    )
    rows, last = await repo.temple_bookings(
        session,
        where,
        after=keyset.position_after(page, TEMPLE_LIST),
        offset=page.offset,
        limit=page.limit,
    )
    # The cards count the whole view, whatever the search and the status filter.
    counts = await record_stats.status_counts(session, "temple", scope)
    total, exact = await _total(
        session,
        TempleBooking,
        where,
        term=term,
        status=status,
        counts=counts,
        page=page,
        shown=len(rows),
        last=last,
    )
    return TempleBookingsPage(
        items=[temple_booking_read(booking, name, now) for booking, name in rows],
        total=total,
        total_exact=exact,
        next_cursor=keyset.cursor_after(TEMPLE_LIST, last),
        stats=_stats(counts, await record_stats.revenue(session, "temple", scope)),
    )


def temple_booking_read(
    booking: TempleBooking, temple_name: str, now: datetime
) -> AdminTempleBookingRead:
    base = TempleBookingRead.model_validate(booking)
    read = AdminTempleBookingRead(
        **dict(base),
        temple_name=temple_name,
        next_prasad_statuses=prasad.prasad_moves(booking, now),
    )
    return read.on(india_today(now))


async def _read(
    session: AsyncSession, booking: TempleBooking, now: datetime
) -> AdminTempleBookingRead:
    name = await repo.temple_name(session, booking.temple_id)
    return temple_booking_read(booking, name or UNKNOWN_TEMPLE, now)


async def _commit_and_read(
    session: AsyncSession, booking: TempleBooking, now: datetime
) -> AdminTempleBookingRead:
    # Read first (its query flushes the change), so the commit ends the only transaction.
    read = await _read(session, booking, now)
    await session.commit()
    return read


async def get_temple_booking(
    session: AsyncSession, admin: Principal, booking_id: str, now: datetime
) -> AdminTempleBookingRead:
    booking = NotFound.TEMPLE_BOOKING.unless(await repo.get_temple_booking(session, booking_id))
    ensure_sees_temple(admin, booking.temple_id, NotFound.TEMPLE_BOOKING)
    return await _read(session, booking, now)


async def managed_booking(
    session: AsyncSession, admin: Principal, booking_id: str
) -> TempleBooking:
    """The booking `admin` may change, locked for this transaction. The permission is checked
    before the row is read, so a caller without it learns nothing about which ids exist."""
    require_permission(admin, MANAGE_BOOKINGS, "manage bookings")
    booking = NotFound.TEMPLE_BOOKING.unless(
        await repo.get_temple_booking(session, booking_id, for_update=True)
    )
    ensure_sees_temple(admin, booking.temple_id, NotFound.TEMPLE_BOOKING)
    return booking


async def change_temple_booking_status(
    session: AsyncSession, admin: Principal, booking_id: str, status: str, now: datetime
) -> AdminTempleBookingRead:
    booking = await managed_booking(session, admin, booking_id)
    await lifecycle.move(session, booking, status, now, by_admin=True)
    return await _commit_and_read(session, booking, now)


async def change_prasad(
    session: AsyncSession,
    admin: Principal,
    booking_id: str,
    change: PrasadChange,
    now: datetime,
) -> AdminTempleBookingRead:
    """Ship the booking's prasad (courier and tracking number), then mark it delivered or
    returned: the caller's own temple's bookings only, with manageBookings."""
    booking = await managed_booking(session, admin, booking_id)
    await prasad.move_prasad(session, booking, change, now)
    return await _commit_and_read(session, booking, now)


async def approve_temple_booking(
    session: AsyncSession, admin: Principal, booking_id: str, now: datetime
) -> AdminTempleBookingRead:
    """Quick approve: the booking becomes confirmed."""
    return await change_temple_booking_status(session, admin, booking_id, rules.APPROVED, now)


async def edit_temple_booking(
    session: AsyncSession,
    admin: Principal,
    booking_id: str,
    payload: TempleBookingEdit,
    now: datetime,
) -> AdminTempleBookingRead:
    booking = await managed_booking(session, admin, booking_id)
    service = await session.get(TempleService, booking.service_id)
    changes = rules.booking_edit(
        current_date=booking.selected_date,
        current_time=booking.selected_time,
        given=payload.model_dump(exclude_unset=True),
        slots=list(service.time_slots) if service is not None else [],
        now=now,
    )
    moved = {"selected_date", "selected_time"} & changes.keys()
    if moved and service is not None and booking.status not in RELEASED_STATUSES:
        # Moving a booking into another slot takes a place there, as booking it would.
        day = date.fromisoformat(changes.get("selected_date", booking.selected_date))
        await take_place(session, service, day, changes.get("selected_time", booking.selected_time))
    apply_changes(booking, changes)
    if moved:
        await temple_messages.booking_moved(session, booking, now)
    return await _commit_and_read(session, booking, now)


async def collect_cash_payment(
    session: AsyncSession, admin: Principal, booking_id: str, now: datetime
) -> PaymentCollected:
    """Cash taken at the counter: recorded as a payment of the booking's own amount."""
    booking = await managed_booking(session, admin, booking_id)
    transaction_id = new_id(rules.CASH_PREFIX)
    await mark_payment_collected(session, booking, transaction_id, now)
    session.add(
        Payment(
            id=transaction_id,
            target_kind="temple",
            target_id=booking.id,
            amount=booking.total_amount,
            method="cash",
            gateway="counter",
            state="PAYMENT_SUCCESS",
            details={"collectedBy": admin.user_id},
        )
    )
    return PaymentCollected(
        success=True,
        transaction_id=transaction_id,
        message=collected_message(transaction_id),
        booking=await _commit_and_read(session, booking, now),
    )


def collected_message(transaction_id: str) -> str:
    return f"Payment collected successfully! Transaction ID: {transaction_id}"
