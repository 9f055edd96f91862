"""In-register Karatsuba base kernels on VPCLMULQDQ zmm: the description, its proof, a planted bug,
the planner's choice, and the compiled kernel on all basis pairs where the host runs avx512; and the
four-products-per-call form (one product per zmm lane): its proof and lane mix-ups, the plans that
group base products in fours, the tuner's and the wisdom's say, and a ring built on it."""
from __future__ import annotations

import dataclasses
import functools

import pytest

import gen
from gen.dp.karatsuba import RecursionPlan, plan_recursion
from gen.families.ring import parse_ring, plan_ring
from gen.families.ring.bases import base_options, make_bases
from gen.families.ring.check import check_ring
from gen.families.ring.tune import candidate_recursions, record_ring, thresholds_from_wisdom
from gen.ir.vecwords import VecBuilder
from gen.isa import get_target, host_supports
from gen.isa.register_karatsuba import ZMM, ZMM_FOUR, digit_products, karatsuba_body, karatsuba_program
from gen.isa.zmm_schoolbook import zmm_schoolbook_counts
from gen.prove import ProofError
from gen.prove.vector_proof import check_all_basis_pairs, check_word_pairs

generate_ring = functools.partial(gen.generate, family_name="ring", profile=False)


@pytest.mark.parametrize("words, clmuls", [(4, 4), (8, 12), (16, 36), (32, 108), (64, 324)])
def test_karatsuba_kernel_needs_three_quad_products_per_doubling(words, clmuls):
    assert karatsuba_program(words, ZMM).counts()["clmul"] == clmuls
    assert clmuls < zmm_schoolbook_counts(words)[0] or words == 4


@pytest.mark.parametrize("words, two_way, chosen", [(12, 28, 24), (48, 252, 216)])
def test_three_way_steps_are_taken_where_they_save_products(words, two_way, chosen):
    assert digit_products(words // 4) == (chosen // 4, 3 if words == 12 else 2)
    assert karatsuba_program(words, ZMM).counts()["clmul"] == chosen < two_way


@pytest.mark.parametrize("words", [1, 2, 3, 4, 5, 7, 8, 9, 12])
def test_karatsuba_kernel_is_the_product_on_every_basis_pair(words):
    prog = karatsuba_program(words, ZMM)
    assert check_all_basis_pairs(prog) == (64 * words) ** 2
    assert check_word_pairs(prog) == (64 * words) ** 2


@pytest.mark.parametrize("words", [16, 23, 35, 64])
def test_word_probes_prove_the_large_kernels(words):
    assert check_word_pairs(karatsuba_program(words, ZMM)) == (64 * words) ** 2


def planted_bug(prog, kind: str, nth: int = 0):
    """prog with the nth op of `kind` altered: a permute index moved, a clmul selector flipped, an align shifted."""
    hits = [i for i, op in enumerate(prog.ops) if op.kind == kind]
    i = hits[nth]
    op = prog.ops[i]
    if kind == "permute":
        index, mask = op.param
        k = next(k for k in range(8) if mask >> k & 1)
        param = (index[:k] + ((index[k] + 1) % 8 + (index[k] // 8) * 8,) + index[k + 1:], mask)
    elif kind == "clmul":
        param = (op.param[0] ^ 0x01,)
    else:
        param = (op.param[0] - 1,)
    ops = list(prog.ops)
    ops[i] = dataclasses.replace(op, param=param)
    return dataclasses.replace(prog, ops=ops)


@pytest.mark.parametrize("kind, nth", [("permute", 2), ("permute", 5), ("clmul", 3), ("align", 0)])
def test_planted_bug_in_the_kernel_is_refused_by_both_proofs(kind, nth):
    bad = planted_bug(karatsuba_program(8, ZMM), kind, nth)
    with pytest.raises(ProofError):
        check_word_pairs(bad)
    with pytest.raises(ProofError):
        check_all_basis_pairs(bad)


def test_builder_refuses_a_product_that_is_not_bilinear():
    bld = VecBuilder(4)
    a = bld.load("a", 0, 4, 4)
    x = bld.permute(a, (0, 1, 2, 3, 0, 1, 2, 3))
    with pytest.raises(ValueError, match="not bilinear"):
        bld.clmul(x, x, 0x00)
    b = bld.load("b", 0, 4, 4)
    with pytest.raises(ValueError, match="mixes"):
        bld.xor(a, b)


def test_printed_kernel_reads_only_its_operand_words():
    body = karatsuba_body(karatsuba_program(9, ZMM), ZMM)
    assert "_mm256_maskz_loadu_epi64(0x01, (const void *)(a + 8))" in body  # the ninth word alone
    assert "_mm512_mask_storeu_epi64((void *)(c + 16), 0x03" in body          # 18 product words
    assert body.count("_mm512_clmulepi64_epi128") == karatsuba_program(9, ZMM).counts()["clmul"]


def test_planner_picks_the_karatsuba_kernel_where_it_prices_lower():
    target = get_target("avx512")
    costs, kinds = base_options(target, 277)
    assert kinds[1] == "ir"
    assert kinds[16] == kinds[32] == "zmm-karatsuba"
    plan = plan_recursion(target, 277, max_base=max(costs), base_costs=costs)
    assert {kinds[s] for s in plan.base_sizes()} == {"zmm-karatsuba"}
    schoolbook_only = {s: c for s, c in costs.items() if kinds[s] != "zmm-karatsuba"}
    assert plan.cost < plan_recursion(target, 277, max_base=max(schoolbook_only), base_costs=schoolbook_only).cost


def test_targets_without_zmm_products_get_no_karatsuba_kernel():
    for isa in ("avx2-vpclmul", "pclmul", "c64"):
        _, kinds = base_options(get_target(isa), 277)
        assert "zmm-karatsuba" not in kinds.values()


def test_karatsuba_base_kernel_carries_its_proof():
    target = get_target("avx512")
    _, kinds = base_options(target, 64)
    (kernel,) = make_bases(target, "t", [35], kinds)
    assert kernel.proof.cases == (64 * 35) ** 2 and "Karatsuba" in kernel.label
    assert kernel.fn_name == "t_priv_b35"


def test_ring_with_karatsuba_bases_passes_the_harness(tmp_path):
    target = get_target("avx512")
    if not host_supports(target):
        pytest.skip("host cannot run avx512")
    kernel = generate_ring("x^3001-1", "avx512")
    rec = kernel.design.recursion
    assert any("Karatsuba" in b.label for b in kernel.design.bases)
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    result = check_ring(tmp_path, kernel.spec, kernel.sym, False, list(target.cflags), rec.base_sizes(),
                        do_bench=False)
    assert result.counts["basis_pairs"] == sum((64 * s) ** 2 for s in rec.base_sizes())



# -- four products per call, one per zmm lane (ZMM_FOUR) ----------------------------------------------------
@pytest.mark.parametrize("words", [1, 2, 3, 5, 9])
def test_four_product_kernel_is_four_products_on_every_word_pair(words):
    prog = karatsuba_program(words, ZMM_FOUR)
    assert prog.products == 4
    assert check_word_pairs(prog) == (64 * words * 4) ** 2  # cross-lane pairs must give zero
    if words <= 2:
        assert check_all_basis_pairs(prog) == (64 * words * 4) ** 2


@pytest.mark.parametrize("kind", ["load", "store", "permute"])
def test_lane_mixup_in_a_four_product_kernel_is_refused(kind):
    """A load of product 1's words into product 0's place, a store of one product over another's, a
    lane transpose that moves the wrong lane: each makes one product depend on another's operands."""
    prog = karatsuba_program(5, ZMM_FOUR)
    i = next(i for i, op in enumerate(prog.ops) if op.kind == kind)
    op = prog.ops[i]
    if kind == "permute":
        index, mask = op.param
        param = (index[2:4] + index[0:2] + index[4:], mask)
    else:
        array, offset, count = op.param
        param = (array, offset + (5 if kind == "load" else 10), count)
    ops = list(prog.ops)
    ops[i] = dataclasses.replace(op, param=param)
    with pytest.raises(ProofError):
        check_word_pairs(dataclasses.replace(prog, ops=ops))


def test_four_product_kernel_loads_and_stores_whole_registers():
    body = karatsuba_body(karatsuba_program(9, ZMM_FOUR), ZMM_FOUR)
    assert "_mm512_loadu_si512((const void *)(a3 + 0))" in body
    assert "_mm512_maskz_loadu_epi64(0x01, (const void *)(b2 + 8))" in body  # the ninth word alone
    assert "_mm512_mask_storeu_epi64((void *)(c1 + 16), 0x03" in body        # 18 product words
    assert "_mm512_shuffle_i64x2(" in body and "_mm512_bslli_epi128(" in body
    assert "permutex" not in body  # no lane-crossing word permutes: only the transposes cross lanes


def test_four_lane_plan_groups_all_base_products_but_a_chain():
    rec = RecursionPlan(277, 35, 0.0, True, None, 4)
    assert rec.quad_base_sizes() == [35] and rec.dual_base_sizes() == [35, 34] and rec.base_sizes() == [34]
    assert "20 of 27 in fours" in rec.describe()
    assert rec.base_products() == 27


def test_plan_ring_keeps_one_product_calls_unless_four_price_lower():
    target = get_target("avx512")
    ring = parse_ring("x^17669-1")
    default = plan_ring(ring, target, "t", base_max=35)
    assert not default.recursion.dual  # the cost table prices four per call above four single calls
    forced = plan_ring(ring, target, "t", base_max=35, four_per_call=True)
    assert forced.recursion.group == 4 and forced.recursion.quad_base_sizes() == [35]
    kinds = {(b.size, b.lanes, b.kind) for b in forced.bases}
    assert (35, 4, "") in kinds and (35, 2, "pair") in kinds and (35, 1, "") in kinds
    assert forced.harness_bases() == dict(base_sizes=[34], dual_base_sizes=[], quad_base_sizes=[35])


def test_tuner_times_plans_with_and_without_four_per_call():
    plans = candidate_recursions(get_target("avx512"), 277, k=8)
    assert {p.dual and p.group == 4 for p in plans} == {True, False}


def test_wisdom_says_whether_base_products_go_four_per_call(tmp_path):
    target, ring = get_target("avx512"), parse_ring("x^3001-1")
    path = tmp_path / "wisdom.toml"
    for four in (True, False):
        record_ring(path, ring, target, RecursionPlan(47, 24, 0.0, four, None, 4))
        found = thresholds_from_wisdom(path, ring, target)
        assert found.four_per_call is four and found.base_max == 24
        assert plan_ring(ring, target, "t", wisdom=path).recursion.dual is four


def test_ring_with_four_product_bases_passes_the_harness(tmp_path):
    target = get_target("avx512")
    if not host_supports(target):
        pytest.skip("host cannot run avx512 (tests/test_avx512_model.py runs it on the model)")
    kernel = generate_ring("x^3001-1", "avx512", base_max=12, four_per_call=True)
    bases = kernel.design.harness_bases()
    assert bases["quad_base_sizes"] == [12]
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    result = check_ring(tmp_path, kernel.spec, kernel.sym, False, list(target.cflags), bases.pop("base_sizes"),
                        do_bench=False, **bases)
    assert result.counts["quad_word_probes"] == 2 * 12 * 12
