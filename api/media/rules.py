"""Pure decisions about an uploaded picture: is it one we take (size, type by decoding, pixel
count, one frame), and its WebP encodings in a few widths, metadata stripped, never upscaled."""

from __future__ import annotations

import hashlib
import io
import re
import warnings
from dataclasses import dataclass
from urllib.parse import urlsplit

from PIL import Image, ImageOps, UnidentifiedImageError, features

from data.seed_pictures import is_seed_picture_url

MAX_UPLOAD_BYTES = 10 * 1024 * 1024
# A decompression bomb is a small file that decodes to gigabytes: we read the size from the
# header and refuse past this before any pixel is decoded (40 MP: a large phone photo is 12-50).
MAX_PIXELS = 40_000_000
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


def _decoded(data: bytes) -> Image.Image:
    image = _open_checked(data)
    try:
        image.load()
        # Turned upright by its EXIF orientation; the EXIF itself is not carried over.
        upright = ImageOps.exif_transpose(image)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise PictureRefused("picture_broken", BROKEN) from None
    mode = (
        "RGBA" if upright.mode in ("RGBA", "LA", "PA") or "transparency" in upright.info else "RGB"
    )
    return upright.convert(mode)


def encode_picture(data: bytes) -> list[Encoded]:
    """The picture in every width it is served at, as WebP without metadata (no EXIF, GPS,
    ICC or XMP: only pixels are copied). Raises PictureRefused."""
    image = _decoded(data)
    encoded = []
    for width in widths_for(image.width):
        height = max(1, round(image.height * width / image.width))
        scaled = (
            image
            if width == image.width
            else image.resize((width, height), Image.Resampling.LANCZOS)
        )
        out = io.BytesIO()
        scaled.save(out, "WEBP", quality=WEBP_QUALITY, method=4)
        encoded.append(Encoded(width=width, height=height, data=out.getvalue()))
    return encoded


PICTURE_URL_RULE = (
    "must be a picture uploaded here, or a web address starting with http:// or https://"
)


def is_picture_url(value: str) -> bool:
    """A picture a record may show: one uploaded here or one of our drawings (/media/...),
    or an absolute http(s) address."""
    if value.startswith(URL_PREFIX):
        name = value.removeprefix(URL_PREFIX)
        return NAME.match(name) is not None or is_seed_picture_url(value)
    parts = urlsplit(value)
    return parts.scheme.lower() in ("http", "https") and bool(parts.netloc) and " " not in value
