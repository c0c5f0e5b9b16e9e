"""The back office's reviews screen: read devotees' ratings, hide unfair ones."""
