"""What liboqs.py (HQC), liboqs_uov.py (UOV) and liboqs_mayo.py (MAYO) share: building liboqs with cmake
from the crate oqs-sys, its KATs and signature tests, renaming a build for the in-process drivers, the
timing lines of those drivers and callgrind profiles of one operation.

The crate's liboqs tree is only read: a build with gen's files comes from a copy of it with the files
laid over (and lines appended to CMakeLists.txt files). A cmake build whose inputs (compiler, options,
source tree, the files laid over, the appended lines) have not changed is reused.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import toolchain as tc

from gen.isa import get_target, valgrind_runs

LIBOQS_CRATE, LIBOQS_CRATE_VERSION, LIBOQS_VERSION = "oqs-sys", "0.11.0", "0.13.0"
BUILD_KEY_FILE = ".gen-build-key"


class BuildTree:
    """Where a liboqs cmake build directory (`self.root`, a field of the dataclass that mixes this in)
    keeps its static library, installed headers and test programs."""

    root: Path

    @property
    def lib(self) -> Path:
        return self.root / "lib" / "liboqs.a"

    @property
    def include(self) -> Path:
        return self.root / "include"

    def test(self, name: str) -> Path:
        return self.root / "tests" / name


def fetch_liboqs(cache: Path) -> Path:
    """The crate's pristine liboqs/ tree (cargo fetch)."""
    return tc.fetch_crate(LIBOQS_CRATE, LIBOQS_CRATE_VERSION, cache) / "liboqs"


def build_key(cc: str, options: tuple[str, ...], source: Path, overlay: dict[str, Path], extra: str) -> str:
    """What a build depends on: compiler, cmake options, the source tree and the files laid over it
    (path relative to the tree's root -> file), and any extra text (appended cmake lines)."""
    h = hashlib.sha256()
    for part in (tc.first_line([cc, "--version"]), shlex.join(options), str(source), extra):
        h.update(part.encode() + b"\0")
    for dest, f in sorted(overlay.items()):
        h.update(dest.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


SIG_BASE_OPTIONS = ("-DCMAKE_BUILD_TYPE=Release", "-DOQS_USE_OPENSSL=OFF", "-DOQS_BUILD_ONLY_LIB=OFF",
                    "-DOQS_DIST_BUILD=ON")


def sig_cmake_options(algorithms: list[str], portable_only: bool) -> tuple[str, ...]:
    """liboqs's minimal build of signature `algorithms` (e.g. SIG_mayo_1); portable_only: their avx2
    variants disabled, so that liboqs's API (and its tests) run the portable code."""
    options = (*SIG_BASE_OPTIONS, "-DOQS_MINIMAL_BUILD=" + ";".join(algorithms))
    if portable_only:
        options += tuple(f"-DOQS_ENABLE_{a}_avx2=OFF" for a in algorithms)
    return options


def sig_isa_flags_cmake(script: str, code: str, targets: list[tuple[str, str]], flags: tuple[str, ...]) -> str:
    """CMake lines giving the object libraries of `targets` ((algorithm, cmake target) pairs) an ISA's flags:
    gen's adapter kernels are inline in every file of the scheme's `code` that includes them."""
    if not flags:
        return ""
    lines = ["", f"# added by gen's integrations/{script}: the {code} code with gen's inline kernels needs their "
             "ISA's flags"]
    for algorithm, target in targets:
        lines += [f"if(OQS_ENABLE_{algorithm})", f"    target_compile_options({target} PRIVATE {' '.join(flags)})",
                  "endif()"]
    return "\n".join(lines) + "\n"


def sig_overlay_plan(dirs: list[tuple[str, str, list[Path]]], replaced: tuple[str, ...], liboqs: Path) -> dict[str, Path]:
    """Where gen's files go (path relative to the tree's root -> file), for (code directory, what the files
    are for, gen's files) triples: the files named in `replaced` replace the code's own (replaced[0] must
    be among them), every other file is added beside them and must not shadow one of the code's own."""
    plan: dict[str, Path] = {}
    only = " and ".join(replaced)
    for code_dir, what, files in dirs:
        existing = {p.name for p in (liboqs / code_dir).iterdir()}
        for f in files:
            if f.name not in replaced and (f.suffix == ".c" or f.name in existing):
                raise tc.CheckFailed(f"gen's {f.name} would replace liboqs's {code_dir}/{f.name} "
                                     f"(only {only} {'is' if len(replaced) == 1 else 'are'} replaced)")
            if f.name in replaced and f.name not in existing:
                raise tc.CheckFailed(f"liboqs's {code_dir} has no {f.name} to replace")
            plan[f"{code_dir}/{f.name}"] = f
        if f"{code_dir}/{replaced[0]}" not in plan:
            raise tc.CheckFailed(f"gen wrote no {replaced[0]} for {what}")
    return plan


def patched_tree(pristine: Path, dest: Path, overlay: dict[str, Path], appended: dict[str, str]) -> Path:
    """A copy of the liboqs tree with the overlay's files in place and, for each CMakeLists.txt named in
    `appended` (relative to the root), the lines appended to it; the pristine tree is only read."""
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(pristine, dest, symlinks=True)
    for rel, f in overlay.items():
        shutil.copyfile(f, dest / rel)
    for rel, lines in appended.items():
        with open(dest / rel, "a") as cm:
            cm.write(lines)
    return dest


def is_built(root: Path, key: str, products: list[Path]) -> bool:
    """Is the build in root the one with this key, with all its products?"""
    stamp = root / BUILD_KEY_FILE
    return stamp.exists() and stamp.read_text() == key and all(p.exists() for p in products)


def cmake_build(source: Path, root: Path, label: str, cc: str, options: tuple[str, ...], targets: tuple[str, ...],
                key: str, products: list[Path]) -> str:
    """Configure and build the targets, unless the build with this key and its products are there;
    returns a line saying which."""
    if is_built(root, key, products):
        return f"{label}: reused the cmake build in {root}"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    t0 = time.monotonic()
    tc.run(["cmake", "-S", str(source), "-B", str(root), f"-DCMAKE_C_COMPILER={cc}", *options],
           f"{label}: cmake configure")
    tc.run(["cmake", "--build", str(root), "--parallel", str(os.cpu_count() or 1), "--target", *targets],
           f"{label}: cmake build")
    (root / BUILD_KEY_FILE).write_text(key)
    return f"{label}: built with cmake in {time.monotonic() - t0:.0f} s ({root})"


def liboqs_kats(liboqs: Path, kind: str) -> dict:
    """tests/KATs/<kind>/kats.json (kind "kem" or "sig"): algorithm -> {"single": sha256, "all": sha256}."""
    return json.loads((liboqs / "tests" / "KATs" / kind / "kats.json").read_text())


def check_kat(program: Path, label: str, alg: str, kats: dict, every_vector: bool) -> list[str]:
    """Run liboqs's kat_kem/kat_sig for alg (one vector; with every_vector also --all): the output's
    sha256 must equal kats.json's. Returns the kinds checked."""
    runs = [("single", ())] + ([("all", ("--all",))] if every_vector else [])
    for kind, args in runs:
        what = f"{label} {program.name} {alg} {' '.join(args)}".rstrip()
        got = tc.sha256_of_output(program, what, (alg, *args))
        if got != kats[alg][kind]:
            raise tc.CheckFailed(f"{what}: sha256 {got[:16]}... != kats.json {kind} {kats[alg][kind][:16]}...")
    return [k for k, _ in runs]


@dataclass(frozen=True)
class Timing:
    """One median of a driver's timing mode: an operation of one contender on one parameter set."""

    level: str          # the parameter set: "hqc-128", "ov-Is"
    op: str
    contender: str      # "liboqs", "liboqs-native+gen:avx512", "ref+gen:avx2" ...
    ticks: float        # median per call


def parse_driver_timing(lines: list[str], level: str) -> tuple[list[Timing], float]:
    """The driver's CONTENDERS, TSC_HZ and TIME lines: one Timing per op and contender, and the TSC rate
    (0 when not printed)."""
    names: list[str] = []
    hz, rows = 0.0, []
    for ln in lines:
        parts = ln.split()
        if parts[:1] == ["CONTENDERS"]:
            names = parts[1:]
        elif parts[:1] == ["TSC_HZ"]:
            hz = float(parts[1])
        elif parts[:1] == ["TIME"]:
            if len(parts) != 2 + len(names):
                raise tc.CheckFailed(f"driver printed {ln!r} for {len(names)} contenders")
            rows += [Timing(level, parts[1], n, float(t)) for n, t in zip(names, parts[2:])]
    return rows, hz


def say(msg: str) -> None:
    print(msg, flush=True)


def ratio(x: float) -> str:
    return f"{x:.2f}x"


def run_sig_tests(test_sig: Path, kat_sig: Path, label: str, alg: str, kats: dict, every_vector: bool, what: str) -> str:
    """liboqs's test_sig, and kat_sig against kats.json (one vector; with every_vector all of them)."""
    tc.run([str(test_sig), alg], f"{label} test_sig {alg}", timeout=600)
    kinds = check_kat(kat_sig, label, alg, kats, every_vector)
    return f"{label} {alg} ({what}): test_sig passed; kat_sig = kats.json ({' and '.join(kinds)})"


def renamed_archive(lib: Path, prefix: str) -> Path:
    """The whole liboqs.a partially linked, every symbol it defines prefixed (beside the archive's build
    directory, made again when the archive is newer)."""
    out = lib.parent.parent.parent / "liboqs_renamed.o"
    if not out.exists() or out.stat().st_mtime < lib.stat().st_mtime:
        tc.partial_link_renamed([lib], out, prefix)
    return out


LINALG_ISAS = ("c64", "avx2", "avx512")  # the linalg ISAs a MAYO or UOV build can take, slowest first


def best_isa(isas: list[str]) -> str:
    """The fastest of `isas` (LINALG_ISAS)."""
    return max(isas, key=LINALG_ISAS.index)


def profiled_isa(isas: list[str]) -> str:
    """The ISA of the gen build callgrind profiles: the fastest one valgrind can execute (not AVX-512), else the
    fastest."""
    return best_isa([isa for isa in isas if valgrind_runs(get_target(isa))] or isas)


PROFILE_SKIP = ("0x", "(below", "__libc_start", "main", "run_profile", "run_op")  # the driver around the op
PROFILE_ROWS = 10


def callgrind_profile(out: Path, driver: Path, seed: int, contender: int, op: int) -> tuple[int, list[str]]:
    """callgrind on one call of op (0 keypair, 1 sign, 2 verify) by a contender (the driver's profile mode,
    collecting inside run_op only), its data in `out`: the instructions of the op and its top functions by
    inclusive instructions as table rows; (0, []) without valgrind."""
    if shutil.which("valgrind") is None or shutil.which("callgrind_annotate") is None:
        return 0, []
    out.parent.mkdir(parents=True, exist_ok=True)
    run = subprocess.run(["valgrind", "--tool=callgrind", "--toggle-collect=run_op", f"--callgrind-out-file={out}",
                          str(driver), "profile", "1", str(seed), str(contender * 3 + op)],
                         capture_output=True, text=True, timeout=3600)
    if run.returncode != 0:
        return 0, []
    ann = subprocess.run(["callgrind_annotate", "--inclusive=yes", str(out)], capture_output=True, text=True, timeout=600)
    total, rows = 0, []
    for ln in ann.stdout.splitlines():
        m = re.match(r"\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+\S*:(\S+)", ln)
        if m and m.group(3) == "run_op":
            total = int(m.group(1).replace(",", ""))
        elif m and not m.group(3).startswith(PROFILE_SKIP) and len(rows) < PROFILE_ROWS:
            rows.append(f"| `{m.group(3)}` | {m.group(1)} | {m.group(2)}% |")
    return total, rows


# ---------------------------------------------------------------------------------------------
# the tables of the signature integrations (liboqs_uov.py, liboqs_mayo.py)


@dataclass(frozen=True)
class SigTables:
    """How a signature integration's driver names its contenders, and how its tables call them."""

    base: str                       # the portable code as shipped: "ref", "opt"
    own_avx2: str                   # the scheme's own avx2 code: "uov-avx2", "mayo-avx2"
    gen_prefixes: tuple[str, ...]   # gen's builds: "ref+gen:" (+ ISA) ...; the first is the one the goals are for
    describe: Callable[[str], str]  # a contender's name in the tables
    base_short: str                 # "ref", "opt" (column "... vs ref")
    own_short: str                  # "UOV" (column "... vs UOV avx2", goal "UOV's avx2 code")

    def gens(self, names: list[str]) -> list[str]:
        return [n for n in names if n.startswith(self.gen_prefixes)]


def speedup_table(tables: SigTables, rows: list[Timing], hz: float) -> list[str]:
    """One row per set x op: µs of every contender, then each gen contender's speed-up over the portable code
    and over the scheme's avx2 code (> 1: gen faster)."""
    names = list(dict.fromkeys(r.contender for r in rows))
    gens, own = tables.gens(names), tables.own_avx2 in names
    head = ["set", "op", *(f"{tables.describe(n)} µs" for n in names),
            *(f"{tables.describe(g)} vs {tables.base_short}" for g in gens),
            *(f"{tables.describe(g)} vs {tables.own_short} avx2" for g in gens if own)]
    out = ["| " + " | ".join(head) + " |", "|---|---|" + "---:|" * (len(head) - 2)]
    for level, op in dict.fromkeys((r.level, r.op) for r in rows):
        t = {r.contender: r.ticks for r in rows if (r.level, r.op) == (level, op)}
        cells = [level, op, *(f"{t[n] / hz * 1e6:,.1f}" for n in names), *(ratio(t[tables.base] / t[g]) for g in gens)]
        if own:
            cells += [ratio(t[tables.own_avx2] / t[g]) for g in gens]
        out.append("| " + " | ".join(cells) + " |")
    return out


# the goals against the scheme's own avx2 code: at least as fast with gen's avx2 kernels, 1.3x with avx512
SIG_GOALS = {"avx2": 1.0, "avx512": 1.3}


def goal_lines(tables: SigTables, rows: list[Timing], contender: str) -> list[str]:
    """The issue's goals: the portable code with gen's avx2 kernels at least as fast as the scheme's avx2 code, with
    its avx512 kernels 1.3x as fast (SIG_GOALS); each full gen contender (the first prefix: not a diagnostic build
    such as MAYO's axpy only) of those ISAs in the rows, else `contender` at 1.0x."""
    names = list(dict.fromkeys(r.contender for r in rows))
    with_goal = [(n, SIG_GOALS[isa]) for n in tables.gens(names)
                 if n.startswith(tables.gen_prefixes[0]) and (isa := n.partition(":")[2]) in SIG_GOALS]
    out = []
    for level, op in dict.fromkeys((r.level, r.op) for r in rows):
        t = {r.contender: r.ticks for r in rows if (r.level, r.op) == (level, op)}
        for name, goal in with_goal or [(contender, 1.0)]:
            if name in t and tables.own_avx2 in t:
                r = t[tables.own_avx2] / t[name]
                out.append(f"- {level} {op}: {tables.describe(name)} is {ratio(r)} {tables.own_short}'s avx2 code's "
                           f"speed: goal (>= {goal:.2f}x) {'met' if r >= goal else 'NOT met'}")
    return out


def instruction_table(tables: SigTables, counts: dict[tuple[str, str, str], int]) -> list[str]:
    """Instructions per operation (callgrind; independent of the host's load): set x op rows, a column per
    contender, then the gen contenders' ratios to the portable code and to the scheme's avx2 code."""
    names = list(dict.fromkeys(c for _, _, c in counts))
    gens, own = tables.gens(names), tables.own_avx2 in names
    head = ["set", "op", *(tables.describe(n) for n in names),
            *(f"{tables.describe(g)} vs {tables.base_short}" for g in gens),
            *(f"{tables.describe(g)} vs {tables.own_short} avx2" for g in gens if own)]
    out = ["| " + " | ".join(head) + " |", "|---|---|" + "---:|" * (len(head) - 2)]
    for level, op in dict.fromkeys((lv, o) for lv, o, _ in counts):
        n = {c: counts[(level, op, c)] for c in names if (level, op, c) in counts}
        if not all(c in n for c in names):
            continue
        out.append("| " + " | ".join([level, op, *(f"{n[c] / 1e6:,.2f}M" for c in names),
                                      *(ratio(n[tables.base] / n[g]) for g in gens),
                                      *(ratio(n[tables.own_avx2] / n[g]) for g in gens if own)]) + " |")
    return out


def pick_isas(program: str, isas: tuple[str, ...], asked: str | None, quick: bool,
              runs: Callable[[str], bool]) -> list[str]:
    """The ISAs to build gen's kernels for: those asked, else all of `isas` (slowest first; --quick: the
    best), dropping those the host cannot run (runs(isa) false)."""
    names = [n.strip() for n in asked.split(",") if n.strip()] if asked else list(isas)
    unknown = [n for n in names if n not in isas]
    if unknown:
        raise SystemExit(f"{program}: unknown ISA {unknown[0]!r} (choose from {', '.join(isas)})")
    runnable = [n for n in names if runs(n)]
    return runnable[-1:] if quick and not asked else runnable
