"""Speech to text with faster-whisper: Whisper int8 on the CPU, loaded once per process."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
import re
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import numpy as np
import numpy.typing as npt
from faster_whisper import WhisperModel  # type: ignore[import-untyped]
from faster_whisper.vad import (  # type: ignore[import-untyped]
    VadOptions,
    collect_chunks,
    get_speech_timestamps,
)

from assistant_core.speech.fitted_window import decode_fitted, fits
from assistant_core.speech.model_catalogue import ModelError
from assistant_core.speech.ports import (
    SAMPLE_RATE,
    Audio,
    AudioProblem,
    Transcript,
)

# Said often to the assistant and misheard without a hint. Kept short: the hint is decoded
# with every utterance, and a long one leaks into unclear audio more readily.
DEFAULT_VOCABULARY = (
    "Punya",
    "puja",
    "pandit",
    "priest",
    "kundli",
    "rudraksha mala",
    "prasad",
    "Varanasi",
    "temple",
    "spiritual store",
    "orders",
    "horoscope",
)
# The prompt when the speech is Hindi: a greeting in Devanagari. Told "hi" with the English
# hint or none, Whisper base wrote espeak-ng's Hindi in Latin letters or in Urdu's script (12
# of 12 clips); with this, in Devanagari (14 of 14), which is what the router reads. Hindi
# words as a hint leaked into unclear speech ("आज का मौसम कैसा है" heard as "पूजा पूजा पूजा").
HINDI_PROMPT = "नमस्ते।"

# A segment Whisper itself doubts: it reads noise as words (low log probability), loops on a
# phrase (high compression ratio), or thinks nothing was said though the VAD heard a voice.
MIN_AVG_LOGPROB = -1.0
MAX_COMPRESSION = 2.4
MAX_NO_SPEECH = 0.6
# The hint leaking into unclear audio: mostly the hint's words, three or more, written as the
# hint is (a list) or repeated. "book Ganesh Chaturthi puja" is a request, not an echo.
ECHO_MIN_WORDS = 3
ECHO_SHARE = 0.75
# A loop: one word four times or more, and half the words or more. "no no no" is said; the
# measured loops on unclear Hindi ran to six and more ("pura, pura, pura, pura, pura, pura").
LOOP_MIN_REPEATS = 4
LOOP_SHARE = 0.5

T = TypeVar("T")
# Letters, with Devanagari's vowel signs and viramas (marks, which \w leaves out): "पूझे".
_WORD = re.compile(r"(?:[^\W\d_]|[\u0900-\u0963\u0970-\u097f])+")
_MODELS: dict[tuple[str, int, int], WhisperModel] = {}
_MODELS_LOCK = threading.Lock()
# Transcription threads yield the CPU to the event loop: a typed turn never waits for Whisper.
WORKER_NICENESS = 10


class TranscriptionTimeout(TimeoutError):
    """Transcribing one utterance took longer than its cap; problem is what to tell the user."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"transcription took longer than {seconds:g} s")
        self.problem = AudioProblem("timeout", "voice_error")  # the spec's words for any miss


class SpeechBusy(Exception):
    """Every transcription worker is taken and the waiting line is full: refused at once."""


class _Stopped(Exception):
    """The caller gave up on this utterance: stop at the next step."""


@dataclass(frozen=True, slots=True)
class Decoding:
    """How Whisper decodes. Measured (2 cores, base): in the fitted window beam 5 takes about
    0.45 s for a request where beam 1 takes 0.31 s, and routes 3.7 points more of the
    held-out clips right (bench/voice_accuracy.py). Telling English from Hindi by ear reads
    the fitted window's one encoding; in faster-whisper's 30 s path it costs a second
    encoder pass. languages=("en",) skips it."""

    beam_size: int = 5
    languages: tuple[str, ...] = ("en", "hi")  # for a multilingual model: pick among these
    fitted: bool = True  # a short utterance in a window fitted to it (fitted_window.py)


def _lower_priority() -> None:
    """Run this thread (and the threads it starts: CTranslate2's) below the event loop.
    Linux keeps a nice value per thread; raising one's own needs no privilege."""
    # Not Linux, or a sandbox that forbids it: the same speed, less fair to typed turns.
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), WORKER_NICENESS)


class TranscriptionPool:
    """`workers` threads that transcribe, and at most `max_waiting` utterances queued for
    them. One more is refused at once (SpeechBusy), so that a devotee is told to type rather
    than wait behind a line that only grows."""

    def __init__(self, workers: int, max_waiting: int) -> None:
        if workers < 1 or max_waiting < 0:
            raise ValueError("a pool needs at least one worker and a waiting line of 0 or more")
        self.workers = workers
        self.capacity = workers + max_waiting
        self._admitted = 0
        self._lock = threading.Lock()  # jobs finish in the workers' threads
        self._executor = ThreadPoolExecutor(
            max_workers=workers, thread_name_prefix="whisper", initializer=_lower_priority
        )

    @property
    def admitted(self) -> int:
        """Utterances running or waiting now."""
        return self._admitted

    def submit(self, work: Callable[[], T]) -> Future[T]:
        """Run `work` on a worker; SpeechBusy when the pool is full. A cancelled job that
        has not started frees its place at once."""
        with self._lock:
            if self._admitted >= self.capacity:
                raise SpeechBusy
            self._admitted += 1
        try:
            job = self._executor.submit(work)
        except BaseException:
            self._release(None)
            raise
        job.add_done_callback(self._release)
        return job

    def load(self, work: Callable[[], T]) -> Future[T]:
        """Run `work` (loading a model) on a worker thread without taking a place: the
        threads CTranslate2 starts then inherit the workers' lower priority."""
        return self._executor.submit(work)

    def _release(self, _job: object) -> None:
        with self._lock:
            self._admitted -= 1


def threads_per_worker(threads: int, workers: int) -> int:
    """CPU threads for each worker: as set, or (0) the cores shared among the workers."""
    return threads or max(1, (os.cpu_count() or 1) // workers)


def load_model(model_dir: Path, threads: int, workers: int = 1) -> WhisperModel:
    """The model for a folder, loaded once per process (blocking: call it in a thread).
    `workers` replicas share the weights and transcribe in parallel, `threads` each."""
    key = (str(model_dir.resolve()), threads, workers)
    with _MODELS_LOCK:
        if key not in _MODELS:
            try:
                _MODELS[key] = WhisperModel(
                    str(model_dir),
                    device="cpu",
                    compute_type="int8",
                    cpu_threads=threads,
                    num_workers=workers,
                    local_files_only=True,  # a folder never downloads; this guards a typo
                )
            except (RuntimeError, ValueError, OSError) as error:
                raise ModelError(
                    f"Whisper model in {model_dir} could not be loaded: {error}"
                ) from error
        return _MODELS[key]


def forget_models() -> None:
    """Drop the loaded models: the next use loads its model again. For a process that is done
    with speech for a while (the test suite, between its modules)."""
    with _MODELS_LOCK:
        _MODELS.clear()


class WhisperSTT:
    """SpeechToText over faster-whisper. model_dir may be a function that finds (and on first
    use assembles) the folder: it then runs off the event loop with the first utterance.
    Utterances run on `pool`, which refuses one more than it can hold (SpeechBusy)."""

    def __init__(
        self,
        model_dir: Path | Callable[[], Path],
        pool: TranscriptionPool,
        *,
        threads: int = 0,
        timeout_seconds: float = 30.0,
        vocabulary: Sequence[str] = DEFAULT_VOCABULARY,
        decoding: Decoding = Decoding(),
    ) -> None:
        self._model_dir = model_dir
        self._pool = pool
        self._threads = threads_per_worker(threads, pool.workers)
        self._timeout = timeout_seconds
        # A list ending in a full stop: without it Whisper tends to go on listing the words.
        words = [word.strip() for word in vocabulary if word.strip()]
        self._hints = {"en": ", ".join(words) + "." if words else None, "hi": HINDI_PROMPT}
        self._hint_words = frozenset(_WORD.findall(" ".join(words).lower()))
        self._decoding = decoding
        self._model: WhisperModel | None = None

    def variant(self, decoding: Decoding) -> WhisperSTT:
        """The same model and pool, decoding otherwise (quick partial transcripts)."""
        other = copy.copy(self)
        other._decoding = decoding
        return other

    async def load(self) -> None:
        """Load the model now (e.g. at start) rather than with the first utterance."""
        await self._loaded()

    async def transcribe(self, audio: Audio, language: str | None = None) -> Transcript:
        """The words said; "" when none. `language` ("en", "hi": the conversation's) is taken
        as said rather than detected, which costs a second pass of the model's encoder.
        Raises SpeechBusy at once when the pool is full, TranscriptionTimeout past the time
        cap (waiting in line and the model's loading not counted) and ModelError when the
        model cannot be loaded."""
        model = await self._loaded()
        stop = threading.Event()
        started = asyncio.get_running_loop().create_future()
        loop = started.get_loop()

        def run() -> Transcript:
            loop.call_soon_threadsafe(_settle, started)
            return self._run(model, audio, stop, language)

        job = self._pool.submit(run)
        try:
            done = asyncio.wrap_future(job)
            # The cap counts from the start of the work: a short wait in line (the pool
            # bounds it) is not the utterance taking too long.
            await asyncio.wait({started, done}, return_when=asyncio.FIRST_COMPLETED)
            return await asyncio.wait_for(done, self._timeout)
        except TimeoutError:
            raise TranscriptionTimeout(self._timeout) from None
        finally:
            # Given up (timeout, or the caller cancelled: the socket is gone): a queued job
            # never starts, a running one stops at its next step. A thread cannot be killed
            # mid-step, so one already inside Whisper finishes that window (a few seconds at
            # most) and its result is dropped; it keeps its place in the pool until then.
            stop.set()
            job.cancel()

    async def _loaded(self) -> WhisperModel:
        if self._model is None:
            self._model = await asyncio.wrap_future(self._pool.load(self._load))
        return self._model

    def _load(self) -> WhisperModel:
        folder = self._model_dir() if callable(self._model_dir) else self._model_dir
        return load_model(folder, self._threads, self._pool.workers)

    def _run(
        self, model: WhisperModel, audio: Audio, stop: threading.Event, language: str | None
    ) -> Transcript:
        try:
            return self._transcribe(model, audio, stop, language)
        except _Stopped:
            return Transcript("", None, audio.seconds)

    def _transcribe(
        self, model: WhisperModel, audio: Audio, stop: threading.Event, hint: str | None
    ) -> Transcript:
        # Voice activity first (what vad_filter=True does inside faster-whisper), so that
        # silence and noise never reach Whisper, which would invent words for them.
        speech = get_speech_timestamps(audio.samples, VadOptions(), sampling_rate=SAMPLE_RATE)
        if not speech:
            return Transcript("", None, audio.seconds)
        chunks, _ = collect_chunks(audio.samples, speech, sampling_rate=SAMPLE_RATE)
        voiced = np.concatenate(chunks).astype(np.float32, copy=False)
        _check(stop)
        if self._decoding.fitted and fits(voiced):
            decoded = decode_fitted(
                model,
                voiced,
                language=hint,
                languages=self._decoding.languages,
                hints=self._hints,
                beam_size=self._decoding.beam_size,
            )
            doubted = not believable(
                decoded.avg_logprob, decoded.compression_ratio, decoded.no_speech_prob
            )
            text = "" if doubted or echoes_hint(decoded.text, self._hint_words) else decoded.text
            return Transcript(" ".join(text.split()), decoded.language, audio.seconds)
        language = self._language(model, voiced, hint)
        _check(stop)
        segments, _ = model.transcribe(
            voiced,
            language=language,
            beam_size=self._decoding.beam_size,
            temperature=0.0,  # no sampled retries: deterministic, and doubtful text is dropped
            condition_on_previous_text=False,
            hotwords=self._hints.get(language),  # for every 30 s window, unlike initial_prompt
            vad_filter=False,  # done above
            without_timestamps=True,
        )
        kept: list[str] = []
        for segment in segments:  # decoded lazily: one window per step
            _check(stop)
            if believable(segment.avg_logprob, segment.compression_ratio, segment.no_speech_prob):
                kept.append(segment.text.strip())
        text = " ".join(" ".join(kept).split())
        if echoes_hint(text, self._hint_words):
            text = ""
        return Transcript(text, language, audio.seconds)

    def _language(
        self, model: WhisperModel, voiced: npt.NDArray[np.float32], hint: str | None
    ) -> str:
        languages = self._decoding.languages
        if not model.model.is_multilingual:
            return "en"
        if hint is not None:
            return hint
        if len(languages) == 1:
            return languages[0]
        _, _, ranked = model.detect_language(audio=voiced)
        scores = dict(ranked)
        return max(languages, key=lambda code: scores.get(code, 0.0))


def believable(avg_logprob: float, compression_ratio: float, no_speech_prob: float) -> bool:
    """A segment Whisper itself does not doubt."""
    return (
        avg_logprob >= MIN_AVG_LOGPROB
        and compression_ratio <= MAX_COMPRESSION
        and no_speech_prob <= MAX_NO_SPEECH
    )


def echoes_hint(text: str, hint_words: frozenset[str]) -> bool:
    """Whisper repeating the hint for unclear audio ("puja, puja, kundli, vamavita"), or
    looping on a word ("Punya, puja, pura, pura, pura, pura"), which no devotee says."""
    words = _WORD.findall(text.lower())
    hits = [word for word in words if word in hint_words]
    listed = text.count(",") >= 2 or len(set(hits)) < len(hits)
    echoed = len(hits) >= ECHO_MIN_WORDS and len(hits) >= ECHO_SHARE * len(words) and listed
    return echoed or _loops(words)


def _loops(words: list[str]) -> bool:
    most = max((words.count(word) for word in set(words)), default=0)
    return most >= LOOP_MIN_REPEATS and most >= LOOP_SHARE * len(words)


def _check(stop: threading.Event) -> None:
    if stop.is_set():
        raise _Stopped


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
