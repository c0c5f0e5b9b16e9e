"""The admins' live change feed over a WebSocket (/ws/changes)."""
