"""Scheme adapters (--abi): which kernels each ABI accepts, and that an adapter compiles under the
scheme's own strict flags against the scheme's headers and computes the kernel's product."""
from __future__ import annotations

import dataclasses
import functools
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gen.abi import abi_command
from gen.errors import GenError
from gen.families.modq import parse_ntt
from gen.families.modq.reference import basemul as reference_basemul, ntt as reference_ntt
from gen.ir.lanes import Interval
from gen.isa import get_target
from gen.pipeline import add_abi, generate
from gen.spec import poly

ROOT = Path(__file__).resolve().parent.parent
PQCLEAN_CFLAGS = ["-O2", "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wvla", "-Werror",
                  "-Wredundant-decls", "-Wmissing-prototypes"]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gen", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)


@pytest.mark.parametrize("args, message", [
    (["--ring", "x^1000-1", "--abi", "pqclean-hqc"], "n one of 17669, 35851, 57637"),
    (["--ring", "x^17669+x^3+1", "--abi", "pqclean-hqc"], "--ring 'x^n-1'"),
    (["--field", "x^12+x^3+1", "--abi", "pqclean-hqc", "--namespace", "X_"], "needs HQC's field"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--abi", "pqclean-hqc"], "needs --namespace"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--abi", "pqclean-nope"], "unknown --abi"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--namespace", "X_"], "--namespace goes with --abi"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--abi", "pqclean-hqc", "--namespace", "1x"], "not a valid C identifier"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--abi", "pqclean-mceliece"], "adapters for tower kernels, not for a field"),
    (["--matrix", "4", "--field", "x^4+x+1", "--abi", "pqclean-hqc"], "adapters for field and ring kernels"),
    (["--tower", "x^12+x^3+1", "--ext", "y^64+y^3+y+z", "--abi", "pqclean-hqc"], "not for a tower"),
    (["--tower", "x^12+x^3+1", "--ext", "y^64+y^3+y+z", "--abi", "pqclean-mceliece", "--namespace", "X_"],
     "takes no --namespace"),
    (["--prime", "7681", "--ntt", "256", "--abi", "pqclean-mlkem"], "needs ML-KEM's NTT"),
    (["--prime", "3329", "--ntt", "128", "--abi", "pqclean-mlkem"], "needs ML-KEM's NTT"),
    (["--prime", "3329", "--ntt", "256", "--root", "1584", "--abi", "pqclean-mlkem"], "needs ML-KEM's NTT"),
    (["--prime", "3329", "--ntt", "256", "--input-bound", "3000", "--abi", "pqclean-mlkem"], "--input-bound 3328 or more"),
    (["--prime", "3329", "--ntt", "256", "--abi", "pqclean-hqc"], "not for a mod-q NTT kernel"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--abi", "pqclean-mlkem"], "adapters for modq kernels, not for a field"),
    (["--prime", "3329", "--ntt", "256", "--abi", "pqclean-mlkem", "--namespace", "PQCLEAN-X"],
     "not a valid C identifier"),
])
def test_an_abi_refuses_kernels_it_does_not_fit(tmp_path: Path, args: list[str], message: str) -> None:
    r = cli(*args, "--isa", "c64", "--no-verify", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "out").exists()


def test_abi_command_implies_header_only() -> None:
    cmd = abi_command("gen --ring x^17669-1 --isa avx2 --header-only", "pqclean-hqc", None)
    assert cmd == "gen --ring 'x^17669-1' --isa avx2 --abi pqclean-hqc"
    cmd = abi_command("gen --prime 3329 --ntt 256 --isa avx2 --header-only", "pqclean-mlkem", "PQCLEAN_MLKEM512_CLEAN_")
    assert cmd == "gen --prime 3329 --ntt 256 --isa avx2 --abi pqclean-mlkem --namespace PQCLEAN_MLKEM512_CLEAN_"


def test_abi_needs_a_header_only_kernel() -> None:
    with pytest.raises(GenError, match="header-only"):
        add_abi(generate("x^8+x^4+x^3+x^2+1", "c64"), "pqclean-hqc", "NS_")


HQC_HEADERS = {
    "gf2x.h": "#include <stdint.h>\nvoid T_vect_mul(uint64_t *o, const uint64_t *v1, const uint64_t *v2);\n",
    "parameters.h": "#define PARAM_N 17669\n#define VEC_N_SIZE_64 277\n",
    "gf.h": "#include <stdint.h>\nuint16_t T_gf_mul(uint16_t a, uint16_t b);\nuint16_t T_gf_square(uint16_t a);\n"
            "uint16_t T_gf_inverse(uint16_t a);\n",
}

DRIVER = r"""
#include <inttypes.h>
#include <stdio.h>
#include "gf2x.h"
#include "gf.h"
static uint64_t a[277], b[277], o[277];
int main(void) {
    unsigned x, y;
    int i;
    for (i = 0; i < 277; i++) { scanf("%" SCNx64, &a[i]); }
    for (i = 0; i < 277; i++) { scanf("%" SCNx64, &b[i]); }
    T_vect_mul(o, a, b);
    for (i = 0; i < 277; i++) printf("%016" PRIx64 "\n", o[i]);
    for (x = 0; x < 256; x++) {
        if (T_gf_inverse((uint16_t)x) != 0 && T_gf_mul((uint16_t)x, T_gf_inverse((uint16_t)x)) != 1) return 3;
        if (T_gf_square((uint16_t)x) != T_gf_mul((uint16_t)x, (uint16_t)x)) return 4;
        for (y = 0; y < 256; y++)
            if (T_gf_mul((uint16_t)(x | 0x300), (uint16_t)y) != T_gf_mul((uint16_t)x, (uint16_t)(y | 0xF00))) return 5;
    }
    return T_gf_inverse(0) == 0 ? 0 : 6;
}
"""


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
def test_hqc_adapters_compile_with_pqclean_flags_and_match_the_reference(tmp_path: Path) -> None:
    ring = generate("x^17669-1", "c64", family_name="ring", header_only=True, profile=False)
    field = generate("x^8+x^4+x^3+x^2+1", "c64", header_only=True)
    add_abi(ring, "pqclean-hqc", "T_")
    add_abi(field, "pqclean-hqc", "T_")
    files = {**ring.files, **field.files, **HQC_HEADERS, "main.c": DRIVER}
    assert {"gf2x.c", "gf.c"} <= set(files)
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    exe = tmp_path / "drv"
    subprocess.run(["gcc", *PQCLEAN_CFLAGS, "-I", str(tmp_path), "-o", str(exe), str(tmp_path / "main.c"),
                    str(tmp_path / "gf2x.c"), str(tmp_path / "gf.c")], check=True, capture_output=True, text=True)
    rng = random.Random(17669)
    x, y = rng.getrandbits(17669), rng.getrandbits(17669)
    words = lambda v: "\n".join(f"{(v >> (64 * i)) & (2**64 - 1):x}" for i in range(277))  # noqa: E731
    r = subprocess.run([str(exe)], input=words(x) + "\n" + words(y) + "\n", capture_output=True, text=True)
    assert r.returncode == 0, f"GF(2^8) adapter check {r.returncode}"
    got = sum(int(w, 16) << (64 * i) for i, w in enumerate(r.stdout.split()))
    assert got == poly.mulmod(x, y, (1 << 17669) | 1)


# -- ML-KEM -----------------------------------------------------------------------------------------
MLKEM_Q = 3329
PQCLEAN_ZETAS_HEAD = [-1044, -758, -359, -1517, 1493, 1422, 287, 202]  # PQClean's ntt.c, first row
COMPILERS = [c for c in ("gcc", "clang-19") if shutil.which(c)]

MLKEM_HEADERS = {  # KYBER_K from -D, as each level's params.h; its include guard names the namespace
    "params.h": "#ifndef T_PARAMS_H\n#define T_PARAMS_H\n#define KYBER_N 256\n#define KYBER_Q 3329\n#endif\n",
    "poly.h": "#ifndef POLY_H\n#define POLY_H\n#include <stdint.h>\n#include \"params.h\"\n"
              "typedef struct { int16_t coeffs[KYBER_N]; } poly;\n"
              "void T_poly_ntt(poly *r);\nvoid T_poly_invntt_tomont(poly *r);\n"
              "void T_poly_basemul_montgomery(poly *r, const poly *a, const poly *b);\nvoid T_poly_tomont(poly *r);\n"
              "void T_poly_reduce(poly *r);\n#endif\n",
    "polyvec.h": "#ifndef POLYVEC_H\n#define POLYVEC_H\n#include \"poly.h\"\ntypedef struct { poly vec[KYBER_K]; } polyvec;\n"
                 "void T_polyvec_basemul_acc_montgomery(poly *r, const polyvec *a, const polyvec *b);\n#endif\n",
    "ntt.h": "#include <stdint.h>\nextern const int16_t T_zetas[128];\nvoid T_ntt(int16_t r[256]);\n"
             "void T_invntt(int16_t r[256]);\n"
             "void T_basemul(int16_t r[2], const int16_t a[2], const int16_t b[2], int16_t zeta);\n",
    "reduce.h": "#include <stdint.h>\nint16_t T_montgomery_reduce(int32_t a);\nint16_t T_barrett_reduce(int16_t a);\n",
}

# a: a key unpacked from bytes (0..4095, what the scheme passes to the polyvec product); b: |b_i| <= q - 1
MLKEM_DRIVER = r"""
#include <stdio.h>
#include "ntt.h"
#include "polyvec.h"
#include "reduce.h"
static polyvec a, b;
static poly r, t;
int main(void) {
    int i, k;
    for (k = 0; k < KYBER_K; k++) for (i = 0; i < 256; i++) scanf("%hd", &a.vec[k].coeffs[i]);
    for (k = 0; k < KYBER_K; k++) for (i = 0; i < 256; i++) scanf("%hd", &b.vec[k].coeffs[i]);
    t = b.vec[0];
    T_poly_ntt(&t);
    for (i = 0; i < 256; i++) printf("%d ", t.coeffs[i]);
    printf("\n");
    T_poly_invntt_tomont(&t);
    for (i = 0; i < 256; i++) printf("%d ", t.coeffs[i]);
    printf("\n");
    T_polyvec_basemul_acc_montgomery(&r, &a, &b);
    for (i = 0; i < 256; i++) printf("%d ", r.coeffs[i]);
    printf("\n");
    for (i = 0; i < 128; i++) printf("%d ", T_zetas[i]);
    printf("\n");
    T_basemul(t.coeffs, a.vec[0].coeffs, b.vec[0].coeffs, T_zetas[64]);
    printf("%d %d %d %d\n", t.coeffs[0], t.coeffs[1], T_montgomery_reduce(-3329 * 32768), T_barrett_reduce(-32768));
    return 0;
}
"""


@functools.lru_cache(maxsize=None)
def mlkem_kernel(isa: str):
    return generate(parse_ntt(3329, 256), isa, header_only=True, profile=False)


def mlkem_adapters(isa: str, namespace: str) -> dict[str, str]:
    kernel = mlkem_kernel(isa)
    add_abi(kernel, "pqclean-mlkem", namespace)
    return dict(kernel.files)


@pytest.mark.skipif(not COMPILERS, reason="gcc not found")
@pytest.mark.parametrize("k", [2, 3, 4])
def test_mlkem_adapters_compile_with_pqclean_flags_and_match_the_reference(tmp_path: Path, k: int) -> None:
    files = {**mlkem_adapters("c64", "T_"), **MLKEM_HEADERS, "main.c": MLKEM_DRIVER}
    assert {"ntt.c", "reduce.c", "gen_poly.c"} <= set(files)
    assert "gen --prime 3329 --ntt 256 --isa c64 --abi pqclean-mlkem --namespace T_" in files["gen_poly.c"]
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    exe = tmp_path / "drv"
    sources = [str(tmp_path / f) for f in ("main.c", "ntt.c", "reduce.c", "gen_poly.c")]
    subprocess.run([COMPILERS[0], *PQCLEAN_CFLAGS, f"-DKYBER_K={k}", "-I", str(tmp_path), "-o", str(exe), *sources],
                   check=True, capture_output=True, text=True)
    rng = random.Random(k)
    a = [rng.randint(0, 4095) for _ in range(256 * k)]
    b = [rng.randint(-(MLKEM_Q - 1), MLKEM_Q - 1) for _ in range(256 * k)]
    r = subprocess.run([str(exe)], input=" ".join(map(str, a + b)), capture_output=True, text=True, check=True)
    ntt_b, back, acc, zetas, last = [list(map(int, line.split())) for line in r.stdout.splitlines()]
    spec = parse_ntt(3329, 256)
    rinv = pow(2 ** 16, -1, MLKEM_Q)
    assert all(abs(x) <= (MLKEM_Q - 1) // 2 for x in ntt_b + acc)  # reduced, as PQClean's poly_ntt and acc
    assert [x % MLKEM_Q for x in ntt_b] == reference_ntt(spec, b[:256])
    assert [x % MLKEM_Q for x in back] == [x * 2 ** 16 % MLKEM_Q for x in b[:256]] and max(map(abs, back)) < MLKEM_Q
    expected = [0] * 256
    for i in range(k):
        part = reference_basemul(spec, a[256 * i:256 * (i + 1)], b[256 * i:256 * (i + 1)], rinv)
        expected = [(x + y) % MLKEM_Q for x, y in zip(expected, part)]
    assert [x % MLKEM_Q for x in acc] == expected
    assert zetas[:8] == PQCLEAN_ZETAS_HEAD and all(abs(z) <= (MLKEM_Q - 1) // 2 for z in zetas)
    assert [x % MLKEM_Q for x in last[:2]] == reference_basemul(spec, a[:256], b[:256], rinv)[:2]
    assert (last[2] - (-3329 * 32768 * rinv)) % MLKEM_Q == 0 and abs(last[2]) < MLKEM_Q
    assert last[3] == (-32768 + 1664) % MLKEM_Q - 1664


def test_mlkem_abi_refuses_a_base_multiplication_it_cannot_prove_for_unpacked_keys() -> None:
    kernel = generate(parse_ntt(3329, 256), "c64", header_only=True, profile=False)
    plan = kernel.design.plan
    acc4 = plan.functions["basemul_acc4"]
    # as if the kernel declared any int16_t operands: its products still reduce, but their sums leave 16 bits
    wide = dataclasses.replace(acc4, inputs={"a": Interval.lane(16), "b": Interval.lane(16)})
    kernel.design = dataclasses.replace(kernel.design, plan=dataclasses.replace(plan, functions={**plan.functions,
                                                                                             "basemul_acc4": wide}))
    with pytest.raises(GenError, match="basemul_acc4 is not proved for unpacked key coefficients up to 4095.*lane"):
        add_abi(kernel, "pqclean-mlkem", None)


def fetched_mlkem() -> Path | None:
    """The pqclean/ tree of pqcrypto-mlkem 0.1.1 if cargo has fetched it (integrations/run.py does)."""
    cargo_home = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))
    found = sorted(cargo_home.glob("registry/src/*/pqcrypto-mlkem-0.1.1/pqclean"))
    return found[0] if found else None


NO_MLKEM = not COMPILERS or fetched_mlkem() is None
NO_MLKEM_REASON = "gcc or a fetched pqcrypto-mlkem 0.1.1 (python3 integrations/run.py --scheme mlkem) missing"


@pytest.mark.skipif(NO_MLKEM, reason=NO_MLKEM_REASON)
@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512"])
def test_mlkem_adapters_compile_warning_free_against_the_pqclean_sources(tmp_path: Path, isa: str) -> None:
    pqclean = fetched_mlkem()
    assert pqclean is not None
    cflags = ["-O3", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wmissing-prototypes", "-Wredundant-decls",
              "-std=c99", *get_target(isa).cflags]  # the level's Makefile and the ISA's flags
    for level in (512, 768, 1024):
        out = tmp_path / str(level)
        out.mkdir()
        for name, text in mlkem_adapters(isa, f"PQCLEAN_MLKEM{level}_CLEAN_").items():
            (out / name).write_text(text)
        for cc in COMPILERS:
            for name in ("ntt.c", "reduce.c", "gen_poly.c"):
                # in the output folder by relative names: the command does not name tmp_path, so ccache can hit
                r = subprocess.run([cc, *cflags, "-I", ".", "-I", str(pqclean / f"crypto_kem/ml-kem-{level}/clean"),
                                    "-I", str(pqclean / "common"), "-c", name, "-o", f"{name}.o"],
                                   capture_output=True, text=True, cwd=out)
                assert r.returncode == 0 and not r.stderr, f"{cc} ml-kem-{level} {name}: {r.stderr}"


@pytest.mark.skipif(NO_MLKEM, reason=NO_MLKEM_REASON)
def test_mlkem_adapters_for_one_level_do_not_compile_against_another(tmp_path: Path) -> None:
    pqclean = fetched_mlkem()
    assert pqclean is not None
    for name, text in mlkem_adapters("c64", "PQCLEAN_MLKEM512_CLEAN_").items():
        (tmp_path / name).write_text(text)
    r = subprocess.run([COMPILERS[0], *PQCLEAN_CFLAGS, "-I", str(tmp_path), "-I", str(pqclean / "crypto_kem/ml-kem-768/clean"),
                        "-I", str(pqclean / "common"), "-c", str(tmp_path / "gen_poly.c"), "-o", str(tmp_path / "p.o")],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "regenerate these files with --namespace" in r.stderr


# The integration (integrations/run.py) on ML-KEM-512 with the c64 adapters, with gen run through a wrapper
# that can plant a bug in one emitted file: (file, text, replacement, what must fail).
PLANTED = {
    "none": None,
    # a wrong value mod q in a function key generation calls: the KAT program fails (decapsulation does)
    "gen_poly.c tomont": ("gen_poly.c", " ntt_3329_256_tomont(r->coeffs);", " ntt_3329_256_reduce(r->coeffs);",
                          "patched KAT program"),
    # a wrong root in basemul, which the KEM never calls (gen_poly.c multiplies): only the function check sees it
    "ntt.c basemul": ("ntt.c", "_fqmul(r[0], zeta);", "_fqmul(r[0], (int16_t)-zeta);", "basemul (input"),
}

GEN_WRAPPER = r"""
import subprocess, sys
from pathlib import Path
args = sys.argv[1:]
rc = subprocess.run([sys.executable, "-m", "gen", *args], cwd={root!r}).returncode
planted = {planted!r}
if rc == 0 and planted and "--out" in args:
    path = Path(args[args.index("--out") + 1]) / planted[0]
    text = path.read_text()
    assert planted[1] in text, planted
    path.write_text(text.replace(planted[1], planted[2], 1))
sys.exit(rc)
"""


@pytest.mark.skipif(NO_MLKEM or shutil.which("cargo") is None, reason=NO_MLKEM_REASON + " (or cargo)")
@pytest.mark.parametrize("bug", list(PLANTED))
def test_mlkem_integration_passes_its_kats_and_refuses_a_planted_bug(tmp_path: Path, bug: str) -> None:
    planted = PLANTED[bug]
    wrapper = tmp_path / "gen_wrapper.py"
    wrapper.write_text(GEN_WRAPPER.format(root=str(ROOT), planted=planted))
    env = {**os.environ, "GEN_INTEGRATIONS_CACHE": str(tmp_path / "cache"), "CARGO_NET_OFFLINE": "true"}
    r = subprocess.run([sys.executable, str(ROOT / "integrations" / "run.py"), "--quick", "--scheme", "mlkem",
                        "--levels", "512", "--isas", "c64", "--gen", f"{sys.executable} {wrapper}"],
                       capture_output=True, text=True, env=env, timeout=900)
    if planted is None:
        assert r.returncode == 0, r.stdout + r.stderr
        assert "KAT: sha256" in r.stdout and "= META.yml nistkat-sha256 (original and patched)" in r.stdout
        assert "all checks passed for ml-kem-512 x c64" in r.stdout
    else:
        assert r.returncode == 1, r.stdout + r.stderr
        fail = r.stderr.strip().splitlines()[-1]
        assert fail.startswith("FAIL ml-kem-512 c64: ") and planted[3] in fail, fail
