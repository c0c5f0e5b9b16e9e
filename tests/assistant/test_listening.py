"""The server's ear on its own: where an utterance ends, with real voice activity (espeak-ng
speech, then silence fed in 100 ms chunks) and scripted transcripts, so that what ends it
is the pause and the words, not how fast a model runs."""

from __future__ import annotations

import asyncio
import subprocess
from dataclasses import dataclass, field

import numpy as np
import pytest

from api.assistant import recording
from api.assistant.listening import Listener, Result
from api.assistant.protocol import AudioStartFrame
from assistant_core.speech.audio import decode_audio
from assistant_core.speech.endpoint import listen, sounds_finished
from assistant_core.speech.ports import Audio, AudioProblem
from assistant_core.texts import Language
from tests.speech.recordings import needs_espeak

CHUNK = 1_600 * 2  # 100 ms of 16 kHz PCM


@dataclass
class Pool:
    workers: int = 2
    admitted: int = 0


@dataclass
class ScriptedVoice:
    """Decodes for real; every transcript is `says`, once `release` is set."""

    says: str
    pool: Pool = field(default_factory=Pool)
    release: asyncio.Event = field(default_factory=asyncio.Event)
    asked: list[float] = field(default_factory=list)  # seconds of audio each request held

    async def decode(
        self, data: bytes, fmt: str, rate: int | None, *, prefix: bool = False
    ) -> Audio | AudioProblem:
        return decode_audio(data, fmt, rate, max_seconds=30, prefix=prefix)

    async def transcribe_audio(self, audio: Audio, language: Language) -> Result:
        self.asked.append(audio.seconds)
        await self.release.wait()
        return self.says

    async def partial(self, audio: Audio, language: Language) -> str | None:
        return None


def speech(text: str) -> bytes:
    wav = subprocess.run(
        ["espeak-ng", "-v", "en-us", "-s", "160", "--stdout", text], capture_output=True, check=True
    ).stdout
    audio = decode_audio(wav, "wav", None, max_seconds=30)
    assert isinstance(audio, Audio)
    # Cut where voice activity places the end of speech (espeak-ng trails silence).
    end = int(listen(audio.samples).speech[-1][1] * 16_000)
    return (np.clip(audio.samples[:end], -1, 1) * 32767).astype("<i2").tobytes()


async def silence_heard_before_the_end(voice: ScriptedVoice, said: bytes) -> float | None:
    """Feed the speech, then silence a chunk at a time; seconds of silence fed when the
    listener ended the utterance (None: not within 2 s)."""
    started = recording.start(
        AudioStartFrame(type="audio_start", format="pcm", sample_rate=16_000), 0.0, 30.0
    )
    assert isinstance(started, recording.Recording)
    ended = asyncio.Event()

    async def on_end() -> None:
        ended.set()

    async def on_partial(_: str) -> None:
        return None

    listener = Listener(started, voice, "en", on_partial, on_end)  # type: ignore[arg-type]

    async def fed(chunk: bytes) -> None:
        started.add(chunk, 10**8)
        listener.heard_more()
        for _ in range(50):  # let it look (decode and voice activity run in threads)
            await asyncio.sleep(0.01)
            if listener._running is None or listener._running.done():
                break

    for at in range(0, len(said), CHUNK):
        await fed(said[at : at + CHUNK])
    silence = bytes(CHUNK)
    try:
        for index in range(1, 21):
            if index == 2:
                voice.release.set()  # the early transcript is ready 0.2 s into the pause
                await asyncio.sleep(0.05)
            await fed(silence)
            if ended.is_set():
                return round(index * 0.1, 1)
        return None
    finally:
        await listener.close()


@needs_espeak
async def test_a_finished_sentence_ends_the_utterance_after_a_short_pause() -> None:
    voice = ScriptedVoice("Where are my orders?")
    waited = await silence_heard_before_the_end(voice, speech("where are my orders"))
    assert waited == pytest.approx(0.3, abs=0.11)
    assert len(voice.asked) == 1  # transcribed once, early, with a worker free
    said_for = len(speech("where are my orders")) / 2 / 16_000
    assert voice.asked[0] <= said_for + 0.2


@needs_espeak
async def test_an_unfinished_sentence_waits_for_the_full_pause() -> None:
    voice = ScriptedVoice("Book a puja for...")
    waited = await silence_heard_before_the_end(voice, speech("book a puja for"))
    assert waited is not None and waited >= 0.5


@needs_espeak
async def test_with_every_worker_busy_the_early_transcript_waits_for_a_longer_pause() -> None:
    voice = ScriptedVoice("Where are my orders?", Pool(workers=2, admitted=2))
    said = speech("where are my orders")
    waited = await silence_heard_before_the_end(voice, said)
    assert waited is not None
    speech_seconds = len(said) / 2 / 16_000
    # Asked only once the pause reached 0.25 s, where a free worker is asked at 0.1 s.
    assert voice.asked and voice.asked[0] >= speech_seconds + 0.25


@pytest.mark.parametrize(
    ("transcript", "finished"),
    [
        ("Where are my orders?", True),
        ("Book a Satyanarayan puja for Sunday.", True),
        ("मेरे ऑर्डर कहाँ हैं?", True),
        ("मुझे पूजा बुक करनी है।", True),
        ("Book a puja for...", False),
        ("Book a puja for…", False),
        ("Book a puja for", False),
        ("", False),
    ],
)
def test_what_reads_as_a_finished_sentence(transcript: str, finished: bool) -> None:
    assert sounds_finished(transcript) is finished
