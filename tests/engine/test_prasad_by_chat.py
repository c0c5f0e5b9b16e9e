"""A temple pooja booked in the chat whose temple sends the prasad home: asked once whether
to send it, then the address in the parts couriers need (as the checkout asks it), shown in
the summary and sent with the booking; a pooja that sends none asks nothing of it, and "no
prasad, thanks" books it without."""

from __future__ import annotations

from assistant_core.forms import FORMS, panel, runner
from assistant_core.forms.runner import FormTurn
from assistant_core.forms.state import FormState
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context, said

RUDRABHISHEK = "tsvc-kashi-rudrabhishek"
UP_TO_SANKALP = ["Ravi Kumar", "9876543210", "skip", "skip"]


async def book(tasks: FakeTasks, answers: list[str], language: str = "en") -> list[FormTurn]:
    ctx = context(tasks, language)
    spec = FORMS["temple_booking"]
    first = {"templeId": "kashi vishwanath", "serviceId": "rudrabhishek"}
    turns = [await runner.start(spec, FormState("temple_booking", "t-1"), ctx, first=first)]
    for answer in ["tomorrow", "1", *answers]:
        form = turns[-1].form
        assert form is not None, f"the form ended before {answer!r}"
        turns.append(await runner.step(spec, form, answer, ctx))
    return turns


async def test_the_prasad_is_sent_to_the_address_said() -> None:
    tasks = FakeTasks(now=NOW, prasad=frozenset({RUDRABHISHEK}))
    turns = await book(
        tasks,
        [*UP_TO_SANKALP, "yes", "12 Lanka Road, Assi", "Varanasi", "221005", "cash"],
    )
    asked = said(turns[6])
    assert asked.startswith("This temple sends this pooja's prasad home by post.")
    assert said(turns[7]).startswith("Where should we deliver it?")
    summary = said(turns[-1])
    assert "Prasad sent to: 12 Lanka Road, Assi, Varanasi, 221005." in summary
    done = await runner.step(FORMS["temple_booking"], turns[-1].form, "yes", context(tasks))  # type: ignore[arg-type]
    assert done.done
    [record] = tasks.created.values()
    created = record["fields"]
    assert created["wantsPrasad"] is True
    assert created["deliveryAddress"] == {
        "houseAndStreet": "12 Lanka Road, Assi",
        "landmark": "",
        "state": "Uttar Pradesh",
        "city": "Varanasi",
        "pinCode": "221005",
    }


async def test_no_prasad_thanks_in_hindi_and_none_asked_where_none_is_sent() -> None:
    tasks = FakeTasks(now=NOW, prasad=frozenset({RUDRABHISHEK}))
    turns = await book(tasks, [*UP_TO_SANKALP, "नहीं", "नकद"], "hi")
    assert "प्रसाद डाक से घर भेजता है" in said(turns[6])
    assert "प्रसाद: नहीं भेजा जाएगा।" in said(turns[-1])
    done = await runner.step(FORMS["temple_booking"], turns[-1].form, "हाँ", context(tasks, "hi"))  # type: ignore[arg-type]
    assert done.done
    [record] = tasks.created.values()
    created = record["fields"]
    assert created["wantsPrasad"] is False and created["deliveryAddress"] is None

    plain = FakeTasks(now=NOW)  # the seed's poojas send no prasad: nothing is asked of it
    turns = await book(plain, [*UP_TO_SANKALP, "cash"])
    assert "prasad" not in said(turns[-1]).lower()
    assert turns[-1].form is not None and "prasad" not in turns[-1].form.values
    shown = panel.progress(FORMS["temple_booking"], turns[-1].form, "en")
    assert "prasadOffered" not in [name for name, _ in shown.fields]  # decided, never shown


async def test_the_prasad_asked_for_in_so_many_words_is_a_yes_and_declined_a_no() -> None:
    for answer, wanted in (("हाँ, प्रसाद घर भेज दीजिए", True), ("प्रसाद मत भेजिए", False)):
        tasks = FakeTasks(now=NOW, prasad=frozenset({RUDRABHISHEK}))
        turns = await book(tasks, [*UP_TO_SANKALP, answer], "hi")
        form = turns[-1].form
        assert form is not None and form.values.get("prasad") == ("yes" if wanted else "no")
