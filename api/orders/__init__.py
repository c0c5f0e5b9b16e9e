"""My Orders: a customer's bookings and orders, looked up by phone or e-mail."""
