"""The seed catalogue (data/seed/*.json) as the built-in services' plain values."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from api.ai.service import house_rules as site_rules
from api.settings import Settings
from assistant_core.builtin import (
    Catalogue,
    HouseRules,
    Product,
    Puja,
    StoreCategory,
    Temple,
    TempleOffering,
)

SEED = Path(__file__).resolve().parents[2] / "data" / "seed"
SLOTS = ("6:00 AM - 8:00 AM", "8:00 AM - 10:00 AM", "8:00 PM - 10:00 PM")


def house_rules(**given: Any) -> HouseRules:
    """The server's own house rules (its figures, never copies), with `given` fields changed."""
    return replace(site_rules(Settings()), **given)


def _load(name: str) -> Any:
    return json.loads((SEED / f"{name}.json").read_text(encoding="utf-8"))


def _puja(p: dict[str, Any]) -> Puja:
    return Puja(
        p["id"],
        p["name"],
        Decimal(p["price"]),
        p["duration"],
        p["category"],
        p["description"],
        tuple(p["includes"]),
        tuple(p["requirements"]),
    )


def _temple(t: dict[str, Any]) -> Temple:
    services = tuple(
        TempleOffering(
            s["id"],
            s["name"],
            s["description"],
            Decimal(s["price"]),
            s["duration"],
            tuple(s["timeSlots"]),
        )
        for s in t["services"]
    )
    return Temple(t["id"], t["name"], t["address"], t["description"], services)


def _product(p: dict[str, Any]) -> Product:
    return Product(
        p["id"],
        p["name"],
        p["description"],
        p["category"],
        Decimal(p["price"]),
        Decimal(p["originalPrice"]) if p["originalPrice"] else None,
        p["stockQuantity"] if p["inStock"] else 0,  # as the api layer reads it
        tuple(p["tags"]),
    )


def seed_catalogue() -> Catalogue:
    store = _load("store")
    return Catalogue(
        [_puja(p) for p in _load("puja_services")],
        [_temple(t) for t in _load("temples")],
        [_product(p) for p in store["products"]],
        [StoreCategory(c["name"], c["description"]) for c in store["categories"]],
        house_rules(priest_slots=SLOTS, contact="support@punya.app, +91 20 4000 1080"),
    )
