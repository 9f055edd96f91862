"""The plan of a tower kernel beyond its ring product: the lane-wise slot folds mod f, and which proof
the harness runs (all basis pairs, or the compositional proof where that is too slow to emulate)."""
from __future__ import annotations

from dataclasses import dataclass

from ...isa import Target
from ...spec import poly
from .spec import SLOT_BITS, Tower


@dataclass(frozen=True)
class FoldRound:
    """One lane-wise fold: h = slot >> m (masked to the bits above m), slot = low ^ sum h << k."""

    hmask: int
    degree: int  # slot degree before this round


def slot_rounds(tower: Tower) -> list[FoldRound]:
    """Folds taking every 32-bit slot from degree `slot_degree` to below m."""
    m, kmax = tower.m, poly.degree(tower.field.modulus ^ (1 << tower.m))
    rounds, d = [], tower.slot_degree
    while d >= m:
        lane = (1 << (d - m + 1)) - 1
        rounds.append(FoldRound(lane | lane << SLOT_BITS, d))
        d = max(m - 1, d - m + kmax)
    return rounds


TOWER_RANDOM_PAIRS = 24


def ring_name(name: str) -> str:
    """The ring kernel of tower `name` (also with the prefix: ring_name(prefix + name))."""
    return f"{name}_ring"


def tower_proof(tower: Tower, target: Target) -> str:
    """'basis': mul on all (m t)^2 basis pairs. 'compositional' where that is too slow to emulate
    (target.tower_basis_pairs_max): mul = unpack . slot fold . ring product . pack, with the packing
    and the slot fold + unpack (GF(2)-linear) proved on basis vectors, and the ring product proved
    as every ring kernel (gen.families.tower.check)."""
    limit = target.tower_basis_pairs_max
    return "compositional" if limit and (tower.m * tower.t) ** 2 > limit else "basis"


def slot_vectors(tower: Tower) -> int:
    """Basis vectors of the compositional proof: pack (2 m t: each operand) and slot fold (t slots x degrees)."""
    return 2 * tower.m * tower.t + tower.t * (tower.slot_degree + 1)
