"""Scheme adapters (--abi): which kernels each ABI accepts, and that an adapter compiles under the
scheme's own strict flags against the scheme's headers and computes the kernel's product."""
from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gen.abi import abi_command
from gen.errors import GenError
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
])
def test_an_abi_refuses_kernels_it_does_not_fit(tmp_path: Path, args: list[str], message: str) -> None:
    r = cli(*args, "--isa", "c64", "--no-verify", "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "out").exists()


def test_abi_command_implies_header_only() -> None:
    cmd = abi_command("gen --ring x^17669-1 --isa avx2 --header-only", "pqclean-hqc", None)
    assert cmd == "gen --ring 'x^17669-1' --isa avx2 --abi pqclean-hqc"


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
