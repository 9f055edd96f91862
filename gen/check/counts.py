"""Instruction counts of single calls of a kernel's entry points (`gen guard`, gen/guard.py).

A count is what callgrind (`valgrind --tool=callgrind`) records for one call on fixed inputs. A
driver's `count` mode (harness_c/ct_driver.c for most families, harness_c/tower_harness.c for towers)
brackets each call with HC_COUNT (harness_c/common/count.h), which collects that call alone and dumps
it as one part of the profile, named after the function. Only the instructions executed in the
driver's own executable are summed (the kernel, and the few driver instructions that pass the
arguments): the C library's memcpy and memset are left out, because glibc picks their implementation
by the CPU it runs on; the calls to them are counted. So a count depends on the kernel's C, the
compiler and its flags, never on the host: the drivers are built with COUNT_COMPILER at COUNT_OPT.

Foreign ISAs that run under a QEMU able to load plugins (qemu-user 7.2 from Debian: neon, neon-sha3,
neon-nopmull, rv64-zbc) are counted the same way under QEMU instead of callgrind: the driver is built
by the target's own gcc with -DHC_MARKERS and harness_c/common/qemu_count_plugin.c counts the guest
instructions between the markers around each call (`counter` says which way a target is counted).
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from ..errors import GenError
from ..isa import Target, foreign, valgrind_runs
from .ct import build_ct_driver
from .driver import HARNESS_DIR
from .runcache import file_digest, remembered_value

COUNT_COMPILER = "gcc"
COUNT_OPT = "-O2"
COUNT_TIMEOUT = 900.0  # seconds for one driver under callgrind (the largest ring kernels take a few)

QEMU_PLUGIN_C = HARNESS_DIR / "common" / "qemu_count_plugin.c"
_QEMU_COUNT = re.compile(r"^hc-count (\d+|unpaired)\nhc-count-name (\S+)$", re.M)
_TRIGGER = re.compile(r"^desc: Trigger: Client Request: (.+)$", re.M)
_NAMED = re.compile(r"^\((\d+)\)(?: (.*))?$")


def require_valgrind() -> None:
    """GenError unless valgrind is on PATH."""
    if shutil.which("valgrind") is None:
        raise GenError("valgrind not found (install valgrind; gen guard counts instructions with callgrind)")


@lru_cache(maxsize=1)
def valgrind_version() -> str:
    """`valgrind --version`, e.g. valgrind-3.19.0."""
    require_valgrind()
    return subprocess.run(["valgrind", "--version"], capture_output=True, text=True, timeout=60).stdout.strip()


def part_instructions(text: str, executable: str, objects: dict[str, str]) -> tuple[str | None, int]:
    """(the HC_COUNT name of one callgrind profile part, the instructions it records in `executable`).

    The part lists, per object (ob=) and function (fn=), cost lines `position instructions`; the line
    after a `calls=` line is the inclusive cost of that call, already counted in the callee's own lines,
    so it is skipped. Object names are compressed: `(id) name` the first time (in ob= or in cob=, the
    object of a call), `(id)` after; `objects` keeps the ids across the parts of one profile."""
    trigger = _TRIGGER.search(text)
    current, total, skip_next = "", 0, False
    for line in text.splitlines():
        if skip_next:
            skip_next = False
        elif line.startswith(("ob=", "cob=")):
            key, _, value = line.partition("=")
            match = _NAMED.match(value)
            if match and match.group(2) is not None:
                objects[match.group(1)] = match.group(2)
            if key == "ob":
                current = objects.get(match.group(1), "") if match else value
        elif line.startswith("calls="):
            skip_next = True
        elif line and (line[0].isdigit() or line[0] in "+-*"):
            if current == executable:
                total += int(line.split()[-1])
    return (trigger.group(1).strip() if trigger else None), total


def run_counter(cmd: list[str], tool: str, exe: Path, args: list[str], timeout: float) -> subprocess.CompletedProcess[str]:
    """Run a driver's count mode under a counter (`cmd`, text output captured); GenError naming the `tool`, the
    driver and its arguments if it times out or fails."""
    what = f"{tool}: {exe.name} {' '.join(args)}"
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise GenError(f"{what} timed out after {timeout:g}s") from None
    if proc.returncode != 0:
        last = (proc.stdout.strip().splitlines() or proc.stderr.strip().splitlines() or [""])[-1]
        raise GenError(f"{what} failed (exit {proc.returncode}): {last}")
    return proc


def callgrind_counts(exe: Path, args: list[str], work: Path, timeout: float = COUNT_TIMEOUT) -> dict[str, int]:
    """Run a driver's count mode under callgrind: {function: instructions of its one call} (replayed from
    the run cache for the same executable bytes, arguments and valgrind)."""
    require_valgrind()
    key = [file_digest(exe), *args, valgrind_version(), file_digest(shutil.which("valgrind") or "valgrind")]
    return remembered_value("callgrind counts", key, lambda: _callgrind_counts(exe, args, work, timeout))


def _callgrind_counts(exe: Path, args: list[str], work: Path, timeout: float) -> dict[str, int]:
    work.mkdir(parents=True, exist_ok=True)
    exe, out = exe.resolve(), work / "callgrind.out"
    run_counter(["valgrind", "--tool=callgrind", "--collect-atstart=no", f"--callgrind-out-file={out}", str(exe), *args],
                "callgrind", exe, args, timeout)
    counts: dict[str, int] = {}
    objects: dict[str, str] = {}
    for part in sorted(work.glob("callgrind.out.*"), key=lambda p: int(p.suffix[1:])):
        name, instructions = part_instructions(part.read_text(), str(exe), objects)
        if name is not None:
            if name in counts:
                raise GenError(f"callgrind: {exe.name} counted {name} twice")
            counts[name] = instructions
    if not counts:
        raise GenError(f"callgrind: {exe.name} {' '.join(args)} counted no call")
    return counts


def ct_driver_counts(kernel_dir: Path, sym: str, header_only: bool, target: Target, api: Iterable[str],
                     work: Path) -> dict[str, int]:
    """Instructions of one call of each entry point the ct driver's -D flags (`api`) name, the driver and
    the kernel built by count_compiler(target) at COUNT_OPT; counted by callgrind, or under QEMU."""
    how = counter(target)
    if how is None:
        raise GenError(f"gen guard cannot count {target.name} code on this host")
    cflags = [*target.cflags, *(["-DHC_MARKERS"] if how == "qemu" else [])]
    exe = build_ct_driver(kernel_dir, sym, header_only, cflags, count_compiler(target), COUNT_OPT, api, work / "build")
    if how == "qemu":
        return qemu_counts(exe, target.runner, ["count"])
    return callgrind_counts(exe, ["count"], work / "callgrind")


# -- foreign ISAs under QEMU -------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def loads_plugins(qemu: str) -> bool:
    """Whether this QEMU accepts -plugin (dynamically linked ones do; static builds say "unknown option")."""
    try:
        proc = subprocess.run([qemu, "-plugin", "x", "-version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return proc.returncode == 0 and "unknown option" not in proc.stdout + proc.stderr


def counter(target: Target) -> str | None:
    """How gen guard counts `target`'s code: "callgrind" (native, valgrind runs it), "qemu" (foreign,
    under a qemu-user that loads plugins, built by the target's gcc), or None (not counted here)."""
    if not foreign(target):
        return "callgrind" if valgrind_runs(target) else None
    runner, gcc = target.runner, count_compiler(target)
    if not runner or "{exe}" in runner or gcc is None or not shutil.which(runner[0]) or not shutil.which(gcc):
        return None
    return "qemu" if loads_plugins(runner[0]) else None


def count_compiler(target: Target) -> str | None:
    """The compiler whose builds are counted: COUNT_COMPILER natively, the target's gcc when foreign."""
    if not foreign(target):
        return COUNT_COMPILER
    return next((c for c in target.compilers if c.endswith("gcc")), None)


def counter_version(target: Target) -> str:
    """What the counts were made with beside the compiler: valgrind's version, or QEMU's and its -cpu."""
    if counter(target) != "qemu":
        return valgrind_version()
    out = subprocess.run([target.runner[0], "-version"], capture_output=True, text=True, timeout=60).stdout
    return " ".join([(out.splitlines() or [target.runner[0]])[0].strip(), *target.runner[1:]])


def symbol_addresses(exe: Path, names: Iterable[str]) -> dict[str, int]:
    """{name: address} of functions in a (static, foreign) executable, read with readelf -Ws."""
    proc = subprocess.run(["readelf", "-Ws", str(exe)], capture_output=True, text=True, timeout=120)
    wanted, found = set(names), {}
    for line in proc.stdout.splitlines():
        cols = line.split()
        if len(cols) >= 8 and cols[3] == "FUNC" and cols[7] in wanted:
            found[cols[7]] = int(cols[1], 16)
    if missing := sorted(wanted - set(found)):
        raise GenError(f"qemu count: {exe.name} has no {', '.join(missing)} (built without -DHC_MARKERS?)")
    return found


def build_plugin() -> Path:
    """The counting plugin, built by the host's gcc once per version of its source (in the temporary
    directory, named by the source's hash; a concurrent build is renamed into place atomically)."""
    digest = hashlib.sha256(QEMU_PLUGIN_C.read_bytes()).hexdigest()[:16]
    out = Path(tempfile.gettempdir()) / f"gen-qemu-count-plugin-{digest}.so"
    if out.exists():
        return out
    partial = out.with_suffix(f".{os.getpid()}.tmp")
    cmd = ["gcc", "-O2", "-shared", "-fPIC", "-Wall", "-Wextra", "-Werror", str(QEMU_PLUGIN_C), "-o", str(partial)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        raise GenError(f"building the QEMU counting plugin failed: {(proc.stderr.strip().splitlines() or [''])[0]}")
    os.replace(partial, out)
    return out


def qemu_counts(exe: Path, runner: Iterable[str], args: list[str],
                timeout: float = COUNT_TIMEOUT) -> dict[str, int]:
    """Run a marker-built driver's count mode under qemu-user with the counting plugin: {function:
    guest instructions of its one call} (replayed from the run cache for the same bytes of the executable,
    QEMU and the plugin, and the same arguments)."""
    runner = list(runner)
    key = [file_digest(exe), *args, *runner[1:], file_digest(shutil.which(runner[0]) or runner[0]),
           file_digest(build_plugin())]
    return remembered_value("qemu counts", key, lambda: _qemu_counts(exe, runner, args, timeout))


def _qemu_counts(exe: Path, runner: list[str], args: list[str], timeout: float) -> dict[str, int]:
    marks = symbol_addresses(exe, ("hc_count_begin", "hc_count_end"))
    plugin = f"{build_plugin()},begin={marks['hc_count_begin']:#x},end={marks['hc_count_end']:#x}"
    proc = run_counter([runner[0], "-plugin", plugin, *runner[1:], str(exe.resolve()), *args], "qemu count", exe, args,
                       timeout)
    counts: dict[str, int] = {}
    for number, name in _QEMU_COUNT.findall(proc.stderr):
        if number == "unpaired" or name in counts:
            raise GenError(f"qemu count: {exe.name}: {name} {'counted twice' if name in counts else 'has no begin'}")
        counts[name] = int(number)
    if not counts:
        raise GenError(f"qemu count: {exe.name} {' '.join(args)} counted no call")
    return counts
