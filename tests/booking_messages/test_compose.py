"""Booking messages composed in the language the devotee booked in: English, Hindi in
Devanagari (with the catalogue's Hindi names and dates in Hindi words) and Hinglish in Latin
letters; each holds only while true; the reminder's hour; the SMS template's variables and
the template of the message's language."""

from __future__ import annotations

import re
import string
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest

from api.booking_messages.compose import BRANCHES, Booked, compose
from api.booking_messages.queue import RecordKind, reminder_at, reminder_key
from api.booking_messages.texts import TABLES
from api.booking_messages.words import date_words, slot_words
from api.settings import SmsSettings
from api.verification.delivery import MessageNotice, Msg91Sender
from api.verification.rules import Channel
from data.statuses import BookingStatus
from tests.verification.support import SmsOutbox

SUNDAY = date(2026, 12, 6)
# Saturday 5 December, 6:00 PM in India: the evening before.
EVENING = datetime(2026, 12, 5, 12, 30, tzinfo=UTC)
DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def priest_booking(language: str = "en", **changes: Any) -> Booked:
    fields: dict[str, Any] = {
        "kind": RecordKind.PRIEST,
        "id": "PB1764900000000X7K2QM4PA9",
        "language": language,
        "status": BookingStatus.CONFIRMED,
        "name": "Meera Iyer",
        "phone": "9845012345",
        "email": "meera@example.com",
        "day": SUNDAY,
        "slot": "8:00 AM - 10:00 AM",
        "puja": "Ganesh Puja",
        "puja_hi": "गणेश पूजा",
        "priest": "Acharya Alok Mishra",
        "priest_hi": "आचार्य आलोक मिश्र",
        "priest_id": "priest-alok-mishra",
        "online": True,
        "link": "https://meet.jit.si/punya-abc",
    }
    return Booked(**{**fields, **changes})


def temple_booking(language: str = "en", **changes: Any) -> Booked:
    fields: dict[str, Any] = {
        "kind": RecordKind.TEMPLE,
        "id": "TB1764900000000X7K2QM4PA9",
        "language": language,
        "status": BookingStatus.CONFIRMED,
        "name": "Meera Iyer",
        "phone": "9845012345",
        "email": None,
        "day": SUNDAY,
        "slot": "7:00 PM",
        "puja": "Rudrabhishek",
        "puja_hi": "रुद्राभिषेक",
        "temple": "Shri Kashi Vishwanath Temple",
        "temple_hi": "श्री काशी विश्वनाथ मंदिर",
        "address": "Lahori Tola, Domari, Varanasi",
        "address_hi": "लाहौरी टोला, डोमरी, वाराणसी",
    }
    return Booked(**{**fields, **changes})


def text_of(booked: Booked, key: str, now: datetime = EVENING) -> str:
    composed = compose(booked, key, now)
    assert composed is not None, key
    return f"{composed.subject}\n{composed.text}"


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_language_has_every_text_with_the_same_placeholders() -> None:
    english = TABLES["en"]
    for language, table in TABLES.items():
        assert table.keys() == english.keys(), language
        for key, text in table.items():
            assert _placeholders(text) == _placeholders(english[key]), (language, key)
    assert all(DEVANAGARI.search(text) for text in TABLES["hi"].values() if text != "{date}")
    assert not any(DEVANAGARI.search(text) for text in TABLES["hinglish"].values())


def test_dates_and_times_in_words_of_each_language() -> None:
    assert date_words(SUNDAY, "en", this_year=2026) == "Sunday, 6 December"
    assert date_words(SUNDAY, "hi", this_year=2026) == "रविवार, 6 दिसंबर"
    assert date_words(SUNDAY, "hinglish", this_year=2026) == "Ravivar, 6 December"
    assert date_words(SUNDAY, "hi", this_year=2025) == "रविवार, 6 दिसंबर 2026"
    assert slot_words("8:00 AM - 10:00 AM", "hi") == "सुबह 8 से 10 बजे तक"
    assert slot_words("6:00 PM - 8:00 PM", "hi") == "शाम 6 से रात 8 बजे तक"
    assert slot_words("10:00 AM - 12:00 PM", "hinglish") == "subah 10 se dopahar 12 baje tak"
    assert slot_words("7:00 PM", "hi") == "शाम 7 बजे"
    assert slot_words("4:30 AM", "hinglish") == "subah 4:30 baje"
    assert slot_words("8:00 AM - 10:00 AM", "en") == "8:00 AM - 10:00 AM"
    assert slot_words("After the evening aarti", "hi") == "After the evening aarti"


def test_a_priest_booking_confirmed_in_each_language() -> None:
    key = BookingStatus.CONFIRMED.value
    english = text_of(priest_booking("en"), key)
    assert "Booking confirmed: Ganesh Puja on Sunday, 6 December" in english
    assert "Namaste Meera Iyer, your Ganesh Puja on Sunday, 6 December, 8:00 AM - 10:00 AM" in (
        english
    )
    assert "Your priest: Acharya Alok Mishra." in english
    assert "30 minutes before the puja" in english and "Booking PB-K2QM4PA9." in english

    hindi = text_of(priest_booking("hi"), key)
    assert "नमस्ते Meera Iyer जी," in hindi
    assert "रविवार, 6 दिसंबर को सुबह 8 से 10 बजे तक गणेश पूजा के लिए आपकी बुकिंग पक्की" in hindi
    assert "आपकी पूजा आचार्य आलोक मिश्र करवाएँगे।" in hindi
    assert "30 मिनट पहले" in hindi and "बुकिंग PB-K2QM4PA9।" in hindi
    assert "Ganesh" not in hindi and "Sunday" not in hindi

    hinglish = text_of(priest_booking("hinglish"), key)
    assert "Namaste Meera Iyer ji," in hinglish
    assert "Ravivar, 6 December ko subah 8 se 10 baje tak Ganesh Puja ke liye aapki booking" in (
        hinglish
    )
    assert "pakki ho gayi hai" in hinglish and "Aapki puja Acharya Alok Mishra karwayenge." in (
        hinglish
    )
    assert not DEVANAGARI.search(hinglish)


def test_the_confirmation_and_reminder_send_the_samagri_the_family_keeps_ready() -> None:
    lists = {
        "samagri": ("21 durva bundles", "Roli, haldi and sindoor"),
        "samagri_hi": ("दूर्वा की 21 गड्डियाँ", "रोली, हल्दी और सिंदूर"),
    }
    key = BookingStatus.CONFIRMED.value
    english = text_of(priest_booking("en", **lists), key)
    assert "Please keep this samagri ready: 21 durva bundles; Roli, haldi and sindoor." in english
    hindi = text_of(priest_booking("hi", **lists), key)
    assert "कृपया यह सामग्री तैयार रखिए: दूर्वा की 21 गड्डियाँ; रोली, हल्दी और सिंदूर।" in hindi
    hinglish = text_of(priest_booking("hinglish", **lists), key)
    assert "Kripya yeh samagri taiyar rakhiye: 21 durva bundles;" in hinglish
    reminder = text_of(priest_booking("en", **lists), reminder_key(SUNDAY.isoformat()))
    assert "Please keep this samagri ready" in reminder
    # No list in the catalogue: nothing said of it.
    assert "samagri" not in text_of(priest_booking("en"), key)


def test_a_priest_still_to_be_assigned_is_promised_in_each_language() -> None:
    key = BookingStatus.CONFIRMED.value
    waiting: dict[str, Any] = {"priest": None, "priest_hi": None, "priest_id": None}
    assert "as soon as one is assigned" in text_of(priest_booking("en", **waiting), key)
    assert "पंडित जी तय होते ही" in text_of(priest_booking("hi", **waiting), key)
    assert "Pandit ji tay hote hi" in text_of(priest_booking("hinglish", **waiting), key)


def test_a_new_priest_in_each_language_and_only_the_latest() -> None:
    key = "priest:priest-alok-mishra:ab12"
    assert "Acharya Alok Mishra will perform your Ganesh Puja on Sunday, 6 December" in (
        text_of(priest_booking("en"), key)
    )
    hindi = text_of(priest_booking("hi"), key)
    assert "होने वाली आपकी पूजा (गणेश पूजा) आचार्य आलोक मिश्र करवाएँगे" in hindi
    assert "गणेश पूजा के लिए आपके पंडित जी: आचार्य आलोक मिश्र" in hindi
    assert "hone wali aapki puja (Ganesh Puja) Acharya Alok Mishra karwayenge" in text_of(
        priest_booking("hinglish"), key
    )
    # Changed again since: the newer message says who.
    assert compose(priest_booking("hi"), "priest:priest-venkatesh-iyer:cd34", EVENING) is None


def test_the_reminder_in_each_language() -> None:
    key = reminder_key(SUNDAY.isoformat())
    english = text_of(priest_booking("en"), key)
    assert "Reminder: Ganesh Puja, tomorrow, Sunday, 6 December" in english
    assert "a reminder: your Ganesh Puja is tomorrow, Sunday, 6 December, 8:00 AM" in english
    hindi = text_of(priest_booking("hi"), key)
    assert "याद दिला दें: कल, रविवार, 6 दिसंबर को सुबह 8 से 10 बजे तक गणेश पूजा के लिए" in hindi
    hinglish = text_of(priest_booking("hinglish"), key)
    assert "ji, yaad dila dein: kal, Ravivar, 6 December ko subah 8 se 10 baje tak" in hinglish
    # Sent at once on the day itself (booked after the evening before): "today".
    morning = datetime(2026, 12, 6, 1, 0, tzinfo=UTC)
    assert "आज, रविवार, 6 दिसंबर को" in text_of(priest_booking("hi"), key, morning)


def test_a_reminder_holds_only_for_an_open_booking_on_its_date() -> None:
    key = reminder_key(SUNDAY.isoformat())
    assert compose(priest_booking(status=BookingStatus.CANCELLED), key, EVENING) is None
    assert compose(temple_booking(status=BookingStatus.CANCELLED), key, EVENING) is None
    assert compose(priest_booking(status=BookingStatus.COMPLETED), key, EVENING) is None
    moved = priest_booking(day=SUNDAY + timedelta(days=3))
    assert compose(moved, key, EVENING) is None  # the new date has its own reminder
    past = datetime(2026, 12, 7, 4, 0, tzinfo=UTC)
    assert compose(priest_booking(), key, past) is None


def test_the_video_link_in_each_language() -> None:
    day_of = datetime(2026, 12, 6, 2, 0, tzinfo=UTC)  # 7:30 AM in India
    english = text_of(priest_booking("en"), "meeting", day_of)
    assert "your online Ganesh Puja begins at 8:00 AM today (Sunday, 6 December)." in english
    assert "Join the video call: https://meet.jit.si/punya-abc" in english
    hindi = text_of(priest_booking("hi"), "meeting", day_of)
    assert "आपकी ऑनलाइन पूजा (गणेश पूजा) आज, रविवार, 6 दिसंबर, सुबह 8 बजे शुरू होगी।" in hindi
    assert "यह लिंक खोलिए: https://meet.jit.si/punya-abc" in hindi
    hinglish = text_of(priest_booking("hinglish"), "meeting", day_of)
    assert (
        "ji, aapki online puja (Ganesh Puja) aaj, Ravivar, 6 December, subah 8 baje shuru hogi."
        in (hinglish)
    )
    assert compose(priest_booking(online=False), "meeting", day_of) is None
    assert compose(priest_booking(status=BookingStatus.PENDING), "meeting", day_of) is None


def test_a_temple_booking_confirmed_and_reminded_in_each_language() -> None:
    confirmed, reminder = BookingStatus.CONFIRMED.value, reminder_key(SUNDAY.isoformat())
    english = text_of(temple_booking("en"), confirmed)
    assert "your Rudrabhishek at Shri Kashi Vishwanath Temple on Sunday, 6 December, 7:00 PM" in (
        english
    )
    assert "is confirmed." in english and "Booking TB-K2QM4PA9." in english
    hindi = text_of(temple_booking("hi"), confirmed)
    assert "श्री काशी विश्वनाथ मंदिर में रविवार, 6 दिसंबर को शाम 7 बजे रुद्राभिषेक के लिए" in hindi
    assert "पक्की हो गई है" in hindi
    hinglish = text_of(temple_booking("hinglish"), confirmed)
    assert "Shri Kashi Vishwanath Temple mein Ravivar, 6 December ko shaam 7 baje Rudrabhishek" in (
        hinglish
    )

    assert (
        "is tomorrow, Sunday, 6 December, 7:00 PM. Address: Lahori Tola, Domari, Varanasi.\n"
        in text_of(temple_booking("en"), reminder)
    )
    hindi = text_of(temple_booking("hi"), reminder)
    assert "याद दिला दें: कल, रविवार, 6 दिसंबर को शाम 7 बजे श्री काशी विश्वनाथ मंदिर में" in hindi
    assert "पता: लाहौरी टोला, डोमरी, वाराणसी।\nबुकिंग TB-K2QM4PA9। - पुण्य" in hindi
    assert "yaad dila dein: kal, Ravivar, 6 December ko shaam 7 baje" in text_of(
        temple_booking("hinglish"), reminder
    )


def test_hindi_names_fall_back_to_english_where_none_is_written() -> None:
    unnamed = temple_booking("hi", puja_hi=None, temple_hi=None, address_hi=None)
    hindi = text_of(unnamed, BookingStatus.CONFIRMED.value)
    assert "Shri Kashi Vishwanath Temple में" in hindi and "Rudrabhishek के लिए" in hindi


def test_prasad_shipped_names_the_courier_and_tracking_in_each_language() -> None:
    sent = {"prasad": "shipped", "courier": "India Post", "tracking": "EE123456789IN"}
    done = temple_booking(status=BookingStatus.COMPLETED, **sent)  # after the pooja
    english = text_of(temple_booking(**sent), "prasad_shipped")
    assert "Your prasad from Shri Kashi Vishwanath Temple is on its way" in english
    assert "sent by India Post, tracking number EE123456789IN." in english
    hindi = text_of(temple_booking("hi", **sent), "prasad_shipped")
    assert "श्री काशी विश्वनाथ मंदिर का प्रसाद आपके लिए भेज दिया गया है" in hindi
    assert "रुद्राभिषेक" in hindi and "India Post से भेज दिया गया है, ट्रैकिंग नंबर EE123456789IN" in hindi
    hinglish = text_of(temple_booking("hinglish", **sent), "prasad_shipped")
    assert "ka prasad India Post se bhej diya gaya hai, tracking number EE123456789IN" in hinglish
    assert compose(done, "prasad_shipped", EVENING) is not None
    delivered = temple_booking(**{**sent, "prasad": "delivered"})
    assert compose(delivered, "prasad_shipped", EVENING) is None  # no longer news
    assert (
        compose(temple_booking(**sent, status=BookingStatus.CANCELLED), "prasad_shipped", EVENING)
        is None
    )


def test_a_temple_booking_gets_only_its_own_kinds_of_message() -> None:
    assert compose(temple_booking(), "meeting", EVENING) is None
    assert compose(priest_booking(), "prasad_shipped", EVENING) is None
    assert set(BRANCHES) == set(RecordKind)


def test_the_reminder_goes_the_evening_before_or_at_once() -> None:
    early = datetime(2026, 12, 1, 5, 0, tzinfo=UTC)
    assert reminder_at(SUNDAY, early) == EVENING  # 6:00 PM in India on Saturday
    late = datetime(2026, 12, 5, 16, 0, tzinfo=UTC)  # Saturday 9:30 PM in India
    assert reminder_at(SUNDAY, late) == late


def test_the_sms_variables_keep_their_names_in_the_devotees_language() -> None:
    composed = compose(priest_booking("hi"), BookingStatus.CONFIRMED.value, EVENING)
    assert composed is not None and composed.language == "hi"
    assert composed.variables == {
        "name": "Meera Iyer",
        "puja": "गणेश पूजा",
        "date": "रविवार, 6 दिसंबर",
        "slot": "सुबह 8 से 10 बजे तक",
        "priest": "आचार्य आलोक मिश्र",
        "link": "https://meet.jit.si/punya-abc",
        "temple": "",
    }


@pytest.mark.parametrize(
    ("language", "template"), [("en", "T-EN"), ("hi", "T-HI"), ("hinglish", "T-EN")]
)
async def test_the_sms_goes_with_the_template_of_its_language(language: str, template: str) -> None:
    outbox = SmsOutbox()
    settings = SmsSettings.model_validate(
        {
            "api_key": "key",
            "template_id": "T-OTP",
            "booking_template_id": "T-EN",
            "booking_template_id_hi": "T-HI",
        }
    )
    sms = Msg91Sender(settings, transport=outbox.transport())
    notice = MessageNotice(Channel.SMS, "9845012345", "s", "t", {"name": "Meera"}, language)
    await sms.send_message(notice)
    [body] = outbox.bodies()
    assert body["template_id"] == template
    assert body["recipients"] == [{"mobiles": "919845012345", "name": "Meera"}]
