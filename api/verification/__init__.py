"""Owner verification: one-time codes by SMS or e-mail prove a browser holds a phone or e-mail."""
