"""The demo catalogue's files (data/demo_catalogue/) as reviewers read them: every record
passes the back office's own form for its kind, reaches the sizes the demo promises, has its
Hindi, and lies where it says on the map. No database needed."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from api.admin.priests.schemas import PriestCreate
from api.admin.store.schemas import CategoryCreate, ProductCreate
from api.admin.temples.schemas import TempleCreate, TempleServiceCreate
from api.places.geocode import from_gazetteer
from api.places.rules import distance_km
from data.models import Priest, StoreCategory, StoreProduct, Temple, TempleService
from data.seed_pictures import DEMO_IMAGES_DIR, IMAGES_DIR
from data.seeding import DEMO_DIR, SEED_DIR, catalogue_rows, demo_catalogue_rows

PRIESTS: list[dict[str, Any]] = json.loads((DEMO_DIR / "priests.json").read_text("utf-8"))
TEMPLES: list[dict[str, Any]] = json.loads((DEMO_DIR / "temples.json").read_text("utf-8"))
STORE: dict[str, Any] = json.loads((DEMO_DIR / "store.json").read_text("utf-8"))
SPEC_PUJAS = {p["id"] for p in json.loads((SEED_DIR / "puja_services.json").read_text("utf-8"))}
SPEC_CATEGORIES = {
    c["name"] for c in json.loads((SEED_DIR / "store.json").read_text())["categories"]
}

METROS = ("Delhi", "Mumbai", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad")
REQUIRED_CITIES = (
    *METROS, "Noida", "Gurugram", "Jaipur", "Lucknow", "Patna", "Bhopal", "Indore", "Kochi",
    "Guwahati", "Varanasi", "Haridwar", "Rishikesh", "Ujjain", "Puri", "Madurai", "Tirupati",
    "Nashik", "Ayodhya", "Mathura", "Vrindavan", "Dwarka",
    # and every other city of India of more than half a million people
    "Surat", "Kanpur", "Coimbatore", "Vadodara", "Ludhiana", "Agra", "Rajkot", "Meerut",
    "Jamshedpur", "Srinagar", "Dhanbad", "Amritsar", "Vijayawada", "Ranchi", "Jabalpur",
    "Prayagraj", "Visakhapatnam", "Jodhpur", "Gwalior", "Raipur", "Tiruchirappalli", "Kota",
    "Sholapur", "Chandigarh", "Hubballi", "Mysuru", "Salem", "Bhubaneswar", "Jalandhar",
    "Thiruvananthapuram", "Aligarh", "Bareilly", "Moradabad", "Warangal", "Gorakhpur",
    "Guntur", "Puducherry", "Amravati", "Bikaner", "Cuttack", "Bhavnagar", "Jamnagar", "Jammu",
    "Nanded", "Kozhikode", "Nellore", "Kalaburagi", "Ajmer", "Dehradun", "Erode", "Durgapur",
    "Siliguri", "Asansol", "Mangaluru",
)  # fmt: skip
# What families most often ask a priest home for: a town the demo serves has a priest for each.
EVERYDAY_PUJAS = frozenset(
    {
        "satyanarayan-katha", "griha-pravesh-puja", "vastu-shanti-puja", "bhoomi-puja",
        "namkaran-sanskar", "annaprashan-sanskar", "mundan-sanskar", "vivah-puja",
        "rudrabhishek", "maha-mrityunjaya-jaap", "sundarkand-path", "akhand-ramayan-path",
        "lakshmi-puja", "ganesh-puja", "office-shop-opening-puja", "navagraha-shanti-puja",
        "kaal-sarp-dosh-puja", "shraddha-pind-daan", "vehicle-puja",
    }
)  # fmt: skip
CATEGORIES_DEVOTEES_BUY = (
    "Incense and Dhoop", "Havan Samagri", "Gangajal and Holy Water", "Diyas and Lamps",
    "Idols and Murtis", "Malas", "Yantras", "Books", "Puja Kits", "Gemstones", "Prasad",
)  # fmt: skip
# India's bounding box (mainland and islands), degrees.
INDIA = {"latitude": (6.5, 35.7), "longitude": (68.0, 97.5)}
# A temple stands within this distance of the gazetteer's point of its town; a metro's point
# is one spot of a city some 30 km across.
TOWN_KM, METRO_KM = 10.0, 20.0
DEVANAGARI = re.compile(r"[\u0900-\u097F]")
# Hindi as a Hindi speaker writes it: Devanagari throughout; only a laboratory's initials
# (IGI, GII) may stay in Latin letters.
LATIN_WORD = re.compile(r"[A-Za-z]*[a-z][A-Za-z]*")


def _town(city: str) -> str:
    return city.split(",")[0].replace("New Delhi", "Delhi")


def test_the_demo_is_country_wide_and_as_large_as_promised() -> None:
    cities = {p["city"] for p in PRIESTS}
    assert len(PRIESTS) >= 60 and len(cities) >= 30
    assert set(REQUIRED_CITIES) <= {_town(c) for c in cities}
    assert len(TEMPLES) >= 40 and sum(len(t["services"]) for t in TEMPLES) >= 40
    assert len(STORE["products"]) >= 80
    categories = {p["category"] for p in STORE["products"]}
    assert set(CATEGORIES_DEVOTEES_BUY) <= categories
    assert any("Navgrah Yantra" in p["name"] for p in STORE["products"])


def test_ids_skus_and_names_are_their_own() -> None:
    spec = catalogue_rows()
    demo = demo_catalogue_rows()
    keys = [(type(r).__tablename__, r.id) for r in demo]
    assert len(keys) == len(set(keys))
    assert not set(keys) & {(type(r).__tablename__, r.id) for r in spec}
    # PostgreSQL holds an id to its column's length; SQLite would not say so.
    longest = TempleService.__table__.c.id.type.length  # every record's id is alike
    assert [i for _, i in keys if len(i) > longest] == []
    skus = [r.sku for r in spec + demo if isinstance(r, StoreProduct)]
    assert len(skus) == len(set(skus))
    names = [r.name.lower() for r in spec + demo if isinstance(r, StoreCategory)]
    assert len(names) == len(set(names))
    assert all(r.is_demo for r in demo) and not any(getattr(r, "is_demo", False) for r in spec)


@pytest.mark.parametrize("priest", PRIESTS, ids=[p["id"] for p in PRIESTS])
def test_every_priest_passes_the_priest_form(priest: dict[str, Any]) -> None:
    form = {k: v for k, v in priest.items() if k not in ("id", "latitude", "longitude")}
    PriestCreate.model_validate(form)
    assert set(priest["pujas"]) <= SPEC_PUJAS
    assert priest["totalBookings"] == 0 and not any("rating" in k for k in priest)
    assert priest["email"].endswith("@demo.punya.app")


@pytest.mark.parametrize("temple", TEMPLES, ids=[t["id"] for t in TEMPLES])
def test_every_temple_and_its_services_pass_the_temple_forms(temple: dict[str, Any]) -> None:
    (row,) = [r for r in demo_catalogue_rows() if isinstance(r, Temple) and r.id == temple["id"]]
    fields = ("name", "address", "description", "nameHi", "addressHi", "descriptionHi")
    TempleCreate.model_validate(
        {**{k: temple[k] for k in fields}, **temple["coordinates"], "photos": row.photos}
    )
    assert temple["services"]
    for service in temple["services"]:
        TempleServiceCreate.model_validate({k: v for k, v in service.items() if k != "id"})
        assert isinstance(service["price"], int) and service["price"] > 0


def test_every_product_and_category_passes_the_store_forms() -> None:
    for category in STORE["categories"]:
        CategoryCreate.model_validate({k: v for k, v in category.items() if k != "id"})
    known = SPEC_CATEGORIES | {c["name"] for c in STORE["categories"]}
    for product in STORE["products"]:
        ProductCreate.model_validate({k: v for k, v in product.items() if k != "id"})
        assert product["category"] in known, product["id"]
        assert product["originalPrice"] is None or product["originalPrice"] > product["price"]
    gems = [p for p in STORE["products"] if p["category"] == "Gemstones"]
    assert gems and all(re.search(r"\bct\b.*ratti.*Certificate", p["description"]) for p in gems)


def test_every_text_devotees_read_has_its_hindi() -> None:
    for row in demo_catalogue_rows():
        for field in type(row).TRANSLATED:
            english, hindi = getattr(row, field), getattr(row, f"{field}_hi")
            if not english:
                continue
            assert hindi and DEVANAGARI.search(hindi), (row.id, field)
            assert not LATIN_WORD.search(hindi), (row.id, field, hindi)


def test_everything_is_in_india_and_where_its_town_is() -> None:
    rows = demo_catalogue_rows()
    for row in rows:
        if isinstance(row, Temple | Priest):
            assert row.latitude is not None and row.longitude is not None
            assert INDIA["latitude"][0] <= row.latitude <= INDIA["latitude"][1], row.id
            assert INDIA["longitude"][0] <= row.longitude <= INDIA["longitude"][1], row.id
    for temple in TEMPLES:
        town = from_gazetteer(temple["city"])
        assert town is not None, temple["city"]
        limit = METRO_KM if _town(temple["city"]) in METROS else TOWN_KM
        point = temple["coordinates"]
        away = distance_km(town.latitude, town.longitude, point["latitude"], point["longitude"])
        assert away <= limit, (temple["id"], round(away, 1))
        assert _town(temple["city"]).split()[-1] in temple["address"].replace("New Delhi", "Delhi")
    # A priest works from the point the priest form would store for their city.
    for priest in PRIESTS:
        town = from_gazetteer(priest["city"])
        assert town is not None, priest["city"]
        away = distance_km(town.latitude, town.longitude, priest["latitude"], priest["longitude"])
        assert away < 1, priest["id"]


def test_every_temple_and_product_has_its_own_drawing() -> None:
    spec = {p.stem for p in IMAGES_DIR.glob("*.svg")}
    demo = {p.stem for p in DEMO_IMAGES_DIR.glob("*.svg")}
    assert not spec & demo
    used = [r.images[0] for r in demo_catalogue_rows() if isinstance(r, StoreProduct)]
    used += [r.photos[0] for r in demo_catalogue_rows() if isinstance(r, Temple)]
    assert all(u.startswith("/media/seed/") for u in used)
    assert len(used) == len(set(used)) == len(demo)


def test_the_demo_has_no_puja_services_or_ai_services_of_its_own() -> None:
    kinds = {type(r) for r in demo_catalogue_rows()}
    assert kinds == {Temple, TempleService, Priest, StoreCategory, StoreProduct}


def test_every_town_served_has_a_priest_within_reach_for_each_everyday_puja() -> None:
    towns = {p["city"]: (p["latitude"], p["longitude"]) for p in PRIESTS}
    for town, (latitude, longitude) in towns.items():
        reaching = [
            p
            for p in PRIESTS
            if distance_km(latitude, longitude, p["latitude"], p["longitude"])
            <= p["travelRadiusKm"]
        ]
        performed = {puja for p in reaching for puja in p["pujas"]}
        assert performed >= EVERYDAY_PUJAS, (town, sorted(EVERYDAY_PUJAS - performed))
