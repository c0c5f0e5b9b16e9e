"""the seeded AI services' endpoints become paths of this server (no host, no port)

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-28 10:00:00
"""

from __future__ import annotations

from urllib.parse import urlsplit

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

# The seed wrote the public URL of its day in front of these paths (http://127.0.0.1:8000 by
# default), so they broke when the server moved to another port. Only those on this machine
# are rewritten: an address an admin chose elsewhere stays.
SEEDED = {
    "general-assistant": "/api/ai/general-assistant",
    "astrology-expert": "/api/ai/astrology-expert",
    "kundli-horoscope-agent": "/api/kundli",
    "numerology-specialist": "/api/ai/numerology-specialist",
    "palmistry-reader": "/api/ai/palmistry-reader",
}
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


def _seeded_on_this_machine(endpoint: str, path: str) -> bool:
    try:
        parts = urlsplit(endpoint)
        _ = parts.port  # a malformed port raises
    except ValueError:
        return False
    return (
        parts.scheme in ("http", "https")
        and parts.hostname in LOCAL_HOSTS
        and parts.path == path
        and not parts.query
        and not parts.fragment
    )


def upgrade() -> None:
    services = sa.table("ai_services", sa.column("id", sa.String), sa.column("endpoint", sa.Text))
    bind = op.get_bind()
    rows = bind.execute(
        sa.select(services.c.id, services.c.endpoint).where(services.c.id.in_(list(SEEDED)))
    ).all()
    for service_id, endpoint in rows:
        path = SEEDED[service_id]
        if _seeded_on_this_machine(endpoint, path):
            bind.execute(services.update().where(services.c.id == service_id).values(endpoint=path))


def downgrade() -> None:
    # Nothing to undo: a path is answered in-process by every version that knows paths, and
    # the host and port it had are not known.
    pass
