"""Wire shape of a receipt's payment line: how the record is paid, as the record says it."""

from __future__ import annotations

from typing import Literal

from api.common.wire import WireOut

# paid_online comes with its transaction id; the others never carry one (cash on delivery
# is "to be paid on delivery", not a transaction).
ReceiptState = Literal[
    "paid_online", "paid_cash", "due_on_delivery", "due_at_temple", "due_on_the_day"
]


class ReceiptPayment(WireOut):
    """A record that has a receipt: paid, or with cash confirmed as the way to pay."""

    state: ReceiptState
    transaction_id: str | None = None
