"""Receipts: when a record has one, what it says, and the printable PDF of it."""
