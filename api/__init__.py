"""Punya's web server: HTTP API, WebSocket endpoints, static hosting and the command line."""
