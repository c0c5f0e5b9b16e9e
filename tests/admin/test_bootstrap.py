"""The first super admin: generated once for `make run` (password shown once, kept in an
owner-only file), from PUNYA_SUPERADMIN_* at start, or by `punya create-superadmin`."""

from __future__ import annotations

import asyncio
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
    password_file_for,
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
        ("root", "password", "most common passwords"),
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


def test_ensure_superadmin_uses_the_configured_one_and_writes_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/data/punya.db")
    monkeypatch.setenv("PUNYA_SUPERADMIN_USERNAME", "Temple-Trust")
    monkeypatch.setenv("PUNYA_SUPERADMIN_PASSWORD", PASSWORD)
    assert main(["ensure-superadmin"]) == 0
    out = capsys.readouterr().out
    assert "Created the super admin temple-trust from PUNYA_SUPERADMIN_USERNAME/PASSWORD." in out
    assert PASSWORD not in out
    assert sorted(p.name for p in tmp_path.rglob("*.txt")) == []  # no password file anywhere
    assert main(["ensure-superadmin"]) == 0  # once only
    assert "There is a super admin already; nothing changed." in capsys.readouterr().out

    async def stored() -> list[AdminUser]:
        db = Database(f"sqlite+aiosqlite:///{tmp_path}/data/punya.db")
        try:
            return await superadmins(db)
        finally:
            await db.dispose()

    [admin] = asyncio.run(stored())
    assert admin.username == "temple-trust"
    assert asyncio.run(verify_password(PASSWORD, admin.password_hash))


def test_ensure_superadmin_needs_both_settings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/punya.db")
    monkeypatch.setenv("PUNYA_SUPERADMIN_USERNAME", "temple-trust")
    monkeypatch.delenv("PUNYA_SUPERADMIN_PASSWORD", raising=False)
    assert main(["ensure-superadmin"]) == 2
    assert "Set both PUNYA_SUPERADMIN_USERNAME and PUNYA_SUPERADMIN_PASSWORD" in (
        capsys.readouterr().err
    )


def test_the_generated_password_is_kept_beside_the_database_not_in_dot_var(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    monkeypatch.delenv("PUNYA_SUPERADMIN_USERNAME", raising=False)
    monkeypatch.delenv("PUNYA_SUPERADMIN_PASSWORD", raising=False)
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/data/punya.db")
    assert main(["ensure-superadmin"]) == 0
    kept = tmp_path / "data" / "superadmin-password.txt"
    assert f"it is also in {kept}" in capsys.readouterr().out
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert not (elsewhere / "var").exists()


def test_a_configured_password_file_is_where_it_goes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PUNYA_SUPERADMIN_USERNAME", raising=False)
    monkeypatch.delenv("PUNYA_SUPERADMIN_PASSWORD", raising=False)
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path}/punya.db")
    monkeypatch.setenv("PUNYA_SUPERADMIN_PASSWORD_FILE", str(tmp_path / "secrets" / "admin.txt"))
    assert main(["ensure-superadmin"]) == 0
    assert (tmp_path / "secrets" / "admin.txt").read_text().startswith("username: admin\n")


def test_with_postgresql_the_password_file_must_be_named() -> None:
    assert password_file_for("sqlite+aiosqlite:///var/punya.db", None) == Path(
        "var/superadmin-password.txt"
    )
    assert password_file_for("sqlite:////srv/punya/punya.db", None) == Path(
        "/srv/punya/superadmin-password.txt"
    )
    named = Path("/etc/punya/admin.txt")
    assert password_file_for("postgresql://punya@db/punya", named) == named
    with pytest.raises(BootstrapError, match="PUNYA_SUPERADMIN_PASSWORD_FILE"):
        password_file_for("postgresql+asyncpg://punya@db/punya", None)
