"""Browser recordings (webm/opus, ogg/opus, mp4/aac, wav, raw pcm) to 16 kHz mono float32."""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator
from itertools import chain

import av
import numpy as np
import numpy.typing as npt
from av.audio.frame import AudioFrame
from av.audio.resampler import AudioResampler

from assistant_core.speech.ports import SAMPLE_RATE, Audio, AudioProblem

# Our format name -> the FFmpeg demuxer. The demuxer is forced rather than probed so a file
# that is not what the client said it is fails clearly instead of being guessed at.
CONTAINERS = {"webm": "matroska", "ogg": "ogg", "wav": "wav", "mp4": "mp4"}
FORMATS = (*CONTAINERS, "pcm")
PCM_RATES = (8_000, 192_000)  # what a browser's AudioContext can run at
_ALIASES = {"opus": "ogg", "oga": "ogg", "wave": "wav", "x-wav": "wav", "m4a": "mp4"}
_ALIASES |= {"s16le": "pcm", "l16": "pcm", "raw": "pcm"}

# What PyAV raises for bytes that are not the media they claim to be. Its error surface for
# corrupt input is wide (FFmpeg errors, and ValueError/IndexError from header parsing).
_BAD_MEDIA = (av.FFmpegError, ValueError, IndexError, EOFError, OSError, UnicodeDecodeError)

Samples = npt.NDArray[np.float32]


class _TooLong(Exception):
    """Decoding went past the limit: stop early, the rest is never decoded."""


def normalise_format(fmt: str) -> str | None:
    """'audio/webm;codecs=opus' -> 'webm'; None when it is no format we take."""
    name = fmt.strip().lower().split(";", 1)[0].strip()
    name = name.removeprefix("audio/").removeprefix("video/")
    name = _ALIASES.get(name, name)
    return name if name in FORMATS else None


def decode_audio(
    data: bytes, fmt: str, sample_rate: int | None, *, max_seconds: float, prefix: bool = False
) -> Audio | AudioProblem:
    """Decode a whole recording. Bad bytes are an AudioProblem, never an exception. CPU work
    (about 0.1 s for 30 s of opus on this machine): call it off the event loop. A `prefix`
    is the start of a recording still arriving: a torn last block ends it quietly."""
    name = normalise_format(fmt)
    if name is None:
        return AudioProblem("undecodable", "audio_unsupported", (("format", fmt[:40]),))
    if not data:
        return AudioProblem("empty", "audio_empty")
    limit = int(max_seconds * SAMPLE_RATE)
    try:
        if name == "pcm":
            samples = _decode_pcm(data, sample_rate, limit)
        else:
            samples = _decode_container(data, CONTAINERS[name], limit, prefix)
    except _TooLong:
        return AudioProblem("too_long", "audio_too_long", (("seconds", f"{max_seconds:g}"),))
    except _BAD_MEDIA:
        return AudioProblem("undecodable", "audio_undecodable", (("format", _label(name)),))
    if isinstance(samples, AudioProblem):
        return samples
    if samples.size == 0:
        return AudioProblem("empty", "audio_empty")
    return Audio(samples)


def _label(name: str) -> str:
    return {
        "webm": "webm/opus",
        "ogg": "ogg/opus",
        "mp4": "mp4/aac",
        "wav": "wav",
        "pcm": "16-bit pcm",
    }[name]


def _decode_pcm(data: bytes, sample_rate: int | None, limit: int) -> Samples | AudioProblem:
    low, high = PCM_RATES
    if sample_rate is None or not low <= sample_rate <= high:
        return AudioProblem("undecodable", "audio_pcm_rate", (("low", low), ("high", high)))
    usable = len(data) - len(data) % 2  # a torn last sample is dropped, not an error
    if usable // 2 > limit * sample_rate / SAMPLE_RATE:
        raise _TooLong
    pcm = np.frombuffer(data[:usable], dtype="<i2").reshape(1, -1)
    frame = AudioFrame.from_ndarray(pcm, format="s16", layout="mono")
    frame.sample_rate = sample_rate
    return _resample([frame], limit)


def _decode_container(data: bytes, demuxer: str, limit: int, prefix: bool = False) -> Samples:
    with av.open(io.BytesIO(data), mode="r", format=demuxer) as container:
        if not container.streams.audio:
            raise ValueError("no audio track")
        stream = container.streams.audio[0]
        return _resample(_frames(container, stream, prefix), limit)


def _frames(
    container: av.container.InputContainer, stream: av.AudioStream, prefix: bool
) -> Iterator[AudioFrame]:
    try:
        for packet in container.demux(stream):
            # demux ends with an empty packet, whose decode() flushes the decoder
            yield from packet.decode()
    except _BAD_MEDIA:
        if not prefix:
            raise


def _resample(frames: Iterable[AudioFrame], limit: int) -> Samples:
    """Frames of any rate, layout and sample format -> mono float32 at 16 kHz, at most limit
    samples (one more raises _TooLong, so memory stays bounded by the limit)."""
    resampler = AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
    chunks: list[Samples] = []
    total = 0
    # None at the end flushes the resampler's buffered tail
    for frame in chain(frames, [None]):
        for out in resampler.resample(frame):
            chunk = out.to_ndarray().reshape(-1).astype(np.float32, copy=False)
            total += chunk.size
            if total > limit:
                raise _TooLong
            chunks.append(chunk)
    if not chunks:
        return np.zeros(0, dtype=np.float32)
    return np.clip(np.concatenate(chunks), -1.0, 1.0)


# Spoken replies travel as MP3: every browser plays it, and at 32 kbit/s mono a second of
# speech is 4 KB where WAV takes 44 KB.
SPEECH_MIME = "audio/mpeg"
SPEECH_BITRATE = 32_000


def encode_speech(wav: bytes) -> bytes:
    """espeak-ng's WAV as MP3 (CPU work, a few milliseconds a second: call it off the loop)."""
    return transcode(wav, "mp3", "libmp3lame", bit_rate=SPEECH_BITRATE)


def transcode(
    wav: bytes, fmt: str, codec: str, *, rate: int | None = None, bit_rate: int | None = None
) -> bytes:
    """A WAV as mono `codec` in a `fmt` container, at `rate` (default: the WAV's)."""
    out = io.BytesIO()
    with av.open(io.BytesIO(wav), mode="r", format="wav") as source:
        rate = rate or source.streams.audio[0].rate
        with av.open(out, mode="w", format=fmt) as target:
            stream = target.add_stream(codec, rate=rate, layout="mono")
            if not isinstance(stream, av.AudioStream):
                raise ValueError(f"{codec} is not an audio codec")
            if bit_rate:
                stream.bit_rate = bit_rate
            for frame in source.decode(audio=0):
                frame.pts = None  # the encoder numbers the frames it resamples
                for packet in stream.encode(frame):
                    target.mux(packet)
            for packet in stream.encode(None):
                target.mux(packet)
    return out.getvalue()
