"""Use cases of the refunds screen: list refunds, approve or decline a store return."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from api.admin import keyset
from api.admin.common import Listing, Page
from api.common.errors import ApiError, NotFound
from api.payments import refund_policy as policy
from api.payments import refunds
from api.payments.schemas import RefundRead
from data.models import Refund
from data.repositories import refunds as repo
from data.repositories import reports
from data.session_types import AsyncSession

REFUND_LIST = "refunds"
NOT_AWAITING = "Only a return awaiting approval can be approved or declined"


async def list_refunds(
    session: AsyncSession, *, states: Sequence[str], target_id: str | None, page: Page
) -> Listing[RefundRead]:
    """A page of refunds, newest first. Refunds are a small part of the records (one per
    cancelled or returned payment), so their count is exact."""
    where = repo.listing_filters(states, target_id)
    rows, last = await repo.listing(
        session,
        where,
        after=keyset.position_after(page, REFUND_LIST),
        offset=page.offset,
        limit=page.limit,
    )
    return Listing(
        items=[RefundRead.model_validate(r) for r in rows],
        total=await reports.count_rows(session, Refund, *where),
        next_cursor=keyset.cursor_after(REFUND_LIST, last),
    )


async def decide_return(
    session: AsyncSession, refund_id: str, *, approve: bool, now: datetime
) -> RefundRead:
    """Approve (the refund goes to the gateway) or decline a devotee's return request."""
    refund = NotFound.REFUND.unless(await repo.get(session, refund_id, for_update=True))
    if refund.state != policy.AWAITING_APPROVAL:
        raise ApiError(409, "not_awaiting_approval", NOT_AWAITING)
    if approve:
        refunds.approve(refund, now)
    else:
        refund.state, refund.updated_at = policy.REJECTED, now
    read = RefundRead.model_validate(refund)
    await session.commit()
    return read
