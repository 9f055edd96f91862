"""Schoolbook products on the VPCLMULQDQ zmm carryless multiplier (4 64x64 products per instruction),
as vector-word programs (gen.ir.vecwords: proved on all basis pairs, printed by
gen.isa.register_karatsuba.zmm_karatsuba_body): ring base kernels on avx512 (gen.families.ring) and
one-call n x n products where they beat the split trees and the in-register Karatsuba kernels.

The words of a go in pairs: pair p = (a[2p], a[2p+1]) in every 128-bit lane (one VBROADCASTI32X4 from
memory) times b seen through windows shifted up 2p words (masked loads at b - 2p words: lane L of
the window holds b[2(L-p)], b[2(L-p)+1]), so every 128-bit product lands on a whole lane:
a[2p]*b[even] at word 2L (accumulators e), a[2p]*b[odd] and a[2p+1]*b[even] at 2L+1 (o, one word
lower), a[2p+1]*b[odd] at 2L+2 (f, two words lower); at the end c = e + o shifted up one word + f
shifted up two (VALIGNQ). Each window feeds four products, against two for one word of a per row:
half the masked loads, whose masks take the shuffle port on Intel cores (KMOVW), as VPCLMULQDQ does.
(A ymm version lost to Karatsuba trees at every size on Zen 3: 144 VPCLMULQDQ ymm for 16 words
against 81 PCLMULQDQ; two-lane IR kernels, gen.render.render_dual_product, are what pays there.)
"""
from __future__ import annotations

from typing import Callable

from ..ir.vecwords import ZERO, VecBuilder, VecProgram

# (accumulator, imm) of the products of a pair with one window: which word of the pair, which word of
# each lane of b, and where the 128-bit product lands (e: word 2L, o: 2L + 1, f: 2L + 2 of lane L)
PAIR_PRODUCTS = (("e", 0x00, 0, 0), ("o", 0x10, 0, 1), ("o", 0x01, 1, 0), ("f", 0x11, 1, 1))
ACCUMULATOR_SHIFT = {"e": 0, "o": 1, "f": 2}  # words each accumulator sits below its products' place


def zmm_schoolbook_program(s: int) -> VecProgram:
    """c[0..2s) = a*b for s-word a, b: the paired-row schoolbook of the module doc."""
    bld = VecBuilder(s)
    zmm_schoolbook_blocks(bld, s, lambda q, block: bld.store(block, 8 * q, min(8, 2 * s - 8 * q)))
    return bld.finish(fuse=True)


def zmm_schoolbook_blocks(bld: VecBuilder, s: int, emit: Callable[[int, int], None], f_in_e: bool = False) -> None:
    """The ops of the paired-row schoolbook of s-word a, b in `bld`, handing each 8-word block q of
    the product (words 8q .. 8q+7) to emit(q, value) as soon as it is complete. `f_in_e`: the products
    a[2p+1]*b[odd] take the window two words lower (the next pair's: no new load) and land on whole
    lanes of e, so no f accumulator is moved (two VALIGNQ fewer per block)."""
    acc: dict[tuple[str, int], int] = {}
    windows: dict[int, int] = {}
    for p in range((s + 1) // 2):
        lone = 2 * p + 1 >= s  # the last word of an odd-sized a
        ap = bld.lane_broadcast("a", 2 * p, 1 if lone else 2)
        for j in range((2 * p + s - 1) // 8 + 1 + f_in_e):
            for kind, imm, a_word, b_parity in PAIR_PRODUCTS:
                start = 8 * j - 2 * p - 2 * (f_in_e and kind == "f")
                if (a_word and lone) or not any(0 <= start + w < s for w in range(b_parity, 8, 2)):
                    continue
                if start not in windows:  # the order of the loads: as the products first need them
                    windows[start] = bld.window("b", start)
                into = "e" if f_in_e and kind == "f" else kind
                acc[(into, j)] = bld.xor(acc.get((into, j), ZERO), bld.clmul(ap, windows[start], imm))
    for q in range(-(-2 * s // 8)):
        def shifted(kind: str) -> int:
            shift = ACCUMULATOR_SHIFT[kind]
            hi, lo = acc.get((kind, q), ZERO), acc.get((kind, q - 1), ZERO)
            return hi if not shift else bld.align(hi, lo, 8 - shift)
        emit(q, bld.xor(*(shifted(kind) for kind in ACCUMULATOR_SHIFT)))


def zmm_schoolbook_counts(s: int) -> tuple[int, int]:
    """(VPCLMULQDQ zmm, VPCLMULQDQ + VALIGNQ: the shuffle-port instructions) of zmm_schoolbook_program(s)."""
    counts = zmm_schoolbook_program(s).counts()
    return counts["clmul"], counts["clmul"] + counts["align"]
