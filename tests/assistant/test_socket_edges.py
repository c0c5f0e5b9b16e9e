"""The assistant socket reads frames as every JSON edge does: a frame nested past 32 levels,
or holding NUL or an unpaired surrogate, gets an error frame (the same words as the REST
answer) and the connection stays open, on both engines."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection

from api.common.json_input import BAD_TEXT, TOO_DEEP
from tests.support import FRAME_WAIT

DEEP = "[" * 1000 + "]" * 1000


async def receive(ws: ClientConnection) -> dict[str, Any]:
    frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
    return frame


async def still_open(ws: ClientConnection) -> None:
    await ws.send(json.dumps({"type": "hello"}))
    assert (await receive(ws))["type"] == "session"


@pytest.mark.parametrize(
    "frame",
    [
        '{"type": "message", "text": ' + DEEP + "}",
        DEEP,
        '{"type": "hello", "sessionId": ' + "{" * 40 + '"a": 1' + "}" * 40 + "}",
    ],
)
async def test_a_frame_nested_too_deep_is_an_error_and_the_socket_stays_open(
    socket: ClientConnection, frame: str
) -> None:
    await socket.send(frame)
    assert await receive(socket) == {"type": "error", "code": "json_too_deep", "message": TOO_DEEP}
    await still_open(socket)


@pytest.mark.parametrize(
    ("frame", "field"),
    [
        ('{"type": "message", "text": "hi\\u0000there"}', "text"),
        ('{"type": "message", "text": "\\ud800x"}', "text"),
        ('{"type": "speak", "text": "\\udfff"}', "text"),
        ('{"type": "hello", "sessionId": "abc\\u0000"}', "sessionId"),
        ('{"type": "select_service", "serviceId": "general-assistant\\u0000"}', "serviceId"),
    ],
)
async def test_nul_and_lone_surrogates_are_an_error_frame(
    socket: ClientConnection, frame: str, field: str
) -> None:
    # On PostgreSQL a NUL in a message used to reach the database: internal_error.
    await socket.send(json.dumps({"type": "hello"}))
    assert (await receive(socket))["type"] == "session"
    await socket.send(frame)
    error = await receive(socket)
    assert error == {
        "type": "error",
        "code": "invalid_characters",
        "message": f"{field}: {BAD_TEXT}",
    }
    await socket.send(json.dumps({"type": "message", "text": "namaste"}))
    while (reply := await receive(socket))["type"] == "typing":
        pass
    assert reply["type"] == "reply"


async def test_the_socket_and_rest_refuse_a_nul_in_the_same_words(
    client: httpx.AsyncClient, socket: ClientConnection
) -> None:
    raw = '{"text": "hi\\u0000there"}'
    rest = await client.post(
        "/api/assistant/messages", content=raw, headers={"content-type": "application/json"}
    )
    await socket.send('{"type": "message", ' + raw[1:])
    error = await receive(socket)
    assert (rest.status_code, rest.json()["code"]) == (422, error["code"])
    assert rest.json()["detail"] == error["message"]
