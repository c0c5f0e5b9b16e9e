"""The languages a devotee may name are the languages a priest may list: one set of names."""

from __future__ import annotations

from api.priests.rules import PriestLanguage
from intents import languages_named
from intents.languages import LANGUAGES


def test_every_language_a_priest_lists_can_be_named_and_no_other() -> None:
    assert set(LANGUAGES) == {language.value for language in PriestLanguage}


def test_a_language_is_named_in_any_register() -> None:
    assert languages_named("tamil bolne wale pandit ji") == ("Tamil",)
    assert languages_named("कन्नड़ में पूजा") == ("Kannada",)
    assert languages_named("bangla aur hindi") == ("Bengali", "Hindi")
