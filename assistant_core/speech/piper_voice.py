"""A neural English voice: Piper (VITS, run by ONNX Runtime on the CPU), on one thread of its
own. It loads on first use, after its files are checked against what its makers published;
a voice that is missing or differs is reported once and English falls back to espeak-ng."""

from __future__ import annotations

import io
import json
import logging
import wave
from pathlib import Path
from typing import Any

from assistant_core.speech.tts import OneThread, SpeechJob, SpeechUnavailable, check_wav
from assistant_core.speech.voice_catalogue import resolve_voice

log = logging.getLogger(__name__)

# espeak-ng's words a minute at which Piper speaks at its own trained pace (length scale 1).
_NATURAL_WPM = 150


class PiperEngine(OneThread):
    """One Piper voice and the one thread that runs it. A reply is a sentence or two, which
    the voice makes about ten times faster than it is said on one core, so one thread (and
    one ONNX thread) keeps the cores for transcription and the API."""

    def __init__(self, name: str, folder: Path | None = None, *, threads: int = 1) -> None:
        super().__init__("punya-piper")
        self.name = name
        self._folder = folder
        self._threads = threads
        self._voice: Any = None
        self._failure: str | None = None

    # Everything below runs on the worker thread.

    def _load(self) -> Any:
        if self._voice is not None:
            return self._voice
        if self._failure is not None:  # reported once; every later reply goes to espeak-ng
            raise SpeechUnavailable(self._failure)
        try:
            model, config = resolve_voice(self.name, self._folder)
            import onnxruntime  # type: ignore[import-untyped]
            from piper import PiperVoice
            from piper.config import PiperConfig

            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = self._threads
            options.inter_op_num_threads = 1
            session = onnxruntime.InferenceSession(
                str(model), sess_options=options, providers=["CPUExecutionProvider"]
            )
            settings = PiperConfig.from_dict(json.loads(config.read_text(encoding="utf-8")))
            self._voice = PiperVoice(session=session, config=settings)
        except Exception as exc:  # ModelError, a missing package, onnxruntime's own kinds
            self._failure = f"Piper voice {self.name} is unavailable: {exc}"
            log.warning("%s; English replies use espeak-ng", self._failure)
            raise SpeechUnavailable(self._failure) from exc
        log.info("text-to-speech: Piper voice %s for English", self.name)
        return self._voice

    def render(self, job: SpeechJob) -> bytes:
        """The job's text as WAV; skipped if its caller gave up before it started."""
        if job.cancelled:
            raise SpeechUnavailable("speech request given up before it started")
        voice = self._load()
        from piper import SynthesisConfig

        pace = SynthesisConfig(length_scale=_NATURAL_WPM / job.rate)
        try:
            chunks = list(voice.synthesize(job.text, pace))
        except Exception as exc:  # onnxruntime and the phonemiser raise their own kinds
            raise SpeechUnavailable(f"Piper failed: {exc!r}") from exc
        out = io.BytesIO()
        with wave.open(out, "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(voice.config.sample_rate)
            for chunk in chunks:
                wav.writeframes(chunk.audio_int16_bytes)
        return check_wav(out.getvalue())
