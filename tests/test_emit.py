"""Rendering: deterministic output, provenance, namespacing, header-only form."""
import re

import pytest

import gen
from gen.isa import ISA_NAMES


@pytest.mark.parametrize("isa", ISA_NAMES)
def test_generation_is_deterministic(isa):
    a = gen.generate("x^163+x^7+x^6+x^3+1", isa).files
    b = gen.generate("0x800000000000000000000000000000000000000c9", isa).files
    assert a == b


def test_header_states_field_isa_plan_verification_and_command():
    k = gen.generate("x^12+x^3+1", "avx2")
    h = k.files["gf2_12.h"]
    for needle in ("GF(2^12)", "x^12+x^3+1 (0x1009)", "ISA: avx2", "-mavx2 -mpclmul", "Plan: multiply 1x1",
                   "quotient-first", "Ops mul:", "IR proof:", "144 basis pairs", f"gen {gen.__version__}",
                   "gen --field 'x^12+x^3+1' --isa avx2", "Constant time"):
        assert needle in h, needle
    assert k.files["gf2_12.c"].splitlines()[1].startswith(" * gf2_12.c:")


def test_prefix_namespaces_every_global_symbol():
    k = gen.generate("x^233+x^74+1", "c64", prefix="mylib_", name="f233")
    c = k.files["mylib_f233.c"]
    defined = re.findall(r"^(?:static inline )?[\w ]+?\b(\w+)\(", c, flags=re.M)
    assert defined and all(s.startswith("mylib_f233") for s in defined), defined
    assert "#define MYLIB_F233_WORDS 4" in k.files["mylib_f233.h"]


def test_header_only_puts_static_inline_definitions_in_the_header():
    k = gen.generate("x^8+x^4+x^3+x^2+1", "pclmul", header_only=True)
    assert list(k.files) == ["gf2_8.h"]
    assert "static inline gf2_8_t gf2_8_mul(gf2_8_t a, gf2_8_t b)" in k.files["gf2_8.h"]
    assert "--header-only" in k.files["gf2_8.h"]


def test_element_types_follow_m():
    assert "typedef uint8_t gf2_4_t;" in gen.generate("x^4+x+1", "c64").files["gf2_4.h"]
    assert "typedef uint64_t gf2_63_t;" in gen.generate("x^63+x+1", "c64").files["gf2_63.h"]
    assert "#define GF2_63_CLMUL_WORDS 2" in gen.generate("x^63+x+1", "c64").files["gf2_63.h"]
