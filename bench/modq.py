"""Benchmark: ML-KEM's and ML-DSA's polynomial arithmetic mod q = 3329 and 8380417, our emitted kernels
against PQClean's clean C and hand-written avx2 assembly.

    python3 bench/modq.py [--schemes mlkem,mldsa] [--isa c64,avx2,avx512] [--reps 3001] [--passes 5] [--calls 16]
                           [--note TEXT]

For every ISA of `configs/mlkem.toml` this x86-64 host runs (c64, avx2, avx512), the committed kernel
emitted/mlkem/<isa>/mlkem.c, plus a `ntt_output = "lazy"` variant generated here (its NTT skips the final
reduction, as PQClean's avx2 one does) and a lazy one in the native NTT-domain order (`ntt_order = "native"`:
the layout its last pass leaves, as PQClean's avx2 code keeps its own order), is linked into one driver
(bench/compare_c/modq.c) with PQClean's ML-KEM-768 `clean` and `avx2` implementations from the crate pqcrypto-
mlkem (fetched by cargo at run time, built with the flags of their own Makefiles; nothing third-party is
committed). Each implementation is called through its own poly_* API on its own coefficient order; every
function is compared mod q with clean's before anything is timed. Timing: TSC ticks per call, CALLS calls per
sample, the order of all (function, implementation) pairs rotating every round, median of --reps rounds per
process, then the median of --passes processes; ratios (theirs / ours, > 1: ours faster) are taken within each
process.

ML-DSA the same way (bench/compare_c/modq_mldsa.c, its own process): emitted/mldsa/<isa>/mldsa.c (its
NTT is lazy as shipped, as both of PQClean's are), and a native-order variant, against PQClean ML-DSA-65 `clean` and `avx2` (ntt.S,
invntt.S, pointwise.S, shuffle.S, consts.c) from the crate pqcrypto-mldsa; besides the comparison with
clean, each implementation's invntt_tomont(reduce(ntt(x))) is checked to be 2^32 x mod q.

Also counts the instructions of the forward and inverse NTT by class: PQClean's ntt.S and invntt.S as
assembled, our compiled kernels (objdump -d) and our plans' own counts of the printed code (ModqPlan.printed).

The compiler is gcc, or $CC (for example CC=clang-19) for both sides.

Writes bench/results/modq.md, one section per scheme (a scheme left out by --schemes keeps the section
the file already has), and adds our figures to the timing history (bench/history.py). A benchmark, not a
test: a slow result never fails it; a wrong one does, with exit status 1; a missing tool (cargo, gcc,
binutils) is one line and exit status 2.
"""
from __future__ import annotations

import argparse
import platform
import re
import statistics
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gen  # noqa: E402
from bench.anchors import warm_ticks  # noqa: E402
from bench.compare import DRIVER_OPT, OPT, loadavg  # noqa: E402
from bench.fresh import copies_note, fresh_copy  # noqa: E402
from bench.history import Figure, record  # noqa: E402
from bench.rings import run  # noqa: E402
from gen.project import config_kernel  # noqa: E402
from gen.errors import GenError  # noqa: E402
from gen.families.modq.plan import instruction_counts  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402
from gen.tune.host import compiler_version, cpu_identity, cpu_model  # noqa: E402
from integrations import toolchain as tc  # noqa: E402

PROJECT = Project(ROOT)
HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results" / "modq.md"
CONFIG = "mlkem"
ISAS = ("c64", "avx2", "avx512")
CRATE, CRATE_VERSION = "pqcrypto-mlkem", "0.1.1"
LEVEL_DIR = "crypto_kem/ml-kem-768"
KEM_LAYER = ("kem.o", "indcpa.o")  # not needed for the polynomial functions (and the only users of randombytes)
DSA_CONFIG = "mldsa"
DSA_CRATE, DSA_CRATE_VERSION = "pqcrypto-mldsa", "0.1.2"
DSA_LEVEL_DIR = "crypto_sign/ml-dsa-65"
SIGN_LAYER = ("sign.o",)  # the only user of randombytes
SCHEMES = ("mlkem", "mldsa")
CC = "gcc"
ASM = "avx2-asm"
NTT_FUNCTIONS = {"ntt": ("mlkem_ntt", "PQCLEAN_MLKEM768_AVX2_ntt_avx"),
                 "invntt": ("mlkem_invntt_tomont", "PQCLEAN_MLKEM768_AVX2_invntt_avx")}
DSA_NTT_FUNCTIONS = {"ntt": ("mldsa_ntt", "PQCLEAN_MLDSA65_AVX2_ntt_avx"),
                     "invntt": ("mldsa_invntt_tomont", "PQCLEAN_MLDSA65_AVX2_invntt_avx")}


@dataclass(frozen=True)
class Row:
    """One line of the timing table: what each column times (driver function names) and what it means."""

    label: str
    ours: str                  # our function row in the driver ("" = none)
    theirs: dict[str, str]     # column (clean, avx2-asm) -> their function row


ROWS = (
    Row("poly_ntt as shipped (ours, clean: reduced; avx2-asm: not reduced, bound 16118)", "poly_ntt",
        {"clean": "poly_ntt", ASM: "poly_ntt"}),
    Row("poly_ntt, reduced on both sides (avx2-asm: poly_ntt + poly_reduce)", "poly_ntt",
        {"clean": "poly_ntt", ASM: "poly_ntt+poly_reduce"}),
    Row("poly_ntt, not reduced on either side (ours: ntt_output = lazy, bound 16146)", "poly_ntt (lazy)",
        {ASM: "poly_ntt"}),
    Row("poly_ntt, each in its own NTT-domain order, not reduced (ours: ntt_order = native, lazy)",
        "poly_ntt (native, lazy)", {ASM: "poly_ntt"}),
    Row("poly_invntt_tomont", "poly_invntt_tomont", {"clean": "poly_invntt_tomont", ASM: "poly_invntt_tomont"}),
    Row("poly_invntt_tomont, each from its own NTT-domain order (ours: ntt_order = native)",
        "poly_invntt_tomont (native)", {ASM: "poly_invntt_tomont"}),
    Row("poly_basemul_montgomery", "poly_basemul_montgomery",
        {"clean": "poly_basemul_montgomery", ASM: "poly_basemul_montgomery"}),
    Row("polyvec_basemul_acc_montgomery, K = 3 (ours, clean: reduced; avx2-asm: not reduced)",
        "polyvec_basemul_acc_montgomery",
        {"clean": "polyvec_basemul_acc_montgomery", ASM: "polyvec_basemul_acc_montgomery"}),
    Row("polyvec_basemul_acc_montgomery, K = 3, reduced on both sides (avx2-asm: + poly_reduce)",
        "polyvec_basemul_acc_montgomery",
        {"clean": "polyvec_basemul_acc_montgomery", ASM: "polyvec_basemul_acc_montgomery+poly_reduce"}),
    Row("polyvec_basemul_acc_montgomery, K = 3, each in its own NTT-domain order (ours: native, reduced; avx2-asm: "
        "not reduced)", "polyvec_basemul_acc_montgomery (native)", {ASM: "polyvec_basemul_acc_montgomery"}),
    Row("poly_reduce", "poly_reduce", {"clean": "poly_reduce", ASM: "poly_reduce"}),
    Row("poly_tomont", "poly_tomont", {"clean": "poly_tomont", ASM: "poly_tomont"}),
)
RATIOS = (("clean", "c64"), (ASM, "avx2"), (ASM, "avx512"))

# ML-DSA-65 (bench/compare_c/modq_mldsa.c): every NTT here is lazy, so the rows compare like with like
DSA_ROWS = (
    Row("poly_ntt (no final reduction on any side: ours' bounds above; clean, avx2-asm: |x| < 9q)", "poly_ntt",
        {"clean": "poly_ntt", ASM: "poly_ntt"}),
    Row("poly_invntt_tomont", "poly_invntt_tomont", {"clean": "poly_invntt_tomont", ASM: "poly_invntt_tomont"}),
    Row("poly_ntt, each in its own NTT-domain order (ours: ntt_order = native)", "poly_ntt (native)",
        {ASM: "poly_ntt"}),
    Row("poly_invntt_tomont, each from its own NTT-domain order (ours: ntt_order = native)",
        "poly_invntt_tomont (native)", {ASM: "poly_invntt_tomont"}),
    Row("poly_pointwise_montgomery (ours: mldsa_basemul_montgomery)", "poly_pointwise_montgomery",
        {"clean": "poly_pointwise_montgomery", ASM: "poly_pointwise_montgomery"}),
    Row("polyvecl_pointwise_acc_montgomery, L = 5 (ours: mldsa_basemul_acc5_montgomery)",
        "polyvecl_pointwise_acc_montgomery",
        {"clean": "polyvecl_pointwise_acc_montgomery", ASM: "polyvecl_pointwise_acc_montgomery"}),
    Row("poly_reduce", "poly_reduce", {"clean": "poly_reduce", ASM: "poly_reduce"}),
    Row("poly_caddq", "poly_caddq", {"clean": "poly_caddq", ASM: "poly_caddq"}),
)
DSA_RATIOS = (("clean", "c64"), ("clean", "avx2"), ("clean", "avx512"), (ASM, "avx2"), (ASM, "avx512"))


@dataclass(frozen=True)
class Goal:
    """Issue 16's targets: ours at most `limit` times theirs (limit < 1: ours faster by 1/limit)."""

    text: str
    row: int                   # index into ROWS
    theirs: str
    isa: str
    limit: float


def transform_goals(rows: dict[str, int], issue_ticks: tuple[int, int], lazy: str = "") -> tuple[Goal, ...]:
    """Issue 16's and 17's transform goals against the avx2 assembly (avx2: at most 1.0x its time; avx512: 0.6x),
    ours in its native order and in the standard one. rows: "ntt", "ntt native", "invntt", "invntt native" ->
    index into the scheme's rows; issue_ticks: the assembly's figures the issue quotes (ntt, invntt)."""
    out = []
    for isa, limit in (("avx2", 1.0), ("avx512", 0.6)):
        for fn, ticks, order in (("poly_ntt", issue_ticks[0], "in"), ("poly_invntt_tomont", issue_ticks[1], "from")):
            key = "ntt" if fn == "poly_ntt" else "invntt"
            quoted = f" (issue: {ticks} ticks)" if isa == "avx2" else ""
            both = lazy if key == "ntt" else ""
            out += [Goal(f"{isa} {fn} <= {limit}x avx2-asm{quoted}, each {order} its own order{both}", rows[f"{key} native"],
                         ASM, isa, limit),
                    Goal(f"{isa} {fn} <= {limit}x avx2-asm, ours {order} the standard order{both}", rows[key], ASM, isa,
                         limit)]
    return tuple(out)


GOALS = (
    *transform_goals({"ntt": 2, "ntt native": 3, "invntt": 4, "invntt native": 5}, (124, 120), ", lazy vs lazy"),
    Goal("avx2 poly_ntt <= 1.0x avx2-asm, ours standard and reduced vs theirs not", 0, ASM, "avx2", 1.0),
    Goal("c64 poly_ntt >= 2x faster than clean (both reduced)", 1, "clean", "c64", 0.5),
)
DSA_GOALS = transform_goals({"ntt": 0, "ntt native": 2, "invntt": 1, "invntt native": 3}, (441, 376))

# ---------------------------------------------------------------------------------------------
# building


def makefile_variables(path: Path) -> dict[str, str]:
    """NAME=value lines of a PQClean Makefile, continuation lines joined."""
    text = path.read_text().replace("\\\n", " ")
    return {m.group(1): m.group(2).strip() for m in re.finditer(r"^([A-Z0-9_]+)\s*=(.*)$", text, re.MULTILINE)}


def absolute_includes(flags: list[str], base: Path) -> list[str]:
    return [f"-I{(base / f[2:]).resolve()}" if f.startswith("-I") and not Path(f[2:]).is_absolute() else f
            for f in flags]


def build_pqclean(pqclean: Path, impl: str, work: Path, level_dir: str = LEVEL_DIR,
                  skip: tuple[str, ...] = KEM_LAYER) -> tuple[list[Path], list[str]]:
    """One implementation's objects (its Makefile's OBJECTS but `skip`, the KEM or signature layer, and
    its Keccak x4 code), compiled with its Makefile's CFLAGS; returns them and the flags."""
    impl_dir = pqclean / level_dir / impl
    make = makefile_variables(impl_dir / "Makefile")
    flags = absolute_includes([f for f in make["CFLAGS"].split() if not f.startswith("$(")], impl_dir)
    flags.append(f"-I{impl_dir}")  # make runs in impl_dir, where the assembler finds `.include "fq.inc"`
    jobs = []
    for obj in make["OBJECTS"].split():
        if obj in skip:
            continue
        source = next((impl_dir / (obj[:-2] + ext) for ext in (".c", ".S") if (impl_dir / (obj[:-2] + ext)).exists()), None)
        if source is None:
            raise tc.CheckFailed(f"{impl_dir / 'Makefile'} names {obj}, which has no .c or .S source")
        jobs.append((source, work / impl / obj, flags))
    if "KECCAK4XDIR" in make:  # built by common/keccak4x/Makefile's own rule
        k4x = (impl_dir / make["KECCAK4XDIR"]).resolve()
        rule = re.search(r"\$\(CC\)\s+(.*?)\s+-c\s+\$<", (k4x / "Makefile").read_text())
        if rule is None:
            raise tc.CheckFailed(f"{k4x / 'Makefile'} has no compile rule")
        obj = make["KECCAK4XOBJ"]
        jobs.append((k4x / (obj[:-2] + ".c"), work / impl / obj, rule.group(1).split()))
    return tc.compile_all(CC, jobs, f"PQClean {impl}"), flags


MLKEM_VARIANTS = {"mlkem_lazy": {"ntt_output": "lazy"}, "mlkem_native": {"ntt_output": "lazy", "ntt_order": "native"}}
MLDSA_VARIANTS = {"mldsa_native": {"ntt_output": "lazy", "ntt_order": "native"}}


def build_ours(cfg, isa: str, work: Path, variants: dict[str, dict]) -> tuple[Path, Path]:
    """Our committed kernel and its variants (name -> generation options) for one ISA: (the kernel's own
    object, all partially linked with every global prefixed `<isa>_`)."""
    target = get_target(isa)
    flags = [*OPT, *target.cflags]
    jobs = [(PROJECT.emitted_dir / cfg.name / isa / f"{cfg.name}.c", work / f"ours-{isa}.o", flags)]
    for sym, options in variants.items():
        kernel = gen.generate(cfg.spec, isa, name=sym, profile=False, used_in=cfg.used_in, **options)
        where = work / f"{sym}-{isa}"
        where.mkdir(parents=True)
        for name, text in kernel.files.items():
            (where / name).write_text(text)
        jobs.append((where / f"{sym}.c", work / f"{sym}-{isa}.o", flags))
    objs = tc.compile_all(CC, jobs, f"ours {isa}")
    renamed = work / f"ours-{isa}-renamed.o"
    tc.partial_link_renamed(objs, renamed, f"{isa}_")
    return objs[0], renamed


def build_driver(isas: list[str], objects: list[Path], with_asm: bool, work: Path, source: str = "modq.c") -> Path:
    defines = [f"-DFOR_EACH_OURS(X)={' '.join(f'X({i})' for i in isas)}", *(["-DHAVE_PQCLEAN_AVX2"] if with_asm else [])]
    (obj,) = tc.compile_all(CC, [(HERE / "compare_c" / source, work / "driver.o",
                                  [*DRIVER_OPT, "-Wall", "-Wextra", "-Werror", *defines, f"-I{HERE / 'anchors'}"])],
                            "the driver")
    return tc.link(CC, [obj, *objects], work / Path(source).stem, "the driver")


# ---------------------------------------------------------------------------------------------
# instruction counts


CLASSES = ("mul", "add/sub", "shift/logic", "shuffle", "broadcast", "load", "store", "vector other", "scalar")
MUL = re.compile(r"^vp(mul|madd)")
ADDSUB = re.compile(r"^vp(add|sub|avg|hadd|hsub)")
SHIFT_LOGIC = re.compile(r"^vp(sll|srl|sra|shld|shrd|and|or|xor|ternlog|cmp|min|max|abs|sign)")
SHUFFLE = re.compile(r"^(vperm|vpunpck|vpblend|vblend|vpshuf|vshuf|vmovsldup|vmovshdup|vpalign|valign|vinsert|vextract)")
MOVE = re.compile(r"^vmov(dq[au](8|16|32|64)?|ap[sd]|up[sd])$")


def operands(text: str) -> list[str]:
    """AT&T operands of one instruction (commas inside parentheses kept), the destination last."""
    out, depth, cur = [], 0, ""
    for ch in text.split("#", 1)[0].strip():
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out


def classify(mnemonic: str, ops: list[str]) -> tuple[str, bool]:
    """(class, whether a source operand is in memory and folded into an arithmetic instruction)."""
    memory = [o for o in ops if "(" in o]
    if not mnemonic.startswith(("v", "k")):
        return "scalar", False
    if MOVE.match(mnemonic) or mnemonic in ("vmovd", "vmovq"):
        if memory:
            return ("store" if "(" in ops[-1] else "load"), False
        return ("broadcast" if mnemonic in ("vmovd", "vmovq") else "vector other"), False
    if mnemonic.startswith("vpbroadcast"):
        return ("load" if memory else "broadcast"), False
    folded = bool(memory) and "(" not in ops[-1]
    for cls, pattern in (("mul", MUL), ("add/sub", ADDSUB), ("shift/logic", SHIFT_LOGIC), ("shuffle", SHUFFLE)):
        if pattern.match(mnemonic):
            return cls, folded
    return "vector other", folded


@dataclass
class Counts:
    by_class: Counter
    mnemonics: dict[str, Counter]
    folded_loads: int
    stack: int                 # instructions with a memory operand on the stack: spills and reloads
    branches: int


def count_instructions(obj: Path, function: str) -> Counts:
    """Instructions of one function in an object file by class (objdump -d; static counts: the NTTs
    counted here are straight-line code, `branches` says otherwise)."""
    text = tc.run(["objdump", "-d", "--no-show-raw-insn", str(obj)], f"objdump {obj.name}")
    body = re.search(rf"^[0-9a-f]+ <{re.escape(function)}>:\n(.*?)(?:\n\n|\Z)", text, re.MULTILINE | re.DOTALL)
    if body is None:
        raise tc.CheckFailed(f"{function} not found in {obj.name}")
    counts = Counts(Counter(), {}, 0, 0, 0)
    for line in body.group(1).splitlines():
        parts = line.split("\t")
        if len(parts) < 2 or not parts[1].strip():
            continue
        mnemonic, _, rest = parts[1].strip().partition(" ")
        if mnemonic.startswith(("nop", "data16", "cs")):
            continue
        ops = operands(rest)
        cls, folded = classify(mnemonic, ops)
        counts.stack += any("(" in o and ("%rsp" in o or "%rbp" in o) for o in ops)
        counts.by_class[cls] += 1
        counts.mnemonics.setdefault(cls, Counter())[mnemonic] += 1
        counts.folded_loads += folded
        counts.branches += mnemonic.startswith(("j", "call"))
    return counts


def plan_classes(counts: Counts) -> dict[str, int]:
    """objdump classes folded into the plan's classes (mul, alu, shuffle, mem; folded loads count as mem)."""
    c = counts.by_class
    return {"mul": c["mul"], "alu": c["add/sub"] + c["shift/logic"], "shuffle": c["shuffle"],
            "mem": c["load"] + c["store"] + counts.folded_loads}


def count_tables(asm_objects: dict[str, Path], ours: dict[str, tuple[Path, object]],
                 functions: dict[str, tuple[str, str]] = NTT_FUNCTIONS) -> list[str]:
    """Markdown: per NTT function, the classes of PQClean's assembly, our compiled code and our plan."""
    lines = []
    vector_isas = [i for i in ours if i != "c64"]
    for fn, (our_sym, asm_sym) in functions.items():
        columns: list[tuple[str, Counts | None, dict[str, float] | None]] = []
        if fn in asm_objects:
            columns.append((f"{ASM} ({asm_sym})", count_instructions(asm_objects[fn], asm_sym), None))
        for isa in vector_isas:
            obj, kernel = ours[isa]
            plan = kernel.design.plan
            columns.append((f"ours {isa}, compiled", count_instructions(obj, our_sym), None))
            columns.append((f"ours {isa}, plan", None, instruction_counts(plan.printed(fn), plan.spelling)))
        if not columns:
            continue
        lines += ["", f"**{our_sym}** vs PQClean's `{asm_sym}`: instructions per call",
                  "", "| class | " + " | ".join(c[0] for c in columns) + " |",
                  "|---|" + "---:|" * len(columns)]
        for cls in CLASSES:
            cells = [str(c.by_class[cls]) if c else "" for _, c, _ in columns]
            if any(x not in ("", "0") for x in cells):
                lines.append(f"| {cls} | " + " | ".join(cells) + " |")
        lines.append("| (loads folded into arithmetic) | "
                     + " | ".join(str(c.folded_loads) if c else "" for _, c, _ in columns) + " |")
        lines.append("| (memory operands on the stack: spills, reloads) | "
                     + " | ".join(str(c.stack) if c else "" for _, c, _ in columns) + " |")
        lines.append("| **total** | " + " | ".join(str(sum(c.by_class.values())) if c else "" for _, c, _ in columns) + " |")
        for cls in ("mul", "alu", "shuffle", "mem"):
            cells = [str(plan_classes(c)[cls]) if c else f"{p[cls]:.0f}" for _, c, p in columns]
            lines.append(f"| plan class {cls} | " + " | ".join(cells) + " |")
        if any(c and c.branches for _, c, _ in columns):
            lines.append("| branches (static counts undercount) | "
                         + " | ".join(str(c.branches) if c else "" for _, c, _ in columns) + " |")
        lines.append("")
        for name, c, _ in columns:
            if c:
                detail = "; ".join(f"{cls}: " + ", ".join(f"{m} {n}" for m, n in c.mnemonics[cls].most_common())
                                   for cls in CLASSES if cls in c.mnemonics and cls != "scalar")
                lines.append(f"- {name}: {detail}")
    return lines


# ---------------------------------------------------------------------------------------------
# the report


def figure(run_rows: list[dict], function: str, impl: str) -> float | None:
    return next((r["ticks"] for r in run_rows if r["function"] == function and r["impl"] == impl), None)


def cell(runs: list[list[dict]], row: Row, column: str) -> float | None:
    function = row.ours if column in ISAS else row.theirs.get(column)
    values = [figure(r, function, column) for r in runs] if function else []
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def ratio(runs: list[list[dict]], row: Row, theirs: str, isa: str) -> float | None:
    """theirs / ours, within each process, then the median over processes."""
    if not row.ours or theirs not in row.theirs:
        return None
    values = []
    for r in runs:
        t, o = figure(r, row.theirs[theirs], theirs), figure(r, row.ours, isa)
        if t is not None and o:
            values.append(t / o)
    return statistics.median(values) if values else None


def history_figures(cfg, runs: list[list[dict]], isas: list[str], rows: tuple[Row, ...]) -> list[Figure]:
    """Our functions on each ISA (the median over the processes), for the timing history."""
    first = {row.ours: row for row in rows if row.ours}  # rows sharing our function time the same call
    return [Figure(cfg.family.name, cfg.name, isa, fn, ticks) for fn, row in first.items() for isa in isas
            if (ticks := cell(runs, row, isa)) is not None]


def show(x: float | None, digits: int = 1, suffix: str = "") -> str:
    return "–" if x is None else f"{x:.{digits}f}{suffix}"


def timing_table(runs: list[list[dict]], isas: list[str], columns: list[str],
                 rows: tuple[Row, ...] = ROWS, all_ratios: tuple[tuple[str, str], ...] = RATIOS) -> list[str]:
    ratios = [(t, o) for t, o in all_ratios if o in isas and t in columns]
    head = ["function", *(f"ours {i}" for i in isas), *columns, *(f"{t} / {o}" for t, o in ratios)]
    lines = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for row in rows:
        cells = [show(cell(runs, row, c)) for c in (*isas, *columns)]
        cells += [show(ratio(runs, row, t, o), 2, "x") for t, o in ratios]
        lines.append(f"| {row.label} | " + " | ".join(cells) + " |")
    return lines


def goal_lines(runs: list[list[dict]], isas: list[str], columns: list[str],
               rows: tuple[Row, ...] = ROWS, goals: tuple[Goal, ...] = GOALS) -> list[str]:
    lines = ["| goal | theirs / ours | needed | |", "|---|---:|---:|---|"]
    for g in goals:
        if g.isa not in isas or g.theirs not in columns:
            lines.append(f"| {g.text} | – | – | not measured here |")
            continue
        r = ratio(runs, rows[g.row], g.theirs, g.isa)
        met = r is not None and r >= 1 / g.limit
        lines.append(f"| {g.text} | {show(r, 2, 'x')} | >= {1 / g.limit:.2f}x | {'**met**' if met else 'not met'} |")
    return lines


def kem_section(args: argparse.Namespace, wanted: list[str], work: Path) -> list[str]:
    """Build, check and time ML-KEM; its markdown section."""
    cfg = PROJECT.config(CONFIG)
    isas = [i for i in wanted if i in cfg.isas and host_supports(get_target(i))]
    with_asm = host_supports(get_target("avx2"))
    columns = ["clean", *([ASM] if with_asm else [])]
    load_start = loadavg()
    pqclean = tc.fetch_crate(CRATE, CRATE_VERSION, tc.cache_dir()) / "pqclean"
    clean_objs, clean_flags = build_pqclean(pqclean, "clean", work)
    objects = [*clean_objs, *tc.compile_all(CC, [(pqclean / "common" / "fips202.c", work / "fips202.o",
                                                  clean_flags)], "PQClean common")]
    asm_flags: list[str] = []
    asm_objects: dict[str, Path] = {}
    if with_asm:
        avx2_objs, asm_flags = build_pqclean(pqclean, "avx2", work)
        objects += avx2_objs
        asm_objects = {"ntt": work / "avx2" / "ntt.o", "invntt": work / "avx2" / "invntt.o"}
    ours: dict[str, tuple[Path, object]] = {}
    stale = []
    for isa in isas:
        own, renamed = build_ours(cfg, isa, work, MLKEM_VARIANTS)
        objects.append(renamed)
        kernel = config_kernel(cfg, isa)
        if kernel.files[f"{cfg.name}.c"] != (PROJECT.emitted_dir / cfg.name / isa / f"{cfg.name}.c").read_text():
            stale.append(isa)
        ours[isa] = (own, kernel)
    exe = build_driver(isas, objects, with_asm, work)
    runs = [run(fresh_copy(exe, p), args.reps, args.calls)["ticks"] for p in range(args.passes)]
    record("modq", history_figures(cfg, runs, isas, ROWS))
    counts = count_tables(asm_objects, ours)
    flags = "; ".join(f"{i}: `{' '.join([*OPT, *get_target(i).cflags])}`" for i in isas)
    return [
        "# ML-KEM polynomial arithmetic mod 3329: gen's emitted kernels vs PQClean clean and avx2 assembly",
        "",
        f"- CPU: {cpu_model()} ({cpu_identity()}); load average at start {load_start}, at end {loadavg()}; "
        f"{copies_note(args.passes, with_spread=False)}"
        + (f"; {args.note}" if args.note else ""),
        f"- compiler: {compiler_version(CC)}; ours {flags} (emitted/{cfg.name}/<isa>/{cfg.name}.c, and variants "
        f"generated from the same config: `ntt_output = \"lazy\"`, and lazy with `ntt_order = \"native\"`)",
        f"- PQClean ML-KEM-768 from the crate {CRATE} {CRATE_VERSION} (`{LEVEL_DIR}`), each built with its "
        f"Makefile's CFLAGS: clean `{' '.join(f for f in clean_flags if not f.startswith('-I'))}`"
        + (f"; avx2 `{' '.join(f for f in asm_flags if not f.startswith('-I'))}` (ntt.S, invntt.S, basemul.S, "
           "fq.S, shuffle.S and consts.c as shipped)" if with_asm else "; avx2: not run (no AVX2 here)"),
        f"- ISAs not run on this host: {', '.join(i for i in wanted if i not in isas) or 'none'}"
        + (f"; **emitted/ differs from what this checkout generates for {', '.join(stale)}: the plan "
           "counts below describe the regenerated plan**" if stale else ""),
        f"- TSC ticks per call (`lfence; rdtsc; lfence`), {args.calls} calls per sample (after untimed calls of "
        f"the same function for {warm_ticks()} ticks: the 512-bit units power up), median empty region "
        f"subtracted; all (function, implementation) pairs in one process, order rotated every round, median of "
        f"{args.reps} rounds, then the median of {args.passes} processes; ratios theirs / ours within each "
        "process, then the median: > 1 means ours is faster",
        "- every function of every implementation is checked equal mod q to clean's (random and extreme "
        "inputs) before timing; a vzeroupper precedes every sample: PQClean's assembly returns without one, "
        "and legacy-SSE code after it (ours c64 and clean, which gcc vectorises with SSE) ran 3.5x slower",
        "",
        "Rows: ours and clean take and give the standard (FIPS 203) coefficient order, but ours in the rows "
        "marked native, which take and give the layout our forward transform's last pass leaves (converted by "
        "its mlkem_native_ntt_to_standard / _from_standard outside the timing); `avx2-asm` is PQClean's "
        "avx2 implementation called through its poly_*/polyvec_* functions on its own NTT-domain order. "
        "PQClean clean's poly_ntt is ntt then poly_reduce; its polyvec_basemul_acc_montgomery reduces the sum. "
        "PQClean avx2's poly_ntt returns |x| <= 16118 unreduced and its polyvec_basemul_acc_montgomery "
        "(3 basemuls + 2 poly_adds) does not reduce: the `+ poly_reduce` rows add its poly_reduce. Ours "
        "(header bounds): ntt |x| <= 1664, lazy ntt <= 16146, invntt_tomont <= 2008 (c64 1840), basemul and "
        "acc <= 1664.",
        "",
        *timing_table(runs, isas, columns),
        "",
        "## Issue 16's goals",
        "",
        *goal_lines(runs, isas, columns),
        "",
        "## Instruction counts of the NTTs",
        "",
        "Per call, by class: `objdump -d` of PQClean's assembled ntt.S/invntt.S and of our compiled kernels "
        "(all straight-line code, so static counts are dynamic counts), and our plan's own count "
        "(`gen.families.modq.plan.instruction_counts`: loops multiplied out, literal constants free). "
        "`broadcast` is a constant put into a vector from a general register (vmovd + vpbroadcastw); the "
        "`mov` that loads it into the register is `scalar`. In the plan classes `mem` counts loads folded "
        "into arithmetic.",
        *counts,
    ]


def dsa_section(args: argparse.Namespace, wanted: list[str], work: Path) -> list[str]:
    """Build, check and time ML-DSA (bench/compare_c/modq_mldsa.c); its markdown section."""
    cfg = PROJECT.config(DSA_CONFIG)
    isas = [i for i in wanted if i in cfg.isas and host_supports(get_target(i))]
    with_asm = host_supports(get_target("avx2"))
    columns = ["clean", *([ASM] if with_asm else [])]
    load_start = loadavg()
    pqclean = tc.fetch_crate(DSA_CRATE, DSA_CRATE_VERSION, tc.cache_dir()) / "pqclean"
    clean_objs, clean_flags = build_pqclean(pqclean, "clean", work, DSA_LEVEL_DIR, SIGN_LAYER)
    objects = [*clean_objs, *tc.compile_all(CC, [(pqclean / "common" / "fips202.c", work / "fips202.o",
                                                  clean_flags)], "PQClean common")]
    asm_flags: list[str] = []
    asm_objects: dict[str, Path] = {}
    if with_asm:
        avx2_objs, asm_flags = build_pqclean(pqclean, "avx2", work, DSA_LEVEL_DIR, SIGN_LAYER)
        objects += avx2_objs
        asm_objects = {"ntt": work / "avx2" / "ntt.o", "invntt": work / "avx2" / "invntt.o"}
    ours: dict[str, tuple[Path, object]] = {}
    stale = []
    for isa in isas:
        own, renamed = build_ours(cfg, isa, work, MLDSA_VARIANTS)
        objects.append(renamed)
        kernel = config_kernel(cfg, isa)
        if kernel.files[f"{cfg.name}.c"] != (PROJECT.emitted_dir / cfg.name / isa / f"{cfg.name}.c").read_text():
            stale.append(isa)
        ours[isa] = (own, kernel)
    exe = build_driver(isas, objects, with_asm, work, "modq_mldsa.c")
    runs = [run(fresh_copy(exe, p), args.reps, args.calls)["ticks"] for p in range(args.passes)]
    record("modq", history_figures(cfg, runs, isas, DSA_ROWS))
    counts = count_tables(asm_objects, ours, DSA_NTT_FUNCTIONS)
    flags = "; ".join(f"{i}: `{' '.join([*OPT, *get_target(i).cflags])}`" for i in isas)
    bounds = {isa: dict(re.findall(r"#define MLDSA_(\w+_BOUND) (\d+)", kernel.files[f"{cfg.name}.h"]))
              for isa, (_, kernel) in ours.items()}
    ours_bounds = "; ".join(f"{isa}: ntt <= {b.get('NTT_OUT_BOUND')}, invntt_tomont <= {b.get('INVNTT_OUT_BOUND')}, "
                            f"pointwise <= {b.get('BASEMUL_OUT_BOUND')}, acc <= {b.get('ACC_OUT_BOUND')}"
                            for isa, b in bounds.items())
    return [
        "# ML-DSA polynomial arithmetic mod 8380417: gen's emitted kernels vs PQClean clean and avx2 assembly",
        "",
        f"- CPU: {cpu_model()} ({cpu_identity()}); load average at start {load_start}, at end {loadavg()}; "
        f"{copies_note(args.passes, with_spread=False)}"
        + (f"; {args.note}" if args.note else ""),
        f"- compiler: {compiler_version(CC)}; ours {flags} (emitted/{cfg.name}/<isa>/{cfg.name}.c as committed; "
        "its config's NTT is lazy, `ntt_output = \"lazy\"`; and a variant generated with `ntt_order = \"native\"`)",
        f"- PQClean ML-DSA-65 from the crate {DSA_CRATE} {DSA_CRATE_VERSION} (`{DSA_LEVEL_DIR}`), each built "
        f"with its Makefile's CFLAGS (its OBJECTS but sign.o): clean "
        f"`{' '.join(f for f in clean_flags if not f.startswith('-I'))}`"
        + (f"; avx2 `{' '.join(f for f in asm_flags if not f.startswith('-I'))}` (ntt.S, invntt.S, pointwise.S, "
           "shuffle.S and consts.c as shipped)" if with_asm else "; avx2: not run (no AVX2 here)"),
        f"- ISAs not run on this host: {', '.join(i for i in wanted if i not in isas) or 'none'}"
        + (f"; **emitted/ differs from what this checkout generates for {', '.join(stale)}: the plan "
           "counts below describe the regenerated plan**" if stale else ""),
        f"- method as for ML-KEM above, in its own process (bench/compare_c/modq_mldsa.c): TSC ticks per call, "
        f"{args.calls} calls per sample, median empty region subtracted; all (function, implementation) pairs "
        f"interleaved, order rotated every round, median of {args.reps} rounds, then the median of "
        f"{args.passes} processes; ratios theirs / ours within each process, then the median: > 1 means ours "
        "is faster",
        "- checked before timing: every function of every implementation congruent mod q, elementwise, to "
        "clean's (the NTT too: same order after mapping avx2-asm's back), on random inputs |x| <= q - 1 "
        "(reduce, caddq: -2^31 .. 2^31 - 2^22 - 1) and on all-extreme ones; and for every implementation "
        "invntt_tomont(reduce(ntt(x))) = 2^32 x mod q with its own functions",
        "",
        "What each call does. Ours and clean take and give the standard (FIPS 204, bit-reversed) NTT order "
        "(ours native: the layout our forward transform's last pass leaves). "
        "`avx2-asm` is PQClean's avx2 implementation through its poly_*/polyvecl_* functions, on its own "
        "NTT-domain order (the one its poly_nttunpack makes from the standard order, as its matrix expansion "
        "does; ntt.S's output is in that order and invntt.S reads it): poly_ntt = ntt_avx (ntt.S), "
        "poly_invntt_tomont = invntt_avx (invntt.S), poly_pointwise_montgomery = pointwise_avx, "
        "polyvecl_pointwise_acc_montgomery = pointwise_acc_avx (pointwise.S: 5 products summed in 64 bits, "
        "one Montgomery reduction per coefficient: |x| < q + 5(q-1)^2/2^32, about q, out). Clean: poly_ntt = ntt (8 layers, no "
        "reduction), poly_invntt_tomont = invntt_tomont, poly_pointwise_montgomery = one montgomery_reduce "
        "per coefficient, polyvecl_pointwise_acc_montgomery = 5 poly_pointwise_montgomery + 4 poly_add (no "
        "reduction, |x| < 5q). No NTT reduces its output, so the poly_ntt row is lazy vs lazy. Ours (header "
        f"bounds, |x| <=): {ours_bounds}; reduce and caddq as PQClean's (reduce32 to |x| <= 6283009; +q "
        "where negative).",
        "",
        *timing_table(runs, isas, columns, DSA_ROWS, DSA_RATIOS),
        "",
        "## Issue 17's goals (ML-DSA)",
        "",
        *goal_lines(runs, isas, columns, DSA_ROWS, DSA_GOALS),
        "",
        "## Instruction counts of the ML-DSA NTTs",
        "",
        "As for ML-KEM above (`broadcast` here: vmovd + vpbroadcastd).",
        *counts,
    ]


def kept_section(path: Path, heading: str) -> list[str]:
    """The section of an existing results file under the top-level heading starting with `heading`."""
    if not path.exists():
        return []
    out: list[str] = []
    inside = False
    for line in path.read_text().splitlines():
        if line.startswith("# "):
            inside = line.startswith(heading)
        if inside:
            out.append(line)
    while out and not out[-1]:
        out.pop()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--schemes", default=",".join(SCHEMES), help=f"a subset of {','.join(SCHEMES)}")
    ap.add_argument("--isa", default=",".join(ISAS), help=f"a subset of {','.join(ISAS)}")
    ap.add_argument("--reps", type=int, default=3001, help="rounds per process (>= 11)")
    ap.add_argument("--passes", type=int, default=5, help="processes")
    ap.add_argument("--calls", type=int, default=16, help="calls per sample (1..16)")
    ap.add_argument("--markdown", type=Path, default=RESULTS)
    ap.add_argument("--note", default="", help="a remark about the host put after the load average, for example "
                    "'a host shared with other work'")
    args = ap.parse_args()
    wanted = [i for i in args.isa.split(",") if i]
    schemes = [s for s in args.schemes.split(",") if s]
    problem = (f"--isa takes a subset of {','.join(ISAS)}, not {args.isa!r}" if not wanted or set(wanted) - set(ISAS)
               else f"--schemes takes a subset of {','.join(SCHEMES)}, not {args.schemes!r}"
               if not schemes or set(schemes) - set(SCHEMES)
               else "--reps must be >= 11, --passes >= 1, --calls in 1..16"
               if args.reps < 11 or args.passes < 1 or not 1 <= args.calls <= 16
               else f"needs an x86-64 host (rdtsc); this is {platform.machine()}"
               if platform.machine() not in ("x86_64", "AMD64") else "")
    if problem:
        print(f"bench/modq.py: {problem}", file=sys.stderr)
        return 2
    builders = {"mlkem": (kem_section, "# ML-KEM"), "mldsa": (dsa_section, "# ML-DSA")}
    sections: list[list[str]] = []
    try:
        tc.require_tools(CC, "ld", "nm", "objcopy", "objdump")
        with tempfile.TemporaryDirectory(prefix="gen-bench-modq-") as tmp:
            for scheme in SCHEMES:
                build, heading = builders[scheme]
                sections.append(build(args, wanted, Path(tmp) / scheme) if scheme in schemes
                                else kept_section(args.markdown, heading))
    except tc.ToolMissing as e:
        print(f"bench/modq.py: {e}", file=sys.stderr)
        return 2
    except (tc.CheckFailed, GenError) as e:
        detail = getattr(e, "detail", "")
        print((detail + "\n" if detail else "") + f"bench/modq.py: {e}", file=sys.stderr)
        return 1
    lines = [line for i, sec in enumerate(s for s in sections if s) for line in ([""] if i else []) + sec]
    args.markdown.parent.mkdir(parents=True, exist_ok=True)
    args.markdown.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"wrote {args.markdown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
