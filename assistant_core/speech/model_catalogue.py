"""The Whisper models Punya will load, as their makers published them: OpenAI's Whisper
weights (MIT) converted to CTranslate2 by SYSTRAN (MIT), at a fixed revision of SYSTRAN's
Hugging Face repositories, with the size and sha256 of every file there (the sha256 of a
large file is its Git LFS object id). Whatever carries the files to this machine (a Python
package, a folder an operator copies), they are checked against this table on every load."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

_CHUNK = 1 << 20
# The multilingual models share their tokenizer and vocabulary.
_MULTILINGUAL_TEXT = {
    "tokenizer.json": (
        2_203_239,
        "fb7b63191e9bb045082c79fd742a3106a12c99513ab30df4a0d47fa6cb6fd0ab",
    ),
    "vocabulary.txt": (459_861, "34ce3fe1c5041027b3f8d42912270993f986dbc4bb34cf27f951e34a1e453913"),
}


class ModelError(Exception):
    """The configured model is missing, broken or not what its makers published: a
    deployment problem, reported at start."""


@dataclass(frozen=True, slots=True)
class PublishedModel:
    name: str  # what PUNYA_STT_MODEL calls it
    repository: str  # on huggingface.co
    revision: str
    languages: str
    files: dict[str, tuple[int, str]]  # file name -> (bytes, sha256)
    licence: str = "MIT (OpenAI Whisper weights; SYSTRAN's CTranslate2 conversion)"

    @property
    def source(self) -> str:
        return f"https://huggingface.co/{self.repository}/tree/{self.revision}"


CATALOGUE: dict[str, PublishedModel] = {
    model.name: model
    for model in (
        PublishedModel(
            "tiny.en",
            "Systran/faster-whisper-tiny.en",
            "0d3d19a32d3338f10357c0889762bd8d64bbdeba",
            "English",
            {
                "config.json": (
                    2_317,
                    "14b1b421a90349bc551b881461426b561a874049cb9e4c4864f2ca384f6a7cc5",
                ),
                "model.bin": (
                    75_537_502,
                    "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a",
                ),
                "tokenizer.json": (
                    2_128_466,
                    "929c5252409436dce1b38a75d1abbcb5e132d170d8e324e4e04ed915fa2d22df",
                ),
                "vocabulary.txt": (
                    422_309,
                    "ff77588746d3a2595d32ab5b69ffd7b95ce2441ac57533cb66fc3eb575a115cf",
                ),
            },
        ),
        PublishedModel(
            "tiny",
            "Systran/faster-whisper-tiny",
            "d90ca5fe260221311c53c58e660288d3deb8d356",
            "99 languages, Hindi among them",
            {
                "config.json": (
                    2_249,
                    "a73a28cdfe1c43ccc7202fa333d1f89c202477271407ae9a7f19afa52039cac8",
                ),
                "model.bin": (
                    75_538_270,
                    "dcb76c6586fc06cbdac6dd21f14cfd129cc4cdd9dce19bf4ffa62e59cbe6e6d1",
                ),
                **_MULTILINGUAL_TEXT,
            },
        ),
        PublishedModel(
            "base",
            "Systran/faster-whisper-base",
            "ebe41f70d5b6dfa9166e2c581c45c9c0cfc57b66",
            "99 languages, Hindi among them",
            {
                "config.json": (
                    2_309,
                    "56a6d8110d311f19c8f0471e562832c7527f146b567275bfca59fcf7c184da9a",
                ),
                "model.bin": (
                    145_217_532,
                    "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
                ),
                **_MULTILINGUAL_TEXT,
            },
        ),
        PublishedModel(
            "small",
            "Systran/faster-whisper-small",
            "536b0662742c02347bc0e980a01041f333bce120",
            "99 languages, Hindi among them",
            {
                "config.json": (
                    2_370,
                    "b55496ac7940a7ae47d2c01eab40edfd8701feec1229d9cce3b40014383fb828",
                ),
                "model.bin": (
                    483_546_902,
                    "3e305921506d8872816023e4c273e75d2419fb89b24da97b4fe7bce14170d671",
                ),
                **_MULTILINGUAL_TEXT,
            },
        ),
    )
}


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        while chunk := file.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def check_published(folder: Path, model: PublishedModel) -> None:
    """Every file of `model` in `folder`, byte for byte as published; ModelError naming the
    first that is missing or differs. Sizes first (cheap), then hashes (about 0.1 s for
    base's 145 MB)."""
    for name, (size, _) in model.files.items():
        path = folder / name
        if not path.is_file():
            raise ModelError(f"{path} is missing: {model.name} needs {', '.join(model.files)}.")
        if path.stat().st_size != size:
            raise ModelError(
                f"{path} is {path.stat().st_size} bytes; {model.repository} at "
                f"{model.revision[:12]} published {size}. Refusing to load it."
            )
    for name, (_, expected) in model.files.items():
        found = sha256_of(folder / name)
        if found != expected:
            raise ModelError(
                f"{folder / name} has sha256 {found}; {model.repository} at "
                f"{model.revision[:12]} published {expected}. Refusing to load it."
            )


def identify(folder: Path) -> PublishedModel:
    """Which published model a folder holds (checked in full); ModelError when none."""
    config = folder / "config.json"
    model_bin = folder / "model.bin"
    if not (config.is_file() and model_bin.is_file()):
        raise ModelError(f"{folder} holds no Whisper model (config.json and model.bin).")
    size = model_bin.stat().st_size
    candidates = [m for m in CATALOGUE.values() if m.files["model.bin"][0] == size]
    found = sha256_of(model_bin) if candidates else None
    for model in candidates:
        if model.files["model.bin"][1] == found:
            check_published(folder, model)
            return model
    known = ", ".join(f"{m.name} ({m.repository})" for m in CATALOGUE.values())
    raise ModelError(
        f"{model_bin} is none of the models Punya can vouch for: {known}. Its files must be "
        "exactly those their makers published."
    )
