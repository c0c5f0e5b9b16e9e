"""Admin: users."""
