"""Build the routing model from the labelled set: `python -m intents.train` writes
intents/data/model.json (run it after changing intents/data/training.yaml; a test fails until
it is run)."""

from __future__ import annotations

from intents.learned import MODEL, build

if __name__ == "__main__":
    built = build()
    print(f"{MODEL}: {len(built.vocabulary)} features, trained on {built.trained_on[:12]}")
