"""Target plug-ins, one module per family; this registry is the one list of ISAs."""
from __future__ import annotations

import platform
import re
import shutil
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Iterable

from ..errors import GenError
from .cortexm import CortexMTarget
from .foreign import NeonP8Target, NeonSha3Target, NeonTarget, RiscvZbcTarget, RvvZvbcTarget
from .portable import PortableTarget
from .target import CostTable, Estimate, KernelShape, OpCost, Target
from .x86 import X86Target

TARGETS_FILE = Path(__file__).resolve().parent / "targets.toml"
PLUGINS: dict[str, type[Target]] = {
    "portable": PortableTarget, "x86": X86Target, "neon": NeonTarget, "neon-sha3": NeonSha3Target,
    "neon-p8": NeonP8Target, "riscv-zbc": RiscvZbcTarget, "riscv-zvbc": RvvZvbcTarget, "cortex-m": CortexMTarget,
}


def load_targets(path: Path = TARGETS_FILE) -> dict[str, Target]:
    """The targets of gen/isa/targets.toml, in file order: each table's machine settings (`like`), then its
    own, given to its plugin class (lists become tuples, `features` a frozenset)."""
    data = tomllib.loads(path.read_text())
    out = {}
    for name, entry in data["targets"].items():
        fields = {**data["machines"].get(entry.get("like", ""), {}), **entry}
        cls = PLUGINS[fields.pop("plugin")]
        fields.pop("like", None)
        fields = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
        if "features" in fields:
            fields["features"] = frozenset(fields["features"])
        out[name] = cls(name=name, **fields)
    return out


_ALL: dict[str, Target] = load_targets()
ISA_NAMES = tuple(_ALL)
NATIVE_PREFERENCE = ("avx512", "avx2-gfni", "avx2-vpclmul", "avx2", "pclmul", "c64")


@lru_cache(maxsize=1)
def host_cpu_flags() -> frozenset[str]:
    """CPU feature flags of this host (empty when /proc/cpuinfo is unreadable)."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return frozenset()
    for line in text.splitlines():
        if line.startswith("flags"):
            return frozenset(line.split(":", 1)[1].split())
    return frozenset()


def feature_flags() -> tuple[str, ...]:
    """Every CPU flag some target needs, sorted: the flags that make one host's measurements differ from
    another's (a VM may hide AVX-512 or GFNI on the same CPU model)."""
    return tuple(sorted({f for t in _ALL.values() for f in t.cpu_flags}))


def host_feature_flags() -> tuple[str, ...]:
    """The feature_flags() this host has."""
    have = host_cpu_flags()
    return tuple(f for f in feature_flags() if f in have)


def host_arch() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)


def foreign(target: Target) -> bool:
    """True when the target's code runs on another machine (verified under an emulator)."""
    return target.arch != host_arch() and target.arch != "any"


def missing_tools(target: Target) -> list[str]:
    """Cross compilers and emulator a foreign target needs that are not installed."""
    if not foreign(target):
        return []
    return [t for t in (*target.compilers, *target.tools, *target.runner[:1]) if not shutil.which(t)]


def host_supports(target: Target) -> bool:
    """Can this host compile and run (natively or under its emulator) the target's code?"""
    if foreign(target):
        return not missing_tools(target)
    return set(target.cpu_flags) <= host_cpu_flags()


# flags that let the compiler emit instructions valgrind 3.19 cannot run
_NO_VALGRIND_FLAG = re.compile(r"^-m(avx512|vpclmulqdq|gfni|amx|avx10|apx)")
_VALGRIND_MARCH_OK = {"x86-64", "x86-64-v2", "x86-64-v3", "core2", "nehalem", "haswell"}


def valgrind_runs(target: Target, cflags: Iterable[str] | None = None) -> bool:
    """Whether valgrind 3.19 can execute code for `target` built with `cflags` (default: the target's):
    the target says so (ct_method "valgrind") and no flag enables AVX-512, VPCLMULQDQ, GFNI or an
    -march valgrind does not know."""
    if target.ct_method != "valgrind":
        return False
    for fl in target.cflags if cflags is None else cflags:
        if _NO_VALGRIND_FLAG.match(fl):
            return False
        if fl.startswith("-march=") and fl.split("=", 1)[1] not in _VALGRIND_MARCH_OK:
            return False
    return True


def get_target(name: str) -> Target:
    """The target called `name`; `native` picks the best one this host can run."""
    if name == "native":
        for candidate in NATIVE_PREFERENCE:
            if host_supports(_ALL[candidate]):
                return _ALL[candidate]
        return _ALL["c64"]
    if name not in _ALL:
        raise GenError(f"unknown ISA {name[:40]!r}: choose one of {', '.join(ISA_NAMES)}, native")
    return _ALL[name]


__all__ = [
    "CostTable", "Estimate", "KernelShape", "OpCost", "Target", "ISA_NAMES",
    "get_target", "host_supports", "host_cpu_flags", "feature_flags", "host_feature_flags", "host_arch", "foreign",
    "missing_tools", "valgrind_runs",
]
