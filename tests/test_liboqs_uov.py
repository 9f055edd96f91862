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


def test_overlay_replaces_blas_u32_and_adds_the_kernel_header_only(tmp_path: Path) -> None:
    liboqs = tmp_path / "liboqs"
    ref = liboqs / liboqs_uov.SETS["Is"].ref_dir
    ref.mkdir(parents=True)
    for name in ("blas_u32.h", "blas.h", "gf16.h"):
        (ref / name).write_text("")
    emitted = {16: [Path("/e/blas_u32.h"), Path("/e/gf16_linalg.h")]}
    plan = liboqs_uov.overlay_plan([liboqs_uov.SETS["Is"]], emitted, liboqs)
    assert plan == {"src/sig/uov/pqov_ov_Is_ref/blas_u32.h": Path("/e/blas_u32.h"),
                    "src/sig/uov/pqov_ov_Is_ref/gf16_linalg.h": Path("/e/gf16_linalg.h")}
    with pytest.raises(tc.CheckFailed, match="would replace liboqs's"):
        liboqs_uov.overlay_plan([liboqs_uov.SETS["Is"]], {16: [Path("/e/blas_u32.h"), Path("/e/gf16.h")]}, liboqs)


def test_build_labels_and_prefixes() -> None:
    shipped = liboqs_uov.Build("shipped", None, Path("/b"), Path("/t"))
    gen = liboqs_uov.Build("gen", "avx2", Path("/b"), Path("/t"))
    flags = liboqs_uov.Build("flags", "avx2", Path("/b"), Path("/t"))
    assert (shipped.label, shipped.prefix, shipped.probe_prefix) == ("liboqs", "", "ORIG_")
    assert (gen.label, gen.prefix, gen.probe_prefix) == ("ref+gen:avx2", "REF_GEN_AVX2_", "REF_GEN_AVX2_")
    assert flags.label == "ref+flags:avx2"
    assert liboqs_uov.describe("ref+flags:avx2") == "ref as shipped, -mavx2 -mpclmul"


def test_the_table_gives_ratios_against_ref_and_uovs_avx2_and_the_goal_says_met_or_not() -> None:
    rows = [Timing("ov-Is", "sign", "ref", 600.0), Timing("ov-Is", "sign", "uov-avx2", 90.0),
            Timing("ov-Is", "sign", "ref+gen:avx2", 300.0)]
    table = liboqs_uov.speedup_table(rows, 1e6)
    assert table[0].endswith("| ref + gen avx2 vs ref | ref + gen avx2 vs UOV avx2 |")
    assert table[2] == "| ov-Is | sign | 600.0 | 90.0 | 300.0 | 2.00x | 0.30x |"
    assert liboqs_uov.goal_lines(rows, "avx2") == [
        "- ov-Is sign: ref + gen avx2 is 0.30x UOV's avx2 code's speed: goal (>= 1.00x) NOT met"]
    fast = rows[:2] + [Timing("ov-Is", "sign", "ref+gen:avx2", 80.0)]
    assert liboqs_uov.goal_lines(fast, "avx2")[0].endswith("met") and "NOT" not in liboqs_uov.goal_lines(fast, "avx2")[0]


def test_unknown_sets_and_isas_are_one_line_refusals(capsys: pytest.CaptureFixture) -> None:
    for argv, words in ((["--sets", "Iz"], "unknown set 'Iz'"), (["--isas", "neon"], "unknown ISA 'neon'")):
        with pytest.raises(SystemExit) as e:
            liboqs_uov.make_setup(liboqs_uov.parse_args(argv)) if "--sets" in argv else liboqs_uov.pick_isas("neon", False)
        assert words in str(e.value)
