"""Whisper over a window fitted to the speech. faster-whisper always pads audio to Whisper's
30 s window, so the encoder costs the same for "my orders" as for half a minute of speech;
CTranslate2's encoder takes any even number of frames. A short request is encoded with
PAD_SECONDS of silence after it instead, and decoded from that one encoding (the language
too, when it must be told by ear).

Measured on 120 clips (60 held-out requests, each said by a neural and an espeak-ng voice;
English, 2 cores; p50 of the decode alone), word errors and time:

    base, beam 1:  padded 30 s window 28.9% in 0.76 s; fitted (10 s pad) 29.1% in 0.31 s
    base, beam 5:  padded 25.7% in 0.81 s; fitted 26.7% in 0.45 s
    tiny.en, beam 1: padded 40.9% in 0.42 s; fitted 35.6% in 0.20 s
    tiny.en, beam 5: padded 31.6% in 0.49 s; fitted 32.4% in 0.28 s

(base's padded times are from a quiet run of 60 of the clips: the 120-clip run shared the
machine and took 1.0 s.)

With 1 s or 3 s of padding the errors rose to 51% and 41% (60 clips): Whisper was trained on
full windows and needs silence after the speech to end its transcript. 8 s did as well as 10
on average but lost words on two clips of the tests that 10 s hears."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from faster_whisper import WhisperModel  # type: ignore[import-untyped]
from faster_whisper.tokenizer import Tokenizer  # type: ignore[import-untyped]
from faster_whisper.transcribe import (  # type: ignore[import-untyped]
    get_compression_ratio,
    get_suppressed_tokens,
)

from assistant_core.speech.ports import SAMPLE_RATE

PAD_SECONDS = 10.0
_FRAMES_PER_SECOND = 100  # Whisper's mel hop: 10 ms
_WINDOW_FRAMES = 3000  # Whisper's own window: 30 s
# Generated tokens at most: English speech runs at about 4 tokens a second, Hindi written in
# Devanagari at about 12; a decoder looping on a phrase stops here.
_TOKENS_PER_SECOND = 16
_TOKENS_SPARE = 16
_MAX_TOKENS = 224  # half of Whisper's context; the rest holds the prompt


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str
    language: str
    avg_logprob: float
    compression_ratio: float
    no_speech_prob: float


def fits(samples: npt.NDArray[np.float32]) -> bool:
    """Whether speech this long, with its padding, fits one of Whisper's windows."""
    return len(samples) / SAMPLE_RATE + PAD_SECONDS <= _WINDOW_FRAMES / _FRAMES_PER_SECOND


def decode_fitted(
    model: WhisperModel,
    samples: npt.NDArray[np.float32],
    *,
    language: str | None,
    languages: Sequence[str],
    hints: Mapping[str, str | None],
    beam_size: int,
) -> Decoded:
    """What is said in `samples` (which must fit): in `language`, else in the likeliest of
    `languages` by ear (or English, for an English-only model), with that language's hint."""
    seconds = len(samples) / SAMPLE_RATE
    frames = math.ceil((seconds + PAD_SECONDS) * _FRAMES_PER_SECOND)
    frames = min(_WINDOW_FRAMES, frames + frames % 2)  # the encoder halves the frames
    padded = np.zeros(frames * (SAMPLE_RATE // _FRAMES_PER_SECOND), dtype=np.float32)
    padded[: len(samples)] = samples[: len(padded)]
    features = model.feature_extractor(padded)[:, :frames]
    encoded = model.encode(np.ascontiguousarray(features))
    multilingual = model.model.is_multilingual
    if not multilingual:
        language = "en"
    elif language is None and len(languages) == 1:
        language = languages[0]
    elif language is None:
        ranked = dict(model.model.detect_language(encoded)[0])
        language = max(languages, key=lambda code: ranked.get(f"<|{code}|>", 0.0))
    tokenizer = Tokenizer(model.hf_tokenizer, multilingual, task="transcribe", language=language)
    hint = hints.get(language)
    prompt = model.get_prompt(tokenizer, [], without_timestamps=True, hotwords=hint)
    result = model.model.generate(
        encoded,
        [prompt],
        beam_size=beam_size,
        # CTranslate2 counts the prompt in the length.
        max_length=len(prompt)
        + min(_MAX_TOKENS, _TOKENS_SPARE + int(_TOKENS_PER_SECOND * seconds)),
        return_scores=True,
        return_no_speech_prob=True,
        suppress_blank=True,
        suppress_tokens=get_suppressed_tokens(tokenizer, [-1]),
    )[0]
    tokens = result.sequences_ids[0] if result.sequences_ids else []
    text = tokenizer.decode(tokens).strip()
    # As faster-whisper scores a segment: the length-normalised score over the tokens + end.
    avg_logprob = result.scores[0] * len(tokens) / (len(tokens) + 1)
    return Decoded(text, language, avg_logprob, get_compression_ratio(text), result.no_speech_prob)
