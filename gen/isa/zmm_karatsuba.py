"""In-register Karatsuba base kernels on VPCLMULQDQ zmm (avx512): an s-word product as Karatsuba over
256-bit digits ("quads" of 4 words, one ymm each) down to 4x4-word products of 4 VPCLMULQDQ zmm.

One description (`karatsuba_quads`) builds every size as a vector-word program (gen.ir.vecwords:
typed bilinear, proved on all basis pairs by gen.prove.vector_proof); the printer spells it with
gen.isa.simd's AVX-512 intrinsics. Sizes that are not a multiple of 4 words pad the top quad with a
masked load (masked-off words are never read) and store only the 2s words of the product.

The 4x4-word product (`quad_product`): X = [A0 A1 A0 A1], Y = [B0 B1 B1 B0] in 128-bit digits, so
the four VPCLMULQDQ (word selectors 00, 11, 01, 10) give every 64x64 product once: lane 0 is A0*B0
(digit 0), lane 1 A1*B1 (digit 2), lanes 2 and 3 A0*B1 and A1*B0 (digit 1). Seven word permutes (two of them widening the operands) put
the low (00), high (11) and middle (01 ^ 10, one word up) halves where the product needs them.
Instruction counts: 4 quads-products of 4 VPCLMULQDQ = 16 products per 16 lanes, and 3^k of them
for 4 * 2^k words: 12 VPCLMULQDQ for 8 words, 36 for 16, 108 for 32 (a schoolbook needs 16, 64, 256).
"""
from __future__ import annotations

from collections import Counter

from ..ir.vecwords import ZERO, VecBuilder, VecProgram
from .simd import X86Vector

QUAD_WORDS = 4  # one Karatsuba digit: a 256-bit half of a zmm register
MAX_KARATSUBA_ZMM_WORDS = 64  # largest in-register kernel offered to the ring planner


def quad_product(bld: VecBuilder, a: int, b: int) -> int:
    """The zmm c[0..8) = a*b of two 4-word (ymm) values: 4 VPCLMULQDQ, 7 permutes, 3 XORs."""
    x = bld.permute(a, (0, 1, 2, 3, 0, 1, 2, 3))  # digits A0 A1 A0 A1
    y = bld.permute(b, (0, 1, 2, 3, 2, 3, 0, 1))  # digits B0 B1 B1 B0
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


def karatsuba_quads(bld: VecBuilder, a: list[int], b: list[int]) -> list[int]:
    """The product of q-quad operands (ymm values, low quad first) as q zmm registers: one
    Karatsuba level with h = ceil(q/2) quads low, then recursion down to quad_product."""
    q = len(a)
    if q == 1:
        return [quad_product(bld, a[0], b[0])]
    h = (q + 1) // 2
    low = q - h
    p0 = karatsuba_quads(bld, a[:h], b[:h])
    p1 = karatsuba_quads(bld, a[h:], b[h:])
    pm = karatsuba_quads(bld, [bld.xor(a[i], a[h + i]) if i < low else a[i] for i in range(h)],
                         [bld.xor(b[i], b[h + i]) if i < low else b[i] for i in range(h)])
    mid = [bld.xor(p0[i], pm[i], p1[i] if i < low else ZERO) for i in range(h)]  # a0*b1 + a1*b0
    out = p0 + p1
    placed = mid if h % 2 == 0 else shifted_half(bld, mid)  # h quads = h/2 registers up
    for j, value in enumerate(placed):
        k = h // 2 + j
        if k < len(out):
            out[k] = bld.xor(out[k], value)
    return out


def zmm_karatsuba_program(s: int) -> VecProgram:
    """c[0..2s) = a*b for s-word a, b: Karatsuba over ceil(s/4) quads (the top one padded)."""
    bld = VecBuilder(s)
    quads = -(-s // QUAD_WORDS)
    a = [bld.load("a", QUAD_WORDS * i, min(QUAD_WORDS, s - QUAD_WORDS * i), QUAD_WORDS) for i in range(quads)]
    b = [bld.load("b", QUAD_WORDS * i, min(QUAD_WORDS, s - QUAD_WORDS * i), QUAD_WORDS) for i in range(quads)]
    for k, reg in enumerate(karatsuba_quads(bld, a, b)):
        count = min(8, 2 * s - 8 * k)
        if count > 0:
            bld.store(reg, 8 * k, count)
    return bld.finish()


def zmm_karatsuba_counts(s: int) -> Counter:
    """Instructions of the s-word kernel by kind (clmul, permute, align, xor, xor3, load, store)."""
    return zmm_karatsuba_program(s).counts()


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
        if op.kind == "load":
            array, offset, count = op.param
            addr = f"{array} + {offset}"
            expr = vec.load(addr) if count == op.words else vec.maskz_load_u64(addr, (1 << count) - 1)
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
           "quad_product", "MAX_KARATSUBA_ZMM_WORDS", "QUAD_WORDS"]
