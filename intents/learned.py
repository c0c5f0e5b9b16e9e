"""The learned side of routing: a logistic regression (softmax over the five intents) on
character n-grams of the folded words and the canonical tokens (with their pairs), trained
from intents/data/training.yaml at build time by `python -m intents.train` into
intents/data/model.json (deterministic; nothing downloaded). The model file names the
sha256 of the data it was trained on: a process finding it stale trains its own copy
(a few seconds) rather than route with a model of other data, and a test fails until the
file is made again. It reads sentences better than the rules do: how-to and meaning
questions with booking or shopping words, negations, our words in another sense, and
order problems told as stories (intents.routing decides who speaks when)."""

from __future__ import annotations

import hashlib
import itertools
import json
import logging
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import yaml

from intents.lexicon import spaced
from intents.normalise import tokens_of, words_of

log = logging.getLogger(__name__)

TRAINING = Path(__file__).resolve().parent / "data" / "training.yaml"
MODEL = Path(__file__).resolve().parent / "data" / "model.json"
INTENTS = ("book_priest", "astrology", "store", "orders", "chat")
NGRAMS = (3, 4, 5)
# Chosen by 5-fold cross-validation on the training set (never on the held-out set):
# 0.897 of messages right, against 0.838 for naive Bayes on the same features.
L2 = 1e-5
STEP = 20.0  # gradient descent on L2-normalised binary features takes large steps
ROUNDS = 600
DECIMALS = 5  # weights as stored
_NEGATIONS = frozenset(
    spaced("not no never dont don't nahi nahin mat नहीं मत without instead only just")
)
_ASKING = frozenset(
    [
        "what",
        "why",
        "how",
        "which",
        "when",
        "who",
        "kya",
        "kaise",
        "kyun",
        "kyon",
        "kab",
        "kaun",
        "क्या",
        "कैसे",
        "क्यों",
    ]
)


def features(text: str) -> Counter[str]:
    """What the model sees of a message."""
    words = words_of(text)
    tokens = tokens_of(text)
    # Counted at once, in the order seen (the model sums its columns in that order).
    seen = [
        padded[i : i + size]
        for padded in (f"<{word}>" for word in words)
        for size in NGRAMS
        for i in range(max(1, len(padded) - size + 1))
    ]
    seen += [f"t:{t}" for t in tokens]
    seen += [f"b:{a}_{b}" for a, b in itertools.pairwise(tokens)]
    found = Counter(seen)
    if words and words[0] in _ASKING:
        found["first:asking"] += 2
    if any(w in _NEGATIONS for w in words):
        found["negated"] += 2
    return found


@dataclass(frozen=True, slots=True)
class Opinion:
    intent: str
    probability: float
    scores: dict[str, float]  # each intent's probability

    def margin_over(self, other: str) -> float:
        """How much likelier the model finds its intent than `other` (a difference of
        probabilities, 0 to 1)."""
        return self.scores[self.intent] - self.scores[other]


@dataclass(frozen=True, slots=True)
class Model:
    vocabulary: dict[str, int]  # feature -> column
    weights: np.ndarray  # (features, intents)
    bias: np.ndarray  # (intents,)
    trained_on: str  # sha256 of the training file's bytes

    def opinion(self, text: str) -> Opinion:
        # The row is binary and scaled to length 1: the sum of its features' weights over
        # the square root of their number (no 25,000-wide vector per message).
        columns = [c for f in features(text) if (c := self.vocabulary.get(f)) is not None]
        logits = self.bias.copy()
        if columns:
            logits += self.weights[columns].sum(axis=0) / np.sqrt(len(columns))
        logits -= logits.max()
        chances = np.exp(logits)
        chances /= chances.sum()
        best = int(chances.argmax())
        scores = {intent: float(chances[i]) for i, intent in enumerate(INTENTS)}
        return Opinion(INTENTS[best], float(chances[best]), scores)

    def to_json(self) -> str:
        order = sorted(self.vocabulary, key=self.vocabulary.__getitem__)
        return json.dumps(
            {
                "trainedOn": self.trained_on,
                "intents": list(INTENTS),
                "features": order,
                "weights": np.round(self.weights, DECIMALS).tolist(),
                "bias": np.round(self.bias, DECIMALS).tolist(),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @staticmethod
    def from_json(text: str) -> Model:
        data = json.loads(text)
        if data["intents"] != list(INTENTS):
            raise ValueError("the model was trained for other intents")
        vocabulary = {feature: i for i, feature in enumerate(data["features"])}
        weights = np.asarray(data["weights"], dtype=np.float64)
        if weights.shape != (len(vocabulary), len(INTENTS)):
            raise ValueError("the model's weights do not fit its features")
        bias = np.asarray(data["bias"], dtype=np.float64)
        return Model(vocabulary, weights, bias, str(data["trainedOn"]))


def _row(found: Counter[str], vocabulary: dict[str, int]) -> np.ndarray:
    """A message as the model reads it: which known features it has, scaled to length 1."""
    row = np.zeros(len(vocabulary))
    for feature in found:
        column = vocabulary.get(feature)
        if column is not None:
            row[column] = 1.0
    norm = float(np.linalg.norm(row))
    return row / norm if norm else row


def train(examples: list[tuple[str, str]], trained_on: str = "") -> Model:
    """Softmax regression by full-batch gradient descent from zero weights: the same
    examples always give the same model."""
    found = [features(text) for text, _ in examples]
    vocabulary = {f: i for i, f in enumerate(sorted({f for c in found for f in c}))}
    rows = np.array([_row(c, vocabulary) for c in found], dtype=np.float32)
    labels = np.eye(len(INTENTS), dtype=np.float32)[[INTENTS.index(i) for _, i in examples]]
    weights = np.zeros((len(vocabulary), len(INTENTS)), dtype=np.float32)
    bias = np.zeros(len(INTENTS), dtype=np.float32)
    for _ in range(ROUNDS):
        logits = rows @ weights + bias
        logits -= logits.max(axis=1, keepdims=True)
        chances = np.exp(logits)
        chances /= chances.sum(axis=1, keepdims=True)
        error = (chances - labels) / len(examples)
        weights -= STEP * (rows.T @ error + L2 * weights)
        bias -= STEP * error.sum(axis=0)
    return Model(vocabulary, weights.astype(np.float64), bias.astype(np.float64), trained_on)


def load_examples(path: Path = TRAINING) -> list[tuple[str, str]]:
    """(text, intent) pairs of a labelled file: groups of {text, intent} items."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [(item["text"], item["intent"]) for items in data.values() for item in items]


def training_hash(path: Path = TRAINING) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build(path: Path = MODEL) -> Model:
    """Train on the repository's set and write the model file (`python -m intents.train`)."""
    made = train(load_examples(), training_hash())
    path.write_text(made.to_json() + "\n", encoding="utf-8")
    return made


@cache
def model() -> Model:
    """The shipped model, once per process; trained here when the file is missing or was
    made from other data."""
    wanted = training_hash()
    try:
        shipped = Model.from_json(MODEL.read_text(encoding="utf-8"))
        if shipped.trained_on == wanted:
            return shipped
        log.warning("intents: %s is stale; training in process", MODEL.name)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("intents: no usable %s (%s); training in process", MODEL.name, exc)
    return train(load_examples(), wanted)


def second_opinion(text: str) -> Opinion:
    return model().opinion(text)
