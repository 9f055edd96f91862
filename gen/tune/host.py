"""The host's identity as measurements record it: CPU model, compiler and its version."""
from __future__ import annotations

import os
import platform
import re
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


# the /proc/cpuinfo fields that tell CPUs apart: x86 (vendor, family, model, stepping) and AArch64
# (implementer, architecture, variant, part, revision); the model name alone does not ("AMD EPYC" is
# Zen 3 on one host and Zen 5 on another)
CPU_ID_FIELDS = ("vendor_id", "cpu family", "model", "stepping", "CPU implementer", "CPU architecture",
                 "CPU variant", "CPU part", "CPU revision")


def cpuinfo_fields() -> dict[str, str]:
    """The first processor's `key: value` lines of /proc/cpuinfo ({} when unreadable)."""
    fields: dict[str, str] = {}
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return fields
    for line in text.splitlines():
        if not line.strip():
            if fields:
                break  # the end of the first processor
            continue
        key, sep, value = line.partition(":")
        if sep:
            fields.setdefault(key.strip(), value.strip())
    return fields


def cpu_model() -> str:
    return cpuinfo_fields().get("model name", "unknown")


def cpu_identity() -> str:
    """A file-name-safe key that tells CPUs apart: vendor, family, model and stepping (or the AArch64
    equivalents), then the model name, e.g. AuthenticAMD-26-2-1-AMD-EPYC."""
    fields = cpuinfo_fields()
    parts = [fields[k] for k in CPU_ID_FIELDS if k in fields] + [fields.get("model name", platform.machine())]
    return re.sub(r"[^A-Za-z0-9.]+", "-", "-".join(parts)).strip("-") or "unknown"


def host_identity() -> dict[str, str]:
    """{"cpu": ..., "compiler": ...}: what a measurement records about where it was made."""
    return {"cpu": cpu_model(), "compiler": compiler_version(host_compiler())}


def where_measured(entry: dict) -> str:
    """'this host' when a recorded measurement (with "cpu" and "compiler") was made here, else where."""
    if (entry["cpu"], entry["compiler"]) == (cpu_model(), compiler_version(host_compiler())):
        return "this host"
    return f"{entry['cpu']}, {entry['compiler']}"
