"""HTTP routes of the admin bookings screen (priest and temple tabs) and the temple dashboard's
booking actions."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from api.admin.bookings import service
from api.admin.bookings.schemas import (
    AdminPriestBookingRead,
    AdminTempleBookingRead,
    PaymentCollected,
    PaymentCollection,
    PriestBookingsPage,
    PriestChange,
    StatusChange,
    StatusFilter,
    TempleBookingEdit,
    TempleBookingsPage,
    TempleIdQuery,
)
from api.admin.common import Paging
from api.auth.access import MANAGE_BOOKINGS, Principal
from api.auth.deps import Admin, SuperAdmin, require_permission
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, declare_errors, error_response
from api.common.wire import PathId, SearchText
from api.payments.public_url import PublicUrl
from api.payments.schemas import PaymentCreate
from api.priests.schemas import FreePriests
from api.settlement import service as payments
from api.settlement.router import GatewayDep
from api.temple_bookings.rules import ensure_unpaid
from api.temple_bookings.schemas import PrasadChange

router = APIRouter(prefix="/api/admin", tags=["admin bookings"])

Search = Annotated[SearchText, Query(description="customer name, phone or service name")]
StatusQuery = Annotated[StatusFilter, Query(description="pending, confirmed, completed, cancelled")]


def booking_manager(admin: Admin) -> Principal:
    """Admits holders of manageBookings before the body is read (the service checks again)."""
    require_permission(admin, MANAGE_BOOKINGS, "manage bookings")
    return admin


declare_errors(booking_manager, {403: "The admin may not manage bookings (permission_denied)"})
BookingManager = Annotated[Principal, Depends(booking_manager)]
PRIEST_BOOKING_NOT_FOUND = not_found_responses(NotFound.PRIEST_BOOKING)
# A booking of another temple is answered as not found: its id reveals nothing.
TEMPLE_BOOKING_NOT_FOUND = not_found_responses(NotFound.TEMPLE_BOOKING)
# The transition table (api/records/transitions.py) refuses the move.
MOVE_REFUSED: Responses = {409: error_response("The booking may not move to that status")}


@router.get("/priest-bookings", response_model=PriestBookingsPage)
async def list_priest_bookings(
    _admin: SuperAdmin,
    session: ReadSession,
    paging: Paging,
    now: Now,
    q: Search = "",
    status: StatusQuery = None,
) -> PriestBookingsPage:
    return await service.list_priest_bookings(session, term=q, status=status, page=paging, now=now)


@router.get(
    "/priest-bookings/{booking_id}",
    response_model=AdminPriestBookingRead,
    responses=PRIEST_BOOKING_NOT_FOUND,
)
async def get_priest_booking(
    booking_id: PathId, _admin: SuperAdmin, session: ReadSession, now: Now
) -> AdminPriestBookingRead:
    return await service.get_priest_booking(session, booking_id, now)


@router.patch(
    "/priest-bookings/{booking_id}/status",
    response_model=AdminPriestBookingRead,
    responses={**PRIEST_BOOKING_NOT_FOUND, **MOVE_REFUSED},
)
async def change_priest_booking_status(
    booking_id: PathId, payload: StatusChange, _admin: SuperAdmin, session: WriteSession, now: Now
) -> AdminPriestBookingRead:
    return await service.change_priest_booking_status(session, booking_id, payload.status, now)


@router.get(
    "/priest-bookings/{booking_id}/priests",
    response_model=FreePriests,
    responses=PRIEST_BOOKING_NOT_FOUND,
)
async def priests_for_booking(
    booking_id: PathId, _admin: SuperAdmin, session: ReadSession
) -> FreePriests:
    """The priests an admin may send: free then, qualified for the puja, reaching the home
    (or doing online pujas); best first, as automatic assignment would rank them."""
    return await service.priests_for_booking(session, booking_id)


@router.put(
    "/priest-bookings/{booking_id}/priest",
    response_model=AdminPriestBookingRead,
    responses={
        **PRIEST_BOOKING_NOT_FOUND,
        409: error_response(
            "The priest is not free for the booking's slot, or the booking is cancelled "
            "(priest_unavailable, priest_taken, booking_cancelled)"
        ),
    },
)
async def assign_priest(
    booking_id: PathId, payload: PriestChange, _admin: SuperAdmin, session: WriteSession, now: Now
) -> AdminPriestBookingRead:
    """Assign or reassign the booking's priest; the devotee is told the name."""
    return await service.assign_priest(session, booking_id, payload.priest_id, now)


@router.get(
    "/temple-bookings",
    response_model=TempleBookingsPage,
    responses={
        403: error_response("A temple admin named another temple (other_temple)"),
        **not_found_responses(NotFound.TEMPLE),
    },
)
async def list_temple_bookings(
    admin: Admin,
    session: ReadSession,
    paging: Paging,
    now: Now,
    temple_id: TempleIdQuery = None,
    q: Search = "",
    status: StatusQuery = None,
) -> TempleBookingsPage:
    """A temple admin always gets its own temple's bookings."""
    return await service.list_temple_bookings(
        session, admin, temple_id=temple_id, term=q, status=status, page=paging, now=now
    )


@router.get(
    "/temple-bookings/{booking_id}",
    response_model=AdminTempleBookingRead,
    responses=TEMPLE_BOOKING_NOT_FOUND,
)
async def get_temple_booking(
    booking_id: PathId, admin: Admin, session: ReadSession, now: Now
) -> AdminTempleBookingRead:
    return await service.get_temple_booking(session, admin, booking_id, now)


@router.patch(
    "/temple-bookings/{booking_id}/status",
    response_model=AdminTempleBookingRead,
    responses={**TEMPLE_BOOKING_NOT_FOUND, **MOVE_REFUSED},
)
async def change_temple_booking_status(
    booking_id: PathId,
    payload: StatusChange,
    admin: BookingManager,
    session: WriteSession,
    now: Now,
) -> AdminTempleBookingRead:
    return await service.change_temple_booking_status(
        session, admin, booking_id, payload.status, now
    )


@router.patch(
    "/temple-bookings/{booking_id}/prasad",
    response_model=AdminTempleBookingRead,
    responses={
        **TEMPLE_BOOKING_NOT_FOUND,
        409: error_response(
            "The booking has no prasad to send, or its prasad may not move to that status "
            "(no_prasad, status_not_allowed, status_final, prasad_not_offered)"
        ),
    },
)
async def change_prasad(
    booking_id: PathId,
    payload: PrasadChange,
    admin: BookingManager,
    session: WriteSession,
    now: Now,
) -> AdminTempleBookingRead:
    """Ship the booking's prasad with its courier and tracking number (once the pooja is
    offered), then mark it delivered or returned; each move is kept in the status history."""
    return await service.change_prasad(session, admin, booking_id, payload, now)


@router.post(
    "/temple-bookings/{booking_id}/approve",
    response_model=AdminTempleBookingRead,
    responses={**TEMPLE_BOOKING_NOT_FOUND, **MOVE_REFUSED},
)
async def approve_temple_booking(
    booking_id: PathId, admin: BookingManager, session: WriteSession, now: Now
) -> AdminTempleBookingRead:
    """Quick approve: status confirmed."""
    return await service.approve_temple_booking(session, admin, booking_id, now)


@router.patch(
    "/temple-bookings/{booking_id}",
    response_model=AdminTempleBookingRead,
    responses=TEMPLE_BOOKING_NOT_FOUND,
)
async def edit_temple_booking(
    booking_id: PathId,
    payload: TempleBookingEdit,
    admin: BookingManager,
    session: WriteSession,
    now: Now,
) -> AdminTempleBookingRead:
    """Edit Booking: customer name, phone, e-mail, date, time (one of the service's slots)
    and special requests."""
    return await service.edit_temple_booking(session, admin, booking_id, payload, now)


@router.post(
    "/temple-bookings/{booking_id}/collect-payment",
    response_model=PaymentCollected,
    responses={
        **TEMPLE_BOOKING_NOT_FOUND,
        409: error_response(
            "The booking is already paid or cancelled, or its payment is still being started"
        ),
        502: error_response("The payment gateway did not start the payment"),
    },
)
async def collect_payment(
    booking_id: PathId,
    payload: PaymentCollection,
    admin: BookingManager,
    session: WriteSession,
    now: Now,
    gateway: GatewayDep,
    public_url: PublicUrl,
) -> PaymentCollected:
    """Cash at the temple counter: the booking becomes paid and confirmed at once. A link: a
    payment through the gateway for the booking's amount, paid and confirmed when verified."""
    if payload.method == "cash":
        return await service.collect_cash_payment(session, admin, booking_id, now)
    booking = await service.managed_booking(session, admin, booking_id)
    ensure_unpaid(booking.payment_status)
    request = PaymentCreate(
        target_kind="temple",
        target_id=booking.id,
        customer_name=booking.customer_name,
        customer_phone=booking.customer_phone,
        customer_email=booking.customer_email,
    )
    started = await payments.initiate_payment(
        session,
        gateway,
        request,
        now=now,
        public_url=public_url,
        idempotency_key=None,
    )
    return PaymentCollected(
        success=True,
        transaction_id=started.body["transactionId"],
        message=f"Payment link ready. Transaction ID: {started.body['transactionId']}",
        payment_url=started.body["redirectUrl"],
    )
