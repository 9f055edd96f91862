#!/usr/bin/env python3
"""UOV inside liboqs: the portable ref code as shipped, the ref code with gen's kernels, UOV's own avx2.

    python3 integrations/liboqs_uov.py              # checks, timing -> integrations/results/liboqs_uov.md
    python3 integrations/liboqs_uov.py --quick      # CI: checks only (ov-Is and ov-Ip, the host's best ISA)
    python3 integrations/liboqs_uov.py --sets Is --isas c64,avx2 --rounds 31

Source (cargo fetch; nothing third-party is committed): liboqs 0.13.0 as the crate oqs-sys 0.11.0
vendors it. UOV's ref code (src/sig/uov/pqov_ov_<set>_ref/) does its vector arithmetic through the
static inline "blas" functions of blas_u32.h; `gen --linalg <uov_linalg_arg(set)> --field F --abi liboqs-uov`
emits a blas_u32.h whose multiply-accumulates and products by a scalar are gen's axpy kernel and, where the
ISA has prepared gemm tables, a parallel_matrix_op.c (the batched products of key generation and the
signer's quadratic form by gen's gemm), a blas_matrix_ref.c (the signer's Gaussian elimination by gen's
gauss kernel on x86, one gemm per pivot elsewhere) and an ov_publicmap.c (the verifier's public map by gen's
gemm quad), which replace the ref code's files. Builds go under
the integrations cache (GEN_INTEGRATIONS_CACHE, default ~/.cache/gen-integrations), all with cmake,
minimal (the UOV sets only, no OpenSSL), liboqs's portable configuration (OQS_DIST_BUILD=ON: the
same SHA3 and AES code in every build):

- liboqs: as shipped; it holds the ref code and UOV's avx2 code (its CPU dispatch picks avx2 here);
- ref+gen:<isa>: a copy of the tree with gen's files and kernel header in every enabled ref
  directory, the avx2 variants disabled (so liboqs's API and tests run the patched ref code), and the
  ref code compiled with the ISA's flags (the kernel is inline in the blas functions);
- ref+flags:<isa> (not with --quick): the ref code as shipped, compiled with the same flags: how much
  of the difference the compiler's own vectorisation of the ref code makes.

Then, on every build: liboqs's test_sig and kat_sig per set (the output's sha256 must equal
tests/KATs/sig/kats.json, one vector and, for the gen builds, every vector); all builds in one process
(every build but the shipped one with its symbols renamed) fed the same deterministic randomness: key
pairs and signatures byte-identical, every build verifies every signature and rejects tampered ones;
each gen build's blas layer and the ref functions that call it equal to the shipped ones on random
inputs. Without --quick: keypair, sign and verify of every contender interleaved in one process,
rdtsc medians, and (with valgrind) callgrind profiles of key generation and signing.

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
from emit import gen_supports_abi, run_gen  # noqa: E402
from liboqs_common import (LIBOQS_CRATE, LIBOQS_CRATE_VERSION, LIBOQS_VERSION, BuildTree, Timing, build_key,  # noqa: E402
                           callgrind_profile, cmake_build, fetch_liboqs, is_built, liboqs_kats, parse_driver_timing,
                           patched_tree, renamed_archive, run_sig_tests, say, SigTables, SIG_BASE_OPTIONS,
                           sig_cmake_options, sig_isa_flags_cmake, sig_overlay_plan)
from liboqs_common import goal_lines as sig_goal_lines  # noqa: E402
from liboqs_common import LINALG_ISAS, best_isa, profiled_isa  # noqa: E402
from liboqs_common import instruction_table as sig_instruction_table  # noqa: E402
from liboqs_common import pick_isas as common_pick_isas  # noqa: E402
from liboqs_common import speedup_table as sig_speedup_table  # noqa: E402

from gen.families.linalg.abi import uov_linalg_arg  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.tune.host import cpu_model  # noqa: E402

ABI = "liboqs-uov"
UOV_DIR = "src/sig/uov"
CMAKE_TARGETS = ("oqs", "test_sig", "kat_sig")
ISAS = LINALG_ISAS
# blas_u32.h always; parallel_matrix_op.c, blas_matrix_ref.c and ov_publicmap.c where the ISA has the gemm shapes'
# prepared tables (gen decides)
REPLACED = ("blas_u32.h", "parallel_matrix_op.c", "blas_matrix_ref.c", "ov_publicmap.c")
RESULTS = HERE / "results" / "liboqs_uov.md"
SHIPPED, UOV_AVX2, REF = "liboqs", "uov-avx2", "ref"  # driver names: the shipped build, its avx2 and ref code


@dataclass(frozen=True)
class UovSet:
    """One UOV parameter set (the classic variants: expanded keys)."""

    key: str               # what --sets selects and liboqs's directory names use: "Is"
    gf: int                # 16 or 256
    v: int                 # vinegar variables
    o: int                 # oil variables = equations
    define: str            # params.h's selector

    @property
    def name(self) -> str:
        return f"ov-{self.key}"

    @property
    def alg(self) -> str:
        """liboqs's algorithm name (test_sig, kat_sig, kats.json)."""
        return f"OV-{self.key}"

    @property
    def field(self) -> str:
        return "x^4+x+1" if self.gf == 16 else "x^8+x^4+x^3+x+1"

    @property
    def ref_dir(self) -> str:
        return f"{UOV_DIR}/pqov_ov_{self.key}_ref"

    @property
    def cmake_target(self) -> str:
        """The object library liboqs's UOV CMakeLists.txt makes of the ref code."""
        return f"uov_ov_{self.key}_ref"

    @property
    def defines(self) -> tuple[str, ...]:
        """The compile definitions liboqs gives the ref code."""
        return (f"-D{self.define}", "-D_OV_CLASSIC", "-D_UTILS_OQS_")


SETS = {s.key: s for s in (UovSet("Is", 16, 96, 64, "_OV16_160_64"), UovSet("Ip", 256, 68, 44, "_OV256_112_44"),
                           UovSet("III", 256, 112, 72, "_OV256_184_72"), UovSet("V", 256, 148, 96, "_OV256_244_96"))}


# ---------------------------------------------------------------------------------------------
# builds


@dataclass(frozen=True)
class Build(BuildTree):
    """One cmake build of liboqs: as shipped, the ref code with gen's kernels for an ISA, or the ref code
    as shipped compiled with an ISA's flags."""

    kind: str               # "shipped", "gen" or "flags"
    isa: str | None         # None for the shipped build
    root: Path              # the cmake build directory
    tree: Path              # the liboqs source tree it is built from

    @property
    def label(self) -> str:
        """Its name in the driver and the tables: "liboqs", "ref+gen:avx2", "ref+flags:avx2"."""
        return SHIPPED if self.kind == "shipped" else f"ref+{self.kind}:{self.isa}"

    @property
    def prefix(self) -> str:
        """The prefix of its symbols in the driver (the shipped build keeps its names; its blas probe is ORIG_)."""
        return "" if self.kind == "shipped" else re.sub(r"\W+", "_", self.label).upper() + "_"

    @property
    def probe_prefix(self) -> str:
        return self.prefix or "ORIG_"



def cmake_options(sets: list[UovSet], ref_only: bool) -> tuple[str, ...]:
    """The minimal build of the sets; ref_only: their avx2 variants disabled (liboqs runs the ref code)."""
    return sig_cmake_options([f"SIG_uov_ov_{s.key}" for s in sets], ref_only)


def isa_flags_cmake(sets: list[UovSet], flags: tuple[str, ...]) -> str:
    """CMake lines giving the sets' ref code the ISA's flags (every file that includes blas.h)."""
    return sig_isa_flags_cmake("liboqs_uov.py", "ref", [(f"SIG_uov_ov_{s.key}", s.cmake_target) for s in sets], flags)


def overlay_plan(sets: list[UovSet], emitted: dict[str, list[Path]], liboqs: Path) -> dict[str, Path]:
    """Where gen's files go: blas_u32.h and parallel_matrix_op.c replace the ref code's, the kernel header is
    added beside them."""
    return sig_overlay_plan([(s.ref_dir, s.name, emitted[s.key]) for s in sets], REPLACED, liboqs)


def build_liboqs(setup: Setup, kind: str, isa: str | None, emitted: dict[str, list[Path]]) -> Build:
    """The shipped build (from the pristine tree), a gen build or a flags build (from a patched copy)."""
    label = Build(kind, isa, Path(), Path()).label
    root = setup.work / label.replace(":", "-").replace("+", "-") / "build"
    if kind == "shipped":
        build = Build(kind, isa, root, setup.liboqs)
        options, overlay, lines = cmake_options(setup.sets, ref_only=False), {}, ""
    else:
        build = Build(kind, isa, root, root.parent / "src")
        options = cmake_options(setup.sets, ref_only=True)
        overlay = overlay_plan(setup.sets, emitted, setup.liboqs) if kind == "gen" else {}
        lines = isa_flags_cmake(setup.sets, get_target(isa).cflags)
    products = [build.lib, build.test("kat_sig"), build.test("test_sig")]
    key = build_key(setup.cc, options, setup.liboqs, overlay, lines)
    if kind != "shipped" and not is_built(root, key, products):
        patched_tree(setup.liboqs, build.tree, overlay, {f"{UOV_DIR}/CMakeLists.txt": lines} if lines else {})
    say(cmake_build(build.tree, root, build.label, setup.cc, options, CMAKE_TARGETS, key, products))
    return build


def emit(setup: Setup) -> dict[str, dict[str, list[Path]]]:
    """Fresh gen --abi liboqs-uov files (the previous ones are wiped) for every ISA x parameter set (axpy and
    the set's gemm shapes, uov_linalg_arg), gen runs in parallel: isa -> set key ("Is") -> files."""
    root = setup.work / "emitted"
    shutil.rmtree(root, ignore_errors=True)
    calls = [(isa, s) for isa in setup.isas for s in setup.sets]

    def one(call: tuple[str, UovSet]) -> list[Path]:
        isa, s = call
        return run_gen(setup.gen_cmd, ("--linalg", uov_linalg_arg(s.name), "--field", s.field), isa, ABI, root)

    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        files = list(pool.map(one, calls))
    out: dict[str, dict[str, list[Path]]] = {isa: {} for isa in setup.isas}
    for (isa, s), fs in zip(calls, files):
        out[isa][s.key] = fs
    return out


# ---------------------------------------------------------------------------------------------
# checks and the driver


def run_liboqs_tests(build: Build, s: UovSet, kats: dict, every_vector: bool) -> str:
    """liboqs's test_sig, and kat_sig against kats.json (one vector; with every_vector all of them)."""
    what = "dispatched to the avx2 code" if build.kind == "shipped" else "the ref code"
    return run_sig_tests(build.test("test_sig"), build.test("kat_sig"), build.label, s.alg, kats, every_vector, what)


def build_probe(setup: Setup, build: Build, s: UovSet, dest: Path) -> Path:
    """uov_blas_probe.c against the build's ref directory, with the build's flags."""
    flags = [*tc.DRIVER_CFLAGS, f"-DPROBE={build.probe_prefix}", *s.defines, f"-I{build.tree / s.ref_dir}",
             f"-I{build.include}", f"-I{build.tree / 'src/common/pqclean_shims'}"]
    if build.isa:
        flags += get_target(build.isa).cflags
    [obj] = tc.compile_all(setup.cc, [(HERE / "uov_blas_probe.c", dest / f"probe-{build.probe_prefix.lower().rstrip('_')}.o", flags)],
                           f"{s.name} {build.label} blas probe")
    return obj


def build_driver(setup: Setup, s: UovSet, builds: list[Build]) -> Path:
    """The in-process driver of one set: the shipped liboqs.a as it is, every other build renamed, and
    each build's blas probe."""
    shipped, others = builds[0], builds[1:]
    dest = setup.work / "driver" / s.key
    renamed = [renamed_archive(b.lib, b.prefix) for b in others]
    probes = [build_probe(setup, b, s, dest) for b in builds]
    x_list = " ".join(f'X({b.prefix}, "{b.label}")' for b in others)
    has_avx2 = f"#define OQS_ENABLE_SIG_uov_ov_{s.key}_avx2 1" in (shipped.include / "oqs" / "oqsconfig.h").read_text()
    flags = [*tc.DRIVER_CFLAGS, f"-DPARAM={s.key}", f"-DGF={s.gf}", f"-DUOV_V={s.v}", f"-DUOV_O={s.o}",
             f"-DRENAMED_BUILDS={x_list}", f"-I{shipped.include}", *(["-DHAVE_UOV_AVX2"] if has_avx2 else [])]
    [obj] = tc.compile_all(setup.cc, [(HERE / "liboqs_uov_driver.c", dest / "driver.o", flags)], f"{s.name} driver")
    return tc.link(setup.cc, [obj, *probes, *renamed, shipped.lib], dest / "liboqs_uov_driver", f"{s.name} driver")


# ---------------------------------------------------------------------------------------------
# timing, profile and the report


def describe(contender: str) -> str:
    """The tables' name for a driver contender."""
    if contender == REF:
        return "ref as shipped"
    if contender == UOV_AVX2:
        return "UOV's avx2 code"
    kind, _, isa = contender.partition(":")
    return f"ref + gen {isa}" if kind == "ref+gen" else f"ref as shipped, {' '.join(get_target(isa).cflags)}"


TABLES = SigTables(REF, UOV_AVX2, ("ref+gen:",), describe, "ref", "UOV")


def speedup_table(rows: list[Timing], hz: float) -> list[str]:
    return sig_speedup_table(TABLES, rows, hz)


def goal_lines(rows: list[Timing], best: str) -> list[str]:
    return sig_goal_lines(TABLES, rows, f"ref+gen:{best}")


def instruction_table(counts: dict[tuple[str, str, str], int]) -> list[str]:
    return sig_instruction_table(TABLES, counts)


@dataclass
class Setup:
    """Sources, tools, what to run."""

    liboqs: Path
    work: Path
    cc: str
    gen_cmd: list[str]
    sets: list[UovSet]
    isas: list[str]
    quick: bool
    identity: int
    functions: int
    rounds: int
    seed: int
    load: float = 0.0     # the 1-minute load average when timing began


def report(setup: Setup, rows: list[Timing], hz: float, profile: list[str], seconds: float) -> str:
    flags = "; ".join(f"{isa}: `{' '.join(get_target(isa).cflags) or '(none)'}`" for isa in setup.isas)
    lines = [
        "# UOV in liboqs: the ref code as shipped, with gen's kernels, and UOV's own avx2 code",
        "",
        f"Generated by `python3 integrations/liboqs_uov.py` on {datetime.date.today().isoformat()} in {seconds:.0f} s.",
        "",
        f"- CPU: {cpu_model()}, TSC {hz / 1e9:.3f} GHz (µs = ticks / TSC rate); compiler: {tc.first_line([setup.cc, '--version'])}",
        f"- liboqs {LIBOQS_VERSION} from the crate {LIBOQS_CRATE} {LIBOQS_CRATE_VERSION}, cmake `{' '.join(SIG_BASE_OPTIONS)}` "
        f"(liboqs's portable default, `-O3`), minimal: {', '.join(s.name for s in setup.sets)}. Every contender uses the "
        "same SHA3 and AES code (liboqs's common code, one build configuration); only the UOV arithmetic differs.",
        "- contenders: *ref as shipped* and *UOV's avx2 code* are the shipped build's `pqov_uov_<set>_ref_*` and "
        "`pqov_uov_<set>_avx2_*` (its CPU dispatch runs the latter on this host); *ref + gen ISA* is the same ref code "
        f"with gen's `--abi {ABI}` files for the set (blas_u32.h: gf*v_madd and gf*v_mul_scalar by gen's inline axpy "
        "kernel, gf256v_add and conditional_add XOR loops; where the ISA has prepared gemm tables also "
        "parallel_matrix_op.c: the batched products of key generation and signing by gen's gemm, and "
        "blas_matrix_ref.c: the signer's Gaussian elimination by gen's gauss kernel on x86, one gemm per pivot "
        "elsewhere, and ov_publicmap.c: the verifier's public map by gen's gemm quad), compiled with the ISA's "
        f"flags ({flags}); "
        "*ref as shipped, FLAGS* is the unchanged ref code compiled with those flags, which separates the compiler's "
        "own vectorisation of the ref code from gen's kernels",
        f"- checks passed on every build: liboqs's test_sig and kat_sig (sha256 = tests/KATs/sig/kats.json; the gen "
        f"builds run the ref code through liboqs's API), {setup.identity} key pairs and signatures per set "
        "byte-identical across all contenders in one process, every contender verifies every signature and rejects "
        f"tampered ones, the blas layer and the ref functions calling it equal on random inputs ({setup.functions} "
        "per function)",
        f"- timing: all contenders in one process, interleaved, rdtsc medians of {setup.rounds} rounds ({(setup.rounds + 1) // 2 | 1} for "
        "keypair); speed-up = the other's ticks / this one's (> 1: gen's build faster); load average "
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
    say(f"gen: emitting --abi {ABI} for GF({'), GF('.join(str(g) for g in sorted({s.gf for s in setup.sets}))}) x "
        f"{', '.join(setup.isas)} ...")
    emitted = emit(setup)
    builds = [build_liboqs(setup, "shipped", None, {})]
    builds += [build_liboqs(setup, "gen", isa, emitted[isa]) for isa in setup.isas]
    if not setup.quick:
        builds.append(build_liboqs(setup, "flags", best_isa(setup.isas), {}))
    kats = liboqs_kats(setup.liboqs, "sig")
    for b in builds:
        for s in setup.sets:
            say(run_liboqs_tests(b, s, kats, every_vector=b.kind == "gen"))
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
        for op, op_name in ((0, "keypair"), (1, "sign")):
            for contender in (REF, f"ref+gen:{profiled_isa(setup.isas)}", UOV_AVX2):
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
                   "## Where key generation and signing spend their instructions", *profile]
    return rows, hz, profile


def pick_isas(asked: str | None, quick: bool) -> list[str]:
    return common_pick_isas("liboqs_uov.py", ISAS, asked, quick, lambda isa: host_supports(get_target(isa)))


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="CI: checks only, the best ISA, few rounds, no results file")
    p.add_argument("--sets", default="Is,Ip", help=f"comma-separated from {','.join(SETS)} (default: Is,Ip)")
    p.add_argument("--isas", default=None, help="comma-separated from " + ", ".join(ISAS) + " (default: both; --quick: the best)")
    p.add_argument("--identity", type=int, default=None, help="identity rounds per set (default 20; --quick 2)")
    p.add_argument("--functions", type=int, default=None, help="random inputs per ref function (default 10; --quick 2)")
    p.add_argument("--rounds", type=int, default=101, help="timing rounds (default 101; keypair half as many)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cc", default="cc", help="C compiler (default: cc)")
    p.add_argument("--gen", default=f"{shlex.quote(sys.executable)} -m gen", help="command that runs gen (default: this Python's -m gen)")
    return p.parse_args(argv)


def make_setup(args: argparse.Namespace) -> Setup:
    """Check the tools, fetch the sources, pick sets and ISAs; raises ToolMissing."""
    unknown = [k for k in args.sets.split(",") if k.strip() and k.strip() not in SETS]
    if unknown or not args.sets.strip():
        raise SystemExit(f"liboqs_uov.py: unknown set {unknown[0] if unknown else '(none)'!r} (choose from {', '.join(SETS)})")
    tc.require_tools(args.cc, "ld", "nm", "objcopy")
    tc.require_tools("cmake", hint="install cmake (Debian: apt-get install cmake)")
    gen_cmd = shlex.split(args.gen)
    if not gen_supports_abi(gen_cmd, ABI):
        raise tc.ToolMissing(f"`{args.gen}` has no --abi option (needed: --abi {ABI}); update gen")
    isas = pick_isas(args.isas, args.quick)
    if not isas:
        raise tc.ToolMissing("this host runs none of the ISAs asked for")
    cache = tc.cache_dir()
    liboqs = fetch_liboqs(cache)
    say(f"sources: {LIBOQS_CRATE} {LIBOQS_CRATE_VERSION} (liboqs {LIBOQS_VERSION}) at {liboqs.parent}")
    return Setup(liboqs=liboqs, work=cache / "build" / "liboqs-uov", cc=args.cc, gen_cmd=gen_cmd,
                 sets=[SETS[k.strip()] for k in dict.fromkeys(args.sets.split(",")) if k.strip()], isas=isas,
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
        return tc.report_failure("liboqs_uov.py", e)
    seconds = time.monotonic() - start
    if rows:
        say("\n".join(["", *speedup_table(rows, hz), "", *goal_lines(rows, best_isa(setup.isas))]))
        RESULTS.write_text(report(setup, rows, hz, profile, seconds))
        say(f"wrote {RESULTS.relative_to(HERE.parent)}")
    say(f"liboqs_uov: all checks passed for {', '.join(s.name for s in setup.sets)} x shipped, "
        f"{', '.join('gen ' + i for i in setup.isas)} in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
