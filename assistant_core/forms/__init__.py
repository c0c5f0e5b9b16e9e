"""The forms the assistant completes by conversation (birth details, Kundli Milan and the
tasks), run by one form runner."""

from __future__ import annotations

from assistant_core.forms import (
    birth,
    cancel,
    cart,
    checkout,
    milan,
    move,
    order_status,
    priest,
    temple,
)
from assistant_core.forms.spec import FormSpec

FORMS: dict[str, FormSpec] = {
    spec.name: spec
    for spec in (
        birth.FORM,
        milan.FORM,
        priest.FORM,
        temple.FORM,
        cart.FORM,
        checkout.FORM,
        order_status.FORM,
        cancel.FORM,
        move.FORM,
    )
}
