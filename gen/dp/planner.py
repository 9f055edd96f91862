"""The planner: split trees by dynamic programming, then the (tree, reduction) pair by an ILP.

1. DP over sizes 1..n keeps the k cheapest split trees per size (schoolbook, 2-way Karatsuba at
   every admissible split point, 3-way Karatsuba), costing each candidate by lowering it to IR
   and pricing the simplified program with the target's cost table.
2. Every valid reduction strategy is lowered and priced the same way.
3. The choice of one tree and one reduction couples through shared ports (a reduction by clmul
   competes with the multiplication for the carryless multiplier, a shift/XOR one for the ALUs):
   the ILP (PuLP/CBC) minimises the busiest port's load plus a small latency term.
4. Squarings run in chains (inv's Itoh-Tsujii chain, exponentiations, Frobenius maps): each waits
   for the one before, so sqr gets its own reduction, the one of least latency (`chain_reduction`),
   while mul, clmul and reduce keep the throughput choice (or the measured one from wisdom).
5. With VPCLMULQDQ zmm and fields of MIN_ZMM_FIELD_WORDS words or more, mul may instead be one vector
   program (gen.reduce.vector_fold: the zmm schoolbook product reduced in registers), where it
   prices lower; clmul, reduce and sqr stay IR programs.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass, field

import pulp

from ..ir import Builder, Program, diagonals_to_words, words_for
from ..isa import Estimate, Target
from ..errors import GenError
from ..ir.vecwords import VecProgram
from ..reduce import ReductionStrategy, build_reduction, candidate_strategies, classic_strategy
from ..reduce.vector_fold import zmm_field_mul_program
from ..spec import Field
from .tree import Tree, kara2, kara2_splits, kara3, kara3_split, lower, school

TOP_K = 3
LATENCY_WEIGHT = 0.05
# measured on an Intel Xeon (Emerald Rapids, gcc 12), mul throughput / latency in ticks, IR plan against
# the zmm form: 9 words (m = 571) 55.7/57.3 against 39.9/51.7, 7 words (409) 35.9/49.4 against
# 31.6/44.1, 5 words (283) 23.0/31.0 against 21.4/36.2 (gen tune: 23.7 against 21.6), 4 words (233)
# 15.8/25.0 against 15.8/32.2. Below 7 words the zmm form gains at most 10% in throughput and loses
# 17% or more in latency: not offered there, since a scalar mul often runs in a chain (Horner loops,
# curve formulas).
MIN_ZMM_FIELD_WORDS = 7
MUL_FORMS = ("ir", "zmm")  # mul as an IR program, or as the vector program of gen.reduce.vector_fold


@dataclass
class Choice:
    """One priced option (a tree or a reduction strategy)."""

    label: str
    estimate: Estimate
    item: object


@dataclass
class Plan:
    field: Field
    target: Target
    tree: Tree
    reduction: ReductionStrategy
    programs: dict[str, Program]
    estimates: dict[str, Estimate]
    tree_options: list[Choice] = field(default_factory=list)
    reduction_options: list[Choice] = field(default_factory=list)
    solver: str = ""
    sqr_reduction: ReductionStrategy | None = None  # None: sqr reduces as mul does
    sqr_latency_with_mul_reduction: float = 0.0  # what sqr's latency would be with mul's reduction
    vector_mul: VecProgram | None = None  # mul as a zmm vector program (MUL_FORMS "zmm"), else the IR one

    @property
    def mul_form(self) -> str:
        return "ir" if self.vector_mul is None else "zmm"

    @property
    def chain_reduction(self) -> ReductionStrategy:
        """The reduction sqr (and so inv) uses."""
        return self.sqr_reduction or self.reduction

    @property
    def mul_label(self) -> str:
        """How mul computes, in words, when it is not the IR program of the tree and the reduction."""
        if self.vector_mul is None:
            return ""
        counts = self.vector_mul.counts()
        return (f"in zmm registers: VPCLMULQDQ zmm schoolbook ({counts['clmul']} VPCLMULQDQ zmm), reduced by "
                f"shift/XOR folds in registers ({counts['shrd']} VPSHRDQ, {counts['align']} VALIGNQ in all)")

    def describe(self) -> str:
        sqr = "" if self.chain_reduction == self.reduction else f"; sqr reduce: {self.chain_reduction.label}"
        mul = f"; mul {self.mul_label}" if self.vector_mul is not None else ""
        return f"multiply: {self.tree.describe()}; reduce: {self.reduction.label}{sqr}{mul}"


# -- programs ------------------------------------------------------------------------------------
def input_words(b: Builder, src: str, nbits: int, count: int) -> list[int]:
    """Load `count` words of input `src` whose value has at most `nbits` bits."""
    W = b.W
    out = []
    for i in range(count):
        bits = min(W, max(0, nbits - W * i))
        out.append(b.load(src, i, (1 << bits) - 1))
    return out


def build_clmul(field: Field, W: int, tree: Tree) -> Program:
    b = Builder(W)
    n = words_for(field.m, W)
    words = diagonals_to_words(b, lower(b, tree, input_words(b, "a", field.m, n), input_words(b, "b", field.m, n)))
    for i in range(2 * n):
        b.store("r", i, words[i] if i < len(words) else b.ZERO)
    return b.finish()


def build_reduce(field: Field, W: int, strategy: ReductionStrategy) -> Program:
    b = Builder(W)
    n = words_for(field.m, W)
    c = input_words(b, "c", 2 * field.m - 1, 2 * n)
    for i, v in enumerate(build_reduction(b, c, field, strategy)):
        b.store("r", i, v)
    return b.finish()


def build_mul(field: Field, W: int, tree: Tree, strategy: ReductionStrategy) -> Program:
    b = Builder(W)
    n = words_for(field.m, W)
    words = diagonals_to_words(b, lower(b, tree, input_words(b, "a", field.m, n), input_words(b, "b", field.m, n)))
    for i, v in enumerate(build_reduction(b, words, field, strategy)):
        b.store("r", i, v)
    return b.finish()


def build_sqr(field: Field, W: int, strategy: ReductionStrategy) -> Program:
    b = Builder(W)
    n = words_for(field.m, W)
    a = input_words(b, "a", field.m, n)
    diags: list[int] = []
    for x in a:
        diags += [b.spread(x), b.ZERO]
    words = diagonals_to_words(b, diags[: 2 * n - 1])
    for i, v in enumerate(build_reduction(b, words, field, strategy)):
        b.store("r", i, v)
    return b.finish()


# -- 1. DP over split trees ----------------------------------------------------------------------
def price_tree(target: Target, tree: Tree, nbits: int) -> Estimate:
    b = Builder(target.word_bits)
    n = tree.n
    words = diagonals_to_words(b, lower(b, tree, input_words(b, "a", nbits, n), input_words(b, "b", nbits, n)))
    for i, v in enumerate(words):
        b.store("r", i, v)
    return target.estimate(target.prepare(b.finish()))


def candidate_trees(target: Target, n: int, top_bits: int | None = None, k: int = TOP_K) -> list[Choice]:
    """The k cheapest split trees for n words (DP: children are the cheapest trees of their size).

    `top_bits` is the bit count of the whole operand at the root (None = n full words)."""
    return best_trees(target, n, top_bits, k)[n]


_TREE_TABLES: dict[tuple, tuple[Target, object, dict[int, list[Choice]]]] = {}


def best_trees(target: Target, n: int, top_bits: int | None = None, k: int = TOP_K) -> dict[int, list[Choice]]:
    """The DP table behind candidate_trees: the k cheapest trees of every size 1..n.

    Without top_bits the table for n is a prefix of the table for any larger n, so the largest table
    computed for this target object is kept and sliced (ring and tower kernels of one ISA share it)."""
    if top_bits is None:
        key = (id(target), target.variant_key, k)
        hit = _TREE_TABLES.get(key)
        if hit is not None and hit[0] is target and hit[1] is target.costs and max(hit[2]) >= n:
            return {s: hit[2][s] for s in range(1, n + 1)}
        table = _best_trees(target, n, None, k)
        _TREE_TABLES[key] = (target, target.costs, table)  # keeps target alive: its id is not reused
        return dict(table)
    return _best_trees(target, n, top_bits, k)


def _best_trees(target: Target, n: int, top_bits: int | None, k: int) -> dict[int, list[Choice]]:
    W = target.word_bits
    best: dict[int, list[Choice]] = {}
    for size in range(1, n + 1):
        nbits = top_bits if (size == n and top_bits is not None) else W * size
        options = [school(size)]
        for h in kara2_splits(size):
            for low in best[h][:2]:
                options.append(kara2(size, h, low.item, best[size - h][0].item))
        t = kara3_split(size)
        if t is not None:
            options.append(kara3(size, t, best[t][0].item, best[size - 2 * t][0].item))
        priced = [Choice(tree.describe(), price_tree(target, tree, nbits), tree) for tree in _unique(options)]
        priced.sort(key=lambda c: (c.estimate.score, c.label))
        best[size] = priced[:k]
    return best


def _unique(trees: list[Tree]) -> list[Tree]:
    out: list[Tree] = []
    for t in trees:
        if t not in out:
            out.append(t)
    return out


# -- 2. reductions ---------------------------------------------------------------------------------
def candidate_reductions(target: Target, field: Field) -> list[Choice]:
    W = target.word_bits
    out = []
    for strategy in candidate_strategies(field, W, target.has_clmul):
        prog = target.prepare(build_reduce(field, W, strategy))
        out.append(Choice(strategy.label, target.estimate(prog), strategy))
    out.sort(key=lambda c: (c.estimate.score, c.label))
    return out


# -- 3. joint choice by ILP -----------------------------------------------------------------------
def choose(trees: list[Choice], reductions: list[Choice]) -> tuple[Choice, Choice, str]:
    """Pick one tree and one reduction minimising max port load + LATENCY_WEIGHT * latency."""
    with warnings.catch_warnings():  # PuLP 3.x announces its 4.0 API; CBC still ships with 3.x
        warnings.simplefilter("ignore", DeprecationWarning)
        return _solve(trees, reductions)


def _solve(trees: list[Choice], reductions: list[Choice]) -> tuple[Choice, Choice, str]:
    ports = sorted({p for c in trees + reductions for p in c.estimate.port_loads})
    prob = pulp.LpProblem("plan", pulp.LpMinimize)
    x = [pulp.LpVariable(f"tree_{i}", cat="Binary") for i in range(len(trees))]
    y = [pulp.LpVariable(f"red_{j}", cat="Binary") for j in range(len(reductions))]
    busiest = pulp.LpVariable("busiest_port", lowBound=0)
    latency = pulp.lpSum(x[i] * c.estimate.latency for i, c in enumerate(trees)) + pulp.lpSum(
        y[j] * c.estimate.latency for j, c in enumerate(reductions))
    prob += busiest + LATENCY_WEIGHT * latency
    prob += pulp.lpSum(x) == 1
    prob += pulp.lpSum(y) == 1
    for p in ports:
        prob += busiest >= pulp.lpSum(x[i] * c.estimate.port_loads.get(p, 0.0) for i, c in enumerate(trees)) + \
            pulp.lpSum(y[j] * c.estimate.port_loads.get(p, 0.0) for j, c in enumerate(reductions))
    status = prob.solve(pulp.PULP_CBC_CMD(msg=False))
    if pulp.LpStatus[status] != "Optimal":
        raise RuntimeError(f"ILP did not solve: {pulp.LpStatus[status]}")
    i = max(range(len(trees)), key=lambda k: x[k].value())
    j = max(range(len(reductions)), key=lambda k: y[k].value())
    return trees[i], reductions[j], (f"DP over split trees + ILP (PuLP {pulp.__version__} / CBC, "
                                     f"{len(trees)}x{len(reductions)} options)")


def plan(field: Field, target: Target, *, classic: bool = False) -> Plan:
    """Plan the kernel programs for `field` on `target` (not yet verified).

    Every code-shape variant of the target (e.g. x86 words in xmm or in general registers) is
    planned and the cheapest predicted `mul` wins. classic=True skips the search and builds the
    textbook baseline (schoolbook + round-by-round shift/XOR fold), in the best variant, which the
    benchmark times beside the chosen plan."""
    plans = [_plan_variant(field, v, classic=classic) for v in target.variants()]
    return min(plans, key=lambda p: (p.estimates["mul"].score, plans.index(p)))


def _plan_variant(field: Field, target: Target, *, classic: bool = False) -> Plan:
    W = target.word_bits
    n = words_for(field.m, W)
    if classic:
        return plan_with(field, target, school(n), classic_strategy(field), "none (classic baseline)", chain=False,
                         mul_form="ir")
    trees = candidate_trees(target, n, field.m)
    reductions = candidate_reductions(target, field)
    tree_choice, red_choice, solver = choose(trees, reductions)
    return plan_with(field, target, tree_choice.item, red_choice.item, solver, trees, reductions)


def build_programs(field: Field, target: Target, tree: Tree, strategy: ReductionStrategy,
                   sqr_strategy: ReductionStrategy | None = None) -> tuple[dict[str, Program], dict[str, Estimate]]:
    """The four kernel programs for a tree and a reduction (sqr's own, if given), after the target's
    rewrites (so the programs proved are exactly the programs printed), and their estimates."""
    W = target.word_bits
    programs = {
        "mul": build_mul(field, W, tree, strategy),
        "sqr": build_sqr(field, W, sqr_strategy or strategy),
        "clmul": build_clmul(field, W, tree),
        "reduce": build_reduce(field, W, strategy),
    }
    programs = {k: target.prepare(p) for k, p in programs.items()}
    return programs, {k: target.estimate(p) for k, p in programs.items()}


def chain_reduction(field: Field, target: Target, mul_strategy: ReductionStrategy) -> tuple[ReductionStrategy, float]:
    """(the reduction of least sqr latency, as squarings run in chains; on a tie the mul's reduction,
    then the higher throughput; sqr's latency with the mul's reduction)."""
    W = target.word_bits
    priced = {s: target.estimate(target.prepare(build_sqr(field, W, s)))
              for s in {*candidate_strategies(field, W, target.has_clmul), mul_strategy}}
    best = min(priced, key=lambda s: (round(priced[s].latency, 6), s != mul_strategy,
                                       round(priced[s].throughput, 6), s.label))
    return best, priced[mul_strategy].latency


def offers_zmm_mul(field: Field, target: Target) -> bool:
    """Can mul be the zmm vector program on `target` (VPCLMULQDQ zmm, MIN_ZMM_FIELD_WORDS words or more)?"""
    return "vpclmulqdq_zmm" in target.features and -(-field.m // 64) >= MIN_ZMM_FIELD_WORDS


def plan_with(field: Field, target: Target, tree: Tree, strategy: ReductionStrategy, solver: str,
              trees: list[Choice] | None = None, reductions: list[Choice] | None = None, *,
              chain: bool = True, mul_form: str | None = None) -> Plan:
    """The Plan of a chosen tree and reduction: its programs, estimates, and sqr's own reduction for
    chains (chain=False: sqr reduces as mul does, as the classic baseline). mul_form (MUL_FORMS): how
    mul computes; None: the zmm form where offers_zmm_mul and it prices lower."""
    sqr_strategy, sqr_with_mul = chain_reduction(field, target, strategy) if chain else (strategy, 0.0)
    programs, estimates = build_programs(field, target, tree, strategy, sqr_strategy)
    vector_mul = None
    if mul_form not in (None, *MUL_FORMS):
        raise GenError(f"mul form {mul_form!r}: choose from {', '.join(MUL_FORMS)}")
    if mul_form == "zmm" and not offers_zmm_mul(field, target):
        raise GenError(f"no zmm mul for GF(2^{field.m}) on {target.name}: it needs VPCLMULQDQ zmm and "
                       f"m > {64 * (MIN_ZMM_FIELD_WORDS - 1)}")
    if mul_form != "ir" and offers_zmm_mul(field, target):
        vector = zmm_field_mul_program(field)
        vector_estimate = target.estimate_vector(vector)
        if mul_form == "zmm" or vector_estimate.score < estimates["mul"].score:
            vector_mul, estimates["mul"] = vector, vector_estimate
    return Plan(field, target, tree, strategy, programs, estimates, trees or [], reductions or [], solver,
                None if sqr_strategy == strategy else sqr_strategy, sqr_with_mul, vector_mul)


def classic_estimate(field: Field, target: Target) -> Estimate:
    """Cost of the textbook method on the same target: schoolbook product + round-by-round fold."""
    W = target.word_bits
    n = words_for(field.m, W)
    prog = build_mul(field, W, school(n), classic_strategy(field))
    return target.estimate(target.prepare(prog))
