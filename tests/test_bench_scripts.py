"""Every benchmark script still imports what it uses from gen: a bench is run by hand on the hosts that
can time it, so an import broken by a refactor would otherwise show only there."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bench.fresh import fresh_copy, spread

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for p in (ROOT / "bench").glob("*.py") if '__name__ == "__main__"' in p.read_text())


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_bench_script_imports_and_prints_its_usage(script: Path) -> None:
    run = subprocess.run([sys.executable, str(script), "--help"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "usage" in run.stdout.lower(), run.stdout[-500:]


def test_every_bench_file_but_the_shared_helpers_is_a_script() -> None:
    helpers = {p.name for p in (ROOT / "bench").glob("*.py")} - {p.name for p in SCRIPTS}
    assert helpers == {"fresh.py"}


def test_a_fresh_copy_is_a_new_byte_identical_executable(tmp_path: Path) -> None:
    exe = tmp_path / "driver"
    exe.write_bytes(b"#!/bin/sh\necho copied\n")
    exe.chmod(0o755)
    copies = [fresh_copy(exe, p) for p in range(2)]
    assert len({c.stat().st_ino for c in [exe, *copies]}) == 3
    assert all(c.read_bytes() == exe.read_bytes() for c in copies)
    assert subprocess.run([str(copies[1])], capture_output=True, text=True).stdout == "copied\n"


def test_the_spread_is_the_lowest_to_highest_figure() -> None:
    assert spread([2.2, 1.95, None, 2.05]) == "1.95-2.20"
    assert spread([float("nan"), None]) == "–"
