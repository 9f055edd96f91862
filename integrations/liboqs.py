#!/usr/bin/env python3
"""HQC inside liboqs: liboqs 0.13 as shipped, liboqs with gen's kernels, and PQClean's 2020 AVX2 HQC.

    python3 integrations/liboqs.py                  # checks, timing, profile -> integrations/results/liboqs.md
    python3 integrations/liboqs.py --quick          # CI: checks only (the host's best ISA, few rounds)
    python3 integrations/liboqs.py --levels 128 --isas avx2 --rounds 101

Sources (cargo fetch; nothing third-party is committed): liboqs 0.13.0 as the crate oqs-sys 0.11.0
vendors it, and PQClean's 2020 HQC-RMRS from the crate pqcrypto-hqc 0.1.6. Builds go under the
integrations cache (GEN_INTEGRATIONS_CACHE, default ~/.cache/gen-integrations):

- liboqs: with cmake, minimal (HQC only, no OpenSSL), from the crate's pristine tree, in two
  configurations: portable (liboqs's default) and native (-march=native for everything);
- liboqs+gen:<isa>: the same from a copy of that tree whose src/kem/hqc/pqclean_hqc-*_clean/
  directories get gen's `--abi pqclean-hqc` files (gf2x.c, vector.c and gf.c replaced, their kernel headers
  added); those files also get the ISA's flags. A build whose inputs have not changed is reused.

Then, for every build: liboqs's own test_kem and kat_kem per level (the output's sha256 must equal
tests/KATs/kem/kats.json, one vector and, with --all, every vector); all builds in one process (the
gen builds with their symbols renamed) fed the same deterministic randomness: keys, ciphertexts and
shared secrets byte-identical, tampered ciphertexts rejected identically. Without --quick: keypair,
encaps and decaps of every build and of the 2020 AVX2 code (hqc-rmrs-<level>/avx2, a different spec
version: speed only), interleaved in one process, rdtsc medians; the kernels alone; and where the
fastest build's decaps spends its time (perf, cpu-clock sampling).

Exit status: 0 all passed; 1 a check or build failed (one line naming it); 2 a missing tool.
"""
from __future__ import annotations

import argparse
import datetime
import re
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # this checkout's gen, even when run from elsewhere

import toolchain as tc  # noqa: E402
from liboqs_common import (LIBOQS_CRATE, LIBOQS_CRATE_VERSION, LIBOQS_VERSION, BuildTree, Timing, build_key,  # noqa: E402
                           check_kat, cmake_build, fetch_liboqs, is_built, liboqs_kats, parse_driver_timing,
                           patched_tree)
from emit import emit_all, gen_supports_abi  # noqa: E402
from schemes import HQC, PQCLEAN_TEST_CFLAGS, X86_CARRYLESS_ISAS, Level  # noqa: E402

from gen.isa import get_target, host_supports  # noqa: E402
from gen.tune.host import cpu_model  # noqa: E402

HQC2020_CRATE, HQC2020_VERSION = "pqcrypto-hqc", "0.1.6"
CMAKE_OPTIONS = ("-DCMAKE_BUILD_TYPE=Release", "-DOQS_USE_OPENSSL=OFF", "-DOQS_BUILD_ONLY_LIB=OFF",
                 # liboqs 0.13 ships HQC disabled by default; the minimal build then keeps HQC only
                 "-DOQS_ENABLE_KEM_HQC=ON", "-DOQS_MINIMAL_BUILD=KEM_hqc_128;KEM_hqc_192;KEM_hqc_256")
# liboqs's two ways to build: portable (its default; oqs-sys's default) compiles the clean code for
# generic x86-64, native (oqs-sys's `non_portable` feature) compiles everything with -march=native
CONFIGS = {"portable": ("-DOQS_DIST_BUILD=ON",), "native": ("-DOQS_DIST_BUILD=OFF", "-DOQS_OPT_TARGET=auto")}
CMAKE_TARGETS = ("oqs", "test_kem", "kat_kem")
HQC_CMAKE_DIR = "src/kem/hqc"   # the CMakeLists.txt that lists the HQC sources
# PQClean's 2020 HQC-RMRS AVX2: its Makefile's CFLAGS, and the common code it calls
HQC2020_CFLAGS = ("-O3", "-mavx2", "-mbmi", "-mpclmul", "-Wall", "-Wextra", "-Wshadow", "-Wpedantic", "-Wvla",
                  "-Werror", "-Wredundant-decls", "-Wmissing-prototypes", "-std=c99")
HQC2020_COMMON = ("common/aes.c", "common/fips202.c", "common/sha2.c", "common/nistseedexpander.c")
HQC2020_PREFIX = "HQC2020_"
RESULTS = HERE / "results" / "liboqs.md"
# HQC-128 decaps of liboqs + gen on the best ISA must be at least this much faster than ...
GOALS = (("hqc-rmrs-avx2-2020", "the 2020 AVX2 code", 2.5), ("shipped", "liboqs as shipped", 20.0))
DECAPS_092_US = 116  # liboqs 0.9.2's HQC-128 decaps (AVX2, AES-NI seed expansion), issue 19's figure


def say(msg: str) -> None:
    print(msg, flush=True)


# ---------------------------------------------------------------------------------------------
# what goes where


def liboqs_name(level: Level) -> str:
    """liboqs's algorithm name: hqc-128 -> HQC-128."""
    return level.name.upper()


def impl_dir(level: Level) -> str:
    """The level's clean implementation inside the liboqs tree."""
    return f"{HQC_CMAKE_DIR}/pqclean_{level.name}_clean"


def ring_degree(level: Level) -> int:
    """n of the level's ring x^n - 1, read off its gen call."""
    for spec in level.gen_specs:
        if spec[0] == "--ring":
            m = re.fullmatch(r"x\^(\d+)-1", spec[1])
            if m:
                return int(m.group(1))
    raise ValueError(f"{level.name} has no --ring 'x^n-1' gen call")


def overlay_plan(level: Level, emitted: list[Path], existing: set[str]) -> dict[str, Path]:
    """Where each emitted file goes in the liboqs tree (path relative to its root -> file): a .c file
    replaces the implementation's file of that name, and must be one HQC's adapter replaces; a header
    is added beside them and must not shadow one of the implementation's own (`existing`: the names
    of its files)."""
    plan: dict[str, Path] = {}
    for f in emitted:
        if f.suffix == ".c" and f.name not in HQC.replaced:
            raise tc.CheckFailed(f"gen emitted {f.name}, which is not one of the files replaced ({', '.join(HQC.replaced)})")
        if f.suffix == ".c" and f.name not in existing:
            raise tc.CheckFailed(f"liboqs's {impl_dir(level)} has no {f.name} to replace")
        if f.suffix == ".h" and f.name in existing:
            raise tc.CheckFailed(f"gen's header {f.name} would shadow liboqs's {impl_dir(level)}/{f.name}")
        plan[f"{impl_dir(level)}/{f.name}"] = f
    return plan


def isa_flags_cmake(replaced: list[str], flags: tuple[str, ...]) -> str:
    """CMake lines giving the replaced files (relative to HQC_CMAKE_DIR) their ISA's flags."""
    return ("\n# added by gen's integrations/liboqs.py: gen's kernels need their ISA's flags (only they get them)\n"
            f"set_source_files_properties({' '.join(replaced)} PROPERTIES COMPILE_OPTIONS \"{';'.join(flags)}\")\n")


# ---------------------------------------------------------------------------------------------
# builds


@dataclass(frozen=True)
class Build(BuildTree):
    """One cmake build of liboqs: a configuration, as shipped or with gen's files for one ISA."""

    config: str         # "portable" or "native" (CONFIGS)
    isa: str | None     # None: as shipped
    root: Path          # the cmake build directory

    @property
    def label(self) -> str:
        """Its name in the driver, the tables and the build tree: "liboqs", "liboqs-native+gen:avx2"."""
        base = "liboqs" if self.config == "portable" else f"liboqs-{self.config}"
        return base if self.isa is None else f"{base}+gen:{self.isa}"

    @property
    def dirname(self) -> str:
        """The label as a directory name make can handle (no colon)."""
        return self.label.replace(":", "-")


    @property
    def prefix(self) -> str:
        """The prefix of its symbols in the driver (the shipped portable build keeps its names)."""
        if self.config == "portable" and self.isa is None:
            return ""
        return re.sub(r"\W+", "_", self.label).upper() + "_"


def reference_of(contender: str) -> str:
    """The shipped build a liboqs contender is compared with: the same configuration without gen."""
    return contender.split("+")[0]


def cmake_options(config: str) -> tuple[str, ...]:
    return (*CMAKE_OPTIONS, *CONFIGS[config])


def build_liboqs(liboqs: Path, work: Path, cc: str, config: str, isa: str | None, levels: list[Level],
                 emitted: dict[str, list[Path]]) -> Build:
    """The shipped build (isa None, from the pristine tree) or a gen build (from a patched copy)."""
    build = Build(config, isa, Path())
    build = Build(config, isa, work / build.dirname / "build")
    options, products = cmake_options(config), [build.lib, build.test("kat_kem")]
    if isa is None:
        key = build_key(cc, options, liboqs, {}, "")
        say(cmake_build(liboqs, build.root, build.label, cc, options, CMAKE_TARGETS, key, products))
        return build
    overlay: dict[str, Path] = {}
    for level in levels:
        existing = {p.name for p in (liboqs / impl_dir(level)).iterdir()}
        overlay.update(overlay_plan(level, emitted[level.key], existing))
    replaced = sorted(rel[len(HQC_CMAKE_DIR) + 1:] for rel in overlay if rel.endswith(".c"))
    lines = isa_flags_cmake(replaced, get_target(isa).cflags)
    key = build_key(cc, options, liboqs, overlay, lines)
    if not is_built(build.root, key, products):
        patched_tree(liboqs, build.root.parent / "src", overlay, {f"{HQC_CMAKE_DIR}/CMakeLists.txt": lines})
    say(cmake_build(build.root.parent / "src", build.root, build.label, cc, options, CMAKE_TARGETS, key, products))
    return build


def build_hqc2020(pqclean: Path, level: Level, work: Path, cc: str) -> Path:
    """PQClean's 2020 HQC-RMRS AVX2 of the level with its common code, partially linked, every symbol
    it defines renamed to HQC2020_PREFIX<symbol> (randombytes stays the driver's)."""
    src = pqclean / hqc2020_dir(level)
    dest = work / "hqc2020" / level.key
    impl = [(c, dest / "impl" / (c.stem + ".o"), [*HQC2020_CFLAGS, f"-I{pqclean / 'common'}"]) for c in sorted(src.glob("*.c"))]
    common = [(pqclean / c, dest / "common" / (Path(c).stem + ".o"), [*PQCLEAN_TEST_CFLAGS, f"-I{pqclean / 'common'}"])
              for c in HQC2020_COMMON]
    objs = tc.compile_all(cc, impl + common, f"2020 {hqc2020_dir(level)}")
    out = dest / "hqc2020_renamed.o"
    tc.partial_link_renamed(objs, out, HQC2020_PREFIX)
    return out


def hqc2020_dir(level: Level) -> str:
    return f"crypto_kem/hqc-rmrs-{level.key}/avx2"


def build_driver(level: Level, builds: list[Build], work: Path, cc: str, hqc2020: Path | None,
                 pqclean2020: Path | None) -> Path:
    """The in-process driver of one level: the shipped portable liboqs.a (builds[0]) as it is, every
    other build renamed, the 2020 code."""
    shipped, others = builds[0], builds[1:]
    dest = work / "driver" / level.key
    renamed = []
    for b in others:
        out = b.root.parent / "liboqs_renamed.o"
        if not out.exists() or out.stat().st_mtime < b.lib.stat().st_mtime:
            tc.partial_link_renamed([b.lib], out, b.prefix)
        renamed.append(out)
    x_list = " ".join(f'X({b.prefix}, "{b.label}")' for b in others)
    flags = [*tc.DRIVER_CFLAGS, f"-DLEVEL={level.key}", f"-DRING_N={ring_degree(level)}",
             f"-DRENAMED_BUILDS={x_list}", f"-I{shipped.include}"]
    if hqc2020 is not None and pqclean2020 is not None:
        flags += [f"-DHQC2020_PREFIX={HQC2020_PREFIX}", f"-I{pqclean2020 / hqc2020_dir(level)}"]
    [obj] = tc.compile_all(cc, [(HERE / "liboqs_driver.c", dest / "driver.o", flags)], f"{level.name} driver")
    extra = [hqc2020] if hqc2020 is not None else []
    return tc.link(cc, [obj, *renamed, *extra, shipped.lib], dest / "liboqs_driver", f"{level.name} driver")


# ---------------------------------------------------------------------------------------------
# checks


def run_liboqs_tests(build: Build, level: Level, kats: dict, every_vector: bool) -> str:
    """liboqs's test_kem, and kat_kem against kats.json (one vector; with every_vector all of them)."""
    alg = liboqs_name(level)
    tc.run([str(build.test("test_kem")), alg], f"{build.label} test_kem {alg}", timeout=600)
    kinds = check_kat(build.test("kat_kem"), build.label, alg, kats, every_vector)
    return f"{build.label} {alg}: test_kem passed; kat_kem = kats.json ({' and '.join(kinds)})"


# ---------------------------------------------------------------------------------------------
# timing and the table


HQC2020 = "hqc-rmrs-avx2-2020"  # the driver's name for the 2020 code


def describe(contender: str) -> str:
    """The tables' name for a driver contender: "liboqs-native+gen:avx2" -> "liboqs -march=native + gen avx2"."""
    if contender == HQC2020:
        return f"PQClean 2020 AVX2 (pqcrypto-hqc {HQC2020_VERSION})"
    base, _, isa = contender.partition("+gen:")
    name = {"liboqs": "liboqs", "liboqs-native": "liboqs -march=native"}.get(base, base)
    return f"{name} + gen {isa}" if isa else f"{name} as shipped"


def _ticks(x: float) -> str:
    if x >= 1e6:
        return f"{x / 1e6:.2f}M"
    return f"{x / 1e3:.1f}k" if x >= 1e4 else f"{x:.0f}"


def _ratio(x: float) -> str:
    return f"{x:.1f}x" if x >= 10 else f"{x:.2f}x"


def speedup_table(rows: list[Timing], hz: float) -> list[str]:
    """Markdown: per level and op, every contender's median in µs and ticks, and how many times faster
    it is than liboqs as shipped (built the same way) and than the 2020 AVX2 code (when timed)."""
    out = ["| level | op | implementation | µs | ticks | vs liboqs as shipped | vs 2020 AVX2 |",
           "|---|---|---|---:|---:|---:|---:|"]
    by = {(r.level, r.op, r.contender): r.ticks for r in rows}
    for r in rows:
        shipped = by.get((r.level, r.op, reference_of(r.contender)))
        old = by.get((r.level, r.op, HQC2020))
        vs_shipped = _ratio(shipped / r.ticks) if shipped and r.contender != HQC2020 else "-"
        vs_old = _ratio(old / r.ticks) if old else "-"
        bold = "**" if "+gen:" in r.contender else ""
        out.append(f"| {r.level} | {r.op} | {describe(r.contender)} | {r.ticks / hz * 1e6:.1f} | {_ticks(r.ticks)} | "
                   f"{bold}{vs_shipped}{bold} | {bold}{vs_old}{bold} |")
    return out


def goal_lines(rows: list[Timing], best: str) -> list[str]:
    """Whether HQC-128 decaps with gen on the best ISA meets issue 19's goals, in each configuration."""
    by = {(r.level, r.op, r.contender): r.ticks for r in rows}
    lines = []
    for mine in dict.fromkeys(r.contender for r in rows if r.contender.endswith(f"+gen:{best}")):
        ticks = by.get(("hqc-128", "decaps", mine))
        for other, name, goal in GOALS:
            theirs = by.get(("hqc-128", "decaps", reference_of(mine) if other == "shipped" else other))
            if ticks is None or theirs is None:
                continue
            ratio = theirs / ticks
            lines.append(f"- HQC-128 decaps, {describe(mine)} against {name}: {ratio:.2f}x faster "
                         f"(goal at least {goal:g}x: {'met' if ratio >= goal else 'NOT met'})")
    return lines


# ---------------------------------------------------------------------------------------------
# profile

# (category, regular expression on the symbol with the build's prefix removed); the first match wins
PROFILE_CATEGORIES = (
    ("SHA3/SHA-2 (seed expansion and hashing)", r"keccak|sha3|shake|sha512|sha2|_CLEAN_seedexpander"),
    ("AES (2020 seed expansion)", r"aes|seedexpander"),
    ("ring product (vect_mul)", r"vect_mul|ring_\d+|karat|gf2x|mul_\d|schoolbook|reconstruction"),
    ("fixed-weight sampling (besides SHA3)", r"fixed_weight|vect_set_random"),
    ("Reed-Muller decode/encode", r"reed_muller|hadamard|expand_and_sum|find_peaks"),
    ("Reed-Solomon decode/encode (GF(2^8), FFT)",
     r"reed_solomon|syndrome|elp|roots|z_poly|error_values|correct_errors|fft|radix|gf_"),
)
OTHER = "other (parsing, copies, compare, driver, kernel)"


def parse_perf_report(text: str) -> list[tuple[float, str]]:
    """(percent, symbol) from `perf report --stdio --sort symbol` lines such as '  12.34%  [.] name'."""
    out = []
    for ln in text.splitlines():
        m = re.match(r"\s*([\d.]+)%\s+\[([.k])\]\s+(\S+)", ln)
        if m:
            out.append((float(m.group(1)), m.group(3) if m.group(2) == "." else "[kernel] " + m.group(3)))
    return out


def categorise(samples: list[tuple[float, str]], prefixes: tuple[str, ...]) -> dict[str, float]:
    """Percent per PROFILE_CATEGORIES entry (in order, then OTHER), symbols stripped of the prefixes."""
    shares = {name: 0.0 for name, _ in PROFILE_CATEGORIES} | {OTHER: 0.0}
    for pct, sym in samples:
        for p in prefixes:
            if p and sym.startswith(p):
                sym = sym[len(p):]
                break
        name = next((n for n, rx in PROFILE_CATEGORIES if re.search(rx, sym, re.IGNORECASE)), OTHER)
        shares[name] += pct
    return shares


def perf_profile(driver: Path, contender: int, iterations: int, out: Path) -> list[tuple[float, str]] | None:
    """cpu-clock samples of `iterations` decapsulations by one contender, or None without a usable perf."""
    if shutil.which("perf") is None:
        return None
    out.parent.mkdir(parents=True, exist_ok=True)
    data = out.with_suffix(".perf.data")
    rec = subprocess.run(["perf", "record", "-q", "-e", "cpu-clock", "-F", "5000", "-o", str(data), "--",
                          str(driver), "profile", str(iterations), "1", str(contender)],
                         capture_output=True, text=True, timeout=600)
    if rec.returncode != 0:
        return None
    rep = subprocess.run(["perf", "report", "-i", str(data), "--stdio", "--no-children", "--sort", "symbol",
                          "--fields", "overhead,sym", "--percent-limit", "0"], capture_output=True, text=True, timeout=600)
    return parse_perf_report(rep.stdout) if rep.returncode == 0 else None


def profile_table(shares: dict[str, float], decaps_us: float) -> list[str]:
    out = ["| where | share | µs |", "|---|---:|---:|"]
    for name, pct in shares.items():
        out.append(f"| {name} | {pct:.1f}% | {pct / 100 * decaps_us:.1f} |")
    return out


# ---------------------------------------------------------------------------------------------
# the run


@dataclass
class Setup:
    """Sources, tools, what to run."""

    liboqs: Path                 # the crate's liboqs/ tree (pristine)
    work: Path                   # build products
    cc: str
    gen_cmd: list[str]
    levels: list[Level]
    isas: list[str]
    configs: list[str]           # CONFIGS keys, "portable" first
    quick: bool
    identity: int
    rounds: int
    seed: int
    pqclean2020: Path | None = None


def best_isas(asked: str | None, quick: bool) -> list[str]:
    """The ISAs to build gen's kernels for: those asked, else the host's best carry-less ISA and avx2
    (with --quick the best only), dropping the ones the host cannot run."""
    if asked:
        names = [n.strip() for n in asked.split(",") if n.strip()]
        unknown = [n for n in names if n not in X86_CARRYLESS_ISAS]
        if unknown:
            raise SystemExit(f"liboqs.py: unknown ISA {unknown[0]!r} (choose from {', '.join(X86_CARRYLESS_ISAS)})")
    else:
        runnable = [n for n in X86_CARRYLESS_ISAS if host_supports(get_target(n))]
        names = runnable[-1:] if quick else list(dict.fromkeys([*runnable[-1:], "avx2"]))
    return [n for n in names if host_supports(get_target(n))]


def best_of(isas: list[str]) -> str:
    """The fastest of the ISAs (X86_CARRYLESS_ISAS is in order of speed)."""
    return max(isas, key=X86_CARRYLESS_ISAS.index)


def emitted_by_isa(setup: Setup) -> dict[str, dict[str, list[Path]]]:
    """gen's files for every ISA x level: isa -> level key -> files."""
    combos = [(level, isa) for isa in setup.isas for level in setup.levels]
    files = emit_all(setup.gen_cmd, HQC, combos, setup.work / "emitted")
    out: dict[str, dict[str, list[Path]]] = {isa: {} for isa in setup.isas}
    for (level, isa), fs in zip(combos, files):
        out[isa][level.key] = fs
    return out


def check_builds(setup: Setup, builds: list[Build]) -> None:
    """liboqs's own tests on every build and level (a shipped build's every-vector KAT costs seconds
    per level: with --quick only the gen builds run it)."""
    kats = liboqs_kats(setup.liboqs, "kem")
    for b in builds:
        for level in setup.levels:
            say(run_liboqs_tests(b, level, kats, every_vector=not setup.quick or b.isa is not None))


def time_level(setup: Setup, driver: Path, level: Level) -> tuple[list[Timing], list[Timing], float]:
    """Whole-KEM timing (all contenders) and the kernels alone (liboqs builds) of one level."""
    kem, hz = parse_driver_timing(tc.run_driver(driver, "timing", setup.rounds, setup.seed), level.name)
    kernels, _ = parse_driver_timing(tc.run_driver(driver, "components", setup.rounds, setup.seed), level.name)
    return kem, kernels, hz


def profile_level(setup: Setup, driver: Path, level: Level, kem: list[Timing], hz: float,
                  builds: list[Build]) -> list[str]:
    """perf profiles of decaps: the best gen build of each configuration and the 2020 code."""
    names = list(dict.fromkeys(r.contender for r in kem))
    best = best_of(setup.isas)
    out: list[str] = []
    prefixes = tuple(b.prefix for b in builds) + (HQC2020_PREFIX,)
    for contender in [b.label for b in builds if b.isa == best] + [HQC2020]:
        if contender not in names:
            continue
        decaps = next(r.ticks for r in kem if r.op == "decaps" and r.contender == contender)
        iterations = max(200, int(3.0 * hz / decaps))  # about 3 s of samples
        samples = perf_profile(driver, names.index(contender), iterations, setup.work / "profile" / contender)
        if samples is None:
            return ["", "(no profile: perf is missing or may not sample here; `perf record -e cpu-clock` is needed)"]
        top = ", ".join(f"`{s}` {p:.1f}%" for p, s in sorted(samples, reverse=True)[:6])
        shares = categorise(samples, prefixes)
        out += ["", f"{describe(contender)}, {level.name} decaps ({decaps / hz * 1e6:.1f} µs; "
                f"{iterations} decapsulations sampled):", "",
                *profile_table(shares, decaps / hz * 1e6), "", f"Top symbols: {top}."]
        if contender == HQC2020:
            aes = shares[PROFILE_CATEGORIES[1][0]] / 100
            out.append(f"Without its software AES: {(1 - aes) * decaps / hz * 1e6:.1f} µs (liboqs 0.9.2 ran this "
                       f"code with AES-NI, whose expansion costs a few µs more; issue 19's {DECAPS_092_US} µs "
                       "was measured on another host).")
    return out


def report(setup: Setup, kem: list[Timing], kernels: list[Timing], hz: float, profile: list[str],
           seconds: float) -> str:
    flags = "; ".join(f"{isa}: `{' '.join(get_target(isa).cflags)}`" for isa in setup.isas)
    lines = [
        "# HQC in liboqs: as shipped, with gen's kernels, and PQClean's 2020 AVX2 code",
        "",
        f"Generated by `python3 integrations/liboqs.py` on {datetime.date.today().isoformat()} in {seconds:.0f} s.",
        "",
        f"- CPU: {cpu_model()}, TSC {hz / 1e9:.3f} GHz (µs = ticks / TSC rate); compiler: {tc.first_line([setup.cc, '--version'])}",
        f"- liboqs {LIBOQS_VERSION} from the crate {LIBOQS_CRATE} {LIBOQS_CRATE_VERSION}, cmake "
        f"`{' '.join(CMAKE_OPTIONS)}`, built two ways: portable (`{' '.join(CONFIGS['portable'])}`, liboqs's "
        "and oqs-sys's default: the clean code for generic x86-64, `-O3`) and -march=native "
        f"(`{' '.join(CONFIGS['native'])}`, oqs-sys's `non_portable` feature: everything compiled with "
        "`-march=native`); the gen builds differ from the shipped ones only in "
        f"`src/kem/hqc/pqclean_hqc-*_clean/`: {', '.join(HQC.replaced)} replaced by gen's `--abi pqclean-hqc` files "
        f"(plus their kernel headers), those two files compiled with the ISA's flags as well ({flags})",
        f"- the 2020 code: `{hqc2020_dir(setup.levels[0]).replace(setup.levels[0].key, '<level>')}` from the crate "
        f"{HQC2020_CRATE} {HQC2020_VERSION} (HQC-RMRS, spec 2020-10-01: a different spec version, so speed only), "
        f"its Makefile's flags `{' '.join(HQC2020_CFLAGS)}`, PQClean's common code (software AES, SHA-2, SHA3)",
        f"- kernels: {tc.first_line([*setup.gen_cmd, '--version'])}, `gen --ring x^n-1 --isa ISA --abi pqclean-hqc "
        "--namespace PQCLEAN_HQC<level>_CLEAN_` and `gen --field x^8+x^4+x^3+x^2+1 ...` (the same files as "
        "`integrations/run.py --scheme hqc`)",
        f"- checks passed on every build: liboqs's test_kem and kat_kem (sha256 = tests/KATs/kem/kats.json, one "
        f"vector and all), {setup.identity} keypair/encaps/decaps rounds per level byte-identical to the shipped "
        "build in one process (same randomness), tampered ciphertexts rejected identically",
        f"- timing: all contenders in one process, interleaved, rdtsc medians of {setup.rounds} rounds; "
        "speed-up = the other's ticks / this one's",
        "",
        *speedup_table(kem, hz),
        "",
        *goal_lines(kem, best_of(setup.isas)),
        "",
        "## The kernels alone",
        "",
        "The liboqs builds' internal functions, interleaved, medians (ticks): the ring product `vect_mul` "
        "(gen's kernel), Reed-Muller and Reed-Solomon decoding (RS decoding calls gf.c's `gf_mul`, which gen "
        "replaces), and decaps for reference.",
        "",
        "| level | op | " + " | ".join(describe(c) for c in dict.fromkeys(r.contender for r in kernels)) + " |",
        "|---|---|" + "---:|" * len(dict.fromkeys(r.contender for r in kernels)),
        *kernel_rows(kernels),
        "",
        "## Where decaps spends its time",
        "",
        "perf record -e cpu-clock (sampling, 5 kHz) on a loop of decapsulations in the same driver, flat "
        "profile by symbol grouped by name; µs = share x the median decaps above.",
        *profile,
        "",
    ]
    return "\n".join(lines)


def kernel_rows(kernels: list[Timing]) -> list[str]:
    out = []
    for (level, op) in dict.fromkeys((r.level, r.op) for r in kernels):
        cells = [_ticks(r.ticks) for r in kernels if (r.level, r.op) == (level, op)]
        out.append(f"| {level} | {op} | " + " | ".join(cells) + " |")
    return out


def run_all(setup: Setup) -> tuple[list[Timing], list[Timing], float, list[str]]:
    """Emit, build, check, and (without --quick) time and profile; raises CheckFailed or ToolMissing."""
    say(f"gen: emitting the kernels for {len(setup.levels)} levels x {', '.join(setup.isas)} ...")
    emitted = emitted_by_isa(setup)
    builds = [build_liboqs(setup.liboqs, setup.work, setup.cc, config, isa, setup.levels,
                           emitted[isa] if isa else {})
              for config in setup.configs for isa in (None, *setup.isas)]
    check_builds(setup, builds)
    kem: list[Timing] = []
    kernels: list[Timing] = []
    profile: list[str] = []
    hz = 0.0
    for level in setup.levels:
        hqc2020 = None if setup.quick else build_hqc2020(setup.pqclean2020, level, setup.work, setup.cc)
        driver = build_driver(level, builds, setup.work, setup.cc, hqc2020, setup.pqclean2020)
        for ln in tc.run_driver(driver, "identity", setup.identity, setup.seed):
            if ln.startswith("OK "):
                say(f"[{level.name}] {ln}")
        if setup.quick:
            continue
        k, ker, hz = time_level(setup, driver, level)
        kem += k
        kernels += ker
        say(f"[{level.name}] decaps: " + ", ".join(f"{describe(r.contender)} {r.ticks / hz * 1e6:.1f} µs"
                                                   for r in k if r.op == "decaps"))
        if level.key == "128":
            profile = profile_level(setup, driver, level, k, hz, builds)
    return kem, kernels, hz, profile


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="CI: checks only, the best ISA, few rounds, no results file")
    p.add_argument("--levels", default="128,192,256", help="comma-separated from 128,192,256 (default: all)")
    p.add_argument("--isas", default=None, help="comma-separated from " + ", ".join(X86_CARRYLESS_ISAS)
                   + " (default: the host's best and avx2; --quick: the best)")
    p.add_argument("--configs", default=None, help="liboqs build configurations, from " + ", ".join(CONFIGS)
                   + " (default: both; --quick: portable)")
    p.add_argument("--identity", type=int, default=None, help="identity rounds per level (default 100; --quick 5)")
    p.add_argument("--rounds", type=int, default=201, help="timing rounds (default 201)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--cc", default="cc", help="C compiler (default: cc)")
    p.add_argument("--gen", default=f"{shlex.quote(sys.executable)} -m gen",
                   help="command that runs gen (default: this Python's -m gen)")
    return p.parse_args(argv)


def pick_configs(asked: str | None, quick: bool) -> list[str]:
    """The liboqs build configurations to run, "portable" always first (its shipped build is the
    reference every other build's outputs are compared with)."""
    names = [n.strip() for n in asked.split(",") if n.strip()] if asked else (["portable"] if quick else list(CONFIGS))
    unknown = [n for n in names if n not in CONFIGS]
    if unknown:
        raise SystemExit(f"liboqs.py: unknown configuration {unknown[0]!r} (choose from {', '.join(CONFIGS)})")
    return ["portable", *(n for n in CONFIGS if n in names and n != "portable")]


def make_setup(args: argparse.Namespace) -> Setup:
    """Check the tools, fetch the sources, pick levels and ISAs; raises ToolMissing."""
    tc.require_tools(args.cc, "ld", "nm", "objcopy")
    tc.require_tools("cmake", hint="install cmake (Debian: apt-get install cmake)")
    gen_cmd = shlex.split(args.gen)
    if not gen_supports_abi(gen_cmd, HQC.abi):
        raise tc.ToolMissing(f"`{args.gen}` has no --abi option (needed: --abi {HQC.abi}); update gen")
    isas = best_isas(args.isas, args.quick)
    if not isas:
        raise tc.ToolMissing("this host runs none of the ISAs asked for (x86-64 with PCLMULQDQ at least)")
    cache = tc.cache_dir()
    liboqs = fetch_liboqs(cache)
    say(f"sources: {LIBOQS_CRATE} {LIBOQS_CRATE_VERSION} (liboqs {LIBOQS_VERSION}) at {liboqs.parent}")
    setup = Setup(liboqs=liboqs, work=cache / "build" / "liboqs", cc=args.cc, gen_cmd=gen_cmd,
                  levels=[HQC.level(k.strip()) for k in args.levels.split(",") if k.strip()], isas=isas,
                  configs=pick_configs(args.configs, args.quick), quick=args.quick,
                  identity=args.identity if args.identity is not None else (5 if args.quick else 100),
                  rounds=args.rounds, seed=args.seed)
    if not args.quick:
        old = tc.fetch_crate(HQC2020_CRATE, HQC2020_VERSION, cache)
        say(f"sources: {HQC2020_CRATE} {HQC2020_VERSION} at {old}")
        setup.pqclean2020 = old / "pqclean"
    return setup


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    start = time.monotonic()
    try:
        setup = make_setup(args)
        kem, kernels, hz, profile = run_all(setup)
    except KeyError as e:
        print(f"liboqs.py: {e.args[0]}", file=sys.stderr)
        return 2
    except (tc.ToolMissing, tc.CheckFailed) as e:
        return tc.report_failure("liboqs.py", e)
    seconds = time.monotonic() - start
    if kem:
        say("\n".join(["", *speedup_table(kem, hz), "", *goal_lines(kem, best_of(setup.isas))]))
        RESULTS.write_text(report(setup, kem, kernels, hz, profile, seconds))
        say(f"wrote {RESULTS.relative_to(HERE.parent)}")
    say(f"liboqs: all checks passed for {', '.join(lv.name for lv in setup.levels)} x "
        f"{', '.join(setup.configs)} x shipped, {', '.join('gen ' + i for i in setup.isas)} in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
