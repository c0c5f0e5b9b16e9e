"""Use cases of the temple list and temple detail."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from api.common.errors import NotFound
from api.common.translated import read_in, text_in
from api.places.rules import distance_km
from api.temples import rules
from api.temples.schemas import (
    Coordinates,
    TempleDetail,
    TemplePage,
    TempleRead,
    TempleServiceRead,
    TempleTiming,
)
from assistant_core.texts import Language
from data.models import Temple
from data.repositories import temples as repo
from data.repositories.temples import Box
from data.session_types import AsyncSession


@dataclass(frozen=True)
class Near:
    latitude: float
    longitude: float
    radius_km: int


def temple_read(
    temple: Temple, distance: float | None = None, language: Language = "en"
) -> TempleRead:
    return TempleRead(
        id=temple.id,
        name=text_in(temple, "name", language),
        address=text_in(temple, "address", language),
        coordinates=Coordinates(latitude=temple.latitude, longitude=temple.longitude),
        description=text_in(temple, "description", language),
        photos=temple.photos,
        distance_km=None if distance is None else round(distance, 2),
        created_at=temple.created_at,
        updated_at=temple.updated_at,
    )


async def list_temples(
    session: AsyncSession, *, search: str, near: Near | None, page: int, language: Language = "en"
) -> TemplePage:
    box = (
        None if near is None else rules.bounding_box(near.latitude, near.longitude, near.radius_km)
    )
    found = await repo.active_temples(session, term=search, box=box)
    return temple_page(found, near, page, language)


def in_box(temple: Temple, box: Box) -> bool:
    """The database's box filter (repositories.temples.active_temples), in Python."""
    return box.south <= temple.latitude <= box.north and any(
        west <= temple.longitude <= east for west, east in box.longitudes
    )


def temple_page(
    temples: Sequence[Temple], near: Near | None, page: int, language: Language = "en"
) -> TemplePage:
    """One page of `temples` (active ones, by name, inside the box of `near` if given):
    nearest first within the radius when `near` is given."""
    found: list[tuple[Temple, float | None]]
    if near is None:
        found = [(t, None) for t in temples]
    else:
        with_distance = [
            (t, distance_km(near.latitude, near.longitude, t.latitude, t.longitude))
            for t in temples
        ]
        within = sorted(
            ((t, d) for t, d in with_distance if d <= near.radius_km), key=lambda pair: pair[1]
        )
        found = list(within)
    start = (page - 1) * rules.PAGE_SIZE
    return TemplePage(
        items=[temple_read(t, d, language) for t, d in found[start : start + rules.PAGE_SIZE]],
        total=len(found),
        page=page,
        page_size=rules.PAGE_SIZE,
        pages=rules.page_count(len(found)),
        radius_km=near.radius_km if near else None,
    )


def timings_in(temple: Temple, language: Language) -> list[TempleTiming]:
    """The temple's timings, each period named in `language` (its English name when it has
    no Hindi one)."""
    return [
        TempleTiming(
            label=(language == "hi" and period.get("label_hi")) or period.get("label") or "",
            opens=period["opens"],
            closes=period["closes"],
        )
        for period in temple.timings
    ]


async def get_temple(session: AsyncSession, temple_id: str, language: Language) -> TempleDetail:
    temple = await repo.get_active(session, temple_id)
    if temple is None:
        raise NotFound.TEMPLE.error()
    services = await repo.active_services(session, temple.id)
    return TempleDetail(
        **temple_read(temple, language=language).model_dump(),
        services=[read_in(TempleServiceRead, s, language) for s in services],
        timings=timings_in(temple, language),
        timings_note=text_in(temple, "timings_note", language),
    )
