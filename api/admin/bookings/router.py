"""HTTP routes of the admin bookings screen."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api/admin", tags=["admin bookings"])
