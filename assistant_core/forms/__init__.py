"""Task forms the assistant completes by conversation, run by one form runner."""

from __future__ import annotations

from assistant_core.forms import cart, order_status, priest, temple
from assistant_core.forms.spec import FormSpec

FORMS: dict[str, FormSpec] = {
    spec.name: spec for spec in (priest.FORM, temple.FORM, cart.FORM, order_status.FORM)
}
