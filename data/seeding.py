"""Load the seed catalogue (data/seed/*.json) into an empty database, once."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from data.db import Database
from data.models import (
    AIService,
    Priest,
    PujaService,
    StoreCategory,
    StoreProduct,
    Temple,
    TempleService,
)
from data.models.base import Record
from data.seed_pictures import is_seed_picture_url, seed_picture_url

SEED_DIR = Path(__file__).parent / "seed"
# A country-wide catalogue to try the app with (`punya seed --demo`, which `make run` uses),
# in the seed's form; its records are marked is_demo so that one command removes them.
DEMO_DIR = Path(__file__).parent / "demo_catalogue"
CATALOGUE_MODELS = (
    PujaService,
    Temple,
    TempleService,
    Priest,
    StoreCategory,
    StoreProduct,
    AIService,
)
_PG_SEED_LOCK = 0x70756E7962


@dataclass(frozen=True)
class SeedResult:
    seeded: bool
    counts: dict[str, int]
    demo_counts: dict[str, int] = field(default_factory=dict)
    hindi_filled: int = 0  # seeded records of an older database given their Hindi
    pictures_filled: int = 0  # seeded records of an older database given their drawings
    samagri_filled: int = 0  # seeded pujas of an older database given their samagri lists


def _load(source: Path, name: str) -> Any:
    return json.loads((source / f"{name}.json").read_text(encoding="utf-8"))


def _money(value: int | float | str | None) -> Decimal | None:
    return None if value is None else Decimal(str(value))


def _camel(field: str) -> str:
    head, *rest = field.split("_")
    return head + "".join(word.title() for word in rest)


def _hindi(model: type[Record], record: dict[str, Any]) -> dict[str, Any]:
    """The `<field>_hi` values of a seed record (its `<field>Hi` keys)."""
    return {f"{field}_hi": record.get(f"{_camel(field)}Hi") for field in model.TRANSLATED}


SEED_REF = "seed:"


def _pictures(refs: list[str]) -> list[str]:
    """Picture references of the seed files as URLs: `seed:<name>` is our drawing <name>."""
    return [
        seed_picture_url(r.removeprefix(SEED_REF)) if r.startswith(SEED_REF) else r for r in refs
    ]


def catalogue_rows(source: Path = SEED_DIR) -> list[Any]:
    """Every row of the catalogue files in `source` as an ORM object (not yet added to a
    session): the spec's seed catalogue, or the demo catalogue (data/demo_catalogue/), which
    is written in the same form and has no AI services or puja services of its own."""
    return _pujas(source) + _temples(source) + _priests(source) + _store(source) + _ai(source)


def _pujas(source: Path) -> list[Any]:
    if not (source / "puja_services.json").exists():
        return []
    return [
        PujaService(
            id=s["id"],
            name=s["name"],
            price=_money(s["price"]),
            duration=s["duration"],
            category=s["category"],
            description=s["description"],
            includes=s["includes"],
            requirements=s["requirements"],
            samagri_family=s.get("samagriFamily", []),
            samagri_priest=s.get("samagriPriest", []),
            **_hindi(PujaService, s),
        )
        for s in _load(source, "puja_services")
    ]


def _temples(source: Path) -> list[Any]:
    rows: list[Any] = []
    for t in _load(source, "temples"):
        rows.append(
            Temple(
                id=t["id"],
                name=t["name"],
                address=t["address"],
                latitude=t["coordinates"]["latitude"],
                longitude=t["coordinates"]["longitude"],
                description=t["description"],
                photos=_pictures(t["photos"]),
                **_hindi(Temple, t),
            )
        )
        rows += [
            TempleService(
                id=s["id"],
                temple_id=t["id"],
                name=s["name"],
                description=s["description"],
                price=_money(s["price"]),
                duration=s["duration"],
                time_slots=s["timeSlots"],
                ships_prasad=s.get("shipsPrasad", False),
                **_hindi(TempleService, s),
            )
            for s in t["services"]
        ]
    return rows


def _priests(source: Path) -> list[Any]:
    return [
        Priest(
            id=p["id"],
            name=p["name"],
            email=p["email"],
            phone=p["phone"],
            experience=p["experience"],
            specializations=p["specializations"],
            languages=p["languages"],
            total_bookings=p["totalBookings"],
            address=p["address"],
            certifications=p["certifications"],
            availability=p["availability"],
            price_per_hour=_money(p["pricePerHour"]),
            bio=p["bio"],
            city=p["city"],
            travel_radius_km=p["travelRadiusKm"],
            pujas=p["pujas"],
            online=p["online"],
            days_off=p["daysOff"],
            latitude=p["latitude"],
            longitude=p["longitude"],
            **_hindi(Priest, p),
        )
        for p in _load(source, "priests")
    ]


def _store(source: Path) -> list[Any]:
    store = _load(source, "store")
    rows: list[Any] = [
        StoreCategory(
            id=c["id"], name=c["name"], description=c["description"], **_hindi(StoreCategory, c)
        )
        for c in store["categories"]
    ]
    rows += [
        StoreProduct(
            id=p["id"],
            name=p["name"],
            description=p["description"],
            category=p["category"],
            price=_money(p["price"]),
            original_price=_money(p["originalPrice"]),
            images=_pictures(p["images"]),
            in_stock=p["inStock"],
            stock_quantity=p["stockQuantity"],
            sku=p["sku"],
            tags=p["tags"],
            **_hindi(StoreProduct, p),
        )
        for p in store["products"]
    ]
    return rows


def _ai(source: Path) -> list[Any]:
    if not (source / "ai_services.json").exists():
        return []
    return [
        AIService(
            id=a["id"],
            name=a["name"],
            description=a["description"],
            **_hindi(AIService, a),
            # A path (/api/ai/...): this server's own built-in service, asked in-process
            # whatever address or port the server is reached at.
            endpoint=a["endpoint"],
            is_active=a["isActive"],
            icon=a["icon"],
            category=a["category"],
            confidence_threshold=a["confidenceThreshold"],
        )
        for a in _load(source, "ai_services")
    ]


def demo_catalogue_rows() -> list[Any]:
    """The demo catalogue's rows, each marked as demo."""
    rows = catalogue_rows(DEMO_DIR)
    for row in rows:
        row.is_demo = True
    return rows


def table_counts(rows: list[Any]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in rows:
        counts[row.__tablename__] = counts.get(row.__tablename__, 0) + 1
    return counts


async def lock_catalogue(session: AsyncSession, dialect: str) -> None:
    """One loader at a time (several server processes may start at once on PostgreSQL)."""
    if dialect == "postgresql":
        await session.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_SEED_LOCK})


async def _catalogue_is_empty(session: AsyncSession) -> bool:
    for model in CATALOGUE_MODELS:
        if await session.scalar(select(func.count()).select_from(model)):
            return False
    return True


async def seed_catalogue(db: Database, *, demo: bool = False) -> SeedResult:
    """Seed only a database whose catalogue is wholly empty, so deleting seed rows in the
    back office is never undone by the next start. With `demo`, the demo catalogue goes in
    with it, in the same transaction: a new database gets both, or neither."""
    async with db.writer() as session, session.begin():
        await lock_catalogue(session, db.dialect)
        if not await _catalogue_is_empty(session):
            return SeedResult(
                seeded=False,
                counts={},
                # Samagri first: a database with no Hindi at all gets the lists' Hindi with
                # the rest of its Hindi.
                samagri_filled=await _fill_samagri(session),
                hindi_filled=await _fill_hindi(session),
                pictures_filled=await _fill_pictures(session),
            )
        rows = catalogue_rows()
        demo_rows = demo_catalogue_rows() if demo else []
        # Parents first: temples before their services.
        session.add_all(rows + demo_rows)
    return SeedResult(seeded=True, counts=table_counts(rows), demo_counts=table_counts(demo_rows))


async def _fill_hindi(session: AsyncSession) -> int:
    """Give the seeded records of a database seeded before the catalogue had Hindi their
    Hindi: only records with no Hindi at all whose English is still the seed's (an admin's
    own words, or Hindi, are never overwritten)."""
    filled = 0
    for row in catalogue_rows():
        fields = type(row).TRANSLATED
        hindi = {f"{field}_hi": getattr(row, f"{field}_hi") for field in fields}
        if not any(hindi.values()):
            continue
        stored = await session.get(type(row), row.id)
        if stored is None or any(getattr(stored, name) is not None for name in hindi):
            continue
        if all(getattr(stored, field) == getattr(row, field) for field in fields):
            for name, value in hindi.items():
                setattr(stored, name, value)
            filled += 1
    return filled


SAMAGRI = ("samagri_family", "samagri_priest")


async def _fill_samagri(session: AsyncSession) -> int:
    """Give the seeded pujas of a database seeded before pujas had samagri lists theirs:
    only a puja with no list of either kind that still has the seed's name (an admin's own
    lists are never overwritten). The lists' Hindi goes with them when the puja has Hindi."""
    filled = 0
    for row in catalogue_rows():
        if not isinstance(row, PujaService) or not any(getattr(row, f) for f in SAMAGRI):
            continue
        stored = await session.get(PujaService, row.id)
        if stored is None or stored.name != row.name or any(getattr(stored, f) for f in SAMAGRI):
            continue
        for name in SAMAGRI:
            setattr(stored, name, getattr(row, name))
            if stored.name_hi is not None:
                setattr(stored, f"{name}_hi", getattr(row, f"{name}_hi"))
        filled += 1
    return filled


def _is_picture(entry: str) -> bool:
    return entry.startswith(("/", "http://", "https://"))


def _shows_no_picture_of_its_own(stored: list[str]) -> bool:
    """Only emoji, nothing, or our drawings (perhaps an older drawing's URL): no admin's choice."""
    return all(not _is_picture(e) or is_seed_picture_url(e) for e in stored)


async def _fill_pictures(session: AsyncSession) -> int:
    """Give the seeded products and temples of a database seeded before the catalogue had
    drawings theirs, and a redrawn picture its new URL; a picture an admin chose (any other
    URL) is never replaced."""
    filled = 0
    for row in catalogue_rows():
        if not isinstance(row, StoreProduct | Temple):
            continue
        field = "images" if isinstance(row, StoreProduct) else "photos"
        stored = await session.get(type(row), row.id)
        if stored is None:
            continue
        current: list[str] = getattr(stored, field)
        wanted: list[str] = getattr(row, field)
        if current != wanted and _shows_no_picture_of_its_own(current):
            setattr(stored, field, wanted)
            filled += 1
    return filled
