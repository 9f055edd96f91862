"""The Cortex-M4 estimator (gen/check/m4cycles.py): exact class counts and cycles on tiny hand-written Thumb
functions, taken branches, outputs read back, refusals."""
import shutil
from pathlib import Path

import pytest

from gen.check import m4cycles
from gen.check.m4cycles import Buffer, classify, compile_elf, emulate, estimate_c_function
from gen.errors import GenError

needs_m4 = pytest.mark.skipif(
    shutil.which("arm-none-eabi-gcc") is None or shutil.which("arm-none-eabi-objdump") is None
    or not m4cycles.unicorn_available(),
    reason="arm-none-eabi-gcc/objdump or the unicorn module (pip install unicorn) missing")

ASM = """
    .syntax unified
    .thumb
    .text

    .global add_one             @ r0: int32_t *a, r1: n > 0; a[i] += 1
    .type add_one, %function
    .thumb_func
add_one:
1:  ldr r2, [r0]
    adds r2, r2, #1
    str r2, [r0], #4
    subs r1, r1, #1
    bne 1b
    bx lr

    .global nonneg              @ r0 = max(r0, 0) by a branch around a move
    .type nonneg, %function
    .thumb_func
nonneg:
    cmp r0, #0
    bge 1f
    movs r0, #0
1:  bx lr

    .global sum_pair            @ r0: int32_t *a; return a[0] + a[1] (two pipelined loads)
    .type sum_pair, %function
    .thumb_func
sum_pair:
    ldr r2, [r0]
    ldr r3, [r0, #4]
    adds r0, r2, r3
    bx lr

    .global clamp_it            @ r0 = max(r0, 0) by an IT block
    .type clamp_it, %function
    .thumb_func
clamp_it:
    cmp r0, #0
    it lt
    movlt r0, #0
    bx lr

    .global load_next           @ r0: int32_t *a; return a[1] (address computed just before the load)
    .type load_next, %function
    .thumb_func
load_next:
    adds r0, r0, #4
    ldr r0, [r0]
    bx lr
"""


@pytest.fixture(scope="module")
def elf(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("m4")
    src = work / "t.S"
    src.write_text(ASM)
    return compile_elf([src], "add_one", work / "t.elf")


def test_classes_follow_the_mnemonic_as_objdump_prints_it():
    assert [classify(m) for m in ("adds", "add.w", "smlal", "smull", "mla", "muls", "sdiv", "ldr.w", "ldrsh",
                                  "ldrd", "pop", "ldmia.w", "str.w", "strd", "push", "stmdb", "bne.n", "blt",
                                  "bl", "bx", "cbz", "tbb", "itte", "moveq", "teq", "nop", "ldrne.w")] == \
        ["alu", "alu", "mul", "mul", "mul", "mul", "div", "load", "load", "load_double", "load_multiple",
         "load_multiple", "store", "store_double", "store_multiple", "store_multiple", "branch", "branch",
         "branch", "branch", "branch", "table_branch", "it", "alu", "alu", "nop", "load"]


@needs_m4
def test_loop_counts_and_cycles_are_exact(elf):
    run = emulate(elf, "add_one", [Buffer((10, 20, 30, 40, 50)), 5])
    t = run.tally
    # 5 iterations of ldr/adds/str/subs/bne, then bx lr
    assert t.instructions == 26
    assert t.by_class == {"load": 5, "alu": 10, "store": 5, "branch": 6}
    # bne taken 4 times, the return once; per iteration ldr 2 + adds 1 + str 1 + subs 1, bne 1 (+2 taken)
    assert t.taken == 5
    assert t.cycles == 4 * (2 + 1 + 1 + 1 + 3) + (2 + 1 + 1 + 1 + 1) + 3
    assert run.outputs == ((11, 21, 31, 41, 51), None)


@needs_m4
def test_a_taken_branch_costs_the_refill_and_a_fall_through_does_not(elf):
    falls = emulate(elf, "nonneg", [-3 & 0xFFFFFFFF])  # bge not taken, movs runs
    jumps = emulate(elf, "nonneg", [3])  # bge taken over movs
    assert falls.result == 0 and jumps.result == 3
    assert (falls.tally.instructions, falls.tally.taken, falls.tally.cycles) == (4, 1, 1 + 1 + 1 + 3)
    assert (jumps.tally.instructions, jumps.tally.taken, jumps.tally.cycles) == (3, 2, 1 + 3 + 3)


@needs_m4
def test_an_it_instruction_whose_condition_fails_is_still_charged(elf):
    moves = emulate(elf, "clamp_it", [-3 & 0xFFFFFFFF])
    skips = emulate(elf, "clamp_it", [3])
    assert (moves.result, skips.result) == (0, 3)
    assert moves.tally.by_class == {"alu": 2, "it": 1, "branch": 1}
    assert skips.tally.by_class == {"alu": 1, "it": 1, "skipped": 1, "branch": 1}
    assert moves.tally.cycles == skips.tally.cycles == 1 + 1 + 1 + 3
    if shutil.which("llvm-mca-19"):  # the IT block stays well-formed in llvm-mca's input
        assert m4cycles.mca_estimate(skips.trace, function="clamp_it").executed_cycles > 0


@needs_m4
def test_an_independent_load_after_a_load_pipelines(elf):
    run = emulate(elf, "sum_pair", [Buffer((5, 7))])
    assert run.result == 12
    assert run.tally.pipelined_loads == 1
    assert run.tally.cycles == 2 + 1 + 1 + 3


@needs_m4
def test_a_load_address_written_by_the_previous_instruction_stalls(elf):
    run = emulate(elf, "load_next", [Buffer((5, 9))])
    assert run.result == 9
    assert run.tally.address_stalls == 1
    assert run.tally.cycles == 1 + (2 + 1) + 3


@needs_m4
def test_a_missing_symbol_is_refused_in_one_line(elf):
    with pytest.raises(GenError, match=r"^symbol no_such_fn not found in t\.elf$"):
        emulate(elf, "no_such_fn", [])


@needs_m4
def test_a_function_that_does_not_return_is_refused(elf):
    with pytest.raises(GenError, match="did not return within 1000 instructions"):
        emulate(elf, "add_one", [Buffer((0,)), 0], max_instructions=1000)  # n = 0: loops 2^32 times


@needs_m4
def test_a_compiled_c_function_is_estimated_and_its_output_returned(tmp_path):
    src = tmp_path / "k.c"
    src.write_text("#include <stdint.h>\n"
                   "void scale(int32_t *r, const int32_t *a, int32_t k) {\n"
                   "    for (int i = 0; i < 16; i++) r[i] = a[i] * k;\n}\n")
    a = tuple(range(-8, 8))
    est = estimate_c_function([src], "scale", [Buffer((0,) * 16), Buffer(a), 3],
                              with_mca=shutil.which("llvm-mca-19") is not None)
    assert est.run.outputs[0] == tuple(3 * x for x in a)
    assert est.run.tally.by_class.get("mul", 0) >= 1 or est.run.tally.by_class.get("alu", 0) >= 16
    assert est.run.tally.cycles > est.run.tally.instructions
    if est.mca is not None:
        assert est.mca.executed_cycles > 0 and est.mca.body_instructions > 0
