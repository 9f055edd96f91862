"""Output is written atomically and deterministically."""
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gen
from gen.project import Project

ROOT = Path(__file__).resolve().parent.parent


def test_rendering_every_config_twice_is_byte_identical():
    for cfg in Project(ROOT).configs_of("field"):
        for isa in cfg.isas:
            once = gen.generate(cfg.spec, isa, name=cfg.name, used_in=cfg.used_in, config=cfg.relpath,
                                default_name=cfg.name).files
            again = gen.generate(cfg.spec, isa, name=cfg.name, used_in=cfg.used_in, config=cfg.relpath,
                                 default_name=cfg.name).files
            assert once == again


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
