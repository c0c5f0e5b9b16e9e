"""WebSocket /ws/assistant: one conversation per connection, turns handled one at a time.

The frames are the models of api/assistant/protocol.py: hello {sessionId?, language?},
select_service, message, set_language, location, cart, audio_start + binary chunks + audio_end,
speak; the server sends session, typing, reply, transcript, audio (+ one binary frame) and
error. A bad frame gets an error frame and the connection stays open. The browser's client
cookie (set here when it has none) makes what the devotee books in the chat theirs."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from api.assistant import protocol, recording
from api.assistant.frames import session_frame, too_fast, too_large, too_long, trouble
from api.assistant.listening import Listener
from api.assistant.protocol import (
    AudioFrame,
    PartialTranscriptFrame,
    ServerFrame,
    TranscriptFrame,
    TypingFrame,
    UtteranceEndFrame,
    frame_text,
)
from api.assistant.runtime import AssistantRuntime, Opened
from api.assistant.visitor import socket_visitor
from api.assistant.voice import Voice
from api.common.json_input import JsonRefused, NotJson, parse_json
from api.common.ratelimit import RateLimiter
from api.settings import AssistantSettings
from assistant_core.engine import (
    CartChanged,
    Event,
    Located,
    SelectService,
    SetLanguage,
    UserMessage,
    Visitor,
)
from assistant_core.replies import ErrorReply
from assistant_core.texts import Language

log = logging.getLogger(__name__)
router = APIRouter(tags=["assistant"])
TYPING = frame_text(TypingFrame())  # the message is taken up (the client's acknowledgement)


class Conversation:
    """One socket's conversation: its session id, its limits, its frames."""

    def __init__(
        self,
        websocket: WebSocket,
        runtime: AssistantRuntime,
        limits: AssistantSettings,
        voice: Voice,
        visitor: Visitor,
    ) -> None:
        self.ws = websocket
        self.visitor = visitor
        self.runtime = runtime
        self.limits = limits
        self.voice = voice
        self.opened: Opened | None = None  # the conversation this socket holds
        self.rate = RateLimiter(limits.messages_per_minute, 60)
        self.recording: recording.Recording | None = None
        self.language: Language = "en"  # the conversation's, for refusals said here
        # Turns run one at a time; an utterance is transcribed beside them (a typed message
        # meanwhile is answered at once), and its turn then queues like a typed one.
        self._turns = asyncio.Lock()
        self._hearing: asyncio.Task[None] | None = None  # the last utterance's, to queue after
        self._hearings: set[asyncio.Task[None]] = set()  # every utterance still being heard
        self._concluding: set[Listener] = set()  # their listeners
        self.listener: Listener | None = None  # of the recording arriving now
        self._ended_here = False  # the server ended the last recording: its tail is dropped

    async def send(self, frame: ServerFrame) -> None:
        await self.ws.send_text(frame_text(frame))

    async def open(
        self, session_id: str | None, language: protocol.LanguageCode | None = None
    ) -> None:
        opened = await self.runtime.open(session_id, language)
        previous, self.opened = self.opened, opened
        if previous is not None:  # a second hello: the socket moves to that conversation
            await self.runtime.close(previous)
        self.language = opened.state.language
        await self.send(session_frame(opened, self.runtime.engine))

    async def close(self) -> None:
        """The socket is gone: its transcription stops, its conversation is written now and
        leaves memory."""
        for listener in (self.listener, *self._concluding):
            if listener is not None:
                await listener.close()
        hearings = list(self._hearings)
        for hearing in hearings:
            hearing.cancel()
        await asyncio.gather(*hearings, return_exceptions=True)
        if self.opened is not None:
            await self.runtime.close(self.opened)
            self.opened = None

    async def on_text(self, raw: str) -> None:
        if len(raw.encode()) > self.limits.max_frame_bytes:
            await self.send(too_large(self.language))
            return
        try:  # nesting and text are checked as for every JSON the server reads
            data = parse_json(raw)
        except NotJson:
            data = None
        except JsonRefused as refused:
            await self.send(ErrorReply(refused.code, refused.detail))
            return
        try:
            frame = protocol.read_client_frame(data)
        except protocol.BadFrame as bad:
            await self.send(ErrorReply(bad.code, bad.message))
            return
        try:
            await self.dispatch(frame)
        except WebSocketDisconnect:
            raise
        except Exception:  # a bug: this conversation says so and goes on; others are untouched
            log.exception("assistant frame %r failed", frame.type)
            await self.send(trouble(self.language))

    async def dispatch(self, frame: Any) -> None:
        if isinstance(frame, protocol.HelloFrame):
            await self.open(frame.session_id, frame.language)
        elif isinstance(frame, protocol.SelectServiceFrame):
            await self.run(SelectService(frame.service_id))
        elif isinstance(frame, protocol.MessageFrame):
            await self.on_message(frame.text)
        elif isinstance(frame, protocol.SetLanguageFrame):
            await self.run(SetLanguage(frame.language))
        elif isinstance(frame, protocol.LocationFrame):
            await self.run(Located(frame.latitude, frame.longitude))
        elif isinstance(frame, protocol.CartFrame):
            await self.run(CartChanged(tuple((i.product_id, i.quantity) for i in frame.items)))
        elif isinstance(frame, protocol.AudioStartFrame):
            await self.on_audio_start(frame)
        elif isinstance(frame, protocol.AudioEndFrame):
            await self.on_audio_end()
        elif isinstance(frame, protocol.SpeakFrame):
            await self.on_speak(frame.text)

    async def on_message(self, text: str) -> None:
        if len(text) > self.limits.max_text_chars:
            await self.send(too_long(self.limits.max_text_chars, self.language))
            return
        if self.rate.retry_after("messages", time.monotonic()) is not None:
            await self.send(too_fast(self.language))
            return
        if text.strip():
            await self.ws.send_text(TYPING)
        await self.run(UserMessage(text))

    async def on_audio_start(self, frame: protocol.AudioStartFrame) -> None:
        await self._stop_listening()
        self._ended_here = False
        started = recording.start(frame, time.monotonic(), self.voice.max_seconds)
        if isinstance(started, ErrorReply):
            self.recording = None
            await self.send(started)
            return
        self.recording = started
        self.listener = Listener(
            started, self.voice, self.language, self._send_partial, self._heard_the_end
        )

    async def on_binary(self, chunk: bytes) -> None:
        if self.recording is None:
            if not self._ended_here:  # the tail of an utterance the server ended is dropped
                await self.send(recording.NO_RECORDING)
        elif self.recording.overflowed:
            return  # already refused; the rest of it is dropped until audio_end
        elif not self.recording.add(chunk, self.voice.max_bytes):
            await self._stop_listening()
            await self.send(recording.too_large(self.voice.max_bytes, self.language))
        elif self.listener is not None:
            self.listener.heard_more()

    async def _send_partial(self, text: str) -> None:
        await self.send(PartialTranscriptFrame(text=text))

    async def _heard_the_end(self) -> None:
        """The server heard the devotee stop: the recording ends here, the transcript follows."""
        listener, self.listener = self.listener, None
        self.recording = None
        self._ended_here = True
        await self.send(UtteranceEndFrame())
        if listener is not None:
            self._hear_next(listener)

    async def _stop_listening(self) -> None:
        listener, self.listener = self.listener, None
        if listener is not None:
            await listener.close()

    def receive_timeout(self) -> float | None:
        """Seconds left for an unfinished recording's audio_end (None: no recording)."""
        if self.recording is None:
            return None
        return max(0.0, self.recording.deadline - time.monotonic())

    async def abandon_recording(self) -> None:
        self.recording = None
        await self._stop_listening()
        await self.send(recording.abandoned(self.language))

    async def on_audio_end(self) -> None:
        finished, self.recording = self.recording, None
        listener, self.listener = self.listener, None
        if finished is None:
            if self._ended_here:  # the server had heard the end already
                self._ended_here = False
            else:
                await self.send(recording.NO_RECORDING)
            return
        if finished.overflowed or listener is None:  # refused when it grew too large
            return
        self._hear_next(listener)

    def _hear_next(self, listener: Listener) -> None:
        hearing = asyncio.create_task(self._hear(listener, self._hearing))
        self._hearing = hearing
        self._hearings.add(hearing)
        hearing.add_done_callback(self._hearings.discard)
        self._concluding.add(listener)

    async def _hear(self, listener: Listener, previous: asyncio.Task[None] | None) -> None:
        """Take an utterance's transcript as a message, after the utterance before it."""
        try:
            heard = await listener.conclude()
            if isinstance(heard, ErrorReply):  # undecodable, nothing heard, busy:
                await self.send(heard)  # said at once, it is no turn
                return
            if previous is not None:  # said in this order, answered in this order
                await asyncio.wait({previous})
            await self.send(TranscriptFrame(text=heard))
            await self.on_message(heard)
        except (WebSocketDisconnect, OSError):  # OSError: the server's "client disconnected"
            return  # the socket is gone; close() finishes the conversation
        except Exception:  # a bug: this conversation says so and goes on
            log.exception("assistant transcription failed")
            with contextlib.suppress(WebSocketDisconnect, OSError):
                await self.send(trouble(self.language))
        finally:
            self._concluding.discard(listener)

    async def on_speak(self, text: str) -> None:
        if not text.strip():
            await self.send(ErrorReply("invalid_frame", "speak needs the text to say"))
            return
        # A sentence at a time: the first plays while the next is made.
        async for part in self.voice.speak(text):
            if isinstance(part, ErrorReply):
                await self.send(part)
                return
            spoken, last = part
            await self.send(AudioFrame(mime=spoken.mime, bytes=len(spoken.data), last=last))
            await self.ws.send_bytes(spoken.data)

    async def run(self, event: Event) -> None:
        async with self._turns:
            if self.opened is None:
                await self.open(None)
            assert self.opened is not None
            try:
                turn = await self.runtime.turn(self.opened.session_id, event, self.visitor)
            except Exception:  # a bug: this conversation says so and goes on
                log.exception("assistant turn failed")
                await self.send(trouble(self.language))
                return
            self.language = turn.state.language
            for output in turn.outputs:
                await self.send(output)


@router.websocket("/ws/assistant")
async def assistant_socket(websocket: WebSocket) -> None:
    state = websocket.app.state
    visitor, cookie = socket_visitor(websocket)
    conversation = Conversation(
        websocket, state.assistant, state.settings.assistant, state.voice, visitor
    )
    await websocket.accept(headers=None if cookie is None else [(b"set-cookie", cookie)])
    try:
        while True:
            try:
                message = await asyncio.wait_for(
                    websocket.receive(), conversation.receive_timeout()
                )
            except TimeoutError:  # audio_start without audio_end: free it, say so
                await conversation.abandon_recording()
                continue
            if message["type"] == "websocket.disconnect":
                return
            if message.get("text") is not None:
                await conversation.on_text(message["text"])
            elif message.get("bytes") is not None:  # binary: only ever announced audio
                await conversation.on_binary(message["bytes"])
    except WebSocketDisconnect:
        return
    finally:
        await conversation.close()


PING_MAX_BYTES = 4096


@router.websocket("/ws/ping")
async def ping_socket(websocket: WebSocket) -> None:
    """Sends every text frame back: clients check that sockets get through (some networks
    and proxies block them), and benchmarks measure a bare round trip against a turn."""
    await websocket.accept()
    try:
        while True:
            text = await websocket.receive_text()
            await websocket.send_text(text[:PING_MAX_BYTES])
    except (WebSocketDisconnect, KeyError):  # KeyError: a binary frame; the socket ends
        return
