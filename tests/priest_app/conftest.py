"""Fixtures of the priests' app."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from data.db import Database
from tests.conftest import PUBLIC_URL, Clock
from tests.priest_app.support import PriestClient, priest_clients


@pytest.fixture
async def as_priest(
    app: FastAPI, client: httpx.AsyncClient, db: Database, clock: Clock
) -> AsyncIterator[PriestClient]:
    """`await as_priest(RAMESH)`: a client signed in to the priests' app as that priest."""
    async for client_for in priest_clients(app, db, clock.now, PUBLIC_URL):
        yield client_for
