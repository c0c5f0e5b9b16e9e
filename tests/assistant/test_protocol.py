"""The assistant protocol: client frames validated once at the edge, server frames built
through their models, and the web app's generated types equal to what the models say."""

from __future__ import annotations

import json
from typing import Any

import pytest

from api.assistant import protocol
from api.assistant.typescript import OUTPUT, generate
from assistant_core.replies import ErrorReply


def test_the_web_frame_types_are_generated_from_the_models() -> None:
    # Run `python -m api.assistant.typescript` after changing api/assistant/protocol.py.
    assert OUTPUT.read_text(encoding="utf-8") == generate()


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        ({"type": "hello"}, protocol.HelloFrame),
        ({"type": "hello", "sessionId": "abc", "language": "hi"}, protocol.HelloFrame),
        ({"type": "message", "text": "namaste"}, protocol.MessageFrame),
        ({"type": "set_language", "language": "en"}, protocol.SetLanguageFrame),
        ({"type": "location", "latitude": 18.5, "longitude": 73.8}, protocol.LocationFrame),
        ({"type": "select_service", "serviceId": "general-assistant"}, protocol.SelectServiceFrame),
        ({"type": "audio_start", "format": "webm"}, protocol.AudioStartFrame),
        ({"type": "audio_end"}, protocol.AudioEndFrame),
        ({"type": "speak", "text": "hello"}, protocol.SpeakFrame),
    ],
)
def test_client_frames_are_read_as_their_models(data: dict[str, Any], kind: type) -> None:
    assert isinstance(protocol.read_client_frame(data), kind)


@pytest.mark.parametrize(
    ("data", "code", "message"),
    [
        ("not an object", "invalid_frame", "Frames must be JSON objects with a type"),
        ({"text": "no type"}, "invalid_frame", "Frames must be JSON objects with a type"),
        ({"type": "dance"}, "unknown_frame", "Unknown frame type: dance"),
        ({"type": "message", "text": 42}, "invalid_frame", "text must be a string"),
        (
            {"type": "set_language", "language": "fr"},
            "invalid_frame",
            "language must be one of: en, hi",
        ),
        (
            {"type": "location", "latitude": 91, "longitude": 0},
            "invalid_frame",
            "latitude and longitude must be numbers in range",
        ),
        (
            {"type": "location", "latitude": "x", "longitude": 0},
            "invalid_frame",
            "latitude and longitude must be numbers in range",
        ),
        (
            {"type": "select_service", "serviceId": ""},
            "invalid_frame",
            "serviceId must be a service's id",
        ),
        (
            {"type": "hello", "language": "de"},
            "invalid_frame",
            "sessionId must be a string and language one of: en, hi",
        ),
    ],
)
def test_bad_client_frames_say_what_is_wrong(data: object, code: str, message: str) -> None:
    with pytest.raises(protocol.BadFrame) as refused:
        protocol.read_client_frame(data)
    assert (refused.value.code, refused.value.message) == (code, message)


def test_server_frames_are_sent_as_made_with_their_type() -> None:
    frames = [
        protocol.TypingFrame(),
        protocol.TranscriptFrame(text="namaste"),
        protocol.AudioFrame(mime="audio/wav", bytes=12, last=False),
        ErrorReply("voice_busy", "Busy"),
    ]
    assert [json.loads(protocol.frame_text(f)) for f in frames] == [
        {"type": "typing"},
        {"type": "transcript", "text": "namaste"},
        {"type": "audio", "mime": "audio/wav", "bytes": 12, "last": False},
        {"type": "error", "code": "voice_busy", "message": "Busy"},
    ]
