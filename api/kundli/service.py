"""Use case: a Kundli report as a PDF file, in the report's language."""

from __future__ import annotations

import asyncio
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from api.common.errors import ApiError
from api.kundli.content import kundli_content
from api.kundli.pdf import FontMissing, kundli_pdf
from kundli_service.app import kundli_or_problem
from kundli_service.birth import BirthProblem
from kundli_service.service import KundliRequest

FONT_MISSING = (
    "The Kundli cannot be made as a PDF on this server right now (its font is missing: the "
    "server needs the Debian package {package}). The chart can still be seen on screen."
)


@dataclass(frozen=True, slots=True)
class ReportFile:
    filename: str  # ASCII, which every browser takes
    filename_utf8: str | None  # a name not in ASCII as written (Devanagari too)
    content: bytes


def report_filenames(name: str) -> tuple[str, str | None]:
    """`kundli-asha-kulkarni.pdf`; for a name not in ASCII also the name as written, with only
    what a file name cannot hold replaced (`kundli-आशा-कुलकर्णी.pdf`; the ASCII one is then
    `kundli.pdf` when nothing of the name is ASCII)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    # Letters, marks (Devanagari vowel signs, the virama) and digits stay; the rest is a dash.
    kept = "".join(c if unicodedata.category(c)[0] in "LMN" else "-" for c in name)
    written = re.sub(r"-+", "-", kept).strip("-")
    plain = f"kundli-{slug}.pdf" if slug else "kundli.pdf"
    return plain, None if name.isascii() or not written else f"kundli-{written}.pdf"


async def kundli_report_file(request: KundliRequest, font: Path) -> ReportFile | BirthProblem:
    """The chart drawn as an A4 PDF; the birth detail's problem when one is wrong, 503 when
    the font is missing on this server."""
    report = await kundli_or_problem(request)
    if isinstance(report, BirthProblem):
        return report
    try:
        # Drawing and shaping is CPU work: off the event loop, as the chart itself is.
        pdf = await asyncio.to_thread(kundli_pdf, kundli_content(report), font)
    except FontMissing as missing:
        message = FONT_MISSING.format(package=missing.package)
        raise ApiError(503, "kundli_font_missing", message) from None
    plain, written = report_filenames(report.name)
    return ReportFile(plain, written, pdf)
