"""Multi-word polynomial helpers that lower to IR through a Builder.

A polynomial is a little-endian list of word values (word i holds coefficients W*i .. W*i+W-1).
Everything here is GF(2)-linear, so the reduction schedules built from it pass the type check.
"""
from __future__ import annotations

from .program import Builder

Poly = list[int]


def words_for(nbits: int, W: int) -> int:
    return max(1, -(-nbits // W))


def trim(b: Builder, p: Poly) -> Poly:
    """Drop known-zero top words (keeps at least one word)."""
    out = list(p)
    while len(out) > 1 and b.is_zero(out[-1]):
        out.pop()
    return out


def xor_polys(b: Builder, *polys: Poly) -> Poly:
    n = max(len(p) for p in polys)
    return [b.xor(*(p[i] for p in polys if i < len(p))) for i in range(n)]


def shr_bits(b: Builder, p: Poly, s: int) -> Poly:
    """p >> s (floor division by x^s)."""
    W = b.W
    q, r = divmod(s, W)
    if q >= len(p):
        return [b.ZERO]
    src = p[q:] + [b.ZERO]
    out = [b.fshr(src[j], src[j + 1], r) for j in range(len(p) - q)]
    return trim(b, out)


def shl_bits(b: Builder, p: Poly, s: int) -> Poly:
    """p << s (multiplication by x^s), growing as needed."""
    W = b.W
    q, r = divmod(s, W)
    src = [b.ZERO] * q + list(p)
    if r == 0:
        return trim(b, src)
    src = [b.ZERO] + src + [b.ZERO]
    out = [b.fshr(src[j], src[j + 1], W - r) for j in range(len(src) - 1)]
    return trim(b, out)


def low_bits(b: Builder, p: Poly, nbits: int) -> Poly:
    """p mod x^nbits."""
    W = b.W
    n = words_for(nbits, W)
    out = list(p[:n]) + [b.ZERO] * max(0, n - len(p))
    rem = nbits - W * (n - 1)
    if rem < W:
        out[n - 1] = b.and_(out[n - 1], (1 << rem) - 1)
    return out


def mul_const_shift(b: Builder, p: Poly, exps: list[int]) -> Poly:
    """p * sum(x^k for k in exps) as shifts and XORs."""
    return trim(b, xor_polys(b, *(shl_bits(b, p, k) for k in exps)))


def mul_const_clmul(b: Builder, p: Poly, const: int) -> Poly:
    """p * const by one carryless multiply per word (const < 2^W)."""
    diags = [b.clmulk(w, const) for w in p]
    return trim(b, diagonals_to_words(b, diags))


def diagonals_to_words(b: Builder, diags: list[int]) -> Poly:
    """Sum of D_k * x^(W k) for double words D_k, as words: r_k = lo(D_k) ^ hi(D_{k-1})."""
    n = len(diags)
    out = []
    for k in range(n + 1):
        lo = b.lo(diags[k]) if k < n else b.ZERO
        hi = b.hi(diags[k - 1]) if k > 0 else b.ZERO
        out.append(b.xor(lo, hi))
    return out
