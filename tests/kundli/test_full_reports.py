"""Complete reports, byte for byte: the JSON the API sends for a few charts, recorded and
replayed, so that work on the service's speed cannot change a single character.

The cases: a birth at midnight (a whole day number, where the date of a dasha boundary
hangs on the last bit), local mean time before 1906, summer time abroad, a 12-hour clock
with a Hindi name, and a newborn a day into its first dasha. After a deliberate change to
the report, record them again with `python -m tests.kundli.test_full_reports`."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from kundli_service.service import KundliRequest, generate_kundli
from kundli_service.wire import KundliReport

RECORDED = Path(__file__).with_name("full_reports.jsonl")


def _wire(report: object) -> str:
    # As Starlette's JSONResponse writes it.
    return json.dumps(report, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _report(case: dict[str, Any]) -> object:
    """The report as JSON data, as the API dumps its model."""
    request = KundliRequest(**case["request"])
    report = generate_kundli(request, datetime.fromisoformat(case["now"]))
    assert isinstance(report, KundliReport), report
    return report.model_dump(mode="json")


CASES = [json.loads(line) for line in RECORDED.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("case", CASES, ids=[c["request"]["name"] for c in CASES])
def test_the_report_is_the_recorded_one(case: dict[str, Any]) -> None:
    report = _report(case)
    assert report == case["report"]
    assert _wire(report) == _wire(case["report"])  # 1 == 1.0, but not on the wire


if __name__ == "__main__":
    lines = [json.dumps({**c, "report": _report(c)}, ensure_ascii=False) for c in CASES]
    RECORDED.write_text("\n".join(lines) + "\n", encoding="utf-8")
