"""Reports: money collected and earned by day, week and month with the one revenue definition
(totals equal the dashboard's and the records' own), bookings by puja and temple, top
products, priests' bookings, a temple admin's own temple only, bounded ranges, and CSV
streamed."""

from __future__ import annotations

import csv
import io
from collections import Counter
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from data.db import Database
from data.models import PriestBooking, TempleBooking
from data.repositories.reports import collected_of, earned_of
from tests.admin_support import ADMIN_A, SUPER, TEMPLE_A, ClientFor
from tests.data.test_demo_data import SMALL, fill

URL = "/api/admin/reports"
# Every record the demo data makes (up to two years before the frozen today).
YEAR = {"from": "2024-01-01", "to": "2026-11-30"}


FIGURES = {"collected": collected_of, "earned": earned_of}


async def money_of_records(
    db: Database, model: type[PriestBooking] | type[TempleBooking], figure: str, *where: Any
) -> float:
    """One figure of the records, summed from the records themselves."""
    async with db.reader() as session:
        stmt = select(FIGURES[figure](model)).where(*where)
        amounts = (await session.execute(stmt)).scalars().all()
    return float(sum((Decimal(str(a)) for a in amounts), Decimal(0)))


def summed(rows: list[dict[str, Any]], *path: str) -> float:
    total = Decimal(0)
    for row in rows:
        value: Any = row
        for key in path:
            value = value[key]
        total += Decimal(str(value))
    return float(total)


async def test_an_empty_range_has_every_day_at_zero(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(URL)
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["from"], report["to"]) == ("2026-10-24", "2026-11-22")  # 30 days to today
    assert len(report["revenue"]["day"]) == 30
    assert report["revenue"]["total"] == {"collected": 0, "earned": 0}
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
    assert revenue["total"] == dashboard["revenue"]
    assert revenue["total"]["collected"] > revenue["total"]["earned"] > 0
    for figure in FIGURES:
        for period in ("day", "week", "month"):
            assert summed(revenue[period], figure, "total") == revenue["total"][figure]
        for kind, model in (("priest", PriestBooking), ("temple", TempleBooking)):
            assert summed(revenue["day"], figure, kind) == await money_of_records(db, model, figure)
    # Bookings by puja and temple add up to the records that are not cancelled.
    async with db.reader() as session:
        statuses = Counter((await session.execute(select(PriestBooking.status))).scalars())
    assert (
        sum(row["bookings"] for row in report["pujas"])
        == sum(statuses.values()) - statuses["cancelled"]
    )
    for figure in FIGURES:
        for rows, model in ((report["pujas"], PriestBooking), (report["temples"], TempleBooking)):
            live = model.status != "cancelled"
            assert summed(rows, "revenue", figure) == await money_of_records(
                db, model, figure, live
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
    for figure in FIGURES:
        assert all(p[figure]["priest"] == p[figure]["store"] == 0 for p in report["revenue"]["day"])
        own = TempleBooking.temple_id == TEMPLE_A
        expected = await money_of_records(db, TempleBooking, figure, own)
        assert report["revenue"]["total"][figure] == expected
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
    rows = list(csv.reader(io.StringIO("".join(chunks).removeprefix("\ufeff"))))
    assert rows[0][:3] == ["kind", "id", "created at"]
    assert rows[0][-2:] == ["money collected", "money earned"]
    assert len(rows) - 1 == SMALL.priest_bookings + SMALL.temple_bookings
    assert len(chunks) > 1
    report = (await admin.get(URL, params=YEAR)).json()["revenue"]
    for column, figure in ((-2, "collected"), (-1, "earned")):
        exported = float(sum(Decimal(row[column]) for row in rows[1:]))
        assert exported == summed(report["day"], figure, "priest") + summed(
            report["day"], figure, "temple"
        )


async def test_each_table_exports_as_csv(as_admin: ClientFor, db: Database) -> None:
    await fill(db, SMALL)
    admin = await as_admin(SUPER)
    revenue = (await admin.get(f"{URL}/revenue.csv", params=YEAR)).text.splitlines()
    assert revenue[0] == (
        '\ufeff"day","money collected: priest bookings","money collected: temple bookings",'
        '"money collected: store","money collected","money earned: priest bookings",'
        '"money earned: temple bookings","money earned: store","money earned"'
    )
    assert len(revenue) == 1 + 1065  # every day of the range
    for table in ("pujas", "temples", "products", "priests"):
        response = await admin.get(f"{URL}/{table}.csv", params=YEAR)
        assert response.status_code == 200, table
        assert response.headers["content-disposition"].startswith("attachment;")
    assert (await admin.get(f"{URL}/nothing.csv")).status_code == 422


async def test_the_bookings_csv_is_safe_and_reads_right_in_a_spreadsheet(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    """Names a spreadsheet would run as formulas (also behind a separator or spaces) are
    written as text; Hindi comes through (UTF-8 with a byte order mark, which Excel needs);
    money has two decimals; the time of booking is India time with its offset."""
    names = ("=HYPERLINK(1)", ";=1+1", " =1+1", "रवि कुमार")
    days = ("2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26")
    for name, day in zip(names, days, strict=True):
        made = await client.post(
            "/api/priest-bookings",
            json={
                "serviceId": "ganesh-puja",
                "customerName": name,
                "customerPhone": "9876500001",
                "isOnline": True,
                "selectedDate": day,
                "selectedTime": "8:00 AM - 10:00 AM",
            },
        )
        assert made.status_code == 201, made.text
    # Records are stamped by the wall clock: a range to tomorrow holds these.
    tomorrow = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
    export = await (await as_admin(SUPER)).get(
        f"{URL}/bookings.csv", params={"from": "2026-11-01", "to": tomorrow}
    )
    assert export.content.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(export.text.removeprefix("\ufeff"))))
    header, lines = rows[0], rows[1:]
    shown = {line[header.index("customer")] for line in lines}
    # (the name's leading space is trimmed when the booking is made)
    assert shown == {"'=HYPERLINK(1)", "';=1+1", "'=1+1", "रवि कुमार"}
    for line in lines:
        assert line[header.index("amount")].endswith(".00")
        assert (line[header.index("money collected")], line[header.index("money earned")]) == (
            "0.00",
            "0.00",
        )
        created = datetime.fromisoformat(line[header.index("created at")])
        assert line[header.index("created at")].endswith("+05:30")
        assert created.utcoffset() == timedelta(hours=5, minutes=30)
