"""Settling payments with what they pay for: the payment API the devotee's dialog and the
gateway's callback use, a gateway's answer applied to the payment and to its booking or order,
records left unpaid released, and the reconciler that keeps asking. It sits above the records'
lifecycle, which it moves; api/payments below knows money only (gateways, payment and refund
rules, refunds, cash)."""
