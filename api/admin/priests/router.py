"""HTTP routes of the admin priests screen."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(prefix="/api/admin/priests", tags=["admin priests"])
