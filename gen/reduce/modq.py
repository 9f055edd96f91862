"""Reduction primitives mod q as lane-op sequences (gen.ir.lanes), and their exhaustive checks.

Four primitives, each in the flavour of multiply-high the target has:
  montmul_const(a; z, zq)  a*z*R^-1 mod q for a constant z in Montgomery form and zq = z*q^-1 mod R
                           (a "twisted" twiddle: one multiply fewer than a general Montgomery product)
  montmul(a, b)            a*b*R^-1 mod q
  montmul_sum{k}(a0, b0, ..., a{k-1}, b{k-1})
                           (a0*b0 + ... + a{k-1}*b{k-1})*R^-1 mod q: the products summed exactly in
                           2*bits bits, one Montgomery reduction of the sum (as PQClean's ML-DSA
                           pointwise.S); only where the target prints it whole (32-bit lanes: vpmuldq's
                           64-bit lanes, int64_t in C)
  montmul_pairs{k}(a0, x0, y0, ..., a{k-1}, x{k-1}, y{k-1})
                           on pairs of lanes (2i, 2i+1): lane 2i gets the sum over j < k of a_j[2i]*x_j[2i]
                           + a_j[2i+1]*x_j[2i+1], lane 2i+1 the same with y_j, times R^-1 mod q: the pair
                           products summed exactly in 2*bits bits (x86 vpmaddwd), one Montgomery reduction of
                           both lanes' sums at once (degree-2 base multiplications on interleaved pairs)
  barrett(a)               a mod q, a small (about centered) representative: 16-bit lanes multiply by
                           V = round(2^(16+k) / q); 32-bit lanes divide by the power of two nearest q
                           (t = round(a / 2^k), as ML-DSA's reduce32)
  caddq(a)                 a + q where a < 0
with R = 2^bits. Flavours: "mulhi" (C, x86) takes the high half of a product and subtracts (Seiler's
signed Montgomery); "sqdmulh" (AArch64) takes the doubled high half and a halving subtract (the doubled
products keep the low halves equal, so the halving is exact).

Every primitive a kernel uses is checked on every input it can receive: for each constant the kernel
uses and every input in the interval the bounds analysis gives it (all 2^16 values at most, or all
pairs of the two input intervals of montmul), its output is congruent to what it computes mod q, and
the exact interval of its outputs is what the bounds analysis continues with. Input ranges too large
to enumerate (32-bit lanes) are covered by an argument over all of them instead: the Montgomery
primitives by their exact identity (see _check_identity), barrett and caddq piece by piece (on each
piece the output is a known affine function of the input: its ends give the exact interval); edges and
random inputs are evaluated as well and must agree.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from ..errors import GenError
from ..ir.lanes import Expansion, Interval, MacroOp
from ..prove.cache import key_of, remembered
from ..spec.prime import signed_mod

FLAVOURS = ("mulhi", "sqdmulh")
PAIR_CHUNK = 1 << 22  # input pairs per numpy step of a two-variable check
EXHAUSTIVE_PAIRS = 1 << 27  # larger input rectangles of montmul are bounded by its identity (see check_macro)
EXHAUSTIVE_VALUES = 1 << 24  # larger input ranges of one-variable primitives are covered piece by piece
SAMPLES = 1 << 8  # inputs evaluated at each end of a whole range covered by an argument (and random ones)
RANGE_EVALUATIONS = 1 << 16  # inputs evaluated per check of a range covered by an argument, over all constants


@dataclass(frozen=True)
class ModqPrimitives:
    """The primitives of one multiply-high flavour for q and `bits`-bit lanes, with their constants."""

    q: int
    bits: int
    flavour: str

    @property
    def R(self) -> int:
        return 1 << self.bits

    @property
    def qinv(self) -> int:
        """q^-1 mod R, signed."""
        x = pow(self.q, -1, self.R)
        return x - self.R if x >= self.R // 2 else x

    @property
    def barrett_shift(self) -> int:
        """16-bit lanes: k with V = round(2^(bits+k) / q) < 2^(bits-1), t = round(mulhi(a, V) / 2^k) ~
        round(a / q). 32-bit lanes: k with 2^k the power of two nearest q, t = round(a / 2^k)."""
        if self.shift_barrett:
            low = self.q.bit_length() - 1
            return low if self.q - (1 << low) <= (2 << low) - self.q else low + 1
        return self.q.bit_length() - 2

    @property
    def shift_barrett(self) -> bool:
        """Barrett by a shift alone (no multiply-high): 32-bit lanes, where a rounding shift needs an add."""
        return self.bits == 32

    @property
    def barrett_v(self) -> int:
        return (2 ** (self.bits + self.barrett_shift) + self.q // 2) // self.q

    @property
    def montmul_const(self) -> Expansion:
        hi = "sqdmulh" if self.flavour == "sqdmulh" else "mulhi"
        last = "hsub" if self.flavour == "sqdmulh" else "sub"
        ops = (MacroOp("lo", "mullo", ("a", "zq")), MacroOp("hi", hi, ("a", "z")), MacroOp("t", hi, ("lo", self.q)),
               MacroOp("r", last, ("hi", "t")))
        return Expansion("montmul_const", ("a", "z", "zq"), 1, ops, "r", "a*z*2^-%d mod q" % self.bits)

    @property
    def montmul_plain(self) -> Expansion:
        """a*z*R^-1 mod q for a constant z in Montgomery form without its twisted partner: m = (a*z mod R) *
        q^-1 mod R (one multiply more, one constant fewer; a Cortex-M4 computes it as SMULL, MUL, SMLAL)."""
        hi = "sqdmulh" if self.flavour == "sqdmulh" else "mulhi"
        last = "hsub" if self.flavour == "sqdmulh" else "sub"
        ops = (MacroOp("lo", "mullo", ("a", "z")), MacroOp("m", "mullo", ("lo", self.qinv)),
               MacroOp("hi", hi, ("a", "z")), MacroOp("t", hi, ("m", self.q)), MacroOp("r", last, ("hi", "t")))
        return Expansion("montmul_plain", ("a", "z"), 1, ops, "r", "a*z*2^-%d mod q" % self.bits)

    @property
    def montmul(self) -> Expansion:
        hi = "sqdmulh" if self.flavour == "sqdmulh" else "mulhi"
        last = "hsub" if self.flavour == "sqdmulh" else "sub"
        # m = a*(b*qinv) mod R: the same m as (a*b)*qinv, and b*qinv is shared by every product with b
        ops = (MacroOp("bq", "mullo", ("b", self.qinv)), MacroOp("m", "mullo", ("a", "bq")),
               MacroOp("hi", hi, ("a", "b")), MacroOp("t", hi, ("m", self.q)), MacroOp("r", last, ("hi", "t")))
        return Expansion("montmul", ("a", "b"), 2, ops, "r", "a*b*2^-%d mod q" % self.bits)

    def montmul_sum(self, k: int) -> Expansion:
        """sum over i < k of a_i*b_i, times R^-1 mod q: the exact products summed in wide (2*bits) values,
        m = (sum mod R)*q^-1 mod R, r = (sum - m*q) / R, exact since the low halves cancel."""
        params = tuple(p for i in range(k) for p in (f"a{i}", f"b{i}"))
        ops = [MacroOp("s0", "mulw", ("a0", "b0"))]
        for i in range(1, k):
            ops += [MacroOp(f"p{i}", "mulw", (f"a{i}", f"b{i}")), MacroOp(f"s{i}", "addw", (f"s{i - 1}", f"p{i}"))]
        ops += [MacroOp("tl", "low", (f"s{k - 1}",)), MacroOp("m", "mullo", ("tl", self.qinv)),
                MacroOp("t", "mulw", ("m", self.q)), MacroOp("d", "subw", (f"s{k - 1}", "t")),
                MacroOp("r", "hiw", ("d",))]
        terms = "a0*b0" if k == 1 else f"(a0*b0 + ... + a{k - 1}*b{k - 1})"
        return Expansion(f"montmul_sum{k}", params, 2 * k, tuple(ops), "r",
                         f"{terms}*2^-{self.bits} mod q, one reduction of the exact {'product' if k == 1 else 'sum'}")

    def montmul_pairs(self, k: int) -> Expansion:
        """The pair sums of k products (see the module docstring): s = sum of pairdot(a_j, x_j), u = sum of
        pairdot(a_j, y_j), then montmul_sum's reduction of evenodd(s, u)."""
        params = tuple(p for i in range(k) for p in (f"a{i}", f"x{i}", f"y{i}"))
        ops = []
        for acc, other in (("s", "x"), ("u", "y")):
            ops.append(MacroOp(f"{acc}0", "pairdot", ("a0", f"{other}0")))
            for i in range(1, k):
                ops += [MacroOp(f"{acc}p{i}", "pairdot", (f"a{i}", f"{other}{i}")),
                        MacroOp(f"{acc}{i}", "addw", (f"{acc}{i - 1}", f"{acc}p{i}"))]
        ops += [MacroOp("w", "evenodd", (f"s{k - 1}", f"u{k - 1}")), MacroOp("tl", "low", ("w",)),
                MacroOp("m", "mullo", ("tl", self.qinv)), MacroOp("t", "mulw", ("m", self.q)),
                MacroOp("d", "subw", ("w", "t")), MacroOp("r", "hiw", ("d",))]
        return Expansion(f"montmul_pairs{k}", params, 3 * k, tuple(ops), "r",
                         f"lane 2i: sum of a*x over the pair{'s' if k > 1 else ''}, lane 2i+1: of a*y, times "
                         f"2^-{self.bits} mod q; one reduction of the exact sums")

    @property
    def barrett(self) -> Expansion:
        """Barrett with a rounding shift: t = round(a/q) about, a centered representative."""
        return self._barrett("barrett", "srar")

    @property
    def barrett_floor(self) -> Expansion:
        """Barrett with a truncating shift (t = floor(a/q) about, r in about [0, q]): one multiply fewer
        where a rounding shift costs a multiply (x86's vpmulhrsw); for reductions inside a transform."""
        return self._barrett("barrett_floor", "srai")

    @property
    def barrett_mulhrs(self) -> Expansion:
        """Barrett with one rounding multiply-high (16-bit lanes, x86's vpmulhrsw): t = round(a*c / 2^15)
        with c = round(2^15 / q), about round(a/q), r = a - t*q; one instruction and one step of latency
        fewer than barrett_floor, a wider output (checked on every input); for reductions inside a transform."""
        c = ((1 << (self.bits - 1)) + self.q // 2) // self.q
        ops = (MacroOp("t", "mulhrs", ("a", c)), MacroOp("m", "mullo", ("t", self.q)), MacroOp("r", "sub", ("a", "m")))
        return Expansion("barrett_mulhrs", ("a",), 1, ops, "r", "a mod q")

    @property
    def barrett_domain(self) -> Interval:
        """The inputs barrett takes: the whole lane, except the room its rounding add needs (32-bit lanes:
        a <= 2^31 - 2^(k-1) - 1, as ML-DSA's reduce32)."""
        lane = Interval.lane(self.bits)
        if self.shift_barrett:
            return Interval(lane.lo, lane.hi - (1 << (self.barrett_shift - 1)))
        return lane

    @property
    def caddq(self) -> Expansion:
        """a + q for a < 0, else a: the sign mask ANDed with q."""
        ops = (MacroOp("s", "srai", ("a",), self.bits - 1), MacroOp("m", "and", ("s", self.q)),
               MacroOp("r", "add", ("a", "m")))
        return Expansion("caddq", ("a",), 1, ops, "r", "a + q if a < 0")

    def _barrett(self, name: str, shift_kind: str) -> Expansion:
        k = self.barrett_shift
        if self.shift_barrett:  # t = (a + 2^(k-1)) >> k, or a >> k: exactly ML-DSA's reduce32 when rounding
            first = (MacroOp("s", "add", ("a", 1 << (k - 1))), MacroOp("t", "srai", ("s",), k)) \
                if shift_kind == "srar" else (MacroOp("t", "srai", ("a",), k),)
            ops = (*first, MacroOp("m", "mullo", ("t", self.q)), MacroOp("r", "sub", ("a", "m")))
            return Expansion(name, ("a",), 1, ops, "r", "a mod q")
        if self.flavour == "sqdmulh":  # sqdmulh doubles: shift by one bit more
            first, shift = MacroOp("h", "sqdmulh", ("a", self.barrett_v)), k + 1
        else:
            first, shift = MacroOp("h", "mulhi", ("a", self.barrett_v)), k
        ops = (first, MacroOp("t", shift_kind, ("h",), shift), MacroOp("m", "mullo", ("t", self.q)),
               MacroOp("r", "sub", ("a", "m")))
        return Expansion(name, ("a",), 1, ops, "r", "a mod q")

    def expected(self, name: str, args: list[np.ndarray], out: np.ndarray) -> np.ndarray:
        """Per input: True where out is congruent to what primitive `name` computes mod q."""
        q = self.q
        if name in ("montmul_const", "montmul_plain"):
            return (out * self.R - args[0] * args[1]) % q == 0
        if name == "montmul":
            return (out * self.R - args[0] * args[1]) % q == 0
        if name.startswith("montmul_sum"):
            total = sum(args[i] * args[i + 1] for i in range(0, len(args), 2))
            return (out * self.R - total) % q == 0
        if name.startswith("montmul_pairs"):  # arrays (..., 2): the lanes of one pair
            sums = [sum(args[i][..., 0] * args[i + side][..., 0] + args[i][..., 1] * args[i + side][..., 1]
                        for i in range(0, len(args), 3)) for side in (1, 2)]
            ok = [(out[..., lane] * self.R - sums[lane]) % q == 0 for lane in (0, 1)]
            return np.repeat((ok[0] & ok[1])[..., None], 2, axis=-1)
        if name in ("barrett", "barrett_floor", "barrett_mulhrs", "caddq"):
            return (out - args[0]) % q == 0
        raise ValueError(name)


def primitives(q: int, bits: int, flavour: str) -> ModqPrimitives:
    if flavour not in FLAVOURS:
        raise GenError(f"no mod-q primitives for multiply-high flavour {flavour!r}")
    return ModqPrimitives(q, bits, flavour)


@dataclass(frozen=True)
class MacroCheck:
    """The outcome of checking one primitive on every input it can receive."""

    name: str
    interval: Interval  # the exact interval of its outputs over those inputs
    inputs: int  # how many inputs (or input pairs) were checked
    exhaustive: bool = True  # False: a montmul rectangle too large to enumerate (interval from the identity)


class PrimitiveError(GenError):
    pass


# what a kept check's outcome depends on besides its key's text: this checker and the lane evaluator
CHECKER_SOURCES = (Path(__file__), Path(inspect.getsourcefile(Expansion)))


def check_macro(prims: ModqPrimitives, expansion: Expansion, variables: tuple[Interval, ...],
                constants: tuple[tuple[int, ...], ...] = ()) -> MacroCheck:
    """Evaluate `expansion` on every value of its variable inputs within `variables`, for each tuple of
    constant params in `constants`; PrimitiveError naming an input where the output is not congruent.
    Remembered in memory, and on disk (gen.prove.cache: keyed by the expansion, the inputs and the sources
    of this checker and of the lane evaluator; a failed check is never kept)."""
    return _remembered_check(prims, expansion, variables, constants)


@lru_cache(maxsize=8192)
def _remembered_check(prims: ModqPrimitives, expansion: Expansion, variables: tuple[Interval, ...],
                      constants: tuple[tuple[int, ...], ...]) -> MacroCheck:
    if expansion.name.startswith("montmul_sum"):
        exhaustive = False
        prove = (lambda: _check_sum(prims, expansion, variables))
    elif expansion.name.startswith("montmul_pairs"):
        exhaustive = False
        prove = (lambda: _check_pairs(prims, expansion, variables))
    elif expansion.variables == 1:
        var = variables[0]
        exhaustive = var.hi - var.lo + 1 <= EXHAUSTIVE_VALUES
        prove = (lambda: _check_one(prims, expansion, var, constants)) if exhaustive else \
            (lambda: _check_range(prims, expansion, var, constants))
    else:
        va, vb = variables
        exhaustive = (va.hi - va.lo + 1) * (vb.hi - vb.lo + 1) <= EXHAUSTIVE_PAIRS
        prove = (lambda: _check_two(prims, expansion, variables)) if exhaustive else \
            (lambda: _check_identity(prims, expansion, variables))
    key = key_of([expansion.key, repr((prims, variables, constants, exhaustive))], CHECKER_SOURCES)
    data = remembered(key, lambda: _as_json(prove()))
    return MacroCheck(data["name"], Interval(*data["interval"]), data["inputs"], data["exhaustive"])


def _as_json(check: MacroCheck) -> dict:
    return {"name": check.name, "interval": [check.interval.lo, check.interval.hi], "inputs": check.inputs,
            "exhaustive": check.exhaustive}


class _Tally:
    """The outputs of one primitive over a stream of input blocks: each block checked, min and max kept."""

    def __init__(self, prims: ModqPrimitives, expansion: Expansion):
        self.prims, self.expansion = prims, expansion
        self.lo: int | None = None
        self.hi: int | None = None
        self.n = 0

    def add(self, values: dict[str, np.ndarray], args: list, shape: tuple[int, ...]) -> None:
        """Evaluate on values (params -> arrays), check against args (the params' values in order)."""
        out = np.broadcast_to(self.expansion.evaluate(values, self.prims.bits), shape)
        ok = self.prims.expected(self.expansion.name, args, out)
        if not ok.all():
            at = np.unravel_index(np.argmin(ok), ok.shape)
            bad = ", ".join(f"{p} = {int(np.broadcast_to(v, shape)[at])}" for p, v in values.items())
            raise PrimitiveError(f"{self.expansion.name} mod {self.prims.q} ({self.prims.flavour}) is wrong for {bad}")
        self.lo = int(out.min()) if self.lo is None else min(self.lo, int(out.min()))
        self.hi = int(out.max()) if self.hi is None else max(self.hi, int(out.max()))
        self.n += out.size

    def result(self) -> MacroCheck:
        return MacroCheck(self.expansion.name, Interval(self.lo, self.hi), self.n)


def _check_one(prims: ModqPrimitives, expansion: Expansion, var: Interval,
               constants: tuple[tuple[int, ...], ...]) -> MacroCheck:
    a = np.arange(var.lo, var.hi + 1, dtype=np.int64)
    tally = _Tally(prims, expansion)
    for consts in constants or ((),):
        cs = [np.int64(c) for c in consts]
        tally.add({"a": a, **dict(zip(expansion.params[1:], cs))}, [a, *cs], a.shape)
    return tally.result()


def _check_two(prims: ModqPrimitives, expansion: Expansion, variables: tuple[Interval, ...]) -> MacroCheck:
    va, vb = variables
    b = np.arange(vb.lo, vb.hi + 1, dtype=np.int64)[None, :]
    rows = max(1, PAIR_CHUNK // b.size)
    tally = _Tally(prims, expansion)
    for start in range(va.lo, va.hi + 1, rows):
        a = np.arange(start, min(start + rows, va.hi + 1), dtype=np.int64)[:, None]
        tally.add({"a": a, "b": b}, [a, b], (a.shape[0], b.shape[1]))
    return tally.result()


def _check_identity(prims: ModqPrimitives, expansion: Expansion, variables: tuple[Interval, ...]) -> MacroCheck:
    """montmul on a rectangle too large to enumerate. Its lane ops compute (a*b - t*q) / R exactly for
    every a, b in the lane with t = a*b*q^-1 mod R (signed): the low halves of a*b and t*q agree by the
    choice of t, so the difference of the high halves is exact (sqdmulh: the doubled high halves and the
    halving subtract, without saturation unless both operands are -2^(bits-1)). So the output lies in
    [ceil((min ab - (R/2 - 1) q) / R), floor((max ab + (R/2) q) / R)]. The edges of the rectangle and
    2^22 random pairs are evaluated as well, and must agree with both."""
    if expansion.name != "montmul":
        raise PrimitiveError(f"{expansion.name}: no identity bound; input rectangle {variables} is too large")
    va, vb = variables
    floor_min = -(1 << (prims.bits - 1))
    if prims.flavour == "sqdmulh" and va.lo == floor_min and vb.lo == floor_min:
        raise PrimitiveError("montmul (sqdmulh): it saturates for two operands of -2^(bits-1)")
    lo, hi = _products(va, vb)
    R, q = prims.R, prims.q
    bound = Interval(-((-(lo - (R // 2 - 1) * q)) // R), (hi + (R // 2) * q) // R)
    rng = np.random.default_rng(1)
    a_side, b_side = _edge_values(va, rng, 1 << 16), _edge_values(vb, rng, 1 << 16)
    a_parts = [np.repeat(a_side, 2), rng.integers(va.lo, va.hi + 1, 1 << 20), np.tile([va.lo, va.hi], b_side.size)]
    b_parts = [np.tile([vb.lo, vb.hi], a_side.size), rng.integers(vb.lo, vb.hi + 1, 1 << 20), np.repeat(b_side, 2)]
    a, b = np.concatenate(a_parts).astype(np.int64), np.concatenate(b_parts).astype(np.int64)
    out = expansion.evaluate({"a": a, "b": b}, prims.bits)
    ok = prims.expected(expansion.name, [a, b], out) & (out >= bound.lo) & (out <= bound.hi)
    if not ok.all():
        i = int(np.argmin(ok))
        raise PrimitiveError(f"montmul mod {q} ({prims.flavour}) is wrong or out of its bound for a = {int(a[i])}, "
                             f"b = {int(b[i])}")
    return MacroCheck(expansion.name, bound, int(a.size), False)


def _check_sum(prims: ModqPrimitives, expansion: Expansion, variables: tuple[Interval, ...]) -> MacroCheck:
    """montmul_sum{k} on any inputs in `variables` (a0, b0, a1, b1, ...), by its exact identity: the sum
    s of the k exact products lies in the sum T of their intervals; m = (s mod R)*q^-1 mod R (signed)
    makes s - m*q divisible by R, so hiw gives (s - m*q) / R exactly, congruent to s*R^-1 mod q and in
    [ceil((T.lo - (R/2 - 1) q) / R), floor((T.hi + (R/2) q) / R)]. Refused where a partial sum or s - m*q
    could leave the 2*bits-bit wide values, or the result the lane. Edges and random inputs are evaluated
    as well and must agree with both."""
    k = expansion.variables // 2
    _ops_match(expansion, prims.montmul_sum(k))
    q, bits = prims.q, prims.bits
    bound = _wide_reduction_bound(prims, expansion.name, list(variables))
    rng = np.random.default_rng(3)
    count = 1 << 16
    cols = []
    for i, v in enumerate(variables):  # every corner sign pattern at the ends, then random inputs
        ends = np.array([v.lo, v.hi], dtype=np.int64)
        pattern = (np.arange(1 << len(variables)) >> i) & 1 if len(variables) <= 14 else rng.integers(0, 2, 1 << 14)
        cols.append(np.concatenate([ends[pattern], rng.integers(v.lo, v.hi + 1, count)]).astype(object))
    values = dict(zip(expansion.params, cols))
    out = expansion.evaluate(values, bits)
    ok = prims.expected(expansion.name, cols, out) & (out >= bound.lo) & (out <= bound.hi)
    if not ok.all():
        j = int(np.argmin(ok))
        bad = ", ".join(f"{p} = {int(c[j])}" for p, c in values.items())
        raise PrimitiveError(f"{expansion.name} mod {q} ({prims.flavour}) is wrong or out of its bound for {bad}")
    return MacroCheck(expansion.name, bound, int(out.size), False)


def _wide_reduction_bound(prims: ModqPrimitives, name: str, variables: list[Interval]) -> Interval:
    """The interval of (s - m*q) / R for s the exact sum of the products variables[0]*variables[1] +
    variables[2]*variables[3] + ...; refused where a product, a partial sum or s - m*q could leave the
    2*bits-bit wide values, or the result the lane."""
    R, q, bits = prims.R, prims.q, prims.bits
    wide = Interval.lane(2 * bits)
    lo = hi = 0
    for i in range(0, len(variables), 2):
        plo, phi = _products(variables[i], variables[i + 1])
        lo, hi = lo + plo, hi + phi
        if not Interval(plo, phi).within(wide) or not Interval(lo, hi).within(wide):
            raise PrimitiveError(f"{name} mod {q}: a product or partial sum of {tuple(variables)} can leave "
                                 f"{2 * bits} bits")
    diff = Interval(lo - (R // 2 - 1) * q, hi + (R // 2) * q)
    if not diff.within(wide):
        raise PrimitiveError(f"{name} mod {q}: s - m*q can leave {2 * bits} bits for inputs in {tuple(variables)}")
    bound = Interval(-((-diff.lo) // R), diff.hi // R)
    if not bound.fits(bits):
        raise PrimitiveError(f"{name} mod {q}: outputs {bound} can leave the {bits}-bit lane")
    return bound


def _check_pairs(prims: ModqPrimitives, expansion: Expansion, variables: tuple[Interval, ...]) -> MacroCheck:
    """montmul_pairs{k} on any inputs in `variables` (a0, x0, y0, a1, ...): each lane's sum is a sum of 2k
    exact products, reduced as montmul_sum{2k} reduces it, so _wide_reduction_bound gives the interval of
    both lanes (the union over the x and y sums). Edges and random pairs are evaluated as well and must be
    congruent and inside it."""
    k = expansion.variables // 3
    _ops_match(expansion, prims.montmul_pairs(k))
    a, x, y = variables[0::3], variables[1::3], variables[2::3]
    bound = _wide_reduction_bound(prims, expansion.name, [v for i in range(k) for v in (a[i], x[i]) * 2]).union(
        _wide_reduction_bound(prims, expansion.name, [v for i in range(k) for v in (a[i], y[i]) * 2]))
    rng = np.random.default_rng(4)
    count = 1 << 15
    cols = []
    for i, v in enumerate(variables):  # both lanes of a pair at the same end, every sign pattern, then random
        ends = np.array([v.lo, v.hi], dtype=np.int64)
        pattern = (np.arange(1 << len(variables)) >> i) & 1 if len(variables) <= 12 else rng.integers(0, 2, 1 << 12)
        col = np.concatenate([np.repeat(ends[pattern][:, None], 2, axis=1), rng.integers(v.lo, v.hi + 1, (count, 2))])
        cols.append(col.astype(object))
    values = dict(zip(expansion.params, cols))
    out = expansion.evaluate(values, prims.bits)
    ok = prims.expected(expansion.name, cols, out) & (out >= bound.lo) & (out <= bound.hi)
    if not ok.all():
        j = int(np.argmin(ok.all(axis=-1)))
        bad = ", ".join(f"{p} = {tuple(int(t) for t in c[j])}" for p, c in values.items())
        raise PrimitiveError(f"{expansion.name} mod {prims.q} ({prims.flavour}) is wrong or out of its bound for {bad}")
    return MacroCheck(expansion.name, bound, int(out.size), False)


def _products(a: Interval, b: Interval) -> tuple[int, int]:
    corners = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
    return min(corners), max(corners)


def _edge_values(v: Interval, rng: np.random.Generator, randoms: int) -> np.ndarray:
    """Every value of v when there are at most 2 * randoms, else its SAMPLES values at each end and
    `randoms` random ones."""
    if v.hi - v.lo < 2 * randoms:
        return np.arange(v.lo, v.hi + 1, dtype=np.int64)
    ends = np.arange(SAMPLES, dtype=np.int64)
    return np.concatenate([v.lo + ends, v.hi - ends, rng.integers(v.lo, v.hi + 1, randoms)])


def _ops_match(expansion: Expansion, expected: Expansion) -> None:
    if expansion.key != expected.key:
        raise PrimitiveError(f"{expansion.name}: not the construction the argument over its whole input range covers")


def _check_range(prims: ModqPrimitives, expansion: Expansion, var: Interval,
                 constants: tuple[tuple[int, ...], ...]) -> MacroCheck:
    """A one-variable primitive on an input range too large to enumerate: an exact argument over every
    input (see _montmul_const_range, _shift_barrett_range, _caddq_range), then edges and random inputs
    evaluated, which must be congruent and inside the interval the argument gives."""
    name = expansion.name
    if name == "montmul_const":
        _ops_match(expansion, prims.montmul_const)
        interval = _union(_montmul_const_range(prims, var, z, zq) for z, zq in constants)
    elif name == "montmul_plain":  # m = (a*z)*q^-1: the identity's condition holds by construction
        _ops_match(expansion, prims.montmul_plain)
        interval = _union(_montmul_const_range(prims, var, z, signed_mod(z * prims.qinv, prims.bits))
                          for (z,) in constants)
    elif name in ("barrett", "barrett_floor") and prims.shift_barrett:
        _ops_match(expansion, prims.barrett if name == "barrett" else prims.barrett_floor)
        interval = _shift_barrett_range(prims, expansion, var)
    elif name == "caddq":
        _ops_match(expansion, prims.caddq)
        interval = _caddq_range(prims, var)
    else:
        raise PrimitiveError(f"{name}: input range {var} is too large to enumerate and has no argument over it")
    rng = np.random.default_rng(2)
    a = _edge_values(var, rng, max(SAMPLES, RANGE_EVALUATIONS // max(len(constants), 1)))
    tally = _Tally(prims, expansion)
    for consts in constants or ((),):
        cs = [np.int64(c) for c in consts]
        tally.add({"a": a, **dict(zip(expansion.params[1:], cs))}, [a, *cs], a.shape)
    if not Interval(tally.lo, tally.hi).within(interval):
        raise PrimitiveError(f"{name} mod {prims.q}: an evaluated output leaves the interval {interval} of the argument")
    return MacroCheck(name, interval, var.hi - var.lo + 1, False)


def _union(intervals) -> Interval:
    out = None
    for iv in intervals:
        out = iv if out is None else out.union(iv)
    return out


def _montmul_const_range(prims: ModqPrimitives, var: Interval, z: int, zq: int) -> Interval:
    """montmul_const(a; z, zq) for every a in var. With zq*q = z mod R, m = a*zq mod R (signed) makes
    a*z - m*q divisible by R, so the difference of the two high halves is exactly (a*z - m*q) / R (the
    sqdmulh flavour: the doubled high halves differ by twice that, halved exactly; no saturation unless
    both operands are -2^(bits-1)). That is congruent to a*z*R^-1 and lies in the interval below."""
    R, q = prims.R, prims.q
    if (zq * q - z) % R:
        raise PrimitiveError(f"montmul_const mod {q}: zq = {zq} is not z*q^-1 mod 2^{prims.bits} for z = {z}")
    if prims.flavour == "sqdmulh" and z == -R // 2 and var.lo == -R // 2:
        raise PrimitiveError("montmul_const (sqdmulh): it saturates for a = z = -2^(bits-1)")
    lo, hi = _products(var, Interval(z, z))
    out = Interval(-((-(lo - (R // 2 - 1) * q)) // R), (hi + (R // 2) * q) // R)
    if not out.fits(prims.bits):
        raise PrimitiveError(f"montmul_const mod {q}: outputs {out} can leave the lane")
    return out


def _shift_barrett_range(prims: ModqPrimitives, expansion: Expansion, var: Interval) -> Interval:
    """r = a - t*q with t = floor((a + c) / 2^k) (c = 2^(k-1) rounding, 0 truncating) for every a in var:
    on each step of t the output is a - t*q, so the ends of the steps give the exact interval; the add,
    t*q and the subtraction must stay in the lane on every step (refused otherwise)."""
    k, q, bits = prims.barrett_shift, prims.q, prims.bits
    c = 1 << (k - 1) if expansion.ops[0].kind == "add" else 0
    if not Interval(var.lo + c, var.hi + c).fits(bits):
        raise PrimitiveError(f"{expansion.name} mod {q}: a + {c} leaves the lane for a in {var}")
    t = np.arange((var.lo + c) >> k, ((var.hi + c) >> k) + 1, dtype=np.int64)
    a_lo = np.maximum(var.lo, (t << k) - c)
    a_hi = np.minimum(var.hi, ((t + 1) << k) - c - 1)
    tq = t * q
    r_lo, r_hi = a_lo - tq, a_hi - tq
    lane = Interval.lane(bits)
    if tq.min() < lane.lo or tq.max() > lane.hi or r_lo.min() < lane.lo or r_hi.max() > lane.hi:
        raise PrimitiveError(f"{expansion.name} mod {q}: t*q or a - t*q leaves the lane for a in {var}")
    return Interval(int(r_lo.min()), int(r_hi.max()))


def _caddq_range(prims: ModqPrimitives, var: Interval) -> Interval:
    """a + q for a < 0, a for a >= 0: the two pieces' ends."""
    pieces = []
    if var.lo < 0:
        pieces.append(Interval(var.lo + prims.q, min(var.hi, -1) + prims.q))
    if var.hi >= 0:
        pieces.append(Interval(max(var.lo, 0), var.hi))
    out = _union(pieces)
    if not out.fits(prims.bits):
        raise PrimitiveError(f"caddq mod {prims.q}: a + q leaves the lane for a in {var}")
    return out
