"""`gen --abi liboqs-uov` (UOV's blas_u32.h in liboqs) and integrations/liboqs_uov.py's pure parts.

The adapter is compiled against stand-ins for the two UOV headers it includes (gf16.h, params.h) and
compared with UOV's own blas semantics, written out here in Python. Nothing here fetches or builds
liboqs (the end-to-end run is `python3 integrations/liboqs_uov.py`)."""
from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gen.families.linalg import parse_linalg
from gen.isa import get_target, host_supports
from gen.pipeline import add_abi, generate
from gen.spec import poly

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "integrations"))

import liboqs_uov  # noqa: E402
import toolchain as tc  # noqa: E402
from liboqs_common import Timing  # noqa: E402

GF16, GF256 = "x^4+x+1", "x^8+x^4+x^3+x+1"
CFLAGS = ["-O2", "-std=c99", "-Wall", "-Wextra", "-Werror"]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gen", *args], capture_output=True, text=True, cwd=ROOT, timeout=300)


@pytest.mark.parametrize("args, message", [
    (["--linalg", "all", "--field", "x^8+x^4+x^3+x^2+1", "--abi", "liboqs-uov"], "needs UOV's fields"),
    (["--linalg", "all", "--field", "x^4+x^3+1", "--abi", "liboqs-uov"], "needs UOV's fields"),
    (["--linalg", "ec_encode", "--field", GF16, "--abi", "liboqs-uov"], "calls the axpy kernel"),
    (["--linalg", "all", "--field", GF256, "--abi", "liboqs-uov", "--namespace", "X_"], "takes no --namespace"),
    (["--field", GF256, "--abi", "liboqs-uov"], "liboqs-uov has adapters for linalg kernels"),
])
def test_the_uov_abi_refuses_kernels_it_does_not_fit(tmp_path: Path, args: list[str], message: str) -> None:
    r = cli(*args, "--isa", "c64", "--no-verify", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "out").exists()


# -- the adapter against UOV's blas semantics ---------------------------------------------------------

PROBE = r"""
#include <stdio.h>
#include <stdlib.h>
#include "blas_u32.h"
#define MADD _gf%(q)dv_madd_u32
#define MUL_SCALAR _gf%(q)dv_mul_scalar_u32
static unsigned char x[400], y[400];
/* stdin: records "op scalar len off_y off_x" then len bytes of x and of y at the offsets; stdout: y */
int main(void) {
    unsigned op, s, n, oy, ox, i, v;
    while (scanf("%%u %%u %%u %%u %%u", &op, &s, &n, &oy, &ox) == 5) {
        for (i = 0; i < n; i++) { if (scanf("%%u", &v) != 1) return 2; x[ox + i] = (unsigned char)v; }
        for (i = 0; i < n; i++) { if (scanf("%%u", &v) != 1) return 2; y[oy + i] = (unsigned char)v; }
        if (op == 0) MADD(y + oy, x + ox, (uint8_t)s, n);
        if (op == 1) MUL_SCALAR(y + oy, (uint8_t)s, n);
        if (op == 2) _gf256v_add_u32(y + oy, x + ox, n);
        if (op == 3) _gf256v_conditional_add_u32(y + oy, (uint8_t)s, x + ox, n);
        for (i = 0; i < n; i++) printf("%%u ", y[oy + i]);
        printf("\n");
    }
    return 0;
}
"""


def uov_mul(q: int, s: int, byte: int) -> int:
    """UOV's gf16v_mul_u32 / gf256v_mul_u32 on one byte: GF(16) multiplies both nibbles by s's low nibble."""
    if q == 256:
        return poly.mulmod(s, byte, 0x11B)
    s &= 15
    return poly.mulmod(s, byte & 15, 0x13) | poly.mulmod(s, byte >> 4, 0x13) << 4


def uov_blas(q: int, op: int, s: int, x: list[int], y: list[int]) -> list[int]:
    """What UOV's blas_u32.h does: madd, mul_scalar (in place), add, conditional_add."""
    if op == 0:
        return [b ^ uov_mul(q, s, a) for a, b in zip(x, y)]
    if op == 1:
        return [uov_mul(q, s, b) for b in y]
    if op == 2:
        return [a ^ b for a, b in zip(x, y)]
    return [b ^ (a if s else 0) for a, b in zip(x, y)]


def adapter_files(field: str, isa: str) -> dict[str, str]:
    kernel = generate(parse_linalg(field), isa, header_only=True, profile=False)
    add_abi(kernel, "liboqs-uov", None)
    return kernel.files


def build_probe(tmp_path: Path, files: dict[str, str], q: int, isa: str, gfsize: int | None = None) -> subprocess.CompletedProcess:
    stand_ins = {"gf16.h": "#include <stdint.h>\n", "params.h": f"#define _GFSIZE {gfsize or q}\n",
                 "probe.c": PROBE % {"q": q}}
    for name, text in {**files, **stand_ins}.items():
        (tmp_path / name).write_text(text)
    return subprocess.run(["gcc", *CFLAGS, *get_target(isa).cflags, "-I", str(tmp_path), "-o", str(tmp_path / "probe"),
                           str(tmp_path / "probe.c")], capture_output=True, text=True)


def records(q: int, seed: int) -> list[tuple[int, int, list[int], list[int], int, int]]:
    """Every op with every scalar byte at a few lengths, then random ops, lengths 0..300 and offsets."""
    rng = random.Random(seed)
    out = []
    for op in range(4):
        for s in range(256) if op < 2 else (0, 1):
            n = rng.choice((1, 31, 32, 33, 77))
            out.append((op, s, [rng.randrange(256) for _ in range(n)], [rng.randrange(256) for _ in range(n)], 0, 0))
    for _ in range(300):
        op, n = rng.randrange(4), rng.randrange(301)
        s = rng.randrange(256) if op < 2 else rng.randrange(2)
        out.append((op, s, [rng.randrange(256) for _ in range(n)], [rng.randrange(256) for _ in range(n)],
                    rng.randrange(32), rng.randrange(32)))
    return out


def probe_mismatches(exe: Path, q: int, seed: int) -> list[str]:
    recs = records(q, seed)
    text = "".join(f"{op} {s} {len(x)} {oy} {ox}\n{' '.join(map(str, x))}\n{' '.join(map(str, y))}\n"
                   for op, s, x, y, oy, ox in recs)
    r = subprocess.run([str(exe)], input=text, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    bad = []
    for (op, s, x, y, _, _), line in zip(recs, r.stdout.splitlines()):
        if [int(v) for v in line.split()] != uov_blas(q, op, s, x, y):
            bad.append(f"op {op} scalar {s} len {len(x)}")
    return bad


def runnable(isas: tuple[str, ...]) -> list[str]:
    return [i for i in isas if host_supports(get_target(i))]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa", runnable(("c64", "avx2")))
@pytest.mark.parametrize("field, q", [(GF16, 16), (GF256, 256)])
def test_the_adapter_does_what_uov_blas_does_on_every_scalar_and_random_vectors(tmp_path: Path, field: str, q: int,
                                                                                isa: str) -> None:
    files = adapter_files(field, isa)
    assert set(files) >= {"blas_u32.h"} and any(f.endswith("_linalg.h") for f in files)
    r = build_probe(tmp_path, files, q, isa)
    assert r.returncode == 0, r.stderr
    assert probe_mismatches(tmp_path / "probe", q, seed=q) == []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
def test_a_planted_wrong_field_kernel_is_caught_by_the_comparison(tmp_path: Path) -> None:
    """The 0x11D kernel under the AES kernel's name: everything compiles, the products differ."""
    files = adapter_files(GF256, "c64")
    wrong = generate(parse_linalg("x^8+x^4+x^3+x^2+1"), "c64", header_only=True, profile=False)
    [(right_name, right_text)] = [(n, t) for n, t in files.items() if n.endswith("_linalg.h")]
    [wrong_text] = [t for n, t in wrong.files.items() if n.endswith("_linalg.h")]
    right_sym, wrong_sym = right_name[:-2], next(n for n in wrong.files if n.endswith("_linalg.h"))[:-2]
    files[right_name] = wrong_text.replace(wrong_sym, right_sym).replace(wrong_sym.upper(), right_sym.upper())
    assert files[right_name] != right_text
    r = build_probe(tmp_path, files, 256, "c64")
    assert r.returncode == 0, r.stderr
    bad = probe_mismatches(tmp_path / "probe", 256, seed=7)
    assert bad and all(b.startswith(("op 0", "op 1")) for b in bad)


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
def test_the_adapter_refuses_to_compile_for_the_other_fields_parameter_sets(tmp_path: Path) -> None:
    r = build_probe(tmp_path, adapter_files(GF16, "c64"), 16, "c64", gfsize=256)
    assert r.returncode != 0 and "regenerate it with --field 'x^8+x^4+x^3+x+1'" in r.stderr


# -- integrations/liboqs_uov.py's pure parts ------------------------------------------------------------


def test_sets_name_their_fields_directories_and_liboqs_algorithms() -> None:
    s, p = liboqs_uov.SETS["Is"], liboqs_uov.SETS["Ip"]
    assert (s.name, s.alg, s.gf, s.field) == ("ov-Is", "OV-Is", 16, GF16)
    assert (p.name, p.alg, p.gf, p.field) == ("ov-Ip", "OV-Ip", 256, GF256)
    assert s.ref_dir == "src/sig/uov/pqov_ov_Is_ref" and s.cmake_target == "uov_ov_Is_ref"
    assert s.defines == ("-D_OV16_160_64", "-D_OV_CLASSIC", "-D_UTILS_OQS_")


def test_gen_builds_disable_uovs_avx2_code_and_flag_only_the_ref_code() -> None:
    sets = [liboqs_uov.SETS["Is"], liboqs_uov.SETS["Ip"]]
    shipped, gen = liboqs_uov.cmake_options(sets, ref_only=False), liboqs_uov.cmake_options(sets, ref_only=True)
    assert "-DOQS_MINIMAL_BUILD=SIG_uov_ov_Is;SIG_uov_ov_Ip" in shipped and "-DOQS_DIST_BUILD=ON" in shipped
    assert not any("_avx2=OFF" in o for o in shipped)
    assert "-DOQS_ENABLE_SIG_uov_ov_Is_avx2=OFF" in gen and "-DOQS_ENABLE_SIG_uov_ov_Ip_avx2=OFF" in gen
    lines = liboqs_uov.isa_flags_cmake(sets, ("-mavx2", "-mpclmul"))
    assert "target_compile_options(uov_ov_Is_ref PRIVATE -mavx2 -mpclmul)" in lines
    assert "uov_ov_Is_avx2" not in lines
    assert liboqs_uov.isa_flags_cmake(sets, ()) == ""


def test_overlay_replaces_blas_u32_and_parallel_matrix_op_and_adds_the_kernel_header(tmp_path: Path) -> None:
    liboqs = tmp_path / "liboqs"
    ref = liboqs / liboqs_uov.SETS["Is"].ref_dir
    ref.mkdir(parents=True)
    for name in ("blas_u32.h", "blas.h", "gf16.h"):
        (ref / name).write_text("")
    (ref / "parallel_matrix_op.c").write_text("")
    emitted = {"Is": [Path("/e/blas_u32.h"), Path("/e/gf16_linalg.h"), Path("/e/parallel_matrix_op.c")]}
    plan = liboqs_uov.overlay_plan([liboqs_uov.SETS["Is"]], emitted, liboqs)
    assert plan == {"src/sig/uov/pqov_ov_Is_ref/blas_u32.h": Path("/e/blas_u32.h"),
                    "src/sig/uov/pqov_ov_Is_ref/gf16_linalg.h": Path("/e/gf16_linalg.h"),
                    "src/sig/uov/pqov_ov_Is_ref/parallel_matrix_op.c": Path("/e/parallel_matrix_op.c")}
    with pytest.raises(tc.CheckFailed, match="would replace liboqs's"):
        liboqs_uov.overlay_plan([liboqs_uov.SETS["Is"]], {"Is": [Path("/e/blas_u32.h"), Path("/e/gf16.h")]}, liboqs)
    with pytest.raises(tc.CheckFailed, match="would replace liboqs's"):  # a .c file that is not among the replaced
        liboqs_uov.overlay_plan([liboqs_uov.SETS["Is"]], {"Is": [Path("/e/blas_u32.h"), Path("/e/ov.c")]}, liboqs)


def test_build_labels_and_prefixes() -> None:
    shipped = liboqs_uov.Build("shipped", None, Path("/b"), Path("/t"))
    gen = liboqs_uov.Build("gen", "avx2", Path("/b"), Path("/t"))
    flags = liboqs_uov.Build("flags", "avx2", Path("/b"), Path("/t"))
    assert (shipped.label, shipped.prefix, shipped.probe_prefix) == ("liboqs", "", "ORIG_")
    assert (gen.label, gen.prefix, gen.probe_prefix) == ("ref+gen:avx2", "REF_GEN_AVX2_", "REF_GEN_AVX2_")
    assert flags.label == "ref+flags:avx2"
    assert liboqs_uov.describe("ref+flags:avx2") == "ref as shipped, -mavx2 -mpclmul"


def test_the_table_gives_ratios_against_ref_and_uovs_avx2_and_the_goals_per_isa_say_met_or_not() -> None:
    rows = [Timing("ov-Is", "sign", "ref", 600.0), Timing("ov-Is", "sign", "uov-avx2", 90.0),
            Timing("ov-Is", "sign", "ref+gen:avx2", 300.0)]
    table = liboqs_uov.speedup_table(rows, 1e6)
    assert table[0].endswith("| ref + gen avx2 vs ref | ref + gen avx2 vs UOV avx2 |")
    assert table[2] == "| ov-Is | sign | 600.0 | 90.0 | 300.0 | 2.00x | 0.30x |"
    assert liboqs_uov.goal_lines(rows, "avx2") == [
        "- ov-Is sign: ref + gen avx2 is 0.30x UOV's avx2 code's speed: goal (>= 1.00x) NOT met"]
    fast = rows[:2] + [Timing("ov-Is", "sign", "ref+gen:avx2", 80.0)]
    assert liboqs_uov.goal_lines(fast, "avx2")[0].endswith("met") and "NOT" not in liboqs_uov.goal_lines(fast, "avx2")[0]
    both = fast + [Timing("ov-Is", "sign", "ref+gen:avx512", 80.0)]  # 1.125x: the avx2 goal, not the avx512 one
    assert liboqs_uov.goal_lines(both, "avx512") == [
        "- ov-Is sign: ref + gen avx2 is 1.12x UOV's avx2 code's speed: goal (>= 1.00x) met",
        "- ov-Is sign: ref + gen avx512 is 1.12x UOV's avx2 code's speed: goal (>= 1.30x) NOT met"]


def test_unknown_sets_and_isas_are_one_line_refusals(capsys: pytest.CaptureFixture) -> None:
    for argv, words in ((["--sets", "Iz"], "unknown set 'Iz'"), (["--isas", "neon"], "unknown ISA 'neon'")):
        with pytest.raises(SystemExit) as e:
            liboqs_uov.make_setup(liboqs_uov.parse_args(argv)) if "--sets" in argv else liboqs_uov.pick_isas("neon", False)
        assert words in str(e.value)


# -- parallel_matrix_op.c: the batched products on the kernel's gemm -----------------------------------

from gen.errors import GenError  # noqa: E402
from gen.families.linalg.abi import UOV_PREPARED, UOV_SETS, uov_linalg_arg, uov_set_of  # noqa: E402


def uov_gemm_files(isa: str, uov_set: str, linalg: str | None = None) -> dict[str, str]:
    """The adapters for a set's shapes (generation only: the gemm harness is gen's, the ref comparison the integration's)."""
    q = UOV_SETS[uov_set][0]
    spec = parse_linalg(GF16 if q == 16 else GF256, (linalg or uov_linalg_arg(uov_set)).split(","))
    kernel = generate(spec, isa, header_only=True, profile=False)
    add_abi(kernel, "liboqs-uov", None)
    return kernel.files


def test_the_sets_shapes_name_one_set_and_partial_or_foreign_shapes_are_refused() -> None:
    assert uov_linalg_arg("ov-Is") == ("axpy,gemm=p1o:64x96x64,gemm=quad:1x96x64,gemm=ge:64x1x80:at,gemm=l1:1x96x4096,"
                                       "gemm=ge48:48x1x80:at,gemm=ge32:32x1x80:at,gemm=ge16:16x1x80:at,gauss=uov:64")
    assert uov_linalg_arg("ov-Ip") == ("axpy,gemm=p1o:44x68x44,gemm=quad:1x68x44,gemm=ge:44x1x48:at,gemm=l1:1x68x1936,"
                                       "gemm=ge28:28x1x48:at,gemm=ge12:12x1x48:at,gauss=uov:44")
    assert "gemm=l1" not in uov_linalg_arg("ov-III")  # o * o = 5184 columns: more than a gemm takes
    for name, (q, _, _) in UOV_SETS.items():
        assert uov_set_of(parse_linalg(GF16 if q == 16 else GF256, uov_linalg_arg(name).split(","))) == name
    assert uov_set_of(parse_linalg(GF16, ["all"])) is None
    for field, tokens in ((GF16, ["axpy", "gemm=p1o:64x96x64"]),
                          (GF256, ["axpy", "gemm=p1o:64x96x64", "gemm=quad:1x96x64", "gemm=ge:64x1x72:at"]),
                          (GF256, ["axpy", "gemm=p1o:44x68x44:at", "gemm=quad:1x68x44", "gemm=ge:44x1x48:at"]),
                          (GF256, ["axpy", "gemm=p1o:44x68x44", "gemm=quad:1x68x44", "gemm=ge:44x1x48"]),
                          (GF256, ["axpy", "gemm=p1o:44x68x44", "gemm=quad:1x68x44", "gemm=ge:44x1x48:at"]),  # no windows
                          (GF256, uov_linalg_arg("ov-Ip").replace("ge12:12", "ge12:16").split(",")),
                          (GF256, uov_linalg_arg("ov-Ip").replace("gauss=uov:44", "gauss=uov:72").split(","))):
        with pytest.raises(GenError, match="must be one UOV parameter set's"):
            uov_set_of(parse_linalg(field, tokens))
    r = cli("--linalg", "axpy,gemm=p1o:44x68x44", "--field", GF256, "--abi", "liboqs-uov", "--isa", "c64", "--no-verify",
            "--out", "/nonexistent/out")
    assert r.returncode == 2 and "must be one UOV parameter set's" in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_the_gemm_adapters_only_where_both_shapes_have_prepared_tables() -> None:
    files = uov_gemm_files("c64", "ov-Ip")  # GF(256): prepared tables on every ISA
    ge = files["blas_matrix_ref.c"]
    assert "_gemm_ge(mat, col, piv);" in ge
    assert "_gemm_ge12(mat + (size_t)(GEN_UOV_H - 12u) * GEN_UOV_W, col + (GEN_UOV_H - 12u), piv);" in ge
    assert "_gemm_l1_prepared(c, tab, matA);" in ge and "if (i + 1u >= GEN_UOV_H - 28u) {" in ge
    assert "#if _GFSIZE != 256 || _O != 44" in files["blas_matrix_ref.c"]
    text = files["parallel_matrix_op.c"]
    assert "#if _GFSIZE != 256 || _V != 68 || _O != 44" in text
    for f in ("batch_trimat_madd", "batch_trimatTr_madd", "batch_2trimat_madd", "batch_upper_matTr_x_mat",
              "batch_quad_trimat_eval"):
        assert f"void GEN_UOV_FN({f})(" in text
    for g in UOV_PREPARED:
        assert f"_gemm_{g}_prepare(tab, " in text
    assert "gen_uov_clear(tab, sizeof tab);" in text
    assert "#if _GFSIZE != 256 || _V != 68 || _O != 44 || _PUB_M_BYTE != 44" in files["ov_publicmap.c"]
    assert "gen_uov_bins_add(bins, c + i, p, GEN_UOV_V - i, key_end);" in files["ov_publicmap.c"]  # c64: no GFNI
    assert not ({"parallel_matrix_op.c", "blas_matrix_ref.c", "ov_publicmap.c"}
                & set(uov_gemm_files("c64", "ov-Is")))  # GF(16) on c64


BATCH_STAND_INS = {
    "params.h": """#define _GFSIZE %(q)d
#define _V %(v)d
#define _O %(o)d
#if _GFSIZE == 16
#define _USE_GF16
#define _V_BYTE (_V / 2)
#define _O_BYTE (_O / 2)
#else
#define _V_BYTE (_V)
#define _O_BYTE (_O)
#endif
#define PQOV_ALIGN __attribute__((aligned(32)))
""",
    "utils_malloc.h": "",
    "blas_comm.h": """#include <stdint.h>
static inline uint8_t gf16v_get_ele(const uint8_t *a, unsigned i) { return (a[i >> 1] >> ((i & 1) * 4)) & 0xf; }
static inline uint8_t gf256v_get_ele(const uint8_t *a, unsigned i) { return a[i]; }
static inline void gf256v_set_zero(uint8_t *b, unsigned n) { for (unsigned i = 0; i < n; i++) b[i] = 0; }
static inline void gf256v_add(uint8_t *b, const uint8_t *a, unsigned n) { for (unsigned i = 0; i < n; i++) b[i] ^= a[i]; }
""",
    "blas.h": """#include <stdint.h>
static inline uint8_t gf_mul_(uint8_t a, uint8_t b, unsigned bits, unsigned poly) {
    unsigned r = 0;
    for (unsigned i = 0; i < bits; i++) {
        if (b >> i & 1) r ^= (unsigned)a << i;
    }
    for (unsigned i = 2 * bits - 2; i >= bits; i--) {
        if (r >> i & 1) r ^= poly << (i - bits);
    }
    return (uint8_t)r;
}
static inline uint8_t gf16_mul(uint8_t a, uint8_t b) { return gf_mul_(a & 15, b & 15, 4, 0x13); }
static inline uint8_t gf256_mul(uint8_t a, uint8_t b) { return gf_mul_(a, b, 8, 0x11b); }
static inline void gf16v_madd(uint8_t *c, const uint8_t *a, uint8_t b, unsigned n) {
    for (unsigned i = 0; i < n; i++) c[i] ^= gf16_mul(a[i] & 15, b) | gf16_mul(a[i] >> 4, b) << 4;
}
static inline void gf256v_madd(uint8_t *c, const uint8_t *a, uint8_t b, unsigned n) {
    for (unsigned i = 0; i < n; i++) c[i] ^= gf256_mul(a[i], b);
}
""",
    "parallel_matrix_op.h": """#define F(name) name##_gf%(q)d
void F(batch_trimat_madd)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, unsigned);
void F(batch_trimatTr_madd)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, unsigned);
void F(batch_2trimat_madd)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, unsigned);
void F(batch_upper_matTr_x_mat)(unsigned char *, const unsigned char *, unsigned, unsigned, unsigned, const unsigned char *,
                                unsigned, unsigned);
void F(batch_quad_trimat_eval)(unsigned char *, const unsigned char *, const unsigned char *, unsigned, unsigned);
#undef F
""",
}


def adapter_library(tmp_path: Path, files: dict[str, str], stand_ins: dict[str, str], source: str, isa: str,
                    uov_set: str):
    """One adapter file compiled as a shared library beside the kernel and the ref code's stand-in headers (formatted
    with the set's q, v, o), and the field's multiplication table: (ctypes library, q x q NumPy table)."""
    np = pytest.importorskip("numpy")
    import ctypes
    q, v, o = UOV_SETS[uov_set]
    for name, text in {**files, **stand_ins}.items():
        (tmp_path / name).write_text(text % dict(q=q, v=v, o=o) if name in stand_ins else text)
    lib = tmp_path / (Path(source).stem + ".so")
    r = subprocess.run(["gcc", *CFLAGS, *get_target(isa).cflags, "-shared", "-fPIC", "-I", str(tmp_path), "-o",
                        str(lib), str(tmp_path / source)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    mul = np.array([[poly.mulmod(a, b, 0x13 if q == 16 else 0x11B) for b in range(q)] for a in range(q)], dtype=np.uint8)
    return ctypes.CDLL(str(lib)), mul


def batch_mismatches(tmp_path: Path, files: dict[str, str], isa: str, uov_set: str, seed: int = 3) -> list[str]:
    """parallel_matrix_op.c against a NumPy model of UOV's batched products (the ref code's definitions), on the
    set's shapes and, through the element-by-element forms, a smaller one; the names of the functions that differ."""
    np = pytest.importorskip("numpy")
    import ctypes
    q, v, o = UOV_SETS[uov_set]
    lib, mul = adapter_library(tmp_path, files, BATCH_STAND_INS, "parallel_matrix_op.c", isa, uov_set)
    rng = np.random.default_rng(seed)
    bad = []

    def pack(x):  # (..., count) elements -> bytes
        return (x[..., 0::2] | x[..., 1::2] << 4).astype(np.uint8) if q == 16 else x.astype(np.uint8)

    def times(a, b, axis):
        return np.bitwise_xor.reduce(mul[a, b], axis=axis)

    def call(name, *args):
        c = [a.ctypes.data_as(ctypes.c_void_p) if isinstance(a, np.ndarray) else ctypes.c_uint(a) for a in args]
        getattr(lib, f"{name}_gf{q}")(*c)

    for h, w in ((v, o), (5, 4)):  # the set's shapes, then the element-by-element forms (batches of o elements)
        colvec = (h + 1) // 2 if q == 16 else h
        batch = o // 2 if q == 16 else o
        tri = h * (h + 1) // 2
        entries = rng.integers(0, q, size=(tri, o))
        U = np.zeros((h, h, o), dtype=np.int64)
        U[np.triu_indices(h)] = entries
        O = rng.integers(0, q, size=(w, h))  # column-major: w columns of h elements
        if q == 16 and h % 2:
            O[:, -1] = 0  # the pad nibble of a column
        Ob = np.ascontiguousarray(pack(np.concatenate([O, np.zeros((w, 1), dtype=O.dtype)], 1) if q == 16 and h % 2 else O))
        p1 = np.ascontiguousarray(pack(entries))
        sym = U ^ U.transpose(1, 0, 2)
        sym[np.arange(h), np.arange(h)] = 0
        for name, A in (("batch_trimat_madd", U), ("batch_trimatTr_madd", U.transpose(1, 0, 2)), ("batch_2trimat_madd", sym)):
            c0 = rng.integers(0, q, size=(h, w, o))
            c = np.ascontiguousarray(pack(c0))
            call(name, c, p1, Ob, h, colvec, w, batch)
            want = c0 ^ times(O.T[None, :, :, None], A[:, :, None, :], 1)  # C[i][j] ^= sum_k A[i][k] * O[k][j]
            if not (c == pack(want)).all():
                bad.append(f"{name} {h}x{w}")
        S = rng.integers(0, q, size=(h, w, o))
        p3 = np.ascontiguousarray(rng.integers(0, 256, size=(w * (w + 1) // 2, batch)).astype(np.uint8))
        call("batch_upper_matTr_x_mat", p3, Ob, h, colvec, w, np.ascontiguousarray(pack(S)), w, batch)
        T = times(O[:, :, None, None], S[None], 1)  # T[i][j] = sum_k O[k][i] * S[k][j]
        up = T ^ np.triu(np.ones((w, w), dtype=np.int64), 1)[:, :, None] * T.transpose(1, 0, 2)
        if not (p3 == pack(up[np.triu_indices(w)])).all():
            bad.append(f"batch_upper_matTr_x_mat {h}x{w}")
        x = rng.integers(0, q, size=h + (h % 2 if q == 16 else 0))
        if q == 16 and h % 2:
            x[-1] = 0
        y = np.ascontiguousarray(rng.integers(0, 256, size=batch).astype(np.uint8))
        call("batch_quad_trimat_eval", y, p1, np.ascontiguousarray(pack(x)), h, batch)
        xx = mul[x[:h, None], x[None, :h]]
        if not (y == pack(times(xx[:, :, None], U, (0, 1)))).all():
            bad.append(f"batch_quad_trimat_eval {h}")
    return bad


def runnable_isas(isas: tuple[str, ...]) -> list[str]:
    return [i for i in isas if host_supports(get_target(i))]


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa, uov_set", [("c64", "ov-Ip"), *((i, s) for i in runnable_isas(("avx2",)) for s in ("ov-Is", "ov-Ip"))])
def test_the_batched_products_equal_uovs_on_random_inputs(tmp_path: Path, isa: str, uov_set: str) -> None:
    assert batch_mismatches(tmp_path, uov_gemm_files(isa, uov_set), isa, uov_set) == []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("old, new, fails", [
    # the triangle's row starts one entry late: P1's diagonal is lost
    ("btriA + (used - i) * GEN_UOV_B, i, GEN_UOV_V);", "btriA + (used - i) * GEN_UOV_B, i + 1, GEN_UOV_V);", "batch_trimat_madd"),
    # the transposed triangle's gathered column stops before its diagonal entry
    ("tab, col, 0, i + 1);", "tab, col, 0, i);", "batch_trimatTr_madd"),
    # upper(): the diagonal entry added twice (T[j][j] + T[j][j] = 0)
    ("const size_t e = i <= j ?", "if (i == j) gf256v_add(bC + gen_uov_tri(i, j, GEN_UOV_O) * GEN_UOV_B, t + i * GEN_UOV_B, "
     "GEN_UOV_B);\n            const size_t e = i <= j ?", "batch_upper_matTr_x_mat"),
])
def test_a_planted_bug_in_the_batched_products_is_refused(tmp_path: Path, old: str, new: str, fails: str) -> None:
    files = uov_gemm_files("c64", "ov-Ip")
    text = files["parallel_matrix_op.c"]
    assert old in text
    bad = batch_mismatches(tmp_path, {**files, "parallel_matrix_op.c": text.replace(old, new, 1)}, "c64", "ov-Ip")
    assert bad == [f"{fails} 68x44"], bad


# -- ov_publicmap.c: the verifier's public map on the kernel's gemm quad ---------------------------------------

PUBLICMAP_STAND_INS = {
    "params.h": BATCH_STAND_INS["params.h"] + "#define _PUB_N (_V + _O)\n#define _PUB_M_BYTE _O_BYTE\n",
    "utils_malloc.h": "",
    "ov_blas.h": "",
    "ov.h": "void ov_publicmap(unsigned char *y, const unsigned char *trimat, const unsigned char *x);\n",
}


def publicmap_mismatches(tmp_path: Path, files: dict[str, str], isa: str, uov_set: str, seed: int = 5) -> int:
    """ov_publicmap.c against y = sum over i <= j of w_i * w_j * P[i][j] (UOV's public map, P the expanded key's
    P1 | P2 | P3 in the ref code's order) on random keys and signatures: how many of 6 differ."""
    np = pytest.importorskip("numpy")
    import ctypes
    q, v, o = UOV_SETS[uov_set]
    lib, mul = adapter_library(tmp_path, files, PUBLICMAP_STAND_INS, "ov_publicmap.c", isa, uov_set)
    rng = np.random.default_rng(seed)
    n = v + o

    def pack(x):
        return (x[..., 0::2] | x[..., 1::2] << 4).astype(np.uint8) if q == 16 else x.astype(np.uint8)

    # the ref code's order of the key's batches: P1 (i <= j < v), P2 (i < v <= j), P3 (v <= i <= j)
    order = ([(i, j) for i in range(v) for j in range(i, v)] + [(i, j) for i in range(v) for j in range(v, n)]
             + [(i, j) for i in range(v, n) for j in range(i, n)])
    rows, cols = np.array(order).T
    wrong = 0
    for trial in range(6):
        P = rng.integers(0, q, size=(len(order), o))
        w = rng.integers(0, q, size=n) if trial else np.zeros(n, dtype=np.int64)
        w[trial % n] = rng.integers(1, q)
        y = np.zeros(o // 2 if q == 16 else o, dtype=np.uint8)
        lib.ov_publicmap(y.ctypes.data_as(ctypes.c_void_p), np.ascontiguousarray(pack(P)).ctypes.data_as(ctypes.c_void_p),
                         np.ascontiguousarray(pack(w)).ctypes.data_as(ctypes.c_void_p))
        coef = mul[w[rows], w[cols]]
        want = np.bitwise_xor.reduce(mul[coef[:, None], P], axis=0)
        wrong += not (y == pack(want)).all()
    return wrong


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa, uov_set", [("c64", "ov-Ip"), ("c64", "ov-III"),
                                          *((i, s) for i in runnable_isas(("avx2", "avx512")) for s in ("ov-Is", "ov-Ip"))])
def test_the_public_map_equals_uovs_on_random_keys_and_signatures(tmp_path: Path, isa: str, uov_set: str) -> None:
    assert publicmap_mismatches(tmp_path, uov_gemm_files(isa, uov_set), isa, uov_set) == 0


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa, old, new", [
    # bins (no GFNI): P2's coefficients one variable off
    ("c64", "gen_uov_bins_add(bins, c + GEN_UOV_V, p2,", "gen_uov_bins_add(bins, c + GEN_UOV_V - 1, p2,"),
    # bins: the key's last batch, added byte-exactly, loses its first byte
    ("c64", "for (size_t k = 0; k < GEN_UOV_B; k++)", "for (size_t k = 1; k < GEN_UOV_B; k++)"),
    # bins: the top bit plane left out
    ("c64", "for (unsigned k = 0; k < 8; k++)", "for (unsigned k = 0; k < 7; k++)"),
    # multiply (GFNI): P3's rows start one entry late, so its diagonal is lost
    ("avx512", "gen_uov_row(p3, i, GEN_UOV_O), i, GEN_UOV_O);", "gen_uov_row(p3, i, GEN_UOV_O), i + 1, GEN_UOV_O);"),
    # multiply: P2 read from where P1 ends minus one batch
    ("avx512", "p1 + (size_t)GEN_UOV_V * (GEN_UOV_V + 1) / 2 * GEN_UOV_B;",
     "p1 + ((size_t)GEN_UOV_V * (GEN_UOV_V + 1) / 2 - 1) * GEN_UOV_B;"),
    # multiply: x' = the signature's first o variables, not its last
    ("avx512", "memcpy(oil, x + GEN_UOV_VROW,", "memcpy(oil, x,"),
])
def test_a_planted_bug_in_the_public_map_is_refused(tmp_path: Path, isa: str, old: str, new: str) -> None:
    if not host_supports(get_target(isa)):
        pytest.skip(f"{isa} does not run on this host")
    files = uov_gemm_files(isa, "ov-Ip")
    text = files["ov_publicmap.c"]
    assert old in text
    assert publicmap_mismatches(tmp_path, {**files, "ov_publicmap.c": text.replace(old, new, 1)}, isa, "ov-Ip") > 0


def test_the_public_map_multiplies_with_gfni_and_bins_without() -> None:
    """The adapter follows the quad plan: GFNI's multiply beats a bin's load, XOR and store, shuffles do not."""
    bins = uov_gemm_files("avx2", "ov-Ip")["ov_publicmap.c"]
    assert "gen_uov_bins_add(" in bins and "_gemm_quad_prepared" not in bins and "Not constant time" in bins
    multiply = uov_gemm_files("avx512", "ov-Is")["ov_publicmap.c"]
    assert "_gemm_quad_prepared_range(" in multiply and "gen_uov_bins_add" not in multiply
    assert "Constant time: no branch" in multiply


UOV_CT_MAIN = r"""
#include <stdint.h>
#include <valgrind/memcheck.h>
#include "params.h"
#include "parallel_matrix_op.h"
#define F(name) name##_gf%(q)d
#define TRI(n) ((n) * ((n) + 1) / 2)
static unsigned char p1[TRI(_V) * _O_BYTE], o[_O * _V_BYTE], s[_V * _O * _O_BYTE], c[_V * _O * _O_BYTE];
static unsigned char p3[TRI(_O) * _O_BYTE], x[_V_BYTE], y[_O_BYTE];
/* UOV's secrets marked undefined for memcheck: O and the products with it (key generation), the vinegar vector
 * x (signing); a branch or a memory index on them is an error. P1 is public. */
int main(void) {
    for (unsigned i = 0; i < sizeof p1; i++) p1[i] = (unsigned char)(i * 131u + 7u);
    for (unsigned i = 0; i < sizeof o; i++) o[i] = (unsigned char)(i * 29u + 3u);
    VALGRIND_MAKE_MEM_UNDEFINED(o, sizeof o);
    VALGRIND_MAKE_MEM_UNDEFINED(s, sizeof s);
    VALGRIND_MAKE_MEM_UNDEFINED(c, sizeof c);
    VALGRIND_MAKE_MEM_UNDEFINED(x, sizeof x);
    F(batch_trimat_madd)(s, p1, o, _V, _V_BYTE, _O, _O_BYTE);
    F(batch_upper_matTr_x_mat)(p3, o, _V, _V_BYTE, _O, s, _O, _O_BYTE);
    F(batch_trimatTr_madd)(s, p1, o, _V, _V_BYTE, _O, _O_BYTE);
    F(batch_2trimat_madd)(c, p1, o, _V, _V_BYTE, _O, _O_BYTE);
    F(batch_quad_trimat_eval)(y, p1, x, _V, _O_BYTE);
    return 0;
}
"""


def uov_memcheck(d: Path, files: dict[str, str], isa: str, uov_set: str) -> subprocess.CompletedProcess:
    q, v, o = UOV_SETS[uov_set]
    d.mkdir()
    for name, text in {**files, **BATCH_STAND_INS, "ct.c": UOV_CT_MAIN}.items():
        (d / name).write_text(text % dict(q=q, v=v, o=o) if name in BATCH_STAND_INS or name == "ct.c" else text)
    r = subprocess.run(["gcc", "-O2", "-g", *get_target(isa).cflags, "-I", str(d), "-o", str(d / "ct"), str(d / "ct.c"),
                        str(d / "parallel_matrix_op.c")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(d / "ct")], capture_output=True,
                          text=True, timeout=900)


UOV_NO_VALGRIND = shutil.which("valgrind") is None or not Path("/usr/include/valgrind/memcheck.h").exists()


@pytest.mark.skipif(UOV_NO_VALGRIND, reason="valgrind (and its memcheck.h) not installed")
@pytest.mark.parametrize("isa, uov_set", [("c64", "ov-Ip"), *((i, "ov-Is") for i in runnable_isas(("avx2",)))])
def test_the_batched_products_are_constant_time_in_uovs_secrets(tmp_path: Path, isa: str, uov_set: str) -> None:
    r = uov_memcheck(tmp_path / isa, uov_gemm_files(isa, uov_set), isa, uov_set)
    assert r.returncode == 0 and "ERROR SUMMARY: 0 errors" in r.stderr, r.stderr[-3000:]


@pytest.mark.skipif(UOV_NO_VALGRIND, reason="valgrind (and its memcheck.h) not installed")
def test_a_planted_secret_index_in_the_batched_products_is_caught(tmp_path: Path) -> None:
    files = uov_gemm_files("c64", "ov-Ip")
    leak = "    { static const unsigned char leak[256] = {1}; y[0] ^= leak[x[0]]; }\n"
    text = files["parallel_matrix_op.c"]
    planted = text.replace("    memset(y, 0, GEN_UOV_B);\n", "    memset(y, 0, GEN_UOV_B);\n" + leak, 1)
    assert planted != text
    r = uov_memcheck(tmp_path / "planted", {**files, "parallel_matrix_op.c": planted}, "c64", "ov-Ip")
    assert r.returncode == 99 and "Use of uninitialised value" in r.stderr


# -- blas_matrix_ref.c: the signer's Gaussian elimination on the kernel's gemm ----------------------------------

GE_STAND_INS = {
    "config.h": "",
    "blas_matrix_ref.h": """#include <stdint.h>
void gf256mat_prod_ref(uint8_t *c, const uint8_t *matA, unsigned n_A_vec_byte, unsigned n_A_width, const uint8_t *b);
unsigned gf256mat_gaussian_elim_ref(uint8_t *sqmat_a, uint8_t *constant, unsigned len);
void gf256mat_back_substitute_ref(uint8_t *constant, const uint8_t *sq_row_mat_a, unsigned len);
""",
    "blas.h": BATCH_STAND_INS["blas.h"] + BATCH_STAND_INS["blas_comm.h"].replace("#include <stdint.h>\n", "") + """
static inline uint8_t gf256_is_nonzero(uint8_t a) { return (uint8_t)(((unsigned)a + 255u) >> 8); }
static inline uint8_t gf256_inv(uint8_t a) { uint8_t r = 1; for (int i = 0; i < 254; i++) r = gf256_mul(r, a); return r; }
static inline void gf256v_mul_scalar(uint8_t *a, uint8_t b, unsigned n) { for (unsigned i = 0; i < n; i++) a[i] = gf256_mul(a[i], b); }
""",
}


def ge_mismatches(tmp_path: Path, files: dict[str, str], rounds: int = 12, isa: str = "c64") -> list[str]:
    """ov-Ip's blas_matrix_ref.c (c64: the gemm windows; avx2: the kernel's gauss) against UOV's ref algorithm written
    out in Python: Gaussian elimination (one system in four singular: two equal columns, one in four with zero
    leading entries that the pivot search must walk past), back substitution, the matrix-vector product."""
    import ctypes
    q, v, o = UOV_SETS["ov-Ip"]
    for name, text in {**files, **BATCH_STAND_INS, **GE_STAND_INS}.items():
        (tmp_path / name).write_text(text % dict(q=q, v=v, o=o) if name == "params.h" else text)
    r = subprocess.run(["gcc", *CFLAGS, *get_target(isa).cflags, "-shared", "-fPIC", "-I", str(tmp_path), "-o", str(tmp_path / "ge.so"),
                        str(tmp_path / "blas_matrix_ref.c")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    lib = ctypes.CDLL(str(tmp_path / "ge.so"))
    mul = lambda a, b: poly.mulmod(a, b, 0x11B)  # noqa: E731
    inv = [0] + [next(b for b in range(1, 256) if mul(a, b) == 1) for a in range(1, 256)]
    rnd = random.Random(11)
    bad = []
    for it in range(rounds):
        cols = [[rnd.randrange(256) for _ in range(o)] for _ in range(o)]  # column-major: cols[j][i] = A[i][j]
        if it % 4 == 3:
            cols[rnd.randrange(o)] = list(cols[0])
        if it % 4 == 1:  # column j zero in the rows above a random one: pivots found late
            for j in range(rnd.randrange(1, 20)):
                top = rnd.randrange(o)
                cols[j][:top] = [0] * top
        const = [rnd.randrange(256) for _ in range(o)]
        w = o + 4
        mat = [[cols[j][i] for j in range(o)] + [const[i]] + [0] * (w - o - 1) for i in range(o)]
        ok = 1
        for i in range(o):
            for j in range(i + 1, o):
                if mat[i][i] == 0:
                    mat[i][i:] = [a ^ b for a, b in zip(mat[i][i:], mat[j][i:])]
            ok &= mat[i][i] != 0
            p = inv[mat[i][i]]
            mat[i][i:] = [mul(a, p) for a in mat[i][i:]]
            for j in range(i + 1, o):
                f = mat[j][i]
                mat[j][i:] = [a ^ mul(f, b) for a, b in zip(mat[j][i:], mat[i][i:])]
        a = (ctypes.c_uint8 * (o * o))(*[x for col in cols for x in col])
        c = (ctypes.c_uint8 * o)(*const)
        got = lib.gf256mat_gaussian_elim_ref(a, c, o)
        if got != ok or list(a) != [x for row in mat for x in row[:o]] or list(c) != [row[o] for row in mat]:
            bad.append(f"gaussian_elim {it}")
        x = [row[o] for row in mat]
        for i in range(o - 1, 0, -1):
            for j in range(i):
                x[j] ^= mul(mat[j][i], x[i])
        lib.gf256mat_back_substitute_ref(c, a, o)
        if list(c) != x:
            bad.append(f"back_substitute {it}")
        b = [rnd.randrange(256) for _ in range(o)]
        m = [[rnd.randrange(256) for _ in range(v)] for _ in range(o)]  # o columns of v bytes
        y = (ctypes.c_uint8 * v)(*[rnd.randrange(256) for _ in range(v)])
        lib.gf256mat_prod_ref(y, (ctypes.c_uint8 * (v * o))(*[x for col in m for x in col]), v, o, (ctypes.c_uint8 * o)(*b))
        want = [0] * v
        for k in range(o):
            want = [acc ^ mul(b[k], e) for acc, e in zip(want, m[k])]
        if list(y) != want:
            bad.append(f"mat_prod {it}")
        if it % 4 == 0:  # the signer's S * x_v (v columns of o * o bytes): the gemm l1 with x_v's tables
            x = [rnd.randrange(256) for _ in range(v)]
            s_cols = [[rnd.randrange(256) for _ in range(o * o)] for _ in range(v)]
            y = (ctypes.c_uint8 * (o * o))(*[rnd.randrange(256) for _ in range(o * o)])
            lib.gf256mat_prod_ref(y, (ctypes.c_uint8 * (v * o * o))(*[e for col in s_cols for e in col]), o * o, v,
                                  (ctypes.c_uint8 * v)(*x))
            want = [0] * (o * o)
            for k in range(v):
                want = [acc ^ mul(x[k], e) for acc, e in zip(want, s_cols[k])]
            if list(y) != want:
                bad.append(f"mat_prod S * x_v {it}")
    return bad


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa", ["c64", *runnable_isas(("avx2",))])
def test_the_gaussian_elimination_equals_uovs_also_on_singular_systems(tmp_path: Path, isa: str) -> None:
    files = uov_gemm_files(isa, "ov-Ip")
    assert ("_gauss_uov(mat);" in files["blas_matrix_ref.c"]) == (isa != "c64")
    assert ge_mismatches(tmp_path, files, isa=isa) == []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.skipif(not runnable_isas(("avx2",)), reason="no avx2 here")
@pytest.mark.parametrize("old, new", [
    # the pivot search keeps adding rows after a nonzero pivot
    ("        nz = _mm256_and_si256(nz, _mm256_cmpeq_epi8(_mm256_set1_epi8((char)(e)), zero));\n", ""),
    # the coefficient tables one row off
    ("__m256i idx = _mm256_set1_epi8((char)(j0 & 15));", "__m256i idx = _mm256_set1_epi8((char)((j0 + 1) & 15));"),
])
def test_a_planted_bug_in_the_gauss_kernel_is_refused(tmp_path: Path, old: str, new: str) -> None:
    files = uov_gemm_files("avx2", "ov-Ip")
    header = next(n for n in files if n.endswith("linalg.h"))
    assert old in files[header]
    assert ge_mismatches(tmp_path, {**files, header: files[header].replace(old, new)}, rounds=4, isa="avx2") != []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("old, new", [
    # the pivot row itself in the eliminated column: it cancels itself
    ("        memcpy(ai, acc, GEN_UOV_W);\n", "        memcpy(ai, acc, GEN_UOV_W);\n        col[i] = pivot;\n"),
    # the pivot search does not follow the rows it adds (a zero pivot takes every later row)
    ("            pivot ^= (uint8_t)(e & (0u - zero));\n", ""),
    # S * x_v: the product's tables of the wrong vector
    ("_gemm_l1_prepare(tab, b);", "_gemm_l1_prepare(tab, matA);"),
    # a window one row too small: the first row below the pivot is left out
    ("    if (i + 1u >= GEN_UOV_H - 28u) {", "    if (i + 2u >= GEN_UOV_H - 28u) {"),
    # the pivot row scaled from its second word on only
    ("gf256v_mul_scalar(ai, gf256_inv(pivot), GEN_UOV_W);", "gf256v_mul_scalar(ai + 8, gf256_inv(pivot), GEN_UOV_W - 8);"),
])
def test_a_planted_bug_in_the_gaussian_elimination_is_refused(tmp_path: Path, old: str, new: str) -> None:
    files = uov_gemm_files("c64", "ov-Ip")
    text = files["blas_matrix_ref.c"]
    assert old in text
    assert ge_mismatches(tmp_path, {**files, "blas_matrix_ref.c": text.replace(old, new, 1)}) != []


# -- blas_matrix_ref.c under memcheck: the signer's system, its solution and S * x_v are secret ----------------------

# UOV's gf16.h / blas layer as the adapter calls them, without branches or indices on data (memcheck flags the
# stand-ins' own leaks too): products by masks, the inverse a^(q-2), the masks through an optimizer barrier
# (clang-19 -O2 turns them into branches otherwise)
GE_CT_BLAS = r"""#include <stdint.h>
static inline unsigned ct_hide_(unsigned m) {
    __asm__("" : "+r"(m));
    return m;
}
static inline uint8_t ct_mul_(uint8_t a, uint8_t b, unsigned bits, unsigned poly) {
    unsigned r = 0;
    for (unsigned i = 0; i < bits; i++) r ^= ((unsigned)a << i) & ct_hide_(0u - ((unsigned)(b >> i) & 1u));
    for (unsigned i = 2 * bits - 2; i >= bits; i--) r ^= (poly << (i - bits)) & ct_hide_(0u - ((r >> i) & 1u));
    return (uint8_t)r;
}
static inline uint8_t gf16_mul(uint8_t a, uint8_t b) { return ct_mul_(a & 15, b & 15, 4, 0x13); }
static inline uint8_t gf256_mul(uint8_t a, uint8_t b) { return ct_mul_(a, b, 8, 0x11b); }
static inline uint8_t gf16_is_nonzero(uint8_t a) { return (uint8_t)(((0u - (a & 15u)) >> 4) & 1u); }
static inline uint8_t gf256_is_nonzero(uint8_t a) { return (uint8_t)(((unsigned)a + 255u) >> 8); }
static inline uint8_t gf16_inv(uint8_t a) { uint8_t r = 1; for (int i = 0; i < 14; i++) r = gf16_mul(r, a); return r; }
static inline uint8_t gf256_inv(uint8_t a) { uint8_t r = 1; for (int i = 0; i < 254; i++) r = gf256_mul(r, a); return r; }
static inline uint8_t gf16v_get_ele(const uint8_t *a, unsigned i) { return (a[i >> 1] >> ((i & 1) * 4)) & 0xf; }
static inline void gf16v_set_ele(uint8_t *a, unsigned i, uint8_t v) {
    const unsigned sh = (i & 1) * 4;
    a[i >> 1] = (uint8_t)((a[i >> 1] & ~(0xfu << sh)) | ((v & 0xfu) << sh));
}
static inline void gf256v_set_zero(uint8_t *b, unsigned n) { for (unsigned i = 0; i < n; i++) b[i] = 0; }
static inline void gf16v_madd(uint8_t *c, const uint8_t *a, uint8_t b, unsigned n) {
    for (unsigned i = 0; i < n; i++) c[i] ^= (uint8_t)(gf16_mul(a[i] & 15, b) | gf16_mul(a[i] >> 4, b) << 4);
}
static inline void gf256v_madd(uint8_t *c, const uint8_t *a, uint8_t b, unsigned n) {
    for (unsigned i = 0; i < n; i++) c[i] ^= gf256_mul(a[i], b);
}
static inline void gf16v_mul_scalar(uint8_t *a, uint8_t b, unsigned n) {
    for (unsigned i = 0; i < n; i++) a[i] = (uint8_t)(gf16_mul(a[i] & 15, b) | gf16_mul(a[i] >> 4, b) << 4);
}
static inline void gf256v_mul_scalar(uint8_t *a, uint8_t b, unsigned n) { for (unsigned i = 0; i < n; i++) a[i] = gf256_mul(a[i], b); }
"""

GE_CT_MAIN = r"""
#include <stdint.h>
#include <valgrind/memcheck.h>
#include "params.h"
#define F(name) gf%(q)dmat_##name
void F(prod_ref)(uint8_t *c, const uint8_t *matA, unsigned n_A_vec_byte, unsigned n_A_width, const uint8_t *b);
unsigned F(gaussian_elim_ref)(uint8_t *sqmat_a, uint8_t *constant, unsigned len);
void F(back_substitute_ref)(uint8_t *constant, const uint8_t *sq_row_mat_a, unsigned len);
static uint8_t sq[_O * _O_BYTE], cst[_O_BYTE], s[_V * _O * _O_BYTE], x[_V_BYTE], l1[_O * _O_BYTE];
volatile unsigned sink;
/* the signer's secrets marked undefined for memcheck: the system (from the vinegar vector), its solution, S and
 * x_v; a branch or a memory index on them is an error. One system singular (two equal columns) as well. */
int main(void) {
    for (int round = 0; round < 2; round++) {
        for (unsigned i = 0; i < sizeof sq; i++) sq[i] = (uint8_t)(i * 151u + 17u + (unsigned)round * (i >> 3));
        if (round) for (unsigned i = 0; i < _O_BYTE; i++) sq[_O_BYTE + i] = sq[i];
        for (unsigned i = 0; i < sizeof cst; i++) cst[i] = (uint8_t)(i * 29u + 3u);
        for (unsigned i = 0; i < sizeof s; i++) s[i] = (uint8_t)(i * 131u + 7u);
        for (unsigned i = 0; i < sizeof x; i++) x[i] = (uint8_t)(i * 37u + 11u);
        VALGRIND_MAKE_MEM_UNDEFINED(sq, sizeof sq);
        VALGRIND_MAKE_MEM_UNDEFINED(cst, sizeof cst);
        VALGRIND_MAKE_MEM_UNDEFINED(s, sizeof s);
        VALGRIND_MAKE_MEM_UNDEFINED(x, sizeof x);
        sink = F(gaussian_elim_ref)(sq, cst, _O);
        F(back_substitute_ref)(cst, sq, _O);
        F(prod_ref)(l1, s, _O * _O_BYTE, _V, x);
    }
    return 0;
}
"""


def ge_memcheck(d: Path, files: dict[str, str], isa: str, uov_set: str) -> subprocess.CompletedProcess:
    """blas_matrix_ref.c with the constant-time stand-ins and GE_CT_MAIN under memcheck."""
    q, v, o = UOV_SETS[uov_set]
    d.mkdir()
    stand_ins = {**BATCH_STAND_INS, "config.h": "", "blas_matrix_ref.h": "", "blas.h": GE_CT_BLAS}
    for name, text in {**files, **stand_ins, "ct.c": GE_CT_MAIN}.items():
        (d / name).write_text(text % dict(q=q, v=v, o=o) if name in ("params.h", "ct.c") else text)
    r = subprocess.run(["gcc", "-O2", "-g", *CFLAGS[1:], *get_target(isa).cflags, "-I", str(d), "-o", str(d / "ct"),
                        str(d / "ct.c"), str(d / "blas_matrix_ref.c")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(d / "ct")], capture_output=True,
                          text=True, timeout=900)


@pytest.mark.skipif(UOV_NO_VALGRIND, reason="valgrind (and its memcheck.h) not installed")
@pytest.mark.parametrize("isa, uov_set", [("c64", "ov-Ip"), *((i, s) for i in runnable_isas(("avx2",)) for s in ("ov-Is", "ov-Ip"))])
def test_the_gaussian_elimination_and_s_times_x_are_constant_time_in_the_signers_secrets(tmp_path: Path, isa: str,
                                                                                         uov_set: str) -> None:
    r = ge_memcheck(tmp_path / isa, uov_gemm_files(isa, uov_set), isa, uov_set)
    assert r.returncode == 0 and "ERROR SUMMARY: 0 errors" in r.stderr, r.stderr[-3000:]


@pytest.mark.skipif(UOV_NO_VALGRIND, reason="valgrind (and its memcheck.h) not installed")
def test_a_planted_secret_index_in_the_gaussian_elimination_is_caught(tmp_path: Path) -> None:
    files = uov_gemm_files("c64", "ov-Ip")
    text = files["blas_matrix_ref.c"]
    leak = "            { static const uint8_t leak[256] = {1}; acc[0] ^= leak[e]; }\n"
    planted = text.replace("            col[j] = e;\n", "            col[j] = e;\n" + leak, 1)
    assert planted != text
    r = ge_memcheck(tmp_path / "planted", {**files, "blas_matrix_ref.c": planted}, "c64", "ov-Ip")
    assert r.returncode == 99 and "Use of uninitialised value" in r.stderr
