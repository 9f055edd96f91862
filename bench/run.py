"""Benchmark: ticks per call of every config's mul, clmul and reduce, per ISA, beside the classic
baseline (schoolbook product + round-by-round shift/XOR fold) generated for the same ISA and timed
alternately in the same run. Medians of medians over --rounds alternations; ratios = classic/ours.

    python3 bench/run.py [--isa avx512,pclmul] [--fields gf2_12,gf2_571] [--rounds 3] [--markdown FILE]

This is a benchmark, not a test: it never fails on a slow result.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gen  # noqa: E402
from gen.families.field import check as harness  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402
from gen.tune.host import compiler_version, cpu_model  # noqa: E402

PROJECT = Project(ROOT)
EMITTED_DIR = PROJECT.emitted_dir


def build_pair(cfg, isa: str, work: Path, cc: str) -> tuple[Path, Path]:
    """Driver binaries for the emitted kernel and for the classic baseline."""
    target = get_target(isa)
    ours = harness.build(EMITTED_DIR / cfg.name / isa, cfg.name, False, list(target.cflags), cc,
                         work / f"{cfg.name}-{isa}-ours")
    classic = gen.generate(cfg.spec, isa, name=cfg.name, classic=True)
    cdir = work / f"{cfg.name}-{isa}-classic-src"
    cdir.mkdir()
    for fname, text in classic.files.items():
        (cdir / fname).write_text(text)
    base = harness.build(cdir, cfg.name, False, list(target.cflags), cc, work / f"{cfg.name}-{isa}-classic")
    return ours, base


def measure(binaries: tuple[Path, Path], rounds: int) -> tuple[dict, dict]:
    """Alternate the two binaries `rounds` times; median of each figure."""
    runs: tuple[list, list] = ([], [])
    for _ in range(rounds):
        for i, b in enumerate(binaries):
            runs[i].append(harness.bench(b))
    return tuple(_median(r) for r in runs)  # type: ignore[return-value]


def _median(results: list[dict]) -> dict:
    out = {}
    for fn in ("mul", "sqr", "clmul", "reduce"):
        out[fn] = {k: statistics.median(r[fn][k] for r in results) for k in ("throughput", "latency")}
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isa", default="c64,pclmul,avx2,avx512")
    ap.add_argument("--fields", default="")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--markdown", type=Path, help="also write the table to this file")
    args = ap.parse_args()
    isas = [i for i in args.isa.split(",") if i]
    wanted = {f for f in args.fields.split(",") if f}
    cc = "gcc"
    header = [
        f"machine: {cpu_model()}; {compiler_version(cc)}; -O2; unit: TSC ticks per call (medians)",
        "ours = emitted kernel; classic = schoolbook + round-by-round shift/XOR fold on the same ISA;",
        "x = classic / ours (higher is better); tp = throughput (independent calls), lat = latency (chained)",
        "",
        "| field | m | isa | plan | mul tp | mul lat | clmul tp | reduce tp | classic mul tp | classic clmul tp"
        " | classic reduce tp | x mul | x clmul | x reduce |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for line in header:
        print(line, flush=True)
    rows = list(header)
    with tempfile.TemporaryDirectory(prefix="gen-bench-") as tmp:
        for cfg in PROJECT.configs_of("field"):
            if wanted and cfg.name not in wanted:
                continue
            for isa in isas:
                if isa not in cfg.isas or not host_supports(get_target(isa)):
                    continue
                ours, base = measure(build_pair(cfg, isa, Path(tmp), cc), args.rounds)
                plan = gen.generate(cfg.spec, isa, name=cfg.name).design.plan
                short = f"{plan.tree.products()} clmul; {plan.reduction.label}"
                o, c = ours, base
                row = (f"| {cfg.name} | {cfg.spec.m} | {isa} | {short} | {o['mul']['throughput']:.1f} | "
                       f"{o['mul']['latency']:.1f} | {o['clmul']['throughput']:.1f} | {o['reduce']['throughput']:.1f} | "
                       f"{c['mul']['throughput']:.1f} | {c['clmul']['throughput']:.1f} | {c['reduce']['throughput']:.1f} | "
                       + " | ".join(f"{_ratio(c[k]['throughput'], o[k]['throughput'])}" for k in ("mul", "clmul", "reduce"))
                       + " |")
                print(row, flush=True)
                rows.append(row)
    if args.markdown:
        args.markdown.write_text("\n".join(rows) + "\n")
    return 0


def _ratio(base: float, ours: float) -> str:
    return f"{base / ours:.2f}" if ours > 0 else "-"


if __name__ == "__main__":
    sys.exit(main())
