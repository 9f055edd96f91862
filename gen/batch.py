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
from dataclasses import dataclass, field as dc_field

from .bitslice import BsProgram, build_bitsliced, prove_bitsliced
from .dp.planner import build_reduce
from .gfni import find_embedding, gfni_applies, gfni_bodies, gfni_helpers, prove_gfni
from .errors import GenError
from .field import Field
from .ir import Program
from .isa import Target
from .reduce import candidate_strategies
from .verify import prove

BATCH_ISAS = ("c64", "pclmul", "avx2", "avx2-vpclmul", "avx2-gfni", "avx512")
BATCH_M_MAX = 16
NEVER = "SIZE_MAX"  # a crossover that is never reached

# vector bytes of the bitsliced planes, width of the lane-packed clmul and of the nibble tables
_WIDTHS = {
    "c64": (8, 0, 0),
    "pclmul": (16, 128, 128),
    "avx2": (32, 128, 256),
    "avx2-vpclmul": (32, 256, 256),
    "avx2-gfni": (32, 256, 256),
    "avx512": (64, 512, 512),
}


def batch_applies(field: Field, target: Target) -> str | None:
    """None when batch kernels can be emitted for this field and ISA, else why not (one line)."""
    if field.m > BATCH_M_MAX:
        return (f"--batch needs an element field with m <= {BATCH_M_MAX} (got m={field.m}): batch kernels "
                f"pack m-bit elements into 8/16-bit lanes and 32-bit product lanes")
    if target.name not in BATCH_ISAS:
        return f"--batch is emitted for {', '.join(BATCH_ISAS)}; not for {target.name} yet"
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

    from itertools import combinations, permutations

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
    embedding: object | None = None  # gen.gfni.Embedding when gfni_width

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


def design_batch(field: Field, target: Target, mul_ticks: float, wisdom=None) -> BatchDesign:
    """Plan and prove the batch kernels of `field` on `target` (pure)."""
    why = batch_applies(field, target)
    if why:
        raise GenError(why)
    bs_bytes, lp_width, tab_width = _WIDTHS[target.name]
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
    recorded = None
    if wisdom is not None:
        from .batch_tune import crossovers_from_wisdom

        recorded = crossovers_from_wisdom(wisdom, field, target)
    model = model_crossovers(design, mul_ticks)
    if recorded is not None:  # a family the wisdom entry does not name keeps the model's threshold
        for fn, fams in model.from_n.items():
            got = recorded.from_n.setdefault(fn, {})
            recorded.from_n[fn] = {f: got[f] if f in got else n0 for f, n0 in fams.items()}
    design.crossovers = recorded or model
    return design


# -- C rendering -------------------------------------------------------------------------------------
@dataclass
class BatchCode:
    """What the kernel templates need: helpers (static), public functions, header extras."""

    helpers: str
    functions: list  # gen.unparse.Function
    macros: list[str]
    header_includes: list[str]
    provenance: list[str]


_SIMD = {
    128: dict(T="__m128i", p="_mm", si="si128", clmul="_mm_clmulepi64_si128",
              blend="_mm_blend_epi16({0}, {1}, 0xCC)", shuf="_mm_shuffle_epi32({0}, 0xD8)",
              bcast="{0}"),
    256: dict(T="__m256i", p="_mm256", si="si256", clmul="_mm256_clmulepi64_epi128",
              blend="_mm256_blend_epi32({0}, {1}, 0xAA)", shuf="_mm256_shuffle_epi32({0}, 0xD8)",
              bcast="_mm256_broadcastsi128_si256({0})"),
    512: dict(T="__m512i", p="_mm512", si="si512", clmul="_mm512_clmulepi64_epi128",
              blend="_mm512_mask_blend_epi32(0xAAAA, {0}, {1})", shuf="_mm512_shuffle_epi32({0}, (_MM_PERM_ENUM)0xD8)",
              bcast="_mm512_broadcast_i32x4({0})"),
}


class _S:
    """Intrinsic spellings for one vector width."""

    def __init__(self, width: int) -> None:
        self.w = width
        self.d = _SIMD[width]
        self.T, self.p, self.si = self.d["T"], self.d["p"], self.d["si"]

    def load(self, addr: str) -> str:
        return f"{self.p}_loadu_{self.si}((const void *)({addr}))" if self.w == 512 else \
            f"{self.p}_loadu_{self.si}((const {self.T} *)({addr}))"

    def store(self, addr: str, v: str) -> str:
        return f"{self.p}_storeu_{self.si}((void *)({addr}), {v})" if self.w == 512 else \
            f"{self.p}_storeu_{self.si}(({self.T} *)({addr}), {v})"

    def xor(self, x: str, y: str) -> str:
        return f"{self.p}_xor_{self.si}({x}, {y})"

    def and_(self, x: str, y: str) -> str:
        return f"{self.p}_and_{self.si}({x}, {y})"

    def zero(self) -> str:
        return f"{self.p}_setzero_{self.si}()"

    def f(self, name: str, *args: str) -> str:
        return f"{self.p}_{name}({', '.join(args)})"


def render_batch(design: BatchDesign, sym: str, scalar_mul: str) -> BatchCode:
    """C for the batch kernels (helpers are static inline; functions are the public API)."""
    from .unparse import Function

    P = f"{sym}_priv_"
    T = f"{sym}_t"
    SYM = sym.upper()
    helpers: list[str] = []
    funcs: list[Function] = []
    F = design.lane_bits
    helpers.append(_bitsliced_helpers(design, P, T))
    if design.lp_width:  # the 128-bit form serves the lane forms, which are GFNI products where it exists
        for width in sorted({design.lp_width} | (set() if design.gfni_width else {128})):
            helpers.append(_lane_helpers(design, P, width))
    if design.tab_width:
        helpers.append(_table_helpers(design, P, T))
    gfb = {}
    if design.gfni_width:
        helpers.append(gfni_helpers(design.embedding, design.field, P, T, sorted({128, design.gfni_width})))
        gfb = gfni_bodies(P, T, design.gfni_width)
    # families
    sig_mul = f"void {sym}_mul_n_{{fam}}({T} *c, const {T} *a, const {T} *b, size_t n)"
    sig_const = f"void {sym}_{{what}}_{{fam}}({T} *c, const {T} *a, {T} k, size_t n)"
    small, csmall = design.small_family, design.const_small_family
    scalar_loop = f"    for (; i < n; i++)\n        c[i] = {scalar_mul}(a[i], b[i]);"
    bodies = {
        "scalar": f"    size_t i = 0;\n{scalar_loop}",
        "bitsliced": (f"    size_t i = 0;\n    for (; i + {design.bs_block} <= n; i += {design.bs_block})\n"
                      f"        {P}bs_mul(c + i, a + i, b + i);\n"
                      + (f"    {sym}_mul_n_{small}(c + i, a + i, b + i, n - i);" if small != "scalar" else scalar_loop)),
    }
    if design.lp_width:
        bodies["clmul"] = (f"    size_t i = 0;\n    for (; i + {design.lp_block} <= n; i += {design.lp_block})\n"
                           f"        {P}lp_store(c + i, {P}lp_mul{design.lp_width}({P}lp_load(a + i), {P}lp_load(b + i)));\n"
                           f"{scalar_loop}")
    if design.gfni_width:
        bodies["gfni"] = gfb["mul_n"]
    for fam in ("scalar", *design.families()["mul_n"]):
        funcs.append(Function(f"mul_n_{fam}", sig_mul.format(fam=fam), bodies[fam],
                              f"c[i] = a[i]*b[i] for i < n by the {fam} family (N_mul_n picks a family by n)."))
    cx = design.crossovers
    macros = [f"#define {SYM}_BITSLICED_BLOCK {design.bs_block}"]
    for fn in ("mul_n", "mul_const"):
        for fam, n0 in cx.from_n[fn].items():
            macros.append(f"#define {SYM}_{fn.upper()}_{fam.upper()}_FROM ((size_t){NEVER if n0 is None else n0})")
    funcs.append(Function("mul_n", f"void {sym}_mul_n({T} *c, const {T} *a, const {T} *b, size_t n)",
                          _dispatch(sym, SYM, "mul_n", list(cx.from_n["mul_n"]), "c, a, b, n"),
                          "c[i] = a[i]*b[i] for i < n. Any alignment; c may be a or b (not another overlap)."))
    for what, add in (("mul_const", False), ("muladd_const", True)):
        op = "^=" if add else "="
        sc = f"    for (; i < n; i++)\n        c[i] {op} {scalar_mul}(a[i], k);"
        cb = {"scalar": f"    size_t i = 0;\n{sc}",
              "bitsliced": (f"    size_t i = 0;\n    {sym}_priv_v kp[{F}];\n    {P}bs_const_planes(kp, k);\n"
                            f"    for (; i + {design.bs_block} <= n; i += {design.bs_block})\n"
                            f"        {P}bs_mul_const(c + i, a + i, kp, {int(add)});\n"
                            + (f"    {sym}_{what}_{csmall}(c + i, a + i, k, n - i);" if csmall != "scalar" else sc))}
        if design.tab_width:
            cb["tables"] = f"    size_t i = {P}tab_{what}(c, a, k, n);\n{sc}"
        if design.gfni_width:
            cb["gfni"] = gfb[what]
        for fam in ("scalar", *design.families()["mul_const"]):
            funcs.append(Function(f"{what}_{fam}", sig_const.format(what=what, fam=fam), cb[fam],
                                  f"c[i] {op} k*a[i] for i < n by the {fam} family."))
        funcs.append(Function(what, f"void {sym}_{what}({T} *c, const {T} *a, {T} k, size_t n)",
                              _dispatch(sym, SYM, "mul_const", list(cx.from_n["mul_const"]), "c, a, k, n", what),
                              f"c[i] {op} k*a[i] for i < n (k secret, n public). Any alignment; c may be a."))
    funcs += _lane_forms(design, sym, P, scalar_mul)
    includes = ["<stddef.h>", "<string.h>"] + (["<immintrin.h>"] if design.lp_width else [])
    return BatchCode("\n".join(helpers), funcs, macros, includes, _provenance(design))


def _dispatch(sym: str, SYM: str, fn: str, fams: list[str], args: str, name: str | None = None) -> str:
    """if/else over the families from the last (largest threshold) down to scalar; n is public."""
    name = name or fn
    lines = []
    for i, fam in enumerate(reversed(fams)):
        lines.append(f"    {'else ' if i else ''}if (n >= {SYM}_{fn.upper()}_{fam.upper()}_FROM)")
        lines.append(f"        {sym}_{name}_{fam}({args});")
    lines += ["    else", f"        {sym}_{name}_scalar({args});"]
    return "\n".join(lines)


def _provenance(d: BatchDesign) -> list[str]:
    lines = ["Batch (--batch): N_mul_n, N_mul_const, N_muladd_const and lane forms; dispatch by n:",
             f"  mul_n: {d.crossovers.describe('mul_n')};",
             f"  mul_const/muladd_const: {d.crossovers.describe('mul_const')}",
             f"  (thresholds: {d.crossovers.source}).",
             f"  bitsliced: {d.bs_block} elements per block ({d.bs_bytes * 8}-bit plane words), product {d.bs.tree},",
             f"    {d.bs.counts()['and']} AND + {d.bs.counts()['xor']} XOR incl. reduction; proved on all "
             f"{d.proofs['bitsliced']} basis pairs (type check + evaluation).",
             ]
    if d.lp_width:
        lines += [f"  clmul: {d.lp_width}-bit carryless multiplies, 2 products per 64x64 multiply (elements in 32-bit lanes),",
                  f"    lane-wise reduction {d.reduce_label} on 32-bit lanes (proved on all {d.proofs['lane reduce']} basis vectors)."]
    if d.tab_width:
        lines.append(f"  tables: {d.tab_width}-bit in-register nibble tables (shuffle_epi8) built from k per call.")
    if d.gfni_width:
        e = d.embedding
        how = ("gf2p8mulb directly (f is the AES polynomial)" if e.identity else
               f"x -> 0x{e.root:02x} (smallest root of f in GF(2^8)/AES): gf2p8affineqb in, gf2p8mulb, gf2p8affineqb back")
        lines += [f"  gfni: {d.gfni_width}-bit; mul_n by {how};",
                  "    mul_const by one gf2p8affineqb with the matrix of k built per call; proved in Python on all "
                  f"{d.proofs['gfni pairs']} pairs and all k.",
                  "    The choice of gfni comes from the cost model (no GFNI hardware on the generating host);",
                  "    checked on harness_c/gfni_model (the C model of the GFNI instructions) where the host lacks GFNI."]
    lines.append("  Harness: every family on exhaustive pairs (m <= 16) and on basis pairs at every lane position,")
    lines.append("  random n with misaligned pointers, c == a and c == b; mul_const/muladd_const for every k.")
    return lines


# -- bitsliced -------------------------------------------------------------------------------------------
def _transpose_lines(F: int, var: str) -> list[str]:
    """Straight-line in-place transposes of the F x F bit blocks of the F words var[0..F-1]: stage s
    swaps bit p+s of word i with bit p of word i+s (i & s == 0, p & s == 0 within each F-bit field)."""
    lines = []
    s = F // 2
    while s:
        mask = sum(1 << p for p in range(64) if (p % F) & s == 0)
        lines.append(f"    M = ZERO + (uint64_t)0x{mask:016x}ULL;")
        for i in range(F):
            if not i & s:
                j = i + s
                lines.append(f"    t = (({var}[{i}] >> {s}) ^ {var}[{j}]) & M; {var}[{j}] ^= t; {var}[{i}] ^= t << {s};")
        s //= 2
    return lines


def _bitsliced_helpers(d: BatchDesign, P: str, T: str) -> str:
    F, m, sym_v = d.lane_bits, d.field.m, P + "v"
    vt = "uint64_t" if d.bs_bytes == 8 else f"uint64_t __attribute__((vector_size({d.bs_bytes})))"
    out = [f"/* bitsliced plane word: {d.bs_bytes * 8} bits = {d.bs_bytes // 8} lane(s) of 64 elements */",
           f"typedef {vt} {sym_v};", "",
           f"static inline void {P}bs_transpose({sym_v} x[{F}])", "{",
           f"    const {sym_v} ZERO = {{0}};" if d.bs_bytes > 8 else f"    const {sym_v} ZERO = 0;",
           f"    {sym_v} t, M;"]
    out += _transpose_lines(F, "x")
    out += ["}", "",
            f"/* c = a*b mod f on bit planes ({d.bs.tree}); c may be a or b */",
            f"static inline void {P}bs_product({sym_v} c[{F}], const {sym_v} *a, const {sym_v} *b)", "{"]
    out += [f"    const {sym_v} a{i} = a[{i}], b{i} = b[{i}];" for i in range(m)]
    out += [f"    const {sym_v} {dst} = {x} {'&' if op == 'and' else '^'} {y};" for dst, op, x, y in d.bs.stmts]
    zero = "{0}" if d.bs_bytes > 8 else "0"
    if m < F or None in d.bs.outputs:
        out += [f"    const {sym_v} z = {zero};"]
    out += [f"    c[{i}] = {d.bs.outputs[i] or 'z'};" if i < m else f"    c[{i}] = z;" for i in range(F)]
    out += ["}", "",
            f"static inline void {P}bs_mul({T} *c, const {T} *a, const {T} *b)", "{",
            f"    {sym_v} x[{F}], y[{F}];",
            "    memcpy(x, a, sizeof x);", "    memcpy(y, b, sizeof y);",
            f"    {P}bs_transpose(x);", f"    {P}bs_transpose(y);", f"    {P}bs_product(x, x, y);",
            f"    {P}bs_transpose(x);", "    memcpy(c, x, sizeof x);", "}", "",
            "/* the planes of a constant: plane j is all ones where bit j of k is set */",
            f"static inline void {P}bs_const_planes({sym_v} kp[{F}], {T} k)", "{",
            f"    const {sym_v} ZERO = {zero};"]
    out += [f"    kp[{j}] = ZERO - (uint64_t)((k >> {j}) & 1u);" for j in range(F)]
    out += ["}", "",
            f"static inline void {P}bs_mul_const({T} *c, const {T} *a, const {sym_v} kp[{F}], int add)", "{",
            f"    {sym_v} x[{F}], y[{F}];", "    int j;",
            "    memcpy(x, a, sizeof x);", f"    {P}bs_transpose(x);", f"    {P}bs_product(x, x, kp);",
            f"    {P}bs_transpose(x);",
            "    if (add) {  /* public flag */", "        memcpy(y, c, sizeof y);",
            f"        for (j = 0; j < {F}; j++)", "            x[j] ^= y[j];", "    }",
            "    memcpy(c, x, sizeof x);", "}", ""]
    return "\n".join(out)


# -- lane-packed clmul ----------------------------------------------------------------------------------------
def _lane_reduce_lines(prog: Program, s: _S, inp: str) -> tuple[list[str], str]:
    lines, names = [], {}
    result = None
    for i, op in enumerate(prog.ops):
        k, a = op.kind, [names.get(x) for x in op.args]
        if k == "zero":
            names[i] = s.zero()
            continue
        if k == "load":
            names[i] = inp
            continue
        if k == "xor":
            e = s.xor(a[0], a[1])
        elif k == "shl":
            e = s.f("slli_epi32", a[0], str(op.imm[0]))
        elif k == "shr":
            e = s.f("srli_epi32", a[0], str(op.imm[0]))
        elif k == "and":
            e = s.and_(a[0], s.f("set1_epi32", f"0x{op.imm[0]:x}"))
        else:
            raise GenError(f"lane reduction: unexpected op {k}")
        names[i] = f"r{i}"
        lines.append(f"    const {s.T} r{i} = {e};")
    for dst, idx, v in prog.outputs:
        if dst == "r" and idx == 0:
            result = names[v]
    return lines, result


def _lane_helpers(d: BatchDesign, P: str, width: int) -> str:
    """lp_core<w> (products of 32-bit lanes) and lp_mul<w> (products of 8/16-bit lanes) at one width;
    lp_load/lp_store at the width mul_n uses."""
    s = _S(width)
    w = width
    red, res = _lane_reduce_lines(d.reduce_prog, s, "v")
    z = s.zero()
    out = [f"/* {w // 32} products of elements in 32-bit lanes: qword (a0 | a1 << 32) times (b0 | b1 << 32)",
           " * has a0*b0 at bit 0 and a1*b1 at bit 64, the cross terms at 32..62; then a lane-wise reduction. */",
           f"static inline {s.T} {P}lp_core{w}({s.T} x, {s.T} y)", "{",
           f"    const {s.T} p0 = {s.d['clmul']}(x, y, 0x00);",
           f"    const {s.T} p1 = {s.d['clmul']}(x, y, 0x11);",
           f"    const {s.T} v = {s.d['shuf'].format(s.d['blend'].format('p0', s.f('slli_epi64', 'p1', '32')))};",
           *red, f"    return {res};", "}", ""]
    if d.lane_bits == 16:
        core = f"{P}lp_core{w}"
        out += [f"/* {w // 16} products of 16-bit lanes */",
                f"static inline {s.T} {P}lp_mul{w}({s.T} a, {s.T} b)", "{", f"    const {s.T} z = {z};",
                f"    return {s.f('packus_epi32', core + '(' + s.f('unpacklo_epi16', 'a', 'z') + ', ' + s.f('unpacklo_epi16', 'b', 'z') + ')', core + '(' + s.f('unpackhi_epi16', 'a', 'z') + ', ' + s.f('unpackhi_epi16', 'b', 'z') + ')')};",
                "}", ""]
    else:
        def half(x: str, y: str) -> str:
            return s.f("packus_epi32", f"{P}lp_core{w}({s.f('unpacklo_epi16', x, 'z')}, {s.f('unpacklo_epi16', y, 'z')})",
                       f"{P}lp_core{w}({s.f('unpackhi_epi16', x, 'z')}, {s.f('unpackhi_epi16', y, 'z')})")
        out += [f"/* {w // 8} products of 8-bit lanes */",
                f"static inline {s.T} {P}lp_mul{w}({s.T} a, {s.T} b)", "{", f"    const {s.T} z = {z};",
                f"    const {s.T} a0 = {s.f('unpacklo_epi8', 'a', 'z')}, a1 = {s.f('unpackhi_epi8', 'a', 'z')};",
                f"    const {s.T} b0 = {s.f('unpacklo_epi8', 'b', 'z')}, b1 = {s.f('unpackhi_epi8', 'b', 'z')};",
                f"    return {s.f('packus_epi16', half('a0', 'b0'), half('a1', 'b1'))};", "}", ""]
    if w == d.lp_width:
        out += [f"static inline {s.T} {P}lp_load(const void *p) {{ return {s.load('p')}; }}",
                f"static inline void {P}lp_store(void *p, {s.T} v) {{ {s.store('p', 'v')}; }}", ""]
    return "\n".join(out)


# -- nibble tables ------------------------------------------------------------------------------------------
def _table_helpers(d: BatchDesign, P: str, T: str) -> str:
    s = _S(d.tab_width)
    m, F = d.field.m, d.lane_bits
    nn = -(-m // 4)
    tail = d.field.tail
    out = [f"/* k*x^i mod f for i < {4 * nn} (zero from i = m), by shifts and masks (no branch on k) */",
           f"static inline void {P}tab_basis({T} e[{4 * nn}], {T} k)", "{", f"    {T} v = k;"]
    for i in range(4 * nn):
        if i < m:
            out.append(f"    e[{i}] = v;")
            if i + 1 < m:
                out.append(f"    v = ({T})((({T})(v << 1) & 0x{(1 << m) - 1:x}u) ^ "
                           f"(({T})(0u - ((v >> {m - 1}) & 1u)) & 0x{tail:x}u));")
        else:
            out.append(f"    e[{i}] = 0;")
    out += ["}", "",
            "/* nibble tables in registers: byte x of lo[j] / hi[j] = low / high byte of k * (x << 4j) mod f;",
            " * lane x of the masks below is all ones where bit i of x is set (public constants) */",
            f"static inline void {P}tab_build(__m128i lo[{nn}], __m128i hi[{nn}], {T} k)", "{",
            f"    {T} e[{4 * nn}];", f"    {P}tab_basis(e, k);"]
    for i in range(4):
        for half in range(2):
            lanes = ", ".join("-1" if (x >> i) & 1 else "0" for x in range(8 * half, 8 * half + 8))
            out.append(f"    const __m128i m{i}{half} = _mm_setr_epi16({lanes});")
    for j in range(nn):
        terms = [i for i in range(4) if 4 * j + i < m]
        for half in range(2):
            acc = None
            for i in terms:
                e = f"_mm_and_si128(m{i}{half}, _mm_set1_epi16((short)e[{4 * j + i}]))"
                acc = e if acc is None else f"_mm_xor_si128({acc}, {e})"
            out.append(f"    const __m128i t{j}{half} = {acc};")
        if F == 16:
            out += [f"    lo[{j}] = _mm_packus_epi16(_mm_and_si128(t{j}0, _mm_set1_epi16(0xff)), "
                    f"_mm_and_si128(t{j}1, _mm_set1_epi16(0xff)));",
                    f"    hi[{j}] = _mm_packus_epi16(_mm_srli_epi16(t{j}0, 8), _mm_srli_epi16(t{j}1, 8));"]
        else:
            out += [f"    lo[{j}] = _mm_packus_epi16(t{j}0, t{j}1);", f"    hi[{j}] = _mm_setzero_si128();"]
    out += ["}", ""]
    step = 2 * d.tab_width // 16 if F == 16 else d.tab_width // 8
    for what, add in (("mul_const", False), ("muladd_const", True)):
        out += [f"/* c[i] {'^=' if add else '='} k*a[i] for the first multiple of {step} elements; returns how many */",
                f"static inline size_t {P}tab_{what}({T} *c, const {T} *a, {T} k, size_t n)", "{",
                f"    __m128i lo[{nn}], hi[{nn}];", "    size_t i = 0;",
                f"    {P}tab_build(lo, hi, k);",
                f"    const {s.T} nib = {s.f('set1_epi8', '0x0f')};"]
        out += [f"    const {s.T} L{j} = {s.d['bcast'].format(f'lo[{j}]')}"
                + (f", H{j} = {s.d['bcast'].format(f'hi[{j}]')};" if F == 16 else ";") for j in range(nn)]
        out += [f"    for (; i + {step} <= n; i += {step}) {{"]
        if F == 8:
            terms = [(0, "n0")] + ([(1, "n1")] if m > 4 else [])
            out += [f"        const {s.T} x = {s.load('a + i')};",
                    f"        const {s.T} n0 = {s.and_('x', 'nib')};"]
            if m > 4:
                out.append(f"        const {s.T} n1 = {s.and_(s.f('srli_epi16', 'x', '4'), 'nib')};")
            acc = None
            for j, nv in terms:
                e = s.f("shuffle_epi8", f"L{j}", nv)
                acc = e if acc is None else s.xor(acc, e)
            if add:
                acc = s.xor(acc, s.load("c + i"))
            out += [f"        {s.store('c + i', acc)};", "    }"]
        else:
            half = d.tab_width // 16
            out += [f"        const {s.T} x0 = {s.load('a + i')}, x1 = {s.load(f'a + i + {half}')};",
                    f"        const {s.T} lm = {s.f('set1_epi16', '0x00ff')};",
                    f"        const {s.T} Lb = {s.f('packus_epi16', s.and_('x0', 'lm'), s.and_('x1', 'lm'))};",
                    f"        const {s.T} Hb = {s.f('packus_epi16', s.f('srli_epi16', 'x0', '8'), s.f('srli_epi16', 'x1', '8'))};"]
            nibs = [("Lb", False), ("Lb", True), ("Hb", False), ("Hb", True)][:nn]
            for j, (src, high) in enumerate(nibs):
                v = s.f("srli_epi16", src, "4") if high else src
                out.append(f"        const {s.T} n{j} = {s.and_(v, 'nib')};")
            ol = oh = None
            for j in range(nn):
                el, eh = s.f("shuffle_epi8", f"L{j}", f"n{j}"), s.f("shuffle_epi8", f"H{j}", f"n{j}")
                ol = el if ol is None else s.xor(ol, el)
                oh = eh if oh is None else s.xor(oh, eh)
            out += [f"        const {s.T} ol = {ol};", f"        const {s.T} oh = {oh};"]
            y0, y1 = s.f("unpacklo_epi8", "ol", "oh"), s.f("unpackhi_epi8", "ol", "oh")
            if add:
                y0, y1 = s.xor(y0, s.load("c + i")), s.xor(y1, s.load(f"c + i + {half}"))
            out += [f"        {s.store('c + i', y0)};", f"        {s.store(f'c + i + {half}', y1)};", "    }"]
        out += ["    return i;", "}", ""]
    return "\n".join(out)


# -- lane forms ---------------------------------------------------------------------------------------------
def _lane_forms(d: BatchDesign, sym: str, P: str, scalar_mul: str) -> list:
    from .unparse import Function

    F = d.lane_bits
    T = f"{sym}_t"
    k64 = 64 // F
    out = []
    mask = (1 << F) - 1
    core = "gf_mul" if d.gfni_width else "lp_mul"  # GFNI products where the family exists
    if d.lp_width:
        body = (f"    const __m128i r = {P}{core}128(_mm_cvtsi64_si128((long long)a), _mm_cvtsi64_si128((long long)b));\n"
                f"    return (uint64_t)_mm_cvtsi128_si64(r);")
    else:
        parts = [f"((uint64_t){scalar_mul}(({T})(a >> {F * i} & 0x{mask:x}u), ({T})(b >> {F * i} & 0x{mask:x}u)) << {F * i})"
                 for i in range(k64)]
        body = "    return " + "\n        | ".join(parts) + ";"
    out.append(Function(f"mul_x{k64}", f"uint64_t {sym}_mul_x{k64}(uint64_t a, uint64_t b)", body,
                        f"{k64} products at once: lane i = bits {F}i..{F}i+{F - 1} of a and b (reduced elements)."))
    if d.lp_width:
        for width in sorted({128, d.lp_width}):
            s = _S(width)
            k = width // F
            call = f"{P}{core}{width}(a, b)"
            out.append(Function(f"mul_x{k}", f"{s.T} {sym}_mul_x{k}({s.T} a, {s.T} b)", f"    return {call};",
                                f"{k} products at once, one per {F}-bit lane of a and b (reduced elements)."))
    return out
