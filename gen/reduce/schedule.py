"""Reduction strategies for f = x^m + g, g = sum x^k_i, at the word level of the target.

Input: c of degree <= 2m-2 in 2n words (the unreduced product). Output: c mod f in n words.

* quotient-first: H = c >> m, Q = H + sum_{k_i>0} (H >> (m-k_i)) (= c div f exactly while
  2*k_1 < m+2), r = (c + Q*g) mod x^m. 2(w-2)+1 XORs for a w-term modulus in one word.
* fold: the classic round-by-round fold c <- (c mod x^m) + (c >> m)*g until deg c < m.
* word-fold: fold whole high words from the top (plain shifts, no funnel shifts), then one small
  bit-level fold of the top partial word; valid while m >= W + k_1.
Each product by g is done with shifts/XORs or, when g fits a word and the ISA has carryless
multiplication, with one clmul per word ("clmul"). Which strategy wins is decided by cost.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import Builder
from ..ir.wordops import (Poly, low_bits, mul_const_clmul, mul_const_shift, shl_bits, shr_bits, trim, words_for,
                          xor_polys)
from ..spec import Field


@dataclass(frozen=True)
class ReductionStrategy:
    """A reduction schedule: family plus the method of each product by g ("shift" or "clmul")."""

    family: str  # "quotient-first" | "fold" | "word-fold"
    methods: tuple[str, ...]

    @property
    def label(self) -> str:
        if all(m == "shift" for m in self.methods):
            return f"{self.family} (shift/XOR)"
        return f"{self.family} ({', '.join(self.methods)})"


def quotient_first_valid(field: Field) -> bool:
    k1 = field.tail_exponents[0]
    return 2 * k1 < field.m + 2


def fold_rounds(field: Field) -> int:
    """Rounds of the classic fold needed for an input of degree 2m-2."""
    m, k1 = field.m, field.tail_exponents[0]
    deg, rounds = 2 * m - 2, 0
    while deg >= m:
        deg = max(m - 1, deg - m + k1)
        rounds += 1
    return rounds


def word_fold_valid(field: Field, W: int) -> bool:
    return field.m >= W + field.tail_exponents[0]


def classic_strategy(field: Field) -> ReductionStrategy:
    """The textbook baseline: round-by-round fold with shifts and XORs."""
    return ReductionStrategy("fold", ("shift",) * fold_rounds(field))


def candidate_strategies(field: Field, W: int, has_clmul: bool) -> list[ReductionStrategy]:
    """Every strategy that is valid for this field and word size."""
    g_fits = field.tail < (1 << W)
    methods = ("shift", "clmul") if (has_clmul and g_fits) else ("shift",)
    out: list[ReductionStrategy] = []
    if quotient_first_valid(field):
        out += [ReductionStrategy("quotient-first", (mq, mr)) for mq in methods for mr in methods]
    rounds = fold_rounds(field)
    # rounds shrink as they go, so the useful mixes are "clmul for the first t rounds, then shifts"
    prefixes = range(rounds + 1) if "clmul" in methods else [0]
    out += [ReductionStrategy("fold", ("clmul",) * t + ("shift",) * (rounds - t)) for t in prefixes]
    if word_fold_valid(field, W):
        out += [ReductionStrategy("word-fold", (m,)) for m in methods]
    return out


def build_reduction(b: Builder, c: Poly, field: Field, strategy: ReductionStrategy) -> Poly:
    """Lower `strategy` for input words `c` (degree <= 2m-2); returns n words."""
    builders = {"quotient-first": _quotient_first, "fold": _fold, "word-fold": _word_fold}
    r = builders[strategy.family](b, list(c), field, strategy.methods)
    n = words_for(field.m, b.W)
    return (r + [b.ZERO] * n)[:n]


def _times_g(b: Builder, p: Poly, field: Field, method: str) -> Poly:
    if method == "clmul":
        return mul_const_clmul(b, p, field.tail)
    return mul_const_shift(b, p, field.tail_exponents)


def _quotient_first(b: Builder, c: Poly, field: Field, methods: tuple[str, ...]) -> Poly:
    m = field.m
    method_q, method_r = methods
    h = shr_bits(b, c, m)
    if method_q == "clmul":
        q = xor_polys(b, h, shr_bits(b, mul_const_clmul(b, h, field.tail), m))
    else:  # H >> (m - k) = c >> (2m - k)
        q = xor_polys(b, h, *(shr_bits(b, c, 2 * m - k) for k in field.tail_exponents if k > 0))
    q = trim(b, q)
    return low_bits(b, xor_polys(b, c, _times_g(b, q, field, method_r)), m)


def _fold(b: Builder, c: Poly, field: Field, methods: tuple[str, ...]) -> Poly:
    m = field.m
    cur = trim(b, c)
    for method in methods:
        h = shr_bits(b, cur, m)
        cur = trim(b, xor_polys(b, low_bits(b, cur, m), _times_g(b, h, field, method)))
    return cur


def _word_fold(b: Builder, c: Poly, field: Field, methods: tuple[str, ...]) -> Poly:
    m, W = field.m, b.W
    n = words_for(m, W)
    cur = list(c) + [b.ZERO] * max(0, 2 * n - len(c))
    for j in range(len(cur) - 1, n - 1, -1):
        top = cur[j]
        cur[j] = b.ZERO
        if b.is_zero(top):
            continue
        # x^(W j) = x^(W j - m) * x^m == x^(W j - m) * g
        folded = shl_bits(b, _times_g(b, [top], field, methods[0]), W * j - m)
        cur = xor_polys(b, cur, folded)
    cur = trim(b, cur[:n])
    h = shr_bits(b, cur, m)
    return xor_polys(b, low_bits(b, cur, m), _times_g(b, h, field, methods[0]))
