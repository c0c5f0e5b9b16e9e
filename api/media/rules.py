"""Pure decisions about an uploaded picture: is it one we take (size, type by decoding, pixel
count, one frame), and its WebP encodings in a few widths, metadata stripped, never upscaled."""

from __future__ import annotations

import hashlib
import io
import re
import warnings
from dataclasses import dataclass

from PIL import Image, UnidentifiedImageError, features

from api.common.wire import CONTROL, SPACE
from data.seed_pictures import NAME as SEED_NAME
from data.seed_pictures import URL_PREFIX as SEED_PREFIX

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
# A decompression bomb is a small file that decodes to gigabytes: we read the size from the
# header and refuse past this before any pixel is decoded. 24 MP takes a phone's photo (12 MP,
# or 24 MP in its high-resolution mode) and a 6000 x 4000 camera's; a 38 KB PNG of
# 6300 x 6300 (40 MP) is refused. Decoded, 24 MP is 72 MB in RGB (96 MB with transparency),
# and a JPEG is decoded at a half, a quarter or an eighth of its size when that still covers
# the widest width served, so a 24 MP JPEG costs about a quarter of that (bench: tests/media).
MAX_PIXELS = 24_000_000
MAX_SIDE = 12_000
# The widths a picture is served at (srcset); a narrower original is served at its own width.
WIDTHS: tuple[int, ...] = (320, 640, 1280)
# Decoded by Pillow, whatever the file is called or says it is. No SVG: it is code, not pixels.
ACCEPTED_FORMATS = ("JPEG", "PNG", "WEBP", "GIF")
# What a file picker offers (the browser's hint only: the server decodes to decide).
UPLOAD_TYPES = ("image/jpeg", "image/png", "image/webp", "image/gif")
CONTENT_TYPE = "image/webp"
WEBP_QUALITY = 82
HASH_CHARS = 32  # of sha256's 64 hex digits: 128 bits, no collision in any catalogue
URL_PREFIX = "/media/"
NAME = re.compile(rf"^(?P<hash>[0-9a-f]{{{HASH_CHARS}}})-(?P<width>[1-9][0-9]{{0,4}})\.webp$")

MB = MAX_UPLOAD_BYTES // (1024 * 1024)
TOO_LARGE = f"must be a picture of at most {MB} MB"
NOT_A_PICTURE = "must be a JPEG, PNG, WebP or GIF picture"
TOO_MANY_PIXELS = (
    f"must be at most {MAX_PIXELS // 1_000_000} megapixels and {MAX_SIDE} pixels on a side"
)
ANIMATED = "must be a still picture, not an animation"
BROKEN = "could not be read: the file is damaged or incomplete"
EMPTY = "is empty: choose a picture file"


class PictureRefused(Exception):
    """An upload we do not take; `rule` completes "<field> ..."."""

    def __init__(self, code: str, rule: str) -> None:
        super().__init__(rule)
        self.code = code
        self.rule = rule


@dataclass(frozen=True)
class Encoded:
    width: int
    height: int
    data: bytes


def webp_available() -> bool:
    return bool(features.check("webp"))


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:HASH_CHARS]


def widths_for(original_width: int) -> list[int]:
    """The standard widths narrower than the original, then the original's (at most the
    largest standard one): a picture is never made larger than it came."""
    largest = min(original_width, WIDTHS[-1])
    return [w for w in WIDTHS if w < largest] + [largest]


def media_url(digest: str, width: int) -> str:
    return f"{URL_PREFIX}{digest}-{width}.webp"


def _open_checked(data: bytes) -> Image.Image:
    if not data:
        raise PictureRefused("picture_empty", EMPTY)
    if len(data) > MAX_UPLOAD_BYTES:
        raise PictureRefused("picture_too_large", TOO_LARGE)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            # Opening reads the header only: format and size, no pixels yet.
            image = Image.open(io.BytesIO(data), formats=ACCEPTED_FORMATS)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise PictureRefused("picture_too_many_pixels", TOO_MANY_PIXELS) from None
    except UnidentifiedImageError:
        raise PictureRefused("picture_type", NOT_A_PICTURE) from None
    except (OSError, ValueError, SyntaxError):
        raise PictureRefused("picture_broken", BROKEN) from None
    width, height = image.size
    if width * height > MAX_PIXELS or max(width, height) > MAX_SIDE or min(width, height) < 1:
        raise PictureRefused("picture_too_many_pixels", TOO_MANY_PIXELS)
    if getattr(image, "n_frames", 1) > 1:
        raise PictureRefused("picture_animated", ANIMATED)
    return image


# EXIF orientation -> the turn that makes the picture upright (as ImageOps.exif_transpose).
ORIENTATION_TAG = 0x0112
_TURNS = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
_SIDEWAYS = (5, 6, 7, 8)  # stored turned a quarter: its width is the upright height


def _orientation(image: Image.Image) -> int:
    value = image.getexif().get(ORIENTATION_TAG, 1)
    return value if isinstance(value, int) and value in _TURNS else 1


def _widest(upright: tuple[int, int]) -> tuple[int, int]:
    """The largest encoding's size, upright: the widest width served, never upscaled."""
    width, height = upright
    widest = widths_for(width)[-1]
    return widest, max(1, round(height * widest / width))


def _stored(size: tuple[int, int], orientation: int) -> tuple[int, int]:
    """A size as the file stores it (turned back a quarter when it is stored sideways)."""
    return (size[1], size[0]) if orientation in _SIDEWAYS else size


def _has_alpha(image: Image.Image) -> bool:
    return image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info


def _decoded(data: bytes) -> tuple[Image.Image, tuple[int, int]]:
    """The picture upright, in RGB or RGBA, already at the widest width it is served at, and
    its full upright size. Decoding is what costs memory, so it is kept to one full-size copy:
    a JPEG is decoded straight at a reduced scale (draft); anything else is reduced right
    after decoding, before it is turned upright or converted."""
    image = _open_checked(data)
    try:
        # JPEG keeps its EXIF ahead of the pixels; other formats may keep it after them.
        orientation = _orientation(image) if image.format == "JPEG" else 1
        upright = _stored(image.size, orientation)
        if image.format == "JPEG":
            image.draft(None, _stored(_widest(upright), orientation))
        image.load()
        if image.format != "JPEG":
            orientation = _orientation(image)
            upright = _stored(image.size, orientation)
        alpha = _has_alpha(image)
        mode = "RGBA" if alpha else "RGB"
        if image.mode not in ("RGB", "RGBA", "L", "LA"):  # palettes, 16-bit...: resizable
            image = image.convert(mode)
        target = _stored(_widest(upright), orientation)
        if image.size != target:
            # reducing_gap shrinks by whole factors first: less work for the same result.
            image = image.resize(target, Image.Resampling.LANCZOS, reducing_gap=3.0)
        if orientation in _TURNS:
            image = image.transpose(_TURNS[orientation])
        return (image if image.mode == mode else image.convert(mode)), upright
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise PictureRefused("picture_broken", BROKEN) from None


def check_picture(data: bytes) -> None:
    """Refuse what the header alone rules out (size, type, pixel count, frames), before any
    pixel is decoded: cheap, so it runs before waiting for the one decoder."""
    _open_checked(data).close()


def encode_picture(data: bytes) -> list[Encoded]:
    """The picture in every width it is served at, as WebP without metadata (no EXIF, GPS,
    ICC or XMP: only pixels are copied). Raises PictureRefused."""
    widest, (width, height) = _decoded(data)
    encoded = []
    for served in widths_for(width):
        size = (served, max(1, round(height * served / width)))
        scaled = widest if size == widest.size else widest.resize(size, Image.Resampling.LANCZOS)
        out = io.BytesIO()
        scaled.save(out, "WEBP", quality=WEBP_QUALITY, method=4)
        encoded.append(Encoded(width=size[0], height=size[1], data=out.getvalue()))
    return encoded


PICTURE_URL_RULE = (
    "must be a picture uploaded here, or a web address starting with http:// or https://"
)


# A picture a record may show: one uploaded here or one of our drawings (/media/...), or an
# absolute http(s) address (a host, then no space; no IPv6 address in brackets). Published as
# the pattern of the picture fields, spaces around it allowed (they are trimmed).
def _inner(name: re.Pattern[str]) -> str:
    """A file-name pattern without its anchors and group names (JavaScript writes those
    otherwise)."""
    return re.sub(r"\(\?P<\w+>", "(?:", name.pattern.removeprefix("^").removesuffix("$"))


_PICTURE_URL = (
    rf"(?:{re.escape(URL_PREFIX)}{_inner(NAME)}"
    rf"|{re.escape(SEED_PREFIX)}{_inner(SEED_NAME)}"
    rf"|[Hh][Tt][Tt][Pp][Ss]?://[^ /?#\[\]{CONTROL}]+(?:[/?#][^ {CONTROL}]*)?)"
)
_IS_PICTURE_URL = re.compile(rf"^{_PICTURE_URL}$")
PICTURE_URL_PATTERN = rf"^[{SPACE}]*{_PICTURE_URL}[{SPACE}]*$"


def is_picture_url(value: str) -> bool:
    """A picture a record may show (`_PICTURE_URL`)."""
    return _IS_PICTURE_URL.match(value) is not None
