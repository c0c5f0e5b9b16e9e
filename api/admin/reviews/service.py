"""Use cases of the reviews screen: list reviews (a temple admin its own temple's temple
booking reviews only), hide one from the averages or show it again."""

from __future__ import annotations

from datetime import datetime

from api.admin import keyset
from api.admin.common import Listing, Page
from api.auth.access import Principal
from api.auth.deps import ensure_sees_temple
from api.common.errors import NotFound
from api.reviews import service as reviews
from api.reviews.schemas import ReviewKind, ReviewRead
from data.models import Review
from data.repositories import reviews as repo
from data.session_types import AsyncSession

REVIEW_LIST = "reviews"


async def list_reviews(
    session: AsyncSession,
    admin: Principal,
    *,
    kind: ReviewKind | None,
    hidden: bool | None,
    page: Page,
) -> Listing[ReviewRead]:
    """A page of reviews, newest first. A temple admin's list holds only reviews of its
    temple's bookings (the only reviews that carry a temple)."""
    temple_id = None if admin.is_superadmin else (admin.temple_id or "")
    where = repo.listing_filters(kind=kind, hidden=hidden, temple_id=temple_id)
    rows, last = await repo.listing(
        session,
        where,
        after=keyset.position_after(page, REVIEW_LIST),
        offset=page.offset,
        limit=page.limit,
    )
    total, exact = await keyset.searched_total(
        session, Review, where, page=page, shown=len(rows), last=last
    )
    return Listing(
        items=[ReviewRead.model_validate(r) for r in rows],
        total=total,
        total_exact=exact,
        next_cursor=keyset.cursor_after(REVIEW_LIST, last),
    )


async def set_hidden(
    session: AsyncSession, admin: Principal, review_id: str, *, hidden: bool, now: datetime
) -> ReviewRead:
    """Hide or show a review; another temple's review is answered as not found."""
    review = NotFound.REVIEW.unless(await repo.get(session, review_id, for_update=True))
    ensure_sees_temple(admin, review.temple_id, NotFound.REVIEW)
    await reviews.set_hidden(session, review, hidden, now)
    read = ReviewRead.model_validate(review)
    await session.commit()
    return read
