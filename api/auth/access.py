"""Who is signed in and what they may do: the spec's roles as pure rules (section 6)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final, Literal

SUPERADMIN: Final = "superadmin"
TEMPLE_ADMIN: Final = "temple-admin"
Role = Literal["superadmin", "temple-admin"]
UNKNOWN_TEMPLE = "Unknown Temple"

# A temple admin's own switches, with the spec's defaults for a new admin.
TEMPLE_ADMIN_PERMISSIONS = ("manageServices", "manageBookings", "viewReports", "manageTimings")
DEFAULT_TEMPLE_ADMIN_PERMISSIONS = {
    "manageServices": True,
    "manageBookings": True,
    "viewReports": True,
    "manageTimings": False,
}
# The signed-in user's permission keys of the spec, all held by a super admin.
SUPERADMIN_PERMISSIONS = (
    "temples",
    "templeServices",
    "templeBookings",
    "spiritualStore",
    "userManagement",
    "reports",
    *TEMPLE_ADMIN_PERMISSIONS,
)

MANAGE_BOOKINGS = "manageBookings"
VIEW_REPORTS = "viewReports"
MANAGE_SERVICES = "manageServices"
MANAGE_TIMINGS = "manageTimings"


@dataclass(frozen=True, slots=True)
class Principal:
    """A signed-in admin as the server sees them on one request."""

    user_id: str
    username: str
    email: str
    role: str
    temple_id: str | None
    temple_name: str | None
    stored_permissions: Mapping[str, bool] = field(default_factory=dict)
    session_id: str = ""

    @property
    def is_superadmin(self) -> bool:
        return self.role == SUPERADMIN

    @property
    def permissions(self) -> dict[str, bool]:
        if self.is_superadmin:
            return dict.fromkeys(SUPERADMIN_PERMISSIONS, True)
        return {name: bool(self.stored_permissions.get(name)) for name in TEMPLE_ADMIN_PERMISSIONS}

    def may(self, permission: str) -> bool:
        return self.permissions.get(permission, False)

    def sees_temple(self, temple_id: str | None) -> bool:
        """A super admin sees every temple; a temple admin only its own."""
        return self.is_superadmin or (temple_id is not None and temple_id == self.temple_id)


def temple_admin_permissions(given: Mapping[str, bool] | None) -> dict[str, bool]:
    """The four switches, defaults filled in for those not given."""
    merged = dict(DEFAULT_TEMPLE_ADMIN_PERMISSIONS)
    for name in TEMPLE_ADMIN_PERMISSIONS:
        if given is not None and name in given:
            merged[name] = bool(given[name])
    return merged
