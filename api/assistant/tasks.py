"""The assistant's tasks port over the REST service layer: the same catalogue queries, the
same validation (the wire types' own rules), the same create functions with the same
Idempotency-Key handling, and the same order lookup with its owner rule, rate limit and
one-time codes."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from pydantic import TypeAdapter, ValidationError

from api.common.deps import TOO_MANY_CREATED
from api.common.errors import ApiError
from api.common.history import HistoryEntry
from api.common.ratelimit import SharedLimiter
from api.common.sankalp import SankalpIn
from api.common.schedule import check_visit, parse_clock
from api.common.translated import text_in
from api.common.wire import Notes, OptionalEmail, PersonName, Phone
from api.orders import reschedule
from api.orders import service as orders
from api.orders.rules import MOVE_BEFORE
from api.orders.schemas import (
    CancelRequest,
    LookedUpPriestBooking,
    LookupRequest,
    RescheduleRequest,
)
from api.places.geocode import Geocoder
from api.priest_bookings import service as priest_bookings
from api.priest_bookings.schemas import PriestBookingCreate
from api.priest_bookings.service import SlotQuestion
from api.priests import service as priests_service
from api.priests.schemas import PujaVisit
from api.settings import CheckoutSettings, VerificationSettings
from api.store import service as store_service
from api.store.address import DeliveryAddress, HomeAddress
from api.store.pin_directory import pin_place
from api.store.rules import MAX_PER_ITEM
from api.store.schemas import Cart, CartLine, CheckoutRequest, StoreOrderRead
from api.store.states import STATES
from api.temple_bookings import service as temple_bookings
from api.temple_bookings.schemas import TempleBookingCreate
from api.temples import service as temples_service
from api.verification import service as verification
from api.verification.delivery import Delivery, LogSender
from api.verification.rules import contact_key
from api.verification.schemas import CodeRequest, ConfirmRequest
from assistant_core.forms.matching import Candidate, offering, ranked, searched
from assistant_core.tasks_port import (
    CancelTerms,
    Created,
    Lookup,
    OrderEvent,
    OrderView,
    PriestFree,
    Product,
    Puja,
    Quote,
    QuoteLine,
    Reach,
    RecordKind,
    Refused,
    Samagri,
    SlotFree,
    State,
    Temple,
    TempleService,
    TempleTimes,
    TimePeriod,
    Visit,
)
from assistant_core.texts import UiLanguage
from data.db import Database
from data.ids import short_id
from data.repositories import puja_services, store, temples
from data.statuses import OPEN_BOOKING
from intents import languages_named

NEAR_KM = 50  # the temple screen's widest radius
ALL_ROWS = 5000
_CHECKS: dict[str, TypeAdapter[Any]] = {
    "customerName": TypeAdapter(PersonName),
    "customerPhone": TypeAdapter(Phone),
    "customerEmail": TypeAdapter(OptionalEmail),
    "customerAddress": TypeAdapter(HomeAddress),
    "specialRequests": TypeAdapter(Notes),
}


def _refused(exc: ValidationError | ApiError) -> Refused:
    if isinstance(exc, ApiError):
        return Refused(exc.fields[0] if exc.fields else None, exc.code, exc.detail)
    error = exc.errors()[0]
    where = error.get("loc", ())
    field = str(where[0]) if where else None
    return Refused(field, str(error.get("type", "invalid")), str(error.get("msg", "invalid")))


class ServiceTasks:
    max_per_item = MAX_PER_ITEM

    def __init__(
        self,
        db: Database,
        clock: Callable[[], datetime],
        lookup_limiter: SharedLimiter,
        geocoder: Geocoder | None = None,
        *,
        delivery: Callable[[], Delivery] | None = None,
        verification: VerificationSettings | None = None,
        checkout: CheckoutSettings | None = None,
        creation_limiter: SharedLimiter | None = None,
    ) -> None:
        self.db = db
        self.clock = clock
        self.lookups = lookup_limiter
        # One-time codes go out as My Orders sends them (the app's delivery, read when sent).
        self.delivery = delivery or (lambda: Delivery(sms=LogSender(), email=LogSender()))
        self.verification = verification or VerificationSettings()
        # Places the home of a booking, as the booking form's route does (None: not placed).
        self.geocoder = geocoder
        self.checkout = checkout or CheckoutSettings()
        self.cod_max_total = self.checkout.cod_max_total
        self.move_before_hours = MOVE_BEFORE // timedelta(hours=1)
        # Orders placed per client address, counted with the screens' (None: not counted).
        self.creation_limiter = creation_limiter

    # --- the catalogue ------------------------------------------------------------------

    async def find_pujas(self, text: str, *, limit: int = 5) -> list[Puja]:
        async with self.db.reader() as session:
            rows, _ = await puja_services.search(
                session, term="", category=None, offset=0, limit=ALL_ROWS
            )
        by_id = {r.id: r for r in rows}
        candidates = [_candidate(r) for r in rows]
        return [_puja(by_id[i]) for i in ranked(text, candidates, limit=limit)]

    async def puja(self, puja_id: str) -> Puja | None:
        async with self.db.reader() as session:
            row = await puja_services.get_active(session, puja_id)
        return None if row is None else _puja(row)

    async def samagri(self, puja_id: str, language: UiLanguage) -> Samagri | None:
        async with self.db.reader() as session:
            row = await puja_services.get_active(session, puja_id)
        if row is None:
            return None
        return Samagri(
            tuple(text_in(row, "samagri_family", language)),
            tuple(text_in(row, "samagri_priest", language)),
        )

    async def priest_slots(
        self, day: date, puja_id: str | None = None, *, online: bool = False, address: str = ""
    ) -> list[SlotFree]:
        """The day's slots as the booking form lists them: begun and full ones not free, and
        with the puja, those when no priest who performs it online or reaches the home is."""
        seeking = None
        if puja_id is not None:
            point = await priests_service.home_point(
                self.geocoder, address, online=online or not address
            )
            seeking = SlotQuestion(puja_id, online, point, None)
        async with self.db.reader() as session:
            listed = await priest_bookings.list_time_slots(
                session, day, self.clock(), seeking=seeking
            )
        return [SlotFree(s.label, s.available) for s in listed]

    async def free_priests(
        self,
        puja_id: str,
        day: date,
        slot: str,
        *,
        online: bool,
        address: str,
        language: UiLanguage,
        limit: int,
        speaking: str | None = None,
    ) -> list[PriestFree]:
        fields = {
            "serviceId": puja_id,
            "selectedDate": day.isoformat(),
            "selectedTime": slot,
            "isOnline": online,
            "customerAddress": "" if online else address,
            "language": speaking,
        }
        try:
            visit = PujaVisit.model_validate(fields)
            async with self.db.reader() as session:
                found = await priests_service.free_priests(
                    session, visit, geocoder=self.geocoder, language=language, now=self.clock()
                )
        except (ValidationError, ApiError):
            return []  # no choice to offer: the booking assigns whoever is free
        return [
            PriestFree(p.id, p.name, languages_named(", ".join(p.languages)), p.city)
            for p in found.priests[:limit]
        ]

    async def reach(self, puja_id: str, address: str, language: UiLanguage) -> Reach:
        point = await priests_service.home_point(self.geocoder, address, online=False)
        async with self.db.reader() as session:
            found = await priests_service.reach(session, puja_id, point, language)
        return Reach(found.priests, found.nearest_city, found.placed)

    async def find_temples(
        self, text: str | None, *, near: tuple[float, float] | None = None, limit: int = 5
    ) -> list[Temple]:
        async with self.db.reader() as session:
            if near is not None:
                place = temples_service.Near(near[0], near[1], NEAR_KM)
                page = await temples_service.list_temples(session, search="", near=place, page=1)
                return [Temple(t.id, t.name, t.address, t.distance_km) for t in page.items[:limit]]
            rows = await temples.active_temples(session, term="")
        by_id = {r.id: r for r in rows}
        candidates = [_candidate(r, r.address) for r in rows]
        found = ranked(text or "", candidates, limit=limit)
        return [_temple(by_id[i]) for i in found]

    async def temples_offering(self, seva: str) -> list[Temple]:
        async with self.db.reader() as session:
            rows = await temples.active_temples(session, term="")
            sevas = await temples.all_active_services(session)
        by_id = {r.id: r for r in rows}
        offered = [Candidate(s.id, s.name, "", s.name_hi or "") for s in sevas]
        found = offering(seva, offered, {s.id: s.temple_id for s in sevas})
        return [_temple(by_id[i]) for i in found if i in by_id]

    async def search_temples(self, text: str, *, limit: int = 5) -> list[Temple]:
        async with self.db.reader() as session:
            rows = await temples.active_temples(session, term="")
        by_id = {r.id: r for r in rows}
        candidates = [
            Candidate(
                r.id,
                r.name,
                f"{r.address} {r.address_hi or ''} {r.description} {r.description_hi or ''}",
                r.name_hi or "",
            )
            for r in rows
        ]
        return [_temple(by_id[i]) for i in searched(text, candidates, limit=limit)]

    async def temple(self, temple_id: str) -> Temple | None:
        async with self.db.reader() as session:
            row = await temples.get_active(session, temple_id)
        return None if row is None else _temple(row)

    async def temple_services(self, temple_id: str) -> list[TempleService]:
        async with self.db.reader() as session:
            rows = await temples.active_services(session, temple_id)
        return [
            TempleService(
                r.id, r.name, Decimal(r.price), tuple(r.time_slots), r.name_hi, r.ships_prasad
            )
            for r in rows
        ]

    async def temple_timings(self, temple_id: str, language: UiLanguage) -> TempleTimes | None:
        async with self.db.reader() as session:
            row = await temples.get_active(session, temple_id)
        if row is None:
            return None
        periods = temples_service.timings_in(row, language)
        return TempleTimes(
            tuple(TimePeriod(p.label, p.opens, p.closes) for p in periods),
            text_in(row, "timings_note", language),
        )

    async def temple_slots(self, temple_id: str, service_id: str, day: date) -> list[SlotFree]:
        try:
            async with self.db.reader() as session:
                listed = await temple_bookings.list_time_slots(
                    session, temple_id, service_id, day, self.clock()
                )
        except ApiError:  # the temple or its pooja is gone
            return []
        return [SlotFree(s.label, s.available) for s in listed]

    async def find_products(self, text: str, *, limit: int = 5) -> list[Product]:
        async with self.db.reader() as session:
            rows, _ = await store.listed_products(
                session, term="", category=None, offset=0, limit=ALL_ROWS
            )
        by_id = {r.id: r for r in rows}
        candidates = [_candidate(r) for r in rows]
        return [_product(by_id[i]) for i in ranked(text, candidates, limit=limit)]

    async def product(self, product_id: str) -> Product | None:
        async with self.db.reader() as session:
            found = await store.products_by_ids(session, [product_id])
        row = found.get(product_id)
        return None if row is None or not row.is_active else _product(row)

    # --- the REST API's rules -----------------------------------------------------------

    async def check_visit(self, day: date, slot: str | None) -> Refused | None:
        start = None if slot is None else parse_clock(slot.split("-")[0])
        try:
            check_visit(day, start, self.clock())
        except ApiError as exc:
            return _refused(exc)
        return None

    async def check(self, field: str, value: str) -> str | Refused:
        try:
            checked = _CHECKS[field].validate_python(value)
        except ValidationError as exc:
            refused = _refused(exc)
            return Refused(field, refused.code, refused.message)
        return "" if checked is None else str(checked)

    async def pin_states(self, pin: str) -> tuple[State, ...] | None:
        place = pin_place(pin)
        if place is None:
            return None
        return tuple(State(name, STATES.get(name)) for name in place.states)

    async def check_address(self, parts: dict[str, str]) -> dict[str, str] | Refused:
        try:
            address = DeliveryAddress.model_validate(parts)
        except ValidationError as exc:
            return _refused(exc)
        return address.model_dump(by_alias=True)

    async def check_sankalp(self, parts: dict[str, object]) -> dict[str, object] | Refused | None:
        try:
            return SankalpIn.model_validate(parts).stored()
        except ValidationError as exc:
            return _refused(exc)

    async def verified(self, contact: str, *, client_ref: str | None) -> bool:
        key = contact_key(**_contact_fields(contact))
        if key is None:
            return False
        async with self.db.reader() as session:
            found = await verification.verified_for(session, client_ref, {key}, self.clock())
        return key in found

    # --- creating and looking up --------------------------------------------------------

    async def quote(self, lines: tuple[tuple[str, int], ...]) -> Quote:
        cart = Cart.model_construct(
            items=[CartLine.model_construct(product_id=p, quantity=q) for p, q in lines]
        )
        async with self.db.reader() as session:
            priced = await store_service.quote(session, cart)
            names = await store.products_by_ids(session, [line.product_id for line in priced.lines])
        return Quote(
            tuple(
                QuoteLine(
                    line.product_id,
                    line.product_name,
                    line.quantity,
                    line.price,
                    line.available,
                    getattr(names.get(line.product_id), "name_hi", None),
                )
                for line in priced.lines
            ),
            priced.subtotal,
            priced.shipping,
            priced.tax,
            priced.total,
        )

    async def create_store_order(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        try:
            payload = CheckoutRequest.model_validate(fields)
            await self._count_created(client)
            async with self.db.writer() as session:
                created = await store_service.checkout(
                    session,
                    payload,
                    now=self.clock(),
                    client_ref=client_ref or "",
                    idempotency_key=key,
                    limits=self.checkout,
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return Created(
            created.body["id"], Decimal(str(created.body["total"])), created.body.get("shortId")
        )

    async def _count_created(self, client: str) -> None:
        """Count a record placed from `client`'s address, as the screens' routes do (429)."""
        if self.creation_limiter is not None:
            await self.creation_limiter.check(client, TOO_MANY_CREATED)

    async def create_priest_booking(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        try:
            payload = PriestBookingCreate.model_validate(fields)
            await self._count_created(client)
            async with self.db.writer() as session:
                created = await priest_bookings.create_priest_booking(
                    session,
                    payload,
                    now=self.clock(),
                    client_ref=client_ref or "",
                    idempotency_key=key,
                    geocoder=self.geocoder,
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return Created(
            created.body["id"], Decimal(str(created.body["price"])), created.body.get("shortId")
        )

    async def create_temple_booking(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        try:
            payload = TempleBookingCreate.model_validate(fields)
            await self._count_created(client)
            async with self.db.writer() as session:
                created = await temple_bookings.create_temple_booking(
                    session,
                    payload,
                    now=self.clock(),
                    client_ref=client_ref or "",
                    idempotency_key=key,
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return Created(
            created.body["id"],
            Decimal(str(created.body["totalAmount"])),
            created.body.get("shortId"),
        )

    async def lookup(
        self,
        *,
        phone: str | None,
        email: str | None,
        client_ref: str | None,
        client: str,
        language: UiLanguage = "en",
    ) -> Lookup:
        if await self.lookups.retry_after(client) is not None:
            return Lookup((), limited=True)
        request = LookupRequest(phone=phone, email=email)
        async with self.db.reader() as session:
            found = await orders.lookup_orders(
                session, request, client_ref=client_ref, now=self.clock(), language=language
            )
        views = [
            *(
                _view(
                    "priest",
                    r.id,
                    r.service_name,
                    r.status,
                    r.payment_status,
                    r.status_history,
                    r.created_at,
                    Visit(
                        r.selected_date.isoformat(),
                        r.selected_time,
                        r.status in OPEN_BOOKING,
                        r.is_online,
                        r.priest_assigned,
                    ),
                )
                for r in found.priest_bookings
            ),
            *(
                _view(
                    "temple",
                    r.id,
                    r.service_name,
                    r.status,
                    r.payment_status,
                    r.status_history,
                    r.created_at,
                    Visit(r.selected_date.isoformat(), r.selected_time, r.status in OPEN_BOOKING),
                )
                for r in found.temple_bookings
            ),
            *(
                _view(
                    "store",
                    r.id,
                    _first_item(r),
                    r.order_status,
                    r.payment_status,
                    r.status_history,
                    r.created_at,
                )
                for r in found.store_orders
            ),
        ]
        return Lookup(tuple(views), hidden=found.hidden)

    async def cancel_terms(
        self, kind: RecordKind, record_id: str, contact: str, *, client_ref: str | None
    ) -> CancelTerms | Refused:
        try:
            request = CancelRequest(kind=kind, id=record_id, **_contact_fields(contact))
            async with self.db.reader() as session:
                terms = await orders.cancel_terms(
                    session, request, client_ref=client_ref, now=self.clock()
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return CancelTerms(terms.problem, terms.refund)

    async def cancel(
        self,
        kind: RecordKind,
        record_id: str,
        contact: str,
        *,
        client_ref: str | None,
    ) -> Decimal | Refused:
        try:
            request = CancelRequest(kind=kind, id=record_id, **_contact_fields(contact))
            async with self.db.writer() as session:
                done = await orders.cancel_order(
                    session, request, client_ref=client_ref, now=self.clock()
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return done.refund_amount or Decimal(0)

    async def move_slots(
        self, kind: RecordKind, record_id: str, contact: str, day: date, *, client_ref: str | None
    ) -> list[SlotFree] | Refused:
        try:
            request = CancelRequest(kind=kind, id=record_id, **_contact_fields(contact))
            async with self.db.reader() as session:
                found = await reschedule.move_slots(
                    session, request, day, client_ref=client_ref, now=self.clock()
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return [SlotFree(s.label, s.available) for s in found]

    async def reschedule(
        self,
        kind: RecordKind,
        record_id: str,
        contact: str,
        day: date,
        slot: str,
        *,
        client_ref: str | None,
    ) -> Visit | Refused:
        try:
            request = RescheduleRequest.model_validate(
                {
                    "kind": kind,
                    "id": record_id,
                    **_contact_fields(contact),
                    "selectedDate": day.isoformat(),
                    "selectedTime": slot,
                }
            )
            async with self.db.writer() as session:
                moved = await reschedule.reschedule_booking(
                    session, request, client_ref=client_ref, now=self.clock()
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        record = moved.record
        assert isinstance(record, LookedUpPriestBooking)  # only a priest booking moves
        return Visit(str(record.selected_date), record.selected_time, True, record.is_online)

    async def send_code(
        self, contact: str, *, client_ref: str | None, client: str
    ) -> Refused | None:
        try:
            request = CodeRequest.model_validate(_contact_fields(contact))
            async with self.db.writer() as session:
                await verification.send_code(
                    session,
                    request,
                    delivery=self.delivery(),
                    settings=self.verification,
                    client_ref=client_ref,
                    address=client,
                    now=self.clock(),
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return None

    async def confirm_code(
        self, contact: str, code: str, *, client_ref: str | None
    ) -> Refused | None:
        if client_ref is None:  # nothing to verify: the socket always has one
            return Refused("code", "no_code", "no browser to verify")
        try:
            request = ConfirmRequest.model_validate({**_contact_fields(contact), "code": code})
            async with self.db.writer() as session:
                await verification.confirm_code(
                    session,
                    request,
                    settings=self.verification,
                    client_ref=client_ref,
                    now=self.clock(),
                )
        except (ValidationError, ApiError) as exc:
            return _refused(exc)
        return None


def _contact_fields(contact: str) -> dict[str, str]:
    return {"email": contact} if "@" in contact else {"phone": contact}


def _candidate(row: Any, about: str | None = None) -> Candidate:
    """A record as the matcher reads it: a devotee may name it in English or in Hindi."""
    about = f"{row.category} {row.description}" if about is None else about
    return Candidate(row.id, row.name, about, row.name_hi or "")


def _temple(row: Any) -> Temple:
    return Temple(row.id, row.name, row.address, name_hi=row.name_hi)


def _puja(row: Any) -> Puja:
    return Puja(row.id, row.name, Decimal(row.price), row.duration, row.name_hi)


def _product(row: Any) -> Product:
    stock = row.stock_quantity if row.in_stock else 0
    return Product(row.id, row.name, Decimal(row.price), stock, row.name_hi)


def _first_item(order: StoreOrderRead) -> str:
    return order.items[0].product_name if order.items else ""


def _view(
    kind: RecordKind,
    record_id: str,
    title: str,
    status: str,
    payment: str,
    history: list[HistoryEntry],
    created: datetime,
    visit: Visit | None = None,
) -> OrderView:
    last = history[-1] if history else None
    event = None if last is None else OrderEvent(last.status, last.at)
    created_at = created.isoformat()
    shown = short_id(record_id)
    return OrderView(kind, record_id, title, status, payment, event, created_at, shown, visit)
