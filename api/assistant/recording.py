"""An utterance arriving over the socket: audio_start {format, sampleRate}, binary chunks,
audio_end. Bounded in bytes and in time; a recording left open is abandoned."""

from __future__ import annotations

from dataclasses import dataclass, field

from api.assistant.protocol import AudioStartFrame
from assistant_core.replies import ErrorReply
from assistant_core.texts import Language, say

# What browsers' MediaRecorder makes (webm/opus in Chrome, ogg/opus in Firefox) and plain audio.
# mp4 is what Safari (and iOS in-app browsers) can record.
FORMATS = ("webm", "ogg", "mp4", "wav", "pcm")
SAMPLE_RATES = range(8_000, 192_001)
# A client gets this long beyond the longest utterance to send audio_end.
GRACE_SECONDS = 10.0


@dataclass
class Recording:
    format: str
    sample_rate: int | None
    deadline: float  # monotonic time by which audio_end must arrive
    chunks: list[bytes] = field(default_factory=list)
    size: int = 0
    overflowed: bool = False  # refused for its size: what was kept is freed

    def add(self, chunk: bytes, max_bytes: int) -> bool:
        """Keep a chunk; False when the utterance would pass `max_bytes` (then it is
        marked overflowed and everything kept is freed)."""
        if self.size + len(chunk) > max_bytes:
            self.overflowed = True
            self.chunks.clear()
            return False
        self.chunks.append(chunk)
        self.size += len(chunk)
        return True

    def data(self) -> bytes:
        return b"".join(self.chunks)


def start(frame: AudioStartFrame, now: float, max_seconds: float) -> Recording | ErrorReply:
    """A recording for an audio_start frame, or the error frame saying what is wrong."""
    fmt = frame.format
    if fmt is None or fmt.lower() not in FORMATS:
        return ErrorReply(
            "unsupported_audio", f"format must be one of: {', '.join(FORMATS)} (audio/webm etc.)"
        )
    fmt = fmt.lower()
    rate = frame.sample_rate
    if rate is not None and rate not in SAMPLE_RATES:
        return ErrorReply("unsupported_audio", "sampleRate must be a whole number of Hz")
    if fmt == "pcm" and rate is None:
        return ErrorReply("unsupported_audio", "pcm audio needs its sampleRate")
    return Recording(fmt, rate, deadline=now + max_seconds + GRACE_SECONDS)


def too_large(max_bytes: int, language: Language) -> ErrorReply:
    return ErrorReply("audio_too_large", say(language, "audio_too_large", kb=max_bytes // 1024))


def abandoned(language: Language) -> ErrorReply:
    """audio_start, and then no audio_end in time."""
    return ErrorReply("audio_timeout", say(language, "audio_abandoned"))


# A client's mistake (frames out of order), for its developer: in English.
NO_RECORDING = ErrorReply("no_audio", "Send audio_start before audio frames and audio_end")
