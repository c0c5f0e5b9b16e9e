"""Not found is said one way: each thing a request can name has one code and one message
(api.common.errors.NotFound), and no other code answers a 404."""

from __future__ import annotations

import io
import tokenize
from pathlib import Path

import pytest

from api.common.errors import ApiError, NotFound

API = Path(__file__).resolve().parents[2] / "api"
# Where a 404 may be written: the table itself, and the payment gateway simulator, which
# answers in PhonePe's shapes and words (TRANSACTION_NOT_FOUND), not ours.
ALLOWED = (API / "common" / "errors.py", API / "payments" / "simulator")


@pytest.mark.parametrize("thing", list(NotFound), ids=lambda thing: thing.name)
def test_each_thing_not_found_answers_its_one_code_and_message(thing: NotFound) -> None:
    with pytest.raises(ApiError) as raised:
        thing.unless(None)
    assert raised.value.status == 404
    assert raised.value.body() == {"detail": thing.message, "code": thing.code}
    row = object()
    assert thing.unless(row) is row
    refused = thing.refused("someId")
    assert (refused.status, refused.code, refused.detail) == (422, thing.code, thing.message)
    assert refused.body()["errors"] == [{"field": "someId", "message": thing.message}]


def test_no_two_things_share_a_code() -> None:
    codes = [thing.code for thing in NotFound]
    assert len(set(codes)) == len(codes) == len(NotFound.__members__)


def test_the_specs_unknown_lookups_keep_their_words() -> None:
    assert NotFound.TEMPLE.message == "Unknown Temple"
    assert NotFound.PUJA_SERVICE.message == "Unknown Service"
    assert NotFound.TEMPLE_SERVICE.message == "Unknown Service"


def _written_404s(path: Path) -> list[str]:
    """Where `path`'s code (not its comments or docstrings) writes a 404 of its own: the
    number, a name holding it (HTTP_404_NOT_FOUND, or_404), or the generic code by hand."""
    found = []
    for token in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
        number = token.type == tokenize.NUMBER and token.string == "404"
        name = token.type == tokenize.NAME and "404" in token.string
        code = token.type == tokenize.STRING and token.string.strip("\"'") == "not_found"
        if number or name or code:
            found.append(f"{path.relative_to(API.parent)}:{token.start[0]}: {token.line.strip()}")
    return found


def test_a_404_is_raised_only_through_not_found() -> None:
    sources = [
        path
        for path in sorted(API.rglob("*.py"))
        if not any(path == allowed or allowed in path.parents for allowed in ALLOWED)
    ]
    assert len(sources) > 100  # the walk found the package
    written = [line for path in sources for line in _written_404s(path)]
    assert written == []
