"""`gen --abi liboqs-mayo` (MAYO's arithmetic_fixed.h in liboqs) and integrations/liboqs_mayo.py's pure parts.

The adapter is compiled against stand-ins for the two MAYO headers it includes (mayo.h, simple_arithmetic.h)
and compared with MAYO's m-vector semantics, written out here in Python. Nothing here fetches or builds
liboqs (the end-to-end run is `python3 integrations/liboqs_mayo.py`)."""
from __future__ import annotations

import functools
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gen.families.linalg import parse_linalg
from gen.families.linalg.abi import MAYO_GEMMS, MAYO_SETS, mayo_linalg_arg
from gen.isa import get_target, host_supports
from gen.pipeline import add_abi, generate
from gen.spec import poly

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "integrations"))

import liboqs_mayo  # noqa: E402
import toolchain as tc  # noqa: E402
from liboqs_common import Timing  # noqa: E402

GF16 = "x^4+x+1"
CFLAGS = ["-O2", "-std=c99", "-Wall", "-Wextra", "-Werror"]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gen", *args], capture_output=True, text=True, cwd=ROOT, timeout=300)


@pytest.mark.parametrize("args, message", [
    (["--linalg", "all", "--field", "x^4+x^3+1", "--abi", "liboqs-mayo"], "needs MAYO's field: --field 'x^4+x+1'"),
    (["--linalg", "all", "--field", "x^8+x^4+x^3+x+1", "--abi", "liboqs-mayo"], "needs MAYO's field"),
    (["--linalg", "ec_encode", "--field", GF16, "--abi", "liboqs-mayo"], "calls the axpy kernel"),
    (["--linalg", "all", "--field", GF16, "--abi", "liboqs-mayo", "--namespace", "X_"], "takes no --namespace"),
    (["--field", GF16, "--abi", "liboqs-mayo"], "liboqs-mayo has adapters for linalg kernels"),
])
def test_the_mayo_abi_refuses_kernels_it_does_not_fit(tmp_path: Path, args: list[str], message: str) -> None:
    r = cli(*args, "--isa", "c64", "--no-verify", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "out").exists()


def adapter_files(isa: str) -> dict[str, str]:
    return dict(emitted(isa))


@functools.lru_cache(maxsize=None)
def emitted(isa: str) -> dict[str, str]:
    """One gen run per ISA (generation verifies the kernel first), shared by the tests."""
    kernel = generate(parse_linalg(GF16), isa, header_only=True, profile=False)
    add_abi(kernel, "liboqs-mayo", None)
    return kernel.files


def test_the_header_is_mayos_arithmetic_fixed_h_on_the_kernels_axpy() -> None:
    files = adapter_files("c64")
    [kernel_header] = [n for n in files if n.endswith("_linalg.h")]
    sym = kernel_header[:-2]
    text = files["arithmetic_fixed.h"]
    assert "drop-in replacement for arithmetic_fixed.h in liboqs's MAYO (opt)" in text
    assert text.count("#ifndef ARITHMETIC_FIXED_H") == 1 and "#include <mayo.h>" in text
    assert f'#include "{kernel_header}"' in text and "--abi liboqs-mayo" in text
    for name in ("m_vec_copy", "m_vec_add", "m_vec_mul_add", "m_vec_mul_add_x", "m_vec_mul_add_x_inv",
                 "m_vec_multiply_bins"):
        assert f"static inline void {name}(int m_vec_limbs" in text
    assert f"{sym}_axpy((uint8_t *)acc, (const uint8_t *)in, (uint8_t)a, GEN_MAYO_M_VEC_BYTES);" in text
    assert "__ORDER_BIG_ENDIAN__" in text and "M_VEC_LIMBS_MAX" in text
    assert "priv" not in text  # only the kernel's public entry points


# -- the adapter against MAYO's m-vector semantics ----------------------------------------------------

PROBE = r"""
#include <stdio.h>
#include "arithmetic_fixed.h"
#define L M_VEC_LIMBS_MAX
static uint64_t in[L + 2], acc[L + 2], bins[16 * L + 2], out[L + 2];
static int get(uint64_t *x, int n) {
    for (int i = 0; i < n; i++) { unsigned long long v; if (scanf("%llx", &v) != 1) return 0; x[i] = v; }
    return 1;
}
static void put(const uint64_t *x, int n) {
    for (int i = 0; i < n; i++) printf("%llx ", (unsigned long long)x[i]);
    printf("\n");
}
/* stdin: records "op scalar" then the operands' limbs (hex): ops 0 mul_add (in, acc), 1 mul_add in place
 * (acc), 2 mul_add_x (in, acc), 3 mul_add_x_inv (in, acc), 4 multiply_bins (16 bins), 5 add (in, acc);
 * stdout: acc (op 4: out) with a guard limb */
int main(void) {
    unsigned op, s;
    while (scanf("%u %u", &op, &s) == 2) {
        acc[L] = out[L] = 0x5a5a5a5a5a5a5a5aULL;
        if (op == 4) {
            if (!get(bins, 16 * L)) return 2;
            m_vec_multiply_bins(L, bins, out);
            put(out, L + 1);
            continue;
        }
        if (op != 1 && !get(in, L)) return 2;
        if (!get(acc, L)) return 2;
        if (op == 0) m_vec_mul_add(L, in, (unsigned char)s, acc);
        if (op == 1) m_vec_mul_add(L, acc, (unsigned char)s, acc);
        if (op == 2) m_vec_mul_add_x(L, in, acc);
        if (op == 3) m_vec_mul_add_x_inv(L, in, acc);
        if (op == 5) m_vec_add(L, in, acc);
        put(acc, L + 1);
    }
    return 0;
}
"""
GUARD = 0x5A5A5A5A5A5A5A5A


def nibbles(limbs: list[int]) -> list[int]:
    return [(w >> (4 * i)) & 15 for w in limbs for i in range(16)]


def limbs_of(nibs: list[int]) -> list[int]:
    return [sum(nibs[16 * j + i] << (4 * i) for i in range(16)) for j in range(len(nibs) // 16)]


def scale(a: int, limbs: list[int]) -> list[int]:
    """a * every element of an m-vector, GF(16) mod x^4+x+1 (MAYO's mul_f)."""
    return limbs_of([poly.mulmod(a, e, 0x13) for e in nibbles(limbs)])


def mayo(op: int, s: int, operands: list[list[int]], n: int) -> list[int]:
    """What MAYO's opt arithmetic_fixed.h computes (x^-1 = x^3 + 1 = 9)."""
    if op == 4:
        bins = operands[0]
        out = [0] * n
        for b in range(1, 16):
            out = [x ^ y for x, y in zip(out, scale(b, bins[b * n:(b + 1) * n]))]
        return out
    if op == 1:
        acc = operands[0]
        return [x ^ y for x, y in zip(acc, scale(s, acc))]
    x, acc = operands
    a = {0: s, 2: 2, 3: 9, 5: 1}[op]
    return [u ^ v for u, v in zip(acc, scale(a, x))]


def probe_records(n: int, seed: int) -> list[tuple[int, int, list[list[int]]]]:
    rng = random.Random(seed)
    vec = lambda count=1: [rng.getrandbits(64) for _ in range(count * n)]  # noqa: E731
    recs = [(0, s, [vec(), vec()]) for s in range(16) for _ in range(4)]
    recs += [(1, s, [vec()]) for s in range(16)]
    recs += [(op, 0, [vec(), vec()]) for op in (2, 3, 5) for _ in range(16)]
    recs += [(4, 0, [vec(16)]) for _ in range(16)]
    # single-bit m-vectors (the maps are GF(2)-linear in the vector): every bit of in for every scalar
    for bit in range(64 * n):
        v = [0] * n
        v[bit // 64] = 1 << (bit % 64)
        recs.append((0, rng.randrange(16), [v, [0] * n]))
    return recs


def build_probe(tmp_path: Path, files: dict[str, str], isa: str, limbs: int, cc: str = "gcc") -> subprocess.CompletedProcess:
    stand_ins = {"mayo.h": f"#include <stdint.h>\n#define M_VEC_LIMBS_MAX {limbs}\n",
                 "simple_arithmetic.h": "/* MAYO's field helpers: unused by the adapter */\n", "probe.c": PROBE}
    for name, text in {**files, **stand_ins}.items():
        (tmp_path / name).write_text(text)
    return subprocess.run([cc, *CFLAGS, *get_target(isa).cflags, "-I", str(tmp_path), "-o", str(tmp_path / "probe"),
                           str(tmp_path / "probe.c")], capture_output=True, text=True)


def probe_mismatches(exe: Path, limbs: int, seed: int) -> list[str]:
    recs = probe_records(limbs, seed)
    text = "".join(f"{op} {s}\n" + "\n".join(" ".join(f"{w:x}" for w in o) for o in ops) + "\n" for op, s, ops in recs)
    r = subprocess.run([str(exe)], input=text, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    bad = []
    for (op, s, ops), line in zip(recs, r.stdout.splitlines()):
        got = [int(v, 16) for v in line.split()]
        if got != mayo(op, s, ops, limbs) + [GUARD]:
            bad.append(f"op {op} scalar {s}")
    return bad


def runnable(isas: tuple[str, ...]) -> list[str]:
    return [i for i in isas if host_supports(get_target(i))]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa", runnable(("c64", "avx2")))
@pytest.mark.parametrize("limbs", [4, 5, 7, 9])  # MAYO-2, -1, -3, -5
def test_the_adapter_does_what_mayos_m_vector_arithmetic_does(tmp_path: Path, isa: str, limbs: int) -> None:
    r = build_probe(tmp_path, adapter_files(isa), isa, limbs)
    assert r.returncode == 0, r.stderr
    assert probe_mismatches(tmp_path / "probe", limbs, seed=limbs) == []


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not found")
def test_the_adapter_compiles_warning_free_with_clang(tmp_path: Path) -> None:
    isa = runnable(("c64", "avx2"))[-1]
    r = build_probe(tmp_path, adapter_files(isa), isa, 5, cc="clang-19")
    assert r.returncode == 0, r.stderr


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
def test_a_planted_wrong_field_kernel_is_caught_by_the_comparison(tmp_path: Path) -> None:
    """The x^4+x^3+1 kernel under the x^4+x+1 kernel's name: everything compiles, the products differ."""
    files = adapter_files("c64")
    wrong = generate(parse_linalg("x^4+x^3+1"), "c64", header_only=True, profile=False)
    [(right_name, right_text)] = [(n, t) for n, t in files.items() if n.endswith("_linalg.h")]
    [(wrong_name, wrong_text)] = [(n, t) for n, t in wrong.files.items() if n.endswith("_linalg.h")]
    right_sym, wrong_sym = right_name[:-2], wrong_name[:-2]
    files[right_name] = wrong_text.replace(wrong_sym, right_sym).replace(wrong_sym.upper(), right_sym.upper())
    assert files[right_name] != right_text
    r = build_probe(tmp_path, files, "c64", 5)
    assert r.returncode == 0, r.stderr
    bad = probe_mismatches(tmp_path / "probe", 5, seed=7)
    assert bad and all(b.startswith("op 0") or b.startswith("op 1") for b in bad)


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
def test_the_adapter_refuses_to_compile_without_mayos_m_vector_size(tmp_path: Path) -> None:
    files = adapter_files("c64")
    for name, text in {**files, "mayo.h": "#include <stdint.h>\n", "simple_arithmetic.h": "\n", "probe.c": PROBE}.items():
        (tmp_path / name).write_text(text)
    r = subprocess.run(["gcc", *CFLAGS, "-fsyntax-only", "-I", str(tmp_path), str(tmp_path / "probe.c")],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "mayo.h must define M_VEC_LIMBS_MAX" in r.stderr


# -- integrations/liboqs_mayo.py's pure parts ----------------------------------------------------------


def test_sets_match_mayos_parameters() -> None:
    one, two = liboqs_mayo.SETS["1"], liboqs_mayo.SETS["2"]
    assert (one.limbs, one.opt_dir, one.alg, one.cmake_target) == (5, "src/sig/mayo/pqmayo_mayo-1_opt", "MAYO-1", "mayo_1_opt")
    assert two.limbs == 4 and "-DHAVE_STACKEFFICIENT" not in two.defines and "-DHAVE_STACKEFFICIENT" in one.defines
    assert "-DMAYO_VARIANT=MAYO_2" in two.defines


def test_cmake_options_and_flags() -> None:
    sets = [liboqs_mayo.SETS["1"], liboqs_mayo.SETS["2"]]
    shipped, gen = liboqs_mayo.cmake_options(sets, opt_only=False), liboqs_mayo.cmake_options(sets, opt_only=True)
    assert "-DOQS_MINIMAL_BUILD=SIG_mayo_1;SIG_mayo_2" in shipped and "-DOQS_DIST_BUILD=ON" in shipped
    assert set(gen) - set(shipped) == {"-DOQS_ENABLE_SIG_mayo_1_avx2=OFF", "-DOQS_ENABLE_SIG_mayo_2_avx2=OFF"}
    lines = liboqs_mayo.isa_flags_cmake(sets, ("-mavx2", "-mpclmul"))
    assert "target_compile_options(mayo_1_opt PRIVATE -mavx2 -mpclmul)" in lines and "if(OQS_ENABLE_SIG_mayo_2)" in lines
    assert liboqs_mayo.isa_flags_cmake(sets, ()) == ""


def test_overlay_plan(tmp_path: Path) -> None:
    liboqs = tmp_path / "liboqs"
    opt = liboqs / liboqs_mayo.SETS["1"].opt_dir
    opt.mkdir(parents=True)
    for name in ("arithmetic_fixed.h", "mayo.h", "simple_arithmetic.h"):
        (opt / name).write_text("")
    (opt / "generic_arithmetic.h").write_text("")
    emitted = [Path("/e/arithmetic_fixed.h"), Path("/e/generic_arithmetic.h"), Path("/e/gf16_linalg.h")]
    plan = liboqs_mayo.overlay_plan([liboqs_mayo.SETS["1"]], {"1": emitted}, liboqs)
    assert plan == {f"src/sig/mayo/pqmayo_mayo-1_opt/{f.name}": f for f in emitted}
    with pytest.raises(tc.CheckFailed, match="would replace liboqs's .*mayo.h"):
        liboqs_mayo.overlay_plan([liboqs_mayo.SETS["1"]], {"1": [emitted[0], Path("/e/mayo.h")]}, liboqs)
    with pytest.raises(tc.CheckFailed, match="gen wrote no arithmetic_fixed.h for MAYO-1"):
        liboqs_mayo.overlay_plan([liboqs_mayo.SETS["1"]], {"1": emitted[1:]}, liboqs)


def test_labels_tables_and_goal_lines() -> None:
    shipped = liboqs_mayo.Build("shipped", None, Path("/b"), Path("/t"))
    gen = liboqs_mayo.Build("gen", "avx2", Path("/b"), Path("/t"))
    assert (shipped.label, shipped.prefix, shipped.probe_prefix) == ("liboqs", "", "ORIG_")
    assert (gen.label, gen.prefix) == ("opt+gen:avx2", "OPT_GEN_AVX2_")
    assert liboqs_mayo.describe("opt+gen:c64") == "opt + gen c64" and liboqs_mayo.describe("mayo-avx2") == "MAYO's avx2 code"
    rows = [Timing("MAYO-1", "sign", "opt", 300.0), Timing("MAYO-1", "sign", "mayo-avx2", 100.0),
            Timing("MAYO-1", "sign", "opt+gen:avx2", 200.0)]
    table = liboqs_mayo.speedup_table(rows, 1e6)
    assert table[0].startswith("| set | op | opt as shipped µs | MAYO's avx2 code µs | opt + gen avx2 µs")
    assert table[2] == "| MAYO-1 | sign | 300.0 | 100.0 | 200.0 | 1.50x | 0.50x |"
    assert liboqs_mayo.goal_lines(rows, "avx2") == [
        "- MAYO-1 sign: opt + gen avx2 is 0.50x MAYO's avx2 code's speed: goal (>= 1.00x) NOT met"]
    diagnostic = rows + [Timing("MAYO-1", "sign", "opt+axpy:avx512", 50.0)]  # axpy only: timed, no goal
    assert liboqs_mayo.goal_lines(diagnostic, "avx512") == liboqs_mayo.goal_lines(rows, "avx2")


def test_unknown_sets_and_isas_are_refused() -> None:
    with pytest.raises(SystemExit, match="unknown set '4'"):
        liboqs_mayo.make_setup(liboqs_mayo.parse_args(["--sets", "4"]))
    with pytest.raises(SystemExit, match="unknown ISA 'neon'"):
        liboqs_mayo.pick_isas("neon", False)


# -- generic_arithmetic.h: the products on gemm, against a NumPy model of MAYO's products ----------------

def test_partial_or_foreign_gemm_shapes_are_refused(tmp_path: Path) -> None:
    r = cli("--linalg", "axpy,gemm=p1o:8x78x80:at", "--field", GF16, "--abi", "liboqs-mayo", "--isa", "c64",
            "--no-verify", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and "must be one MAYO parameter set's" in r.stderr and len(r.stderr.strip().splitlines()) == 1


@functools.lru_cache(maxsize=None)
def gemm_files(isa: str, mayo_set: str) -> dict[str, str]:
    """The adapter with the set's gemm shapes (generation only: the gemm harness is integrations' and gen's)."""
    spec = parse_linalg(GF16, mayo_linalg_arg(mayo_set).split(","))
    kernel = generate(spec, isa, header_only=True, profile=False)
    add_abi(kernel, "liboqs-mayo", None)
    return kernel.files


def test_the_gemm_adapter_writes_generic_arithmetic_h_for_its_set() -> None:
    files = gemm_files("c64", "MAYO-2")
    assert {"arithmetic_fixed.h", "generic_arithmetic.h"} <= set(files)
    text = files["generic_arithmetic.h"]
    assert "#if V_MAX != 64 || O_MAX != 17 || K_MAX != 4 || M_VEC_LIMBS_MAX != 4" in text
    for f in ("P1_times_O", "P1_times_Vt", "P1P1t_times_O", "compute_M_and_VPV", "compute_P3", "m_calculate_PS_SPS"):
        assert f"static inline void {f}(const mayo_params_t *p" in text
    for g in MAYO_GEMMS:  # c64 has no prepared tables: plain gemm calls, the public map by MAYO's bins
        assert (f"_gemm_{g}(" in text) == (g not in ("p2s", "s2ps")), g
    assert "priv" not in text and "mayo_secure_clear(a, sizeof a);" in text and "m_vec_multiply_bins" in text


def test_the_echelon_form_adapter_calls_the_kernels_ef() -> None:
    """echelon_form.h for the set's m x (k*o + 1) system: EF is one call of the kernel's ef (MAYO's constant-time
    echelon form, emitted with the kernel), on c64 and avx2."""
    for isa in ("c64", "avx2"):
        files = gemm_files(isa, "MAYO-1")
        text = files["echelon_form.h"]
        assert "#if M_MAX != 78 || O_MAX != 8 || K_MAX != 10" in text
        assert "_ef_ef((uint8_t *)A);" in text and "static inline void EF(unsigned char *A, int nrows, int ncols)" in text
        kernel_h = next(t for name, t in files.items() if name.endswith("linalg.h"))
        assert "_ef_ef(uint8_t *a)" in kernel_h and "_priv_ef_eq" in kernel_h
    assert "ef=ef:78x81" in mayo_linalg_arg("MAYO-1") and "ef=ef:64x69" in mayo_linalg_arg("MAYO-2")


def test_with_prepared_tables_every_product_and_the_public_map_use_them() -> None:
    """avx2 (paired shuffle tables): every shape prepared once per product, the triangles by _prepared_range,
    verification's P*S^t and S*P*S^t by gemm instead of MAYO's bins."""
    files = gemm_files("avx2", "MAYO-1")
    text = files["generic_arithmetic.h"]
    for g in MAYO_GEMMS:
        assert f"_gemm_{g}_prepare(tab" in text or f"_gemm_{g}_prepare(t" in text, g
        assert f"_gemm_{g}(" not in text, g
    for g in ("p1o", "p1v", "p2s"):
        assert f"_gemm_{g}_prepared_range(" in text
    assert "m_vec_multiply_bins" not in text and "gen_mayo_clear(tab, sizeof tab);" in text
    assert "mayo_secure_clear(p + i, n - i < GEN_MAYO_CLEAR_PIECE ? n - i : GEN_MAYO_CLEAR_PIECE);" in text


STAND_INS = {
    "mayo.h": """#ifndef MAYO_H
#define MAYO_H
#include <stdint.h>
typedef struct { int unused; } mayo_params_t;
#define V_MAX %(v)d
#define O_MAX %(o)d
#define K_MAX %(k)d
#define N_MAX (V_MAX + O_MAX)
#define M_MAX %(m)d
#define M_VEC_LIMBS_MAX %(limbs)d
#endif
""",
    "mem.h": "#include <string.h>\nstatic inline void mayo_secure_clear(void *p, size_t n) { memset(p, 0, n); }\n",
    "simple_arithmetic.h": "/* unused by the adapter */\n",
    "arithmetic.h": "#include <mayo.h>\n#include <generic_arithmetic.h>\n",
}


def build_products(tmp_path: Path, files: dict[str, str], isa: str, params: tuple[int, int, int, int], m: int,
                   cc: str = "gcc", extra: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    v, o, k, limbs = params
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    for name, text in STAND_INS.items():
        (tmp_path / name).write_text(text % dict(v=v, o=o, k=k, limbs=limbs, m=m) if "%" in text else text)
    return subprocess.run([cc, *CFLAGS, *get_target(isa).cflags, *extra, "-shared", "-fPIC", "-DPROBE=T_", "-I",
                           str(tmp_path), "-o", str(tmp_path / "products.so"), str(ROOT / "integrations" / "mayo_arith_probe.c")],
                          capture_output=True, text=True)


def gf16_mul_table():
    import numpy as np
    return np.array([[poly.mulmod(a, b, 0x13) for b in range(16)] for a in range(16)], dtype=np.uint8)


def test_the_products_equal_mayos_on_random_inputs(tmp_path: Path) -> None:
    """MAYO-2's shapes (o = 17: odd rows of C) on c64 and the host's best ISA against a NumPy model."""
    np = pytest.importorskip("numpy")
    import ctypes
    v, o, k, limbs = MAYO_SETS["MAYO-2"]
    n, E, T = v + o, 16 * limbs, v * (v + 1) // 2
    MUL = gf16_mul_table()
    rng = np.random.default_rng(5)

    def to_nibbles(x):  # uint64 limbs (count, limbs) -> (count, E)
        b = x.view(np.uint8).reshape(x.shape[0], -1)
        return np.stack([b & 15, b >> 4], axis=-1).reshape(x.shape[0], E)

    def upper(entries, size):  # triangular list of m-vectors -> (size, size, E), zero below the diagonal
        u = np.zeros((size, size, E), dtype=np.uint8)
        rows, cols = np.triu_indices(size)
        u[rows, cols] = entries
        return u

    def times(scalars, vectors, axis):  # XOR over `axis` of scalars * vectors (broadcast)
        return np.bitwise_xor.reduce(MUL[scalars, vectors], axis=axis)

    for isa in dict.fromkeys(["c64", *runnable(("avx2",))]):
        d = tmp_path / isa
        d.mkdir()
        r = build_products(d, gemm_files(isa, "MAYO-2"), isa, (v, o, k, limbs), 64)
        assert r.returncode == 0, r.stderr
        lib = ctypes.CDLL(str(d / "products.so"))
        p1 = rng.integers(0, 2**64, size=(T, limbs), dtype=np.uint64)
        p2 = rng.integers(0, 2**64, size=(v * o, limbs), dtype=np.uint64)
        p3 = rng.integers(0, 2**64, size=(o * (o + 1) // 2, limbs), dtype=np.uint64)
        O = rng.integers(0, 16, size=(v, o), dtype=np.uint8)
        V = rng.integers(0, 16, size=(k, v), dtype=np.uint8)
        S = rng.integers(0, 16, size=(k, n), dtype=np.uint8)
        U = upper(to_nibbles(p1), v)
        ptr = lambda a: a.ctypes.data_as(ctypes.c_void_p)  # noqa: E731

        def run(name, *args, out_shape):
            acc = rng.integers(0, 2**64, size=out_shape, dtype=np.uint64)
            before = to_nibbles(acc.reshape(-1, limbs)).copy()
            getattr(lib, f"T_{name}")(*[ptr(a) for a in args], ptr(acc))
            return before, to_nibbles(acc.reshape(-1, limbs))

        # P1 * O: acc[r][kk] ^= sum_c U[r][c] * O[c][kk]
        before, got = run("P1_times_O", p1, O, out_shape=(v * o, limbs))
        want = before ^ times(O[None, :, :, None], U[:, :, None, :], 1).reshape(v * o, E)
        assert (got == want).all(), f"{isa}: P1_times_O"
        # P1 * V^t: acc[r][kk] ^= sum_c U[r][c] * V[kk][c]
        before, got = run("P1_times_Vt", p1, V, out_shape=(v * k, limbs))
        want = before ^ times(V.T[None, :, :, None], U[:, :, None, :], 1).reshape(v * k, E)
        assert (got == want).all(), f"{isa}: P1_times_Vt"
        # (P1 + P1^t) * O without the diagonal
        Sym = U ^ U.transpose(1, 0, 2)
        Sym[np.arange(v), np.arange(v)] = 0
        before, got = run("P1P1t_times_O", p1, O, out_shape=(v * o, limbs))
        want = before ^ times(O[None, :, :, None], Sym[:, :, None, :], 1).reshape(v * o, E)
        assert (got == want).all(), f"{isa}: P1P1t_times_O"
        # compute_P3: P2 += P1*O, P3 += O^t * P2
        p2c = p2.copy()
        p2_after = to_nibbles(p2) ^ times(O[None, :, :, None], U[:, :, None, :], 1).reshape(v * o, E)
        before, got = run("compute_P3", p1, p2c, O, out_shape=(o * o, limbs))
        assert (to_nibbles(p2c) == p2_after).all(), f"{isa}: compute_P3's P2"
        want = before ^ times(O[:, :, None, None], p2_after.reshape(v, 1, o, E), 0).reshape(o * o, E)
        assert (got == want).all(), f"{isa}: compute_P3"
        # V * L and V * (P1 * V^t)
        vl = rng.integers(0, 2**64, size=(k * o, limbs), dtype=np.uint64)
        vl_before = to_nibbles(vl).copy()
        before, got = run("compute_M_and_VPV", V, p2, p1, vl, out_shape=(k * k, limbs))
        L = to_nibbles(p2).reshape(v, o, E)
        assert (to_nibbles(vl) == vl_before ^ times(V[:, :, None, None], L[None], 1).reshape(k * o, E)).all()
        pv = times(V.T[None, :, :, None], U[:, :, None, :], 1)  # (v, k, E)
        want = before ^ times(V[:, :, None, None], pv[None], 1).reshape(k * k, E)
        assert (got == want).all(), f"{isa}: compute_M_and_VPV"
        # the public map: SPS[r][c] = sum S[r][j] P[j][b] S[c][b], P = [[P1, P2], [0, P3]]
        P = np.zeros((n, n, E), dtype=np.uint8)
        P[:v, :v] = U
        P[:v, v:] = to_nibbles(p2).reshape(v, o, E)
        P[v:, v:] = upper(to_nibbles(p3), o)
        ps = times(S.T[None, :, :, None], P[:, :, None, :], 1)  # (n, k, E): P * S^t
        sps = times(S[:, :, None, None], ps[None], 1)  # (k, k, E)
        _, got = run("PS_SPS", p1, p2, p3, S, out_shape=(k * k, limbs))
        assert (got == sps.reshape(k * k, E)).all(), f"{isa}: m_calculate_PS_SPS"


@pytest.mark.parametrize("cc", [c for c in ("gcc", "clang-19") if shutil.which(c)])
def test_the_gemm_adapter_compiles_warning_free_and_refuses_another_set(tmp_path: Path, cc: str) -> None:
    isa = runnable(("c64", "avx2"))[-1]
    files = gemm_files(isa, "MAYO-2")
    assert build_products(tmp_path, files, isa, MAYO_SETS["MAYO-2"], 64, cc=cc).returncode == 0
    for stack in ((), ("-DHAVE_STACKEFFICIENT",)):
        r = build_products(tmp_path, files, isa, MAYO_SETS["MAYO-2"], 64, cc=cc, extra=stack)
        assert r.returncode == 0, r.stderr
    r = build_products(tmp_path, files, isa, MAYO_SETS["MAYO-1"], 78, cc=cc)
    assert r.returncode != 0 and "generic_arithmetic.h is gen's adapter for MAYO-2" in r.stderr


CT_MAIN = r"""
#include <stdlib.h>
#include <valgrind/memcheck.h>
#include "mayo.h"
#define P1N (V_MAX * (V_MAX + 1) / 2)
void T_P1_times_O(const uint64_t *, const unsigned char *, uint64_t *);
void T_P1_times_Vt(const uint64_t *, const unsigned char *, uint64_t *);
void T_P1P1t_times_O(const uint64_t *, const unsigned char *, uint64_t *);
void T_compute_P3(const uint64_t *, uint64_t *, const unsigned char *, uint64_t *);
void T_compute_M_and_VPV(const unsigned char *, const uint64_t *, const uint64_t *, uint64_t *, uint64_t *);
void T_mul_add(const uint64_t *, unsigned char, uint64_t *);
static uint64_t p1[P1N * M_VEC_LIMBS_MAX], l[V_MAX * O_MAX * M_VEC_LIMBS_MAX], acc[V_MAX * O_MAX * M_VEC_LIMBS_MAX];
static uint64_t acc2[V_MAX * O_MAX * M_VEC_LIMBS_MAX];
static unsigned char o[V_MAX * O_MAX], v[K_MAX * V_MAX];
/* every operand that MAYO holds secret (O, V, L and the products of them) marked undefined for memcheck:
 * a branch or a memory index on them is an error */
int main(void) {
    for (size_t i = 0; i < sizeof p1 / 8; i++) p1[i] = i * 0x9E3779B97F4A7C15ULL;
    for (size_t i = 0; i < sizeof o; i++) o[i] = (unsigned char)(i * 7 % 16);
    for (size_t i = 0; i < sizeof v; i++) v[i] = (unsigned char)(i * 5 % 16);
    VALGRIND_MAKE_MEM_UNDEFINED(o, sizeof o);
    VALGRIND_MAKE_MEM_UNDEFINED(v, sizeof v);
    VALGRIND_MAKE_MEM_UNDEFINED(l, sizeof l);
    VALGRIND_MAKE_MEM_UNDEFINED(acc, sizeof acc);
    VALGRIND_MAKE_MEM_UNDEFINED(acc2, sizeof acc2);
    T_P1_times_O(p1, o, acc);
    T_P1_times_Vt(p1, v, acc);
    T_P1P1t_times_O(p1, o, acc);
    T_compute_P3(p1, l, o, acc);
    T_compute_M_and_VPV(v, l, p1, acc2, acc);
    T_mul_add(l, o[3], acc);
    return 0;
}
"""


def memcheck(d: Path, files: dict[str, str], isa: str) -> subprocess.CompletedProcess:
    """The adapter's products on MAYO-2's shapes under memcheck with MAYO's secrets undefined (CT_MAIN)."""
    d.mkdir()
    r = build_products(d, files, isa, MAYO_SETS["MAYO-2"], 64)
    assert r.returncode == 0, r.stderr
    (d / "ct.c").write_text(CT_MAIN)
    r = subprocess.run(["gcc", "-O2", "-g", *get_target(isa).cflags, "-I", str(d), "-o", str(d / "ct"), str(d / "ct.c"),
                        str(d / "products.so"), f"-Wl,-rpath,{d}"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(d / "ct")], capture_output=True,
                          text=True, timeout=900)


NO_VALGRIND = shutil.which("valgrind") is None or not Path("/usr/include/valgrind/memcheck.h").exists()


@pytest.mark.skipif(NO_VALGRIND, reason="valgrind (and its memcheck.h) not installed")
def test_the_products_are_constant_time_in_mayos_secrets(tmp_path: Path) -> None:
    """memcheck with O, V and L undefined: no branch or memory index depends on them (c64 and the best ISA)."""
    for isa in dict.fromkeys(["c64", *runnable(("avx2",))]):
        r = memcheck(tmp_path / isa, gemm_files(isa, "MAYO-2"), isa)
        assert r.returncode == 0 and "ERROR SUMMARY: 0 errors" in r.stderr, r.stderr[-3000:]


@pytest.mark.skipif(NO_VALGRIND, reason="valgrind (and its memcheck.h) not installed")
def test_a_planted_secret_index_is_caught(tmp_path: Path) -> None:
    files = gemm_files("c64", "MAYO-2")
    leak = "    { static const uint64_t leak[16] = {1}; acc[0] ^= leak[O[0] & 15]; }\n"
    clear = "    mayo_secure_clear(a, sizeof a);\n}"
    planted = files["generic_arithmetic.h"].replace(clear, leak + clear, 1)
    assert planted != files["generic_arithmetic.h"]
    r = memcheck(tmp_path / "planted", {**files, "generic_arithmetic.h": planted}, "c64")
    assert r.returncode == 99 and "Use of uninitialised value" in r.stderr


# -- echelon_form.h: gen's EF against the opt code's own, and constant time ------------------------------------
def pristine_opt_dir(key: str = "1") -> Path | None:
    """The shipped opt directory of a set in the cargo registry (None: not fetched)."""
    hits = sorted(Path.home().glob(f".cargo/registry/src/*/oqs-sys-0.11.0*/liboqs/src/sig/mayo/pqmayo_mayo-{key}_opt"))
    return hits[0] if hits else None


EF_ARITH = r"""#ifndef ARITHMETIC_H
#define ARITHMETIC_H
#include <stddef.h>
#include <stdint.h>
#include <mayo.h>
static volatile unsigned char unsigned_char_blocker = 0;
#include <simple_arithmetic.h>
/* the opt code's arithmetic.h helpers that the echelon form calls (its portable branch) */
static inline uint64_t ct_64_is_greater_than(int a, int b) {
    int64_t diff = ((int64_t) b) - ((int64_t) a);
    return ((uint64_t) (diff >> (8*sizeof(uint64_t)-1)));
}
static inline uint64_t ct_compare_64(int a, int b) {
    return ((uint64_t)((-(int64_t)(a ^ b)) >> (8*sizeof(uint64_t)-1)));
}
static inline void vec_mul_add_u64(const int legs, const uint64_t *in, unsigned char a, uint64_t *acc) {
    uint32_t tab = mul_table(a);
    uint64_t lsb_ask = 0x1111111111111111ULL;
    for (int i = 0; i < legs; i++) {
        acc[i] ^= ( in[i]       & lsb_ask) * (tab & 0xff)
                ^ ((in[i] >> 1) & lsb_ask) * ((tab >> 8)  & 0xf)
                ^ ((in[i] >> 2) & lsb_ask) * ((tab >> 16) & 0xf)
                ^ ((in[i] >> 3) & lsb_ask) * ((tab >> 24) & 0xf);
    }
}
#endif
"""

EF_MAIN = r"""#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef MEMCHECK
#include <valgrind/memcheck.h>
#endif
#define ROWS %(m)d
#define COLS %(cols)d
void gen_EF(unsigned char *A);
void opt_EF(unsigned char *A);
int main(void) {
    static unsigned char a[ROWS * COLS], b[ROWS * COLS];
    unsigned long long x = 88172645463325252ULL;
    for (int t = 0; t < %(trials)d; t++) {
        for (int i = 0; i < ROWS * COLS; i++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            a[i] = (unsigned char)(t %% 3 == 2 && i %% COLS < 3 ? 0 : x %% 16); /* some zero columns: pivots move */
        }
        memcpy(b, a, sizeof a);
#ifdef MEMCHECK
        VALGRIND_MAKE_MEM_UNDEFINED(a, sizeof a);
#endif
        gen_EF(a);
#ifdef MEMCHECK
        VALGRIND_MAKE_MEM_DEFINED(a, sizeof a);
#endif
        opt_EF(b);
        if (memcmp(a, b, sizeof a)) {
            printf("EF differs in trial %%d\n", t);
            return 1;
        }
    }
    puts("ok");
    return 0;
}
"""


def build_ef(d: Path, isa: str, mayo_set: str, key: str, memcheck: bool) -> Path:
    opt = pristine_opt_dir(key)
    v, o, k, limbs = MAYO_SETS[mayo_set]
    m = {"MAYO-1": 78, "MAYO-2": 64}[mayo_set]
    files = gemm_files(isa, mayo_set)
    for sub in ("gen", "opt", "common"):
        (d / sub).mkdir(parents=True, exist_ok=True)
    (d / "gen" / "echelon_form.h").write_text(files["echelon_form.h"])
    (d / "gen" / "gf16_linalg.h").write_text(files["gf16_linalg.h"])
    shutil.copyfile(opt / "echelon_form.h", d / "opt" / "echelon_form.h")
    shutil.copyfile(opt / "simple_arithmetic.h", d / "common" / "simple_arithmetic.h")
    (d / "common" / "mayo.h").write_text(STAND_INS["mayo.h"] % dict(v=v, o=o, k=k, limbs=limbs, m=m))
    (d / "common" / "mem.h").write_text("#ifndef MEM_H\n#define MEM_H\n" + STAND_INS["mem.h"] + "#endif\n")
    (d / "common" / "arithmetic.h").write_text(EF_ARITH)
    for side in ("gen", "opt"):
        (d / f"ef_{side}.c").write_text(f"#include <echelon_form.h>\nvoid {side}_EF(unsigned char *A);\n"
                                        f"void {side}_EF(unsigned char *A) {{ EF(A, M_MAX, K_MAX * O_MAX + 1); }}\n")
    (d / "main.c").write_text(EF_MAIN % dict(m=m, cols=k * o + 1, trials=3 if memcheck else 40))
    flags = [*get_target(isa).cflags, "-I", str(d / "common")]
    for side, warn in (("gen", CFLAGS), ("opt", ["-O2", "-w"])):  # the shipped file is compiled as it is
        r = subprocess.run(["gcc", *warn, *flags, "-I", str(d / side), "-c", "-o", str(d / f"ef_{side}.o"),
                            str(d / f"ef_{side}.c")], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
    r = subprocess.run(["gcc", "-O2", "-g", *(["-DMEMCHECK"] if memcheck else []), "-o", str(d / "ef"), str(d / "main.c"),
                        str(d / "ef_gen.o"), str(d / "ef_opt.o")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return d / "ef"


@pytest.mark.skipif(pristine_opt_dir() is None, reason="liboqs's MAYO sources (cargo crate oqs-sys 0.11.0) not fetched")
def test_the_echelon_form_equals_the_opt_codes_and_is_constant_time(tmp_path: Path) -> None:
    """gen's EF (gemm eliminations) against the shipped opt code's EF on random systems of MAYO-1 and MAYO-2
    (some with zero leading columns, so that pivots move), on c64 and the host's best ISA; then memcheck with
    the matrix undefined: no branch or memory index depends on it."""
    for isa in dict.fromkeys(["c64", *runnable(("avx2",))]):
        for mayo_set, key in (("MAYO-1", "1"), ("MAYO-2", "2")):
            r = subprocess.run([str(build_ef(tmp_path / f"{isa}-{key}", isa, mayo_set, key, False))],
                               capture_output=True, text=True)
            assert r.returncode == 0 and "ok" in r.stdout, (isa, mayo_set, r.stdout)
    if NO_VALGRIND:
        return
    for isa in dict.fromkeys(["c64", *runnable(("avx2",))]):
        exe = build_ef(tmp_path / f"ct-{isa}", isa, "MAYO-1", "1", True)
        r = subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(exe)], capture_output=True,
                           text=True, timeout=900)
        assert r.returncode == 0 and "ERROR SUMMARY: 0 errors" in r.stderr, r.stderr[-3000:]
