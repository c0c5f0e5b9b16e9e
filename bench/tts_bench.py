"""Spoken replies: how fast each English voice makes a reply (time to the first sentence's
audio, as the socket sends it, and to the whole reply) and how clearly it speaks (Whisper base
transcribes the audio; the word error rate against the words meant). The neural voice (Piper
en_US-joe-medium) is measured against espeak-ng's Indian English voice in the same run.

Usage: .venv/bin/python bench/tts_bench.py [--rounds 3]"""
# Prints figures and ratios; it never passes or fails. Replies are typical of the assistant's,
# with amounts, dates, times and names, turned into words by the same code the server uses.

from __future__ import annotations

import argparse
import asyncio
import io
import re
import statistics
import tempfile
import time
from pathlib import Path

from faster_whisper import WhisperModel
from faster_whisper import decode_audio as decode_any
from rapidfuzz.distance import Levenshtein

from assistant_core.speech.piper_voice import PiperEngine
from assistant_core.speech.spoken import speakable
from assistant_core.speech.tts import ReplyTTS
from assistant_core.speech.whisper_models import resolve_model

REPLIES = (
    "Namaste! Your Satyanarayan Katha is booked for 12 December at 10:30 AM.",
    "Pandit Ramesh Sharma will come to your home in Varanasi. The dakshina is ₹2,100.",
    "Here are 3 temples near you. The nearest is Kashi Vishwanath Temple, 1.2 km away.",
    "Your order of a five mukhi rudraksha mala is on its way. It should reach you by Friday.",
    "I could not find that puja. Would you like to see all pujas instead?",
    "Your kundli is ready. Your moon sign is Taurus and your ascendant is Leo.",
    "Rudrabhishek at Mahakaleshwar Temple costs ₹1,501 and takes about 2 hours.",
    "Your refund of ₹850 has been started. It reaches your account in 5 to 7 days.",
)
NEURAL = "en_US-joe-medium"


def words_of(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


async def measure(tts: ReplyTTS, whisper: WhisperModel, rounds: int) -> dict[str, float]:
    first: list[float] = []
    whole: list[float] = []
    errors = words = 0
    seconds_of_speech = 0.0
    for round_ in range(rounds):
        for reply in REPLIES:
            # A fresh cache each time: the text differs by a round number said at the end.
            text = f"{reply} Reference {round_ + 1}."
            started = time.perf_counter()
            parts = []
            async for speech, _last in tts.speak_parts(text):
                if not parts:
                    first.append(time.perf_counter() - started)
                parts.append(speech)
            whole.append(time.perf_counter() - started)
            if round_:
                continue
            heard = []
            for speech in parts:
                samples = decode_any(io.BytesIO(speech.data), sampling_rate=16_000)  # the MP3 sent
                seconds_of_speech += len(samples) / 16_000
                segments, _ = whisper.transcribe(samples, language="en", beam_size=5)
                heard.append(" ".join(segment.text for segment in segments))
            # Both sides through the server's spoken forms: Whisper writes "2,100" for "two
            # thousand one hundred", which is no error of the voice.
            meant = words_of(speakable(text))
            errors += Levenshtein.distance(meant, words_of(speakable(" ".join(heard))))
            words += len(meant)
    return {
        "first_p50": statistics.median(first),
        "whole_p50": statistics.median(whole),
        "whole_p95": sorted(whole)[int(0.95 * (len(whole) - 1))],
        "wer": errors / words,
        "speech_seconds": seconds_of_speech,
    }


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        whisper = WhisperModel(str(resolve_model("base", Path(cache))), compute_type="int8")
        voices = {
            "espeak-ng en-in (baseline)": ReplyTTS("en-in", cache_entries=0),
            f"Piper {NEURAL}": ReplyTTS(cache_entries=0, english=PiperEngine(NEURAL)),
        }
        for tts in voices.values():  # load and warm each engine before timing
            await tts.speak("Namaste.")
        results = {name: await measure(tts, whisper, args.rounds) for name, tts in voices.items()}
    print(f"{len(REPLIES)} replies x {args.rounds} rounds, on one engine thread each")
    print(f"  {'voice':<28} first sentence p50   whole reply p50/p95   WER (Whisper base)")
    for name, r in results.items():
        print(
            f"  {name:<28} {r['first_p50'] * 1000:10.0f} ms"
            f"   {r['whole_p50'] * 1000:8.0f} / {r['whole_p95'] * 1000:.0f} ms"
            f"   {r['wer'] * 100:8.1f}% over {r['speech_seconds']:.0f} s of speech"
        )
    base, neural = results.values()
    print(
        f"  ratio neural/baseline: first sentence {neural['first_p50'] / base['first_p50']:.2f}x,"
        f" whole {neural['whole_p50'] / base['whole_p50']:.2f}x,"
        f" word errors {neural['wer'] / max(base['wer'], 1e-9):.2f}x"
    )


if __name__ == "__main__":
    asyncio.run(main())
