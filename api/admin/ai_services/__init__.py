"""Admin: AI services."""
