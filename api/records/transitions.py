"""The one table of status changes a booking or an order may make, and why a change is refused.

The spec lets an admin set any status in any order. We keep that freedom where nothing hangs on
the status, and close it where something does: a cancelled record gave back its money, its stock
or its priest, and a completed or delivered one recorded cash received and opened its review, so
both are final (a new booking is the way back). A paid record is never sent back to pending: the
money says it is confirmed. A booking is completed on or after its day, not before the puja is
done; an order to be paid online ships once paid (cash on delivery ships unpaid). Every path
that changes a status (the admin screens, the devotee's cancel, a payment, the release of an
unpaid record) asks this table first.

A priest's visit (the hold of a priest booking, as the priest's app moves it) has its table here
too: an offer is accepted while there is time to, or declined, or lapses; an accepted visit is
started on its day (or declined: the priest cannot come after all), and a started one is completed
once a photo of the puja is added. Completed, declined and lapsed are final. Completing the booking
itself is still the booking's move, asked of the booking's table.

The prasad a temple sends home from a booking's pooja has its table too: it is shipped (with a
courier and a tracking number) once the pooja is offered, that is on or after its day and not
for a cancelled booking; then it is delivered, or returned to the temple. Both are final: a
parcel that came back is not sent again through the table (the temple and the devotee agree on
it outside the app)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from api.common.errors import ApiError
from api.store.rules import COD
from data.statuses import (
    UNSHIPPED,
    BookingStatus,
    OrderStatus,
    PaymentStatus,
    PrasadStatus,
    VisitStatus,
)


class Kind(StrEnum):
    BOOKING = "booking"  # priest and temple bookings
    ORDER = "order"
    VISIT = "visit"  # a priest's hold of a priest booking
    PRASAD = "prasad"  # the prasad of a temple booking, sent to the devotee's home


class Guard(StrEnum):
    """A condition on the record a move needs besides its two statuses."""

    UNPAID = "unpaid"  # back to pending only while nothing has been paid
    DAY_COME = "day_come"  # completed only on or after the day it was booked for
    SETTLED = "settled"  # an order to be paid online ships only once paid
    IN_TIME = "in_time"  # an offer is accepted only before its time to accept has passed
    PHOTOGRAPHED = "photographed"  # a visit is completed only with a photo of the puja
    POOJA_OFFERED = "pooja_offered"  # prasad ships once its pooja is offered (its day come)


_B, _O, _V, _P = BookingStatus, OrderStatus, VisitStatus, PrasadStatus

# (from, to) -> the guard the move needs, or None. Anything not listed is refused.
BOOKING_MOVES: dict[tuple[str, str], Guard | None] = {
    (_B.PENDING, _B.CONFIRMED): None,
    (_B.PENDING, _B.COMPLETED): Guard.DAY_COME,
    (_B.PENDING, _B.CANCELLED): None,
    (_B.CONFIRMED, _B.PENDING): Guard.UNPAID,
    (_B.CONFIRMED, _B.COMPLETED): Guard.DAY_COME,
    (_B.CONFIRMED, _B.CANCELLED): None,
}

ORDER_MOVES: dict[tuple[str, str], Guard | None] = {
    # Before shipping an order moves freely (back to pending only while unpaid).
    **{
        (a, b): (Guard.UNPAID if b == _O.PENDING else None)
        for a in UNSHIPPED
        for b in UNSHIPPED
        if a != b
    },
    **{(a, _O.SHIPPED): Guard.SETTLED for a in UNSHIPPED},
    **{(a, _O.CANCELLED): None for a in UNSHIPPED},
    (_O.SHIPPED, _O.DELIVERED): None,
    # Refused at the door or lost in transit: the parcel comes back (returned to origin).
    (_O.SHIPPED, _O.CANCELLED): None,
}

VISIT_MOVES: dict[tuple[str, str], Guard | None] = {
    (_V.OFFERED, _V.ACCEPTED): Guard.IN_TIME,
    (_V.OFFERED, _V.DECLINED): None,
    (_V.OFFERED, _V.LAPSED): None,  # the offers job's move, never a priest's
    (_V.ACCEPTED, _V.STARTED): Guard.DAY_COME,
    (_V.ACCEPTED, _V.DECLINED): None,
    (_V.STARTED, _V.COMPLETED): Guard.PHOTOGRAPHED,
}

PRASAD_MOVES: dict[tuple[str, str], Guard | None] = {
    (_P.TO_SHIP, _P.SHIPPED): Guard.POOJA_OFFERED,
    (_P.SHIPPED, _P.DELIVERED): None,
    # Refused at the door, or nobody there: the courier brings it back to the temple.
    (_P.SHIPPED, _P.RETURNED): None,
}

MOVES: dict[Kind, dict[tuple[str, str], Guard | None]] = {
    Kind.BOOKING: BOOKING_MOVES,
    Kind.ORDER: ORDER_MOVES,
    Kind.VISIT: VISIT_MOVES,
    Kind.PRASAD: PRASAD_MOVES,
}
STATUSES: dict[Kind, tuple[str, ...]] = {
    Kind.BOOKING: tuple(BookingStatus),
    Kind.ORDER: tuple(OrderStatus),
    Kind.VISIT: tuple(VisitStatus),
    Kind.PRASAD: tuple(PrasadStatus),
}
# Where a record of each kind starts.
INITIAL: dict[Kind, str] = {
    Kind.BOOKING: BookingStatus.PENDING,
    Kind.ORDER: OrderStatus.PENDING,
    Kind.VISIT: VisitStatus.OFFERED,
    Kind.PRASAD: PrasadStatus.TO_SHIP,
}
FINAL: dict[Kind, frozenset[str]] = {
    kind: frozenset(s for s in STATUSES[kind] if not any(a == s for a, _ in MOVES[kind]))
    for kind in Kind
}


@dataclass(frozen=True)
class Refusal:
    code: str
    message: str


@dataclass(frozen=True)
class Facts:
    """What the guards read of a record besides its status."""

    paid: bool = False
    day_come: bool = True  # the day a booking is for is today or past (an order has none)
    on_delivery: bool = True  # an order is paid in cash on delivery, not online
    in_time: bool = True  # a visit's offer has not lapsed yet
    photographed: bool = True  # a visit has at least one photo of the puja
    offered: bool = True  # a temple booking's pooja is offered: its day has come, not cancelled


# Each guard: whether the facts let the move through, and the refusal ({what} and {new} filled
# in) when they do not.
GUARDS: dict[Guard, tuple[Callable[[Facts], bool], str, str]] = {
    Guard.UNPAID: (
        lambda f: not f.paid,
        "status_not_allowed",
        "This {what} is paid, so it cannot go back to {new}.",
    ),
    Guard.SETTLED: (
        lambda f: f.paid or f.on_delivery,
        "status_unpaid",
        "This {what} is to be paid online and is not paid yet, so it cannot be {new}.",
    ),
    Guard.DAY_COME: (
        lambda f: f.day_come,
        "status_too_early",
        "This {what} is for a day still to come: it can be {new} on or after that day.",
    ),
    Guard.IN_TIME: (
        lambda f: f.in_time,
        "offer_lapsed",
        "The time to accept this booking has passed: it is being offered to another priest.",
    ),
    Guard.PHOTOGRAPHED: (
        lambda f: f.photographed,
        "photo_required",
        "Add at least one photo of the puja before marking it complete.",
    ),
    Guard.POOJA_OFFERED: (
        lambda f: f.offered,
        "prasad_not_offered",
        "The prasad is {new} only once its pooja is offered: on or after the booking's day, "
        "and never for a cancelled booking.",
    ),
}

# How a refusal names the record, and what it says of one in a final status.
_WHAT = {Kind.BOOKING: "booking", Kind.ORDER: "order", Kind.VISIT: "visit", Kind.PRASAD: "prasad"}
_FINAL_WORDS = {
    Kind.BOOKING: "Make a new booking instead.",
    Kind.ORDER: "Make a new order instead.",
    Kind.VISIT: "Nothing more can be done with it.",
    Kind.PRASAD: "Nothing more can be done with it.",
}


def _word(status: str) -> str:
    # "to_ship" as a sentence says it.
    return status.replace("_", " ")


def refusal(kind: Kind, current: str, new: str, facts: Facts = Facts()) -> Refusal | None:
    """Why `current` may not become `new` (None: it may). The same status is no change."""
    if current == new:
        return None
    what, was, to = _WHAT[kind], _word(current), _word(new)
    if current in FINAL[kind]:
        return Refusal(
            "status_final",
            f"This {what} is {was}, which is final: it cannot be moved to {to}. "
            f"{_FINAL_WORDS[kind]}",
        )
    if (current, new) not in MOVES[kind]:
        return Refusal("status_not_allowed", f"A {was} {what} cannot be moved to {to}.")
    guard = MOVES[kind][(current, new)]
    if guard is not None:
        holds, code, message = GUARDS[guard]
        if not holds(facts):
            return Refusal(code, message.format(what=what, new=to))
    return None


def check(kind: Kind, current: str, new: str, facts: Facts, *, field: str = "status") -> None:
    """Refuse a move the table does not allow (409, naming the statuses and the field)."""
    problem = refusal(kind, current, new, facts)
    if problem is not None:
        raise ApiError(409, problem.code, problem.message, fields=[field])


def next_statuses(kind: Kind, current: str, facts: Facts = Facts()) -> list[str]:
    """The statuses an admin may choose now, the current one first (what the dropdown offers)."""
    return [current] + [
        s for s in STATUSES[kind] if s != current and refusal(kind, current, s, facts) is None
    ]


def booking_moves(status: str, payment_status: str, *, day_come: bool) -> list[BookingStatus]:
    """`next_statuses` of a booking, typed for the wire."""
    facts = Facts(paid=payment_status == PaymentStatus.PAID, day_come=day_come)
    return [BookingStatus(s) for s in next_statuses(Kind.BOOKING, status, facts)]


def order_moves(status: str, payment_status: str, payment_method: str) -> list[OrderStatus]:
    """`next_statuses` of an order, typed for the wire."""
    facts = Facts(paid=payment_status == PaymentStatus.PAID, on_delivery=payment_method == COD)
    return [OrderStatus(s) for s in next_statuses(Kind.ORDER, status, facts)]


def prasad_moves(status: str, *, offered: bool) -> list[PrasadStatus]:
    """`next_statuses` of a booking's prasad, typed for the wire."""
    facts = Facts(offered=offered)
    return [PrasadStatus(s) for s in next_statuses(Kind.PRASAD, status, facts)]
