"""Use cases of a priest's hours and days off in their app. The office's hours (the admin's
priest form) are the limit: the priest's own hours lie inside them, day by day, and are held to
the same rules as the office's (api/priests/hours, api/priests/schemas); days off are the
roster's own list, the same one the admin's form edits. A change that would leave a booking
the priest holds outside their hours, or on a day off, is refused naming the booking: they
decline it first."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date, datetime

from api.common.clock import india_today
from api.common.errors import ApiError, NotFound
from api.common.schedule import MAX_DAYS_AHEAD
from api.priest_app.schemas import ScheduleRead, ScheduleUpdate, SlotSpan
from api.priests import hours
from api.priests.rules import MAX_DAYS_OFF, works_then
from api.priests.slots import SLOT_HOURS, TIME_SLOTS
from data.ids import short_id
from data.models import Priest, PriestBooking
from data.models.base import stamp_updated
from data.repositories import priest_app as repo
from data.repositories import priests as priests_repo
from data.session_types import AsyncSession
from data.statuses import OPEN_BOOKING, VisitStatus

IN_THE_WAY = (
    "These hours and days off would leave bookings you hold without you: {bookings}. "
    "Decline {them} first, or keep working then."
)
SHOWN_CLASHES = 3
SLOTS = [
    SlotSpan(
        label=label,
        start=f"{start.hour:02d}:{start.minute:02d}",
        end=f"{start.hour + SLOT_HOURS:02d}:{start.minute:02d}",
    )
    for label, start in TIME_SLOTS.items()
]


def read(priest: Priest) -> ScheduleRead:
    return ScheduleRead(
        office_hours=hours.working_hours(priest.availability, None),
        own_hours=priest.own_hours,
        working_hours=hours.working_hours(priest.availability, priest.own_hours),
        days_off=sorted(date.fromisoformat(day) for day in priest.days_off),
        max_ranges_per_day=hours.MAX_RANGES_PER_DAY,
        max_days_off=MAX_DAYS_OFF,
        slots=SLOTS,
    )


async def get_schedule(session: AsyncSession, priest_id: str) -> ScheduleRead:
    return read(NotFound.PRIEST.unless(await priests_repo.get(session, priest_id)))


def _days_off(stored: Sequence[str], asked: Sequence[date], today: date) -> list[str]:
    """The days off from today on as asked, the past ones kept as they were."""
    for day in asked:
        if day < today:
            raise ApiError(422, "day_off_past", f"daysOff: {day} has passed", fields=["daysOff"])
        if (day - today).days > MAX_DAYS_AHEAD:
            raise ApiError(
                422,
                "day_off_too_far",
                f"daysOff: {day} is more than {MAX_DAYS_AHEAD} days ahead",
                fields=["daysOff"],
            )
    past = [day for day in stored if day < today.isoformat()]
    kept = sorted({*past, *(day.isoformat() for day in asked)})
    if len(kept) > MAX_DAYS_OFF:
        raise ApiError(
            422,
            "too_many_days_off",
            f"daysOff: at most {MAX_DAYS_OFF} days off, the past ones included",
            fields=["daysOff"],
        )
    return kept


def _clashes(
    held: Sequence[PriestBooking], week: Mapping[str, Sequence[str]], days_off: Sequence[str]
) -> list[PriestBooking]:
    """The held bookings the priest would no longer work for."""
    off = set(days_off)
    return [
        b
        for b in held
        if b.selected_date in off
        or not works_then(week, date.fromisoformat(b.selected_date), TIME_SLOTS[b.selected_time])
    ]


def _refusal(clashes: list[PriestBooking]) -> ApiError:
    shown = ", ".join(
        f"{short_id(b.id)} ({b.selected_date}, {b.selected_time})" for b in clashes[:SHOWN_CLASHES]
    )
    if len(clashes) > SHOWN_CLASHES:
        shown += f" and {len(clashes) - SHOWN_CLASHES} more"
    message = IN_THE_WAY.format(bookings=shown, them="it" if len(clashes) == 1 else "them")
    return ApiError(409, "schedule_conflict", message, fields=["ownHours", "daysOff"])


async def update_schedule(
    session: AsyncSession, priest_id: str, payload: ScheduleUpdate, *, now: datetime
) -> ScheduleRead:
    priest = NotFound.PRIEST.unless(await priests_repo.get_for_update(session, priest_id))
    if payload.own_hours is not None:
        try:
            hours.check_within(payload.own_hours, priest.availability)
        except hours.AvailabilityError as exc:
            raise ApiError(422, "outside_office_hours", str(exc), fields=["ownHours"]) from None
    today = india_today(now)
    days_off = _days_off(priest.days_off, payload.days_off, today)
    week = hours.working_hours(priest.availability, payload.own_hours)
    held = await repo.held_by(
        session,
        priest_id,
        from_day=today.isoformat(),
        statuses=tuple(OPEN_BOOKING),
        started=VisitStatus.STARTED,
    )
    ahead = [b for b, _ in held if b.selected_date >= today.isoformat()]
    clashes = _clashes(ahead, week, days_off)
    if clashes:
        raise _refusal(clashes)
    priest.own_hours = payload.own_hours
    priest.days_off = days_off
    stamp_updated(priest, now)
    await session.commit()
    return read(priest)
