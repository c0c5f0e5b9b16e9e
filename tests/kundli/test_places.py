"""Offline place-of-birth resolution and the UTC offset in force at the place and date."""

from __future__ import annotations

from datetime import datetime

import pytest

from kundli_service.places import (
    Offset,
    Place,
    PlaceNotFound,
    names_a_place,
    resolve_place,
    utc_offset,
)
from kundli_service.places.aliases import INDIA_PLACE_ALIASES
from kundli_service.places.normalize import name_key


def place(text: str) -> Place:
    found = resolve_place(text)
    assert isinstance(found, Place), f"{text!r} -> {found}"
    return found


def not_found(text: str) -> PlaceNotFound:
    found = resolve_place(text)
    assert isinstance(found, PlaceNotFound), f"{text!r} -> {found}"
    return found


def offset(text: str, *when: int) -> Offset:
    return utc_offset(place(text), datetime(*when))  # type: ignore[arg-type]


# --- names, old and new -----------------------------------------------------------------

OLD_AND_NEW = [
    ("Bombay", "Mumbai"),
    ("Calcutta", "Kolkata"),
    ("Madras", "Chennai"),
    ("Benares", "Varanasi"),
    ("Banaras", "Varanasi"),
    ("Benaras", "Varanasi"),
    ("Kashi", "Varanasi"),
    ("Allahabad", "Prayagraj"),
    ("Gurgaon", "Gurugram"),
    ("Bangalore", "Bengaluru"),
    ("Poona", "Pune"),
    ("Baroda", "Vadodara"),
    ("Trivandrum", "Thiruvananthapuram"),
    ("Cawnpore", "Kanpur"),
    ("Simla", "Shimla"),
    ("Mysore", "Mysuru"),
    ("Calicut", "Kozhikode"),
    ("Cochin", "Kochi"),
    ("Pondicherry", "Puducherry"),
    ("Belgaum", "Belagavi"),
    ("Mangalore", "Mangaluru"),
    ("Vizag", "Visakhapatnam"),
    ("Chhatrapati Sambhajinagar", "Aurangabad, Maharashtra"),
    ("Sambhajinagar", "Aurangabad, Maharashtra"),
    ("Gulbarga", "Kalaburagi"),
    ("Hubli", "Hubballi"),
    ("Bijapur", "Vijayapura"),
    ("Ahmednagar", "Ahilyanagar"),
    ("Osmanabad", "Dharashiv"),
    ("Hoshangabad", "Narmadapuram"),
    ("Rajahmundry", "Rajamahendravaram"),
    ("Tanjore", "Thanjavur"),
    ("Trichy", "Tiruchirappalli"),
    ("Gauhati", "Guwahati"),
    ("Ootacamund", "Udhagamandalam"),
    ("Panjim", "Panaji"),
    ("Tumkur", "Tumakuru"),
    ("Bhagyanagar", "Hyderabad"),
]


@pytest.mark.parametrize(("old", "new"), OLD_AND_NEW)
def test_old_and_new_indian_names_resolve_to_the_same_place(old: str, new: str) -> None:
    a, b = place(old), place(new)
    # The same place (an old name may also be a village's elsewhere, which it was chosen over).
    assert a.label() == b.label() and (a.latitude, a.longitude) == (b.latitude, b.longitude)
    assert a.country_code == "IN"


def test_the_canonical_names_are_todays() -> None:
    assert place("Bombay").label() == "Mumbai, Maharashtra, India"
    assert place("Calcutta").label() == "Kolkata, West Bengal, India"
    assert place("Madras").name == "Chennai"
    assert place("Allahabad").name == "Prayagraj"
    assert place("Baroda").state == "Gujarat"


def test_every_hand_written_alias_has_its_target() -> None:
    for alias, (target, state) in INDIA_PLACE_ALIASES.items():
        found = place(f"{alias}, {state}")
        assert name_key(found.name) == name_key(target) or found.state == state


def test_orissa_is_odisha_as_a_state() -> None:
    assert place("Cuttack, Orissa") == place("Cuttack, Odisha")
    assert place("Cuttack, Orissa").state == "Odisha"
    alone = not_found("Orissa")
    assert alone.reason == "unknown"
    assert "state" in alone.message
    assert any("Odisha" in s for s in alone.suggestions)


def test_a_state_said_short_as_people_say_it() -> None:
    assert place("shimla, himachal").state == "Himachal Pradesh"
    assert place("Tirupati, Andhra").state == "Andhra Pradesh"


def test_normalisation_ignores_case_accents_spaces_and_punctuation() -> None:
    assert place("Pūnch") == place("Punch") == place("PUNCH")
    assert place("Varanasi") == place("varanasi") == place("  VARANASI ")
    assert place("Navi-Mumbai") == place("navi mumbai") == place("NaviMumbai")
    assert place("Rājkot").name == "Rajkot"


def test_devanagari_names() -> None:
    assert place("मुंबई") == place("Mumbai")
    assert place("वाराणसी") == place("Varanasi")
    assert place("काशी") == place("Varanasi")


# --- qualifiers and preference ----------------------------------------------------------


def test_hyderabad_alone_is_in_telangana() -> None:
    hyderabad = place("Hyderabad")
    assert (hyderabad.name, hyderabad.state, hyderabad.country) == (
        "Hyderabad",
        "Telangana",
        "India",
    )
    assert hyderabad.timezone == "Asia/Kolkata"


def test_hyderabad_pakistan_and_sindh() -> None:
    pakistan = place("Hyderabad, Pakistan")
    assert pakistan.country_code == "PK"
    assert pakistan.timezone == "Asia/Karachi"
    assert place("Hyderabad, Sindh") == pakistan
    assert place("hyderabad, pk") == pakistan


def test_hyderabad_in_its_pre_2014_state() -> None:
    assert place("Hyderabad, Andhra Pradesh") == place("Hyderabad")
    assert place("Ranchi, Bihar").state == "Jharkhand"
    assert place("Dehradun, Uttar Pradesh").state == "Uttarakhand"


def test_aurangabad_is_ambiguous_between_maharashtra_and_bihar() -> None:
    answer = not_found("Aurangabad")
    assert answer.reason == "ambiguous"
    assert "Aurangabad, Maharashtra" in answer.message
    assert "Aurangabad, Bihar" in answer.message
    assert "Please add the state" in answer.message
    assert set(answer.suggestions) == {
        "Aurangabad, Maharashtra, India",
        "Aurangabad, Bihar, India",
    }
    assert len(answer.suggestions) <= 5


def test_a_state_settles_an_ambiguity() -> None:
    bihar = place("Aurangabad, Bihar")
    assert (bihar.state, bihar.country_code) == ("Bihar", "IN")
    assert place("Aurangabad, BR, India") == bihar
    maharashtra = place("Aurangabad, Maharashtra")
    assert maharashtra.state == "Maharashtra"
    assert maharashtra.population > 10 * bihar.population


def test_a_clear_main_place_is_taken() -> None:
    assert place("Gorakhpur").state == "Uttar Pradesh"
    assert place("Jodhpur").state == "Rajasthan"
    assert place("Srinagar").state == "Jammu and Kashmir"


def test_city_country_and_us_city_state() -> None:
    assert place("London, UK").country_code == "GB"
    assert place("London, United Kingdom") == place("London, UK")
    assert place("Leicester, England").label() == "Leicester, England, United Kingdom"
    edison = place("Edison, New Jersey")
    assert (edison.state, edison.country_code) == ("New Jersey", "US")
    assert place("Edison, NJ, USA") == edison
    assert place("Edison, NJ") == edison
    assert place("Edison, United States") == edison
    assert place("Dubai, UAE").country_code == "AE"
    assert place("Toronto, ON").country == "Canada"


def test_two_letter_qualifiers_may_be_states_or_countries() -> None:
    assert place("Chennai, TN").state == "Tamil Nadu"  # TN is also Tunisia
    assert place("Indianapolis, IN").state == "Indiana"  # IN is also India
    assert place("Los Angeles, CA").state == "California"  # CA is also Canada
    assert place("Pune, MH, India").state == "Maharashtra"


def test_foreign_places_when_nothing_in_india_matches() -> None:
    assert place("Kathmandu").country_code == "NP"
    assert place("Colombo").country_code == "LK"
    assert place("Islamabad").country_code == "PK"  # also Anantnag's old name
    springfield = place("Springfield, USA")  # the most populous Springfield
    assert springfield.population == max(
        place(f"Springfield, {s}").population for s in ("Illinois", "Missouri", "MA")
    )


def test_a_small_indian_town_does_not_hide_a_foreign_capital() -> None:
    answer = not_found("Dhaka")
    assert answer.reason == "ambiguous"
    assert "Dhaka, Bangladesh" in answer.suggestions
    assert place("Dhaka, Bangladesh").country_code == "BD"


# --- misses -----------------------------------------------------------------------------


def test_unknown_names_get_suggestions() -> None:
    answer = not_found("Varanashi")
    assert answer.reason == "unknown"
    assert answer.suggestions[0] == "Varanasi, Uttar Pradesh, India"
    assert answer.message.startswith('We could not find "Varanashi". Did you mean: Varanasi')
    assert len(answer.suggestions) <= 5
    bengaluru = not_found("Bengalooru")
    assert bengaluru.suggestions[0] == "Bengaluru, Karnataka, India"
    assert "Hyderabad, Telangana, India" in not_found("Hydrabad").suggestions


def test_suggestions_respect_the_country() -> None:
    answer = not_found("Xyzabad, Pakistan")
    assert answer.suggestions
    assert all(s.endswith("Pakistan") for s in answer.suggestions)
    elsewhere = not_found("Pune, Bihar")
    assert elsewhere.suggestions[0] == "Pune, Maharashtra, India"


def test_nonsense_has_a_clear_message_and_no_suggestions() -> None:
    answer = not_found("Qwxzqwxz")
    assert answer.reason == "unknown"
    assert answer.suggestions == ()
    assert "Qwxzqwxz" in answer.message


def test_unknown_qualifier() -> None:
    answer = not_found("Mumbai, Narnia")
    assert answer.reason == "unknown"
    assert '"Narnia"' in answer.message
    assert answer.suggestions == ("Mumbai, Maharashtra, India",)


@pytest.mark.parametrize("text", ["", "   ", "\t\n", ", India"])
def test_empty(text: str) -> None:
    answer = not_found(text)
    assert answer.reason == "empty"
    assert answer.message.startswith("Please enter a place of birth")


def test_over_long_input() -> None:
    answer = not_found("Mumbai " * 40)
    assert answer.reason == "unknown"
    assert "too long" in answer.message
    assert answer.suggestions == ()


def test_results_are_frozen_values() -> None:
    mumbai = place("Mumbai")
    with pytest.raises(AttributeError):
        mumbai.name = "Bombay"  # type: ignore[misc]
    assert mumbai == place("Mumbai")
    assert hash(mumbai) == hash(place("Bombay"))


def test_two_hundred_resolutions_complete() -> None:
    # Not timed: only that a burst of hits, misses and ambiguities all come back.
    names = ["Mumbai", "Bombay", "Hyderabad, Pakistan", "Aurangabad", "Varanashi"] * 40
    results = [resolve_place(n) for n in names]
    assert len(results) == 200
    assert sum(isinstance(r, Place) for r in results) == 120


# --- offsets ----------------------------------------------------------------------------


def test_bombay_time_until_1955() -> None:
    bombay = offset("Mumbai", 1950, 6, 1, 12, 0)
    assert bombay.seconds == 17460
    assert bombay.label == "Bombay Time (UTC+04:51)"
    assert bombay.label_in("hi") == "बंबई समय (UTC+04:51)"
    assert offset("Mumbai", 1954, 12, 31, 23, 59).seconds == 17460
    assert offset("Mumbai", 1955, 1, 1, 0, 0).seconds == 19800
    assert offset("Mumbai", 1960, 1, 1, 12, 0).seconds == 19800
    assert offset("Thane", 1950, 6, 1).seconds == 17460  # within 30 km
    assert offset("Pune", 1950, 6, 1).seconds == 19800


def test_calcutta_time_until_1948() -> None:
    calcutta = offset("Kolkata", 1947, 3, 1, 12, 0)
    assert calcutta.seconds == 21200
    assert calcutta.label == "Calcutta Time (UTC+05:53:20)"
    assert calcutta.label_in("hi") == "कलकत्ता समय (UTC+05:53:20)"
    assert offset("Howrah", 1947, 3, 1).seconds == 21200
    assert offset("Kolkata", 1948, 1, 1, 0, 0).seconds == 19800
    assert offset("Kolkata", 1950, 1, 1, 12, 0).seconds == 19800


def test_war_time_everywhere_in_india() -> None:
    war = offset("Delhi", 1943, 6, 1, 12, 0)
    assert (war.seconds, war.label) == (23400, "War Time (UTC+06:30)")
    assert war.label_in("hi") == "युद्धकालीन समय (UTC+06:30)"
    assert offset("Delhi", 1942, 6, 15, 12, 0).seconds == 19800  # between the two periods
    assert offset("Mumbai", 1944, 1, 1, 12, 0).seconds == 23400
    assert offset("Kolkata", 1944, 1, 1, 12, 0).seconds == 23400
    assert offset("Delhi", 1941, 9, 30, 23, 59).seconds == 19800
    assert offset("Delhi", 1941, 10, 1, 0, 0).seconds == 23400
    assert offset("Delhi", 1942, 5, 14, 23, 59).seconds == 23400
    assert offset("Delhi", 1942, 5, 15, 0, 0).seconds == 19800
    assert offset("Delhi", 1942, 9, 1, 0, 0).seconds == 23400
    assert offset("Delhi", 1945, 10, 15, 0, 0).seconds == 19800
    assert offset("Mumbai", 1942, 6, 15).seconds == 17460  # Bombay Time between the periods


def test_local_mean_time_before_1906() -> None:
    pune = place("Pune")
    lmt = utc_offset(pune, datetime(1900, 1, 1, 12, 0))
    assert lmt.seconds == round(pune.longitude * 240)
    assert abs(lmt.seconds - round(73.8567 * 240)) <= 1  # 4 h 55 min 25.6 s
    assert lmt.label == "Local Mean Time (UTC+04:55:25)"
    assert lmt.label_in("hi") == "स्थानीय माध्य समय (UTC+04:55:25)"
    assert "1906" in lmt.source
    madras = offset("Chennai", 1905, 12, 31, 23, 59)
    assert madras.seconds == round(place("Chennai").longitude * 240)
    assert offset("Chennai", 1906, 1, 1, 0, 0).seconds == 19800


def test_ist_otherwise() -> None:
    ist = offset("Chennai", 1920, 1, 1, 12, 0)
    assert (ist.seconds, ist.label) == (19800, "IST (UTC+05:30)")
    assert ist.source


def test_zoneinfo_outside_india() -> None:
    london = offset("London, UK", 1990, 7, 1, 12, 0)
    assert london.seconds == 3600
    assert london.label == "Europe/London BST (UTC+01:00)"
    assert offset("New York", 1985, 1, 15, 12, 0).seconds == -18000
    kathmandu = offset("Kathmandu", 2000, 1, 1, 12, 0)
    assert (kathmandu.seconds, kathmandu.label) == (20700, "Asia/Kathmandu (UTC+05:45)")
    assert offset("Colombo", 2000, 1, 1, 12, 0).seconds == 21600  # Sri Lanka, 1996-2006
    assert offset("Colombo", 2010, 1, 1, 12, 0).seconds == 19800
    assert offset("Karachi", 2000, 1, 1, 12, 0).seconds == 18000


def test_dst_edges_use_fold_zero_and_say_so() -> None:
    new_york = place("New York")
    repeated = utc_offset(new_york, datetime(2021, 11, 7, 1, 30))
    assert repeated.seconds == -4 * 3600  # first occurrence, still EDT
    assert "fold=0" in repeated.source
    assert "twice" in repeated.source
    missing = utc_offset(new_york, datetime(2021, 3, 14, 2, 30))
    assert missing.seconds == -5 * 3600
    assert "fold=0" in missing.source
    assert "did not exist" in missing.source
    plain = utc_offset(new_york, datetime(2021, 7, 1, 12, 0))
    assert "fold" not in plain.source


def test_aware_datetimes_are_refused() -> None:
    from datetime import UTC

    with pytest.raises(ValueError, match="naive"):
        utc_offset(place("Pune"), datetime(2000, 1, 1, tzinfo=UTC))


def test_the_index_loads_once_under_concurrent_first_use(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from kundli_service.places import index

    loads: list[int] = []
    real_load = index._load_index

    def counting_load() -> index.Index:
        loads.append(1)
        return real_load()

    monkeypatch.setattr(index, "_index", None)
    monkeypatch.setattr(index, "_load_index", counting_load)
    with ThreadPoolExecutor(8) as pool:
        found = list(pool.map(resolve_place, ["Pune", "Bombay", "Varanashi", "Delhi"] * 4))
    assert loads == [1]
    assert [isinstance(f, Place) for f in found[:4]] == [True, True, False, True]


@pytest.mark.parametrize(
    ("words", "named"),
    [
        ("Pune", True),
        ("new delhi", True),
        ("वाराणसी", True),
        ("Bombay", True),  # an old name
        ("Aurangabad", True),  # one of several: a place all the same
        ("Mumbaii", False),  # a near miss is not a name
        ("griha pravesh", False),
        ("Maharashtra", False),  # a state, not a place
        ("x" * 300, False),
    ],
)
def test_names_a_place_without_looking_for_near_misses(words: str, named: bool) -> None:
    assert names_a_place(words) is named


def test_a_place_written_as_an_address_is_its_first_later_part_that_is_a_place() -> None:
    # A hospital or a street is no place in the gazetteer; the city after it is.
    born = resolve_place("Cloudnine Hospital, Whitefield, Bangalore")
    assert isinstance(born, Place) and (born.name, born.state) == ("Bengaluru", "Karnataka")
    street = resolve_place("12 MG Road, Pune")
    assert isinstance(street, Place) and street.name == "Pune"
    # A misspelt city with its state is still asked about, not replaced by the state.
    assert isinstance(resolve_place("Punee, Maharashtra"), PlaceNotFound)
