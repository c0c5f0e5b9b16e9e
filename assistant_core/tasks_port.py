"""What the task forms need from the rest of Punya: the catalogue, free time slots, the REST
API's own validation, and the services that create bookings and look up orders. The server
implements it over its service layer (api/assistant/tasks.py); tests use a fake."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Literal, Protocol

from assistant_core.texts import Language, UiLanguage

RecordKind = Literal["priest", "temple", "store"]


class Named:
    """A catalogue record named in English and, when written, in Hindi."""

    __slots__ = ()
    name: str
    name_hi: str | None

    def name_in(self, language: Language) -> str:
        """The name in the conversation's language (English when no Hindi is written)."""
        return (self.name_hi if language == "hi" else None) or self.name


@dataclass(frozen=True, slots=True)
class Puja(Named):
    id: str
    name: str
    price: Decimal
    duration: str
    name_hi: str | None = None


@dataclass(frozen=True, slots=True)
class Temple(Named):
    id: str
    name: str
    address: str
    distance_km: float | None = None
    name_hi: str | None = None


@dataclass(frozen=True, slots=True)
class TempleService(Named):
    id: str
    name: str
    price: Decimal
    time_slots: tuple[str, ...]
    name_hi: str | None = None
    ships_prasad: bool = False  # the temple sends this seva's prasad home


@dataclass(frozen=True, slots=True)
class TimePeriod:
    """A period of a temple's day as its page shows it ("Morning darshan", "5:00 AM",
    "12:00 PM"); the label may be empty: simply open."""

    label: str
    opens: str
    closes: str


@dataclass(frozen=True, slots=True)
class Samagri:
    """A puja's samagri list in the language asked: what the family keeps ready and what
    the priest brings (either may be empty: the catalogue lists none)."""

    family: tuple[str, ...]
    priest: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TempleTimes:
    """A temple's published timings in the language asked (none: not published), and its
    note about them (None: no note)."""

    periods: tuple[TimePeriod, ...]
    note: str | None = None


@dataclass(frozen=True, slots=True)
class Product(Named):
    id: str
    name: str
    price: Decimal
    stock: int  # 0: out of stock
    name_hi: str | None = None


@dataclass(frozen=True, slots=True)
class QuoteLine(Named):
    product_id: str
    name: str
    quantity: int
    price: Decimal
    available: bool  # False: no longer sold, out of stock, or fewer left than wanted
    name_hi: str | None = None


@dataclass(frozen=True, slots=True)
class Quote:
    """A cart priced as the Store prices it (lines not available are not counted)."""

    lines: tuple[QuoteLine, ...]
    subtotal: Decimal
    shipping: Decimal
    tax: Decimal
    total: Decimal


@dataclass(frozen=True, slots=True)
class State(Named):
    """A state or union territory, as the delivery address names it."""

    name: str
    name_hi: str | None = None


@dataclass(frozen=True, slots=True)
class SlotFree:
    label: str
    available: bool


@dataclass(frozen=True, slots=True)
class Reach:
    """How many priests perform a puja and travel to a home; when none, the city of the
    nearest one who performs it (None when not known); and whether the home was found on the
    map at all (when not, every priest who performs the puja is counted)."""

    priests: int
    nearest_city: str | None = None
    placed: bool = True  # False: the home could not be found on the map


@dataclass(frozen=True, slots=True)
class PriestFree:
    """A priest free for the booking being made, as the booking form's cards show them."""

    id: str
    name: str
    languages: tuple[str, ...]  # English names (intents.languages), whatever the reply's
    city: str


@dataclass(frozen=True, slots=True)
class Created:
    record_id: str
    amount: Decimal
    # The short id devotees read (PB-K2QM4PA9); None: say the full id.
    short_id: str | None = None

    @property
    def shown_id(self) -> str:
        return self.short_id or self.record_id


@dataclass(frozen=True, slots=True)
class Refused:
    """The service said no: the field it names (REST name) and its message code/text."""

    field: str | None
    code: str
    message: str


@dataclass(frozen=True, slots=True)
class OrderEvent:
    status: str
    at: str  # ISO 8601


@dataclass(frozen=True, slots=True)
class Visit:
    """When a booking happens (its date, ISO, and slot), whether it is still to happen (open,
    not cancelled or done), online or not, and the priest sent (None until one is assigned;
    always None for a temple pooja)."""

    date: str
    time: str
    open: bool
    online: bool = False
    priest: str | None = None


@dataclass(frozen=True, slots=True)
class OrderView:
    kind: RecordKind
    id: str
    title: str  # puja, temple pooja, or the first item
    status: str
    payment_status: str
    last_event: OrderEvent | None
    created_at: str
    # The short id devotees read and may type (PB-K2QM4PA9); None: the full id only.
    short_id: str | None = None
    visit: Visit | None = None  # a priest or temple booking's; None for a store order

    @property
    def shown_id(self) -> str:
        return self.short_id or self.id


@dataclass(frozen=True, slots=True)
class CancelTerms:
    """What cancelling a record now would do: why it may not be (in the REST API's words), or
    the refund the policy gives (0 when nothing was paid online)."""

    problem: str | None
    refund: Decimal


@dataclass(frozen=True, slots=True)
class Lookup:
    """The records of a contact this browser may see, and how many more there are (shown
    only once the browser proves the contact with a one-time code)."""

    records: tuple[OrderView, ...]
    limited: bool = False  # too many lookups from this device
    hidden: int = 0


class TasksPort(Protocol):
    max_per_item: int  # the most of one product an order line may hold (the Store's rule)
    cod_max_total: int  # the largest order total paid in cash on delivery (rupees)
    move_before_hours: int  # a booking moves until this many hours before its time

    async def find_pujas(self, text: str, *, limit: int = 5) -> list[Puja]:
        """Pujas matching a name, deity or occasion (English, Hinglish or Devanagari), best
        first."""
        ...

    async def puja(self, puja_id: str) -> Puja | None: ...

    async def samagri(self, puja_id: str, language: UiLanguage) -> Samagri | None:
        """The puja's samagri list in `language`; None when there is no such active puja."""
        ...

    async def priest_slots(
        self, day: date, puja_id: str | None = None, *, online: bool = False, address: str = ""
    ) -> list[SlotFree]:
        """The eight two-hour slots of `day`, each free or not (started, or full); given the
        puja, full too when no priest who performs it (online, or reaching the address) is
        free then."""
        ...

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
        """The best `limit` priests free for this puja at that date and slot, at the address
        (those who reach it) or online, as the booking form offers them (names and cities in
        `language`); only those who speak `speaking` (a language's English name) when given."""
        ...

    async def reach(self, puja_id: str, address: str, language: UiLanguage) -> Reach:
        """Who performs the puja and travels to the address (the city of the nearest in
        `language` when nobody does)."""
        ...

    async def find_temples(
        self, text: str | None, *, near: tuple[float, float] | None = None, limit: int = 5
    ) -> list[Temple]:
        """Temples by name, or the nearest to a point (within 50 km), best first."""
        ...

    async def search_temples(self, text: str, *, limit: int = 5) -> list[Temple]:
        """Temples whose name, place or description hold every word searched (a deity by
        any of its names, a city), best first; none when a word matches no temple."""
        ...

    async def temples_offering(self, seva: str) -> list[Temple]:
        """The temples offering the seva named ("bhasma aarti"), when few do; none for a seva
        most temples offer (assistant_core.forms.matching.offering)."""
        ...

    async def temple(self, temple_id: str) -> Temple | None: ...

    async def temple_services(self, temple_id: str) -> list[TempleService]: ...

    async def temple_timings(self, temple_id: str, language: UiLanguage) -> TempleTimes | None:
        """The timings the temple publishes on its page, in `language`; None when there is no
        such active temple."""
        ...

    async def temple_slots(self, temple_id: str, service_id: str, day: date) -> list[SlotFree]: ...

    async def find_products(self, text: str, *, limit: int = 5) -> list[Product]:
        """Store products (active, in stock or not) matching the text, best first."""
        ...

    async def check_visit(self, day: date, slot: str | None) -> Refused | None:
        """The REST API's rule for when a visit may be booked (not past, not too far ahead,
        the slot not begun), or None when it may."""
        ...

    async def product(self, product_id: str) -> Product | None: ...

    async def check(self, field: str, value: str) -> str | Refused:
        """The REST API's own rule for a contact field (customerName, customerPhone,
        customerEmail, customerAddress, specialRequests): the value as the API stores it,
        or why not (code punya.phone_digits, punya.phone_format, punya.email_format...)."""
        ...

    async def quote(self, lines: tuple[tuple[str, int], ...]) -> Quote:
        """The device's cart ((product id, quantity) lines) priced as the Store's cart is."""
        ...

    async def pin_states(self, pin: str) -> tuple[State, ...] | None:
        """The states a PIN code serves (empty when the directory does not say), or None when
        there is no such PIN code."""
        ...

    async def check_address(self, parts: dict[str, str]) -> dict[str, str] | Refused:
        """A delivery address (houseAndStreet, landmark, state, city, pinCode) checked by the
        Store's own rules: its parts as stored, or why not (the field and the rule's code)."""
        ...

    async def check_sankalp(self, parts: dict[str, object]) -> dict[str, object] | Refused | None:
        """A booking's sankalp (gotra, nakshatra or rashi, names) checked by the bookings' own
        rules: as a booking stores it (None: nothing in it), or why not (the part and the
        rule's code)."""
        ...

    async def verified(self, contact: str, *, client_ref: str | None) -> bool:
        """Whether this browser has proved the phone or e-mail with a one-time code (as cash
        on delivery requires)."""
        ...

    async def create_store_order(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused:
        """Place an order as the Store's checkout does (the same stock, limits and cash on
        delivery rules, the orders per hour of `client`'s address)."""
        ...

    async def create_priest_booking(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused: ...

    async def create_temple_booking(
        self, fields: dict[str, object], *, key: str, client_ref: str | None, client: str
    ) -> Created | Refused: ...

    async def lookup(
        self,
        *,
        phone: str | None,
        email: str | None,
        client_ref: str | None,
        client: str,
        language: UiLanguage = "en",
    ) -> Lookup:
        """The records of a phone or e-mail, as My Orders shows them in `language` (the same
        owner rule and rate limit, keyed on `client`)."""
        ...

    async def cancel_terms(
        self, kind: RecordKind, record_id: str, contact: str, *, client_ref: str | None
    ) -> CancelTerms | Refused:
        """Whether the record may be cancelled now and the refund, for its owner (as My Orders
        decides it); Refused when this browser may not see it."""
        ...

    async def cancel(
        self,
        kind: RecordKind,
        record_id: str,
        contact: str,
        *,
        client_ref: str | None,
    ) -> Decimal | Refused:
        """Cancel it as My Orders does: the refund it started per the policy (0 when nothing
        was paid online), or why not."""
        ...

    async def move_slots(
        self, kind: RecordKind, record_id: str, contact: str, day: date, *, client_ref: str | None
    ) -> list[SlotFree] | Refused:
        """The slots of `day` the caller's booking could move to (its puja, at its place), or
        why it cannot be moved at all (code not_movable, with the rule's words)."""
        ...

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
        """Move it as My Orders does: where it is now, or why not."""
        ...

    async def send_code(
        self, contact: str, *, client_ref: str | None, client: str
    ) -> Refused | None:
        """Send a one-time code to a phone or e-mail, as My Orders does (the same limits);
        None when it went, else why not (code rate_limited, channel_unavailable, not_sent)."""
        ...

    async def confirm_code(
        self, contact: str, code: str, *, client_ref: str | None
    ) -> Refused | None:
        """Check a code: None when right (this browser is then verified for the contact, as
        on My Orders), else why not (invalid_code, code_expired, code_used, too_many_tries,
        no_code)."""
        ...
