"""Admin: temples."""
