"""Admin sign-in: Argon2 passwords, server-side sessions, roles and temple scoping."""
