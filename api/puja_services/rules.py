"""The puja categories, in the order the priest-booking screen lists them."""

from __future__ import annotations

ALL = "All"
CATEGORIES: tuple[str, ...] = (
    "Ganesha",
    "Satyanarayana",
    "Lakshmi",
    "Durga",
    "Griha Pravesha",
    "Vastu",
    "Life Events",
    "Business",
    "Special",
    "Shiva",
    "Navagraha",
    "Ancestral",
    "Homa",
)
PAGE_SIZE = 10  # the screen shows 10, and Load More adds 10
MAX_PAGE_SIZE = 50
