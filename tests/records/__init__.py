"""Tests of the life of a booking or an order (api/records)."""
