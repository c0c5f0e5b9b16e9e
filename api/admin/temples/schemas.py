"""Wire shapes of the Temple Management screen: temple, service and temple admin forms."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal, InvalidOperation
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    WithJsonSchema,
    model_validator,
)
from pydantic_core import PydanticCustomError

from api.admin.forms import Email, Hindi, LongText, Patch
from api.admin.temples import rules
from api.auth.bootstrap import MAX_USERNAME_LENGTH, USERNAME, USERNAME_PATTERN, USERNAME_RULE
from api.auth.passwords import (
    MAX_PASSWORD_LENGTH,
    MIN_PASSWORD_LENGTH,
    PASSWORD_LENGTH,
    TOO_COMMON,
    is_common_password,
)
from api.auth.service import normalise_username
from api.common.schedule import CLOCK_PATTERN
from api.common.wire import (
    BLANK_PATTERN,
    NO_NUL_PATTERN,
    Address,
    Id,
    Money,
    PersonName,
    Phone,
    Printable,
    Published,
    Scalar,
    WireIn,
    WireOut,
    is_blank,
    or_blank,
    trim,
    whole_number_pattern,
)
from api.media.rules import PICTURE_URL_PATTERN, PICTURE_URL_RULE, is_picture_url
from api.temples.rules import MAX_PHOTOS, MAX_SLOT_CAPACITY
from api.temples.schemas import Coordinates, TempleTiming
from api.temples.schemas import TempleServiceRead as PublicTempleServiceRead

USERNAME_FORMAT = f"Username must be {USERNAME_RULE}"
PRICE_RULE = f"Price must be a whole number of rupees from 0 to {rules.MAX_SERVICE_PRICE}"
PHOTO_RULE = f"Each photo {PICTURE_URL_RULE}"
CAPACITY_RULE = (
    f"Bookings per time slot must be a whole number from 1 to {MAX_SLOT_CAPACITY}, "
    "or empty for no limit"
)


def _missing() -> PydanticCustomError:
    return PydanticCustomError("missing", "Field required")


def _text(max_length: int, *, required: bool = True) -> StringConstraints:
    return StringConstraints(
        strip_whitespace=True, min_length=1 if required else 0, max_length=max_length
    )


def _in_range(limit: float, what: str) -> AfterValidator:
    def check(value: float) -> float:
        if not -limit <= value <= limit:
            raise PydanticCustomError(
                f"punya.{what.lower()}_range", f"{what} must be between -{limit:g} and {limit:g}"
            )
        return value

    return AfterValidator(check)


def _coordinate_schema(limit: float, in_range_text: str) -> WithJsonSchema:
    """Published: a number in range, numeric text in range, or any other one value that is
    not a number (read as 0, the spec's rule); a list or an object is refused."""
    return WithJsonSchema(
        {
            "anyOf": [
                {"type": "number", "minimum": -limit, "maximum": limit},
                {"type": "string", "pattern": in_range_text},
                {
                    "type": "string",
                    "pattern": NO_NUL_PATTERN,
                    "not": {"pattern": rules.NUMERIC_TEXT},
                },
                {"type": ["boolean", "null"]},
            ]
        },
        mode="validation",
    )


Latitude = Annotated[
    float,
    BeforeValidator(rules.coordinate_or_zero),
    Scalar,
    _in_range(rules.MAX_LATITUDE, "Latitude"),
    _coordinate_schema(rules.MAX_LATITUDE, rules.LATITUDE_TEXT),
]
Longitude = Annotated[
    float,
    BeforeValidator(rules.coordinate_or_zero),
    Scalar,
    _in_range(rules.MAX_LONGITUDE, "Longitude"),
    _coordinate_schema(rules.MAX_LONGITUDE, rules.LONGITUDE_TEXT),
]


def _photo_url(value: str) -> str:
    if not value:
        return value  # a blank entry is dropped, like the form's empty prompt
    if not is_picture_url(value):
        raise PydanticCustomError("punya.photo_url", PHOTO_RULE)
    return value


def _distinct_entries(values: list[str]) -> list[str]:
    return rules.distinct(v for v in values if v)


PhotoUrl = Annotated[
    str,
    _text(rules.MAX_PHOTO_URL_LENGTH, required=False),
    Printable,
    AfterValidator(_photo_url),
    Published(f"(?:{PICTURE_URL_PATTERN})|(?:{BLANK_PATTERN})"),
]
Photos = Annotated[list[PhotoUrl], Field(max_length=MAX_PHOTOS), AfterValidator(_distinct_entries)]


def _clock_slot(value: str) -> str:
    if not value:
        return value
    label = rules.canonical_slot(value)
    if label is None:
        raise PydanticCustomError(
            "punya.time_slot",
            'Time slot "{slot}" is not a clock time like 9:00 AM',
            {"slot": value},
        )
    return label


SlotEntry = Annotated[
    str,
    _text(20, required=False),
    Printable,
    AfterValidator(_clock_slot),
    Published(f"(?:{CLOCK_PATTERN})|(?:{BLANK_PATTERN})"),
]
TimeSlots = Annotated[
    list[SlotEntry], Field(max_length=rules.MAX_TIME_SLOTS), AfterValidator(_distinct_entries)
]


def _whole_number(raw: object) -> Decimal | None:
    """A number, or text of digits (spaces around them): None for anything else."""
    if isinstance(raw, str):
        digits = trim(raw)
        return Decimal(digits) if digits.isascii() and digits.isdigit() else None
    if isinstance(raw, bool) or not isinstance(raw, int | float | Decimal):
        return None
    try:
        return Decimal(str(raw))
    except InvalidOperation:
        return None


def _whole_rupees(raw: object) -> object:
    if raw is None or (isinstance(raw, str) and is_blank(raw)):
        raise _missing()
    amount = _whole_number(raw)
    if amount is None:
        raise PydanticCustomError("punya.price", PRICE_RULE)
    if not amount.is_finite() or amount != amount.to_integral_value():
        raise PydanticCustomError("punya.price", PRICE_RULE)
    if not 0 <= amount <= rules.MAX_SERVICE_PRICE:
        raise PydanticCustomError("punya.price", PRICE_RULE)
    return int(amount)


WholeRupees = Annotated[
    int,
    BeforeValidator(_whole_rupees),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "integer", "minimum": 0, "maximum": rules.MAX_SERVICE_PRICE},
                {"type": "string", "pattern": whole_number_pattern(rules.MAX_SERVICE_PRICE)},
            ]
        },
        mode="validation",
    ),
]


def _slot_capacity(raw: object) -> object:
    """A whole number of bookings (numeric text too); empty text is no limit."""
    if raw is None or (isinstance(raw, str) and is_blank(raw)):
        return None
    amount = _whole_number(raw)
    if amount is None:
        raise PydanticCustomError("punya.slot_capacity", CAPACITY_RULE)
    if not amount.is_finite() or amount != amount.to_integral_value():
        raise PydanticCustomError("punya.slot_capacity", CAPACITY_RULE)
    if not 1 <= amount <= MAX_SLOT_CAPACITY:
        raise PydanticCustomError("punya.slot_capacity", CAPACITY_RULE)
    return int(amount)


# Bookings one time slot of one date takes; None (null or left out): no limit.
SlotCapacity = Annotated[
    int | None,
    BeforeValidator(_slot_capacity),
    WithJsonSchema(
        or_blank(
            {
                "anyOf": [
                    {"type": "integer", "minimum": 1, "maximum": MAX_SLOT_CAPACITY},
                    {
                        "type": "string",
                        "pattern": whole_number_pattern(MAX_SLOT_CAPACITY, low=1),
                    },
                ]
            }
        ),
        mode="validation",
    ),
]


def _username(value: str) -> str:
    name = normalise_username(value)
    # ASCII as typed: a letter lowercasing into one (the Kelvin sign's k) is not one.
    if not value.isascii() or not USERNAME.match(name):
        raise PydanticCustomError("punya.username_format", USERNAME_FORMAT)
    return name


def _password_length(value: str) -> str:
    if not MIN_PASSWORD_LENGTH <= len(value) <= MAX_PASSWORD_LENGTH:
        raise PydanticCustomError("punya.password_length", PASSWORD_LENGTH)
    if is_common_password(value):
        raise PydanticCustomError("punya.password_common", TOO_COMMON)
    return value


def _blank_password_keeps(raw: object) -> object:
    # The edit form sends an empty password when it is not being changed.
    return None if raw == "" else raw


TempleName = Annotated[str, _text(160), Printable]
ServiceName = Annotated[str, _text(160), Printable]
Duration = Annotated[str, _text(60, required=False), Printable]
Username = Annotated[
    str,
    _text(MAX_USERNAME_LENGTH),
    Printable,
    AfterValidator(_username),
    Published(USERNAME_PATTERN),
]
# Not stripped: spaces may be part of a password (NUL is in no body).
PASSWORD_SCHEMA: dict[str, Any] = {
    "type": "string",
    "minLength": MIN_PASSWORD_LENGTH,
    "maxLength": MAX_PASSWORD_LENGTH,
    "pattern": NO_NUL_PATTERN,
}
Password = Annotated[
    str,
    StringConstraints(strip_whitespace=False, min_length=1),
    AfterValidator(_password_length),
    WithJsonSchema(PASSWORD_SCHEMA, mode="validation"),
]
AdminId = Annotated[str, _text(40, required=False), Printable]


def _optional_ones_nullable(schema: dict[str, Any]) -> None:
    """Published: an optional field may be null (it then takes its default)."""
    required = set(schema.get("required", []))
    for name, field in schema["properties"].items():
        if name not in required and {"type": "null"} not in field.get("anyOf", []):
            kept = {k: field.pop(k) for k in ("title", "description", "default") if k in field}
            schema["properties"][name] = {"anyOf": [field, {"type": "null"}], **kept}


class AdminForm(WireIn):
    """A create form: a field sent as null counts as not sent, so a required one reads as
    missing and an optional one takes its default."""

    model_config = ConfigDict(json_schema_extra=_optional_ones_nullable)

    @model_validator(mode="before")
    @classmethod
    def _null_is_not_sent(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        return {k: v for k, v in data.items() if v is not None}


class TempleHindi(WireIn):
    """The temple form's Hindi fields (each optional; none written: the English is shown)."""

    name_hi: Hindi[TempleName] = None
    address_hi: Hindi[Address] = None
    description_hi: Hindi[LongText] = None


class TempleCreate(TempleHindi, AdminForm):
    name: TempleName
    address: Address
    description: LongText
    latitude: Latitude = 0.0
    longitude: Longitude = 0.0
    photos: Photos = Field(default_factory=list)


class TempleUpdate(TempleHindi):
    """Only the fields sent change; isActive true brings a deleted temple back."""

    name: Patch[TempleName] = None
    address: Patch[Address] = None
    description: Patch[LongText] = None
    latitude: Latitude | None = None
    longitude: Longitude | None = None
    photos: Patch[Photos] = None
    is_active: Patch[bool] = None


class TempleServiceHindi(WireIn):
    """The service form's Hindi fields (each optional; none written: the English is shown)."""

    name_hi: Hindi[ServiceName] = None
    description_hi: Hindi[LongText] = None
    duration_hi: Hindi[Duration] = None


class TempleServiceCreate(TempleServiceHindi, AdminForm):
    temple_id: Id | None = None  # optional; when sent it must name the temple in the path
    name: ServiceName
    description: LongText
    price: WholeRupees
    duration: Duration = ""
    time_slots: TimeSlots = Field(default_factory=list)
    slot_capacity: SlotCapacity = None
    ships_prasad: bool = False
    is_active: bool = True


class TempleServiceUpdate(TempleServiceHindi):
    """Only the fields sent change. A service stays with its temple (its bookings do).
    slotCapacity sent as null (or empty) removes the limit."""

    temple_id: Patch[Id] = None
    name: Patch[ServiceName] = None
    description: Patch[LongText] = None
    price: Patch[WholeRupees] = None
    duration: Duration | None = None
    time_slots: Patch[TimeSlots] = None
    slot_capacity: SlotCapacity = None
    ships_prasad: Patch[bool] = None
    is_active: Patch[bool] = None


class PermissionsIn(WireIn):
    """The four switches; those left out keep their default (create) or stored value (edit)."""

    manage_services: bool | None = None
    manage_bookings: bool | None = None
    view_reports: bool | None = None
    manage_timings: bool | None = None

    def given(self) -> dict[str, bool | None]:
        return self.model_dump(by_alias=True)


class TempleAdminCreate(AdminForm):
    temple_id: Id | None = None  # optional; when sent it must name the temple in the path
    admin_id: AdminId = ""
    admin_name: PersonName
    admin_email: Email
    admin_phone: Phone
    username: Username
    password: Password
    permissions: PermissionsIn = PermissionsIn()
    is_active: bool = True


class TempleAdminUpdate(WireIn):
    """Only the fields sent change; a password left out (or empty) is kept."""

    temple_id: Patch[Id] = None
    admin_id: Patch[AdminId] = None
    admin_name: Patch[PersonName] = None
    admin_email: Patch[Email] = None
    admin_phone: Patch[Phone] = None
    username: Patch[Username] = None
    password: Annotated[
        Password | None,
        BeforeValidator(_blank_password_keeps),
        WithJsonSchema(
            {"anyOf": [PASSWORD_SCHEMA, {"type": "string", "maxLength": 0}, {"type": "null"}]},
            mode="validation",
        ),
    ] = None
    permissions: Patch[PermissionsIn] = None
    is_active: Patch[bool] = None


class AdminTiming(TempleTiming):
    """A period of the temple's timings as its admins edit it: with the Hindi of its name."""

    label_hi: str | None


class AdminTempleRead(WireOut):
    id: str
    name: str
    address: str
    coordinates: Coordinates
    description: str
    photos: list[str]
    name_hi: str | None
    address_hi: str | None
    description_hi: str | None
    timings: list[AdminTiming]
    timings_note: str | None
    timings_note_hi: str | None
    is_active: bool
    created_at: datetime
    updated_at: datetime


class TempleListItem(AdminTempleRead):
    """A row of the temple list; the counts label the Services (n) and Admins (n) tabs."""

    service_count: int
    active_service_count: int
    admin_count: int
    active_admin_count: int


class AdminTempleServiceRead(PublicTempleServiceRead):
    """What devotees see of a service, and what only admins see: inactive ones, the
    capacity of a slot (null: no limit), stamps."""

    slot_capacity: int | None
    name_hi: str | None
    description_hi: str | None
    duration_hi: str | None
    is_active: bool
    created_at: datetime
    updated_at: datetime


class Permissions(WireOut):
    """A temple admin's four switches as stored (every one of them, on or off)."""

    manage_services: bool = False
    manage_bookings: bool = False
    view_reports: bool = False
    manage_timings: bool = False


class TempleAdminRead(WireOut):
    """A temple admin as the screen shows it: never a password or its hash."""

    id: str
    temple_id: str | None
    admin_id: str
    admin_name: str
    admin_email: str
    admin_phone: str
    username: str
    permissions: Permissions
    is_active: bool
    created_at: datetime
    updated_at: datetime


class AdminTempleDetail(AdminTempleRead):
    """A temple with every service (inactive ones flagged) and, for a super admin, its
    admins; a temple admin gets `admins: null`."""

    services: list[AdminTempleServiceRead]
    admins: list[TempleAdminRead] | None


class TempleSummary(WireOut):
    total_temples: int
    total_services: int
    total_bookings: int
    total_revenue: Money
    temple_admins: int
