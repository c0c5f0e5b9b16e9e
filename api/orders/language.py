"""A booking's or order's own words in the devotee's language: the puja's, service's or
products' names as they were in Hindi when booked (a snapshot, like the English), and the
delivery address with its state in Hindi. Records made before the snapshot keep English."""

from __future__ import annotations

from typing import Any

from api.common.translated import text_in
from api.store.address import shipping_address_in, written_address
from api.store.lines import lines_in
from assistant_core.texts import Language
from data.models import CustomerRecord, PriestBooking, StoreOrder, TempleBooking


def words_in(record: CustomerRecord, language: Language) -> dict[str, Any]:
    """The fields of `record` that read differently in `language`, by field name."""
    if isinstance(record, StoreOrder):
        return {
            "items": lines_in(record.items, language),
            "shipping_address": shipping_address_in(record, language),
        }
    words = {"service_name": text_in(record, "service_name", language)}
    if isinstance(record, PriestBooking):
        words["priest_assigned"] = text_in(record, "priest_assigned", language)
    if isinstance(record, TempleBooking) and record.delivery_address:  # the prasad's
        words["prasad_address"] = written_address(record.delivery_address, language)
    return words
