"""The GFNI batch family (gen/gfni.py): the C model of the GFNI instructions against references, the
isomorphism to the AES field, the emitted kernels proved on the model, planted bugs, compile-only
builds with the real -mgfni flags and the constant-time disassembly scan of those objects."""
from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from gen import generate
from gen.check.ct import scan_object
from gen.check.driver import HARNESS_DIR
from gen.cli import main
from gen.errors import GenError
from gen.families.batch import LOOP_FUNCTIONS
from gen.families.batch.check import check_batch
from gen.families.batch.gfni import (AES, affine_byte, affine_qword, apply_rows, const_qword, find_embedding, gf_mul,
                                     prove_gfni)
from gen.families.batch.tune import BATCH_TABLE
from gen.isa import get_target, host_cpu_flags
from gen.pipeline import check_host, gfni_model_flags
from gen.spec import parse_field
from gen.tune.wisdom import write_table
from tests.test_batch import write

HQC8 = "x^8+x^4+x^3+x^2+1"
AES8 = "x^8+x^4+x^3+x+1"
GF16 = "x^4+x+1"
MODEL = HARNESS_DIR / "gfni_model"
COMPILERS = [c for c in ("gcc", "clang-19") if shutil.which(c)]
on_model = pytest.mark.skipif(gfni_model_flags(get_target("avx2-gfni")) is None and "gfni" not in host_cpu_flags(),
                              reason="host runs neither GFNI nor the model's AVX2 + VPCLMULQDQ base")


def model_cflags(target) -> list[str]:
    """The model where the host lacks GFNI, the real instructions where it has them."""
    return gfni_model_flags(target) or list(target.cflags)


# -- the model ------------------------------------------------------------------------------------------
def _model_exe(tmp_path: Path, cc: str) -> Path:
    exe = tmp_path / f"model-{cc}"
    flags = ["-mavx2", "-mgfni"] if "gfni" in host_cpu_flags() else ["-mavx2", "-I", str(MODEL)]
    subprocess.run([cc, "-O2", "-Wall", "-Wextra", "-Werror", *flags, str(MODEL / "model_check.c"), "-o", str(exe)],
                   check=True)
    return exe


def _bitloop_aes(a: int, b: int) -> int:
    """An independent multiply mod x^8+x^4+x^3+x+1: schoolbook to 15 bits, then reduce from the top."""
    p = 0
    for i in range(8):
        if b >> i & 1:
            p ^= a << i
    for d in range(14, 7, -1):
        if p >> d & 1:
            p ^= AES << (d - 8)
    return p


@pytest.mark.parametrize("cc", COMPILERS)
def test_model_gf2p8mul_matches_a_bit_loop_on_all_pairs(cc, tmp_path):
    out = subprocess.run([str(_model_exe(tmp_path, cc)), "mul"], capture_output=True, check=True).stdout
    assert len(out) == 65536
    assert all(out[256 * a + b] == _bitloop_aes(a, b) for a in range(256) for b in range(256))


@pytest.mark.parametrize("cc", COMPILERS)
def test_model_affine_matches_a_bit_matrix_reference_and_the_aes_sbox(cc, tmp_path):
    rng = random.Random(5)
    recs = []
    for _ in range(3000):
        rows = [rng.randrange(256) for _ in range(8)]
        recs.append((rows, rng.randrange(256), rng.choice([0, 0x63, 0x5A, 0xFF])))
    sbox_q = 0xF1E3C78F1F3E7CF8  # the AES S-box affine map (a well-known GFNI constant), imm 0x63
    recs += [(None, x, 0x63) for x in range(256)]
    data = b"".join((affine_qword(r) if r else sbox_q).to_bytes(8, "little") + bytes([x, imm]) for r, x, imm in recs)
    out = subprocess.run([str(_model_exe(tmp_path, cc)), "affine"], input=data, capture_output=True, check=True).stdout
    assert len(out) == 2 * len(recs)
    for i, (rows, x, imm) in enumerate(recs):
        if rows is None:
            continue
        inv = next((y for y in range(1, 256) if _bitloop_aes(x, y) == 1), 0)
        assert out[2 * i] == apply_rows(rows, x) ^ imm  # row i of the matrix is byte 7-i of the qword
        assert out[2 * i + 1] == apply_rows(rows, inv) ^ imm
    sbox = [out[2 * (3000 + x) + 1] for x in range(256)]
    assert sbox[0x00] == 0x63 and sbox[0x01] == 0x7C and sbox[0x53] == 0xED and sbox[0xFF] == 0x16
    assert sorted(sbox) == list(range(256))


def test_the_python_affine_reference_follows_intels_byte_order():
    identity = affine_qword([1 << i for i in range(8)])
    assert identity == 0x0102040810204080
    assert all(affine_byte(identity, x) == x for x in range(256))
    reverse = affine_qword([1 << (7 - i) for i in range(8)])  # bit i <- bit 7-i
    assert affine_byte(reverse, 0x01) == 0x80


# -- the isomorphism ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("spec,root", [(HQC8, 0x03), (AES8, 0x02), (GF16, None), ("x^2+x+1", None)])
def test_embedding_is_a_proved_ring_map_with_the_smallest_root(spec, root):
    field = parse_field(spec)
    emb = find_embedding(field)
    if root is not None:
        assert emb.root == root
    assert emb.root == min(r for r in range(2, 256) if _eval(field.modulus, r) == 0)
    assert emb.identity == (spec == AES8)
    res = prove_gfni(field, emb)
    q = 1 << field.m
    assert res == {"pairs": q * q, "constants": q * q}
    # phi(a*b) = phi(a)*phi(b) directly, and Minv M = I on the field
    img = [apply_rows(emb.rows, a) for a in range(q)]
    assert all(img[gf_mul(a, b, field.modulus)] == gf_mul(img[a], img[b], AES) for a in range(q) for b in range(q))
    assert all(apply_rows(emb.inv_rows, img[a]) == a for a in range(q))
    if field.m == 8:
        assert [apply_rows(emb.rows, apply_rows(emb.inv_rows, 1 << j)) for j in range(8)] == [1 << j for j in range(8)]


def _eval(f: int, r: int) -> int:
    acc = 0
    for i in range(f.bit_length() - 1, -1, -1):
        acc = gf_mul(acc, r, AES) ^ (f >> i & 1)
    return acc


def test_prove_gfni_rejects_a_wrong_matrix_and_fields_that_do_not_embed():
    field = parse_field(HQC8)
    emb = find_embedding(field)
    emb.inv_rows[3] ^= 0x10
    with pytest.raises(GenError):
        prove_gfni(field, emb)
    with pytest.raises(GenError, match="m dividing 8"):
        find_embedding(parse_field("x^3+x+1"))
    assert all(affine_byte(const_qword(k, field), a) == gf_mul(a, k, field.modulus)
               for k in (0, 1, 2, 0x8E, 0xFF) for a in range(256))


# -- the emitted kernels on the model -----------------------------------------------------------------------
@on_model
@pytest.mark.parametrize("spec", [HQC8, AES8, GF16])
def test_gfni_batch_kernels_are_proved_exhaustively_on_the_model(spec, tmp_path):
    k = generate(spec, "avx2-gfni", batch=True, profile=False)
    assert "gfni" in k.part("batch").design.families()["mul_n"] and "gfni" in k.part("batch").design.families()["mul_const"]
    # the cost model puts gfni in front for every n it can take
    assert k.part("batch").design.crossovers.from_n["mul_n"]["gfni"] == 1
    res = check_batch(write(k, tmp_path), k.part("batch").design, k.sym, False, model_cflags(k.target), compilers=COMPILERS)
    assert res.exhaustive and res.mul_families == 6 and res.const_families == 5  # 6: the AES-basis round trip


PLANTED = [
    ("isomorphism matrix byte", HQC8, ("#define gf2_8_priv_GF_M 0xffaacc88f0a0c080ULL",
                                       "#define gf2_8_priv_GF_M 0xffaacc88f0a1c080ULL")),
    ("inverse matrix byte", HQC8, ("#define gf2_8_priv_GF_MINV 0xffaacc88f0a0c080ULL",
                                   "#define gf2_8_priv_GF_MINV 0xffaacc88f0a0c081ULL")),
    ("constant matrix transpose", AES8, ("0x0000cccc0000ccccULL", "0x0000cccc0000cc4cULL")),
    # the first tail copy-out after a constant-matrix affine: N_mul_const_gfni's
    ("tail buffer", HQC8, ("A, 0));\n        memcpy(c + i, x, (n - i) * sizeof *c);",
                           "A, 0));\n        memcpy(c + i, x, (n - i - (n > i + 1)) * sizeof *c);")),
    ("AES-basis product reads a twice", HQC8, ("_mm256_gf2p8mul_epi8(_mm256_loadu_si256((const __m256i *)(a + i)), "
                                               "_mm256_loadu_si256((const __m256i *)(b + i)))",
                                               "_mm256_gf2p8mul_epi8(_mm256_loadu_si256((const __m256i *)(a + i)), "
                                               "_mm256_loadu_si256((const __m256i *)(a + i)))")),
    ("from_aes_basis is the identity", HQC8, ("(a + i)), _mm256_set1_epi64x((long long)(gf2_8_priv_GF_MINV)), 0)",
                                              "(a + i)), _mm256_set1_epi64x((long long)(0x0102040810204080ULL)), 0)")),
]


@on_model
@pytest.mark.parametrize("label,spec,replace", PLANTED, ids=[p[0] for p in PLANTED])
def test_a_planted_bug_in_the_gfni_family_is_caught(label, spec, replace, tmp_path):
    k = generate(spec, "avx2-gfni", batch=True, profile=False)
    with pytest.raises(GenError, match="batch check failed: (gfni|dispatch|lanes|aes_basis)"):
        check_batch(write(k, tmp_path, replace), k.part("batch").design, k.sym, False, model_cflags(k.target), compilers=["gcc"])


@on_model
def test_gen_writes_avx2_gfni_after_checking_on_the_model(tmp_path, capsys):
    out = tmp_path / "k"
    assert main(["--field", HQC8, "--isa", "avx2-gfni", "--batch", "--no-bench", "--out", str(out)]) == 0
    assert (out / "gf2_8.c").exists()
    text = capsys.readouterr().out
    if "gfni" not in host_cpu_flags():
        assert "C model of GFNI" in text and "this host lacks GFNI" in text


@pytest.mark.skipif("gfni" in host_cpu_flags(), reason="host has GFNI")
def test_host_check_says_in_one_line_that_gfni_is_missing():
    for isa in ("avx2-gfni",):
        with pytest.raises(GenError, match="this host lacks GFNI") as exc:
            check_host(get_target(isa))
        assert "\n" not in str(exc.value)


def test_wisdom_without_a_gfni_entry_keeps_the_model_threshold(tmp_path):
    w = tmp_path / "wisdom.toml"
    write_table(w, BATCH_TABLE, [{"field": HQC8, "isa": "avx2-gfni", "cpu": "X", "compiler": "gcc",
                          "thresholds": "mul_n.clmul=16 mul_n.bitsliced=64 mul_const.tables=32 mul_const.bitsliced=never"}])
    k = generate(HQC8, "avx2-gfni", batch=True, profile=False, wisdom=w)
    assert k.part("batch").design.crossovers.from_n["mul_n"] == {"clmul": 16, "bitsliced": 64, "gfni": 1}
    assert "#define GF2_8_MUL_N_GFNI_FROM ((size_t)1)" in k.files["gf2_8.h"]
    write_table(w, BATCH_TABLE, [{"field": HQC8, "isa": "avx2-gfni", "cpu": "X", "compiler": "gcc",
                          "thresholds": "mul_n.clmul=16 mul_n.bitsliced=64 mul_n.gfni=512 "
                                        "mul_const.tables=32 mul_const.bitsliced=never mul_const.gfni=64"}])
    k = generate(HQC8, "avx2-gfni", batch=True, profile=False, wisdom=w)
    assert "#define GF2_8_MUL_CONST_GFNI_FROM ((size_t)64)" in k.files["gf2_8.h"]


# -- real flags: compile-only and the constant-time scan --------------------------------------------------
@pytest.mark.parametrize("isa", ["avx2-gfni", "avx512"])
@pytest.mark.parametrize("spec", [HQC8, GF16])
def test_gfni_kernels_compile_warning_free_with_real_flags_and_pass_the_ct_scan(isa, spec, tmp_path):
    k = generate(spec, isa, batch=True, profile=False)
    d = write(k, tmp_path)
    assert "-mgfni" in k.target.cflags
    for cc in COMPILERS:
        obj = tmp_path / f"{cc}.o"
        subprocess.run([cc, "-O2", "-Wall", "-Wextra", "-Werror", *k.target.cflags, "-c", str(d / f"{k.sym}.c"),
                        "-o", str(obj)], check=True)
        dis = subprocess.run(["objdump", "-d", str(obj)], capture_output=True, text=True, check=True).stdout
        assert "gf2p8mulb" in dis and "gf2p8affineqb" in dis
        scan = scan_object(obj)
        bad = [f for f in scan["findings"]
               if not ((f.function == f"{k.sym}_inv" and f.kind == "cond-branch")
                       or (f.kind in ("cond-branch", "indexed-memory")
                           and any(f.function.startswith(k.sym + b) for b in LOOP_FUNCTIONS)))]
        assert not bad, bad
        # the GFNI helpers (matrix build, products) are branch-free wherever the compiler keeps them
        assert not [f for f in scan["findings"] if "_priv_gf_" in f.function]
