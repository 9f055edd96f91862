"""The emitted avx512 kernels on a semantic model of their AVX-512 intrinsics (harness_c/avx512_model),
for hosts without AVX-512: the model against plain-C references, a representative subset of the
committed kernels proved by their own harness drivers on it, and a planted bug caught on it."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from gen.check.driver import HARNESS_DIR
from gen.kernel_cache import emitted_kernel
from gen.errors import GenError
from gen.families.batch.check import check_batch
from gen.families.field import check as harness
from gen.families.ring.check import check_ring
from gen.families.tower.check import check_tower
from gen.isa import host_cpu_flags
from gen.isa.zmm_schoolbook import zmm_schoolbook_body
from gen.project import Project

PROJECT = Project(Path(__file__).resolve().parent.parent)
EMITTED_DIR = PROJECT.emitted_dir

MODEL = HARNESS_DIR / "avx512_model"
# the model first, then the GFNI model under it; -include: the model defines the AVX-512 feature
# macros before the kernel header's flag guard is read; -Wno-psabi: the kernels' 64-byte GCC vector
# types are passed by value between static functions, which gcc warns about without -mavx512f
CFLAGS = ["-mavx2", "-mpclmul", "-mvpclmulqdq", "-Wno-psabi", "-I", str(MODEL), "-I", str(HARNESS_DIR / "gfni_model"),
          "-include", "immintrin.h"]
# the empty asm statements that pin zmm values in registers ("+v" cannot take the model's struct);
# they have no effect on the values, so the model copy drops them
BARRIER = re.compile(r'^[ \t]*__asm__\(""\s*:\s*"\+v"\(\w+\)(?:,\s*"\+v"\(\w+\))*\);\n', re.M)

pytestmark = [
    pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found"),
    pytest.mark.skipif(not {"avx2", "pclmulqdq", "vpclmulqdq"} <= host_cpu_flags(),
                       reason="the model runs on AVX2 + VPCLMULQDQ"),
]


def stage(name: str, dest: Path) -> Path:
    """A copy of emitted/<name>/avx512 for the model: the register barriers removed, nothing else."""
    dest.mkdir(parents=True)
    for src in sorted((EMITTED_DIR / name / "avx512").iterdir()):
        (dest / src.name).write_text(BARRIER.sub("", src.read_text()))
    return dest


def kernel_of(name: str):
    """The config's avx512 kernel as emitted/ was planned (its recursion, tower, batch design)."""
    return emitted_kernel(PROJECT.config(name), "avx512", PROJECT.wisdom)


def test_model_matches_the_pseudo_code(tmp_path: Path) -> None:
    exe = tmp_path / "model_check"
    subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-Werror", *CFLAGS, str(MODEL / "model_check.c"), "-o", str(exe)],
                   check=True, capture_output=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stdout


def test_the_barriers_are_the_only_change() -> None:
    """What the copy drops is exactly the empty asm statements (the zmm schoolbook bases have them;
    the in-register Karatsuba bases the committed rings use have none)."""
    for name in ("bike_l1_ring", "hqc128_ring", "mceliece348864_tower"):
        for src in (EMITTED_DIR / name / "avx512").iterdir():
            text = src.read_text()
            assert text.count("__asm__") == len(BARRIER.findall(text))
    schoolbook = zmm_schoolbook_body(16) + "\n"
    assert schoolbook.count("__asm__") == len(BARRIER.findall(schoolbook)) == 16


@pytest.mark.parametrize("name", ["gf2_8_aes", "gf2_12", "gf2_128", "gf2_163", "gf2_283", "gf2_571"])
def test_emitted_avx512_field_kernels_pass_their_harness_on_the_model(tmp_path: Path, name: str) -> None:
    kernel = kernel_of(name)
    d = stage(name, tmp_path / name)
    result = harness.run_all(d, kernel.sym, kernel.spec.modulus, kernel.header_only, CFLAGS, bench=False,
                             compilers=["gcc"], random_pairs=20_000)
    check = result.checks["gcc"]
    assert result.ok
    if kernel.spec.m <= 16:
        assert check["exhaustive"] and check["exhaustive_pairs"] == 4 ** kernel.spec.m
    else:
        assert check["basis_cases"] >= kernel.spec.m ** 2


def test_emitted_avx512_batch_kernels_pass_their_check_on_the_model(tmp_path: Path) -> None:
    kernel = kernel_of("gf2_8_hqc")
    assert kernel.part("batch").design is not None
    res = check_batch(stage("gf2_8_hqc", tmp_path / "k"), kernel.part("batch").design, kernel.sym, kernel.header_only, CFLAGS,
                      compilers=["gcc"])
    assert res.exhaustive and res.mul_families and res.const_families


def test_emitted_avx512_ring_kernel_passes_on_the_model(tmp_path: Path) -> None:
    kernel = kernel_of("bike_l1_ring")
    rec = kernel.design.recursion
    res = check_ring(stage("bike_l1_ring", tmp_path / "k"), kernel.spec, kernel.sym, kernel.header_only, CFLAGS,
                     rec.base_sizes(), do_bench=False, compilers=["gcc"], dual_base_sizes=rec.dual_base_sizes())
    assert res.counts["basis_pairs"] == sum((64 * s) ** 2 for s in rec.base_sizes()) + \
        sum((128 * s) ** 2 for s in rec.dual_base_sizes())


def test_emitted_avx512_tower_passes_on_the_model(tmp_path: Path) -> None:
    kernel = kernel_of("mceliece348864_tower")
    d = stage("mceliece348864_tower", tmp_path / "k")
    ring = kernel.design.ring_kernel
    check_ring(d, ring.spec, ring.sym, True, CFLAGS, ring.design.recursion.base_sizes(), do_bench=False, compilers=["gcc"],
               dual_base_sizes=ring.design.recursion.dual_base_sizes())
    res = check_tower(d, kernel.spec, kernel.sym, kernel.header_only, CFLAGS, do_bench=False, compilers=["gcc"])
    assert res.counts["basis_pairs"] == (kernel.spec.m * kernel.spec.t) ** 2


def test_a_wrong_lane_shift_in_an_avx512_ring_kernel_is_caught_on_the_model(tmp_path: Path) -> None:
    """One VALIGNQ of an in-register Karatsuba base that moves a middle product by 3 qwords, not 4."""
    kernel = kernel_of("bike_l1_ring")
    d = stage("bike_l1_ring", tmp_path / "k")
    src = d / f"{kernel.sym}.c"
    text = src.read_text()
    shift = re.search(r"_mm512_alignr_epi64\((v\d+), (v\d+), 4\)", text)
    assert shift
    src.write_text(text.replace(shift.group(0), f"_mm512_alignr_epi64({shift.group(1)}, {shift.group(2)}, 3)", 1))
    rec = kernel.design.recursion
    with pytest.raises(GenError, match="wrong|differs|failed: .*(differ|mismatch|wrong)"):
        check_ring(d, kernel.spec, kernel.sym, kernel.header_only, CFLAGS, rec.base_sizes(), do_bench=False,
                   compilers=["gcc"], dual_base_sizes=rec.dual_base_sizes())


def test_a_ring_with_four_product_bases_passes_on_the_model(tmp_path: Path) -> None:
    """Four base products per call (one per zmm lane: lane transposes, in-lane shifts), generated on
    the spot, through the ring harness on the model; and a transpose moving the wrong lane caught."""
    import gen

    kernel = gen.generate("x^3001-1", "avx512", family_name="ring", profile=False, base_max=12, four_per_call=True)
    bases = kernel.design.harness_bases()
    assert bases["quad_base_sizes"] == [12]
    d = tmp_path / "k"
    d.mkdir()
    for name, text in kernel.files.items():
        (d / name).write_text(BARRIER.sub("", text))
    res = check_ring(d, kernel.spec, kernel.sym, kernel.header_only, CFLAGS, bases["base_sizes"], do_bench=False,
                     compilers=["gcc"], dual_base_sizes=bases["dual_base_sizes"], quad_base_sizes=[12])
    assert res.counts["quad_word_probes"] == 2 * 12 * 12
    src = d / f"{kernel.sym}.c"
    text = src.read_text()
    shuffle = re.search(r"_mm512_shuffle_i64x2\((v\d+), (v\d+), 0x88\)", text)
    assert shuffle
    src.write_text(text.replace(shuffle.group(0), f"_mm512_shuffle_i64x2({shuffle.group(1)}, {shuffle.group(2)}, 0x22)", 1))
    with pytest.raises(GenError, match="wrong|differs|!="):
        check_ring(d, kernel.spec, kernel.sym, kernel.header_only, CFLAGS, bases["base_sizes"], do_bench=False,
                   compilers=["gcc"], dual_base_sizes=bases["dual_base_sizes"], quad_base_sizes=[12])
