"""ORM models, one module per aggregate; importing this package registers every table."""

from data.models.admin import AdminNotice, AdminSession, AdminUser, LoginFailure, PriestSession
from data.models.base import Base, Record
from data.models.bookings import BookingMessage, PriestAssignment, PriestBooking, PriestPass
from data.models.catalogue import AIService, Priest, PujaService
from data.models.media import Media
from data.models.ops import AssistantSession, IdempotencyKey, Payment, Refund
from data.models.reviews import Review
from data.models.store import StoreCategory, StoreOrder, StoreProduct
from data.models.summaries import Customer, CustomerJoinDay, RecordStat
from data.models.temples import Temple, TempleBooking, TempleService
from data.models.trust import RateEvent, VerificationCode, VerifiedContact

# A devotee's record: what is booked or ordered, then paid, cancelled, refunded, reviewed and
# receipted. One list, so a fourth kind of record is added in one place.
CUSTOMER_RECORDS = (PriestBooking, TempleBooking, StoreOrder)
CustomerRecord = PriestBooking | TempleBooking | StoreOrder

__all__ = [
    "CUSTOMER_RECORDS",
    "AIService",
    "AdminNotice",
    "AdminSession",
    "AdminUser",
    "AssistantSession",
    "Base",
    "BookingMessage",
    "Customer",
    "CustomerJoinDay",
    "CustomerRecord",
    "IdempotencyKey",
    "LoginFailure",
    "Media",
    "Payment",
    "Priest",
    "PriestAssignment",
    "PriestBooking",
    "PriestPass",
    "PriestSession",
    "PujaService",
    "RateEvent",
    "Record",
    "RecordStat",
    "Refund",
    "Review",
    "StoreCategory",
    "StoreOrder",
    "StoreProduct",
    "Temple",
    "TempleBooking",
    "TempleService",
    "VerificationCode",
    "VerifiedContact",
]
