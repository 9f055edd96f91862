"""Recursive Karatsuba for operands too large to unroll: the split depth by dynamic programming.

A size-s product (s 64-bit words) is either one fully unrolled base kernel (an IR program from
the split-tree planner, proved by basis pairs) or a Karatsuba step: with h = ceil(s/2) and
l = s - h, products a0*b0 (h words), (a0+a1)*(b0+b1) (h) and a1*b1 (l), plus linear glue over
about 6.5 s words. Sizes along the recursion are always floor or ceil of s / 2^k, so a plan has at
most two base sizes. Costs: a base kernel's predicted throughput from the target's (calibrated)
cost table; the glue from the table's per-word `glue` figure (ticks per word of a Karatsuba step).

Two-lane targets (gen.isa.x86 `dual_lanes`: VPCLMULQDQ ymm) run two independent products of the
same size in one call. A step's a0*b0 and (a0+a1)(b0+b1) both have h words, so a one-product step
runs them as one two-product call and recurses on a1*b1 alone; a two-product step splits both
products and makes three two-product calls. Only the chain of a1*b1 products from the top down is
computed one at a time: all other base products go in pairs.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..isa import Target

MAX_BASE_WORDS = 16  # largest unrolled base product: beyond it Karatsuba glue is cheaper than unrolling
GLUE_WORDS_PER_SIZE = 6.5  # memory words touched by one Karatsuba step per operand word (see C code)
DEFAULT_GLUE = 0.25  # ticks per glue word when the cost table has no `glue` entry


@dataclass(frozen=True)
class RecursionPlan:
    """Which sizes are base kernels, which are Karatsuba steps; cost in the table's units."""

    words: int
    base_max: int  # sizes <= base_max are base kernels
    cost: float
    dual: bool = False  # a two-lane target: products go in pairs where they can (see the module doc)

    def is_base(self, size: int) -> bool:
        return size <= self.base_max

    def _visits(self) -> tuple[set[int], set[int]]:
        """(sizes computed one product at a time, sizes computed two at a time)."""
        seen: tuple[set[int], set[int]] = (set(), set())
        todo = [(self.words, 1)]
        while todo:
            s, lanes = todo.pop()
            if s in seen[lanes - 1]:
                continue
            seen[lanes - 1].add(s)
            if not self.is_base(s):
                h, low = (s + 1) // 2, s // 2
                todo += [(h, 2), (low, lanes)] if self.dual else [(h, 1), (low, 1)]
        return seen

    def sizes(self) -> list[int]:
        """Every size the recursion visits one product at a time, largest first."""
        return sorted(self._visits()[0], reverse=True)

    def dual_sizes(self) -> list[int]:
        """Every size visited two products at a time (none unless `dual`), largest first."""
        return sorted(self._visits()[1], reverse=True)

    def base_sizes(self) -> list[int]:
        return [s for s in self.sizes() if self.is_base(s)]

    def dual_base_sizes(self) -> list[int]:
        return [s for s in self.dual_sizes() if self.is_base(s)]

    def depth(self) -> int:
        d, s = 0, self.words
        while not self.is_base(s):
            s, d = (s + 1) // 2, d + 1
        return d

    def scratch_words(self, size: int | None = None, lanes: int = 1) -> int:
        """Scratch (64-bit words) a size-s step needs: a0+a1, b0+b1, the middle product (per lane),
        then its children's (called one after another, so they share it)."""
        s = self.words if size is None else size
        if self.is_base(s):
            return 0
        h = (s + 1) // 2
        if not self.dual:
            return 4 * h + self.scratch_words(h)
        if lanes == 1:
            return 4 * h + max(self.scratch_words(h, 2), self.scratch_words(s // 2, 1))
        return 8 * h + self.scratch_words(h, 2)

    def describe(self) -> str:
        if self.depth() == 0:
            return f"one {self.words}x{self.words}-word base kernel"
        bases = "/".join(str(s) for s in sorted(set(self.base_sizes()) | set(self.dual_base_sizes())))
        text = (f"Karatsuba {self.words} words, {self.depth()} levels down to {bases}-word base kernels "
                f"({3 ** self.depth()} base products)")
        if self.dual:
            text += "; all but one in pairs, two products per call in ymm halves"
        return text


def glue_cost(target: Target) -> float:
    op = target.costs.ops.get("glue")
    return sum(op.loads.values()) if op is not None else DEFAULT_GLUE


def plan_recursion(target: Target, words: int, max_base: int = MAX_BASE_WORDS,
                   base_costs: dict[int, float] | None = None,
                   dual_costs: dict[int, float] | None = None) -> RecursionPlan:
    """The cheapest threshold: sizes at or below it are base kernels, the rest Karatsuba steps.

    base_costs (size -> ticks) overrides the predicted base costs, e.g. with measured ones;
    dual_costs (size -> ticks for two products at once) makes a two-lane plan."""
    costs = base_costs if base_costs is not None else predicted_base_costs(target, min(words, max_base))
    glue = glue_cost(target)
    best: RecursionPlan | None = None
    for threshold in sorted(costs):
        if threshold > max_base:
            continue
        cost = recursion_cost(words, threshold, costs, glue, dual_costs)
        if cost is not None and (best is None or cost < best.cost - 1e-9):
            best = RecursionPlan(words, threshold, cost, dual_costs is not None)
    assert best is not None
    return best


def recursion_cost(size: int, threshold: int, costs: dict[int, float], glue: float,
                   dual_costs: dict[int, float] | None = None) -> float | None:
    """Cost of a size-word product with base kernels at sizes <= threshold (None: a base size has
    no cost in `costs`); with dual_costs, of the two-lane plan (see the module doc)."""

    @lru_cache(maxsize=None)
    def c(s: int, lanes: int) -> float | None:
        if s <= threshold:
            return (costs if lanes == 1 else dual_costs).get(s)
        h, low = (s + 1) // 2, s // 2
        step = glue * GLUE_WORDS_PER_SIZE * s
        if dual_costs is None:
            parts = (c(h, 1), c(h, 1), c(low, 1))
        elif lanes == 1:
            parts = (c(h, 2), c(low, 1))
        else:
            parts, step = (c(h, 2), c(h, 2), c(low, 2)), 2 * step
        if any(p is None for p in parts):
            return None
        return sum(parts) + step

    return c(size, 1)


def predicted_base_costs(target: Target, max_size: int) -> dict[int, float]:
    """Predicted ticks of the best unrolled product of every size 1..max_size (64-bit words)."""
    from .planner import best_trees

    per64 = 64 // target.word_bits
    table = best_trees(target, max_size * per64)
    return {s: table[s * per64][0].estimate.throughput for s in range(1, max_size + 1)}


__all__ = ["RecursionPlan", "plan_recursion", "recursion_cost", "predicted_base_costs", "MAX_BASE_WORDS"]
