"""The run cache replays a deterministic check only for the very same bytes: executable, the files its
arguments name, the tool that runs it; failures are never kept, outputs come back, and it can be off."""
from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest

from gen.check import runcache
from gen.check.runcache import cached_run, remembered_value, run_key, run_stats
from gen.errors import GenError
from gen.families.field import check as harness

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = """#!/bin/sh
# counts its executions in $RUN_LOG, copies the input $1 to the output $2, exits with the status in $3
echo run >> "$RUN_LOG"
cat "$1" > "$2"
echo "read $(cat "$1")"
exit "${3:-0}"
"""


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GEN_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv(runcache.NO_RUN_CACHE_ENV, raising=False)
    monkeypatch.setenv("RUN_LOG", str(tmp_path / "log"))


def program(folder: Path, text: str = SCRIPT) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    exe = folder / "prog"
    exe.write_text(text)
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe


def runs(log: Path) -> int:
    return len(log.read_text().splitlines()) if log.exists() else 0


def call(exe: Path, log: Path, inp: Path, out: Path, status: int = 0):
    """Run the program (its executions logged in `log`, which the key does not see)."""
    os.environ["RUN_LOG"] = str(log)
    return cached_run([str(exe), str(inp), str(out), str(status)], timeout=60, outputs=[out])


def test_a_passing_run_is_replayed_with_its_output_file(tmp_path: Path) -> None:
    exe, log, inp, out = program(tmp_path / "a"), tmp_path / "log", tmp_path / "in", tmp_path / "out"
    inp.write_text("42")
    first = call(exe, log, inp, out)
    out.unlink()
    second = call(exe, log, inp, out)
    assert runs(log) == 1 and second.stdout == first.stdout == "read 42\n" and out.read_text() == "42"
    assert run_stats()["replayed"] >= 1


def test_other_bytes_in_an_input_or_the_executable_run_again(tmp_path: Path) -> None:
    exe, log, inp, out = program(tmp_path / "a"), tmp_path / "log", tmp_path / "in", tmp_path / "out"
    inp.write_text("1")
    call(exe, log, inp, out)
    inp.write_text("2")
    assert call(exe, log, inp, out).stdout == "read 2\n" and runs(log) == 2
    program(tmp_path / "a", SCRIPT + "# another build\n")
    call(exe, log, inp, out)
    assert runs(log) == 3


def test_the_same_bytes_staged_in_another_folder_are_replayed(tmp_path: Path) -> None:
    log = tmp_path / "log"
    for name in ("one", "two"):
        exe = program(tmp_path / name)
        (tmp_path / name / "in").write_text("7")
        call(exe, log, tmp_path / name / "in", tmp_path / name / "out")
    assert runs(log) == 1 and (tmp_path / "two" / "out").read_text() == "7"


def test_a_failing_run_is_never_kept(tmp_path: Path) -> None:
    exe, log, inp, out = program(tmp_path / "a"), tmp_path / "log", tmp_path / "in", tmp_path / "out"
    inp.write_text("x")
    for _ in range(2):
        assert call(exe, log, inp, out, status=1).returncode == 1
    assert runs(log) == 2


def test_the_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(runcache.NO_RUN_CACHE_ENV, "1")
    exe, log, inp, out = program(tmp_path / "a"), tmp_path / "log", tmp_path / "in", tmp_path / "out"
    inp.write_text("x")
    call(exe, log, inp, out)
    call(exe, log, inp, out)
    assert runs(log) == 2 and not (tmp_path / "cache" / "runs").exists()


def test_the_key_names_files_by_content_and_outputs_by_place(tmp_path: Path) -> None:
    exe = program(tmp_path / "a")
    (tmp_path / "in").write_text("x")
    key = run_key([str(exe), f"--xml-file={tmp_path / 'out.xml'}", str(tmp_path / "in")], [tmp_path / "out.xml"])
    moved = tmp_path / "b"
    shutil.copytree(tmp_path / "a", moved / "a")
    (moved / "in").write_text("x")
    assert key == run_key([str(moved / "a" / "prog"), f"--xml-file={moved / 'o.xml'}", str(moved / "in")],
                          [moved / "o.xml"])
    (moved / "in").write_text("y")
    assert key != run_key([str(moved / "a" / "prog"), f"--xml-file={moved / 'o.xml'}", str(moved / "in")],
                          [moved / "o.xml"])


def test_a_remembered_value_is_computed_once_per_key() -> None:
    calls = []
    for key in ("k1", "k1", "k2"):
        remembered_value("test", [key], lambda: calls.append(key) or {"n": len(calls)})
    assert calls == ["k1", "k2"]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
def test_a_planted_bug_is_caught_after_the_correct_kernel_was_replayed(tmp_path: Path) -> None:
    """The emitted gf2_12/c64 passes twice (the second time replayed); a copy with one wrong partial product
    compiles cleanly to other bytes, runs, and is refused."""
    kernel = ROOT / "emitted" / "gf2_12" / "c64"
    modulus = (1 << 12) | (1 << 3) | 1
    for _ in range(2):
        assert harness.run_all(kernel, "gf2_12", modulus, False, [], bench=False, compilers=["gcc"]).ok
    assert run_stats()["replayed"] >= 1
    planted = tmp_path / "planted"
    shutil.copytree(kernel, planted)
    src = planted / "gf2_12.c"
    text = src.read_text()
    assert "(x0 * y0) ^ (x1 * y2)" in text
    src.write_text(text.replace("(x0 * y0) ^ (x1 * y2)", "(x0 * y1) ^ (x1 * y2)", 1))
    with pytest.raises(GenError, match="check .*(failed|mismatch)"):
        harness.run_all(planted, "gf2_12", modulus, False, [], bench=False, compilers=["gcc"])
