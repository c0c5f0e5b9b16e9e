"""The priests' own app (/priest): sign-in by one-time code, their bookings, offers and hours."""
