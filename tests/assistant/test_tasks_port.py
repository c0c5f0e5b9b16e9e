"""The assistant's tasks port over the real service layer (SQLite and PostgreSQL): catalogue
matching, the REST API's own rules, creation once per key, and the lookup's masking and
rate limit."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from fastapi import FastAPI

from api.assistant.tasks import ServiceTasks
from api.common.ratelimit import SharedLimiter
from assistant_core.tasks_port import (
    CancelTerms,
    Created,
    Reach,
    Refused,
    TempleTimes,
    TimePeriod,
    Visit,
)
from data.db import Database
from data.models import PriestBooking, Temple
from tests.conftest import Clock, india_date
from tests.support import count


def port(app: FastAPI, db: Database, clock: Clock) -> ServiceTasks:
    return ServiceTasks(db, clock, app.state.lookup_limiter)


def booking(**changes: object) -> dict[str, object]:
    fields: dict[str, object] = {
        "serviceId": "",
        "customerName": "Ravi Kumar",
        "customerPhone": "9876543210",
        "customerEmail": None,
        "customerAddress": "",
        "isOnline": True,
        "selectedDate": india_date(2),
        "selectedTime": "8:00 AM - 10:00 AM",
        "specialRequests": "",
    }
    return {**fields, **changes}


async def test_pujas_are_found_by_name_in_english_hinglish_and_devanagari(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    names = [p.name for p in await tasks.find_pujas("griha pravesh")]
    assert "Griha Pravesh Puja" in names and len(names) >= 2
    assert [p.name for p in await tasks.find_pujas("Rudrabhishek")] == ["Rudrabhishek"]
    katha = await tasks.find_pujas("satyanarayan katha")
    assert katha[0].name == "Satyanarayan Katha"
    assert await tasks.find_pujas("quantum physics") == []


async def test_the_catalogue_is_found_and_named_in_hindi(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    [mala, *_] = await tasks.find_products("पंचमुखी रुद्राक्ष माला")
    assert mala.id == "prod-5-mukhi-rudraksha-mala"
    assert mala.name_in("hi") == "पंचमुखी रुद्राक्ष माला (108+1 मनके)"
    assert mala.name_in("en") == mala.name
    # The exact name first, then the others that hold every word asked.
    puja, *others = await tasks.find_pujas("सत्यनारायण कथा")
    assert others and puja.name == "Satyanarayan Katha" and puja.name_in("hi") == "सत्यनारायण कथा"
    temple, *_ = await tasks.find_temples("दगडूशेठ")
    assert "Dagdusheth" in temple.name and "दगडूशेठ" in temple.name_in("hi")
    # A product out of stock is found (the form says so) rather than passed over.
    sold_out, *_ = await tasks.find_products("gauri shankar rudraksha")
    assert sold_out.stock == 0


async def test_temples_by_name_and_near_a_point(app: FastAPI, db: Database, clock: Clock) -> None:
    tasks = port(app, db, clock)
    [found] = await tasks.find_temples("dagdusheth")
    assert "Dagdusheth" in found.name
    near = await tasks.find_temples(None, near=(18.5204, 73.8567))
    assert near and near[0].distance_km is not None and near[0].distance_km < 5


async def test_contact_fields_follow_the_rest_rules(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    assert await tasks.check("customerPhone", "+91 98765 43210") == "9876543210"
    short = await tasks.check("customerPhone", "98765")
    assert isinstance(short, Refused) and short.code == "punya.phone_digits"
    wrong = await tasks.check("customerEmail", "ravi@")
    assert isinstance(wrong, Refused) and wrong.code == "punya.email_format"


async def test_a_booking_is_created_once_per_key(app: FastAPI, db: Database, clock: Clock) -> None:
    tasks = port(app, db, clock)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    fields = booking(serviceId=puja.id)
    first = await tasks.create_priest_booking(
        fields, key="assistant-k1", client_ref="c1", client="203.0.113.9"
    )
    again = await tasks.create_priest_booking(
        fields, key="assistant-k1", client_ref="c1", client="203.0.113.9"
    )
    assert isinstance(first, Created) and first == again
    assert first.amount == puja.price == Decimal(puja.price)
    assert await count(db, PriestBooking) == 1


async def test_a_refusal_names_the_field(app: FastAPI, db: Database, clock: Clock) -> None:
    tasks = port(app, db, clock)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    past = booking(serviceId=puja.id, selectedDate=india_date(-1))
    refused = await tasks.create_priest_booking(
        past, key="k2", client_ref="c1", client="203.0.113.9"
    )
    assert isinstance(refused, Refused)
    assert (refused.field, refused.code) == ("selectedDate", "date_in_past")


async def test_slots_of_today_that_began_are_not_free(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    today = date.fromisoformat(india_date(0))
    slots = await tasks.priest_slots(today)
    assert len(slots) == 8 and not slots[0].available


async def test_the_lookup_shows_other_browsers_only_a_count(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    created = await tasks.create_priest_booking(
        booking(serviceId=puja.id), key="k3", client_ref="mine", client="1.2.3.4"
    )
    assert isinstance(created, Created)
    theirs = await tasks.lookup(
        phone="9876543210", email=None, client_ref="other", client="1.2.3.4"
    )
    assert (theirs.records, theirs.hidden) == ((), 1)
    found = await tasks.lookup(phone="9876543210", email=None, client_ref="mine", client="1.2.3.4")
    [view] = found.records
    assert view.id == created.record_id and view.status == "pending"
    assert view.last_event is not None and view.last_event.status == "pending"
    # When it happens, online, and no priest named yet (the booking is new).
    fields = booking(serviceId=puja.id)
    assert view.visit == Visit(fields["selectedDate"], fields["selectedTime"], True, True, None)


async def test_the_lookup_shares_the_rate_limit_of_my_orders(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    limit = app.state.lookup_limiter.max_hits
    for _ in range(limit):
        assert not (
            await tasks.lookup(phone="9876543210", email=None, client_ref=None, client="9.9.9.9")
        ).limited
    assert (
        await tasks.lookup(phone="9876543210", email=None, client_ref=None, client="9.9.9.9")
    ).limited


async def test_who_comes_to_a_home_and_the_nearest_city_when_nobody_does(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = ServiceTasks(db, clock, app.state.lookup_limiter, app.state.geocoder)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    pune = "Flat 12, Shanti Nagar, Pune, Maharashtra 411001"
    assert (await tasks.reach(puja.id, pune, "en")).priests >= 1
    guwahati = "12 Fancy Bazar Road, Guwahati, Assam 781001"
    nobody = await tasks.reach(puja.id, guwahati, "en")
    assert nobody == Reach(0, "Varanasi, Uttar Pradesh")  # of the three seeded, the nearest
    assert (await tasks.reach(puja.id, guwahati, "hi")).nearest_city != nobody.nearest_city
    # Off the map: every priest who performs it is counted, and said to be so.
    nowhere = await tasks.reach(puja.id, "Behind the old banyan tree", "en")
    assert not nowhere.placed and nowhere.priests >= 1
    assert (await tasks.reach(puja.id, pune, "en")).placed
    # The times offered for that home: none, as no priest performing it comes there.
    day = date.fromisoformat(india_date(3))
    assert not any(s.available for s in await tasks.priest_slots(day, puja.id, address=guwahati))
    assert any(s.available for s in await tasks.priest_slots(day, puja.id, address=pune))
    assert any(s.available for s in await tasks.priest_slots(day, puja.id, online=True))


async def test_a_cancel_is_quoted_and_done_as_my_orders_does_it(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    created = await tasks.create_priest_booking(
        booking(serviceId=puja.id), key="k9", client_ref="mine", client="1.2.3.4"
    )
    assert isinstance(created, Created)
    record_id, phone = created.record_id, "9876543210"
    theirs = await tasks.cancel_terms("priest", record_id, phone, client_ref="other")
    assert isinstance(theirs, Refused)  # another browser, not verified for the phone
    terms = await tasks.cancel_terms("priest", record_id, phone, client_ref="mine")
    assert terms == CancelTerms(None, Decimal(0))  # nothing paid online yet
    assert await tasks.cancel("priest", record_id, phone, client_ref="mine") == Decimal(0)
    async with db.reader() as session:
        [row] = (await session.execute(PriestBooking.__table__.select())).all()
    assert row.status == "cancelled"
    again = await tasks.cancel_terms("priest", record_id, phone, client_ref="mine")
    assert isinstance(again, CancelTerms) and again.problem is not None


async def test_a_booking_is_moved_as_my_orders_moves_it(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    far, near = [
        await tasks.create_priest_booking(
            booking(serviceId=puja.id, selectedDate=india_date(days)),
            key=f"m{days}",
            client_ref="mine",
            client="1.2.3.4",
        )
        for days in (5, 1)
    ]
    assert isinstance(far, Created) and isinstance(near, Created)
    phone, day = "9876543210", date.fromisoformat(india_date(6))
    theirs = await tasks.move_slots("priest", far.record_id, phone, day, client_ref="other")
    assert isinstance(theirs, Refused)  # another browser, not verified for the phone
    free = await tasks.move_slots("priest", far.record_id, phone, day, client_ref="mine")
    assert isinstance(free, list) and any(s.available for s in free)
    late = await tasks.move_slots("priest", near.record_id, phone, day, client_ref="mine")
    assert isinstance(late, Refused) and late.code == "not_movable"
    slot = next(s.label for s in free if s.available)
    moved = await tasks.reschedule("priest", far.record_id, phone, day, slot, client_ref="mine")
    assert moved == Visit(day.isoformat(), slot, True, True)


async def test_the_priests_free_are_offered_in_the_replys_language_with_their_languages(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    [puja] = await tasks.find_pujas("Rudrabhishek")
    day = date.fromisoformat(india_date(3))
    asked = {"online": True, "address": "", "limit": 2}
    english = await tasks.free_priests(puja.id, day, "8:00 AM - 10:00 AM", language="en", **asked)
    hindi = await tasks.free_priests(puja.id, day, "8:00 AM - 10:00 AM", language="hi", **asked)
    assert 1 <= len(english) <= 2 and [p.id for p in hindi] == [p.id for p in english]
    assert all("Sanskrit" in p.languages for p in english + hindi)  # English names in both
    assert any(c > "\u0900" for c in hindi[0].name)  # the name as Hindi cards write it


ORDER_ADDRESS = {
    "houseAndStreet": "Flat 302, Shanti Apartments, Baner Road",
    "landmark": "",
    "state": "Maharashtra",
    "city": "Pune",
    "pinCode": "411045",
}


def order(payment: str, **changes: object) -> dict[str, object]:
    fields: dict[str, object] = {
        "items": [{"productId": "prod-5-mukhi-rudraksha-mala", "quantity": 2}],
        "customerName": "Aniket Kulkarni",
        "customerPhone": "9823012345",
        "customerEmail": None,
        "deliveryAddress": ORDER_ADDRESS,
        "paymentMethod": payment,
    }
    return {**fields, **changes}


async def test_the_cart_is_priced_and_the_address_checked_as_the_store_does(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    quote = await tasks.quote(
        (("prod-5-mukhi-rudraksha-mala", 2), ("prod-gauri-shankar-rudraksha", 1))
    )
    mala, sold_out = quote.lines
    assert (mala.available, sold_out.available) == (True, False)  # the seed has none left
    assert (quote.subtotal, quote.shipping, quote.tax, quote.total) == (2598, 0, 130, 2728)
    assert mala.name_in("hi") != mala.name  # the catalogue's Hindi name
    [state] = await tasks.pin_states("411045") or ()
    assert (state.name, state.name_in("hi")) == ("Maharashtra", "महाराष्ट्र")
    assert await tasks.pin_states("999999") is None
    refused = await tasks.check_address({**ORDER_ADDRESS, "city": "Jaipur"})
    assert isinstance(refused, Refused) and refused.field == "city"
    assert await tasks.check_address(ORDER_ADDRESS) == ORDER_ADDRESS


async def test_cash_on_delivery_needs_the_phone_proved_and_orders_count_per_address(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    per_hour = 3  # orders a client address may place in an hour, as the screens count them
    limiter = SharedLimiter(db, "create", per_hour, 3600, clock)
    tasks = ServiceTasks(db, clock, app.state.lookup_limiter, creation_limiter=limiter)
    cash = await tasks.create_store_order(
        order("cod"), key="o1", client_ref="me", client="203.0.113.5"
    )
    assert isinstance(cash, Refused) and cash.code == "verification_required"
    assert not await tasks.verified("9823012345", client_ref="me")
    online = await tasks.create_store_order(
        order("phonepe"), key="o2", client_ref="me", client="203.0.113.5"
    )
    assert isinstance(online, Created) and online.amount == Decimal(2728)
    assert online.shown_id.startswith("SO-")
    for n in range(per_hour - 1):  # the cash order refused above was counted too
        last = await tasks.create_store_order(
            order("phonepe"), key=f"more-{n}", client_ref="me", client="203.0.113.5"
        )
    assert isinstance(last, Refused) and last.code == "rate_limited"


async def test_a_temples_timings_as_its_page_shows_them(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = port(app, db, clock)
    temple_id = "temple-siddhivinayak-mumbai"
    published = await tasks.temple_timings(temple_id, "en")
    assert published is not None and published.periods == () and published.note is None
    async with db.writer() as session:
        temple = await session.get(Temple, temple_id)
        assert temple is not None
        temple.timings = [
            {
                "label": "Kakad aarti",
                "label_hi": "काकड़ आरती",
                "opens": "5:30 AM",
                "closes": "6:00 AM",
            },
            {"label": "Darshan", "label_hi": None, "opens": "6:00 AM", "closes": "9:50 PM"},
        ]
        temple.timings_note = "Longer queues on Tuesdays."
        temple.timings_note_hi = "मंगलवार को कतार लंबी होती है।"
        await session.commit()
    hindi = await tasks.temple_timings(temple_id, "hi")
    assert hindi == TempleTimes(
        (
            TimePeriod("काकड़ आरती", "5:30 AM", "6:00 AM"),
            TimePeriod("Darshan", "6:00 AM", "9:50 PM"),
        ),
        "मंगलवार को कतार लंबी होती है।",
    )
    english = await tasks.temple_timings(temple_id, "en")
    assert english is not None and english.periods[0].label == "Kakad aarti"
    assert await tasks.temple_timings("temple-nowhere", "en") is None
