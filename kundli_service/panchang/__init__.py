"""The Panchang: the Hindu almanac of a day at a place (see service.py)."""

from kundli_service.panchang.service import PanchangRequest, panchang

__all__ = ["PanchangRequest", "panchang"]
