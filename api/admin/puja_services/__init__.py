"""Admin: pooja services."""
