"""The catalogue's own drawings (data/seed/images/*.svg): what each is called, and the URL
it is served at, which carries a hash of its content so that browsers keep it for a year and
a redrawn picture gets a new URL."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

IMAGES_DIR = Path(__file__).parent / "seed" / "images"
# The demo catalogue's drawings (data/demo_catalogue/), served the same way; a name is unique
# across both folders.
DEMO_IMAGES_DIR = Path(__file__).parent / "demo_catalogue" / "images"
URL_PREFIX = "/media/seed/"
HASH_CHARS = 12
NAME = re.compile(r"^(?P<name>[a-z0-9-]{1,60})\.(?P<hash>[0-9a-f]{12})\.svg$")
# Anything our SVG files must not contain: scripts, event handlers, outside references.
FORBIDDEN = re.compile(
    r"<script|\bon[a-z]+\s*=|href\s*=\s*[\"'](?!#)|url\((?!#)|<foreignObject", re.I
)


@dataclass(frozen=True)
class SeedPicture:
    name: str
    content: bytes
    digest: str

    @property
    def url(self) -> str:
        return f"{URL_PREFIX}{self.name}.{self.digest}.svg"


@cache
def seed_pictures() -> dict[str, SeedPicture]:
    """Every drawing by name (its file name without .svg), read once per process."""
    pictures = {}
    for path in sorted([*IMAGES_DIR.glob("*.svg"), *DEMO_IMAGES_DIR.glob("*.svg")]):
        content = path.read_bytes()
        digest = hashlib.sha256(content).hexdigest()[:HASH_CHARS]
        pictures[path.stem] = SeedPicture(path.stem, content, digest)
    return pictures


def seed_picture_url(name: str) -> str:
    """The URL of the drawing `name`; a KeyError for a name no file has (a seed-data bug)."""
    return seed_pictures()[name].url


def category_picture_name(category: str) -> str:
    return "puja-" + re.sub(r"[^a-z0-9]+", "-", category.lower()).strip("-")


def category_picture_url(category: str) -> str | None:
    """The drawing of a puja category (puja-<category>.svg); None for a category without one."""
    picture = seed_pictures().get(category_picture_name(category))
    return picture.url if picture else None


def is_seed_picture_url(url: str) -> bool:
    return url.startswith(URL_PREFIX) and NAME.match(url.removeprefix(URL_PREFIX)) is not None


def seed_picture_for(file_name: str) -> tuple[SeedPicture, bool] | None:
    """The drawing a /media/seed/<name>.<hash>.svg file name asks for, and whether the hash
    is the current one (an older URL still shows the drawing, but is not kept for a year)."""
    match = NAME.match(file_name)
    picture = seed_pictures().get(match["name"]) if match else None
    if match is None or picture is None:
        return None
    return picture, match["hash"] == picture.digest
