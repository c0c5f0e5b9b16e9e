"""Temple-booking rules: how many bookings one time slot of a pooja takes, that a paid
booking is not paid again, and when a booking's prasad is sent home (and how its courier and
tracking number are written)."""

from __future__ import annotations

from datetime import date

from api.common.errors import ApiError, required_fields_missing
from data.statuses import BookingStatus, PaymentStatus, PrasadStatus

# Bookings in these statuses no longer hold a place in their slot.
RELEASED_STATUSES = (BookingStatus.CANCELLED,)
# Collecting a payment (cash at the counter, or online) makes a booking paid and confirmed.
PAID = PaymentStatus.PAID
CONFIRMED_WHEN_PAID = BookingStatus.CONFIRMED
ALREADY_PAID = "This booking is already paid"
SLOT_FULL = (
    "This pooja is fully booked for this time slot. Please choose another time slot or date."
)


def is_full(taken: int, capacity: int | None) -> bool:
    """Whether a slot has no place left; a service without a capacity takes any number."""
    return capacity is not None and taken >= capacity


def slot_full() -> ApiError:
    return ApiError(409, "slot_full", SLOT_FULL, fields=["selectedTime"])


def ensure_unpaid(payment_status: str) -> None:
    """Collecting a payment for a paid booking is refused."""
    if payment_status == PAID:
        raise ApiError(409, "already_paid", ALREADY_PAID)


# A prasad asked for starts here (api/records/transitions.py PRASAD_MOVES moves it on).
PRASAD_FIRST = PrasadStatus.TO_SHIP
# Courier names as Indian couriers write theirs ("India Post (Speed Post)", "DTDC", "Shree
# Maruti Courier", "Blue Dart"), and tracking numbers as they print them ("EE123456789IN",
# "1234567890123", "DL-4509/22"): letters, digits and a few separators, nothing else.
COURIER_MIN, COURIER_MAX = 2, 60
COURIER = rf"[A-Za-z0-9][A-Za-z0-9 .&'()-]{{{COURIER_MIN - 1},{COURIER_MAX - 1}}}"
COURIER_RULE = (
    f"Courier name must be {COURIER_MIN} to {COURIER_MAX} characters: letters, digits, spaces "
    "and . & ' ( ) -, starting with a letter or digit"
)
TRACKING_MIN, TRACKING_MAX = 4, 40
TRACKING = rf"[A-Za-z0-9][A-Za-z0-9/-]{{{TRACKING_MIN - 1},{TRACKING_MAX - 1}}}"
TRACKING_RULE = (
    f"Tracking number must be {TRACKING_MIN} to {TRACKING_MAX} characters: letters, digits, "
    "- and /, starting with a letter or digit"
)
SHIPMENT_ONLY_WHEN_SHIPPED = "courierName and trackingNumber are sent only with status shipped"
PRASAD_NOT_SHIPPED = "This pooja's temple does not send its prasad home"
ADDRESS_FOR_PRASAD = "A delivery address is sent only with wantsPrasad true"


def is_offered(status: str, selected_date: str, today: date) -> bool:
    """Whether a booking's pooja is offered, so its prasad may ship: on or after its day (in
    India), and not cancelled."""
    return status != BookingStatus.CANCELLED and date.fromisoformat(selected_date) <= today


def check_prasad_wish(ships: bool, wants: bool, has_address: bool) -> None:
    """A devotee asks for prasad only where the temple ships it, and gives an address exactly
    when asking (the address itself is the store checkout's DeliveryAddress)."""
    if wants and not ships:
        raise ApiError(422, "prasad_not_shipped", PRASAD_NOT_SHIPPED, fields=["wantsPrasad"])
    if wants and not has_address:
        raise required_fields_missing(["deliveryAddress"])
    if has_address and not wants:
        raise ApiError(
            422, "address_without_prasad", ADDRESS_FOR_PRASAD, fields=["deliveryAddress"]
        )


def check_shipment(shipping: bool, given: dict[str, object]) -> None:
    """Shipping names its courier and tracking number (`given`, by wire name); delivered and
    returned name neither."""
    if shipping:
        missing = [field for field, value in given.items() if value is None]
        if missing:
            raise required_fields_missing(missing)
        return
    sent = [field for field, value in given.items() if value is not None]
    if sent:
        raise ApiError(422, "shipment_not_shipping", SHIPMENT_ONLY_WHEN_SHIPPED, fields=sent)
