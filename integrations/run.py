#!/usr/bin/env python3
"""Prove that gen's emitted kernels drop into real, unmodified PQClean scheme sources, and time them.

    python3 integrations/run.py                        # HQC, McEliece, ML-KEM, ML-DSA, every level x ISA, checks + timing
    python3 integrations/run.py --quick                # CI: checks with fewer rounds and levels, no timing
    python3 integrations/run.py --scheme hqc --levels 128 --isas avx512

For each level and ISA: fetch the pinned crate's PQClean tree (cargo), ask gen for the
replacement files (HQC: `gen --ring ... --abi pqclean-hqc` and `gen --field ... --abi pqclean-hqc`;
McEliece: `gen --tower ... --ext ... --abi pqclean-mceliece`; ML-KEM: `gen --prime 3329 --ntt 256
--abi pqclean-mlkem`; ML-DSA: `gen --config configs/mldsa.toml --abi pqclean-mldsa`), build the
ORIGINAL clean implementation and a PATCHED copy with the same flags
(PQClean's plus the ISA's; the copy gets the emitted files, and the definitions an added file takes
over are removed from the files it keeps), then

1. KAT: PQClean's KAT program against each build; sha256 of its output = META.yml nistkat-sha256;
2. symbols: the patched build still exports everything the original does, all namespaced;
3. identity: both builds linked into one driver (the patched one partially linked and its
   symbols renamed), fed the same deterministic randomness: identical pk, sk, ct, ss (ML-DSA: pk,
   sk and signatures, each build verifying the other's);
4. functions, original against patched in the same process: HQC's vect_mul, gf_mul, gf_square,
   gf_inverse and Reed-Solomon decoding with up to delta errors; McEliece's gf_mul (all pairs),
   gf_inv, gf_frac, GF_mul and the decoder's synd/bm/root; ML-KEM's and ML-DSA's NTT-domain functions
   and reductions (congruent mod q, patched within the original's bounds; ML-DSA's reduce32/caddq
   family with the very same representatives);
5. timing (not with --quick): the KEM (signature) operations and the replaced kernels of both builds,
   interleaved, rdtsc medians; the tables go to stdout and integrations/results/<scheme>.md.

Exit status: 0 all passed; 1 a check or build failed (one line naming it); 2 a missing tool.
"""
from __future__ import annotations

import argparse
import datetime
import shlex
import shutil
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # this checkout's gen, even when run from elsewhere

import toolchain as tc  # noqa: E402
from emit import emit_all, gen_supports_abi  # noqa: E402
from schemes import SCHEMES, Effort, Level, Scheme  # noqa: E402

from gen.tune.host import cpu_model  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402

PATCHED_PREFIX = "GENPATCHED_"
# what a driver's third contender of an op times (a part of it in the original's code): where the patch keeps
# that part, original / it is the most any replacement of the rest can give
UNTOUCHED = {"keypair": "SHAKE part (H(seed), ExpandA, ExpandS, H(pk))"}
RESULTS_DIR = HERE / "results"


@dataclass
class Context:
    """What every step needs: the scheme, where its sources are, the tools, the effort."""

    scheme: Scheme
    pqclean: Path              # the crate's pqclean/ tree
    work: Path                 # build products for this scheme
    cc: str
    gen_cmd: list[str]
    effort: Effort
    seed: int
    common_objs: list[Path] = field(default_factory=list)


@dataclass(frozen=True)
class Timing:
    level: str
    isa: str
    op: str
    original: float   # ticks per call
    patched: float

    @property
    def speedup(self) -> float:
        return self.original / self.patched if self.patched else float("inf")


def say(level: Level | None, isa: str | None, msg: str) -> None:
    tag = " ".join(x for x in (level.name if level else None, isa) if x)
    print(f"[{tag}] {msg}" if tag else msg, flush=True)


# ---------------------------------------------------------------------------------------------
# builds


def impl_flags(ctx: Context, isa: str) -> list[str]:
    """The implementation's own flags plus the ISA's: identical for original and patched."""
    return [*ctx.scheme.cflags, *get_target(isa).cflags]


def build_impl(ctx: Context, level: Level, isa: str, dest: Path, emitted: list[Path]) -> list[Path]:
    """Copy the clean implementation to dest/src, overlay the emitted files (and remove from the copy
    the definitions they take over), compile every .c."""
    src = dest / "src"
    shutil.copytree(ctx.pqclean / level.impl_dir, src)
    for f in emitted:
        shutil.copy2(f, src / f.name)
    if emitted:
        for name, functions in ctx.scheme.stripped:
            tc.strip_functions(src / name, [level.namespace + f for f in functions])
        for added, name, functions in ctx.scheme.stripped_with:
            if any(f.name == added for f in emitted):
                tc.strip_functions(src / name, [level.namespace + f for f in functions])
    flags = [*impl_flags(ctx, isa), f"-I{ctx.pqclean / 'common'}"]
    jobs = [(c, dest / "obj" / (c.stem + ".o"), flags) for c in sorted(src.glob("*.c"))]
    return tc.compile_all(ctx.cc, jobs, f"{level.name} {isa} {dest.name} build")


def build_common(ctx: Context) -> list[Path]:
    """The shared PQClean common code (fips202.c ...), compiled as the test Makefile does."""
    flags = [*ctx.scheme.kat_cflags, f"-I{ctx.pqclean / 'common'}"]
    jobs = [(ctx.pqclean / s, ctx.work / "common" / (Path(s).stem + ".o"), flags)
            for s in ctx.scheme.common_sources]
    return tc.compile_all(ctx.cc, jobs, "PQClean common code")


def build_kat(ctx: Context, level: Level, impl_objs: list[Path], dest: Path) -> Path:
    """PQClean's KAT program for one build (pqclean/test/Makefile, target nistkat)."""
    flags = [*ctx.scheme.kat_cflags, f"-DPQCLEAN_NAMESPACE={level.namespace.rstrip('_')}",
             f"-I{ctx.pqclean / level.impl_dir}", f"-I{ctx.pqclean / 'common'}"]
    jobs = [(ctx.pqclean / s, dest / "kat" / (Path(s).stem + ".o"), flags) for s in ctx.scheme.kat_sources]
    kat_objs = tc.compile_all(ctx.cc, jobs, f"{level.name} KAT program")
    return tc.link(ctx.cc, [*kat_objs, *ctx.common_objs, *impl_objs], dest / "kat" / "nistkat",
                   f"{level.name} KAT program")


def build_driver(ctx: Context, level: Level, orig: list[Path], patched: Path, dest: Path) -> Path:
    """The in-process driver: original objects + renamed patched object + common code."""
    flags = [*tc.DRIVER_CFLAGS, f"-DNS={level.namespace}", f"-DPATCHED_PREFIX={PATCHED_PREFIX}",
             f"-I{ctx.pqclean / level.impl_dir}", f"-I{ctx.pqclean / 'common'}"]
    [obj] = tc.compile_all(ctx.cc, [(HERE / ctx.scheme.driver, dest / "driver.o", flags)], "driver")
    return tc.link(ctx.cc, [obj, *orig, patched, *ctx.common_objs], dest / "driver", "driver")


# ---------------------------------------------------------------------------------------------
# checks


def check_symbols(ctx: Context, level: Level, orig: list[Path], patched: list[Path]) -> str:
    """The patched build must export what the original does (and nothing un-namespaced)."""
    before, after = tc.defined_globals(orig), tc.defined_globals(patched)
    foreign = sorted(s for s in after if not s.startswith(level.namespace))
    if foreign:
        raise tc.CheckFailed(f"patched build exports symbols outside {level.namespace}*: {', '.join(foreign[:5])}")
    lost = sorted(before - after)
    if lost:
        raise tc.CheckFailed(f"patched build no longer exports {', '.join(lost[:5])}")
    needed = sorted(level.namespace + s for s in ctx.scheme.exported if level.namespace + s not in after)
    if needed:
        raise tc.CheckFailed(f"patched build does not export {', '.join(needed)}")
    extra = sorted(after - before)
    note = f"; also exports {', '.join(extra)}" if extra else ""
    return f"symbols: patched exports all {len(before)} symbols of the original, all namespaced{note}"


def check_kat(ctx: Context, level: Level, exe: Path, label: str) -> str:
    expected = tc.meta_field(ctx.pqclean / level.meta, "nistkat-sha256")
    got = tc.sha256_of_output(exe, f"{label} KAT program")
    if got != expected:
        raise tc.CheckFailed(f"{label} build: KAT sha256 {got[:16]}... != META.yml nistkat-sha256 {expected[:16]}...")
    return got


def parse_timings(lines: list[str], level: Level, isa: str) -> list[Timing]:
    rows = []
    for ln in lines:
        if ln.startswith("TIME "):
            _, op, orig, patched, *more = ln.split()
            rows.append(Timing(level.name, isa, op, float(orig), float(patched)))
            if more:  # a third contender timed in the same rounds: a part of op in the original's code
                rows.append(Timing(level.name, isa, f"{op}: the original's {UNTOUCHED.get(op, 'untouched part')} alone",
                                   float(orig), float(more[0])))
    return rows


def work_dir(ctx: Context, level: Level, isa: str) -> Path:
    return ctx.work / level.name / isa


def emit_everything(ctx: Context, combos: list[tuple[Level, str]]) -> list[list[Path]]:
    """Run gen for every level x ISA up front, in parallel, so that nothing else runs while the timing
    does. Each run's output and work directory is fresh: stale ones are wiped."""
    for level, isa in combos:
        shutil.rmtree(work_dir(ctx, level, isa), ignore_errors=True)
        work_dir(ctx, level, isa).mkdir(parents=True)
    return emit_all(ctx.gen_cmd, ctx.scheme, combos, ctx.work / "emitted")


def check_level_isa(ctx: Context, level: Level, isa: str, emitted: list[Path]) -> list[Timing]:
    """Build, check and time one level x ISA; returns the timing rows (none with --quick)."""
    work = work_dir(ctx, level, isa)
    say(level, isa, f"gen: {', '.join(p.name for p in emitted)}")
    orig = build_impl(ctx, level, isa, work / "original", [])
    patched = build_impl(ctx, level, isa, work / "patched", emitted)
    say(level, isa, f"built original and patched with {' '.join(impl_flags(ctx, isa))}")
    say(level, isa, check_symbols(ctx, level, orig, patched))

    digest = ""
    for label, objs in (("original", orig), ("patched", patched)):
        digest = check_kat(ctx, level, build_kat(ctx, level, objs, work / label), label)
    say(level, isa, f"KAT: sha256 {digest[:16]}... = META.yml nistkat-sha256 (original and patched)")

    renamed = work / "patched" / "patched_renamed.o"
    tc.partial_link_renamed(patched, renamed, PATCHED_PREFIX)
    driver = build_driver(ctx, level, orig, renamed, work / "driver")
    for mode, count in (("identity", ctx.effort.identity), ("functions", ctx.effort.functions)):
        for ln in tc.run_driver(driver, mode, count, ctx.seed):
            if ln.startswith(("OK ", "INFO ")):
                say(level, isa, ln)
    if not ctx.effort.rounds:
        return []
    rows = parse_timings(tc.run_driver(driver, "timing", ctx.effort.rounds, ctx.seed), level, isa)
    say(level, isa, "timing: " + ", ".join(f"{r.op} {r.speedup:.2f}x" for r in rows))
    return rows


# ---------------------------------------------------------------------------------------------
# report


def _ticks(x: float) -> str:
    return f"{x:.0f}" if x >= 100 else f"{x:.2f}"


def table(rows: list[Timing]) -> list[str]:
    """Markdown table, original / patched in TSC ticks (median per call) and the speed-up."""
    out = ["| level | isa | op | original ticks | patched ticks | speed-up |",
           "|---|---|---|---:|---:|---:|"]
    for r in rows:
        out.append(f"| {r.level} | {r.isa} | {r.op} | {_ticks(r.original)} | {_ticks(r.patched)} | "
                   f"**{r.speedup:.2f}x** |")
    return out


def report(ctx: Context, rows: list[Timing], isas: list[str], skipped: list[str], seconds: float) -> str:
    s = ctx.scheme
    flags = "; ".join(f"{isa}: `{' '.join(impl_flags(ctx, isa))}`" for isa in isas)
    gen_cmds = "; ".join(f"`gen {' '.join(spec)} --isa ISA --abi {s.abi}`" for spec in s.levels[0].gen_specs)
    gen_cmds = gen_cmds.replace(f"{HERE.parent}/", "")  # this checkout's configs/, as the repository names them
    files = f"files replaced: {', '.join(s.replaced)}"
    if s.added:
        taken = "; ".join(f"{', '.join(fs)} from {name}" for name, fs in s.stripped)
        files += f"; added: {', '.join(s.added)} (defines {taken}, whose definitions there are removed)"
    for added, name, fs in s.stripped_with:
        files += f"; added where gen emits it: {added} (defines {', '.join(fs)} from {name}, removed there likewise)"
    lines = [
        f"# {s.name.upper()}: PQClean clean vs. clean with gen's kernels",
        "",
        f"Generated by `python3 integrations/run.py` on {datetime.date.today().isoformat()} in {seconds:.0f} s.",
        "",
        f"- CPU: {cpu_model()}",
        f"- compiler: {tc.first_line([ctx.cc, '--version'])}",
        f"- flags (original and patched alike): {flags}",
        f"- sources: crate {s.crate} {s.version} (its pqclean/ tree), {files}",
        f"- kernels: {tc.first_line([*ctx.gen_cmd, '--version'])}, {gen_cmds} (level 1 shown)",
        "- checks passed for every row: KAT sha256 of both builds = META.yml, exported symbols, "
        + s.checks.format(identity=ctx.effort.identity, functions=ctx.effort.functions,
                          rs=10 * ctx.effort.functions, decoder=max(1, ctx.effort.functions // 10),
                          samplers=ctx.effort.functions // 5 + 2),
        "- timing: TSC ticks per call, " + s.timing.format(rounds=ctx.effort.rounds, more=8 * ctx.effort.rounds,
                                                          fewer=max(3, ctx.effort.rounds // 3))
        + "; speed-up = original / patched",
    ]
    if skipped:
        lines.append(f"- skipped (host lacks the ISA): {', '.join(skipped)}")
    return "\n".join([*lines, "", *table(rows), ""])


# ---------------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="CI: fewer rounds and levels, no timing, no results file")
    p.add_argument("--scheme", default="all", choices=["all", *sorted(SCHEMES)])
    p.add_argument("--levels", default=None, help="comma-separated, e.g. 128,192 or 348864,460896f "
                   "(default: all; with --quick: the scheme's quick levels)")
    p.add_argument("--isas", default=None, help="comma-separated, from " + ", ".join(known_isas())
                   + " (default: each scheme's own; a scheme skips those it is not built for)")
    p.add_argument("--iterations", type=int, default=None, help="identity rounds (default: the scheme's)")
    p.add_argument("--rounds", type=int, default=None, help="timing rounds (default: the scheme's; --quick 0)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cc", default="cc", help="C compiler (default: cc)")
    p.add_argument("--gen", default=f"{shlex.quote(sys.executable)} -m gen",
                   help="command that runs gen (default: this Python's -m gen)")
    return p.parse_args(argv)


def known_isas() -> list[str]:
    """Every ISA some scheme is built for."""
    return list(dict.fromkeys(isa for s in SCHEMES.values() for isa in s.isas))


def select_isas(scheme: Scheme, names: str | None) -> tuple[list[str], list[str]]:
    """The scheme's ISAs asked for (all of its own by default) that this host runs, and those it
    cannot run; an ISA no scheme is built for exits."""
    asked = [n.strip() for n in names.split(",") if n.strip()] if names else list(scheme.isas)
    unknown = [n for n in asked if n not in known_isas()]
    if unknown:
        raise SystemExit(f"run.py: unknown ISA {unknown[0]!r} (choose from {', '.join(known_isas())})")
    run, skipped = [], []
    for name in (n for n in asked if n in scheme.isas):
        (run if host_supports(get_target(name)) else skipped).append(name)
    return run, skipped


def scheme_levels(scheme: Scheme, keys: str | None, quick: bool) -> list[Level]:
    """The levels asked for (KeyError naming an unknown one); by default all, or the quick ones."""
    if keys is None:
        keys = ",".join(scheme.quick_levels) if quick and scheme.quick_levels else \
            ",".join(lv.key for lv in scheme.levels)
    return [scheme.level(k.strip()) for k in keys.split(",") if k.strip()]


def scheme_effort(scheme: Scheme, args: argparse.Namespace) -> Effort:
    base = scheme.quick if args.quick else scheme.full
    return Effort(identity=args.iterations if args.iterations is not None else base.identity,
                  functions=base.functions,
                  rounds=args.rounds if args.rounds is not None else base.rounds)


def run_scheme(scheme: Scheme, levels: list[Level], isas: list[str], args: argparse.Namespace) -> tuple[Context, list[Timing]]:
    """Fetch, emit, build, check (and time) one scheme; raises ToolMissing or CheckFailed."""
    gen_cmd = shlex.split(args.gen)
    if not gen_supports_abi(gen_cmd, scheme.abi):
        raise tc.ToolMissing(f"`{args.gen}` has no --abi option (needed: --abi {scheme.abi}); update gen")
    cache = tc.cache_dir()
    crate = tc.fetch_crate(scheme.crate, scheme.version, cache)
    say(None, None, f"sources: {scheme.crate} {scheme.version} at {crate}")
    ctx = Context(scheme=scheme, pqclean=crate / "pqclean", work=cache / "build" / scheme.name,
                  cc=args.cc, gen_cmd=gen_cmd, effort=scheme_effort(scheme, args), seed=args.seed)
    ctx.common_objs = build_common(ctx)
    combos = [(level, isa) for level in levels for isa in isas]
    say(None, None, f"gen: emitting the kernels for {len(combos)} level x ISA pairs ...")
    t0 = time.monotonic()
    emitted = emit_everything(ctx, combos)
    say(None, None, f"gen: done in {time.monotonic() - t0:.0f} s")
    rows: list[Timing] = []
    for (level, isa), files in zip(combos, emitted):
        try:
            rows += check_level_isa(ctx, level, isa, files)
        except tc.CheckFailed as e:
            e.where = f"{level.name} {isa}"
            raise
    return ctx, rows


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    schemes = list(SCHEMES.values()) if args.scheme == "all" else [SCHEMES[args.scheme]]
    if args.levels and len(schemes) > 1:
        print(f"run.py: --levels needs one --scheme ({', '.join(SCHEMES)})", file=sys.stderr)
        return 2
    try:
        plan = [(s, scheme_levels(s, args.levels, args.quick), *select_isas(s, args.isas)) for s in schemes]
    except KeyError as e:
        print(f"run.py: {e.args[0]}", file=sys.stderr)
        return 2
    for scheme, _, isas, skipped in plan:
        for isa in skipped:
            say(None, isa, f"{scheme.name}: skipped, this host cannot run it")
        if not isas:
            say(None, None, f"{scheme.name}: skipped, it is built for none of the requested ISAs this host runs")
    if not any(isas for _, _, isas, _ in plan):
        print("run.py: nothing to run: the schemes asked for are built for none of the requested ISAs this host runs",
              file=sys.stderr)
        return 2

    summary = []
    for scheme, levels, isas, skipped in plan:
        if not isas:
            continue
        start = time.monotonic()
        try:
            tc.require_tools(args.cc, "ld", "nm", "objcopy")
            ctx, rows = run_scheme(scheme, levels, isas, args)
        except (tc.ToolMissing, tc.CheckFailed) as e:
            return tc.report_failure("run.py", e)
        seconds = time.monotonic() - start
        if rows:
            print("\n".join(["", *table(rows), ""]))
            if not args.quick:
                out = RESULTS_DIR / f"{scheme.name}.md"
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_text(report(ctx, rows, isas, skipped, seconds))
                print(f"wrote {out.relative_to(HERE.parent)}")
        summary.append(f"{', '.join(lv.name for lv in levels)} x {', '.join(isas)} in {seconds:.0f} s")
    print("integrations: all checks passed for " + "; ".join(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
