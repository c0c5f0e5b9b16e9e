"""Not found is said one way: each thing a request can name has one code and one message
(api.common.errors.NotFound), and no other code answers a 404."""

from __future__ import annotations

import pytest

from api.common.errors import ApiError, NotFound


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
