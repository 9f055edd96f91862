"""The host's identity as measurements record it: CPU model, compiler and its version."""
from __future__ import annotations

import os
import platform
import re
import subprocess
from pathlib import Path

from ..errors import GenError
from ..isa import host_feature_flags


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


def _safe(parts: list[str]) -> str:
    return re.sub(r"[^A-Za-z0-9.]+", "-", "-".join(parts)).strip("-") or "unknown"


def cpu_id() -> str:
    """Vendor, family, model and stepping (or the AArch64 equivalents), e.g. AuthenticAMD-25-1-1: what
    tells a Zen 3 from a Zen 5 that both call themselves "AMD EPYC"."""
    fields = cpuinfo_fields()
    return _safe([fields[k] for k in CPU_ID_FIELDS if k in fields] or [platform.machine()])


def cpu_identity() -> str:
    """A file-name-safe key that tells CPUs apart: cpu_id() then the model name, e.g.
    AuthenticAMD-26-2-1-AMD-EPYC."""
    fields = cpuinfo_fields()
    parts = [fields[k] for k in CPU_ID_FIELDS if k in fields] + [fields.get("model name", platform.machine())]
    return _safe(parts)


# what a measurement records about where it was made, in the order wisdom tables write them
IDENTITY_KEYS = ("cpu", "cpu_id", "cpu_flags", "compiler")


def host_identity() -> dict[str, str]:
    """{"cpu": the readable model name, "cpu_id": cpu_id(), "cpu_flags": the feature flags targets need that
    this host has, "compiler": ...}: where a measurement was made."""
    return {"cpu": cpu_model(), "cpu_id": cpu_id(), "cpu_flags": " ".join(host_feature_flags()),
            "compiler": compiler_version(host_compiler())}


def same_identity(a: dict, b: dict) -> bool:
    """Whether two records were measured on the same CPU (id and flags) with the same compiler. Records
    from before CPU ids were kept (no "cpu_id") match nothing: their model name alone is ambiguous."""
    return all(k in a and k in b and a[k] == b[k] for k in ("cpu_id", "cpu_flags", "compiler"))


def measured_on(entry: dict) -> str:
    """The host of a record as a header names it, whichever host reads it: the model name and, where
    recorded, the CPU id (e.g. "AMD EPYC (AuthenticAMD-25-1-1)")."""
    return f"{entry['cpu']} ({entry['cpu_id']})" if "cpu_id" in entry else str(entry["cpu"])


def where_measured(entry: dict) -> str:
    """'this host' when a recorded measurement was made on this CPU with this compiler, else where."""
    if same_identity(entry, host_identity()):
        return "this host"
    if "cpu_id" not in entry:
        return f"{entry['cpu']} (CPU id not recorded), {entry['compiler']}"
    return f"{entry['cpu']} ({entry['cpu_id']}: {entry['cpu_flags']}), {entry['compiler']}"
