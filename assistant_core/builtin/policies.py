"""The product's policies and promises (spec section 9) as retrievable documents."""

from __future__ import annotations

from decimal import Decimal

from assistant_core.builtin.catalogue import HouseRules, listing, rupees
from assistant_core.builtin.retrieval import Doc


def _percent(value: Decimal) -> str:
    return f"{value.normalize():f}%"


def _booking_docs(rules: HouseRules) -> list[Doc]:
    slots = listing(list(rules.priest_slots), limit=8) or "two-hour slots from 6 AM to 10 PM"
    return [
        Doc(
            "policy/booking-refunds",
            "policy",
            "Cancellation and refund policy for priest and temple bookings",
            "Priest and temple bookings: cancel 48 hours or more before the booking for a 100% "
            "refund; cancel within 48 hours of it for a 50% refund; there is no refund once "
            "the service has begun. Refunds are credited to the original payment method "
            "within 7-10 business days.",
            "cancel cancellation refund money back booking puja temple priest 48 hours",
        ),
        Doc(
            "policy/priest-booking",
            "policy",
            "How priest booking works: time slots and confirmation",
            f"Book a priest at /book/priest. Pujas are booked in two-hour time slots: {slots}. "
            "Name, phone, date and time are required, and the address unless you choose an "
            "online puja. The date cannot be in the past. We confirm your priest within 12 "
            "hours of booking; for an online puja the meeting link is sent 30 minutes before "
            "it starts. Pay online (card or UPI) or in cash.",
            "book priest pandit slot time timing online home address confirmation confirm "
            "meeting link video",
        ),
        Doc(
            "policy/temple-booking",
            "policy",
            "How temple pooja booking works",
            "Book a pooja at a temple near you at /temples: choose the temple, the service and "
            "one of its time slots, and give your name, phone and the date. The temple calls "
            "you to confirm within 2 hours. Pay online or at the temple (cash).",
            "temple booking confirmation call slot darshan abhishek",
        ),
    ]


def _store_docs(rules: HouseRules) -> list[Doc]:
    fee, free = rupees(rules.shipping_fee), rupees(rules.free_shipping_above)
    tax = _percent(rules.tax_percent)
    return [
        Doc(
            "policy/shipping",
            "policy",
            "Shipping, delivery and charges",
            f"Store orders are processed in 2-3 business days and delivered in 5-10 business "
            f"days across India (longer for remote areas). Shipping costs {fee}, and is free "
            f"when your subtotal is above {free}. Tax is {tax} of the subtotal, rounded to the "
            "rupee. Total = subtotal + shipping + tax.",
            "shipping delivery charge free dispatch days courier tax gst total store order",
        ),
        Doc(
            "policy/returns",
            "policy",
            "Return policy for store products",
            "Products can be returned within 7 days of delivery, only if they arrived damaged, "
            "defective or incorrect, and only unused and in the original packaging. "
            "Ritual-used and personalised items cannot be returned. Refunds are credited to "
            "the original payment method within 7-10 business days.",
            "return exchange damaged defective wrong product replacement refund",
        ),
    ]


def _payment_docs(rules: HouseRules) -> list[Doc]:
    return [
        Doc(
            "policy/payments",
            "policy",
            "Payment methods",
            "Pay online by card or UPI through our payment gateway, or choose cash on "
            f"delivery. Online payments are between {rupees(1)} and "
            f"{rupees(rules.max_payment)}. Prices are in rupees (INR).",
            "payment pay upi card online cash delivery cod phonepe gateway",
        ),
        Doc(
            "policy/orders",
            "policy",
            "Looking up your orders and bookings",
            "Open My Orders (/user/orders) and enter the phone number or e-mail you booked "
            "with to see your priest bookings, temple bookings and store orders, with their "
            "status.",
            "my orders order history status track lookup booking",
        ),
    ]


def policy_docs(rules: HouseRules) -> list[Doc]:
    docs = _booking_docs(rules) + _store_docs(rules) + _payment_docs(rules)
    docs.append(
        Doc(
            "policy/astrology",
            "policy",
            "Astrology consultation and Kundli",
            "Astrology consultations with our astrologers are coming soon. Meanwhile the "
            "assistant's Kundli & Horoscope Agent generates your Vedic birth chart from your "
            "name, date, time and place of birth, and the Astrology Expert explains rashis, "
            "nakshatras, grahas and doshas.",
            "astrology astrologer consultation kundli horoscope birth chart jyotish",
        )
    )
    if rules.contact:
        docs.append(
            Doc(
                "policy/contact",
                "policy",
                "Contact and support",
                f"You can reach us at {rules.contact}.",
                "contact support help email phone call address customer care",
            )
        )
    return docs
