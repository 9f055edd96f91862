"""Output is written atomically and deterministically."""
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gen
from gen.project import Project

ROOT = Path(__file__).resolve().parent.parent


RENDER_ISAS = ("c64", "avx2", "neon", "cortex-m4")  # a portable, a vector, a foreign and an assembly printer
RENDER_MAX_M = 283  # every printer path is taken below it; gf2_409 and gf2_571 take most of the time
RENDER = """import hashlib, json, sys
from pathlib import Path
import gen
from gen.project import Project
out = {}
for cfg in Project(Path(sys.argv[1])).configs_of("field"):
    for isa in sys.argv[3:]:
        if isa in cfg.isas and cfg.spec.m <= int(sys.argv[2]):
            files = gen.generate(cfg.spec, isa, name=cfg.name, used_in=cfg.used_in, config=cfg.relpath,
                                 default_name=cfg.name).files
            out[f"{cfg.name}/{isa}"] = {n: hashlib.sha256(t.encode()).hexdigest() for n, t in files.items()}
print(json.dumps(out))
"""


def test_rendering_the_field_configs_in_two_processes_is_byte_identical():
    """Two interpreters with different hash seeds (set and dict orders differ) render the same bytes (gen --all
    --check compares emitted/ with a third)."""
    runs = []
    for seed in ("0", "1"):
        proc = subprocess.run([sys.executable, "-c", RENDER, str(ROOT), str(RENDER_MAX_M), *RENDER_ISAS], capture_output=True, text=True,
                              cwd=ROOT, env={**os.environ, "PYTHONHASHSEED": seed}, timeout=1800)
        assert proc.returncode == 0, proc.stderr[-2000:]
        runs.append(json.loads(proc.stdout))
    small = [c for c in Project(ROOT).configs_of("field") if c.spec.m <= RENDER_MAX_M]
    assert runs[0] == runs[1] and len(runs[0]) >= 2 * len(small)


def _emit(out: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "gen", "--field", "x^571+x^10+x^5+x^2+1", "--isa", "c64",
                             "--out", str(out), *extra], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


@pytest.mark.parametrize("delay", [0.05, 0.3, 0.8, 1.5, 2.5])
def test_a_kill_at_any_moment_leaves_old_or_new_files_never_a_mix(tmp_path, delay):
    out = tmp_path / "k"
    assert _emit(out, "--no-verify").wait(timeout=120) == 0
    old = {p.name: p.read_text() for p in out.iterdir()}
    proc = _emit(out, "--no-bench")  # verified: its header differs from the --no-verify one
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=60)
    now = {p.name: p.read_text() for p in out.iterdir()}
    assert set(now) == set(old)
    new = gen.generate("x^571+x^10+x^5+x^2+1", "c64").files
    assert now == old or now == new
    # a later run cleans up the staging directory the killed process left behind
    assert _emit(out, "--no-verify").wait(timeout=120) == 0
    assert [p.name for p in tmp_path.iterdir()] == ["k"]
