"""Argon2 password hashes (pwdlib), computed off the event loop: each takes ~0.1 s of CPU."""

from __future__ import annotations

import asyncio
from functools import cache

from pwdlib import PasswordHash

MIN_PASSWORD_LENGTH = 8
MAX_PASSWORD_LENGTH = 128


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
