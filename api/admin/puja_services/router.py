"""HTTP routes of the admin pooja services screen."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api/admin/puja-services", tags=["admin pooja services"])
