"""Records the payments tests pay for, written straight into the database."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from data.models import PriestBooking, StoreOrder, TempleBooking

KASHI = "temple-kashi-vishwanath-varanasi"
RUDRABHISHEK = "tsvc-kashi-rudrabhishek"
PHONE = "9415011223"
# The day the bookings below are for, three days after the tests' today (India); a booking
# the admin completes in a test is for today instead (a puja is completed on or after its day).
DAY = "2026-11-25"
TODAY = "2026-11-22"


def priest_booking(
    booking_id: str = "PB1001", price: str = "1100", **changes: Any
) -> PriestBooking:
    fields: dict[str, Any] = {
        "id": booking_id,
        "service_id": "satyanarayan-puja",
        "service_name": "Satyanarayan Puja",
        "customer_name": "Ravi Tiwari",
        "customer_phone": PHONE,
        "customer_address": "12 Assi Ghat, Varanasi",
        "selected_date": DAY,
        "selected_time": "8:00 AM - 10:00 AM",
        "price": Decimal(price),
        "status": "pending",
        "payment_status": "pending",
        "status_history": [{"status": "pending", "at": "2026-11-22T06:00:00Z"}],
    }
    fields.update(changes)
    return PriestBooking(**fields)


def temple_booking(booking_id: str = "TB1001", total: str = "751", **changes: Any) -> TempleBooking:
    fields: dict[str, Any] = {
        "id": booking_id,
        "temple_id": KASHI,
        "service_id": RUDRABHISHEK,
        "service_name": "Rudrabhishek",
        "customer_name": "Ravi Tiwari",
        "customer_phone": PHONE,
        "selected_date": DAY,
        "selected_time": "6:00 AM",
        "status": "pending",
        "payment_status": "pending",
        "total_amount": Decimal(total),
        "status_history": [{"status": "pending", "at": "2026-11-22T06:00:00Z"}],
    }
    fields.update(changes)
    return TempleBooking(**fields)


def store_order(order_id: str = "SO1001", total: str = "1260", **changes: Any) -> StoreOrder:
    fields: dict[str, Any] = {
        "id": order_id,
        "customer_name": "Ravi Tiwari",
        "customer_phone": PHONE,
        "shipping_address": "12 Assi Ghat, Varanasi 221005",
        "items": [
            {
                "productId": "p1",
                "productName": "Rudraksha mala",
                "quantity": 1,
                "price": "1200",
                "total": "1200",
            }
        ],
        "subtotal": Decimal("1200"),
        "shipping": Decimal("0"),
        "tax": Decimal("60"),
        "total": Decimal(total),
        "payment_method": "phonepe",
        "payment_status": "pending",
        "order_status": "pending",
        "status_history": [{"status": "pending", "at": "2026-11-22T06:00:00Z"}],
    }
    fields.update(changes)
    return StoreOrder(**fields)


RECORDS = {"priest": priest_booking, "temple": temple_booking, "store": store_order}
IDS = {"priest": "PB1001", "temple": "TB1001", "store": "SO1001"}
AMOUNTS = {"priest": 1100, "temple": 751, "store": 1260}
