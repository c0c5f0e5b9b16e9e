"""Picture files made in the tests: real encodings of drawn pixels, with metadata when asked."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image


def picture(width: int, height: int, fmt: str = "PNG", **save: object) -> bytes:
    image = Image.new("RGB", (width, height), (249, 115, 22))
    for x in range(0, width, 7):  # some detail, so encodings differ by size
        image.putpixel((x, x * height // max(width, 1) % height), (127, 29, 29))
    out = io.BytesIO()
    image.save(out, fmt, **save)
    return out.getvalue()


def jpeg_with_exif(width: int = 800, height: int = 600) -> bytes:
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"  # Make
    exif[0x8825] = {2: (28.0, 36.0, 0.0)}  # GPS latitude: where it was taken
    return picture(width, height, "JPEG", exif=exif.tobytes())


def animated_gif() -> bytes:
    frames = [
        Image.new("RGB", (64, 64), c) for c in ((249, 115, 22), (127, 29, 29), (251, 191, 36))
    ]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)
    return out.getvalue()


def bomb_png(width: int = 30_000, height: int = 30_000) -> bytes:
    """A PNG whose header says width x height pixels (900 MP) over a few bytes of data:
    decoding it would take gigabytes, so it must be refused from the header alone."""
    small = picture(1, 1)
    # The IHDR chunk follows the 8-byte signature: length, type, width, height, ..., CRC.
    start = 8 + 4
    fields = struct.pack(">II", width, height) + small[start + 12 : start + 17]
    chunk = b"IHDR" + fields
    return small[:start] + chunk + struct.pack(">I", zlib.crc32(chunk)) + small[start + 21 :]


SVG = (
    b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
    b'<script>alert(1)</script><rect width="10" height="10"/></svg>'
)
