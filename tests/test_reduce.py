"""Reduction schedules: proved for every config and random sparse moduli; op counts by hand."""
import random
from pathlib import Path

import pytest

from gen.dp.planner import build_reduce
from gen.project import Project
from gen.prove import prove
from gen.reduce import ReductionStrategy, candidate_strategies
from gen.reduce.schedule import fold_rounds, quotient_first_valid
from gen.spec import Field, poly

CONFIG_FIELDS = {c.name: c.spec for c in Project(Path(__file__).resolve().parent.parent).configs_of("field")}


def _random_irreducible(rng, weight, m_range):
    while True:
        m = rng.randint(*m_range)
        mids = rng.sample(range(1, m), weight - 2)
        f = poly.from_exponents([m, 0, *mids])
        if poly.is_irreducible(f):
            return Field(f)


@pytest.mark.parametrize("name", sorted(CONFIG_FIELDS))
@pytest.mark.parametrize("W, has_clmul", [(64, True), (64, False), (32, False)])
def test_every_strategy_is_proved_for_every_config(name, W, has_clmul):
    field = CONFIG_FIELDS[name]
    strategies = candidate_strategies(field, W, has_clmul)
    assert strategies
    for s in strategies:
        prove(build_reduce(field, W, s), "reduce", field)


@pytest.mark.parametrize("weight", [3, 5])
def test_random_trinomials_and_pentanomials_reduce_correctly(weight):
    rng = random.Random(100 + weight)
    for _ in range(12):
        field = _random_irreducible(rng, weight, (5, 300))
        for W in (32, 64):
            for s in candidate_strategies(field, W, True):
                prove(build_reduce(field, W, s), "reduce", field)


def test_quotient_first_for_mceliece_field_is_the_three_xor_fold():
    field = Field(0x1009)  # x^12+x^3+1
    prog = build_reduce(field, 64, ReductionStrategy("quotient-first", ("shift", "shift")))
    counts = prog.op_counts()
    # H = c>>12; H ^= H>>9 (as c>>21); H ^= H<<3; r = (c^H) & 0xFFF: 2(w-2)+1 = 3 XORs for w = 3
    assert counts["xor"] == 3 and counts["shr"] == 2 and counts["shl"] == 1 and counts["and"] == 1
    classic = build_reduce(field, 64, ReductionStrategy("fold", ("shift", "shift"))).op_counts()
    assert classic["xor"] == 4  # 2(w-1)


def test_quotient_first_condition_is_checked():
    assert quotient_first_valid(Field(0x1009))
    dense = Field(poly.from_exponents([13, 12, 11, 10, 9, 8, 6, 5, 0]))
    assert not quotient_first_valid(dense)
    assert all(s.family != "quotient-first" for s in candidate_strategies(dense, 64, True))
    assert fold_rounds(dense) > 2


def test_clmul_strategies_only_when_the_isa_has_clmul_and_g_fits():
    field = CONFIG_FIELDS["gf2_571"]
    assert all("clmul" not in s.methods for s in candidate_strategies(field, 64, False))
    assert any("clmul" in s.methods for s in candidate_strategies(field, 64, True))
    wide_tail = CONFIG_FIELDS["gf2_409"]  # g = x^87+1 does not fit a 64-bit word
    assert all("clmul" not in s.methods for s in candidate_strategies(wide_tail, 64, True))
