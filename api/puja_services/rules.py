"""The puja categories, in the order the priest-booking screen lists them, with their Hindi
names; and the refusal of a puja that is not in the catalogue."""

from __future__ import annotations

from api.common.errors import ApiError, NotFound
from api.common.wire import choice_pattern, is_blank, same_word
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


def category_named(text: str) -> str | None:
    """The catalogue's spelling of a category typed in any case; None when unknown (All is
    not a category a service can have)."""
    return next((c for c in CATEGORIES if same_word(text, c)), None)


def is_all(text: str | None) -> bool:
    """No filter: nothing chosen, or the All chip."""
    return text is None or is_blank(text) or same_word(text, ALL)


# The two rules above, published: a category; a filter (a category, All or nothing).
CATEGORY_PATTERN = choice_pattern(CATEGORIES, any_case=True)
CATEGORY_FILTER_PATTERN = choice_pattern((ALL, *CATEGORIES), any_case=True, blank=True)


def unknown_service() -> ApiError:
    """A form names a puja that is not in the active catalogue."""
    return NotFound.PUJA_SERVICE.refused("serviceId")
