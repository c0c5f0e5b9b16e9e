"""Slots that several forms ask the same way: the date, the time, who it is for, their
sankalp, and how they pay (one definition, so the priest and temple forms cannot drift apart)."""

from __future__ import annotations

from assistant_core.forms import readers, sankalp
from assistant_core.forms.spec import Asker, Reader, Slot

DATE = Slot(
    "selectedDate",
    readers.visit_date,
    by_value=True,
    problem="bad_date",
    cues=("date", "day", "tarikh", "din", "तारीख", "दिन"),
)
NAME = Slot("customerName", readers.person_name, problem="bad_name", cues=("name", "naam", "नाम"))
PHONE = Slot(
    "customerPhone",
    readers.phone,
    by_value=True,
    problem="bad_phone_digits",
    cues=("phone", "mobile", "number", "फ़ोन", "नंबर"),
)
EMAIL = Slot(
    "customerEmail",
    readers.email,
    optional=True,
    by_value=True,
    problem="bad_email",
    cues=("email", "e-mail", "mail", "ईमेल"),
)
# Asked once, in one question: gotra, nakshatra or rashi, and the names ("skip" leaves it).
SANKALP = Slot(
    "sankalp", sankalp.sankalp, optional=True, problem="bad_sankalp", cues=("sankalp", "संकल्प")
)
PAYMENT = Slot("paymentMethod", readers.payment_method, problem="bad_payment", cues=("pay",))


def time_slot(read: Reader, offered: Asker) -> Slot:
    return Slot(
        "selectedTime",
        read,
        choices=offered,
        by_value=True,
        problem="bad_slot",
        cues=("time", "slot", "samay", "baje", "समय"),
    )
