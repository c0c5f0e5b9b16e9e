"""The back office's notices: what an admin must act on (a booking no priest is left for)."""
