"""The first super admin: from settings at start, from `punya create-superadmin`, or, for
`make run`, generated once with its password shown once and kept in an owner-only file beside
the SQLite database (or where PUNYA_SUPERADMIN_PASSWORD_FILE says)."""

from __future__ import annotations

import os
import re
import secrets
from pathlib import Path

from api.auth.access import SUPERADMIN
from api.auth.passwords import hash_password, password_problem
from api.common.wire import SPACE
from data.db import SUPPORTED_DRIVERS, Database, normalise_url
from data.ids import new_id
from data.models import AdminUser
from data.repositories import admin_sign_in
from data.session_types import IntegrityError

MIN_USERNAME_LENGTH = 3
MAX_USERNAME_LENGTH = 60
# A letter or digit, then letters, digits and . _ @ - (lowercase: usernames are kept lowercased).
USERNAME = re.compile(
    rf"^[a-z0-9][a-z0-9._@-]{{{MIN_USERNAME_LENGTH - 1},{MAX_USERNAME_LENGTH - 1}}}$"
)
# Published: what a form's username may be as typed (any case; spaces around it are trimmed).
USERNAME_PATTERN = (
    rf"^[{SPACE}]*[A-Za-z0-9][A-Za-z0-9._@-]"
    rf"{{{MIN_USERNAME_LENGTH - 1},{MAX_USERNAME_LENGTH - 1}}}[{SPACE}]*$"
)
USERNAME_RULE = (
    f"{MIN_USERNAME_LENGTH} to {MAX_USERNAME_LENGTH} characters: "
    "letters, digits, '.', '_', '@' or '-'"
)
DEFAULT_USERNAME = "admin"
LOGIN_FILE_NAME = "superadmin-password.txt"
NO_LOGIN_FILE = (
    "ensure-superadmin keeps a generated password beside the SQLite database, and this "
    "database is not a file: set PUNYA_SUPERADMIN_USERNAME and PUNYA_SUPERADMIN_PASSWORD, or "
    "PUNYA_SUPERADMIN_PASSWORD_FILE (where to keep the generated one)"
)


class BootstrapError(ValueError):
    """A username or password that cannot be used, with the reason."""


def check_credentials(username: str, password: str) -> str:
    """The normalised username, or BootstrapError naming what is wrong."""
    username = username.strip().lower()
    if not USERNAME.match(username):
        raise BootstrapError(f"The username must be {USERNAME_RULE}")
    if (problem := password_problem(password)) is not None:
        raise BootstrapError(problem)
    return username


async def has_superadmin(db: Database) -> bool:
    async with db.reader() as session:
        return await admin_sign_in.any_with_role(session, SUPERADMIN)


async def save_superadmin(db: Database, username: str, password: str) -> bool:
    """Create the super admin `username`, or set its password if it exists (it is then made
    an active super admin). True when created. Other admins' usernames are not taken over."""
    username = check_credentials(username, password)
    password_hash = await hash_password(password)
    async with db.writer() as session:
        user = await admin_sign_in.user_named(session, username)
        if user is not None and user.role != SUPERADMIN:
            raise BootstrapError(f"{username} is a temple admin's username; choose another")
        created = user is None
        if user is None:
            user = AdminUser(
                id=new_id("admin-"),
                admin_id=new_id("admin-"),
                role=SUPERADMIN,
                username=username,
                name="Super Admin",
                permissions={},
                password_hash=password_hash,
            )
            session.add(user)
        user.password_hash = password_hash
        user.is_active = True
        await session.commit()
    return created


async def superadmin_from_settings(db: Database, username: str | None, password: str) -> bool:
    """At start (and `punya ensure-superadmin`): create the configured super admin when there
    is none yet. Configured credentials that could not be used are refused even when a super
    admin exists: a common password waiting in the environment is still a weak one."""
    if not username or not password:
        return False
    check_credentials(username, password)
    if await has_superadmin(db):
        return False
    try:
        return await save_superadmin(db, username, password)
    except IntegrityError:  # another server process starting at the same time made it
        return False


async def first_superadmin(db: Database, secret_file: Path) -> str | None:
    """For `make run`: when no super admin exists, create `admin` with a generated password,
    write it to `secret_file` (owner-only) and return it; otherwise None."""
    if await has_superadmin(db):
        return None
    password = secrets.token_urlsafe(15)
    await save_superadmin(db, DEFAULT_USERNAME, password)
    secret_file.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(secret_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as out:
        out.write(f"username: {DEFAULT_USERNAME}\npassword: {password}\n")
    os.chmod(secret_file, 0o600)  # also when the file already existed with wider rights
    return password


def password_file_for(database_url: str, configured: Path | None) -> Path:
    """Where a generated password is kept: the configured file, else beside the SQLite
    database (var/superadmin-password.txt for the default var/punya.db), which is where this
    installation keeps its data. A PostgreSQL database has no folder here: BootstrapError."""
    if configured is not None:
        return configured
    url = normalise_url(database_url)
    if SUPPORTED_DRIVERS[url.drivername] != "sqlite" or not url.database:
        raise BootstrapError(NO_LOGIN_FILE)
    return Path(url.database).parent / LOGIN_FILE_NAME
