"""Argon2 password hashes (pwdlib), computed off the event loop: each takes ~0.1 s of CPU; and
the rules a new admin password must meet (length, not one of the most common passwords)."""

from __future__ import annotations

import asyncio
import gzip
from functools import cache
from importlib.resources import files

from pwdlib import PasswordHash

MIN_PASSWORD_LENGTH = 8
MAX_PASSWORD_LENGTH = 128
PASSWORD_LENGTH = f"Password must be {MIN_PASSWORD_LENGTH} to {MAX_PASSWORD_LENGTH} characters long"
# api/auth/data/README.md says where the list comes from.
COMMON_PASSWORDS_FILE = "common-passwords.txt.gz"
TOO_COMMON = (
    "Password is one of the 20,000 most common passwords, the first that anyone guessing "
    "tries: choose another"
)


@cache
def _common_passwords() -> frozenset[str]:
    packed = files("api.auth").joinpath("data", COMMON_PASSWORDS_FILE).read_bytes()
    lines = gzip.decompress(packed).decode("utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip())


def is_common_password(password: str) -> bool:
    """Whether the password, in any letter case and without surrounding spaces, is on the
    common-password list ("Password", "12345678", "iloveyou"...)."""
    return password.strip().lower() in _common_passwords()


def password_problem(password: str) -> str | None:
    """What makes `password` unusable for an admin (the message to show), or None. Checked
    wherever a password is set: create-superadmin, ensure-superadmin and PUNYA_SUPERADMIN_*,
    and the temple admin form; never at sign-in, where an old password still works."""
    if not MIN_PASSWORD_LENGTH <= len(password) <= MAX_PASSWORD_LENGTH:
        return PASSWORD_LENGTH
    if is_common_password(password):
        return TOO_COMMON
    return None


@cache
def _hasher() -> PasswordHash:
    return PasswordHash.recommended()


@cache
def _decoy_hash() -> str:
    # Verifying against a decoy when the username is unknown makes both answers equally slow,
    # so response times do not reveal which usernames exist.
    return _hasher().hash("decoy password for unknown usernames")


def hash_password_sync(password: str) -> str:
    return _hasher().hash(password)


async def hash_password(password: str) -> str:
    return await asyncio.to_thread(hash_password_sync, password)


async def verify_password(password: str, password_hash: str | None) -> bool:
    """True when `password` matches; with no hash (unknown user) always False, as slowly."""

    def verify() -> bool:
        if password_hash is None:
            _hasher().verify(password, _decoy_hash())
            return False
        try:
            return _hasher().verify(password, password_hash)
        except ValueError:  # not a hash pwdlib knows: nobody can sign in with it
            return False

    return await asyncio.to_thread(verify)
