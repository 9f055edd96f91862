"""Spec parsing and validation of moduli."""
import random

import galois
import pytest

from gen.errors import GenError
from gen.spec import parse_field, poly


@pytest.mark.parametrize("spec", ["x^12+x^3+1", "x12+x3+1", "0x1009", "12,3,0", " x^12 + x^3 + 1 ", "x**12+x**3+1",
                                  "12, 3, 0", "1+x^3+x^12"])
def test_every_spec_format_gives_the_same_field(spec):
    f = parse_field(spec)
    assert f.m == 12 and f.exponents == [12, 3, 0] and f.text == "x^12+x^3+1" and f.hex == "0x1009"


@pytest.mark.parametrize("spec, message", [
    ("x^12+x^2+1", "x^12+x^2+1 is reducible: it has the factor x^6+x+1"),
    ("x^8+x^4+x^3+x+1+x^2", "is reducible"),
    ("x^4+x^2", "is reducible: it has the factor x"),
    ("x^1025+x+1", "out of range"),
    ("x+1", "out of range"),
    ("1", "out of range"),
    ("", "empty field spec"),
    ("y^2+1", "cannot read term"),
    ("x^^2+1", "cannot read term"),
    ("x^3+x^3+1", "appears twice"),
    ("x^12+x^3+1;rm -rf /", "cannot read term"),
    ("0x", "cannot read term"),
    ("x^99999999999999999999+1", "out of range"),
])
def test_bad_specs_name_the_problem(spec, message):
    with pytest.raises(GenError) as err:
        parse_field(spec)
    assert message in err.value.message
    assert "\n" not in err.value.message


def test_reducible_factor_is_a_real_factor_of_least_degree():
    rng = random.Random(1)
    for _ in range(40):
        a = rng.getrandbits(rng.randint(2, 9)) | 1 | (1 << 2)
        b = rng.getrandbits(rng.randint(2, 9)) | 1 | (1 << 2)
        f = poly.clmul(a, b)
        factor = poly.smallest_factor(f)
        assert factor is not None and poly.polymod(f, factor) == 0 and poly.is_irreducible(factor)
        gf = galois.Poly.Int(f)
        least = min(fac.degree for fac, _ in zip(*gf.factors()))
        assert poly.degree(factor) == least


def test_irreducibility_agrees_with_galois():
    rng = random.Random(7)
    for _ in range(300):
        m = rng.randint(2, 40)
        f = (1 << m) | rng.getrandbits(m) | 1
        assert poly.is_irreducible(f) == galois.Poly.Int(f).is_irreducible(), poly.to_str(f)


def test_large_degree_moduli_validate_quickly():
    assert parse_field("x^1024+x^19+x^6+x+1").m == 1024
    assert parse_field("x^571+x^10+x^5+x^2+1").weight == 5


def test_dense_modulus_warns_with_the_cost():
    f = parse_field("x^13+x^12+x^11+x^10+x^9+x^8+x^6+x^5+1")
    [warning] = f.warnings()
    assert "dense (9 terms)" in warning and "8 shift/XOR" in warning
    assert parse_field("x^571+x^10+x^5+x^2+1").warnings() == []
