"""The ring and tower glue as loop IR (gen.loops, gen.families.ring.glue, gen.families.tower.glue):
printed exactly as the hand-written templates printed it, proved on real plans, planted bugs refused,
and the compiled C equal to a Python reference on random inputs."""
from __future__ import annotations

import random
import shutil
import subprocess
from functools import lru_cache

import pytest

import gen
from gen.dp.karatsuba import karatsuba_split, toom3_split
from gen.errors import GenError
from gen.families.ring.glue import (div1x_function, eval3_function, interp3_function, karatsuba_glue, karatsuba_sums,
                                    reduce_function)
from gen.families.ring.glue_proof import (RingGluePlan, div1x_obligation, eval3_obligation, glue_obligation,
                                          interp3_obligation, prove_ring_glue, reduce_obligation, sums_obligation)
from gen.families.ring.toom3_algebra import Formal, check_karatsuba, check_toom3
from gen.families.tower import slot_rounds
from gen.families.tower.glue import (element_bits, prove_tower_glue, tower_fold_obligation, tower_fold_unpack,
                                     tower_mul_function, tower_pack, tower_pack_obligation, tower_words)
from gen.loops import VectorSpelling, print_block, print_function, print_vector_helpers, prove, rewrite
from gen.loops.ir import ArrayParam, Assign, Const, DeclInts, IBin, Int, IVar, Load, Select, Shift, Store, VectorFor
from gen.loops.sparse import block_function


def generate_ring(spec: str, isa: str, **kw):
    return gen.generate(spec, isa, family_name="ring", profile=False, **kw)


def generate_tower(base: str, ext: str, isa: str, **kw):
    return gen.generate({"tower": base, "ext": ext}, isa, family_name="tower", profile=False, **kw)

TOOM_RING = ("x^17669-1", "avx2", {"base_max": 8, "toom_min": 30})  # Toom-3 at 277, 94, 93, 91, 33..30 words


@lru_cache(maxsize=None)
def ring(spec: str, isa: str, **kw):
    return generate_ring(spec, isa, **kw)


@lru_cache(maxsize=None)
def tower(base: str, ext: str):
    return generate_tower(base, ext, "avx2")


def spelling_of(kernel) -> VectorSpelling:
    return VectorSpelling(f"{kernel.sym}_priv_", kernel.target.vector_bytes // 8)


def plan_of(kernel) -> RingGluePlan:
    return RingGluePlan.from_recursion(kernel.spec.n, kernel.spec.tail, kernel.design.recursion, karatsuba_split, toom3_split)


def function_text(c: str, signature: str) -> str:
    """A function of the template's output, from its doc comment to its closing brace."""
    at = c.index(signature + "(")
    return c[c.rfind("\n\n", 0, at) + 2:c.index("\n}\n", at) + 3]


# -- printing: the template's text ------------------------------------------------------------------
@pytest.mark.parametrize("spec,isa,kw", [TOOM_RING, ("x^12323-1", "c64", {})])
def test_toom_routines_print_as_the_template(spec, isa, kw):
    k = ring(spec, isa, **kw)
    c, sp = k.files[f"{k.sym}.c"], spelling_of(k)
    assert print_vector_helpers(sp) in c
    for build, name in ((eval3_function, "eval3"), (div1x_function, "div1x"), (interp3_function, "interp3")):
        assert print_function(build(sp.prefix), sp) == function_text(c, f"{sp.prefix}{name}")


@pytest.mark.parametrize("spec,isa,kw", [TOOM_RING, ("x^17669-1", "avx2-vpclmul", {}), ("x^1031+x^3+1", "avx2", {})])
def test_karatsuba_steps_print_as_the_template(spec, isa, kw):
    k = ring(spec, isa, **kw)
    c, sp, rec = k.files[f"{k.sym}.c"], spelling_of(k), k.design.recursion
    steps = [(s, 1) for s in rec.sizes()] + [(s, 2) for s in rec.dual_sizes()]
    checked = 0
    for s, lanes in steps:
        if rec.kind(s) != "karatsuba":
            continue
        h, l = karatsuba_split(s)
        text = function_text(c, f"{sp.prefix}{'k' if lanes == 1 else 'd'}{s}")
        lane_names = [("a", "b", "as", "bs", "r", "m")] if lanes == 1 else \
            [("a0", "b0", "as0", "bs0", "r0", "m0"), ("a1", "b1", "as1", "bs1", "r1", "m1")]
        for a, b, a_sum, b_sum, r, m in lane_names:
            sums = print_block(karatsuba_sums(h, l, a, b, a_sum, b_sum), sp)
            glue = print_block(karatsuba_glue(h, l, r, m), sp)
            assert sums in text and glue in text
            assert text.index(sums) < text.index(glue)
        assert text.endswith(glue + "}\n")  # the step ends with the (last lane's) recombination
        checked += 1
    assert checked >= 1


@pytest.mark.parametrize("spec,isa,kw", [TOOM_RING, ("x^1031+x^3+1", "avx2", {}), ("x^1024-1", "c64", {})])
def test_reduce_prints_as_the_template(spec, isa, kw):
    k = ring(spec, isa, **kw)
    c = k.files[f"{k.sym}.c"]
    assert print_function(reduce_function(k.spec.n, k.spec.tail, k.sym)) == function_text(c, f"void {k.sym}_reduce")


@pytest.mark.parametrize("base,ext", [("x^12+x^3+1", "y^64+y^3+y+z"), ("x^13+x^4+x^3+x+1", "y^119+y^8+1")])
def test_tower_mul_and_its_ring_reduce_print_as_the_template(base, ext):
    k = tower(base, ext)
    tw, rk = k.spec, k.design.ring_kernel
    rounds = [(r.hmask, r.degree) for r in slot_rounds(tw)]
    fn = tower_mul_function(k.sym, rk.sym, tw.m, tw.t, tw.field.modulus, rounds, tw.field.text)
    assert print_function(fn) == function_text(k.files[f"{k.sym}.c"], f"void {k.sym}_mul")
    header = rk.files[f"{rk.sym}.h"]
    reduce = reduce_function(rk.spec.n, rk.spec.tail, rk.sym, storage="static inline ")
    assert print_function(reduce) == function_text(header, f"static inline void {rk.sym}_reduce")


# -- proofs on real plans ------------------------------------------------------------------------------
@pytest.mark.parametrize("spec,isa,kw", [("x^17669-1", "avx2", {}), ("x^12323-1", "c64", {}), TOOM_RING,
                                         ("x^1031+x^3+1", "avx2", {})])
def test_ring_glue_is_proved_on_real_plans(spec, isa, kw):
    k = ring(spec, isa, **kw)
    plan = plan_of(k)
    proof = prove_ring_glue(plan, spelling_of(k).words)
    routines = {r.routine.split("(")[0] for r in proof.reports}
    assert plan.karatsuba or plan.toom3
    if plan.karatsuba:
        assert {"karatsuba sums", "karatsuba glue"} <= routines
    assert any(r.routine.startswith("reduce") for r in proof.reports)
    if plan.toom3:
        assert {"eval3", "interp3", "div1x"} <= routines
    assert proof.describe() == f"{len(proof.reports)} routines at their sizes on {proof.vectors} basis vectors"
    assert proof.describe() == k.design.glue.describe() and f"({proof.describe()})" in k.files[f"{k.sym}.h"]


def test_tower_glue_is_proved_with_its_ring():
    k = tower("x^13+x^4+x^3+x+1", "y^119+y^8+1")
    tw = k.spec
    rounds = [(r.hmask, r.degree) for r in slot_rounds(tw)]
    proof = prove_tower_glue(tw.m, tw.t, tw.field.modulus, rounds, plan_of(k.design.ring_kernel), vector_words=4)
    assert any(r.routine.startswith("tower slot fold") for r in proof.reports)
    assert any(r.routine.startswith("reduce mod x^3808") for r in proof.reports)


def test_every_vector_width_is_proved():
    for V in (1, 2, 3, 4, 8):
        prove(interp3_obligation(13, 11), V)
        prove(eval3_obligation(13, 13), V)
        prove(glue_obligation(7, 6), V)


def test_algorithms_are_checked_symbolically():
    assert "Toom-3" in check_toom3() and "Karatsuba" in check_karatsuba()
    a = Formal.var(0, 1)
    with pytest.raises(GenError, match="not exact"):
        (a * 0b111).exact_div(0b11, "1 + x + x^2 by 1 + x")
    assert (a * 0b101).exact_div(0b11, "(1 + x)^2") == a * 0b11


# -- planted bugs ------------------------------------------------------------------------------------
def plant(node, old, new):
    """node with the first subtree equal to `old` (or satisfying it, if callable) replaced by new(old)."""
    done = []

    def change(n):
        if not done and (old(n) if callable(old) else n == old):
            done.append(n)
            return new(n)
        return None

    out = rewrite(node, change)
    assert done, "nothing to plant the bug in"
    return out


def refused(ob, *fragments):
    with pytest.raises(GenError) as err:
        prove(ob, 4)
    for f in fragments:
        assert f in err.value.message, err.value.message
    return err.value.message


def test_planted_index_bug_names_routine_and_first_wrong_bit():
    body = plant(karatsuba_glue(12, 11), Load("r", IBin("+", Int(36), IVar("i"))),
                 lambda n: Load("r", IBin("+", Int(35), IVar("i"))))
    message = refused(glue_obligation(12, 11, body=body), "karatsuba glue(h=12, l=11)",
                      "output r[24] bit 0 is the first wrong output bit", "basis vector")
    assert "r word 35 bit 0" in message


def test_planted_shift_bugs_are_refused():
    fn = plant(reduce_function(1031, (0,), "t"), lambda n: isinstance(n, Shift) and n.amount == 57,
               lambda n: Shift(n.op, n.operand, 56))
    refused(reduce_obligation(1031, (0,), fn=fn), "reduce mod x^1031 - 1", "first wrong output bit")
    fn = plant(div1x_function("t_"), lambda n: isinstance(n, Assign) and isinstance(n.value, Shift)
               and n.value.amount == 32, lambda n: Assign(n.name, Shift("<<", n.value.operand, 31), n.op))
    refused(div1x_obligation(28, fn), "div1x(len=28)", "output p[0] bit 31 is the first wrong output bit")
    fn = plant(eval3_function("t_"), lambda n: isinstance(n, Shift) and n.amount == 62,
               lambda n: Shift(n.op, n.operand, 61))
    refused(eval3_obligation(13, 11, fn), "eval3(w=13, z=11)", "not provably ^")


def test_planted_interpolation_and_loop_bugs_are_refused():
    fn = interp3_function("t_")
    wrong_c3 = plant(fn, Store("r", 3 * IVar("w") + IVar("i"), Load("px1", IVar("i")), "^="),
                     lambda n: Store("r", 3 * IVar("w") + IVar("i"), Load("px", IVar("i")), "^="))
    refused(interp3_obligation(13, 11, wrong_c3), "interp3(w=13, z=11)", "first wrong output bit", "basis vector")
    too_far = plant(fn, lambda n: isinstance(n, VectorFor) and n.reach == 1,
                    lambda n: VectorFor(n.var, n.start, n.end, n.body, 0))
    refused(interp3_obligation(13, 11, too_far), "printed away in the vector loop")
    short = plant(karatsuba_sums(12, 11), lambda n: isinstance(n, VectorFor),
                  lambda n: VectorFor(n.var, n.start, Int(10), n.body))
    refused(sums_obligation(12, 11, body=short), "karatsuba sums(h=12, l=11)", "never written")


def test_linearity_is_established_not_assumed():
    xor_as_or = plant(karatsuba_glue(7, 7), lambda n: getattr(n, "op", None) == "^" and hasattr(n, "left"),
                      lambda n: type(n)("|", n.left, n.right))
    refused(glue_obligation(7, 7, body=xor_as_or), "not provably ^")
    constant = plant(karatsuba_sums(7, 7), lambda n: isinstance(n, Store),
                     lambda n: Store(n.array, n.index, n.value ^ Const(1)))
    refused(sums_obligation(7, 7, body=constant), "affine, not linear")
    guard = plant(eval3_function("t_"), lambda n: isinstance(n, Select) and n.cond.op == "==",
                  lambda n: Select(n.cond, n.other, n.then))
    refused(eval3_obligation(13, 11, guard), "outside its 37 elements")


def test_builders_refuse_bad_sizes():
    for bad in (lambda: karatsuba_sums(5, 3), lambda: eval3_obligation(4, 5), lambda: reduce_function(100, (60, 0), "t"),
                lambda: tower_pack(16, 8)):
        with pytest.raises(GenError):
            bad()


# -- the compiled C against a Python reference -----------------------------------------------------------
def clmul(a: int, b: int) -> int:
    out = 0
    while b:
        if b & 1:
            out ^= a
        a, b = a << 1, b >> 1
    return out


def polymod(a: int, f: int) -> int:
    n = f.bit_length() - 1
    while a.bit_length() - 1 >= n:
        a ^= f << (a.bit_length() - 1 - n)
    return a


def words(x: int, count: int, bits: int = 64) -> list[int]:
    return [(x >> (bits * i)) & ((1 << bits) - 1) for i in range(count)]


def number(ws: list[int], bits: int = 64) -> int:
    return sum(w << (bits * i) for i, w in enumerate(ws))


class Driver:
    """A C program: the printed routines, then per case its inputs, one call and its outputs printed."""

    def __init__(self, sp: VectorSpelling) -> None:
        self.sp = sp
        self.defs = ["#include <stdint.h>", "#include <stdio.h>", "#include <string.h>", "typedef uint16_t elem16_t;",
                     "typedef uint8_t elem8_t;", print_vector_helpers(sp)]
        self.cases: list[tuple[str, dict]] = []
        self.main: list[str] = []

    def function(self, text: str) -> None:
        self.defs.append(text)

    def case(self, arrays: dict[str, tuple[str, list[int]]], call: str, want: dict[str, list[int]]) -> None:
        n = len(self.cases)
        body = []
        for name, (ctype, values) in arrays.items():
            body.append(f"{ctype} {name}[{len(values)}] = {{{', '.join(f'UINT64_C({v})' for v in values)}}};")
        body.append(call + ";")
        for name, values in want.items():
            body.append(f"for (k = 0; k < {len(values)}; k++) printf(\"{n} {name} %llx\\n\", "
                        f"(unsigned long long){name}[k]);")
        self.main.append("    {\n        " + "\n        ".join(body) + "\n    }")
        self.cases.append((call, want))

    def source(self) -> str:
        return "\n".join(self.defs) + "\nint main(void)\n{\n    int k;\n" + "\n".join(self.main) + "\n    return 0;\n}\n"

    def check(self, cc: str, flags: list[str], tmp_path) -> None:
        src, exe = tmp_path / "glue.c", tmp_path / f"glue_{cc}"
        src.write_text(self.source())
        subprocess.run([cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", *flags, str(src), "-o", str(exe)],
                       check=True, capture_output=True, text=True)
        got: dict[tuple[int, str], list[int]] = {}
        for line in subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split("\n"):
            if line:
                n, name, value = line.split()
                got.setdefault((int(n), name), []).append(int(value, 16))
        for n, (call, want) in enumerate(self.cases):
            for name, values in want.items():
                assert got[(n, name)] == values, f"{cc} {flags}: {call}: {name} differs from the reference"


def build_driver(V: int, rng: random.Random) -> Driver:
    sp = VectorSpelling("t_priv_", V)
    d = Driver(sp)
    div1x = div1x_function(sp.prefix)
    for fn in (eval3_function(sp.prefix), div1x, interp3_function(sp.prefix, div1x)):
        d.function(print_function(fn, sp))
    u64 = "uint64_t"

    def rand(bits: int) -> int:
        return rng.getrandbits(bits)

    for w, z in ((13, 11), (13, 13), (6, 5)):
        a = rand(64 * (2 * w + z))
        a0, a1, a2 = a & ((1 << 64 * w) - 1), (a >> 64 * w) & ((1 << 64 * w) - 1), a >> 128 * w
        d.case({"a": (u64, words(a, 2 * w + z)), "e1": (u64, [0] * w), "ex": (u64, [0] * (w + 1)),
                "ex1": (u64, [0] * (w + 1))}, f"t_priv_eval3(e1, ex, ex1, a, {w}, {z})",
               {"e1": words(a0 ^ a1 ^ a2, w), "ex": words(a0 ^ a1 << 1 ^ a2 << 2, w + 1),
                "ex1": words(a0 ^ clmul(a1, 3) ^ clmul(a2, 5), w + 1)})
        q = rand(64 * (2 * w + 2) - 1)
        d.case({"p": (u64, words(clmul(q, 3), 2 * w + 2))}, f"t_priv_div1x(p, {2 * w + 2})", {"p": words(q, 2 * w + 2)})
        c = [rand(64 * size) for size in (2 * w, 2 * w, 2 * w, w + z, 2 * z)]
        junk = rand(128 * w)
        r = c[0] | junk << 128 * w | c[4] << 256 * w
        p1 = c[0] ^ c[1] ^ c[2] ^ c[3] ^ c[4]
        px = c[0] ^ c[1] << 1 ^ c[2] << 2 ^ c[3] << 3 ^ c[4] << 4
        px1 = c[0] ^ clmul(c[1], 3) ^ clmul(c[2], 5) ^ clmul(c[3], 15) ^ clmul(c[4], 17)
        want = c[0] ^ c[1] << 64 * w ^ c[2] << 128 * w ^ c[3] << 192 * w ^ c[4] << 256 * w
        n = 2 * w + 2
        d.case({"r": (u64, words(r, 4 * w + 2 * z)), "p1": (u64, words(p1, n)), "px": (u64, words(px, n)),
                "px1": (u64, words(px1, n))}, f"t_priv_interp3(r, p1, px, px1, {w}, {z})",
               {"r": words(want, 4 * w + 2 * z)})
    for h, l in ((12, 11), (7, 7), (3, 2)):
        d.function(print_function(block_function(f"t_sums_{h}_{l}", sums_params(), (int_i(),) + karatsuba_sums(h, l)), sp))
        d.function(print_function(block_function(f"t_glue_{h}_{l}", glue_params(), (int_i(),) + karatsuba_glue(h, l)), sp))
        a, b = rand(64 * (h + l)), rand(64 * (h + l))
        lo = (1 << 64 * h) - 1
        d.case({"a": (u64, words(a, h + l)), "b": (u64, words(b, h + l)), "as": (u64, [0] * h), "bs": (u64, [0] * h)},
               f"t_sums_{h}_{l}(a, b, as, bs)", {"as": words(a & lo ^ a >> 64 * h, h), "bs": words(b & lo ^ b >> 64 * h, h)})
        r, m = rand(128 * (h + l)), rand(128 * h)
        p0, p2 = r & ((1 << 128 * h) - 1), r >> 128 * h
        d.case({"r": (u64, words(r, 2 * h + 2 * l)), "m": (u64, words(m, 2 * h))}, f"t_glue_{h}_{l}(r, m)",
               {"r": words(p0 ^ (m ^ p0 ^ p2) << 64 * h ^ p2 << 128 * h, 2 * h + 2 * l)})
    for n, tail in ((1031, (0,)), (1024, (0,)), (1031, (3, 0)), (2048, (96, 32, 1))):
        sym = f"t_{n}_{'_'.join(map(str, tail))}"
        size = -(-n // 64)
        d.defs.append(f"#define {sym.upper()}_WORDS {size}\n#define {sym.upper()}_CLMUL_WORDS {2 * size}")
        d.function(print_function(reduce_function(n, tail, sym, storage="static "), sp))
        f = 1 << n | sum(1 << k for k in tail)
        for aliased in (False, True):
            c = rand(2 * n - 1)
            out = "c" if aliased else "r"
            arrays = {"c": (u64, words(c, 2 * size))} | ({} if aliased else {"r": (u64, [0] * size)})
            d.case(arrays, f"{sym}_reduce({out}, c)", {out: words(polymod(c, f), size)})
    for m, t, modulus in ((12, 64, 0x1009), (13, 119, 0x201B), (8, 5, 0x11B)):
        bits = element_bits(m)
        elem = f"elem{bits}_t"
        slot_degree = 2 * m - 2 + 2  # above the product's degree: the rounds below reduce it
        rounds = fold_rounds(m, modulus, slot_degree)
        pack = block_function(f"t_pack_{m}_{t}", pack_params(elem, bits), (int_i(),) + tower_pack(m, t))
        fold = block_function(f"t_fold_{m}_{t}", fold_params(elem, bits),
                              (int_i(),) + tower_fold_unpack(m, t, modulus, rounds, "f", elem))
        d.function(print_function(pack, sp))
        d.function(print_function(fold, sp))
        a, b = [rand(m) for _ in range(t)], [rand(m) for _ in range(t)]
        W = tower_words(t)
        d.case({"a": (elem, a), "b": (elem, b), "pa": (u64, [0] * W), "pb": (u64, [0] * W)},
               f"t_pack_{m}_{t}(a, b, pa, pb)", {"pa": words(number(a, 32), W), "pb": words(number(b, 32), W)})
        slots = [rand(slot_degree + 1) for _ in range(t)]
        d.case({"c": (u64, words(number(slots, 32), W)), "r": (elem, [0] * t)}, f"t_fold_{m}_{t}(c, r)",
               {"r": [polymod(s, modulus) for s in slots]})
    return d


def int_i() -> DeclInts:
    return DeclInts((("i", None),))


def sums_params() -> list[ArrayParam]:
    return [ArrayParam("a", const=True), ArrayParam("b", const=True), ArrayParam("as"), ArrayParam("bs")]


def glue_params() -> list[ArrayParam]:
    return [ArrayParam("r"), ArrayParam("m", const=True)]


def pack_params(elem: str, bits: int) -> list[ArrayParam]:
    return [ArrayParam("a", elem, const=True, bits=bits), ArrayParam("b", elem, const=True, bits=bits),
            ArrayParam("pa"), ArrayParam("pb")]


def fold_params(elem: str, bits: int) -> list[ArrayParam]:
    return [ArrayParam("c"), ArrayParam("r", elem, bits=bits)]


def fold_rounds(m: int, modulus: int, degree: int) -> list[tuple[int, int]]:
    """Lane-wise folds from `degree` to below m (as gen.families.tower.slot_rounds)."""
    kmax = (modulus ^ 1 << m).bit_length() - 1
    rounds = []
    while degree >= m:
        lane = (1 << (degree - m + 1)) - 1
        rounds.append((lane | lane << 32, degree))
        degree = max(m - 1, degree - m + kmax)
    return rounds


def test_fold_rounds_helper_matches_the_proof():
    for m, t, modulus in ((12, 64, 0x1009), (13, 119, 0x201B), (8, 5, 0x11B)):
        degree = 2 * m
        prove(tower_fold_obligation(m, t, modulus, fold_rounds(m, modulus, degree)), 1)
        prove(tower_pack_obligation(m, t), 1)


COMPILERS = [cc for cc in ("gcc",) if shutil.which(cc)] + [cc for cc in ("clang-19", "clang") if shutil.which(cc)][:1]


@pytest.mark.skipif(not COMPILERS, reason="no C compiler")
@pytest.mark.parametrize("V,flags", [(4, ["-mavx2"]), (1, [])])
def test_compiled_glue_equals_the_python_reference(V, flags, tmp_path):
    if flags and not _cpu_has("avx2"):
        pytest.skip("no AVX2 here")
    driver = build_driver(V, random.Random(2024 + V))
    for cc in COMPILERS:
        driver.check(cc, flags, tmp_path)


def _cpu_has(flag: str) -> bool:
    try:
        with open("/proc/cpuinfo") as f:
            return flag in f.read().split()
    except OSError:
        return False
