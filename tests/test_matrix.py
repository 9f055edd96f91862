"""GF(16) matrix kernels (SNOVA's gf16m_mul): spec errors, the plan proof and what it refuses, the
compiled checks accepting right kernels and catching planted bugs, constant time, the CLI, configs."""
from __future__ import annotations

import dataclasses
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import gen
from gen.check import ct
from gen.check.driver import HARNESS_DIR
from gen.cli import main
from gen.errors import GenError
from gen.families.matrix import parse_matrix, reference_product
from gen.families.matrix.check import MATRIX_HARNESS_C, check_matrix, write_vectors
from gen.families.matrix.plan import Gather, log_exp, plan_c64, plan_simd
from gen.families.matrix.prove import lane_product, prove_c64, prove_simd
from gen.isa import get_target, host_supports
from gen.pipeline import write
from gen.project import Project

PROJECT = Project(Path(__file__).resolve().parent.parent)
EMITTED_DIR = PROJECT.emitted_dir


def generate_matrix(field: str, l: int, isa: str, **kw):
    return gen.generate({"field": field, "matrix": l}, isa, family_name="matrix", profile=False, **kw)


GF16 = "x^4+x+1"
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
needs_avx2 = pytest.mark.skipif(not host_supports(get_target("avx2")), reason="host lacks AVX2")
needs_valgrind = pytest.mark.skipif(shutil.which("valgrind") is None or shutil.which("clang-19") is None,
                                    reason="valgrind or clang-19 not installed")
NATIVE_ISAS = [i for i in ("c64", "pclmul", "avx2") if host_supports(get_target(i))]


@pytest.mark.parametrize("field, l, message", [
    ("x^8+x^4+x^3+x+1", 4, "degree-4 modulus"),
    (GF16, 1, "out of range"),
    (GF16, 6, "out of range"),
    ("x^4+x^2+1", 4, "reducible"),
])
def test_bad_matrix_specs_are_refused(field: str, l: int, message: str) -> None:
    with pytest.raises(GenError, match=message):
        parse_matrix(field, l)


def test_reference_is_the_matrix_product() -> None:
    spec, rng = parse_matrix(GF16, 3), random.Random(1)
    a, b, c = ([rng.randrange(16) for _ in range(9)] for _ in range(3))
    mul = lambda x, y: reference_product(spec, x, y)  # noqa: E731
    assert mul(mul(a, b), c) == mul(a, mul(b, c))
    assert mul(a, [1, 0, 0, 0, 1, 0, 0, 0, 1]) == a
    assert mul([x | 0xF0 for x in a], b) == mul(a, b)  # high nibbles are ignored


@pytest.mark.parametrize("field", ["x^4+x+1", "x^4+x^3+1", "x^4+x^3+x^2+x+1"])
@pytest.mark.parametrize("semantics", ["pshufb", "tbl"])
def test_lane_product_is_gf16_multiplication_for_every_degree_4_modulus(field: str, semantics: str) -> None:
    spec = parse_matrix(field, 2)
    log, exp, g = log_exp(spec.field.modulus)
    assert g == (2 if field != "x^4+x^3+x^2+x+1" else 3)  # x has order 5 in the last field
    assert all(lane_product(log, exp, x, y, semantics) == spec.mul(x & 15, y & 15)
               for x in range(256) for y in range(256))


@pytest.mark.parametrize("l", [2, 3, 4, 5])
@pytest.mark.parametrize("lanes", [1, 2, 4])
def test_every_simd_plan_is_proved(l: int, lanes: int) -> None:
    plan = plan_simd(parse_matrix(GF16, l), lanes)
    proof = prove_simd(plan, "pshufb")
    assert proof.cases == 65536 + sum(w.size for w in plan.windows)
    assert all(len(c.slots) <= lanes for c in plan.chunks)


def test_plan_proof_refuses_a_wrong_exp_entry() -> None:
    plan = plan_simd(parse_matrix(GF16, 4), 1)
    plan.exp = plan.exp[:9] + (plan.exp[9] ^ 1,) + plan.exp[10:]  # g^9: never reached by basis pairs
    with pytest.raises(GenError, match="lane product"):
        prove_simd(plan, "pshufb")


def test_plan_proof_refuses_a_wrong_gather() -> None:
    plan = plan_simd(parse_matrix(GF16, 5), 2)
    chunk = plan.chunks[1]
    slot = chunk.slots[0]
    idx = list(slot.ga.idx)
    assert idx[4] != idx[5]
    idx[4] = idx[5]  # lane 4 (row 0) reads the element of a that row 1 needs
    bad = dataclasses.replace(slot, ga=Gather(slot.ga.src, tuple(idx)))
    plan.chunks = (plan.chunks[0], dataclasses.replace(chunk, slots=(bad,) + chunk.slots[1:])) + plan.chunks[2:]
    with pytest.raises(GenError, match="sums"):
        prove_simd(plan, "pshufb")


@pytest.mark.parametrize("l", [2, 3, 4, 5])
def test_c64_plan_is_proved_on_all_basis_pairs(l: int) -> None:
    assert prove_c64(plan_c64(parse_matrix(GF16, l))).cases == (4 * l * l) ** 2


def test_planner_prices_every_width_and_picks_the_cheapest() -> None:
    k = generate_matrix(GF16, 4, "avx2", harness_planned=False)
    assert [p.lanes for p in k.design.options] == [2, 1] and k.design.plan.lanes == 2
    assert k.design.options[0].cost < k.design.options[1].cost
    assert generate_matrix(GF16, 4, "avx512", harness_planned=False).design.plan.lanes == 4
    assert generate_matrix(GF16, 4, "pclmul", harness_planned=False).design.plan.lanes == 1


def test_emitted_code_names_sizes_and_command() -> None:
    k = generate_matrix(GF16, 5, "avx2", name="snova_l5", prefix="pq_")
    h, c = k.files["pq_snova_l5.h"], k.files["pq_snova_l5.c"]
    assert "#define PQ_SNOVA_L5_LL 25" in h
    assert "void pq_snova_l5_gf16m_mul(const uint8_t a[PQ_SNOVA_L5_LL], const uint8_t b[PQ_SNOVA_L5_LL]," in h
    assert "gen --matrix 5 --field 'x^4+x+1' --isa avx2 --name snova_l5 --prefix pq_" in c
    assert not re.search(r"\[[^\]]*\ba\[", c)  # no memory access indexed by operand data


@needs_gcc
@pytest.mark.parametrize("isa", NATIVE_ISAS)
@pytest.mark.parametrize("l", [2, 3, 4, 5])
def test_compiled_kernels_pass_every_check(tmp_path: Path, isa: str, l: int) -> None:
    kernel = write(generate_matrix(GF16, l, isa), tmp_path / "k", bench=(l == 4))
    h = kernel.harness
    assert (h.counts["basis_pairs"], h.counts["lane_cases"]) == ((4 * l * l) ** 2, 2 * l * 256)
    if l == 4:
        assert h.bench["mul"] > 0 and h.bench["baseline"] > 0


@needs_gcc
@needs_avx2
def test_avx2_4x4_is_much_faster_than_the_table_triple_loop(tmp_path: Path) -> None:
    kernel = generate_matrix(GF16, 4, "avx2")
    res = check_matrix(_stage(kernel, tmp_path), kernel.spec, kernel.sym, False, list(kernel.target.cflags),
                       compilers=["gcc"], reps=301)
    assert res.bench["baseline"] > 5 * res.bench["mul"], res.bench  # about 15-20x measured; margin for noise


def _stage(kernel, d: Path) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for name, text in kernel.files.items():
        (d / name).write_text(text)
    return d


@needs_gcc
@pytest.mark.parametrize("isa, mutation", [
    ("pclmul", "exp table"),  # g^9 wrong: only products of non-basis values reach it
    ("pclmul", "gather"),
    ("c64", "xtime"),
])
def test_a_planted_bug_is_caught_and_nothing_written(tmp_path: Path, isa: str, mutation: str) -> None:
    kernel = generate_matrix(GF16, 4, isa)
    name = f"{kernel.sym}.c"
    src = kernel.files[name]
    if mutation == "exp table":
        src, n = re.subn(r"(_priv_exp1\[16\] = \{\n    (?:0x\w\w, ){9})0x0a", r"\g<1>0x0b", src)
    elif mutation == "gather":
        src, n = re.subn(r"(_priv_ga1\[16\] = \{\n    (?:0x\w\w, ){5})0x05", r"\g<1>0x06", src)
    else:
        src, n = src.replace("^ h ^ (h << 1);", "^ (h << 1);"), 1
    assert n == 1 and src != kernel.files[name]
    kernel.files[name] = src
    with pytest.raises(GenError, match="wrong|differs"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


@needs_gcc
@needs_avx2
@pytest.mark.parametrize("l", [2, 3, 4, 5])
def test_avx512_plans_pass_the_harness_on_a_model_of_their_intrinsics(tmp_path: Path, l: int) -> None:
    """The host cannot run AVX-512: compile every avx512 plan against harness_c/avx512_model (the
    _mm512 intrinsics the kernels use, on AVX2) and run the full check; the lane moves of the zmm
    plans (broadcasts, inserts, extracts, folds) are what this exercises."""
    for lanes in (1, 2, 4):
        kernel = generate_matrix(GF16, l, "avx512", lanes=lanes)
        d = _stage(kernel, tmp_path / str(lanes))
        header = d / f"{kernel.sym}.h"
        text, n = re.subn(r"#if !\(defined\(__PCLMUL__\).*?#endif\n", "", header.read_text(), flags=re.S)
        assert n == 1
        header.write_text(text)
        vec = d / "v.vec"
        write_vectors(kernel.spec, vec, pairs=200)
        exe = d / "drv"
        subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-Werror", "-mavx2", "-I", str(HARNESS_DIR / "avx512_model"),
                        f"-DGEN_NAME={kernel.sym}", f"-DGEN_MACRO={kernel.sym.upper()}", f'-DGEN_HEADER="{header}"',
                        f'-DGEN_SOURCE="{d / (kernel.sym + ".c")}"', "-I", str(HARNESS_DIR), str(MATRIX_HARNESS_C),
                        "-o", str(exe)], check=True, capture_output=True)
        out = subprocess.run([str(exe), "check", str(vec)], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr


@needs_gcc
@pytest.mark.skipif(not host_supports(get_target("neon")), reason="aarch64 cross gcc or qemu-aarch64 missing")
def test_neon_kernel_is_checked_under_qemu(tmp_path: Path) -> None:
    kernel = write(generate_matrix(GF16, 5, "neon"), tmp_path / "k")
    assert kernel.harness.counts["basis_pairs"] == 100 ** 2 and kernel.harness.bench == {}
    assert "vqtbl1q_u8" in kernel.files["gf16_l5.c"]


@needs_gcc
def test_emitted_matrix_kernels_pass_their_check() -> None:
    """Every emitted matrix config as committed, on the ISAs this host runs (gcc only, no timing)."""
    for cfg in PROJECT.configs_of("matrix"):
        for isa in NATIVE_ISAS:
            kernel = gen.generate(cfg.spec, isa, name=cfg.name, profile=False)
            res = check_matrix(EMITTED_DIR / cfg.name / isa, kernel.spec, cfg.name, False,
                               list(kernel.target.cflags), do_bench=False, compilers=["gcc"])
            assert res.counts["basis_pairs"] == (4 * cfg.spec.l ** 2) ** 2


# -- constant time -----------------------------------------------------------------------------
LEAKY = """
static const uint8_t leaky_mul[256] = {0};
void NAME_gf16m_mul(const uint8_t a[NAME_LL_], const uint8_t b[NAME_LL_], uint8_t c[NAME_LL_])
{
    int i;
    for (i = 0; i < NAME_LL_; i++)
        c[i] = leaky_mul[((a[i] & 15) << 4) | (b[i] & 15)] ^ (uint8_t)(a[i] & 0xf0);  /* secret index */
}
"""


@needs_valgrind
@pytest.mark.parametrize("isa", [i for i in ("c64", "avx2") if i in NATIVE_ISAS])
def test_matrix_kernels_pass_the_constant_time_checks(tmp_path: Path, isa: str) -> None:
    kernel = generate_matrix(GF16, 4, isa)
    rep = ct.check_constant_time(_stage(kernel, tmp_path), kernel.sym, False, list(kernel.target.cflags), isa,
                                 api=kernel.family.ct_api(kernel), opt_levels=("-O0", "-O2"))
    assert rep.ok and rep.complete, rep.describe()
    assert all(r.data["outputs_tainted"]["mul"] for r in rep.by_check("valgrind"))


@needs_valgrind
def test_a_table_lookup_matrix_kernel_is_caught(tmp_path: Path) -> None:
    kernel = generate_matrix(GF16, 4, "c64")
    d = _stage(kernel, tmp_path)
    (d / "gf16_l4.c").write_text('#include "gf16_l4.h"\n' + LEAKY.replace("NAME_LL_", "GF16_L4_LL")
                                 .replace("NAME", "gf16_l4"))
    rep = ct.check_constant_time(d, "gf16_l4", False, [], "c64", api=kernel.family.ct_api(kernel), opt_levels=("-O2",))
    assert not rep.ok
    assert rep.findings("UninitValue") and any(f.kind == "indexed-memory" and not f.excused
                                               for f in rep.findings(check="disasm"))


# -- CLI and configs ---------------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    (["--matrix", "4"], "goes with --field"),
    (["--matrix", "9", "--field", GF16], "out of range"),
    (["--matrix", "four", "--field", GF16], "invalid int value"),
    (["--matrix", "4", "--field", "x^12+x^3+1"], "degree-4 modulus"),
    (["--matrix", "4", "--field", GF16, "--isa", "c32"], "need portable C on 64-bit words (c64) or"),
    (["--matrix", "4", "--field", GF16, "--name", "9x"], "not a valid C identifier"),
    (["--all", "--matrix", "4"], "does not take --matrix"),
    (["--matrix", "4", "--field", GF16, "--abi", "pqclean-hqc"], "not for a matrix kernel"),
    (["--matrix", "4", "--field", GF16, "--wisdom", "configs/wisdom.toml"], "matrix plans come from pricing"),
])
def test_bad_matrix_input_gets_one_line_exit_2_and_writes_nothing(tmp_path: Path, capsys, args, message) -> None:
    assert main([*args, "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_cli_emits_from_a_config_without_verifying(tmp_path: Path, capsys) -> None:
    assert main(["--config", "configs/snova_l4.toml", "--isa", "avx512", "--no-verify", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "snova_l4: 4x4 matrices over GF(16) mod x^4+x+1 on avx512" in out and "512-bit" in out
    assert "gen --config configs/snova_l4.toml --isa avx512" in (tmp_path / "snova_l4.c").read_text()


def test_matrix_configs_cover_snova() -> None:
    cfgs = {c.name: c for c in PROJECT.configs_of("matrix")}
    assert sorted(cfgs) == ["snova_l2", "snova_l3", "snova_l4", "snova_l5"]
    assert all(c.family.name == "matrix" and c.spec.field.text == GF16 and c.name == f"snova_l{c.spec.l}"
               for c in cfgs.values())
    assert all({"c64", "pclmul", "avx2", "avx512"} <= set(c.isas) for c in cfgs.values())
