"""Sparse polynomials over GF(2) (sets of exponents) and the basis helpers proof obligations are built
from (gen.loops.proof.Obligation): monomials, sums, shifts, products, powers mod f, bit positions."""
from __future__ import annotations

from typing import Iterator, Sequence

from ..errors import GenError
from .ir import ArrayParam, Function

Poly = frozenset  # a sparse polynomial over GF(2): the set of its exponents
NIL: Poly = frozenset()
X1: Poly = frozenset({0, 1})  # 1 + x


def mono(k: int) -> Poly:
    return frozenset({k})


def padd(*ps: Poly) -> Poly:
    if len(ps) == 1:
        return ps[0]
    out: set = set()
    for p in ps:
        out ^= p
    return frozenset(out)


def pshift(p: Poly, k: int) -> Poly:
    return frozenset(e + k for e in p) if p else NIL


def pmul(p: Poly, q: Poly) -> Poly:
    if not p or not q:
        return NIL
    if len(p) == 1 and len(q) == 1:
        return frozenset({next(iter(p)) + next(iter(q))})
    out: set = set()
    for a in p:
        for b in q:
            out ^= {a + b}
    return frozenset(out)


def ppow(p: Poly, e: int) -> Poly:
    out = mono(0)
    for _ in range(e):
        out = pmul(out, p)
    return out


X_POWERS = tuple(ppow(mono(1), l) for l in range(5))  # x^l, for the evaluations at x
X1_POWERS = tuple(ppow(X1, l) for l in range(5))  # (1 + x)^l, for the evaluations at x + 1


def split_bits(j: int, sizes: Sequence[int]) -> tuple[int, int]:
    """(part, offset) of bit j in consecutive parts of sizes[0], sizes[1], ... bits."""
    for part, size in enumerate(sizes):
        if j < size:
            return part, j
        j -= size
    raise GenError(f"bit {j} beyond the parts {sizes}")


def shifted(parts: Sequence[tuple[int, dict[str, Poly], dict[str, Poly]]]) -> Iterator:
    """Basis vectors x^k u (k < count) for each part (count, inputs of u, spec of u).

    For a specification that commutes with multiplication by x (all but the reductions mod f),
    the image of x^k u is x^k times the image of u: evaluated once per part, then shifted."""
    for count, inputs, outputs in parts:
        ins = [(name, sorted(p)) for name, p in inputs.items() if p]
        outs = [(name, sorted(p)) for name, p in outputs.items() if p]
        for k in range(count):
            yield ({name: [e + k for e in ps] for name, ps in ins},
                   {name: [e + k for e in ps] for name, ps in outs})


def word_bit(j: int) -> str:
    return f"word {j // 64} bit {j % 64}"


def block_function(name: str, arrays: Sequence[ArrayParam], body) -> Function:
    """A fragment (e.g. the Karatsuba sums) as a function of its arrays, to run it."""
    return Function(name, tuple(arrays), tuple(body))


def powers_mod(n: int, tail: Sequence[int], count: int) -> Iterator[Poly]:
    """x^j mod f for j = 0, 1, ..., count - 1, f = x^n + sum of x^k over tail."""
    cur: set = set()
    for j in range(count):
        if j < n:
            cur = {j}
        else:
            cur = {e + 1 for e in cur}
            if n in cur:
                cur.discard(n)
                cur ^= set(tail)
        yield frozenset(cur)
