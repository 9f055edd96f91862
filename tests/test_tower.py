"""Towers GF(2^m)[y]/F(y): spec errors, irreducibility, the proof tables, and end-to-end kernels
that the basis-pair proof accepts when right and rejects when a fold is wrong."""
from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

import gen
from gen.errors import GenError
from gen.families.tower import BaseField, parse_tower, slot_rounds, tower_mul_reference
from gen.families.tower.check import basis_table, check_tower
from gen.pipeline import write
from gen.project import Project

PROJECT = Project(Path(__file__).resolve().parent.parent)


def generate_tower(base: str, ext: str, isa: str, **kw):
    return gen.generate({"tower": base, "ext": ext}, isa, family_name="tower", profile=False, **kw)


MCELIECE = [("x^12+x^3+1", "y^64+y^3+y+z"), ("x^13+x^4+x^3+x+1", "y^96+y^10+y^9+y^6+1"),
            ("x^13+x^4+x^3+x+1", "y^128+y^7+y^2+y+1"), ("x^13+x^4+x^3+x+1", "y^119+y^8+1")]
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")


@pytest.mark.parametrize("base, ext", MCELIECE)
def test_mceliece_polynomials_are_accepted(base: str, ext: str) -> None:
    tower = parse_tower(base, ext)
    assert tower.slot_degree < 32 and tower.packed_ring.n == 32 * tower.t


@pytest.mark.parametrize("base, ext, message", [
    ("x^12+x^3+1", "y^64+y^3+y+1", "reducible"),  # y = 1 is a root
    ("x^12+x^3+1", "y^2+y+1", "reducible"),  # GF(4) lies inside GF(2^12)
    ("x^12+x^3+1", "z*y^64+y+1", "monic"),
    ("x^12+x^3+1", "y^64+z^12", "not reduced"),
    ("x^12+x^3+1", "y^64+q", "cannot read term"),
    ("x^12+x^3+1", "y^3+y^3+1", "two terms"),
    ("x^12+x^3+1", "y^2000+y+1", "out of range"),
    ("x^12+x^3+1", "y^64", "not irreducible"),
    ("x^12+x^3+1", "y^64+y^40+1", r"at most y\^32"),
    ("x^17+x^3+1", "y^64+y^3+y+z", "m <= 15"),
    ("x^12+x^2+1", "y^64+y^3+y+z", "reducible"),
])
def test_bad_tower_specs_are_refused(base: str, ext: str, message: str) -> None:
    with pytest.raises(GenError, match=message):
        parse_tower(base, ext)


def test_irreducible_quadratic_over_gf4_is_accepted() -> None:
    parse_tower("x^2+x+1", "y^2+y+z")  # Tr(z) = 1, so y^2 + y + z has no root in GF(4)


def test_slot_folds_bring_every_slot_below_m() -> None:
    tower = parse_tower(*MCELIECE[0])
    rounds = slot_rounds(tower)
    assert [r.degree for r in rounds] == [23, 14]
    assert rounds[0].hmask == 0xFFF | 0xFFF << 32


def test_basis_table_matches_the_schoolbook_reference() -> None:
    tower = parse_tower("x^4+x+1", "y^5+y^2+1")
    fld, table = BaseField(tower.field.modulus, 4), basis_table(tower)
    for p in range(4):
        for k in range(5):
            for q in range(4):
                for l in range(5):
                    a, b = [0] * 5, [0] * 5
                    a[k], b[l] = 1 << p, 1 << q
                    assert list(table[p + q, k + l]) == tower_mul_reference(a, b, 5, tower.terms, fld)


def test_reference_is_a_field_multiplication() -> None:
    tower = parse_tower("x^4+x+1", "y^3+y+1")  # irreducible over GF(2), and 3 is prime to 4
    fld, rng = BaseField(tower.field.modulus, 4), random.Random(3)
    a, b, c = ([rng.randrange(16) for _ in range(3)] for _ in range(3))
    mul = lambda x, y: tower_mul_reference(x, y, 3, tower.terms, fld)  # noqa: E731
    assert mul(mul(a, b), c) == mul(a, mul(b, c))
    assert mul(a, [1, 0, 0]) == a


@needs_gcc
@pytest.mark.parametrize("isa", ["c64", "pclmul"])
def test_mceliece_348864_tower_is_proved_and_timed(tmp_path: Path, isa: str) -> None:
    kernel = write(generate_tower(*MCELIECE[0], isa), tmp_path / "k")
    assert kernel.harness.counts["basis_pairs"] == 768 ** 2
    assert kernel.harness.bench["mul"] > 0 and kernel.harness.bench["baseline"] > kernel.harness.bench["mul"]


@needs_gcc
@pytest.mark.parametrize("mutation", ["slot fold", "ring fold"])
def test_a_wrong_fold_is_rejected_and_nothing_written(tmp_path: Path, mutation: str) -> None:
    kernel = generate_tower("x^12+x^3+1", "y^64+y^3+y+z", "c64")
    if mutation == "slot fold":
        name = f"{kernel.sym}.c"
        kernel.files[name] = kernel.files[name].replace("^ (h << 3) ^ h;", "^ (h << 3);", 1)
    else:  # the ring's x^32 fold term goes to the wrong place; the ring check would catch it too
        ring = kernel.design.ring_kernel
        name = f"{ring.sym}.h"
        assert "t += h * x^32 */" in ring.files[name]
        ring.files[name] = ring.files[name].replace("<< 32)", "<< 31)", 1)
    with pytest.raises(GenError, match="wrong|differs"):
        write(kernel, tmp_path / "k", bench=False)
    assert not (tmp_path / "k").exists()


@needs_gcc
def test_emitted_towers_pass_their_proof(tmp_path: Path) -> None:
    """Every emitted tower config, as emitted, on pclmul (the proof for the others runs in gen --all)."""
    for cfg in PROJECT.configs_of("tower"):
        kernel = gen.generate(cfg.spec, "pclmul", name=cfg.name, profile=False)
        res = check_tower(PROJECT.emitted_dir / cfg.name / "pclmul", kernel.spec, kernel.sym, False,
                          list(kernel.target.cflags),
                          do_bench=False, compilers=["gcc"])
        assert res.counts["basis_pairs"] == (kernel.spec.m * kernel.spec.t) ** 2
