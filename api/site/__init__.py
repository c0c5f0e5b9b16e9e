"""Site information for the footer and policy pages, and the health check."""
