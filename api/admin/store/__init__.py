"""Admin: store."""
