"""Real recordings for the speech tests: phrases spoken by espeak-ng, re-encoded with PyAV the
way browsers record them (webm/opus from Chrome, ogg/opus from Firefox, mp4/aac from Safari)."""

from __future__ import annotations

import io
import shutil
import subprocess
from functools import cache

import av
import numpy as np
import pytest

from assistant_core.speech.audio import transcode

ESPEAK = shutil.which("espeak-ng")
needs_espeak = pytest.mark.skipif(ESPEAK is None, reason="espeak-ng is not installed")
CODECS = {"webm": "libopus", "ogg": "libopus", "mp4": "aac"}


@cache
def spoken_wav(text: str, voice: str = "en-us") -> bytes:
    """A WAV (22.05 kHz mono, 16-bit) of espeak-ng saying text; cached per test session."""
    assert ESPEAK is not None
    result = subprocess.run(
        [ESPEAK, "-v", voice, "--stdout", text], check=True, capture_output=True, timeout=60
    )
    return result.stdout


def encoded(wav: bytes, fmt: str, *, rate: int = 48_000) -> bytes:
    """The WAV re-encoded as a browser would record it: webm, ogg or mp4."""
    return transcode(wav, fmt, CODECS[fmt], rate=rate)


def wav_bytes(samples: np.ndarray, rate: int, channels: int = 1) -> bytes:
    """16-bit PCM WAV of float samples in [-1, 1], shaped (n,) or (n, channels)."""
    pcm = (np.clip(samples, -1, 1) * 32767).astype("<i2")
    out = io.BytesIO()
    with av.open(out, "w", format="wav") as target:
        layout = "mono" if channels == 1 else "stereo"
        stream = target.add_stream("pcm_s16le", rate=rate, layout=layout)
        if pcm.size:
            frame = av.AudioFrame.from_ndarray(pcm.reshape(1, -1), format="s16", layout=layout)
            frame.sample_rate = rate
            for packet in stream.encode(frame):
                target.mux(packet)
        for packet in stream.encode(None):
            target.mux(packet)
    return out.getvalue()
