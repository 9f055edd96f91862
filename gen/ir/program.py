"""The IR: a small SSA of word operations shared by every plan (FFTW-codelet style).

Values are either *words* (W bits, W = 32 or 64) or *double words* (the 2W-bit result of a
carryless product, read back with `lo`/`hi`). Planners build programs through `Builder`, which
simplifies as it goes: hash-consing (common subexpressions), folding of values known to be zero,
and a per-value *support* mask (bits that may be non-zero) so that products that fit in one word,
masks that change nothing and shifts of empty bits disappear. Templates only print programs.

Ops (name: operands; immediates):
  load   : ; (src, index)       word `index` of input `src` in {"a", "b", "c"}
  zero   : ;                    the constant 0 (the only constant value: kernels are linear)
  xor    : x, y                 xor3 : x, y, z (made by `fuse_xor3` for ISAs with ternary logic)
  shl    : x; (s,)              shr  : x; (s,)          0 < s < W, bits leaving the word are lost
  fshr   : lo, hi; (s,)         low word of (hi:lo) >> s, 0 < s < W (a funnel shift)
  and    : x; (mask,)           x & mask
  clmul  : x, y                 double word x*y (carryless)
  clmulk : x; (k,)              double word x*k for a constant k < 2^W
  spread : x                    double word x*x (bit i -> bit 2i), the linear squaring map
  dxor   : p, q                 double-word xor; dxor3: p, q, r (made by `fuse_xor3`)
  lo, hi : p                    halves of a double word
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

WORD_KINDS = {"load", "zero", "xor", "xor3", "shl", "shr", "fshr", "and", "lo", "hi"}
DWORD_KINDS = {"clmul", "clmulk", "spread", "dxor", "dxor3"}


@dataclass(frozen=True)
class Op:
    kind: str
    args: tuple[int, ...] = ()
    imm: tuple = ()

    @property
    def is_dword(self) -> bool:
        return self.kind in DWORD_KINDS


@dataclass
class Program:
    """A straight-line program: ops in SSA order (value id = index) and the stored outputs."""

    word_bits: int
    ops: list[Op] = field(default_factory=list)
    outputs: list[tuple[str, int, int]] = field(default_factory=list)  # (dst, word index, value)
    support: list[int] = field(default_factory=list)  # bits that may be non-zero, per value

    def op_counts(self) -> Counter:
        """How many ops of each kind (loads, zeros and free aliases excluded)."""
        return Counter(op.kind for op in self.ops if op.kind not in ("zero",))

    def uses(self) -> list[int]:
        counts = [0] * len(self.ops)
        for op in self.ops:
            for a in op.args:
                counts[a] += 1
        for _, _, v in self.outputs:
            counts[v] += 1
        return counts

    def dump(self) -> str:
        """A readable listing, one op per line (for debugging and `gen explain --ir`)."""
        lines = []
        for i, op in enumerate(self.ops):
            args = ", ".join(f"v{a}" for a in op.args)
            imm = ", ".join(hex(x) if isinstance(x, int) and x > 9 else str(x) for x in op.imm)
            lines.append(f"v{i} = {op.kind}({', '.join(s for s in (args, imm) if s)})")
        for dst, idx, v in self.outputs:
            lines.append(f"{dst}[{idx}] = v{v}")
        return "\n".join(lines)


class Builder:
    """Builds a simplified Program. Every method returns a value id."""

    def __init__(self, word_bits: int) -> None:
        if word_bits not in (32, 64):
            raise ValueError("word_bits must be 32 or 64")
        self.prog = Program(word_bits)
        self.W = word_bits
        self.mask = (1 << word_bits) - 1
        self._memo: dict[Op, int] = {}
        self.ZERO = self._add(Op("zero"), 0)

    # -- core -------------------------------------------------------------------------------
    def _add(self, op: Op, support: int) -> int:
        if op in self._memo:
            return self._memo[op]
        self.prog.ops.append(op)
        self.prog.support.append(support)
        vid = len(self.prog.ops) - 1
        self._memo[op] = vid
        return vid

    def sup(self, v: int) -> int:
        return self.prog.support[v]

    def is_zero(self, v: int) -> bool:
        return self.prog.support[v] == 0

    # -- words ------------------------------------------------------------------------------
    def load(self, src: str, index: int, support: int | None = None) -> int:
        """Word `index` of input `src`; `support` says which bits may be set (default all)."""
        s = self.mask if support is None else support & self.mask
        if s == 0:
            return self.ZERO
        return self._add(Op("load", (), (src, index)), s)

    def xor(self, *vals: int) -> int:
        """xor of any number of words (zero-folded, operands sorted for hash-consing)."""
        return self._xor_chain("xor", vals)

    def _xor_chain(self, kind: str, vals: tuple[int, ...]) -> int:
        live = [v for v in vals if not self.is_zero(v)]
        counts = Counter(live)  # x ^ x = 0: cancel pairs
        live = sorted(v for v, c in counts.items() if c % 2)
        if not live:
            return self.ZERO
        acc = live[0]
        for v in live[1:]:
            a, b = sorted((acc, v))
            acc = self._add(Op(kind, (a, b)), self.sup(a) | self.sup(b))
        return acc

    def shl(self, x: int, s: int) -> int:
        if s == 0:
            return x
        if s >= self.W or (self.sup(x) << s) & self.mask == 0:
            return self.ZERO
        return self._add(Op("shl", (x,), (s,)), (self.sup(x) << s) & self.mask)

    def shr(self, x: int, s: int) -> int:
        if s == 0:
            return x
        if s >= self.W or self.sup(x) >> s == 0:
            return self.ZERO
        return self._add(Op("shr", (x,), (s,)), self.sup(x) >> s)

    def fshr(self, lo: int, hi: int, s: int) -> int:
        """Low word of (hi:lo) >> s."""
        if s == 0:
            return lo
        if s >= self.W:
            raise ValueError("funnel shift amount out of range")
        if self.is_zero(hi):
            return self.shr(lo, s)
        hi_part = (self.sup(hi) << (self.W - s)) & self.mask
        if hi_part == 0:
            return self.shr(lo, s)
        if self.sup(lo) >> s == 0:
            return self.shl(hi, self.W - s)
        return self._add(Op("fshr", (lo, hi), (s,)), (self.sup(lo) >> s) | hi_part)

    def and_(self, x: int, mask: int) -> int:
        mask &= self.mask
        if self.sup(x) & mask == 0:
            return self.ZERO
        if self.sup(x) & ~mask == 0:
            return x
        return self._add(Op("and", (x,), (mask,)), self.sup(x) & mask)

    # -- double words ---------------------------------------------------------------------------
    def clmul(self, x: int, y: int) -> int:
        if self.is_zero(x) or self.is_zero(y):
            return self.ZERO
        a, b = sorted((x, y))
        return self._add(Op("clmul", (a, b)), _product_support(self.sup(a), self.sup(b)))

    def clmulk(self, x: int, k: int) -> int:
        if k >> self.W:
            raise ValueError("clmulk constant wider than a word")
        if self.is_zero(x) or k == 0:
            return self.ZERO
        return self._add(Op("clmulk", (x,), (k,)), _product_support(self.sup(x), k))

    def spread(self, x: int) -> int:
        if self.is_zero(x):
            return self.ZERO
        return self._add(Op("spread", (x,)), _spread_bits(self.sup(x)))

    def dxor(self, *vals: int) -> int:
        """xor of any number of double words."""
        return self._xor_chain("dxor", vals)

    def lo(self, p: int) -> int:
        if self.sup(p) & self.mask == 0:
            return self.ZERO
        return self._add(Op("lo", (p,)), self.sup(p) & self.mask)

    def hi(self, p: int) -> int:
        if self.sup(p) >> self.W == 0:
            return self.ZERO
        return self._add(Op("hi", (p,)), self.sup(p) >> self.W)

    # -- outputs ----------------------------------------------------------------------------
    def store(self, dst: str, index: int, v: int) -> None:
        self.prog.outputs.append((dst, index, v))

    def finish(self) -> Program:
        """Dead-code elimination; returns a Program whose ops are all reachable from outputs."""
        return prune(self.prog)


def _product_support(sa: int, sb: int) -> int:
    """Bits that may be set in a carryless product of values with supports sa, sb."""
    if sa == 0 or sb == 0:
        return 0
    out = 0
    s = sb
    while s:
        low = s & -s
        out |= sa * low
        s ^= low
    # a carry-free product can set any bit between the extreme ones; close the gaps
    top = out.bit_length()
    bottom = (out & -out).bit_length() - 1
    return ((1 << top) - 1) ^ ((1 << bottom) - 1)


def _spread_bits(s: int) -> int:
    out = 0
    i = 0
    while s:
        if s & 1:
            out |= 1 << (2 * i)
        s >>= 1
        i += 1
    return out


def prune(prog: Program) -> Program:
    """Remove ops not reachable from the outputs and renumber values (zero stays value 0)."""
    live = [False] * len(prog.ops)
    live[0] = True
    for _, _, v in prog.outputs:
        live[v] = True
    for i in range(len(prog.ops) - 1, -1, -1):
        if live[i]:
            for a in prog.ops[i].args:
                live[a] = True
    remap: dict[int, int] = {}
    out = Program(prog.word_bits)
    for i, op in enumerate(prog.ops):
        if live[i]:
            remap[i] = len(out.ops)
            out.ops.append(Op(op.kind, tuple(remap[a] for a in op.args), op.imm))
            out.support.append(prog.support[i])
    out.outputs = [(d, idx, remap[v]) for d, idx, v in prog.outputs]
    return out


def fuse_xor3(prog: Program, kinds: tuple[str, ...] = ("xor", "dxor")) -> Program:
    """Turn xor(xor(a, b), c) into xor3(a, b, c) where the inner xor has no other use (and the
    same for double words: dxor3). `kinds`: which of the two to fuse (AArch64's EOR3 exists for
    vector registers only, so neon-sha3 fuses double words alone)."""
    uses = prog.uses()
    ops = list(prog.ops)
    for i, op in enumerate(ops):
        if op.kind not in kinds:
            continue
        for pos, a in enumerate(op.args):
            inner = ops[a]
            if inner.kind == op.kind and uses[a] == 1:
                other = op.args[1 - pos]
                ops[i] = Op(op.kind + "3", inner.args + (other,))
                uses[a] = 0
                break
    fused = Program(prog.word_bits, ops, list(prog.outputs), list(prog.support))
    return prune(fused)
