"""Vedic birth-chart (Kundli) computation and offline place lookup."""
