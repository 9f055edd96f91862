"""cortex-m4: kernels cross-compiled with arm-none-eabi-gcc and clang-19 against the bare-metal
runtime (harness_c/baremetal/) and proved under qemu-system-arm -M mps2-an386 with semihosting."""
import re
import shutil
from pathlib import Path

import pytest

import gen
from gen.check.driver import command, target_options
from gen.errors import GenError
from gen.families.field import check as harness
from gen.isa import get_target, host_supports
from gen.pipeline import write

TARGET = get_target("cortex-m4")
needs_m4 = pytest.mark.skipif(not host_supports(TARGET), reason="cortex-m4 toolchain or qemu-system-arm missing")


def _plant(kdir: Path, sym: str, element: bool) -> None:
    """Make mul wrong on a few inputs only: an extra bit when the low byte of a is 0x5a."""
    src = kdir / f"{sym}.c"
    text = src.read_text()
    start = text.index(f"{sym}_mul(")
    end = text.index("\n}\n", start)
    body = text[start:end]
    if element:
        planted = re.sub(r"return \((\w+)\)\((.*)\);", r"return (\1)((\2) ^ ((a & 0xff) == 0x5a));", body)
    else:
        planted = body + "\n    r[0] ^= (uint64_t)((a[0] & 0xff) == 0x5a);"
    assert planted != body
    src.write_text(text[:start] + planted + text[end:])


@needs_m4
def test_small_field_is_proved_exhaustively_with_both_compilers_under_qemu_system_arm(tmp_path):
    k = write(gen.generate("x^8+x^4+x^3+x+1", "cortex-m4"), tmp_path / "k")
    h = k.harness
    assert set(h.checks) == {"arm-none-eabi-gcc", "clang-19"} and h.bench is None
    assert all(c["exhaustive"] and c["exhaustive_pairs"] == 4 ** 8 for c in h.checks.values())
    assert h.emulator.startswith("qemu-system-arm -M mps2-an386 -cpu cortex-m4")
    header = (tmp_path / "k" / "gf2_8.h").read_text()
    assert "defined(__ARM_ARCH_7EM__)" in header and "-mcpu=cortex-m4 -mthumb -mfloat-abi=soft" in header


@needs_m4
@pytest.mark.parametrize("spec, element", [("x^12+x^3+1", True), ("x^163+x^7+x^6+x^3+1", False)])
def test_a_planted_bug_is_caught_under_emulation(tmp_path, spec, element):
    k = gen.generate(spec, "cortex-m4")
    for name, text in k.files.items():
        (tmp_path / name).write_text(text)
    _plant(tmp_path, k.sym, element)
    stage = "exhaustive" if element else "random"
    with pytest.raises(GenError, match=f"check .* failed: .*{stage}.*mul"):
        harness.run_all(tmp_path, k.sym, k.spec.modulus, False, list(TARGET.cflags), bench=False,
                        random_pairs=2000, **target_options(TARGET).as_kwargs())


@needs_m4
def test_a_missing_vector_file_is_a_load_error_not_a_mismatch(tmp_path):
    k = gen.generate("x^4+x+1", "cortex-m4")
    for name, text in k.files.items():
        (tmp_path / name).write_text(text)
    opts = target_options(TARGET)
    exe = harness.build(tmp_path, k.sym, False, list(TARGET.cflags), "arm-none-eabi-gcc", tmp_path / "drv.elf",
                        extra=opts.extra("arm-none-eabi-gcc"))
    with pytest.raises(GenError, match="cannot open vector file") as err:
        harness.check(exe, tmp_path / "missing.bin", runner=opts.runner)
    assert "failed" not in str(err.value)  # exit status 2 (setup), not 1 (wrong result)


def test_the_system_emulator_gets_the_driver_arguments_through_append():
    cmd = command(TARGET.runner, "/b/drv.elf", ["check", "/v/x.bin", "--max-exhaustive-m", "16"])
    assert cmd[0] == "qemu-system-arm" and cmd[cmd.index("-kernel") + 1] == "/b/drv.elf"
    assert cmd[cmd.index("-append") + 1] == "check /v/x.bin --max-exhaustive-m 16"
    with pytest.raises(GenError, match="white space"):
        command(TARGET.runner, "/b/drv.elf", ["check", "/my vectors/x.bin"])
    assert command(("qemu-aarch64", "-cpu", "max"), "d", ["check"]) == ["qemu-aarch64", "-cpu", "max", "d", "check"]


def test_a_missing_bare_metal_toolchain_names_the_packages(tmp_path, monkeypatch):
    import shutil as shutil_mod

    real_which = shutil.which
    monkeypatch.setattr(shutil_mod, "which", lambda c: None if c == "arm-none-eabi-gcc" else real_which(c))
    k = gen.generate("x^12+x^3+1", "cortex-m4")
    with pytest.raises(GenError, match="needs arm-none-eabi-gcc: apt-get install gcc-arm-none-eabi clang-19 lld-19 "
                                       "qemu-system-arm"):
        write(k, tmp_path / "o")
    assert not (tmp_path / "o").exists()


def test_cortex_m4_plans_with_its_own_cost_table_and_software_products():
    k = gen.generate("x^233+x^74+1", "cortex-m4", profile=False)
    table = k.target.costs
    assert table.name == "cortex_m4"
    assert all("llvm-mca-19 cortex-m4" in src or "TRM" in src for op, src in table.sources.items()
               if table.ops[op].loads), "every priced op names its source"
    c = k.files["gf2_233.c"]
    assert "clmul_holes" in c or "clmul_wide" in c
    assert not re.search(r"\[[^\]]*\b(a|b|c)\[", c)  # no operand-indexed table lookups
