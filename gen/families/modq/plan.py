"""Planning a mod-q kernel: the lane width and pass structure of the transforms (priced on the printed
instructions of every candidate), the reductions the bounds call for, and every function lowered."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from ...dp.ntt import PRICED_CLASSES, price, segmentations
from ...errors import GenError
from ...ir.lanes import Const, Shuffle, Expansion, Interval, LaneFunction, Load, Loop, Macro, Op, Store
from ...isa import Target
from ...ir.schedule import Machine, schedule
from ...isa.lanes import LaneSpelling, lane_machine, lane_spelling, transform_machine
from ...reduce.modq import MacroCheck, ModqPrimitives, PrimitiveError, check_macro, primitives
from .lower import (POINTWISE, Contracts, Lowering, Reduction, Segment, Shape, lower_basemul, lower_invntt, lower_ntt,
                    lower_pointwise, native_order, pass_group)
from .rounding import RoundingSpec, lower_rounding, rounding_names
from .spec import NttSpec, reduced_bound

TRANSFORMS = ("ntt", "invntt")
UNROLL_MAX = 8  # vector passes with at most this many groups are written out (no loop)
TEMPORARIES = 6  # registers a butterfly needs beside its group (Montgomery temporaries, twiddles)


LANE_PRICE = "predicted cycles (busiest instruction class)"
ASSEMBLY_PRICE = "cycles of its Thumb-2 register allocation (TRM table)"


@dataclass
class Candidate:
    shape: Shape
    counts: dict[str, float]
    cost: float
    priced_by: str = LANE_PRICE


@dataclass
class ModqPlan:
    """The chosen shape, every lowered function, the primitive checks behind their bounds, where the
    bounds called for reductions, and the priced candidates (cheapest first)."""

    spec: NttSpec
    spelling: LaneSpelling
    prims: ModqPrimitives
    shape: Shape
    contracts: Contracts
    functions: dict[str, LaneFunction]
    checks: dict[tuple, MacroCheck]
    reductions: list[Reduction]
    candidates: list[Candidate] = field(default_factory=list)
    acc: tuple[int, ...] = ()
    inverse_shape: Shape | None = None  # the inverse transform's passes (None: as the forward's)
    inverse_candidates: list[Candidate] = field(default_factory=list)
    source: str = ""  # how the pass structures were chosen
    machine: Machine | None = None  # the model the printed order is list-scheduled for (None: as lowered)
    printed_functions: dict[str, LaneFunction] = field(default_factory=dict, repr=False, compare=False)
    plain_twiddles: bool = False
    rounding: RoundingSpec | None = None  # ML-DSA's rounding functions and norm check (None: not emitted)
    transform_machines: dict[str, Machine] = field(default_factory=dict)  # the transforms' own models (else `machine`)
    order: tuple[int, ...] | None = None  # the native NTT domain: position -> standard index (None: standard order)

    def printed(self, name: str) -> LaneFunction:
        """Function `name` as printed: list-scheduled for the machine (gen.ir.schedule), else as lowered."""
        if name not in self.printed_functions:
            fn = self.functions[name]
            machine = self.transform_machines.get(name, self.machine)
            self.printed_functions[name] = schedule(fn, machine) if machine else fn
        return self.printed_functions[name]

    @property
    def montgomery_text(self) -> str:
        """How constants are multiplied, for summaries."""
        twiddles = "plain twiddles (m = a*z*q^-1)" if self.plain_twiddles else "twisted twiddles (z, z*q^-1)"
        return f"Montgomery (R = 2^{self.spec.lane_bits}) with {twiddles}"

    def describe(self) -> str:
        inv = self.inverse_shape or self.shape
        fwd = self.shape.describe()
        early = inv.early_sums and any(r.function == "invntt" for r in self.reductions)
        sums = "; the inverse's sums reduced where they are made" if early else ""
        if inv.passes() == self.shape.passes():
            return fwd + sums
        return f"{fwd}; inverse {inv.passes()}{sums}"

    def reduction_summary(self) -> list[str]:
        """Per function: where the bounds called for Barrett reductions, how many coefficients, and why."""
        out = []
        for fn in self.functions:
            here = [r for r in self.reductions if r.function == fn]
            if not here:
                continue
            places: dict[str, list[Reduction]] = {}
            for r in here:
                places.setdefault(r.where, []).append(r)
            parts = [f"{where} ({sum(r.coefficients for r in rs)} coefficients: {rs[0].why})"
                     for where, rs in places.items()]
            out.append(f"{fn}: {'; '.join(parts)}")
        return out

    @property
    def scalar_prims(self) -> ModqPrimitives:
        """The primitives of the scalar API (plain C on every ISA)."""
        return primitives(self.spec.q, self.spec.lane_bits, "mulhi")

    @property
    def scalar_barrett(self) -> Expansion:
        """The Barrett reduction of the scalar API."""
        return self.scalar_prims.barrett

    @property
    def scalar_barrett_bound(self) -> int:
        prims = self.scalar_prims
        return check_macro(prims, prims.barrett, (prims.barrett_domain,)).interval.magnitude

    def bound(self, fn: str) -> Interval:
        """The interval of every output coefficient of `fn`."""
        return self.functions[fn].output_interval("r")


def flavour_primitives(spec: NttSpec, sp: LaneSpelling) -> ModqPrimitives:
    return primitives(spec.q, spec.lane_bits, sp.multiply_high)


def lowering(spec: NttSpec, sp: LaneSpelling, prims: ModqPrimitives, log: "CheckLog", native: bool = False) -> Lowering:
    """The lowering context: reductions inside a function use Barrett with one rounding multiply-high where
    the spelling prints one (x86's 16-bit vpmulhrsw), else the truncating Barrett where the rounding costs
    more (scalar C spells a rounding shift as two ops; 32-bit lanes round with an add); outputs stay
    centered."""
    floor = sp.classes("srar") != sp.classes("srai") or prims.shift_barrett
    rounding = not prims.shift_barrett and sp.prints("mulhrs")
    internal = prims.barrett_mulhrs if rounding else prims.barrett_floor if floor else None
    return Lowering(spec, prims, log, internal_barrett=internal,
                    plain_twiddles=plain_twiddles(sp, prims), sum_products=sum_products(spec, sp, prims),
                    pair_products=pair_products(spec, sp, prims), native_order=native)


def sum_products(spec: NttSpec, sp: LaneSpelling, prims: ModqPrimitives) -> bool:
    """Base multiplications of degree 1 sum their exact products and reduce once (montmul_sum) where the
    target prints that whole (32-bit lanes: 64-bit products on x86, int64_t in C), and it costs fewer
    instructions than reducing each product (the bounds analysis still has to admit it, per function)."""
    if spec.base_degree != 1 or sp.fused_helper(prims.montmul_sum(2)) is None:
        return False
    each = sum(sp.macro_classes(prims.montmul).values()) * 2 + sum(sp.classes("add").values())
    return sum(sp.macro_classes(prims.montmul_sum(2)).values()) < each


def pair_products(spec: NttSpec, sp: LaneSpelling, prims: ModqPrimitives) -> bool:
    """Base multiplications of degree 2 on vectors keep each block's two coefficients side by side and sum
    the products of a pair exactly (montmul_pairs: x86 vpmaddwd) where the target prints that whole and it
    costs fewer instructions than the blockwise form on split registers. Per two vectors of one product:
    two twiddle multiplications, a pair swap and two montmul_pairs, against five Montgomery products, two
    adds and three lane exchanges (splitting a and b, interleaving r)."""
    if spec.base_degree != 2 or sp.lanes == 1 or sp.fused_helper(prims.montmul_pairs(1)) is None:
        return False
    swap = sp.pair_shuffle_kinds().get("swap")
    if swap is None:
        return False

    def total(classes: dict[str, int], times: int = 1) -> int:
        return times * sum(classes.values())

    paired = (total(sp.macro_classes(prims.montmul_const), 2) + total(sp.shuffle_classes(0, swap))
              + total(sp.macro_classes(prims.montmul_pairs(1)), 2))
    blockwise = (total(sp.macro_classes(prims.montmul), 4) + total(sp.macro_classes(prims.montmul_const))
                 + total(sp.classes("add"), 2) + total(sp.shuffle_classes(1), 3))
    return paired < blockwise


def plain_twiddles(sp: LaneSpelling, prims: ModqPrimitives) -> bool:
    """Multiply by twiddles without their twisted partners where that costs no more instructions (scalar
    32-bit: SMULL, MUL, SMLAL against MUL, SMULL, SMLAL), saving one constant load per multiplication."""
    plain, twisted = sp.macro_classes(prims.montmul_plain), sp.macro_classes(prims.montmul_const)
    return sum(plain.values()) <= sum(twisted.values())


class CheckLog:
    """The macro-interval callback of the lowerings: checks every primitive on its inputs (gen.reduce.modq),
    remembers each check."""

    def __init__(self, prims: ModqPrimitives):
        self.prims = prims
        self.checks: dict[tuple, MacroCheck] = {}

    def __call__(self, expansion: Expansion, variables: tuple[Interval, ...],
                 constants: tuple[tuple[int, ...], ...]) -> Interval:
        check = check_macro(self.prims, expansion, variables, constants)
        self.checks[(expansion.name, variables, constants)] = check
        return check.interval


def contracts_for(spec: NttSpec, prims: ModqPrimitives, ntt_output: str) -> Contracts:
    """Output contracts: PQClean clean's. Reduced accumulations and reduce outputs where Barrett reaches
    (q + 1) / 2 (16-bit lanes); with 32-bit lanes' shift Barrett they are what it gives (as ML-DSA's, whose
    accumulations are not reduced)."""
    q = spec.q
    centered = None if prims.shift_barrett else reduced_bound(q)
    return Contracts(ntt_in=spec.input_bound, invntt_in=spec.input_bound,
                     ntt_out=q - 1 if ntt_output == "reduced" else None, invntt_out=q - 1,
                     basemul_out=2 * (q - 1),  # as PQClean clean's: a sum of two products, |x| <= q - 1 each
                     acc_out=centered, reduce_out=centered)


def instruction_counts(fn: LaneFunction, sp: LaneSpelling) -> dict[str, float]:
    """Instructions by class of one call, loops multiplied out (literal constants are hoisted: free)."""
    counts = {c: 0.0 for c in PRICED_CLASSES}

    def add(classes: dict[str, int], times: int) -> None:
        for c, n in classes.items():
            counts[c] += n * times

    def walk(stmts, times: int) -> None:
        for s in stmts:
            if isinstance(s, Loop):
                walk(s.body, times * s.count)
            elif isinstance(s, (Load, Store)):
                add({"mem": 1}, times)
            elif isinstance(s, Const):
                if len({x for r in s.rows for x in r}) > 1:
                    add({"mem": 1}, times)
            elif isinstance(s, Op):
                add(sp.classes(s.kind), times)
            elif isinstance(s, Macro):
                add(sp.macro_classes(s.expansion), times)
            elif isinstance(s, Shuffle):
                add(sp.shuffle_classes(s.chunk, s.maps), times)

    walk(fn.body, 1)
    return counts


def spill_estimate(spec: NttSpec, shape: Shape, registers: int) -> float:
    """Memory instructions the register allocator adds when a pass group outgrows the registers."""
    extra = 0.0
    log_n, log_l = spec.n.bit_length() - 1, shape.lanes.bit_length() - 1
    for seg in shape.segments:
        cross = sum(1 for k in range(seg.first, seg.last + 1) if log_n - k >= log_l)
        group = 1 << max(cross, 1)
        over = group + TEMPORARIES - registers
        if over > 0:
            extra += 2 * over * (seg.last - seg.first + 1) * (spec.n // shape.lanes // group)
    return extra


def shapes(spec: NttSpec, sp: LaneSpelling, target: Target) -> list[Shape]:
    L = sp.lanes
    log_n, log_l = spec.n.bit_length() - 1, L.bit_length() - 1
    if spec.n // L < 2:
        raise GenError(f"n = {spec.n} is too small for {L}-lane vectors on {target.name} (two vectors at least)")
    max_bits = max(1, (max(target.vector_registers - TEMPORARIES, 2)).bit_length() - 1)
    out = []
    for segs in segmentations(spec.layers, log_n, log_l, max_bits):
        segments = []
        for first, last in segs:
            groups = 1
            for _, count, _ in pass_group(spec, L, range(first, last + 1)).loops:
                groups *= count
            segments.append(Segment(first, last, unroll=groups <= (UNROLL_MAX if L > 1 else 1)))
        for split in dict.fromkeys([(), split_exchange(sp)]):
            out.append(Shape(L, tuple(segments), unroll_pointwise=False, fused_restore=sp.two_source_permute,
                             lane_bits=sp.lane_bits, split=split))
    return out


def split_exchange(sp: LaneSpelling) -> tuple:
    """The (split, interleave) maps where the spelling prints them as one instruction per output (x86:
    vshufps, vpunpck[lh]dq), else ()."""
    kinds = sp.pair_shuffle_kinds()
    return (kinds["split"], kinds["interleave"]) if "split" in kinds and sp.bits >= 128 else ()


def parse_shape(text: str, spec: NttSpec, sp: LaneSpelling) -> Shape:
    """A forced pass structure: '1|2-7' (layer ranges; vector passes written out), '1|2-7*2' (two groups
    of the second pass at a time, their butterflies alternating)."""
    segs = []
    try:
        for part in text.split("|"):
            layers, _, together = part.strip().partition("*")
            a, _, b = layers.partition("-")
            segs.append((int(a), int(b or a), int(together or 1)))
    except ValueError:
        raise GenError(f"bad pass structure {text!r}: layer ranges like '1|2-7' or '1-4*2|5-7'") from None
    expected = list(range(1, spec.layers + 1))
    if [k for a, b, _ in segs for k in range(a, b + 1)] != expected or any(t < 1 for _, _, t in segs):
        raise GenError(f"pass structure {text!r} must cover layers 1..{spec.layers} in order")
    return Shape(sp.lanes, tuple(Segment(a, b, unroll=sp.lanes > 1, interleave=t) for a, b, t in segs),
                 unroll_pointwise=False, fused_restore=sp.two_source_permute, lane_bits=sp.lane_bits,
                 split=split_exchange(sp))


def _price(target: Target, sp: LaneSpelling, contracts: Contracts, shapes_: list[Shape], lower,
           make_lowering: Callable[[], Lowering]) -> list[Candidate]:
    """Every shape lowered with `lower` and priced on its printed instructions, cheapest first."""
    figures = {c: target.costs.figure(f"lane_{c}", sp.bits) for c in PRICED_CLASSES}
    priced = []
    for shape in shapes_:
        low = make_lowering()
        fn = lower(low, shape, contracts)
        counts = instruction_counts(fn, sp)
        counts["mem"] += spill_estimate(low.spec, shape, target.vector_registers)
        asm = sp.whole_function(f"{fn.name}_candidate", fn)
        if asm is not None:  # printed whole in assembly: its own allocation's cycle count is the better price
            priced.append(Candidate(shape, counts, asm.cost, ASSEMBLY_PRICE))
        else:
            priced.append(Candidate(shape, counts, price(counts, figures)))
    # on a tie the split exchanges (fewer instructions: one per output where the exchange takes a shift and a blend)
    # and the sums reduced where they are made (off the products' path)
    priced.sort(key=lambda c: (c.priced_by != ASSEMBLY_PRICE, c.cost, len(c.shape.segments), not c.shape.split,
                               not c.shape.early_sums))
    return priced


def plan_modq(spec: NttSpec, target: Target, ntt_output: str = "reduced", acc: tuple[int, ...] = (2, 3, 4),
              passes: str | None = None, inverse_passes: str | None = None, source: str = "",
              rounding: RoundingSpec | None = None, ntt_order: str = "standard") -> ModqPlan:
    """Plan every function. passes / inverse_passes force the pass structures of the transforms (text as
    in parse_shape); else each is the cheapest by the cost model. `source` says where forced ones come from;
    `rounding` adds ML-DSA's rounding functions (gen.families.modq.rounding). ntt_order "native": the NTT
    domain is the layout the forward transform's last pass leaves (no lane exchanges undone at its end, none
    redone at the start of the inverse), with permutations to and from the standard order.
    A primitive that cannot take the values the bounds give it is one GenError line naming q and the lanes."""
    try:
        return _plan(spec, target, ntt_output, acc, passes, inverse_passes, source, rounding, ntt_order == "native")
    except PrimitiveError as e:
        raise GenError(f"q = {spec.q} leaves too little room in {spec.lane_bits}-bit lanes for this NTT: {e}") from None


def _plan(spec: NttSpec, target: Target, ntt_output: str, acc: tuple[int, ...], passes: str | None,
          inverse_passes: str | None, source: str, rounding: RoundingSpec | None, native: bool) -> ModqPlan:
    sp = lane_spelling(target, spec.lane_bits)
    prims = flavour_primitives(spec, sp)
    contracts = contracts_for(spec, prims, ntt_output)
    log = CheckLog(prims)
    low = lowering(spec, sp, prims, log, native)

    def make_lowering() -> Lowering:  # the inverse's candidates start from the chosen forward's layout
        fresh = lowering(spec, sp, prims, CheckLog(prims), native)
        fresh.native_chunks = low.native_chunks
        return fresh

    chosen, candidates, functions = [], [], {}
    for name, forced, lower in (("ntt", passes, lower_ntt), ("invntt", inverse_passes or passes, lower_invntt)):
        structures = [parse_shape(forced, spec, sp)] if forced else shapes(spec, sp, target)
        if name == "invntt" and sp.lanes > 1:  # where vectors of its sums are reduced: priced both ways
            structures = [replace(s, early_sums=early) for s in structures for early in (True, False)]
        priced = _price(target, sp, contracts, structures, lower, make_lowering)
        chosen.append(priced[0].shape)
        candidates.append(priced)
        functions[name] = lower(low, priced[0].shape, contracts)
    shape, inverse = chosen
    how = source or ("the pass structures given" if passes else candidates[0][0].priced_by)
    plan = ModqPlan(spec, sp, prims, shape, contracts, functions, log.checks, low.reductions, candidates[0],
                    tuple(acc), inverse, candidates[1], how, lane_machine(target, sp), plain_twiddles=low.plain_twiddles,
                    transform_machines={name: transform_machine(target, sp, name == "ntt") for name in TRANSFORMS},
                    order=native_order(spec.n, shape.lanes, low.native_chunks, shape.split, spec.lane_bits)
                    if native else None)
    ntt_out = plan.bound("ntt").magnitude
    in_bound = max(spec.q - 1, ntt_out)
    functions["basemul"] = lower_basemul(low, shape, in_bound, contracts.basemul_out, 1)
    for k in acc:
        functions[f"basemul_acc{k}"] = lower_basemul(low, shape, in_bound, contracts.acc_out, k)
    for what in POINTWISE:
        functions[what] = lower_pointwise(low, shape, what)
    if rounding is not None:
        plan.rounding = rounding
        for name in rounding_names(rounding):
            functions[name] = lower_rounding(name, spec.q, spec.n, prims.bits, shape.lanes, rounding, log)
    return plan
