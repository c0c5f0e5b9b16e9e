"""Where an address is: where its PIN code's post offices are, when India Post knows the PIN
(the code names that very area, where a town's name may be shared by villages across India)
and it lies near the town the address names, if any; else the town, from the Kundli gazetteer
(offline); then a Nominatim-compatible search URL, when one is configured. A failure gives no
point, never an error: the caller decides what an address off the map means (a temple is
saved at 0, 0 as the spec's form does; a priest's city is refused)."""

from __future__ import annotations

import asyncio
import logging
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Annotated

import httpx
from fastapi import Depends, Request

from api.common.outbound import tls_context
from api.places.pin_points import PIN_IN_TEXT, pin_in, pin_point
from api.places.rules import distance_km
from api.settings import GeocoderSettings
from kundli_service.places import Place, PlaceNotFound, resolve_place

log = logging.getLogger(__name__)

Resolver = Callable[[str], Place | PlaceNotFound]
PinLocator = Callable[[str], tuple[float, float] | None]

# Address parts looked at, from the end (state and country come last in Indian addresses).
MAX_PARTS = 8
# Qualifiers passed along with a candidate town: the state and country, when present.
QUALIFIERS = 2
# A locality is trusted only when it lies this close to the town named after it, so that
# "Dadar, Mumbai" never lands on a same-named village 40 km away.
CONFIRM_KM = 25.0
# A PIN's point this far from the town the address names is not believed over the town.
PIN_AGREES_KM = 50.0
MAX_RESPONSE_BYTES = 1_000_000

_SEPARATORS = re.compile(r"[,;\n]")
_NUMBER = re.compile(r"^[\d\s/#-]*$")
# The words an address puts before a district or post office's name ("Distt Kangra", "PO
# Bundla", "Tehsil Palampur"): the gazetteer knows the name alone.
_ADMIN_WORD = re.compile(
    r"^(?:distt?|district|dist|zila|zilla|tehsil|tahsil|taluka|taluk|p\.?\s?o|via)\b\.?\s*",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Point:
    latitude: float
    longitude: float


def usable(latitude: float, longitude: float) -> Point | None:
    """A point on the map, or None for nonsense (and for 0, 0: it means "not placed")."""
    if not (math.isfinite(latitude) and math.isfinite(longitude)):
        return None
    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
        return None
    if latitude == 0 and longitude == 0:
        return None
    return Point(latitude, longitude)


def address_parts(address: str) -> list[str]:
    """'12, Vishwanath Gali, Varanasi, Uttar Pradesh 221001' ->
    ['Vishwanath Gali', 'Varanasi', 'Uttar Pradesh']: PIN codes and bare numbers dropped."""
    parts = []
    for raw in _SEPARATORS.split(address):
        part = _ADMIN_WORD.sub("", " ".join(PIN_IN_TEXT.sub(" ", raw).split()))
        if part and not _NUMBER.match(part):
            parts.append(part)
    return parts[-MAX_PARTS:]


def place_queries(address: str) -> list[str]:
    """Gazetteer queries, most specific first: each part as the town, with the last parts
    after it as qualifiers (the gazetteer ignores those that are not a state or country)."""
    parts = address_parts(address)
    return [", ".join([part, *parts[i + 1 :][-QUALIFIERS:]]) for i, part in enumerate(parts)]


def from_gazetteer(address: str, resolve: Resolver = resolve_place) -> Point | None:
    """The most specific part of the address that the gazetteer knows as a town, confirmed
    by the next broader town found (if any) lying within CONFIRM_KM of it."""
    found = [p for p in map(resolve, place_queries(address)) if isinstance(p, Place)]
    for place, broader in pairwise(found):
        apart = distance_km(place.latitude, place.longitude, broader.latitude, broader.longitude)
        if apart <= CONFIRM_KM:
            return usable(place.latitude, place.longitude)
    # The broadest town found has nothing to confirm it against: take it as it is.
    return usable(found[-1].latitude, found[-1].longitude) if found else None


def first_result(payload: object) -> Point | None:
    """The first hit of a Nominatim JSON answer: [{"lat": "25.31", "lon": "83.01", ...}]."""
    if not isinstance(payload, list) or not payload or not isinstance(payload[0], dict):
        return None
    try:
        return usable(float(payload[0]["lat"]), float(payload[0]["lon"]))
    except (KeyError, TypeError, ValueError):
        return None


class Geocoder:
    """Looks addresses up; `transport` and `resolve` are injectable for tests."""

    def __init__(
        self,
        settings: GeocoderSettings,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        resolve: Resolver = resolve_place,
        place_pin: PinLocator = pin_point,
    ) -> None:
        self.settings = settings
        self._transport = transport
        self._resolve = resolve
        self._place_pin = place_pin

    async def locate(self, address: str) -> Point | None:
        """The address's point, or None when no source knows it or all fail."""
        try:
            # The first lookup loads the PIN map or the gazetteer (up to half a second of
            # CPU): off the loop.
            point = await asyncio.to_thread(self._offline, address)
        except Exception:  # a failing lookup must never fail a save or a booking
            log.exception("offline lookup failed for %r", address)
            point = None
        if point is None and self.settings.url:
            point = await self._search(self.settings.url, address)
        return point

    def _offline(self, address: str) -> Point | None:
        pin = pin_in(address)
        centre = self._place_pin(pin) if pin else None
        town = from_gazetteer(address, self._resolve)
        if centre is None:
            return town
        if town is not None and distance_km(*centre, town.latitude, town.longitude) > PIN_AGREES_KM:
            return town  # a PIN mistyped, or misplaced on the map: the town named is surer
        return usable(*centre)

    async def _search(self, url: str, address: str) -> Point | None:
        params = {"format": "json", "q": address, "limit": "1"}
        headers = {"User-Agent": self.settings.user_agent, "Accept": "application/json"}
        try:
            async with httpx.AsyncClient(
                transport=self._transport,
                verify=tls_context(),
                timeout=self.settings.timeout_seconds,
                headers=headers,
            ) as client:
                response = await client.get(url, params=params)
                response.raise_for_status()
                if len(response.content) > MAX_RESPONSE_BYTES:
                    return None
                return first_result(response.json())
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("geocoding %r at %s failed: %s", address, url, exc)
            return None


def geocoder(request: Request) -> Geocoder:
    """The app's address lookup, used on save (a test puts a fake in `app.state.geocoder`)."""
    geocoder: Geocoder = request.app.state.geocoder
    return geocoder


GeocoderDep = Annotated[Geocoder, Depends(geocoder)]
