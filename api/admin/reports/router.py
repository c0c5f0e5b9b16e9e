"""HTTP routes of the Reports screen (super admins, and temple admins who may view reports)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query
from fastapi.responses import StreamingResponse

from api.admin.bookings.schemas import TempleIdQuery
from api.admin.reports import service
from api.admin.reports.schemas import Report
from api.auth.access import VIEW_REPORTS, Principal
from api.auth.deps import Admin, require_permission
from api.common.csv_export import csv_response
from api.common.deps import DatabaseDep, Now, ReadSession
from api.common.openapi import Responses, declare_errors, error_response
from api.common.wire import IsoDate

router = APIRouter(prefix="/api/admin/reports", tags=["admin reports"])

From = Annotated[IsoDate | None, Query(alias="from", description="first day (India), inclusive")]
To = Annotated[IsoDate | None, Query(alias="to", description="last day (India), inclusive")]
Table = Literal["revenue", "pujas", "temples", "services", "products", "priests", "bookings"]
REFUSALS: Responses = {
    403: error_response("Another temple named by a temple admin (other_temple)"),
    422: error_response("A range ending before it starts, or longer than three years"),
}


def report_viewer(admin: Admin) -> Principal:
    require_permission(admin, VIEW_REPORTS, "view reports")
    return admin


declare_errors(report_viewer, {403: "The admin may not view reports (permission_denied)"})
ReportViewer = Annotated[Principal, Depends(report_viewer)]


@router.get("", response_model=Report, response_model_by_alias=True, responses=REFUSALS)
async def get_report(
    admin: ReportViewer,
    session: ReadSession,
    now: Now,
    first: From = None,
    last: To = None,
    temple_id: TempleIdQuery = None,
) -> Report:
    """Revenue by day, week and month; bookings by puja and temple; top products; priests'
    bookings. By default the last 30 days."""
    return await service.report(
        session, admin, first=first, last=last, temple_id=temple_id, now=now
    )


@router.get(
    "/{table}.csv",
    response_class=StreamingResponse,
    responses={200: {"content": {"text/csv": {}}}, **REFUSALS},
)
async def export_table(
    table: Table,
    admin: ReportViewer,
    db: DatabaseDep,
    now: Now,
    first: From = None,
    last: To = None,
    temple_id: TempleIdQuery = None,
) -> StreamingResponse:
    """One table of the report as CSV, streamed as it is read (`bookings`: every booking of
    the range, one line each): UTF-8 with a byte order mark, money with two decimals, times in
    India time with their offset, text that could run as a formula written as text."""
    lines = await service.table_csv(
        db, admin, table, first=first, last=last, temple_id=temple_id, now=now
    )
    return csv_response(lines, f"punya-{table}-{first or 'recent'}-{last or 'today'}.csv")
