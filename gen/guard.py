"""`gen guard`: a kernel that executes more instructions than its committed baseline fails CI.

Every config x ISA of the project whose code valgrind 3.19 executes (gen.isa.valgrind_runs: c64, c32,
pclmul, avx2) and this host runs is counted, and so is the code of the foreign ISAs that run under a
qemu-user able to load plugins (neon, neon-sha3, neon-nopmull, rv64-zbc; gen.check.counts.counter): its
family counts one call of each entry point on fixed inputs (Family.instruction_counts: callgrind, or the
QEMU plugin harness_c/common/qemu_count_plugin.c), on the files in emitted/. Instruction counts are
deterministic, so unlike timings they need no tolerance for noise; they depend on the compiler and its
flags, which each baseline file records (bench/baselines/<isa>.json).

A count more than RISE_LIMIT (1%) above its baseline fails; so does a kernel or an entry point without
a baseline (new) and a baseline without a kernel (removed). A count that falls, or rises by less, is
reported and passes. `gen guard --accept` rewrites the baselines of the ISAs it counted: commit them with
the change that moved the counts. Baselines made with another compiler are refused as not comparable.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from .check.counts import COUNT_OPT, count_compiler, counter, counter_version
from .check.runcache import add_stats, describe_stats, run_stats
from .errors import GenError
from .isa import ISA_NAMES, get_target, host_supports
from .kernel_cache import emitted_kernel
from .project import Project, load_config
from .tune.host import compiler_version
from .workers import process_pool

RISE_LIMIT = 0.01  # a count may rise by this fraction of its baseline before the guard fails
WHAT = ("instructions of one call of each entry point on fixed inputs (callgrind: the kernel and the driver "
        "code passing its arguments, without the C library's memcpy/memset; qemu: the guest instructions "
        "between the driver's markers around the call); gen guard")

Counts = dict[str, dict[str, int]]  # kernel -> entry point -> instructions


@dataclass(frozen=True)
class Change:
    """One entry point whose count differs from its baseline (None: no baseline, or no longer counted)."""

    kernel: str  # config name / ISA
    function: str
    baseline: int | None
    now: int | None

    @property
    def ratio(self) -> float | None:
        return self.now / self.baseline if self.now is not None and self.baseline else None

    @property
    def fails(self) -> bool:
        if self.baseline is None or self.now is None:
            return True
        return self.now > self.baseline * (1 + RISE_LIMIT)

    @property
    def verdict(self) -> str:
        if self.baseline is None:
            return "NEW: no baseline"
        if self.now is None:
            return "REMOVED: no longer counted"
        if self.fails:
            return f"ROSE by more than {RISE_LIMIT:.0%}"
        return "rose (within the limit)" if self.now > self.baseline else "fell"


def compare(isa: str, baseline: Counts, now: Counts) -> list[Change]:
    """The entry points of one ISA whose counts differ from the baseline, new ones and removed ones."""
    changes = []
    for kernel in sorted(set(baseline) | set(now)):
        before, after = baseline.get(kernel, {}), now.get(kernel, {})
        for fn in sorted(set(before) | set(after)):
            if before.get(fn) != after.get(fn):
                changes.append(Change(f"{kernel}/{isa}", fn, before.get(fn), after.get(fn)))
    return changes


def table(changes: list[Change]) -> list[str]:
    """The changes as aligned rows: kernel, function, baseline, now, ratio, verdict."""
    rows = [("kernel", "function", "baseline", "now", "ratio", "")]
    for c in changes:
        rows.append((c.kernel, c.function, "-" if c.baseline is None else str(c.baseline),
                     "-" if c.now is None else str(c.now), "-" if c.ratio is None else f"{c.ratio:.4f}", c.verdict))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    return ["  ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(r, widths)))
            + f"  {r[5]}" for r in rows]


# -- counting ------------------------------------------------------------------------------------------
def toolchain(isa: str) -> dict[str, str]:
    """What the counts of one ISA depend on besides the kernels' C and the ISA's flags (the counter's
    version is recorded but does not make baselines incomparable: guest instructions are counted alike)."""
    target = get_target(isa)
    how = counter(target)
    return {"compiler": compiler_version(count_compiler(target) or "gcc"), "opt": COUNT_OPT,
            ("qemu" if how == "qemu" else "valgrind"): counter_version(target)}


def countable(project: Project, isa: str | None = None) -> tuple[list[tuple[str, str]], list[str]]:
    """([(config file, ISA)] to count, [countable ISAs that this host cannot run]) for the project's configs."""
    jobs, skipped = [], set()
    ways = {name: counter(get_target(name)) for cfg in project.configs() for name in cfg.isas}
    for cfg in project.configs():
        for name in cfg.isas:
            target = get_target(name)
            if isa not in (None, name) or ways[name] is None or not cfg.family.counts(target):
                continue
            if host_supports(target):
                jobs.append((str(cfg.path), name))
            else:
                skipped.add(name)
    return jobs, sorted(skipped)


def countable_here(isa: str) -> bool:
    """Whether this host counts `isa` at all (a baseline of an ISA it cannot count is left alone)."""
    if isa not in ISA_NAMES:
        return True  # a baseline of an ISA gen no longer has: reported as removed
    target = get_target(isa)
    return counter(target) is not None and host_supports(target)


def count_kernel(project_root: str, config_path: str, isa: str) -> tuple[str, str, dict[str, int], dict[str, int]]:
    """(kernel name, ISA, its counts, the run cache's figures for them): the emitted kernel of one
    config x ISA (run in a worker process)."""
    before = Counter(run_stats())
    project = Project(Path(project_root))
    cfg = load_config(Path(config_path), project.root)
    kernel = emitted_kernel(cfg, isa, project.wisdom if project.wisdom.exists() else None)
    with tempfile.TemporaryDirectory(prefix="gen-guard-") as tmp:
        counts = kernel.family.instruction_counts(kernel, project.emitted_dir / cfg.name / isa, Path(tmp))
    return cfg.name, isa, counts, dict(run_stats() - before)


def count_all(project: Project, jobs: list[tuple[str, str]], workers: int) -> dict[str, Counts]:
    """{ISA: {kernel: counts}} for the jobs, in `workers` processes."""
    out: dict[str, Counts] = {}
    with process_pool(workers) as pool:
        futures = [pool.submit(count_kernel, str(project.root), path, isa) for path, isa in jobs]
        for future in futures:
            name, isa, counts, runs = future.result()
            out.setdefault(isa, {})[name] = counts
            add_stats(runs)
    return out


# -- baselines -------------------------------------------------------------------------------------------
def baseline_file(project: Project, isa: str) -> Path:
    return project.baselines_dir / f"{isa}.json"


def read_baseline(project: Project, isa: str) -> dict:
    """The baseline file of one ISA ({} when there is none)."""
    path = baseline_file(project, isa)
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text())
    except (OSError, json.JSONDecodeError) as exc:
        raise GenError(f"cannot read the baseline {path}: {exc}") from None


def write_baseline(project: Project, isa: str, tools: dict[str, str], counts: Counts) -> Path:
    path = baseline_file(project, isa)
    path.parent.mkdir(parents=True, exist_ok=True)
    record = {"what": WHAT, "isa": isa, **tools, "cflags": list(get_target(isa).cflags), "kernels": counts}
    path.write_text(json.dumps(record, indent=2, sort_keys=True) + "\n")
    return path


def comparable(project: Project, isa: str, base: dict, tools: dict[str, str]) -> list[str]:
    """Why the baseline of `isa` cannot be compared with counts made here (empty: it can)."""
    why = [f"it was counted with {k} {base.get(k)!r}, this host has {v!r}"
           for k, v in {**tools, "cflags": list(get_target(isa).cflags)}.items()
           if k not in ("valgrind", "qemu") and base.get(k) != v]
    return [f"{baseline_file(project, isa)}: {w}" for w in why]


# -- the command --------------------------------------------------------------------------------------------
def run_guard(project: Project, accept: bool = False, isa: str | None = None, workers: int | None = None) -> int:
    """Count, compare with the baselines (or rewrite them with `accept`), print the table; 0 = pass, 1 = fail."""
    start = time.monotonic()
    jobs, skipped = countable(project, isa)
    if not jobs:
        raise GenError(f"no kernel of {project.root} can be counted on this host (gen guard counts the ISAs "
                       f"valgrind runs: their code must run here)")
    isas = sorted({name for _, name in jobs})
    tools = {name: toolchain(name) for name in isas}
    if not accept:
        refused = [w for i in isas if (base := read_baseline(project, i)) for w in comparable(project, i, base, tools[i])]
        if refused:
            raise GenError("baselines not comparable: " + "; ".join(refused) + " (run gen guard --accept to count "
                           "them anew with this toolchain, and commit bench/baselines/)")
    counted = count_all(project, jobs, workers or os.cpu_count() or 1)
    # an ISA with a baseline but nothing left to count: all its kernels were removed
    stems = [p.stem for p in sorted(project.baselines_dir.glob("*.json")) if p.stem not in skipped and isa in (None, p.stem)]
    uncountable = [stem for stem in stems if not countable_here(stem)]
    isas = sorted(set(isas) | (set(stems) - set(uncountable)))
    functions = sum(len(c) for per_isa in counted.values() for c in per_isa.values())
    how = sorted({f"{t['compiler'].split(' (')[0]}: {t.get('valgrind') or t.get('qemu')}" for t in tools.values()})
    summary = (f"{len(jobs)} kernels, {functions} entry points counted at {COUNT_OPT} ({'; '.join(how)}) in "
               f"{time.monotonic() - start:.0f} s; {describe_stats()}")
    for name in skipped:
        print(f"gen guard: {name} not counted: this host cannot run it")
    for stem in uncountable:
        print(f"gen guard: {stem} not counted: no counter for it here (qemu-user with plugin support)")
    for name in isas:
        for key in ("valgrind", "qemu"):
            recorded, here = read_baseline(project, name).get(key), tools.get(name, {}).get(key)
            if recorded and here and recorded != here and not accept:
                print(f"gen guard: note: {baseline_file(project, name).name} was counted with {recorded}, this host "
                      f"has {here} (guest instructions are counted alike)")
    if accept:
        for name in isas:
            if name in counted:
                print(f"gen guard: wrote {write_baseline(project, name, tools[name], counted[name])}")
            else:
                baseline_file(project, name).unlink()
                print(f"gen guard: removed {baseline_file(project, name)} (no {name} kernel left)")
        print(f"gen guard: {summary}")
        return 0
    changes = [c for name in isas
               for c in compare(name, read_baseline(project, name).get("kernels", {}), counted.get(name, {}))]
    if changes:
        print("\n".join(table(changes)))
    failed = [c for c in changes if c.fails]
    if failed:
        print(f"gen guard: FAILED: {len(failed)} of {functions} entry points ({', '.join(sorted({c.kernel for c in failed}))}); "
              f"{summary}. If the change is deliberate, run gen guard --accept and commit bench/baselines/.")
        return 1
    fell = sum(1 for c in changes if c.now is not None and c.baseline is not None and c.now < c.baseline)
    note = f"; {fell} fell (gen guard --accept records them)" if fell else ""
    print(f"gen guard: OK, no count rose by more than {RISE_LIMIT:.0%}{note}; {summary}")
    return 0
