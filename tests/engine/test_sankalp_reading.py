"""The sankalp step of the booking forms: one question, read in English, Hindi and Hinglish
("Kashyap gotra, Rohini, Ramesh and Sita Sharma", "कश्यप गोत्र, रोहिणी नक्षत्र, नाम रमेश और
सीता"), skipped with "skip" or "pata nahi", checked by the bookings' own rules, and passed to
the booking; a person named like a nakshatra after the names begin stays a person."""

from __future__ import annotations

from typing import Any

import pytest

from assistant_core.forms import FORMS, runner
from assistant_core.forms.sankalp import read_parts
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context, said, talk

PRIEST = FORMS["priest_booking"]
TEMPLE = FORMS["temple_booking"]


def parts(gotra: str | None = None, nakshatra: str | None = None, rashi: str | None = None,
          names: tuple[str, ...] = ()) -> dict[str, Any]:  # fmt: skip
    return {"gotra": gotra, "nakshatra": nakshatra, "rashi": rashi, "names": list(names)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Kashyap gotra, Rohini, Ramesh and Sita Sharma",
            parts("Kashyap", "Rohini", names=("Ramesh", "Sita Sharma")),
        ),
        (
            "कश्यप गोत्र, रोहिणी नक्षत्र, नाम रमेश और सीता",
            parts("कश्यप", "Rohini", names=("रमेश", "सीता")),
        ),
        (
            "Kashyap gotra hai, nakshatra Rohini, Ramesh aur Sita ke liye",
            parts("Kashyap", "Rohini", names=("Ramesh", "Sita")),
        ),
        (
            "mera gotra Vashishth hai, Mesh rashi, naam Amit, Meena",
            parts("Vashishth", rashi="Aries", names=("Amit", "Meena")),
        ),
        (
            "Gotra is Bharadwaj, nakshatra is Rohni, for Ramesh and Sita Sharma.",
            parts("Bharadwaj", "Rohini", names=("Ramesh", "Sita Sharma")),
        ),
        ("मेष राशि, गोत्र कश्यप", parts("कश्यप", rashi="Aries")),
        ("Vrishabh rashi", parts(rashi="Taurus")),
        ("uttara bhadrapada nakshatra", parts(nakshatra="Uttara Bhadrapada")),
        (
            "Kaushik gotra Hasta nakshatra Ravi Kumar",
            parts("Kaushik", "Hasta", names=("Ravi Kumar",)),
        ),
        # A star's name after the names have begun is a person's name.
        ("Ramesh, Meena, Rohini", parts(names=("Ramesh", "Meena", "Rohini"))),
        # "don't know" for a part leaves that part out.
        (
            "gotra pata nahi, Purva Phalguni nakshatra, Anil",
            parts(nakshatra="Purva Phalguni", names=("Anil",)),
        ),
        ("nakshatra pata nahi, Ramesh", parts(names=("Ramesh",))),
        # Both said: the first is kept (a booking takes one).
        ("Rohini nakshatra, Vrishabh rashi", parts(nakshatra="Rohini")),
        ("asdfgh qwerty", parts()),
    ],
)
def test_a_reply_is_read_into_its_parts(text: str, expected: dict[str, Any]) -> None:
    assert read_parts(text) == expected


async def at_sankalp(form: str = "priest_booking", language: str = "en") -> tuple[Any, FakeTasks]:
    """A form asking the sankalp question."""
    tasks = FakeTasks(now=NOW)
    if form == "priest_booking":
        answers = ["online", "kal", "2", "Ravi Kumar", "9876543210", "skip"]
        first = {"serviceId": "Rudrabhishek"}
    else:
        answers = ["kal", "1", "Amit Verma", "9839012345", "skip"]
        first = {"templeId": "Kashi Vishwanath", "serviceId": "Rudrabhishek"}
    turns, tasks = await talk(form, answers, tasks, first=first, language=language)
    asked = turns[-1]
    assert asked.form is not None and asked.form.asking == "sankalp", said(asked)
    return asked, tasks


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("en", "For the sankalp: your gotra, nakshatra or rashi, and the names the puja is for?"),
        ("hi", "संकल्प के लिए: आपका गोत्र, नक्षत्र या राशि"),
        ("hinglish", "Sankalp ke liye: aapka gotra, nakshatra ya rashi"),
    ],
)
async def test_it_is_asked_once_as_one_optional_step(language: str, question: str) -> None:
    asked, _ = await at_sankalp(language=language)
    assert question in said(asked)
    assert asked.form is not None
    progress = runner.progress(PRIEST, asked.form, "en")
    names = [field for field, _ in progress.fields]
    assert names.count("sankalp") == 1
    assert progress.step == names.index("sankalp") + 1 and progress.total == len(names)


@pytest.mark.parametrize(
    "reply", ["skip", "pata nahi", "nahi pata", "नहीं पता", "मालूम नहीं", "I don't know", "no"]
)
async def test_skip_or_dont_know_goes_on_with_nothing(reply: str) -> None:
    asked, tasks = await at_sankalp()
    assert asked.form is not None
    turn = await runner.step(PRIEST, asked.form, reply, context(tasks))
    assert turn.form is not None and turn.form.asking == "specialRequests", said(turn)
    assert "sankalp" not in turn.form.values


@pytest.mark.parametrize("form", ["priest_booking", "temple_booking"])
async def test_the_sankalp_read_reaches_the_booking(form: str) -> None:
    asked, tasks = await at_sankalp(form)
    spec = FORMS[form]
    ctx = context(tasks)
    assert asked.form is not None
    turn = await runner.step(spec, asked.form, "Kashyap gotra, Rohini, Ramesh and Sita Sharma", ctx)
    rest = ["no", "cash"] if form == "priest_booking" else ["cash"]
    for message in rest:
        assert turn.form is not None
        turn = await runner.step(spec, turn.form, message, ctx)
    assert "Sankalp: Kashyap gotra, Rohini nakshatra, for Ramesh, Sita Sharma." in said(turn)
    assert turn.form is not None
    done = await runner.step(spec, turn.form, "yes", ctx)
    assert done.done, said(done)
    [record] = tasks.created.values()
    assert record["fields"]["sankalp"] == parts(
        "Kashyap", "Rohini", names=("Ramesh", "Sita Sharma")
    )


async def test_too_many_names_are_refused_by_the_bookings_rule_and_asked_again() -> None:
    asked, tasks = await at_sankalp()
    assert asked.form is not None
    many = ", ".join(f"Name{chr(65 + i)} Sharma" for i in range(9))
    turn = await runner.step(PRIEST, asked.form, many, context(tasks))
    assert turn.form is not None and turn.form.asking == "sankalp"
    assert "main names of the family" in said(turn)


async def test_nothing_readable_is_asked_again_with_an_example() -> None:
    asked, tasks = await at_sankalp()
    assert asked.form is not None
    turn = await runner.step(PRIEST, asked.form, "asdfgh qwerty", context(tasks))
    assert turn.form is not None and turn.form.asking == "sankalp"
    assert '"Kashyap gotra, Rohini, Ramesh and Sita Sharma"' in said(turn)


async def test_a_changed_sankalp_at_the_summary_replaces_it() -> None:
    asked, tasks = await at_sankalp()
    ctx = context(tasks)
    assert asked.form is not None
    turn = await runner.step(PRIEST, asked.form, "Kashyap gotra, Ramesh", ctx)
    for message in ["no", "cash"]:
        assert turn.form is not None
        turn = await runner.step(PRIEST, turn.form, message, ctx)
    assert turn.form is not None and turn.form.stage == "confirm"
    changed = await runner.step(
        PRIEST, turn.form, "change the sankalp to Bharadwaj gotra, Mesh rashi, Ramesh", ctx
    )
    assert changed.form is not None
    assert "Bharadwaj gotra, Mesha rashi, for Ramesh" in said(changed), said(changed)
