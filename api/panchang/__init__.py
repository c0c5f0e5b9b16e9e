"""The Panchang of a day at a place, served by the main server."""
