"""Planner: DP over split trees and the ILP coupling of tree and reduction choices."""
import copy
import itertools

import pytest

from gen.dp.planner import Choice, candidate_trees, choose, plan, price_tree
from gen.dp.tree import kara2, kara2_splits, kara3, kara3_split, school
from gen.isa import CostTable, Estimate, OpCost, get_target
from gen.spec import parse_field


def _with_costs(isa, **overrides):
    """A copy of a target whose cost table has some ops re-priced."""
    t = copy.copy(get_target(isa))
    ops = dict(t.costs.ops)
    for k, (port, rtp) in overrides.items():
        ops[k] = OpCost({port: rtp}, ops[k].lat)
    t.costs = CostTable(t.costs.name + "-test", t.costs.unit, t.costs.machine, ops, t.costs.sources)
    return t


def _all_trees(n):
    """Every split tree the planner may build for n words (brute force)."""
    if n == 1:
        return [school(1)]
    out = [school(n)]
    for h in kara2_splits(n):
        for low, high in itertools.product(_all_trees(h), _all_trees(n - h)):
            out.append(kara2(n, h, low, high))
    t = kara3_split(n)
    if t is not None:
        for sub_t, sub_last in itertools.product(_all_trees(t), _all_trees(n - 2 * t)):
            out.append(kara3(n, t, sub_t, sub_last))
    return out


def test_one_word_is_one_carryless_product():
    [best, *_] = candidate_trees(get_target("pclmul"), 1)
    assert best.item.kind == "clmul" and best.estimate.counts["clmul"] == 1


def test_karatsuba_wins_when_the_multiplier_is_the_bottleneck():
    best = candidate_trees(get_target("pclmul"), 2)[0]
    assert best.item.kind == "kara2" and best.estimate.counts["clmul"] == 3


def test_schoolbook_wins_when_products_are_cheap_and_xors_dear():
    t = _with_costs("pclmul", clmul=("clmul", 0.01), xor=("valu", 5.0), dxor=("valu", 5.0))
    best = candidate_trees(t, 2)[0]
    assert best.item.kind == "school"


@pytest.mark.parametrize("isa", ["pclmul", "c64"])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_dp_finds_the_brute_force_optimum(isa, n):
    target = get_target(isa)
    brute = min(price_tree(target, tree, 64 * n).score for tree in _all_trees(n))
    assert candidate_trees(target, n)[0].estimate.score == pytest.approx(brute)


def _choice(label, **loads):
    return Choice(label, Estimate(loads, 1.0, {}), label)


def test_ilp_moves_the_reduction_off_a_saturated_multiplier():
    trees = [_choice("clmul-bound tree", clmul=10.0, valu=1.0)]
    reductions = [_choice("by clmul", clmul=2.0), _choice("by shifts", valu=3.0)]
    assert choose(trees, reductions)[1].label == "by shifts"


def test_ilp_uses_clmul_for_the_reduction_when_the_alus_are_busy():
    trees = [_choice("alu-bound tree", clmul=1.0, valu=5.0)]
    reductions = [_choice("by clmul", clmul=2.0), _choice("by shifts", valu=3.0)]
    assert choose(trees, reductions)[1].label == "by clmul"


def test_large_fields_use_karatsuba_and_beat_the_classic_method():
    from gen.dp.planner import classic_estimate

    field = parse_field("x^571+x^10+x^5+x^2+1")
    p = plan(field, get_target("avx512"))
    assert p.tree.products() < 81
    assert p.estimates["mul"].throughput < classic_estimate(field, p.target).throughput


# -- squarings run in chains: sqr gets the reduction of least latency ------------------------------------
def test_sqr_takes_the_least_latency_reduction_while_mul_keeps_the_measured_one():
    """gf2_13 on avx512: the wisdom's measured mul reduces with a clmul (throughput); sqr, the link of
    inv's chain, reduces by shift/XOR, the least sqr latency of all candidates."""
    from gen.dp.planner import build_sqr, chain_reduction
    from gen.families.field.tune import fixed_plan
    from gen.reduce import ReductionStrategy, candidate_strategies
    field, target = parse_field("x^13+x^4+x^3+x+1"), get_target("avx512")
    measured = ReductionStrategy("quotient-first", ("shift", "clmul"))
    p = fixed_plan(field, target, school(1), measured, "test")
    assert p.reduction == measured and p.chain_reduction == ReductionStrategy("quotient-first", ("shift", "shift"))
    latencies = {s: target.estimate(target.prepare(build_sqr(field, 64, s))).latency
                 for s in candidate_strategies(field, 64, True)}
    assert p.estimates["sqr"].latency == min(latencies.values()) < p.sqr_latency_with_mul_reduction
    assert chain_reduction(field, target, p.chain_reduction)[0] == p.chain_reduction  # a fixed point
    assert "sqr reduce: quotient-first (shift/XOR)" in p.describe()


def test_sqr_keeps_mul_reduction_when_nothing_is_faster_in_a_chain():
    p = plan(parse_field("x^12+x^3+1"), get_target("avx2"))
    assert p.sqr_reduction is None and p.chain_reduction == p.reduction
