"""Server speech to text: model load time and memory, real-time factor, end-of-speech latency
and word error rate for 2 to 8 second utterances, tiny.en against base, beside decoding alone."""

# Usage: .venv/bin/python bench/stt_bench.py [--repeat 3] [--models tiny.en,base] [--threads 0]
# Prints figures and ratios; it never passes or fails on timing.

from __future__ import annotations

import argparse
import asyncio
import io
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import av
from faster_whisper.vad import VadOptions, get_speech_timestamps  # type: ignore[import-untyped]
from rapidfuzz.distance import Levenshtein

from assistant_core.speech.audio import decode_audio
from assistant_core.speech.ports import Audio
from assistant_core.speech.stt import Decoding, WhisperSTT
from assistant_core.speech.transcript_fix import Lexicon, build_lexicon, correct_transcript
from assistant_core.speech.whisper_models import resolve_model

# About 2, 4, 6 and 8 seconds in espeak-ng's en-us voice; no digits, so no number spelling
# differences count as errors.
UTTERANCES = [
    "I want to book a priest for tomorrow",
    "show me the spiritual store, I would like to buy a rudraksha mala",
    "I need a pandit for a satyanarayan puja at my new home in Pune next Sunday morning, "
    "please tell me the price",
    "where are my orders, I bought a brass puja thali and incense sticks last week and they "
    "have not arrived yet, please check the delivery status",
]


DEFAULT = "beam 5 (default)"


@dataclass
class Utterance:
    text: str
    webm: bytes
    audio: Audio


@dataclass
class Row:
    seconds: float
    decode: float
    transcribe: float
    latency: float
    errors: int
    words: int
    heard: str


def rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def words_of(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


def webm_of(wav: bytes) -> bytes:
    """Opus in WebM, as Chrome's MediaRecorder sends it."""
    out = io.BytesIO()
    with av.open(io.BytesIO(wav), "r") as source, av.open(out, "w", format="webm") as target:
        stream = target.add_stream("libopus", rate=48_000, layout="mono")
        for frame in source.decode(audio=0):
            frame.pts = None
            for packet in stream.encode(frame):
                target.mux(packet)
        for packet in stream.encode(None):
            target.mux(packet)
    return out.getvalue()


def synthesise(text: str) -> Utterance:
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        sys.exit("espeak-ng is needed: apt-get install espeak-ng")
    wav = subprocess.run(
        [espeak, "-v", "en-us", "--stdout", text], check=True, capture_output=True
    ).stdout
    webm = webm_of(wav)
    audio = decode_audio(webm, "webm", None, max_seconds=30)
    assert isinstance(audio, Audio)
    return Utterance(text, webm, audio)


async def measure(stt: WhisperSTT, utterance: Utterance, repeat: int, lexicon: Lexicon) -> Row:
    decodes, transcribes, latencies = [], [], []
    heard = ""
    for _ in range(repeat):
        # The last byte of the recording is here: decode, transcribe, correct.
        start = time.perf_counter()
        audio = await asyncio.to_thread(decode_audio, utterance.webm, "webm", None, max_seconds=30)
        decoded = time.perf_counter()
        assert isinstance(audio, Audio)
        transcript = await stt.transcribe(audio)
        transcribed = time.perf_counter()
        heard = correct_transcript(transcript.text, lexicon)
        done = time.perf_counter()
        decodes.append(decoded - start)
        transcribes.append(transcribed - decoded)
        latencies.append(done - start)
    said, got = words_of(utterance.text), words_of(heard)
    return Row(
        utterance.audio.seconds,
        statistics.median(decodes),
        statistics.median(transcribes),
        statistics.median(latencies),
        Levenshtein.distance(said, got),
        len(said),
        heard,
    )


async def bench_model(
    name: str, utterances: list[Utterance], args: argparse.Namespace, cache: Path
) -> dict[str, float]:
    lexicon = build_lexicon([])
    folder = resolve_model(name, cache)
    before = rss_kib()
    started = time.perf_counter()
    default = WhisperSTT(folder, threads=args.threads)
    await default.load()
    load_seconds = time.perf_counter() - started
    loaded = rss_kib()
    await default.transcribe(utterances[0].audio)  # first call allocates the decoder's buffers
    warm = rss_kib()
    print(
        f"\n== {name}: load {load_seconds:.2f} s, resident memory +{(loaded - before) / 1024:.0f}"
        f" MiB after load, +{(warm - before) / 1024:.0f} MiB after the first utterance"
    )
    variants = {"beam 5 (default)": default}
    variants["beam 1"] = WhisperSTT(folder, threads=args.threads, decoding=Decoding(beam_size=1))
    if name != "tiny.en":
        variants["beam 5, English only"] = WhisperSTT(
            folder, threads=args.threads, decoding=Decoding(languages=("en",))
        )
    summary: dict[str, float] = {}
    for label, stt in variants.items():
        print(f"  -- {label}")
        print("     audio s  decode ms  transcribe s    RTF  latency s   WER  heard")
        total_errors = total_words = 0
        rtfs = []
        for utterance in utterances:
            row = await measure(stt, utterance, args.repeat, lexicon)
            rtf = row.transcribe / row.seconds
            rtfs.append(rtf)
            total_errors += row.errors
            total_words += row.words
            print(
                f"     {row.seconds:7.2f}  {row.decode * 1000:9.1f}  {row.transcribe:12.2f}"
                f"  {rtf:5.2f}  {row.latency:9.2f}  {row.errors / row.words:4.2f}  {row.heard}"
            )
        wer = total_errors / total_words
        summary[label] = statistics.mean(rtfs)
        summary[label + " WER"] = wer
        print(f"     mean RTF {statistics.mean(rtfs):.3f}, WER {wer:.3f}")
    return summary


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--models", default="tiny.en,base")
    parser.add_argument("--threads", type=int, default=0)
    args = parser.parse_args()
    utterances = [synthesise(text) for text in UTTERANCES]
    decode_times = []
    for utterance in utterances:
        start = time.perf_counter()
        for _ in range(args.repeat):
            decode_audio(utterance.webm, "webm", None, max_seconds=30)
        decode_times.append((time.perf_counter() - start) / args.repeat)
    audio_seconds = sum(u.audio.seconds for u in utterances)
    before = rss_kib()
    get_speech_timestamps(utterances[0].audio.samples, VadOptions())  # loads Silero VAD
    print(
        f"voice activity model (Silero, onnxruntime): +{(rss_kib() - before) / 1024:.0f} MiB,"
        " shared by every model; not counted below"
    )
    print(f"{os.cpu_count()} CPU cores; utterances spoken by espeak-ng en-us, sent as webm/opus:")
    print(
        f"  {', '.join(f'{u.audio.seconds:.1f} s' for u in utterances)}; latency is from the last"
    )
    print("  byte of the recording to the corrected transcript (decode + transcribe + correct)")
    print(
        f"baseline, decoding alone: {sum(decode_times) * 1000:.1f} ms for "
        f"{audio_seconds:.1f} s of audio, RTF {sum(decode_times) / audio_seconds:.4f}"
    )
    summaries = {}
    with tempfile.TemporaryDirectory() as cache:
        for name in args.models.split(","):
            summaries[name] = await bench_model(name, utterances, args, Path(cache))
    decode_rtf = sum(decode_times) / audio_seconds
    print("\n== ratios")
    for name, summary in summaries.items():
        rtf = summary[DEFAULT]
        print(
            f"  {name}: transcription RTF {rtf:.3f} = {rtf / decode_rtf:.0f}x decoding alone;"
            f" beam 5 / beam 1 time {rtf / summary['beam 1']:.2f}, WER beam 1"
            f" {summary['beam 1 WER']:.3f} -> beam 5 {summary[DEFAULT + ' WER']:.3f}"
        )
        if "beam 5, English only" in summary:
            english = summary["beam 5, English only"]
            print(f"  {name}: choosing en/hi takes {rtf / english:.2f}x the English-only time")
    if {"tiny.en", "base"} <= summaries.keys():
        tiny, base = summaries["tiny.en"], summaries["base"]
        print(
            f"  base / tiny.en: time {base[DEFAULT] / tiny[DEFAULT]:.2f}x,"
            f" WER {base[DEFAULT + ' WER']:.3f} vs {tiny[DEFAULT + ' WER']:.3f}"
        )


if __name__ == "__main__":
    asyncio.run(main())
