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
from gen.families.ring.bases import generate_product
from gen.project import Project

PROJECT = Project(Path(__file__).resolve().parent.parent)
EMITTED_DIR = PROJECT.emitted_dir

MODEL = HARNESS_DIR / "avx512_model"
# the model first, then the GFNI model under it; -include: the model defines the AVX-512 feature
# macros before the kernel header's flag guard is read; -Wno-psabi: the kernels' 64-byte GCC vector
# types are passed by value between static functions, which gcc warns about without -mavx512f
CFLAGS = ["-mavx2", "-mpclmul", "-mvpclmulqdq", "-Wno-psabi", "-I", str(MODEL), "-I", str(HARNESS_DIR / "gfni_model"),
          "-include", "immintrin.h"]

pytestmark = [
    pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found"),
    pytest.mark.skipif(not {"avx2", "pclmulqdq", "vpclmulqdq"} <= host_cpu_flags(),
                       reason="the model runs on AVX2 + VPCLMULQDQ"),
]


def stage(name: str, dest: Path) -> Path:
    """A copy of emitted/<name>/avx512 for the model."""
    dest.mkdir(parents=True)
    for src in sorted((EMITTED_DIR / name / "avx512").iterdir()):
        shutil.copy(src, dest / src.name)
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


def test_the_emitted_avx512_kernels_have_no_register_asm() -> None:
    """The model runs the committed files as they are: none pins zmm values with asm."""
    for name in ("bike_l1_ring", "hqc128_ring", "mceliece348864_tower", "gf2_571"):
        for src in (EMITTED_DIR / name / "avx512").iterdir():
            assert '"+v"' not in src.read_text()


PRODUCT_DRIVER = """
#include <stdio.h>
#include <string.h>
int main(void) {
    uint64_t a[N], b[N], c0[2 * N], c1[2 * N], x = 0x9e3779b97f4a7c15u;
    for (int t = 0; t < 200; t++) {
        for (int i = 0; i < N; i++) {
            x ^= x << 13; x ^= x >> 7; x ^= x << 17; a[i] = t < 2 ? (t ? ~0ull : 1ull << i) : x;
            x ^= x << 13; x ^= x >> 7; x ^= x << 17; b[i] = t < 2 ? ~0ull : x;
        }
        ir_clmul(c0, a, b);
        zmm_clmul(c1, a, b);
        if (memcmp(c0, c1, sizeof c0)) { printf("differ at case %d\\n", t); return 1; }
    }
    printf("ok\\n");
    return 0;
}
"""


@pytest.mark.parametrize("words", [5, 9])
@pytest.mark.parametrize("planted", [False, True])
def test_a_zmm_schoolbook_product_equals_the_ir_product_on_the_model(tmp_path: Path, words: int, planted: bool) -> None:
    """The zmm schoolbook (pairs of a-words, masked windows of b, three aligned accumulators) run on the
    model against the IR split tree, and a product moved to the wrong accumulator caught."""
    zmm = generate_product(words, "avx512", name="zmm", kind="zmm").source
    if planted:  # a[2p+1]*b[odd] added where a[2p]*b[odd] goes
        zmm = zmm.replace(", 0x11)", ", 0x10)", 1)
    src = tmp_path / "drv.c"
    src.write_text(generate_product(words, "avx512", name="ir", kind="ir").source + zmm
                   + f"#define N {words}\n" + PRODUCT_DRIVER)
    exe = tmp_path / "drv"
    subprocess.run(["gcc", "-O1", "-Wall", "-Wextra", "-Werror", *CFLAGS, str(src), "-o", str(exe)], check=True,
                   capture_output=True)
    out = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120)
    assert (out.returncode != 0) == planted, out.stdout


@pytest.mark.parametrize("name", ["gf2_8_aes", "gf2_12", "gf2_128", "gf2_163", "gf2_283", "gf2_409", "gf2_571"])
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
        (d / name).write_text(text)
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
