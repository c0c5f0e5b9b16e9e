"""Listening while the devotee speaks: as chunks of a recording arrive, the audio so far is
decoded and its voice activity read; partial transcripts are sent as the speech grows, the
speech so far is transcribed at the first pause, and a long enough pause ends the utterance on
the server (the devotee need not press stop): a shorter one when that transcript reads as a
finished sentence. When the utterance ends at that pause, its transcript is ready already."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from api.assistant.recording import Recording
from api.assistant.voice import Voice
from assistant_core.replies import ErrorReply
from assistant_core.speech.endpoint import (
    EARLY_SILENCE_IDLE_SECONDS,
    EARLY_SILENCE_SECONDS,
    PARTIAL_EVERY_SECONDS,
    SURE_END_SILENCE_SECONDS,
    Heard,
    listen,
    sounds_finished,
)
from assistant_core.speech.ports import Audio, AudioProblem
from assistant_core.texts import Language, say

Result = str | ErrorReply  # the transcript, or the error frame to send instead
# Voice activity read again over more audio may place the end of the same speech a window
# (32 ms) or two away; new words move it much further.
SAME_END_SECONDS = 0.1


def _same_end(one: float, other: float) -> bool:
    return abs(one - other) < SAME_END_SECONDS


class Listener:
    """One recording's listening. `on_partial(text)` is called with each partial transcript;
    `on_end()` once, when the server has heard the end of the utterance (the conversation then
    calls `conclude()` for the transcript, as it does after the client's audio_end)."""

    def __init__(
        self,
        recording: Recording,
        voice: Voice,
        language: Language,
        on_partial: Callable[[str], Awaitable[None]],
        on_end: Callable[[], Awaitable[None]],
    ) -> None:
        self.recording = recording
        self.voice = voice
        self.language = language
        self._on_partial = on_partial
        self._on_end = on_end
        self._analysed = 0  # bytes of the recording looked at
        self._running: asyncio.Task[None] | None = None
        self._partial: asyncio.Task[None] | None = None
        self._partial_at = 0.0  # seconds of speech the last partial covered
        # The speech so far transcribed at a pause: (where that speech ended, the work).
        self._early: tuple[float, asyncio.Task[Result]] | None = None
        self._heard: tuple[Audio, Heard] | None = None
        self._ending: asyncio.Task[None] | None = None
        self.ended = False

    def heard_more(self) -> None:
        """A chunk arrived: look at the audio again, unless already looking (that look then
        goes on to the new chunk)."""
        if not self.ended and (self._running is None or self._running.done()):
            self._running = asyncio.create_task(self._follow())

    async def _follow(self) -> None:
        while not self.ended and self.recording.size > self._analysed:
            self._analysed = self.recording.size
            heard = await self._look()
            if heard is None or self.ended:
                continue
            audio, activity = heard
            if activity.ended or activity.nothing or self._sure_end(activity):
                await self._end()
                return
            self._keep_early(audio, activity)
            self._maybe_partial(audio, activity)

    async def _end(self) -> None:
        if not self.ended:
            self.ended = True
            await self._on_end()

    def _sure_end(self, activity: Heard) -> bool:
        """Paused a while after speech whose transcript, ready, reads as a finished sentence."""
        if self._early is None or not activity.pausing(SURE_END_SILENCE_SECONDS):
            return False
        speech_end, work = self._early
        if not work.done() or work.cancelled() or not _same_end(speech_end, activity.speech[-1][1]):
            return False
        result = work.result()
        return isinstance(result, str) and sounds_finished(result)

    async def _early_done(self) -> None:
        """The early transcript is ready: the pause may already be long enough to end on."""
        if not self.ended and self._heard is not None and self._sure_end(self._heard[1]):
            await self._end()

    async def _look(self) -> tuple[Audio, Heard] | None:
        rec = self.recording
        audio = await self.voice.decode(rec.data(), rec.format, rec.sample_rate, prefix=True)
        if isinstance(audio, AudioProblem):
            return None  # not decodable yet (a header still arriving), or never: the end says
        activity = await asyncio.to_thread(listen, audio.samples)
        self._heard = (audio, activity)
        return self._heard

    def _keep_early(self, audio: Audio, activity: Heard) -> None:
        if not activity.speech:
            return
        speech_end = activity.speech[-1][1]
        if self._early is not None and not _same_end(self._early[0], speech_end):
            self._early[1].cancel()  # the devotee went on speaking: that result is stale
            self._early = None
        pool = self.voice.pool
        idle = pool.admitted < pool.workers
        if self._early is None and activity.pausing(
            EARLY_SILENCE_IDLE_SECONDS if idle else EARLY_SILENCE_SECONDS
        ):
            work = asyncio.create_task(self.voice.transcribe_audio(audio, self.language))
            work.add_done_callback(self._on_early_done)
            self._early = (speech_end, work)

    def _on_early_done(self, work: asyncio.Task[Result]) -> None:
        if not work.cancelled() and self._early is not None and self._early[1] is work:
            self._ending = asyncio.create_task(self._early_done())

    def _maybe_partial(self, audio: Audio, activity: Heard) -> None:
        grown = activity.speech_seconds - self._partial_at >= PARTIAL_EVERY_SECONDS
        speaking = not activity.pausing()
        if grown and speaking and (self._partial is None or self._partial.done()):
            self._partial_at = activity.speech_seconds
            self._partial = asyncio.create_task(self._send_partial(audio))

    async def _send_partial(self, audio: Audio) -> None:
        text = await self.voice.partial(audio, self.language)
        if text and not self.ended:
            await self._on_partial(text)

    async def conclude(self) -> Result:
        """The transcript of the whole utterance: the one made at the pause where it ended
        when there is one, else made now."""
        self.ended = True
        if self._running is not None and self._running is not asyncio.current_task():
            with contextlib.suppress(asyncio.CancelledError):
                await self._running  # the last look finishes: it may be the one that ended it
        if self._partial is not None:
            self._partial.cancel()
        rec = self.recording
        stale = self._heard is None or self._analysed != rec.size
        if stale and await self._look() is None:
            # Nothing decodable came of it: the whole recording's decoding says why.
            self._drop_early()
            return await self.voice.transcribe(
                rec.data(), rec.format, rec.sample_rate, self.language
            )
        assert self._heard is not None
        audio, activity = self._heard
        if not activity.speech:
            self._drop_early()
            return ErrorReply("voice_error", say(self.language, "voice_error"))
        if self._early is not None and _same_end(self._early[0], activity.speech[-1][1]):
            early = await self._early[1]
            if not (isinstance(early, ErrorReply) and early.code == "voice_busy"):
                return early  # else a worker may be free by now: try again below
        self._drop_early()
        return await self.voice.transcribe_audio(audio, self.language)

    def _drop_early(self) -> None:
        if self._early is not None:
            self._early[1].cancel()
            self._early = None

    async def close(self) -> None:
        """The socket is gone: every piece of work stops."""
        self.ended = True
        early = self._early[1] if self._early else None
        for task in (self._running, self._partial, early, self._ending):
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
