"""The host's identity as measurements record it: CPU model, compiler and its version."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from ..errors import GenError


def host_compiler() -> str:
    """The C compiler that measurements use ($CC, default gcc); profiles and wisdom record it."""
    return os.environ.get("CC", "gcc")


def compiler_version(cc: str) -> str:
    try:
        out = subprocess.run([cc, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        raise GenError(f"compiler {cc} not found; install gcc") from None
    return out.splitlines()[0].strip() if out else cc


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def host_identity() -> dict[str, str]:
    """{"cpu": ..., "compiler": ...}: what a measurement records about where it was made."""
    return {"cpu": cpu_model(), "compiler": compiler_version(host_compiler())}


def where_measured(entry: dict) -> str:
    """'this host' when a recorded measurement (with "cpu" and "compiler") was made here, else where."""
    if (entry["cpu"], entry["compiler"]) == (cpu_model(), compiler_version(host_compiler())):
        return "this host"
    return f"{entry['cpu']}, {entry['compiler']}"
