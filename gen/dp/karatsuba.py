"""Recursive Karatsuba for operands too large to unroll: the split depth by dynamic programming.

A size-s product (s 64-bit words) is either one fully unrolled base kernel (an IR program from
the split-tree planner, proved by basis pairs) or a Karatsuba step: with h = ceil(s/2) and
l = s - h, products a0*b0 (h words), (a0+a1)*(b0+b1) (h) and a1*b1 (l), plus linear glue over
about 6.5 s words. Sizes along the recursion are always floor or ceil of s / 2^k, so a plan has at
most two base sizes. Costs: a base kernel's predicted throughput from the target's (calibrated)
cost table; the glue from the table's per-word `glue` figure (ticks per word of a Karatsuba step).
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

    def is_base(self, size: int) -> bool:
        return size <= self.base_max

    def sizes(self) -> list[int]:
        """Every size the recursion visits, largest first."""
        seen, todo = set(), [self.words]
        while todo:
            s = todo.pop()
            if s in seen:
                continue
            seen.add(s)
            if not self.is_base(s):
                todo += [(s + 1) // 2, s // 2]
        return sorted(seen, reverse=True)

    def base_sizes(self) -> list[int]:
        return [s for s in self.sizes() if self.is_base(s)]

    def depth(self) -> int:
        d, s = 0, self.words
        while not self.is_base(s):
            s, d = (s + 1) // 2, d + 1
        return d

    def scratch_words(self, size: int | None = None) -> int:
        """Scratch (64-bit words) a size-s step needs: a0+a1, b0+b1, the middle product, children."""
        s = self.words if size is None else size
        if self.is_base(s):
            return 0
        h = (s + 1) // 2
        return 4 * h + self.scratch_words(h)

    def describe(self) -> str:
        if self.depth() == 0:
            return f"one {self.words}x{self.words}-word base kernel"
        bases = "/".join(str(s) for s in sorted(self.base_sizes()))
        return (f"Karatsuba {self.words} words, {self.depth()} levels down to {bases}-word base kernels "
                f"({3 ** self.depth()} base products)")


def glue_cost(target: Target) -> float:
    op = target.costs.ops.get("glue")
    return sum(op.loads.values()) if op is not None else DEFAULT_GLUE


def plan_recursion(target: Target, words: int, max_base: int = MAX_BASE_WORDS,
                   base_costs: dict[int, float] | None = None) -> RecursionPlan:
    """The cheapest threshold: sizes at or below it are base kernels, the rest Karatsuba steps.

    base_costs (size -> ticks) overrides the predicted base costs, e.g. with measured ones."""
    costs = base_costs if base_costs is not None else predicted_base_costs(target, min(words, max_base))
    glue = glue_cost(target)
    best: RecursionPlan | None = None
    for threshold in sorted(costs):
        if threshold > max_base:
            continue
        cost = recursion_cost(words, threshold, costs, glue)
        if cost is not None and (best is None or cost < best.cost - 1e-9):
            best = RecursionPlan(words, threshold, cost)
    assert best is not None
    return best


def recursion_cost(size: int, threshold: int, costs: dict[int, float], glue: float) -> float | None:
    """Cost of a size-word product with base kernels at sizes <= threshold (None: a base size has
    no cost in `costs`)."""

    @lru_cache(maxsize=None)
    def c(s: int) -> float | None:
        if s <= threshold:
            return costs.get(s)
        h, low = (s + 1) // 2, s // 2
        ch, cl = c(h), c(low)
        if ch is None or cl is None:
            return None
        return 2 * ch + cl + glue * GLUE_WORDS_PER_SIZE * s

    return c(size)


def predicted_base_costs(target: Target, max_size: int) -> dict[int, float]:
    """Predicted ticks of the best unrolled product of every size 1..max_size (64-bit words)."""
    from .planner import best_trees

    per64 = 64 // target.word_bits
    table = best_trees(target, max_size * per64)
    return {s: table[s * per64][0].estimate.throughput for s in range(1, max_size + 1)}


__all__ = ["RecursionPlan", "plan_recursion", "recursion_cost", "predicted_base_costs", "MAX_BASE_WORDS"]
