"""An in-memory tasks port over the seed catalogue, for engine tests and conversation
replays: it matches like the server's port, keeps what it creates (once per key), and
answers lookups from what it created. The REST rules it applies are the wire types'."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from api.common.sankalp import SankalpIn
from api.common.wire import Notes, OptionalAddress, OptionalEmail, PersonName, Phone
from api.orders.rules import MOVE_BEFORE, TOO_LATE
from api.priests.slots import TIME_SLOTS
from api.settings import CheckoutSettings
from api.store.address import DeliveryAddress
from api.store.pin_directory import pin_place
from api.store.rules import MAX_PER_ITEM, order_totals
from api.store.states import STATES
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
    Visit,
)
from assistant_core.texts import Language

SEED = Path(__file__).resolve().parents[2] / "data" / "seed"
PRIEST_SLOTS = tuple(TIME_SLOTS)
CHECKS: dict[str, TypeAdapter[Any]] = {
    "customerName": TypeAdapter(PersonName),
    "customerPhone": TypeAdapter(Phone),
    "customerEmail": TypeAdapter(OptionalEmail),
    "customerAddress": TypeAdapter(OptionalAddress),
    "specialRequests": TypeAdapter(Notes),
}


NEAR_KM = 50


def distance_km(near: tuple[float, float], where: dict[str, float]) -> float:
    """Great-circle distance on a 6371 km earth, as the temple screen measures it."""
    lat1, lon1, lat2, lon2 = map(
        math.radians, (near[0], near[1], where["latitude"], where["longitude"])
    )
    a = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * 6371 * math.asin(math.sqrt(a))


def _load(name: str) -> Any:
    return json.loads((SEED / name).read_text(encoding="utf-8"))


@dataclass
class FakeTasks:
    """`now` is Indian local time; `full` names priest slots that are taken; `fills` names
    slots that others take between the offer and the devotee's yes; priests come to homes in
    the `served` cities only (the nearest of them first)."""

    max_per_item: int = MAX_PER_ITEM
    cod_max_total: int = CheckoutSettings().cod_max_total
    move_before_hours: int = MOVE_BEFORE // timedelta(hours=1)
    now: datetime = datetime(2026, 11, 24, 9, 0)
    full: set[tuple[str, str]] = field(default_factory=set)
    fills: set[tuple[str, str]] = field(default_factory=set)
    created: dict[str, dict[str, Any]] = field(default_factory=dict)
    served: tuple[str, ...] = ("Pune", "Mumbai", "Delhi", "Varanasi", "Chennai")
    assigned: dict[str, str] = field(default_factory=dict)  # booking id: the priest sent
    # The priests free for any booking (none: no choice is offered), less those `busy` at a
    # (date, slot, priest id).
    priests: tuple[PriestFree, ...] = ()
    busy: set[tuple[str, str, str]] = field(default_factory=set)
    lookups: int = 0
    lookup_limit: int = 10
    unavailable: bool = False
    # One-time codes: every code sent (to whom), the code that is right, whether the next
    # check finds it expired, and who proved which contact.
    codes_sent: list[str] = field(default_factory=list)
    code: str = "246810"
    code_expired: bool = False
    verified_contacts: set[tuple[str | None, str]] = field(default_factory=set)
    # The timings temples publish, by temple id (the seed publishes none).
    timings: dict[str, TempleTimes] = field(default_factory=dict)
    # The temple services that send their prasad home (the seed has none).
    prasad: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        self.pujas = {p["id"]: p for p in _load("puja_services.json")}
        self.temples = {t["id"]: t for t in _load("temples.json")}
        self.products = {p["id"]: p for p in _load("store.json")["products"]}

    async def find_pujas(self, text: str, *, limit: int = 5) -> list[Puja]:
        candidates = [
            Candidate(p["id"], p["name"], f"{p['category']} {p['description']}")
            for p in self.pujas.values()
        ]
        return [self._puja(i) for i in ranked(text, candidates, limit=limit)]

    def _puja(self, puja_id: str) -> Puja:
        p = self.pujas[puja_id]
        return Puja(p["id"], p["name"], Decimal(str(p["price"])), p["duration"])

    async def puja(self, puja_id: str) -> Puja | None:
        return self._puja(puja_id) if puja_id in self.pujas else None

    async def samagri(self, puja_id: str, language: Language) -> Samagri | None:
        p = self.pujas.get(puja_id)
        if p is None:
            return None
        hindi = "Hi" if language == "hi" else ""
        return Samagri(
            tuple(p.get(f"samagriFamily{hindi}", [])), tuple(p.get(f"samagriPriest{hindi}", []))
        )

    async def reach(self, puja_id: str, address: str, language: Language) -> Reach:
        if "unmapped" in address.lower():  # as no PIN or town the map knows
            return Reach(3, placed=False)
        if any(city.lower() in address.lower() for city in self.served):
            return Reach(2)
        return Reach(0, self.served[0])

    async def priest_slots(
        self, day: date, puja_id: str | None = None, *, online: bool = False, address: str = ""
    ) -> list[SlotFree]:
        return [
            SlotFree(
                label,
                await self.check_visit(day, label) is None
                and (day.isoformat(), label) not in self.full,
            )
            for label in PRIEST_SLOTS
        ]

    async def free_priests(
        self,
        puja_id: str,
        day: date,
        slot: str,
        *,
        online: bool,
        address: str,
        language: str,
        limit: int,
        speaking: str | None = None,
    ) -> list[PriestFree]:
        free = [p for p in self.priests if (day.isoformat(), slot, p.id) not in self.busy]
        free = [p for p in free if speaking is None or speaking in p.languages]
        return free[:limit]

    async def find_temples(
        self, text: str | None, *, near: tuple[float, float] | None = None, limit: int = 5
    ) -> list[Temple]:
        if near is not None:
            found = [
                Temple(t["id"], t["name"], t["address"], round(distance, 1))
                for t in self.temples.values()
                if (distance := distance_km(near, t["coordinates"])) <= NEAR_KM
            ]
            return sorted(found, key=lambda t: t.distance_km or 0)[:limit]
        candidates = [Candidate(t["id"], t["name"], t["address"]) for t in self.temples.values()]
        found = ranked(text or "", candidates, limit=limit)
        return [Temple(i, self.temples[i]["name"], self.temples[i]["address"]) for i in found]

    async def temples_offering(self, seva: str) -> list[Temple]:
        sevas = [
            (s["id"], t["id"], s["name"]) for t in self.temples.values() for s in t["services"]
        ]
        at = {sid: tid for sid, tid, _ in sevas}
        found = offering(seva, [Candidate(sid, name, "") for sid, _, name in sevas], at)
        return [Temple(i, self.temples[i]["name"], self.temples[i]["address"]) for i in found]

    async def search_temples(self, text: str, *, limit: int = 5) -> list[Temple]:
        candidates = [
            Candidate(t["id"], t["name"], f"{t['address']} {t['description']}", t["nameHi"] or "")
            for t in self.temples.values()
        ]
        found = searched(text, candidates, limit=limit)
        return [Temple(i, self.temples[i]["name"], self.temples[i]["address"]) for i in found]

    async def temple(self, temple_id: str) -> Temple | None:
        t = self.temples.get(temple_id)
        return None if t is None else Temple(t["id"], t["name"], t["address"])

    async def temple_services(self, temple_id: str) -> list[TempleService]:
        t = self.temples.get(temple_id)
        if t is None:
            return []
        return [
            TempleService(
                s["id"],
                s["name"],
                Decimal(str(s["price"])),
                tuple(s["timeSlots"]),
                ships_prasad=s["id"] in self.prasad,
            )
            for s in t["services"]
        ]

    async def temple_timings(self, temple_id: str, language: str) -> TempleTimes | None:
        if temple_id not in self.temples:
            return None
        return self.timings.get(temple_id, TempleTimes(()))

    async def temple_slots(self, temple_id: str, service_id: str, day: date) -> list[SlotFree]:
        services = {s.id: s for s in await self.temple_services(temple_id)}
        chosen = services.get(service_id)
        if chosen is None:
            return []
        return [SlotFree(s, await self.check_visit(day, s) is None) for s in chosen.time_slots]

    async def find_products(self, text: str, *, limit: int = 5) -> list[Product]:
        candidates = [
            Candidate(p["id"], p["name"], f"{p['category']} {p['description']}")
            for p in self.products.values()
        ]
        return [self._product(i) for i in ranked(text, candidates, limit=limit)]

    def _product(self, product_id: str) -> Product:
        p = self.products[product_id]
        return Product(p["id"], p["name"], Decimal(str(p["price"])), p["stockQuantity"])

    async def product(self, product_id: str) -> Product | None:
        return self._product(product_id) if product_id in self.products else None

    async def check_visit(self, day: date, slot: str | None) -> Refused | None:
        today = self.now.date()
        if day < today:
            return Refused("selectedDate", "date_in_past", "Date cannot be before today")
        if day > today + timedelta(days=365):
            return Refused("selectedDate", "date_too_far", "Bookings open at most 365 days ahead")
        if slot is not None and day == today:
            start = datetime.strptime(slot.split("-")[0].strip(), "%I:%M %p").time()
            if start <= self.now.time():
                return Refused("selectedTime", "slot_started", "This time slot has already started")
        return None

    async def check(self, field_name: str, value: str) -> str | Refused:
        try:
            checked = CHECKS[field_name].validate_python(value)
        except ValidationError as exc:
            error = exc.errors()[0]
            return Refused(field_name, str(error["type"]), str(error["msg"]))
        return "" if checked is None else str(checked)

    async def _create(
        self,
        prefix: str,
        fields: dict[str, object],
        key: str,
        amount: Decimal,
        client_ref: str | None = None,
    ) -> Created | Refused:
        if self.unavailable:
            return Refused(None, "unavailable", "The booking service is not answering")
        for record_id, record in self.created.items():
            if record["key"] == key:
                return Created(record_id, record["amount"])
        if (str(fields["selectedDate"]), str(fields["selectedTime"])) in self.fills:
            self.full.add((str(fields["selectedDate"]), str(fields["selectedTime"])))
            return Refused("selectedTime", "slot_full", "All our priests are booked for this time")
        record_id = f"{prefix}{len(self.created) + 1:04d}TEST"
        self.created[record_id] = {
            "key": key,
            "fields": dict(fields),
            "amount": amount,
            "status": "pending" if prefix == "PB" else "confirmed",
            "client_ref": client_ref,
        }
        return Created(record_id, amount)

    async def create_priest_booking(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        puja = self.pujas[str(fields["serviceId"])]
        held = (
            str(fields["selectedDate"]),
            str(fields["selectedTime"]),
            str(fields.get("priestId")),
        )
        if held in self.busy:
            return Refused("priestId", "priest_unavailable", "This priest is not free then")
        return await self._create("PB", fields, key, Decimal(str(puja["price"])), client_ref)

    async def create_temple_booking(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        temple = self.temples[str(fields["templeId"])]
        service = next(s for s in temple["services"] if s["id"] == fields["serviceId"])
        return await self._create("TB", fields, key, Decimal(str(service["price"])), client_ref)

    async def quote(self, lines: tuple[tuple[str, int], ...]) -> Quote:
        quoted = []
        for product_id, quantity in lines:
            known = self.products.get(product_id)
            name = known["name"] if known else "Unknown product"
            price = Decimal(str(known["price"])) if known else Decimal(0)
            stock = known["stockQuantity"] if known else 0
            quoted.append(QuoteLine(product_id, name, quantity, price, 0 < quantity <= stock))
        totals = order_totals((line.price, line.quantity) for line in quoted if line.available)
        return Quote(tuple(quoted), totals.subtotal, totals.shipping, totals.tax, totals.total)

    async def pin_states(self, pin: str) -> tuple[State, ...] | None:
        place = pin_place(pin)
        return None if place is None else tuple(State(s, STATES.get(s)) for s in place.states)

    async def check_address(self, parts: dict[str, str]) -> dict[str, str] | Refused:
        try:
            return DeliveryAddress.model_validate(parts).model_dump(by_alias=True)
        except ValidationError as exc:
            error = exc.errors()[0]
            where = error.get("loc", ())
            return Refused(str(where[0]) if where else None, str(error["type"]), error["msg"])

    async def check_sankalp(self, parts: dict[str, object]) -> dict[str, object] | Refused | None:
        try:
            return SankalpIn.model_validate(parts).stored()
        except ValidationError as exc:
            error = exc.errors()[0]
            where = error.get("loc", ())
            return Refused(str(where[0]) if where else None, str(error["type"]), error["msg"])

    async def verified(self, contact: str, *, client_ref: str | None) -> bool:
        return (client_ref, contact) in self.verified_contacts

    async def create_store_order(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        if fields["paymentMethod"] == "cod" and not await self.verified(
            str(fields["customerPhone"]), client_ref=client_ref
        ):
            return Refused("customerPhone", "verification_required", "Confirm the phone first")
        for record_id, record in self.created.items():
            if record["key"] == key:
                return Created(record_id, record["amount"])
        items = fields["items"]
        assert isinstance(items, list)
        quote = await self.quote(tuple((i["productId"], i["quantity"]) for i in items))
        if not all(line.available for line in quote.lines):
            return Refused("items", "out_of_stock", "Not enough in stock")
        for line in quote.lines:
            self.products[line.product_id]["stockQuantity"] -= line.quantity
        record_id = f"SO{len(self.created) + 1:04d}TEST"
        self.created[record_id] = {
            "key": key,
            "fields": dict(fields),
            "amount": quote.total,
            "status": "pending",
            "client_ref": client_ref,
        }
        return Created(record_id, quote.total)

    async def lookup(
        self,
        *,
        phone: str | None,
        email: str | None,
        client_ref: str | None,
        client: str,
        language: Language = "en",
    ) -> Lookup:
        self.lookups += 1
        if self.lookups > self.lookup_limit:
            return Lookup((), limited=True)
        views, hidden = [], 0
        contact = phone or email or ""
        for record_id, record in self.created.items():
            fields = record["fields"]
            if phone is not None and fields.get("customerPhone") != phone:
                continue
            if email is not None and fields.get("customerEmail") != email:
                continue
            proved = (client_ref, contact) in self.verified_contacts
            if record["client_ref"] != client_ref and not proved:
                hidden += 1  # another browser's, and this one has not proved the contact
                continue
            kinds: dict[str, RecordKind] = {"PB": "priest", "TB": "temple", "SO": "store"}
            kind = kinds[record_id[:2]]
            event = OrderEvent(record["status"], "2026-11-24T03:30:00Z")
            visit = None
            if kind != "store":
                visit = Visit(
                    fields["selectedDate"],
                    fields["selectedTime"],
                    record["status"] in ("pending", "confirmed"),
                    bool(fields.get("isOnline")),
                    self.assigned.get(record_id),
                )
            views.append(
                OrderView(
                    kind,
                    record_id,
                    "",
                    record["status"],
                    "pending",
                    event,
                    "2026-11-24T03:30:00+00:00",
                    visit=visit,
                )
            )
        return Lookup(tuple(views), hidden=hidden)

    async def cancel_terms(
        self, kind: RecordKind, record_id: str, contact: str, *, client_ref: str | None
    ) -> CancelTerms | Refused:
        record = self.created.get(record_id)
        if record is None or not self._owns(record, contact, client_ref):
            return Refused("id", "not_found", "No such booking or order")
        if record["status"] not in ("pending", "confirmed"):
            return CancelTerms("This booking is already cancelled", Decimal(0))
        paid = Decimal(str(record.get("paid_online", 0)))
        return CancelTerms(None, paid)  # the fake's slots are all days away: all of it back

    async def cancel(
        self, kind: RecordKind, record_id: str, contact: str, *, client_ref: str | None
    ) -> Decimal | Refused:
        terms = await self.cancel_terms(kind, record_id, contact, client_ref=client_ref)
        if isinstance(terms, Refused) or terms.problem is not None:
            return terms if isinstance(terms, Refused) else Refused(None, "x", terms.problem)
        self.created[record_id]["status"] = "cancelled"
        return terms.refund

    async def move_slots(
        self, kind: RecordKind, record_id: str, contact: str, day: date, *, client_ref: str | None
    ) -> list[SlotFree] | Refused:
        record = self.created.get(record_id)
        if record is None or not self._owns(record, contact, client_ref):
            return Refused("id", "not_found", "No such booking or order")
        if kind != "priest" or record["status"] not in ("pending", "confirmed"):
            return Refused(None, "not_movable", "This booking can no longer be moved.")
        if record.get("too_late"):
            return Refused(None, "not_movable", TOO_LATE)
        return await self.priest_slots(day)

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
        free = await self.move_slots(kind, record_id, contact, day, client_ref=client_ref)
        if isinstance(free, Refused):
            return free
        if not any(s.label == slot and s.available for s in free):
            return Refused("selectedTime", "slot_full", "All our priests are booked for this time")
        fields = self.created[record_id]["fields"]
        fields["selectedDate"], fields["selectedTime"] = day.isoformat(), slot
        return Visit(day.isoformat(), slot, True, bool(fields.get("isOnline")))

    def _owns(self, record: dict[str, Any], contact: str, client_ref: str | None) -> bool:
        return record["client_ref"] == client_ref or (client_ref, contact) in self.verified_contacts

    async def send_code(
        self, contact: str, *, client_ref: str | None, client: str
    ) -> Refused | None:
        self.codes_sent.append(contact)
        self.code_expired = False
        return None

    async def confirm_code(
        self, contact: str, code: str, *, client_ref: str | None
    ) -> Refused | None:
        if self.code_expired:
            return Refused("code", "code_expired", "This code has expired")
        if code != self.code:
            return Refused("code", "invalid_code", "That code is not right")
        self.verified_contacts.add((client_ref, contact))
        return None


__all__ = ["FakeTasks", "time"]
