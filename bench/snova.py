"""Benchmark: SNOVA's GF(16) l x l matrix product, the emitted kernels (emitted/snova_l*/<isa>/)
against the table-lookup triple loop of SNOVA's reference (a 256-byte table mt4b[(x<<4)^y]),
timed interleaved in one process (harness_c/matrix_harness.c, rdtsc medians of 64 independent
calls). Also every vector width the planner priced, so its choice can be checked against the clock.

    python3 bench/snova.py [--isa c64,pclmul,avx2,avx512] [--rounds 3] [--markdown FILE]

Adds ours to the timing history (bench/history.py). This is a benchmark, not a test: it never fails
on a slow result (a wrong one stops it).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.history import Figure, record  # noqa: E402
import gen  # noqa: E402
from gen.families.matrix.check import build, run, write_vectors  # noqa: E402
from gen.isa import foreign, get_target, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402
from gen.tune.host import compiler_version, cpu_model  # noqa: E402

PROJECT = Project(ROOT)
EMITTED_DIR = PROJECT.emitted_dir


def time_kernel(kdir: Path, kernel, work: Path, rounds: int, tag: str) -> tuple[float, float]:
    """Median over `rounds` processes of (kernel ticks, baseline ticks) per call."""
    exe = build(kdir, kernel.sym, False, list(kernel.target.cflags), "gcc", work / f"{tag}.exe")
    vec = work / f"{tag}.vec"
    write_vectors(kernel.spec, vec, pairs=10)
    run(exe, ["check", str(vec)], None, "check")
    runs = [run(exe, ["bench", str(vec), "1001"], None, "bench") for _ in range(rounds)]
    return statistics.median(r["mul"] for r in runs), statistics.median(r["baseline"] for r in runs)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isa", default="c64,pclmul,avx2,avx512")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--markdown", type=Path, help="also write the tables to this file")
    args = ap.parse_args()
    lines = [f"- CPU: {cpu_model()} ({os.cpu_count()} logical CPUs); load average at start: "
             f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}",
             f"- {compiler_version('gcc')}, -O2 and the ISA's flags; unit: TSC ticks per call (medians of "
             f"{args.rounds} processes, each the median of 1001 samples of 64 independent calls)",
             "- baseline: SNOVA's reference shape, c[i][j] = mt4b[(a[i][0]<<4)^b[0][j]], then ^= over k, "
             "compiled in the same file with the same flags", "",
             "| l | isa | plan | gf16m_mul | table triple loop | table/ours |", "|---|---|---|---|---|---|"]
    widths = ["", "Planner check (every width the planner priced; * = its choice):", "",
              "| l | isa | vector | predicted | measured | table/ours |", "|---|---|---|---|---|---|"]
    for line in lines:
        print(line, flush=True)
    skipped, figures = [], []
    with tempfile.TemporaryDirectory(prefix="gen-snova-") as tmp:
        work = Path(tmp)
        for cfg in PROJECT.configs_of("matrix"):
            for isa in [i for i in args.isa.split(",") if i]:
                target = get_target(isa)
                if foreign(target) or not host_supports(target):
                    skipped.append(f"{cfg.name}/{isa}")
                    continue
                kernel = gen.generate(cfg.spec, isa, name=cfg.name, profile=False)
                design = kernel.design
                ours, table = time_kernel(EMITTED_DIR / cfg.name / isa, kernel, work, args.rounds,
                                          f"{cfg.name}-{isa}")
                plan = "c64 SWAR" if design.plan.kind == "swar" else f"log/exp, {128 * design.plan.lanes}-bit"
                row = f"| {cfg.spec.l} | {isa} | {plan} | {ours:.1f} | {table:.1f} | **{table / ours:.1f}** |"
                print(row, flush=True)
                lines.append(row)
                figures.append(Figure(cfg.family.name, cfg.name, isa, "gf16m_mul", ours))
                for option in design.options if len(design.options) > 1 else []:
                    k = gen.generate(cfg.spec, isa, name=cfg.name, lanes=option.lanes, profile=False)
                    d = work / f"{cfg.name}-{isa}-{option.lanes}"
                    d.mkdir()
                    for name, text in k.files.items():
                        (d / name).write_text(text)
                    t, b = time_kernel(d, k, work, args.rounds, f"{cfg.name}-{isa}-{option.lanes}w")
                    mark = "*" if option is design.plan else ""
                    widths.append(f"| {cfg.spec.l} | {isa} | {128 * option.lanes}-bit{mark} | {option.cost:.1f} | "
                                  f"{t:.1f} | {b / t:.1f} |")
    record("snova", figures)
    lines += widths
    if skipped:
        lines += ["", f"Not timed here (the host cannot run them): {', '.join(skipped)}."]
    for line in widths + lines[len(lines) - (2 if skipped else 0):]:
        print(line)
    if args.markdown:
        args.markdown.write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
