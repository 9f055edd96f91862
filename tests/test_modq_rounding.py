"""ML-DSA's rounding functions in the mod-q family (gen.families.modq.rounding): planned constants, the
proof against FIPS 204's definitions, its refusals, and the config's spelling."""
from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import numpy as np
import pytest

import gen
from gen.check import ct
from gen.errors import GenError
from gen.families.modq import parse_ntt, rounding
from gen.families.modq.plan import plan_modq
from gen.families.modq.prove import ModqProofError, check_rounding, prove_modq
from gen.families.modq.reference import decompose, use_hint
from gen.isa import get_target, host_supports

Q = 8380417


def test_decompose_constants_are_pqcleans() -> None:
    """The smallest exact shift gives PQClean's multipliers: 1025 >> 22 (GAMMA2 = (q-1)/32), 11275 >> 24 ((q-1)/88)."""
    c32, c88 = rounding.decompose_constants(Q, 32), rounding.decompose_constants(Q, 88)
    assert (c32.pre, c32.mult, c32.shift, c32.m1) == (7, 1025, 22, 16)
    assert (c88.pre, c88.mult, c88.shift, c88.m1) == (7, 11275, 24, 44)


def test_reference_decompose_matches_pqcleans_formula() -> None:
    """The FIPS 204 reference against PQClean's own formula (rounding.c), every a in [0, q), both GAMMA2."""
    a = np.arange(Q, dtype=np.int64)
    for g, mult, shift, wrap in ((32, 1025, 22, None), (88, 11275, 24, 43)):
        alpha = 2 * ((Q - 1) // g)
        a1 = (((a + 127) >> 7) * mult + (1 << (shift - 1))) >> shift
        a1 = a1 & 15 if wrap is None else np.where(a1 > wrap, 0, a1)
        a0 = a - a1 * alpha
        a0 = a0 - np.where(a0 > (Q - 1) // 2, Q, 0)
        r1, r0 = decompose(a, Q, alpha)
        assert np.array_equal(r1, a1) and np.array_equal(r0, a0)
        m = (Q - 1) // alpha
        h = np.ones_like(a)
        want = np.where(a0 > 0, (a1 + 1) % m, (a1 - 1) % m)
        assert np.array_equal(use_hint(a, h, Q, alpha), want)


@pytest.fixture(scope="module")
def plan():
    return plan_modq(parse_ntt(Q, 256), get_target("avx2"), ntt_output="lazy", acc=(4, 5, 7),
                     rounding=rounding.RoundingSpec(13, (88, 32)))


def test_the_rounding_plan_is_proved(plan) -> None:
    proof = prove_modq(plan)
    assert proof.rounding_inputs > 4 * Q and "FIPS 204" in proof.describe()
    for name in rounding.rounding_names(plan.rounding):
        fn = plan.functions[name]
        assert all(not isinstance(s, type(None)) for s in fn.body)


def _lowered_with(monkeypatch, plan, name: str, **changes):
    """`name` lowered again with its decompose constants changed (a planted bug)."""
    real = rounding.decompose_constants
    monkeypatch.setattr(rounding, "decompose_constants", lambda q, g: dataclasses.replace(real(q, g), **changes))
    fn = rounding.lower_rounding(name, Q, 256, 32, plan.spelling.lanes, plan.rounding, lambda *a: None)
    monkeypatch.setattr(rounding, "decompose_constants", real)
    return fn


@pytest.mark.parametrize("name, changes", [
    ("decompose_g32", {"mult": 1024}),
    ("decompose_g88", {"shift": 23, "mult": 5637}),
    ("use_hint_g32", {"m1": 15}),
    ("use_hint_g88", {"m1": 43}),
    ("make_hint_g32", {"gamma2": (Q - 1) // 32 - 1}),
    ("make_hint_g88", {"gamma2": (Q - 1) // 88 + 1}),
])
def test_the_proof_refuses_a_planted_rounding_bug(monkeypatch, plan, name: str, changes) -> None:
    fn = _lowered_with(monkeypatch, plan, name, **changes)
    broken = dataclasses.replace(plan, functions={**plan.functions, name: fn})
    with pytest.raises(ModqProofError, match=name):
        check_rounding(broken, name)


@pytest.mark.parametrize("value, message", [
    ({"d": 13, "gamma2": [7]}, "does not give an even divisor"),
    ({"d": 0}, "rounding.d must be"),
    ({"bits": 13}, "rounding must be a table"),
    ([13], "rounding must be a table"),
])
def test_bad_rounding_options_are_refused(value, message: str) -> None:
    with pytest.raises(GenError, match=message):
        rounding.parse_rounding(value, Q)


def test_sixteen_bit_kernels_have_no_rounding() -> None:
    with pytest.raises(GenError, match="32-bit coefficients"):
        plan_modq(parse_ntt(3329, 256), get_target("c64"), rounding=rounding.RoundingSpec(13, (32,)))


# -- constant time: the ct driver's chain calls every rounding function on secret data ------------------------
@pytest.mark.skipif(shutil.which("valgrind") is None or shutil.which("gcc") is None, reason="valgrind or gcc missing")
@pytest.mark.parametrize("isa", ["c64", "avx2"])
def test_rounding_kernels_pass_the_constant_time_checks(tmp_path: Path, isa: str) -> None:
    if not host_supports(get_target(isa)):
        pytest.skip(f"host cannot run {isa}")
    kernel = gen.generate(parse_ntt(Q, 256), isa, name="mldsa", profile=False, ntt_output="lazy", acc=(4, 5, 7),
                          rounding={"d": 13, "gamma2": [88, 32]})
    assert "mldsa_chknorm" in kernel.files["mldsa.c"]
    for name, text in kernel.files.items():
        (tmp_path / name).write_text(text)
    rep = ct.check_constant_time(tmp_path, "mldsa", False, list(kernel.target.cflags), isa,
                                 api=kernel.family.ct_api(kernel), opt_levels=("-O2",))
    assert rep.ok and rep.complete, rep.describe()
