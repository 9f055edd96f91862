"""In-register Karatsuba base kernels on VPCLMULQDQ zmm (avx512): an s-word product as Karatsuba over
256-bit digits ("quads" of 4 words, one ymm each) down to 4x4-word products of 4 VPCLMULQDQ zmm.

One description (`karatsuba_quads`: 2-way or 3-way steps, whichever needs fewer 4x4-word products)
builds every size as a vector-word program (gen.ir.vecwords:
typed bilinear, proved on all basis pairs by gen.prove.vector_proof); the printer spells it with
gen.isa.simd's AVX-512 intrinsics. Sizes that are not a multiple of 4 words pad the top quad with a
masked load (masked-off words are never read) and store only the 2s words of the product.

The 4x4-word product (`quad_product`): X = [A0 A1 A0 A1], Y = [B0 B1 B1 B0] in 128-bit digits, so
the four VPCLMULQDQ (word selectors 00, 11, 01, 10) give every 64x64 product once: lane 0 is A0*B0
(digit 0), lane 1 A1*B1 (digit 2), lanes 2 and 3 A0*B1 and A1*B0 (digit 1). Seven word permutes (two of them widening the operands) put
the low (00), high (11) and middle (01 ^ 10, one word up) halves where the product needs them.
Instruction counts: 4 VPCLMULQDQ = 16 products in 16 lanes per 4x4-word product, and 3^k of those
for 4 * 2^k words: 12 VPCLMULQDQ for 8 words, 36 for 16, 108 for 32 (a schoolbook needs 16, 64, 256);
3-way steps where they save some: 24 for 12 words (2-way: 28), 216 for 48 (2-way: 252).
"""
from __future__ import annotations

from functools import lru_cache

from ..ir.vecwords import ZERO, VecBuilder, VecProgram
from .simd import X86Vector

QUAD_WORDS = 4  # one Karatsuba digit: a 256-bit half of a zmm register
MAX_KARATSUBA_ZMM_WORDS = 64  # largest in-register kernel offered to the ring planner


def quad_product(bld: VecBuilder, x: int, y: int) -> int:
    """The zmm c[0..8) = a*b of 4-word a, b given as x = [A0 A1 A0 A1] and y = [B0 B1 B1 B0]
    (128-bit digits; the forms are kept through the digit sums): 4 VPCLMULQDQ, 5 permutes, 3 XORs."""
    low, high = bld.clmul(x, y, 0x00), bld.clmul(x, y, 0x11)
    mid = bld.xor(bld.clmul(x, y, 0x01), bld.clmul(x, y, 0x10))
    # low and high halves at digits (lane 0: 0, 1: 2, 2 and 3: 1), high ones a digit up
    even = bld.xor(bld.permute(low, (0, 1, 4, 5, 12, 13, 10, 11), high),             # L0 L2 H2 H1
                   bld.permute(low, (None, None, 6, 7, 14, 15, None, None), high),   # .  L3 H3 .
                   bld.permute(high, (None, None, 0, 1, 10, 11, None, None), low))   # .  H0 L1 .
    # middle halves one word above their lane's digit
    return bld.xor(even, bld.permute(mid, (None, 0, 1, 4, 5, 2, 3, None)),          # M0 at 1, M2 at 3, M1 at 5
                   bld.permute(mid, (None, None, None, 6, 7, None, None, None)))       # M3 at 3


def shifted_half(bld: VecBuilder, regs: list[int]) -> list[int]:
    """regs (zmm, 8 words each) moved up 4 words: one more register, each an align of two neighbours."""
    padded = [ZERO, *regs, ZERO]
    return [bld.align(padded[k + 1], padded[k], 4) for k in range(len(regs) + 1)]


def add_at(bld: VecBuilder, out: list[int], regs: list[int], quads: int) -> None:
    """out += regs moved up `quads` 256-bit digits (whole registers, or aligns for an odd count)."""
    placed = regs if quads % 2 == 0 else shifted_half(bld, regs)
    for j, value in enumerate(placed):
        k = quads // 2 + j
        if k < len(out):
            out[k] = bld.xor(out[k], value)
        elif value != ZERO:
            raise ValueError("a Karatsuba term reaches beyond the product")


def digit_sums(bld: VecBuilder, x: list[int], lo: int, hi: int, h: int) -> list[int]:
    """The h-digit sum of x's parts starting at digits lo and hi (the second may be shorter)."""
    return [bld.xor(x[lo + i], x[hi + i]) if hi + i < len(x) else x[lo + i] for i in range(h)]


@lru_cache(maxsize=None)
def quad_products(q: int) -> tuple[int, int]:
    """(4x4-word products of the cheapest split of q digits, ways: 2 or 3; 1 for a single digit)."""
    if q == 1:
        return 1, 1
    h = (q + 1) // 2
    best = (2 * quad_products(h)[0] + quad_products(q - h)[0], 2)
    h3 = -(-q // 3)
    if q >= 3 and q - 2 * h3 >= 1:
        best = min(best, (5 * quad_products(h3)[0] + quad_products(q - 2 * h3)[0], 3))
    return best


def karatsuba_quads(bld: VecBuilder, a: list[int], b: list[int]) -> list[int]:
    """The product of q-digit operands (zmm values in quad_product's forms, low digit first) as q zmm
    registers: a 2-way
    (3 products) or 3-way (6 products) Karatsuba step, whichever needs fewer 4x4-word products in
    the end (quad_products), down to quad_product."""
    q = len(a)
    ways = quad_products(q)[1]
    if ways == 1:
        return [quad_product(bld, a[0], b[0])]
    out = [ZERO] * q
    if ways == 2:
        h = (q + 1) // 2
        p0 = karatsuba_quads(bld, a[:h], b[:h])
        p1 = karatsuba_quads(bld, a[h:], b[h:])
        pm = karatsuba_quads(bld, digit_sums(bld, a, 0, h, h), digit_sums(bld, b, 0, h, h))
        mid = [bld.xor(p0[i], pm[i], p1[i] if i < len(p1) else ZERO) for i in range(h)]  # a0*b1 + a1*b0
        add_at(bld, out, p0, 0)
        add_at(bld, out, p1, 2 * h)
        add_at(bld, out, mid, h)
        return out
    h = -(-q // 3)  # a0 + a1 X + a2 X^2, X = h digits; a2 may be shorter
    parts = [(i * h, min(q, (i + 1) * h)) for i in range(3)]
    p = [karatsuba_quads(bld, a[lo:hi], b[lo:hi]) for lo, hi in parts]
    pair = {(i, j): karatsuba_quads(bld, digit_sums(bld, a, i * h, j * h, h), digit_sums(bld, b, i * h, j * h, h))
            for i, j in ((0, 1), (0, 2), (1, 2))}

    def term(*products: list[int]) -> list[int]:
        return [bld.xor(*(r[i] for r in products if i < len(r))) for i in range(h)]

    add_at(bld, out, p[0], 0)
    add_at(bld, out, term(pair[0, 1], p[0], p[1]), h)           # a0*b1 + a1*b0
    add_at(bld, out, term(pair[0, 2], p[0], p[1], p[2]), 2 * h)  # a0*b2 + a1*b1 + a2*b0
    add_at(bld, out, term(pair[1, 2], p[1], p[2]), 3 * h)        # a1*b2 + a2*b1
    add_at(bld, out, p[2], 4 * h)
    return out


def zmm_karatsuba_program(s: int) -> VecProgram:
    """c[0..2s) = a*b for s-word a, b: Karatsuba over ceil(s/4) quads (the top one padded)."""
    bld = VecBuilder(s)
    quads = -(-s // QUAD_WORDS)
    counts = [min(QUAD_WORDS, s - QUAD_WORDS * i) for i in range(quads)]
    a = [bld.broadcast("a", QUAD_WORDS * i, n) for i, n in enumerate(counts)]  # A0 A1 A0 A1
    b = [bld.permute(bld.broadcast("b", QUAD_WORDS * i, n), (0, 1, 2, 3, 2, 3, 0, 1))  # B0 B1 B1 B0
         for i, n in enumerate(counts)]
    for k, reg in enumerate(karatsuba_quads(bld, a, b)):
        count = min(8, 2 * s - 8 * k)
        if count > 0:
            bld.store(reg, 8 * k, count)
    return bld.finish()


@lru_cache(maxsize=None)
def zmm_karatsuba_counts(s: int) -> dict[str, int]:
    """Instructions of the s-word kernel by kind (clmul, permute, align, xor, xor3, broadcast, store)."""
    return dict(zmm_karatsuba_program(s).counts())


def zmm_karatsuba_body(prog: VecProgram) -> str:
    """The C body of c = a*b (uint64_t c[2s], a[s], b[s]) printing `prog` with AVX-512 intrinsics."""
    wide, narrow = X86Vector(512), X86Vector(256)
    constants: dict[tuple[int, ...], str] = {}
    lines: list[str] = []

    def name(v: int, words: int = 8) -> str:
        if v == ZERO:
            return wide.zero()
        return wide.widen(f"v{v}", 256) if words == 8 and prog.ops[v].words == 4 else f"v{v}"

    for i, op in enumerate(prog.ops):
        vec = wide if op.words == 8 else narrow
        if op.kind in ("load", "broadcast"):
            array, offset, count = op.param
            addr = f"{array} + {offset}"
            src = narrow if op.kind == "broadcast" else vec
            expr = src.load(addr) if count == src.bits // 64 else src.maskz_load_u64(addr, (1 << count) - 1)
            expr = wide.broadcast256(expr) if op.kind == "broadcast" else expr
        elif op.kind in ("xor", "xor3"):
            expr = (vec.xor if op.kind == "xor" else vec.xor3)(*(name(v, op.words) for v in op.args))
        elif op.kind == "permute":
            index, mask = op.param
            key = constants.setdefault(index, f"ix{len(constants)}")
            x, y = op.args
            if y == ZERO:
                expr = wide.permute_u64(mask, key, name(x))
            else:
                expr = wide.permute2_u64(mask, name(x), key, name(y))
        elif op.kind == "align":
            expr = wide.align_u64(name(op.args[0]), name(op.args[1]), op.param[0])
        elif op.kind == "clmul":
            expr = wide.clmul_lanes(name(op.args[0]), name(op.args[1]), op.param[0])
        else:  # store
            _, offset, count = op.param
            value = name(op.args[0])
            lines.append(f"    {wide.store(f'c + {offset}', value) if count == 8 else wide.mask_store_u64(f'c + {offset}', (1 << count) - 1, value)};")
            continue
        lines.append(f"    const {vec.T} v{i} = {expr};")
    head = [f"    const __m512i {key} = {wide.u64_constant(index)};" for index, key in constants.items()]
    return "\n".join(head + lines)


__all__ = ["zmm_karatsuba_program", "zmm_karatsuba_body", "zmm_karatsuba_counts", "karatsuba_quads",
           "quad_product", "quad_products", "MAX_KARATSUBA_ZMM_WORDS", "QUAD_WORDS"]
