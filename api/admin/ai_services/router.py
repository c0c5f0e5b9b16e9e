"""HTTP routes of the admin AI services screen."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api/admin/ai-services", tags=["admin AI services"])
