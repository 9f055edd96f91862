"""The IR proof accepts correct programs and rejects broken ones."""
import pytest

from gen.dp.planner import build_mul, build_reduce
from gen.dp.tree import school
from gen.ir import Builder, Op, Program
from gen.prove import ProofError, prove
from gen.reduce import ReductionStrategy
from gen.spec import parse_field

F12 = parse_field("x^12+x^3+1")
F163 = parse_field("x^163+x^7+x^6+x^3+1")
QF = ReductionStrategy("quotient-first", ("shift", "shift"))


def _mutate(prog: Program, index: int, op: Op) -> Program:
    ops = list(prog.ops)
    ops[index] = op
    return Program(prog.word_bits, ops, list(prog.outputs), list(prog.support))


def _first(prog, kind):
    return next(i for i, op in enumerate(prog.ops) if op.kind == kind)


def test_correct_programs_are_proved():
    assert prove(build_mul(F12, 64, school(1), QF), "mul", F12).cases == 144
    assert prove(build_mul(F163, 64, school(3), QF), "mul", F163).cases == 163 * 163


@pytest.mark.parametrize("field, n", [(F12, 1), (F163, 3)])
def test_a_wrong_shift_amount_is_caught(field, n):
    prog = build_mul(field, 64, school(n), QF)
    i = _first(prog, "shl")
    op = prog.ops[i]
    with pytest.raises(ProofError, match="proof failed"):
        prove(_mutate(prog, i, Op("shl", op.args, (op.imm[0] + 1,))), "mul", field)


def test_a_wrong_mask_is_caught():
    prog = build_reduce(F12, 64, QF)
    i = _first(prog, "and")
    with pytest.raises(ProofError, match="proof failed"):
        prove(_mutate(prog, i, Op("and", prog.ops[i].args, (0x7FF,))), "reduce", F12)


def test_a_dropped_xor_is_caught():
    prog = build_mul(F163, 64, school(3), QF)
    i = _first(prog, "dxor")
    with pytest.raises(ProofError):
        prove(_mutate(prog, i, Op("dxor", (prog.ops[i].args[0], 0))), "mul", F163)


def test_squaring_a_itself_is_not_bilinear():
    b = Builder(64)
    a = b.load("a", 0, 0xFFF)
    b.store("r", 0, b.lo(b.clmul(a, a)))
    with pytest.raises(ProofError, match="must pair an a-linear and a b-linear"):
        prove(b.finish(), "mul", F12)


def test_mixing_a_and_b_linear_values_is_a_type_error():
    b = Builder(64)
    x, y = b.load("a", 0, 0xFFF), b.load("b", 0, 0xFFF)
    b.store("r", 0, b.xor(x, y))
    with pytest.raises(ProofError, match="mixes values"):
        prove(b.finish(), "mul", F12)


def test_a_reduction_must_stay_linear_in_its_input():
    b = Builder(64)
    c = b.load("c", 0)
    b.store("r", 0, b.lo(b.clmul(c, c)))
    with pytest.raises(ProofError):
        prove(b.finish(), "reduce", F12)


def test_product_kernels_are_proved_and_a_broken_one_is_not():
    from gen.dp.tree import kara2
    from gen.families.ring.bases import build_product, generate_product
    from gen.prove import prove_product

    p = generate_product(3, "pclmul")
    assert p.proof.cases == 192 * 192 and "static inline void clmul3w_clmul" in p.source
    prog = build_product(2, kara2(2, 1, school(1), school(1)), 64)
    i = _first(prog, "dxor")
    with pytest.raises(ProofError):
        prove_product(_mutate(prog, i, Op("dxor", (prog.ops[i].args[0], 0))), 128)
