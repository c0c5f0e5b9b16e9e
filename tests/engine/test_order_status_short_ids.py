"""The assistant's order status question: a record is named by its short id (as typed: any
case, hyphen or not) as well as by its full id; replies show the short id; two of the
contact's records sharing a short id make it ask for the full id rather than guess."""

from __future__ import annotations

from dataclasses import dataclass

from assistant_core.forms import FORMS, runner
from assistant_core.forms.state import FormState
from assistant_core.tasks_port import Lookup, OrderEvent, OrderView
from assistant_core.texts import Language
from tests.engine.fake_tasks import FakeTasks
from tests.engine.test_forms import NOW, context, said

FIRST = "PB1763775000123X7K2QM4PA9"
SECOND = "TB1763775000456ABCDEFGHJ"
TWIN = "PB1763775000999ZZK2QM4PA9"  # another booking ending in the same 8 characters


def view(record_id: str, status: str, short: str) -> OrderView:
    kind = "priest" if record_id.startswith("PB") else "temple"
    event = OrderEvent(status, "2026-11-21T03:30:00Z")
    return OrderView(kind, record_id, "", status, "paid", event, "2026-11-21T03:30:00+00:00", short)


@dataclass
class Records(FakeTasks):
    """The contact's records, as the real lookup returns them (with their short ids)."""

    records: tuple[OrderView, ...] = ()

    async def lookup(
        self,
        *,
        phone: str | None,
        email: str | None,
        client_ref: str | None,
        client: str,
        language: Language = "en",
    ) -> Lookup:
        return Lookup(self.records)


async def ask(records: tuple[OrderView, ...], text: str, language: str = "en") -> str:
    tasks = Records(now=NOW, records=records)
    ctx = context(tasks, language)
    spec = FORMS["order_status"]
    turn = await runner.start(spec, FormState("order_status", "o-1"), ctx, text=text)
    assert turn.form is not None and turn.form.asking == "contact", said(turn)
    done = await runner.step(spec, turn.form, "9876543210", ctx)
    assert done.done
    return said(done)


async def test_a_short_id_typed_any_way_finds_the_record_and_the_reply_shows_it() -> None:
    records = (view(FIRST, "confirmed", "PB-K2QM4PA9"), view(SECOND, "pending", "TB-CDEFGHJ0"))
    for typed in ("PB-K2QM4PA9", "pb-k2qm4pa9", "pbk2qm4pa9"):
        reply = await ask(records, f"where is my booking {typed}")
        assert "PB-K2QM4PA9: confirmed" in reply, (typed, reply)
        assert "TB-" not in reply


async def test_the_full_id_is_still_taken_and_answered_with_the_short_one() -> None:
    records = (view(FIRST, "completed", "PB-K2QM4PA9"),)
    reply = await ask(records, f"status of {FIRST.lower()}")
    assert "PB-K2QM4PA9: completed" in reply


async def test_two_records_sharing_a_short_id_ask_for_the_full_id() -> None:
    records = (view(FIRST, "confirmed", "PB-K2QM4PA9"), view(TWIN, "cancelled", "PB-K2QM4PA9"))
    reply = await ask(records, "where is PB-K2QM4PA9")
    assert "full id" in reply
    assert "confirmed" not in reply and "cancelled" not in reply
    # The full id settles it.
    assert "cancelled" in await ask(records, f"where is {TWIN}")
    hindi = await ask(records, "PB-K2QM4PA9 कहाँ है", "hi")
    assert "पूरी आईडी" in hindi
