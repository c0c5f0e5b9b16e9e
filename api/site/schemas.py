"""Wire shapes of the site information and the health check."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from api.common.wire import Money, WireOut


class Limits(WireOut):
    """The server's own limits and patterns, for the web app to check forms with before it
    asks (the server checks again: it is the authority). Patterns are regular expressions
    that mean the same in Python and JavaScript."""

    min_amount: Money = Field(description="the least one online payment may be, in rupees")
    max_amount: Money = Field(description="the most one online payment (or price) may be")
    email_pattern: str
    max_email_length: int
    phone_digits: int = Field(description="an Indian mobile number's digits, without +91 or 0")
    phone_pattern: str = Field(description="what those digits must match")
    earliest_birth_year: int = Field(description="the earliest year a Kundli can be made for")
    max_per_item: int = Field(description="the most of one product one order takes")
    max_message_chars: int = Field(description="the longest message the assistant reads")
    min_stars: int = Field(description="the fewest stars a review gives")
    max_stars: int = Field(description="the most stars a review gives")
    max_review_chars: int = Field(description="the longest comment a review may carry")


class SiteInfo(WireOut):
    legal_name: str
    address: str
    email: str
    phone: str
    tagline: str
    priest_time_slots: list[str]
    temple_radius_options_km: list[int]
    default_temple_radius_km: int
    limits: Limits


class Health(WireOut):
    status: Literal["ok", "unavailable"]
    database: str
    version: str
