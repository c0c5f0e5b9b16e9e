"""The web app's astrology tests render what the server really answers: the fixtures in
web/src/features/astrology/test/ are the Kundli, Kundli Milan and Panchang of fixed requests,
checked here against the service (record them again after a deliberate change with
`python -m tests.kundli.test_web_fixtures`)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.service import KundliRequest, generate_kundli, match_kundlis

FIXTURES = Path(__file__).parents[2] / "web" / "src" / "features" / "astrology" / "test"
NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)
ASHA = KundliRequest("Asha", "1990-05-15", "14:30", "Pune", "english")
RAVI = KundliRequest("Ravi", "1991-02-03", "07:45", "Varanasi", "english")


def _made() -> dict[str, Any]:
    """The wire models as the service makes them (a refusal has no model_dump: it fails)."""
    return {
        "kundli-en.json": generate_kundli(ASHA, NOW),
        "match-en.json": match_kundlis(RAVI, ASHA, NOW),
        "panchang-en.json": panchang(PanchangRequest("2024-11-01", "New Delhi")),
        "panchang-hi.json": panchang(PanchangRequest("2024-11-01", "New Delhi", language="hi")),
    }


def _text(model: Any) -> str:
    return json.dumps(model.model_dump(mode="json"), ensure_ascii=False, indent=1) + "\n"


@pytest.mark.parametrize(("name", "model"), list(_made().items()))
def test_the_web_fixture_is_what_the_server_answers(name: str, model: Any) -> None:
    assert (FIXTURES / name).read_text(encoding="utf-8") == _text(model)


if __name__ == "__main__":
    for name, model in _made().items():
        (FIXTURES / name).write_text(_text(model), encoding="utf-8")
