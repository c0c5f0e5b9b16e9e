"""A booking message's words, in the language the devotee booked in, as things stand when it
goes: it names the priest and the slot as they are then, and one no longer true (the booking
cancelled, moved, its priest changed again) is not composed at all. Pure: the sender reads the
records into a `Booked` and passes the time."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from api.booking_messages.queue import (
    CONFIRMED,
    MEETING,
    MEETING_BEFORE,
    PRASAD_SHIPPED,
    PRIEST,
    REMINDER,
    RecordKind,
    kind_of,
    reminder_key,
)
from api.booking_messages.texts import language_named, say
from api.booking_messages.words import date_words, slot_words, start_words
from api.common.clock import india_today
from assistant_core.texts import Language
from data.ids import short_id
from data.models import PriestBooking, PujaService, Temple, TempleBooking
from data.statuses import BookingStatus, PrasadStatus

log = logging.getLogger(__name__)

# Statuses in which a booking is still to happen: reminded of, linked to.
OPEN = (BookingStatus.PENDING, BookingStatus.CONFIRMED)
# Messages that hold in other statuses: the prasad goes out after the pooja is done.
HOLDS = {PRASAD_SHIPPED: (*OPEN, BookingStatus.COMPLETED)}


@dataclass(frozen=True, slots=True)
class Booked:
    """What a message may say about a booking, read from its records when the message goes
    (names in English and, where written, in Hindi)."""

    kind: RecordKind
    id: str
    language: Language
    status: BookingStatus
    name: str
    phone: str
    email: str | None
    day: date
    slot: str
    puja: str
    puja_hi: str | None = None
    temple: str = ""
    temple_hi: str | None = None
    address: str = ""
    address_hi: str | None = None
    priest: str | None = None
    priest_hi: str | None = None
    priest_id: str | None = None
    online: bool = False
    link: str | None = None
    # The puja's samagri the family keeps ready, in English and Hindi (empty: none listed).
    samagri: tuple[str, ...] = ()
    samagri_hi: tuple[str, ...] = ()
    # A temple booking's prasad sent home: where it stands, and the courier's tracking.
    prasad: str | None = None
    courier: str = ""
    tracking: str = ""

    @classmethod
    def of_priest_booking(cls, booking: PriestBooking, puja: PujaService | None = None) -> Booked:
        return cls(
            kind=RecordKind.PRIEST,
            id=booking.id,
            **_booked(booking),
            priest=booking.priest_assigned,
            priest_hi=booking.priest_assigned_hi,
            priest_id=booking.priest_id,
            online=booking.is_online,
            link=booking.meeting_link,
            samagri=tuple(puja.samagri_family) if puja else (),
            samagri_hi=tuple(puja.samagri_family_hi or ()) if puja else (),
        )

    @classmethod
    def of_temple_booking(cls, booking: TempleBooking, temple: Temple | None) -> Booked:
        return cls(
            kind=RecordKind.TEMPLE,
            id=booking.id,
            **_booked(booking),
            temple=temple.name if temple else "",
            temple_hi=temple.name_hi if temple else None,
            address=temple.address if temple else "",
            address_hi=temple.address_hi if temple else None,
            prasad=booking.prasad_status,
            courier=booking.prasad_courier or "",
            tracking=booking.prasad_tracking_number or "",
        )


def _booked(booking: PriestBooking | TempleBooking) -> dict[str, Any]:
    """What every booking says of itself: its language, status, devotee, day, slot and puja."""
    return {
        "language": language_named(booking.message_language),
        "status": booking.status,
        "name": booking.customer_name,
        "phone": booking.customer_phone,
        "email": booking.customer_email,
        "day": date.fromisoformat(booking.selected_date),
        "slot": booking.selected_time,
        "puja": booking.service_name,
        "puja_hi": booking.service_name_hi,
    }


@dataclass(frozen=True, slots=True)
class Composed:
    """A message ready to go: `text` for e-mail and the log, `variables` for the SMS
    provider's approved template (name, puja, date, slot, priest, link, temple)."""

    language: Language
    subject: str
    text: str
    variables: Mapping[str, str]


def _in(language: Language, english: str | None, hindi: str | None) -> str:
    """A record's name in the message's language: Hindi where written, else English (also
    for Hinglish, which is written in Latin letters)."""
    return (hindi if language == "hi" else None) or english or ""


def words(booked: Booked, now: datetime) -> dict[str, str]:
    """The values the texts name, in the booking's language."""
    language = booked.language
    today = india_today(now)
    day = date_words(booked.day, language, this_year=today.year)
    when = {0: "when_today", 1: "when_tomorrow"}.get((booked.day - today).days, "when_on")
    return {
        "name": booked.name,
        "puja": _in(language, booked.puja, booked.puja_hi),
        "date": day,
        "when": say(language, when, date=day),
        "slot": slot_words(booked.slot, language),
        "start": start_words(booked.slot, language),
        "priest": _in(language, booked.priest, booked.priest_hi),
        "temple": _in(language, booked.temple, booked.temple_hi),
        # Ended by the sentence that names it.
        "address": _in(language, booked.address, booked.address_hi).rstrip(" .।"),
        "link": booked.link or "",
        # Semicolons: an item has commas of its own ("Roli, haldi and sindoor").
        "samagri": "; ".join((booked.samagri_hi if language == "hi" else ()) or booked.samagri),
        "minutes": str(int(MEETING_BEFORE.total_seconds() // 60)),
        "courier": booked.courier,
        "tracking": booked.tracking,
        "id": short_id(booked.id),
    }


# A branch writes one kind of message: (subject, body) from the words, or None when the
# message no longer holds. Given the booking, its words, the message's key and the time.
Branch = Callable[[Booked, dict[str, str], str, datetime], tuple[str, str] | None]


def _sentences(language: Language, keys: list[str], w: dict[str, str]) -> str:
    return " ".join(say(language, key, **w) for key in keys)


def _priest_confirmed(b: Booked, w: dict[str, str], key: str, now: datetime) -> tuple[str, str]:
    keys = ["priest_confirmed", "priest_named" if w["priest"] else "priest_to_follow"]
    if b.online:
        keys.append("link_to_follow")
    if w["samagri"]:  # what the family keeps ready, sent in advance
        keys.append("samagri_family")
    return say(b.language, "priest_confirmed_subject", **w), _sentences(b.language, keys, w)


def _priest_changed(
    b: Booked, w: dict[str, str], key: str, now: datetime
) -> tuple[str, str] | None:
    if not w["priest"] or not key.startswith(f"{PRIEST}:{b.priest_id}:"):
        return None  # changed again since: the newer message says who
    return say(b.language, "priest_changed_subject", **w), say(b.language, "priest_changed", **w)


def _reminder_holds(b: Booked, key: str, now: datetime) -> bool:
    """Still to happen, on the date it reminds of (a moved booking has a newer reminder)."""
    return key == reminder_key(b.day.isoformat()) and b.day >= india_today(now)


def _priest_reminder(
    b: Booked, w: dict[str, str], key: str, now: datetime
) -> tuple[str, str] | None:
    if not _reminder_holds(b, key, now):
        return None
    keys = ["priest_reminder"]
    if w["priest"]:
        keys.append("priest_named")
    if b.online:
        keys.append("link_to_follow")
    if w["samagri"]:
        keys.append("samagri_family")
    return say(b.language, "priest_reminder_subject", **w), _sentences(b.language, keys, w)


def _meeting(b: Booked, w: dict[str, str], key: str, now: datetime) -> tuple[str, str] | None:
    if not b.online or b.status != BookingStatus.CONFIRMED or not w["link"]:
        return None
    keys = ["meeting", *(["meeting_priest"] if w["priest"] else []), "meeting_join"]
    return say(b.language, "meeting_subject", **w), _sentences(b.language, keys, w)


def _temple_confirmed(b: Booked, w: dict[str, str], key: str, now: datetime) -> tuple[str, str]:
    return say(b.language, "temple_confirmed_subject", **w), say(
        b.language, "temple_confirmed", **w
    )


def _temple_reminder(
    b: Booked, w: dict[str, str], key: str, now: datetime
) -> tuple[str, str] | None:
    if not _reminder_holds(b, key, now):
        return None
    keys = ["temple_reminder", *(["temple_address"] if w["address"] else [])]
    return say(b.language, "temple_reminder_subject", **w), _sentences(b.language, keys, w)


def _prasad_shipped(
    b: Booked, w: dict[str, str], key: str, now: datetime
) -> tuple[str, str] | None:
    if b.prasad != PrasadStatus.SHIPPED:  # delivered or returned since: no longer news
        return None
    return say(b.language, "prasad_shipped_subject", **w), say(b.language, "prasad_shipped", **w)


# Each record kind's messages, by the key's kind (queue.kind_of). One more message is one
# more branch here, and its texts in texts/.
BRANCHES: dict[RecordKind, dict[str, Branch]] = {
    RecordKind.PRIEST: {
        CONFIRMED: _priest_confirmed,
        PRIEST: _priest_changed,
        REMINDER: _priest_reminder,
        MEETING: _meeting,
    },
    RecordKind.TEMPLE: {
        CONFIRMED: _temple_confirmed,
        REMINDER: _temple_reminder,
        PRASAD_SHIPPED: _prasad_shipped,
    },
}


def compose(booked: Booked | None, key: str, now: datetime) -> Composed | None:
    """The message `key` about `booked` as things stand at `now`; None when it no longer
    holds (the booking gone or cancelled, or what it said changed since) or the key is
    unknown to its kind."""
    if booked is None or booked.status not in HOLDS.get(kind_of(key), OPEN):
        return None
    branch = BRANCHES[booked.kind].get(kind_of(key))
    if branch is None:
        log.error("a %s booking message has an unknown key %r", booked.kind, key)
        return None
    w = words(booked, now)
    written = branch(booked, w, key, now)
    if written is None:
        return None
    subject, body = written
    language = booked.language
    # The booking's id on a line of its own (never read as part of a link before it).
    text = f"{say(language, 'opening', **w)} {body}\n{say(language, 'ending', **w)}"
    return Composed(language, subject, text, sms_variables(w))


# The SMS template's variables (PUNYA_SMS_BOOKING_TEMPLATE_ID*), in the message's language.
SMS_VARIABLES = ("name", "puja", "date", "slot", "priest", "link", "temple")


def sms_variables(w: Mapping[str, str]) -> dict[str, str]:
    return {name: w[name] for name in SMS_VARIABLES}
