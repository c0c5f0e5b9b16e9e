"""Wire shapes of the site information and the health check."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from api.common.sankalp import SankalpChoices
from api.common.wire import Money, WireOut
from api.priests.rules import PriestLanguage
from api.store.address import StateName


class Limits(WireOut):
    """The server's own limits, patterns and charges, for the web app to check forms with
    before it asks and to write in its texts (the server checks again: it is the authority).
    Patterns are regular expressions that mean the same in Python and JavaScript."""

    min_amount: Money = Field(description="the least one online payment may be, in rupees")
    max_amount: Money = Field(description="the most one online payment (or price) may be")
    email_pattern: str
    max_email_length: int
    phone_digits: int = Field(description="an Indian mobile number's digits, without +91 or 0")
    phone_pattern: str = Field(description="what those digits must match")
    earliest_birth_year: int = Field(description="the earliest year a Kundli can be made for")
    max_per_item: int = Field(description="the most of one product one order takes")
    max_message_chars: int = Field(description="the longest message the assistant reads")
    pin_pattern: str = Field(description="what a delivery address's PIN code must match")
    max_picture_bytes: int = Field(description="the largest picture file an admin may upload")
    max_picture_pixels: int = Field(description="the most pixels an uploaded picture may have")
    picture_widths: list[int] = Field(
        description="the widths (px) pictures are served at, /media/<hash>-<width>.webp; a "
        "picture is served at those narrower than the width its URL names, and at that one"
    )
    max_product_images: int = Field(description="the most pictures one product may have")
    max_temple_photos: int = Field(description="the most photos one temple may have")
    picture_types: list[str] = Field(description="the picture file types an admin may upload")
    min_stars: int = Field(description="the fewest stars a review gives")
    max_stars: int = Field(description="the most stars a review gives")
    max_review_chars: int = Field(description="the longest comment a review may carry")
    cod_max_total: int = Field(description="the largest order total paid cash on delivery")
    min_name_chars: int = Field(description="the fewest characters of a customer's name")
    code_digits: int = Field(description="the digits of a one-time code")
    pin_digits: int = Field(description="the digits of a PIN code (pin_pattern says which)")
    max_return_reason_chars: int = Field(description="the longest reason a return may give")
    max_slot_capacity: int = Field(
        description="the most bookings a temple service may take in one time slot of a day"
    )
    min_password_length: int = Field(description="the shortest an admin's password may be")
    max_password_length: int = Field(description="the longest an admin's password may be")
    username_pattern: str = Field(description="what an admin's username must match")
    min_username_length: int
    max_username_length: int
    shipping_fee: Money = Field(description="what a store order's delivery costs")
    free_shipping_above: Money = Field(description="the subtotal above which delivery is free")
    tax_percent: Money = Field(description="the tax on a store order's subtotal, in percent")
    full_refund_hours: int = Field(
        description="a booking cancelled at least this many hours before its slot is refunded in "
        "full; later (before the slot begins) partial_refund_percent of it"
    )
    partial_refund_percent: int = Field(
        description="the percent of a booking's payment refunded when it is cancelled within "
        "full_refund_hours of its slot"
    )
    return_days: int = Field(
        description="the days after delivery within which a store order may be returned"
    )


class RadiusRange(WireOut):
    min: int
    max: int


class SiteInfo(WireOut):
    legal_name: str
    address: str
    email: str
    phone: str
    tagline: str
    priest_time_slots: list[str]
    priest_languages: list[PriestLanguage] = Field(
        description="the languages a priest may list and a devotee may ask for"
    )
    priest_radius_km: RadiusRange = Field(description="how far a priest may say they travel")
    temple_radius_options_km: list[int]
    default_temple_radius_km: int
    states: list[StateName] = Field(description="the states and union territories delivered to")
    sankalp: SankalpChoices = Field(
        description="the nakshatras and rashis a booking's sankalp may name, and its limits"
    )
    limits: Limits


class Health(WireOut):
    status: Literal["ok", "unavailable"]
    database: str
    version: str
