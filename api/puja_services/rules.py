"""The puja categories, in the order the priest-booking screen lists them, with their Hindi
names."""

from __future__ import annotations

from assistant_core.texts import Language

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
# The chips' and cards' Hindi, as devotees call these kinds of puja.
HINDI: dict[str, str] = {
    ALL: "सभी",
    "Ganesha": "गणेश",
    "Satyanarayana": "सत्यनारायण",
    "Lakshmi": "लक्ष्मी",
    "Durga": "दुर्गा",
    "Griha Pravesha": "गृह प्रवेश",
    "Vastu": "वास्तु",
    "Life Events": "संस्कार",
    "Business": "व्यापार",
    "Special": "विशेष",
    "Shiva": "शिव",
    "Navagraha": "नवग्रह",
    "Ancestral": "पितृ कर्म",
    "Homa": "हवन",
}
PAGE_SIZE = 10  # the screen shows 10, and Load More adds 10
MAX_PAGE_SIZE = 50


def category_label(category: str, language: Language) -> str:
    """What a category chip or card says in `language`."""
    return HINDI.get(category, category) if language == "hi" else category
