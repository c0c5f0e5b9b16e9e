"""Questions the assistant answers from what the product knows, not by a search: a temple's
hours from the timings it publishes (with its page), never a guessed time; what is in the
device's cart, and why it may be empty; a good day to buy something, which is the Panchang's
question, not a store search."""

from __future__ import annotations

from dataclasses import replace

import pytest

import intents
from assistant_core import tasks
from assistant_core.tasks_port import TempleTimes, TimePeriod
from assistant_core.texts import say
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context

SIDDHIVINAYAK = "temple-siddhivinayak-mumbai"
PUBLISHED = {
    SIDDHIVINAYAK: TempleTimes(
        (
            TimePeriod("Kakad aarti", "5:30 AM", "6:00 AM"),
            TimePeriod("Darshan", "6:00 AM", "9:50 PM"),
        ),
        "Longer queues on Tuesdays.",
    )
}


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("when does siddhivinayak temple open?", "siddhivinayak"),
        ("Kashi Vishwanath ke darshan ka samay kya hai", "kashi vishwanath"),
        ("दगडूशेठ मंदिर रात को कितने बजे बंद होता है", "दगडूशेठ"),
        ("opening hours of the golden temple", "golden"),
    ],
)
def test_a_temples_hours_are_asked(text: str, topic: str) -> None:
    assert intents.task_of(text) == intents.Task("temple_timings", topic)


@pytest.mark.parametrize(
    "text",
    [
        "book a darshan at siddhivinayak tomorrow morning",  # a booking, not hours
        "when will my pandit come",
        "kal ka rahu kaal kab hai",
    ],
)
def test_other_questions_with_times_are_not_hours(text: str) -> None:
    task = intents.task_of(text)
    assert task is None or task.kind != "temple_timings"


async def test_published_hours_are_read_with_the_temples_page() -> None:
    ctx = context(FakeTasks(now=NOW, timings=PUBLISHED))
    task = intents.task_of("what time does siddhivinayak open?")
    assert task is not None
    outcome = await tasks.begin(task, "what time does siddhivinayak open?", ctx, "f-1")
    assert outcome is not None and outcome.form is None and outcome.intent == "temples"
    assert outcome.text == (
        "Shree Siddhivinayak Temple is open at these times:\n"
        "Kakad aarti: 5:30 AM – 6:00 AM\nDarshan: 6:00 AM – 9:50 PM\n"
        "Longer queues on Tuesdays."
    )
    [page] = outcome.actions
    assert page.route == f"/temples?temple={SIDDHIVINAYAK}"


async def test_hours_not_published_are_said_so_never_guessed_in_hinglish() -> None:
    ctx = context(FakeTasks(now=NOW), "hinglish")
    text = "kashi vishwanath mandir kitne baje khulta hai"
    outcome = await tasks.begin(intents.task_of(text), text, ctx, "f-1")  # type: ignore[arg-type]
    assert outcome is not None
    assert outcome.text.startswith("Shri Kashi Vishwanath Temple ne abhi Punya par apna samay")
    assert not any(char.isdigit() for char in outcome.text)
    [page] = outcome.actions
    assert page.route == "/temples?temple=temple-kashi-vishwanath-varanasi"


async def test_a_name_several_temples_fit_asks_which() -> None:
    ctx = context(FakeTasks(now=NOW), "hi")
    task = intents.Task("temple_timings", "ganesh")
    outcome = await tasks.begin(task, "गणेश मंदिर कब खुलता है", ctx, "f-1")
    assert outcome is not None and outcome.text.startswith("इस नाम से कई मंदिर मिले।")
    *asked, see_all = outcome.actions
    assert len(asked) == 2 and see_all.route == "/temples"
    # Each button asks the hours of one temple, in words that are read as that question.
    again = intents.task_of(asked[0].text or "")
    assert again is not None and again.kind == "temple_timings"


async def test_a_temple_we_do_not_have_is_said_so_with_the_temples_we_have() -> None:
    ctx = context(FakeTasks(now=NOW), "hinglish")
    task = intents.Task("temple_timings", "jaipur khatu shyam")
    told = await tasks.begin(task, "jaipur me khatu shyam ji ke darshan ka timing kya h", ctx, "f")
    assert told is not None and told.text == say("hinglish", "temple_timings_unknown")
    assert [a.route for a in told.actions] == ["/temples"]  # no time guessed, no name quoted


@pytest.mark.parametrize(
    "text",
    [
        "what all is in my cart right now?",
        "mere cart me kya kya rakha hai",
        "कार्ट में क्या-क्या पड़ा है?",
        "my cart shows empty, why?",
    ],
)
def test_what_is_in_the_cart_is_a_question_about_the_cart(text: str) -> None:
    assert intents.task_of(text) == intents.Task("show_cart")


@pytest.mark.parametrize("text", ["how do I add things to my cart?", "cart me diya daal do"])
def test_doing_something_to_the_cart_is_not_asking_what_is_in_it(text: str) -> None:
    assert intents.task_of(text) != intents.Task("show_cart")


@pytest.mark.parametrize(
    ("language", "empty", "why"),
    [
        ("en", "Your cart is empty.", "kept in this browser on this device"),
        ("hinglish", "Aapka cart khaali hai.", "isi device ke isi browser mein"),
        ("hi", "आपका कार्ट खाली है।", "इसी डिवाइस के इसी ब्राउज़र में"),
    ],
)
async def test_an_empty_cart_says_why_it_may_be(language: str, empty: str, why: str) -> None:
    ctx = context(FakeTasks(now=NOW), language)
    outcome = await tasks.begin(intents.Task("show_cart"), "cart khali kyu hai", ctx, "f-1")
    assert outcome is not None and outcome.text.startswith(empty) and why in outcome.text
    assert [a.route for a in outcome.actions] == ["/store"]


async def test_a_cart_with_lines_lists_them_without_the_reason() -> None:
    ctx = replace(context(FakeTasks(now=NOW)), cart=(("prod-5-mukhi-rudraksha-mala", 1),))
    outcome = await tasks.begin(intents.Task("show_cart"), "what's in my cart", ctx, "f-1")
    assert outcome is not None and outcome.text.startswith("In your cart:")
    assert "browser" not in outcome.text


@pytest.mark.parametrize(
    "text",
    [
        "is friday a good day to buy a new car?",
        "dhanteras pe sona lene ka shubh muhurat kya hai",
        "नया घर खरीदने के लिए शुभ दिन कौन सा है",
        "should I buy Reliance shares today?",
    ],
)
def test_a_good_day_to_buy_is_not_a_purchase(text: str) -> None:
    assert intents.task_of(text) is None
