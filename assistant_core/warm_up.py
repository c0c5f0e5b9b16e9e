"""What the assistant loads on its first use, loaded when the server starts so that no devotee
waits for it: the routing model and the gazetteer of places (most of a second together)."""

from __future__ import annotations

import intents
from assistant_core.builtin.panchang import city_found


def warm_up() -> None:
    intents.route("namaste, pandit ji chahiye")
    city_found("in Pune")
