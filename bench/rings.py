"""Benchmark: ring products in F2[x]/(x^n - 1) (HQC, BIKE), our emitted kernels against tuned gf2x.

    python3 bench/rings.py [--isa pclmul,avx2,avx2-vpclmul,avx512] [--rings hqc128_ring] [--passes 3]

For every ring config and every ISA the host runs, the committed kernel in emitted/<name>/<isa>/
(`<name>_mul`: product and cyclic fold) is linked into one driver (bench/compare_c/rings.c) with
gf2x 1.3.0 built from Debian's source package and tuned on this host (bench/anchors), and timed in
the same process against `gf2x_mul` of the n-bit operands alone (the figure issue #7's goal is
stated against: the product before the fold) and `gf2x_mul` followed by a plain cyclic fold (what
a scheme built on gf2x runs). Both are checked equal on 67 pairs before timing. One call is timed
per sample (a ring product is 10^4..10^5 ticks) after untimed calls of the same one for ANCHOR_WARM_TICKS
(bench/anchors/anchor_timing.h: the 512-bit units power up), the order of the three rotates every round;
median of --reps rounds per process, then median of --passes processes, each on its own fresh copy
of the driver (bench/fresh.py). Ratios: gf2x / ours, with their spread over the copies.

Writes bench/results/rings.md and adds ours to the timing history (bench/history.py). A benchmark, not a
test: a slow result never fails it; a wrong one (ours differs from gf2x + fold) does, with exit status 1.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.anchors import anchors as anchor_api  # noqa: E402
from bench.fresh import copies_note, fresh_copy, spread  # noqa: E402
from bench.history import Figure, record  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402
from gen.tune.host import compiler_version, cpu_identity, cpu_model  # noqa: E402

PROJECT = Project(ROOT)
EMITTED_DIR = PROJECT.emitted_dir

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "rings.md"
ISAS = ("pclmul", "avx2", "avx2-vpclmul", "avx512")
OPT = ["-O2"]


def build(cfg, isa: str, n: int, words: int, gf2x: Path, work: Path) -> Path:
    """The driver for one ring and ISA: the emitted .c as its own object, the driver, libgf2x.a."""
    kdir = EMITTED_DIR / cfg.name / isa
    flags = list(get_target(isa).cflags)
    obj = work / f"{cfg.name}-{isa}.o"
    exe = work / f"{cfg.name}-{isa}"
    subprocess.run(["gcc", *OPT, *flags, "-c", str(kdir / f"{cfg.name}.c"), "-o", str(obj)], check=True)
    subprocess.run(["gcc", *OPT, "-falign-loops=64", "-Wall", "-Wextra", *flags, f"-DRING={cfg.name}",
                    f"-DRING_H=\"{kdir / cfg.name}.h\"", f"-DRING_N={n}", f"-DRING_W={words}",
                    "-I", str(HERE / "anchors"), "-I", str(gf2x / "include"), str(HERE / "compare_c" / "rings.c"),
                    str(obj), str(gf2x / "lib" / "libgf2x.a"), "-o", str(exe)], check=True)
    return exe


def run(exe: Path, *args: object) -> dict:
    """Run a bench driver with its arguments; its last stdout line is a JSON object. A failed run or an
    "error" key (a wrong result) is one line and exit status 1."""
    out = subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True)
    line = json.loads(out.stdout.strip().splitlines()[-1]) if out.stdout.strip() else {"error": out.stderr}
    if out.returncode != 0 or "error" in line:
        raise SystemExit(f"ERROR: WRONG RESULT or failed run: {exe.name}: {line.get('error')}")
    return line


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isa", default=",".join(ISAS))
    ap.add_argument("--rings", default="", help="comma-separated config names (default: all)")
    ap.add_argument("--reps", type=int, default=301)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--markdown", type=Path, default=RESULTS)
    args = ap.parse_args()
    cfgs = [c for c in PROJECT.configs_of("ring") if not args.rings or c.name in args.rings.split(",")]
    wanted = [i for i in args.isa.split(",") if i]
    isas = [i for i in wanted if host_supports(get_target(i))]
    cache = anchor_api.ensure_built()
    info = anchor_api.describe()
    lines = ["# Ring products F2[x]/(x^n - 1): gen's emitted kernels vs tuned gf2x",
             "",
             f"- CPU: {cpu_model()} ({cpu_identity()}); compiler: {compiler_version('gcc')}; ours -O2 and the ISA's flags",
             f"- gf2x {info.get('gf2x_version')} from Debian's source package, preset `{info.get('gf2x_preset')}`, "
             f"tuned on this host (`{info.get('gf2x_cflags')}`)",
             f"- ISAs not run on this host: {', '.join(i for i in wanted if i not in isas) or 'none'}",
             f"- TSC ticks per call, one call per sample after untimed calls of the same one for "
             f"{anchor_api.warm_ticks()} ticks (the 512-bit units power up), median of {args.reps} rounds (order rotated), "
             f"median of {args.passes} processes; ratios = gf2x / ours, > 1: ours faster; {copies_note(args.passes)}",
             "- `gf2x` is the product alone (before the fold), `gf2x+fold` adds a plain cyclic fold; "
             "ours is the whole ring product",
             "",
             "| ring | n | words | isa | ours | gf2x | gf2x+fold | gf2x / ours | gf2x+fold / ours | spread of gf2x+fold / ours |",
             "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|"]
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="gen-bench-rings-") as tmp:
        for cfg in cfgs:
            ring = cfg.spec
            n, words = ring.n, (ring.n + 63) // 64
            for isa in isas:
                if isa not in cfg.isas:
                    continue
                exe = build(cfg, isa, n, words, cache / "gf2x", Path(tmp))
                runs = [run(fresh_copy(exe, p), args.reps) for p in range(args.passes)]
                ours, g, gf = (statistics.median(r[k] for r in runs) for k in ("ours", "gf2x", "gf2x_fold"))
                r1 = statistics.median(r["gf2x"] / r["ours"] for r in runs)
                fold = [r["gf2x_fold"] / r["ours"] for r in runs]
                row = (f"| {cfg.name} | {n} | {words} | {isa} | {ours:.0f} | {g:.0f} | {gf:.0f} | "
                       f"**{r1:.2f}x** | {statistics.median(fold):.2f}x | {spread(fold)} |")
                lines.append(row)
                print(row, flush=True)
                figures.append(Figure(cfg.family.name, cfg.name, isa, "mul", ours))
    record("rings", figures)
    args.markdown.parent.mkdir(parents=True, exist_ok=True)
    args.markdown.write_text("\n".join(lines) + "\n")
    print(f"wrote {args.markdown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
