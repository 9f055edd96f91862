"""What every glue routine of a ring kernel must compute, as proof obligations at the plan's sizes,
and the proof of a whole ring's glue (`prove_ring_glue`).

Each specification is the mathematical description of the routine, evaluated on one basis vector
at a time with sparse polynomials (sets of exponents), over a basis of the inputs the routine can
be called with:

    eval3(w, z)     every bit of a:        e1 = a(1), ex = a(x), ex1 = a(x+1), a(t) = a0 + a1 t + a2 t^2
    div1x(len)      p = (1 + x) x^k:       p becomes x^k (the exact quotient)
    interp3(w, z)   c_l = x^k (l = 0..4):  the inputs are c0, c4 and the evaluations c(1), c(x),
                                           c(x+1) of c(t) = sum c_l t^l; r becomes sum c_l X^l
                    every bit of r[2w, 4w): no effect (r is cleared there)
    sums(h, l)      every bit of a, b:     as = a0 + a1, bs = b0 + b1
    glue(h, l)      every bit of r, m:     r = P0 + X (M + P0 + P2) + X^2 P2
    reduce(n, tail) c = x^j, j <= 2n - 2:  r = c mod f (also with r and c one array)

Why that proves the printed code: the run establishes that the routine is GF(2)-linear, so it
equals the (linear) specification on the span of the basis. The other bases are all of the
input bits; those of div1x and interp3 span the inputs these routines are called with: interp3
gets c0 = a0 b0 and c4 = a2 b2 in r (r[2w, 4w) undefined) and c(1), c(x), c(x+1) as products of
the evaluations a(t) b(t) (the step zeroes the top two words of c(1)), i.e. the evaluations of
c(t) = a(t) b(t), whose coefficients have at most the sizes used here; div1x is only called by
interp3 (whose proof runs it), on multiples of 1 + x (gen.glue.algebra checks the divisions are
exact), and is also proved alone on them. On arbitrary inputs
the divisions by 1 + x would make every output bit depend on every input bit; on these bases
every plane of the bit-sliced run stays small.

All but the reductions commute with multiplication by x, so `shifted` evaluates them once per
part (the image of x^k u is x^k times the image of u); the reductions go bit by bit.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from ...errors import GenError
from ...loops.ir import ArrayParam, Function
from ...loops.proof import ArraySpec, GlueProof, Obligation, prove_remembered
from ...loops.sparse import (NIL, X1, Poly, block_function, mono, padd, pmul, powers_mod, ppow, pshift, shifted,
                             split_bits, word_bit)
from .glue import (check_karatsuba_split, check_ring, check_toom3_split, div1x_function, eval3_function,
                   interp3_function, karatsuba_glue, karatsuba_sums, reduce_function)
from .toom3_algebra import check_karatsuba, check_toom3

DEFAULT_PREFIX = "glue_priv_"
X_POWERS = tuple(ppow(mono(1), l) for l in range(5))  # x^l, for the evaluations at x
X1_POWERS = tuple(ppow(X1, l) for l in range(5))  # (1 + x)^l, for the evaluations at x + 1


# -- Toom-3 ----------------------------------------------------------------------------------------------
def eval3_spec(a0: Poly, a1: Poly, a2: Poly) -> dict[str, Poly]:
    """a(t) = a0 + a1 t + a2 t^2 at t = 1, x, x+1."""
    return {"e1": padd(a0, a1, a2), "ex": padd(a0, pmul(X_POWERS[1], a1), pmul(X_POWERS[2], a2)),
            "ex1": padd(a0, pmul(X1_POWERS[1], a1), pmul(X1_POWERS[2], a2))}


def eval3_obligation(w: int, z: int, fn: Function | None = None) -> Obligation:
    check_toom3_split(w, z)
    fn = fn or eval3_function(DEFAULT_PREFIX)
    sizes = (64 * w, 64 * w, 64 * z)

    def vectors() -> Iterator:  # a_part = x^k
        units = [[mono(0) if i == part else NIL for i in range(3)] for part in range(3)]
        return shifted([(sizes[part], {"a": mono(sum(sizes[:part]))}, eval3_spec(*units[part])) for part in range(3)])

    return Obligation(f"eval3(w={w}, z={z})", fn,
                      {"a": ArraySpec(2 * w + z), "e1": ArraySpec(w, defined=False),
                       "ex": ArraySpec(w + 1, defined=False), "ex1": ArraySpec(w + 1, defined=False)},
                      ("e1", "ex", "ex1"), vectors, lambda k: f"a {word_bit(k)}", {"w": w, "z": z},
                      basis="every bit of a")


def div1x_obligation(length: int, fn: Function | None = None) -> Obligation:
    if length < 1:
        raise GenError(f"div1x over {length} words")
    fn = fn or div1x_function(DEFAULT_PREFIX)

    def vectors() -> Iterator:  # p = (1 + x) q for q = x^k: the quotient is x^k
        return shifted([(64 * length - 1, {"p": pmul(X1, mono(0))}, {"p": mono(0)})])

    return Obligation(f"div1x(len={length})", fn, {"p": ArraySpec(length)}, ("p",), vectors,
                      lambda k: f"p = (1 + x) x^{k}", {"len": length}, basis="p = (1 + x) x^k")


def interp3_spec(c: Sequence[Poly], w: int) -> tuple[dict[str, Poly], dict[str, Poly]]:
    """Inputs (c0 and c4 in r, c(1), c(x), c(x+1)) and output r = sum c_l X^l, X = x^(64w)."""
    terms = [(l, cl) for l, cl in enumerate(c) if cl]
    inputs = {"r": padd(c[0], pshift(c[4], 64 * 4 * w)),
              "p1": padd(*c),
              "px": padd(*(pmul(X_POWERS[l], cl) for l, cl in terms)),
              "px1": padd(*(pmul(X1_POWERS[l], cl) for l, cl in terms))}
    return inputs, {"r": padd(*(pshift(cl, 64 * w * l) for l, cl in terms))}


def interp3_obligation(w: int, z: int, fn: Function | None = None) -> Obligation:
    check_toom3_split(w, z)
    fn = fn or interp3_function(DEFAULT_PREFIX)
    sizes = (64 * 2 * w, 64 * 2 * w, 64 * 2 * w, 64 * (w + z), 64 * 2 * z)  # bits of c0..c4
    junk = 64 * 2 * w  # r[2w, 4w) on entry

    def vectors() -> Iterator:  # c_part = x^k, then r[2w, 4w) bit by bit
        parts = [(sizes[part], *interp3_spec([mono(0) if l == part else NIL for l in range(5)], w))
                 for part in range(5)]
        return shifted(parts + [(junk, {"r": mono(64 * 2 * w)}, {})])

    def describe(k: int) -> str:
        if k >= sum(sizes):
            return f"r {word_bit(64 * 2 * w + k - sum(sizes))} on entry (to be cleared)"
        part, e = split_bits(k, sizes)
        return f"c{part} = x^{e}"

    words = 2 * w + 2
    return Obligation(f"interp3(w={w}, z={z})", fn,
                      {"r": ArraySpec(4 * w + 2 * z), "p1": ArraySpec(words), "px": ArraySpec(words),
                       "px1": ArraySpec(words)},
                      ("r",), vectors, describe, {"w": w, "z": z},
                      basis="c_l = x^k, l = 0..4, and every bit of r[2w, 4w)")


# -- Karatsuba -------------------------------------------------------------------------------------------
def sums_obligation(h: int, l: int, names: tuple[str, str, str, str] = ("a", "b", "as", "bs"),
                    body=None) -> Obligation:
    check_karatsuba_split(h, l)
    a, b, a_sum, b_sum = names
    body = body or karatsuba_sums(h, l, *names)
    fn = block_function("sums", [ArrayParam(a, const=True), ArrayParam(b, const=True), ArrayParam(a_sum),
                                 ArrayParam(b_sum)], body)
    sizes = (64 * h, 64 * l)

    def vectors() -> Iterator:  # a0 = x^k, a1 = x^k, b0 = x^k, b1 = x^k: a0 + a1 and b0 + b1
        return shifted([(sizes[part], {src: mono(64 * h * part)}, {dst: padd(*[mono(0) if i == part else NIL
                                                                               for i in range(2)])})
                        for src, dst in ((a, a_sum), (b, b_sum)) for part in range(2)])

    def describe(k: int) -> str:
        return f"{a if k < sum(sizes) else b} {word_bit(k % sum(sizes))}"

    return Obligation(f"karatsuba sums(h={h}, l={l})", fn,
                      {a: ArraySpec(h + l), b: ArraySpec(h + l), a_sum: ArraySpec(h, defined=False),
                       b_sum: ArraySpec(h, defined=False)},
                      (a_sum, b_sum), vectors, describe, basis="every bit of a and b")


def glue_spec(p0: Poly, p2: Poly, m: Poly, h: int) -> Poly:
    """P0 + X (M + P0 + P2) + X^2 P2, X = x^(64h)."""
    return padd(p0, pshift(padd(m, p0, p2), 64 * h), pshift(p2, 128 * h))


def glue_obligation(h: int, l: int, names: tuple[str, str] = ("r", "m"), body=None) -> Obligation:
    check_karatsuba_split(h, l)
    r, m = names
    body = body or karatsuba_glue(h, l, r, m)
    fn = block_function("glue", [ArrayParam(r), ArrayParam(m, const=True)], body)
    r_sizes = (128 * h, 128 * l)  # P0, P2

    def vectors() -> Iterator:  # P0 = x^k, P2 = x^k, M = x^k
        one = mono(0)
        return shifted([(r_sizes[0], {r: one}, {r: glue_spec(one, NIL, NIL, h)}),
                        (r_sizes[1], {r: mono(r_sizes[0])}, {r: glue_spec(NIL, one, NIL, h)}),
                        (128 * h, {m: one}, {r: glue_spec(NIL, NIL, one, h)})])

    def describe(k: int) -> str:
        return f"{r} {word_bit(k)}" if k < sum(r_sizes) else f"{m} {word_bit(k - sum(r_sizes))}"

    return Obligation(f"karatsuba glue(h={h}, l={l})", fn, {r: ArraySpec(2 * h + 2 * l), m: ArraySpec(2 * h)},
                      (r,), vectors, describe, basis="every bit of r and m")


# -- reduction mod f ---------------------------------------------------------------------------------------
def reduce_obligation(n: int, tail: Sequence[int], aliased: bool = False, fn: Function | None = None) -> Obligation:
    tail = check_ring(n, tail)
    fn = fn or reduce_function(n, tail, "glue")
    words = -(-n // 64)

    def vectors() -> Iterator:
        for j, residue in enumerate(powers_mod(n, tail, 2 * n - 1)):
            yield {"c": (j,)}, {"r": tuple(residue)}

    terms = ["1" if k == 0 else "x" if k == 1 else f"x^{k}" for k in tail]
    text = f"x^{n} - 1" if tail == (0,) else " + ".join([f"x^{n}"] + terms)
    return Obligation(f"reduce mod {text}{' (r = c)' if aliased else ''}", fn,
                      {"c": ArraySpec(2 * words), "r": ArraySpec(words, defined=aliased)},
                      ("r",), vectors, lambda k: f"c = x^{k}", aliases={"r": "c"} if aliased else {},
                      basis="c = x^j, j <= 2n - 2")


@dataclass(frozen=True)
class RingGluePlan:
    """f = x^n + sum of x^k over tail ((0,): x^n - 1); the (h, l) of every Karatsuba step and the
    (w, z) of every Toom-3 step."""

    n: int
    tail: tuple[int, ...]
    karatsuba: tuple[tuple[int, int], ...] = ()
    toom3: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "tail", check_ring(self.n, self.tail))
        object.__setattr__(self, "karatsuba", tuple(sorted(set(map(tuple, self.karatsuba)), reverse=True)))
        object.__setattr__(self, "toom3", tuple(sorted(set(map(tuple, self.toom3)), reverse=True)))

    @classmethod
    def from_recursion(cls, n: int, tail: Sequence[int], rec, karatsuba_split: Callable[[int], tuple[int, int]],
                       toom3_split: Callable[[int], tuple[int, int]]) -> RingGluePlan:
        """From a recursion plan (anything with sizes(), dual_sizes(), is_base(s) and kind(s), such as
        gen.dp.karatsuba.RecursionPlan) and the split functions the kernel's steps are printed with."""
        steps = [s for s in (*rec.sizes(), *rec.dual_sizes()) if not rec.is_base(s)]
        return cls(n, tuple(tail), tuple(karatsuba_split(s) for s in steps if rec.kind(s) == "karatsuba"),
                   tuple(toom3_split(s) for s in steps if rec.kind(s) == "toom3"))


def ring_obligations(plan: RingGluePlan, prefix: str = DEFAULT_PREFIX, sym: str = "glue") -> list[Obligation]:
    """Everything to prove for the ring's glue: per Toom-3 (w, z) eval3, interp3 and div1x on its
    2w + 2 words; per Karatsuba (h, l) the sums and the recombination; the reduction (also in place)."""
    out: list[Obligation] = []
    if plan.toom3:
        div1x = div1x_function(prefix)
        eval3, interp3 = eval3_function(prefix), interp3_function(prefix, div1x)
        for w, z in plan.toom3:
            out += [eval3_obligation(w, z, eval3), interp3_obligation(w, z, interp3)]
        for length in sorted({2 * w + 2 for w, _ in plan.toom3}, reverse=True):
            out.append(div1x_obligation(length, div1x))
    for h, l in plan.karatsuba:
        out += [sums_obligation(h, l), glue_obligation(h, l)]
    reduce = reduce_function(plan.n, plan.tail, sym)
    out += [reduce_obligation(plan.n, plan.tail, False, reduce), reduce_obligation(plan.n, plan.tail, True, reduce)]
    return out


def prove_ring_glue(plan: RingGluePlan, vector_words: int, prefix: str = DEFAULT_PREFIX,
                    sym: str = "glue") -> GlueProof:
    """Prove all of a ring's glue for vector loops of `vector_words` words; GenError on the first failure.

    prefix and sym name the functions as the kernel prints them (sym + "_priv_", sym); the proof
    does not depend on names."""
    start = time.perf_counter()
    algebra = [check_karatsuba()] + ([check_toom3()] if plan.toom3 else [])
    reports = [prove_remembered(ob, vector_words) for ob in ring_obligations(plan, prefix, sym)]
    return GlueProof(reports, algebra, time.perf_counter() - start)
