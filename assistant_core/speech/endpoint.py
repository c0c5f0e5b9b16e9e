"""Where an utterance ends, judged on the server from voice activity as the audio streams in,
so that the devotee need not press stop and transcription starts at the first pause."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from faster_whisper.vad import VadOptions, get_speech_timestamps  # type: ignore[import-untyped]

from assistant_core.speech.ports import SAMPLE_RATE

# A pause this long after speech ends the utterance: longer than the gaps between words and
# phrases of a request (espeak-ng and people: 0.1-0.3 s), short enough to answer at once.
END_SILENCE_SECONDS = 0.5
# A pause this long ends it sooner when the speech before it, transcribed, reads as a finished
# sentence: "Where are my orders?" needs no more waiting; "Book a puja for..." does.
SURE_END_SILENCE_SECONDS = 0.3
# A pause this long is worth transcribing at once: if the devotee says no more, the result
# is ready by the time the utterance ends; if they go on, it is dropped. The first pause the
# voice activity shows (0.1 s) when a worker is idle; a longer one when every worker is busy,
# so that speculative work does not crowd out other devotees' utterances.
EARLY_SILENCE_SECONDS = 0.25
EARLY_SILENCE_IDLE_SECONDS = 0.1
# With nothing said for this long, the devotee said nothing (the microphone is left open).
NOTHING_HEARD_SECONDS = 8.0
# Speech added between two partial transcripts.
PARTIAL_EVERY_SECONDS = 1.0
# Fine-grained activity: a gap of 0.1 s already separates two stretches of speech, and their
# ends are not padded (Whisper is given padded speech separately).
_OPTIONS = VadOptions(min_silence_duration_ms=100, speech_pad_ms=0)
_ROUNDING = 1e-6  # sample counts and window edges make 0.1 s come out as 0.0999...


@dataclass(frozen=True, slots=True)
class Heard:
    """The audio received so far: its length and where there is speech in it (seconds)."""

    seconds: float
    speech: tuple[tuple[float, float], ...]

    @property
    def speech_seconds(self) -> float:
        return sum(end - start for start, end in self.speech)

    @property
    def silence_after(self) -> float:
        """The pause since the last speech (0 while speaking, all of it before any)."""
        return self.seconds - self.speech[-1][1] if self.speech else self.seconds

    @property
    def ended(self) -> bool:
        """The devotee spoke and then paused long enough: the utterance is over."""
        return bool(self.speech) and self.silence_after >= END_SILENCE_SECONDS

    def pausing(self, at_least: float = EARLY_SILENCE_SECONDS) -> bool:
        """Spoke, and has paused long enough that the utterance may well be over."""
        return bool(self.speech) and self.silence_after >= at_least - _ROUNDING

    @property
    def nothing(self) -> bool:
        """Long enough without a word: nobody is speaking."""
        return not self.speech and self.seconds >= NOTHING_HEARD_SECONDS


def sounds_finished(transcript: str) -> bool:
    """Whether a transcript reads as a finished sentence: Whisper ends one with a full stop,
    a question mark or (in Hindi) a danda, and trails off with an ellipsis or nothing."""
    text = transcript.rstrip()
    return text.endswith((".", "?", "!", "।")) and not text.endswith(("..", "…"))


def listen(samples: npt.NDArray[np.float32]) -> Heard:
    """Voice activity over 16 kHz samples (CPU work: call it off the event loop)."""
    found = get_speech_timestamps(samples, _OPTIONS, sampling_rate=SAMPLE_RATE)
    speech = tuple((part["start"] / SAMPLE_RATE, part["end"] / SAMPLE_RATE) for part in found)
    return Heard(len(samples) / SAMPLE_RATE, speech)
