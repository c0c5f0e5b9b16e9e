"""Admin: bookings."""
