"""Benchmark: Classic McEliece's GF_mul (the product in GF(2^m)[y]/F(y)), our tower kernels against
the scheme's own shape, per ISA, in the same process.

    python3 bench/towers.py [--isa pclmul,avx2] [--towers mceliece348864_tower] [--rounds 3]

For every tower config and every ISA the host runs, the committed kernel in emitted/<name>/<isa>/
is built into harness_c/tower_harness.c together with the scheme-shaped baseline (gen.families.tower.check:
a schoolbook double loop over a bit-loop gf_mul, then the reduction mod F coefficient by
coefficient, exactly as PQClean's clean GF_mul and gf_mul), compiled with the same flags; the
driver checks both on random pairs, then times them alternately (median of 101 batches).
Medians over --rounds processes; ratio = baseline / ours. `integrations/run.py` times the real
PQClean code; this table needs no third-party source.

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

from gen.families.tower.check import baseline_source, build, run, write_vectors  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402
from gen.tune.host import compiler_version, cpu_model  # noqa: E402

PROJECT = Project(ROOT)
EMITTED_DIR = PROJECT.emitted_dir

RESULTS = ROOT / "bench" / "results" / "towers.md"


def measure(cfg, tower, isa: str, work: Path, rounds: int) -> tuple[float, float]:
    """(ours, baseline) median ticks per GF_mul over `rounds` runs of the driver's bench mode."""
    target = get_target(isa)
    tower_dir = EMITTED_DIR / cfg.name / isa
    base = work / f"{cfg.name}-{isa}-baseline.c"
    base.write_text(baseline_source(tower))
    vec = work / f"{cfg.name}.vec"
    if not vec.exists():
        write_vectors(tower, vec)
    exe = build(tower_dir, cfg.name, False, list(target.cflags), "gcc", work / f"{cfg.name}-{isa}", base)
    run(exe, ["check", str(vec)], None, "check")  # the kernel is right before it is timed
    runs = [run(exe, ["bench", "101"], None, "bench") for _ in range(rounds)]
    return statistics.median(r["mul"] for r in runs), statistics.median(r["baseline"] for r in runs)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isa", default="c64,pclmul,avx2,avx2-vpclmul,avx512")
    ap.add_argument("--towers", default="", help="comma-separated config names (default: all)")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--markdown", type=Path, default=RESULTS)
    args = ap.parse_args()
    cfgs = [c for c in PROJECT.configs_of("tower") if not args.towers or c.name in args.towers.split(",")]
    wanted = [i for i in args.isa.split(",") if i]
    isas = [i for i in wanted if host_supports(get_target(i))]
    lines = ["# Classic McEliece GF_mul: gen's tower kernels vs the scheme's schoolbook shape",
             "",
             f"- CPU: {cpu_model()}; compiler: {compiler_version('gcc')}, -O2 and the ISA's flags for both",
             f"- ISAs not run on this host: {', '.join(i for i in wanted if i not in isas) or 'none'}",
             f"- TSC ticks per GF_mul, median of 101 batches, median of {args.rounds} processes; "
             "ratio = schoolbook / ours",
             "",
             "| tower | m | t | isa | ours | schoolbook + bit-loop gf_mul | ratio |",
             "|---|---|---|---|---:|---:|---:|"]
    with tempfile.TemporaryDirectory(prefix="gen-bench-towers-") as tmp:
        for cfg in cfgs:
            for isa in isas:
                if isa not in cfg.isas:
                    continue
                tower = cfg.spec
                ours, base = measure(cfg, tower, isa, Path(tmp), args.rounds)
                row = f"| {cfg.name} | {tower.m} | {tower.t} | {isa} | {ours:.0f} | {base:.0f} | **{base / ours:.1f}x** |"
                lines.append(row)
                print(row, flush=True)
    args.markdown.parent.mkdir(parents=True, exist_ok=True)
    args.markdown.write_text("\n".join(lines) + "\n")
    print(f"wrote {args.markdown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
