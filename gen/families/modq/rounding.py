"""ML-DSA's rounding functions as lane programs (gen.ir.lanes): FIPS 204's Power2Round, Decompose,
MakeHint and UseHint in PQClean's representatives, and the infinity-norm check, on whole polynomials.

PQClean clean calls a function in another translation unit per coefficient for each of these; here each is
a pointwise lane program of adds, subtractions, arithmetic shifts, masks with constants and low products by
constants, with no branch and no table: the conditions (a0 > gamma2, a1 = (q - 1)/alpha, a hint bit) are
sign masks. The planner chooses Decompose's quotient constants: a1 = ((a + 2^p - 1) >> p) * m + 2^(s-1)
>> s for the smallest shift s whose m = round(2^(s+p) / alpha) gives FIPS 204's r1 on every a in [0, q)
(for q = 8380417 that is PQClean's 1025 >> 22 and 11275 >> 24); gen.families.modq.prove runs every
function on its whole input range (or the breakpoints' neighbourhoods and the domain's ends) against the
definitions in gen.families.modq.reference.

The norm check takes the bound as an array of one vector (the scheme's bound is a run-time value) and
writes, per lane and block of vectors, minus the number of coefficients with |a_i| >= B: zero everywhere
exactly when the norm is below B. It reads every coefficient whatever their values (PQClean's returns at
the first coefficient over the bound).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ...errors import GenError
from ...ir.lanes import Affine, Imm, Interval, LaneBuilder, LaneFunction
from .reference import decompose_high

HINT_DOMAIN = 1 << 30  # make_hint: |a0| <= 2^30, 0 <= a1 <= 2^30; chknorm: |a_i| <= 2^30
CHKNORM_BLOCK = 32  # vectors summed per stored block of the norm check
DECOMPOSE_PRE = 7  # a >> 7 before the multiply, as PQClean's (a1 < 2^16 keeps the product in 32 bits)


@dataclass(frozen=True)
class RoundingSpec:
    """What to emit: power2round with d dropped bits, and decompose/make_hint/use_hint for each divisor g
    (GAMMA2 = (q - 1) / g; ML-DSA-44 has g = 88, ML-DSA-65/87 g = 32)."""

    d: int
    divisors: tuple[int, ...]


@dataclass(frozen=True)
class DecomposeConstants:
    g: int
    gamma2: int
    alpha: int  # 2 * gamma2
    m1: int  # (q - 1) / alpha: the quotient FIPS 204 maps to 0
    pre: int
    mult: int
    shift: int


def parse_rounding(value, q: int) -> RoundingSpec | None:
    """The config's `rounding = {d = 13, gamma2 = [88, 32]}` (gamma2 as divisors of q - 1), or None."""
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) - {"d", "gamma2"}:
        raise GenError("rounding must be a table {d = D, gamma2 = [G, ...]} (GAMMA2 = (q - 1) / G), e.g. "
                       "{d = 13, gamma2 = [88, 32]}")
    d, gs = value.get("d", 13), tuple(value.get("gamma2", ()))
    if not isinstance(d, int) or not 1 <= d <= 20:
        raise GenError(f"rounding.d must be an integer in [1, 20], not {d!r}")
    for g in gs:
        if not isinstance(g, int) or g < 2 or (q - 1) % (2 * g):
            raise GenError(f"rounding.gamma2: {g!r} does not give an even divisor 2*GAMMA2 of q - 1 = {q - 1}")
    return RoundingSpec(d, tuple(dict.fromkeys(gs)))


@lru_cache(maxsize=None)
def decompose_constants(q: int, g: int) -> DecomposeConstants:
    """The smallest shift s (and m = round(2^(s+p) / alpha)) for which the lane formula's quotient equals
    FIPS 204's r1 (before the wrap of (q - 1)/alpha to 0) on every a in [0, q), checked here on all of them;
    GenError if none in [8, 30] does."""
    gamma2 = (q - 1) // g
    alpha, p = 2 * gamma2, DECOMPOSE_PRE
    a = np.arange(q, dtype=np.int64)
    want = decompose_high(a, q, alpha)
    t = (a + (1 << p) - 1) >> p
    for s in range(8, 31):
        m = round((1 << (s + p)) / alpha)
        if int(t[-1]) * m + (1 << (s - 1)) >= 1 << 31:
            break
        if np.array_equal((t * m + (1 << (s - 1))) >> s, want):
            return DecomposeConstants(g, gamma2, alpha, (q - 1) // alpha, p, m, s)
    raise GenError(f"decompose for GAMMA2 = (q - 1)/{g}: no multiply-and-shift quotient fits 32-bit lanes")


def rounding_names(r: RoundingSpec) -> list[str]:
    names = ["power2round"]
    for g in r.divisors:
        names += [f"decompose_g{g}", f"make_hint_g{g}", f"use_hint_g{g}"]
    return names + ["chknorm"]


def chknorm_words(n: int, lanes: int) -> int:
    """Coefficients the norm check writes: one vector per block of CHKNORM_BLOCK vectors."""
    vectors = n // lanes
    return lanes * (vectors // min(vectors, CHKNORM_BLOCK))


class _Pointwise:
    """A lane function over whole polynomials: one vector of each array per loop iteration."""

    def __init__(self, name: str, n: int, bits: int, lanes: int, inputs: dict[str, Interval], outputs: tuple[str, ...],
                 macro_interval):
        arrays = {a: n for a in (*outputs, *inputs)}
        self.fn = LaneFunction(name, bits, lanes, arrays, dict(inputs), outputs)
        self.b = LaneBuilder(self.fn, macro_interval)
        self.n, self.lanes = n, lanes

    def run(self, body) -> LaneFunction:
        with self.b.loop("g0", self.n // self.lanes):
            body(Affine(0, (("g0", 1),)))
        return self.fn


def _wrap_mod(b: LaneBuilder, x: int, m: int, below: bool, above: bool) -> int:
    """x mod m for x in [-1, m] (below: -1 possible; above: m possible): a mask where m is a power of two,
    else m added or subtracted under a sign mask."""
    if m & (m - 1) == 0:
        return b.op("and", x, Imm(m - 1))
    if below:
        x = b.op("add", x, b.op("and", b.op("srai", x, imm=31), Imm(m)))
    if above:
        x = b.op("sub", x, b.op("and", b.op("srai", b.op("sub", Imm(m - 1), x), imm=31), Imm(m)))
    return x


def _decompose(b: LaneBuilder, a: int, c: DecomposeConstants, q: int) -> tuple[int, int]:
    """(a1, a0) of PQClean's decompose for a in [0, q)."""
    t = b.op("srai", b.op("add", a, Imm((1 << c.pre) - 1)), imm=c.pre)
    t = b.op("srai", b.op("add", b.op("mullo", t, Imm(c.mult)), Imm(1 << (c.shift - 1))), imm=c.shift)
    a1 = _wrap_mod(b, t, c.m1, below=False, above=True)
    a0 = b.op("sub", a, b.op("mullo", a1, Imm(c.alpha)))
    a0 = b.op("sub", a0, b.op("and", b.op("srai", b.op("sub", Imm((q - 1) // 2), a0), imm=31), Imm(q)))
    return a1, a0


def lower_rounding(name: str, q: int, n: int, bits: int, lanes: int, r: RoundingSpec, macro_interval) -> LaneFunction:
    """The lane program of one of rounding_names(r)."""
    if bits != 32:
        raise GenError("ML-DSA's rounding functions need 32-bit coefficients")
    std = Interval(0, q - 1)
    if name == "power2round":
        p = _Pointwise(name, n, bits, lanes, {"a": std}, ("r", "r0"), macro_interval)
        b = p.b

        def body(at: Affine) -> None:
            a = b.load("a", at)
            a1 = b.op("srai", b.op("add", a, Imm((1 << (r.d - 1)) - 1)), imm=r.d)
            b.store("r", at, a1)
            b.store("r0", at, b.op("sub", a, b.op("mullo", a1, Imm(1 << r.d))))
        return p.run(body)
    if name == "chknorm":
        return _chknorm(n, bits, lanes, q, macro_interval)
    kind, _, g = name.rpartition("_g")
    c = decompose_constants(q, int(g))
    if kind == "decompose":
        p = _Pointwise(name, n, bits, lanes, {"a": std}, ("r", "r0"), macro_interval)
        b = p.b

        def body(at: Affine) -> None:
            a1, a0 = _decompose(b, b.load("a", at), c, q)
            b.store("r", at, a1)
            b.store("r0", at, a0)
        return p.run(body)
    if kind == "make_hint":
        p = _Pointwise(name, n, bits, lanes, {"a0": Interval.symmetric(HINT_DOMAIN), "a1": Interval(0, HINT_DOMAIN)},
                       ("r",), macro_interval)
        b = p.b

        def body(at: Affine) -> None:
            a0, a1 = b.load("a0", at), b.load("a1", at)
            nonzero = b.op("srai", b.op("sub", Imm(0), a1), imm=31)  # -1 where a1 != 0
            low = b.op("srai", b.op("add", b.op("add", a0, Imm(c.gamma2)), nonzero), imm=31)  # a0 < -g2, or = with a1 != 0
            high = b.op("srai", b.op("sub", Imm(c.gamma2), a0), imm=31)  # a0 > g2
            b.store("r", at, b.op("sub", Imm(0), b.op("add", low, high)))
        return p.run(body)
    if kind == "use_hint":
        p = _Pointwise(name, n, bits, lanes, {"a": std, "h": Interval(0, 1)}, ("r",), macro_interval)
        b = p.b

        def body(at: Affine) -> None:
            a, h = b.load("a", at), b.load("h", at)
            a1, a0 = _decompose(b, a, c, q)
            up = b.op("sub", Imm(0), b.op("srai", b.op("sub", Imm(0), a0), imm=31))  # 1 where a0 > 0
            both = b.op("srai", b.op("add", h, up), imm=1)  # h and up
            delta = b.op("sub", b.op("add", both, both), h)  # 0 without a hint, else +1 or -1
            b.store("r", at, _wrap_mod(b, b.op("add", a1, delta), c.m1, below=True, above=True))
        return p.run(body)
    raise GenError(f"internal: no rounding function {name!r}")


def _chknorm(n: int, bits: int, lanes: int, q: int, macro_interval) -> LaneFunction:
    """r (one vector per block of vectors) = minus the count of |a_i| >= B, B the lanes of b[0..lanes)."""
    vectors = n // lanes
    block = min(vectors, CHKNORM_BLOCK)
    fn = LaneFunction("chknorm", bits, lanes, {"r": chknorm_words(n, lanes), "a": n, "b": lanes},
                      {"a": Interval.symmetric(HINT_DOMAIN), "b": Interval(1, (q - 1) // 8)}, ("r",))
    b = LaneBuilder(fn, macro_interval)

    def body(at: Affine, out: Affine) -> None:
        bm1 = b.op("sub", b.load("b", Affine(0)), Imm(1))
        flags = []
        for j in range(block):
            a = b.load("a", at.shifted(j))
            over = b.op("srai", b.op("sub", bm1, a), imm=31)  # a >= B
            under = b.op("srai", b.op("add", a, bm1), imm=31)  # a <= -B
            flags.append(b.op("add", over, under))
        while len(flags) > 1:  # a balanced sum: short dependency chains
            flags = [b.op("add", flags[i], flags[i + 1]) if i + 1 < len(flags) else flags[i]
                     for i in range(0, len(flags), 2)]
        b.store("r", out, flags[0])

    if vectors == block:
        body(Affine(0), Affine(0))
    else:
        with b.loop("g0", vectors // block):
            body(Affine(0, (("g0", block),)), Affine(0, (("g0", 1),)))
    return fn


__all__ = ["RoundingSpec", "DecomposeConstants", "parse_rounding", "decompose_constants", "rounding_names",
           "chknorm_words", "lower_rounding", "HINT_DOMAIN"]
