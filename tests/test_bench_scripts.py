"""Every benchmark script still imports what it uses from gen: a bench is run by hand on the hosts that
can time it, so an import broken by a refactor would otherwise show only there."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for p in (ROOT / "bench").glob("*.py"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_bench_script_imports_and_prints_its_usage(script: Path) -> None:
    run = subprocess.run([sys.executable, str(script), "--help"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "usage" in run.stdout.lower(), run.stdout[-500:]
