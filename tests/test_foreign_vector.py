"""neon-nopmull (64x64 products from vmull_p8) and rvv-zvbc (vclmul on one vector lane): cross-compiled
and proved under qemu-user; rvv-zvbc only where a qemu-riscv64 >= 8.2 is present."""
import dataclasses
import re
import subprocess

import pytest

import gen
from gen.errors import GenError
from gen.isa import get_target, host_supports
from gen.isa.foreign import _p8_products, zvbc_qemu
from gen.pipeline import write


def test_vmull_p8_products_cover_every_byte_pair_once():
    for bx in range(1, 9):
        for by in range(1, 9):
            pairs = sorted((k, (k + r) % 8) for r, _, _ in _p8_products(bx, by) for k in range(8)
                           if k < bx and (k + r) % 8 < by)
            assert pairs == [(i, j) for i in range(bx) for j in range(by)]
    assert [r for r, _, _ in _p8_products(2, 2)] == [0, 1, 7] and len(_p8_products(8, 8)) == 8


@pytest.mark.skipif(not host_supports(get_target("neon-nopmull")), reason="aarch64 cross toolchain missing")
@pytest.mark.parametrize("spec", ["x^13+x^4+x^3+x+1", "x^64+x^4+x^3+x+1"])
def test_neon_nopmull_kernels_are_proved_and_use_no_64_bit_pmull(spec, tmp_path):
    k = write(gen.generate(spec, "neon-nopmull"), tmp_path / "k")
    assert k.harness.ok and k.harness.emulator == "qemu-aarch64 -cpu cortex-a53"
    obj = tmp_path / "k.o"
    subprocess.run(["aarch64-linux-gnu-gcc", "-O2", *k.target.cflags, "-c", str(tmp_path / "k" / f"{k.sym}.c"),
                    "-o", str(obj)], check=True)
    asm = subprocess.run(["aarch64-linux-gnu-objdump", "-d", str(obj)], capture_output=True, text=True,
                         check=True).stdout
    assert re.search(r"\bpmull\s+v\d+\.8h", asm), "the products come from vmull_p8"
    assert not re.search(r"\bpmull2?\s+v\d+\.1q", asm), "no PMULL.1Q: runs on cores without the crypto extension"


def test_neon_nopmull_header_asks_for_plain_armv8():
    k = gen.generate("x^12+x^3+1", "neon-nopmull", profile=False)
    h = k.files["gf2_12.h"]
    assert "#if !(defined(__ARM_NEON))" in h and "-march=armv8-a -static" in h and "+crypto" not in h


@pytest.mark.skipif(not host_supports(get_target("rvv-zvbc")),
                    reason="rvv-zvbc needs clang-19, the riscv64 sysroot and qemu-riscv64 >= 8.2 (.ci/fetch-qemu-zvbc)")
@pytest.mark.parametrize("spec", ["x^64+x^4+x^3+x+1"])
def test_rvv_zvbc_kernels_are_proved_under_a_zvbc_qemu(spec, tmp_path):
    k = write(gen.generate(spec, "rvv-zvbc"), tmp_path / "k")
    assert k.harness.ok and k.harness.emulator.startswith("qemu-riscv64 -cpu rv64,v=true,zvbc=true")
    assert "__riscv_vclmul_vv_u64m1" in k.files[f"{k.sym}.c"]


def test_rvv_zvbc_without_a_new_qemu_says_how_to_get_one(tmp_path, monkeypatch):
    monkeypatch.setenv("GEN_QEMU_ZVBC_DIR", str(tmp_path / "none"))
    monkeypatch.setenv("GEN_QEMU_RISCV64", str(tmp_path / "none" / "qemu"))
    monkeypatch.setenv("PATH", "/usr/bin:/bin")  # Debian's qemu-riscv64 7.2 at most
    from gen.isa.foreign import RvvZvbcTarget

    proto = get_target("rvv-zvbc")
    fresh = RvvZvbcTarget(**{f.name: getattr(proto, f.name) for f in dataclasses.fields(proto)})
    if zvbc_qemu() is not None:
        pytest.skip("a qemu-riscv64 >= 8.2 is on the system PATH")
    from gen.pipeline import check_host

    with pytest.raises(GenError, match=r"needs qemu-riscv64>=8.2: .*run .ci/fetch-qemu-zvbc or set \$GEN_QEMU_RISCV64"):
        check_host(fresh)
