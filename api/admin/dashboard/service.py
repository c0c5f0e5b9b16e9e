"""Use cases of the dashboards: the super admin's overview and a temple's own dashboard.
Counts and money (collected and earned) come from the record statistics, recent rows from the
newest-first indexes, so a dashboard costs the same at a thousand records or a million."""

from __future__ import annotations

from datetime import datetime

from api.admin.dashboard import rules
from api.admin.dashboard.schemas import (
    Dashboard,
    DashboardService,
    DashboardStats,
    DashboardTemple,
    RecentBooking,
    RecentOrder,
    TempleDashboard,
    TempleStats,
)
from api.admin.money import Revenue
from api.auth.access import Principal
from api.common.clock import india_today
from api.common.errors import NotFound
from api.temple_bookings.schemas import TempleBookingRead
from data.models import PriestBooking, StoreOrder, StoreProduct, Temple, TempleBooking
from data.repositories import admin_bookings, dashboards, record_stats, reports
from data.session_types import AsyncSession
from data.statuses import BookingStatus


async def _overview_stats(session: AsyncSession) -> DashboardStats:
    kinds = await record_stats.totals(session)
    priest, temple, store = kinds["priest"], kinds["temple"], kinds["store"]
    bookings = priest.money + temple.money
    return DashboardStats(
        total_bookings=priest.records + temple.records,
        active_temples=await reports.count_rows(session, Temple, Temple.is_active.is_(True)),
        store_products=await reports.count_rows(session, StoreProduct),
        store_orders=store.records,
        revenue=Revenue.of(bookings + store.money),
        bookings_revenue=Revenue.of(bookings),
        store_revenue=Revenue.of(store.money),
    )


async def overview(session: AsyncSession, *, database: str) -> Dashboard:
    bookings = await admin_bookings.newest(session, PriestBooking, rules.RECENT)
    orders = await admin_bookings.newest(session, StoreOrder, rules.RECENT)
    return Dashboard(
        stats=await _overview_stats(session),
        recent_bookings=[RecentBooking.model_validate(b) for b in bookings],
        recent_orders=[RecentOrder.model_validate(o) for o in orders],
        database=database,
    )


async def _temple_stats(session: AsyncSession, temple_id: str, now: datetime) -> TempleStats:
    counts = await record_stats.status_counts(session, "temple", temple_id)
    return TempleStats(
        total_bookings=sum(counts.values()),
        pending=counts.get(BookingStatus.PENDING, 0),
        confirmed=counts.get(BookingStatus.CONFIRMED, 0),
        todays_bookings=await dashboards.bookings_on(
            session, temple_id, india_today(now).isoformat()
        ),
        revenue=Revenue.of(await record_stats.money(session, "temple", temple_id)),
    )


async def temple_dashboard(
    session: AsyncSession, admin: Principal, requested: str | None, now: datetime
) -> TempleDashboard:
    temple_id = rules.dashboard_temple(admin, requested)
    temple = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    services = await dashboards.all_temple_services(session, temple_id)
    recent = await admin_bookings.newest(
        session, TempleBooking, rules.RECENT, TempleBooking.temple_id == temple_id
    )
    return TempleDashboard(
        temple=DashboardTemple.model_validate(temple),
        stats=await _temple_stats(session, temple_id, now),
        services=[DashboardService.model_validate(s) for s in services],
        recent_bookings=[TempleBookingRead.model_validate(b) for b in recent],
    )
