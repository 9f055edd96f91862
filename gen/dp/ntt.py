"""NTT pass structures: which consecutive layers share one load of a group of vectors into registers.

Layer k of an n-point transform pairs coefficients differing in index bit log2(n) - k; on vectors of L
lanes the layers whose bit is at least log2(L) pair whole vectors ("cross-register"), the others pair
lanes of one vector (they need lane exchanges, and come last). A pass over layers first..last holds a
group of 2^c vectors, c = its cross-register layers, so the register budget bounds c; the lane layers
all go into the last pass. The candidates are every such split of the cross-register layers; the
family lowers each and prices the printed instructions (`price`).
"""
from __future__ import annotations

from itertools import combinations

PRICED_CLASSES = ("mul", "alu", "shuffle", "mem")


def segmentations(layers: int, log_n: int, log_lanes: int, max_group_bits: int) -> list[tuple[tuple[int, int], ...]]:
    """The splits of layers 1..layers into passes (first, last) with at most max_group_bits
    cross-register layers per pass and at most one pass more than the fewest such; the lane layers
    (bit < log_lanes) share the last pass."""
    cross = [k for k in range(1, layers + 1) if log_n - k >= log_lanes]
    lane = [k for k in range(1, layers + 1) if log_n - k < log_lanes]
    if not cross:
        return [((1, layers),)]
    out = []
    fewest = -(-len(cross) // max_group_bits)  # passes at least; candidates use at most one more
    for cuts in range(fewest - 1, min(fewest + 1, len(cross))):
        for where in combinations(range(1, len(cross)), cuts):
            bounds = [0, *where, len(cross)]
            segs = [(cross[bounds[i]], cross[bounds[i + 1] - 1]) for i in range(len(bounds) - 1)]
            if any(last - first + 1 > max_group_bits for first, last in segs):
                continue
            if lane:
                segs[-1] = (segs[-1][0], lane[-1])
            out.append(tuple(segs))
    return out


def price(counts: dict[str, float], figures: dict[str, float]) -> float:
    """Predicted cycles: the busiest instruction class (count times its cycles per instruction)."""
    return max(counts.get(c, 0.0) * figures[c] for c in PRICED_CLASSES)
