"""A temple's timings: the super admin, or the temple's own admin holding manageTimings,
replaces them whole (periods in the order of the day, each once, a note, their Hindi);
another temple's admin, or one without the permission, changes nothing; bad times are a 422
naming the period; devotees read them on the temple page in their language."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from api.admin.temples import rules
from data.db import Database
from data.models import Temple
from tests.admin_support import ADMIN_A, ADMIN_B, SUPER, TEMPLE_A, VIEWER_A, ClientFor
from tests.support import get

URL = f"/api/admin/temples/{TEMPLE_A}/timings"
TIMINGS: dict[str, Any] = {
    "timings": [
        {
            "label": "Evening darshan",
            "labelHi": "संध्या दर्शन",
            "opens": "4:00 pm",
            "closes": "11:00 PM",
        },
        {
            "label": "Mangala aarti",
            "labelHi": "मंगला आरती",
            "opens": "03:00 AM",
            "closes": "4:00 AM",
        },
        {"label": "Morning darshan", "labelHi": "", "opens": "4:00 AM", "closes": "11:00 AM"},
        {
            "label": "Evening darshan",
            "labelHi": "संध्या दर्शन",
            "opens": "4:00 PM",
            "closes": "11:00 PM",
        },
    ],
    "note": "Closed to devotees during a solar or lunar eclipse.",
    "noteHi": "सूर्य या चंद्र ग्रहण के समय दर्शन बंद रहते हैं।",
}
STORED = [
    {"label": "Mangala aarti", "labelHi": "मंगला आरती", "opens": "3:00 AM", "closes": "4:00 AM"},
    {"label": "Morning darshan", "labelHi": None, "opens": "4:00 AM", "closes": "11:00 AM"},
    {"label": "Evening darshan", "labelHi": "संध्या दर्शन", "opens": "4:00 PM", "closes": "11:00 PM"},
]


async def test_the_temples_own_admin_with_manage_timings_sets_them_for_devotees(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    response = await (await as_admin(VIEWER_A)).put(URL, json=TIMINGS)
    assert response.status_code == 200, response.text
    saved = response.json()
    # In the order of the day, written the one way, each period once.
    assert saved["timings"] == STORED
    assert saved["timingsNote"] == TIMINGS["note"]
    assert saved["timingsNoteHi"] == TIMINGS["noteHi"]
    temple = await get(db, Temple, TEMPLE_A)
    assert [p["opens"] for p in temple.timings] == ["3:00 AM", "4:00 AM", "4:00 PM"]

    english = (await client.get(f"/api/temples/{TEMPLE_A}")).json()
    assert english["timings"] == [
        {"label": p["label"], "opens": p["opens"], "closes": p["closes"]} for p in STORED
    ]
    assert english["timingsNote"] == TIMINGS["note"]
    hindi = (await client.get(f"/api/temples/{TEMPLE_A}", headers={"Accept-Language": "hi"})).json()
    # A period without its Hindi name keeps its English one.
    assert [p["label"] for p in hindi["timings"]] == ["मंगला आरती", "Morning darshan", "संध्या दर्शन"]
    assert hindi["timingsNote"] == TIMINGS["noteHi"]
    # The admins' own read of the temple carries them too.
    detail = (await (await as_admin(VIEWER_A)).get(f"/api/admin/temples/{TEMPLE_A}")).json()
    assert detail["timings"] == STORED


async def test_no_timings_published_is_an_empty_list_not_a_guess(client: httpx.AsyncClient) -> None:
    temple = (await client.get(f"/api/temples/{TEMPLE_A}")).json()
    assert temple["timings"] == []
    assert temple["timingsNote"] is None


@pytest.mark.parametrize(
    ("caller", "status", "code"),
    [
        (ADMIN_A, 403, "permission_denied"),  # the spec's default: manageTimings off
        (ADMIN_B, 403, "other_temple"),  # another temple's admin, whatever it may do at home
    ],
)
async def test_without_the_permission_or_for_another_temple_nothing_changes(
    as_admin: ClientFor, db: Database, caller: str, status: int, code: str
) -> None:
    response = await (await as_admin(caller)).put(URL, json=TIMINGS)
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert (await get(db, Temple, TEMPLE_A)).timings == []


async def test_the_super_admin_sets_any_temples_and_clears_them(as_admin: ClientFor) -> None:
    super_admin = await as_admin(SUPER)
    assert (await super_admin.put(URL, json=TIMINGS)).status_code == 200
    cleared = await super_admin.put(URL, json={"timings": [], "note": "  ", "noteHi": None})
    assert cleared.status_code == 200
    assert (cleared.json()["timings"], cleared.json()["timingsNote"]) == ([], None)
    unknown = await super_admin.put("/api/admin/temples/temple-made-up/timings", json=TIMINGS)
    assert unknown.status_code == 404


@pytest.mark.parametrize(
    ("period", "field", "message"),
    [
        (
            {"label": "Darshan", "opens": "25:00", "closes": "11:00 AM"},
            "timings[0].opens",
            'Time "25:00" is not a clock time like 5:00 AM',
        ),
        (
            {"label": "Darshan", "opens": "6:00 PM", "closes": "9:00 AM"},
            "timings[0].closes",
            "The closing time 9:00 AM must be after the opening time 6:00 PM",
        ),
        (
            {"label": "Darshan", "opens": "6:00 AM", "closes": "6:00 AM"},
            "timings[0].closes",
            "The closing time 6:00 AM must be after the opening time 6:00 AM",
        ),
        ({"label": "Darshan", "closes": "9:00 AM"}, "timings[0].opens", None),
        (
            {"label": "D" * (rules.MAX_TIMING_LABEL + 1), "opens": "6:00 AM", "closes": "9:00 AM"},
            "timings[0].label",
            None,
        ),
    ],
)
async def test_a_wrong_period_is_a_422_naming_it(
    as_admin: ClientFor, db: Database, period: dict[str, str], field: str, message: str | None
) -> None:
    response = await (await as_admin(SUPER)).put(URL, json={"timings": [period]})
    assert response.status_code == 422, response.text
    errors = response.json()["errors"]
    assert errors[0]["field"] == field
    if message is not None:
        assert errors[0]["message"] == message
    assert (await get(db, Temple, TEMPLE_A)).timings == []


async def test_too_many_periods_or_too_long_a_note_is_refused(as_admin: ClientFor) -> None:
    super_admin = await as_admin(SUPER)
    period = {"opens": "6:00 AM", "closes": "7:00 AM"}
    many = await super_admin.put(URL, json={"timings": [period] * (rules.MAX_TIMINGS + 1)})
    assert many.status_code == 422
    assert many.json()["errors"] == [
        {"field": "timings", "message": "A temple has at most 12 times; remove one or join two"}
    ]
    note = "n" * (rules.MAX_TIMINGS_NOTE + 1)
    long_note = await super_admin.put(URL, json={"timings": [], "note": note})
    assert (long_note.status_code, long_note.json()["errors"][0]["field"]) == (422, "note")
    missing = await super_admin.put(URL, json={"note": "Open daily"})
    assert missing.status_code == 422
    assert missing.json()["errors"][0]["field"] == "timings"
