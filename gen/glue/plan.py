"""The glue of one ring or tower kernel, proved at the sizes its plan uses.

A ring kernel's recursion (gen.dp.karatsuba.RecursionPlan) maps to a `RingGluePlan` thus:

    steps = [s for s in rec.sizes() + rec.dual_sizes() if not rec.is_base(s)]
    RingGluePlan(ring.n, ring.tail,
                 karatsuba=[karatsuba_split(s) for s in steps if rec.kind(s) == "karatsuba"],  # (h, l)
                 toom3=[toom3_split(s) for s in steps if rec.kind(s) == "toom3"])             # (w, z)

which is RingGluePlan.from_recursion(ring.n, ring.tail, rec, karatsuba_split, toom3_split). The
two-lane steps print the same sums and glue under other names, so one proof per (h, l) covers
both. A tower maps to its (m, t, field modulus, slot rounds):

    prove_tower_glue(tower.m, tower.t, tower.field.modulus,
                     [(r.hmask, r.degree) for r in slot_rounds(tower)])

plus the ring plan of tower.packed_ring for the packed product's reduction.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .algebra import check_karatsuba, check_toom3
from .build import check_ring, div1x_function, eval3_function, interp3_function, reduce_function
from .proof import Obligation, ProofReport, prove
from .specs import (DEFAULT_PREFIX, div1x_obligation, eval3_obligation, glue_obligation, interp3_obligation,
                    reduce_obligation, sums_obligation, tower_fold_obligation, tower_pack_obligation)


@dataclass(frozen=True)
class RingGluePlan:
    """f = x^n + sum of x^k over tail ((0,): x^n - 1); the (h, l) of every Karatsuba step and the
    (w, z) of every Toom-3 step."""

    n: int
    tail: tuple[int, ...]
    karatsuba: tuple[tuple[int, int], ...] = ()
    toom3: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "tail", check_ring(self.n, self.tail))
        object.__setattr__(self, "karatsuba", tuple(sorted(set(map(tuple, self.karatsuba)), reverse=True)))
        object.__setattr__(self, "toom3", tuple(sorted(set(map(tuple, self.toom3)), reverse=True)))

    @classmethod
    def from_recursion(cls, n: int, tail: Sequence[int], rec, karatsuba_split: Callable[[int], tuple[int, int]],
                       toom3_split: Callable[[int], tuple[int, int]]) -> RingGluePlan:
        """From a recursion plan (anything with sizes(), dual_sizes(), is_base(s) and kind(s), such as
        gen.dp.karatsuba.RecursionPlan) and the split functions the kernel's steps are printed with."""
        steps = [s for s in (*rec.sizes(), *rec.dual_sizes()) if not rec.is_base(s)]
        return cls(n, tuple(tail), tuple(karatsuba_split(s) for s in steps if rec.kind(s) == "karatsuba"),
                   tuple(toom3_split(s) for s in steps if rec.kind(s) == "toom3"))


@dataclass
class GlueProof:
    """What was proved: one report per routine and size, the symbolic checks, the total time."""

    reports: list[ProofReport]
    algebra: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def vectors(self) -> int:
        return sum(r.vectors for r in self.reports)

    def describe(self) -> str:
        """One line for a kernel's provenance comment or a CLI summary."""
        return (f"glue proved bit-sliced on {len(self.reports)} routine/size pairs ({self.vectors} basis vectors) "
                f"in {self.seconds:.1f} s, algorithms checked symbolically")


def ring_obligations(plan: RingGluePlan, prefix: str = DEFAULT_PREFIX, sym: str = "glue") -> list[Obligation]:
    """Everything to prove for the ring's glue: per Toom-3 (w, z) eval3, interp3 and div1x on its
    2w + 2 words; per Karatsuba (h, l) the sums and the recombination; the reduction (also in place)."""
    out: list[Obligation] = []
    if plan.toom3:
        div1x = div1x_function(prefix)
        eval3, interp3 = eval3_function(prefix), interp3_function(prefix, div1x)
        for w, z in plan.toom3:
            out += [eval3_obligation(w, z, eval3), interp3_obligation(w, z, interp3)]
        for length in sorted({2 * w + 2 for w, _ in plan.toom3}, reverse=True):
            out.append(div1x_obligation(length, div1x))
    for h, l in plan.karatsuba:
        out += [sums_obligation(h, l), glue_obligation(h, l)]
    reduce = reduce_function(plan.n, plan.tail, sym)
    out += [reduce_obligation(plan.n, plan.tail, False, reduce), reduce_obligation(plan.n, plan.tail, True, reduce)]
    return out


def prove_ring_glue(plan: RingGluePlan, vector_words: int, prefix: str = DEFAULT_PREFIX,
                    sym: str = "glue") -> GlueProof:
    """Prove all of a ring's glue for vector loops of `vector_words` words; GenError on the first failure.

    prefix and sym name the functions as the kernel prints them (sym + "_priv_", sym); the proof
    does not depend on names."""
    start = time.perf_counter()
    algebra = [check_karatsuba()] + ([check_toom3()] if plan.toom3 else [])
    reports = [prove(ob, vector_words) for ob in ring_obligations(plan, prefix, sym)]
    return GlueProof(reports, algebra, time.perf_counter() - start)


def tower_obligations(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]]) -> list[Obligation]:
    """The tower's own glue: the packing and the slot fold + unpack."""
    return [tower_pack_obligation(m, t), tower_fold_obligation(m, t, modulus, rounds)]


def prove_tower_glue(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]],
                     ring: RingGluePlan | None = None, vector_words: int = 1) -> GlueProof:
    """Prove the tower's packing and slot fold (+ the packed ring's glue when `ring` is given)."""
    start = time.perf_counter()
    reports = [prove(ob, vector_words) for ob in tower_obligations(m, t, modulus, rounds)]
    algebra: list[str] = []
    if ring is not None:
        inner = prove_ring_glue(ring, vector_words)
        reports += inner.reports
        algebra = inner.algebra
    return GlueProof(reports, algebra, time.perf_counter() - start)
