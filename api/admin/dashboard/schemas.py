"""Wire shapes of the admin dashboard and the temple dashboard."""

from __future__ import annotations

from api.admin.money import Revenue
from api.common.wire import Money, RecordOut, WireOut
from api.temple_bookings.schemas import TempleBookingRead
from data.statuses import BookingStatus, OrderStatus


class DashboardStats(WireOut):
    total_bookings: int  # priest plus temple bookings
    active_temples: int
    store_products: int
    store_orders: int
    revenue: Revenue  # bookings_revenue + store_revenue
    bookings_revenue: Revenue  # priest and temple bookings
    store_revenue: Revenue  # store orders


class RecentBooking(WireOut):
    id: str
    service_name: str
    customer_name: str
    price: Money
    status: BookingStatus


class RecentOrder(RecordOut):  # with its short id (SO-K2QM4PA9): the full one is 25 wide
    customer_name: str
    total: Money
    order_status: OrderStatus


class Dashboard(WireOut):
    stats: DashboardStats
    recent_bookings: list[RecentBooking]
    recent_orders: list[RecentOrder]
    database: str  # the engine serving the data: sqlite or postgresql


class DashboardTemple(WireOut):
    id: str
    name: str
    address: str
    description: str
    photos: list[str]


class TempleStats(WireOut):
    total_bookings: int
    pending: int
    confirmed: int
    todays_bookings: int  # selectedDate is today's date in India
    revenue: Revenue


class DashboardService(WireOut):
    id: str
    name: str
    description: str
    price: Money
    duration: str
    time_slots: list[str]
    is_active: bool


class TempleDashboard(WireOut):
    temple: DashboardTemple
    stats: TempleStats
    services: list[DashboardService]
    recent_bookings: list[TempleBookingRead]
