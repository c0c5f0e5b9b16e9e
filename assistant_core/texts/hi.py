"""The assistant's Hindi words (Devanagari), with the keys and placeholders of en.py."""

from __future__ import annotations

TEXTS: dict[str, str] = {}
