"""Speech accuracy: the held-out requests (bench/data/intent_heldout.yaml, written blind and
never tuned on) spoken by several espeak-ng voices at several speeds, one with noise, and by a
neural voice (Piper's en_US-joe-medium, the one the server answers in), heard
the way the server hears an English conversation (Whisper with our vocabulary hint, corrected
against the seed catalogue's names; requests written in Hindi are said by the Hindi voice and
heard as a Hindi conversation); word error rate, and how often the route taken from the audio
is the request's own, beside the route taken from the typed text (the ceiling).

The development set (--set dev) is the router's training messages: tune on it (the vocabulary
hint, the corrections), and report the held-out figures, which nothing is tuned on.

Usage: .venv/bin/python bench/voice_accuracy.py [--set heldout|dev] [--model base] [--limit 60]
           [--beam 5] [--misses]"""
# Prints figures and ratios; it never passes or fails on accuracy. The clips are made afresh
# each run from the kept recipe below (sentences, voices, speeds, noise seed), so they are
# the same clips every time without keeping audio in the repository.

from __future__ import annotations

import argparse
import asyncio
import json
import re
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from intent_accuracy import HELD_OUT, Message, load
from rapidfuzz.distance import Levenshtein

from api.assistant.voice import spoken_language
from assistant_core.speech.audio import decode_audio
from assistant_core.speech.piper_voice import PiperEngine
from assistant_core.speech.ports import Audio
from assistant_core.speech.stt import (
    DEFAULT_VOCABULARY,
    Decoding,
    TranscriptionPool,
    WhisperSTT,
)
from assistant_core.speech.transcript_fix import Lexicon, build_lexicon, correct_transcript
from assistant_core.speech.tts import SpeechJob
from assistant_core.speech.whisper_models import resolve_model
from assistant_core.texts import written_in_devanagari
from intents import route
from intents.learned import TRAINING

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "data" / "seed"


@dataclass(frozen=True)
class Voice:
    name: str  # espeak-ng voice (+variant), or a Piper voice of voice_catalogue
    words_per_minute: int
    noise_snr_db: float | None = None  # white noise at this signal-to-noise ratio
    neural: bool = False


VOICES = (
    Voice("en-us", 150),
    Voice("en-gb-x-rp", 175),
    Voice("en-us+f3", 135, noise_snr_db=15.0),
    Voice("en-029", 160),
    Voice("en_US-joe-medium", 165, neural=True),
)
_PIPER: dict[str, PiperEngine] = {}


def catalogue_names() -> list[str]:
    """Every name in the seed catalogue (pujas, temples, products...), as the server's
    lexicon takes them from the database."""
    names: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for key, item in value.items():
                if key == "name" and isinstance(item, str):
                    names.append(item)
                else:
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for path in sorted(SEED.glob("*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return names


def spoken(text: str, voice: Voice, seed: int) -> Audio:
    """The text said by the voice, or by espeak-ng's Hindi voice when written in Hindi."""
    name = "hi" if written_in_devanagari(text) else voice.name
    if voice.neural and name != "hi":
        engine = _PIPER.setdefault(name, PiperEngine(name))
        wav = engine.render(SpeechJob(text, None, voice.words_per_minute, deadline=0.0))
    else:
        wav = subprocess.run(
            ["espeak-ng", "-v", name, "-s", str(voice.words_per_minute), "--stdout", text],
            check=True,
            capture_output=True,
        ).stdout
    audio = decode_audio(wav, "wav", None, max_seconds=30)
    assert isinstance(audio, Audio)
    if voice.noise_snr_db is None:
        return audio
    samples = audio.samples
    power = float(np.mean(samples**2)) / (10 ** (voice.noise_snr_db / 10))
    noise = np.random.default_rng(seed).normal(0.0, power**0.5, samples.size)
    return Audio(np.clip(samples + noise, -1, 1).astype(np.float32))


def words_of(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


@dataclass
class Heard:
    message: Message
    voice: Voice
    heard: str
    errors: int
    words: int
    right_from_audio: bool
    right_from_text: bool


async def hear_all(stt: WhisperSTT, lexicon: Lexicon, messages: list[Message]) -> Iterator[Heard]:
    results = []
    for index, message in enumerate(messages):
        for voice in VOICES:
            audio = spoken(message.text, voice, seed=index)
            # Heard as the server hears the conversation a devotee writing so would have.
            language = "hi" if written_in_devanagari(message.text) else "en"
            transcript = await stt.transcribe(audio, spoken_language(language))
            heard = correct_transcript(transcript.text, lexicon)
            said = words_of(message.text)
            results.append(
                Heard(
                    message,
                    voice,
                    heard,
                    Levenshtein.distance(said, words_of(heard)),
                    len(said),
                    route(heard).intent == message.intent,
                    route(message.text).intent == message.intent,
                )
            )
    return iter(results)


def share(rows: list[Heard], test: Any) -> float:
    return 100.0 * sum(1 for row in rows if test(row)) / max(1, len(rows))


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", default="base", help="as PUNYA_STT_MODEL")
    parser.add_argument("--limit", type=int, default=60, help="held-out requests to speak")
    parser.add_argument("--misses", action="store_true", help="list the routes missed")
    parser.add_argument("--beam", type=int, default=5, help="as PUNYA_STT_BEAM_SIZE")
    parser.add_argument("--set", choices=("heldout", "dev"), default="heldout")
    parser.add_argument(
        "--hint", choices=("default", "none"), default="default", help="Whisper's vocabulary hint"
    )
    args = parser.parse_args()
    everything = load(HELD_OUT if args.set == "heldout" else TRAINING)
    step = max(1, len(everything) // args.limit)
    messages = everything[::step][: args.limit]  # spread over every group
    with tempfile.TemporaryDirectory() as cache:
        vocabulary = DEFAULT_VOCABULARY if args.hint == "default" else ()
        stt = WhisperSTT(
            resolve_model(args.model, Path(cache)),
            TranscriptionPool(1, 0),
            vocabulary=vocabulary,
            decoding=Decoding(beam_size=args.beam),
        )
        lexicon = build_lexicon(catalogue_names())
        rows = list(await hear_all(stt, lexicon, messages))
    print(
        f"{len(messages)} {args.set} requests x {len(VOICES)} voices = {len(rows)} clips,"
        f" heard by {args.model} (beam {args.beam}) as the server hears the conversation"
        f" (hint: {args.hint})"
    )
    print(f"  {'voice':<31} WER    route from audio   route from text (ceiling)")
    for voice in (*VOICES, None):
        part = [row for row in rows if voice is None or row.voice == voice]
        wer = sum(row.errors for row in part) / max(1, sum(row.words for row in part))
        label = "all" if voice is None else f"{voice.name} {voice.words_per_minute} wpm"
        if voice is not None and voice.noise_snr_db is not None:
            label += f", noise {voice.noise_snr_db:g} dB"
        audio_right = share(part, lambda row: row.right_from_audio)
        text_right = share(part, lambda row: row.right_from_text)
        print(f"  {label:<31} {wer * 100:5.1f}%  {audio_right:10.1f}%  {text_right:16.1f}%")
    if args.misses:
        print("\nroutes missed from audio (typed, then heard):")
        for row in rows:
            if row.right_from_text and not row.right_from_audio:
                print(f"  [{row.voice.name}] {row.message.text!r} -> {row.heard!r}")


if __name__ == "__main__":
    asyncio.run(main())
