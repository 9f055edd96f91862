"""What this host checks of each ISA: natively, under an emulator, on a C model of the instructions, or
not at all. `gen coverage` prints it (CI prints it last, so a green run says what it covered)."""
from __future__ import annotations

import shutil
from dataclasses import dataclass

from ..families import FAMILIES
from ..isa import ISA_NAMES, foreign, get_target, host_cpu_flags, host_supports, missing_tools
from ..isa.target import Target
from .driver import HARNESS_DIR

AVX512_MODEL = HARNESS_DIR / "avx512_model"
GFNI_MODEL = HARNESS_DIR / "gfni_model"


@dataclass(frozen=True)
class Coverage:
    isa: str
    how: str  # "native", "emulated", "model", "not here"
    detail: str


def coverage(target: Target) -> Coverage:
    """How kernels of `target` are checked on this host, and what is left out."""
    name = target.name
    if foreign(target):
        missing = missing_tools(target)
        if missing:
            return Coverage(name, "not here", f"needs {', '.join(missing)}")
        emulating = [name for name, f in FAMILIES.items() if f.emulates_constant_time(target)]
        ct = (f"constant time on emulated traces ({', '.join(emulating)} kernels)" if emulating
              else "no constant-time check")
        return Coverage(name, "emulated", f"harness under {target.emulator_label}; {ct}; no timing")
    if host_supports(target):
        ct = {"valgrind": "valgrind taint + disassembly scan", "dudect": "disassembly scan + dudect"}[target.ct_method]
        return Coverage(name, "native", f"harness, {ct}, timing")
    missing = sorted(set(target.cpu_flags) - host_cpu_flags())
    if missing == ["gfni"] and GFNI_MODEL.is_dir():
        return Coverage(name, "model", "harness on harness_c/gfni_model; no constant-time check or timing")
    modelled = all(f.startswith("avx512") or f == "gfni" for f in missing)  # what the two models provide
    if modelled and any(f.startswith("avx512") for f in missing) and AVX512_MODEL.is_dir() and shutil.which("gcc"):
        return Coverage(name, "model", "emitted kernels on harness_c/avx512_model (tests); no constant-time "
                                       "check or timing")
    return Coverage(name, "not here", f"host lacks {', '.join(missing)}")


def report() -> list[str]:
    """One line per ISA."""
    rows = [coverage(get_target(name)) for name in ISA_NAMES if name != "native"]
    width = max(len(r.isa) for r in rows)
    return [f"{r.isa:<{width}}  {r.how:<8}  {r.detail}" for r in rows]


__all__ = ["Coverage", "coverage", "report"]
