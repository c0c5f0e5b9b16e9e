"""Use cases of the admin Users page."""

from __future__ import annotations

from datetime import date

from api.admin import keyset
from api.admin.common import COUNT_CAP, Page
from api.admin.money import Revenue
from api.admin.users import rules
from api.admin.users.schemas import RecordCounts, UserDetails, UserRead, UsersPage, UserStats
from api.common.errors import NotFound
from api.priest_bookings.schemas import PriestBookingRead
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead
from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories import bookings, customers
from data.session_types import AsyncSession

LIST_NAME = "users"


def _user_read(user: customers.DerivedUser) -> UserRead:
    return UserRead(
        id=user.phone,
        name=user.name,
        email=user.email,
        phone=user.phone,
        join_date=user.join_date,
        total_bookings=user.total_bookings,
        total_spent=user.collected,
        is_active=True,
        last_activity=user.last_activity,
    )


def _joined_since(day: date | None) -> customers.JoinedSince | None:
    instant = rules.joined_since_bound(day)
    if day is None or instant is None:
        return None
    return customers.JoinedSince(day=day.isoformat(), instant=instant)


async def list_users(
    session: AsyncSession, *, term: str, since: date | None, page: Page
) -> UsersPage:
    """Matching users, most recently active first, in keyset pages; the stats cover every
    user."""
    found = await customers.search_users(
        session,
        term=term,
        joined_since=_joined_since(since),
        at=customers.PageAt(
            after=keyset.position_after(page, LIST_NAME), offset=page.offset, limit=page.limit
        ),
        cap=COUNT_CAP,
    )
    totals = await customers.user_totals(session)
    return UsersPage(
        items=[_user_read(user) for user in found.users],
        total=found.total,
        total_exact=found.total_exact,
        next_cursor=keyset.cursor_after(LIST_NAME, found.next_position),
        stats=UserStats(
            total_users=totals.users,
            active_users=totals.users,
            total_bookings=totals.bookings,
            revenue=Revenue.of(totals.money),
        ),
    )


async def user_details(session: AsyncSession, phone: str) -> UserDetails:
    user = NotFound.USER.unless(await customers.get_user(session, phone))
    limit = rules.DETAIL_LIMIT
    priest = await bookings.by_contact(session, PriestBooking, phone=phone, email=None, limit=limit)
    temple = await bookings.by_contact(session, TempleBooking, phone=phone, email=None, limit=limit)
    store = await bookings.by_contact(session, StoreOrder, phone=phone, email=None, limit=limit)
    return UserDetails(
        user=_user_read(user),
        counts=RecordCounts(
            priest_bookings=user.priest_bookings,
            temple_bookings=user.temple_bookings,
            store_orders=user.store_orders,
        ),
        priest_bookings=[PriestBookingRead.model_validate(r) for r in priest],
        temple_bookings=[TempleBookingRead.model_validate(r) for r in temple],
        store_orders=[StoreOrderRead.model_validate(r) for r in store],
    )
