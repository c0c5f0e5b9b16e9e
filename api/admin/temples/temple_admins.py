"""Use cases of temple admins (super admin only): add, edit, remove. Passwords are hashed
before the write transaction opens and never leave the server; a new password or a
deactivation ends the admin's open sessions."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from api.admin.common import apply_changes
from api.admin.temples import rules
from api.admin.temples.schemas import TempleAdminCreate, TempleAdminRead, TempleAdminUpdate
from api.admin.temples.service import admin_read, given_changes
from api.auth.access import DEFAULT_TEMPLE_ADMIN_PERMISSIONS, TEMPLE_ADMIN
from api.auth.passwords import hash_password
from api.common.errors import ApiError, NotFound
from data.ids import new_id
from data.models import AdminUser, Temple
from data.repositories import temple_admin as repo
from data.session_types import AsyncSession, IntegrityError

# Wire names of the form -> columns of admin_users.
_COLUMNS = {"admin_name": "name", "admin_email": "email", "admin_phone": "phone"}


def username_taken(username: str) -> ApiError:
    return ApiError(
        409,
        "username_taken",
        f'The username "{username}" is already taken; choose another username',
        fields=["username"],
    )


async def _commit(session: AsyncSession, username: str) -> None:
    try:
        await session.commit()
    except IntegrityError as exc:  # the same username saved by someone else meanwhile
        raise username_taken(username) from exc


async def create_admin(
    session: AsyncSession, temple_id: str, payload: TempleAdminCreate, *, now: datetime
) -> TempleAdminRead:
    if payload.temple_id is not None and payload.temple_id != temple_id:
        raise ApiError(
            422,
            "temple_mismatch",
            "templeId must be the temple in the address",
            fields=["templeId"],
        )
    # About 0.1 s of CPU: done before the session's first use begins the transaction.
    password_hash = await hash_password(payload.password)
    NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    if await repo.username_taken(session, payload.username):
        raise username_taken(payload.username)
    user = AdminUser(
        id=new_id("temple-admin-"),
        role=TEMPLE_ADMIN,
        temple_id=temple_id,
        admin_id=payload.admin_id or new_id("admin-"),
        name=payload.admin_name,
        email=payload.admin_email,
        phone=payload.admin_phone,
        username=payload.username,
        password_hash=password_hash,
        permissions=rules.merged_permissions(
            DEFAULT_TEMPLE_ADMIN_PERMISSIONS, payload.permissions.given()
        ),
        is_active=payload.is_active,
        created_at=now,
        updated_at=now,
    )
    session.add(user)
    await _commit(session, payload.username)
    return admin_read(user)


async def _columns(
    session: AsyncSession, user: AdminUser, payload: TempleAdminUpdate
) -> dict[str, Any]:
    """The PATCH body as column changes, checked against the other rows."""
    changes = given_changes(payload)
    changes.pop("password", None)
    columns = {_COLUMNS.get(name, name): value for name, value in changes.items()}
    if "permissions" in columns:
        given = payload.permissions.given() if payload.permissions else {}
        columns["permissions"] = rules.merged_permissions(user.permissions, given)
    if columns.get("admin_id") == "":
        del columns["admin_id"]  # an emptied adminId keeps the one it has
    temple_id = columns.get("temple_id")
    if temple_id is not None and await session.get(Temple, temple_id) is None:
        raise NotFound.TEMPLE.refused("templeId")
    username = columns.get("username")
    if username is not None and await repo.username_taken(session, username, other_than=user.id):
        raise username_taken(username)
    return columns


async def update_admin(
    session: AsyncSession, admin_user_id: str, payload: TempleAdminUpdate, *, now: datetime
) -> TempleAdminRead:
    password_hash = await hash_password(payload.password) if payload.password else None
    user = NotFound.TEMPLE_ADMIN.unless(await repo.get_admin(session, admin_user_id, TEMPLE_ADMIN))
    was_active = user.is_active
    changed = apply_changes(user, await _columns(session, user, payload))
    if password_hash is not None:
        user.password_hash = password_hash
        changed = True
    if password_hash is not None or (was_active and not user.is_active):
        # Whoever signed in with the old password, or as an admin now switched off, is out.
        for open_session in await repo.open_sessions_of(session, user.id):
            open_session.revoked_at = now
            open_session.updated_at = now
    if changed:
        user.updated_at = now
    await _commit(session, user.username)
    return admin_read(user)


async def delete_admin(session: AsyncSession, admin_user_id: str) -> None:
    """Removes the admin for good; the database drops their sessions with them."""
    user = NotFound.TEMPLE_ADMIN.unless(await repo.get_admin(session, admin_user_id, TEMPLE_ADMIN))
    await session.delete(user)
    await session.commit()
