"""HTTP routes of the back office's reviews: super admins see every review; a temple admin
sees and moderates only reviews of its own temple's bookings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from api.admin.common import Listing, Paging
from api.admin.reviews import service
from api.auth.access import MANAGE_BOOKINGS, Principal
from api.auth.deps import Admin, require_permission
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.wire import PathId
from api.reviews.schemas import ReviewKind, ReviewRead

router = APIRouter(prefix="/api/admin/reviews", tags=["admin reviews"])

DECISION: Responses = {
    403: error_response("A temple admin without the manage-bookings permission"),
    **not_found_responses(NotFound.REVIEW),
    409: error_response("Hidden already (hide) or shown already (unhide)"),
}


def moderator(admin: Admin) -> Principal:
    """Hiding a temple booking's review is part of managing the temple's bookings."""
    require_permission(admin, MANAGE_BOOKINGS, "manage reviews")
    return admin


Moderator = Annotated[Principal, Depends(moderator)]


@router.get("", response_model=Listing[ReviewRead])
async def list_reviews(
    admin: Admin,
    session: ReadSession,
    page: Paging,
    kind: Annotated[ReviewKind | None, Query(description="only reviews of this kind")] = None,
    hidden: Annotated[bool | None, Query(description="only hidden (true) or shown (false)")] = None,
) -> Listing[ReviewRead]:
    """Reviews, newest first, in keyset pages (`nextCursor` while more follow)."""
    return await service.list_reviews(session, admin, kind=kind, hidden=hidden, page=page)


@router.post("/{review_id}/hide", response_model=ReviewRead, responses=DECISION)
async def hide_review(
    review_id: PathId, admin: Moderator, session: WriteSession, now: Now
) -> ReviewRead:
    """Hide a review: it stays stored but counts in no average."""
    return await service.set_hidden(session, admin, review_id, hidden=True, now=now)


@router.post("/{review_id}/unhide", response_model=ReviewRead, responses=DECISION)
async def unhide_review(
    review_id: PathId, admin: Moderator, session: WriteSession, now: Now
) -> ReviewRead:
    """Show a hidden review again: it counts in its average again."""
    return await service.set_hidden(session, admin, review_id, hidden=False, now=now)
