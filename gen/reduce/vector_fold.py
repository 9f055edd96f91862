"""Field multiplication in zmm registers: the VPCLMULQDQ zmm schoolbook product (gen.isa.zmm_schoolbook)
reduced without leaving the registers, by shifts and XORs, as one vector-word program
(gen.ir.vecwords) that gen.prove.vector_proof proves on all basis pairs.

A long value is a list of 8-word blocks (block k: words 8k .. 8k+7) with a bound on its bit length.
For f = x^m + g, deg g = kmax < m, one fold at a split point e >= m replaces c by (c mod x^e) +
(c >> e)*x^(e-m)*g: the quotient part H = c >> e is two word moves (VALIGNQ, none where the shift
is whole blocks) and one funnel shift (VPSHRDQ) per block, each tap x^k of g is H moved up
k + e - m bits the same way, and the low part keeps its bits below e (one VPANDQ). The first fold
splits at the word boundary above m where that needs fewer word moves (H is then whole words, and
H moved up a word is c's own blocks with one word masked: a VPANDQ, not a VALIGNQ), the others at
m; folds repeat while the bound says bits at or above m remain (two for every NIST field). Funnel
shifts and ANDs take the vector ALU ports, not the shuffle port that VPCLMULQDQ and VALIGNQ share,
which is why this beats a carryless multiply by g here.
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
        self.moved: dict[tuple[tuple[int, ...], int, int], int] = {}  # (blocks, t, k) -> block k moved
        self.origin: dict[tuple[int, ...], tuple[Long, int]] = {}  # blocks of a Long moved down whole words

    def block(self, x: Long, k: int) -> int:
        return x.blocks[k] if 0 <= k < len(x.blocks) else ZERO

    def words_moved(self, x: Long, t: int, count: int) -> tuple[int, ...]:
        """`count` blocks of x moved up t words (t < 0: down -t words), zeros shifted in."""
        for k in range(count):
            if (x.blocks, t, k) not in self.moved:
                self.moved[(x.blocks, t, k)] = self.moved_back(x, t, k)
        return tuple(self.moved[(x.blocks, t, k)] for k in range(count))

    def aligned(self, x: Long, t: int, k: int) -> int:
        """Block k of x moved up t words: words part.. of blocks k+whole+1 : k+whole."""
        whole, part = divmod(-t, BLOCK)
        lo = self.block(x, k + whole)
        return lo if part == 0 else self.bld.align(self.block(x, k + whole + 1), lo, part)

    def moved_back(self, x: Long, t: int, k: int) -> int:
        """Block k of x moved up t words; where x is some src moved down t0 words and t0 - t is whole
        blocks, src's block with the words that came from below x masked, else `aligned`."""
        src, down = self.origin.get(x.blocks, (None, 0))
        if src is None or t <= 0 or (down - t) % BLOCK:
            return self.aligned(x, t, k)
        masks = tuple(0 if w < t else FULL for w in range(BLOCK * k, BLOCK * k + BLOCK))
        return self.bld.and_words(self.aligned(src, t - down, k), masks)

    def shift_right(self, x: Long, n: int) -> Long:
        """x >> n."""
        bits = max(0, x.bits - n)
        count = -(-bits // (64 * BLOCK))
        q, r = divmod(n, 64)
        low = self.words_moved(x, -q, count)
        if r == 0:
            self.origin.setdefault(low, (x, q))
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


def fold(folder: Folder, c: Long, field: Field, first_split: int | None = None) -> Long:
    """c mod f (f = x^m + g): folds c = L + x^e H -> L + H x^(e-m) g while c may have m or more bits,
    the first at e = first_split (default m), the others at e = m."""
    m, taps = field.m, field.tail_exponents
    split = first_split or m
    while c.bits > m:
        split = split if c.bits > split else m
        high = folder.shift_right(c, split)
        c = folder.xor(folder.low_bits(c, split), *(folder.shift_left(high, k + split - m) for k in taps))
        split = m
    return c


def field_mul_program(field: Field, first_split: int | None) -> VecProgram:
    """r = a*b mod f for a, b of s = ceil(m/64) words (r: s words): the zmm schoolbook product kept in
    registers, then `fold` with that first split."""
    s = -(-field.m // 64)
    bld = VecBuilder(s)
    blocks: dict[int, int] = {}
    zmm_schoolbook_blocks(bld, s, blocks.__setitem__, f_in_e=True)
    product = Long(tuple(blocks[q] for q in sorted(blocks)), 2 * field.m - 1)
    folder = Folder(bld)
    r = fold(folder, product, field, first_split)
    for k in range(-(-s // BLOCK)):
        bld.store(folder.block(r, k), BLOCK * k, min(BLOCK, s - BLOCK * k), array="r")
    return bld.finish(fuse=True)


def shuffle_ops(prog: VecProgram) -> int:
    """The ops of prog on the shuffle port of Intel cores (VPCLMULQDQ, VALIGNQ, VPERMT2Q)."""
    counts = prog.counts()
    return counts["clmul"] + counts["align"] + counts["permute"]


@lru_cache(maxsize=32)
def zmm_field_mul_program(field: Field) -> VecProgram:
    """The cheaper (fewer shuffle-port ops, then fewer ops) of field_mul_program with the first fold at m
    and at the word boundary above it (one program per field: callers must not change it)."""
    options = [field_mul_program(field, split) for split in (field.m, 64 * -(-field.m // 64))]
    return min(options, key=lambda p: (shuffle_ops(p), len(p.ops)))


__all__ = ["zmm_field_mul_program", "field_mul_program", "fold", "Folder", "Long"]
