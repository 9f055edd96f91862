"""The linalg family (issue 22): specs, the per-byte proof of every method, the harness on the compiled
kernels (and planted bugs it refuses), constant time, configs and the CLI."""
from __future__ import annotations

import functools
from dataclasses import replace

import shutil
import subprocess
from pathlib import Path

import pytest

import gen
from gen.check import ct
from gen.cli import main
from gen.errors import GenError
from gen.families.linalg import method as linalg_method
from gen.families.linalg.check import check_linalg
from gen.families.linalg.gemm import plan_gemm
from gen.families.linalg.method import (GfniMethod, LaneShuffleMethod, NeonShuffleMethod, ShuffleMethod, SwarMethod,
                                       choose_method, gemm_methods)
from gen.families.linalg.prove import prove_method
from gen.families.linalg.render import OUT_OF_LINE
from gen.families.linalg.spec import parse_linalg
import gen.families.linalg as linalg
from gen.check.driver import HARNESS_DIR, DriverOptions, target_options
from gen.kernel_cache import emitted_kernel
from gen.isa import get_target, host_cpu_flags, host_supports
from gen.pipeline import write
from gen.project import Project

FIELDS = {"gf16": "x^4+x+1", "gf256_11d": "x^8+x^4+x^3+x^2+1", "aes": "x^8+x^4+x^3+x+1"}
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
needs_valgrind = pytest.mark.skipif(shutil.which("valgrind") is None or shutil.which("clang-19") is None,
                                    reason="valgrind or clang-19 not installed")
NATIVE = [i for i in ("c64", "avx2", "avx512") if host_supports(get_target(i))]
PROJECT = Project(Path(__file__).resolve().parent.parent)


def generate(field: str, isa: str, kernels: str = "all", **kw):
    return gen.generate({"field": field, "linalg": kernels}, isa, family_name="linalg", profile=False, **kw)


# -- specs ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("field, kernels, message", [
    ("x^5+x^2+1", "all", "degree 4 or 8"),
    ("x^8+x^4+x^3+x+1", "axpy,gemm", "give gemm=NAME:MxKxN"),
    ("x^8+x^4+x^3+x+1", "gemm=a:4x4", "give gemm=NAME:MxKxN"),
    ("x^8+x^4+x^3+x+1", "gemm=a:4x4x4:lower", "give gemm=NAME:MxKxN"),
    ("x^8+x^4+x^3+x+1", "gemm=a:4x4x4,gemm=a:8x8x8", "distinct names"),
    ("x^8+x^4+x^3+x+1", "gemm=a:0x4x4", "dimensions must be"),
    ("x^4+x+1", "gemm=a:4x4x5", "n must be even"),
    ("x^4+x+1", "gemm=a:8x4x4:upper", "needs m <= k"),
    ("x^4+x^2+1", "all", "reducible"),
])
def test_bad_specs_are_one_line_errors(field: str, kernels: str, message: str) -> None:
    with pytest.raises(GenError, match=message):
        parse_linalg(field, kernels)


def test_byte_product_packs_two_gf16_elements_per_byte() -> None:
    spec = parse_linalg(FIELDS["gf16"])
    assert spec.per_byte == 2 and spec.byte_product(0x12, 0x3a) == spec.mul(2, 0xa) | spec.mul(2, 3) << 4
    assert parse_linalg(FIELDS["aes"]).byte_product(0x57, 0x83) == 0xC1  # FIPS-197's example


def test_each_isa_gets_its_method() -> None:
    spec = parse_linalg(FIELDS["gf256_11d"])
    assert isinstance(choose_method(spec, get_target("c64")), SwarMethod)
    assert isinstance(choose_method(spec, get_target("avx2")), ShuffleMethod)
    assert isinstance(choose_method(spec, get_target("avx512")), GfniMethod)
    neon, sha3 = choose_method(spec, get_target("neon")), choose_method(spec, get_target("neon-sha3"))
    assert isinstance(neon, NeonShuffleMethod) and not neon.eor3 and isinstance(sha3, NeonShuffleMethod) and sha3.eor3
    assert choose_method(spec, get_target("rv64-zbc")) is None


# -- the proof ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("field", FIELDS.values())
@pytest.mark.parametrize("cls, bits", [(SwarMethod, 64), (ShuffleMethod, 256), (GfniMethod, 512), (NeonShuffleMethod, 128)])
def test_every_method_is_proved_on_all_pairs(field: str, cls, bits: int) -> None:
    assert prove_method(cls(parse_linalg(field), bits)).cases == 65536


def test_the_proof_refuses_a_wrong_mask(monkeypatch) -> None:
    good = linalg_method.nibble_masks()
    monkeypatch.setattr(linalg_method, "nibble_masks", lambda: [good[1], good[0], good[2], good[3]])
    with pytest.raises(GenError, match=r"linalg plan \(shuffle\): s=0x01"):
        prove_method(ShuffleMethod(parse_linalg(FIELDS["gf256_11d"]), 256))


@pytest.mark.parametrize("field, bits, batch", [("gf256_11d", 512, 8), ("gf256_11d", 256, 4), ("aes", 512, 0),
                                               ("gf16", 512, 0)])
def test_gfni_builds_ec_encode_coefficients_in_batches_outside_the_aes_field_and_proves_them(
        field: str, bits: int, batch: int) -> None:
    method = GfniMethod(parse_linalg(FIELDS[field]), bits)
    assert method.coef_batch == batch
    assert prove_method(method).maps == 1 + bool(batch)
    if batch:
        assert all(method.batch_operand(s) == method.operand(s) for s in range(256))


def test_the_proof_refuses_a_wrong_batch_constant(monkeypatch: pytest.MonkeyPatch) -> None:
    method = GfniMethod(parse_linalg(FIELDS["gf256_11d"]), 512)
    phi, k, phinv, x = method.batch_constants()
    monkeypatch.setattr(GfniMethod, "batch_constants", lambda self: (phi, k ^ 1 << 8, phinv, x))  # r^6 for r^7
    with pytest.raises(GenError, match=r"linalg plan \(gfni batch coefficients\)"):
        prove_method(method)


class MixedGfni(GfniMethod):
    """A GFNI method that computes 0x11D's products while its spec says AES."""

    def byte_map(self, s: int) -> list[int]:
        return GfniMethod(parse_linalg(FIELDS["gf256_11d"]), 512).byte_map(s)


def test_the_proof_refuses_the_products_of_another_modulus() -> None:
    with pytest.raises(GenError, match=r"linalg plan \(gfni\)"):
        prove_method(MixedGfni(parse_linalg(FIELDS["aes"]), 512))


# -- the compiled kernels ----------------------------------------------------------------------------
@needs_gcc
@pytest.mark.parametrize("isa", NATIVE)
@pytest.mark.parametrize("field", ["gf16", "gf256_11d"])
def test_compiled_kernels_pass_every_check(tmp_path: Path, isa: str, field: str) -> None:
    kernel = generate(FIELDS[field], isa)
    write(kernel, tmp_path / "k", bench=False)
    assert kernel.harness.counts["exhaustive"] == 3 * 256 * 256 * 256 and kernel.harness.counts["records"] > 100


@needs_gcc
def test_a_subset_and_the_header_only_form_compile_and_pass(tmp_path: Path) -> None:
    kernel = generate(FIELDS["aes"], "c64", "axpy2", header_only=True)
    write(kernel, tmp_path / "k", bench=False)
    text = (tmp_path / "k" / f"{kernel.sym}.h").read_text()
    assert "static inline void gf256_11b_linalg_axpy2(" in text and "_ec_encode" not in text


@needs_gcc
@pytest.mark.parametrize("isa", [i for i in ("c64", "avx2") if i in NATIVE])
def test_the_header_only_form_keeps_its_big_kernels_out_of_line_and_passes(tmp_path: Path, isa: str) -> None:
    kernel = generate(FIELDS["gf16"], isa, "axpy,gemm=small:4x4x4,gemm=big:8x78x80:at,ef=e:9x40", header_only=True)
    write(kernel, tmp_path / "k", bench=False)  # gcc and clang-19, -Wall -Wextra -Werror, every check
    text = (tmp_path / "k" / f"{kernel.sym}.h").read_text()
    sym = kernel.sym
    assert f"static inline void {sym}_axpy(" in text and f"static inline void {sym}_gemm_small(" in text
    big = [f"{sym}_gemm_big(", f"{sym}_ef_e("] + [f"{sym}_gemm_big_prepared("] * bool(kernel.design.prepared)
    for name in big:
        assert f"{OUT_OF_LINE}void {name}" in text, name


def assert_planted_bug_is_refused(kernel, old: str, new: str, what: str, dest: Path, everywhere: bool = False) -> None:
    """Replace `old` by `new` in the kernel's C file (the first place, or every place) and see the check refuse it."""
    name = f"{kernel.sym}.c"
    src = kernel.files[name]
    assert old in src, what
    kernel.files[name] = src.replace(old, new) if everywhere else src.replace(old, new, 1)
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        write(kernel, dest, bench=False)


@needs_gcc
@pytest.mark.parametrize("isa, old, new, what", [
    ("c64", "& 0x1du));", "& 0x1bu));", "the modulus tail"),             # the basis chain
    ("c64", "coding[g * k + l0 + l]", "coding[g * k + l]", "source chunks"),  # k > 16 only
    ("avx2", "shuffle_epi8(c0_h, n0t_h)", "shuffle_epi8(c0_l, n0t_h)", "the tail"),  # axpy's tail only
    ("avx2", "tab + 2 * (4 * l + g)", "tab + 2 * (4 * g + l)", "table layout"),
])
def test_a_planted_bug_is_caught_and_nothing_written(tmp_path: Path, isa: str, old: str, new: str, what: str) -> None:
    if isa not in NATIVE:
        pytest.skip(f"host lacks {isa}")
    kernel = generate(FIELDS["gf256_11d"], isa)
    assert_planted_bug_is_refused(kernel, old, new, what, tmp_path / "k")
    assert not (tmp_path / "k").exists()


@needs_gcc
def test_the_harness_refuses_a_kernel_of_another_field(tmp_path: Path) -> None:
    kernel = generate(FIELDS["aes"], "c64")
    d = tmp_path / "k"
    d.mkdir()
    for name, text in kernel.files.items():
        (d / name).write_text(text)
    with pytest.raises(GenError, match="a scalar times a byte"):
        check_linalg(d, parse_linalg(FIELDS["gf256_11d"]), kernel.sym, False, [], do_bench=False)


# -- constant time -------------------------------------------------------------------------------------
def _stage(kernel, tmp_path: Path) -> Path:
    d = tmp_path / "ct"
    d.mkdir()
    for name, text in kernel.files.items():
        (d / name).write_text(text)
    return d


@needs_valgrind
@pytest.mark.parametrize("isa", [i for i in ("c64", "avx2") if i in NATIVE])
@pytest.mark.parametrize("kernels", ["all", "ef=m1:78x81"])
def test_kernels_pass_the_constant_time_checks(tmp_path: Path, isa: str, kernels: str) -> None:
    """With their operands secret (MAYO's echelon form: its matrix), under gcc and clang at -O0 and -O2 (clang -O2
    once turned ef's masks of a secret scalar's bits into branches, and -O0 its pivot column's byte into an idiv)."""
    kernel = generate(FIELDS["gf16"], isa, kernels)
    rep = kernel.family.constant_time(kernel, _stage(kernel, tmp_path), opt_levels=("-O0", "-O2"))
    assert rep.ok and rep.complete, rep.describe()
    assert all(r.data["outputs_tainted"]["mul"] for r in rep.by_check("valgrind"))


@needs_valgrind
def test_a_secret_table_lookup_is_caught(tmp_path: Path) -> None:
    kernel = generate(FIELDS["gf256_11d"], "c64")
    d = _stage(kernel, tmp_path)
    src = (d / f"{kernel.sym}.c").read_text()
    leak = "    y[0] ^= leaky_table[x[0]]; /* a secret index */\n"
    src = src.replace("void gf256_11d_linalg_axpy(uint8_t *y, const uint8_t *x, uint8_t s, size_t len)\n{\n",
                      "void gf256_11d_linalg_axpy(uint8_t *y, const uint8_t *x, uint8_t s, size_t len)\n{\n" + leak)
    src = src.replace("#include <string.h>\n", "#include <string.h>\nstatic uint8_t leaky_table[256] = {1, 2, 3};\n", 1)
    (d / f"{kernel.sym}.c").write_text(src)
    rep = ct.check_constant_time(d, kernel.sym, False, [], "c64", api=kernel.family.ct_api(kernel), opt_levels=("-O2",))
    assert not rep.ok and rep.findings("UninitValue")


# -- configs and the CLI ---------------------------------------------------------------------------------
@needs_gcc
def test_emitted_kernels_compile_under_both_compilers_with_warnings_as_errors(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent / "emitted"
    for cc in [c for c in ("gcc", "clang-19") if shutil.which(c)]:
        for config in ("gf16_linalg", "gf256_11d_linalg", "gf256_aes_linalg", "gf16_gemm", "gf256_aes_gemm"):
            for isa in ("c64", "avx2", "avx512"):
                d = root / config / isa
                flags = list(get_target(isa).cflags)
                subprocess.run([cc, "-O2", "-Wall", "-Wextra", "-Werror", *flags, "-c", str(d / f"{config}.c"),
                                "-o", str(tmp_path / "k.o")], check=True)


@pytest.mark.parametrize("args, message", [
    (["--linalg", "all"], "goes with --field"),
    (["--linalg", "gemm", "--field", "x^4+x+1"], "give gemm=NAME:MxKxN"),
    (["--linalg", "all", "--field", "x^12+x^3+1"], "degree 4 or 8"),
    (["--linalg", "all", "--field", "x^4+x+1", "--isa", "rv64-zbc"], "linalg kernels need portable C"),
    (["--linalg", "all", "--matrix", "4", "--field", "x^4+x+1"], "give one request"),
])
def test_bad_input_gets_one_line_exit_2_and_writes_nothing(tmp_path: Path, capsys, args, message) -> None:
    assert main([*args, "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_cli_emits_from_a_config_without_verifying(tmp_path: Path, capsys) -> None:
    assert main(["--config", "configs/gf16_linalg.toml", "--isa", "avx512", "--no-verify", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "gf16_linalg: linear algebra over GF(2^4) mod x^4+x+1, two elements per byte" in out
    text = (tmp_path / "gf16_linalg.c").read_text()
    assert "gen --config configs/gf16_linalg.toml --isa avx512" in text and "gf2p8affine" in text


# -- gemm -------------------------------------------------------------------------------------------------
GEMMS = {"gf16": "gemm=t:20x96x96:at,gemm=s:24x40x20,gemm=u:16x16x64:upper,gemm=b:4x4x4",
         "gf256_11d": "gemm=t:44x68x44:at,gemm=u:24x24x40:upper,gemm=b:4x4x4"}
ROOT = Path(__file__).resolve().parent.parent


def test_gemm_shapes_and_the_regeneration_tokens() -> None:
    spec = parse_linalg(FIELDS["gf16"], "axpy," + GEMMS["gf16"])
    assert spec.kernels == ("axpy", "gemm") and [g.name for g in spec.gemms] == ["t", "s", "u", "b"]
    assert spec.gemms[0].a_transposed and spec.gemms[2].upper and spec.gemms[2].madds == sum(16 - i for i in range(16)) * 64
    assert parse_linalg(FIELDS["gf16"], ",".join(spec.tokens)) == spec


def test_the_log_tables_are_proved_and_a_wrong_one_is_refused(monkeypatch) -> None:
    spec = parse_linalg(FIELDS["gf16"], GEMMS["gf16"])
    meth = ShuffleMethod(spec, 256)
    assert meth.gemm_tables == "log" and prove_method(meth, [meth]).maps == 2
    good = linalg_method.gf16_log_tables

    def swapped(spec):
        log, exp = good(spec)
        return log, [exp[1], exp[0]] + exp[2:]

    monkeypatch.setattr(linalg_method, "gf16_log_tables", swapped)
    with pytest.raises(GenError, match=r"linalg plan \(shuffle gemm log\)"):
        prove_method(meth, [meth])


@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512"])
def test_every_gemm_plan_fits_the_registers(isa: str) -> None:
    for field, kernels in GEMMS.items():
        spec = parse_linalg(FIELDS[field], kernels)
        kernel = generate(FIELDS[field], isa, kernels)
        for plan in kernel.design.gemms:
            m = plan.method
            fits = plan.rows * plan.cols + m.split_regs() * plan.cols + m.coef_reg_count() + 2 <= m.registers()
            assert fits or plan.rows == plan.cols == 1
            assert sum(b.vectors for b in plan.blocks()) == plan.vectors and plan.rows <= plan.shape.m
        assert len(kernel.design.gemms) == len(spec.gemms)


def test_the_planner_chooses_the_method_by_cost() -> None:
    """avx512: GF(16) coefficients are cheaper as log-domain shuffle tables than as GFNI matrices (built
    by scalar code), so short rows go to the shuffles; the AES field's gf2p8mulb needs no matrix."""
    target = get_target("avx512")
    figures = {k: target.costs.figure(f) for k, f in linalg.CLASS_FIGURES.items()}
    gf16 = parse_linalg(FIELDS["gf16"], "gemm=m:17x64x64:at")
    assert [m.label for m in gemm_methods(gf16, target)] == ["gfni-coef", "shuffle-pair", "shuffle-log", "shuffle-coef"]
    assert plan_gemm(gf16, gf16.gemms[0], gemm_methods(gf16, target), figures).method.label == "shuffle-pair"
    aes = parse_linalg(FIELDS["aes"], "gemm=m:44x68x44:at")
    assert isinstance(plan_gemm(aes, aes.gemms[0], gemm_methods(aes, target), figures).method, GfniMethod)


@needs_gcc
@pytest.mark.parametrize("isa", NATIVE)
@pytest.mark.parametrize("field", ["gf16", "gf256_11d"])
def test_compiled_gemm_kernels_pass_every_check(tmp_path: Path, isa: str, field: str) -> None:
    kernel = generate(FIELDS[field], isa, GEMMS[field])
    write(kernel, tmp_path / "k", bench=False)
    assert kernel.harness.counts["basis"] > 1000 and kernel.harness.counts["records"] == 3 * len(kernel.spec.gemms)


def test_a_wrong_paired_table_is_refused(monkeypatch) -> None:
    spec = parse_linalg(FIELDS["gf16"], GEMMS["gf16"])
    pair = ShuffleMethod(spec, 256, gemm_kind="pair")
    monkeypatch.setattr(ShuffleMethod, "pair_table", lambda self, s0, s1: [0] + ShuffleMethod(spec, 256).log_table(s0)[1:])
    with pytest.raises(GenError, match=r"linalg plan \(shuffle gemm pair\): scalars 0x00, 0x01"):
        prove_method(pair, [pair])


@needs_gcc
@pytest.mark.parametrize("field", ["gf16"])
@pytest.mark.parametrize("method", ["shuffle-log", "shuffle-coef"])
def test_every_avx2_gemm_method_passes(tmp_path: Path, field: str, method: str) -> None:
    if "avx2" not in NATIVE:
        pytest.skip("host lacks avx2")
    kernel = generate(FIELDS[field], "avx2", GEMMS[field], gemm_method=method)
    assert {p.method.label for p in kernel.design.gemms} == {method}
    write(kernel, tmp_path / "k", bench=False)


@needs_gcc
@pytest.mark.parametrize("isa, old, new, what", [
    ("avx2", "if (j >= i0 + 2)", "if (j >= i0 + 1)", "the upper triangle's diagonal"),
    ("avx2", "j >= i0 + 1 ? lg[", "j >= i0 + 0 ? lg[", "the paired row's start on the diagonal"),
    ("avx2", "lg[(j) * 20 + (i0 + 1)]", "lg[(j) * 20 + (i0)]", "the scalar of a row"),
    ("avx2", "_mm256_and_si256(u1, hinib)", "_mm256_and_si256(u0, hinib)", "the paired accumulators"),
    ("avx2", "_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(xp + 32)))",
     "_mm256_zextsi128_si256(_mm_loadu_si128((const __m128i *)(xp + 31)))", "the in-place short last vector of B"),
    ("avx2", "memcpy(xpad, xp, 10);", "memcpy(xpad, xp, 9);", "the padded last row of B"),
    ("c64", "(i0 + r) * 10 + 8, 2);", "(i0 + r) * 10 + 8, 1);", "the padded rows of C"),
])
def test_a_planted_gemm_bug_is_caught(tmp_path: Path, isa: str, old: str, new: str, what: str) -> None:
    if isa not in NATIVE:
        pytest.skip(f"host lacks {isa}")
    kernel = generate(FIELDS["gf16"], isa, GEMMS["gf16"])
    assert_planted_bug_is_refused(kernel, old, new, what, tmp_path / "k")


# rows of 36, 44, 52 and 60 bytes: 256-bit tiles whose last vector is 4, 12, 20 or 28 bytes
SHORT_TAILS = "gemm=t4:3x5x36,gemm=t12:3x5x44,gemm=t20:2x3x52,gemm=t28:2x3x60"


@needs_gcc
@pytest.mark.parametrize("old, new, what", [
    ("_mm_storeu_si32(c + (i0 + 0) * 36 + 32,", "_mm_storeu_si32(c + (i0 + 0) * 36 + 31,", "a 4-byte tail's store"),
    ("_mm_storeu_si32((c + (i0 + 0) * 44 + 32) + 8, _mm_srli_si128(_mm256_castsi256_si128(y0_1), 8))",
     "_mm_storeu_si32((c + (i0 + 0) * 44 + 32) + 8, _mm_srli_si128(_mm256_castsi256_si128(y0_1), 7))",
     "a 12-byte tail's last word"),
    ("_mm_loadu_si32((xp + 32) + 16)", "_mm_loadu_si32((xp + 32) + 15)", "a 20-byte tail of B"),
    ("_mm_loadu_si32(((c + (i0 + 0) * 60 + 32) + 16) + 8)", "_mm_loadu_si32(((c + (i0 + 0) * 60 + 32) + 16) + 7)",
     "a 28-byte tail of C"),
])
def test_short_row_tails_are_read_and_written_in_place_and_planted_bugs_are_caught(
        tmp_path: Path, old: str, new: str, what: str) -> None:
    """Rows whose last vector is a multiple of 4 bytes short of 32 go through 32-, 64- and 128-bit accesses, with no
    padded copy of C's rows or B's last rows (a padded C row costs a failed store forward per call)."""
    if "avx2" not in NATIVE:
        pytest.skip("host lacks avx2")
    kernel = generate(FIELDS["gf256_11d"], "avx2", SHORT_TAILS)
    src = kernel.files[f"{kernel.sym}.c"]
    assert "ybuf" not in src and "xpad" not in src
    write(kernel, tmp_path / "good", bench=False)
    assert_planted_bug_is_refused(kernel, old, new, what, tmp_path / "k")


# -- prepared tables: N_gemm_NAME_prepare / _prepared / _prepared_range -----------------------------------
@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512"])
def test_gf256_shapes_get_a_prepared_form(isa: str) -> None:
    kernel = generate(FIELDS["gf256_11d"], isa, GEMMS["gf256_11d"])
    preps = kernel.design.prepared
    assert [p.shape for p in preps] == [p.shape for p in kernel.design.gemms] and all(p.prepared for p in preps)
    header = kernel.files[f"{kernel.sym}.h"]
    for p in preps:
        assert p.table_bytes == p.shape.m * p.shape.k * p.method.coef_bytes
        assert f"#define {kernel.sym.upper()}_GEMM_{p.shape.name.upper()}_TABLE_BYTES {p.table_bytes}" in header
        assert f"void {kernel.sym}_gemm_{p.shape.name}_prepare(uint8_t *tables, const uint8_t *a);" in header
        assert f"void {kernel.sym}_gemm_{p.shape.name}_prepared(uint8_t *c, const uint8_t *tables, const uint8_t *b);" in header
        assert (p.rows % 2 == 0) if p.method.row_pairs else True
        assert (f"void {kernel.sym}_gemm_{p.shape.name}_prepared_range(uint8_t *c, const uint8_t *tables, "
                "const uint8_t *b, size_t j0, size_t j1);") in header
    if isa == "avx2":  # two rows per vector where rows of 44 bytes would leave a 256-bit vector part idle
        assert isinstance(preps[0].method, LaneShuffleMethod)
    assert all(not m.prepared_only for m in (p.method for p in kernel.design.gemms))


@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512"])
def test_gf16_shapes_get_prepared_paired_tables_where_the_isa_shuffles(isa: str) -> None:
    """GF(16) on x86: prepared paired tables (16 bytes per pair of rows of C at one j, a lone last row's lo
    table; on AVX-512 every table once per 128-bit lane, read by plain loads, where that still fits in L1); c64's SWAR
    coefficients are cheap per call: no prepared form."""
    kernel = generate(FIELDS["gf16"], isa, GEMMS["gf16"])
    preps = kernel.design.prepared
    if isa == "c64":
        assert not preps
        return
    assert [p.shape for p in preps] == [p.shape for p in kernel.design.gemms]
    for p in preps:
        assert p.method.gemm_tables == "pair" and p.method.coef_bytes == 16
        lanes = p.method.vb // 16 if p.wide_tables else 1  # wide where they still fit in L1 (t: 60 KiB)
        assert p.slot_bytes == 16 * lanes and (isa == "avx512" or not p.wide_tables)
        assert p.table_bytes == sum((T + 1) // 2 for T in p.tiles()) * p.shape.k * 16 * lanes
    assert {p.shape.name for p in preps if p.wide_tables} == ({"u"} if isa == "avx512" else set())  # s, b: 128-bit
    assert kernel.design.proof.maps >= 3  # the method's, the paired log tables', the prepared pairs'


def test_the_prepared_pair_tables_are_proved_and_a_wrong_one_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = parse_linalg(FIELDS["gf16"], "gemm=t:8x20x40:at")
    meth = ShuffleMethod(spec, 256, gemm_kind="pair")
    prove_method(meth, [meth])
    monkeypatch.setattr(ShuffleMethod, "prepared_pair_table",
                        lambda self, s0, s1: [a ^ b for a, b in zip(self.tables(s1)[0], self.tables(s0)[1])])
    with pytest.raises(GenError, match="prepared pair"):
        prove_method(meth, [meth])


GF16_PREPARED = ("gf16", "gemm=p:12x40x80:at,gemm=q:5x9x30")  # p: tail-lanes tiles of 6 and 6
GF256_PREPARED = ("gf256_11d", "gemm=t:44x68x44:at,gemm=u:44x44x44:upper")


@needs_gcc
@pytest.mark.parametrize("kernel_args, old, new, what", [
    (GF16_PREPARED, "    size_t j = j0;\n    for (; j < j1; j++) {", "    size_t j = j0 ? j0 - 1 : 0;\n    for (; j < j1; j++) {",
     "the range's start (one row of B before it)"),
    (GF16_PREPARED, "const __m128i tp = _mm_or_si128(t0, t1);", "const __m128i tp = _mm_or_si128(t0, _mm_srli_epi16(t1, 4));",
     "the paired table's high nibbles"),
    (GF16_PREPARED, "tt += 1920)", "tt += 1904)", "the tables of the next tile"),
    (GF16_PREPARED, "const __m128i x = _mm256_extracti128_si256(tl0, 1), lo = x",
     "const __m128i x = _mm256_castsi256_si128(tl0), lo = x", "the second pair's lane of the tail accumulator"),
    (GF16_PREPARED, "__m256i tl0 = _mm256_inserti128_si256(_mm256_castsi128_si256(t0), t1, 1);",
     "__m256i tl0 = _mm256_inserti128_si256(_mm256_castsi128_si256(t1), t0, 1);", "the tail lanes' pairs"),
    (GF256_PREPARED, "memcpy(tables + (i0 * 68 + j * T + r) * 32 + 16, &t1[0], 16);",
     "memcpy(tables + (i0 * 68 + j * T + r) * 32 + 16, &t0[0], 16);", "the pair layout of the tables"),
    (GF256_PREPARED, "j >= i + 1 ? a[", "j >= i ? a[", "the second row's diagonal in the triangle"),
    (GF256_PREPARED, "memcpy(row, b + j * 44, 44);", "memcpy(row, b + j * 44, 43);", "the split of B's rows"),
    (GF256_PREPARED, "tables + (i0 * 68 + j * 4) * 32;", "tables + (i0 * 68 + j * 4 + 1) * 32;", "the tile's tables"),
])
def test_a_planted_prepared_gemm_bug_is_caught(tmp_path: Path, kernel_args: tuple[str, str], old: str, new: str,
                                               what: str) -> None:
    if "avx2" not in NATIVE:
        pytest.skip("host lacks avx2")
    field, shapes = kernel_args
    kernel = generate(FIELDS[field], "avx2", shapes)
    assert_planted_bug_is_refused(kernel, old, new, what, tmp_path / "k")


@needs_valgrind
@pytest.mark.parametrize("isa", [i for i in ("c64", "avx2") if i in NATIVE])
def test_prepared_gemm_kernels_pass_the_constant_time_checks(tmp_path: Path, isa: str) -> None:
    kernel = generate(FIELDS["aes"], isa, "gemm=t:8x20x40:at,gemm=u:8x8x16:upper")
    assert "-DCT_LINALG_GEMMS_PREPARED=" in " ".join(kernel.family.ct_api(kernel))
    rep = kernel.family.constant_time(kernel, _stage(kernel, tmp_path), opt_levels=("-O2",))
    assert rep.ok and rep.complete, rep.describe()


@needs_valgrind
@pytest.mark.parametrize("isa", [i for i in ("c64", "avx2") if i in NATIVE])
def test_gemm_kernels_pass_the_constant_time_checks(tmp_path: Path, isa: str) -> None:
    kernel = generate(FIELDS["gf16"], isa, "gemm=t:8x20x40:at,gemm=u:8x8x16:upper")
    rep = kernel.family.constant_time(kernel, _stage(kernel, tmp_path), opt_levels=("-O2",))
    assert rep.ok and rep.complete, rep.describe()
    assert all(r.data["outputs_tainted"]["mul"] for r in rep.by_check("valgrind"))


@needs_valgrind
def test_a_secret_lookup_in_gemm_is_caught(tmp_path: Path) -> None:
    kernel = generate(FIELDS["gf16"], "c64", "gemm=t:8x20x40:at")
    d = _stage(kernel, tmp_path)
    path = d / f"{kernel.sym}.c"
    sig = "void gf16_linalg_gemm_t(uint8_t *c, const uint8_t *a, const uint8_t *b)\n{\n"
    src = path.read_text()
    assert sig in src
    src = src.replace(sig, sig + "    c[0] ^= leaky_table[b[0]]; /* a secret index */\n")
    path.write_text(src.replace("#include <string.h>\n", "#include <string.h>\nstatic uint8_t leaky_table[256] = {1, 2, 3};\n", 1))
    rep = ct.check_constant_time(d, kernel.sym, False, [], "c64", api=kernel.family.ct_api(kernel), opt_levels=("-O2",))
    assert not rep.ok and rep.findings("UninitValue")


# -- avx512 on the model (hosts without AVX-512: harness_c/avx512_model, as tests/test_avx512_model.py) ----
MODEL_CFLAGS = ["-mavx2", "-mpclmul", "-mvpclmulqdq", "-Wno-psabi", "-I", str(HARNESS_DIR / "avx512_model"),
                "-I", str(HARNESS_DIR / "gfni_model"), "-include", "immintrin.h"]
needs_model = pytest.mark.skipif(shutil.which("gcc") is None or not {"avx2", "pclmulqdq", "vpclmulqdq"} <= host_cpu_flags(),
                                 reason="the model runs on AVX2 + VPCLMULQDQ")


@needs_model
@pytest.mark.parametrize("config", ["gf16_gemm", "gf256_aes_gemm", "gf16_linalg"])
def test_emitted_avx512_linalg_kernels_pass_their_harness_on_the_model(tmp_path: Path, config: str) -> None:
    kernel = emitted_kernel(PROJECT.config(config), "avx512", PROJECT.wisdom)
    d = tmp_path / config
    shutil.copytree(PROJECT.emitted_dir / config / "avx512", d)
    assert {p.name: p.read_text() for p in d.iterdir()} == kernel.files
    report = kernel.family.verify(kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False)
    assert report.counts["basis"] > 0


@needs_model
def test_a_planted_avx512_gemm_bug_is_caught_on_the_model(tmp_path: Path) -> None:
    kernel = generate(FIELDS["gf16"], "avx512", "gemm=m:8x64x128:at")
    d = _stage(kernel, tmp_path)
    path = d / f"{kernel.sym}.c"
    src = path.read_text()
    old = "_mm512_and_si512(u1, hinib)"  # the paired accumulators of rows r, r+1 on 512-bit vectors
    assert old in src
    path.write_text(src.replace(old, "_mm512_and_si512(u0, hinib)", 1))
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        check_linalg(d, kernel.spec, kernel.sym, False, MODEL_CFLAGS, do_bench=False)


@needs_model
@pytest.mark.parametrize("old, new, what", [
    ("_mm512_loadu_si512((const void *)(tp + 64))", "_mm512_loadu_si512((const void *)(tp + 80))",
     "a group's doubled tables"),
    ("L0 = _mm512_xor_si512(L0, _mm512_shuffle_epi8(cp0, nl))", "L0 = _mm512_xor_si512(L0, _mm512_shuffle_epi8(cp0, nh))",
     "a group's low data nibbles"),
    ("_mm512_shuffle_epi8(c16h, nh)", "_mm512_shuffle_epi8(c16h, nl)", "the lone row's high nibbles"),
    ("_mm_storeu_si128((__m128i *)(tables + j * 32 + 16), t);", "", "the prepared table's second copy"),
])
def test_avx512_paired_gemm_puts_two_pairs_of_rows_in_one_zmm_and_planted_bugs_are_caught(
        tmp_path: Path, old: str, new: str, what: str) -> None:
    """GF(16) on avx512 with prepared paired tables and 32-byte rows (MAYO-2's P1*O): two pairs of rows of C per
    512-bit accumulator, row j of B in both halves, every table kept twice by _prepare; a lone last row (17 rows),
    a pair without a partner (10 rows), an odd inner dimension and _prepared_range from odd j (the harness's
    ranges); tiles under PAIR_GROUPS_MIN_ROWS rows and avx2 keep the 256-bit plan."""
    kernel = generate(FIELDS["gf16"], "avx512", "gemm=p:17x64x64:at,gemm=q:10x17x64:at,gemm=s:4x64x64:at")
    wide = {p.shape.name for p in kernel.design.prepared if p.pair_groups_512}
    assert wide == {"p", "q"}, what
    assert "two pairs of rows of C per 512-bit accumulator" in kernel.design.prepared[0].describe()
    assert not any(p.pair_groups_512 for p in generate(FIELDS["gf16"], "avx2", "gemm=p:17x64x64:at").design.prepared)
    d = _stage(kernel, tmp_path)
    report = kernel.family.verify(kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False)
    assert report.counts["basis"] > 0
    path = d / f"{kernel.sym}.c"
    src = path.read_text()
    assert old in src, what
    path.write_text(src.replace(old, new))  # every tile: the bug must show in the one the harness reaches
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        kernel.family.verify(kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False)


@needs_model
def test_pair_groups_read_wide_tables_even_where_they_outgrow_l1(tmp_path: Path) -> None:
    """UOV ov-Is's P1*O (64 x 96 x 64) on avx512: the pair groups' doubled tables (96 KiB) do not fit in L1, and the
    plan keeps them wide all the same (the plan said pair groups over narrow tables once, and the harness caught it)."""
    kernel = generate(FIELDS["gf16"], "avx512", "gemm=p1o:64x96x64")
    (plan,) = kernel.design.prepared
    assert plan.pair_groups_512 and plan.wide_tables and plan.table_bytes == 98304
    with pytest.raises(ValueError, match="pair_groups_512 reads wide tables"):
        replace(plan, wide_tables=False)
    d = _stage(kernel, tmp_path)
    assert kernel.family.verify(kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False).counts["basis"] > 0


@needs_model
def test_avx512_wide_tables_are_read_by_plain_loads_and_a_missing_copy_is_caught(tmp_path: Path) -> None:
    """MAYO-1's P1*O on avx512 (512-bit vectors, 40-byte rows): _prepare keeps every paired table 4 times, the tile
    reads it with one plain 512-bit load; without the copy for the third lane (row bytes 32..39) the check fails."""
    kernel = generate(FIELDS["gf16"], "avx512", "gemm=p:8x78x80:at")
    (plan,) = kernel.design.prepared
    assert plan.wide_tables and plan.slot_bytes == 64 and "read by plain loads" in plan.describe()
    d = _stage(kernel, tmp_path)
    kernel.family.verify(kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False)
    path = d / f"{kernel.sym}.c"
    src = path.read_text()
    old = "_mm_storeu_si128((__m128i *)(tables + j * 64 + 32), t);"
    assert old in src
    path.write_text(src.replace(old, ""))
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        kernel.family.verify(kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False)


@needs_model
def test_axpy_beside_a_gemm_of_another_method_gets_its_own_coefficient_helper(tmp_path: Path) -> None:
    # avx512 GF(16): axpy multiplies by GFNI (a 512-bit coefficient), the small gemm by 128-bit shuffles (two
    # 128-bit tables): two helpers of one name did not compile
    kernel = generate(FIELDS["gf16"], "avx512", "axpy,gemm=x:8x8x8")
    text = "".join(kernel.files.values())
    assert f"{kernel.sym}_priv_coef(__m512i t[1]" in text and f"{kernel.sym}_priv_coef_shuffle_128(__m128i t[2]" in text
    d = _stage(kernel, tmp_path)
    check_linalg(d, kernel.spec, kernel.sym, False, MODEL_CFLAGS, do_bench=False)


@needs_model
@pytest.mark.parametrize("field, old, new", [
    ("aes", "a[(j + 1) * 44 + (i0 + 1)]", "a[(j) * 44 + (i0 + 1)]"),  # row j's scalar where row j+1's belongs
    ("gf256_11d", "0x96)", "0x66)"),  # the accumulator dropped from the three-way XOR of one update
])
def test_avx512_gfni_gemm_takes_two_rows_of_b_per_step_and_planted_bugs_are_caught(
        tmp_path: Path, field: str, old: str, new: str) -> None:
    """AVX-512 has vpternlogq: the GFNI gemm's unguarded loop takes rows j and j+1 of B and adds both
    products to each accumulator with one instruction (half the XORs); an odd inner dimension ends in one
    single step, an upper-triangular A's guarded start stays single."""
    kernel = generate(FIELDS[field], "avx512", "gemm=t:44x68x44:at,gemm=u:24x24x40:upper,gemm=o:8x7x64")
    assert all(p.method.j_step == 2 for p in kernel.design.gemms)
    src = "".join(kernel.files.values())  # small tiles are static inline in the header
    assert "for (; j + 1 < 68; j += 2) {" in src and "_mm512_ternarylogic_epi64(y0_0, " in src
    assert "for (; j + 1 < 7; j += 2) {" in src and "for (; j < 7; j++) {" in src
    d = _stage(kernel, tmp_path)
    assert check_linalg(d, kernel.spec, kernel.sym, False, MODEL_CFLAGS, do_bench=False).counts["basis"] > 0
    name = next(n for n, text in kernel.files.items() if old in text)
    (d / name).write_text(kernel.files[name].replace(old, new, 1))
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        check_linalg(d, kernel.spec, kernel.sym, False, MODEL_CFLAGS, do_bench=False)


@needs_model
@pytest.mark.parametrize("old, new", [
    ("uint8_t const *up = tables + ((j + 1) * ", "uint8_t const *up = tables + ((j) * "),  # row j's tables for j+1
    ("_mm512_shuffle_epi8(dp0, m0_h), 0x96)", "_mm512_shuffle_epi8(dp0, m0_h), 0x66)"),  # accumulator dropped
    ("_mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, m0_l)",
     "_mm512_shuffle_epi8(cp0, n0_l), _mm512_shuffle_epi8(dp0, n0_l)"),  # row j's data for row j+1's
])
def test_avx512_gf16_paired_gemm_takes_two_rows_of_b_per_step_and_planted_bugs_are_caught(
        tmp_path: Path, old: str, new: str) -> None:
    """AVX-512 has vpternlogq: the GF(16) gemm with paired shuffle tables (prepared, and built from logs) takes
    rows j and j+1 of B per step, both rows' products into each paired accumulator with one instruction; a lone
    last row of C and an odd inner dimension's last row of B go one at a time."""
    kernel = generate(FIELDS["gf16"], "avx512", "gemm=t:8x78x78:at,gemm=o:9x7x128")
    plans = kernel.design.gemms + kernel.design.prepared
    assert all(p.method.j_step == 2 and p.method.gemm_tables == "pair" for p in plans)
    src = "".join(kernel.files.values())
    assert "for (; j + 1 < 78; j += 2) {" in src and "for (; j + 1 < j1; j += 2) {" in src
    assert "for (; j + 1 < 7; j += 2) {" in src and "for (; j < 7; j++) {" in src
    d = _stage(kernel, tmp_path)
    verify = functools.partial(kernel.family.verify, kernel, d, cflags=MODEL_CFLAGS, driver=DriverOptions(), bench=False)
    assert verify().counts["basis"] > 0  # the family's check: the prepared forms too
    name = next(n for n, text in kernel.files.items() if old in text)
    (d / name).write_text(kernel.files[name].replace(old, new, 1))
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        verify()


@needs_model
@pytest.mark.parametrize("old, new", [
    (", *u = t + 8;", ", *u = t;"),  # the second source of a step multiplied by the first one's coefficients
    ("w = _mm512_loadu_si512((const void *)(d[l + 1] + i));", "w = _mm512_loadu_si512((const void *)(d[l] + i));"),
    ("0x0103050f113355ffULL", "0x0103050f113355feULL"),  # a wrong power of the root in the batched coefficients
    ("sc[8 * l + g] = coding[g * k + l0 + l];", "sc[8 * l + g] = coding[g * k + l];"),  # the first block's scalars
])
def test_avx512_ec_encode_takes_two_sources_per_step_and_planted_bugs_are_caught(tmp_path: Path, old: str,
                                                                                  new: str) -> None:
    kernel = generate(FIELDS["gf256_11d"], "avx512", "axpy2,ec_encode")
    src = kernel.files[f"{kernel.sym}.c"]
    assert "for (l = 0; l + 1 < ns; l += 2) {" in src and "for (; l < ns; l++) {" in src
    assert src.count("_mm512_ternarylogic_epi64(") > 8  # the pairs of sources, and axpy2's two terms
    d = _stage(kernel, tmp_path)
    assert old in src
    (d / f"{kernel.sym}.c").write_text(src.replace(old, new, 1))
    with pytest.raises(GenError, match="linalg (check failed|harness)"):
        check_linalg(d, kernel.spec, kernel.sym, False, MODEL_CFLAGS, do_bench=False)


# -- NEON under qemu (hosts with the aarch64 cross compiler and qemu-aarch64) ----------------------------------------
needs_neon = pytest.mark.skipif(not host_supports(get_target("neon")), reason="aarch64 cross gcc or qemu-aarch64 missing")


@pytest.mark.parametrize("field", ["gf16", "gf256_11d"])
def test_neon_gemm_methods_are_paired_single_and_basis_tables_all_proved_and_prepared_as_on_x86(field: str) -> None:
    methods = gemm_methods(parse_linalg(FIELDS[field]), get_target("neon"))
    assert [m.gemm_tables for m in methods] == (["pair", "log", "coef"] if field == "gf16" else ["coef"])
    assert [m.can_prepare(8) for m in methods] == ([True, False, False] if field == "gf16" else [True])  # as on x86
    assert prove_method(methods[0], methods).maps >= len(methods)


@needs_gcc
@needs_neon
@pytest.mark.parametrize("isa, field, old, new", [
    ("neon", "gf16", "vshrq_n_u8(x, 4)", "vshrq_n_u8(x, 3)"),  # the high nibble of a data byte
    ("neon", "gf256_11d", "vandq_u8(m1, vdupq_n_u8(e[1]))", "vandq_u8(m1, vdupq_n_u8(e[2]))"),  # a table's basis
    ("neon-sha3", "gf16", "vminq_u8(xcp11, vsubq_u8(xcp11, f15))", "| 1"),  # a paired table's log-domain index
    ("neon-sha3", "gf16", "veor3q_u8(l0_0, ", "veorq_u8(l0_0, "),  # the paired accumulator's EOR3 with one product
    ("neon", "gf16", "vorrq_u8(vshrq_n_u8(l0_0, 4), vandq_u8(h0_0, hinib))",
     "vorrq_u8(vshrq_n_u8(h0_0, 4), vandq_u8(l0_0, hinib))"),  # the second row of a pair out of its accumulators
    ("neon", "aes", "vld1q_u8((tp + 32) + 16)", "vld1q_u8((tp + 32))"),  # a prepared entry's hi table
    ("neon-sha3", "gf16", "const uint8x16_t tp = vorrq_u8(t0, t1);", "const uint8x16_t tp = vorrq_u8(t0, t0);"),  # a prepared pair
])
def test_neon_kernels_pass_their_harness_under_qemu_and_planted_bugs_are_caught(
        tmp_path: Path, isa: str, field: str, old: str, new: str) -> None:
    kernel = generate(FIELDS[field], isa, "all,gemm=t:8x78x78:at,gemm=u:12x12x40:upper")
    assert kernel.design.method.eor3 == (isa == "neon-sha3")
    assert kernel.design.prepared  # GF(16): prepared paired tables; GF(256): prepared basis-built ones
    d = _stage(kernel, tmp_path)
    verify = functools.partial(kernel.family.verify, kernel, d, cflags=list(kernel.target.cflags),
                               driver=target_options(kernel.target), bench=False)
    assert verify().counts["basis"] > 0
    name = next(n for n, text in kernel.files.items() if old in text)
    text = kernel.files[name]
    if new == "| 1":  # a wrong log-domain index (vorrq_u8 with 1)
        new = f"vorrq_u8({old}, vdupq_n_u8(1))"
    if old.startswith("veor3q_u8"):  # drop the second product: veor3q_u8(acc, p, q) -> veorq_u8(acc, p)
        i = text.index(old)
        j = text.index("), vqtbl1q_u8(", i)
        k = text.index("));", j)
        text = text[:i] + new + text[i + len(old):j + 1] + text[k + 1:]
    else:
        text = text.replace(old, new, 1)
    assert text != kernel.files[name]
    (d / name).write_text(text)
    with pytest.raises(GenError, match="linalg (check failed|harness)|error"):
        verify()


# -- ef: MAYO's echelon form ---------------------------------------------------------------------------------
EF_SHAPES = "ef=m1:78x81,ef=odd:7x5,ef=wide:9x40"


def test_ef_shapes_parse_and_are_gf16_only() -> None:
    spec = parse_linalg(FIELDS["gf16"], "axpy,ef=m1:78x81")
    assert [e.token for e in spec.efs] == ["ef=m1:78x81"] and spec.tokens == ["axpy", "ef=m1:78x81"]
    with pytest.raises(GenError, match="GF\\(16\\)"):
        parse_linalg(FIELDS["aes"], "ef=m1:78x81")
    for bad in ("ef=m1:78", "ef=m1:1x5", "ef=M:4x4"):
        with pytest.raises(GenError, match="ef"):
            parse_linalg(FIELDS["gf16"], bad)
    with pytest.raises(GenError, match="distinct"):
        parse_linalg(FIELDS["gf16"], "ef=a:4x4,ef=a:5x5")


@pytest.mark.parametrize("isa", ["c64", "avx2"])
def test_ef_plans_and_proof(isa: str) -> None:
    kernel = generate(FIELDS["gf16"], isa, EF_SHAPES)
    plans = {p.shape.name: p for p in kernel.design.efs}
    assert plans["m1"].kind == ("lanes" if isa == "avx2" else "swar")
    assert (plans["m1"].chunks, plans["m1"].offset) == (6, 15)
    assert [p[2] for p in plans["m1"].phases()] == [6, 5, 4, 3, 2, 1]
    assert kernel.design.proof.ef_cases == 256
    assert f"void {kernel.sym}_ef_m1(uint8_t *a);" in kernel.files[f"{kernel.sym}.h"]


def test_a_wrong_ef_inverse_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from gen.families.linalg import echelon
    monkeypatch.setattr(echelon, "inverse_log_table", lambda spec: [0xFF] + [0] * 15)
    with pytest.raises(GenError, match="ef plan \\(lanes\\): the inverse"):
        generate(FIELDS["gf16"], "avx2", EF_SHAPES)


@needs_gcc
@pytest.mark.parametrize("isa, old, new, what", [
    ("avx2", "ub + 32 < 77 ? ub + 32 : 77", "ub + 31 < 77 ? ub + 31 : 77", "MAYO's search window, one row short"),
    ("avx2", "_mm256_max_epi32(_mm256_set1_epi32(pr), _mm256_set1_epi32(lb - 1))", "_mm256_set1_epi32(pr)",
     "rows above the lower bound eliminated"),
    ("avx2", "memcpy(src + 0, row + 15, 1);", "memcpy(src + 0, row + 14, 1);", "the copy back of the first column"),
    ("c64", "ef_hide(0 - (e >> 3))", "ef_hide(0)", "the element's top bit"),
])
def test_a_planted_ef_bug_is_caught(tmp_path: Path, isa: str, old: str, new: str, what: str) -> None:
    if isa not in NATIVE:
        pytest.skip(f"host lacks {isa}")
    kernel = generate(FIELDS["gf16"], isa, EF_SHAPES)
    # in every phase: in the first (t = 0) the window and lower-bound bugs are bound to be equivalent
    assert_planted_bug_is_refused(kernel, old, new, what, tmp_path / "k", everywhere=True)


# -- gauss: UOV's Gaussian elimination -----------------------------------------------------------------------
GAUSS = {"gf16": "gauss=uov:64,gauss=small:6", "aes": "gauss=uov:44,gauss=odd:10"}


def test_gauss_shapes_parse_and_name_their_tokens() -> None:
    spec = parse_linalg(FIELDS["aes"], "axpy,gauss=uov:44")
    assert [g.token for g in spec.gausses] == ["gauss=uov:44"] and spec.tokens == ["axpy", "gauss=uov:44"]
    for bad in ("gauss=uov", "gauss=uov:7", "gauss=uov:0", "gauss=U:4", "gauss=uov:130"):
        with pytest.raises(GenError, match="gauss"):
            parse_linalg(FIELDS["gf16"], bad)
    with pytest.raises(GenError, match="distinct"):
        parse_linalg(FIELDS["gf16"], "gauss=a:4,gauss=a:6")


@pytest.mark.parametrize("field", ["gf16", "aes"])
def test_gauss_is_planned_on_x86_only_and_proved(field: str) -> None:
    kernel = generate(FIELDS[field], "avx2", GAUSS[field])
    plans = {p.shape.name: p for p in kernel.design.gausses}
    uov = plans["uov"]
    assert (uov.row, uov.offset) == ((64, 24) if field == "gf16" else (64, 16))
    assert [p[2] for p in uov.phases()] == [2, 1] and uov.phases()[0][:2] == (0, 16)
    o = uov.shape.o  # each step searches the next pivot on the rows it updates: the step before the switch to 1 chunk
    assert uov.steps() == [(0, 15, 2, 2), (15, 16, 2, 1), (16, o - 1, 1, 1), (o - 1, o, 1, 0)]
    assert kernel.design.proof.gauss_cases == (4096 if field == "gf16" else 65536)
    assert f"unsigned {kernel.sym}_gauss_uov(uint8_t *mat);" in kernel.files[f"{kernel.sym}.h"]
    c64 = generate(FIELDS[field], "c64", GAUSS[field])
    assert c64.design.gausses == () and "_gauss_" not in c64.files[f"{c64.sym}.h"]


def test_a_wrong_gauss_table_or_inverse_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from gen.families.linalg import gauss
    good = gauss.mulbase_tables
    monkeypatch.setattr(gauss, "mulbase_tables", lambda spec: (good(spec)[0], good(spec)[0], good(spec)[2]))
    with pytest.raises(GenError, match="gauss plan: coefficient"):
        generate(FIELDS["aes"], "avx2", GAUSS["aes"])
    monkeypatch.undo()
    monkeypatch.setattr(gauss, "inverse_candidates", lambda: [[0] * 32] * 8)
    with pytest.raises(GenError, match="gauss plan: the inverse"):
        generate(FIELDS["aes"], "avx2", GAUSS["aes"])


@needs_gcc
@pytest.mark.parametrize("field, old, new, what", [
    ("aes", "        ncol[j] = e;\n", "        ncol[j] = e ^ (uint8_t)(j == 43);\n", "the last row's coefficient"),
    ("aes", "        nz = _mm256_and_si256(nz, _mm256_cmpeq_epi8(_mm256_set1_epi8((char)(e)), zero));\n", "",
     "the search adding rows after a nonzero pivot"),
    ("gf16", "_mm_cvtsi32_si128(4 * (i & 1))", "_mm_cvtsi32_si128(4 * ((i >> 1) & 1))", "the wrong nibble of odd columns"),
    ("gf16", "const int j0 = 16 * g > i + 1 ? 16 * g : i + 1;", "const int j0 = 16 * g > i + 2 ? 16 * g : i + 2;",
     "the row below the pivot left out"),
])
def test_a_planted_gauss_bug_is_caught(tmp_path: Path, field: str, old: str, new: str, what: str) -> None:
    if "avx2" not in NATIVE:
        pytest.skip("host lacks avx2")
    kernel = generate(FIELDS[field], "avx2", GAUSS[field])
    assert_planted_bug_is_refused(kernel, old, new, what, tmp_path / "k", everywhere=True)


@needs_valgrind
@pytest.mark.skipif("avx2" not in NATIVE, reason="host lacks avx2")
@pytest.mark.parametrize("field", ["gf16", "aes"])
def test_the_gauss_kernel_passes_the_constant_time_checks(tmp_path: Path, field: str) -> None:
    """With the system secret, under gcc and clang at -O0 and -O2."""
    kernel = generate(FIELDS[field], "avx2", "axpy," + GAUSS[field].split(",")[0])
    rep = kernel.family.constant_time(kernel, _stage(kernel, tmp_path), opt_levels=("-O0", "-O2"))
    assert rep.ok and rep.complete, rep.describe()
