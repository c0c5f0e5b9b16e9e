"""The form runner on the task forms, with the in-memory tasks port: each form's happy path,
several answers at once, a digression, a correction, cancel, a bad value with its reason,
three failed tries, a numbered choice, and a confirm that is retried (one record)."""

from __future__ import annotations

from datetime import date, datetime

import pytest

import intents
from assistant_core import tasks
from assistant_core.forms import FORMS, panel, passing, readers, runner
from assistant_core.forms.runner import FormTurn
from assistant_core.forms.spec import Context, Value
from assistant_core.forms.state import FormState
from assistant_core.forms.turn import OFFER_AFTER
from assistant_core.tasks_port import SlotFree
from assistant_core.texts import say
from tests.engine.fake_tasks import FakeTasks

NOW = datetime(2026, 11, 22, 12, 0)  # a Sunday noon in India
PRIEST = FORMS["priest_booking"]


def context(tasks: FakeTasks, language: str = "en") -> Context:
    return Context(tasks=tasks, today=NOW.date(), language=language, client_ref="me")  # type: ignore[arg-type]


async def talk(
    name: str,
    messages: list[str],
    tasks: FakeTasks | None = None,
    *,
    first: dict[str, str] | None = None,
    language: str = "en",
) -> tuple[list[FormTurn], FakeTasks]:
    tasks = tasks or FakeTasks(now=NOW)
    ctx = context(tasks, language)
    spec = FORMS[name]
    turns = [await runner.start(spec, FormState(name, "form-1"), ctx, text="", first=first)]
    for message in messages:
        form = turns[-1].form
        assert form is not None, f"the form ended before {message!r}"
        turns.append(await runner.step(spec, form, message, ctx))
    return turns, tasks


def said(turn: FormTurn) -> str:
    return "\n".join(turn.texts)


HAPPY = [
    "at home",
    "Flat 12, Shanti Nagar, Pune 411001",
    "kal",
    "2",
    "Ravi Kumar",
    "98765 43210",
    "skip",
    "pata nahi",
    "no",
    "cash",
]


async def test_a_priest_booking_by_conversation() -> None:
    turns, tasks = await talk(
        "priest_booking", [*HAPPY, "yes"], first={"serviceId": "satyanarayan katha"}
    )
    assert "1. Satyanarayan Katha" in said(turns[0])
    assert turns[1].form is not None and turns[1].form.asking == "customerAddress"
    assert turns[3].form is not None and turns[3].form.asking == "selectedTime"
    summary = said(turns[-2])
    assert "Monday, 23 November" in summary and "8:00 AM - 10:00 AM" in summary
    assert "₹" in summary and "Ravi Kumar" in summary
    done = turns[-1]
    assert done.done and done.form is None
    [(record_id, record)] = tasks.created.items()
    assert record["fields"]["customerPhone"] == "9876543210"
    assert record["fields"]["isOnline"] is False
    assert record_id in said(done)


async def test_a_retried_yes_creates_one_booking() -> None:
    turns, tasks = await talk("priest_booking", HAPPY, first={"serviceId": "Rudrabhishek"})
    at_summary = turns[-1].form
    assert at_summary is not None and at_summary.stage == "confirm"
    ctx = context(tasks)
    first = await runner.step(PRIEST, at_summary, "haan", ctx)
    again = await runner.step(PRIEST, at_summary, "haan", ctx)  # the same turn, resent
    assert first.done and again.done
    assert len(tasks.created) == 1


async def test_a_slot_taken_before_the_yes_is_asked_again() -> None:
    tasks = FakeTasks(now=NOW, fills={("2026-11-23", "8:00 AM - 10:00 AM")})
    turns, _ = await talk(
        "priest_booking", [*HAPPY, "yes"], tasks, first={"serviceId": "satyanarayan katha"}
    )
    refused = turns[-1]
    assert not tasks.created and refused.form is not None
    assert refused.form.asking == "selectedTime" and "selectedTime" not in refused.form.values
    assert said(refused).startswith("That time has just been fully booked.")
    assert "8:00 AM - 10:00 AM" not in said(refused)  # the times still free are offered
    assert refused.form.values["customerName"] == "Ravi Kumar"  # nothing else is lost


@pytest.mark.parametrize("language", ["en", "hi"])
async def test_the_summarys_buttons_say_yes_and_change(language: str) -> None:
    turns, tasks = await talk(
        "priest_booking", HAPPY, first={"serviceId": "Rudrabhishek"}, language=language
    )
    confirm, change = turns[-1].actions
    assert (confirm.label, change.label) == (confirm.text, change.text)  # shown as tapped
    form = turns[-1].form
    assert form is not None and form.stage == "confirm"
    ctx = context(tasks, language)
    kept = await runner.step(PRIEST, form, change.text or "", ctx)
    assert not tasks.created and kept.form is not None and kept.form.stage == "confirm"
    assert said(kept) == say(language, "form_not_confirmed")
    booked = await runner.step(PRIEST, form, confirm.text or "", ctx)
    assert booked.done and len(tasks.created) == 1


async def test_a_choice_is_picked_by_its_name_as_its_button_says_it() -> None:
    turns, tasks = await talk("priest_booking", [], first={"serviceId": "satyanarayan katha"})
    offered = turns[0]
    assert offered.form is not None and len(offered.form.options) > 1
    buttons = [a for a in offered.actions if a.type == "say"]
    assert [b.text for b in buttons] == [o.shown for o in offered.form.options]
    second = buttons[1]
    picked = await runner.step(PRIEST, offered.form, second.text or "", context(tasks))
    assert picked.form is not None
    assert picked.form.values["serviceId"] == offered.form.options[1].value
    assert picked.form.asking != "serviceId"


async def test_nothing_is_booked_without_an_explicit_yes() -> None:
    turns, tasks = await talk(
        "priest_booking", [*HAPPY, "hmm", "no"], first={"serviceId": "Rudrabhishek"}
    )
    assert not tasks.created
    assert "haven't booked" in said(turns[-1])


@pytest.mark.parametrize(
    "asked",
    [
        "nimbu mirchi aur nariyal hume lana h ya pandit ji le aayenge?",
        "पंडित जी पूजा की सामग्री साथ लाएँगे या हमें मँगानी है?",
        "will the pandit bring the samagri or should we arrange it?",
    ],
)
async def test_who_brings_the_samagri_asked_mid_booking_is_answered_for_its_puja(
    asked: str,
) -> None:
    ctx = context(FakeTasks(now=NOW))
    begun = await tasks.begin(intents.Task("book_priest", "rudrabhishek"), "", ctx, "f")
    assert begun is not None and begun.form is not None
    answered = await tasks.answer(begun.form, asked, ctx)
    lists, carry_on, question = answered.text.split("\n\n")[-3:]
    assert lists.startswith("The pandit brings:\n• ")
    assert carry_on == say("en", "form_continue") and question == begun.text.split("\n\n")[-1]
    assert answered.form is not None and answered.form.asking == begun.form.asking


async def test_a_correction_after_its_reason_replaces_the_date() -> None:
    turns, _ = await talk(
        "priest_booking",
        [*HAPPY, "One minute, our jyotishi says it is not good. Make it Wednesday only."],
        first={"serviceId": "Rudrabhishek"},
    )
    assert turns[-1].form is not None and turns[-1].form.values["selectedDate"] == "2026-11-25"


async def test_a_correction_at_the_summary_replaces_the_date() -> None:
    turns, _ = await talk(
        "priest_booking", [*HAPPY, "no, make it Wednesday"], first={"serviceId": "Rudrabhishek"}
    )
    assert "Wednesday, 25 November" in said(turns[-1])
    assert turns[-1].form is not None and turns[-1].form.values["selectedDate"] == "2026-11-25"


async def test_a_correction_to_a_date_and_its_weekday_takes_the_date() -> None:
    turns, _ = await talk(
        "priest_booking",
        [*HAPPY, "सुना है 1 जनवरी को बहुत भीड़ होती है। 3 जनवरी, रविवार कर दीजिए"],
        first={"serviceId": "Rudrabhishek"},
        language="hi",
    )
    assert turns[-1].form is not None and turns[-1].form.values["selectedDate"] == "2027-01-03"


@pytest.mark.parametrize(
    "switch", ["सुनिए, घर पर नहीं, ऑनलाइन करवा दीजिए। बेटा बेंगलुरु में है", "ghar pe nahi, online kar do"]
)
async def test_a_home_puja_switched_to_online_while_the_time_is_asked(switch: str) -> None:
    turns, _ = await talk(
        "priest_booking", [*HAPPY[:3], switch], first={"serviceId": "Rudrabhishek"}, language="hi"
    )
    assert turns[-1].form is not None and turns[-1].form.values["isOnline"] == "true"
    assert turns[-1].form.asking == "selectedTime"


@pytest.mark.parametrize("leave", ["cancel", "rehne do", "रहने दो"])
async def test_leaving_the_form(leave: str) -> None:
    turns, tasks = await talk("priest_booking", ["kal", leave], first={"serviceId": "Rudrabhishek"})
    assert turns[-1].ended and turns[-1].form is None and not tasks.created


async def test_an_impossible_date_says_why() -> None:
    turns, _ = await talk(
        "priest_booking", ["online", "31 February"], first={"serviceId": "Rudrabhishek"}
    )
    assert "February has 28 or 29 days" in said(turns[-1])


async def test_a_past_date_is_refused_by_the_rule() -> None:
    turns, _ = await talk(
        "priest_booking", ["online", "1 November 2026"], first={"serviceId": "Rudrabhishek"}
    )
    assert "already passed" in said(turns[-1])


async def test_a_keyboard_mash_is_not_a_name() -> None:
    steps = ["online", "kal", "2", "asdfghjkl qwerty"]
    turns, _ = await talk("priest_booking", steps, first={"serviceId": "Rudrabhishek"})
    assert "doesn't look like a name" in said(turns[-1])


async def test_a_short_phone_number_names_the_rule() -> None:
    steps = ["online", "kal", "2", "Ravi Kumar", "98765"]
    turns, _ = await talk("priest_booking", steps, first={"serviceId": "Rudrabhishek"})
    assert "10 digits" in said(turns[-1])


async def test_three_failed_tries_offer_to_stop() -> None:
    turns, _ = await talk(
        "priest_booking",
        ["blah", "blah blah", "still blah", "yes"],
        first={"serviceId": "Rudrabhishek"},
    )
    assert "Would you like to stop" in said(turns[-2])
    assert turns[-1].ended


async def test_a_question_mid_form_is_an_aside() -> None:
    turns, _ = await talk(
        "priest_booking",
        ["what should I keep ready for the puja?"],
        first={"serviceId": "Rudrabhishek"},
    )
    assert turns[-1].aside == "what should I keep ready for the puja?"
    assert turns[-1].form is not None and turns[-1].form.asking == "isOnline"


@pytest.mark.parametrize(
    ("before", "question", "asking"),
    [
        (["at home"], "What samagri should we keep ready at home?", "customerAddress"),
        (["online", "kal", "2"], "naamkaran ke liye kya kya saaman ready rakhna padega?",
         "customerName"),
        (HAPPY[:7], "what does the sankalp mean?", "sankalp"),
        (HAPPY[:5], "btw how do i energise a sphatik mala before wearing it? do i wash it lol",
         "customerPhone"),
        (["online", "kal"], "samagri hum laaye ya pandit ji saath laayenge? list bhej do na bhai",
         "selectedTime"),
        (["online", "kal"], "is it ok if I don't know my nakshatra? they ask that for it right",
         "selectedTime"),
    ],
)  # fmt: skip
async def test_a_question_where_a_name_or_an_address_is_asked_is_never_kept_as_one(
    before: list[str], question: str, asking: str
) -> None:
    turns, _ = await talk(
        "priest_booking", [*before, question], first={"serviceId": "Rudrabhishek"}
    )
    assert turns[-2].form is not None and turns[-2].form.asking == asking
    asked = turns[-1]
    assert asked.aside == question
    assert asked.form is not None and asked.form.asking == asking
    assert asking not in asked.form.values


async def test_a_name_that_is_also_a_store_word_is_taken_as_the_name() -> None:
    """Deepak is a lamp in the store and a common name: asked for a name, it is the name."""
    turns, _ = await talk("milan", ["दीपक वर्मा"], language="hi")
    form = turns[-1].form
    assert turns[-1].aside is None
    assert form is not None and form.values.get("groomName") == "दीपक वर्मा"


@pytest.mark.parametrize(
    ("said", "address"),
    [
        ("neha sharma dot chd at gmail dot com", "nehasharma.chd@gmail.com"),
        ("ravi at the rate gmail dot com", "ravi@gmail.com"),
        ("ravi.kumar@example.com", "ravi.kumar@example.com"),
    ],
)
async def test_an_e_mail_said_aloud_is_read_as_one(said: str, address: str) -> None:
    turns, _ = await talk("priest_booking", [*HAPPY[:6], said], first={"serviceId": "Rudrabhishek"})
    form = turns[-1].form
    assert form is not None and form.values.get("customerEmail") == address


async def test_a_cancel_given_an_id_of_another_kind_looks_the_records_up_by_phone() -> None:
    turns, _ = await talk("cancel_order", ["PNY-604218"])
    form = turns[-1].form
    assert form is not None and form.asking == "contact"
    assert "PNY-604218 is not an id of ours" in form.shown["orderId"]


async def test_a_move_given_an_id_of_another_kind_with_a_space_looks_the_records_up() -> None:
    turns, _ = await talk("move_booking", ["PNY 730548"], language="hinglish")
    form = turns[-1].form
    assert form is not None and form.asking == "contact"


async def test_morning_offers_the_free_morning_slots() -> None:
    tasks = FakeTasks(now=NOW, full={("2026-11-23", "6:00 AM - 8:00 AM")})
    turns, _ = await talk(
        "priest_booking", ["online", "kal subah"], tasks, first={"serviceId": "Rudrabhishek"}
    )
    text = said(turns[-1])
    assert "8:00 AM - 10:00 AM" in text and "10:00 AM - 12:00 PM" in text
    assert "6:00 AM - 8:00 AM" not in text and "4:00 PM" not in text


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("shaam ko 7 baje", "6:00 PM - 8:00 PM"), ("शाम 7 बजे", "6:00 PM - 8:00 PM"),
        ("7 in the evening", "6:00 PM - 8:00 PM"), ("evening 6 pm", "6:00 PM - 8:00 PM"),
        ("raat 8 baje", "8:00 PM - 10:00 PM"), ("subah 7 baje", "6:00 AM - 8:00 AM"),
        ("after 5 pm", "6:00 PM - 8:00 PM"), ("shaam 4 baje ke baad", "6:00 PM - 8:00 PM"),
    ],
)  # fmt: skip
async def test_a_time_said_with_its_part_of_the_day_picks_that_slot(said: str, slot: str) -> None:
    tasks = FakeTasks(now=NOW, full={("2026-11-23", "4:00 PM - 6:00 PM")})
    turns, _ = await talk(
        "priest_booking", ["online", "kal", said], tasks, first={"serviceId": "Rudrabhishek"}
    )
    form = turns[-1].form
    assert form is not None and form.values.get("selectedTime") == slot


async def test_an_online_puja_asks_no_address_and_mentions_the_link() -> None:
    steps = ["online", "kal", "2", "Ravi Kumar", "9876543210", "ravi@example.com"]
    sankalp = "Kashyap gotra, Rohini, Ravi and Sita Kumar"
    turns, tasks = await talk(
        "priest_booking",
        [*steps, sankalp, "no", "online", "confirm"],
        first={"serviceId": "Rudrabhishek"},
    )
    assert "Sankalp: Kashyap gotra, Rohini nakshatra, for Ravi, Sita Kumar." in said(turns[-2])
    done = turns[-1]
    assert done.done
    [record] = tasks.created.values()
    assert (
        record["fields"]["isOnline"] is True
        and record["fields"]["customerEmail"] == "ravi@example.com"
    )
    assert record["fields"]["sankalp"] == {
        "gotra": "Kashyap",
        "nakshatra": "Rohini",
        "rashi": None,
        "names": ["Ravi", "Sita Kumar"],
    }
    [pay] = [a for a in done.actions if a.type == "pay"]
    assert pay.kind == "priest" and pay.amount and pay.amount > 0
    assert "30 minutes before" in said(done)


async def test_an_address_no_priest_reaches_is_said_at_once_and_online_offered() -> None:
    steps = ["at home", "12 Fancy Bazar Road, Guwahati 781001"]
    turns, tasks = await talk("priest_booking", steps, first={"serviceId": "Rudrabhishek"})
    refused = turns[-1]
    assert said(refused).startswith(say("en", "no_priest_here_nearest", city="Pune"))
    assert refused.form is not None and refused.form.asking == "isOnline"
    assert "customerAddress" not in refused.form.values
    ctx = context(tasks)
    online = await runner.step(PRIEST, refused.form, "online", ctx)
    assert online.form is not None and online.form.asking == "selectedDate"
    assert not tasks.created


@pytest.mark.parametrize(
    "answer",
    [
        "Ghar pe chahiye tha. Agar Guwahati me pandit ji nahi aate to online kar lenge",
        "we wanted it at home, but if nobody comes here then online is fine",
    ],
)
async def test_told_no_priest_reaches_home_a_home_wished_with_online_accepted_is_online(
    answer: str,
) -> None:
    steps = ["at home", "12 Fancy Bazar Road, Guwahati 781001", answer]
    turns, _ = await talk("priest_booking", steps, first={"serviceId": "Rudrabhishek"})
    form = turns[-1].form
    assert form is not None and form.values.get("isOnline") == "true"
    assert form.asking == "selectedDate"


async def test_the_same_far_address_said_again_is_no_loop_but_a_retry_towards_stopping() -> None:
    far = "12 Fancy Bazar Road, Guwahati 781001"
    steps = ["at home", far, "home", far]
    turns, _ = await talk("priest_booking", steps, first={"serviceId": "Rudrabhishek"})
    again = turns[-1]
    assert said(again) == say("en", "no_priest_here_again")
    assert again.form is not None and again.form.asking == "customerAddress"
    assert again.form.retries == 1
    form = again.form
    ctx = context(FakeTasks(now=NOW))
    stuck = form
    for _ in range(OFFER_AFTER - 1):  # said again and again: the offer to stop
        turn = await runner.step(PRIEST, stuck, far, ctx)
        assert turn.form is not None
        stuck = turn.form
    assert "stop" in said(turn)
    online = await runner.step(PRIEST, form, "ok then online", ctx)
    assert online.form is not None and online.form.values.get("isOnline") == "true"


async def test_the_times_offered_are_those_for_where_the_puja_happens() -> None:
    seen: list[tuple[bool, str]] = []

    class Watching(FakeTasks):
        async def priest_slots(
            self, day: date, puja_id: str | None = None, *, online: bool = False, address: str = ""
        ) -> list[SlotFree]:
            seen.append((online, address))
            return await super().priest_slots(day, puja_id, online=online, address=address)

    steps = ["at home", "Flat 12, Shanti Nagar, Pune 411001", "kal"]
    await talk("priest_booking", steps, Watching(now=NOW), first={"serviceId": "Rudrabhishek"})
    assert seen and set(seen) == {(False, "Flat 12, Shanti Nagar, Pune 411001")}


async def test_the_panel_names_fields_as_the_rest_api_does() -> None:
    turns, _ = await talk("priest_booking", ["online", "kal"], first={"serviceId": "Rudrabhishek"})
    progress = runner.progress(PRIEST, turns[-1].form, "en")
    assert progress.form == "priest_booking"
    assert progress.asking == "selectedTime"
    assert progress.collected["serviceId"] == "Rudrabhishek"
    assert [name for name, _ in progress.fields][:4] == [
        "serviceId",
        "isOnline",
        "selectedDate",
        "selectedTime",
    ]


async def test_hindi_questions_in_a_hindi_conversation() -> None:
    turns, _ = await talk(
        "priest_booking", ["ऑनलाइन", "परसों"], first={"serviceId": "Rudrabhishek"}, language="hi"
    )
    assert turns[-1].form is not None and turns[-1].form.values["selectedDate"] == "2026-11-24"
    assert any("\u0900" <= c <= "\u097f" for c in said(turns[-1]))


async def test_a_temple_booking_near_me() -> None:
    tasks = FakeTasks(now=NOW)
    ctx = context(tasks)
    spec = FORMS["temple_booking"]
    opened = await runner.start(
        spec, FormState("temple_booking", "t-1"), ctx, first={"templeId": "near me"}
    )
    assert [a.type for a in opened.actions] == ["share_location"]
    assert opened.form is not None
    located = Context(tasks=tasks, today=NOW.date(), language="en", location=(18.52, 73.85))
    listed = await runner.located(spec, opened.form, located)
    assert "Dagdusheth" in said(listed)


async def test_add_to_cart_with_a_quantity() -> None:
    tasks = FakeTasks(now=NOW)
    ctx = context(tasks)
    spec = FORMS["cart"]
    turn = await runner.start(
        spec,
        FormState("cart", "c-1"),
        ctx,
        text="add two rudraksha bracelets",
        first={"productId": "rudraksha bracelet"},
    )
    assert turn.done
    assert turn.cart is not None
    [line] = turn.cart.add
    assert line.quantity == 2 and "Bracelet" in line.product_name
    # Checking out is said in the chat; the cart itself is a link away.
    assert [(a.type, a.text or a.route) for a in turn.actions][:2] == [
        ("say", "Check out"),
        ("link", "/store?cart=open"),
    ]


async def test_order_status_by_id_and_phone() -> None:
    tasks = FakeTasks(now=NOW)
    await talk("priest_booking", [*HAPPY, "yes"], tasks, first={"serviceId": "Rudrabhishek"})
    [record_id] = tasks.created
    ctx = context(tasks)
    spec = FORMS["order_status"]
    turn = await runner.start(
        spec, FormState("order_status", "o-1"), ctx, text=f"where is my booking {record_id}"
    )
    assert turn.form is not None and turn.form.asking == "contact"
    done = await runner.step(spec, turn.form, "9876543210", ctx)
    assert done.done and record_id in said(done) and "pending" in said(done)


def test_every_form_field_has_a_label_and_a_question() -> None:
    from assistant_core.texts import en

    for spec in FORMS.values():
        for slot in spec.slots:
            if slot.hidden:  # decided by the form, never asked
                continue
            assert panel._own(spec, "ask", slot.name) in en.TEXTS
            problem = slot.problem
            key = problem if isinstance(problem, str) else problem(context(FakeTasks())).key
            assert key in en.TEXTS
        assert f"title_{spec.name}" in en.TEXTS


def test_dates_used_here_are_what_the_tests_think() -> None:
    assert date(2026, 11, 22).weekday() == 6  # Sunday


@pytest.mark.parametrize(
    ("text", "declines"),
    [
        ("skip", True), ("no", True), ("ईमेल नहीं है", True), ("I don't have an e-mail", True),
        ("mera email nahi hai", True), ("मेरे पास ईमेल नहीं है", True), ("छोड़ दो", True),
        ("ज़रूरत नहीं", True), ("no email", True), ("कुछ नहीं", True),
        ("ravi@example.com", False), ("Ravi Kumar", False), ("no, it is ravi@example.com", False),
        ("नहीं पता, रुकिए", False), ("we never use mail", True), ("email istemal nahi karti", True),
        ("मैं ईमेल नहीं चलाता", True), ("no onion or garlic in the bhog please", False),
    ],
)  # fmt: skip
def test_an_optional_field_is_declined_in_everyday_words(text: str, declines: bool) -> None:
    assert passing.skips(text) is declines


def test_no_re_ask_leaves_a_placeholder_unfilled() -> None:
    # A re-ask said without values needs none; one made from the context fills its own
    # ("a number from 1 to 20").
    for spec in FORMS.values():
        for slot in spec.slots:
            for language in ("en", "hi"):
                problem = slot.problem
                if isinstance(problem, str):
                    said = say(language, problem)
                else:
                    made = problem(context(FakeTasks(), language))
                    said = say(language, made.key, **made.values)
                assert "{" not in said, (spec.name, slot.name)


@pytest.mark.parametrize(
    ("form", "answer", "reply"),
    [
        ("priest_booking", "has been confirmed", "I couldn't find that puja."),
        ("cart", "abhi tak nahi aaya hafta ho gaya", "I couldn't find that in our store."),
    ],
)
async def test_what_was_not_understood_is_not_quoted_back_as_a_name(
    form: str, answer: str, reply: str
) -> None:
    turns, _ = await talk(form, [answer])
    assert reply in said(turns[-1])
    assert answer not in said(turns[-1])


async def test_an_evening_asked_for_on_a_day_with_none_free_offers_the_next_day_with_one() -> None:
    evening = {("2026-11-23", "4:00 PM - 6:00 PM"), ("2026-11-23", "6:00 PM - 8:00 PM")}
    tasks = FakeTasks(now=NOW, full=evening)
    turns, _ = await talk(
        "priest_booking", ["online", "kal", "shaam ko"], tasks, first={"serviceId": "Rudrabhishek"}
    )
    text = said(turns[-1])
    assert "No evening slot is free on Monday, 23 November." in text
    assert "The nearest evening slot free is on Tuesday, 24 November, 4:00 PM - 6:00 PM." in text
    form = turns[-1].form
    assert form is not None and form.asking == "selectedDate" and "selectedTime" not in form.values


@pytest.mark.parametrize(
    ("full", "picked"),
    [
        ({("2026-11-23", "6:00 AM - 8:00 AM")}, "6:00 PM - 8:00 PM"),  # 7 AM taken: 7 PM
        ({("2026-11-23", "6:00 PM - 8:00 PM")}, "6:00 AM - 8:00 AM"),  # 7 PM taken: 7 AM
    ],
)
async def test_an_hour_said_bare_takes_whichever_of_morning_and_evening_is_free(
    full: set[tuple[str, str]], picked: str
) -> None:
    turns, _ = await talk(
        "priest_booking",
        ["online", "kal", "7 baje"],
        FakeTasks(now=NOW, full=full),
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.values.get("selectedTime") == picked


async def test_an_hour_said_bare_with_both_free_asks_which() -> None:
    turns, _ = await talk(
        "priest_booking", ["online", "kal", "7 baje"], first={"serviceId": "Rudrabhishek"}
    )
    text = said(turns[-1])
    assert "6:00 AM - 8:00 AM" in text and "6:00 PM - 8:00 PM" in text
    form = turns[-1].form
    assert form is not None and form.asking == "selectedTime"


async def test_a_change_said_as_make_it_so_is_taken_while_another_field_is_asked() -> None:
    # "11 दिसंबर कर दीजिए" said where the address is asked changes the date, and the address
    # is asked again (it was kept as the address).
    turns, _ = await talk(
        "priest_booking",
        ["at home", "एक मिनट, 23 को माताजी नहीं पहुँच पाएंगी। 24 नवंबर कर दीजिए, समय वही रखिए।"],
        first={"serviceId": "Rudrabhishek", "selectedDate": "kal"},
    )
    form = turns[-1].form
    assert form is not None and form.values.get("selectedDate") == "2026-11-24"
    assert form.asking == "customerAddress" and "customerAddress" not in form.values


@pytest.mark.parametrize("said", ["koi bhi time chalega", "पता नहीं, आप देख लीजिए", "any time"])
async def test_no_time_preferred_takes_the_first_free_slot(said: str) -> None:
    full = {("2026-11-23", "6:00 AM - 8:00 AM")}
    turns, _ = await talk(
        "priest_booking",
        ["online", "kal", said],
        FakeTasks(now=NOW, full=full),
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.values.get("selectedTime") == "8:00 AM - 10:00 AM"


@pytest.mark.parametrize(
    "said",
    [
        "nahi h",
        "email nhi h",
        "email nai hai dada",
        "नहीं है",
        "नहीं हे",
        "ईमेल नहीं है भाई फोन पर ही बता दीजिए",
        "ईमेल नही है जी... बेटा का है पर वो पुणे मे रहता है",
        "ई-मेल हम नहीं जानते बाबू। नहीं है",  # not known, then not had: each sentence declines
        "email hum nahi jaante",
        "नहीं है बाबू",
        "No email dada, I don't use all that. Send on SMS only",
    ],
)
def test_no_email_said_tersely_skips_it(said: str) -> None:
    assert passing.skips(said)


@pytest.mark.parametrize("said", ["no. make it monday", "Nahi. Actually the address is wrong"])
def test_a_no_followed_by_a_change_is_no_skip(said: str) -> None:
    assert not passing.skips(said)


async def test_at_the_summary_a_change_said_with_its_reason_changes_only_what_it_names() -> None:
    # "समय वही रखिए" (keep the time) beside "24 नवंबर कर दीजिए" names the time, not the change.
    turns, _ = await talk(
        "priest_booking",
        [*HAPPY, "एक मिनट, 23 को माताजी नहीं पहुँच पाएंगी। 24 नवंबर कर दीजिए, समय वही रखिए।"],
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.stage == "confirm"
    assert form.values.get("selectedDate") == "2026-11-24"
    assert form.values.get("selectedTime") == "8:00 AM - 10:00 AM"


async def test_a_change_to_online_said_where_the_address_is_asked_is_no_address() -> None:
    turns, _ = await talk(
        "priest_booking",
        ["at home", "actualy make it online video call, my mom in vizag also wants to join"],
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.values.get("isOnline") == "true"
    assert "customerAddress" not in form.values and form.asking == "selectedDate"


async def test_a_question_with_a_count_where_the_phone_is_asked_is_answered_aside() -> None:
    turns, _ = await talk(
        "priest_booking",
        [*HAPPY[:4], "Ravi Kumar", "ek ghante ke havan ke liye kitni samagri lagti hai, 2 packet?"],
        first={"serviceId": "Rudrabhishek"},
    )
    asked = turns[-1]
    assert asked.aside is not None and asked.form is not None
    assert asked.form.asking == "customerPhone" and asked.form.retries == 0


async def test_at_the_summary_the_clause_made_so_is_the_change_not_the_time_kept() -> None:
    message = "sorry ji kal nahi ho payega, doctor ka round hai, parso kar do, same time"
    turns, _ = await talk("priest_booking", [*HAPPY, message], first={"serviceId": "Rudrabhishek"})
    form = turns[-1].form
    assert form is not None and form.stage == "confirm"
    assert form.values.get("selectedDate") == "2026-11-24"  # parso, from Sunday 22 November
    assert form.values.get("selectedTime") == "8:00 AM - 10:00 AM"
    assert "Tuesday, 24 November" in said(turns[-1])


async def test_a_change_said_while_a_puja_is_chosen_offers_the_same_choice_again() -> None:
    first = {"serviceId": "griha pravesh", "isOnline": "at our new flat"}
    turns, _ = await talk("priest_booking", ["actually make it online video call"], first=first)
    text = said(turns[-1])
    assert "online" in text.lower()
    assert "1. Griha Pravesh Puja" in text and "2. Griha Pravesh with Vastu Shanti" in text
    form = turns[-1].form
    assert form is not None and form.values.get("isOnline") == "true"
    assert form.asking == "serviceId" and len(form.options) == 3  # the Tamil Paal Kaachal too


async def test_a_time_not_free_is_said_so_with_the_free_times_to_pick_from() -> None:
    full = {("2026-11-23", "6:00 AM - 8:00 AM")}
    turns, _ = await talk(
        "priest_booking",
        ["online", "kal", "subah 7:30 rakh lo"],
        FakeTasks(now=NOW, full=full),
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.asking == "selectedTime" and form.options
    assert "6:00 AM - 8:00 AM" not in [o.value for o in form.options]
    assert "is not available" in said(turns[-1])


async def test_at_the_summary_a_time_asked_that_is_not_free_offers_the_free_ones() -> None:
    full = {("2026-11-23", "4:00 PM - 6:00 PM")}
    change = "माफ़ कीजिए, समय शाम 5 की जगह 4 बजे कर दीजिए, पाठ लंबा चलता है"
    turns, _ = await talk(
        "priest_booking",
        [*HAPPY, change, "6:00 PM - 8:00 PM"],
        FakeTasks(now=NOW, full=full),
        first={"serviceId": "Rudrabhishek"},
        language="hi",
    )
    offered = turns[-2].form
    assert offered is not None and offered.asking == "selectedTime"
    assert "4:00 PM - 6:00 PM खाली नहीं है" in said(turns[-2])
    assert "4:00 PM - 6:00 PM" not in [o.value for o in offered.options]
    form = turns[-1].form
    assert form is not None and form.stage == "confirm"
    assert form.values["selectedTime"] == "6:00 PM - 8:00 PM"


async def test_after_said_of_something_else_is_no_time_after() -> None:
    # "पाठ के बाद आरती": after the path, not after five.
    full = {("2026-11-23", "4:00 PM - 6:00 PM")}
    turns, _ = await talk(
        "priest_booking",
        ["online", "kal", "शाम 5 बजे, पाठ के बाद आरती और भोग रहेगा"],
        FakeTasks(now=NOW, full=full),
        first={"serviceId": "Rudrabhishek"},
        language="hi",
    )
    form = turns[-1].form
    assert form is not None and form.asking == "selectedTime" and form.options


async def test_at_the_summary_a_change_said_with_what_is_kept_and_why_changes_only_the_date() -> (
    None
):
    turns, _ = await talk(
        "priest_booking",
        [*HAPPY, "sorry make it Sunday 29 Nov, same time. Saturday I have a branch audit"],
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.stage == "confirm"
    assert form.values.get("selectedDate") == "2026-11-29"
    assert form.values.get("selectedTime") == "8:00 AM - 10:00 AM"


@pytest.mark.parametrize(
    ("said", "method"),
    [
        ("सामान आने पर पैसे दे दूँगी", "cash"),
        ("saman aane par paise de dungi", "cash"),
        ("pay on delivery", "cash"),
        ("online kr dunga paytm se", "online"),
        ("pay online when it arrives", None),  # both: asked again
    ],
)
async def test_paying_when_it_comes_is_cash(said: str, method: str | None) -> None:
    read = await readers.payment_method(said, context(FakeTasks(now=NOW)), {})
    assert (read.value if isinstance(read, Value) else None) == method


async def test_another_puja_named_where_the_address_is_asked_changes_the_puja() -> None:
    turns, _ = await talk(
        "priest_booking",
        [
            "at home",
            "Actually my father-in-law called, he says vastu shanthi also should be done along "
            "with it. Make it griha pravesh with vastu shanti na",
        ],
        first={"serviceId": "Rudrabhishek"},
    )
    form = turns[-1].form
    assert form is not None and form.values["serviceId"] == "griha-pravesh-vastu-shanti-combo"
    assert form.asking == "customerAddress" and "customerAddress" not in form.values


@pytest.mark.parametrize(
    ("said", "online"),
    [
        ("online nahi bhau, rikshaw ko kaise online karega haha. parking me aana padega", "false"),
        ("At the flat only, we are doing it there. Not online", "false"),
        ("not at home, online please", "true"),
        ("At home please, ba wants to do it the proper way, not on a video call", "false"),
        ("सुनिए, घर पर नहीं, ऑनलाइन करवा दीजिए", "true"),
    ],
)  # fmt: skip
async def test_one_of_home_and_online_refused_is_the_other(said: str, online: str) -> None:
    turns, _ = await talk("priest_booking", [said], first={"serviceId": "Rudrabhishek"})
    assert turns[-1].form is not None and turns[-1].form.values["isOnline"] == online


async def test_online_with_nobody_to_come_home_is_online() -> None:
    answer = (
        "Online please. My mother is bedridden, she wants to hear the mantras from her bed. "
        "Nobody should come home, not home visit"
    )
    turns, _ = await talk("priest_booking", [answer], first={"serviceId": "Rudrabhishek"})
    form = turns[-1].form
    assert form is not None and form.values.get("isOnline") == "true"


@pytest.mark.parametrize("answer", ["पता नहीं, छोड़ दीजिए", "skip", "don't know"])
async def test_a_home_address_declined_is_asked_for_again_with_online_offered(answer: str) -> None:
    turns, _ = await talk(
        "priest_booking", ["at home", answer], first={"serviceId": "Rudrabhishek"}
    )
    form = turns[-1].form
    assert form is not None and form.asking == "customerAddress"
    assert "customerAddress" not in form.values
    assert said(turns[-1]) == say("en", "address_needed")


async def test_an_address_off_the_map_is_asked_for_with_its_pin_then_not_promised() -> None:
    steps = ["at home", "House 5, unmapped lane"]
    turns, tasks = await talk("priest_booking", steps, first={"serviceId": "Rudrabhishek"})
    asked = turns[-1]
    assert said(asked).startswith(say("en", "address_unplaced"))
    assert asked.form is not None and asked.form.asking == "customerAddress"
    assert "customerAddress" not in asked.form.values
    ctx = context(tasks)
    # Placed this time: taken.
    placed = await runner.step(PRIEST, asked.form, "Flat 12, Shanti Nagar, Pune 411001", ctx)
    assert placed.form is not None and placed.form.values.get("customerAddress")
    # Off the map again: no pandit is promised; home or online is asked again.
    again = await runner.step(PRIEST, asked.form, "House 5, unmapped lane, near the well", ctx)
    assert said(again).startswith(say("en", "address_unplaced_again"))
    assert again.form is not None and again.form.asking == "isOnline"
