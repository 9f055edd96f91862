"""Field multiplies in zmm registers (gen.reduce.vector_fold): proved on all basis pairs, planted bugs
refused, chosen by the planner only where offered, and the choice kept in wisdom."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from gen.dp.planner import MIN_ZMM_FIELD_WORDS, offers_zmm_mul, plan, plan_with
from gen.errors import GenError
from gen.families.field.tune import plan_from_wisdom, record
from gen.ir.vecwords import VecBuilder, VecOp
from gen.isa import get_target
from gen.isa.register_karatsuba import store_words, zmm_karatsuba_body
from gen.prove.ir_proof import ProofError
from gen.prove.vector_proof import check_field_basis_pairs, check_word_pairs
from gen.reduce.vector_fold import Folder, Long, field_mul_program, zmm_field_mul_program
from gen.spec import parse_field

NIST = ["x^163+x^7+x^6+x^3+1", "x^233+x^74+1", "x^283+x^12+x^7+x^5+1", "x^409+x^87+1", "x^571+x^10+x^5+x^2+1"]


@pytest.mark.parametrize("text", NIST + ["x^128+x^7+x^2+x+1", "x^97+x^6+1"])
def test_the_zmm_field_multiply_is_right_on_every_basis_pair(text: str) -> None:
    field = parse_field(text)
    assert check_field_basis_pairs(zmm_field_mul_program(field), field.modulus) == field.m ** 2


def planted(prog, kind: str, change):
    """prog with the first op of `kind` changed by change(op)."""
    ops = list(prog.ops)
    i = next(i for i, op in enumerate(ops) if op.kind == kind)
    ops[i] = change(ops[i])
    return dataclasses.replace(prog, ops=ops)


@pytest.mark.parametrize("kind,change", [
    ("shrd", lambda op: dataclasses.replace(op, param=(op.param[0] - 1,))),  # a tap one bit off
    ("and", lambda op: dataclasses.replace(op, param=(op.param[0] >> 1, *op.param[1:]))),  # a bit below m masked off
    ("clmul", lambda op: dataclasses.replace(op, param=(op.param[0] ^ 0x11,))),  # the other words of a lane
    ("align", lambda op: dataclasses.replace(op, param=(op.param[0] - 1,))),  # a word move one word short
])
def test_a_planted_bug_in_the_zmm_multiply_is_refused(kind: str, change) -> None:
    field = parse_field("x^571+x^10+x^5+x^2+1")
    with pytest.raises(ProofError):
        check_field_basis_pairs(planted(zmm_field_mul_program(field), kind, change), field.modulus)


def test_writing_above_the_result_is_refused() -> None:
    field = parse_field("x^409+x^87+1")
    prog = zmm_field_mul_program(field)
    store = next(op for op in prog.ops if op.kind == "store")
    bad = dataclasses.replace(prog, ops=[*prog.ops, VecOp("store", store.args, store.words, "ab", ("r", 7, 1))])
    with pytest.raises(ProofError):
        check_field_basis_pairs(bad, field.modulus)


def test_two_probes_per_word_pair_refuse_a_program_that_shifts_bits() -> None:
    with pytest.raises(ProofError, match="whole-word"):
        check_word_pairs(zmm_field_mul_program(parse_field("x^571+x^10+x^5+x^2+1")))


def test_the_planner_takes_the_zmm_multiply_only_for_large_fields_with_zmm_clmul() -> None:
    avx512, avx2 = get_target("avx512"), get_target("avx2")
    big, small = parse_field("x^571+x^10+x^5+x^2+1"), parse_field("x^283+x^12+x^7+x^5+1")
    assert offers_zmm_mul(big, avx512) and not offers_zmm_mul(small, avx512) and not offers_zmm_mul(big, avx2)
    assert -(-small.m // 64) < MIN_ZMM_FIELD_WORDS
    chosen = plan(big, avx512)
    assert chosen.vector_mul is not None and chosen.mul_form == "zmm"
    assert chosen.estimates["mul"].counts["clmul"] == chosen.vector_mul.counts()["clmul"]
    assert plan(small, avx512).vector_mul is None and plan(big, avx2).vector_mul is None
    assert plan(big, avx512, classic=True).vector_mul is None


def test_a_zmm_multiply_where_it_is_not_offered_is_refused() -> None:
    p = plan(parse_field("x^283+x^12+x^7+x^5+1"), get_target("avx512"))
    with pytest.raises(GenError, match="no zmm mul"):
        plan_with(p.field, p.target, p.tree, p.reduction, "test", mul_form="zmm")
    with pytest.raises(GenError, match="mul form"):
        plan_with(p.field, p.target, p.tree, p.reduction, "test", mul_form="ymm")


def test_wisdom_keeps_the_measured_form_of_mul(tmp_path: Path) -> None:
    field, target = parse_field("x^409+x^87+1"), get_target("avx512")
    p = plan(field, target)
    wisdom = tmp_path / "wisdom.toml"
    for form in ("ir", "zmm"):
        record(wisdom, plan_with(field, p.target, p.tree, p.reduction, "test", mul_form=form))
        assert f'mul = "{form}"' in wisdom.read_text()
        assert plan_from_wisdom(wisdom, field, target).mul_form == form
    wisdom.write_text(wisdom.read_text().replace('mul = "zmm"', 'mul = "xmm"'))
    with pytest.raises(GenError, match="mul form"):
        plan_from_wisdom(wisdom, field, target)


def test_the_printed_zmm_multiply_stores_without_mask_registers() -> None:
    body = zmm_karatsuba_body(zmm_field_mul_program(parse_field("x^409+x^87+1")), narrow_memory=True)
    assert "_mm512_shrdi_epi64" in body and "mask_storeu" not in body
    assert store_words("r", "v", 7, True).count("store") == 3  # 4 + 2 + 1 words, disjoint
    assert "mask_storeu" in store_words("c", "v", 7, False)


def test_the_first_fold_splits_at_the_word_boundary_where_that_saves_word_moves() -> None:
    field = parse_field("x^571+x^10+x^5+x^2+1")
    at_m, at_words = field_mul_program(field, 571), field_mul_program(field, 576)
    assert at_words.counts()["align"] < at_m.counts()["align"]
    assert check_field_basis_pairs(at_words, field.modulus) == 571 ** 2
    assert zmm_field_mul_program(field).counts()["align"] == at_words.counts()["align"]


def test_a_word_move_asked_for_more_blocks_after_fewer_gives_them_all() -> None:
    bld = VecBuilder(9)
    blocks = (bld.load("a", 0, 8, 8), bld.load("a", 8, 1, 8))
    folder = Folder(bld)
    x = Long(blocks, 576)
    one = folder.words_moved(x, 1, 1)
    two = folder.words_moved(x, 1, 2)
    assert len(two) == 2 and two[0] == one[0] and sum(op.kind == "align" for op in bld.prog.ops) == 2
