"""The integer lane IR of the mod-q families: SSA vectors of `lanes` signed `bits`-bit integers.

Where the GF(2) IR (gen.ir.program) tracks which bits of a word may be set, this one tracks an
*interval* per value: every lane of the value lies in it for every input within the declared input
bounds. Arithmetic is exact integer arithmetic (x ^ x is not 0 here); `add` and `sub` must not leave
the lane (the bounds check refuses a program where they could), the multiplies name their rounding.

Lane ops (kind: operands; imm), value semantics on signed lanes of `bits` bits:
  add, sub    : a, b       a + b, a - b             must fit the lane
  mullo       : a, b       a * b mod 2^bits          (wraps by design: Montgomery's t)
  mulhi       : a, b       floor(a * b / 2^bits)
  mulhrs      : a, b       floor((a * b + 2^(bits-2)) / 2^(bits-1)) mod 2^bits   (x86 vpmulhrsw)
  sqdmulh     : a, b       floor(2 a b / 2^bits), saturated                     (NEON sqdmulh)
  hsub        : a, b       floor((a - b) / 2)                                   (NEON shsub)
  srai        : a; k       floor(a / 2^k)
  srar        : a; k       floor((a + 2^(k-1)) / 2^k)                           (NEON srshr)
  and         : a, c       a & c for a constant c >= 0 (two's complement bits)
Wide ops (values of 2*bits bits: the 64-bit lanes of vpmuldq, int64_t in C), only inside primitives a
target prints whole (gen.reduce.modq's montmul_sum); each must stay within 2*bits bits:
  mulw        : a, b       a * b exactly
  addw, subw  : a, b       a + b, a - b exactly
  low         : a          a mod 2^bits (signed: the low half of a wide value)
  hiw         : a          floor(a / 2^bits), which must fit the lane
Pair ops (lanes 2i and 2i+1 form pair i; inside primitives a target prints whole, as the wide ops):
  pairdot     : a, b       wide: a[2i]*b[2i] + a[2i+1]*b[2i+1] exactly, in both lanes of pair i (x86 vpmaddwd)
  evenodd     : a, b       lane l of a where l is even, of b where l is odd
An operand is a value id, or a Python int: that constant in every lane.

Statements: Load / Store (one vector of an array, at an affine index), Const (a vector constant per
iteration of the enclosing loops), Op, Macro (a reduction primitive of gen.reduce.modq, printed as a
call of a small inline helper, evaluated through its expansion), Shuffle (a two-source lane
permutation of a vector pair, e.g. the exchange that aligns butterfly partners) and Loop (a counted
loop; indices are affine in the loop variables). Programs are built by the planner, checked (bounds),
simulated (numpy) and printed.
"""
from __future__ import annotations

import itertools
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator, Union

import numpy as np

LANE_OPS = ("add", "sub", "mullo", "mulhi", "mulhrs", "sqdmulh", "hsub", "srai", "srar", "and")
WIDE_OPS = ("mulw", "addw", "subw", "low", "hiw")
PAIR_OPS = ("pairdot", "evenodd")


# -- intervals ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Interval:
    """lo <= x <= hi for every lane."""

    lo: int
    hi: int

    @staticmethod
    def lane(bits: int) -> "Interval":
        return Interval(-(1 << (bits - 1)), (1 << (bits - 1)) - 1)

    @staticmethod
    def symmetric(bound: int) -> "Interval":
        return Interval(-bound, bound)

    @property
    def magnitude(self) -> int:
        return max(-self.lo, self.hi)

    def fits(self, bits: int) -> bool:
        return -(1 << (bits - 1)) <= self.lo and self.hi < 1 << (bits - 1)

    def within(self, other: "Interval") -> bool:
        return other.lo <= self.lo and self.hi <= other.hi

    def union(self, other: "Interval") -> "Interval":
        return Interval(min(self.lo, other.lo), max(self.hi, other.hi))

    def __str__(self) -> str:
        return f"[{self.lo}, {self.hi}]"


def _products(a: Interval, b: Interval) -> tuple[int, int]:
    corners = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
    return min(corners), max(corners)


def op_interval(kind: str, args: list[Interval], imm: int, bits: int) -> Interval:
    """A sound interval of `kind` on lanes in `args` (before any wrap; the caller checks add/sub fit)."""
    full = Interval.lane(bits)
    if kind == "low":
        return args[0] if args[0].fits(bits) else full
    if kind == "hiw":
        return Interval(args[0].lo >> bits, args[0].hi >> bits)
    if kind == "mulw":
        return Interval(*_products(args[0], args[1]))
    if kind == "pairdot":
        lo, hi = _products(args[0], args[1])
        return Interval(2 * lo, 2 * hi)
    if kind == "evenodd":
        return args[0].union(args[1])
    if kind in ("add", "addw"):  # the exact sum: add's caller checks it fits the lane, addw's the wide value
        return Interval(args[0].lo + args[1].lo, args[0].hi + args[1].hi)
    if kind in ("sub", "subw"):
        return Interval(args[0].lo - args[1].hi, args[0].hi - args[1].lo)
    if kind == "hsub":
        return Interval((args[0].lo - args[1].hi) >> 1, (args[0].hi - args[1].lo) >> 1)
    if kind in ("srai", "srar"):
        r = 1 << (imm - 1) if kind == "srar" else 0
        return Interval((args[0].lo + r) >> imm, (args[0].hi + r) >> imm)
    if kind == "and":
        mask = args[1]
        if mask.lo != mask.hi or mask.lo < 0:
            raise ValueError("and: the second operand must be one constant >= 0")
        return Interval(0, mask.lo) if args[0].lo < 0 else Interval(0, min(args[0].hi, mask.lo))
    lo, hi = _products(args[0], args[1])
    if kind == "mullo":
        return Interval(lo, hi) if Interval(lo, hi).fits(bits) else full
    if kind == "mulhi":
        return Interval(lo >> bits, hi >> bits)
    if kind == "mulhrs":
        out = Interval(((lo >> (bits - 2)) + 1) >> 1, ((hi >> (bits - 2)) + 1) >> 1)
        return out if out.fits(bits) else full
    if kind == "sqdmulh":
        return Interval(max((2 * lo) >> bits, full.lo), min((2 * hi) >> bits, full.hi))
    raise ValueError(f"unknown lane op {kind!r}")


# -- exact lane semantics (numpy int64; values are the signed lane values) ------------------------------------
def wrap(x: np.ndarray, bits: int) -> np.ndarray:
    half = 1 << (bits - 1)
    return ((x + half) & ((1 << bits) - 1)) - half


def op_values(kind: str, args: list[np.ndarray], imm: int, bits: int) -> np.ndarray:
    """The lanes `kind` computes (add/sub wrapped as the hardware does; the bounds check rules that out)."""
    if kind == "addw":
        return args[0] + args[1]
    if kind == "subw":
        return args[0] - args[1]
    if kind == "low":
        return wrap(args[0], bits)
    if kind == "hiw":
        return args[0] >> bits
    if kind == "mulw":
        return args[0] * args[1]
    if kind == "pairdot":
        p = args[0] * args[1]
        return np.repeat(p[..., 0::2] + p[..., 1::2], 2, axis=-1)
    if kind == "evenodd":
        a, b = np.broadcast_arrays(args[0], args[1])
        out = a.copy()
        out[..., 1::2] = b[..., 1::2]
        return out
    if kind == "add":
        return wrap(args[0] + args[1], bits)
    if kind == "sub":
        return wrap(args[0] - args[1], bits)
    if kind == "hsub":
        return (args[0] - args[1]) >> 1
    if kind == "srai":
        return args[0] >> imm
    if kind == "srar":
        return (args[0] + (1 << (imm - 1))) >> imm
    if kind == "and":
        return args[0] & args[1]
    p = args[0] * args[1]
    if kind == "mullo":
        return wrap(p, bits)
    if kind == "mulhi":
        return p >> bits
    if kind == "mulhrs":
        return wrap(((p >> (bits - 2)) + 1) >> 1, bits)
    if kind == "sqdmulh":
        return np.clip(p >> (bits - 1), -(1 << (bits - 1)), (1 << (bits - 1)) - 1)  # 2p may not fit int64
    raise ValueError(f"unknown lane op {kind!r}")


# -- macros: reduction primitives as lane-op sequences ---------------------------------------------------
Operand = Union[str, int]


@dataclass(frozen=True)
class MacroOp:
    dst: str
    kind: str
    args: tuple[Operand, ...]
    imm: int = 0


@dataclass(frozen=True)
class Expansion:
    """A reduction primitive as the target computes it: params (variables first, then constant params
    such as a twiddle and its Montgomery partner), lane ops, the result, what it computes mod q."""

    name: str
    params: tuple[str, ...]
    variables: int  # the first `variables` params vary at run time; the rest are constants
    ops: tuple[MacroOp, ...]
    result: str
    meaning: str

    def evaluate(self, values: dict[str, np.ndarray], bits: int) -> np.ndarray:
        env = dict(values)
        for op in self.ops:
            args = [env[a] if isinstance(a, str) else np.int64(a) for a in op.args]
            env[op.dst] = op_values(op.kind, args, op.imm, bits)
        return env[self.result]

    @property
    def key(self) -> str:
        """Identifies the computation (for caches of its exhaustive checks)."""
        return repr((self.params, self.variables, self.ops, self.result))


# -- statements ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Affine:
    """base + sum(stride * loop variable)."""

    base: int
    terms: tuple[tuple[str, int], ...] = ()

    def at(self, env: dict[str, int]) -> int:
        return self.base + sum(s * env[v] for v, s in self.terms)

    def shifted(self, offset: int) -> "Affine":
        return Affine(self.base + offset, self.terms)


@dataclass(frozen=True)
class Load:
    dst: int
    array: str
    index: Affine  # in vectors


@dataclass(frozen=True)
class Store:
    array: str
    index: Affine
    src: int


@dataclass(frozen=True)
class Const:
    """A constant vector: rows[i] (one value per lane) in iteration i of the enclosing loops (row-major
    over the loop nest); one row outside loops."""

    dst: int
    rows: tuple[tuple[int, ...], ...]
    name: str = ""  # what it is, for the printed table's comment


@dataclass(frozen=True)
class Op:
    dst: int
    kind: str
    args: tuple[Union[int, "Imm"], ...]
    imm: int = 0


@dataclass(frozen=True)
class Imm:
    """A constant operand, the same in every lane."""

    value: int


@dataclass(frozen=True)
class Macro:
    dst: int
    expansion: Expansion
    args: tuple[int, ...]


@dataclass(frozen=True)
class Shuffle:
    """dst[k] lane l = src[maps[k][l][0]] lane maps[k][l][1], for k = 0, 1: a two-source lane permutation.
    chunk > 0 marks the exchange at that chunk size (see `exchange_maps`), which targets spell cheaply."""

    dst: tuple[int, int]
    src: tuple[int, int]
    maps: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]
    chunk: int = 0


def exchange_maps(lanes: int, chunk: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The exchange at `chunk`: with x = src0, y = src1 in chunks of `chunk` lanes, dst0 = (x0, y0, x2, y2,
    ...), dst1 = (x1, y1, x3, y3, ...). Partners `chunk` lanes apart in a vector end up in the same lane of
    dst0 and dst1; applied twice it is the identity."""
    d0, d1 = [], []
    for start in range(0, lanes, 2 * chunk):
        for src in (0, 1):
            d0 += [(src, start + i) for i in range(chunk)]
            d1 += [(src, start + chunk + i) for i in range(chunk)]
    return tuple(d0), tuple(d1)


def split_maps(lanes: int, unit: int, block: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The split of units (`unit` lanes each) inside every block of `block` lanes (4 units): dst0 = (x0, x2,
    y0, y2), dst1 = (x1, x3, y1, y3) per block. Like the exchange at chunk `unit` it puts the partners `unit`
    lanes apart of either source into the same lane of dst0 and dst1; it is undone by `interleave_maps`."""
    d0, d1 = [], []
    for start in range(0, lanes, block):
        for src in (0, 1):
            d0 += [(src, start + u * unit + i) for u in (0, 2) for i in range(unit)]
            d1 += [(src, start + u * unit + i) for u in (1, 3) for i in range(unit)]
    return tuple(d0), tuple(d1)


def interleave_maps(lanes: int, unit: int, block: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The interleave of units inside every block of `block` lanes: dst0 = (x0, y0, x1, y1), dst1 = (x2, y2,
    x3, y3) per block; interleave(split(x, y)) = (x, y)."""
    d0, d1 = [], []
    for start in range(0, lanes, block):
        for dst, first in ((d0, 0), (d1, 2)):
            for u in (first, first + 1):
                for src in (0, 1):
                    dst += [(src, start + u * unit + i) for i in range(unit)]
    return tuple(d0), tuple(d1)


def pair_swap_maps(lanes: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The lanes of each pair (2i, 2i+1) swapped, in either source: dst0 = swap(src0), dst1 = swap(src1)."""
    return tuple(tuple((src, lane ^ 1) for lane in range(lanes)) for src in (0, 1))


@dataclass(frozen=True)
class Comment:
    text: str


@dataclass(frozen=True)
class Loop:
    var: str
    count: int
    body: tuple["Stmt", ...]


Stmt = Union[Load, Store, Const, Op, Macro, Shuffle, Comment, Loop]


def shuffle_lanes(x: np.ndarray, y: np.ndarray, maps) -> tuple[np.ndarray, np.ndarray]:
    """A Shuffle on arrays of shape (..., lanes) (any dtype)."""
    both = np.concatenate([x, y], axis=-1)
    lanes = x.shape[-1]
    return tuple(both[..., [src * lanes + lane for src, lane in m]] for m in maps)


# -- programs -------------------------------------------------------------------------------------------------
@dataclass
class LaneFunction:
    """One function: its arrays (name -> length in coefficients; `inputs` are read, `outputs` written),
    the declared input intervals, the body, and the interval of every value (filled by the builder)."""

    name: str
    bits: int
    lanes: int
    arrays: dict[str, int]
    inputs: dict[str, Interval]
    outputs: tuple[str, ...]
    body: list[Stmt] = field(default_factory=list)
    intervals: dict[int, Interval] = field(default_factory=dict)
    stored: dict[tuple[str, int], Interval] = field(default_factory=dict)  # (array, vector): what it holds at the end

    def output_interval(self, array: str) -> Interval:
        """The interval of every lane of `array` when the function returns."""
        held = [iv for (a, _), iv in self.stored.items() if a == array]
        out = held[0]
        for iv in held[1:]:
            out = out.union(iv)
        return out

    def walk(self) -> Iterator[Stmt]:
        """Every statement, loops included (their bodies after them)."""
        stack = list(reversed(self.body))
        while stack:
            s = stack.pop()
            yield s
            if isinstance(s, Loop):
                stack.extend(reversed(s.body))


def iterations(loops: list[Loop]) -> Iterator[dict[str, int]]:
    """Row-major iteration over a loop nest."""
    for idx in itertools.product(*(range(lp.count) for lp in loops)):
        yield {lp.var: i for lp, i in zip(loops, idx)}


@dataclass(frozen=True)
class Semantics:
    """What the interpreter computes with: lane ops, macros and constant rows on value arrays."""

    op: Callable
    macro: Callable
    const: Callable


def interpret(fn: LaneFunction, arrays: dict[str, np.ndarray], sem: Semantics) -> dict[str, np.ndarray]:
    """Run fn over `arrays` (name -> (batch, length), updated in place) with the given semantics."""
    L = fn.lanes
    env: dict = {}

    def run(stmts, it_env, flat):
        for s in stmts:
            if isinstance(s, Loop):
                for i in range(s.count):
                    run(s.body, {**it_env, s.var: i}, flat * s.count + i)
            elif isinstance(s, Load):
                i = s.index.at(it_env)
                env[s.dst] = arrays[s.array][:, i * L:(i + 1) * L].copy()
            elif isinstance(s, Store):
                i = s.index.at(it_env)
                arrays[s.array][:, i * L:(i + 1) * L] = env[s.src]
            elif isinstance(s, Const):
                env[s.dst] = sem.const(s.rows[flat if len(s.rows) > 1 else 0])
            elif isinstance(s, Op):
                env[s.dst] = sem.op(s, [a if isinstance(a, Imm) else env[a] for a in s.args])
            elif isinstance(s, Macro):
                env[s.dst] = sem.macro(s.expansion, [env[a] for a in s.args])
            elif isinstance(s, Shuffle):
                env[s.dst[0]], env[s.dst[1]] = shuffle_lanes(env[s.src[0]], env[s.src[1]], s.maps)

    run(fn.body, {}, 0)
    return arrays


def _zeros_like_inputs(fn: LaneFunction, inputs: dict[str, np.ndarray], dtype) -> dict[str, np.ndarray]:
    batch = next(iter(inputs.values())).shape[0]
    return {name: np.array(inputs[name], dtype=dtype) if name in inputs else np.zeros((batch, size), dtype=dtype)
            for name, size in fn.arrays.items()}


def simulate(fn: LaneFunction, inputs: dict[str, np.ndarray]) -> tuple[dict[str, np.ndarray], list[str]]:
    """Run fn on a batch: inputs[name] has shape (batch, length). Returns the arrays after the run and
    the add/sub results that left the lane (none when the bounds hold)."""
    bits, overflows = fn.bits, []

    def op(s: Op, args):
        args = [np.int64(a.value) if isinstance(a, Imm) else a for a in args]
        if s.kind in ("add", "sub"):
            exact = args[0] + args[1] if s.kind == "add" else args[0] - args[1]
            if np.any(exact != wrap(exact, bits)):
                overflows.append(f"{s.kind} -> v{s.dst}")
        return np.broadcast_to(op_values(s.kind, args, s.imm, bits), np.broadcast_shapes(*(np.shape(a) for a in args)))

    def macro(expansion: Expansion, args):
        out = expansion.evaluate(dict(zip(expansion.params, args)), bits)
        return np.broadcast_to(out, np.broadcast_shapes(*(np.shape(a) for a in args)))

    sem = Semantics(op, macro, lambda row: np.array(row, dtype=np.int64)[None, :])
    return interpret(fn, _zeros_like_inputs(fn, inputs, np.int64), sem), overflows


def dependencies(fn: LaneFunction, offsets: dict[str, int]) -> dict[str, np.ndarray]:
    """For every array position after the run, the input positions it depends on: a Python-int bit mask
    (bit offsets[array] + i for position i of an input array). Constants depend on nothing."""
    inputs = {name: np.array([[1 << (offsets[name] + i) for i in range(fn.arrays[name])]], dtype=object)
              for name in offsets}

    def combine(args):
        out = 0
        for a in args:
            if not isinstance(a, Imm):
                out = out | a
        return out

    sem = Semantics(lambda s, args: combine(args), lambda e, args: combine(args),
                    lambda row: np.zeros((1, len(row)), dtype=object))
    return interpret(fn, _zeros_like_inputs(fn, inputs, object), sem)


# -- building -------------------------------------------------------------------------------------------------
MacroInterval = Callable[[Expansion, tuple[Interval, ...], tuple[tuple[int, ...], ...]], Interval]


class LaneBuilder:
    """Builds a LaneFunction and the interval of every value as it goes.

    Loads take the interval of what the array holds there (the declared input interval, or the union
    of what this function stored); macros get theirs from `macro_interval` (gen.reduce.modq checks the
    primitive on every input it can receive and returns the exact interval of its outputs)."""

    def __init__(self, fn: LaneFunction, macro_interval: MacroInterval):
        self.fn = fn
        self.macro_interval = macro_interval
        self._next = 0
        self._loops: list[Loop] = []
        self._blocks: list[list[Stmt]] = [fn.body]
        self._rows: dict[int, tuple[tuple[int, ...], ...]] = {}

    def interval(self, v: int) -> Interval:
        return self.fn.intervals[v]

    def _new(self, interval: Interval) -> int:
        v = self._next
        self._next += 1
        self.fn.intervals[v] = interval
        return v

    def _emit(self, stmt: Stmt) -> None:
        self._blocks[-1].append(stmt)

    def envs(self) -> list[dict[str, int]]:
        """The loop-variable values of every iteration of the current loop nest (row-major)."""
        return list(iterations(self._loops))

    @contextmanager
    def loop(self, var: str, count: int):
        body: list[Stmt] = []
        self._loops.append(Loop(var, count, ()))
        self._blocks.append(body)
        try:
            yield var
        finally:
            self._blocks.pop()
            self._loops.pop()
            self._emit(Loop(var, count, tuple(body)))

    def comment(self, text: str) -> None:
        self._emit(Comment(text))

    def load(self, array: str, index: Affine) -> int:
        held = None
        for env in self.envs():
            i = index.at(env)
            got = self.fn.stored.get((array, i), self.fn.inputs.get(array))
            if got is None:
                raise ValueError(f"{self.fn.name}: {array}[{i}] is read before it is written")
            held = got if held is None else held.union(got)
        v = self._new(held)
        self._emit(Load(v, array, index))
        return v

    def store(self, array: str, index: Affine, v: int) -> None:
        for env in self.envs():
            self.fn.stored[(array, index.at(env))] = self.interval(v)
        self._emit(Store(array, index, v))

    def const(self, rows: list[tuple[int, ...]], name: str = "") -> int:
        """A constant vector per iteration of the current loop nest (rows in row-major iteration order)."""
        rows = tuple(tuple(r) for r in rows)
        flat = [x for r in rows for x in r]
        v = self._new(Interval(min(flat), max(flat)))
        self._rows[v] = rows
        self._emit(Const(v, rows, name))
        return v

    def op(self, kind: str, *args: int | Imm, imm: int = 0) -> int:
        ivs = [Interval(a.value, a.value) if isinstance(a, Imm) else self.interval(a) for a in args]
        v = self._new(op_interval(kind, ivs, imm, self.fn.bits))
        self._emit(Op(v, kind, tuple(args), imm))
        return v

    def macro(self, expansion: Expansion, *args: int) -> int:
        """The primitive on `args`: variables first, then Const values for its constant params."""
        variables = tuple(self.interval(a) for a in args[:expansion.variables])
        const_rows = [self._rows[a] for a in args[expansion.variables:]]
        tuples = tuple(sorted({t for rows in zip(*const_rows) for t in zip(*rows)})) if const_rows else ()
        v = self._new(self.macro_interval(expansion, variables, tuples))
        self._emit(Macro(v, expansion, tuple(args)))
        return v

    def shuffle(self, x: int, y: int, maps, chunk: int = 0) -> tuple[int, int]:
        both = self.interval(x).union(self.interval(y))
        d0, d1 = self._new(both), self._new(both)
        self._emit(Shuffle((d0, d1), (x, y), tuple(tuple(m) for m in maps), chunk))
        return d0, d1
