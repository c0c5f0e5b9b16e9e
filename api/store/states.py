"""The states and union territories of India, as the app names them (in English and Hindi)."""

from __future__ import annotations

from kundli_service.places.hindi import STATES_HI

# The 28 states and 8 union territories, each with its Hindi name (the form's list): the
# gazetteer's own table, so that an address and a place of birth name a state alike.
STATES: dict[str, str] = STATES_HI
