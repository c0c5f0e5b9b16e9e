"""Temple requests reach the temple booking: a temple seva asked at a temple or at a temple's
place ("shani shingnapur me tel abhishek"), "near me" with a seva after it; and a city named
with no temple on Punya is said so, with the list of every temple, never a temple of the same
deity in another city. A pandit asked in a city is still a pandit."""

from __future__ import annotations

from dataclasses import replace

import intents
from assistant_core import tasks
from assistant_core.forms import FORMS, runner
from assistant_core.forms.state import FormState
from assistant_core.task_outcome import TaskOutcome
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context, said

TEMPLE = FORMS["temple_booking"]


async def begun(text: str, language: str = "en") -> TaskOutcome:
    task = intents.task_of(text)
    assert task is not None, text
    outcome = await tasks.begin(task, text, context(FakeTasks(now=NOW), language), "f-1")
    assert outcome is not None
    return outcome


async def test_a_booking_in_a_city_with_no_temple_says_so_and_offers_the_list() -> None:
    outcome = await begun("jaipur me ganesh ji ke mandir me puja book ho sakti hai kya? budhwar ko")
    assert outcome.form is None
    assert outcome.text.startswith("I found no temple in Jaipur on Punya yet.")
    assert "Pune" not in outcome.text and "Siddhivinayak" not in outcome.text
    assert [a.route for a in outcome.actions] == ["/temples"]


async def test_a_search_in_a_city_with_no_temple_says_so_in_hinglish() -> None:
    outcome = await begun("jaipur me ganesh ji ka mandir", "hinglish")
    assert outcome.text.startswith("Punya par abhi Jaipur mein mujhe koi mandir nahi mila.")
    assert [a.route for a in outcome.actions] == ["/temples"]


async def test_the_temple_question_answered_with_a_city_with_no_temple_asks_again() -> None:
    ctx = context(FakeTasks(now=NOW))
    started = await runner.start(TEMPLE, FormState("temple_booking", "t-1"), ctx)
    assert started.form is not None and started.form.asking == "templeId"
    turn = await runner.step(TEMPLE, started.form, "jaipur me ganesh ji ka mandir", ctx)
    assert turn.form is not None and turn.form.asking == "templeId"
    assert "templeId" not in turn.form.values
    assert said(turn).startswith("I found no temple in Jaipur on Punya yet.")
    mumbai = await runner.step(TEMPLE, turn.form, "ganesh ji ka mandir in mumbai", ctx)
    assert mumbai.form is not None
    assert mumbai.form.values["templeId"] == "temple-siddhivinayak-mumbai"


async def test_a_temple_seva_at_a_temple_not_in_the_catalogue_is_a_temple_booking() -> None:
    outcome = await begun("shani shingnapur me tel abhishek book karna hai is shanivar ko")
    assert outcome.form is not None and outcome.form.name == "temple_booking"
    assert outcome.form.asking == "templeId"
    assert outcome.text.startswith("I couldn't find that temple.")


async def test_a_seva_at_a_known_temple_fills_the_temple_and_the_pooja() -> None:
    outcome = await begun("kashi vishwanath mein archana karwana hai")
    assert outcome.form is not None and outcome.form.name == "temple_booking"
    assert outcome.form.values["templeId"] == "temple-kashi-vishwanath-varanasi"
    assert outcome.form.values["serviceId"] == "tsvc-kashi-bilva-archana"


async def test_near_me_then_a_seva_asks_for_the_place_and_keeps_the_day() -> None:
    text = "any hanuman temple near me where I can book an archana for saturday?"
    outcome = await begun(text)
    assert outcome.form is not None and outcome.form.name == "temple_booking"
    assert outcome.form.asking == "templeId"
    assert outcome.form.values["selectedDate"] == "2026-11-28"
    assert [a.type for a in outcome.actions][:1] == ["share_location"]
    mumbai = (19.0169, 72.8302)
    ctx = replace(context(FakeTasks(now=NOW)), location=mumbai)
    located = await runner.located(TEMPLE, outcome.form, ctx)
    assert located.form is not None
    assert located.form.values["templeId"] == "temple-siddhivinayak-mumbai"


async def test_a_pandit_asked_in_a_city_is_a_priest_booking() -> None:
    outcome = await begun("pune me satyanarayan katha karwani hai")
    assert outcome.form is not None and outcome.form.name == "priest_booking"


async def test_a_seva_one_temple_offers_named_alone_books_it_there() -> None:
    outcome = await begun("bilva patra archana ki booking karni hai", "hinglish")
    assert outcome.form is not None and outcome.form.name == "temple_booking"
    assert outcome.form.shown["templeId"] == "Shri Kashi Vishwanath Temple"
    assert outcome.form.shown["serviceId"] == "Bilva Patra Archana"


async def test_a_seva_many_temples_offer_asks_which_temple() -> None:
    offered = FakeTasks(now=NOW)
    for temple in offered.temples.values():  # every temple offers an aarti
        temple["services"].append(
            {**temple["services"][0], "id": f"{temple['id']}-aarti", "name": "Sandhya Aarti"}
        )
    task = intents.task_of("sandhya aarti ki booking karni hai")
    assert task == intents.Task("book_temple", "sandhya aarti")
    outcome = await tasks.begin(task, "sandhya aarti ki booking karni hai", context(offered), "f-1")
    assert outcome is not None and outcome.form is not None
    assert outcome.form.asking == "templeId" and "templeId" not in outcome.form.values


async def test_a_seva_at_a_deitys_temple_goes_to_the_one_temple_that_offers_it() -> None:
    # Two Ganpati temples; only one offers a modak naivedya.
    outcome = await begun("book a modak offering at a ganpati temple")
    assert outcome.form is not None
    assert outcome.form.values.get("templeId") == "temple-siddhivinayak-mumbai"
    assert outcome.form.values.get("serviceId") == "tsvc-siddhivinayak-modak"
    assert outcome.form.asking == "selectedDate"


async def test_a_rite_of_the_one_temple_named_with_a_party_coming_is_a_visit_to_it() -> None:
    outcome = await begun(
        "मकर संक्रांति पर गंगा स्नान करके बाबा विश्वनाथ का रुद्राभिषेक करवाना है। हम तीन लोग हैं",
        "hi",
    )
    assert outcome.form is not None and outcome.form.name == "temple_booking"
    assert outcome.form.values["templeId"] == "temple-kashi-vishwanath-varanasi"


async def test_a_puja_at_home_for_a_family_is_still_a_priests() -> None:
    outcome = await begun("We are 4 people, want a Ganesh puja at home on Saturday")
    assert outcome.form is not None and outcome.form.name == "priest_booking"
