"""The assistant engine: conversation state and replies, with I/O behind ports."""
