"""`punya models`: the Whisper models Punya can vouch for, and installing one from a folder
(fetched by an operator from its maker), checked file by file against what they published."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from api.settings import Settings
from assistant_core.speech.model_catalogue import CATALOGUE, ModelError
from assistant_core.speech.whisper_models import install_model, resolve_model


def add_models_parser(commands: Any) -> None:
    models = commands.add_parser("models", help="list or install the speech-to-text models")
    actions = models.add_subparsers(dest="action", required=True)
    actions.add_parser("list", help="the models Punya can vouch for, and which are installed")
    add = actions.add_parser(
        "add", help="install a model from a folder after checking every file's sha256"
    )
    add.add_argument("path", help="a folder with the model's files (config.json, model.bin...)")


def run_models(settings: Settings, args: argparse.Namespace) -> int:
    cache = settings.stt.cache_dir
    if args.action == "add":
        try:
            model = install_model(Path(args.path), cache)
        except ModelError as refused:
            print(f"punya models add: {refused}", file=sys.stderr)
            return 2
        print(
            f"Installed {model.name} ({model.languages}) in {cache / model.name}: every file is "
            f"as {model.repository} published it at {model.revision[:12]}. Licence: "
            f"{model.licence}. Use it with PUNYA_STT_MODEL={model.name}."
        )
        return 0
    for model in CATALOGUE.values():
        chosen = " (in use)" if settings.stt.model == model.name else ""
        print(f"{model.name}{chosen}: {model.languages}; {_state(model.name, cache)}")
        print(f"  from {model.source}")
        print(f"  licence: {model.licence}")
    return 0


def _state(name: str, cache: Path) -> str:
    if name == "base":
        return "ships with Punya (joined from its two packages on first use)"
    try:
        resolve_model(name, cache)
    except ModelError:
        return "not installed"
    return "installed, every file checked"
