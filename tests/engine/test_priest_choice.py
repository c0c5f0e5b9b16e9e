"""Choosing the priest in the chat, as the booking form's cards offer: any available priest,
one by name, or one who speaks the language asked for; asked only when there is a choice."""

from __future__ import annotations

import pytest

from assistant_core.forms import FORMS, runner
from assistant_core.tasks_port import PriestFree
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context, said, talk

PRIESTS = (
    PriestFree("priest-ravi", "Pandit Ravi Shastri", ("Hindi", "Sanskrit", "Marathi"), "Pune"),
    PriestFree("priest-venkat", "Venkatesh Iyer", ("Tamil", "Sanskrit", "English"), "Pune"),
    PriestFree("priest-kumar", "Acharya Kumar Iyengar", ("Tamil", "Kannada"), "Pune"),
)
UP_TO_PRIEST = ["online", "kal", "8 AM"]
AFTER = ["Ravi Kumar", "9876543210", "no email", "skip", "no", "online"]


def with_priests() -> FakeTasks:
    return FakeTasks(now=NOW, priests=PRIESTS)


async def test_the_priests_free_then_are_offered_after_the_time_with_any_first() -> None:
    turns, _ = await talk(
        "priest_booking", UP_TO_PRIEST, with_priests(), first={"serviceId": "Rudrabhishek"}
    )
    text = said(turns[-1])
    assert "Would you like a particular priest?" in text
    assert "1. Any available priest" in text
    assert "2. Pandit Ravi Shastri (Hindi, Sanskrit, Marathi; Pune)" in text
    assert turns[-1].form is not None and turns[-1].form.asking == "priestId"


@pytest.mark.parametrize(
    ("answer", "priest"),
    [
        ("any", None),
        ("koi bhi chalega", None),
        ("1", None),
        ("Venkatesh Iyer", "priest-venkat"),
        ("3", "priest-venkat"),
        ("marathi bolne wale pandit ji", "priest-ravi"),  # the one who speaks it
    ],
)
async def test_the_priest_is_chosen_by_number_name_language_or_any(
    answer: str, priest: str | None
) -> None:
    turns, tasks = await talk(
        "priest_booking",
        [*UP_TO_PRIEST, answer, *AFTER, "yes"],
        with_priests(),
        first={"serviceId": "Rudrabhishek"},
    )
    assert turns[-1].done
    [record] = tasks.created.values()
    assert record["fields"]["priestId"] == priest


async def test_a_language_several_speak_lists_them_and_one_nobody_speaks_says_so() -> None:
    turns, _ = await talk(
        "priest_booking",
        [*UP_TO_PRIEST, "Tamil speaking pandit please"],
        with_priests(),
        first={"serviceId": "Rudrabhishek"},
    )
    text = said(turns[-1])
    assert "These priests free then speak Tamil:" in text
    assert "Venkatesh Iyer" in text and "Acharya Kumar Iyengar" in text and "Ravi" not in text
    turns, _ = await talk(
        "priest_booking",
        [*UP_TO_PRIEST, "बांग्ला बोलने वाले पंडित जी"],
        with_priests(),
        first={"serviceId": "Rudrabhishek"},
        language="hi",
    )
    text = said(turns[-1])
    assert "उस समय बांग्ला बोलने वाले कोई पंडित जी खाली नहीं हैं।" in text
    assert "कोई भी उपलब्ध पंडित जी" in text and "तमिल" in text


async def test_the_summary_names_the_priest_chosen() -> None:
    turns, _ = await talk(
        "priest_booking",
        [*UP_TO_PRIEST, "Venkatesh Iyer", *AFTER],
        with_priests(),
        first={"serviceId": "Rudrabhishek"},
    )
    assert "Priest: Venkatesh Iyer." in said(turns[-1])


async def test_with_one_priest_free_or_none_nothing_is_asked() -> None:
    tasks = FakeTasks(now=NOW, priests=PRIESTS[:1])
    turns, _ = await talk(
        "priest_booking", UP_TO_PRIEST, tasks, first={"serviceId": "Rudrabhishek"}
    )
    assert turns[-1].form is not None and turns[-1].form.asking == "customerName"


async def test_a_priest_no_longer_free_at_the_yes_is_asked_again() -> None:
    tasks = with_priests()
    turns, _ = await talk(
        "priest_booking",
        [*UP_TO_PRIEST, "Venkatesh Iyer", *AFTER],
        tasks,
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.stage == "confirm"
    day, slot = form.values["selectedDate"], form.values["selectedTime"]
    tasks.busy.add((day, slot, "priest-venkat"))  # booked by someone else meanwhile
    again = await runner.step(FORMS["priest_booking"], form, "yes", context(tasks))
    assert again.form is not None and again.form.asking == "priestId"
    assert "Venkatesh Iyer" not in said(again) and tasks.created == {}


async def test_a_language_asked_for_finds_its_speaker_beyond_the_few_offered_first() -> None:
    many = tuple(
        PriestFree(f"priest-{n}", f"Pandit Hindi Speaker {n}", ("Hindi", "Sanskrit"), "Delhi")
        for n in range(8)
    )
    telugu = PriestFree("priest-sai", "Sai Krishna Sharma", ("Telugu", "Sanskrit"), "Hyderabad")
    turns, tasks = await talk(
        "priest_booking",
        [*UP_TO_PRIEST, "telugu speaking please", *AFTER, "yes"],
        FakeTasks(now=NOW, priests=(*many, telugu)),
        first={"serviceId": "Rudrabhishek"},
    )
    assert "Sai Krishna Sharma" not in said(turns[len(UP_TO_PRIEST) - 1])  # not among the first
    assert turns[-1].done
    [record] = tasks.created.values()
    assert record["fields"]["priestId"] == "priest-sai"
