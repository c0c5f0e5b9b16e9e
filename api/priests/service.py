"""Use cases of choosing a priest: who is free for the booking the devotee is making."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time

from api.common.schedule import check_visit
from api.common.translated import text_in
from api.places.geocode import Geocoder
from api.priests import rules
from api.priests.assignment import candidate, visit_of
from api.priests.schemas import FreePriests, PriestCard, PujaVisit
from api.priests.slots import slot_start
from api.puja_services.rules import unknown_service
from api.reviews.rules import average
from assistant_core.texts import Language
from data.models import Priest, PriestBooking
from data.repositories import priest_assignments as repo
from data.repositories import puja_services
from data.session_types import AsyncSession
from data.statuses import BookingStatus

DISTANCE_DECIMALS = 1


def card(
    priest: Priest, language: Language, *, completed: int, distance_km: float | None
) -> PriestCard:
    return PriestCard(
        id=priest.id,
        name=text_in(priest, "name", language),
        photo=priest.photo,
        languages=list(priest.languages),
        experience=priest.experience,
        city=text_in(priest, "city", language),
        bio=text_in(priest, "bio", language),
        online=priest.online,
        verified_at=priest.verified_at,
        pujas_performed=len(priest.pujas),
        completed_bookings=completed,
        rating_average=average(priest.rating_count, priest.rating_sum),
        rating_count=priest.rating_count,
        distance_km=None if distance_km is None else round(distance_km, DISTANCE_DECIMALS),
    )


async def home_point(
    geocoder: Geocoder | None, address: str, *, online: bool
) -> tuple[float, float] | None:
    """Where the home is, for who can reach it; None online or when the map does not know it
    (then distance rules nobody out: we cannot tell)."""
    if online or geocoder is None:
        return None
    found = await geocoder.locate(address)
    return (found.latitude, found.longitude) if found else None


async def free_priests(
    session: AsyncSession,
    query: PujaVisit,
    *,
    geocoder: Geocoder | None,
    language: Language,
    now: datetime,
) -> FreePriests:
    """The priests free for the booking being made, best first (see rules.rank)."""
    start = slot_start(query.selected_time)
    check_visit(query.selected_date, start, now)
    address = rules.address_for(query.customer_address, online=query.is_online)
    point = await home_point(geocoder, address, online=query.is_online)
    if await puja_services.get_active(session, query.service_id) is None:
        raise unknown_service()
    visit = rules.Visit(query.service_id, query.selected_date, start, query.is_online, point)
    return await _free(session, visit, query.selected_time, query.language, language, True)


@dataclass(frozen=True, slots=True)
class Reach:
    """The priests who perform a puja and travel to a home (on any day), and, when none does,
    the city of the nearest who performs it."""

    priests: int
    nearest_city: str | None = None
    placed: bool = True  # False: the home is not on the map, so distance rules no one out


async def reach(
    session: AsyncSession, puja_id: str, point: tuple[float, float] | None, language: Language
) -> Reach:
    """Who may come to `point` for the puja; everyone who performs it when the home is not on
    the map (distance cannot rule anyone out, as for a booking)."""
    rows = [p for p in await repo.active_priests(session) if puja_id in p.pujas]
    performing = [candidate(p) for p in rows]
    visit = rules.Visit(puja_id, date.min, time.min, False, point)
    coming = sum(rules.reaches(p, visit) for p in performing)
    if coming or point is None:
        return Reach(coming, placed=point is not None)
    placed = [
        (away, row)
        for row, p in zip(rows, performing, strict=True)
        if (away := rules.distance_to(p, point)) is not None
    ]
    nearest = min(placed, key=lambda pair: pair[0], default=None)
    return Reach(0, None if nearest is None else text_in(nearest[1], "city", language))


async def free_for_booking(session: AsyncSession, booking: PriestBooking) -> FreePriests:
    """Whom an admin may send to `booking` instead of its priest (for whom it is not free):
    those speaking the devotee's language first, but any who may come."""
    visit = visit_of(booking)
    return await _free(session, visit, booking.selected_time, booking.language, "en", False)


async def _free(
    session: AsyncSession,
    visit: rules.Visit,
    label: str,
    wanted: str | None,
    language: Language,
    must_speak: bool,
) -> FreePriests:
    rows = {p.id: p for p in await repo.active_priests(session)}
    booked = await repo.booked(session, visit.day.isoformat(), label)
    everyone = [candidate(p) for p in rows.values()]
    free = rules.free_priests(everyone, visit, booked, language=wanted, must_speak=must_speak)
    done = await repo.completed_counts(session, [p.id for p in free], BookingStatus.COMPLETED)
    return FreePriests(
        priests=[
            card(
                rows[p.id],
                language,
                completed=done.get(p.id, 0),
                distance_km=rules.distance_to(p, visit.point),
            )
            for p in free
        ],
        located=visit.online or visit.point is not None,
    )
