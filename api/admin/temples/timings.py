"""A temple's timings (opening hours, darshan and aarti times, and a note for the rest) as its
admins keep them: the super admin for any temple, a temple admin for its own temple while it
holds manageTimings. Devotees read them on the temple's page (api/temples)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Field,
    StringConstraints,
    ValidationInfo,
    field_validator,
)
from pydantic_core import PydanticCustomError

from api.admin.common import apply_changes
from api.admin.forms import Hindi
from api.admin.temples import rules
from api.admin.temples.schemas import AdminTempleRead
from api.admin.temples.service import temple_read
from api.auth.access import MANAGE_TIMINGS, Principal
from api.auth.deps import ensure_may_name_temple, require_permission
from api.common.errors import NotFound
from api.common.schedule import CLOCK_PATTERN
from api.common.wire import Printable, Published, WireIn, is_blank
from data.models import Temple
from data.session_types import AsyncSession

CLOCK_RULE = 'Time "{time}" is not a clock time like 5:00 AM'
ORDER_RULE = "The closing time {closes} must be after the opening time {opens}"
COUNT_RULE = f"A temple has at most {rules.MAX_TIMINGS} times; remove one or join two"


def _clock(value: str) -> str:
    label = rules.canonical_slot(value)
    if label is None:
        raise PydanticCustomError("punya.clock", CLOCK_RULE, {"time": value})
    return label


def _blank_is_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


Clock = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=20),
    Printable,
    AfterValidator(_clock),
    Published(CLOCK_PATTERN),
]
Label = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=rules.MAX_TIMING_LABEL), Printable
]
Note = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=rules.MAX_TIMINGS_NOTE), Printable
]


class TimingIn(WireIn):
    """One period: its name (optional: "Morning darshan", "Shayan aarti"), when it opens and
    when it closes, the same day."""

    label: Label = ""
    label_hi: Hindi[Label] = None
    opens: Clock
    closes: Clock

    @field_validator("closes")
    @classmethod
    def _after_opening(cls, closes: str, info: ValidationInfo) -> str:
        opens = info.data.get("opens")
        if opens is not None and rules.clock_minutes(closes) <= rules.clock_minutes(opens):
            raise PydanticCustomError(
                "punya.timing_order", ORDER_RULE, {"opens": opens, "closes": closes}
            )
        return closes

    def stored(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "label_hi": self.label_hi,
            "opens": self.opens,
            "closes": self.closes,
        }


def _at_most_allowed(periods: list[TimingIn]) -> list[TimingIn]:
    if len(periods) > rules.MAX_TIMINGS:
        raise PydanticCustomError("punya.timings_count", COUNT_RULE)
    return periods


class TempleTimingsUpdate(WireIn):
    """A temple's timings whole, replacing what it had: its periods (none: not published) and
    a note with its Hindi (empty: none), such as "Closed during a solar eclipse"."""

    timings: Annotated[
        list[TimingIn],
        AfterValidator(_at_most_allowed),
        Field(
            json_schema_extra={"maxItems": rules.MAX_TIMINGS}
        ),  # published, in COUNT_RULE's words
    ]
    note: Annotated[Note | None, BeforeValidator(_blank_is_none)] = None
    note_hi: Hindi[Note] = None


async def update_timings(
    session: AsyncSession,
    admin: Principal,
    temple_id: str,
    payload: TempleTimingsUpdate,
    *,
    now: datetime,
) -> AdminTempleRead:
    # Another temple is refused first, whatever the admin's permissions (as for services).
    ensure_may_name_temple(admin, temple_id)
    require_permission(admin, MANAGE_TIMINGS, "manage timings")
    temple = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    changes = {
        "timings": rules.ordered_timings(period.stored() for period in payload.timings),
        "timings_note": payload.note,
        "timings_note_hi": payload.note_hi,
    }
    apply_changes(temple, changes, now)
    await session.commit()
    return temple_read(temple)
