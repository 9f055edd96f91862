"""`gen explain` for mod-q kernels: instructions per call by class of every function of the chosen plan,
every pass structure the planner priced, where the bounds called for reductions, and, where the code runs
here, the harness's measured ticks."""
from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any, Callable

from ...dp.ntt import PRICED_CLASSES
from ...isa import foreign, host_supports
from .plan import instruction_counts


def class_row(label: str, counts: dict[str, float], width: int = 16) -> str:
    return f"{label:{width}s}" + "".join(f"{counts.get(c, 0):>9.0f}" for c in PRICED_CLASSES)


def explain_lines(kernel, write: Callable[[Any, Path], None] | None, ir: bool) -> list[str]:
    """The report; write(k, dir) compiles, checks and times a kernel (None: no measurement)."""
    plan, t = kernel.design.plan, kernel.target
    out = [f"{kernel.spec.text} on {t.name} (cost table {t.costs.name}, {t.costs.unit}; {t.costs.machine})",
           f"chosen: {plan.shape.describe()}", "",
           "instructions per call by class (the plan's count: loops multiplied out, literal constants free)",
           f"{'function':16s}" + "".join(f"{c:>9s}" for c in PRICED_CLASSES)]
    for name in plan.functions:
        out.append(class_row(name, instruction_counts(plan.printed(name), plan.spelling)))
    out += ["", "pass structures priced on ntt + invntt_tomont (predicted cycles: the busiest class; cheapest first):"]
    out += [f"  {c.cost:8.1f}  {c.shape.describe()}: " + ", ".join(f"{k} {n:.0f}" for k, n in c.counts.items())
            for c in plan.candidates]
    out += ["", "reductions the bounds called for:"]
    out += [f"  {r}" for r in plan.reduction_summary()] or ["  none"]
    if write is not None:
        out += measured_lines(kernel, write)
    if ir:
        out += ["", "the lane programs as printed:", *kernel.files.values()]
    return out


def measured_lines(kernel, write: Callable[[Any, Path], None]) -> list[str]:
    t = kernel.target
    if foreign(t) or not host_supports(t):
        return ["", f"measured: not here (this host cannot run {t.name} code natively)"]
    with tempfile.TemporaryDirectory(prefix="gen-explain-") as tmp:
        write(kernel, Path(tmp))
    b = kernel.harness.bench
    acc = f"basemul_acc{kernel.design.plan.acc[-1]}"
    names = (("ntt", "ntt"), ("invntt_tomont", "invntt"), ("basemul", "basemul"), (acc, "acc"), ("reduce", "reduce"),
             ("tomont", "tomont"))
    return ["", "measured (harness, ticks per call, gcc -O2): " + ", ".join(f"{label} {b[key]:.0f}" for label, key in names),
            f"  clean-style loops in the same process: ntt {b['base_ntt']:.0f}, invntt {b['base_invntt']:.0f}, "
            f"basemul {b['base_basemul']:.0f}"]
