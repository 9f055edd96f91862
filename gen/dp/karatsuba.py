"""Recursive Karatsuba and Toom-3 for operands too large to unroll: the split choices by dynamic
programming over thresholds.

A size-s product (s 64-bit words) is one fully unrolled base kernel (an IR program from the
split-tree planner, proved by basis pairs; s <= base_max), a Karatsuba step, or (s >= toom_min) a
Toom-3 step. Karatsuba: with h = ceil(s/2) and l = s - h, products a0*b0 (h words),
(a0+a1)*(b0+b1) (h) and a1*b1 (l), plus linear glue over about 6.5 s words. Toom-3 (Bodrato's
points 0, 1, x, x+1, infinity over GF(2)): with w = ceil(s/3) and z = s - 2w, products a0*b0 (w),
a(1)b(1) (w), a(x)b(x) and a(x+1)b(x+1) (w+1 words: x and x^2 shift the parts up to two bits),
a2*b2 (z), then an interpolation with two exact divisions by x+1 (prefix XORs). Costs: a base
kernel's predicted throughput from the target's (calibrated) cost table; the glue from the table's
model figures (`glue_word` per word touched, `toom3_glue_words` per operand word of a Toom-3 step).

Two-lane targets (gen.isa.x86 `dual_lanes`: VPCLMULQDQ ymm) run two independent products of the
same size in one call. A step's a0*b0 and (a0+a1)(b0+b1) both have h words, so a one-product step
runs them as one two-product call and recurses on a1*b1 alone; a two-product step splits both
products and makes three two-product calls. Only the chain of a1*b1 products from the top down is
computed one at a time: all other base products go in pairs.

Four-lane plans (VPCLMULQDQ zmm: one product per 128-bit lane, gen.isa.register_karatsuba ZMM_FOUR)
group the same way up to four: a step of `lanes` products has 2 lanes products of h words (a0*b0
and the middle of each) and `lanes` of l words, and each group goes in calls of as many products as
it has, at most four. So a one-product step makes a two-product call and a one-product call, a
two-product step a four-product call and a two-product call, a four-product step three
four-product calls. Where a group of two reaches a base kernel, the two products are two calls of
the one-product kernel.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..isa import Target
from .planner import best_trees

MAX_BASE_WORDS = 16  # largest unrolled base product: beyond it Karatsuba glue is cheaper than unrolling
GLUE_WORDS_PER_SIZE = 6.5  # memory words touched by one Karatsuba step per operand word (see C code)
TOOM3_MIN_WORDS = 12  # smaller Toom-3 steps leave too little to gain over their glue


def karatsuba_split(s: int) -> tuple[int, int]:
    """(h, l): the sizes of a Karatsuba step's halves."""
    return (s + 1) // 2, s // 2


def toom3_split(s: int) -> tuple[int, int]:
    """(w, z): a Toom-3 step's parts a0, a1 have w words, a2 has z."""
    w = -(-s // 3)
    return w, s - 2 * w


@dataclass(frozen=True)
class RecursionPlan:
    """Which sizes are base kernels, Karatsuba steps or Toom-3 steps; cost in the table's units."""

    words: int
    base_max: int  # sizes <= base_max are base kernels
    cost: float
    dual: bool = False  # products go in groups where they can (see the module doc)
    toom_min: int | None = None  # sizes >= toom_min (and > base_max) are Toom-3 steps
    group: int = 2  # with dual: the most products one call computes (2: ymm lanes, 4: zmm lanes)

    @classmethod
    def grouped(cls, words: int, base_max: int, cost: float, toom_min: int | None,
                dual_costs: dict[int, float] | None, quad_costs: dict[int, float] | None) -> "RecursionPlan":
        """The plan of these thresholds with products two per call where there are dual_costs, four where
        there are quad_costs too."""
        return cls(words, base_max, cost, dual_costs is not None, toom_min, 4 if quad_costs is not None else 2)

    def is_base(self, size: int) -> bool:
        return size <= self.base_max

    @property
    def per_call(self) -> int:
        """The most products one call computes: 1, or the group of a dual plan (2 or 4)."""
        return self.group if self.dual else 1

    @property
    def four_per_call(self) -> bool:
        """Do base products go four per call (one per zmm lane)?"""
        return self.per_call == 4

    def kind(self, size: int) -> str:
        """"base", "karatsuba" or "toom3"."""
        if self.is_base(size):
            return "base"
        return "toom3" if self.toom_min is not None and size >= self.toom_min else "karatsuba"

    def calls(self, size: int, lanes: int = 1) -> list[tuple[int, int]]:
        """(size, lanes) of the products a step computes, as calls (a two-lane call is two products)."""
        return step_calls(self.kind(size), size, lanes, self.dual, self.group)

    def _visits(self) -> dict[int, set[int]]:
        """Lanes (products per call: 1, 2, 4) -> the sizes visited so."""
        seen: dict[int, set[int]] = {1: set(), 2: set(), 4: set()}
        todo = [(self.words, 1)]
        while todo:
            s, lanes = todo.pop()
            if s in seen[lanes]:
                continue
            seen[lanes].add(s)
            if not self.is_base(s):
                todo += self.calls(s, lanes)
        return seen

    def lane_sizes(self, lanes: int) -> list[int]:
        """Every size the recursion visits `lanes` products at a time, largest first."""
        return sorted(self._visits()[lanes], reverse=True)

    def sizes(self) -> list[int]:
        """Every size the recursion visits one product at a time, largest first."""
        return self.lane_sizes(1)

    def dual_sizes(self) -> list[int]:
        """Every size visited two products at a time (none unless `dual`), largest first."""
        return self.lane_sizes(2)

    def quad_sizes(self) -> list[int]:
        """Every size visited four products at a time (none unless group 4), largest first."""
        return self.lane_sizes(4)

    def base_sizes(self) -> list[int]:
        return [s for s in self.sizes() if self.is_base(s)]

    def dual_base_sizes(self) -> list[int]:
        return [s for s in self.dual_sizes() if self.is_base(s)]

    def quad_base_sizes(self) -> list[int]:
        return [s for s in self.quad_sizes() if self.is_base(s)]

    def depth(self) -> int:
        """Steps from the top to a base kernel (along the first product)."""
        d, s = 0, self.words
        while not self.is_base(s):
            s, d = self.calls(s)[0][0], d + 1
        return d

    def base_products(self, size: int | None = None, lanes: int = 1, in_calls_of: int | None = None) -> int:
        """How many base products one product of `size` words makes (a two-lane call counts two);
        with in_calls_of, only those computed that many per call."""
        s = self.words if size is None else size
        if self.is_base(s):
            return lanes if in_calls_of in (None, lanes) else 0
        return sum(self.base_products(c, cl, in_calls_of) for c, cl in self.calls(s, lanes))

    def scratch_words(self, size: int | None = None, lanes: int = 1) -> int:
        """Scratch (64-bit words) a size-s step needs of its own (per lane), then its children's
        (called one after another, so they share it)."""
        s = self.words if size is None else size
        if self.is_base(s):
            return 0
        own = lanes * step_scratch(self.kind(s), s)
        return own + max(self.scratch_words(c, cl) for c, cl in self.calls(s, lanes))

    def describe(self) -> str:
        if self.depth() == 0:
            return f"one {self.words}x{self.words}-word base kernel"
        bases = "/".join(str(s) for s in sorted(set(self.base_sizes()) | set(self.dual_base_sizes())
                                                  | set(self.quad_base_sizes())))
        visited = self.sizes() + self.dual_sizes() + self.quad_sizes()
        tooms = [s for s in visited if self.kind(s) == "toom3"]
        karas = [s for s in visited if self.kind(s) == "karatsuba"]
        how = "Toom-3" if tooms and not karas else "Karatsuba"
        toom = f" (Toom-3 steps at {min(tooms)}..{max(tooms)} words)" if tooms and karas else ""
        text = (f"{how} {self.words} words{toom}, {self.depth()} levels down to {bases}-word base kernels "
                f"({self.base_products()} base products)")
        if self.four_per_call:
            text += f"; {self.base_products(in_calls_of=4)} of {self.base_products()} in fours, one product per zmm lane"
        elif self.dual:
            text += "; all but one in pairs, two products per call in ymm halves"
        return text


def step_roles(kind: str, s: int) -> list[tuple[int, int]]:
    """(size, products per product of the step) of each group of like products a step makes: a
    Karatsuba step's a0*b0 and middle (h words) and a1*b1 (l); a Toom-3 step's a0*b0 and a(1)b(1)
    (w), a2*b2 (z), a(x)b(x) and a(x+1)b(x+1) (w + 1)."""
    if kind == "karatsuba":
        h, low = karatsuba_split(s)
        return [(h, 2), (low, 1)]
    w, z = toom3_split(s)
    return [(w, 2), (z, 1), (w + 1, 2)]


def products_per_call(count: int, dual: bool, group: int) -> int:
    """How many of `count` like products one call computes: up to `group` (one each unless dual)."""
    return min(count, group) if dual else 1


def step_calls(kind: str, s: int, lanes: int, dual: bool, group: int = 2) -> list[tuple[int, int]]:
    """The products of one step (of `lanes` products) as (size, lanes) calls; see the module doc:
    each group of like products in calls of products_per_call."""
    out = []
    for size, per_product in step_roles(kind, s):
        count = lanes * per_product
        per_call = products_per_call(count, dual, group)
        out += [(size, per_call)] * (count // per_call)
    return out


def step_scratch(kind: str, s: int) -> int:
    """Words a step keeps in scratch per product: Karatsuba a0+a1, b0+b1 and M; Toom-3 the
    evaluations a(1), b(1) (w), a(x), b(x), a(x+1), b(x+1) (w+1) and the products at 1, x, x+1."""
    if kind == "karatsuba":
        return 4 * karatsuba_split(s)[0]
    w, _ = toom3_split(s)
    return 2 * w + 4 * (w + 1) + 3 * (2 * w + 2)


@dataclass(frozen=True)
class GlueCost:
    """What the recursion's glue costs: per word touched, and the words a Toom-3 step touches per operand word."""

    word: float
    toom3_words: float


def glue_cost(target: Target) -> GlueCost:
    return GlueCost(target.costs.figure("glue_word"), target.costs.figure("toom3_glue_words"))


def toom_candidates(words: int, base_max: int) -> list[int | None]:
    """Toom-3 thresholds worth pricing: none, or about 24 sizes spread geometrically above base_max."""
    low = max(base_max + 1, TOOM3_MIN_WORDS)
    if low > words:
        return [None]
    out, s = [], low
    while s <= words:
        out.append(s)
        s = max(s + 1, int(s * 1.15))
    return [None, *out]


def plan_recursion(target: Target, words: int, max_base: int = MAX_BASE_WORDS,
                   base_costs: dict[int, float] | None = None,
                   dual_costs: dict[int, float] | None = None, toom: bool = True,
                   quad_costs: dict[int, float] | None = None) -> RecursionPlan:
    """The cheapest thresholds: sizes at or below base_max are base kernels, sizes from toom_min up
    Toom-3 steps, the rest Karatsuba steps.

    base_costs (size -> ticks) overrides the predicted base costs, e.g. with measured ones;
    dual_costs (size -> ticks for two products at once) makes a two-lane plan, and with quad_costs
    (four at once) a four-lane plan; toom=False prices Karatsuba only."""
    costs = base_costs if base_costs is not None else predicted_base_costs(target, min(words, max_base))
    glue = glue_cost(target)
    best: RecursionPlan | None = None
    for threshold in sorted(costs):
        if threshold > max_base:
            continue
        for toom_min in toom_candidates(words, threshold) if toom else [None]:
            cost = recursion_cost(words, threshold, costs, glue, dual_costs, toom_min, quad_costs)
            if cost is not None and (best is None or cost < best.cost - 1e-9):
                best = RecursionPlan.grouped(words, threshold, cost, toom_min, dual_costs, quad_costs)
    assert best is not None
    return best


def recursion_cost(size: int, threshold: int, costs: dict[int, float], glue: GlueCost,
                   dual_costs: dict[int, float] | None = None, toom_min: int | None = None,
                   quad_costs: dict[int, float] | None = None) -> float | None:
    """Cost of a size-word product with base kernels at sizes <= threshold and Toom-3 steps at sizes
    >= toom_min (None: a base size has no cost in `costs`); with dual_costs, of the two-lane plan;
    with quad_costs too (four products per call), of the four-lane plan."""
    plan = RecursionPlan.grouped(size, threshold, 0.0, toom_min, dual_costs, quad_costs)
    by_lanes = {1: costs, 2: dual_costs, 4: quad_costs}

    @lru_cache(maxsize=None)
    def c(s: int, lanes: int) -> float | None:
        if s <= threshold:
            return by_lanes[lanes].get(s)
        kind = plan.kind(s)
        parts = [c(cs, cl) for cs, cl in plan.calls(s, lanes)]
        if any(p is None for p in parts):
            return None
        per_word = glue.toom3_words if kind == "toom3" else GLUE_WORDS_PER_SIZE
        return sum(parts) + lanes * glue.word * per_word * s

    return c(size, 1)


def predicted_base_costs(target: Target, max_size: int) -> dict[int, float]:
    """Predicted ticks of the best unrolled product of every size 1..max_size (64-bit words)."""
    per64 = 64 // target.word_bits
    table = best_trees(target, max_size * per64)
    return {s: table[s * per64][0].estimate.throughput for s in range(1, max_size + 1)}


__all__ = ["RecursionPlan", "plan_recursion", "recursion_cost", "predicted_base_costs", "MAX_BASE_WORDS",
           "karatsuba_split", "toom3_split", "products_per_call", "step_calls", "step_roles", "step_scratch"]
