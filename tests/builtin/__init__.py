"""Tests of the built-in AI services (assistant_core.builtin)."""
