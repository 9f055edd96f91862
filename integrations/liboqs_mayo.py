#!/usr/bin/env python3
"""MAYO inside liboqs: the opt code as shipped, the opt code with gen's kernels, MAYO's own avx2 code.

    python3 integrations/liboqs_mayo.py              # checks, timing -> integrations/results/liboqs_mayo.md
    python3 integrations/liboqs_mayo.py --quick      # CI: checks only (MAYO-1 and MAYO-2, the host's best ISA)
    python3 integrations/liboqs_mayo.py --sets 1 --isas c64,avx2 --rounds 31

Source (cargo fetch; nothing third-party is committed): liboqs 0.13.0 as the crate oqs-sys 0.11.0
vendors it. MAYO's opt code (src/sig/mayo/pqmayo_mayo-<set>_opt/) does all its GF(16) multiplications
in the matrix products of generic_arithmetic.h, through the static inline m-vector primitives of
arithmetic_fixed.h. `gen --linalg <axpy and the set's gemm shapes> --field x^4+x+1 --abi liboqs-mayo`
emits both: an arithmetic_fixed.h whose m_vec_mul_add is gen's axpy kernel, and a generic_arithmetic.h
whose products are gen's gemm kernels on blocks of m-vectors; with `--linalg all` (no gemm shapes) only
the arithmetic_fixed.h (the function-level swap). Builds go under the integrations cache
(GEN_INTEGRATIONS_CACHE, default ~/.cache/gen-integrations), all with cmake, minimal (the MAYO sets
only, no OpenSSL), liboqs's portable configuration (OQS_DIST_BUILD=ON: the same SHA3 and AES code in
every build):

- liboqs: as shipped; it holds the opt code and MAYO's avx2 code (its CPU dispatch picks avx2 here);
- opt+gen:<isa>: a copy of the tree with gen's arithmetic_fixed.h, generic_arithmetic.h and kernel
  header in every enabled opt directory, the avx2 variants disabled (so liboqs's API and tests run the
  patched opt code), and the opt code compiled with the ISA's flags (the kernels are inline);
- opt+axpy:<isa> (not with --quick): the same with gen's arithmetic_fixed.h only (m_vec_mul_add by the
  axpy kernel, one call per m-vector and scalar).

Then, on every build: liboqs's test_sig and kat_sig per set (the output's sha256 must equal
tests/KATs/sig/kats.json, one vector and, for the gen builds, every vector); all builds in one process
(every build but the shipped one with its symbols renamed) fed the same deterministic randomness: key
pairs and signatures byte-identical, every build verifies every signature and rejects tampered ones;
each gen build's m-vector primitives and the matrix products that call them equal to the shipped ones
on random inputs. Without --quick: keypair, sign and verify of every contender interleaved in one
process, rdtsc medians, and (with valgrind) callgrind profiles of key generation and signing.

Exit status: 0 all passed; 1 a check or build failed (one line naming it); 2 a missing tool.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import datetime
import os
import re
import shlex
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # this checkout's gen, even when run from elsewhere

import toolchain as tc  # noqa: E402
from emit import gen_supports_abi, gen_tree_key, run_gen  # noqa: E402
from liboqs_common import (LIBOQS_CRATE, LIBOQS_CRATE_VERSION, LIBOQS_VERSION, BuildTree, Timing, build_key,  # noqa: E402
                           callgrind_profile, cmake_build, fetch_liboqs, is_built, liboqs_kats, parse_driver_timing,
                           patched_tree, renamed_archive, run_sig_tests, say, SigTables, SIG_BASE_OPTIONS,
                           sig_cmake_options, sig_isa_flags_cmake, sig_overlay_plan)
from liboqs_common import goal_lines as sig_goal_lines  # noqa: E402
from liboqs_common import LINALG_ISAS, best_isa, profiled_isa  # noqa: E402
from liboqs_common import instruction_table as sig_instruction_table  # noqa: E402
from liboqs_common import pick_isas as common_pick_isas  # noqa: E402
from liboqs_common import speedup_table as sig_speedup_table  # noqa: E402

from gen.families.linalg.abi import mayo_linalg_arg  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.tune.host import cpu_model  # noqa: E402

ABI = "liboqs-mayo"
FIELD = "x^4+x+1"
MAYO_DIR = "src/sig/mayo"
CMAKE_TARGETS = ("oqs", "test_sig", "kat_sig")
ISAS = LINALG_ISAS
REPLACED = ("arithmetic_fixed.h", "generic_arithmetic.h", "echelon_form.h")  # what gen's files may replace
RESULTS = HERE / "results" / "liboqs_mayo.md"
SHIPPED, MAYO_AVX2, OPT = "liboqs", "mayo-avx2", "opt"  # driver names: the shipped build, its avx2 and opt code


@dataclass(frozen=True)
class MayoSet:
    """One MAYO parameter set (mayo.h's MAYO_<key>_* constants)."""

    key: str               # what --sets selects: "1"
    m: int                 # equations: elements per m-vector
    o: int
    v: int
    k: int
    stack_efficient: bool  # liboqs compiles its opt code with -DHAVE_STACKEFFICIENT

    @property
    def name(self) -> str:
        return f"MAYO-{self.key}"

    @property
    def alg(self) -> str:
        """liboqs's algorithm name (test_sig, kat_sig, kats.json)."""
        return f"MAYO-{self.key}"

    @property
    def limbs(self) -> int:
        return (self.m + 15) // 16

    @property
    def opt_dir(self) -> str:
        return f"{MAYO_DIR}/pqmayo_mayo-{self.key}_opt"

    @property
    def cmake_target(self) -> str:
        """The object library liboqs's MAYO CMakeLists.txt makes of the opt code."""
        return f"mayo_{self.key}_opt"

    @property
    def defines(self) -> tuple[str, ...]:
        """The compile definitions liboqs gives the opt code."""
        return (f"-DMAYO_VARIANT=MAYO_{self.key}", "-DMAYO_BUILD_TYPE_OPT", "-DHAVE_RANDOMBYTES_NORETVAL",
                *(["-DHAVE_STACKEFFICIENT"] if self.stack_efficient else []))


SETS = {s.key: s for s in (MayoSet("1", 78, 8, 78, 10, True), MayoSet("2", 64, 17, 64, 4, False),
                           MayoSet("3", 108, 10, 108, 11, True), MayoSet("5", 142, 12, 142, 12, True))}


# ---------------------------------------------------------------------------------------------
# builds


@dataclass(frozen=True)
class Build(BuildTree):
    """One cmake build of liboqs: as shipped, or the opt code with gen's kernels for an ISA (gemm and axpy,
    or axpy only)."""

    kind: str               # "shipped", "gen" or "axpy"
    isa: str | None         # None for the shipped build
    root: Path              # the cmake build directory
    tree: Path              # the liboqs source tree it is built from

    @property
    def label(self) -> str:
        """Its name in the driver and the tables: "liboqs", "opt+gen:avx2", "opt+axpy:avx2"."""
        return SHIPPED if self.kind == "shipped" else f"opt+{self.kind}:{self.isa}"

    @property
    def prefix(self) -> str:
        """The prefix of its symbols in the driver (the shipped build keeps its names; its probe is ORIG_)."""
        return "" if self.kind == "shipped" else re.sub(r"\W+", "_", self.label).upper() + "_"

    @property
    def probe_prefix(self) -> str:
        return self.prefix or "ORIG_"


def cmake_options(sets: list[MayoSet], opt_only: bool) -> tuple[str, ...]:
    """The minimal build of the sets; opt_only: their avx2 variants disabled (liboqs runs the opt code)."""
    return sig_cmake_options([f"SIG_mayo_{s.key}" for s in sets], opt_only)


def isa_flags_cmake(sets: list[MayoSet], flags: tuple[str, ...]) -> str:
    """CMake lines giving the sets' opt code the ISA's flags (every file that includes arithmetic.h)."""
    return sig_isa_flags_cmake("liboqs_mayo.py", "opt", [(f"SIG_mayo_{s.key}", s.cmake_target) for s in sets], flags)


def overlay_plan(sets: list[MayoSet], emitted: dict[str, list[Path]], liboqs: Path) -> dict[str, Path]:
    """Where gen's files for each set (set key -> files) go: arithmetic_fixed.h (and generic_arithmetic.h)
    replace the opt code's, the kernel header is added beside them."""
    return sig_overlay_plan([(s.opt_dir, s.name, emitted[s.key]) for s in sets], REPLACED, liboqs)


def build_liboqs(setup: Setup, kind: str, isa: str | None, emitted: dict[str, list[Path]]) -> Build:
    """The shipped build (from the pristine tree) or a gen build (from a patched copy; emitted: set key ->
    files)."""
    label = Build(kind, isa, Path(), Path()).label
    root = setup.work / label.replace(":", "-").replace("+", "-") / "build"
    if kind == "shipped":
        build = Build(kind, isa, root, setup.liboqs)
        options, overlay, lines = cmake_options(setup.sets, opt_only=False), {}, ""
    else:
        build = Build(kind, isa, root, root.parent / "src")
        options = cmake_options(setup.sets, opt_only=True)
        overlay = overlay_plan(setup.sets, emitted, setup.liboqs)
        lines = isa_flags_cmake(setup.sets, get_target(isa).cflags)
    products = [build.lib, build.test("kat_sig"), build.test("test_sig")]
    key = build_key(setup.cc, options, setup.liboqs, overlay, lines)
    if kind != "shipped" and not is_built(root, key, products):
        patched_tree(setup.liboqs, build.tree, overlay, {f"{MAYO_DIR}/CMakeLists.txt": lines} if lines else {})
    say(cmake_build(build.tree, root, build.label, setup.cc, options, CMAKE_TARGETS, key, products))
    return build


def linalg_arg(kind: str, s: MayoSet) -> str:
    """gen's --linalg for a build kind: axpy and the set's gemm shapes ("gen"), or axpy alone ("axpy")."""
    return mayo_linalg_arg(s.name) if kind == "gen" else "all"


def emit(setup: Setup) -> dict[tuple[str, str], dict[str, list[Path]]]:
    """gen --abi liboqs-mayo files for every build variant and set, gen runs in parallel (a call shared by
    several sets runs once): (kind, isa) -> set key -> files. Outputs are kept under the key of gen's
    sources (emit.gen_tree_key) and reused while those are unchanged; older ones are wiped."""
    top = setup.work / "emitted"
    root = top / gen_tree_key(setup.gen_cmd)
    if top.exists():
        for old in top.iterdir():
            if old != root:
                shutil.rmtree(old, ignore_errors=True) if old.is_dir() else old.unlink()
    calls = sorted({(isa, linalg_arg(kind, s)) for kind, isa in setup.variants for s in setup.sets})

    def one(call: tuple[str, str]) -> list[Path]:
        isa, arg = call
        return run_gen(setup.gen_cmd, ("--linalg", arg, "--field", FIELD), isa, ABI, root)

    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        files = dict(zip(calls, pool.map(one, calls)))
    return {(kind, isa): {s.key: files[(isa, linalg_arg(kind, s))] for s in setup.sets} for kind, isa in setup.variants}


# ---------------------------------------------------------------------------------------------
# checks and the driver


def run_liboqs_tests(build: Build, s: MayoSet, kats: dict, every_vector: bool) -> str:
    what = "dispatched to the avx2 code" if build.kind == "shipped" else "the opt code"
    return run_sig_tests(build.test("test_sig"), build.test("kat_sig"), build.label, s.alg, kats, every_vector, what)


def build_probe(setup: Setup, build: Build, s: MayoSet, dest: Path) -> Path:
    """mayo_arith_probe.c against the build's opt directory, with the build's flags."""
    flags = [*tc.DRIVER_CFLAGS, f"-DPROBE={build.probe_prefix}", *s.defines, f"-I{build.tree / s.opt_dir}",
             f"-I{build.include}", f"-I{build.tree / 'src/common/pqclean_shims'}"]
    if build.isa:
        flags += get_target(build.isa).cflags
    [obj] = tc.compile_all(setup.cc, [(HERE / "mayo_arith_probe.c", dest / f"probe-{build.probe_prefix.lower().rstrip('_')}.o", flags)],
                           f"{s.name} {build.label} arithmetic probe")
    return obj


def build_driver(setup: Setup, s: MayoSet, builds: list[Build]) -> Path:
    """The in-process driver of one set: the shipped liboqs.a as it is, every other build renamed, and
    each build's arithmetic probe."""
    shipped, others = builds[0], builds[1:]
    dest = setup.work / "driver" / s.key
    renamed = [renamed_archive(b.lib, b.prefix) for b in others]
    probes = [build_probe(setup, b, s, dest) for b in builds]
    x_list = " ".join(f'X({b.prefix}, "{b.label}")' for b in others)
    has_avx2 = f"#define OQS_ENABLE_SIG_mayo_{s.key}_avx2 1" in (shipped.include / "oqs" / "oqsconfig.h").read_text()
    flags = [*tc.DRIVER_CFLAGS, f"-DPARAM={s.key}", f"-DMAYO_V={s.v}", f"-DMAYO_O={s.o}", f"-DMAYO_K={s.k}",
             f"-DLIMBS={s.limbs}", f"-DRENAMED_BUILDS={x_list}", f"-I{shipped.include}",
             *(["-DHAVE_MAYO_AVX2"] if has_avx2 else [])]
    [obj] = tc.compile_all(setup.cc, [(HERE / "liboqs_mayo_driver.c", dest / "driver.o", flags)], f"{s.name} driver")
    return tc.link(setup.cc, [obj, *probes, *renamed, shipped.lib], dest / "liboqs_mayo_driver", f"{s.name} driver")


# ---------------------------------------------------------------------------------------------
# timing, profile and the report


def describe(contender: str) -> str:
    """The tables' name for a driver contender."""
    if contender == OPT:
        return "opt as shipped"
    if contender == MAYO_AVX2:
        return "MAYO's avx2 code"
    kind, _, isa = contender.partition(":")
    return f"opt + gen {isa}" if kind == "opt+gen" else f"opt + gen {isa}, axpy only"


TABLES = SigTables(OPT, MAYO_AVX2, ("opt+gen:", "opt+axpy:"), describe, "opt", "MAYO")


def speedup_table(rows: list[Timing], hz: float) -> list[str]:
    return sig_speedup_table(TABLES, rows, hz)


def goal_lines(rows: list[Timing], best: str) -> list[str]:
    return sig_goal_lines(TABLES, rows, f"opt+gen:{best}")


def instruction_table(counts: dict[tuple[str, str, str], int]) -> list[str]:
    return sig_instruction_table(TABLES, counts)


@dataclass
class Setup:
    """Sources, tools, what to run."""

    liboqs: Path
    work: Path
    cc: str
    gen_cmd: list[str]
    sets: list[MayoSet]
    isas: list[str]
    variants: list[tuple[str, str]]  # (kind, isa) of the gen builds: "gen" (gemm and axpy) or "axpy"
    quick: bool
    identity: int
    functions: int
    rounds: int
    seed: int
    load: float = 0.0     # the 1-minute load average when timing began


def report(setup: Setup, rows: list[Timing], hz: float, profile: list[str], seconds: float) -> str:
    flags = "; ".join(f"{isa}: `{' '.join(get_target(isa).cflags) or '(none)'}`" for isa in setup.isas)
    lines = [
        "# MAYO in liboqs: the opt code as shipped, with gen's kernels, and MAYO's own avx2 code",
        "",
        f"Generated by `python3 integrations/liboqs_mayo.py` on {datetime.date.today().isoformat()} in {seconds:.0f} s.",
        "",
        f"- CPU: {cpu_model()}, TSC {hz / 1e9:.3f} GHz (µs = ticks / TSC rate); compiler: {tc.first_line([setup.cc, '--version'])}",
        f"- liboqs {LIBOQS_VERSION} from the crate {LIBOQS_CRATE} {LIBOQS_CRATE_VERSION}, cmake `{' '.join(SIG_BASE_OPTIONS)}` "
        f"(liboqs's portable default, `-O3`), minimal: {', '.join(s.name for s in setup.sets)}. Every contender uses the "
        "same SHA3 and AES code (liboqs's common code, one build configuration); only the MAYO arithmetic differs.",
        "- contenders: *opt as shipped* and *MAYO's avx2 code* are the shipped build's `pqmayo_MAYO_<set>_opt_*` and "
        "`pqmayo_MAYO_<set>_avx2_*` (its CPU dispatch runs the latter on this host; the avx2 code is compiled with "
        "`-mavx2`); *opt + gen ISA* is the same opt code with gen's "
        f"`--abi {ABI}` generic_arithmetic.h (the products P1*O, P1*V^t, (P1+P1^t)*O, O^t*P2, V*L, V*P1*V^t by gen's "
        "gemm kernels on blocks of m-vectors; avx2: with O's and V's tables prepared once per product, P1's triangle "
        "skipped, and verification's P*S^t, S*P*S^t by the same gemm; c64: MAYO's bins there), echelon_form.h "
        "(MAYO's constant-time echelon form by gen's ef kernel) and arithmetic_fixed.h (m_vec_mul_add "
        "by gen's axpy); *axpy only*: "
        f"arithmetic_fixed.h alone (one axpy call per m-vector and scalar); compiled with the ISA's flags ({flags})",
        f"- checks passed on every build: liboqs's test_sig and kat_sig (sha256 = tests/KATs/sig/kats.json; the gen "
        f"builds run the opt code through liboqs's API), {setup.identity} key pairs and signatures per set "
        "byte-identical across all contenders in one process, every contender verifies every signature and rejects "
        f"tampered ones, the m-vector primitives and the matrix products calling them equal on random inputs "
        f"({setup.functions} per product)",
        f"- timing: all contenders in one process, interleaved, rdtsc medians of {setup.rounds | 1} rounds; "
        "speed-up = the other's ticks / this one's (> 1: gen's build faster); load average "
        f"{setup.load:.1f} on {os.cpu_count()} logical CPUs when timing began (a shared host moves absolute figures "
        "by tens of percent between runs; the ratios of one run are the figures to compare)",
        "",
        *speedup_table(rows, hz),
        "",
        *goal_lines(rows, best_isa(setup.isas)),
        "",
        *profile,
        "",
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# the run


def run_all(setup: Setup) -> tuple[list[Timing], float, list[str]]:
    """Emit, build, check and (without --quick) time and profile; raises CheckFailed or ToolMissing."""
    say(f"gen: emitting --abi {ABI} for {', '.join(s.name for s in setup.sets)} x "
        f"{', '.join(f'{k} {i}' for k, i in setup.variants)} ...")
    emitted = emit(setup)
    builds = [build_liboqs(setup, "shipped", None, {})]
    builds += [build_liboqs(setup, kind, isa, emitted[(kind, isa)]) for kind, isa in setup.variants]
    kats = liboqs_kats(setup.liboqs, "sig")
    for b in builds:
        for s in setup.sets:
            say(run_liboqs_tests(b, s, kats, every_vector=b.kind != "shipped"))
    rows: list[Timing] = []
    profile: list[str] = []
    counts: dict[tuple[str, str, str], int] = {}
    hz = 0.0
    for s in setup.sets:
        driver = build_driver(setup, s, builds)
        for mode, count in (("identity", setup.identity), ("functions", setup.functions)):
            for ln in tc.run_driver(driver, mode, count, setup.seed):
                if ln.startswith("OK "):
                    say(f"[{s.name}] {ln}")
        if setup.quick:
            continue
        setup.load = max(setup.load, os.getloadavg()[0])
        r, hz = parse_driver_timing(tc.run_driver(driver, "timing", setup.rounds, setup.seed), s.name)
        rows += r
        say("\n".join(speedup_table(r, hz)))
        names = list(dict.fromkeys(x.contender for x in r))
        for op, op_name in ((0, "keypair"), (1, "sign"), (2, "verify")):
            for contender in (OPT, f"opt+gen:{profiled_isa(setup.isas)}", MAYO_AVX2):
                if contender not in names:
                    continue
                out = setup.work / "profile" / f"{s.key}-{contender}-{op}.callgrind".replace(":", "-").replace("+", "-")
                total, table = callgrind_profile(out, driver, setup.seed, names.index(contender), op)
                if table:
                    counts[(s.name, op_name, contender)] = total
                    profile += ["", f"One {s.name} {op_name} by {describe(contender)}: the top functions by inclusive "
                                "instructions (callgrind)", "", "| function | instructions | share |", "|---|---:|---:|",
                                *table]
    if profile:
        profile = ["## Instructions per operation", "",
                   "callgrind's count of one operation (the same on a busy host; the driver's preparation excluded):", "",
                   *instruction_table(counts), "",
                   "## Where the operations spend their instructions", *profile]
    return rows, hz, profile


def pick_isas(asked: str | None, quick: bool) -> list[str]:
    return common_pick_isas("liboqs_mayo.py", ISAS, asked, quick, lambda isa: host_supports(get_target(isa)))


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="CI: checks only, the best ISA, few rounds, no results file")
    p.add_argument("--sets", default="1,2", help=f"comma-separated from {','.join(SETS)} (default: 1,2)")
    p.add_argument("--isas", default=None, help="comma-separated from " + ", ".join(ISAS) + " (default: both; --quick: the best)")
    p.add_argument("--no-axpy", action="store_true", help="without the axpy-only build (arithmetic_fixed.h alone)")
    p.add_argument("--identity", type=int, default=None, help="identity rounds per set (default 20; --quick 2)")
    p.add_argument("--functions", type=int, default=None, help="random inputs per matrix product (default 10; --quick 2)")
    p.add_argument("--rounds", type=int, default=101, help="timing rounds (default 101)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cc", default="cc", help="C compiler (default: cc)")
    p.add_argument("--gen", default=f"{shlex.quote(sys.executable)} -m gen", help="command that runs gen (default: this Python's -m gen)")
    return p.parse_args(argv)


def make_setup(args: argparse.Namespace) -> Setup:
    """Check the tools, fetch the sources, pick sets and ISAs; raises ToolMissing."""
    unknown = [k for k in args.sets.split(",") if k.strip() and k.strip() not in SETS]
    if unknown or not args.sets.strip():
        raise SystemExit(f"liboqs_mayo.py: unknown set {unknown[0] if unknown else '(none)'!r} (choose from {', '.join(SETS)})")
    tc.require_tools(args.cc, "ld", "nm", "objcopy")
    tc.require_tools("cmake", hint="install cmake (Debian: apt-get install cmake)")
    gen_cmd = shlex.split(args.gen)
    if not gen_supports_abi(gen_cmd, ABI):
        raise tc.ToolMissing(f"`{args.gen}` has no --abi option (needed: --abi {ABI}); update gen")
    isas = pick_isas(args.isas, args.quick)
    if not isas:
        raise tc.ToolMissing("this host runs none of the ISAs asked for")
    variants = [("gen", isa) for isa in isas] + ([] if args.quick or args.no_axpy else [("axpy", isas[-1])])
    cache = tc.cache_dir()
    liboqs = fetch_liboqs(cache)
    say(f"sources: {LIBOQS_CRATE} {LIBOQS_CRATE_VERSION} (liboqs {LIBOQS_VERSION}) at {liboqs.parent}")
    return Setup(liboqs=liboqs, work=cache / "build" / "liboqs-mayo", cc=args.cc, gen_cmd=gen_cmd,
                 sets=[SETS[k.strip()] for k in dict.fromkeys(args.sets.split(",")) if k.strip()], isas=isas,
                 variants=variants,
                 quick=args.quick, identity=args.identity if args.identity is not None else (2 if args.quick else 20),
                 functions=args.functions if args.functions is not None else (2 if args.quick else 10),
                 rounds=args.rounds, seed=args.seed)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    start = time.monotonic()
    try:
        setup = make_setup(args)
        rows, hz, profile = run_all(setup)
    except (tc.ToolMissing, tc.CheckFailed) as e:
        return tc.report_failure("liboqs_mayo.py", e)
    seconds = time.monotonic() - start
    if rows:
        say("\n".join(["", *speedup_table(rows, hz), "", *goal_lines(rows, best_isa(setup.isas))]))
        RESULTS.write_text(report(setup, rows, hz, profile, seconds))
        say(f"wrote {RESULTS.relative_to(HERE.parent)}")
    say(f"liboqs_mayo: all checks passed for {', '.join(s.name for s in setup.sets)} x shipped, "
        f"{', '.join(f'{k} {i}' for k, i in setup.variants)} in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
