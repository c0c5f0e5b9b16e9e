"""Small pieces around espeak-ng: choosing a voice, silencing output, writing WAV."""

from __future__ import annotations

import io
import os
import sys
import tempfile
import wave
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class VoiceInfo:
    id: str
    name: str
    languages: tuple[str, ...] = ()


def pick_voice(voices: Sequence[VoiceInfo], wanted: str) -> str | None:
    """The voice id to use for `wanted` (e.g. "en-in", "en-in+f3", "hi"): that voice itself,
    else one for that language, else Indian English, else British English (the nearest to
    Indian English among espeak-ng's), else any English; None leaves the engine's default.
    MBROLA voices are never chosen (they need a program we do not install). A "+variant"
    suffix is kept."""
    base, plus, variant = wanted.strip().lower().partition("+")

    def rank(voice: VoiceInfo) -> int:
        langs = [lang.lower().replace("_", "-") for lang in voice.languages]
        ident, name = voice.id.lower(), voice.name.lower()
        if ident.startswith("mb/"):  # MBROLA voices need the mbrola program, not installed
            return 5
        english = any(lang == "en" or lang.startswith("en-") for lang in langs)
        if base and (ident == base or ident.endswith("/" + base)):
            return 0
        if base and base in langs:
            return 1
        if any(lang.startswith("en-in") for lang in langs) or (english and "india" in name):
            return 2
        return 3 if "en-gb" in langs else 4 if english else 5

    ranked = sorted((rank(voice), index) for index, voice in enumerate(voices))
    if not ranked or ranked[0][0] == 5:
        return None
    return voices[ranked[0][1]].id + plus + variant


@contextmanager
def quiet_fds() -> Iterator[list[str]]:
    """Sends file descriptors 1 and 2 to a scratch file for the block (what C code prints too);
    the text lands in the yielded list. Process-wide, so only for the brief engine start."""
    captured: list[str] = []
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    try:
        saved = [os.dup(1), os.dup(2)]
    except OSError:  # no stdout or stderr at all: nothing can leak
        yield captured
        return
    with tempfile.TemporaryFile() as sink:
        try:
            os.dup2(sink.fileno(), 1)
            os.dup2(sink.fileno(), 2)
            yield captured
        finally:
            for stream in (sys.stdout, sys.stderr):
                stream.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            for fd in saved:
                os.close(fd)
            sink.seek(0)
            captured.append(sink.read(4096).decode("utf-8", "replace"))


def wav_bytes(frames: bytes = b"", rate: int = 22_050) -> bytes:
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(frames)
    return out.getvalue()
