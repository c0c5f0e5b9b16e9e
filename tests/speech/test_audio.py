"""Decoding what browsers record: real espeak-ng speech as WAV, webm/opus, ogg/opus, mp4/aac
and raw PCM; and bytes that are not audio, which must come back as problems, never raise."""

from __future__ import annotations

import io
import random

import av
import numpy as np
import pytest

from assistant_core.speech import audio as audio_module
from assistant_core.speech.audio import decode_audio, normalise_format
from assistant_core.speech.ports import SAMPLE_RATE, Audio, AudioProblem
from tests.speech.recordings import encoded, needs_espeak, spoken_wav, wav_bytes

PHRASE = "I want to book a priest"
pytestmark = needs_espeak


def decoded(data: bytes, fmt: str, rate: int | None = None, limit: float = 30) -> Audio:
    result = decode_audio(data, fmt, rate, max_seconds=limit)
    assert isinstance(result, Audio), result
    return result


def wav_seconds(wav: bytes) -> float:
    with av.open(io.BytesIO(wav)) as container:
        frames = list(container.decode(audio=0))
    return sum(frame.samples for frame in frames) / frames[0].sample_rate


def test_wav_becomes_16khz_mono_float32() -> None:
    wav = spoken_wav(PHRASE)
    result = decoded(wav, "wav")
    assert result.samples.dtype == np.float32
    assert result.samples.ndim == 1
    assert result.seconds == pytest.approx(wav_seconds(wav), abs=0.01)
    assert float(np.abs(result.samples).max()) <= 1.0
    assert float(np.sqrt(np.mean(result.samples**2))) > 0.01  # speech, not silence


@pytest.mark.parametrize("fmt", ["webm", "ogg", "mp4"])
def test_browser_recordings_decode_to_the_same_speech(fmt: str) -> None:
    wav = spoken_wav(PHRASE)
    reference = decoded(wav, "wav").samples
    result = decoded(encoded(wav, fmt), fmt).samples
    # Lossy codecs add a few milliseconds of padding, never much more.
    assert len(result) / SAMPLE_RATE == pytest.approx(len(reference) / SAMPLE_RATE, abs=0.06)
    rms = float(np.sqrt(np.mean(reference**2)))
    assert float(np.sqrt(np.mean(result**2))) == pytest.approx(rms, rel=0.25)


def test_mime_types_and_aliases_name_formats() -> None:
    assert normalise_format("audio/webm;codecs=opus") == "webm"
    assert normalise_format(" Audio/Ogg; codecs=opus ") == "ogg"
    assert normalise_format("audio/wav") == "wav"
    assert normalise_format("audio/mp4") == "mp4"
    assert normalise_format("PCM") == "pcm"
    assert normalise_format("flac") is None
    wav = spoken_wav(PHRASE)
    assert decoded(encoded(wav, "webm"), "audio/webm;codecs=opus").seconds > 1


def test_stereo_44k_wav_is_mixed_to_mono_16k() -> None:
    t = np.arange(44_100 * 2) / 44_100
    stereo = np.stack([np.sin(2 * np.pi * 440 * t), np.sin(2 * np.pi * 660 * t)], axis=1) * 0.5
    result = decoded(wav_bytes(stereo.reshape(-1), 44_100, channels=2), "wav")
    assert result.seconds == pytest.approx(2.0, abs=0.01)
    assert result.samples.ndim == 1


def test_raw_pcm_at_the_browser_rate() -> None:
    t = np.arange(48_000) / 48_000
    tone = (np.sin(2 * np.pi * 300 * t) * 0.5 * 32767).astype("<i2")
    result = decoded(tone.tobytes(), "pcm", 48_000)
    assert result.seconds == pytest.approx(1.0, abs=0.01)
    assert float(np.sqrt(np.mean(result.samples**2))) == pytest.approx(0.5 / np.sqrt(2), rel=0.05)
    # An odd byte count is a torn last sample, dropped, not an error.
    assert decoded(tone.tobytes() + b"\x01", "pcm", 48_000).seconds == pytest.approx(1.0, abs=0.01)


@pytest.mark.parametrize("rate", [None, 0, 1000, 500_000])
def test_raw_pcm_needs_a_sample_rate(rate: int | None) -> None:
    result = decode_audio(b"\x00\x01" * 1000, "pcm", rate, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "undecodable"
    assert "sampleRate" in result.message


def test_unknown_format_is_named_in_the_problem() -> None:
    result = decode_audio(b"fLaC...", "flac", None, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "undecodable"
    assert result.message == (
        "Audio format 'flac' is not supported: send webm, ogg, mp4, wav or pcm audio."
    )
    assert result.said("hi") == (
        "'flac' फ़ॉर्मैट की ऑडियो नहीं ली जाती: webm, ogg, mp4, wav या pcm ऑडियो भेजिए।"
    )


@pytest.mark.parametrize("fmt", ["webm", "ogg", "wav", "mp4", "pcm"])
def test_too_long_is_refused(fmt: str) -> None:
    wav = spoken_wav(PHRASE)  # about 1.6 s
    data = wav[44:] if fmt == "pcm" else wav if fmt == "wav" else encoded(wav, fmt)
    result = decode_audio(data, fmt, 22_050, max_seconds=1.0)
    assert isinstance(result, AudioProblem)
    assert (result.code, result.message) == ("too_long", "Audio can be at most 1 seconds long.")
    assert result.said("hi") == "रिकॉर्डिंग ज़्यादा से ज़्यादा 1 सेकंड की हो सकती है।"


def test_thirty_one_seconds_is_too_long_by_default_limit() -> None:
    t = np.arange(31 * 16_000) / 16_000
    wav = wav_bytes(np.sin(2 * np.pi * 200 * t) * 0.3, 16_000)
    result = decode_audio(encoded(wav, "ogg"), "ogg", None, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "too_long"
    assert "at most 30 seconds" in result.message


def test_decoding_stops_at_the_limit_on_an_endless_stream() -> None:
    # Memory stays bounded: frames are pulled only until the limit is passed.
    pulled = 0

    def endless() -> object:
        nonlocal pulled
        while True:
            frame = av.AudioFrame.from_ndarray(
                np.zeros((1, 960), dtype="<i2"), format="s16", layout="mono"
            )
            frame.sample_rate = 48_000
            pulled += 1
            yield frame

    with pytest.raises(audio_module._TooLong):
        audio_module._resample(endless(), limit=SAMPLE_RATE)  # type: ignore[arg-type]
    assert pulled <= 52  # one second is 50 frames of 20 ms, and the resampler's lag


@pytest.mark.parametrize("fmt", ["webm", "ogg", "wav", "mp4", "pcm"])
def test_no_bytes_is_empty(fmt: str) -> None:
    result = decode_audio(b"", fmt, 16_000, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "empty"


def test_wav_without_samples_is_empty() -> None:
    result = decode_audio(wav_bytes(np.zeros(0), 16_000), "wav", None, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "empty"


@pytest.mark.parametrize("fmt", ["webm", "ogg", "wav", "mp4"])
def test_random_bytes_are_undecodable_and_the_message_names_the_format(fmt: str) -> None:
    noise = random.Random(fmt).randbytes(3000)
    result = decode_audio(noise, fmt, None, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "undecodable"
    label = {"webm": "webm/opus", "ogg": "ogg/opus", "wav": "wav", "mp4": "mp4/aac"}[fmt]
    assert result.message == f"This audio could not be decoded as {label}."


def test_ogg_sent_as_webm_is_undecodable() -> None:
    ogg = encoded(spoken_wav(PHRASE), "ogg")
    result = decode_audio(ogg, "webm", None, max_seconds=30)
    assert isinstance(result, AudioProblem)
    assert result.code == "undecodable"


def test_wav_header_with_garbage_does_not_raise() -> None:
    wav = spoken_wav(PHRASE)
    rng = random.Random(7)
    for cut in (12, 36, 44, 60):
        data = wav[:cut] + rng.randbytes(5000)
        assert isinstance(decode_audio(data, "wav", None, max_seconds=30), Audio | AudioProblem)
    # A valid header over garbage samples is noise, and still audio.
    assert isinstance(
        decode_audio(wav[:44] + rng.randbytes(8000), "wav", None, max_seconds=30), Audio
    )


@pytest.mark.parametrize("fmt", ["webm", "ogg", "wav", "mp4"])
def test_fuzzed_recordings_never_raise(fmt: str) -> None:
    wav = spoken_wav(PHRASE)
    good = wav if fmt == "wav" else encoded(wav, fmt)
    rng = random.Random(f"fuzz-{fmt}")
    outcomes = set()
    for round_ in range(60):
        if round_ % 3 == 0:
            data = good[: rng.randrange(len(good))]  # truncated
        elif round_ % 3 == 1:
            flipped = bytearray(good)
            for _ in range(rng.randrange(1, 40)):
                flipped[rng.randrange(len(flipped))] = rng.randrange(256)
            data = bytes(flipped)  # corrupted in place
        else:
            data = good[: rng.randrange(300)] + rng.randbytes(rng.randrange(4000))
        result = decode_audio(data, fmt, None, max_seconds=30)
        assert isinstance(result, Audio | AudioProblem)
        outcomes.add(type(result).__name__ if isinstance(result, Audio) else result.code)
    assert "undecodable" in outcomes or "empty" in outcomes
