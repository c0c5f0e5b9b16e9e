"""Derived users (spec section 3): who counts as joined since a date, and what the four stat
cards mean."""

from __future__ import annotations

from datetime import UTC, date, datetime, time

from api.common.clock import INDIA

DETAIL_LIMIT = 100  # records of each kind in a user's details, newest first


def joined_since_bound(day: date | None) -> datetime | None:
    """The join-date filter keeps users who joined on or after `day`: from midnight of that
    Indian calendar day, as a UTC instant comparable with createdAt."""
    if day is None:
        return None
    return datetime.combine(day, time(), INDIA).astimezone(UTC)
