"""What every glue routine must compute, as proof obligations at given sizes.

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
    tower pack      every coefficient bit: pa = sum a_i X^(32 i)
    tower fold      slot s = x^d, d <= the slot degree: r[s] = x^d mod f

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

from typing import Iterator, Sequence

from ..errors import GenError
from .build import (check_karatsuba_split, check_ring, check_toom3_split, check_tower, div1x_function,
                    element_bits, eval3_function, interp3_function, karatsuba_glue, karatsuba_sums, reduce_function,
                    tower_fold_unpack, tower_pack, tower_words)
from .ir import ArrayParam, Function
from .proof import ArraySpec, Obligation

Poly = frozenset  # a sparse polynomial over GF(2): the set of its exponents
NIL: Poly = frozenset()
X1: Poly = frozenset({0, 1})  # 1 + x

DEFAULT_PREFIX = "glue_priv_"


# -- sparse polynomials --------------------------------------------------------------------------------
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


def _bits(p: Poly) -> tuple[int, ...]:
    return tuple(p)


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


def _word_bit(j: int) -> str:
    return f"word {j // 64} bit {j % 64}"


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
                      ("e1", "ex", "ex1"), vectors, lambda k: f"a {_word_bit(k)}", {"w": w, "z": z},
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
            return f"r {_word_bit(64 * 2 * w + k - sum(sizes))} on entry (to be cleared)"
        part, e = split_bits(k, sizes)
        return f"c{part} = x^{e}"

    words = 2 * w + 2
    return Obligation(f"interp3(w={w}, z={z})", fn,
                      {"r": ArraySpec(4 * w + 2 * z), "p1": ArraySpec(words), "px": ArraySpec(words),
                       "px1": ArraySpec(words)},
                      ("r",), vectors, describe, {"w": w, "z": z},
                      basis="c_l = x^k, l = 0..4, and every bit of r[2w, 4w)")


# -- Karatsuba -------------------------------------------------------------------------------------------
def block_function(name: str, arrays: Sequence[ArrayParam], body) -> Function:
    """A fragment (e.g. the Karatsuba sums) as a function of its arrays, to run it."""
    return Function(name, tuple(arrays), tuple(body))


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
        return f"{a if k < sum(sizes) else b} {_word_bit(k % sum(sizes))}"

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
        return f"{r} {_word_bit(k)}" if k < sum(r_sizes) else f"{m} {_word_bit(k - sum(r_sizes))}"

    return Obligation(f"karatsuba glue(h={h}, l={l})", fn, {r: ArraySpec(2 * h + 2 * l), m: ArraySpec(2 * h)},
                      (r,), vectors, describe, basis="every bit of r and m")


# -- reduction mod f ---------------------------------------------------------------------------------------
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


def reduce_obligation(n: int, tail: Sequence[int], aliased: bool = False, fn: Function | None = None) -> Obligation:
    tail = check_ring(n, tail)
    fn = fn or reduce_function(n, tail, "glue")
    words = -(-n // 64)

    def vectors() -> Iterator:
        for j, residue in enumerate(powers_mod(n, tail, 2 * n - 1)):
            yield {"c": (j,)}, {"r": _bits(residue)}

    terms = ["1" if k == 0 else "x" if k == 1 else f"x^{k}" for k in tail]
    text = f"x^{n} - 1" if tail == (0,) else " + ".join([f"x^{n}"] + terms)
    return Obligation(f"reduce mod {text}{' (r = c)' if aliased else ''}", fn,
                      {"c": ArraySpec(2 * words), "r": ArraySpec(words, defined=aliased)},
                      ("r",), vectors, lambda k: f"c = x^{k}", aliases={"r": "c"} if aliased else {},
                      basis="c = x^j, j <= 2n - 2")


# -- towers --------------------------------------------------------------------------------------------------
def tower_pack_obligation(m: int, t: int, body=None) -> Obligation:
    check_tower(m, t)
    bits, words = element_bits(m), tower_words(t)
    body = body or tower_pack(m, t)
    fn = block_function("pack", [ArrayParam("a", "elem_t", const=True, bits=bits),
                                 ArrayParam("b", "elem_t", const=True, bits=bits),
                                 ArrayParam("pa"), ArrayParam("pb")], body)

    def vectors() -> Iterator:  # coefficient i = x^d: the packed operand is X^(32 i) x^d
        return shifted([(m, {src: mono(bits * i)}, {dst: mono(32 * i)}) for src, dst in (("a", "pa"), ("b", "pb"))
                        for i in range(t)])

    def describe(k: int) -> str:
        src, k = ("a", k) if k < m * t else ("b", k - m * t)
        return f"{src}[{k // m}] = x^{k % m}"

    return Obligation(f"tower pack(m={m}, t={t})", fn,
                      {"a": ArraySpec(t, bits), "b": ArraySpec(t, bits), "pa": ArraySpec(words, defined=False),
                       "pb": ArraySpec(words, defined=False)},
                      ("pa", "pb"), vectors, describe, basis="every coefficient bit of a and b")


def tower_fold_obligation(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]],
                          field_text: str = "f", body=None) -> Obligation:
    check_tower(m, t)
    if not rounds:
        raise GenError("tower slot fold without rounds")
    bits, words, degree = element_bits(m), tower_words(t), rounds[0][1]
    body = body or tower_fold_unpack(m, t, modulus, rounds, field_text, "elem_t")
    fn = block_function("fold", [ArrayParam("c"), ArrayParam("r", "elem_t", bits=bits)], body)
    f_tail = [k for k in range(m) if modulus >> k & 1]
    residues = list(powers_mod(m, sorted(f_tail, reverse=True), degree + 1))

    def vectors() -> Iterator:
        for s in range(t):
            for d in range(degree + 1):  # slot s = x^d: coefficient s becomes x^d mod f
                yield {"c": (32 * s + d,)}, {"r": tuple(bits * s + e for e in residues[d])}

    return Obligation(f"tower slot fold(m={m}, t={t}, slot degree {degree})", fn,
                      {"c": ArraySpec(words), "r": ArraySpec(t, bits, defined=False)},
                      ("r",), vectors, lambda k: f"slot {k // (degree + 1)} = x^{k % (degree + 1)}",
                      basis="slot s = x^d, d <= the slot degree")


__all__ = ["eval3_obligation", "div1x_obligation", "interp3_obligation", "sums_obligation", "glue_obligation",
           "reduce_obligation", "tower_pack_obligation", "tower_fold_obligation", "eval3_spec", "interp3_spec",
           "glue_spec", "powers_mod"]
