"""Priests as devotees meet them: profiles, who is free for a booking, and assignment."""
