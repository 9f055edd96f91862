"""HQC's fixed-weight sampler in the pqclean-hqc adapter (vector.c): the same vectors as Algorithm 5 of
eprint 2021/1631 (a Python model here) for every ISA's word width, and constant time under memcheck."""
from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from gen.isa import get_target, host_supports
from gen.pipeline import add_abi, generate

N, WORDS, OMEGA_R, N1N2 = 17669, 277, 75, 17664  # HQC-128
NS = "T_"
STUBS = {  # the HQC headers vector.c includes, reduced to what it uses
    "parameters.h": f"""#ifndef T_PARAMETERS_H
#define T_PARAMETERS_H
#define CEIL_DIVIDE(a, b) (((a) + (b) - 1) / (b))
#define PARAM_N {N}
#define PARAM_N1N2 {N1N2}
#define PARAM_OMEGA_R {OMEGA_R}
#define VEC_N_SIZE_BYTES CEIL_DIVIDE(PARAM_N, 8)
#define VEC_N_SIZE_64 CEIL_DIVIDE(PARAM_N, 64)
#define VEC_N1N2_SIZE_BYTES CEIL_DIVIDE(PARAM_N1N2, 8)
#define VEC_N1N2_SIZE_64 CEIL_DIVIDE(PARAM_N1N2, 64)
#define RED_MASK 0x1fULL
#endif
""",
    "shake_prng.h": """#ifndef T_SHAKE_PRNG_H
#define T_SHAKE_PRNG_H
#include <stddef.h>
#include <stdint.h>
typedef struct { const uint8_t *bytes; size_t at; } seedexpander_state;
void T_seedexpander(seedexpander_state *state, uint8_t *output, size_t outlen);
#endif
""",
    "parsing.h": """#ifndef T_PARSING_H
#define T_PARSING_H
#include <stddef.h>
#include <stdint.h>
void T_load8_arr(uint64_t *out64, size_t outlen, const uint8_t *in8, size_t inlen);
#endif
""",
    "vector.h": """#ifndef T_VECTOR_H
#define T_VECTOR_H
#include "shake_prng.h"
void T_vect_set_random_fixed_weight(seedexpander_state *ctx, uint64_t *v, uint16_t weight);
void T_vect_set_random(seedexpander_state *ctx, uint64_t *v);
void T_vect_add(uint64_t *o, const uint64_t *v1, const uint64_t *v2, size_t size);
uint8_t T_vect_compare(const uint8_t *v1, const uint8_t *v2, size_t size);
void T_vect_resize(uint64_t *o, uint32_t size_o, const uint64_t *v, uint32_t size_v);
#endif
""",
}
MAIN = r"""
#include <stdio.h>
#include <string.h>
#include "parameters.h"
#include "parsing.h"
#include "vector.h"
#ifdef MEMCHECK
#include <valgrind/memcheck.h>
#endif

void T_seedexpander(seedexpander_state *state, uint8_t *output, size_t outlen) {
    memcpy(output, state->bytes + state->at, outlen);
    state->at += outlen;
}

void T_load8_arr(uint64_t *out64, size_t outlen, const uint8_t *in8, size_t inlen) {
    (void)inlen;
    memcpy(out64, in8, 8 * outlen);
}

/* stdin: trials x (weight, 4 * weight bytes); stdout: each vector's words in hex */
int main(void) {
    static uint8_t bytes[4 * PARAM_OMEGA_R];
    unsigned weight;
    while (scanf("%u", &weight) == 1) {
        for (unsigned i = 0; i < 4 * weight; i++) {
            unsigned x;
            if (scanf("%x", &x) != 1) return 2;
            bytes[i] = (uint8_t)x;
        }
        uint64_t v[VEC_N_SIZE_64] = {0};
        seedexpander_state state = {bytes, 0};
#ifdef MEMCHECK
        VALGRIND_MAKE_MEM_UNDEFINED(bytes, sizeof bytes);
#endif
        T_vect_set_random_fixed_weight(&state, v, (uint16_t)weight);
#ifdef MEMCHECK
        VALGRIND_MAKE_MEM_DEFINED(v, sizeof v);
#endif
        for (unsigned i = 0; i < VEC_N_SIZE_64; i++) printf("%llx\n", (unsigned long long)v[i]);
    }
    return 0;
}
"""
ISAS = [isa for isa in ("c64", "pclmul", "avx2") if host_supports(get_target(isa))]


def fixed_weight(data: bytes, weight: int) -> int:
    """Algorithm 5: sample i is i + (its 32-bit little-endian value mod n - i); going down from the last but
    one, a sample equal to a later one becomes i. The vector as an integer (bit k = position k)."""
    support = [i + int.from_bytes(data[4 * i:4 * i + 4], "little") % (N - i) for i in range(weight)]
    for i in range(weight - 2, -1, -1):
        if support[i] in support[i + 1:]:
            support[i] = i
    return sum(1 << s for s in set(support))


def build(tmp_path: Path, isa: str, memcheck: bool = False) -> Path:
    ring = generate(f"x^{N}-1", isa, family_name="ring", header_only=True, profile=False)
    add_abi(ring, "pqclean-hqc", NS)
    files = {"vector.c": ring.files["vector.c"], **STUBS, "main.c": MAIN}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    exe = tmp_path / ("ct" if memcheck else "drv")
    flags = ["-O2", "-Wall", "-Wextra", "-Werror", "-std=c99", *get_target(isa).cflags]
    subprocess.run(["gcc", *flags, *(["-g", "-DMEMCHECK"] if memcheck else []), "-I", str(tmp_path), "-o", str(exe),
                    str(tmp_path / "main.c"), str(tmp_path / "vector.c")], check=True, capture_output=True, text=True)
    return exe


def trials(rng: random.Random) -> list[tuple[int, bytes]]:
    """Random samples at the weights HQC-128 uses (66, 75), and samples made to collide (small values:
    positions i + (s mod n - i) repeat), so that the duplicate rule moves positions."""
    out = [(w, rng.randbytes(4 * w)) for w in (66, 75, 75, 1)]
    for w in (75, 66):
        out.append((w, b"".join(rng.randrange(8).to_bytes(4, "little") for _ in range(w))))
    out.append((75, bytes(4 * 75)))
    out.append((75, b"\xff" * 300))
    return out


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc not found")
@pytest.mark.parametrize("isa", ISAS)
def test_the_sampler_gives_algorithm_5s_vectors_at_every_word_width(tmp_path: Path, isa: str) -> None:
    exe = build(tmp_path, isa)
    cases = trials(random.Random(17669))
    stdin = "".join(f"{w}\n" + " ".join(f"{b:x}" for b in data) + "\n" for w, data in cases)
    out = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True, check=True).stdout.split()
    assert len(out) == WORDS * len(cases)
    for k, (w, data) in enumerate(cases):
        got = sum(int(x, 16) << (64 * i) for i, x in enumerate(out[WORDS * k:WORDS * (k + 1)]))
        want = fixed_weight(data, w)
        assert got == want, f"trial {k} (weight {w})"
        assert bin(got).count("1") == w


@pytest.mark.skipif(shutil.which("valgrind") is None or shutil.which("gcc") is None, reason="valgrind or gcc missing")
@pytest.mark.parametrize("isa", ISAS)
def test_the_sampler_is_constant_time_in_the_sampled_positions(tmp_path: Path, isa: str) -> None:
    """The seed expander's bytes undefined for memcheck: no branch or memory index depends on them."""
    exe = build(tmp_path, isa, memcheck=True)
    cases = trials(random.Random(1))[:3]
    stdin = "".join(f"{w}\n" + " ".join(f"{b:x}" for b in data) + "\n" for w, data in cases)
    r = subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(exe)], input=stdin,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0 and "ERROR SUMMARY: 0 errors" in r.stderr, r.stderr[-3000:]


def test_a_planted_secret_branch_in_the_sampler_is_caught(tmp_path: Path) -> None:
    """The memcheck test refuses a sampler that branches on a position (the check can fail)."""
    if shutil.which("valgrind") is None or shutil.which("gcc") is None:
        pytest.skip("valgrind or gcc missing")
    exe = build(tmp_path, "c64", memcheck=True)
    source = (tmp_path / "vector.c").read_text()
    planted = source.replace("        uint32_t mask = 0 - found;", "        uint32_t mask = found ? ~0u : 0u;", 1)
    assert planted != source
    (tmp_path / "vector.c").write_text(planted)
    subprocess.run(["gcc", "-O0", "-g", "-DMEMCHECK", "-I", str(tmp_path), "-o", str(exe), str(tmp_path / "main.c"),
                    str(tmp_path / "vector.c")], check=True, capture_output=True, text=True)
    stdin = "75\n" + " ".join("1" for _ in range(300)) + "\n"
    r = subprocess.run(["valgrind", "--tool=memcheck", "--error-exitcode=99", str(exe)], input=stdin,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 99 and "depends on uninitialised value" in r.stderr
