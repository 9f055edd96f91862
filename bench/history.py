"""Timing history per generator version: the benches record their figures, this script shows the trend.

    python3 bench/history.py [--cpu KEY | --cpu all] [--limit 0.05] [--no-plots]

The benches (compare, rings, batch, snova, modq) call `record` once they have timed: their figures of
gen's kernels go into bench/history/<cpu>/<version>.json. <cpu> is gen.tune.host.cpu_identity() (vendor,
family, model, stepping and model name: "AMD EPYC" alone is Zen 3 on one host and Zen 5 on another);
<version> is the generator that emitted the timed kernels, gen's version and the commit of the checkout
the bench ran in, with "-dirty" when gen/, emitted/, harness_c/ or configs/ differ from that commit
(gen/tune/host.py aside: it only reads the CPU's identity).
Each run adds its figures to the version's file (a figure timed again replaces the old one) and notes
when, with which arguments and at which load; a "note" key, where a file has one, says more (printed
here). To time an older generator, check its commit out in a worktree, copy this checkout's bench/*.py
and gen/tune/host.py into it and run the bench there with GEN_BENCH_HISTORY naming this checkout's
bench/history:

    git worktree add --detach /tmp/old OLD && cp bench/*.py /tmp/old/bench/ && cp gen/tune/host.py /tmp/old/gen/tune/
    GEN_BENCH_HISTORY=$PWD/bench/history python3 /tmp/old/bench/snova.py --isa avx2

This script prints, for one CPU (default: this host's), per family, kernel, ISA and function, the figures
across versions in commit order, and flags every figure more than --limit (5%) slower than the best
figure of an earlier version. With matplotlib it draws one plot per family into
bench/history/<cpu>/<family>.png: ticks against version, one line per ISA, a panel per kernel and
function. CI times nothing: the history is for releases, and timings on a shared host are noisy (the
load average is recorded with every run).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gen import __version__  # noqa: E402
from gen.tune.host import compiler_version, cpu_identity, cpu_model  # noqa: E402

HISTORY = Path(os.environ.get("GEN_BENCH_HISTORY") or Path(__file__).resolve().parent / "history")
# what the timed kernels come from; gen/tune/host.py (the CPU's identity, read here) plays no part in them
GENERATOR_PATHS = ("gen", "emitted", "harness_c", "configs", ":(exclude)gen/tune/host.py")
SLOWER_LIMIT = 0.05


@dataclass(frozen=True)
class Figure:
    """One timing of one of gen's kernels: which kernel, on which ISA, which function, how many ticks."""

    family: str
    kernel: str
    isa: str
    function: str
    ticks: float
    unit: str = "TSC ticks per call"

    @property
    def key(self) -> tuple[str, str, str, str]:
        return self.family, self.kernel, self.isa, self.function


def git(*args: str, root: Path = ROOT) -> str:
    proc = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True)
    return proc.stdout.strip() if proc.returncode == 0 else ""


def generator(root: Path = ROOT) -> dict[str, str | bool]:
    """The generator whose kernels a bench in `root` times: gen's version, the commit, its date, dirty."""
    commit = git("rev-parse", "--short=12", "HEAD", root=root) or "unknown"
    dirty = bool(git("status", "--porcelain", "--", *GENERATOR_PATHS, root=root))
    return {"version": __version__, "commit": commit, "committed": git("show", "-s", "--format=%cI", "HEAD", root=root),
            "dirty": dirty, "name": f"{__version__}-{commit}" + ("-dirty" if dirty else "")}


def record(bench: str, figures: list[Figure], argv: list[str] | None = None, root: Path = ROOT) -> Path:
    """Add a bench's figures to this CPU's history file of the generator in `root`; the file."""
    gen_id = generator(root)
    path = HISTORY / cpu_identity() / f"{gen_id['name']}.json"
    data = json.loads(path.read_text()) if path.exists() else {
        "generator": gen_id, "cpu": {"identity": cpu_identity(), "model": cpu_model(), "logical_cpus": os.cpu_count()},
        "figures": [], "runs": []}
    fresh = {f.key for f in figures}
    data["figures"] = [f for f in data["figures"] if Figure(**f).key not in fresh] + [asdict(f) for f in figures]
    data["figures"].sort(key=lambda f: (f["family"], f["kernel"], f["isa"], f["function"]))
    data["runs"].append({"bench": bench, "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
                         "args": list(sys.argv[1:] if argv is None else argv), "figures": len(figures),
                         "compiler": compiler_version("gcc"), "load_average": [round(x, 2) for x in os.getloadavg()]})
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"history: {len(figures)} figures into {path}")
    return path


# -- the trend ---------------------------------------------------------------------------------------------
def versions(cpu_dir: Path) -> list[dict]:
    """The history files of one CPU, oldest commit first."""
    files = [json.loads(p.read_text()) for p in sorted(cpu_dir.glob("*.json"))]
    return sorted(files, key=lambda d: (d["generator"]["committed"], d["generator"]["name"]))


def series(history: list[dict]) -> dict[tuple[str, str, str, str], list[float | None]]:
    """Per (family, kernel, ISA, function): its ticks in each version (None: not timed in that one)."""
    out: dict[tuple[str, str, str, str], list[float | None]] = {}
    for i, version in enumerate(history):
        for f in version["figures"]:
            out.setdefault(Figure(**f).key, [None] * len(history))[i] = f["ticks"]
    return out


def slower(values: list[float | None], limit: float) -> list[tuple[int, float, int]]:
    """(version, how much slower, the earlier version with the best figure) for each figure more than
    `limit` slower than the best figure of an earlier version."""
    flags = []
    for i, v in enumerate(values):
        earlier = [(x, j) for j, x in enumerate(values[:i]) if x is not None]
        if v is not None and earlier:
            best, where = min(earlier)
            if v > best * (1 + limit):
                flags.append((i, v / best - 1, where))
    return flags


def trend_lines(history: list[dict], limit: float) -> list[str]:
    """The trend table per family, then the flags."""
    names = [v["generator"]["name"] for v in history]
    lines = ["versions (oldest commit first): " + ", ".join(f"[{i}] {n} ({v['generator']['committed'][:10]})"
                                                          for i, (n, v) in enumerate(zip(names, history)))]
    lines += [f"note: {note}" for note in dict.fromkeys(v["note"] for v in history if v.get("note"))]
    flagged = []
    data = series(history)
    for family in sorted({k[0] for k in data}):
        rows = [("kernel", "isa", "function", *(f"[{i}]" for i in range(len(history))), "")]
        for key in sorted(k for k in data if k[0] == family):
            values = data[key]
            flags = slower(values, limit)
            flagged += [f"{'/'.join(key[1:])}: [{i}] {names[i]} is {rise:.1%} slower than [{j}] {names[j]}"
                        for i, rise, j in flags]
            rows.append((key[1], key[2], key[3], *("-" if v is None else f"{v:.1f}" for v in values),
                         "SLOWER" if flags else ""))
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        lines += ["", f"{family} ({next(f['unit'] for v in history for f in v['figures'] if f['family'] == family)})"]
        lines += ["  " + "  ".join(c.ljust(w) if i < 3 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))
                  for r in rows]
    lines += ["", f"figures more than {limit:.0%} slower than the best earlier version: {len(flagged) or 'none'}"]
    return lines + [f"  {f}" for f in flagged]


def plot(history: list[dict], cpu_dir: Path) -> list[Path]:
    """One png per family: ticks against version, one line per ISA, a panel per kernel and function."""
    try:
        import matplotlib  # optional (pip install matplotlib, the [bench] extra)

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed: no plots")
        return []
    data, labels = series(history), [v["generator"]["name"].split("-", 1)[1] for v in history]
    written = []
    for family in sorted({k[0] for k in data}):
        panels = sorted({(k[1], k[3]) for k in data if k[0] == family})
        cols = min(4, len(panels))
        rows = (len(panels) + cols - 1) // cols
        fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 3.2 * rows), squeeze=False)
        for ax, (kernel, function) in zip(axes.flat, panels):
            for key in sorted(k for k in data if k[0] == family and (k[1], k[3]) == (kernel, function)):
                pts = [(i, v) for i, v in enumerate(data[key]) if v is not None]
                ax.plot(*zip(*pts), marker="o", label=key[2])
            ax.set_title(f"{kernel}: {function}", fontsize=8)
            ax.set_xticks(range(len(labels)), labels, rotation=30, fontsize=6)
            ax.set_yscale("log")
            ax.set_ylabel("ticks (log scale)", fontsize=7)
            ax.tick_params(axis="y", labelsize=6)
            ax.grid(True, alpha=0.3)
            ax.legend(fontsize=6)
        for ax in list(axes.flat)[len(panels):]:
            ax.axis("off")
        fig.suptitle(f"{family} on {cpu_dir.name}: ticks against generator version", fontsize=9)
        fig.tight_layout()
        path = cpu_dir / f"{family}.png"
        fig.savefig(path, dpi=100)
        plt.close(fig)
        written.append(path)
    return written


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cpu", default=None, help="a directory name under bench/history, or all (default: this host)")
    ap.add_argument("--limit", type=float, default=SLOWER_LIMIT, help="flag figures this much slower (default 0.05)")
    ap.add_argument("--no-plots", action="store_true")
    args = ap.parse_args()
    cpus = (sorted(p for p in HISTORY.iterdir() if p.is_dir()) if args.cpu == "all"
            else [HISTORY / (args.cpu or cpu_identity())])
    for cpu_dir in cpus:
        history = versions(cpu_dir) if cpu_dir.is_dir() else []
        if not history:
            print(f"bench/history.py: no history for {cpu_dir.name} (run a bench: compare, rings, batch, snova, modq)")
            continue
        print(f"# {cpu_dir.name}")
        print("\n".join(trend_lines(history, args.limit)))
        for path in [] if args.no_plots else plot(history, cpu_dir):
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
