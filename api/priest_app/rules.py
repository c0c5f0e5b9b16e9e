"""Pure rules of the priests' app: when the devotee's phone reaches the priest, which moves a
visit offers now (from the visit table, api/records/transitions), how many photos a puja
keeps, where a home is on the map, and which of a priest's bookings their list shows."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from urllib.parse import quote

from api.records import transitions
from api.records.transitions import Facts, Kind
from data.statuses import BookingStatus, VisitStatus

# The devotee's phone reaches the priest holding the booking from this long before its slot.
PHONE_BEFORE = timedelta(hours=1)
# Photos of one puja the priest may add (the devotee sees them on Track Booking).
MAX_PHOTOS = 6
MAP_SEARCH = "https://www.google.com/maps/search/?api=1&query="
# A priest's visit with the devotee's phone: accepted (or begun), not yet completed.
_IN_HAND = frozenset({VisitStatus.ACCEPTED, VisitStatus.STARTED})
# The priest's moves: all of the visit table's but the lapse, which only the offers job makes.
_PRIESTS_MOVES = frozenset(VisitStatus) - {VisitStatus.LAPSED}
# What a priest's list shows: bookings still to be done, and those completed today.
LISTED_STATUSES = (BookingStatus.PENDING, BookingStatus.CONFIRMED, BookingStatus.COMPLETED)


def phone_from(slot_start: datetime) -> datetime:
    return slot_start - PHONE_BEFORE


def phone_shown(visit: VisitStatus, slot_start: datetime, now: datetime) -> bool:
    """The devotee's phone is the priest's from an hour before the slot, once they accepted
    the booking, until it is completed. Before that the API does not send it."""
    return visit in _IN_HAND and now >= phone_from(slot_start)


def moves(visit: VisitStatus, facts: Facts) -> list[VisitStatus]:
    """The statuses the priest may move the visit to now, as the visit table allows them."""
    allowed = transitions.next_statuses(Kind.VISIT, visit, facts)[1:]
    return [VisitStatus(status) for status in allowed if status in _PRIESTS_MOVES]


def map_url(address: str) -> str:
    """A map search for the home's address (the map app on a phone opens it)."""
    return MAP_SEARCH + quote(address, safe="")


def listed(status: BookingStatus, selected_date: str, today: date) -> bool:
    """A completed booking stays on the list for the day it was done on; open ones until
    done."""
    return status != BookingStatus.COMPLETED or selected_date == today.isoformat()
