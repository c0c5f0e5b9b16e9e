"""Use cases of the admin Users page."""

from __future__ import annotations

from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from api.admin.common import Page, not_found
from api.admin.users import rules
from api.admin.users.schemas import RecordCounts, UserDetails, UserRead, UsersPage, UserStats
from api.priest_bookings.schemas import PriestBookingRead
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead
from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories import bookings, customers, reports


def _user_read(user: customers.DerivedUser) -> UserRead:
    return UserRead(
        id=user.phone,
        name=user.name,
        email=user.email,
        phone=user.phone,
        join_date=user.join_date,
        total_bookings=user.total_bookings,
        total_spent=user.total_spent,
        is_active=True,
        last_activity=user.last_activity,
    )


async def list_users(
    session: AsyncSession, *, term: str, since: date | None, page: Page
) -> UsersPage:
    """Matching users, most recently active first; the stats cover every user."""
    users, total = await customers.search_users(
        session,
        term=term,
        joined_since=rules.joined_since_bound(since),
        offset=page.offset,
        limit=page.limit,
    )
    totals = await customers.user_totals(session)
    return UsersPage(
        items=[_user_read(user) for user in users],
        total=total,
        stats=UserStats(
            total_users=totals.users,
            active_users=totals.users,
            total_bookings=totals.bookings,
            total_revenue=totals.spent,
        ),
    )


async def user_details(session: AsyncSession, phone: str) -> UserDetails:
    user = await customers.get_user(session, phone)
    if user is None:
        raise not_found("User")
    limit = rules.DETAIL_LIMIT
    priest = await bookings.by_contact(session, PriestBooking, phone=phone, email=None, limit=limit)
    temple = await bookings.by_contact(session, TempleBooking, phone=phone, email=None, limit=limit)
    store = await bookings.by_contact(session, StoreOrder, phone=phone, email=None, limit=limit)
    return UserDetails(
        user=_user_read(user),
        counts=RecordCounts(
            priest_bookings=await reports.count_rows(
                session, PriestBooking, PriestBooking.customer_phone == phone
            ),
            temple_bookings=await reports.count_rows(
                session, TempleBooking, TempleBooking.customer_phone == phone
            ),
            store_orders=await reports.count_rows(
                session, StoreOrder, StoreOrder.customer_phone == phone
            ),
        ),
        priest_bookings=[PriestBookingRead.model_validate(r) for r in priest],
        temple_bookings=[TempleBookingRead.model_validate(r) for r in temple],
        store_orders=[StoreOrderRead.model_validate(r) for r in store],
    )
