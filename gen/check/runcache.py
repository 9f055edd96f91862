"""Outcomes of deterministic check runs, kept by exactly what ran (ccache for the drivers' verdicts).

A correctness check, a memcheck run or an instruction count is a pure function of the executable's bytes,
its arguments, the files it reads, the emulator or tool that runs it and the host it runs on. `cached_run`
keeps the outcome of every such run that succeeded under $GEN_CACHE_DIR/runs (default ~/.cache/gen/runs),
keyed by the digests of all of these, and replays it when the very same run is asked for again.
Regenerating an unchanged kernel, a second `gen --all --ct`, `gen guard` and the test suite then still
build every driver (ccache makes that cheap) but do not re-run what already passed on these bytes.

The key covers: the bytes of every file an argument names (the driver, the vectors it reads, the emulator
or valgrind binary, a plugin), the other argument text, the named output files' places in the command,
the host's CPU flags and C library, and RUN_FORMAT. Builds are reproducible (the same kernel compiled in
another folder gives the same bytes), so a kernel staged in a fresh temporary folder still hits. Failed
runs, timeouts and every timing run (dudect, benchmarks: callers never send them here) are not kept.
GEN_NO_RUN_CACHE=1 turns the cache off; `run_stats()` says how many runs were replayed.
"""
from __future__ import annotations

import base64
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import time
from collections import Counter
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..prove.cache import cache_base, write_json

NO_RUN_CACHE_ENV = "GEN_NO_RUN_CACHE"
RUN_FORMAT = "gen-run-1"  # bump when what a kept run means changes
MAX_AGE_DAYS = 30  # runs not replayed for this long are pruned
_TOKEN_SPLIT = re.compile(r"([\s=,:])")
_STATS: Counter[str] = Counter()


def runs_dir() -> Path:
    return cache_base() / "runs"


def enabled() -> bool:
    return not os.environ.get(NO_RUN_CACHE_ENV)


def run_stats() -> Counter[str]:
    """{"replayed": n, "ran": n} for this process."""
    return _STATS


@lru_cache(maxsize=4096)
def _digest_of(path: str, size: int, mtime_ns: int) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def file_digest(path: str | os.PathLike[str]) -> str:
    """sha256 of a file's bytes (remembered per path, size and modification time within one process)."""
    st = os.stat(path)
    return _digest_of(os.fspath(Path(path).resolve()), st.st_size, st.st_mtime_ns)


@lru_cache(maxsize=1)
def host_identity() -> str:
    """The machine, its CPU flags and C library: a driver may behave differently on another CPU."""
    flags = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith(("flags", "Features")):
                flags = " ".join(sorted(line.split(":", 1)[1].split()))
                break
    except OSError:
        pass
    libc = " ".join(platform.libc_ver())
    return f"{platform.machine()} {libc} {hashlib.sha256(flags.encode()).hexdigest()[:16]}"


def _is_file(text: str) -> bool:
    try:
        return bool(text) and len(text) < 4096 and Path(text).is_file()
    except (OSError, ValueError):
        return False


def _token(part: str, outputs: dict[str, int]) -> str:
    if part in outputs:
        return f"<output {outputs[part]}>"
    if _is_file(part):
        return f"<file {file_digest(part)}>"
    return part


def _argument(arg: str, outputs: dict[str, int]) -> str:
    """One argument as the key sees it: every file it names (alone, after '=', ',' or ':', or among
    words) by its digest, every output file by its place in `outputs`."""
    if arg in outputs or _is_file(arg):
        return _token(arg, outputs)
    return "".join(_token(p, outputs) for p in _TOKEN_SPLIT.split(arg))


def run_key(cmd: Sequence[str], outputs: Sequence[Path] = (), inputs: Sequence[Path] = ()) -> str:
    """The key of one run: RUN_FORMAT, the host, every argument (the program resolved on PATH), the
    digests of the `inputs` (files the program reads that no argument names)."""
    out_index = {str(p): i for i, p in enumerate(outputs)}
    program = shutil.which(cmd[0]) or cmd[0]
    parts = [RUN_FORMAT, host_identity(), _argument(program, out_index),
             *(_argument(a, out_index) for a in cmd[1:]), *(f"<input {file_digest(p)}>" for p in inputs)]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def _entry(key: str) -> Path:
    return runs_dir() / key[:2] / f"{key}.json"


def _replay(key: str, cmd: Sequence[str], outputs: Sequence[Path]) -> subprocess.CompletedProcess[str] | None:
    path = _entry(key)
    try:
        kept = json.loads(path.read_text())
        blobs = [base64.b64decode(kept["outputs"][i]) for i in range(len(outputs))]
    except (OSError, ValueError, KeyError, IndexError, TypeError):
        return None
    for out, blob in zip(outputs, blobs):
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(blob)
    try:
        os.utime(path)  # replayed: not stale
    except OSError:
        pass
    return subprocess.CompletedProcess(list(cmd), kept["returncode"], kept["stdout"], kept["stderr"])


def _keep(key: str, proc: subprocess.CompletedProcess[str], outputs: Sequence[Path]) -> None:
    try:
        blobs = [base64.b64encode(p.read_bytes()).decode() for p in outputs]
    except OSError:
        return  # an output was not written: nothing to replay
    write_json(_entry(key), {"returncode": proc.returncode, "stdout": proc.stdout, "stderr": proc.stderr,
                             "outputs": blobs})


def cached_run(cmd: Sequence[str], *, timeout: float, outputs: Sequence[Path] = (), inputs: Sequence[Path] = (),
               keep: Callable[[subprocess.CompletedProcess[str]], bool] | None = None,
               reuse: bool = True) -> subprocess.CompletedProcess[str]:
    """subprocess.run(cmd, capture_output=True, text=True, timeout=timeout), replayed from the cache when
    the same run was kept before (its output files written back). A run is kept when keep(proc) holds
    (default: it exited 0). reuse=False: a plain run (a measurement), neither replayed nor kept. Raises
    what subprocess.run raises (FileNotFoundError, TimeoutExpired)."""
    if not reuse:
        return subprocess.run(list(cmd), capture_output=True, text=True, timeout=timeout)
    key = run_key(cmd, outputs, inputs) if enabled() and _is_file(shutil.which(cmd[0]) or cmd[0]) else None
    if key is not None and (proc := _replay(key, cmd, outputs)) is not None:
        _STATS["replayed"] += 1
        return proc
    proc = subprocess.run(list(cmd), capture_output=True, text=True, timeout=timeout)
    _STATS["ran"] += 1
    if key is not None and (keep(proc) if keep else proc.returncode == 0):
        _keep(key, proc, outputs)
    return proc


def remembered_value(kind: str, key_parts: Sequence[str], compute: Callable[[], Any]) -> Any:
    """compute()'s JSON-able value, kept like a run under a key over `kind`, RUN_FORMAT, the host and
    `key_parts` (which must name every input by digest, e.g. file_digest of the executable)."""
    if not enabled():
        return compute()
    key = hashlib.sha256("\0".join([RUN_FORMAT, kind, host_identity(), *key_parts]).encode()).hexdigest()
    path = _entry(key)
    try:
        value = json.loads(path.read_text())["value"]
        _STATS["replayed"] += 1
        os.utime(path)
        return value
    except (OSError, ValueError, KeyError, TypeError):
        pass
    value = compute()
    _STATS["ran"] += 1
    write_json(path, {"value": value})
    return value


def prune(max_age_days: float = MAX_AGE_DAYS) -> int:
    """Delete the kept runs not replayed for `max_age_days`; how many were deleted."""
    cutoff, gone = time.time() - max_age_days * 86400, 0
    for path in runs_dir().glob("*/*.json"):
        try:
            if path.stat().st_mtime < cutoff:
                path.unlink()
                gone += 1
        except OSError:
            pass
    return gone


def add_stats(other: dict[str, int]) -> None:
    """Count runs another process made (a worker's run_stats()) in this one's."""
    _STATS.update(other)


def describe_stats() -> str:
    """One line for the end of a sweep: how many check runs were replayed from the cache."""
    replayed, ran = _STATS["replayed"], _STATS["ran"]
    if not replayed:
        return f"run cache: {ran} check runs, none replayed"
    return (f"run cache: {replayed} of {replayed + ran} check runs replayed from {runs_dir()} (the same bytes passed "
            f"before; {NO_RUN_CACHE_ENV}=1 re-runs them)")
