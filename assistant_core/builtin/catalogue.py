"""The product's own catalogue as plain values (the api layer reads the rows and passes these
in), and the rupee formatting every answer uses."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from assistant_core.texts import Language


@dataclass(frozen=True)
class Puja:
    id: str
    name: str
    price: Decimal
    duration: str
    category: str
    description: str
    includes: tuple[str, ...] = ()
    requirements: tuple[str, ...] = ()
    # The Hindi the catalogue has written, by field name ("name", "description"...): what a
    # Hindi answer says where it can (`said`).
    hi: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class TempleOffering:
    id: str
    name: str
    description: str
    price: Decimal
    duration: str
    time_slots: tuple[str, ...] = ()
    # The Hindi the catalogue has written, by field name ("name", "description"...): what a
    # Hindi answer says where it can (`said`).
    hi: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Temple:
    id: str
    name: str
    address: str
    description: str
    services: tuple[TempleOffering, ...] = ()
    # The Hindi the catalogue has written, by field name ("name", "description"...): what a
    # Hindi answer says where it can (`said`).
    hi: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class Product:
    id: str
    name: str
    description: str
    category: str
    price: Decimal
    original_price: Decimal | None
    stock: int  # 0 when it cannot be bought now (out of stock or marked so)
    tags: tuple[str, ...] = ()
    # The Hindi the catalogue has written, by field name ("name", "description"...): what a
    # Hindi answer says where it can (`said`).
    hi: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True)
class StoreCategory:
    name: str
    description: str
    # The Hindi the catalogue has written, by field name ("name", "description"...): what a
    # Hindi answer says where it can (`said`).
    hi: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)


CatalogueItem = Puja | TempleOffering | Temple | Product | StoreCategory


def said(item: CatalogueItem, name: str, language: Language) -> Any:
    """A field of a catalogue item in `language`: its Hindi where the catalogue has it written,
    else the English."""
    if language == "hi":
        value = item.hi.get(name)
        if value:
            return value
    return getattr(item, name)


@dataclass(frozen=True)
class HouseRules:
    """The business constants answers quote (spec section 9); the api layer passes the values
    its own rules use, so an answer never disagrees with a checkout."""

    shipping_fee: Decimal
    free_shipping_above: Decimal
    tax_percent: Decimal
    max_payment: Decimal
    full_refund_hours: int  # a booking cancelled this long before its slot: all back
    partial_refund_percent: int  # ...and later, before the slot begins: this share back
    return_days: int  # a damaged product may be returned this long after delivery
    # The one-time code that proves a phone or e-mail (My Orders, cash on delivery).
    code_digits: int
    code_minutes: int  # how long a code lives
    code_tries: int  # wrong tries before a code stops working
    code_resend_seconds: int  # the wait before another code to the same phone or e-mail
    codes_per_hour: int  # codes one phone or e-mail may be sent in an hour
    verified_days: float  # how long a browser that proved a contact stays trusted
    cod_max_total: Decimal  # cash on delivery only for orders up to this total
    cod_open_per_phone: int  # cash-on-delivery orders one phone may have on their way
    priest_slots: tuple[str, ...] = ()
    contact: str = ""  # e-mail, phone and address, when known


@dataclass(frozen=True)
class Catalogue:
    """Everything a customer can see: active pujas, active temples with their active
    services, active store categories and products, and the house rules."""

    pujas: Sequence[Puja] = ()
    temples: Sequence[Temple] = ()
    products: Sequence[Product] = ()
    categories: Sequence[StoreCategory] = field(default_factory=tuple)
    rules: HouseRules | None = None  # None until the api has said them: no figure is quoted


def rupees(amount: Decimal | int) -> str:
    """₹ with Indian digit grouping: ₹2,299, ₹1,00,000, ₹52.50."""
    value = Decimal(amount)
    whole = int(value)
    paise = int((value - whole) * 100)
    sign = "-" if whole < 0 else ""
    return f"{sign}₹{indian_grouping(abs(whole))}" + (f".{paise:02d}" if paise else "")


def indian_grouping(whole: int) -> str:
    """Digits grouped the Indian way: 1,23,45,678 (lakhs and crores)."""
    digits = str(whole)
    if len(digits) <= 3:
        return digits
    head, tail = digits[:-3], digits[-3:]
    groups: list[str] = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups, tail] if head else [*groups, tail])


def listing(items: Sequence[str], *, limit: int = 12, language: Language = "en") -> str:
    """ "a, b and c" ("a, b और c", "a, b aur c"), bounded, for lists inside sentences."""
    shown = [i for i in items if i][:limit]
    if not shown:
        return ""
    extra = len([i for i in items if i]) - len(shown)
    if extra > 0:
        return ", ".join(shown) + _MORE[language].format(extra=extra)
    if len(shown) == 1:
        return shown[0]
    return ", ".join(shown[:-1]) + _AND[language] + shown[-1]


_AND: dict[Language, str] = {"en": " and ", "hi": " और ", "hinglish": " aur "}
_MORE: dict[Language, str] = {
    "en": " and {extra} more",
    "hi": " और {extra} अन्य",
    "hinglish": " aur {extra} aur bhi",
}
