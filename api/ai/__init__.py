"""The built-in AI services' HTTP endpoints (the seeded AI services point here)."""
