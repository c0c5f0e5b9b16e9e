"""Admin: dashboards."""
