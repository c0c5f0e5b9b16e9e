"""Wire shapes of the Reports screen."""

from __future__ import annotations

from datetime import date

from pydantic import Field

from api.admin.money import Revenue
from api.common.wire import Money, WireOut


class KindMoney(WireOut):
    """One figure (collected or earned) by kind of record, and their total."""

    priest: Money
    temple: Money
    store: Money
    total: Money


class RevenuePoint(WireOut):
    period: str = Field(description="YYYY-MM-DD (a day, or a week's Monday) or YYYY-MM")
    collected: KindMoney
    earned: KindMoney


class RevenueSeries(WireOut):
    total: Revenue
    day: list[RevenuePoint]
    week: list[RevenuePoint]
    month: list[RevenuePoint]


class GroupRow(WireOut):
    id: str
    name: str
    bookings: int
    revenue: Revenue


class ProductRow(WireOut):
    id: str
    name: str
    units: int
    amount: Money = Field(description="what the delivered orders' lines of it came to")


class PriestRow(WireOut):
    id: str
    name: str
    bookings: int
    completed: int


class Report(WireOut):
    """A range's figures. Revenue is the one definition, as two figures (money collected:
    received minus refunds credited; money earned: of that, from bookings completed and orders
    delivered) over the records created in the range. A temple admin's report is their
    temple's: its revenue and its services."""

    date_from: date = Field(alias="from")
    date_to: date = Field(alias="to")
    temple_id: str | None
    revenue: RevenueSeries
    pujas: list[GroupRow] | None = Field(description="priest bookings by puja (super admins)")
    temples: list[GroupRow] | None = Field(description="temple bookings by temple")
    services: list[GroupRow] | None = Field(description="one temple's bookings by service")
    products: list[ProductRow] | None = Field(description="the best-selling products")
    priests: list[PriestRow] | None = Field(description="each priest's bookings")
