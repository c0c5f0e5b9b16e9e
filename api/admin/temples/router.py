"""HTTP routes of the admin temples screen."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api/admin", tags=["admin temples"])
