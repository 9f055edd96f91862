"""Field multiplication in zmm registers: the VPCLMULQDQ zmm schoolbook product (gen.isa.zmm_schoolbook)
reduced without leaving the registers, by shifts and XORs, as one vector-word program
(gen.ir.vecwords) that gen.prove.vector_proof proves on all basis pairs.

A long value is a list of 8-word blocks (block k: words 8k .. 8k+7) with a bound on its bit length.
For f = x^m + g, deg g = kmax < m, one fold replaces c by (c mod x^m) + (c >> m)*g: the quotient
part H = c >> m is two word moves (VALIGNQ, none where the shift is whole blocks) and one funnel
shift (VPSHRDQ) per block, each tap x^k of g is H moved up k bits the same way, and the low part
keeps its bits below m (one VPANDQ). Folds repeat while the bound says bits at or above m remain
(two for every NIST field: the second moves fewer than kmax bits). Funnel shifts and ANDs take the
vector ALU ports, not the shuffle port that VPCLMULQDQ and VALIGNQ share, which is why this beats
a carryless multiply by g here.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..ir.vecwords import ZERO, VecBuilder, VecProgram
from ..isa.zmm_schoolbook import zmm_schoolbook_blocks
from ..spec import Field

BLOCK = 8  # 64-bit words per zmm register
FULL = (1 << 64) - 1


@dataclass(frozen=True)
class Long:
    """A value of at most `bits` bits as zmm blocks (ZERO where a block is zero)."""

    blocks: tuple[int, ...]
    bits: int


class Folder:
    """Word moves, bit shifts, masks and XORs of Longs in one VecBuilder, each word move made once."""

    def __init__(self, bld: VecBuilder):
        self.bld = bld
        self.moved: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}

    def block(self, x: Long, k: int) -> int:
        return x.blocks[k] if 0 <= k < len(x.blocks) else ZERO

    def words_moved(self, x: Long, t: int, count: int) -> tuple[int, ...]:
        """`count` blocks of x moved up t words (t < 0: down -t words), zeros shifted in."""
        key = (x.blocks, t)
        if key not in self.moved:
            whole, part = divmod(-t, BLOCK)  # block k of the result = words part.. of blocks k+whole+1 : k+whole
            out = []
            for k in range(count):
                lo, hi = self.block(x, k + whole), self.block(x, k + whole + 1)
                out.append(lo if part == 0 else self.bld.align(hi, lo, part))
            self.moved[key] = tuple(out)
        return self.moved[key][:count]

    def shift_right(self, x: Long, n: int) -> Long:
        """x >> n."""
        bits = max(0, x.bits - n)
        count = -(-bits // (64 * BLOCK))
        q, r = divmod(n, 64)
        low = self.words_moved(x, -q, count)
        if r == 0:
            return Long(low, bits)
        high = self.words_moved(x, -q - 1, count)
        return Long(tuple(self.bld.shrd(lo, hi, r) for lo, hi in zip(low, high)), bits)

    def shift_left(self, x: Long, n: int) -> Long:
        """x << n."""
        bits = x.bits + n if x.bits else 0
        count = -(-bits // (64 * BLOCK))
        q, r = divmod(n, 64)
        words = self.words_moved(x, q, count)
        if r == 0:
            return Long(words, bits)
        if x.bits + r <= 64:  # one word that does not spill into the next
            return Long(tuple(self.bld.shl(w, r) for w in words), bits)
        below = self.words_moved(x, q + 1, count)
        return Long(tuple(self.bld.shrd(lo, hi, 64 - r) for lo, hi in zip(below, words)), bits)

    def low_bits(self, x: Long, n: int) -> Long:
        """x mod x^n."""
        if x.bits <= n:
            return x
        out = []
        for k in range(-(-n // (64 * BLOCK))):
            masks = tuple(FULL if 64 * w + 64 <= n else (1 << max(0, n - 64 * w)) - 1
                          for w in range(BLOCK * k, BLOCK * k + BLOCK))
            out.append(self.bld.and_words(self.block(x, k), masks))
        return Long(tuple(out), n)

    def xor(self, *values: Long) -> Long:
        count = max(len(v.blocks) for v in values)
        return Long(tuple(self.bld.xor(*(self.block(v, k) for v in values)) for k in range(count)),
                    max(v.bits for v in values))


def fold(folder: Folder, c: Long, field: Field) -> Long:
    """c mod f (f = x^m + g): folds c = L + x^m H -> L + H g while c may have m or more bits."""
    m, taps = field.m, field.tail_exponents
    while c.bits > m:
        high = folder.shift_right(c, m)
        c = folder.xor(folder.low_bits(c, m), *(folder.shift_left(high, k) for k in taps))
    return c


@lru_cache(maxsize=32)
def zmm_field_mul_program(field: Field) -> VecProgram:
    """r = a*b mod f for a, b of s = ceil(m/64) words (r: s words): the zmm schoolbook product kept in
    registers, then `fold` (one program per field: callers must not change it)."""
    s = -(-field.m // 64)
    bld = VecBuilder(s)
    blocks: dict[int, int] = {}
    zmm_schoolbook_blocks(bld, s, blocks.__setitem__)
    product = Long(tuple(blocks[q] for q in sorted(blocks)), 2 * field.m - 1)
    folder = Folder(bld)
    r = fold(folder, product, field)
    for k in range(-(-s // BLOCK)):
        bld.store(folder.block(r, k), BLOCK * k, min(BLOCK, s - BLOCK * k), array="r")
    return bld.finish(fuse=True)


__all__ = ["zmm_field_mul_program", "fold", "Folder", "Long"]
