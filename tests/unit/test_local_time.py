"""One time-zone rule: instants are stored in UTC and shown, said and exported in India time.
At 22:17 UTC on 28 November it is 03:47 on Sunday 29 November in India, and every place that
turns an instant into a day says the 29th: the helper, the API's clock, the data layer's SQL,
the assistant's today and its order status, and the Kundli's "today"."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from datetime import UTC, date, datetime

from api.common.clock import india_now, india_today
from api.receipts.content import stamped
from assistant_core.engine import Engine, UserMessage
from assistant_core.forms.spec import Context
from assistant_core.kundli_port import InProcessKundli
from assistant_core.tasks_port import Lookup, OrderEvent, OrderView
from assistant_core.texts import Language
from data.summaries.sql import INDIA_MINUTES, INDIA_ZONE
from kundli_service.local_time import INDIA, local_date, local_iso, local_time
from kundli_service.service import KundliRequest
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import SERVICES, FakeAI, RecordingKundli

LATE_NIGHT_UTC = datetime(2026, 11, 28, 22, 17, tzinfo=UTC)  # 03:47 on the 29th in India
TWENTY_NINTH = date(2026, 11, 29)


def test_the_helper_gives_the_indian_day_and_clock() -> None:
    assert local_date(LATE_NIGHT_UTC) == TWENTY_NINTH
    assert local_time(LATE_NIGHT_UTC).strftime("%H:%M %A") == "03:47 Sunday"
    assert local_iso(LATE_NIGHT_UTC) == "2026-11-29T03:47:00+05:30"
    # Stored instants read back without a zone are UTC.
    assert local_iso(LATE_NIGHT_UTC.replace(tzinfo=None)) == "2026-11-29T03:47:00+05:30"


def test_the_api_clock_and_the_data_layer_keep_the_same_rule() -> None:
    assert india_today(LATE_NIGHT_UTC) == TWENTY_NINTH
    assert india_now(LATE_NIGHT_UTC).isoformat() == "2026-11-29T03:47:00+05:30"
    assert stamped(LATE_NIGHT_UTC, "en") == "Sunday, 29 November 2026, 03:47"
    assert INDIA.key == INDIA_ZONE
    offset = INDIA.utcoffset(LATE_NIGHT_UTC)
    assert offset is not None and offset.total_seconds() == INDIA_MINUTES * 60


@dataclass
class Records(FakeTasks):
    """A contact whose booking last changed at 22:17 UTC on the 28th."""

    async def lookup(
        self,
        *,
        phone: str | None,
        email: str | None,
        client_ref: str | None,
        client: str,
        language: Language = "en",
    ) -> Lookup:
        event = OrderEvent("confirmed", "2026-11-28T22:17:00Z")
        record = OrderView(
            "priest", "PB1764368220000X7K2QM4PA9", "", "confirmed", "paid", event,
            "2026-11-28T22:17:00+00:00", "PB-K2QM4PA9",
        )  # fmt: skip
        return Lookup((record,))


async def _order_status(language: Language, question: str) -> tuple[str, date]:
    seen: list[Context] = []
    ids = itertools.count(1)
    engine = Engine(
        FakeAI(),
        RecordingKundli(),
        lambda: LATE_NIGHT_UTC,
        lambda: f"msg-{next(ids)}",
        tasks=Records(now=LATE_NIGHT_UTC),
    )
    original = engine._context

    def watched(*args: object) -> Context:
        made = original(*args)  # type: ignore[arg-type]
        seen.append(made)
        return made

    engine._context = watched  # type: ignore[method-assign]
    state = engine.new_state(language)
    for text in (question, "9876543210"):
        turn = await engine.handle(state, UserMessage(text), SERVICES)
        state = turn.state
    said = " ".join(o.message.text for o in turn.outputs)  # type: ignore[union-attr]
    return said, seen[-1].today


async def test_the_assistant_says_the_indian_day() -> None:
    said, today = await _order_status("en", "where is my booking PB-K2QM4PA9")
    assert today == TWENTY_NINTH
    assert "Last update: confirmed on Sunday, 29 November." in said
    hindi, _ = await _order_status("hi", "मेरी बुकिंग PB-K2QM4PA9 कहाँ है")
    assert "रविवार, 29 नवंबर" in hindi


async def test_the_kundli_today_is_the_indian_day() -> None:
    request = KundliRequest("Ravi Kumar", "1990-05-15", "14:30", "Pune")
    outcome = await InProcessKundli(lambda: LATE_NIGHT_UTC).generate(request)
    assert outcome.chart is not None
    assert outcome.chart.transits.date == TWENTY_NINTH.isoformat()
