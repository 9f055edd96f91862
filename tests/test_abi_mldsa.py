"""--abi pqclean-mldsa: the ML-DSA adapter files (gen.families.modq.abi_mldsa) and their refusals."""
from __future__ import annotations

import dataclasses
import functools
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from gen.errors import GenError
from gen.families.modq.abi import adapters as mlkem_adapters_of
from gen.families.modq.abi_mldsa import adapters as mldsa_adapters_of
from gen.families.modq import parse_ntt
from gen.families.modq.reference import basemul as reference_basemul, ntt as reference_ntt
from gen.ir.lanes import Interval
from gen.isa import get_target, host_supports
from gen.pipeline import add_abi, generate

ROOT = Path(__file__).resolve().parent.parent
Q = 8380417
COMPILERS = [c for c in ("gcc", "clang-19") if shutil.which(c)]
PQCLEAN_CFLAGS = ["-O2", "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wredundant-decls",
                  "-Wmissing-prototypes"]


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gen", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)


@functools.lru_cache(maxsize=None)
def mldsa_kernel(isa: str, acc: tuple[int, ...] = (4, 5, 7)):
    """configs/mldsa.toml's kernel: the lazy forward NTT, the accumulations of ML-DSA-44/65/87 and the rounding
    functions."""
    return generate(parse_ntt(Q, 256), isa, header_only=True, profile=False, ntt_output="lazy", acc=acc,
                    rounding={"d": 13, "gamma2": [88, 32]})


def mldsa_adapters(isa: str, namespace: str) -> dict[str, str]:
    kernel = mldsa_kernel(isa)
    files = dict(kernel.files)
    kernel = dataclasses.replace(kernel, files=files)
    add_abi(kernel, "pqclean-mldsa", namespace)
    return dict(kernel.files)


@pytest.mark.parametrize("args, message", [
    (["--prime", "3329", "--ntt", "256", "--abi", "pqclean-mldsa"], "needs ML-DSA's NTT"),
    (["--field", "x^8+x^4+x^3+x^2+1", "--abi", "pqclean-mldsa"], "adapters for modq kernels, not for a field"),
])
def test_the_mldsa_abi_refuses_kernels_it_does_not_fit(tmp_path: Path, args: list[str], message: str) -> None:
    r = cli(*args, "--isa", "c64", "--no-verify", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "out").exists()


def stand_in(spec, acc=(4, 5, 7)) -> SimpleNamespace:
    """What the adapters read of a kernel before its bounds: the spec and the accumulations (no planning)."""
    return SimpleNamespace(spec=spec, design=SimpleNamespace(plan=SimpleNamespace(acc=acc, order=None)))


@pytest.mark.parametrize("adapters, kernel, message", [
    (mldsa_adapters_of, stand_in(parse_ntt(Q, 256, 7)), "needs ML-DSA's NTT"),
    (mldsa_adapters_of, stand_in(parse_ntt(Q, 256, None, 6757063)), "needs ML-DSA's NTT"),
    (mldsa_adapters_of, stand_in(parse_ntt(Q, 256, None, None, 10 ** 6)), "--input-bound 8380416 or more"),
    (mldsa_adapters_of, stand_in(parse_ntt(Q, 256), (2, 3, 4)), "needs basemul_acc for polyvec lengths [4, 5, 7]"),
    (mlkem_adapters_of, stand_in(parse_ntt(Q, 256)), "needs ML-KEM's NTT"),  # and the ML-KEM adapter ML-DSA's
])
def test_the_adapters_refuse_another_schemes_ring_in_one_line(adapters, kernel, message: str) -> None:
    with pytest.raises(GenError) as e:
        adapters(kernel, None)
    assert message in str(e.value) and "\n" not in str(e.value)


def test_the_mldsa_abi_refuses_a_kernel_whose_ntt_outputs_its_pointwise_product_does_not_take() -> None:
    kernel = mldsa_kernel("c64")
    plan = kernel.design.plan
    # as if the base multiplication were proved only for |a_i|, |b_i| <= q - 1: the scheme multiplies NTT outputs
    narrow = dataclasses.replace(plan.functions["basemul"], inputs={"a": Interval(-(Q - 1), Q - 1),
                                                                     "b": Interval(-(Q - 1), Q - 1)})
    broken = dataclasses.replace(kernel, files=dict(kernel.files), design=dataclasses.replace(
        kernel.design, plan=dataclasses.replace(plan, functions={**plan.functions, "basemul": narrow})))
    with pytest.raises(GenError, match=r"^--abi pqclean-mldsa: ntt's output bound \d+ exceeds the base "
                                       r"multiplication's input bound 8380416"):
        add_abi(broken, "pqclean-mldsa", None)


# Each level's params.h (L from -D), poly.h, polyvec.h, ntt.h and reduce.h, as far as the adapters use them.
HEADERS = {
    "params.h": "#ifndef T_PARAMS_H\n#define T_PARAMS_H\n#define N 256\n#define Q 8380417\n#define D 13\n"
                "#define ROOT_OF_UNITY 1753\n#define K 6\n"
                "#if L == 4\n#define GAMMA2 ((Q-1)/88)\n#else\n#define GAMMA2 ((Q-1)/32)\n#endif\n#endif\n",
    "poly.h": "#ifndef POLY_H\n#define POLY_H\n#include <stdint.h>\n#include \"params.h\"\n"
              "typedef struct { int32_t coeffs[N]; } poly;\n"
              "void T_poly_reduce(poly *a);\nvoid T_poly_caddq(poly *a);\nvoid T_poly_ntt(poly *a);\n"
              "void T_poly_invntt_tomont(poly *a);\nvoid T_poly_pointwise_montgomery(poly *c, const poly *a, const poly *b);\n"
              "void T_poly_power2round(poly *a1, poly *a0, const poly *a);\n"
              "void T_poly_decompose(poly *a1, poly *a0, const poly *a);\n"
              "unsigned int T_poly_make_hint(poly *h, const poly *a0, const poly *a1);\n"
              "void T_poly_use_hint(poly *b, const poly *a, const poly *h);\nint T_poly_chknorm(const poly *a, int32_t B);\n"
              "#endif\n",
    "polyvec.h": "#ifndef POLYVEC_H\n#define POLYVEC_H\n#include \"poly.h\"\ntypedef struct { poly vec[L]; } polyvecl;\n"
                 "void T_polyvecl_pointwise_acc_montgomery(poly *w, const polyvecl *u, const polyvecl *v);\n#endif\n",
    "ntt.h": "#include <stdint.h>\n#include \"params.h\"\nvoid T_ntt(int32_t a[N]);\nvoid T_invntt_tomont(int32_t a[N]);\n",
    "reduce.h": "#include <stdint.h>\nint32_t T_montgomery_reduce(int64_t a);\nint32_t T_reduce32(int32_t a);\n"
                "int32_t T_caddq(int32_t a);\nint32_t T_freeze(int32_t a);\n",
}

# u: a matrix row in [0, q); v: |v_i| <= q - 1, transformed by poly_ntt before the products
DRIVER = r"""
#include <stdio.h>
#include "ntt.h"
#include "polyvec.h"
#include "reduce.h"
static polyvecl u, v;
static poly r, t;
static void show(const poly *p) { for (int i = 0; i < N; i++) printf("%d ", p->coeffs[i]); printf("\n"); }
int main(void) {
    int i, k;
    for (k = 0; k < L; k++) for (i = 0; i < N; i++) if (scanf("%d", &u.vec[k].coeffs[i]) != 1) return 2;
    for (k = 0; k < L; k++) for (i = 0; i < N; i++) if (scanf("%d", &v.vec[k].coeffs[i]) != 1) return 2;
    for (k = 0; k < L; k++) T_poly_ntt(&v.vec[k]);
    show(&v.vec[0]);
    t = v.vec[0];
    T_poly_reduce(&t);
    show(&t);
    T_poly_caddq(&t);
    show(&t);
    t = v.vec[0];
    T_poly_reduce(&t);
    T_poly_invntt_tomont(&t);
    show(&t);
    T_polyvecl_pointwise_acc_montgomery(&r, &u, &v);
    show(&r);
    T_poly_pointwise_montgomery(&t, &u.vec[0], &v.vec[0]);
    show(&t);
    printf("%d %d %d %d %d\n", T_reduce32(-2147483647 - 1), T_reduce32(2143289343), T_freeze(-5), T_caddq(-1),
           T_montgomery_reduce(-((long long)Q << 31)));
    return 0;
}
"""


def reduce32(a: int) -> int:
    return a - ((a + (1 << 22)) >> 23) * Q


@pytest.mark.skipif(not COMPILERS, reason="gcc not found")
@pytest.mark.parametrize("level", [4, 5, 7])
def test_mldsa_adapters_compile_with_pqclean_flags_and_match_the_reference(tmp_path: Path, level: int) -> None:
    files = {**mldsa_adapters("c64", "T_"), **HEADERS, "main.c": DRIVER}
    assert {"ntt.c", "reduce.c", "gen_poly.c"} <= set(files)
    assert "--isa c64 --abi pqclean-mldsa --namespace T_" in files["gen_poly.c"]
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    exe = tmp_path / "drv"
    sources = [str(tmp_path / f) for f in ("main.c", "ntt.c", "reduce.c", "gen_poly.c")]
    subprocess.run([COMPILERS[0], *PQCLEAN_CFLAGS, f"-DL={level}", "-I", str(tmp_path), "-o", str(exe), *sources],
                   check=True, capture_output=True, text=True)
    rng = random.Random(level)
    u = [rng.randint(0, Q - 1) for _ in range(256 * level)]
    v = [rng.choice([Q - 1, -(Q - 1), rng.randint(-(Q - 1), Q - 1)]) for _ in range(256 * level)]
    r = subprocess.run([str(exe)], input=" ".join(map(str, u + v)), capture_output=True, text=True, check=True)
    ntt_v, red, canon, back, acc, pw, last = [list(map(int, line.split())) for line in r.stdout.splitlines()]
    spec = parse_ntt(Q, 256)
    rinv = pow(2 ** 32, -1, Q)
    assert [x % Q for x in ntt_v] == reference_ntt(spec, v[:256]) and max(map(abs, ntt_v)) <= 9 * (Q - 1)
    assert red == [reduce32(x) for x in ntt_v] and canon == [x % Q for x in ntt_v]  # poly_reduce is reduce32
    # invntt_tomont(reduce32(NTT(v))) = 2^32 v, inside (-q, q)
    assert [x % Q for x in back] == [x * 2 ** 32 % Q for x in v[:256]] and max(map(abs, back)) < Q
    ntts = [reference_ntt(spec, v[256 * i:256 * (i + 1)]) for i in range(level)]
    expected = [0] * 256
    for i in range(level):
        part = reference_basemul(spec, u[256 * i:256 * (i + 1)], ntts[i], rinv)
        expected = [(x + y) % Q for x, y in zip(expected, part)]
    assert [x % Q for x in acc] == expected and max(map(abs, acc)) <= level * (Q - 1)
    assert [x % Q for x in pw] == reference_basemul(spec, u[:256], ntts[0], rinv) and max(map(abs, pw)) < Q
    assert last[:4] == [reduce32(-2 ** 31), reduce32(2143289343), Q - 5, Q - 1]
    assert (last[4] - (-(Q << 31)) * rinv) % Q == 0 and abs(last[4]) <= Q


def fetched_mldsa() -> Path | None:
    """The pqclean/ tree of pqcrypto-mldsa 0.1.2 if cargo has fetched it (integrations/run.py does)."""
    cargo_home = Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))
    found = sorted(cargo_home.glob("registry/src/*/pqcrypto-mldsa-0.1.2/pqclean"))
    return found[0] if found else None


NO_MLDSA = not COMPILERS or fetched_mldsa() is None
NO_MLDSA_REASON = "gcc or a fetched pqcrypto-mldsa 0.1.2 (python3 integrations/run.py --scheme mldsa) missing"


@pytest.mark.skipif(NO_MLDSA, reason=NO_MLDSA_REASON)
@pytest.mark.parametrize("isa", ["c64", "avx2", "avx512"])  # avx512: compiled only (this host may not run it)
def test_mldsa_adapters_compile_warning_free_against_the_pqclean_sources(tmp_path: Path, isa: str) -> None:
    pqclean = fetched_mldsa()
    assert pqclean is not None
    cflags = ["-O3", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wmissing-prototypes", "-Wredundant-decls",
              "-std=c99", *get_target(isa).cflags]  # the level's Makefile and the ISA's flags
    for level in (44, 65, 87):
        out = tmp_path / str(level)
        out.mkdir()
        for name, text in mldsa_adapters(isa, f"PQCLEAN_MLDSA{level}_CLEAN_").items():
            (out / name).write_text(text)
        files = mldsa_adapters(isa, f"PQCLEAN_MLDSA{level}_CLEAN_")
        # the 4-way Keccak samplers where the ISA has 256-bit vectors; c64 keeps the scheme's
        assert ("gen_expand.c" in files) == (isa != "c64")
        for name in sorted(n for n in files if n.endswith(".c")):
            # in the output folder by relative names: the command does not name tmp_path, so ccache can hit
            r = subprocess.run([COMPILERS[0], *cflags, "-I", ".", "-I", str(pqclean / f"crypto_sign/ml-dsa-{level}/clean"),
                                "-I", str(pqclean / "common"), "-c", name, "-o", f"{name}.o"],
                               capture_output=True, text=True, cwd=out)
            assert r.returncode == 0 and not r.stderr, f"ml-dsa-{level} {name}: {r.stderr}"
    # the files of one level refuse another's params.h
    r = subprocess.run([COMPILERS[0], *cflags, "-I", str(tmp_path / "44"), "-I", str(pqclean / "crypto_sign/ml-dsa-65/clean"),
                        "-I", str(pqclean / "common"), "-c", str(tmp_path / "44" / "gen_poly.c"), "-o", str(tmp_path / "p.o")],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "regenerate these files with --namespace" in r.stderr


# The integration (integrations/run.py) on ML-DSA-44 with the c64 adapters, gen run through a wrapper that can
# plant a bug in one emitted file: (file, text, replacement, what must fail).
PLANTED = {
    "none": None,
    # a wrong value mod q in the inverse NTT that key generation, signing and verification call: the patched
    # build's KAT program fails (its own signature does not verify)
    "gen_poly.c invntt": ("gen_poly.c", "_invntt_tomont(a->coeffs);", "_invntt_tomont(a->coeffs); a->coeffs[7] += 1;",
                          "patched KAT program"),
    # freeze without its caddq, which the scheme never calls: only the function check sees it
    "reduce.c freeze": ("reduce.c", "caddq(mldsa_barrett_reduce(a));", "caddq(a) + 0 * mldsa_barrett_reduce(a);",
                        "freeze("),
    # avx2: a wrong round constant in the 4-way Keccak of gen_expand.c: ExpandA differs, so do keys and KATs
    "gen_expand.c keccak": ("gen_expand.c", "0x0000000000008082ULL", "0x0000000000008083ULL", "patched build: KAT sha256"),
    # avx2: each group's third stream sampled with the second's nonce: A, s1, s2 and y differ
    "gen_expand.c nonce": ("gen_expand.c", "nonce[j] = nonces[i + (j < n ? j : 0)];",
                           "nonce[j] = nonces[i + (j < n ? (j == 2 ? 1 : j) : 0)];", "patched build: KAT sha256"),
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


@pytest.mark.skipif(NO_MLDSA or shutil.which("cargo") is None, reason=NO_MLDSA_REASON + " (or cargo)")
@pytest.mark.parametrize("bug", list(PLANTED))
def test_mldsa_integration_passes_its_kats_and_refuses_a_planted_bug(tmp_path: Path, bug: str) -> None:
    planted = PLANTED[bug]
    wrapper = tmp_path / "gen_wrapper.py"
    wrapper.write_text(GEN_WRAPPER.format(root=str(ROOT), planted=planted))
    env = {**os.environ, "GEN_INTEGRATIONS_CACHE": str(tmp_path / "cache"), "CARGO_NET_OFFLINE": "true"}
    isa = "avx2" if planted and planted[0] == "gen_expand.c" else "c64"
    if isa == "avx2" and not host_supports(get_target(isa)):
        pytest.skip("host lacks AVX2")
    r = subprocess.run([sys.executable, str(ROOT / "integrations" / "run.py"), "--quick", "--scheme", "mldsa",
                        "--levels", "44", "--isas", isa, "--gen", f"{sys.executable} {wrapper}"],
                       capture_output=True, text=True, env=env, timeout=900)
    if planted is None:
        assert r.returncode == 0, r.stdout + r.stderr
        assert "KAT: sha256" in r.stdout and "= META.yml nistkat-sha256 (original and patched)" in r.stdout
        assert "all checks passed for ml-dsa-44 x c64" in r.stdout
    else:
        assert r.returncode == 1, r.stdout + r.stderr
        fail = r.stderr.strip().splitlines()[-1]
        assert fail.startswith(f"FAIL ml-dsa-44 {isa}: ") and planted[3] in fail, fail
