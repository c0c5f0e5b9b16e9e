"""The assistant's ears and voice on the server: decode an utterance, transcribe it with
Whisper and correct it against our own words; speak replies in a Piper neural voice (English)
or espeak-ng. Models and engines start on first use, once per process."""

from __future__ import annotations

import asyncio
import functools
import logging
import os
from collections.abc import AsyncIterator

from api.assistant.frames import voice_busy
from api.settings import Settings
from assistant_core.replies import ErrorReply
from assistant_core.speech.audio import decode_audio
from assistant_core.speech.piper_voice import PiperEngine
from assistant_core.speech.ports import Audio, AudioProblem, Speech
from assistant_core.speech.stt import (
    Decoding,
    SpeechBusy,
    TranscriptionPool,
    TranscriptionTimeout,
    WhisperSTT,
)
from assistant_core.speech.transcript_fix import Lexicon, build_lexicon, correct_transcript
from assistant_core.speech.tts import ReplyTTS, SpeechUnavailable
from assistant_core.speech.whisper_models import resolve_model
from assistant_core.texts import Language, say
from data.changes import Change
from data.db import Database
from data.repositories import assistant_catalogue

log = logging.getLogger(__name__)


def spoken_language(conversation: Language) -> str | None:
    """The language Whisper is told the speech is in, or None to tell English from Hindi by
    ear (a second pass of its encoder). An English conversation is heard as English: a
    Hinglish request comes out in Latin letters, as devotees type it and the router reads it.
    In a Hindi conversation devotees speak Hindi or English: told "hi", Whisper garbles the
    English (measured: "satyanarayan puja" heard as "satyara and puja rat"), so it listens."""
    return "en" if conversation == "en" else None


class Voice:
    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db
        self.max_seconds = settings.stt.max_seconds
        self.max_bytes = settings.stt.max_bytes
        stt = settings.stt
        # The model is resolved (the base model assembled once) and loaded on first use,
        # off the event loop; it is shared by every app in the process.
        self.pool = TranscriptionPool(stt.workers or os.cpu_count() or 1, stt.max_waiting)
        self.stt = WhisperSTT(
            functools.partial(resolve_model, stt.model, stt.cache_dir),
            self.pool,
            threads=stt.threads,
            timeout_seconds=stt.timeout_seconds,
            decoding=Decoding(beam_size=stt.beam_size),
        )
        self._quick: WhisperSTT | None = None  # greedy, for partial transcripts
        self._tts: ReplyTTS | None = None
        self._lexicon: Lexicon | None = None
        db.feed.add_listener(self._forget_names)

    def _forget_names(self, change: Change) -> None:
        # Whisper is taught these names and transcripts are corrected towards them.
        if change.table in assistant_catalogue.NAMED_TABLES:
            self._lexicon = None

    async def _names(self) -> Lexicon:
        if self._lexicon is None:
            async with self.db.reader() as session:
                names = await assistant_catalogue.spoken_names(session)
            self._lexicon = build_lexicon(names)
        return self._lexicon

    async def decode(
        self, data: bytes, fmt: str, sample_rate: int | None, *, prefix: bool = False
    ) -> Audio | AudioProblem:
        """A recording (or the start of one still arriving) as 16 kHz samples."""
        return await asyncio.to_thread(
            decode_audio, data, fmt, sample_rate, max_seconds=self.max_seconds, prefix=prefix
        )

    async def transcribe(
        self, data: bytes, fmt: str, sample_rate: int | None, language: Language
    ) -> str | ErrorReply:
        """The corrected transcript of a whole recording, or the error frame to send instead."""
        audio = await self.decode(data, fmt, sample_rate)
        if isinstance(audio, AudioProblem):
            return ErrorReply(audio.code, audio.said(language))
        return await self.transcribe_audio(audio, language)

    async def transcribe_audio(self, audio: Audio, language: Language) -> str | ErrorReply:
        """The corrected transcript, or the error frame to send instead."""
        try:
            heard = await self.stt.transcribe(audio, spoken_language(language))
        except SpeechBusy:
            return voice_busy(language)
        except TranscriptionTimeout as slow:
            return ErrorReply(slow.problem.code, slow.problem.said(language))
        except Exception:  # the model failed to load or run: tell the user, keep the socket
            log.exception("speech-to-text failed")
            return ErrorReply("voice_unavailable", say(language, "voice_error"))
        text = correct_transcript(heard.text, await self._names())
        return text if text.strip() else ErrorReply("voice_error", say(language, "voice_error"))

    async def partial(self, audio: Audio, language: Language) -> str | None:
        """A quick transcript of speech still going on, shown as it grows; None when no
        worker is idle (a partial never makes a devotee wait) or nothing was made of it."""
        pool = self.pool
        if pool.admitted >= pool.workers:
            return None
        if self._quick is None:
            self._quick = self.stt.variant(Decoding(beam_size=1))
        try:
            heard = await self._quick.transcribe(audio, spoken_language(language))
        except SpeechBusy:
            return None
        except Exception:  # a partial is a courtesy: the final transcript says what failed
            log.warning("partial transcription failed", exc_info=True)
            return None
        return correct_transcript(heard.text, await self._names()) or None

    async def speak(self, text: str) -> AsyncIterator[tuple[Speech, bool] | ErrorReply]:
        """Speech for a reply a sentence at a time (each with whether it is the last), or
        the error frame to send instead of what could not be said."""
        tts = self.settings.tts
        # A long reply is cut at a sentence boundary near tts.max_chars by the TTS itself.
        if self._tts is None:
            neural = tts.neural_voice
            self._tts = ReplyTTS(
                tts.voice,
                tts.rate_wpm,
                tts.cache_entries,
                tts.max_chars,
                hindi_voice=tts.hindi_voice,
                english=PiperEngine(neural, tts.neural_voice_dir) if neural else None,
            )
        try:
            async for part in self._tts.speak_parts(text):
                yield part
        except SpeechUnavailable as exc:
            log.warning("text-to-speech unavailable: %s", exc)
            yield ErrorReply("speech_unavailable", "Speech is not available on the server.")
