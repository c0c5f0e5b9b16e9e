"""Pieces every API domain shares: errors, wire types, sessions, idempotency, limits."""
