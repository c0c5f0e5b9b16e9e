"""Use cases of the refunds screen: list refunds, approve or decline a store return."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api.admin.common import Listing, Page, not_found
from api.common.errors import ApiError
from api.payments import refund_policy as policy
from api.payments import refunds
from api.payments.schemas import RefundRead
from data.repositories import refunds as repo

REFUND = "Refund"
NOT_AWAITING = "Only a return awaiting approval can be approved or declined"


async def list_refunds(
    session: AsyncSession, *, state: str | None, target_id: str | None, page: Page
) -> Listing[RefundRead]:
    rows, total = await repo.listing(
        session, state=state, target_id=target_id, limit=page.limit, offset=page.offset
    )
    return Listing(items=[RefundRead.model_validate(r) for r in rows], total=total)


async def decide_return(
    session: AsyncSession, refund_id: str, *, approve: bool, now: datetime
) -> RefundRead:
    """Approve (the refund goes to the gateway) or decline a devotee's return request."""
    refund = await repo.get(session, refund_id, for_update=True)
    if refund is None:
        raise not_found(REFUND)
    if refund.state != policy.AWAITING_APPROVAL:
        raise ApiError(409, "not_awaiting_approval", NOT_AWAITING)
    if approve:
        refunds.approve(refund, now)
    else:
        refund.state, refund.updated_at = policy.REJECTED, now
    read = RefundRead.model_validate(refund)
    await session.commit()
    return read
