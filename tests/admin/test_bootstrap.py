"""The first super admin: generated once for `make run` (password shown once, kept in an
owner-only file), from PUNYA_SUPERADMIN_* at start, or by `punya create-superadmin`."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.app import create_app
from api.auth.bootstrap import (
    BootstrapError,
    first_superadmin,
    save_superadmin,
    superadmin_from_settings,
)
from api.auth.passwords import verify_password
from api.cli import main
from api.settings import Settings
from data.db import Database
from data.models import AdminUser
from tests.admin_support import PASSWORD, admin_user
from tests.conftest import PUBLIC_URL, Clock
from tests.support import add


async def superadmins(db: Database) -> list[AdminUser]:
    async with db.reader() as session:
        stmt = select(AdminUser).where(AdminUser.role == "superadmin")
        return list((await session.execute(stmt)).scalars().all())


async def test_make_run_creates_one_super_admin_once(db: Database, tmp_path: Path) -> None:
    secret = tmp_path / "var" / "superadmin-password.txt"
    password = await first_superadmin(db, secret)
    assert password is not None
    assert len(password) >= 16
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    assert secret.read_text() == f"username: admin\npassword: {password}\n"
    [admin] = await superadmins(db)
    assert admin.username == "admin"
    assert password not in admin.password_hash
    assert await verify_password(password, admin.password_hash)
    assert await first_superadmin(db, secret) is None  # never a second time
    assert len(await superadmins(db)) == 1


async def test_settings_create_the_super_admin_at_first_start_only(
    db: Database, clock: Clock, tmp_path: Path
) -> None:
    settings = Settings.model_validate(
        {
            "server": {"web_dist": str(tmp_path / "none")},
            "superadmin": {"username": "Temple-Trust", "password": PASSWORD},
        }
    )
    app: FastAPI = create_app(settings, db=db, migrate=False, clock=clock)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
            login = await http.post(
                "/api/auth/login", json={"username": "temple-trust", "password": PASSWORD}
            )
    assert login.status_code == 200
    assert login.json()["user"]["role"] == "superadmin"
    assert not await superadmin_from_settings(db, "someone-else", PASSWORD)
    assert [a.username for a in await superadmins(db)] == ["temple-trust"]


async def test_create_superadmin_resets_a_password_but_never_takes_a_temple_admins_name(
    db: Database,
) -> None:
    assert await save_superadmin(db, "root", PASSWORD)
    assert not await save_superadmin(db, "ROOT", "a new password 2026")
    [root] = await superadmins(db)
    assert await verify_password("a new password 2026", root.password_hash)
    await add(db, admin_user("kashi-admin", temple_id="temple-kashi-vishwanath-varanasi"))
    with pytest.raises(BootstrapError, match="temple admin's username"):
        await save_superadmin(db, "kashi-admin", PASSWORD)


@pytest.mark.parametrize(
    ("username", "password", "message"),
    [
        ("ab", PASSWORD, "3 to 60 characters"),
        ("has space", PASSWORD, "3 to 60 characters"),
        ("root", "short", "8 to 128 characters"),
    ],
)
async def test_unusable_credentials_are_explained(
    db: Database, username: str, password: str, message: str
) -> None:
    with pytest.raises(BootstrapError, match=message):
        await save_superadmin(db, username, password)
    assert await superadmins(db) == []


def test_the_command_line_creates_a_super_admin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/cli.db")
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{PASSWORD}\n"))
    assert main(["create-superadmin", "--username", "Root", "--password-stdin"]) == 0
    assert "Super admin root created." in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("short\n"))
    assert main(["create-superadmin", "--username", "root", "--password-stdin"]) == 2
    assert "8 to 128 characters" in capsys.readouterr().err
