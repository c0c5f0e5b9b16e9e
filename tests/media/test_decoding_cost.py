"""What a picture may cost the server: at most 24 MP, refused from its header before any pixel
is decoded; one decode at a time per process; a JPEG decoded at a reduced scale and any picture
reduced before it is turned or converted, so peak memory stays well under the old 280 MB."""

from __future__ import annotations

import asyncio
import io
import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PIL import Image, ImageFile

from api.media import rules, service
from data.db import Database
from tests.admin_support import SUPER, ClientFor
from tests.conftest import Clock
from tests.media.pictures import picture

PRODUCTS = "/api/admin/media/products"


def solid(width: int, height: int, fmt: str) -> bytes:
    """A real picture of one colour: a few dozen kilobytes that decode to width x height."""
    out = io.BytesIO()
    Image.new("RGB", (width, height), (249, 115, 22)).save(out, fmt)
    return out.getvalue()


async def test_a_6300_by_6300_png_is_refused_from_its_header_naming_the_field(
    as_admin: ClientFor, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = solid(6300, 6300, "PNG")  # 40 MP in about a hundred kilobytes
    assert len(data) < 200_000
    decoded: list[object] = []
    original = ImageFile.ImageFile.load

    def load(image: ImageFile.ImageFile) -> object:
        decoded.append(image.size)
        return original(image)

    monkeypatch.setattr(ImageFile.ImageFile, "load", load)
    response = await (await as_admin(SUPER)).post(
        PRODUCTS, content=data, headers={"Content-Type": "image/png"}
    )
    assert response.status_code == 422, response.text
    assert response.json() == {
        "detail": "images must be at most 24 megapixels and 12000 pixels on a side",
        "code": "picture_too_many_pixels",
        "errors": [
            {
                "field": "images",
                "message": "images must be at most 24 megapixels and 12000 pixels on a side",
            }
        ],
    }
    assert decoded == []  # not one pixel was decoded


def test_a_camera_sized_picture_is_still_taken() -> None:
    encoded = rules.encode_picture(solid(6000, 4000, "JPEG"))  # 24 MP exactly
    assert [(e.width, e.height) for e in encoded] == [(320, 213), (640, 427), (1280, 853)]


@pytest.mark.parametrize("fmt", ["JPEG", "PNG"])
def test_sizes_are_what_they_were_after_the_reduced_decode(fmt: str) -> None:
    encoded = rules.encode_picture(picture(4032, 3024, fmt))
    assert [(e.width, e.height) for e in encoded] == [(320, 240), (640, 480), (1280, 960)]
    for e in encoded:
        assert Image.open(io.BytesIO(e.data)).size == (e.width, e.height)


def exif_turned(width: int, height: int, orientation: int) -> bytes:
    """A JPEG stored `width` x `height` whose EXIF says how to turn it upright; its top row
    is red and the rest blue, so the upright picture shows where the top went."""
    image = Image.new("RGB", (width, height), (0, 0, 255))
    image.paste((255, 0, 0), (0, 0, width, height // 4))
    exif = Image.Exif()
    exif[0x0112] = orientation  # Orientation
    out = io.BytesIO()
    image.save(out, "JPEG", exif=exif.tobytes(), quality=95)
    return out.getvalue()


def test_a_sideways_photo_is_turned_upright() -> None:
    # Stored 1600 x 1200 with orientation 6 (turn a quarter clockwise): upright 1200 x 1600.
    encoded = rules.encode_picture(exif_turned(1600, 1200, 6))
    assert [(e.width, e.height) for e in encoded] == [(320, 427), (640, 853), (1200, 1600)]
    upright = Image.open(io.BytesIO(encoded[-1].data)).convert("RGB")
    # The stored top (red) is now the right-hand side.
    assert upright.getpixel((1150, 800))[0] > 200
    assert upright.getpixel((50, 800))[2] > 200


async def test_one_picture_is_decoded_at_a_time(
    db: Database, monkeypatch: pytest.MonkeyPatch, clock: Clock
) -> None:
    running, most = 0, 0
    guard = threading.Lock()
    encode = rules.encode_picture

    def counted(data: bytes) -> list[rules.Encoded]:
        nonlocal running, most
        with guard:
            running += 1
            most = max(most, running)
        time.sleep(0.05)  # a decode takes a while: others arriving now must wait
        try:
            return encode(data)
        finally:
            with guard:
                running -= 1

    monkeypatch.setattr(rules, "encode_picture", counted)
    uploads = [picture(200 + n, 100) for n in range(4)]
    stored = await asyncio.gather(
        *(service.store_picture(db, data, field="images", now=clock.now) for data in uploads)
    )
    assert len({s.content_hash for s in stored}) == 4
    assert most == 1


# The peak of this process's own memory (VmHWM: ru_maxrss would carry the test runner's
# peak over into the child).
MEASURE = """
import json, sys
from api.media import rules

def peak_kb():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) for l in status if l.startswith("VmHWM:"))

data = open(sys.argv[1], "rb").read()
rules.webp_available()
before = peak_kb()
rules.encode_picture(data)
print(json.dumps({"peak_mb": (peak_kb() - before) / 1024}))
"""


@pytest.mark.parametrize(
    ("fmt", "limit_mb"),
    # Before: 278 MB for either. A 24 MP PNG decodes whole (72 MB) and is then reduced; a
    # JPEG is decoded at a quarter of its width and height.
    [("JPEG", 60), ("PNG", 180)],
)
def test_peak_memory_of_a_24_mp_picture(tmp_path: Path, fmt: str, limit_mb: int) -> None:
    source = tmp_path / f"camera.{fmt.lower()}"
    source.write_bytes(solid(6000, 4000, fmt))
    measured = subprocess.run(
        [sys.executable, "-c", MEASURE, str(source)],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    peak = json.loads(measured.stdout)["peak_mb"]
    assert peak < limit_mb, f"{fmt}: {peak:.0f} MB"
