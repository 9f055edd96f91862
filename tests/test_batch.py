"""Batch kernels (gen --batch): design, proofs, the compiled-code check, planted bugs, CT, wisdom."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import gen.pipeline as pipeline
from gen import generate
from gen.check.ct import check_constant_time
from gen.cli import main
from gen.errors import GenError
from gen.families.batch.bitslice import build_bitsliced, prove_bitsliced
from gen.families.batch.check import check_batch
from gen.families.batch.design import Crossovers, packings
from gen.families.batch.tune import BATCH_TABLE, crossovers_from_wisdom, parse_thresholds, thresholds, thresholds_text
from gen.families.field.tune import PLAN_TABLE
from gen.family import ct_api
from gen.isa import get_target, host_supports
from gen.spec import parse_field
from gen.tune.wisdom import read_table, write_table

GF12 = "x^12+x^3+1"
HQC8 = "x^8+x^4+x^3+x^2+1"


def needs(isa: str):
    return pytest.mark.skipif(not host_supports(get_target(isa)), reason=f"host cannot run {isa}")


def write(kernel, d: Path, replace: tuple[str, str] | None = None) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for name, text in kernel.files.items():
        if replace and name.endswith(".c"):
            assert replace[0] in text, replace[0]
            text = text.replace(replace[0], replace[1], 1)
        (d / name).write_text(text)
    return d


def check(kernel, d: Path, compilers=("gcc",)):
    return check_batch(d, kernel.part("batch").design, kernel.sym, kernel.header_only, list(kernel.target.cflags),
                       compilers=list(compilers))


# -- design and proofs ---------------------------------------------------------------------------------
@pytest.mark.parametrize("spec", ["x^4+x+1", HQC8, "x^8+x^4+x^3+x+1", GF12, "x^13+x^4+x^3+x+1", "x^16+x^5+x^3+x+1"])
def test_bitsliced_program_is_proved_on_all_basis_pairs(spec):
    field = parse_field(spec)
    assert prove_bitsliced(build_bitsliced(field), field) == field.m ** 2


def test_bitsliced_proof_rejects_a_dropped_xor():
    field = parse_field(GF12)
    prog = build_bitsliced(field)
    dst, op, x, y = next(s for s in prog.stmts if s[1] == "xor")
    prog.stmts[prog.stmts.index((dst, op, x, y))] = (dst, "xor", x, x if x.startswith("t") else y)
    with pytest.raises(GenError):
        prove_bitsliced(prog, field)


def test_packing_search_finds_two_products_per_multiply_in_32_bit_lanes():
    best = packings(12, 32)
    assert best and all(len(p) == 2 for p, _ in best) and ((0, 32), (0, 32)) in best
    assert packings(13, 32) and max(len(p) for p, _ in packings(16, 32)) == 2
    # on a 16-bit grid GF(2^8) products allow three per multiply (not emitted: see README)
    assert max(len(p) for p, _ in packings(8, 16)) == 3


def test_batch_is_refused_in_one_line_where_it_does_not_apply(tmp_path, capsys):
    assert main(["--field", "x^32+x^7+x^3+x^2+1", "--isa", "c64", "--batch", "--out", str(tmp_path / "a")]) == 2
    assert main(["--field", GF12, "--isa", "neon", "--batch", "--out", str(tmp_path / "b")]) == 2
    assert main(["--ring", "x^127-1", "--isa", "c64", "--batch", "--out", str(tmp_path / "c")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("gen: error: --batch") for line in err)
    assert not any((tmp_path / x).exists() for x in "abc")


def test_command_and_header_name_the_batch_api():
    k = generate(GF12, "c64", batch=True, profile=False)
    h = k.files["gf2_12.h"]
    assert "--batch" in k.command
    for sym in ("gf2_12_mul_n(", "gf2_12_mul_const(", "gf2_12_muladd_const(", "gf2_12_mul_x4(",
                "GF2_12_MUL_N_BITSLICED_FROM", "GF2_12_BITSLICED_BLOCK 64"):
        assert sym in h


# -- the compiled-code check --------------------------------------------------------------------------------
@pytest.mark.parametrize("spec,isa", [(GF12, "c64"), (HQC8, "avx2"), ("x^4+x+1", "pclmul"),
                                      pytest.param(GF12, "avx2-vpclmul", marks=needs("avx2-vpclmul"))])
def test_batch_kernels_pass_the_check_with_both_compilers(spec, isa, tmp_path):
    k = generate(spec, isa, batch=True, profile=False)
    res = check(k, write(k, tmp_path), compilers=[c for c in ("gcc", "clang-19") if shutil.which(c)])
    assert res.exhaustive and res.mul_families >= 3


def test_header_only_batch_kernels_pass_the_check(tmp_path):
    k = generate(HQC8, "c64", batch=True, profile=False, header_only=True)
    assert list(k.files) == ["gf2_8.h"]
    assert check(k, write(k, tmp_path)).exhaustive


PLANTED = [
    ("bitsliced transpose", GF12, "avx2", ("0x00ff00ff00ff00ffULL", "0x00ff00ff00ff00feULL"), "bitsliced"),
    ("bitsliced product", GF12, "c64", (" & b0;", " & b1;"), "bitsliced"),
    ("lane reduction", GF12, "avx2", ("_mm_srli_epi32(v, 12)", "_mm_srli_epi32(v, 13)"), "clmul"),
    ("lane packing", HQC8, "pclmul", ("0xCC)", "0xC0)"), "clmul"),
    ("nibble table", GF12, "avx2", ("_mm_srli_epi16(t00, 8)", "_mm_srli_epi16(t00, 7)"), "tables"),
    ("u64 lane form", GF12, "c64", ("(b >> 16 & 0xffffu)", "(b >> 17 & 0xffffu)"), "lanes"),
]


@pytest.mark.parametrize("label,spec,isa,replace,where", PLANTED, ids=[p[0] for p in PLANTED])
def test_a_planted_bug_in_each_family_is_caught(label, spec, isa, replace, where, tmp_path):
    k = generate(spec, isa, batch=True, profile=False)
    with pytest.raises(GenError, match=f"batch check failed: {where}"):
        check(k, write(k, tmp_path, replace))


def test_gen_writes_nothing_when_the_batch_check_fails(tmp_path, monkeypatch):
    k = generate(GF12, "c64", batch=True, profile=False)
    k.files = {n: t.replace(" & b0;", " & b1;", 1) for n, t in k.files.items()}
    with pytest.raises(GenError):
        pipeline.write(k, tmp_path / "out", bench=False)
    assert not (tmp_path / "out").exists()


@pytest.mark.skipif(not shutil.which("clang-19"), reason="clang-19 not installed")
@pytest.mark.parametrize("spec", ["x^4+x+1", HQC8, "x^13+x^4+x^3+x+1"])
def test_avx512_batch_kernels_compile_warning_free(spec, tmp_path):
    """AVX-512 batch code cannot run on hosts without it; it must at least compile cleanly."""
    k = generate(spec, "avx512", batch=True, profile=False)
    d = write(k, tmp_path)
    for cc in ("gcc", "clang-19"):
        subprocess.run([cc, "-O2", "-Wall", "-Wextra", "-Werror", *k.target.cflags, "-c", str(d / f"{k.sym}.c"),
                        "-o", str(tmp_path / f"{cc}.o")], check=True)


# -- thresholds and wisdom ---------------------------------------------------------------------------------
def test_thresholds_take_the_smallest_n_from_which_a_family_stays_fastest():
    ns = [16, 32, 64, 128]
    ticks = {"scalar": [4, 4, 4, 4], "clmul": [5, 1, 1, 1], "bitsliced": [9, 2, 0.9, 0.8]}
    assert thresholds(ns, ticks, ["scalar", "clmul", "bitsliced"]) == {"clmul": 32, "bitsliced": 64}
    ticks["bitsliced"][-1] = 1.5  # loses at the largest n: never
    assert thresholds(ns, ticks, ["scalar", "clmul", "bitsliced"])["bitsliced"] is None


def test_batch_wisdom_round_trips_and_keeps_plan_entries(tmp_path):
    w = tmp_path / "wisdom.toml"
    plan = {"field": GF12, "isa": "avx2", "cpu": "X", "compiler": "gcc", "tree": "1",
            "reduction": "quotient-first:shift,shift", "variant": "gpr"}
    cx = Crossovers({"mul_n": {"clmul": 16, "bitsliced": None}, "mul_const": {"tables": 32, "bitsliced": None}}, "m")
    write_table(w, PLAN_TABLE, [plan])
    write_table(w, BATCH_TABLE, [{"field": GF12, "isa": "avx2", "cpu": "X", "compiler": "gcc",
                                  "thresholds": thresholds_text(cx)}])
    write_table(w, PLAN_TABLE, read_table(w, PLAN_TABLE))  # a plain `gen tune` keeps the batch entries
    assert read_table(w, PLAN_TABLE) == [plan] and len(read_table(w, BATCH_TABLE)) == 1
    got = crossovers_from_wisdom(w, parse_field(GF12), get_target("avx2"))
    assert got.from_n == cx.from_n and parse_thresholds(thresholds_text(cx)) == cx.from_n
    k = generate(GF12, "avx2", batch=True, profile=False, wisdom=w)
    assert "#define GF2_12_MUL_CONST_TABLES_FROM ((size_t)32)" in k.files["gf2_12.h"]


# -- constant time ----------------------------------------------------------------------------------------
@pytest.mark.skipif(not shutil.which("valgrind"), reason="valgrind not installed")
def test_batch_entry_points_are_valgrind_clean_and_a_secret_loop_is_caught(tmp_path):
    k = generate(GF12, "avx2", batch=True, profile=False)
    args = dict(compilers=("gcc",), opt_levels=("-O2",), dudect=False)
    args["api"] = ct_api(k)
    clean = check_constant_time(write(k, tmp_path / "ok"), k.sym, False, list(k.target.cflags), "avx2", **args)
    assert clean.ok and clean.by_check("valgrind")[0].status == "pass"
    leak = ("        c[i] = gf2_12_mul(a[i], b[i]);",
            "        { volatile int j; for (j = 0; j < (a[i] & 7); j++) {} c[i] = gf2_12_mul(a[i], b[i]); }")
    bad = check_constant_time(write(k, tmp_path / "bad", leak), k.sym, False, list(k.target.cflags), "avx2", **args)
    assert not bad.ok and bad.findings("UninitCondition", check="valgrind")
