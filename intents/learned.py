"""A learned second opinion on where a message wants to go: multinomial naive Bayes over
character n-grams of the folded words and the canonical tokens (with their pairs), trained
from intents/data/training.yaml the first time it is asked (deterministic; about 50 ms once
per process; nothing downloaded). The rules in intents.routing stay first; this decides
where they are weakest: how-to and meaning questions with booking or shopping words,
negations, our words used in another sense, and order problems told as stories."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

from intents.lexicon import spaced
from intents.normalise import tokens_of, words_of

TRAINING = Path(__file__).resolve().parent / "data" / "training.yaml"
INTENTS = ("book_priest", "astrology", "store", "orders", "chat")
NGRAMS = (3, 4, 5)
SMOOTHING = 0.3
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
    found: Counter[str] = Counter()
    words = words_of(text)
    for word in words:
        padded = f"<{word}>"
        for size in NGRAMS:
            found.update(padded[i : i + size] for i in range(max(1, len(padded) - size + 1)))
    tokens = tokens_of(text)
    found.update(f"t:{t}" for t in tokens)
    found.update(f"b:{a}_{b}" for a, b in itertools.pairwise(tokens))
    if words and words[0] in _ASKING:
        found["first:asking"] += 2
    if any(w in _NEGATIONS for w in words):
        found["negated"] += 2
    return found


@dataclass(frozen=True, slots=True)
class Opinion:
    intent: str
    probability: float
    scores: dict[str, float]  # log-likelihood of the message under each intent

    def margin_over(self, other: str) -> float:
        """How much likelier (in nats) the model finds its intent than `other`."""
        return self.scores[self.intent] - self.scores[other]


@dataclass(frozen=True, slots=True)
class Model:
    priors: dict[str, float]
    weights: dict[str, dict[str, float]]  # log P(feature | intent)
    unseen: dict[str, float]  # log P(a feature never seen with the intent)
    vocabulary: frozenset[str]  # features never seen in training say nothing

    def opinion(self, text: str) -> Opinion:
        seen = features(text)
        scores = {
            intent: self.priors[intent]
            + sum(
                count * self.weights[intent].get(feature, self.unseen[intent])
                for feature, count in seen.items()
                if feature in self.vocabulary
            )
            for intent in INTENTS
        }
        best = max(scores, key=lambda intent: scores[intent])
        top = scores[best]
        total = sum(math.exp(score - top) for score in scores.values())
        return Opinion(best, 1.0 / total, scores)


def train(examples: list[tuple[str, str]]) -> Model:
    counts: dict[str, Counter[str]] = {intent: Counter() for intent in INTENTS}
    per_intent: Counter[str] = Counter()
    for text, intent in examples:
        counts[intent].update(features(text))
        per_intent[intent] += 1
    vocabulary = {feature for counter in counts.values() for feature in counter}
    weights: dict[str, dict[str, float]] = {}
    unseen: dict[str, float] = {}
    for intent in INTENTS:
        total = sum(counts[intent].values()) + SMOOTHING * len(vocabulary)
        weights[intent] = {
            feature: math.log((count + SMOOTHING) / total)
            for feature, count in counts[intent].items()
        }
        unseen[intent] = math.log(SMOOTHING / total)
    # Uniform priors: the training set's proportions are not the traffic's.
    priors = {intent: math.log(1 / len(INTENTS)) for intent in INTENTS}
    return Model(priors, weights, unseen, frozenset(vocabulary))


def load_examples(path: Path = TRAINING) -> list[tuple[str, str]]:
    """(text, intent) pairs of a labelled file: groups of {text, intent} items."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return [(item["text"], item["intent"]) for items in data.values() for item in items]


@cache
def model() -> Model:
    """The model trained on the repository's set, once per process."""
    return train(load_examples())


def second_opinion(text: str) -> Opinion:
    return model().opinion(text)
