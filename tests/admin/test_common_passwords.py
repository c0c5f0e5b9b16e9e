"""Admin passwords on the common-password list ("password", "12345678"...) are refused wherever
a password is set: the temple admin form (add and edit), `punya create-superadmin` and
PUNYA_SUPERADMIN_* at start; sign-in itself is not where it is checked."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from fastapi import FastAPI

from api.app import create_app
from api.auth.bootstrap import BootstrapError, save_superadmin
from api.auth.passwords import TOO_COMMON, is_common_password, password_problem
from api.cli import main
from api.settings import Settings
from data.db import Database
from data.models import AdminUser
from tests.admin_support import PASSWORD, SUPER, TEMPLE_A, ClientFor
from tests.conftest import Clock
from tests.support import count, get

ADMINS_A = f"/api/admin/temples/{TEMPLE_A}/admins"
NEW_ADMIN = {
    "adminName": "Ravi Sharma",
    "adminEmail": "ravi.sharma@example.in",
    "adminPhone": "9876543210",
    "username": "ravi.kashi",
}
COMMON = ["password", "12345678", "Password1", "iloveyou", " qwertyuiop "]


def test_the_list_holds_the_passwords_people_guess_first() -> None:
    assert all(is_common_password(p) for p in COMMON)
    assert not is_common_password(PASSWORD)
    assert not is_common_password("Har-Har-Mahadev-2026")
    assert password_problem("password") == TOO_COMMON
    assert password_problem("short") == "Password must be 8 to 128 characters long"
    assert password_problem("Har-Har-Mahadev-2026") is None


@pytest.mark.parametrize("password", ["password", "12345678", "Sunshine1"])
async def test_a_temple_admin_with_a_common_password_is_refused(
    as_admin: ClientFor, db: Database, password: str
) -> None:
    before = await count(db, AdminUser)
    response = await (await as_admin(SUPER)).post(
        ADMINS_A, json={**NEW_ADMIN, "password": password}
    )
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "password_common"
    assert response.json()["errors"] == [{"field": "password", "message": TOO_COMMON}]
    assert await count(db, AdminUser) == before


async def test_a_temple_admin_password_cannot_be_changed_to_a_common_one(
    as_admin: ClientFor, db: Database
) -> None:
    path = "/api/admin/temple-admins/temple-admin-kashi-admin"
    super_admin = await as_admin(SUPER)
    before = (await get(db, AdminUser, "temple-admin-kashi-admin")).password_hash
    response = await super_admin.patch(path, json={"password": "12345678"})
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == TOO_COMMON
    assert (await get(db, AdminUser, "temple-admin-kashi-admin")).password_hash == before


@pytest.mark.parametrize("password", ["password", "12345678"])
async def test_create_superadmin_refuses_a_common_password(db: Database, password: str) -> None:
    with pytest.raises(BootstrapError, match="most common passwords"):
        await save_superadmin(db, "root", password)


def test_the_command_line_names_the_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/cli.db")
    monkeypatch.setattr("sys.stdin", io.StringIO("password\n"))
    assert main(["create-superadmin", "--username", "root", "--password-stdin"]) == 2
    assert f"punya: {TOO_COMMON}" in capsys.readouterr().err


async def test_a_common_password_in_the_settings_stops_the_start(
    db: Database, clock: Clock, tmp_path: Path
) -> None:
    settings = Settings.model_validate(
        {
            "server": {"web_dist": str(tmp_path / "none")},
            "superadmin": {"username": "temple-trust", "password": "12345678"},
        }
    )
    app: FastAPI = create_app(settings, db=db, migrate=False, clock=clock)
    with pytest.raises(SystemExit, match="most common passwords"):
        async with app.router.lifespan_context(app):
            pass
