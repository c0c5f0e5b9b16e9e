"""Admin: priests."""
