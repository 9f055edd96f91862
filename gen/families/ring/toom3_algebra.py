"""The algorithms behind the glue, checked once symbolically.

Polynomials in formal variables (the parts a0, a1, ... of the operands, or X) with coefficients
in F2[x] (a coefficient is an int, bit k the coefficient of x^k), small and exact:

* Toom-3 (Bodrato's sequence over GF(2)): with a(t) = a0 + a1 t + a2 t^2, b likewise and
  c(t) = a(t) b(t) = c0 + c1 t + ... + c4 t^4, the values c0, c4, c(1), c(x), c(x+1) give back
  c1, c2, c3 by the sequence interp3 runs: U = c(1) + c0 + c4, V = c(x) + c0 + x^4 c4,
  T = c(x+1) + c0 + (1 + x^4) c4, c3 = (T + U + V) / x / (1 + x), Q = U + c3,
  c2 = (V / x + x^2 c3 + Q) / (1 + x), c1 = Q + c2 -- every division exact. And eval3's
  shortcut a(x+1) = a(1) + (a(x) + a0).
* Karatsuba: (a0 + X a1)(b0 + X b1) = P0 + X (M + P0 + P2) + X^2 P2 with P0 = a0 b0,
  P2 = a1 b1, M = (a0 + a1)(b0 + b1).

gen.glue.specs proves the printed code computes these formulas at the plan's sizes.
"""
from __future__ import annotations

from functools import lru_cache

from ...errors import GenError

Monomial = tuple[int, ...]  # exponents of the formal variables


def clmul(a: int, b: int) -> int:
    """Carry-less product in F2[x]."""
    out = 0
    while b:
        if b & 1:
            out ^= a
        a, b = a << 1, b >> 1
    return out


def cldivmod(a: int, b: int) -> tuple[int, int]:
    """Quotient and remainder in F2[x]."""
    q, db = 0, b.bit_length() - 1
    while a and a.bit_length() - 1 >= db:
        shift = a.bit_length() - 1 - db
        q ^= 1 << shift
        a ^= b << shift
    return q, a


class Formal:
    """A polynomial in formal variables with F2[x] coefficients: {monomial: coefficient}."""

    def __init__(self, terms: dict[Monomial, int] | None = None) -> None:
        self.terms = {m: c for m, c in (terms or {}).items() if c}

    @staticmethod
    def var(index: int, count: int) -> Formal:
        return Formal({tuple(int(i == index) for i in range(count)): 1})

    @staticmethod
    def const(c: int, count: int) -> Formal:
        return Formal({(0,) * count: c})

    def __add__(self, other: Formal) -> Formal:
        out = dict(self.terms)
        for m, c in other.terms.items():
            out[m] = out.get(m, 0) ^ c
        return Formal(out)

    def __mul__(self, other: Formal | int) -> Formal:
        if isinstance(other, int):
            return Formal({m: clmul(c, other) for m, c in self.terms.items()})
        out: dict[Monomial, int] = {}
        for m1, c1 in self.terms.items():
            for m2, c2 in other.terms.items():
                m = tuple(a + b for a, b in zip(m1, m2))
                out[m] = out.get(m, 0) ^ clmul(c1, c2)
        return Formal(out)

    __rmul__ = __mul__

    def exact_div(self, d: int, what: str) -> Formal:
        """self / d for d in F2[x]; GenError unless every coefficient is divisible."""
        out = {}
        for m, c in self.terms.items():
            q, r = cldivmod(c, d)
            if r:
                raise GenError(f"{what}: the division by {d:#x} (F2[x]) is not exact")
            out[m] = q
        return Formal(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Formal) and self.terms == other.terms

    def __hash__(self) -> int:
        return hash(frozenset(self.terms.items()))


X, ONE_PLUS_X, ONE_PLUS_X4 = 0b10, 0b11, 0b10001


@lru_cache(maxsize=None)
def check_toom3() -> str:
    """Bodrato's Toom-3 interpolation over GF(2), as interp3 runs it; GenError if it fails."""
    a0, a1, a2, b0, b1, b2 = (Formal.var(i, 6) for i in range(6))

    def at(p0: Formal, p1: Formal, p2: Formal, t: int) -> Formal:
        return p0 + p1 * t + p2 * clmul(t, t)

    c0, c4 = a0 * b0, a2 * b2
    want = {1: a0 * b1 + a1 * b0, 2: a0 * b2 + a1 * b1 + a2 * b0, 3: a1 * b2 + a2 * b1}
    p1, px, px1 = (at(a0, a1, a2, t) * at(b0, b1, b2, t) for t in (1, X, ONE_PLUS_X))
    U = p1 + c0 + c4
    V = px + c0 + c4 * clmul(clmul(X, X), clmul(X, X))
    T = px1 + c0 + c4 * ONE_PLUS_X4
    c3 = (T + U + V).exact_div(X, "Toom-3 (T + U + V) / x").exact_div(ONE_PLUS_X, "Toom-3 c3 = ... / (1 + x)")
    Q = U + c3
    c2 = (V.exact_div(X, "Toom-3 V / x") + c3 * clmul(X, X) + Q).exact_div(ONE_PLUS_X, "Toom-3 c2 = ... / (1 + x)")
    c1 = Q + c2
    for k, got in ((1, c1), (2, c2), (3, c3)):
        if got != want[k]:
            raise GenError(f"Toom-3 interpolation gives a wrong c{k}")
    if at(a0, a1, a2, ONE_PLUS_X) != at(a0, a1, a2, 1) + (at(a0, a1, a2, X) + a0):
        raise GenError("Toom-3 evaluation: a(x+1) != a(1) + (a(x) + a0)")
    return ("Toom-3: Bodrato's interpolation from c0, c4, c(1), c(x), c(x+1) gives c1, c2, c3 with exact "
            "divisions by x and 1 + x; a(x+1) = a(1) + a(x) + a0 (formal parts over F2[x])")


@lru_cache(maxsize=None)
def check_karatsuba() -> str:
    """(a0 + X a1)(b0 + X b1) = P0 + X (M + P0 + P2) + X^2 P2; GenError if not."""
    a0, a1, b0, b1, x_big = (Formal.var(i, 5) for i in range(5))
    p0, p2, m = a0 * b0, a1 * b1, (a0 + a1) * (b0 + b1)
    if (a0 + x_big * a1) * (b0 + x_big * b1) != p0 + x_big * (m + p0 + p2) + x_big * x_big * p2:
        raise GenError("Karatsuba recombination is not the product")
    return "Karatsuba: (a0 + X a1)(b0 + X b1) = P0 + X (M + P0 + P2) + X^2 P2 (formal a0, a1, b0, b1, X)"
