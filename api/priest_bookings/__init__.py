"""Booking a priest for a puja at home or online."""
