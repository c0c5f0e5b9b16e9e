"""The picture rules without a server: what is refused, the widths made, metadata dropped."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from api.media import rules
from tests.media.pictures import SVG, animated_gif, bomb_png, jpeg_with_exif, picture


def test_pillow_encodes_webp() -> None:
    assert rules.webp_available()


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b"", "picture_empty"),
        (b"%PDF-1.7 not a picture at all", "picture_type"),
        (SVG, "picture_type"),
        (picture(40, 40, "BMP"), "picture_type"),  # decodable, but not a type we take
        (animated_gif(), "picture_animated"),
        (bomb_png(), "picture_too_many_pixels"),  # past Pillow's own bomb limit
        (bomb_png(8000, 6000), "picture_too_many_pixels"),  # 48 MP: past ours
        (bomb_png(13_000, 10), "picture_too_many_pixels"),  # too long a side
        (picture(300, 300, "JPEG")[:400], "picture_broken"),  # cut off
    ],
)
def test_refusals(data: bytes, code: str) -> None:
    with pytest.raises(rules.PictureRefused) as refused:
        rules.encode_picture(data)
    assert refused.value.code == code


def test_too_large_a_file_is_refused_before_decoding() -> None:
    with pytest.raises(rules.PictureRefused) as refused:
        rules.encode_picture(b"\x89PNG" + b"\0" * rules.MAX_UPLOAD_BYTES)
    assert refused.value.code == "picture_too_large"


@pytest.mark.parametrize(
    ("width", "widths"),
    [(2000, [320, 640, 1280]), (1000, [320, 640, 1000]), (640, [320, 640]), (200, [200])],
)
def test_widths_never_upscale(width: int, widths: list[int]) -> None:
    encoded = rules.encode_picture(picture(width, width // 2))
    assert [e.width for e in encoded] == widths
    for e in encoded:
        decoded = Image.open(io.BytesIO(e.data))
        assert decoded.format == "WEBP"
        assert decoded.size == (e.width, e.height)
        assert e.height == round(width // 2 * e.width / width)


def test_metadata_is_stripped() -> None:
    source = jpeg_with_exif()
    assert Image.open(io.BytesIO(source)).getexif()  # it had some
    for e in rules.encode_picture(source):
        decoded = Image.open(io.BytesIO(e.data))
        assert not decoded.getexif()
        assert "exif" not in decoded.info and "xmp" not in decoded.info
        assert b"PhoneMaker" not in e.data


def test_transparency_is_kept() -> None:
    out = io.BytesIO()
    Image.new("RGBA", (100, 100), (0, 0, 0, 0)).save(out, "PNG")
    (encoded,) = rules.encode_picture(out.getvalue())
    assert Image.open(io.BytesIO(encoded.data)).mode == "RGBA"


@pytest.mark.parametrize(
    ("url", "ok"),
    [
        ("/media/" + "a" * 32 + "-640.webp", True),
        ("https://example.org/kashi.jpg", True),
        ("/media/" + "a" * 31 + "-640.webp", False),
        ("/media/../etc/passwd", False),
        ("javascript:alert(1)", False),
        ("/elsewhere/x.webp", False),
    ],
)
def test_picture_urls(url: str, ok: bool) -> None:
    assert rules.is_picture_url(url) is ok
