"""Payments: PhonePe PG v1 signed on the server, a built-in simulator, cash on delivery."""
