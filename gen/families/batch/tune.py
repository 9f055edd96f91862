"""Measured dispatch thresholds of the batch kernels (`gen tune --batch`, `gen --all --tune`).

Every family of N_mul_n and N_mul_const (and N_mul in a loop) is timed in one process, interleaved,
at n on a grid from 1 to 65536 (harness_c/batch_harness.c `bench`: medians of TSC ticks per
element). A family's threshold is the smallest grid n from which it is the fastest of the families
up to it in the dispatch order at every larger grid n (None: never). The thresholds are recorded as
wisdom ([[batch]] in configs/wisdom.toml), so `gen --all` regenerates the same dispatchers without
measuring; without an entry the cost model's thresholds are used (design.model_crossovers).
"""
from __future__ import annotations

import tempfile
from pathlib import Path

from ...errors import GenError
from ...tune.host import IDENTITY_KEYS, host_compiler, host_identity, measured_on
from ...tune.wisdom import WisdomTable, lookup, record
from .check import build, run_bench
from .design import BatchDesign, Crossovers

BATCH_TABLE = WisdomTable("batch", ("field", "isa", *IDENTITY_KEYS, "thresholds"), "field")

GRID = (1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 4096, 8192, 16384, 65536)
REPS = 101


def thresholds(ns: list[int], ticks: dict[str, list[float]], order: list[str]) -> dict[str, int | None]:
    """For the families in dispatch order (scalar first), the n from which each one takes over."""
    out: dict[str, int | None] = {}
    for i, fam in enumerate(order[1:], 1):
        rivals = order[:i]
        start = None
        for j in range(len(ns) - 1, -1, -1):
            if all(ticks[fam][j] <= ticks[r][j] for r in rivals):
                start = ns[j]
            else:
                break
        out[fam] = start
    return out


def measure(files: dict[str, str], design: BatchDesign, sym: str, header_only: bool, cflags: list[str],
            ns=GRID, reps: int = REPS) -> dict:
    """Build the batch driver for a generated kernel's files (gcc -O2) and time every family at every n."""
    with tempfile.TemporaryDirectory(prefix="gen-batch-tune-") as tmp:
        d = Path(tmp)
        for name, text in files.items():
            (d / name).write_text(text)
        exe = build(d, design, sym, header_only, cflags, host_compiler(), d / "drv")
        return run_bench(exe, list(ns), reps)


def measured_crossovers(design, bench: dict) -> Crossovers:
    ns = bench["n"]
    pe = bench["per_element"]
    fams = design.families()
    mul = thresholds(ns, {f: pe[f"mul_n_{f}"] for f in ["scalar", *fams["mul_n"]]}, ["scalar", *fams["mul_n"]])
    const = thresholds(ns, {f: pe[f"mul_const_{f}"] for f in ["scalar", *fams["mul_const"]]},
                       ["scalar", *fams["mul_const"]])
    return Crossovers({"mul_n": mul, "mul_const": const}, "measured")


def thresholds_text(c: Crossovers) -> str:
    return " ".join(f"{fn}.{fam}={'never' if n is None else n}" for fn, d in c.from_n.items() for fam, n in d.items())


def parse_thresholds(text: str) -> dict[str, dict[str, int | None]]:
    out: dict[str, dict[str, int | None]] = {}
    for item in text.split():
        key, _, val = item.partition("=")
        fn, _, fam = key.partition(".")
        if not fam or not (val == "never" or val.isdigit()):
            raise GenError(f"bad batch threshold in wisdom: {item!r}")
        out.setdefault(fn, {})[fam] = None if val == "never" else int(val)
    return out


def crossovers_from_wisdom(path: Path, field, target) -> Crossovers | None:
    """The thresholds recorded for (field, ISA), or None."""
    e = lookup(path, BATCH_TABLE, lambda e: (e["field"], e["isa"]) == (field.text, target.name))
    return None if e is None else Crossovers(parse_thresholds(e["thresholds"]), f"wisdom {Path(path).name}, measured on {measured_on(e)}")


def record_crossovers(path: Path, field, target, cx: Crossovers) -> None:
    """Record measured thresholds for (field, ISA) as a [[batch]] entry of the wisdom file."""
    entry = {"field": field.text, "isa": target.name, **host_identity(), "thresholds": thresholds_text(cx)}
    record(path, BATCH_TABLE, entry, lambda e: (e["field"], e["isa"]) == (field.text, target.name))
