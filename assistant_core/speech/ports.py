"""The speech ports and their values. Problems with a user's audio are values with a stable
code and the message to show; exceptions are for bugs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np
import numpy.typing as npt

from assistant_core.texts import Language, say

SAMPLE_RATE = 16_000  # what Whisper listens at
VOICE_ERROR = say("en", "voice_error")  # the spec's words for anything not heard


@dataclass(frozen=True, slots=True)
class Audio:
    """Mono float32 samples in [-1, 1] at 16 kHz."""

    samples: npt.NDArray[np.float32]

    @property
    def seconds(self) -> float:
        return len(self.samples) / SAMPLE_RATE


@dataclass(frozen=True, slots=True)
class AudioProblem:
    """Why audio could not be used: a stable code (undecodable, too_long, empty, timeout) and
    the text that says it (assistant_core.texts), in the devotee's language."""

    code: str
    key: str
    values: tuple[tuple[str, object], ...] = ()

    def said(self, language: Language = "en") -> str:
        return say(language, self.key, **dict(self.values))

    @property
    def message(self) -> str:
        return self.said("en")


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
