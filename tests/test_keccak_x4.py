"""The printed 4-way Keccak-f[1600] and SHAKE (gen/render/keccak.py) against hashlib: the Python model, then
the C built with gcc and clang-19 on many input lengths and output lengths; planted bugs are refused."""
from __future__ import annotations

import hashlib
import random
import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from gen.isa import get_target, host_supports
from gen.isa.simd import X86Vector, keccak_x4_vector
from gen.render import keccak
from gen.render.keccak import SHAKE128_RATE, SHAKE256_RATE, keccak_x4

ROOT = Path(__file__).resolve().parent.parent
HARNESS = ROOT / "harness_c" / "keccak_x4_harness.c"
COMPILERS = [c for c in ("gcc", "clang-19") if shutil.which(c)]
CFLAGS = ["-O2", "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wmissing-prototypes"]
HASHES = {SHAKE128_RATE: hashlib.shake_128, SHAKE256_RATE: hashlib.shake_256}
needs_avx2 = pytest.mark.skipif(not host_supports(get_target("avx2")), reason="host lacks AVX2")


def records(seed: int) -> list[tuple[int, int, int, list[bytes]]]:
    """(rate, inlen, nblocks, four inputs): every length around the block edges and random longer ones."""
    rng = random.Random(seed)
    lengths = [*range(0, 2 * SHAKE128_RATE + 3), 3 * SHAKE256_RATE - 1, 3 * SHAKE256_RATE, 1000, 2049]
    lengths += [rng.randrange(0, 3000) for _ in range(20)]
    out = []
    for i, n in enumerate(lengths):
        rate = (SHAKE128_RATE, SHAKE256_RATE)[i % 2]
        out.append((rate, n, 1 + rng.randrange(6), [rng.randbytes(n) for _ in range(4)]))
    return out


def build(tmp: Path, code: str, cc: str, flags: list[str]) -> Path:
    """The harness around `code` (the printed functions, prefix test_)."""
    (tmp / "keccak_x4.inc").write_text(code)
    exe = tmp / f"keccak_x4_{cc}"
    subprocess.run([cc, *CFLAGS, *flags, f"-I{tmp}", "-DHARNESS_ABSORB=test_keccak_x4_absorb_once",
                    "-DHARNESS_SQUEEZE=test_keccak_x4_squeezeblocks", str(HARNESS), "-o", str(exe)],
                   check=True, capture_output=True, text=True)
    return exe


def mismatches(exe: Path, recs: list[tuple[int, int, int, list[bytes]]]) -> list[str]:
    """The records whose C outputs differ from hashlib's, described."""
    stdin = b"".join(struct.pack("<III", rate, n, blocks) + b"".join(ins) for rate, n, blocks, ins in recs)
    out = subprocess.run([str(exe)], input=stdin, capture_output=True, check=True, timeout=120).stdout
    bad, at = [], 0
    for rate, n, blocks, ins in recs:
        for j, data in enumerate(ins):
            got, at = out[at:at + blocks * rate], at + blocks * rate
            if got != HASHES[rate](data).digest(blocks * rate):
                bad.append(f"rate {rate}, {n} bytes in, {blocks} blocks out, state {j}")
    return bad


def printed(v: X86Vector | None = None) -> str:
    return keccak_x4(v or X86Vector(256), "test_").code()


def test_the_model_matches_hashlib():
    rng = random.Random(1)
    for n in (0, 1, 135, 136, 137, 167, 168, 169, 500):
        data = rng.randbytes(n)
        assert keccak.shake(data, SHAKE128_RATE, 400) == hashlib.shake_128(data).digest(400)
        assert keccak.shake(data, SHAKE256_RATE, 300) == hashlib.shake_256(data).digest(300)


def test_the_constants_are_fips_202s():
    rc, rho = keccak.round_constants(), keccak.rotation_offsets()
    assert (rc[0], rc[1], rc[23]) == (1, 0x8082, 0x8000000080008008)
    assert rho[:5] == (0, 1, 62, 28, 27) and sorted(rho) == sorted(set(rho))


def test_only_x86_with_256_bit_vectors_has_it():
    assert keccak_x4_vector(get_target("c64")) is None
    assert keccak_x4_vector(get_target("pclmul")) is None
    assert keccak_x4_vector(get_target("neon")) is None
    for isa in ("avx2", "avx2-vpclmul", "avx512"):
        assert keccak_x4_vector(get_target(isa)).bits == 256


def test_rotations_by_whole_bytes_are_one_shuffle():
    v = X86Vector(256)
    assert v.rotl_u64("x", 8).startswith("_mm256_shuffle_epi8(x, _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8,")
    assert "_mm256_shuffle_epi8" in v.rotl_u64("x", 56) and "shuffle" not in v.rotl_u64("x", 1)
    code = printed()
    assert code.count("_mm256_shuffle_epi8") == 2  # rho's offsets 8 and 56
    assert "if (" not in code.split("keccak_x4_absorb_once")[0]  # the permutation has no branch


@needs_avx2
@pytest.mark.parametrize("cc", COMPILERS)
def test_the_printed_code_matches_hashlib(tmp_path, cc):
    exe = build(tmp_path, printed(), cc, list(get_target("avx2").cflags))
    assert mismatches(exe, records(7)) == []


@pytest.mark.skipif(not COMPILERS, reason="no compiler")
def test_it_compiles_for_avx512_without_warnings(tmp_path):
    for cc in COMPILERS:
        (tmp_path / "keccak_x4.inc").write_text(printed())
        subprocess.run([cc, *CFLAGS, *get_target("avx512").cflags, f"-I{tmp_path}", "-c",
                        "-DHARNESS_ABSORB=test_keccak_x4_absorb_once",
                        "-DHARNESS_SQUEEZE=test_keccak_x4_squeezeblocks", str(HARNESS), "-o",
                        str(tmp_path / f"h_{cc}.o")], check=True, capture_output=True, text=True)


class WrongByteRotation(X86Vector):
    """A planted bug: rotations by 56 shuffle as if by 48."""

    def rotl_u64(self, x: str, n: int) -> str:
        return super().rotl_u64(x, 48 if n == 56 else n)


@needs_avx2
@pytest.mark.parametrize("planted", ["rotation offset", "byte rotation", "round constant", "padding"])
def test_a_planted_bug_is_refused(tmp_path, monkeypatch, planted):
    if planted == "rotation offset":
        offsets = keccak.rotation_offsets()
        monkeypatch.setattr(keccak, "rotation_offsets", lambda: (0, 2, *offsets[2:]))
    elif planted == "round constant":
        constants = keccak.round_constants()
        monkeypatch.setattr(keccak, "round_constants", lambda: (*constants[:23], constants[23] ^ 1 << 63))
    elif planted == "padding":
        monkeypatch.setattr(keccak, "SHAKE_PAD", 0x06)  # SHA-3's domain bits instead of SHAKE's
    v = WrongByteRotation(256) if planted == "byte rotation" else X86Vector(256)
    exe = build(tmp_path, printed(v), COMPILERS[0], list(get_target("avx2").cflags))
    assert mismatches(exe, records(8)[:40])
