"""Symbolic checks of IR programs before anything is emitted.

1. A linearity type check: every value is tagged with the inputs it is linear in. A carryless
   product must pair an a-linear word with a b-linear word (giving an ab-bilinear value); every
   other op must be linear (xor of equal tags, shifts, constant masks, products by constants).
   So a `mul`/`clmul` program is bilinear over GF(2), and `reduce`/`sqr` programs are linear.
2. Simulation on a basis: a linear map is fixed by its values on basis vectors, a bilinear map by
   its values on all pairs of basis vectors. We evaluate every pair (x^i, x^j), i, j < m (for
   `reduce`, every x^k, k <= 2m-2) against the reference from `gen.poly`. With (1) this proves
   the program correct for all inputs. Lanes: b (or c) runs over all basis vectors at once as a
   NumPy array; a runs over x^i in a loop, so the whole proof is m array passes.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import GenError
from ..ir import Program
from ..spec import Field, poly

EXPECTED_TAG = {"mul": "ab", "clmul": "ab", "reduce": "c", "sqr": "a"}


@dataclass(frozen=True)
class Proof:
    """What was checked for one program."""

    program: str
    cases: int
    method: str

    def __str__(self) -> str:
        return f"{self.program}: {self.method}, {self.cases} basis cases"


class ProofError(GenError):
    pass


# -- 1. type check ---------------------------------------------------------------------------------
def type_check(prog: Program, kind: str) -> None:
    """Raise ProofError unless `prog` is bilinear (mul, clmul) or linear (reduce, sqr)."""
    tags: list[str | None] = []
    dword: list[bool] = []
    for i, op in enumerate(prog.ops):
        args = op.args
        targs = [tags[a] for a in args]
        live = {t for t in targs if t is not None}
        want_dword_args = op.kind in ("dxor", "dxor3", "lo", "hi")
        for a in args:
            if dword[a] != want_dword_args and prog.ops[a].kind != "zero":
                raise ProofError(f"IR type error at v{i} = {op.kind}: operand v{a} has the wrong width")
        if op.kind == "zero":
            tag = None
        elif op.kind == "load":
            tag = op.imm[0]
        elif op.kind == "clmul":
            if sorted(t or "" for t in targs) != ["a", "b"]:
                raise ProofError(f"IR type error at v{i}: clmul must pair an a-linear and a b-linear word, got {targs}")
            tag = "ab"
        else:
            if len(live) > 1:
                raise ProofError(f"IR type error at v{i} = {op.kind}: mixes values linear in {sorted(live)}")
            tag = live.pop() if live else None
        tags.append(tag)
        dword.append(op.is_dword)
    want = EXPECTED_TAG[kind]
    for dst, idx, v in prog.outputs:
        if tags[v] not in (want, None):
            raise ProofError(f"IR type error: output {dst}[{idx}] of {kind} is {tags[v]}-linear, expected {want}")
        if dword[v]:
            raise ProofError(f"IR type error: output {dst}[{idx}] is a double word")


# -- 2. evaluation ----------------------------------------------------------------------------------
class _Evaluator:
    """Evaluates a program where some inputs are scalars (Python ints) and others NumPy lanes."""

    def __init__(self, W: int) -> None:
        self.W = W
        self.M = (1 << W) - 1
        self.npM = np.uint64(self.M)

    def run(self, prog: Program, inputs: dict[str, list]) -> dict[tuple[str, int], object]:
        W = self.W
        vals: list = []
        for op in prog.ops:
            a = [vals[x] for x in op.args]
            k = op.kind
            if k == "zero":
                v = 0
            elif k == "load":
                v = inputs[op.imm[0]][op.imm[1]]
            elif k in ("xor", "xor3"):
                v = a[0]
                for x in a[1:]:
                    v = v ^ x
            elif k == "shl":
                v = self._mask(_shl(a[0], op.imm[0]))
            elif k == "shr":
                v = _shr(a[0], op.imm[0])
            elif k == "fshr":
                s = op.imm[0]
                v = _shr(a[0], s) | self._mask(_shl(a[1], W - s))
            elif k == "and":
                v = a[0] & (op.imm[0] if isinstance(a[0], int) else np.uint64(op.imm[0]))
            elif k == "clmul":
                v = self._clmul(a[0], a[1])
            elif k == "clmulk":
                v = self._clmul(a[0], op.imm[0])
            elif k == "spread":
                v = self._spread(a[0])
            elif k in ("dxor", "dxor3"):
                live = [x for x in a if not _is_zero(x)]
                v = 0
                for x in live:
                    v = x if _is_zero(v) else (v[0] ^ x[0], v[1] ^ x[1])
            elif k == "lo":
                v = a[0][0]
            elif k == "hi":
                v = a[0][1]
            else:
                raise ProofError(f"unknown IR op {k}")
            vals.append(v)
        return {(d, i): vals[v] for d, i, v in prog.outputs}

    def _mask(self, x):
        return x & (self.M if isinstance(x, int) else self.npM)

    def _clmul(self, x, y):
        """Carryless product of two words, at least one of them a scalar."""
        if isinstance(x, int) and not isinstance(y, int):
            x, y = y, x
        if not isinstance(y, int):
            raise ProofError("clmul of two lane vectors: the program is not bilinear")
        lo, hi, W = 0, 0, self.W
        k = 0
        while y:
            if y & 1:
                lo = lo ^ self._mask(_shl(x, k))
                if k:
                    hi = hi ^ _shr(x, W - k)
            y >>= 1
            k += 1
        return (lo, hi)

    def _spread(self, x):
        W = self.W
        lo, hi = 0, 0
        for i in range(W):
            bit = _shr(x, i) & (1 if isinstance(x, int) else np.uint64(1))
            pos = 2 * i
            if pos < W:
                lo = lo | _shl(bit, pos)
            else:
                hi = hi | _shl(bit, pos - W)
        return (lo, hi)


def _is_zero(x) -> bool:
    return isinstance(x, int) and x == 0


def _shl(x, s: int):
    return x << s if isinstance(x, int) else x << np.uint64(s)


def _shr(x, s: int):
    return x >> s if isinstance(x, int) else x >> np.uint64(s)


# -- 3. proofs ----------------------------------------------------------------------------------------
def _lane_words(values: list[int], W: int, nwords: int) -> list[np.ndarray]:
    """Word w of each value, as one array per word."""
    M = (1 << W) - 1
    return [np.array([(v >> (W * w)) & M for v in values], dtype=np.uint64) for w in range(nwords)]


def _compare(out: dict, dst: str, expected: list[np.ndarray], where: str, kind: str) -> None:
    for w, exp in enumerate(expected):
        got = out.get((dst, w), 0)
        got_arr = np.broadcast_to(np.asarray(got, dtype=np.uint64), exp.shape)
        bad = np.nonzero(got_arr != exp)[0]
        if bad.size:
            raise ProofError(f"IR proof failed for {kind}: word {w} wrong for {where.format(int(bad[0]))}")


_PRODUCT_PROOFS: dict[tuple, Proof] = {}


def prove_product(prog: Program, nbits: int) -> Proof:
    """Prove an unreduced product of nbits-bit operands (a `clmul` program without a field).
    A program identical op for op to one proved before (ring and tower kernels of one ISA share
    base kernels) gets the same proof without running it again."""
    key = (prog.word_bits, nbits, tuple(prog.ops), tuple(prog.outputs))
    if key not in _PRODUCT_PROOFS:
        _PRODUCT_PROOFS[key] = _prove_product(prog, nbits)
    return _PRODUCT_PROOFS[key]


def _prove_product(prog: Program, nbits: int) -> Proof:
    type_check(prog, "clmul")
    W = prog.word_bits
    n = -(-nbits // W)
    ev = _Evaluator(W)
    expected_all = _lane_words([1 << k for k in range(2 * nbits - 1)], W, 2 * n)
    b_words = _lane_words([1 << j for j in range(nbits)], W, n)
    for i in range(nbits):
        a_words = [((1 << i) >> (W * w)) & ev.M for w in range(n)]
        out = ev.run(prog, {"a": a_words, "b": b_words})
        _compare(out, "r", [e[i:i + nbits] for e in expected_all], f"a = x^{i}, b = x^{{}}", "product")
    return Proof("clmul", nbits * nbits, "bilinear type check + all basis pairs")


def prove(prog: Program, kind: str, field: Field) -> Proof:
    """Type-check and prove `prog` on all basis vectors (pairs, for bilinear programs)."""
    type_check(prog, kind)
    W, m, f = prog.word_bits, field.m, field.modulus
    n = -(-m // W)
    ev = _Evaluator(W)
    powers = [poly.polymod(1 << k, f) for k in range(2 * m - 1)]
    if kind in ("mul", "clmul"):
        out_words = n if kind == "mul" else 2 * n
        table = powers if kind == "mul" else [1 << k for k in range(2 * m - 1)]
        expected_all = _lane_words(table, W, out_words)
        b_words = _lane_words([1 << j for j in range(m)], W, n)
        for i in range(m):
            a_words = [((1 << i) >> (W * w)) & ev.M for w in range(n)]
            out = ev.run(prog, {"a": a_words, "b": b_words})
            _compare(out, "r", [e[i:i + m] for e in expected_all], f"a = x^{i}, b = x^{{}}", kind)
        return Proof(kind, m * m, "bilinear type check + all basis pairs")
    if kind == "reduce":
        c_words = _lane_words([1 << k for k in range(2 * m - 1)], W, 2 * n)
        out = ev.run(prog, {"c": c_words})
        _compare(out, "r", _lane_words(powers, W, n), "c = x^{}", kind)
        return Proof(kind, 2 * m - 1, "linear type check + all basis vectors")
    if kind == "sqr":
        a_words = _lane_words([1 << i for i in range(m)], W, n)
        out = ev.run(prog, {"a": a_words})
        _compare(out, "r", _lane_words([powers[2 * i] for i in range(m)], W, n), "a = x^{}", kind)
        return Proof(kind, m, "linear type check + all basis vectors")
    raise ValueError(kind)
