"""Reports: revenue by day, week and month with the one revenue definition (totals equal the
dashboard's and the records' own), bookings by puja and temple, top products, priests'
bookings, a temple admin's own temple only, bounded ranges, and CSV streamed."""

from __future__ import annotations

import csv
import io
from collections import Counter
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import httpx
import pytest
from sqlalchemy import select

from data.db import Database
from data.models import PriestBooking, TempleBooking
from data.repositories.reports import revenue_of
from tests.admin_support import ADMIN_A, SUPER, TEMPLE_A, ClientFor
from tests.data.test_demo_data import SMALL, fill

URL = "/api/admin/reports"
# Every record the demo data makes (up to two years before the frozen today).
YEAR = {"from": "2024-01-01", "to": "2026-11-30"}


async def revenue_of_records(
    db: Database, model: type[PriestBooking] | type[TempleBooking]
) -> Decimal:
    async with db.reader() as session:
        amounts = (await session.execute(select(revenue_of(model)))).scalars().all()
    return sum((Decimal(str(a)) for a in amounts), Decimal(0))


async def test_an_empty_range_has_every_day_at_zero(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(URL)
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["from"], report["to"]) == ("2026-10-24", "2026-11-22")  # 30 days to today
    assert len(report["revenue"]["day"]) == 30
    assert report["revenue"]["total"] == 0
    assert [p["period"] for p in report["revenue"]["month"]] == ["2026-10", "2026-11"]
    assert report["revenue"]["week"][0]["period"] == "2026-10-19"  # the Monday of the 24th


async def test_totals_equal_the_dashboard_and_the_records(
    as_admin: ClientFor, db: Database
) -> None:
    await fill(db, SMALL)
    admin = await as_admin(SUPER)
    report = (await admin.get(URL, params=YEAR)).json()
    dashboard = (await admin.get("/api/admin/dashboard")).json()["stats"]
    revenue = report["revenue"]
    assert revenue["total"] == dashboard["totalRevenue"]
    for period in ("day", "week", "month"):
        assert round(sum(p["total"] for p in revenue[period]), 2) == revenue["total"]
    assert round(sum(p["priest"] for p in revenue["day"]), 2) == float(
        await revenue_of_records(db, PriestBooking)
    )
    assert round(sum(p["temple"] for p in revenue["day"]), 2) == float(
        await revenue_of_records(db, TempleBooking)
    )
    # Bookings by puja and temple add up to the records that are not cancelled.
    async with db.reader() as session:
        statuses = Counter((await session.execute(select(PriestBooking.status))).scalars())
    assert (
        sum(row["bookings"] for row in report["pujas"])
        == sum(statuses.values()) - statuses["cancelled"]
    )
    assert round(sum(r["revenue"] for r in report["pujas"]), 2) == round(
        sum(p["priest"] for p in revenue["day"]), 2
    )
    assert round(sum(r["revenue"] for r in report["temples"]), 2) == round(
        sum(p["temple"] for p in revenue["day"]), 2
    )
    products = report["products"]
    assert 0 < len(products) <= 10
    assert products == sorted(products, key=lambda p: (-p["amount"], -p["units"], p["name"]))


async def test_a_temple_admin_sees_their_temple_alone(as_admin: ClientFor, db: Database) -> None:
    await fill(db, SMALL)
    admin = await as_admin(ADMIN_A)
    report = (await admin.get(URL, params=YEAR)).json()
    assert report["templeId"] == TEMPLE_A
    assert [t["id"] for t in report["temples"]] in ([TEMPLE_A], [])
    assert report["pujas"] is None and report["products"] is None and report["priests"] is None
    assert all(p["priest"] == 0 and p["store"] == 0 for p in report["revenue"]["day"])
    async with db.reader() as session:
        own = (
            await session.execute(
                select(revenue_of(TempleBooking)).where(TempleBooking.temple_id == TEMPLE_A)
            )
        ).scalars()
        expected = sum((Decimal(str(a)) for a in own), Decimal(0))
    assert report["revenue"]["total"] == float(expected)
    other = await admin.get(URL, params={**YEAR, "templeId": "temple-somewhere-else"})
    assert other.status_code == 403


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"from": "2026-11-10", "to": "2026-11-01"}, "from"),
        ({"from": "2020-01-01", "to": "2026-11-01"}, "to"),
        ({"from": "2026-02-30"}, "from"),
    ],
)
async def test_a_bad_range_is_refused_naming_it(
    as_admin: ClientFor, params: dict[str, str], field: str
) -> None:
    response = await (await as_admin(SUPER)).get(URL, params=params)
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == field


async def test_the_bookings_of_a_long_range_stream_as_csv(
    as_admin: ClientFor, db: Database, served: str
) -> None:
    await fill(db, SMALL)
    admin = await as_admin(SUPER)
    # Over a real socket: the file goes out in chunks as it is read, its length unknown.
    async with (
        httpx.AsyncClient(base_url=f"http://{served}", cookies=admin.cookies) as http,
        http.stream("GET", f"{URL}/bookings.csv", params=YEAR) as response,
    ):
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/csv")
        assert response.headers["transfer-encoding"] == "chunked"
        assert "content-length" not in response.headers
        chunks = [chunk async for chunk in response.aiter_text()]
    rows = list(csv.reader(io.StringIO("".join(chunks))))
    assert rows[0][:3] == ["kind", "id", "created at"]
    assert len(rows) - 1 == SMALL.priest_bookings + SMALL.temple_bookings
    assert len(chunks) > 1
    revenue = sum(Decimal(row[-1]) for row in rows[1:])
    report = (await admin.get(URL, params=YEAR)).json()["revenue"]
    assert float(revenue) == round(sum(p["priest"] + p["temple"] for p in report["day"]), 2)


async def test_each_table_exports_as_csv(as_admin: ClientFor, db: Database) -> None:
    await fill(db, SMALL)
    admin = await as_admin(SUPER)
    revenue = (await admin.get(f"{URL}/revenue.csv", params=YEAR)).text.splitlines()
    assert revenue[0] == "day,priest bookings,temple bookings,store,total"
    assert len(revenue) == 1 + 1065  # every day of the range
    for table in ("pujas", "temples", "products", "priests"):
        response = await admin.get(f"{URL}/{table}.csv", params=YEAR)
        assert response.status_code == 200, table
        assert response.headers["content-disposition"].startswith("attachment;")
    assert (await admin.get(f"{URL}/nothing.csv")).status_code == 422


async def test_a_formula_in_a_name_is_written_as_text(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    made = await client.post(
        "/api/priest-bookings",
        json={
            "serviceId": "ganesh-puja",
            "customerName": "=HYPERLINK(1)",
            "customerPhone": "9876500001",
            "isOnline": True,
            "selectedDate": "2026-11-23",
            "selectedTime": "8:00 AM - 10:00 AM",
        },
    )
    assert made.status_code == 201, made.text
    # Records are stamped by the wall clock: a range to tomorrow holds this one.
    tomorrow = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
    export = await (await as_admin(SUPER)).get(
        f"{URL}/bookings.csv", params={"from": "2026-11-01", "to": tomorrow}
    )
    assert "'=HYPERLINK(1)" in export.text
