"""In-register Karatsuba base kernels on VPCLMULQDQ ymm (avx2-vpclmul), from the description the zmm
kernels use: one product per call over 128-bit digits (YMM) and two products at once, one per ymm
lane (YMM_TWO). Their proofs (a leak between the two products included), planted bugs, the
planner's choice, and the compiled kernels on all basis pairs where the host runs avx2-vpclmul."""
from __future__ import annotations

import dataclasses
import functools

import pytest

import gen
from gen.dp.karatsuba import RecursionPlan
from gen.families.ring import parse_ring, plan_ring
from gen.families.ring.bases import base_options, dual_base_options, make_bases
from gen.families.ring.check import check_ring
from gen.families.ring.tune import RING_TABLE, record_ring, thresholds_from_wisdom
from gen.ir.vecwords import VecBuilder
from gen.isa import get_target, host_supports
from gen.isa.register_karatsuba import YMM, YMM_TWO, karatsuba_body, karatsuba_program
from gen.prove import ProofError
from gen.prove.vector_proof import check_all_basis_pairs, check_word_pairs
from gen.tune.wisdom import read_table

generate_ring = functools.partial(gen.generate, family_name="ring", profile=False)


@pytest.mark.parametrize("words, one, two", [(2, 2, 3), (4, 6, 9), (8, 18, 27), (16, 54, 81), (32, 162, 243)])
def test_ymm_kernels_need_three_digit_products_per_doubling(words, one, two):
    assert karatsuba_program(words, YMM).counts()["clmul"] == one
    assert karatsuba_program(words, YMM_TWO).counts()["clmul"] == two  # 3^k one-word products per lane


@pytest.mark.parametrize("width", [YMM, YMM_TWO], ids=["ymm", "ymm2"])
@pytest.mark.parametrize("words", [1, 2, 3, 4, 5, 7])
def test_ymm_kernel_is_the_product_on_every_basis_pair(width, words):
    prog = karatsuba_program(words, width)
    pairs = (64 * words * width.products) ** 2
    assert check_all_basis_pairs(prog) == pairs
    assert check_word_pairs(prog) == pairs


@pytest.mark.parametrize("width", [YMM, YMM_TWO], ids=["ymm", "ymm2"])
@pytest.mark.parametrize("words", [12, 23, 32])
def test_word_probes_prove_the_large_ymm_kernels(width, words):
    assert check_word_pairs(karatsuba_program(words, width)) == (64 * words * width.products) ** 2


def altered(prog, kind: str, change):
    """prog with its first op of `kind` given the parameters change(op)."""
    i = next(i for i, op in enumerate(prog.ops) if op.kind == kind)
    ops = list(prog.ops)
    ops[i] = dataclasses.replace(ops[i], param=change(ops[i]))
    return dataclasses.replace(prog, ops=ops)


PLANTED = {
    # the first digit of a1 read into lane 0 as well: product 0 then depends on a1
    "lane leak": ("load_lanes", lambda op: (op.param[0], (op.param[1][1], op.param[1][1]), op.param[2])),
    "clmul selector": ("clmul", lambda op: (op.param[0] ^ 0x11,)),
    "in-lane swap": ("permute", lambda op: ((0, 1, 3, 2), op.param[1])),
}


@pytest.mark.parametrize("bug", sorted(PLANTED))
def test_planted_bug_in_the_two_product_kernel_is_refused_by_both_proofs(bug):
    kind, change = PLANTED[bug]
    bad = altered(karatsuba_program(4, YMM_TWO), kind, change)
    with pytest.raises(ProofError):
        check_word_pairs(bad)
    with pytest.raises(ProofError):
        check_all_basis_pairs(bad)


def test_planted_bug_in_the_one_product_ymm_kernel_is_refused():
    bad = altered(karatsuba_program(8, YMM), "align", lambda op: (op.param[0] - 1,))
    with pytest.raises(ProofError):
        check_word_pairs(bad)


def test_builder_refuses_a_product_of_registers_of_two_widths():
    bld = VecBuilder(4)
    a = bld.broadcast("a", 0, 2, 4)
    b = bld.broadcast("b", 0, 4, 8)
    with pytest.raises(ValueError, match="widths"):
        bld.clmul(a, b, 0x00)


def test_two_product_kernel_never_crosses_lanes():
    body = karatsuba_body(karatsuba_program(16, YMM_TWO), YMM_TWO)
    assert "permute2x128" not in body and "permute4x64" not in body
    assert body.count("_mm256_clmulepi64_epi128") == 81


def test_printed_ymm_kernels_read_only_their_operand_words():
    one = karatsuba_body(karatsuba_program(5, YMM), YMM)
    assert "_mm_loadl_epi64((const __m128i *)(a + 4))" in one  # the fifth word alone
    assert "c + 8" in one and "_mm_storeu_si128((__m128i *)(c + 8)" in one  # 10 product words
    two = karatsuba_body(karatsuba_program(5, YMM_TWO), YMM_TWO)
    assert "_mm_loadl_epi64((const __m128i *)(a1 + 4))" in two and "a1 + 5" not in two
    assert "_mm_storeu_si128((__m128i *)(c1 + 8)" in two and "c1 + 10" not in two


def test_planner_pairs_products_in_ymm_lanes_where_that_prices_lower():
    target = get_target("avx2-vpclmul")
    costs, kinds = base_options(target, 277)
    dual_costs, dual_kinds = dual_base_options(target, costs, kinds)
    assert dual_kinds[8] == dual_kinds[12] == dual_kinds[16] == "ymm2-karatsuba"
    assert kinds[8] == "ir"  # one product at a time: the IR program is cheaper (measured on Zen 3)
    assert dual_costs[16] < costs[16] + target.dual_overhead(16) < 2 * costs[16]


def test_targets_without_ymm_products_get_no_ymm_kernel():
    for isa in ("avx2", "pclmul", "c64", "avx512"):
        target = get_target(isa)
        costs, kinds = base_options(target, 277)
        assert not {"ymm-karatsuba", "ymm2-karatsuba"} & set(kinds.values())
        assert dual_base_options(target, costs, kinds) is None


def test_two_product_base_kernel_carries_its_proof():
    target = get_target("avx2-vpclmul")
    costs, kinds = base_options(target, 64)
    _, dual_kinds = dual_base_options(target, costs, kinds)
    (kernel,) = make_bases(target, "t", [], kinds, [12], dual_kinds)
    assert kernel.lanes == 2 and kernel.fn_name == "t_priv_db12"
    assert kernel.proof.cases == (128 * 12) ** 2 and "one product per lane" in kernel.label


def test_ring_with_ymm_karatsuba_bases_passes_the_harness(tmp_path):
    target = get_target("avx2-vpclmul")
    if not host_supports(target):
        pytest.skip("host cannot run avx2-vpclmul")
    kernel = generate_ring("x^3001-1", "avx2-vpclmul")
    rec = kernel.design.recursion
    assert any(b.lanes == 2 and "in-register Karatsuba" in b.label for b in kernel.design.bases)
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    result = check_ring(tmp_path, kernel.spec, kernel.sym, False, list(target.cflags), rec.base_sizes(),
                        do_bench=False, dual_base_sizes=rec.dual_base_sizes())
    assert result.counts["basis_pairs"] > 0


def test_wisdom_can_keep_the_two_product_bases_ir_programs(tmp_path):
    wisdom = tmp_path / "wisdom.toml"
    entry = ('[[ring]]\nring = "x^3001-1"\nisa = "avx2-vpclmul"\ncpu = "t"\ncompiler = "t"\nbase_max = 12\n'
             'toom_min = 0\n')
    wisdom.write_text(entry)
    ring, target = parse_ring("x^3001-1"), get_target("avx2-vpclmul")
    duals = [b for b in plan_ring(ring, target, "t", wisdom).bases if b.lanes == 2]
    assert duals and all(b.program is None for b in duals)  # the DP's choice: in-register Karatsuba
    wisdom.write_text(entry + 'two_product_bases = "ir"\n')
    duals = [b for b in plan_ring(ring, target, "t", wisdom).bases if b.lanes == 2]
    assert duals and all(b.program is not None for b in duals)  # IR programs on ymm halves
    # recording another ring keeps the optional key of this one, and entries without it stay without
    record_ring(wisdom, parse_ring("x^3011-1"), target, RecursionPlan(48, 12, 0.0, True, None))
    assert thresholds_from_wisdom(wisdom, ring, target).ir_two_product_bases
    assert [e.get("two_product_bases") for e in read_table(wisdom, RING_TABLE)] == ["ir", None]
