"""Moving one of the caller's priest bookings to another date and slot, from My Orders or the
assistant, behind the same owner check as a cancel.

The rules: a priest booking still pending or confirmed, moved while a cancel would refund it
in full (refund_policy.FULL_REFUND_BEFORE ahead of its slot), so moving costs nothing that
cancelling would not; the new slot bookable (not begun, within a year) with a place free and
a priest free then who performs the puja and reaches the home: the one already holding it
when they are free, else another. A temple pooja's times are the temple's own: it is
cancelled and booked again instead."""

from __future__ import annotations

from datetime import date, datetime

from api.common.errors import ApiError
from api.common.history import history_entry
from api.common.schedule import check_visit
from api.orders import ownership
from api.orders.rules import MOVED, SAME_SLOT, move_problem
from api.orders.schemas import CancelRequest, RecordResult, RescheduleRequest
from api.orders.service import full_view
from api.priest_bookings import rules as booking_rules
from api.priest_bookings.schemas import TimeSlot
from api.priest_bookings.service import SlotQuestion, list_time_slots, take_place
from api.priests import assignment, messages
from api.priests.rules import Visit
from api.priests.slots import slot_start
from assistant_core.texts import Language
from data.models import PriestBooking
from data.session_types import AsyncSession


def _point(record: PriestBooking) -> tuple[float, float] | None:
    if record.latitude is None or record.longitude is None:
        return None
    return (record.latitude, record.longitude)


async def _movable(
    session: AsyncSession, request: CancelRequest, client_ref: str | None, now: datetime
) -> PriestBooking:
    record = await ownership.owned_record(session, request, client_ref, now)
    problem = move_problem(record, now)
    if problem is not None:
        raise ApiError(409, "not_movable", problem)
    assert isinstance(record, PriestBooking)
    return record


async def move_slots(
    session: AsyncSession,
    request: CancelRequest,
    day: date,
    *,
    client_ref: str | None,
    now: datetime,
) -> list[TimeSlot]:
    """The slots of `day` the caller's booking could move to, as the booking form offers
    them for its puja at its place (409 when it cannot be moved at all)."""
    record = await _movable(session, request, client_ref, now)
    seeking = SlotQuestion(record.service_id, record.is_online, _point(record), record.language)
    found = await list_time_slots(session, day, now, seeking=seeking)
    await session.rollback()
    return found


async def reschedule_booking(
    session: AsyncSession,
    request: RescheduleRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> RecordResult:
    """Move the caller's booking (409 naming why not; the slot's refusals as a new booking
    gets them), keeping its priest when they are free then."""
    asked = CancelRequest(
        kind=request.kind, id=request.id, phone=request.phone, email=request.email
    )
    record = await _movable(session, asked, client_ref, now)
    day, label = request.selected_date, request.selected_time
    if (day.isoformat(), label) == (record.selected_date, record.selected_time):
        raise ApiError(409, "same_slot", SAME_SLOT, fields=["selectedTime"])
    start = slot_start(label)
    check_visit(day, start, now)
    await take_place(session, day, label, None)
    visit = Visit(record.service_id, day, start, record.is_online, _point(record))
    free = await assignment.free_for(session, visit, label, language=record.language)
    keeps = next((p for p in free if p.id == record.priest_id), None)
    priest = keeps or (free[0] if record.priest_id is not None and free else None)
    if not free or (record.priest_id is not None and priest is None):
        raise booking_rules.no_priest_free(record.language, online=record.is_online)
    moved_from = f"{record.selected_date} {record.selected_time}"
    if record.priest_id is not None:
        await assignment.release(session, record)
    record.selected_date, record.selected_time = day.isoformat(), label
    if priest is not None:
        await assignment.hold(session, record, priest, now)
    await messages.booking_moved(session, record, now)
    entry = {**history_entry(record.status, now), "movedFrom": moved_from}
    record.status_history = [*record.status_history, entry]
    record.updated_at = now
    view = await full_view(session, record, now, language)
    await session.commit()
    message = MOVED.format(date=day.strftime("%A, %-d %B %Y"), slot=label)
    return RecordResult(kind=request.kind, record=view, message=message)
