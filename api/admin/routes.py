"""Every admin router, for the app factory to include."""

from __future__ import annotations

from fastapi import APIRouter

from api.admin.ai_services.router import router as ai_services
from api.admin.bookings.router import router as bookings
from api.admin.dashboard.router import router as dashboard
from api.admin.notices.router import router as notices
from api.admin.priests.router import router as priests
from api.admin.puja_services.router import router as puja_services
from api.admin.refunds.router import router as refunds
from api.admin.reports.router import router as reports
from api.admin.reviews.router import router as reviews
from api.admin.store.router import router as store
from api.admin.temples.router import router as temples
from api.admin.users.router import router as users

ADMIN_ROUTERS: tuple[APIRouter, ...] = (
    dashboard,
    bookings,
    temples,
    store,
    refunds,
    reports,
    reviews,
    priests,
    puja_services,
    users,
    ai_services,
    notices,
)
