"""The prasad of a temple booking sent to the devotee's home: asked for when booking (where
the temple ships it), shipped by the temple with a courier's tracking number, then delivered
or returned. Each move is the transition table's (api/records/transitions.py PRASAD_MOVES) and
is written in the booking's status history."""

from __future__ import annotations

from datetime import datetime

from api.common.clock import india_today
from api.common.errors import ApiError
from api.common.history import history_entry
from api.records import transitions
from api.records.transitions import Kind
from api.temple_bookings import messages, rules
from api.temple_bookings.schemas import PrasadChange, TempleBookingCreate
from data.models import TempleBooking, TempleService
from data.models.base import stamp_updated
from data.session_types import AsyncSession
from data.statuses import PrasadStatus

NO_PRASAD = "This booking has no prasad to send: the devotee did not ask for it"


def asked_for(service: TempleService, payload: TempleBookingCreate) -> dict[str, object]:
    """The new booking's prasad columns: to ship, to the address given, when the devotee asked
    for it and the temple ships it; none when they declined (refused where it does not ship)."""
    rules.check_prasad_wish(
        service.ships_prasad, payload.wants_prasad, payload.delivery_address is not None
    )
    if not payload.wants_prasad or payload.delivery_address is None:
        return {}
    return {
        "prasad_status": rules.PRASAD_FIRST,
        "delivery_address": payload.delivery_address.model_dump(),
    }


def note(booking: TempleBooking) -> dict[str, str]:
    """What a history entry says of the prasad: its status, and once shipped how it travels."""
    if booking.prasad_status is None:
        return {}
    note = {"prasad": str(booking.prasad_status)}
    if booking.prasad_status == PrasadStatus.SHIPPED:
        note["courier"] = booking.prasad_courier or ""
        note["trackingNumber"] = booking.prasad_tracking_number or ""
    return note


def _offered(booking: TempleBooking, now: datetime) -> bool:
    return rules.is_offered(booking.status, booking.selected_date, india_today(now))


def prasad_moves(booking: TempleBooking, now: datetime) -> list[PrasadStatus]:
    """The statuses the back office may move the booking's prasad to now, the current first
    (none: no prasad)."""
    if booking.prasad_status is None:
        return []
    return transitions.prasad_moves(booking.prasad_status, offered=_offered(booking, now))


async def move_prasad(
    session: AsyncSession, booking: TempleBooking, change: PrasadChange, now: datetime
) -> None:
    """Move `booking`'s prasad (the caller locked the row and checked who may) as the table
    allows, else 409 naming `status`; written in the status history. Does not commit."""
    change.check()
    current = booking.prasad_status
    if current is None:
        raise ApiError(409, "no_prasad", NO_PRASAD, fields=["status"])
    facts = transitions.Facts(offered=_offered(booking, now))
    transitions.check(Kind.PRASAD, current, change.status, facts, field="status")
    if current == change.status:
        return
    booking.prasad_status = change.status
    if change.status == PrasadStatus.SHIPPED:
        booking.prasad_courier = change.courier_name
        booking.prasad_tracking_number = change.tracking_number
    entry = {**history_entry(booking.status, now), **note(booking)}
    booking.status_history = [*booking.status_history, entry]  # a new list: the column changes
    stamp_updated(booking, now)
    if change.status == PrasadStatus.SHIPPED:  # the devotee is told the courier's tracking
        await messages.prasad_shipped(session, booking, now)
