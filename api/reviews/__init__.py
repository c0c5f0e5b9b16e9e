"""Devotees rate their completed bookings and delivered orders; admins hide unfair reviews."""
