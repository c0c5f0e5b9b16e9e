"""Server speech to text: model load time and memory, real-time factor, end-of-speech latency
and word error rate for 2 to 8 second utterances, tiny.en against base, beside decoding alone;
then 1, 2 and 4 devotees speaking at once through the transcription pool, with how late a
typed turn's work runs meanwhile; and, with --stream, a served assistant hearing utterances
streamed at real-time pace, from the end of speech to the final transcript, against bare
faster-whisper started at the end of speech."""

# Usage: .venv/bin/python bench/stt_bench.py [--repeat 3] [--models tiny.en,base] [--threads 0]
#            [--speakers 1,2,4] [--pools 1x2,2x1] [--pool-model base] [--rounds 4]
#            [--stream [--stream-model base] [--stream-rounds 3]]
# Prints figures and ratios; it never passes or fails on timing.

from __future__ import annotations

import argparse
import asyncio
import json
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
from typing import Any

import numpy as np
from api_load import percentile, server_for
from faster_whisper import WhisperModel  # type: ignore[import-untyped]
from faster_whisper.vad import VadOptions, get_speech_timestamps  # type: ignore[import-untyped]
from rapidfuzz.distance import Levenshtein
from websockets.asyncio.client import connect

from assistant_core.speech import stt as stt_module
from assistant_core.speech.audio import decode_audio, transcode
from assistant_core.speech.endpoint import listen
from assistant_core.speech.ports import Audio
from assistant_core.speech.stt import Decoding, SpeechBusy, TranscriptionPool, WhisperSTT
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
    return transcode(wav, "webm", "libopus", rate=48_000)


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
    pool = TranscriptionPool(1, 8)
    default = WhisperSTT(folder, pool, threads=args.threads)
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
    variants["beam 1"] = WhisperSTT(
        folder, pool, threads=args.threads, decoding=Decoding(beam_size=1)
    )
    if name != "tiny.en":
        variants["beam 5, English only"] = WhisperSTT(
            folder, pool, threads=args.threads, decoding=Decoding(languages=("en",))
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


# A typed turn's own work, stood in for by this much Python on the event loop every
# TICK_SECONDS while devotees speak: how late it finishes is what transcription costs a
# devotee who types.
TURN_WORK = 20_000
TICK_SECONDS = 0.02


def turn_work() -> None:
    total = 0
    for i in range(TURN_WORK):
        total += i * i


async def typed_turns(stop: asyncio.Event) -> list[float]:
    """Wall seconds of each stand-in turn until `stop`."""
    took = []
    while not stop.is_set():
        start = time.perf_counter()
        turn_work()
        took.append(time.perf_counter() - start)
        await asyncio.sleep(TICK_SECONDS)
    return took


async def speakers_at_once(
    stt: WhisperSTT, utterances: list[Utterance], speakers: int, rounds: int
) -> tuple[list[float], int, list[float]]:
    """Each speaker says `rounds` utterances one after another: end-of-speech latencies,
    refusals (busy), and the stand-in typed turns' times meanwhile."""
    latencies: list[float] = []
    refused = 0

    async def speaker(k: int) -> None:
        nonlocal refused
        for r in range(rounds):
            utterance = utterances[(k + r) % len(utterances)]
            start = time.perf_counter()
            try:
                await stt.transcribe(utterance.audio)
            except SpeechBusy:
                refused += 1
                await asyncio.sleep(0.5)  # the devotee tries again a little later
                continue
            latencies.append(time.perf_counter() - start)

    stop = asyncio.Event()
    ticker = asyncio.create_task(typed_turns(stop))
    await asyncio.gather(*(speaker(k) for k in range(speakers)))
    stop.set()
    return latencies, refused, await ticker


def pct(values: list[float], share: float) -> float:
    found = percentile(sorted(values), share)
    return float("nan") if found is None else found


def pool_shape(text: str) -> tuple[int, int]:
    workers, threads = text.lower().split("x")
    return int(workers), int(threads)


async def bench_pools(args: argparse.Namespace, utterances: list[Utterance], cache: Path) -> None:
    folder = resolve_model(args.pool_model, cache)
    speakers = [int(n) for n in args.speakers.split(",")]
    alone = await typed_turns_alone()
    print(
        f"\n== devotees speaking at once ({args.pool_model}, {args.rounds} utterances each, "
        f"waiting line {args.max_waiting}); a typed turn's stand-in work takes "
        f"{alone * 1000:.2f} ms p50 with nobody speaking"
    )
    print("  pool (workers x threads, nice)  speakers  p50 s  p95 s  busy  turn p50 ms  p99 ms")
    lowered = stt_module.WORKER_NICENESS
    for shape in args.pools.split(","):
        workers, threads = pool_shape(shape)
        for niceness in (lowered, 0):
            # Read by each new pool's threads, and inherited by the threads CTranslate2
            # starts when the model loads: so the model is loaded again for each pool.
            stt_module.WORKER_NICENESS = niceness
            stt_module._MODELS.clear()
            pool = TranscriptionPool(workers, args.max_waiting)
            stt = WhisperSTT(folder, pool, threads=threads)
            await stt.transcribe(utterances[0].audio)  # loaded and warm
            for count in speakers:
                latencies, refused, turns = await speakers_at_once(
                    stt, utterances, count, args.rounds
                )
                p50 = pct(latencies, 50) if latencies else float("nan")
                p95 = pct(latencies, 95) if latencies else float("nan")
                print(
                    f"  {workers} x {threads}, nice {niceness:2d}{'':14}{count:8d}  {p50:5.2f}"
                    f"  {p95:5.2f}  {refused:4d}  {pct(turns, 50) * 1000:11.2f}"
                    f"  {pct(turns, 99) * 1000:6.2f}"
                )


# --- streaming: from the end of speech to the final transcript ----------------------------

CHUNK_SECONDS = 0.1  # as a microphone sends them
TRAILING_SILENCE = 1.5  # the devotee stops talking; the server should notice within this
SHORT = "where are my orders"  # about 1.3 s: the 1-6 s range starts here


def pcm_of(samples: np.ndarray) -> bytes:
    return (np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes()


async def stream_once(base_url: str, utterance: Utterance) -> tuple[float, str]:
    """Send the utterance and a pause at real-time pace; seconds from the moment its last
    speech had been sent to the transcript, and the transcript."""
    samples = utterance.audio.samples
    speech_end = listen(samples).speech[-1][1]  # seconds into the clip
    clip = pcm_of(np.concatenate([samples, np.zeros(int(TRAILING_SILENCE * 16_000), np.float32)]))
    step = int(CHUNK_SECONDS * 16_000) * 2
    url = base_url.replace("http", "ws", 1) + "/ws/assistant"
    async with connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "language": "en"}))
        start = {"type": "audio_start", "format": "pcm", "sampleRate": 16_000}
        await ws.send(json.dumps(start))
        began = time.perf_counter()
        spoken_at: float | None = None
        ended = False

        async def send() -> None:
            nonlocal spoken_at
            for index, at in enumerate(range(0, len(clip), step)):
                await asyncio.sleep(max(0.0, began + index * CHUNK_SECONDS - time.perf_counter()))
                if ended:
                    return
                await ws.send(clip[at : at + step])
                if spoken_at is None and (at + step) / 2 / 16_000 >= speech_end:
                    spoken_at = time.perf_counter()  # the last of the speech is on its way
            await ws.send(json.dumps({"type": "audio_end"}))  # the server never said

        sender = asyncio.create_task(send())
        try:
            while True:
                frame = json.loads(await asyncio.wait_for(ws.recv(), 60))
                if frame["type"] == "utterance_end":
                    ended = True
                elif frame["type"] in ("transcript", "error"):
                    done = time.perf_counter()
                    break
        finally:
            ended = True
            await sender
    assert spoken_at is not None
    return done - spoken_at, frame.get("text", f"[{frame.get('code')}]")


def bare_latency(model: Any, utterance: Utterance, beam: int) -> float:
    """Plain faster-whisper on the utterance, started the moment speech ends (no network,
    no pause to wait for): what transcription alone costs, with the same beam and language."""
    start = time.perf_counter()
    segments, _ = model.transcribe(utterance.audio.samples, beam_size=beam, language="en")
    " ".join(segment.text for segment in segments)
    return time.perf_counter() - start


async def bench_stream(args: argparse.Namespace, utterances: list[Utterance], cache: Path) -> None:
    said = [synthesise(SHORT), *utterances]
    bare_model = WhisperModel(str(resolve_model(args.stream_model, cache)), compute_type="int8")
    lexicon = build_lexicon([])
    env = {
        "PUNYA_STT_MODEL": args.stream_model,
        "PUNYA_STT_CACHE_DIR": str(cache),
        "PUNYA_STT_BEAM_SIZE": str(args.stream_beam),
    }
    print(
        f"\n== streaming ({args.stream_model}, beam {args.stream_beam}): 100 ms chunks at"
        " real-time pace, then a pause;"
        " seconds from the last of the speech sent to the final transcript"
    )
    ours: list[float] = []
    bare: list[float] = []
    with server_for(extra_env=env) as base_url:
        await stream_once(base_url, said[0])  # the model loads with the first utterance
        print("  audio s   punya s   bare s   heard")
        for _ in range(args.stream_rounds):  # rounds alternate, so both meet the same machine
            for utterance in said:
                base = bare_latency(bare_model, utterance, args.stream_beam)
                latency, heard = await stream_once(base_url, utterance)
                bare.append(base)
                ours.append(latency)
                errors = Levenshtein.distance(
                    words_of(utterance.text), words_of(correct_transcript(heard, lexicon))
                )
                print(
                    f"  {utterance.audio.seconds:7.2f}  {latency:8.2f}  {base:7.2f}"
                    f"   {heard[:60]} ({errors} word errors)"
                )
    print(
        f"  punya p50 {pct(ours, 50):.2f} s, p95 {pct(ours, 95):.2f} s; bare faster-whisper p50"
        f" {pct(bare, 50):.2f} s, p95 {pct(bare, 95):.2f} s; ratio p50"
        f" {pct(ours, 50) / pct(bare, 50):.2f}x"
    )


async def typed_turns_alone() -> float:
    stop = asyncio.Event()
    ticker = asyncio.create_task(typed_turns(stop))
    await asyncio.sleep(1.0)
    stop.set()
    return pct(await ticker, 50)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--models", default="tiny.en,base")
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--speakers", default="1,2,4", help="devotees speaking at once")
    parser.add_argument("--pools", default="1x2,2x1", help="workers x threads to compare")
    parser.add_argument("--pool-model", default="base")
    parser.add_argument("--rounds", type=int, default=4, help="utterances per speaker")
    parser.add_argument("--max-waiting", type=int, default=2)
    parser.add_argument("--pools-only", action="store_true", help="skip the per-model figures")
    parser.add_argument("--stream", action="store_true", help="only the streaming latency")
    parser.add_argument("--stream-model", default="base")
    parser.add_argument("--stream-rounds", type=int, default=3)
    parser.add_argument("--stream-beam", type=int, default=5, help="as PUNYA_STT_BEAM_SIZE")
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
        if args.stream:
            await bench_stream(args, utterances, Path(cache))
            return
        if args.pools:
            await bench_pools(args, utterances, Path(cache))
        if args.pools_only:
            return
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
