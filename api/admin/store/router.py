"""HTTP routes of the admin store screen."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api/admin/store", tags=["admin store"])
