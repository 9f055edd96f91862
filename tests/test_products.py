"""The n x n product kernel (generate_product, what bench/compare.py times against gf2x): the kinds it
offers per target, their proofs, the model's default, the refusal of a kind the target lacks, and the
host measurement that picks the kind (which also checks the kinds against each other)."""
from __future__ import annotations

import pytest

from gen.errors import GenError
from gen.families.ring import tune as ring_tune
from gen.families.ring.bases import generate_product, predicted_product_costs, product_kinds
from gen.isa import get_target, host_supports


@pytest.mark.parametrize("isa, kinds", [("pclmul", ["ir"]), ("avx2-vpclmul", ["ir", "ymm-karatsuba"]),
                                        ("avx512", ["ir", "zmm", "zmm-karatsuba", "ymm-karatsuba"])])
def test_in_register_karatsuba_is_offered_where_the_target_has_vpclmulqdq(isa, kinds):
    assert product_kinds(get_target(isa)) == kinds


@pytest.mark.parametrize("isa, kind", [("avx512", "zmm-karatsuba"), ("avx2-vpclmul", "ymm-karatsuba")])
def test_a_karatsuba_product_is_proved_on_all_basis_pairs_and_prints_the_clmul_api(isa, kind):
    p = generate_product(12, isa, name="k12", kind=kind)
    assert p.kind == kind and "in-register Karatsuba 12x12" in p.label
    assert "all basis pairs" in str(p.proof) and str(64 * 12 * 64 * 12) in str(p.proof)
    assert "static inline void k12_clmul(uint64_t c[24], const uint64_t a[12], const uint64_t b[12])" in p.source


def test_a_zmm_schoolbook_product_is_proved_on_all_basis_pairs_and_prints_the_clmul_api():
    p = generate_product(6, "avx512", name="s6", kind="zmm")
    assert p.kind == "zmm" and "zmm schoolbook 6x6" in p.label
    assert "all basis pairs" in str(p.proof) and str(64 * 6 * 64 * 6) in str(p.proof)
    assert "static inline void s6_clmul(uint64_t c[12], const uint64_t a[6], const uint64_t b[6])" in p.source
    assert "_mm512_broadcast_i32x4" in p.source and "_mm512_maskz_loadu_epi64" in p.source


def test_the_default_kind_is_the_one_the_model_prices_lowest():
    target = get_target("avx512")
    for n in (2, 8, 16):
        predicted = predicted_product_costs(target, n)
        assert generate_product(n, "avx512").kind == min(predicted, key=predicted.get)


def test_a_kind_the_target_lacks_is_refused():
    with pytest.raises(GenError, match="no zmm-karatsuba product of 4 words on avx2-vpclmul"):
        generate_product(4, "avx2-vpclmul", kind="zmm-karatsuba")


needs_vpclmul = pytest.mark.skipif(not host_supports(get_target("avx2-vpclmul")),
                                   reason="host lacks avx2-vpclmul (AVX2 + VPCLMULQDQ)")


@needs_vpclmul
def test_measuring_the_kinds_times_each_one_on_this_host():
    ticks = ring_tune.measure_product_kinds(get_target("avx2-vpclmul"), [2, 5])
    assert set(ticks) == {2, 5} and all(set(t) == {"ir", "ymm-karatsuba"} for t in ticks.values())
    assert all(x > 0 for t in ticks.values() for x in t.values())


@pytest.mark.skipif(not host_supports(get_target("pclmul")), reason="host lacks pclmul")
def test_measuring_a_target_with_one_kind_times_it_alone():
    ticks = ring_tune.measure_product_kinds(get_target("pclmul"), [2, 3])
    assert set(ticks) == {2, 3} and all(set(t) == {"ir"} and t["ir"] > 0 for t in ticks.values())


@needs_vpclmul
def test_measuring_refuses_a_kind_whose_product_differs(monkeypatch):
    real = ring_tune.generate_product

    def planted(n, isa, name=None, kind=None):
        p = real(n, isa, name=name, kind=kind)
        if kind == "ymm-karatsuba":  # one product's high words selected instead of its low ones
            p.source = p.source.replace(", 0x00)", ", 0x11)", 1)
        return p

    monkeypatch.setattr(ring_tune, "generate_product", planted)
    with pytest.raises(GenError, match="computes a different result"):
        ring_tune.measure_product_kinds(get_target("avx2-vpclmul"), [4])
