"""The birth-detail form as a pure state machine."""

from __future__ import annotations

from datetime import date

from assistant_core import birth_form
from assistant_core.state import MAX_RETRIES, BirthForm

TODAY = date(2026, 11, 22)


def answer(form: BirthForm, *texts: str) -> birth_form.FormTurn:
    turn = birth_form.FormTurn(form)
    for text in texts:
        turn = birth_form.step(turn.form, text, TODAY)
    return turn


def test_start_asks_for_the_name() -> None:
    turn = birth_form.start("make my kundli", TODAY)
    assert turn.form == BirthForm(collecting=True, asking="name")
    assert turn.say.endswith("What is your full name?") and not turn.generate


def test_progress_steps_follow_the_field_asked() -> None:
    form = BirthForm(collecting=True, name="Ravi", asking="dateOfBirth")
    shown = birth_form.progress(form)
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
    done = BirthForm(
        name="R", date_of_birth="1990-05-15", time_of_birth="14:30", place_of_birth="P"
    )
    assert birth_form.progress(done).step == 4 and birth_form.progress(done).asking is None


def test_the_four_answers_end_in_generation() -> None:
    turn = answer(birth_form.start("kundli", TODAY).form, "Ravi", "15 May 1990", "14:30", "Pune")
    assert turn.generate and turn.form.asking is None
    assert turn.form.collected() == {
        "name": "Ravi",
        "dateOfBirth": "1990-05-15",
        "timeOfBirth": "14:30",
        "placeOfBirth": "Pune",
    }


def test_a_question_keeps_the_form_and_counts_no_try() -> None:
    form = BirthForm(collecting=True, name="Ravi", asking="dateOfBirth", retries=1)
    turn = birth_form.step(form, "what is a horoscope?", TODAY)
    assert turn.question == "what is a horoscope?" and turn.form == form


def test_failed_tries_are_counted_and_bounded() -> None:
    form = BirthForm(collecting=True, name="Ravi", asking="dateOfBirth")
    turn = answer(form, *["no idea"] * 15)
    assert turn.form.retries == MAX_RETRIES
    assert "Would you like to stop here?" in turn.say


def test_a_good_answer_after_failed_tries_resets_the_count_for_the_next_field() -> None:
    form = BirthForm(collecting=True, name="Ravi", asking="dateOfBirth", retries=2)
    turn = birth_form.step(form, "15 May 1990", TODAY)
    assert (turn.form.asking, turn.form.retries) == ("timeOfBirth", 0)


def test_a_refused_detail_is_asked_again() -> None:
    form = BirthForm(
        name="R", date_of_birth="1990-05-15", time_of_birth="14:30", place_of_birth="X"
    )
    turn = birth_form.after_problem(form, "place_of_birth", 'We could not find "X".')
    assert turn is not None
    assert (turn.form.asking, turn.form.value("placeOfBirth"), turn.form.collecting) == (
        "placeOfBirth",
        None,
        True,
    )
    assert turn.say == 'We could not find "X". Please tell me your place of birth again.'
    assert birth_form.after_problem(form, "language", "no") is None


def test_a_date_too_early_is_refused() -> None:
    form = BirthForm(collecting=True, name="Ravi", asking="dateOfBirth")
    turn = birth_form.step(form, "15 May 1790", TODAY)
    assert turn.form.value("dateOfBirth") is None


def test_restart_and_cancel() -> None:
    form = BirthForm(collecting=True, name="Ravi", date_of_birth="1990-05-15", asking="timeOfBirth")
    restarted = birth_form.step(form, "start over", TODAY)
    assert restarted.form == BirthForm(collecting=True, asking="name")
    cancelled = birth_form.step(form, "cancel", TODAY)
    assert cancelled.ended and cancelled.form == BirthForm()


def test_a_correction_of_a_field_not_given_yet_is_an_answer() -> None:
    form = BirthForm(collecting=True, name="Ravi", date_of_birth="1990-05-15", asking="timeOfBirth")
    turn = birth_form.step(form, "no, it was 3:30 PM", TODAY)
    assert turn.form.value("timeOfBirth") == "15:30" and turn.form.asking == "placeOfBirth"


def test_one_word_after_no_does_not_replace_the_name() -> None:
    form = BirthForm(collecting=True, name="Ravi", date_of_birth="1990-05-15", asking="timeOfBirth")
    turn = birth_form.step(form, "no idea", TODAY)
    assert turn.form.value("name") == "Ravi" and turn.form.retries == 1
