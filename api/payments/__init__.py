"""Payments as money: PhonePe PG v1 signed on the server, a built-in simulator, the payment
and refund rules, refunds and cash. Applying a payment to the booking or order it pays for is
api/settlement's, above the records' lifecycle that uses these."""
