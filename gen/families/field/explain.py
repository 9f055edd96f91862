"""`gen explain` for fields: the chosen plan against the classic method, predicted and, where the code
runs here, measured (or estimated by llvm-mca for a foreign ISA)."""
from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Callable

from ...check import mca
from ...isa import foreign, host_supports
from .render import OP_ORDER, op_summary


def explain_lines(kernel, classic_kernel: Callable[[], object] | None,
                  write: Callable[[object, Path], None] | None, ir: bool) -> list[str]:
    """The report: op counts side by side, candidates, then measured (classic_kernel() builds the
    classic kernel; write(k, dir) compiles, checks and times a kernel) or llvm-mca estimates."""
    d = kernel.design
    p, t = d.plan, kernel.target
    chosen, classic = p.estimates["mul"], d.classic
    out = [f"GF(2^{kernel.spec.m}) mod {kernel.spec.text} on {t.name} "
           f"(cost table {t.costs.name}, {t.costs.unit}; {t.costs.machine})"]
    variant = f"; {p.target.variant_label}" if p.target.variant_label else ""
    out += [f"chosen: multiply {p.tree.describe()}; reduce {p.reduction.label}{variant}  [{p.solver}]"]
    out += [f"        mul {p.mul_label}"] * (p.vector_mul is not None) + [""]
    kinds = sorted(set(chosen.counts) | set(classic.counts),
                   key=lambda k: (OP_ORDER.index(k) if k in OP_ORDER else len(OP_ORDER), k))
    out.append(f"{'op':15s}{'classic':>10s}{'chosen':>10s}   (mul: product and reduction)")
    out += [f"{k:15s}{classic.counts.get(k, 0):>10d}{chosen.counts.get(k, 0):>10d}" for k in kinds]
    out.append(f"{'throughput':15s}{classic.throughput:>10.2f}{chosen.throughput:>10.2f}   predicted, busiest port")
    out.append(f"{'latency':15s}{classic.latency:>10.2f}{chosen.latency:>10.2f}   predicted, critical path")
    out += ["classic = schoolbook product + round-by-round shift/XOR fold", "",
            "multiplication candidates (DP, best first):"]
    out += [f"  {c.estimate.throughput:8.2f}  {c.label}" for c in p.tree_options]
    out.append("reduction candidates (best first):")
    out += [f"  {c.estimate.throughput:8.2f}  {c.label}: {op_summary(c.estimate.counts)}" for c in p.reduction_options]
    if classic_kernel is not None:
        out += measured_lines(kernel, classic_kernel, write)
    if ir:
        out += ["", p.programs["mul" if p.vector_mul is None else "clmul"].dump()]
    return out


def measured_lines(kernel, classic_kernel: Callable[[], object], write: Callable[[object, Path], None]) -> list[str]:
    """Measured beside predicted (both with the same cost table), or llvm-mca estimates for foreign code."""
    t = kernel.target
    if foreign(t):
        out = ["", f"measured: not here ({t.name} code runs on {t.arch}; it is verified under {t.emulator_label})"]
        if not mca.available(t):
            return out + ["llvm-mca estimates: need llvm-mca-19 (apt-get install llvm-19)"]
        out.append(f"llvm-mca-19 -mcpu={t.mca[1]} (cycles per call; predicted = cost table {t.costs.name}):")
        out.append(f"{'':8s}{'predicted':>10s}{'mca tput':>10s}{'mca chain':>10s}{'insns':>7s}")
        for e in mca.estimate(kernel.files, kernel.sym, t):
            pred = kernel.design.plan.estimates[e.function].throughput
            out.append(f"{e.function:8s}{pred:10.2f}{e.rthroughput:10.2f}{e.chained:10.2f}{e.instructions:7d}")
        return out
    if not host_supports(t):
        return ["", f"measured: skipped (this host cannot run {t.name})"]
    classic = classic_kernel()
    with tempfile.TemporaryDirectory(prefix="gen-explain-") as tmp:
        rows = []
        for label, k in (("chosen", kernel), ("classic", classic)):
            write(k, Path(tmp) / label)
            rows.append((label, k))
    out = ["", f"{'':8s}{'':8s}{'predicted':>10s}{'measured':>10s}{'error':>8s}   (throughput, ticks per call)"]
    for label, k in rows:
        for fn in ("mul", "clmul", "reduce"):
            pred = k.design.plan.estimates[fn].throughput
            meas = k.harness.bench[fn]["throughput"]
            err = f"{(pred - meas) / meas:+.0%}" if meas else "-"
            out.append(f"{label:8s}{fn:8s}{pred:10.2f}{meas:10.2f}{err:>8s}")
    out.append(f"(cost table: {t.costs.name}; measured by harness_c, gcc -O2, medians)")
    return out
