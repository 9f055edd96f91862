"""In-register Karatsuba base kernels on VPCLMULQDQ zmm: the description, its proof, a planted bug,
the planner's choice, and the compiled kernel on all basis pairs where the host runs avx512."""
from __future__ import annotations

import dataclasses
import functools

import pytest

import gen
from gen.dp.karatsuba import plan_recursion
from gen.families.ring.bases import base_options, make_bases
from gen.families.ring.check import check_ring
from gen.ir.vecwords import VecBuilder
from gen.isa import get_target, host_supports
from gen.isa.register_karatsuba import ZMM, digit_products, karatsuba_body, karatsuba_program
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

