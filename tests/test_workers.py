"""gen's worker pools (gen --all --check, gen guard) do not outlive the gen process."""
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ORPHAN = """
import os, time
from concurrent.futures import ProcessPoolExecutor
from gen.workers import process_pool
pool = process_pool(1) if {watched} else ProcessPoolExecutor(1)
open({pid_file!r}, "w").write(str(pool.submit(os.getpid).result()))
pool.submit(time.sleep, 60)
time.sleep(0.5)
os._exit(0)  # gen dies without shutting its pool down
"""


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def orphan_after(watched: bool, seconds: float, tmp: Path) -> bool:
    """Whether a pool worker still runs `seconds` after its parent died."""
    pid_file = tmp / "worker.pid"
    script = ORPHAN.format(watched=watched, pid_file=str(pid_file))
    subprocess.run([sys.executable, "-c", script], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True)
    pid = int(pid_file.read_text())
    deadline = time.monotonic() + seconds
    while running(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    alive = running(pid)
    if alive:
        os.kill(pid, 9)
    return alive


def test_pool_workers_exit_when_gen_dies(tmp_path):
    assert not orphan_after(watched=True, seconds=10, tmp=tmp_path)


def test_a_plain_forked_pool_would_leave_its_workers_behind(tmp_path):
    # the failure the watch prevents (seen when a killed test run left `gen --all --check` workers asleep)
    assert orphan_after(watched=False, seconds=3, tmp=tmp_path)
