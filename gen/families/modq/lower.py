"""Lowering an NTT plan into lane programs (gen.ir.lanes): the forward and inverse transforms, the base
multiplication, and the whole-polynomial helpers.

Coefficient c lives in vector c / L, lane c mod L (L lanes per vector; L = 1 is scalar C). Layer k of
the forward transform pairs coefficients whose index differs in bit b = log2(n) - k: for b >= log2(L)
the partners sit in the same lane of two vectors; for smaller b they share a vector, and an Exchange
of a vector pair at chunk 2^b (gen.ir.lanes.Exchange) first brings them into the same lane of two
vectors. The lowering tracks which coefficient every lane holds and checks that every butterfly pairs
true partners and that every vector is back in place before it is stored.

A pass processes the layers of one segment of the plan on a group of vectors held in registers
(closed under those layers' butterflies), looping over the groups. Reductions are placed from the
bounds: a Barrett reduction goes where an addition or subtraction would otherwise leave the lane, or
where the function's output contract asks for it; each is noted with its reason.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from ...errors import GenError
from ...ir.lanes import (Affine, Expansion, Interval, LaneBuilder, LaneFunction, MacroInterval, exchange_maps,
                         pair_swap_maps)
from ...reduce.modq import ModqPrimitives
from ...spec.prime import bit_reverse, centered, signed_mod
from .reference import block_roots
from .spec import NttSpec


@dataclass(frozen=True)
class Segment:
    """Forward layers first..last (1-based) in one pass; `unroll`: the group loop is written out."""

    first: int
    last: int
    unroll: bool = False
    interleave: int = 1  # unrolled groups processed together, their butterflies alternating


@dataclass(frozen=True)
class Shape:
    """What the planner chose for one ISA: lanes per vector and the passes (forward order; the inverse
    runs them backwards)."""

    lanes: int
    segments: tuple[Segment, ...]
    unroll_pointwise: bool = True
    fused_restore: bool = False  # undo a pair's lane exchanges with one two-source permutation per register
    split: tuple = ()  # (split, interleave) maps: the 32-bit exchange as a split, undone by an interleave (x86)
    lane_bits: int = 16
    early_sums: bool = False  # the inverse reduces a sum where it is made when the next layer's would overflow

    def passes(self) -> str:
        """The pass structure as gen.families.modq.plan.parse_shape reads it: '1|2-7', '1-4*2|5-7'."""
        return "|".join((f"{s.first}" if s.first == s.last else f"{s.first}-{s.last}") +
                        (f"*{s.interleave}" if s.interleave > 1 else "") for s in self.segments)

    def describe(self) -> str:
        lanes = "scalar C" if self.lanes == 1 else f"{self.lanes} x {self.lane_bits}-bit lanes"
        return f"{lanes}, layer passes {self.passes()}" + (", 32-bit lane exchanges split" if self.split else "")


@dataclass
class Contracts:
    """Input and output bounds (|x| <= bound) of every function; None: no output contract (lazy)."""

    ntt_in: int
    invntt_in: int
    ntt_out: int | None = None
    basemul_out: int | None = None
    invntt_out: int | None = None
    acc_out: int | None = None
    reduce_out: int | None = None


@dataclass
class Lowering:
    """Everything one lowering needs: the spec, the primitives in the target's multiply-high flavour, the lane count."""

    spec: NttSpec
    prims: ModqPrimitives
    macro_interval: MacroInterval
    reductions: list["Reduction"] = field(default_factory=list)
    internal_barrett: Expansion | None = None  # for reductions inside a function (None: prims.barrett)
    plain_twiddles: bool = False  # multiply by constants with montmul_plain (z only), else montmul_const (z, zq)
    sum_products: bool = False  # degree-1 base multiplications: montmul_sum of the exact products (one reduction)
    pair_products: bool = False  # degree-2 ones on vectors: montmul_pairs on interleaved pairs (one reduction)
    native_order: bool = False  # the NTT domain in the layout the forward transform's last pass leaves
    native_chunks: tuple[int, ...] = ()  # that layout: the lane exchanges (chunks) applied to every vector pair

    @property
    def R(self) -> int:
        return self.prims.R

    def mont_pair(self, w: int) -> tuple[int, int]:
        """(z, zq) for multiplying by w mod q with montmul_const: z = w*R mod q (centered), zq = z*q^-1 mod R."""
        return mont_pair(self.prims, w)


@dataclass(frozen=True)
class Reduction:
    """A Barrett reduction the bounds called for: where, why, and on how many coefficients per call."""

    function: str
    where: str
    why: str
    coefficients: int


@lru_cache(maxsize=None)
def mont_pair(prims: ModqPrimitives, w: int) -> tuple[int, int]:
    z = centered(w * prims.R, prims.q)
    return z, signed_mod(z * prims.qinv, prims.bits)


# -- layouts ---------------------------------------------------------------------------------------------------
@dataclass
class Reg:
    """A vector value and the coefficient index each lane holds, relative to the group's first coefficient."""

    value: int
    coefs: tuple[int, ...]


def _shuffled(x: tuple[int, ...], y: tuple[int, ...], maps) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Which coefficient each lane holds after a Shuffle of registers holding x and y."""
    both = (x, y)
    return tuple(tuple(both[src][lane] for src, lane in m) for m in maps)

@lru_cache(maxsize=None)
def twiddle(spec: NttSpec, layer: int, block: int) -> int:
    """zeta^br(2^(layer-1) + block): the forward twiddle of `block` in `layer` (PQClean's zetas order)."""
    return pow(spec.zeta, bit_reverse((1 << (layer - 1)) + block, spec.layers), spec.q)


def exchange_step(lanes: int, chunk: int, split: tuple, lane_bits: int) -> tuple[tuple, int, tuple]:
    """(maps, the exchange's chunk as the printer sees it (0: a pair shuffle), the maps that undo it): the
    exchange at `chunk`, or where its chunks are 32 bits and the plan chose it, the split (undone by the
    interleave, one instruction per output each where the exchange takes a shift and a blend)."""
    if split and chunk * lane_bits == 32:
        return split[0], 0, split[1]
    return exchange_maps(lanes, chunk), chunk, ()


def pair_layout(lanes: int, chunks: tuple[int, ...], split: tuple, lane_bits: int, first: int = 0
                ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The coefficients two vectors holding first.. first + 2*lanes - 1 hold after the exchanges `chunks`."""
    x, y = tuple(range(first, first + lanes)), tuple(range(first + lanes, first + 2 * lanes))
    for chunk in chunks:
        x, y = _shuffled(x, y, exchange_step(lanes, chunk, split, lane_bits)[0])
    return x, y


def native_order(n: int, lanes: int, chunks: tuple[int, ...], split: tuple, lane_bits: int) -> tuple[int, ...]:
    """Position -> the standard (FIPS) index of the coefficient held there, in the native layout: every pair of
    vectors (2m, 2m + 1) exchanged by `chunks`."""
    if lanes == 1 or not chunks:
        return tuple(range(n))
    out: list[int] = []
    for first in range(0, n, 2 * lanes):
        x, y = pair_layout(lanes, chunks, split, lane_bits, first)
        out += [*x, *y]
    return tuple(out)


@dataclass
class Group:
    """The vectors of one pass: member m holds vector base + offsets[m]; loops run over the other bits."""

    offsets: list[int]
    loops: list[tuple[str, int, int]]  # (var, count, stride in vectors)
    pair_bit: int  # the register-index bit that pairs vectors for lane exchanges


def pass_group(spec: NttSpec, lanes: int, layers: range) -> Group:
    log_n, log_l = spec.n.bit_length() - 1, lanes.bit_length() - 1
    reg_bits = sorted({log_n - k - log_l for k in layers if log_n - k >= log_l})
    total = log_n - log_l  # register-index bits
    in_register = any(log_n - k < log_l for k in layers)
    if in_register and not reg_bits:
        reg_bits = [0]
    if in_register:
        pair_bit = reg_bits[0]
    else:
        pair_bit = -1
    offsets = [sum(((m >> i) & 1) << b for i, b in enumerate(reg_bits)) for m in range(1 << len(reg_bits))]
    free = [b for b in range(total) if b not in reg_bits]
    loops: list[tuple[str, int, int]] = []
    run: list[int] = []
    for b in free + [None]:
        if run and (b is None or b != run[-1] + 1):
            loops.append((f"g{len(loops)}", 1 << len(run), 1 << run[0]))
            run = []
        if b is not None:
            run.append(b)
    loops.reverse()  # outermost: the highest bits
    return Group(offsets, loops, pair_bit)


class PassBuilder:
    """Lowers the layers of one segment for one group: loads, butterflies (with lane exchanges where
    partners share a vector), restoring the natural layout, stores."""

    def __init__(self, low: Lowering, b: LaneBuilder, lanes: int, group: Group, base: Affine, fused: bool = False,
                 split: tuple = ()):
        self.low, self.b, self.lanes, self.group, self.base = low, b, lanes, group, base
        self.fused, self.split = fused, split
        self.regs: list[Reg] = []
        self.exchanges: list[tuple[int, int, int, tuple]] = []  # (member x, member y, chunk, undo maps), in order
        self.consts: dict[tuple, int] = {}  # constant rows -> the Const already made for them in this pass
        self.log_n = low.spec.n.bit_length() - 1

    def base_coefs(self) -> list[int]:
        """The first coefficient of the group in every iteration of the loop nest."""
        return [self.base.at(env) * self.lanes for env in self.b.envs()]

    def load(self, array: str) -> None:
        L = self.lanes
        self.regs = [Reg(self.b.load(array, self.base.shifted(off)), tuple(off * L + i for i in range(L)))
                     for off in self.group.offsets]

    def store(self, array: str, chunks: tuple[int, ...] = ()) -> None:
        """Store the registers, which must hold the natural layout (or that after the exchanges `chunks`)."""
        want = self.layout(chunks)
        for off, reg, coefs in zip(self.group.offsets, self.regs, want):
            if reg.coefs != coefs:
                raise GenError(f"internal: vector {off} is not in the expected order before its store")
            self.b.store(array, self.base.shifted(off), reg.value)

    def layout(self, chunks: tuple[int, ...]) -> list[tuple[int, ...]]:
        """The coefficients each register position holds in the natural layout after the exchanges `chunks` on
        every pair (by the group's pair bit)."""
        L = self.lanes
        coefs = [tuple(off * L + i for i in range(L)) for off in self.group.offsets]
        for chunk in chunks:
            maps = self._exchange_maps(chunk)[0]
            for i, j in self._pairs_by_bit():
                coefs[i], coefs[j] = _shuffled(coefs[i], coefs[j], maps)
        return coefs

    def adopt(self, chunks: tuple[int, ...], undoable: bool) -> None:
        """The loaded registers hold the layout after the exchanges `chunks` (the native NTT domain): relabel
        their lanes, and where `undoable`, record the exchanges so that restore() undoes them."""
        for reg, coefs in zip(self.regs, self.layout(chunks)):
            reg.coefs = coefs
        if undoable:
            for chunk in chunks:
                undo = self._exchange_maps(chunk)[2]
                self.exchanges += [(i, j, chunk, undo) for i, j in self._pairs_by_bit()]

    def exchange_chunks(self) -> tuple[int, ...]:
        """The chunks of the exchanges made so far (the same sequence on every pair)."""
        by_pair: dict[tuple[int, int], list[int]] = {}
        for i, j, chunk, _ in self.exchanges:
            by_pair.setdefault((i, j), []).append(chunk)
        sequences = {tuple(c) for c in by_pair.values()}
        if len(sequences) > 1 or (by_pair and set(by_pair) != set(self._pairs_by_bit())):
            raise GenError("internal: the pairs of a pass were exchanged differently")
        return sequences.pop() if sequences else ()

    def partners(self, bit: int) -> list[tuple[int, int]]:
        """Pairs (i, j) of register positions whose lanes hold coefficients differing exactly in `bit`,
        i with the bit clear. Where partners share a vector, lanes are exchanged first: on the current
        layout when that aligns them (a chain of exchanges at halving or doubling chunks does), else after
        restoring the natural layout (the inverse meets its cross-register layers after the lane ones)."""
        pairs = self._aligned(bit)
        if pairs is not None:
            return pairs
        if self.exchanges and self._aligned(bit, self._undone_coefs()) is not None:
            self._undo_latest()  # a layout met before (the inverse from the native order retraces the forward)
            return self._aligned(bit)
        chunk = 1 << bit
        if chunk < self.lanes and self._aligned(bit, self._exchanged_coefs(chunk)) is not None:
            self._exchange_all(chunk)
            return self._aligned(bit)
        if self.exchanges:
            self.restore()
            pairs = self._aligned(bit)
            if pairs is not None:
                return pairs
        if chunk >= self.lanes:
            raise GenError(f"internal: no partner vectors for bit {bit}")
        self._exchange_all(chunk)
        pairs = self._aligned(bit)
        if pairs is None:
            raise GenError(f"internal: lane exchange at chunk {chunk} does not align bit-{bit} partners")
        return pairs

    def _pairs_by_bit(self) -> list[tuple[int, int]]:
        pb, offs = self.group.pair_bit, self.group.offsets
        return [(i, offs.index(off | 1 << pb)) for i, off in enumerate(offs) if not off >> pb & 1]

    def _exchange_maps(self, chunk: int) -> tuple[tuple, int, tuple]:
        return exchange_step(self.lanes, chunk, self.split, self.low.spec.lane_bits)

    def _latest_step(self) -> list[tuple[int, int, int, tuple]]:
        """The latest exchange on every pair (the same chunk: exchanges are made on all pairs at once)."""
        chunk = self.exchanges[-1][2]
        step = []
        for e in reversed(self.exchanges):
            if e[2] != chunk or e[:2] in [s[:2] for s in step]:
                break
            step.append(e)
        return step

    def _undone_coefs(self) -> list[tuple[int, ...]]:
        """The lanes' coefficients after _undo_latest(), without emitting it."""
        coefs = [reg.coefs for reg in self.regs]
        for i, j, chunk, undo in self._latest_step():
            maps = undo or exchange_maps(self.lanes, chunk)
            coefs[i], coefs[j] = _shuffled(coefs[i], coefs[j], maps)
        return coefs

    def _undo_latest(self) -> None:
        step = self._latest_step()
        del self.exchanges[len(self.exchanges) - len(step):]
        for i, j, chunk, undo in step:
            self._undo(i, j, chunk, undo)

    def _exchanged_coefs(self, chunk: int) -> list[tuple[int, ...]]:
        """The lanes' coefficients after _exchange_all(chunk), without emitting it."""
        coefs = [reg.coefs for reg in self.regs]
        maps = self._exchange_maps(chunk)[0]
        for i, j in self._pairs_by_bit():
            coefs[i], coefs[j] = _shuffled(coefs[i], coefs[j], maps)
        return coefs

    def _aligned(self, bit: int, coefs: list[tuple[int, ...]] | None = None) -> list[tuple[int, int]] | None:
        coefs = coefs if coefs is not None else [reg.coefs for reg in self.regs]
        index = {c: i for i, c in enumerate(coefs)}
        pairs = []
        for i, cs in enumerate(coefs):
            if cs[0] >> bit & 1:
                continue
            if any(c >> bit & 1 for c in cs):
                return None
            j = index.get(tuple(c | 1 << bit for c in cs))
            if j is None:
                return None
            pairs.append((i, j))
        return pairs

    def _exchange_all(self, chunk: int) -> None:
        for i, j in self._pairs_by_bit():
            self._exchange(i, j, chunk)

    def _exchange(self, i: int, j: int, chunk: int) -> None:
        maps, printed, undo = self._exchange_maps(chunk)
        self._shuffle(i, j, maps, printed)
        self.exchanges.append((i, j, chunk, undo))

    def _shuffle(self, i: int, j: int, maps, chunk: int = 0) -> None:
        x, y = self.regs[i], self.regs[j]
        d0, d1 = self.b.shuffle(x.value, y.value, maps, chunk)
        c0, c1 = _shuffled(x.coefs, y.coefs, maps)
        self.regs[i], self.regs[j] = Reg(d0, c0), Reg(d1, c1)

    def restore(self) -> None:
        """Undo the lane exchanges latest first (each is an involution, a split is undone by its interleave);
        or, where the target permutes two registers in one instruction (Shape.fused_restore), one such
        permutation per register pair."""
        done, self.exchanges = self.exchanges, []
        pairs = list(dict.fromkeys((i, j) for i, j, *_ in done))
        if self.fused and all(sum(1 for d in done if d[:2] == pair) > 1 for pair in pairs):
            L = self.lanes
            for i, j in pairs:
                offs = self.group.offsets
                where = {c: (src, lane) for src, reg in enumerate((self.regs[i], self.regs[j]))
                         for lane, c in enumerate(reg.coefs)}
                maps = tuple(tuple(where[offs[m] * L + lane] for lane in range(L)) for m in (i, j))
                self._shuffle(i, j, maps)
            return
        for i, j, chunk, undo in reversed(done):
            self._undo(i, j, chunk, undo)

    def _undo(self, i: int, j: int, chunk: int, undo: tuple) -> None:
        """Undo one recorded exchange of the pair (i, j): its undo maps, or the exchange again (an involution)."""
        if undo:
            self._shuffle(i, j, undo)
        else:
            self._shuffle(i, j, exchange_maps(self.lanes, chunk), chunk)

    def mul_const(self, i: int, value_of, x: int) -> int:
        """x times the multipliers value_of(coefficient) of register position i's lanes, mod q, times R^-1:
        montmul_const with twisted constants (z, zq), or montmul_plain with z alone (Lowering.plain_twiddles)."""
        if self.low.plain_twiddles:
            rows = [tuple(self.low.mont_pair(value_of(base + c))[0] for c in self.regs[i].coefs)
                    for base in self.base_coefs()]
            return self.b.macro(self.low.prims.montmul_plain, x, self.const(rows, "z"))
        z, zq = self.lane_consts(i, value_of)
        return self.b.macro(self.low.prims.montmul_const, x, z, zq)

    def const(self, rows: list[tuple[int, ...]], name: str) -> int:
        """A Const of these rows, made once per pass (a twiddle shared by several butterflies is read once)."""
        key = (name, tuple(rows))
        if key not in self.consts:
            self.consts[key] = self.b.const(rows, name)
        return self.consts[key]

    def lane_consts(self, i: int, value_of) -> tuple[int, int]:
        """Const vectors (z, zq) for register position i: value_of(coefficient) -> multiplier mod q, per
        lane and per iteration."""
        rows_z, rows_zq = [], []
        for base in self.base_coefs():
            pairs = [self.low.mont_pair(value_of(base + c)) for c in self.regs[i].coefs]
            rows_z.append(tuple(p[0] for p in pairs))
            rows_zq.append(tuple(p[1] for p in pairs))
        return self.const(rows_z, "z"), self.const(rows_zq, "zq")

    # -- arithmetic with reductions placed by the bounds ---------------------------------------------------------
    def reduce(self, v: int, where: str, why: str, internal: bool = False) -> int:
        """Barrett on v: the centered one, or for an `internal` reduction (only to make room) the planner's
        cheaper one."""
        self.low.reductions.append(Reduction(self.b.fn.name, where, why, len(self.b.envs()) * self.lanes))
        barrett = self.low.internal_barrett if internal and self.low.internal_barrett else self.low.prims.barrett
        return self.b.macro(barrett, v)

    def fitting(self, kind: str, x: int, y: int, where: str) -> tuple[int, int]:
        """x, y reduced (Barrett, the larger first) until x `kind` y fits the lane."""
        bits = self.b.fn.bits
        for _ in range(3):
            ix, iy = self.b.interval(x), self.b.interval(y)
            total = (Interval(ix.lo + iy.lo, ix.hi + iy.hi) if kind == "add" else
                     Interval(ix.lo - iy.hi, ix.hi - iy.lo))
            if total.fits(bits):
                return x, y
            why = f"a {'sum' if kind == 'add' else 'difference'} could reach {total.magnitude} > {(1 << (bits - 1)) - 1}"
            if ix.magnitude >= iy.magnitude:
                x = self.reduce(x, where, why, internal=True)
            else:
                y = self.reduce(y, where, why, internal=True)
        raise GenError(f"q = {self.low.spec.q} leaves no room in {bits}-bit lanes at {where}: reduced operands "
                       f"still overflow")


# -- the transforms ---------------------------------------------------------------------------------------------
def _group_loops(b: LaneBuilder, group: Group, unroll: bool, body, together: int = 1) -> None:
    """Run body(bases) inside the group loops with one base, or, unrolled, with `together` consecutive
    group bases at a time (their work interleaved by the body)."""
    if unroll:
        bases = [Affine(sum(i * stride for i, (_, _, stride) in zip(idx, group.loops)))
                 for idx in itertools.product(*(range(count) for _, count, _ in group.loops))]
        for start in range(0, len(bases), together):
            body(bases[start:start + together])
        return

    def nest(k: int) -> None:
        if k == len(group.loops):
            body([Affine(0, tuple((var, stride) for var, _, stride in group.loops))])
            return
        var, count, _ = group.loops[k]
        with b.loop(var, count):
            nest(k + 1)

    nest(0)


Butterfly = Callable[[PassBuilder, int, int, int, int], None]  # (pass, layer, bit, i, j)


def _transform(low: Lowering, shape: Shape, name: str, in_bound: int, out_bound: int | None, inverse: bool,
               butterfly: Butterfly) -> LaneFunction:
    """A transform in place on r: the plan's passes (backwards for the inverse), each loading its group,
    running `butterfly` on every partner pair of its layers, restoring the layout, meeting the output
    contract after the last pass, storing. In the native order (Lowering.native_order) the forward's last
    pass stores the layout its exchanges leave (recorded in Lowering.native_chunks) and the inverse's first
    pass starts from it."""
    spec, L = low.spec, shape.lanes
    fn = LaneFunction(name, low.prims.bits, L, {"r": spec.n}, {"r": Interval.symmetric(in_bound)}, ("r",))
    b = LaneBuilder(fn, low.macro_interval)
    log_n = spec.n.bit_length() - 1
    segments = list(reversed(shape.segments)) if inverse else list(shape.segments)
    left: set[tuple[int, ...]] = set()  # the native layouts the forward's last pass leaves (one)
    for si, seg in enumerate(segments):
        layers = range(seg.last, seg.first - 1, -1) if inverse else range(seg.first, seg.last + 1)
        group = pass_group(spec, L, layers)
        last = si == len(segments) - 1

        def body(bases: list[Affine], layers=layers, group=group, last=last, first=si == 0) -> None:
            passes = [PassBuilder(low, b, L, group, base, shape.fused_restore, shape.split) for base in bases]
            for p in passes:
                p.load("r")
                if inverse and first and low.native_order:
                    p.adopt(low.native_chunks, undoable=True)
            for k in layers:  # the groups' butterflies alternate (independent work side by side)
                work = [[(p, i, j) for i, j in p.partners(log_n - k)] for p in passes]
                for step in itertools.zip_longest(*work):
                    for p, i, j in filter(None, step):
                        butterfly(p, k, log_n - k, i, j)
            for p in passes:
                chunks: tuple[int, ...] = ()
                if not inverse and last and low.native_order:  # left as the last layer's exchanges leave it
                    chunks = p.exchange_chunks()
                    left.add(chunks)
                else:
                    p.restore()
                if last and out_bound is not None:
                    _meet(p, out_bound, "output")
                p.store("r", chunks)

        b.comment(f"layers {layers[0]}..{layers[-1]}")
        _group_loops(b, group, seg.unroll, body, seg.interleave if seg.unroll else 1)
    if left:
        if len(left) > 1:
            raise GenError("internal: the groups of the last pass leave different layouts")
        low.native_chunks = left.pop()
    return fn


def lower_ntt(low: Lowering, shape: Shape, contracts: Contracts) -> LaneFunction:
    """The forward transform in place on r: NTT(r) in bit-reversed block order (Cooley-Tukey), or in the
    native order (see _transform)."""
    spec = low.spec

    def butterfly(p: PassBuilder, k: int, bit: int, i: int, j: int) -> None:
        b = p.b
        t = p.mul_const(j, lambda c: twiddle(spec, k, c >> (bit + 1)), p.regs[j].value)
        x, t = p.fitting("add", p.regs[i].value, t, f"layer {k}")
        x, t = p.fitting("sub", x, t, f"layer {k}")
        p.regs[i] = Reg(b.op("add", x, t), p.regs[i].coefs)
        p.regs[j] = Reg(b.op("sub", x, t), p.regs[j].coefs)

    return _transform(low, shape, "ntt", contracts.ntt_in, contracts.ntt_out, False, butterfly)


def lower_invntt(low: Lowering, shape: Shape, contracts: Contracts) -> LaneFunction:
    """The inverse transform in place, times R (Montgomery form, as PQClean's invntt_tomont): the
    Gentleman-Sande butterflies of the forward plan backwards, the scaling by R / 2^layers folded into the
    last layer's multiplications."""
    spec, q = low.spec, low.spec.q
    scale = low.R * pow(spec.blocks, -1, q) % q  # R / 2^layers

    def butterfly(p: PassBuilder, k: int, bit: int, i: int, j: int) -> None:
        b = p.b
        u, v = p.fitting("add", p.regs[i].value, p.regs[j].value, f"layer {k}")
        u, v = p.fitting("sub", u, v, f"layer {k}")
        s, d = b.op("add", u, v), b.op("sub", u, v)
        if shape.early_sums and k > 1:
            s = _reduced_for_next_layer(p, s, k)
        factor = scale if k == 1 else 1
        if k == 1:
            s = p.mul_const(i, lambda c: scale, s)
        t = p.mul_const(j, lambda c: pow(twiddle(spec, k, c >> (bit + 1)), -1, q) * factor % q, d)
        p.regs[i] = Reg(s, p.regs[i].coefs)
        p.regs[j] = Reg(t, p.regs[j].coefs)

    return _transform(low, shape, "invntt", contracts.invntt_in, contracts.invntt_out, True, butterfly)


def _reduced_for_next_layer(p: PassBuilder, s: int, k: int) -> int:
    """The sum s of the inverse's layer k, reduced where it is made if the next layer's sum of two such
    values could leave the lane (the partners of the next layer have the same history, so the same bound).
    Reduced here, a vector of sums is off the path of the products, before a lane exchange mixes it with
    them; left to the next layer (PassBuilder.fitting), the reduction falls on the mixed vectors, after
    the products, and on twice as many of them."""
    top = (1 << (p.b.fn.bits - 1)) - 1
    reach = 2 * p.b.interval(s).magnitude
    if reach <= top:
        return s
    return p.reduce(s, f"layer {k}", f"the next layer's sum could reach {reach} > {top}", internal=True)


def _meet(p: PassBuilder, bound: int, what: str) -> None:
    for i, reg in enumerate(p.regs):
        iv = p.b.interval(reg.value)
        if not iv.within(Interval.symmetric(bound)):
            p.regs[i] = Reg(p.reduce(reg.value, what, f"{iv} exceeds the contract |x| <= {bound}"), reg.coefs)


# -- the base multiplication and the pointwise helpers ------------------------------------------------------------
def _pointwise_group(spec: NttSpec, lanes: int) -> Group:
    """Pairs of vectors (d = 2 with lanes: the even/odd exchange), else single vectors."""
    vectors = spec.n // lanes
    if spec.base_degree == 2:
        return Group([0, 1], [("g0", vectors // 2, 2)], 0)
    return Group([0], [("g0", vectors, 1)], -1)


def lower_basemul(low: Lowering, shape: Shape, in_bound: int, out_bound: int | None, k: int) -> LaneFunction:
    """r = sum over i < k of a_i * b_i * R^-1 blockwise mod (x^d - c_j) for |a|, |b| <= in_bound (PQClean's
    basemul_montgomery for k = 1, polyvec_basemul_acc_montgomery for k > 1)."""
    spec, L = low.spec, shape.lanes
    n = spec.n
    bound = Interval.symmetric(in_bound)
    name = "basemul" if k == 1 else f"basemul_acc{k}"
    fn = LaneFunction(name, low.prims.bits, L, {"r": n, "a": k * n, "b": k * n}, {"a": bound, "b": bound}, ("r",))
    b = LaneBuilder(fn, low.macro_interval)
    roots = block_roots(spec)
    summing = low.sum_products and _sum_fits(low, b, k, bound)
    pairing = low.pair_products and L > 1 and _pairs_fit(low, b, k, bound, roots)
    # summing on vectors: two vectors per iteration (as pointwise.S), halving the loop's overhead
    group = Group([0, 1], [("g0", n // L // 2, 2)], 0) if (summing or pairing) and L > 1 else \
        _pointwise_group(spec, L)
    # the native NTT domain matters to degree 2 (which lanes hold a block's pair, and its root)
    chunks = low.native_chunks if low.native_order and spec.base_degree == 2 and L > 1 else ()

    def body(bases: list[Affine]) -> None:
        base = bases[0]
        if pairing:
            out = _paired_products(low, b, PassBuilder(low, b, L, group, base, split=shape.split), k, roots, chunks)
            if out_bound is not None:
                _meet(out, out_bound, "output")
            out.store("r", chunks)
            return
        if summing:
            out = PassBuilder(low, b, L, group, base, split=shape.split)
            for off in group.offsets:
                pairs = []
                for poly in range(k):
                    pairs += [b.load(side, base.shifted(poly * n // L + off)) for side in ("a", "b")]
                out.regs.append(Reg(b.macro(low.prims.montmul_sum(k), *pairs), tuple(off * L + i for i in range(L))))
            if out_bound is not None:
                _meet(out, out_bound, "output")
            out.store("r")
            return
        sums: list[int] | None = None
        for poly in range(k):
            pa = PassBuilder(low, b, L, group, base.shifted(poly * n // L), split=shape.split)
            pb = PassBuilder(low, b, L, group, base.shifted(poly * n // L), split=shape.split)
            pa.load("a")
            pb.load("b")
            pa.adopt(chunks, undoable=False)
            pb.adopt(chunks, undoable=False)
            terms = _block_terms(low, b, pa, pb)
            if sums is None:
                sums = terms
            else:
                sums = [b.op("add", *pa.fitting("add", x, y, "accumulation")) for x, y in zip(sums, terms)]
        pa.regs = _block_combine(low, b, pa, sums, roots)
        pa.restore()
        out = PassBuilder(low, b, L, group, base, split=shape.split)
        out.regs = pa.regs
        if out_bound is not None:
            _meet(out, out_bound, "output")
        out.store("r", chunks)

    _group_loops(b, group, shape.unroll_pointwise, body)
    return fn


def _pair_multiplier(spec: NttSpec, roots: list[int]):
    """What montmul_pairs' x multiplies b by, per coefficient: 1 in a block's first lane, its root in the second."""
    return lambda c: roots[c % spec.n // 2] if c % 2 else 1


def _paired_products(low: Lowering, b: LaneBuilder, out: PassBuilder, k: int, roots: list[int],
                     chunks: tuple[int, ...]) -> PassBuilder:
    """The blockwise products on interleaved pairs (out's group: two vectors, in the layout after the
    exchanges `chunks`, which keep every block's pair side by side): per product, x = b times (1, root) per
    block and y = b with each pair's lanes swapped, then r = montmul_pairs(a, x, y) over the k products:
    lane 2i gets a0*b0 + root*a1*b1, lane 2i+1 a0*b1 + a1*b0, times R^-1."""
    n, L, offsets = low.spec.n, out.lanes, out.group.offsets
    out.regs = [Reg(-1, coefs) for coefs in out.layout(chunks)]
    if any(c % 2 != lane % 2 or coefs[lane ^ 1] != c ^ 1 for coefs in (r.coefs for r in out.regs)
           for lane, c in enumerate(coefs)):
        raise GenError("internal: a layout splits a block's pair")
    args: list[list[int]] = [[] for _ in offsets]
    for poly in range(k):
        a = [b.load("a", out.base.shifted(poly * n // L + off)) for off in offsets]
        bv = [b.load("b", out.base.shifted(poly * n // L + off)) for off in offsets]
        swapped = b.shuffle(bv[0], bv[1], pair_swap_maps(L))
        for m in range(len(offsets)):
            z, zq = out.lane_consts(m, _pair_multiplier(low.spec, roots))
            args[m] += [a[m], b.macro(low.prims.montmul_const, bv[m], z, zq), swapped[m]]
    out.regs = [Reg(b.macro(low.prims.montmul_pairs(k), *args[m]), reg.coefs) for m, reg in enumerate(out.regs)]
    return out


def _pairs_fit(low: Lowering, b: LaneBuilder, k: int, bound: Interval, roots: list[int]) -> bool:
    """Whether montmul_pairs of k products of inputs in `bound` is admitted (see _sum_fits), x being b times
    one of the multipliers of _pair_multiplier."""
    multiplier = _pair_multiplier(low.spec, roots)
    consts = tuple(sorted({low.mont_pair(multiplier(c)) for c in range(low.spec.n)}))
    try:
        x = b.macro_interval(low.prims.montmul_const, (bound,), consts)
        b.macro_interval(low.prims.montmul_pairs(k), (bound, x, bound) * k, ())
    except GenError:
        return False
    return True


def _sum_fits(low: Lowering, b: LaneBuilder, k: int, bound: Interval) -> bool:
    """Whether montmul_sum of k products of inputs in `bound` is admitted (its exact sum and s - m*q stay in
    the wide values, its result in the lane: gen.reduce.modq); where not, each product is reduced."""
    try:
        b.macro_interval(low.prims.montmul_sum(k), (bound,) * (2 * k), ())
    except GenError:
        return False
    return True


def _block_terms(low: Lowering, b: LaneBuilder, pa: PassBuilder, pb: PassBuilder) -> list[int]:
    """The Montgomery products of the loaded a and b (in pa.regs, pb.regs) that the blockwise product sums:
    for degree 1 one per register; for degree 2, with even lanes (or the first register of a pair)
    holding x0 of every block and odd lanes x1: a0*b0, a1*b1 and a0*b1 + a1*b0."""
    mm = low.prims.montmul
    if low.spec.base_degree == 1:
        return [b.macro(mm, x.value, y.value) for x, y in zip(pa.regs, pb.regs)]
    if pa.lanes > 1:
        pa.partners(0)
        pb.partners(0)
    (a0, a1), (b0, b1) = (pa.regs[0].value, pa.regs[1].value), (pb.regs[0].value, pb.regs[1].value)
    cross = b.op("add", b.macro(mm, a0, b1), b.macro(mm, a1, b0))
    return [b.macro(mm, a0, b0), b.macro(mm, a1, b1), cross]


def _block_combine(low: Lowering, b: LaneBuilder, pa: PassBuilder, sums: list[int], roots: list[int]) -> list[Reg]:
    """The blockwise products from the summed terms, in pa's layout: for degree 2, r0 = sum a0*b0 +
    zeta * sum a1*b1 (one multiplication by the block's root for all the products summed), r1 = the cross sum."""
    spec = low.spec
    if spec.base_degree == 1:
        return [Reg(v, r.coefs) for v, r in zip(sums, pa.regs)]
    s00, s11, cross = sums
    r0 = b.op("add", *pa.fitting("add", s00, pa.mul_const(0, lambda c: roots[c % spec.n // 2], s11), "blockwise product"))
    return [Reg(r0, pa.regs[0].coefs), Reg(cross, pa.regs[1].coefs)]


POINTWISE = ("reduce", "tomont", "caddq", "freeze")


def lower_pointwise(low: Lowering, shape: Shape, what: str) -> LaneFunction:
    """`reduce` (Barrett: small representatives), `tomont` (times R: montmul by R^2 mod q), `caddq` (a + q
    where a < 0) or `freeze` (reduce, then caddq) on r, for any input Barrett takes (gen.reduce.modq)."""
    spec, L, q = low.spec, shape.lanes, low.spec.q
    prims = low.prims
    domain = prims.barrett_domain if what in ("reduce", "freeze") else Interval.lane(prims.bits)
    fn = LaneFunction(what, prims.bits, L, {"r": spec.n}, {"r": domain}, ("r",))
    b = LaneBuilder(fn, low.macro_interval)
    group = Group([0], [("g0", spec.n // L, 1)], -1)
    if what == "tomont":  # montmul by R^2 mod q: x * R
        z, zq = low.mont_pair(low.R % q)
        zv, zqv = b.const([(z,) * L], "z"), b.const([(zq,) * L], "zq")

    def body(bases: list[Affine]) -> None:
        base = bases[0]
        v = b.load("r", base)
        if what in ("reduce", "freeze"):
            v = b.macro(prims.barrett, v)
        if what in ("caddq", "freeze"):
            v = b.macro(prims.caddq, v)
        if what == "tomont":
            v = b.macro(prims.montmul_const, v, zv, zqv)
        b.store("r", base, v)

    _group_loops(b, group, shape.unroll_pointwise, body)
    return fn


__all__ = ["Segment", "Shape", "Contracts", "Lowering", "lower_ntt", "lower_invntt", "lower_basemul",
           "lower_pointwise", "twiddle", "POINTWISE"]
