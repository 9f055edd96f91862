"""Bitsliced GF(2^m) products: straight-line AND/XOR programs on bit planes (McEliece's vec_mul shape).

Plane i holds bit i of 64 (or 128, 256, 512) elements, one element per bit lane, so one AND or XOR
of planes acts on every element at once. The product of two m-plane operands is a polynomial
product of plane lists: schoolbook or Karatsuba, chosen per size by a DP on the op count (every
AND and XOR is one vector op); the reduction mod f is plane XORs (x^k = x^(k-m) g). The program is
proved like an IR program: a linearity type check (every AND pairs an a-linear plane with a
b-linear one) and evaluation on all m^2 basis pairs at once, one pair per bit lane of a Python int.
"""
from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from functools import lru_cache

from ...errors import GenError
from ...spec import Field, poly


@dataclass
class BsProgram:
    """Statements (dst, op, x, y), op in {"and", "xor"}, over names a0.., b0.. and temporaries t0..;
    outputs[i] is the name holding output plane i (None = zero)."""

    m: int
    stmts: list[tuple[str, str, str, str]] = dc_field(default_factory=list)
    outputs: list[str | None] = dc_field(default_factory=list)
    tree: str = ""

    def counts(self) -> dict[str, int]:
        out = {"and": 0, "xor": 0}
        for _, op, _, _ in self.stmts:
            out[op] += 1
        return out


class _Emitter:
    def __init__(self) -> None:
        self.stmts: list[tuple[str, str, str, str]] = []
        self.n = 0

    def op(self, kind: str, x: str | None, y: str | None) -> str | None:
        if kind == "xor":
            if x is None:
                return y
            if y is None:
                return x
        elif x is None or y is None:
            return None
        name = f"t{self.n}"
        self.n += 1
        self.stmts.append((name, kind, x, y))
        return name

    def xor_all(self, names: list[str | None]) -> str | None:
        acc = None
        for v in names:
            acc = self.op("xor", acc, v)
        return acc


@lru_cache(maxsize=None)
def _best(n: int) -> tuple[int, int]:
    """(ops, split) of the cheapest product of n-plane operands; split 0 = schoolbook."""
    school = n * n + (n - 1) * (n - 1)
    best = (school, 0)
    for h in range(1, n):
        hi = n - h
        big = max(h, hi)
        # P0 = A0 B0, P2 = A1 B1, M = (A0+A1)(B0+B1); middle = M + P0 + P2; add into the result
        ops = (_best(h)[0] + _best(hi)[0] + _best(big)[0] + 2 * min(h, hi)  # operand sums
               + (2 * h - 1) + (2 * hi - 1)  # middle = M + P0 + P2
               + _overlap(h, hi))
        if ops < best[0]:
            best = (ops, h)
    return best


def _overlap(h: int, hi: int) -> int:
    """XORs adding the middle term (2*max-1 planes at offset h) into P0 | P2."""
    big = max(h, hi)
    out = 0
    for k in range(2 * big - 1):
        pos = h + k
        covered = (pos < 2 * h - 1) or (2 * h <= pos < 2 * h + 2 * hi - 1)
        out += 1 if covered else 0
    return out


def _tree(n: int) -> str:
    ops, h = _best(n)
    if h == 0:
        return f"S{n}"
    return f"K({n}={h}+{n - h}: {_tree(h)}, {_tree(n - h)}, {_tree(max(h, n - h))})"


def _product(e: _Emitter, A: list[str | None], B: list[str | None]) -> list[str | None]:
    n = len(A)
    _, h = _best(n)
    if h == 0:
        out: list[str | None] = []
        for k in range(2 * n - 1):
            terms = [e.op("and", A[i], B[k - i]) for i in range(max(0, k - n + 1), min(k, n - 1) + 1)]
            out.append(e.xor_all(terms))
        return out
    hi = n - h
    big = max(h, hi)
    A0, A1, B0, B1 = A[:h], A[h:], B[:h], B[h:]
    P0 = _product(e, A0, B0)
    P2 = _product(e, A1, B1)
    pad = lambda v: v + [None] * (big - len(v))  # noqa: E731
    SA = [e.op("xor", x, y) for x, y in zip(pad(A0), pad(A1))]
    SB = [e.op("xor", x, y) for x, y in zip(pad(B0), pad(B1))]
    M = _product(e, SA, SB)
    mid = []
    for k in range(2 * big - 1):
        p0 = P0[k] if k < len(P0) else None
        p2 = P2[k] if k < len(P2) else None
        mid.append(e.xor_all([M[k], p0, p2]))
    out = [None] * (2 * n - 1)
    for k, v in enumerate(P0):
        out[k] = v
    for k, v in enumerate(P2):
        out[2 * h + k] = e.op("xor", out[2 * h + k], v)
    for k, v in enumerate(mid):
        out[h + k] = e.op("xor", out[h + k], v)
    return out


def build_bitsliced(field: Field) -> BsProgram:
    """The bitsliced product a*b mod f on m planes per operand."""
    m = field.m
    e = _Emitter()
    p = _product(e, [f"a{i}" for i in range(m)], [f"b{i}" for i in range(m)])
    for k in range(2 * m - 2, m - 1, -1):  # x^k = x^(k-m) * g
        for t in field.tail_exponents:
            p[k - m + t] = e.op("xor", p[k - m + t], p[k])
    return BsProgram(m, e.stmts, p[:m], _tree(m))


# -- proof ---------------------------------------------------------------------------------------------
def type_check(prog: BsProgram) -> None:
    """Every AND pairs an a-linear with a b-linear plane; XORs join planes of one kind; outputs ab."""
    tags: dict[str, str] = {f"a{i}": "a" for i in range(prog.m)} | {f"b{i}": "b" for i in range(prog.m)}
    for dst, op, x, y in prog.stmts:
        tx, ty = tags[x], tags[y]
        if op == "and":
            if sorted((tx, ty)) != ["a", "b"]:
                raise GenError(f"bitsliced program: {dst} = {x} & {y} is not an a-by-b product")
            tags[dst] = "ab"
        else:
            if tx != ty:
                raise GenError(f"bitsliced program: {dst} = {x} ^ {y} mixes {tx} and {ty}")
            tags[dst] = tx
    for i, v in enumerate(prog.outputs):
        if v is not None and tags[v] != "ab":
            raise GenError(f"bitsliced program: output plane {i} is not bilinear")


def evaluate(prog: BsProgram, a_planes: list[int], b_planes: list[int]) -> list[int]:
    """Run the program on planes given as Python ints (one element per bit lane)."""
    vals = {f"a{i}": a_planes[i] for i in range(prog.m)} | {f"b{i}": b_planes[i] for i in range(prog.m)}
    for dst, op, x, y in prog.stmts:
        vals[dst] = vals[x] & vals[y] if op == "and" else vals[x] ^ vals[y]
    return [0 if v is None else vals[v] for v in prog.outputs]


def prove_bitsliced(prog: BsProgram, field: Field) -> int:
    """Evaluate on all m^2 basis pairs at once (lane i*m+j holds a = x^i, b = x^j); returns m^2."""
    type_check(prog)
    m = prog.m
    a = [sum(1 << (i * m + j) for j in range(m)) for i in range(m)]
    b = [sum(1 << (i * m + j) for i in range(m)) for j in range(m)]
    out = evaluate(prog, a, b)
    for i in range(m):
        for j in range(m):
            want = poly.mulmod(1 << i, 1 << j, field.modulus)
            got = sum(((out[k] >> (i * m + j)) & 1) << k for k in range(m))
            if got != want:
                raise GenError(f"bitsliced program wrong for x^{i} * x^{j}: got {got:#x}, want {want:#x}")
    return m * m
