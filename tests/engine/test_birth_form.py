"""The birth-detail form on the one form runner: slots, several details at once, asides,
corrections, tries, the chart made through the Kundli port and its failures."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from assistant_core.forms import FORMS, runner
from assistant_core.forms.runner import FormTurn
from assistant_core.forms.spec import Context
from assistant_core.forms.state import MAX_RETRIES, FormState
from assistant_core.kundli_port import KundliOutcome, KundliUnavailable
from kundli_service.service import KundliRequest
from tests.engine.support import made_chart

TODAY = date(2026, 11, 22)
SPEC = FORMS["birth"]
CHART = made_chart()


class Kundli:
    def __init__(self, outcome: KundliOutcome | None) -> None:
        self.outcome = outcome  # None: the service is down
        self.requests: list[KundliRequest] = []

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        self.requests.append(request)
        if self.outcome is None:
            raise KundliUnavailable("down")
        return self.outcome


def context(kundli: Kundli | None = None, language: str = "en") -> Context:
    return Context(
        tasks=None,  # type: ignore[arg-type]  # the birth form asks no task port
        today=TODAY,
        language=language,  # type: ignore[arg-type]
        kundli=kundli or Kundli(KundliOutcome(chart=CHART)),
    )


def form(**values: str) -> FormState:
    asking = next(
        (f for f in ("name", "dateOfBirth", "timeOfBirth", "placeOfBirth") if f not in values),
        None,
    )
    state = FormState("birth", "f1", asking=asking)
    for name, value in values.items():
        state = state.with_value(name, value, value)
    return state


async def answer(state: FormState, *texts: str, ctx: Context | None = None) -> FormTurn:
    turn = FormTurn(state)
    for text in texts:
        assert turn.form is not None
        turn = await runner.step(SPEC, turn.form, text, ctx or context())
    return turn


async def test_start_asks_for_the_name() -> None:
    turn = await runner.start(SPEC, FormState("birth", "f1"), context(), text="make my kundli")
    assert turn.form is not None and turn.form.asking == "name"
    assert turn.texts[-1] == "What is your full name?"


def test_progress_steps_follow_the_field_asked() -> None:
    shown = runner.progress(SPEC, form(name="Ravi"), "en")
    assert (shown.collected, shown.asking, shown.step, shown.total) == (
        {"name": "Ravi"},
        "dateOfBirth",
        2,
        4,
    )
    assert (shown.form, shown.title) == ("birth", "Birth details")
    assert [label for _, label in shown.fields] == [
        "Name",
        "Date of birth",
        "Time of birth",
        "Place of birth",
    ]


async def test_the_four_answers_make_the_chart_and_the_panel_stays() -> None:
    kundli = Kundli(KundliOutcome(chart=CHART))
    turn = await answer(form(), "Ravi", "15 May 1990", "14:30", "Pune", ctx=context(kundli))
    assert turn.done and turn.kundli == CHART and turn.intent == "kundli_generated"
    assert turn.texts[0].startswith("Here is the Kundli for Ravi.")
    assert kundli.requests == [
        KundliRequest(
            name="Ravi",
            date_of_birth="1990-05-15",
            time_of_birth="14:30",
            place_of_birth="Pune",
            language="english",
        )
    ]
    panel = runner.progress(SPEC, None, "en", turn.values)
    assert panel.collected["dateOfBirth"] == "15 May 1990" and panel.asking is None


async def test_several_details_in_one_message() -> None:
    turn = await answer(form(), "Ravi Kumar, 15 May 1990, 2:30 PM")
    assert turn.form is not None
    assert turn.form.values == {
        "name": "Ravi Kumar",
        "dateOfBirth": "1990-05-15",
        "timeOfBirth": "14:30",
    }
    assert turn.texts == (
        "Thank you, Ravi Kumar.",
        "Where were you born? Please give the town or city (for example, Pune).",
    )


async def test_a_question_keeps_the_form_and_counts_no_try() -> None:
    asked = replace(form(name="Ravi"), retries=1)
    turn = await answer(asked, "what is a horoscope?")
    assert turn.aside == "what is a horoscope?" and turn.form == asked


@pytest.mark.parametrize(
    "question",
    ["kundli se mangal dosh bhi pata chal jayega kya? pls batao", "will my kundli show sade sati?"],
)
async def test_a_question_about_what_the_kundli_shows_is_answered_not_taken_as_asking_again(
    question: str,
) -> None:
    asked = form(name="Ravi", dateOfBirth="1990-05-15")
    turn = await answer(asked, question)
    assert turn.aside == question and turn.form == asked


async def test_a_keyboard_mash_is_not_a_name() -> None:
    turn = await answer(form(), "asdfghjkl qwerty")
    assert turn.form is not None and "name" not in turn.form.values
    assert turn.texts == ("Please tell me your name, for example: Ravi Kumar.",)


async def test_an_impossible_date_says_what_is_wrong() -> None:
    turn = await answer(form(name="Ravi"), "31 February 1990")
    assert turn.texts == ("February has 28 or 29 days. Please choose another date.",)


async def test_failed_tries_are_counted_bounded_and_offer_to_stop() -> None:
    turn = await answer(form(name="Ravi"), *["sometime"] * 15)
    assert turn.form is not None and turn.form.retries == MAX_RETRIES
    assert "Would you like to stop here?" in turn.texts[0] and "15 May 1990" in turn.texts[0]
    stopped = await answer(turn.form, "yes")
    assert stopped.ended and stopped.form is None


async def test_a_good_answer_after_failed_tries_resets_the_count() -> None:
    turn = await answer(replace(form(name="Ravi"), retries=2), "15 May 1990")
    assert turn.form is not None and (turn.form.asking, turn.form.retries) == ("timeOfBirth", 0)


async def test_a_date_in_the_future_is_refused() -> None:
    turn = await answer(form(name="Ravi"), "1 January 2027")
    assert turn.form is not None and "dateOfBirth" not in turn.form.values
    assert turn.texts[0].startswith("1 January 2027 is in the future.")


async def test_restart_and_cancel() -> None:
    given = form(name="Ravi", dateOfBirth="1990-05-15")
    restarted = await answer(given, "start over")
    assert restarted.form is not None and restarted.form.values == {}
    cancelled = await answer(given, "cancel")
    assert cancelled.ended and cancelled.form is None
    assert cancelled.texts[0].startswith("Okay, I've stopped collecting your birth details.")


async def test_a_correction_of_the_field_asked_is_its_answer() -> None:
    turn = await answer(form(name="Ravi", dateOfBirth="1990-05-15"), "no, it was 3:30 PM")
    assert turn.form is not None
    assert turn.form.values["timeOfBirth"] == "15:30" and turn.form.asking == "placeOfBirth"


async def test_a_named_correction_replaces_an_earlier_answer() -> None:
    turn = await answer(form(name="Ravi", dateOfBirth="1990-05-15"), "change my name to Ravi Kumar")
    assert turn.form is not None and turn.form.values["name"] == "Ravi Kumar"
    assert turn.texts[0] == "Thanks, I've changed your name to Ravi Kumar."


async def test_one_word_after_no_does_not_replace_the_name() -> None:
    turn = await answer(form(name="Ravi", dateOfBirth="1990-05-15"), "no idea")
    assert turn.form is not None
    assert turn.form.values["name"] == "Ravi" and turn.form.retries == 1


async def test_a_refused_place_is_asked_again_with_the_reason() -> None:
    refused = Kundli(KundliOutcome(problem='We could not find "X".', field="place_of_birth"))
    given = form(name="R", dateOfBirth="1990-05-15", timeOfBirth="14:30")
    turn = await answer(given, "X", ctx=context(refused))
    assert turn.form is not None and turn.form.asking == "placeOfBirth"
    assert "placeOfBirth" not in turn.form.values
    assert turn.texts[0] == 'We could not find "X".'


async def test_the_service_down_keeps_the_details_and_says_so_alone() -> None:
    given = form(name="R", dateOfBirth="1990-05-15", timeOfBirth="14:30")
    turn = await answer(given, "Pune", ctx=context(Kundli(None)))
    assert turn.failure is not None and "trouble generating your Kundli" in turn.failure
    assert turn.form is not None and turn.form.asking == "placeOfBirth"
    assert turn.texts == (
        'Your details are saved: send your place of birth again to retry, or say "cancel" to stop.',
    )


async def test_a_refusal_of_no_detail_asked_ends_the_form_with_the_agent_error() -> None:
    given = form(name="R", dateOfBirth="1990-05-15", timeOfBirth="14:30")
    refused = KundliOutcome(problem="language must be one of: english, hindi", field="language")
    turn = await answer(given, "Pune", ctx=context(Kundli(refused)))
    assert turn.done and turn.intent == "unknown" and turn.values is None
    assert turn.texts == (
        "I apologize, but I'm having trouble with the Kundli service right now. "
        "Please try again later.",
    )


async def test_hindi_questions_and_a_hindi_chart_request() -> None:
    kundli = Kundli(KundliOutcome(chart=CHART))
    ctx = context(kundli, "hi")
    turn = await runner.start(SPEC, FormState("birth", "f1"), ctx, text="मेरी कुंडली बनाओ")
    assert turn.texts[-1] == "आपका पूरा नाम क्या है?"
    assert turn.form is not None
    done = await answer(turn.form, "रवि", "15 मई 1990", "दोपहर 2:30 बजे", "पुणे", ctx=ctx)
    assert done.done and kundli.requests[0].language == "hindi"
    assert kundli.requests[0].time_of_birth == "14:30"


async def test_a_place_told_again_replaces_the_place() -> None:
    given = form(name="Ravi", placeOfBirth="Pune")
    given = replace(given, asking="dateOfBirth")
    turn = await answer(given, "no, I was born in Mumbai")
    assert turn.form is not None and turn.form.values["placeOfBirth"] == "Mumbai"
    assert turn.texts[0] == "Thanks, I've changed your place of birth to Mumbai."
