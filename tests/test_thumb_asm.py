"""The Thumb-2 printer of the mod-q transforms (gen.isa.thumb_asm): what it prints, what it refuses, and
that the compiled assembly is checked like C (a planted bug is caught under emulation)."""
from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import pytest

from gen.check.driver import target_options
from gen.cli import main
from gen.errors import GenError
from gen.families.modq import parse_ntt
from gen.families.modq.check import check_modq
from gen.families.modq.plan import ASSEMBLY_PRICE, plan_modq
from gen.ir.lanes import LaneFunction, Loop, Macro
from gen.isa import get_target, host_supports
from gen.project import Project

MLDSA = parse_ntt(8380417, 256)
M4 = get_target("cortex-m4")
EMITTED = Project(Path(__file__).resolve().parent.parent).emitted_dir / "mldsa" / "cortex-m4"
needs_m4 = pytest.mark.skipif(not host_supports(M4), reason="cortex-m4 toolchain or qemu-system-arm missing")


def _plan(q_spec=MLDSA):
    return plan_modq(q_spec, M4, ntt_output="lazy", acc=(4,))


def _asm_lines(definition: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r'"([^"\\]+)\\n', definition)]


def test_each_montgomery_product_of_the_ir_is_one_smull_mul_smlal_triple() -> None:
    plan = _plan()
    for name in ("ntt", "invntt"):
        fn = plan.functions[name]
        asm = plan.spelling.whole_function(f"t_{name}", fn)
        assert asm is not None, name
        lines = _asm_lines(asm.definition)
        loops = [s for s in fn.body if isinstance(s, Loop)]
        per_body = sum(times * sum(1 for s in LaneFunction.walk(dataclasses.replace(fn, body=[lp])) if isinstance(s, Macro))
                       for lp, times in zip(loops, asm.unrolled))
        assert set(asm.unrolled) <= {1, 2, 4}
        assert sum(ln.startswith("smull ") for ln in lines) == per_body
        assert sum(ln.startswith("mul ") for ln in lines) == per_body
        assert sum(ln.startswith("smlal ") for ln in lines) == per_body
        assert lines[0] == "push {r4-r11, lr}" and lines[-1] == "pop {r4-r11, pc}"
        assert not any(re.search(r"\b(sp|pc)\b", ln) and ln.split()[0] in ("add", "sub", "mul", "smull", "smlal")
                       and "sp, sp" not in ln for ln in lines), "sp or pc used as a value register"


def test_smull_never_names_one_register_as_both_halves() -> None:
    plan = _plan()
    for name in ("ntt", "invntt"):
        lines = _asm_lines(plan.spelling.whole_function(name, plan.functions[name]).definition)
        for ln in lines:
            if ln.startswith(("smull ", "smlal ")):
                lo, hi = (r.strip() for r in ln.split(None, 1)[1].split(",")[:2])
                assert lo != hi, ln  # UNPREDICTABLE on ARMv7-M


def test_the_transforms_are_planned_by_the_cycles_of_their_allocation() -> None:
    plan = _plan()
    assert plan.source == ASSEMBLY_PRICE
    costs = [c.cost for c in plan.candidates]
    assert costs == sorted(costs) and len(set(costs)) > 1


def test_what_the_printer_does_not_spell_is_printed_as_c() -> None:
    plan = _plan()
    sp = plan.spelling
    assert sp.whole_function("b", plan.functions["basemul"]) is None  # three arrays
    assert sp.whole_function("r", plan.functions["reduce"]) is None  # Barrett, no Montgomery product
    mlkem = plan_modq(parse_ntt(3329, 256), M4)
    assert mlkem.spelling.whole_function("n", mlkem.functions["ntt"]) is None  # 16-bit lanes
    c64 = plan_modq(MLDSA, get_target("c64"), ntt_output="lazy", acc=(4,))
    assert c64.spelling.whole_function("n", c64.functions["ntt"]) is None  # portable C stays C


def test_the_emitted_header_says_which_functions_are_assembly() -> None:
    h = (EMITTED / "mldsa.h").read_text()
    assert "Assembly: naked Thumb-2 functions printed from the proved IR" in h
    assert "ntt (~" in h and "invntt (~" in h
    c = (EMITTED / "mldsa.c").read_text()
    assert "__attribute__((naked, noinline)) static void mldsa_priv_ntt_asm" in c


@needs_m4
@pytest.mark.parametrize("mutation", ["butterfly", "twiddle offset"])
def test_a_planted_bug_in_the_assembly_is_caught_under_emulation(tmp_path: Path, mutation: str) -> None:
    shutil.copytree(EMITTED, tmp_path, dirs_exist_ok=True)
    src = tmp_path / "mldsa.c"
    text = src.read_text()
    start = text.index("mldsa_priv_invntt_asm(int32_t")
    head, tail = text[:start], text[start:]
    if mutation == "butterfly":
        tail, n = re.subn(r'"sub (r\d+), (r\d+), (r\d+)\\n', r'"add \1, \2, \3\\n', tail, count=1)
    else:
        tail, n = re.subn(r'"ldr (r\d+|lr), \[r1, #4\]', r'"ldr \1, [r1, #8]', tail, count=1)
    assert n == 1
    src.write_text(head + tail)
    with pytest.raises(GenError, match="is wrong"):
        check_modq(tmp_path, "mldsa", False, list(M4.cflags), do_bench=False, **target_options(M4).as_kwargs())


@needs_m4
def test_one_config_checks_constant_time_under_emulation_from_the_command_line(tmp_path: Path, capsys) -> None:
    if shutil.which("arm-none-eabi-objdump") is None:
        pytest.skip("binutils-arm-none-eabi missing")
    assert main(["--config", str(Path(__file__).resolve().parent.parent / "configs" / "mldsa.toml"), "--isa",
                 "cortex-m4", "--out", str(tmp_path / "k"), "--ct", "--no-bench"]) == 0
    assert "constant time OK - unicorn traces" in capsys.readouterr().out
