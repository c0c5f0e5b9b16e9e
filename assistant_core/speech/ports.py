"""The speech ports and their values. Problems with a user's audio are values with a stable
code and the message to show; exceptions are for bugs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

SAMPLE_RATE = 16_000  # what Whisper listens at
VOICE_ERROR = "Sorry, I couldn't hear you clearly. Please try again or type your message."


@dataclass(frozen=True, slots=True)
class Audio:
    """Mono float32 samples in [-1, 1] at 16 kHz."""

    samples: npt.NDArray[np.float32]

    @property
    def seconds(self) -> float:
        return len(self.samples) / SAMPLE_RATE


@dataclass(frozen=True, slots=True)
class AudioProblem:
    """Why audio could not be used: code (e.g. undecodable, too_long, empty) and message."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class Transcript:
    text: str  # "" when nothing was said
    language: str | None = None
    audio_seconds: float = 0.0


@dataclass(frozen=True, slots=True)
class Speech:
    """Synthesised speech for a reply."""

    data: bytes
    mime: str = "audio/wav"


class SpeechToText(Protocol):
    async def transcribe(self, audio: Audio) -> Transcript: ...


class TextToSpeech(Protocol):
    async def speak(self, text: str) -> Speech: ...
