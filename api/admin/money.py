"""The two figures of revenue as every back-office screen and CSV names them: money collected
and money earned (data/repositories/reports.py defines both; the record statistics keep them)."""

from __future__ import annotations

from pydantic import Field

from api.common.wire import Money, WireOut
from data.repositories.record_stats import Money as Figures


class Revenue(WireOut):
    collected: Money = Field(
        description="money collected: received (online, or cash recorded) minus refunds, "
        "whatever the record's status"
    )
    earned: Money = Field(
        description="money earned: what was collected of completed bookings and delivered orders"
    )

    @classmethod
    def of(cls, figures: Figures) -> Revenue:
        return cls(collected=figures.collected, earned=figures.earned)
