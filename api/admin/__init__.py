"""The back office's API: one folder per admin screen, every route checked on the server."""
