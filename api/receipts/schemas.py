"""Wire shape of a receipt's payment line: how the record was paid, as the record says it."""

from __future__ import annotations

from typing import Literal

from api.common.wire import WireOut

# paid_online comes with its transaction id; cash never carries one.
ReceiptState = Literal["paid_online", "paid_cash"]


class ReceiptPayment(WireOut):
    """A record that has a receipt: one that is paid."""

    state: ReceiptState
    transaction_id: str | None = None
