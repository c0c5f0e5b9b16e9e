"""Places in Hindi: the reviewed table names every one of the gazetteer's 300 most populous
Indian places, every state capital and pilgrimage town, in Devanagari, each a real place of
the gazetteer; a place shows in Hindi in a Hindi label (city, state, country) and keeps its
English name when the table does not know it; a place typed in Hindi (or copied from a Hindi
Kundli) is found, however its nukta and chandrabindu are written."""

from __future__ import annotations

import gzip
import json
from importlib import resources

import pytest

from api.store.states import STATES
from kundli_service.places import Place, resolve_place
from kundli_service.places.aliases import PILGRIMAGE_TOWNS
from kundli_service.places.hindi import (
    ABROAD_HI,
    CITIES_HI,
    COUNTRIES_HI,
    STATES_HI,
    city_in_hindi,
    hindi_names,
)
from kundli_service.places.normalize import name_key, script_of

MOST_POPULOUS = 300


def _indian_rows() -> list[list[object]]:
    data = resources.files("kundli_service.places").joinpath("data/places.json.gz")
    rows = json.loads(gzip.decompress(data.read_bytes()))["places"]
    return [row for row in rows if row[6] == "IN"]


def found(query: str) -> Place:
    place = resolve_place(query)
    assert isinstance(place, Place), (query, place)
    return place


def test_every_entry_is_a_place_of_the_gazetteer_written_in_devanagari() -> None:
    places = {(name_key(str(row[2] or row[1])), str(row[7])) for row in _indian_rows()}
    assert set(CITIES_HI) <= places, sorted(set(CITIES_HI) - places)
    names = [*CITIES_HI.values(), *STATES_HI.values(), *COUNTRIES_HI.values(), *ABROAD_HI.values()]
    assert [n for n in names if script_of(n) != "devanagari"] == []
    assert len(CITIES_HI) >= MOST_POPULOUS


def test_the_most_populous_places_and_every_pilgrimage_town_have_a_hindi_name() -> None:
    largest = sorted(_indian_rows(), key=lambda row: -int(str(row[8])))[:MOST_POPULOUS]
    missing = [
        f"{row[2] or row[1]}, {row[7]}"
        for row in largest
        if city_in_hindi(str(row[2] or row[1]), str(row[7]), "IN") is None
    ]
    assert missing == []
    towns = [city_in_hindi(town, state, "IN") for town, state in PILGRIMAGE_TOWNS.items()]
    assert None not in towns


def test_the_states_are_one_table_for_places_and_delivery_addresses() -> None:
    assert STATES is STATES_HI


@pytest.mark.parametrize(
    ("typed", "hindi"),
    [
        ("Bombay", "मुंबई, महाराष्ट्र, भारत"),
        ("Poona", "पुणे, महाराष्ट्र, भारत"),
        ("Benares", "वाराणसी, उत्तर प्रदेश, भारत"),
        ("Allahabad", "प्रयागराज, उत्तर प्रदेश, भारत"),
        ("Tirupati", "तिरुपति, आंध्र प्रदेश, भारत"),
        ("Bangalore", "बेंगलुरु, कर्नाटक, भारत"),
        ("Calcutta", "कोलकाता, पश्चिम बंगाल, भारत"),
        ("Madras", "चेन्नई, तमिलनाडु, भारत"),
        ("Delhi", "दिल्ली, भारत"),
        ("Kathmandu", "काठमांडू, नेपाल"),
    ],
)
def test_a_place_in_hindi(typed: str, hindi: str) -> None:
    place = found(typed)
    assert place.label("hi") == hindi
    assert place.label() == place.label("en") and place.label().isascii()


def test_a_place_the_table_does_not_know_keeps_its_english_name() -> None:
    assert found("Edison, New Jersey, USA").label("hi") == "Edison, New Jersey, United States"
    assert found("Aurangabad, Bihar").label("hi") == "Aurangabad, बिहार, भारत"


def test_a_chosen_place_names_the_others_in_hindi() -> None:
    note = found("Rameswaram").choice_note("hi")
    assert note is not None and note.startswith("रामेश्वरम, तमिलनाडु — ")
    assert "आंध्र प्रदेश" in note


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("बेंगलुरु", "Bengaluru"),
        ("प्रयागराज", "Prayagraj"),
        ("पुणे, महाराष्ट्र", "Pune"),
        ("गाजियाबाद", "Ghaziabad"),  # written without the nukta
        ("ग़ाज़ियाबाद", "Ghaziabad"),
        ("झांसी", "Jhansi"),  # anusvara for the table's chandrabindu
        ("रानीगंज, तेलंगाना", "Raniganj"),
    ],
)
def test_a_place_typed_in_hindi_is_found(typed: str, name: str) -> None:
    assert found(typed).name == name


def test_a_hindi_name_two_places_share_asks_which() -> None:
    assert ("रानीगंज", "Raniganj", "West Bengal") in hindi_names()
    shared = resolve_place("रानीगंज")
    assert not isinstance(shared, Place) and shared.reason == "ambiguous"


@pytest.mark.parametrize(
    ("typed", "town", "state"),
    [
        ("मधुबनी", "Madhubani", "Bihar"),  # no Hindi name in the gazetteer: read out
        ("मधुबनी, बिहार", "Madhubani", "Bihar"),
        ("बेगूसराय", "Begusarai", "Bihar"),  # a final "ay" said "ai"
        ("सहरसा", "Saharsa", "Bihar"),  # the silent "a" inside the word
        ("कांगड़ा", "Kangra", "Himachal Pradesh"),
    ],
)
def test_a_town_typed_in_hindi_without_a_hindi_name_is_read_out(
    typed: str, town: str, state: str
) -> None:
    found = resolve_place(typed)
    assert isinstance(found, Place) and (found.name, found.state) == (town, state)


def test_a_hindi_word_that_reads_as_no_town_is_still_not_found() -> None:
    assert not isinstance(resolve_place("कखग"), Place)
