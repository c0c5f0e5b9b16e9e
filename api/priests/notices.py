"""Notices to admins about priest bookings: a booking no priest is left for. Written in the
transaction that finds it, so the admins' live feed (/ws/changes, table admin_notices) tells
them as it commits, and the back office lists it until an admin dismisses it."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from data.ids import short_id
from data.models import PriestBooking
from data.repositories import admin_notices
from data.session_types import AsyncSession

NO_PRIEST_LEFT = "no_priest_left"


class Why(StrEnum):
    """Why nobody is left for a booking."""

    PASSED = "passed"  # every priest it could go to declined it or let it lapse
    BEGUN = "begun"  # its slot began before a priest accepted it
    NONE_FREE = "none_free"  # confirmed with no priest free to offer it to


BECAUSE = {
    Why.PASSED: "every free priest who performs it has declined it or let it lapse",
    Why.BEGUN: "its time slot began before a priest accepted it",
    Why.NONE_FREE: "no priest who performs it is free then",
}


def nobody_left_text(booking: PriestBooking, why: Why) -> str:
    day = datetime.fromisoformat(booking.selected_date).strftime("%d %b %Y")
    return (
        f"No priest is left for booking {short_id(booking.id)} ({booking.service_name}, {day}, "
        f"{booking.selected_time}): {BECAUSE[why]}. Please assign a priest in Bookings."
    )


async def nobody_left(
    session: AsyncSession, booking: PriestBooking, why: Why, occasion: str, now: datetime
) -> bool:
    """Tell the admins, once per `occasion` of the booking (the priest who passed on it last,
    or its confirmation); True when this call wrote the notice."""
    return await admin_notices.add_once(
        session,
        key=f"{NO_PRIEST_LEFT}:{booking.id}:{occasion}",
        kind=NO_PRIEST_LEFT,
        booking_id=booking.id,
        message=nobody_left_text(booking, why),
        now=now,
    )
