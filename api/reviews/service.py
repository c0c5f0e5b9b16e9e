"""Use cases of reviews: a devotee rates one of their own finished records (once; My Orders
checks it is theirs); an admin hides or shows a review. The running totals of the puja and of
the priest who came change in the same transaction."""

from __future__ import annotations

from datetime import datetime

from api.common.errors import ApiError
from api.reviews import rules
from api.reviews.schemas import ReviewRequest
from data.ids import new_id
from data.models import CustomerRecord, PriestBooking, Review, TempleBooking
from data.repositories import reviews as repo
from data.session_types import AsyncSession, IntegrityError


async def _count(session: AsyncSession, review: Review, sign: int) -> None:
    """Add a visible review to its puja's and its priest's totals (sign 1), or take it out
    (-1). Only priest bookings rate a puja and a priest; temple and store reviews have no
    totals to keep."""
    if review.record_kind != "priest":
        return
    stars = sign * review.stars
    if review.subject_id is not None:
        await repo.count_in_totals(session, review.subject_id, count=sign, stars=stars)
    if review.priest_id is not None:
        await repo.count_in_priest_totals(session, review.priest_id, count=sign, stars=stars)


async def add_review(
    session: AsyncSession, record: CustomerRecord, request: ReviewRequest, now: datetime
) -> None:
    """Rate `record` (the caller made sure it is the asker's own, and locked it): once, and only
    when it is finished. A priest booking's review counts in its puja's and priest's totals at
    once. Does not commit."""
    is_order = request.kind == "store"
    if not rules.finished(record):
        raise ApiError(409, "not_reviewable", rules.not_finished(is_order=is_order))
    if await repo.for_record(session, request.kind, record.id) is not None:
        raise ApiError(409, "already_reviewed", rules.reviewed_already(is_order=is_order))
    subject_id, subject_name = rules.subject_of(record)
    review = Review(
        id=new_id("RV"),
        record_kind=request.kind,
        record_id=record.id,
        subject_id=subject_id,
        subject_name=subject_name,
        temple_id=record.temple_id if isinstance(record, TempleBooking) else None,
        priest_id=record.priest_id if isinstance(record, PriestBooking) else None,
        customer_name=record.customer_name,
        stars=request.stars,
        comment=request.comment,
        hidden=False,
        created_at=now,
        updated_at=now,
    )
    session.add(review)
    if isinstance(record, PriestBooking):
        await _count(session, review, 1)
    try:
        await session.flush()
    except IntegrityError:
        # A second submission that got past the check at the same moment: the unique key
        # on the record let only the first one land.
        await session.rollback()
        raise ApiError(409, "already_reviewed", rules.reviewed_already(is_order=is_order)) from None


async def set_hidden(session: AsyncSession, review: Review, hidden: bool, now: datetime) -> None:
    """Hide a review (it leaves its puja's average) or show it again (it counts again);
    the caller has locked the review's row and checked the admin may."""
    if review.hidden == hidden:
        message = rules.HIDDEN_ALREADY if hidden else rules.SHOWN_ALREADY
        raise ApiError(409, "hidden_already" if hidden else "shown_already", message)
    review.hidden = hidden
    review.updated_at = now
    await _count(session, review, -1 if hidden else 1)
