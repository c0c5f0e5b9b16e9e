"""HTTP routes of the back office's refunds (super admins only: store returns are theirs)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.admin.common import Listing, Paging
from api.admin.refunds import service
from api.auth.deps import SuperAdmin
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.wire import PathId, SearchText
from api.payments.schemas import RefundRead
from data.statuses import RefundState

router = APIRouter(prefix="/api/admin/refunds", tags=["admin refunds"])

DECISION: Responses = {
    **not_found_responses(NotFound.REFUND),
    409: error_response("Not a return awaiting approval (not_awaiting_approval)"),
}


@router.get("", response_model=Listing[RefundRead])
async def list_refunds(
    _admin: SuperAdmin,
    session: ReadSession,
    page: Paging,
    state: Annotated[
        list[RefundState] | None,
        Query(description="only refunds in these states (state=QUEUED&state=PENDING)"),
    ] = None,
    record: Annotated[
        SearchText | None, Query(alias="recordId", description="only this booking's or order's")
    ] = None,
) -> Listing[RefundRead]:
    """Every refund, newest first: returns awaiting approval, refunds on their way, done.
    Keyset pages: `nextCursor` while more follow."""
    states = sorted(set(state or []))
    return await service.list_refunds(session, states=states, target_id=record, page=page)


@router.post("/{refund_id}/approve", response_model=RefundRead, responses=DECISION)
async def approve_return(
    refund_id: PathId, _admin: SuperAdmin, session: WriteSession, now: Now
) -> RefundRead:
    """Approve a store return: the refund is sent to the gateway at once."""
    return await service.decide_return(session, refund_id, approve=True, now=now)


@router.post("/{refund_id}/decline", response_model=RefundRead, responses=DECISION)
async def decline_return(
    refund_id: PathId, _admin: SuperAdmin, session: WriteSession, now: Now
) -> RefundRead:
    """Decline a store return (not damaged, defective or incorrect, or used)."""
    return await service.decide_return(session, refund_id, approve=False, now=now)
