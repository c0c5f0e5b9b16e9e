"""Which temple a temple dashboard shows."""

from __future__ import annotations

from api.admin.bookings.rules import temple_scope
from api.auth.access import Principal
from api.common.errors import ApiError

RECENT = 5  # spec section 9: recent lists show 5 items


def dashboard_temple(admin: Principal, requested: str | None) -> str:
    """A temple admin sees its own temple (naming another is refused with 403); a super admin
    belongs to no temple and must say which one."""
    temple_id = temple_scope(admin, requested)
    if temple_id is None:
        raise ApiError(
            422,
            "temple_required",
            "templeId is required: choose the temple whose dashboard to show",
            fields=["templeId"],
        )
    return temple_id
