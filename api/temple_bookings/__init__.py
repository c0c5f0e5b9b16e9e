"""Booking a pooja service at a temple."""
