"""Cortex-M4 cycle ESTIMATES (no board here) for PQClean's ML-DSA-65 and ML-KEM-768 `clean` NTT code.

    python3 bench/m4.py [--seeds 3] [--no-mca]

Each function is compiled with arm-none-eabi-gcc -O3 -mcpu=cortex-m4 -mthumb -mfloat-abi=soft (the flags of
PQClean's Makefile besides the warnings) from the crate pqcrypto-mldsa 0.1.2 / pqcrypto-mlkem 0.1.1 (fetched by
cargo at run time; nothing third-party is committed), linked bare (harness_c/baremetal/cm4.ld, --gc-sections,
entry = the function) and called once per random input under unicorn (gen/check/m4cycles.py). Columns:
executed instructions, instructions by class, our estimate from the Cortex-M4 TRM table in
gen/isa/costs/cortex_m4.toml ([estimator]), and llvm-mca-19's (-mcpu=cortex-m4) for the same executed
instruction stream, plus its figure for one pass over the static function body. Both are estimates.
Every emulated output is checked against a Python model of the transform (mod q) before it is reported.

Further rows: add a `Case` to `cases()` (C sources, function, arguments, a check of the outputs); gen's own
cortex-m4 ML-DSA kernels go through `estimate_c_function` the same way.

Writes bench/results/m4.md. Exit status 1 on a wrong output, 2 on a missing tool.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gen.check.m4cycles import (CLASSES, DEFAULT_CFLAGS, Buffer, Estimate, CycleTable,  # noqa: E402
                                estimate_c_function, unicorn_available)
from gen.errors import GenError  # noqa: E402
from gen.tune.host import compiler_version  # noqa: E402
from integrations import toolchain as tc  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results" / "m4.md"
MLDSA = ("pqcrypto-mldsa", "0.1.2", "crypto_sign/ml-dsa-65/clean")
MLKEM = ("pqcrypto-mlkem", "0.1.1", "crypto_kem/ml-kem-768/clean")
DSA_Q, DSA_ZETA = 8380417, 1753
KEM_Q, KEM_ZETA = 3329, 17
REFERENCE = ("Abdulrahman et al., ACNS 2022, \"Faster Kyber and Dilithium on the Cortex-M4\" (hand-written "
             "assembly, measured): Dilithium NTT ≈ 8,100 cycles forward, ≈ 8,400 inverse (figures as quoted in "
             "issue 17, not re-checked here)")


# ---------------------------------------------------------------------------------------------
# Python models of the transforms (independent of PQClean's tables: roots from ζ)

def brv(k: int, bits: int) -> int:
    return int(f"{k:0{bits}b}"[::-1], 2)


def ntt_model(a: Sequence[int], q: int, zeta: int, layers: int) -> list[int]:
    """Cooley–Tukey NTT as PQClean writes it (output in bit-reversed order), mod q, no Montgomery factor."""
    r = [x % q for x in a]
    k, length = 0, len(r) // 2
    for _ in range(layers):
        for start in range(0, len(r), 2 * length):
            k += 1
            z = pow(zeta, brv(k, 8 if layers == 8 else 7), q)
            for j in range(start, start + length):
                t = z * r[j + length] % q
                r[j + length] = (r[j] - t) % q
                r[j] = (r[j] + t) % q
        length //= 2
    return r


def congruent(got: Sequence[int], want: Sequence[int], q: int) -> bool:
    return len(got) == len(want) and all((g - w) % q == 0 for g, w in zip(got, want))


def centred(a: Sequence[int], q: int) -> tuple[int, ...]:
    return tuple((x + q // 2) % q - q // 2 for x in a)


# ---------------------------------------------------------------------------------------------
# cases

@dataclass(frozen=True)
class Case:
    """One row: compile `sources`, call `function` on each input of `inputs`, check each output."""

    label: str
    sources: list[Path]
    function: str
    inputs: list[list]  # argument lists (gen.check.m4cycles.Arg), one per run
    check: Callable[[list, Estimate], str | None]  # (args, estimate) -> None, or what is wrong
    include_dirs: list[Path] = field(default_factory=list)
    cflags: tuple[str, ...] = DEFAULT_CFLAGS


def one_unit(d: Path, work: Path) -> Path:
    """A shim in `work` that #includes ntt.c and reduce.c, so gcc may inline montgomery_reduce (as LTO would)."""
    shim = work / "mldsa_ntt_one_unit.c"
    shim.write_text(f'#include "{d / "ntt.c"}"\n#include "{d / "reduce.c"}"\n')
    return shim


@dataclass(frozen=True)
class MldsaInputs:
    """Random ML-DSA inputs and the checks of the three functions' outputs against the Python model."""

    polys: list[list[int]]
    pairs: list[tuple[list[int], list[int]]]
    inverse_inputs: list[Buffer]  # the model's transform of each poly, centred: what invntt is called on

    @staticmethod
    def draw(seeds: int, rng: random.Random) -> "MldsaInputs":
        q = DSA_Q
        polys = [[rng.randrange(-q + 1, q) for _ in range(256)] for _ in range(seeds)]
        pairs = [([rng.randrange(-q + 1, q) for _ in range(256)], [rng.randrange(-q + 1, q) for _ in range(256)])
                 for _ in range(seeds)]
        return MldsaInputs(polys, pairs, [Buffer(centred(ntt_model(p, q, DSA_ZETA, 8), q)) for p in polys])

    def ntt_args(self) -> list[list]:
        return [[Buffer(tuple(p))] for p in self.polys]

    def inv_args(self) -> list[list]:
        return [[b] for b in self.inverse_inputs]

    def pointwise_args(self) -> list[list]:
        return [[Buffer((0,) * 256), Buffer(tuple(a)), Buffer(tuple(b))] for a, b in self.pairs]

    def check_ntt(self, args, est):
        return None if congruent(est.run.outputs[0], ntt_model(args[0].values, DSA_Q, DSA_ZETA, 8), DSA_Q) \
            else "ntt output differs from the model mod q"

    def check_inv(self, args, est):
        i = self.inverse_inputs.index(args[0])
        mont = pow(2, 32, DSA_Q)
        return None if congruent(est.run.outputs[0], [x * mont for x in self.polys[i]], DSA_Q) \
            else "invntt_tomont(ntt(a)) is not a * 2^32 mod q"

    def check_pointwise(self, args, est):
        inv_mont = pow(pow(2, 32, DSA_Q), -1, DSA_Q)
        want = [x * y * inv_mont for x, y in zip(args[1].values, args[2].values)]
        return None if congruent(est.run.outputs[0], want, DSA_Q) else "pointwise product is not a*b*2^-32 mod q"


def mldsa_cases(root: Path, seeds: int, rng: random.Random, work: Path) -> list[Case]:
    d, common = root / MLDSA[2], root / "common"
    x = MldsaInputs.draw(seeds, rng)
    return [
        Case("ML-DSA-65 clean ntt", [d / "ntt.c", d / "reduce.c"], "PQCLEAN_MLDSA65_CLEAN_ntt",
             x.ntt_args(), x.check_ntt, [common]),
        Case("ML-DSA-65 clean invntt_tomont", [d / "ntt.c", d / "reduce.c"], "PQCLEAN_MLDSA65_CLEAN_invntt_tomont",
             x.inv_args(), x.check_inv, [common]),
        Case("ML-DSA-65 clean poly_pointwise_montgomery", [d / "poly.c", d / "reduce.c"],
             "PQCLEAN_MLDSA65_CLEAN_poly_pointwise_montgomery", x.pointwise_args(), x.check_pointwise, [common]),
        Case("ML-DSA-65 clean ntt, one unit", [one_unit(d, work)], "PQCLEAN_MLDSA65_CLEAN_ntt",
             x.ntt_args(), x.check_ntt, [common, d]),
        Case("ML-DSA-65 clean invntt_tomont, one unit", [one_unit(d, work)], "PQCLEAN_MLDSA65_CLEAN_invntt_tomont",
             x.inv_args(), x.check_inv, [common, d]),
    ]


GEN_MLDSA = ROOT / "emitted" / "mldsa" / "cortex-m4"


def gen_mldsa_cases(seeds: int, rng: random.Random) -> list[Case]:
    """gen's emitted cortex-m4 ML-DSA kernel (emitted/mldsa/cortex-m4/), the same checks as PQClean's rows."""
    x = MldsaInputs.draw(seeds, rng)
    src, inc = [GEN_MLDSA / "mldsa.c"], [GEN_MLDSA]
    return [
        Case("gen cortex-m4 mldsa_ntt", src, "mldsa_ntt", x.ntt_args(), x.check_ntt, inc),
        Case("gen cortex-m4 mldsa_invntt_tomont", src, "mldsa_invntt_tomont", x.inv_args(), x.check_inv, inc),
        Case("gen cortex-m4 mldsa_basemul_montgomery (pointwise)", src, "mldsa_basemul_montgomery",
             x.pointwise_args(), x.check_pointwise, inc),
    ]


def mlkem_cases(root: Path, seeds: int, rng: random.Random) -> list[Case]:
    d, common, q = root / MLKEM[2], root / "common", KEM_Q
    polys = [[rng.randrange(-q + 1, q) for _ in range(256)] for _ in range(seeds)]
    fwd = [ntt_model(p, q, KEM_ZETA, 7) for p in polys]
    mont = pow(2, 16, q)

    def check_ntt(args, est):
        return None if congruent(est.run.outputs[0], ntt_model(args[0].values, q, KEM_ZETA, 7), q) \
            else "ntt output differs from the model mod q"

    def check_inv(args, est):
        i = [Buffer(centred(f, q), "int16_t") for f in fwd].index(args[0])
        return None if congruent(est.run.outputs[0], [x * mont for x in polys[i]], q) \
            else "invntt(ntt(a)) is not a * 2^16 mod q"

    return [
        Case("ML-KEM-768 clean ntt", [d / "ntt.c", d / "reduce.c"], "PQCLEAN_MLKEM768_CLEAN_ntt",
             [[Buffer(tuple(p), "int16_t")] for p in polys], check_ntt, [common]),
        Case("ML-KEM-768 clean invntt", [d / "ntt.c", d / "reduce.c"], "PQCLEAN_MLKEM768_CLEAN_invntt",
             [[Buffer(centred(f, q), "int16_t")] for f in fwd], check_inv, [common]),
    ]


def cases(seeds: int, work: Path) -> list[Case]:
    """All rows: PQClean ML-DSA-65 clean (as built, and as one translation unit), then ML-KEM-768 clean
    (sources fetched by cargo; shims written to `work`)."""
    rng = random.Random(17)
    dsa = tc.fetch_crate(MLDSA[0], MLDSA[1], tc.cache_dir()) / "pqclean"
    kem = tc.fetch_crate(MLKEM[0], MLKEM[1], tc.cache_dir()) / "pqclean"
    return [*gen_mldsa_cases(seeds, rng), *mldsa_cases(dsa, seeds, rng, work), *mlkem_cases(kem, seeds, rng)]


# ---------------------------------------------------------------------------------------------
# running and printing

@dataclass(frozen=True)
class Row:
    label: str
    function: str
    runs: list[Estimate]


def run_case(case: Case, with_mca: bool) -> Row:
    """Estimate every input of a case (llvm-mca on the first only: the stream is input-independent here)."""
    runs = []
    for i, args in enumerate(case.inputs):
        est = estimate_c_function(case.sources, case.function, args, case.cflags, case.include_dirs,
                                  with_mca=with_mca and i == 0)
        problem = case.check(args, est)
        if problem:
            raise GenError(f"{case.label}, input {i}: {problem}")
        runs.append(est)
    return Row(case.label, case.function, runs)


def spread(values: list[int]) -> str:
    lo, hi = min(values), max(values)
    return f"{lo:,}" if lo == hi else f"{lo:,}–{hi:,}"


def table(rows: list[Row]) -> list[str]:
    """The markdown table (one line per function)."""
    shown = [c for c in CLASSES if any(r.runs[0].run.tally.by_class.get(c) for r in rows)]
    head = ["function", "executed instructions", *shown, "taken", "pipelined ld/st", "address stalls",
            "est. cycles (TRM table)",
            "llvm-mca-19 (executed stream)", "llvm-mca-19 (static body, one pass)"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        t = r.runs[0].run.tally
        mca = r.runs[0].mca
        cells = [f"{r.label}", spread([e.run.tally.instructions for e in r.runs]),
                 *(f"{t.by_class.get(c, 0):,}" for c in shown), f"{t.taken:,}", f"{t.pipelined_loads:,}",
                 f"{t.address_stalls:,}",
                 spread([e.run.tally.cycles for e in r.runs]),
                 f"{mca.executed_cycles:,}" if mca else "–",
                 f"{mca.body_cycles:,.0f} ({mca.body_instructions} insns)" if mca and mca.body_cycles else "–"]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


GOALS = {"ntt": 9000, "invntt_tomont": 9500}  # issue 17: estimated cycles of gen's cortex-m4 transforms


def ratios(rows: list[Row]) -> list[str]:
    """gen's kernels against PQClean clean under the same estimator, and issue 17's goals."""
    cyc = {r.label: r.runs[0].run.tally.cycles for r in rows}
    out = ["| gen cortex-m4 | est. cycles | vs clean as built | vs clean, one unit | goal: cycles | met | goal: >= 3x fewer "
           "than clean as built | met |", "|---|---:|---:|---:|---:|---|---|---|"]
    for fn, clean in (("ntt", "ntt"), ("invntt_tomont", "invntt_tomont")):
        ours = cyc.get(f"gen cortex-m4 mldsa_{fn}")
        built, unit = cyc.get(f"ML-DSA-65 clean {clean}"), cyc.get(f"ML-DSA-65 clean {clean}, one unit")
        if ours is None or built is None or unit is None:
            continue
        goal = GOALS[fn]
        out.append(f"| {fn} | {ours:,} | {built / ours:.2f}x fewer | {unit / ours:.2f}x fewer | <= {goal:,} | "
                   f"{'yes' if ours <= goal else 'no'} | 3x | {'yes' if built / ours >= 3 else 'no'} |")
    ours, built = cyc.get("gen cortex-m4 mldsa_basemul_montgomery (pointwise)"), \
        cyc.get("ML-DSA-65 clean poly_pointwise_montgomery")
    if ours and built:
        out.append(f"| pointwise | {ours:,} | {built / ours:.2f}x fewer | – | – | – | – | – |")
    return out


def report(rows: list[Row], seeds: int) -> str:
    tab = CycleTable.load()
    rules = "; ".join(f"{k} {v['cycles']}" + (f" (+{v['per_register']}/register)" if "per_register" in v else "")
                      + (f", register offset {v['register_offset']}" if "register_offset" in v else "")
                      + (f", pipelined {v['pipelined']}" if "pipelined" in v else "")
                      for k, v in tab.classes.items())
    flags = " ".join(rows[0].runs[0].cflags) if rows else ""
    out = [
        "# Cortex-M4 cycle estimates (no board: emulated once per input, charged from the TRM table)",
        "",
        f"- compiler: {compiler_version('arm-none-eabi-gcc')}; `{flags} -ffreestanding -ffunction-sections`, "
        "linked bare with harness_c/baremetal/cm4.ld and --gc-sections; PQClean `clean` from the crates "
        f"{MLDSA[0]} {MLDSA[1]} and {MLKEM[0]} {MLKEM[1]} (as PQClean builds them: montgomery_reduce is in "
        "reduce.c, a separate translation unit, so each butterfly calls it); rows marked `one unit` compile a "
        "shim that #includes ntt.c and reduce.c, so gcc inlines montgomery_reduce (what LTO would do); rows "
        "name the functions PQCLEAN_MLDSA65_CLEAN_* and PQCLEAN_MLKEM768_CLEAN_*",
        f"- each function called under unicorn (UC_CPU_ARM_CORTEX_M4) on {seeds} random inputs; every output "
        "checked mod q against a Python model (ntt: the transform from ζ, bit-reversed output; "
        "inverse: inv(ntt(a)) = a·R mod q; pointwise: a·b·2^-32 mod q); ranges shown where inputs differ",
        "- instructions by class as executed; `taken`: instructions whose successor is not the next address "
        "(taken branches, calls, returns); cycles from the call's first instruction through its return "
        "(the caller's BL not included)",
        f"- our table (gen/isa/costs/cortex_m4.toml [estimator], Cortex-M4 TRM ARM DDI 0439B §3.3.1–3.3.2, zero "
        f"wait states): {rules}; taken branch + P = {tab.refill}; address-generation stall "
        f"+{tab.address_stall}",
        "- llvm-mca-19 -mtriple=thumbv7em -mcpu=cortex-m4: (a) the executed instruction stream as one block, "
        "once (it charges branches and calls 1 cycle: no refill), (b) one pass over the static body of the gcc -S "
        "listing (loops not repeated; not a per-call figure)",
        "- **all figures are estimates**, not measurements; a real part adds flash wait states",
        "",
        *table(rows),
        "",
        *ratios(rows),
        "",
        f"Reference: {REFERENCE}.",
        "",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=3, help="random inputs per function (each checked)")
    ap.add_argument("--no-mca", action="store_true", help="skip llvm-mca")
    args = ap.parse_args(argv)
    if not unicorn_available():
        print("bench/m4.py: unicorn not installed (pip install unicorn)", file=sys.stderr)
        return 2
    try:
        tc.require_tools("arm-none-eabi-gcc", "arm-none-eabi-objdump", *([] if args.no_mca else ["llvm-mca-19"]))
        with tempfile.TemporaryDirectory(prefix="gen-bench-m4-") as tmp:
            rows = [run_case(c, not args.no_mca) for c in cases(max(1, args.seeds), Path(tmp))]
    except tc.ToolMissing as e:
        print(f"bench/m4.py: {e}", file=sys.stderr)
        return 2
    except (tc.CheckFailed, GenError) as e:
        print(f"bench/m4.py: {e}", file=sys.stderr)
        return 1
    text = report(rows, max(1, args.seeds))
    RESULTS.write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
