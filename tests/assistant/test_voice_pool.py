"""Several devotees speaking at once: utterances run on the transcription pool, one more than
it holds is refused at once with the busy error in the conversation's language, typed turns
are answered while transcriptions run (on other sockets and on the speaker's own), and a
socket that goes away stops its transcription and frees its place."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from fastapi import FastAPI
from websockets.asyncio.client import ClientConnection, connect

from api.settings import Settings
from assistant_core.speech.audio import decode_audio
from assistant_core.speech.ports import Audio, Transcript
from assistant_core.speech.stt import TranscriptionPool, WhisperSTT
from assistant_core.texts import say
from tests.speech.recordings import needs_espeak, spoken_wav
from tests.support import OPEN_TIMEOUT

pytestmark = needs_espeak
WAIT = 10.0  # seconds before a missing frame fails the test


class GatedSTT(WhisperSTT):
    """The real pool and time cap around a stand-in for Whisper that hears `text` once the
    test opens the gate, and notices the caller giving up as Whisper would (between steps)."""

    def __init__(self, pool: TranscriptionPool, text: str) -> None:
        super().__init__(Path("unused"), pool)
        self.text = text
        self.gate = threading.Event()
        self.started = threading.Event()
        self.stopped = threading.Event()
        self.languages: list[str | None] = []  # the language each utterance was heard in

    async def _loaded(self) -> Any:
        return None

    def _run(
        self, model: Any, audio: Audio, stop: threading.Event, language: str | None
    ) -> Transcript:
        self.languages.append(language)
        self.started.set()
        while not self.gate.wait(0.01):
            if stop.is_set():
                self.stopped.set()
                return Transcript("", None, audio.seconds)
        return Transcript(self.text, "en", audio.seconds)


@pytest.fixture
def settings(settings: Settings) -> Settings:
    settings.stt.workers = 1
    settings.stt.max_waiting = 0  # one utterance at a time in all: the second is refused
    return settings


@pytest.fixture
def stt(app: FastAPI) -> Iterator[GatedSTT]:
    gated = GatedSTT(app.state.voice.pool, "show me the spiritual store")
    app.state.voice.stt = gated
    yield gated
    gated.gate.set()  # nothing left waiting after the test


@pytest.fixture
async def sockets(served: str) -> AsyncIterator[tuple[ClientConnection, ClientConnection]]:
    url = f"ws://{served}/ws/assistant"
    async with (
        connect(url, open_timeout=OPEN_TIMEOUT) as first,
        connect(url, open_timeout=OPEN_TIMEOUT) as second,
    ):
        yield first, second


def short_wav() -> bytes:
    """A short request as speech: the server hears voice in it before transcribing."""
    return spoken_wav("show me the store")


async def speak(ws: ClientConnection) -> None:
    await ws.send(json.dumps({"type": "audio_start", "format": "wav"}))
    await ws.send(short_wav())
    await ws.send(json.dumps({"type": "audio_end"}))


async def frame_of(ws: ClientConnection, *kinds: str) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        if frame["type"] in kinds:
            return frame
        assert frame["type"] in {"typing", "session"}, frame


async def hello(ws: ClientConnection, language: str = "en") -> None:
    await ws.send(json.dumps({"type": "hello", "language": language}))
    await frame_of(ws, "session")


async def until(event: threading.Event) -> None:
    assert await asyncio.to_thread(event.wait, WAIT)


async def until_free(pool: TranscriptionPool) -> None:
    """Every place in the pool free again (a stopped job gives its place back)."""
    for _ in range(int(WAIT / 0.01)):
        if pool.admitted == 0:
            return
        await asyncio.sleep(0.01)
    assert pool.admitted == 0


async def test_a_second_speaker_is_told_at_once_to_type_in_their_language(
    sockets: tuple[ClientConnection, ClientConnection], stt: GatedSTT
) -> None:
    first, second = sockets
    await hello(first)
    await hello(second, "hi")
    await speak(first)
    await until(stt.started)  # the only worker is taken, and no one may wait for it
    await speak(second)
    busy = await frame_of(second, "error", "transcript")
    assert busy == {"type": "error", "code": "voice_busy", "message": say("hi", "voice_busy")}
    assert "लिखकर" in busy["message"]  # type it instead
    # Typing still works for the refused speaker, while the first one's speech is heard.
    await second.send(json.dumps({"type": "message", "text": "what is a dosha?"}))
    assert (await frame_of(second, "reply"))["type"] == "reply"
    stt.gate.set()
    assert (await frame_of(first, "transcript"))["text"] == "show me the spiritual store"
    assert (await frame_of(first, "reply"))["navigate"]["route"] == "/store"


async def test_the_speaker_can_type_while_their_speech_is_transcribed(
    sockets: tuple[ClientConnection, ClientConnection], stt: GatedSTT
) -> None:
    first, _ = sockets
    await hello(first)
    await speak(first)
    await until(stt.started)
    await first.send(json.dumps({"type": "message", "text": "where are my orders"}))
    typed = await frame_of(first, "reply", "transcript")
    assert typed["type"] == "reply", typed  # answered before the transcript is ready
    assert typed["navigate"]["route"] == "/user/orders"
    stt.gate.set()
    assert (await frame_of(first, "transcript"))["text"] == "show me the spiritual store"
    assert (await frame_of(first, "reply"))["navigate"]["route"] == "/store"


async def test_a_socket_that_goes_stops_its_transcription_and_frees_the_worker(
    served: str, app: FastAPI, stt: GatedSTT
) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await hello(ws)
        await speak(ws)
        await until(stt.started)
    await until(stt.stopped)  # Whisper's loop was told to stop at its next step
    await until_free(app.state.voice.pool)
    # The next devotee is heard.
    stt.started.clear()
    stt.gate.set()
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await hello(ws)
        await speak(ws)
        assert (await frame_of(ws, "transcript", "error"))["type"] == "transcript"


async def test_speech_is_heard_as_english_or_by_ear_in_a_hindi_conversation(
    sockets: tuple[ClientConnection, ClientConnection], stt: GatedSTT
) -> None:
    english, hindi = sockets
    stt.gate.set()
    await hello(english)
    await speak(english)
    await frame_of(english, "transcript")
    heard_english = len(stt.languages)
    await hello(hindi, "hi")
    await speak(hindi)
    await frame_of(hindi, "transcript")
    # An English conversation is heard as English (no second pass of Whisper's encoder); in a
    # Hindi one, Whisper tells Hindi from English by ear.
    assert set(stt.languages[:heard_english]) == {"en"}
    assert set(stt.languages[heard_english:]) == {None}


async def test_an_utterance_the_server_ended_stops_when_its_socket_goes(
    served: str, app: FastAPI, stt: GatedSTT
) -> None:
    speech = decode_audio(short_wav(), "wav", None, max_seconds=30)
    assert isinstance(speech, Audio)
    pause = np.zeros(16_000, dtype=np.float32)  # a second of silence: the server hears the end
    pcm = (np.concatenate([speech.samples, pause]) * 32767).astype("<i2").tobytes()
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await hello(ws)
        start = {"type": "audio_start", "format": "pcm", "sampleRate": 16_000}
        await ws.send(json.dumps(start))
        for at in range(0, len(pcm), 3_200):
            await ws.send(pcm[at : at + 3_200])
        await frame_of(ws, "utterance_end")
        await until(stt.started)  # its transcription is running, held at the gate
    await until(stt.stopped)
    await until_free(app.state.voice.pool)


async def test_every_utterance_still_being_heard_stops_when_the_socket_goes(
    served: str, app: FastAPI, stt: GatedSTT
) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await hello(ws)
        await speak(ws)
        await until(stt.started)  # the first, held at the gate
        await speak(ws)  # the second: no worker is free for it
        assert (await frame_of(ws, "error"))["code"] == "voice_busy"
    await until(stt.stopped)  # the first was stopped too, not only the last one
