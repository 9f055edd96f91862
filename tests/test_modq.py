"""The mod-q family: specs, the reference, the reduction primitives, the bounds and linearity proof (and
planted bugs it refuses), the compiled harness, constant time, the CLI and the emitted configs."""
from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import numpy as np
import pytest

import gen
from gen.check import ct
from gen.check.driver import target_options
from gen.cli import main
from gen.errors import GenError
from gen.kernel_cache import emitted_kernel
from gen.spec.prime import PrimeModulus
from gen.families.modq import parse_ntt
from gen.families.modq import reference as ref
from gen.families.modq.abi import adapters as mlkem_adapters
from gen.check.m4cycles import unicorn_available
from gen.families.modq.check import check_modq
from gen.families.modq.ct_emulated import emulated_constant_time
from gen.families.modq.lower import lower_invntt, mont_pair
from gen.families.modq.plan import CheckLog, lowering, plan_modq
from gen.families.modq.prove import ModqProofError, check_transforms, prove_modq
from gen.ir.lanes import Affine, Const, Imm, Interval, LaneFunction, Load, Loop, Macro, MacroOp, Op, Shuffle, Store, simulate
from gen.ir.schedule import schedule, schedule_region
from gen.isa import get_target, host_supports
from gen.isa.lanes import expanded_when_printed, lane_spelling
from gen.pipeline import write
from gen.project import Project
from gen.reduce.modq import PrimitiveError, check_macro, primitives
from gen.spec.prime import bit_reverse, centered, is_prime

PROJECT = Project(Path(__file__).resolve().parent.parent)
EMITTED_DIR = PROJECT.emitted_dir
NATIVE_ISAS = [i for i in ("c64", "avx2", "avx512") if host_supports(get_target(i))]
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
needs_valgrind = pytest.mark.skipif(shutil.which("valgrind") is None, reason="needs valgrind")
MLKEM = parse_ntt(3329, 256)

# PQClean's ML-KEM zetas (Montgomery form, the first 16 of 128), from its ntt.c
PQCLEAN_ZETAS = [-1044, -758, -359, -1517, 1493, 1422, 287, 202, -171, 622, 1577, 182, 962, -1202, -1474, 1468]


# -- specs -----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    ((3327, 256), "not an odd prime"),
    ((2, 256), "not an odd prime"),
    ((2147483647, 256), "too large: coefficients are 32-bit at most"),
    ((8380417, 256, None, None, 1 << 31), "input bound 2147483648 must be in"),
    ((3329, 100), "must be a power of two"),
    ((3329, 8), "must be a power of two in"),
    ((3, 256), "no primitive 4th root of unity"),
    ((3329, 512), "base degree 4"),
    ((3329, 256, 8), "allows 1..7 layers"),
    ((3329, 256, None, 3), "has order"),
    ((3329, 256, None, None, 40000), "input bound 40000 must be in"),
])
def test_bad_ntt_specs_are_refused_with_one_line(args, message) -> None:
    with pytest.raises(GenError, match=message) as exc:
        parse_ntt(*args)
    assert "\n" not in str(exc.value)


def test_mlkem_spec_has_fips203_parameters() -> None:
    assert (MLKEM.layers, MLKEM.zeta, MLKEM.base_degree, MLKEM.input_bound) == (7, 17, 2, 3328)
    assert parse_ntt(7681, 256).base_degree == 1 and parse_ntt(12289, 512).layers == 9
    assert is_prime(8380417) and not is_prime(3329 * 7681)


# -- the reference -------------------------------------------------------------------------------------------
def test_reference_twiddles_are_pqcleans_zetas() -> None:
    zetas = [centered(pow(17, bit_reverse(i, 7), 3329) * 2 ** 16, 3329) for i in range(16)]
    assert zetas == PQCLEAN_ZETAS


def test_reference_is_a_textbook_cooley_tukey_ntt() -> None:
    rng = np.random.default_rng(1)
    for spec in (MLKEM, parse_ntt(7681, 256), parse_ntt(12289, 512)):
        q, n = spec.q, spec.n
        a = [int(x) for x in rng.integers(0, q, n)]
        r, k, length = list(a), 1, n // 2
        while length >= spec.base_degree:
            for start in range(0, n, 2 * length):
                w = pow(spec.zeta, bit_reverse(k, spec.layers), q)
                k += 1
                for j in range(start, start + length):
                    t = w * r[j + length] % q
                    r[j + length], r[j] = (r[j] - t) % q, (r[j] + t) % q
            length //= 2
        assert r == ref.ntt(spec, a)
        assert np.array_equal(ref.ntt_matrix(spec) @ np.array(a) % q, np.array(r))


# -- reduction primitives ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("flavour", ["mulhi", "sqdmulh"])
def test_primitives_hold_on_every_input(flavour: str) -> None:
    p = primitives(3329, 16, flavour)
    assert check_macro(p, p.barrett, (Interval.lane(16),)).interval == Interval(-1664, 1664)
    z = centered(17 * 2 ** 16, 3329)
    zq = (z * p.qinv + 2 ** 15) % 2 ** 16 - 2 ** 15
    assert check_macro(p, p.montmul_const, (Interval.lane(16),), ((z, zq),)).interval.magnitude < 3329
    full = check_macro(p, p.montmul, (Interval.symmetric(3328), Interval.symmetric(3328)))
    assert full.exhaustive and full.inputs == 6657 ** 2
    big = check_macro(p, p.montmul, (Interval.symmetric(20000), Interval.symmetric(20000)))
    assert not big.exhaustive and big.interval.magnitude < 2 ** 15


def test_the_one_multiply_barrett_holds_on_every_int16_and_a_wrong_q_is_refused() -> None:
    p = primitives(3329, 16, "mulhi")
    assert [op.kind for op in p.barrett_mulhrs.ops] == ["mulhrs", "mullo", "sub"]
    check = check_macro(p, p.barrett_mulhrs, (Interval.lane(16),))
    assert check.exhaustive and check.inputs == 2 ** 16
    assert 1664 < check.interval.magnitude < 2300  # t = round(10 a / 2^15) is round(a / q) within 0.16
    bad = dataclasses.replace(p.barrett_mulhrs, ops=tuple(dataclasses.replace(op, args=(op.args[0], 3330))
                                                          if op.kind == "mullo" else op for op in p.barrett_mulhrs.ops))
    with pytest.raises(PrimitiveError, match="barrett_mulhrs mod 3329 .* is wrong for a ="):
        check_macro(p, bad, (Interval.lane(16),))


def test_a_wrong_twisted_twiddle_is_refused() -> None:
    p = primitives(3329, 16, "mulhi")
    z = centered(17 * 2 ** 16, 3329)
    zq = (z * p.qinv + 2 ** 15) % 2 ** 16 - 2 ** 15
    with pytest.raises(PrimitiveError, match="montmul_const mod 3329 .* is wrong for a ="):
        check_macro(p, p.montmul_const, (Interval.lane(16),), ((z, zq + 1),))


def test_a_wrong_montgomery_constant_is_refused() -> None:
    p = dataclasses.replace(primitives(3329, 16, "mulhi"))
    bad = dataclasses.replace(p.montmul, ops=tuple(dataclasses.replace(op, args=(op.args[0], -3325))
                                                   if op.args[-1:] == (p.qinv,) else op for op in p.montmul.ops))
    with pytest.raises(PrimitiveError, match="montmul mod 3329"):
        check_macro(p, bad, (Interval.symmetric(100), Interval.symmetric(100)))


# -- plans and proofs --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("q, n", [(3329, 256), (7681, 256), (12289, 512), (257, 64)])
@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512", "neon"])
def test_every_plan_is_proved(q: int, n: int, isa: str) -> None:
    plan = plan_modq(parse_ntt(q, n), get_target(isa))
    proof = prove_modq(plan)
    assert proof.vectors > 2 * n and proof.primitive_checks > 0
    assert plan.bound("ntt").magnitude <= q - 1 and plan.bound("invntt").magnitude <= q - 1


def test_forced_pass_structures_are_all_correct() -> None:
    for passes in ("1|2|3|4|5|6|7", "1-3|4-7", "1-2|3-4|5-7", "1*2|2-7*2", "1-4*4|5-7*2"):
        plan = plan_modq(MLKEM, get_target("avx2"), passes=passes)
        prove_modq(plan)
    with pytest.raises(GenError, match="must cover layers 1..7"):
        plan_modq(MLKEM, get_target("avx2"), passes="1-3|5-7")


def test_planner_places_reductions_only_where_bounds_need_them() -> None:
    plan = plan_modq(MLKEM, get_target("avx2"), ntt_output="lazy")
    assert not [r for r in plan.reductions if r.function == "ntt"]  # 7 layers of growth fit 16 bits
    inv = [r for r in plan.reductions if r.function == "invntt"]
    assert inv and all("could reach" in r.why for r in inv)
    wide = plan_modq(parse_ntt(3329, 256, input_bound=32767), get_target("avx2"))
    assert any(r.function == "ntt" and r.where == "layer 1" for r in wide.reductions)
    prove_modq(wide)


@pytest.mark.parametrize("isa", ["avx2", "avx512", "neon"])
def test_vector_inverses_reduce_vectors_of_sums_where_they_are_made(isa: str) -> None:
    plan = plan_modq(MLKEM, get_target(isa))
    assert plan.inverse_shape.early_sums and "sums reduced where they are made" in plan.describe()
    made = {s.dst: s for s in plan.functions["invntt"].walk() if isinstance(s, (Op, Macro))}
    barretts = [s for s in made.values() if isinstance(s, Macro) and s.expansion.name.startswith("barrett")]
    # each reduces the sum of a butterfly as it is made, not a vector the lane exchanges mixed with products
    assert barretts and all(made[s.args[0]].kind == "add" for s in barretts)
    inv = [r for r in plan.reductions if r.function == "invntt"]
    assert all("the next layer's sum could reach" in r.why for r in inv)
    # reduced at the next layer instead (on the mixed vectors): more of them (avx512 384 coefficients
    # against 192, avx2 256 against 160)
    low = lowering(plan.spec, plan.spelling, plan.prims, CheckLog(plan.prims))
    lower_invntt(low, dataclasses.replace(plan.inverse_shape, early_sums=False), plan.contracts)
    lazy = sum(r.coefficients for r in low.reductions if r.function == "invntt")
    early = sum(r.coefficients for r in inv)
    assert early < lazy


def test_scalar_inverses_reduce_one_operand_where_a_sum_would_overflow() -> None:
    plan = plan_modq(MLKEM, get_target("c64"))
    assert not plan.inverse_shape.early_sums and "where they are made" not in plan.describe()
    assert all("a sum could reach" in r.why for r in plan.reductions if r.function == "invntt")


def test_x86_transforms_reduce_with_one_rounding_multiply_where_other_targets_shift() -> None:
    def barretts(isa: str, q: int = 3329) -> set[str]:
        plan = plan_modq(parse_ntt(q, 256), get_target(isa))
        return {s.expansion.name for s in plan.functions["invntt"].walk()
                if isinstance(s, Macro) and s.expansion.name.startswith("barrett")}
    assert barretts("avx2") == barretts("avx512") == {"barrett_mulhrs"}
    assert barretts("c64") == {"barrett_floor"} and barretts("neon") == {"barrett"}
    assert "barrett_mulhrs" not in barretts("avx512", 8380417)


def _mutate_first(fn, kind, change, where=lambda s: True):
    """Replace the first statement of `kind` with where(statement) (walking loops) by change(statement)."""
    def walk(stmts):
        for i, s in enumerate(stmts):
            if isinstance(s, kind) and where(s):
                stmts[i] = change(s)
                return True
            if isinstance(s, Loop):
                body = list(s.body)
                if walk(body):
                    stmts[i] = dataclasses.replace(s, body=tuple(body))
                    return True
        return False
    assert walk(fn.body)


def test_the_proof_refuses_a_wrong_twiddle() -> None:
    plan = plan_modq(MLKEM, get_target("avx2"))
    _mutate_first(plan.functions["ntt"], Const,
                  lambda s: dataclasses.replace(s, rows=tuple(tuple(-x for x in r) for r in s.rows)))
    with pytest.raises(ModqProofError, match="ntt: wrong on unit vector"):
        check_transforms(plan)


def test_the_proof_refuses_a_wrong_shuffle() -> None:
    plan = plan_modq(MLKEM, get_target("avx2"))
    _mutate_first(plan.functions["ntt"], Shuffle, lambda s: dataclasses.replace(s, maps=(s.maps[1], s.maps[0])))
    with pytest.raises(ModqProofError, match="ntt: wrong on unit vector"):
        check_transforms(plan)


def test_the_proof_refuses_a_wrong_split() -> None:
    """x86 plans exchange 32-bit units by a split (vshufps) undone by an interleave (vpunpck[lh]dq): the
    split's maps replaced by the interleave's are refused."""
    plan = plan_modq(MLKEM, get_target("avx2"))
    split, interleave = plan.shape.split
    assert any(isinstance(s, Shuffle) and s.maps == split for s in plan.functions["ntt"].walk())
    _mutate_first(plan.functions["ntt"], Shuffle, lambda s: dataclasses.replace(s, maps=interleave),
                  lambda s: s.maps == split)
    with pytest.raises(ModqProofError, match="ntt: wrong on unit vector"):
        check_transforms(plan)


def test_x86_transforms_split_32_bit_exchanges_and_mind_the_helpers_registers() -> None:
    """avx2: the 32-bit lane exchanges are a vshufps pair (no shift and blend), undone by vpunpck[lh]dq; the
    ML-DSA transforms, whose Montgomery products are helper calls, are scheduled within a budget that leaves
    the helper's registers free."""
    for spec, sym in ((MLKEM, "mlkem"), (parse_ntt(8380417, 256), "mldsa")):
        kernel = gen.generate(spec, "avx2", name=sym, profile=False)
        c = kernel.files[f"{sym}.c"]
        body = c[c.index(f"void {sym}_ntt("):c.index(f"void {sym}_invntt_tomont(")]
        assert "_mm256_shuffle_ps" in body and "_mm256_unpacklo_epi32" in body
        assert "_mm256_slli_epi64" not in body
        machine = kernel.design.plan.transform_machines["ntt"]
        assert machine.strict == (sym == "mldsa")
        assert machine.registers == (8 if sym == "mldsa" else 15)


@pytest.mark.parametrize("isa", ["c64", "avx512"])
def test_the_proof_refuses_a_missing_reduction(isa: str) -> None:
    plan = plan_modq(MLKEM, get_target(isa))
    fn = plan.functions["invntt"]
    assert any(isinstance(s, Macro) and s.expansion.name.startswith("barrett") for s in fn.walk())
    # the first Barrett reduction replaced by x + 0: the sum after it can leave the lane
    _mutate_first(fn, Macro, lambda s: Op(s.dst, "add", (s.args[0], Imm(0))), lambda s: s.expansion.name.startswith("barrett"))
    with pytest.raises(ModqProofError, match="invntt: add of .* can leave the 16-bit lane"):
        prove_modq(plan)


def test_simulation_flags_a_lane_overflow() -> None:
    plan = plan_modq(MLKEM, get_target("avx2"), ntt_output="lazy")
    big = np.full((1, 256), 32000, dtype=np.int64)
    _, overflows = simulate(plan.functions["ntt"], {"r": big})
    assert overflows  # inputs far beyond the declared bound do overflow; the proof's bounds exclude them


# -- compiled kernels --------------------------------------------------------------------------------------------
def _stage(kernel, d: Path) -> Path:
    d.mkdir(parents=True, exist_ok=True)
    for name, text in kernel.files.items():
        (d / name).write_text(text)
    return d


@needs_gcc
@pytest.mark.parametrize("isa", NATIVE_ISAS)
def test_compiled_kernels_pass_the_harness(tmp_path: Path, isa: str) -> None:
    kernel = gen.generate(MLKEM, isa, name="mlkem", profile=False)
    rep = check_modq(_stage(kernel, tmp_path), "mlkem", False, list(kernel.target.cflags), do_bench=False)
    assert rep.counts["unit_vectors"] == 512 and rep.counts["montgomery_inputs"] == 2 * 3329 * 32768


@needs_gcc
@pytest.mark.parametrize("mutation", ["twiddle", "butterfly", "bound", "barrett", "split", "interleave", "pair_pack",
                                      "pair_swap"])
def test_a_planted_bug_is_caught_and_nothing_written(tmp_path: Path, mutation: str) -> None:
    kernel = gen.generate(MLKEM, "avx2", name="mlkem", profile=False)
    c, h = kernel.files["mlkem.c"], kernel.files["mlkem.h"]
    if mutation == "twiddle":  # one lane of the first twiddle vector of ntt
        c, n = re.subn(r"(_priv_ntt_v\[\d+\]\[16\] __attribute__\(\(aligned\(64\)\)\) = \{\n    \{)(-?\d+)",
                       lambda m: m.group(1) + str(int(m.group(2)) + 1), c, count=1)
    elif mutation == "butterfly":
        c, n = re.subn(r"_mm256_sub_epi16\((v\d+), (v\d+)\);", r"_mm256_add_epi16(\1, \2);", c, count=1)
    elif mutation == "split":  # vshufps picking unit 3 of x where the split takes unit 2
        c, n = re.subn(r"_mm256_shuffle_ps\((.*?), 0x88\)", r"_mm256_shuffle_ps(\1, 0x8C)", c, count=1)
    elif mutation == "interleave":  # the low interleave printed as the high one
        c, n = re.subn(r"_mm256_unpacklo_epi32\(", "_mm256_unpackhi_epi32(", c, count=1)
    elif mutation == "pair_pack":  # montmul_pairs' low halves: lane 0 of u's where s's belongs
        c, n = re.subn(r"(const __m256i lo = _mm256_blend_epi16\(s, _mm256_slli_epi32\(u, 16\)), 0xAA\)", r"\1, 0xAB)", c,
                       count=1)
    elif mutation == "pair_swap":  # the pair swap of the base multiplication leaves one byte pair unswapped
        c, n = re.subn(r"_mm_set_epi8\(13, 12, 15, 14,", "_mm_set_epi8(15, 14, 15, 14,", c, count=1)
    elif mutation == "bound":  # a header promising a tighter output bound than the code meets
        h, n = re.subn(r"#define MLKEM_INVNTT_OUT_BOUND \d+", "#define MLKEM_INVNTT_OUT_BOUND 1000", h)
    else:
        c, n = re.subn(r"\(int16_t\)\(\(h \+ 512\) >> 10\)", "(int16_t)((h + 511) >> 10)", c)
    assert n == 1
    kernel.files["mlkem.c"], kernel.files["mlkem.h"] = c, h
    with pytest.raises(GenError, match="wrong|out of bound|not 2\\^16"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


@needs_gcc
@pytest.mark.skipif(not host_supports(get_target("neon")), reason="aarch64 cross gcc or qemu-aarch64 missing")
def test_neon_kernel_is_checked_under_qemu(tmp_path: Path) -> None:
    kernel = write(gen.generate(MLKEM, "neon", name="mlkem", profile=False), tmp_path / "k")
    assert kernel.harness.counts["unit_vectors"] == 512 and kernel.harness.bench == {}
    assert "vqdmulhq_s16" in kernel.files["mlkem.c"] and "vtrn1q_s16" in kernel.files["mlkem.c"]


@needs_gcc
def test_emitted_modq_kernels_pass_their_check() -> None:
    """Every emitted mod-q config as committed, on the ISAs this host runs (gcc only, no timing)."""
    configs = PROJECT.configs_of("modq")
    assert sorted(c.name for c in configs) == ["mldsa", "mldsa_native", "mlkem", "mlkem_native", "ntt_12289", "ntt_7681"]
    for cfg in configs:
        for isa in (i for i in NATIVE_ISAS if i in cfg.isas):
            kernel = emitted_kernel(cfg, isa, PROJECT.wisdom)  # the kernel cache's copy after gen --all
            res = check_modq(EMITTED_DIR / cfg.name / isa, cfg.name, False, list(kernel.target.cflags),
                             do_bench=False, compilers=["gcc"])
            assert res.counts["unit_vectors"] == 2 * cfg.spec.n


# -- constant time ---------------------------------------------------------------------------------------------
@needs_valgrind
@pytest.mark.parametrize("isa", [i for i in ("c64", "avx2") if i in NATIVE_ISAS])
def test_modq_kernels_pass_the_constant_time_checks(tmp_path: Path, isa: str) -> None:
    kernel = gen.generate(MLKEM, isa, name="mlkem", profile=False)
    rep = ct.check_constant_time(_stage(kernel, tmp_path), "mlkem", False, list(kernel.target.cflags), isa,
                                 api=kernel.family.ct_api(kernel), opt_levels=("-O0", "-O2"))
    assert rep.ok and rep.complete, rep.describe()
    assert all(r.data["outputs_tainted"]["mul"] for r in rep.by_check("valgrind"))


@needs_valgrind
def test_a_secret_dependent_reduction_is_caught(tmp_path: Path) -> None:
    kernel = gen.generate(MLKEM, "c64", name="mlkem", profile=False)
    c = kernel.files["mlkem.c"]
    leaky = c.replace("int16_t mlkem_barrett_reduce(int16_t a)\n{",
                      "int16_t mlkem_barrett_reduce(int16_t a)\n{\n    if (a >= 3329) return (int16_t)(a - 3329);")
    assert leaky != c
    kernel.files["mlkem.c"] = leaky
    rep = ct.check_constant_time(_stage(kernel, tmp_path), "mlkem", False, [], "c64",
                                 api=kernel.family.ct_api(kernel), opt_levels=("-O2",))
    assert not rep.ok and rep.findings("UninitCondition")


# -- CLI and configs ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("args, message", [
    (["--prime", "3329"], "--prime goes with --ntt"),
    (["--ntt", "256"], "--ntt goes with --prime"),
    (["--prime", "3327", "--ntt", "256"], "not an odd prime"),
    (["--prime", "3329", "--ntt", "256", "--layers", "8"], "allows 1..7 layers"),
    (["--prime", "3329", "--ntt", "256", "--root", "3"], "has order"),
    (["--prime", "x", "--ntt", "256"], "invalid int value"),
    (["--prime", "3329", "--ntt", "256", "--abi", "pqclean-hqc"], "not for a mod-q NTT kernel"),
    (["--layers", "3"], "--layers goes with --prime and --ntt"),
])
def test_bad_modq_input_gets_one_line_exit_2_and_writes_nothing(tmp_path: Path, capsys, args, message) -> None:
    assert main([*args, "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_cli_emits_with_bounds_and_reductions_in_the_summary(tmp_path: Path, capsys) -> None:
    assert main(["--prime", "7681", "--ntt", "256", "--isa", "avx512", "--no-verify", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Z_7681[x]/(x^256+1), NTT, zeta = 62 on avx512" in out
    assert "bounds    ntt 7680 ->" in out and "reduces   " in out
    header = (tmp_path / "ntt_7681_256.h").read_text()
    assert "gen --prime 7681 --ntt 256 --isa avx512" in header and "#define NTT_7681_256_NTT_OUT_BOUND" in header


def test_different_forward_and_inverse_pass_structures_are_proved() -> None:
    plan = plan_modq(MLKEM, get_target("avx512"), passes="1-7", inverse_passes="1-2*2|3-7")
    prove_modq(plan)
    assert plan.describe() == ("32 x 16-bit lanes, layer passes 1-7, 32-bit lane exchanges split; inverse 1-2*2|3-7; "
                               "the inverse's sums reduced where they are made")


@needs_gcc
@pytest.mark.skipif("avx2" not in NATIVE_ISAS, reason="host cannot run avx2")
def test_tuning_times_pass_structures_and_generation_reads_the_wisdom(tmp_path: Path) -> None:
    wisdom = tmp_path / "w.toml"
    lines, headline = gen.families.modq.FAMILY.tune(MLKEM, get_target("avx2"), wisdom, 3, {})
    assert len(lines) == 5 and "ntt" in headline
    kernel = gen.generate(MLKEM, "avx2", name="mlkem", profile=False, wisdom=wisdom)
    assert kernel.design.plan.source.startswith("wisdom w.toml (measured on")
    assert "chosen by wisdom w.toml" in kernel.files["mlkem.c"]


# -- the printed order (gen.ir.schedule) -------------------------------------------------------------------------
@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512", "neon"])
def test_scheduling_only_reorders_every_function(isa: str) -> None:
    plan = plan_modq(MLKEM, get_target(isa))
    rng = np.random.default_rng(7)
    for name, fn in plan.functions.items():
        inputs = {a: rng.integers(-iv.magnitude, iv.magnitude + 1, size=(4, fn.arrays[a])) for a, iv in fn.inputs.items()}
        before, overflows = simulate(fn, inputs)
        scheduled, sp = schedule(fn, plan.machine), lane_spelling(get_target(isa))
        after, _ = simulate(scheduled, inputs)  # expanded primitives wrap on purpose (checked as a whole)
        assert not overflows and all(np.array_equal(before[a], after[a]) for a in fn.outputs), name
        # every primitive is expanded into its lane ops, but those the target prints whole (x86: montmul_pairs)
        assert all(not expanded_when_printed(sp, s.expansion) for s in scheduled.walk() if isinstance(s, Macro))


def _tiny(body, arrays=None) -> LaneFunction:
    fn = LaneFunction("tiny", 16, 1, arrays or {"r": 2}, {"r": Interval(-5, 5)}, ("r",))
    fn.body = list(body)
    fn.intervals = {v: Interval(-100, 100) for v in range(10)}
    return fn


def test_a_store_stays_after_the_loads_it_overwrites_and_before_those_that_read_it() -> None:
    machine = plan_modq(MLKEM, get_target("avx2")).machine
    zero, one = Affine(0), Affine(1)
    body = [Load(0, "r", one), Op(1, "add", (0, 0)), Op(2, "add", (1, 1)), Op(3, "add", (2, 2)),
            Load(4, "r", zero), Store("r", one, 4), Load(5, "r", one), Store("r", zero, 3), Store("r", zero, 5)]
    order = schedule_region(body, machine)
    pos = {id(s): k for k, s in enumerate(order)}
    assert pos[id(body[0])] < pos[id(body[5])] < pos[id(body[6])]  # r[1]: load, store, load
    assert pos[id(body[4])] < pos[id(body[7])] < pos[id(body[8])]  # r[0]: load, store, store
    fn = _tiny(body)
    out, _ = simulate(schedule(fn, machine), {"r": np.array([[1, 2]])})
    want, _ = simulate(fn, {"r": np.array([[1, 2]])})
    assert np.array_equal(out["r"], want["r"])


@pytest.mark.parametrize("isa", ["c64", "neon"])  # x86 sums interleaved pairs instead (montmul_pairs)
def test_products_with_the_same_b_share_b_times_qinv(isa: str) -> None:
    plan = plan_modq(MLKEM, get_target(isa))
    qinv = plan.prims.qinv
    body = next(s for s in schedule(plan.functions["basemul"], plan.machine).body if isinstance(s, Loop)).body
    by_qinv = [s for s in body if isinstance(s, Op) and s.kind == "mullo" and Imm(qinv) in s.args]
    assert len(by_qinv) == 2  # b0 and b1, each shared by its two products


# -- 32-bit lanes (ML-DSA) -------------------------------------------------------------------------------------
MLDSA_Q = 8380417


def test_primes_above_2_14_get_32_bit_lanes_and_ml_dsa_constants() -> None:
    assert parse_ntt(3329, 256).lane_bits == 16
    spec = parse_ntt(MLDSA_Q, 256)
    assert (spec.lane_bits, spec.layers, spec.zeta) == (32, 8, 1753)
    prims = primitives(MLDSA_Q, 32, "mulhi")
    assert prims.qinv == 58728449  # PQClean ML-DSA's QINV
    assert spec.modulus.to_montgomery(1, 32) == -4186625  # and its MONT


def test_32_bit_barrett_is_ml_dsa_reduce32_with_its_exact_bound() -> None:
    prims = primitives(MLDSA_Q, 32, "mulhi")
    check = check_macro(prims, prims.barrett, (prims.barrett_domain,))
    assert prims.barrett_domain == Interval(-(1 << 31), (1 << 31) - (1 << 22) - 1)
    assert check.interval == Interval(-6283009, 6283008) and not check.exhaustive
    a = np.array([-(1 << 31), -1, 0, 4190208, 4194303, 4194304, (1 << 31) - (1 << 22) - 1], dtype=np.int64)
    want = a - ((a + (1 << 22)) >> 23) * MLDSA_Q
    assert (prims.barrett.evaluate({"a": a}, 32) == want).all()


def test_32_bit_barrett_refuses_inputs_whose_rounding_add_leaves_the_lane() -> None:
    prims = primitives(MLDSA_Q, 32, "mulhi")
    with pytest.raises(PrimitiveError, match="leaves the lane"):
        check_macro(prims, prims.barrett, (Interval.lane(32),))


def test_a_wrong_twisted_constant_is_refused_over_a_32_bit_range() -> None:
    prims = primitives(MLDSA_Q, 32, "mulhi")
    z, zq = mont_pair(prims, 1753)
    big = (Interval(-9 * MLDSA_Q, 9 * MLDSA_Q),)
    assert check_macro(prims, prims.montmul_const, big, ((z, zq),)).interval.magnitude < MLDSA_Q
    with pytest.raises(PrimitiveError, match="is not z\\*q\\^-1"):
        check_macro(prims, prims.montmul_const, big, ((z, zq + 2),))


def test_a_changed_primitive_is_refused_by_the_whole_range_argument() -> None:
    prims = primitives(MLDSA_Q, 32, "mulhi")
    b = prims.barrett
    off_by_one = dataclasses.replace(b, ops=(dataclasses.replace(b.ops[0], args=("a", (1 << 22) + 1)), *b.ops[1:]))
    with pytest.raises(PrimitiveError, match="not the construction"):
        check_macro(prims, off_by_one, (Interval(-(1 << 30), 1 << 30),))


def test_caddq_adds_q_to_negatives_only() -> None:
    prims = primitives(MLDSA_Q, 32, "mulhi")
    assert check_macro(prims, prims.caddq, (Interval(-MLDSA_Q + 1, MLDSA_Q - 1),)).interval == Interval(0, MLDSA_Q - 1)
    a = np.array([-5, 0, 7], dtype=np.int64)
    assert list(prims.caddq.evaluate({"a": a}, 32)) == [MLDSA_Q - 5, 0, 7]


@pytest.mark.skipif(not host_supports(get_target("cortex-m4")), reason="cortex-m4 toolchain or qemu-system-arm missing")
def test_emitted_mldsa_cortex_m4_kernel_passes_its_check_under_qemu_system_arm() -> None:
    target = get_target("cortex-m4")
    res = check_modq(EMITTED_DIR / "mldsa" / "cortex-m4", "mldsa", False, list(target.cflags), do_bench=False,
                     **target_options(target).as_kwargs())
    assert res.counts["unit_vectors"] == 512 and res.counts["basis_pairs"] > 0
    text = (EMITTED_DIR / "mldsa" / "cortex-m4" / "mldsa.c").read_text()
    assert "smlal %0" in text and "twiddles z (m = a*z*q^-1 mod R" in text and "naked" in text


needs_m4_emulation = pytest.mark.skipif(
    shutil.which("arm-none-eabi-gcc") is None or not unicorn_available(), reason="arm-none-eabi-gcc or unicorn missing")
CADDQ_LINE = "        const int32_t v3 = (int32_t)(v2 & (int32_t)8380417);"


def _mldsa_m4_plan():
    """The plan of emitted/mldsa/cortex-m4 (configs/mldsa.toml: lazy NTT, accumulations 4, 5, 7, rounding)."""
    return emitted_kernel(PROJECT.config("mldsa"), "cortex-m4", PROJECT.wisdom).design.plan


@needs_m4_emulation
def test_emitted_mldsa_cortex_m4_kernel_has_input_independent_traces() -> None:
    rep = emulated_constant_time(EMITTED_DIR / "mldsa" / "cortex-m4", "mldsa", _mldsa_m4_plan(), [])
    assert rep.ok and rep.functions == 21 and rep.builds == 2, rep.describe()  # 13 NTT-domain + 8 rounding


@needs_m4_emulation
@pytest.mark.parametrize("leak", [
    "        static const int32_t add[2] = {0, 8380417};\n        const int32_t v3 = add[(uint32_t)v0 >> 31];",
    "        int32_t v3 = 0;\n        if (v0 < 0) { __asm__ volatile(\"nop\\n\\tnop\"); v3 = 8380417; }",
])
def test_a_secret_table_index_or_branch_is_caught_under_emulation(tmp_path: Path, leak: str) -> None:
    shutil.copytree(EMITTED_DIR / "mldsa" / "cortex-m4", tmp_path, dirs_exist_ok=True)
    src = tmp_path / "mldsa.c"
    text = src.read_text()
    assert text.count(CADDQ_LINE) == 1
    src.write_text(text.replace(CADDQ_LINE, leak))
    rep = emulated_constant_time(tmp_path, "mldsa", _mldsa_m4_plan(), [])
    assert not rep.ok and "mldsa_caddq" in rep.describe(), rep.describe()


@pytest.mark.parametrize("q", [17, 97, 257, 769, 3329, 7681])
def test_the_root_of_unity_is_the_smallest_element_of_its_exact_order(q: int) -> None:
    """Against the definition, for every order dividing q - 1 (the planner asks for 2n-th roots)."""
    modulus = PrimeModulus(q)
    for order in (d for d in range(2, q) if (q - 1) % d == 0):
        want = next(x for x in range(2, q) if modulus.order(x) == order)
        assert modulus.primitive_root_of_unity(order) == want, (q, order)


def test_a_prime_with_too_little_room_in_its_lanes_is_one_line_at_planning() -> None:
    with pytest.raises(GenError, match="leaves too little room in 32-bit lanes") as exc:
        plan_modq(parse_ntt(1073479681, 256), get_target("avx2"))
    assert "\n" not in str(exc.value)


# -- ML-DSA's accumulations: the exact products summed, one reduction (montmul_sum) -------------------------------
MLDSA_BASEMUL_IN = 42035242  # the lazy NTT's output bound: what the accumulations are declared to take


def _mldsa_plan(isa: str):
    return plan_modq(parse_ntt(MLDSA_Q, 256), get_target(isa), ntt_output="lazy", acc=(4, 5, 7))


@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512"])
def test_ml_dsa_accumulations_sum_exact_products_and_reduce_once(isa: str) -> None:
    plan = _mldsa_plan(isa)
    R = 1 << 32
    b = plan.functions["basemul"].inputs["a"].magnitude  # the lazy NTT's output bound on this ISA's plan
    assert b in (MLDSA_BASEMUL_IN, 42045456)  # avx2/avx512, c64
    for name, k in (("basemul", 1), ("basemul_acc4", 4), ("basemul_acc5", 5), ("basemul_acc7", 7)):
        fn = plan.functions[name]
        assert fn.inputs["a"].magnitude == fn.inputs["b"].magnitude == b
        assert {s.expansion.name for s in fn.walk() if isinstance(s, Macro)} == {f"montmul_sum{k}"}
        # the bound of PQClean's comment, |x| < q + k(q-1)^2/2^32, for inputs up to b
        assert plan.bound(name).magnitude == (k * b ** 2 + R // 2 * MLDSA_Q) // R
    if b == MLDSA_BASEMUL_IN:
        assert plan.bound("basemul_acc7").magnitude == 7070028  # was 32211277 with each product reduced
    sched = schedule(plan.functions["basemul_acc5"], plan.machine)
    rng = np.random.default_rng(5)
    inputs = {a: rng.integers(-b, b + 1, size=(4, 5 * 256)) for a in ("a", "b")}
    inputs["a"][0], inputs["b"][0] = b, -b  # extremes: every product -B^2
    want = [(sum(inputs["a"][:, i * 256:(i + 1) * 256].astype(object) * inputs["b"][:, i * 256:(i + 1) * 256]
                 for i in range(5)) * pow(R, -1, MLDSA_Q)) % MLDSA_Q]
    for f in (plan.functions["basemul_acc5"], sched):
        out, overflows = simulate(f, inputs)
        assert not overflows and ((out["r"].astype(object) - want[0]) % MLDSA_Q == 0).all()


def test_neon_keeps_one_reduction_per_product_where_it_has_no_wide_sum() -> None:
    plan = _mldsa_plan("neon")
    assert {s.expansion.name for s in plan.functions["basemul_acc5"].walk() if isinstance(s, Macro)} == {"montmul"}


def test_montmul_sum_refuses_sums_that_leave_64_bits_and_changed_constructions() -> None:
    prims = primitives(MLDSA_Q, 32, "mulhi")
    ok = check_macro(prims, prims.montmul_sum(7), (Interval.symmetric(MLDSA_BASEMUL_IN),) * 14)
    assert ok.interval == Interval(-7070028, 7070028) and not ok.exhaustive
    with pytest.raises(PrimitiveError, match="can leave 64 bits"):  # 2 * 2^62 overflows an int64_t
        check_macro(prims, prims.montmul_sum(2), (Interval.lane(32),) * 4)
    s = prims.montmul_sum(3)
    no_reduction = dataclasses.replace(s, ops=tuple(dataclasses.replace(op, args=(op.args[0], 0))
                                                    if op.dst == "t" else op for op in s.ops))  # m*q dropped
    wrong_qinv = dataclasses.replace(s, ops=tuple(dataclasses.replace(op, args=(op.args[0], prims.qinv + 2))
                                                  if op.dst == "m" else op for op in s.ops))
    for bad in (no_reduction, wrong_qinv):
        with pytest.raises(PrimitiveError, match="not the construction"):
            check_macro(prims, bad, (Interval.symmetric(MLDSA_Q),) * 6)
        # and evaluated, the change is wrong mod q: what the identity argument's evaluation would catch
        x = {p: np.array([12345 + i], dtype=object) for i, p in enumerate(bad.params)}
        out = bad.evaluate(x, 32)
        assert not prims.expected(s.name, list(x.values()), out).all()


def test_the_proof_refuses_a_dropped_accumulation_reduction_and_a_shrunk_bound() -> None:
    plan = _mldsa_plan("avx2")
    prove_modq(plan)
    s = plan.prims.montmul_sum(5)
    # the reduction dropped: r = the sum's high half, without the m*q that makes it exact and congruent
    dropped = dataclasses.replace(s, ops=tuple(op for op in s.ops if op.kind in ("mulw", "addw"))
                                  + (MacroOp("r", "hiw", ("s4",)),))
    _mutate_first(plan.functions["basemul_acc5"], Macro, lambda m: dataclasses.replace(m, expansion=dropped))
    with pytest.raises(GenError, match="montmul_sum5"):
        prove_modq(plan)
    plan = _mldsa_plan("avx2")
    plan.contracts.acc_out = 7000000  # below what acc7 reaches (7070028): a header promising too much
    with pytest.raises(ModqProofError, match="basemul_acc7: outputs .* break the contract"):
        prove_modq(plan)


@needs_gcc
@pytest.mark.skipif("avx2" not in NATIVE_ISAS, reason="needs an avx2 host")
def test_a_planted_bug_in_the_compiled_accumulation_is_caught(tmp_path: Path) -> None:
    kernel = gen.generate(parse_ntt(MLDSA_Q, 256), "avx2", name="mldsa", profile=False)
    c = kernel.files["mldsa.c"]
    assert "mldsa_priv_montmul_sum4(" in c
    # montmul_sum4 adds m*q to the even lanes' sum instead of subtracting it
    c, n = re.subn(r"(montmul_sum4\(.*?)_mm256_sub_epi64\(se, ", r"\1_mm256_add_epi64(se, ", c, count=1, flags=re.S)
    assert n == 1
    kernel.files["mldsa.c"] = c
    with pytest.raises(GenError, match="wrong|out of bound"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


# -- ML-KEM's base multiplications on x86: interleaved pairs, products summed by vpmaddwd (montmul_pairs) ----------
@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512", "neon"])
def test_x86_base_multiplications_sum_interleaved_pairs_and_reduce_once(isa: str) -> None:
    plan = plan_modq(MLKEM, get_target(isa))
    x86 = isa in ("avx2", "avx512")
    for name, k in (("basemul", 1), ("basemul_acc3", 3), ("basemul_acc4", 4)):
        fn = plan.functions[name]
        macros = {s.expansion.name for s in fn.walk() if isinstance(s, Macro)}
        assert (f"montmul_pairs{k}" in macros) == x86 and ("montmul" in macros) != x86
        assert not x86 or not any(isinstance(s, Shuffle) and s.chunk for s in fn.walk())  # no lane exchanges
    # one reduction of the exact sums: basemul's outputs stay far below the blockwise form's 3656
    assert plan.bound("basemul").magnitude == (2002 if x86 else 3656)
    rng = np.random.default_rng(9)
    B, k = plan.functions["basemul_acc3"].inputs["a"].magnitude, 3
    inputs = {a: rng.integers(-B, B + 1, size=(6, k * 256)) for a in ("a", "b")}
    inputs["a"][0], inputs["b"][0] = B, -B
    inputs["a"][1], inputs["b"][1] = -B, -B
    want = np.zeros((6, 256), dtype=object)
    for row in range(6):
        for p in range(k):
            part = slice(p * 256, (p + 1) * 256)
            want[row] += np.array(ref.basemul(MLKEM, [int(x) for x in inputs["a"][row, part]],
                                              [int(x) for x in inputs["b"][row, part]]), dtype=object)
    for f in (plan.functions["basemul_acc3"], schedule(plan.functions["basemul_acc3"], plan.machine)):
        out, overflows = simulate(f, inputs)
        got = out["r"].astype(object) * (1 << 16)
        assert not overflows and ((got - want) % 3329 == 0).all()
        assert np.abs(out["r"]).max() <= 1664


def test_montmul_pairs_is_bounded_by_its_identity_and_refuses_changes_and_overflows() -> None:
    prims = primitives(3329, 16, "mulhi")
    q = Interval.symmetric(3328)
    check = check_macro(prims, prims.montmul_pairs(3), (q, Interval.symmetric(1750), q) * 3)
    # six exact products of at most 3328^2 per lane, minus m*q, over 2^16
    assert check.interval == Interval(-((6 * 3328 ** 2 + 32767 * 3329) // 65536),
                                      (6 * 3328 ** 2 + 32768 * 3329) // 65536) and not check.exhaustive
    with pytest.raises(PrimitiveError, match="can leave 32 bits"):  # 8 products of 2^30 overflow an int32_t
        check_macro(prims, prims.montmul_pairs(4), (Interval.lane(16),) * 12)
    s = prims.montmul_pairs(2)
    swapped = dataclasses.replace(s, ops=tuple(dataclasses.replace(op, args=(op.args[1], op.args[0]))
                                               if op.kind == "evenodd" else op for op in s.ops))
    with pytest.raises(PrimitiveError, match="not the construction"):
        check_macro(prims, swapped, (q,) * 6)
    x = {p: np.array([[100 + 7 * i, -200 + 3 * i]], dtype=object) for i, p in enumerate(s.params)}
    assert prims.expected(s.name, list(x.values()), s.evaluate(x, 16)).all()
    assert not prims.expected(s.name, list(x.values()), swapped.evaluate(x, 16)).all()


def test_the_proof_refuses_a_wrong_pair_multiplier_and_a_wrong_pair_swap() -> None:
    plan = plan_modq(MLKEM, get_target("avx2"))
    prove_modq(plan)
    # the first multiplier's odd lanes (each block's root) negated, in z and its twisted partner alike
    for name in ("z", "zq"):
        _mutate_first(plan.functions["basemul"], Const,
                      lambda s: dataclasses.replace(s, rows=tuple(tuple(-x if i % 2 else x for i, x in enumerate(r))
                                                                     for r in s.rows)), lambda s: s.name == name)
    with pytest.raises(ModqProofError, match="basemul"):
        prove_modq(plan)
    plan = plan_modq(MLKEM, get_target("avx2"))
    _mutate_first(plan.functions["basemul_acc2"], Shuffle,  # the swap's outputs exchanged
                  lambda s: dataclasses.replace(s, maps=(s.maps[1], s.maps[0])))
    with pytest.raises(ModqProofError, match="basemul_acc2"):
        prove_modq(plan)


# -- the native NTT-domain order (ntt_order = "native") ---------------------------------------------------------
@pytest.mark.parametrize("q", [3329, 8380417])
@pytest.mark.parametrize("isa", ["avx2", "avx512", "neon"])
def test_native_order_drops_the_layout_shuffles_and_is_proved(q: int, isa: str) -> None:
    spec = parse_ntt(q, 256)
    standard = plan_modq(spec, get_target(isa))
    native = plan_modq(spec, get_target(isa), ntt_order="native")
    assert standard.order is None and sorted(native.order) == list(range(256)) and native.order != tuple(range(256))

    def shuffles(plan, name):
        return sum(1 for s in plan.functions[name].walk() if isinstance(s, Shuffle))

    for name in ("ntt", "invntt"):  # no exchange undone after the forward's last layer, none redone by the inverse
        assert shuffles(native, name) < shuffles(standard, name)
    if spec.base_degree == 2:  # every block's pair stays side by side (what montmul_pairs and the roots need)
        assert all(native.order[p] ^ 1 == native.order[p ^ 1] for p in range(256))
    prove_modq(native)


def test_native_order_on_scalar_c_is_the_standard_one() -> None:
    assert plan_modq(MLKEM, get_target("c64"), ntt_order="native").order == tuple(range(256))


def test_the_proof_refuses_a_native_order_that_is_not_the_layout() -> None:
    plan = plan_modq(MLKEM, get_target("avx2"), ntt_order="native")
    order = list(plan.order)
    order[2], order[16] = order[16], order[2]  # two coefficients of different blocks swapped in the claimed order
    plan.order = tuple(order)
    with pytest.raises(ModqProofError, match="ntt: wrong on unit vector"):
        check_transforms(plan)


@needs_gcc
@pytest.mark.skipif("avx2" not in NATIVE_ISAS, reason="needs an avx2 host")
def test_native_order_kernels_pass_the_harness_and_a_wrong_order_table_is_caught(tmp_path: Path) -> None:
    kernel = gen.generate(MLKEM, "avx2", name="mlkem", profile=False, ntt_order="native")
    assert "#define MLKEM_NTT_NATIVE_ORDER 1" in kernel.files["mlkem.h"]
    assert "void mlkem_ntt_to_standard(int16_t r[MLKEM_N]);" in kernel.files["mlkem.h"]
    rep = check_modq(_stage(kernel, tmp_path / "ok"), "mlkem", False, list(kernel.target.cflags), do_bench=False)
    assert rep.counts["unit_vectors"] == 512
    c = kernel.files["mlkem.c"]
    # the order table's first two entries swapped: to/from_standard still inverse permutations, but not the layout
    c, n = re.subn(r"(mlkem_priv_ntt_order\[MLKEM_N\] = \{\n\s*)(\d+),(\s*)(\d+),", r"\1\4,\3\2,", c, count=1)
    assert n == 1
    kernel.files["mlkem.c"] = c
    with pytest.raises(GenError, match="wrong"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


def test_pqclean_adapters_refuse_the_native_order_with_one_line() -> None:
    kernel = gen.generate(MLKEM, "avx2", name="mlkem", profile=False, ntt_order="native")
    with pytest.raises(GenError, match="needs the standard NTT-domain order") as exc:
        mlkem_adapters(kernel, None)
    assert "\n" not in str(exc.value)


def test_a_bad_ntt_order_is_one_line() -> None:
    with pytest.raises(GenError, match="ntt_order must be one of standard, native, not 'bitrev'"):
        gen.generate(MLKEM, "avx2", name="mlkem", profile=False, ntt_order="bitrev")


@pytest.mark.parametrize("isa,shuffle", [("avx512", True), ("avx2", False)])
def test_32_bit_montgomery_moves_its_high_halves_by_one_masked_shuffle_on_avx512(isa: str, shuffle: bool) -> None:
    """On AVX-512 the high halves of the even products go down by a masked VPSHUFD (the shuffle port),
    not a shift (a multiplier's port on Intel cores) and a blend; AVX2 keeps the shift and blend."""
    sp = lane_spelling(get_target(isa), 32)
    expansion = primitives(8380417, 32, "mulhi").montmul_const
    body = "\n".join(sp.fused_helper(expansion))
    assert ("mask_shuffle_epi32" in body) == shuffle and ("srli_epi64(re, 32)" in body) == (not shuffle)
    assert sp.macro_classes(expansion)["mul"] == 6


@needs_gcc
@pytest.mark.skipif(shutil.which("objdump") is None, reason="needs objdump")
@pytest.mark.parametrize("isa,butterflies", [("avx2", 56), ("avx512", 28)])
def test_gcc_keeps_three_adds_per_forward_butterfly(tmp_path: Path, isa: str, butterflies: int) -> None:
    """gcc re-associates a +- (h - t) into (a +- h) -+ t (four adds per butterfly) unless the reduced product
    is kept whole: the committed lazy NTT compiles to one vpaddw and two vpsubw per vector butterfly (7 layers
    of 128 coefficient butterflies). Without the kept products: 2 vpaddw and 2 vpsubw."""
    import subprocess
    src = EMITTED_DIR / "mlkem_native" / isa / "mlkem_native.c"
    obj = tmp_path / "k.o"
    subprocess.run(["gcc", "-O2", *get_target(isa).cflags, "-c", str(src), "-o", str(obj)], check=True)
    dump = subprocess.run(["objdump", "-d", "--no-show-raw-insn", str(obj)], capture_output=True, text=True,
                          check=True).stdout
    ntt = dump.split("<mlkem_native_ntt>:", 1)[1].split("\n\n", 1)[0]
    mnemonics = [line.split()[1] for line in ntt.splitlines() if "\t" in line and len(line.split()) > 1]
    assert (mnemonics.count("vpaddw"), mnemonics.count("vpsubw")) == (butterflies, 2 * butterflies)


def test_512_bit_lanes_are_scheduled_with_their_own_issue_rates() -> None:
    """zmm code is scheduled at one multiply and two adds per cycle (model.lane_<class>_512: the two ports
    they share on Intel cores); narrower vectors and the classes without a 512-bit figure keep the general
    ones."""
    from gen.isa.lanes import lane_machine
    zmm = lane_machine(get_target("avx512"), lane_spelling(get_target("avx512"), 16))
    ymm = lane_machine(get_target("avx2"), lane_spelling(get_target("avx2"), 16))
    assert (zmm.per_cycle["mul"], zmm.per_cycle["alu"]) == (1.0, 2.0)
    assert (ymm.per_cycle["mul"], ymm.per_cycle["alu"]) == (2.0, 4.0)
    assert zmm.per_cycle["shuffle"] == ymm.per_cycle["shuffle"] and zmm.latency == ymm.latency


def test_avx512_permutes_move_whole_pairs_as_32_bit_elements() -> None:
    """A two-source permutation that keeps aligned lane pairs (quads) together is printed as VPERMT2D (Q),
    one instruction, with one index per pair in its low lane; others as VPERMT2W; ML-KEM's standard order
    moves its coefficient pairs whole, so its avx512 kernels have no 16-bit permutes."""
    sp = lane_spelling(get_target("avx512"), 16)
    pairs = tuple((1 - (lane // 2) % 2, 2 * (lane // 4) + lane % 2) for lane in range(32))
    assert sp.permute_unit(pairs) == 2
    indices = sp.permute_indices(pairs)
    assert indices[:4] == (16, 0, 0, 0) and len(indices) == 32
    assert "_mm512_permutex2var_epi32(x, " in sp.permute2("x", "y", "row", sp.permute_unit(pairs))
    single = tuple((lane % 2, lane // 2) for lane in range(32))  # interleaves lanes of both sources
    assert sp.permute_unit(single) == 1 and sp.permute_indices(single)[:4] == (0, 32, 1, 33)
    quads = tuple((lane // 16, (lane + 4) % 16) for lane in range(32))
    assert sp.permute_unit(quads) == 4 and sp.permute_indices(quads)[:8] == (1, 0, 0, 0, 2, 0, 0, 0)
    c = (EMITTED_DIR / "mlkem" / "avx512" / "mlkem.c").read_text()
    assert "_mm512_permutex2var_epi16" not in c and "_mm512_permutex2var_epi32" in c
