"""Text-to-speech for replies: pyttsx3 over espeak-ng, on one thread that owns the engine, or
for English a neural voice (piper_voice) when one is installed, espeak-ng standing in."""

from __future__ import annotations

import asyncio
import atexit
import importlib
import io
import logging
import re
import shutil
import tempfile
import threading
import time
import uuid
import wave
from collections import OrderedDict
from collections.abc import AsyncIterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from assistant_core.speech.audio import SPEECH_MIME, encode_speech
from assistant_core.speech.espeak_io import VoiceInfo, pick_voice, quiet_fds, wav_bytes
from assistant_core.speech.ports import Speech
from assistant_core.speech.spoken import is_hindi, speakable

log = logging.getLogger(__name__)

# espeak-ng's English says these the British way; respelt so they sound as said in India.
_ESPEAK_SAYS = {"paise": "pie-say", "lakh": "laakh", "lakhs": "laakhs", "puja": "pooja"}
_ESPEAK_WORD = re.compile(r"\b(" + "|".join(_ESPEAK_SAYS) + r")\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?।])\s+")
_IDLE_POLL = 0.005
_WARM_UP_SECONDS = 10.0


class SpeechUnavailable(RuntimeError):
    """Speech could not be made: the engine is missing, failed or took too long."""


def _for_espeak(text: str) -> str:
    return _ESPEAK_WORD.sub(lambda m: _ESPEAK_SAYS[m[0].lower()], text)


def _discard(*args: object, **kwargs: object) -> None:
    return None


def check_wav(data: bytes) -> bytes:
    try:
        with wave.open(io.BytesIO(data)) as wav:
            frames = wav.getnframes()
    except (wave.Error, EOFError) as exc:
        raise SpeechUnavailable(f"the voice wrote no valid WAV: {exc}") from exc
    if frames == 0:
        raise SpeechUnavailable("the voice produced no audio")
    return data


@dataclass(slots=True)
class SpeechJob:
    """One sentence for an engine to say; `voice` is espeak-ng's (a neural engine has one)."""

    text: str
    voice: str | None
    rate: int
    deadline: float
    cancelled: bool = field(default=False)


class SpeechEngine(Protocol):
    """Makes WAV for a job on a thread of its own (EspeakEngine, piper_voice.PiperEngine)."""

    def submit(self, work: Any, *args: Any) -> Future[Any]: ...

    def render(self, job: SpeechJob) -> bytes: ...


class NeuralEngine(SpeechEngine, Protocol):
    """An engine with one voice of its own (piper_voice.PiperEngine), named by `name`."""

    name: str


class OneThread:
    """An engine whose work runs on one thread of its own, started with the first job."""

    def __init__(self, thread_name: str) -> None:
        self._thread_name = thread_name
        self._executor: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    def submit(self, work: Any, *args: Any) -> Future[Any]:
        with self._lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix=self._thread_name)
            return self._executor.submit(work, *args)


class EspeakEngine(OneThread):
    """The process's one pyttsx3 engine and the one thread allowed to touch it. espeak-ng keeps
    one global synthesis callback per process, so every ReplyTTS shares `shared_engine()`; the
    engine is made once and kept (a dropped one's finaliser would clear that callback)."""

    def __init__(self, module: str = "pyttsx3") -> None:
        super().__init__("punya-tts")
        self._module = module
        self._engine: Any = None
        self._espeak: Any = None
        self._voices: list[VoiceInfo] | None = None
        self._dir: Path | None = None
        self._failure: str | None = None

    # Everything below runs on the worker thread.

    def _load(self) -> Any:
        if self._engine is not None:
            return self._engine
        if self._failure is not None:  # kept: a half-started engine must not be started twice
            raise SpeechUnavailable(self._failure)
        failure: Exception | None = None
        if self._dir is None:
            self._dir = Path(tempfile.mkdtemp(prefix="punya-tts-"))
            atexit.register(shutil.rmtree, self._dir, True)
        with quiet_fds() as captured:  # libespeak-ng reports its problems on stdout, stderr
            try:
                pyttsx3 = importlib.import_module(self._module)
                driver = importlib.import_module(f"{self._module}.drivers.espeak")
                # The driver prints "Audio saved to ..." from espeak's own thread.
                vars(driver)["print"] = _discard
                self._espeak = importlib.import_module(f"{self._module}.drivers._espeak")
                engine = pyttsx3.init("espeak")
                voices = engine.getProperty("voices")
                # A first utterance takes the new engine out of its "busy" start state, which
                # would otherwise let runAndWait cancel the first request's settings.
                self._say(engine, "ready", time.monotonic() + _WARM_UP_SECONDS)
            except Exception as exc:
                failure = exc
        said = "".join(captured).strip()[:300]
        if failure is not None:
            detail = f" ({said})" if said else ""
            self._failure = f"pyttsx3 with espeak-ng is unavailable: {failure!r}{detail}"
            raise SpeechUnavailable(self._failure) from failure
        if said:
            log.info("espeak-ng said while starting: %s", said)
        self._voices = [VoiceInfo(v.id, v.name, tuple(v.languages or ())) for v in voices]
        self._engine = engine
        return engine

    def voices(self) -> list[VoiceInfo]:
        self._load()
        return list(self._voices or ())

    def _wait_idle(self, deadline: float) -> None:
        while self._espeak.IsPlaying():  # queued settings, or the callback's tail, still run
            if time.monotonic() > deadline:
                raise SpeechUnavailable("espeak-ng did not finish in time")
            time.sleep(_IDLE_POLL)

    def _say(self, engine: Any, text: str, deadline: float) -> bytes:
        """One utterance to WAV bytes. Settings reach espeak's thread through a queue that
        runAndWait cancels if it is still busy, so it starts only once espeak is idle."""
        assert self._dir is not None
        # The driver's callback cannot report a missing folder (say, a tmp cleaner's work):
        # it would leave runAndWait looping for ever.
        self._dir.mkdir(mode=0o700, exist_ok=True)
        path = self._dir / f"{uuid.uuid4().hex}.wav"
        done = threading.Event()
        token = engine.connect("finished-utterance", lambda **_: done.set())
        try:
            self._wait_idle(deadline)
            engine.save_to_file(text, str(path))
            engine.runAndWait()  # may return before espeak's thread has written the file
            if not done.wait(max(0.0, deadline - time.monotonic())):
                raise SpeechUnavailable("espeak-ng did not finish in time")
            self._wait_idle(deadline)
            return path.read_bytes()
        finally:
            engine.disconnect(token)
            path.unlink(missing_ok=True)

    def render(self, job: SpeechJob) -> bytes:
        """Speech for a job; a job whose caller gave up is skipped or, once started, finished
        and dropped: stopping espeak-ng from another thread leaves pyttsx3 in a broken state."""
        if job.cancelled:
            raise SpeechUnavailable("speech request given up before it started")
        engine = self._load()
        try:
            self._wait_idle(job.deadline)
            if job.voice:
                engine.setProperty("voice", job.voice)
            engine.setProperty("rate", job.rate)
            data = self._say(engine, job.text, job.deadline)
        except Exception as exc:
            self._recover(engine)
            if isinstance(exc, SpeechUnavailable):
                raise
            raise SpeechUnavailable(f"espeak-ng failed: {exc!r}") from exc
        return check_wav(data)

    def _recover(self, engine: Any) -> None:
        """Back to a known state after a failed utterance, on this same engine."""
        try:
            if engine._inLoop:  # runAndWait raised: its loop flag was never reset
                engine.endLoop()
            self._espeak.Cancel()
            self._wait_idle(time.monotonic() + _WARM_UP_SECONDS)
            self._say(engine, "ready", time.monotonic() + _WARM_UP_SECONDS)
        except Exception:
            log.warning("text-to-speech could not recover after a failure", exc_info=True)


_shared = EspeakEngine()


def shared_engine() -> EspeakEngine:
    return _shared


class ReplyTTS:
    """TextToSpeech for replies, sent as MP3 and cached by what is said: Hindi in espeak-ng's
    Hindi voice; English in the neural voice when one is given and loads, else espeak-ng."""

    def __init__(
        self,
        voice: str = "en-in",
        rate_wpm: int = 150,
        cache_entries: int = 256,
        max_chars: int = 1000,
        *,
        hindi_voice: str = "hi",
        english: NeuralEngine | None = None,
        timeout_seconds: float = 20.0,
        cache_bytes: int = 32 * 1024 * 1024,
        engine: EspeakEngine | None = None,
    ) -> None:
        self._wanted = {"en": voice, "hi": hindi_voice}
        self._rate = rate_wpm
        self._max_chars = max_chars
        self._timeout = timeout_seconds
        self._cache_entries = cache_entries
        self._cache_bytes = cache_bytes
        self._cache: OrderedDict[tuple[str, str, int], bytes] = OrderedDict()
        self._cached_bytes = 0
        self._engine = engine or shared_engine()
        self._english = english
        self._voices: dict[str, str] = {}  # by language, chosen once each
        self.syntheses = 0  # how many times a voice was asked, for tests and metrics

    async def _run(self, engine: SpeechEngine, work: Any, *args: Any, job: SpeechJob) -> Any:
        future = engine.submit(work, *args)
        try:
            return await asyncio.wait_for(asyncio.wrap_future(future), self._timeout)
        except TimeoutError as exc:
            job.cancelled = True
            raise SpeechUnavailable(f"speech took longer than {self._timeout:g} s") from exc

    async def voice(self, language: str = "en") -> str:
        """The espeak-ng voice for a language, "en" or "hi" ("" for the engine's default)."""
        if language not in self._voices:
            future = self._engine.submit(self._engine.voices)
            try:
                voices = await asyncio.wait_for(asyncio.wrap_future(future), self._timeout)
            except TimeoutError as exc:
                raise SpeechUnavailable("espeak-ng did not list its voices in time") from exc
            wanted = self._wanted[language]
            self._voices[language] = pick_voice(voices, wanted) or ""
            log.info("text-to-speech voice %r for %r", self._voices[language] or "default", wanted)
        return self._voices[language]

    def _words_for(self, text: str) -> tuple[str, str]:
        """What to say for a reply, and its language: Hindi when written in Hindi."""
        language = "hi" if is_hindi(text) else "en"
        return speakable(text, self._max_chars, language), language

    async def speak(self, text: str) -> Speech:
        """Speech for a reply: in the Hindi voice when it is written in Hindi."""
        said, language = self._words_for(text)
        if not said:
            return Speech(data=wav_bytes())
        return await self._speech_of(said, language)

    async def speak_parts(self, text: str) -> AsyncIterator[tuple[Speech, bool]]:
        """speak, a sentence at a time (each with whether it is the last): the first can
        play while the rest is made."""
        said, language = self._words_for(text)
        sentences = [part for part in _SENTENCE_END.split(said) if part.strip()]
        if not sentences:
            yield Speech(data=wav_bytes()), True
            return
        for index, sentence in enumerate(sentences):
            yield await self._speech_of(sentence, language), index == len(sentences) - 1

    async def _speech_of(self, said: str, language: str) -> Speech:
        # Both English engines read with espeak-ng's English rules (Piper phonemises with it).
        respelt = _for_espeak(said) if language == "en" else said
        if language == "en" and self._english is not None:
            try:
                # Cached as "neural:<voice>": never an espeak-ng voice's name.
                name = f"neural:{self._english.name}"
                return await self._made_by(self._english, name, None, said, respelt)
            except SpeechUnavailable as exc:  # the engine said why once; espeak-ng stands in
                log.debug("neural voice failed, espeak-ng speaks instead: %s", exc)
        voice = await self.voice(language)
        return await self._made_by(self._engine, voice, voice or None, said, respelt)

    async def _made_by(
        self, engine: SpeechEngine, name: str, voice: str | None, said: str, respelt: str
    ) -> Speech:
        """`said` in the voice `name` of `engine`, from the cache when it was said before."""
        key = (said, name, self._rate)
        data = self._cache.get(key)
        if data is not None:
            self._cache.move_to_end(key)
            return Speech(data, SPEECH_MIME)
        job = SpeechJob(respelt, voice, self._rate, time.monotonic() + self._timeout)
        wav = await self._run(engine, engine.render, job, job=job)
        self.syntheses += 1
        data = await asyncio.to_thread(encode_speech, wav)
        self._remember(key, data)
        return Speech(data, SPEECH_MIME)

    def _remember(self, key: tuple[str, str, int], data: bytes) -> None:
        if self._cache_entries <= 0 or len(data) > self._cache_bytes:
            return
        self._cached_bytes += len(data) - len(self._cache.get(key, b""))
        self._cache[key] = data
        while len(self._cache) > self._cache_entries or self._cached_bytes > self._cache_bytes:
            _, dropped = self._cache.popitem(last=False)
            self._cached_bytes -= len(dropped)
