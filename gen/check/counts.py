"""Instruction counts of single calls of a kernel's entry points (`gen guard`, gen/guard.py).

A count is what callgrind (`valgrind --tool=callgrind`) records for one call on fixed inputs. A
driver's `count` mode (harness_c/ct_driver.c for most families, harness_c/tower_harness.c for towers)
brackets each call with HC_COUNT (harness_c/common/count.h), which collects that call alone and dumps
it as one part of the profile, named after the function. Only the instructions executed in the
driver's own executable are summed (the kernel, and the few driver instructions that pass the
arguments): the C library's memcpy and memset are left out, because glibc picks their implementation
by the CPU it runs on; the calls to them are counted. So a count depends on the kernel's C, the
compiler and its flags, never on the host: the drivers are built with COUNT_COMPILER at COUNT_OPT.
"""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Iterable

from ..errors import GenError
from .ct import build_ct_driver

COUNT_COMPILER = "gcc"
COUNT_OPT = "-O2"
COUNT_TIMEOUT = 900.0  # seconds for one driver under callgrind (the largest ring kernels take a few)

_TRIGGER = re.compile(r"^desc: Trigger: Client Request: (.+)$", re.M)
_NAMED = re.compile(r"^\((\d+)\)(?: (.*))?$")


def require_valgrind() -> None:
    """GenError unless valgrind is on PATH."""
    if shutil.which("valgrind") is None:
        raise GenError("valgrind not found (install valgrind; gen guard counts instructions with callgrind)")


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


def callgrind_counts(exe: Path, args: list[str], work: Path, timeout: float = COUNT_TIMEOUT) -> dict[str, int]:
    """Run a driver's count mode under callgrind: {function: instructions of its one call}."""
    require_valgrind()
    work.mkdir(parents=True, exist_ok=True)
    exe, out = exe.resolve(), work / "callgrind.out"
    cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no", f"--callgrind-out-file={out}", str(exe), *args]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise GenError(f"callgrind: {exe.name} {' '.join(args)} timed out after {timeout:g}s") from None
    if proc.returncode != 0:
        last = (proc.stdout.strip().splitlines() or proc.stderr.strip().splitlines() or [""])[-1]
        raise GenError(f"callgrind: {exe.name} {' '.join(args)} failed (exit {proc.returncode}): {last}")
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


def ct_driver_counts(kernel_dir: Path, sym: str, header_only: bool, cflags: Iterable[str], api: Iterable[str],
                     work: Path) -> dict[str, int]:
    """Instructions of one call of each entry point the ct driver's -D flags (`api`) name, the driver and
    the kernel built with COUNT_COMPILER at COUNT_OPT."""
    exe = build_ct_driver(kernel_dir, sym, header_only, cflags, COUNT_COMPILER, COUNT_OPT, api, work / "build")
    return callgrind_counts(exe, ["count"], work / "callgrind")
