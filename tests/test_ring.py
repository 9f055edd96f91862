"""Ring kernels F2[x]/(f): spec parsing, the recursion plan, the reference, and end-to-end checks."""
from __future__ import annotations

import functools
import shutil
from pathlib import Path

import numpy as np
import pytest

import gen
from gen.check import ct
from gen.dp.karatsuba import RecursionPlan, plan_recursion
from gen.errors import GenError
from gen.families.ring import parse_ring
from gen.families.ring.check import (bits_to_words, build, check_ring, reference_product_bits, reference_reduce_bits,
                                     run_basis, words_to_bits)
from gen.isa import get_target, host_supports
from gen.ir.vecwords import VecOp
from gen.isa.zmm_schoolbook import zmm_schoolbook_program
from gen.kernel_cache import emitted_kernel
from gen.project import Project
from gen.prove import ProofError
from gen.prove.vector_proof import check_all_basis_pairs, check_word_pairs
from gen.spec import poly

PROJECT = Project(Path(__file__).resolve().parent.parent)
EMITTED_DIR = PROJECT.emitted_dir
RING_CONFIGS = PROJECT.configs_of("ring")
generate_ring = functools.partial(gen.generate, family_name="ring", profile=False)


@pytest.mark.parametrize("spec", ["x^17669-1", "x^17669+1", "x17669+1", "17669,0"])
def test_ring_spec_spellings_agree(spec):
    ring = parse_ring(spec)
    assert ring.n == 17669 and ring.tail == (0,) and ring.cyclic and ring.words == 277


@pytest.mark.parametrize("spec, message", [
    ("", "empty"), ("x^10", "constant term"), ("x^200000-1", "out of range"),
    ("x^100+x^60+1", r"must be at most x\^50"), ("x^10+y+1", "cannot read term"), ("x^5+x^5+1", "twice"),
])
def test_bad_ring_specs_give_one_clear_error(spec, message):
    with pytest.raises(GenError, match=message):
        parse_ring(spec)


def test_reference_product_matches_python_integers():
    rng = np.random.default_rng(7)
    a, b = rng.integers(0, 2, 300, dtype=np.uint8), rng.integers(0, 2, 257, dtype=np.uint8)
    to_int = lambda bits: sum(int(x) << i for i, x in enumerate(bits))  # noqa: E731
    got = to_int(reference_product_bits(a, b))
    assert got == poly.clmul(to_int(a), to_int(b))


@pytest.mark.parametrize("spec", ["x^131-1", "x^200+x^3+1"])
def test_reference_reduce_matches_polymod(spec):
    ring = parse_ring(spec)
    rng = np.random.default_rng(3)
    c = rng.integers(0, 2, 2 * ring.n - 1, dtype=np.uint8)
    to_int = lambda bits: sum(int(x) << i for i, x in enumerate(bits))  # noqa: E731
    assert to_int(reference_reduce_bits(c, ring)) == poly.polymod(to_int(c), ring.modulus)


def test_words_bits_round_trip():
    w = np.array([0x0123456789ABCDEF, 0xFEDCBA9876543210], dtype=np.uint64)
    assert (bits_to_words(words_to_bits(w, 128), 2) == w).all()


def test_recursion_sizes_and_scratch():
    rec = RecursionPlan(277, 18, 0.0)
    assert rec.sizes() == [277, 139, 138, 70, 69, 35, 34, 18, 17]
    assert rec.base_sizes() == [18, 17] and rec.depth() == 4
    assert rec.scratch_words() == 4 * 139 + 4 * 70 + 4 * 35 + 4 * 18


def test_dual_plan_pairs_every_base_product_but_one():
    """One-product steps pair a0*b0 with M and recurse on a1*b1 alone; two-product steps stay paired."""
    rec = RecursionPlan(277, 9, 0.0, dual=True)
    assert rec.sizes() == [277, 138, 69, 34, 17, 8]  # the a1*b1 chain
    assert rec.dual_sizes() == [139, 70, 69, 35, 34, 18, 17, 9, 8]
    assert rec.base_sizes() == [8] and rec.dual_base_sizes() == [9, 8]

    def products(s: int, lanes: int) -> tuple[int, int]:  # (calls, products) of base kernels
        if rec.is_base(s):
            return 1, lanes
        h, low = (s + 1) // 2, s // 2
        kids = [(h, 2), (low, lanes)] if lanes == 1 else [(h, 2), (h, 2), (low, 2)]
        return tuple(map(sum, zip(*(products(*k) for k in kids))))

    calls, total = products(277, 1)
    assert total == 3 ** rec.depth() and calls == (total + 1) // 2  # 242 in pairs + 1 alone
    assert rec.scratch_words() == 4 * 139 + max(8 * 70 + 8 * 35 + 8 * 18 + 8 * 9, 4 * 69 + 8 * 35 + 8 * 18 + 8 * 9)


def test_dual_costs_make_the_dp_plan_in_pairs():
    target = get_target("avx2-vpclmul")
    costs = {s: float(s * s) for s in range(1, 17)}
    paired = plan_recursion(target, 277, base_costs=costs, dual_costs={s: 1.2 * c for s, c in costs.items()})
    assert paired.dual and paired.cost < plan_recursion(target, 277, base_costs=costs).cost


def test_dp_prefers_a_cheaper_base_when_costs_change():
    target = get_target("c64")
    cheap_small = {s: float(s * s) for s in range(1, 17)}
    cheap_large = {s: (s * s if s > 8 else 10.0 * s * s) for s in range(1, 17)}
    assert plan_recursion(target, 277, base_costs=cheap_small).base_max != \
        plan_recursion(target, 277, base_costs=cheap_large).base_max


@pytest.mark.parametrize("words, clmuls", [(1, 1), (2, 4), (5, 11), (6, 16), (9, 33), (16, 88)])
def test_zmm_schoolbook_is_the_product_on_every_basis_pair_with_whole_lanes(words, clmuls):
    prog = zmm_schoolbook_program(words)
    assert check_word_pairs(prog) == (64 * words) ** 2
    if words <= 6:
        assert check_all_basis_pairs(prog) == (64 * words) ** 2
    counts = prog.counts()
    # words of a in pairs: one window of b per pair and block, feeding up to four products
    assert counts["clmul"] == clmuls and counts["lane_broadcast"] == (words + 1) // 2


@pytest.mark.parametrize("plant", ["imm", "shift"])
def test_a_wrong_zmm_schoolbook_is_refused(plant):
    prog = zmm_schoolbook_program(6)
    kind, param = ("clmul", (0x11,)) if plant == "imm" else ("align", (6,))
    k = next(i for i, op in enumerate(prog.ops) if op.kind == kind and op.param != param)
    prog.ops[k] = VecOp(kind, prog.ops[k].args, prog.ops[k].words, prog.ops[k].side, param)
    with pytest.raises(ProofError):
        check_word_pairs(prog)


@pytest.mark.parametrize("spec, isa", [("x^700-1", "c64"), ("x^1000+x^9+1", "c64"), ("x^5000-1", "avx2"),
                                       ("x^12323-1", "avx512"), ("x^3001-1", "avx2-vpclmul"),
                                       ("x^2000+x^7+1", "avx2-vpclmul")])
def test_ring_kernel_passes_the_harness(tmp_path, spec, isa):
    target = get_target(isa)
    if not host_supports(target):
        pytest.skip(f"host cannot run {isa}")
    kernel = generate_ring(spec, isa)
    assert kernel.design.recursion.dual == (isa == "avx2-vpclmul")
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    rec = kernel.design.recursion
    result = check_ring(tmp_path, kernel.spec, kernel.sym, False, list(target.cflags), rec.base_sizes(),
                        do_bench=False, dual_base_sizes=rec.dual_base_sizes())
    assert result.counts["basis_pairs"] == sum((64 * s) ** 2 for s in rec.base_sizes()) + \
        sum((128 * s) ** 2 for s in rec.dual_base_sizes())


def test_a_two_lane_kernel_leaking_across_lanes_is_caught(tmp_path):
    """The two-lane basis check includes cross-lane pairs: a product that mixes a0 into c1 fails."""
    target = get_target("avx2-vpclmul")
    if not host_supports(target):
        pytest.skip("host cannot run avx2-vpclmul")
    kernel = generate_ring("x^1500-1", "avx2-vpclmul")
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    src = tmp_path / f"{kernel.sym}.c"
    dual = next(b for b in kernel.design.bases if b.lanes == 2)
    marker = f"static inline void {dual.fn_name}("
    head, tail = src.read_text().split(marker)
    body_end = tail.index("\n}\n")
    tail = tail[:body_end] + "\n    c1[1] ^= a0[0] & b1[0] & 1;" + tail[body_end:]  # bilinear, crosses lanes
    src.write_text(head + marker + tail)
    rec = kernel.design.recursion
    exe = build(tmp_path, kernel.sym, False, list(target.cflags), "gcc", tmp_path / "ring", rec.base_sizes(),
                rec.dual_base_sizes())
    with pytest.raises(GenError, match="two-lane base kernel"):
        run_basis(exe)
    with pytest.raises(GenError):  # and the whole-kernel check sees it too
        check_ring(tmp_path, kernel.spec, kernel.sym, False, list(target.cflags), rec.base_sizes(),
                   do_bench=False, dual_base_sizes=rec.dual_base_sizes())


def test_a_wrong_fold_is_caught(tmp_path):
    kernel = generate_ring("x^700-1", "c64")
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    src = tmp_path / f"{kernel.sym}.c"
    text = src.read_text()
    assert "<< 4);" in text  # 700 = 64 * 10 + 60: the fold's funnel shift by 64 - 60
    src.write_text(text.replace("<< 4);", "<< 5);", 1))
    with pytest.raises(GenError, match="wrong|differs"):
        check_ring(tmp_path, kernel.spec, kernel.sym, False, [], kernel.design.recursion.base_sizes(), do_bench=False)


def test_a_wrong_base_kernel_is_caught_by_the_basis_check(tmp_path):
    kernel = generate_ring("x^700-1", "c64")
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    src = tmp_path / f"{kernel.sym}.c"
    text = src.read_text()
    marker = f"static inline void {kernel.design.bases[0].fn_name}("
    head, tail = text.split(marker)
    body_end = tail.index("\n}\n")
    tail = tail[:body_end] + "\n    c[0] ^= a[0] & b[0] & 1;" + tail[body_end:]  # bilinear, wrong on e_0*e_0
    src.write_text(head + marker + tail)
    with pytest.raises(GenError):
        check_ring(tmp_path, kernel.spec, kernel.sym, False, [], kernel.design.recursion.base_sizes(), do_bench=False)


def test_ring_configs_cover_hqc_and_bike():
    ns = {c.spec.n for c in RING_CONFIGS}
    assert {17669, 35851, 57637, 12323, 24659, 40973} <= ns


@pytest.mark.parametrize("cfg", RING_CONFIGS, ids=lambda c: c.name)
def test_emitted_ring_kernels_are_the_generators_output(cfg):
    """emitted/ is the generator's output with the shipped tables and the committed wisdom (as gen --all makes it,
    through the kernel cache, which CI's gen --all --check has filled)."""
    for isa in cfg.isas:
        kernel = emitted_kernel(cfg, isa, PROJECT.wisdom)
        for name, text in kernel.files.items():
            assert (EMITTED_DIR / cfg.name / isa / name).read_text() == text


def _ring_files(tmp_path, spec: str, isa: str):
    kernel = generate_ring(spec, isa)
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    return kernel, tmp_path / f"{kernel.sym}.c"


def test_a_wrong_sparse_expansion_is_caught(tmp_path):
    """mul_sparse is checked against mul on positions the driver sets itself."""
    kernel, src = _ring_files(tmp_path, "x^700-1", "c64")
    text = src.read_text()
    assert "(pos[k] >> 6)" in text
    src.write_text(text.replace("(pos[k] >> 6)", "(pos[k] >> 6 ^ (pos[k] == 699))", 1))  # wrong for one position
    with pytest.raises(GenError, match="mul_sparse"):
        check_ring(tmp_path, kernel.spec, kernel.sym, False, [], kernel.design.recursion.base_sizes(), do_bench=False)


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind not installed")
def test_a_position_dependent_branch_in_mul_sparse_is_caught(tmp_path):
    """The constant-time driver marks mul_sparse's positions secret: a branch on one is a leak."""
    kernel, src = _ring_files(tmp_path, "x^700-1", "c64")
    text = src.read_text()
    marker = "            idx += RING_700_PRIV_V;"
    assert marker in text
    src.write_text(text.replace(marker, marker + "\n            if (pos[k] == 5) s[0] ^= 1;", 1))
    rep = ct.check_constant_time(tmp_path, kernel.sym, False, [], "c64", api=kernel.family.ct_api(kernel),
                                 compilers=("gcc",), opt_levels=("-O2",))
    assert not rep.ok and "priv_expand" in rep.describe()


def test_toom3_plan_calls_scratch_and_products():
    rec = RecursionPlan(277, 9, 0.0, toom_min=100)
    assert rec.kind(277) == "toom3" and rec.kind(93) == "karatsuba" and rec.kind(9) == "base"
    assert rec.calls(277) == [(93, 1), (93, 1), (91, 1), (94, 1), (94, 1)]  # a0b0, a(1)b(1), a2b2, at x, x+1
    assert rec.scratch_words() == (12 * 93 + 10) + max(rec.scratch_words(s) for s in (93, 91, 94))
    assert rec.base_products() == 5 * 3 ** 4 and "Toom-3 steps at 277..277" in rec.describe()  # 93 -> 6 words: 4 levels
    paired = RecursionPlan(277, 9, 0.0, dual=True, toom_min=100)
    assert paired.calls(277) == [(93, 2), (91, 1), (94, 2)] and paired.calls(277, 2)[2] == (91, 2)


@pytest.mark.parametrize("spec, isa, base_max, toom_min", [
    ("x^3001-1", "c64", 4, 12),            # Toom-3 down to 12 words (z = w there), then Karatsuba
    ("x^2000+x^7+1", "avx2", 5, 14),       # non-cyclic fold
    ("x^5000-1", "avx2-vpclmul", 6, 20),   # two-lane Toom-3 steps and pairs
    ("x^12323-1", "pclmul", 9, 100),       # one top level, as tuning picks
])
def test_toom3_kernels_pass_the_harness(tmp_path, spec, isa, base_max, toom_min):
    target = get_target(isa)
    if not host_supports(target):
        pytest.skip(f"host cannot run {isa}")
    kernel = generate_ring(spec, isa, base_max=base_max, toom_min=toom_min)
    rec = kernel.design.recursion
    assert any(rec.kind(s) == "toom3" for s in rec.sizes() + rec.dual_sizes())
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    check_ring(tmp_path, kernel.spec, kernel.sym, False, list(target.cflags), rec.base_sizes(), do_bench=False,
               dual_base_sizes=rec.dual_base_sizes())


def test_a_wrong_toom3_interpolation_is_caught(tmp_path):
    kernel = generate_ring("x^3001-1", "c64", base_max=4, toom_min=12)
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    src = tmp_path / f"{kernel.sym}.c"
    text = src.read_text()
    # x^4 c4: the bits carried into the next word (vector loop and scalar tail alike)
    assert text.count("(c4 + i - 1) >> 60") == 1 and text.count("c4[i - 1] >> 60") == 1
    src.write_text(text.replace("(c4 + i - 1) >> 60", "(c4 + i - 1) >> 61").replace("c4[i - 1] >> 60", "c4[i - 1] >> 61"))
    with pytest.raises(GenError, match="wrong|differs|!="):
        check_ring(tmp_path, kernel.spec, kernel.sym, False, [], kernel.design.recursion.base_sizes(), do_bench=False)
