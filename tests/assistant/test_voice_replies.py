"""Replies spoken over /ws/assistant: mp3 that every browser plays, one part per sentence, so
the first sentence plays while the next is made. (Apart from the listening tests: a worker
loads the neural voice here and Whisper there, not both.)"""

from __future__ import annotations

import asyncio
import io
import json

import av
from websockets.asyncio.client import ClientConnection

from tests.support import FRAME_WAIT, frame_of


async def test_a_reply_is_spoken_on_request(socket: ClientConnection) -> None:
    await socket.send(json.dumps({"type": "speak", "text": "Satyanarayan Puja costs ₹5,100."}))
    header = await frame_of(socket, "audio", "error")
    assert header["type"] == "audio", header
    assert header["mime"] == "audio/mpeg"  # what every browser plays, a tenth of WAV's size
    assert header["last"] is True  # one sentence: one part
    sound = await asyncio.wait_for(socket.recv(), FRAME_WAIT)
    assert isinstance(sound, bytes)
    assert len(sound) == header["bytes"]
    with av.open(io.BytesIO(sound), format="mp3") as played:
        assert played.duration is not None
        assert played.duration / av.time_base > 1.0
        assert len(sound) < 5_000 * played.duration / av.time_base  # 32 kbit/s


async def test_a_reply_is_spoken_a_sentence_at_a_time(socket: ClientConnection) -> None:
    reply = "Namaste. Your Satyanarayan Katha is booked for 15 May. We will call you soon."
    await socket.send(json.dumps({"type": "speak", "text": reply}))
    parts = []
    while True:
        header = await frame_of(socket, "audio", "error")
        assert header["type"] == "audio", header
        sound = await asyncio.wait_for(socket.recv(), FRAME_WAIT)
        assert isinstance(sound, bytes)
        assert len(sound) == header["bytes"]
        parts.append(header["last"])
        if header["last"]:
            break
    assert parts == [False, False, True]
