"""Batch and bulk kernels for element fields (m <= 16): N_mul_n, N_mul_const, N_muladd_const, lane forms.

Families (each a complete function for any n, any alignment; tails go to the next family down):
* `clmul` (x86): lane-packed carryless products. Elements are zero-extended into 32-bit lanes, so
  one 64x64 carryless product multiplies two pairs at once (a0 + a1 x^32)(b0 + b1 x^32): the wanted
  products land at bits 0 and 64, the cross terms at 32..32+2m-2, which cannot touch them while
  2m-1 <= 32 (the packing search `packings` confirms two products per multiply is the most a
  32-bit-lane layout allows). VPCLMULQDQ ymm/zmm does 2/4 such multiplies per instruction. The
  reduction is the quotient-first fold planned by gen.reduce on 32-bit words and printed with
  32-bit SIMD shifts, which never spill between lanes (proved like every reduce program).
* `bitsliced` (every ISA): 64 elements per 64-bit lane are transposed into bit planes (16x16 or
  8x8 bit-matrix transposes, straight-line), multiplied by a DP-chosen Karatsuba program of ANDs
  and XORs (gen.bitslice), reduced by plane XORs and transposed back; planes are uint64_t (c64) or
  GCC vector-extension words of 128/256/512 bits.
* `tables` (x86, multiply by a constant): in-register nibble tables (pshufb / vpshufb), ISA-L's
  method, built per call from k with shifts and masks; the lookup indexes a register, not memory.
* `gfni` (avx2-gfni, avx512; m = 2, 4, 8): gf2p8mulb through the isomorphism to the AES field,
  one gf2p8affineqb per vector for a constant (gen.gfni).
* `scalar`: N_mul in a loop (the tail of every family, and the small-n family on c64).

The dispatchers pick a family by n (public): n >= the crossover takes the bulk family. Crossovers
come from the cost model, or from measurement recorded as wisdom (gen.batch_tune).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from dataclasses import field as dc_field
from itertools import combinations, permutations

from ...dp.planner import build_reduce
from ...errors import GenError
from ...ir import Program
from ...isa import Target
from ...prove import prove
from ...reduce import candidate_strategies
from ...spec import Field
from .bitslice import BsProgram, build_bitsliced, prove_bitsliced
from .gfni import Embedding, find_embedding, gfni_applies, prove_gfni

BATCH_M_MAX = 16
NEVER = "SIZE_MAX"  # a crossover that is never reached


def printable_on(target: Target) -> bool:
    """The batch printers exist for x86 SSE/AVX intrinsics and for portable C with 64-bit words."""
    return target.simd == "x86" or (target.arch == "any" and target.word_bits == 64)


def batch_applies(field: Field, target: Target) -> str | None:
    """None when batch kernels can be emitted for this field and ISA, else why not (one line)."""
    if field.m > BATCH_M_MAX:
        return (f"--batch needs an element field with m <= {BATCH_M_MAX} (got m={field.m}): batch kernels "
                f"pack m-bit elements into 8/16-bit lanes and 32-bit product lanes")
    if not printable_on(target):
        return ("--batch is emitted for x86 (pclmul, avx2, avx2-vpclmul, avx2-gfni, avx512) and portable 64-bit C "
                f"(c64); not for {target.name} yet")
    return None


# -- the packing search ----------------------------------------------------------------------------
def packings(m: int, grid: int, word: int = 64) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The largest sets of element offsets (on a `grid`-bit grid, m-bit elements inside a `word`) for a
    and b such that every wanted product a_i b_i (2m-1 bits at offset p_i + q_i) is disjoint from
    every other term a_i b_j of the carryless product. Returned as (a offsets, b offsets) pairs."""
    slots = [p for p in range(0, word - m + 1, grid)]
    span = 2 * m - 1
    best: list = []
    best_k = 1

    def ok(P: tuple[int, ...], Q: tuple[int, ...]) -> bool:
        wanted = [p + q for p, q in zip(P, Q)]
        for i, w in enumerate(wanted):
            for j, p in enumerate(P):
                for k, q in enumerate(Q):
                    if (j, k) != (i, i) and abs(p + q - w) < span:
                        return False
        return True

    for k in range(2, len(slots) + 1):
        found = []
        for P in combinations(slots, k):
            if P[0] != 0:
                continue
            for Q in permutations(slots, k):
                if Q[0] == 0 and ok(P, Q):
                    found.append((P, Q))
        if not found:
            break
        best, best_k = found, k
    return best if best_k > 1 else []


# -- the design ----------------------------------------------------------------------------------------
@dataclass
class Crossovers:
    """For each dispatcher ("mul_n", "mul_const"; muladd_const follows mul_const) and each of its
    families above `scalar`: the n from which it takes that family (None = never). The last family
    whose threshold n reaches wins, so thresholds rise along the family order."""

    from_n: dict[str, dict[str, int | None]]
    source: str  # "cost model (...)" or "wisdom (...)"

    def describe(self, fn: str) -> str:
        parts = ["scalar"] + [f"{fam} from n = {n}" for fam, n in self.from_n[fn].items() if n is not None]
        return ", ".join(parts)


@dataclass
class BatchDesign:
    field: Field
    target: Target
    lane_bits: int  # bits of N_t: 8 (m <= 8) or 16
    bs_bytes: int  # bytes of a bitsliced plane word
    lp_width: int  # bits of the lane-packed clmul vectors (0: no carryless multiply)
    tab_width: int  # bits of the nibble-table vectors (0: none)
    bs: BsProgram
    reduce_prog: Program | None
    reduce_label: str
    crossovers: Crossovers
    proofs: dict[str, int] = dc_field(default_factory=dict)
    gfni_width: int = 0  # bits of the GFNI vectors (0: no GFNI family)
    embedding: Embedding | None = None  # when gfni_width

    @property
    def bs_block(self) -> int:
        """Elements per bitsliced block: 64 per 64-bit lane."""
        return 8 * self.bs_bytes

    @property
    def lp_block(self) -> int:
        return self.lp_width // self.lane_bits

    @property
    def small_family(self) -> str:
        return "clmul" if self.lp_width else "scalar"

    @property
    def const_small_family(self) -> str:
        return "tables" if self.tab_width else "scalar"

    def families(self) -> dict[str, list[str]]:
        """The families of each dispatcher above scalar, in order."""
        g = ["gfni"] if self.gfni_width else []
        return {"mul_n": [f for f in (self.small_family, "bitsliced") if f != "scalar"] + g,
                "mul_const": [f for f in (self.const_small_family, "bitsliced") if f != "scalar"] + g}


def lane_reduction(field: Field) -> tuple[Program, str]:
    """The cheapest shift/XOR reduction on one 32-bit word (input degree <= 2m-2 <= 30)."""
    best = None
    for strategy in candidate_strategies(field, 32, False):
        prog = build_reduce(field, 32, strategy)
        ops = sum(v for k, v in prog.op_counts().items() if k != "load")
        if best is None or ops < best[0]:
            best = (ops, prog, strategy.label)
    return best[1], best[2]


def model_crossovers(design: BatchDesign, mul_ticks: float) -> Crossovers:
    """Predicted per-element costs of each family; the bulk family wins from one block on if cheaper."""
    t = design.target
    valu = sum(t.costs["xor"].loads.values()) or 0.25
    bs_ops = 3 * _transpose_ops(design.lane_bits) + sum(design.bs.counts().values()) + 3 * design.lane_bits
    bs = bs_ops * valu / design.bs_block
    if design.lp_width:
        per = design.lp_width // 32  # products per core call
        clmul_key = {128: "clmul", 256: "clmul_ymm", 512: "clmul_zmm"}[design.lp_width]
        core = 2 * sum(t.costs[clmul_key].loads.values()) + (3 + _ops(design.reduce_prog) + 6) * valu
        small = core / per
    else:
        small = mul_ticks
    const_small = (20 * valu / (design.tab_width // design.lane_bits)) if design.tab_width else mul_ticks
    mul_n = {"bitsliced": design.bs_block if bs < small else None}
    const = {"bitsliced": design.bs_block if bs < const_small else None}
    if design.lp_width:
        mul_n = {"clmul": design.lp_block} | mul_n
    if design.tab_width:
        const = {"tables": 4 * (design.tab_width // 8)} | const  # the table build pays off over a few steps
    gfni = ""
    if design.gfni_width:
        mul_n["gfni"], const["gfni"], gfni = gfni_model_thresholds(design, valu, mul_ticks)
    return Crossovers({"mul_n": mul_n, "mul_const": const},
                      f"cost model (per element: bitsliced {bs:.2f}, {design.small_family} {small:.2f}, "
                      f"{design.const_small_family} const {const_small:.2f}{gfni}; {t.costs.name})")


def gfni_model_thresholds(design: BatchDesign, valu: float, mul_ticks: float) -> tuple[int, int, str]:
    """GFNI instructions are one vector uop each (Ice Lake, Zen 4: throughput 0.5-1 per cycle, taken
    as one vector ALU op here): mul_n is 3 affines + 1 multiply + loads/stores per vector, so it wins
    from n = 1 (its tail goes through a zero-padded vector); mul_const pays the per-call matrix build
    (~3m + 12 scalar ops) back against N_mul in a loop."""
    per = design.gfni_width // 8
    ops = (1 if design.embedding.identity else 4) + 3
    mul_pe = ops * valu / per
    build = (3 * design.field.m + 12) * valu
    const_from = max(1, min(per, math.ceil(build / max(mul_ticks - 3 * valu / per, 1e-9))))
    return 1, const_from, f", gfni {mul_pe:.3f} (const from n = {const_from}; no GFNI timing on this model)"


def _ops(prog: Program | None) -> int:
    return 0 if prog is None else sum(v for k, v in prog.op_counts().items() if k != "load")


def _transpose_ops(F: int) -> int:
    stages = F.bit_length() - 1
    return stages * (F // 2) * 6


def design_batch(field: Field, target: Target, mul_ticks: float, recorded: Crossovers | None = None) -> BatchDesign:
    """Plan and prove the batch kernels of `field` on `target` (pure); `recorded`: measured thresholds
    (gen.families.batch.tune), else the cost model's. The widths come from the ISA (gen.isa): bitsliced
    planes as wide as its vectors, lane-packed products as wide as its carryless multiply, nibble
    tables as wide as its byte shuffle."""
    why = batch_applies(field, target)
    if why:
        raise GenError(why)
    bs_bytes, lp_width, tab_width = target.vector_bytes, target.clmul_vector_bits, target.shuffle_bits
    bs = build_bitsliced(field)
    proofs = {"bitsliced": prove_bitsliced(bs, field)}
    red, label = (None, "")
    if lp_width:
        red, label = lane_reduction(field)
        proofs["lane reduce"] = prove(red, "reduce", field).cases
    lane_bits = 8 if field.m <= 8 else 16
    design = BatchDesign(field, target, lane_bits, bs_bytes, lp_width, tab_width, bs, red, label,
                         Crossovers({}, ""), proofs)
    if "gfni" in target.features and gfni_applies(field) is None:
        emb = find_embedding(field)
        design.proofs.update({f"gfni {k}": v for k, v in prove_gfni(field, emb).items()})
        design.gfni_width, design.embedding = lp_width, emb
    model = model_crossovers(design, mul_ticks)
    if recorded is not None:  # a family the wisdom entry does not name keeps the model's threshold
        for fn, fams in model.from_n.items():
            got = recorded.from_n.setdefault(fn, {})
            recorded.from_n[fn] = {f: got[f] if f in got else n0 for f, n0 in fams.items()}
    design.crossovers = recorded or model
    return design
