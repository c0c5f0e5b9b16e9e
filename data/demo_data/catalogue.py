"""What generated records may book and buy (the active catalogue), and the app's own rules that
the generator follows, handed in by its caller since the data layer cannot import them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, time
from decimal import Decimal
from typing import Protocol

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Priest, PujaService, StoreProduct, Temple, TempleService


@dataclass(frozen=True, slots=True)
class Puja:
    id: str
    name: str
    price: Decimal


@dataclass(frozen=True, slots=True)
class TempleOffer:
    temple_id: str
    service_id: str
    name: str
    price: Decimal
    slots: tuple[str, ...]
    capacity: int | None


@dataclass(frozen=True, slots=True)
class Product:
    id: str
    name: str
    price: Decimal


@dataclass(frozen=True, slots=True)
class DemoPriest:
    """An active priest as assignment needs one: who, what they perform, when they work."""

    id: str
    name: str
    name_hi: str | None
    languages: tuple[str, ...]
    pujas: frozenset[str]
    online: bool
    availability: Mapping[str, Sequence[str]]
    days_off: frozenset[str]


@dataclass(frozen=True, slots=True)
class Catalogue:
    pujas: tuple[Puja, ...]
    offers: tuple[TempleOffer, ...]
    products: tuple[Product, ...]
    priests: tuple[DemoPriest, ...]  # the active priests


class Totals(Protocol):
    @property
    def subtotal(self) -> Decimal: ...
    @property
    def shipping(self) -> Decimal: ...
    @property
    def tax(self) -> Decimal: ...
    @property
    def total(self) -> Decimal: ...


@dataclass(frozen=True, slots=True)
class DemoRules:
    """The priest slots (label -> start, in India) and the store's pricing (api/store/rules)."""

    priest_slots: Mapping[str, time]
    order_totals: Callable[[list[tuple[Decimal, int]]], Totals]
    # Whether weekly hours cover a slot (api/priests/rules.py works_then).
    works_then: Callable[[Mapping[str, Sequence[str]], date, time], bool]


async def load_catalogue(session: AsyncSession) -> Catalogue:
    """The active catalogue in a fixed order, so a seed picks the same items every time."""
    pujas = await session.execute(
        select(PujaService).where(PujaService.is_active).order_by(PujaService.id)
    )
    offers = await session.execute(
        select(TempleService)
        .join(Temple, Temple.id == TempleService.temple_id)
        .where(TempleService.is_active, Temple.is_active)
        .order_by(TempleService.id)
    )
    products = await session.execute(
        select(StoreProduct).where(StoreProduct.is_active).order_by(StoreProduct.id)
    )
    priests = await session.execute(select(Priest).where(Priest.is_active).order_by(Priest.id))
    return Catalogue(
        pujas=tuple(Puja(p.id, p.name, p.price) for p in pujas.scalars()),
        offers=tuple(
            TempleOffer(s.temple_id, s.id, s.name, s.price, tuple(s.time_slots), s.slot_capacity)
            for s in offers.scalars()
            if s.time_slots
        ),
        products=tuple(Product(p.id, p.name, p.price) for p in products.scalars()),
        priests=tuple(
            DemoPriest(
                p.id,
                p.name,
                p.name_hi,
                tuple(p.languages),
                frozenset(p.pujas),
                p.online,
                dict(p.availability),
                frozenset(p.days_off),
            )
            for p in priests.scalars()
        ),
    )
