"""The GFNI batch family: GF(2^m) products for m | 8 with gf2p8mulb and gf2p8affineqb.

gf2p8mulb multiplies bytes modulo the AES polynomial x^8+x^4+x^3+x+1 only. Every field of degree
m dividing 8 is isomorphic to (m = 8) or embeds into (m = 2, 4) that field: with r the smallest root
of the user's modulus f in GF(2^8)/AES, phi(x^i) = r^i is a field homomorphism. Its 8x8 bit matrix M
(column i = r^i) and a left inverse Minv (Minv M = the identity on the first m coordinates, rows m..7
zero) are applied with gf2p8affineqb, so N_mul_n is Minv . gf2p8mul(M a, M b): three affines and one
multiply per vector (just the multiply when f is the AES polynomial, where r = x and M = I).
Multiplying by a constant k needs no isomorphism: "multiply by k" is itself an 8x8 bit matrix
(column j = k x^j mod f), built per call from k by shifts and masks and one 8x8 bit transpose, so
each vector is one affine (ISA-L's method).

Intel's convention (SDM, GF2P8AFFINEQB): result bit i = parity(A.byte[7-i] & x) ^ imm.bit[i], so
row i of the matrix is byte 7-i of the qword (`affine_qword`). Everything here is proved in Python
at generation time (`prove_gfni`), and the emitted C is checked by the batch harness against the C
model of the instructions in harness_c/gfni_model where the host has no GFNI.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...errors import GenError
from ...isa.simd import X86Vector
from ...spec import Field

AES = 0x11B


def gf_mul(a: int, b: int, modulus: int) -> int:
    """Carryless product of a and b reduced modulo `modulus` (bit-serial)."""
    m = modulus.bit_length() - 1
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a <<= 1
        if a >> m & 1:
            a ^= modulus
    return r


def apply_rows(rows: list[int], x: int) -> int:
    """The 8x8 bit matrix with these rows (bit j of row i = entry (i, j)) times the bit vector x."""
    return sum((bin(rows[i] & x).count("1") & 1) << i for i in range(8))


def affine_qword(rows: list[int]) -> int:
    """The gf2p8affineqb operand for a matrix: row i in byte 7-i."""
    return sum((rows[i] & 0xFF) << (8 * (7 - i)) for i in range(8))


def affine_byte(qword: int, x: int, imm: int = 0) -> int:
    """Intel's affine_byte: bit i = parity(qword.byte[7-i] & x) ^ imm.bit[i] (the reference model)."""
    return sum(((bin((qword >> (8 * (7 - i))) & x & 0xFF).count("1") & 1) ^ (imm >> i & 1)) << i for i in range(8))


def rows_from_columns(cols: list[int]) -> list[int]:
    return [sum(((cols[j] >> i) & 1) << j for j in range(8)) for i in range(8)]


def _invert(cols: list[int]) -> list[int] | None:
    """Rows of the inverse of the 8x8 matrix with these columns (None when singular)."""
    rows = rows_from_columns(cols)
    aug = [(rows[i] | (1 << (8 + i))) for i in range(8)]  # [A | I]
    for c in range(8):
        p = next((r for r in range(c, 8) if aug[r] >> c & 1), None)
        if p is None:
            return None
        aug[c], aug[p] = aug[p], aug[c]
        for r in range(8):
            if r != c and aug[r] >> c & 1:
                aug[r] ^= aug[c]
    return [aug[i] >> 8 for i in range(8)]


@dataclass
class Embedding:
    """phi: F_f -> GF(2^8)/AES, x -> r."""

    m: int
    root: int
    cols: list[int]  # column j of M = r^j (0 for j >= m)
    rows: list[int]  # rows of M
    inv_rows: list[int]  # rows of Minv (rows >= m zero)

    @property
    def identity(self) -> bool:
        return self.rows == [1 << i for i in range(8)]

    @property
    def q(self) -> int:
        return affine_qword(self.rows)

    @property
    def qinv(self) -> int:
        return affine_qword(self.inv_rows)


def gfni_applies(field: Field) -> str | None:
    if 8 % field.m:
        return f"GFNI needs m dividing 8 (got m={field.m})"
    return None


def find_embedding(field: Field) -> Embedding:
    """The isomorphism (m = 8) or embedding (m = 2, 4) given by the smallest root of f in the AES field."""
    why = gfni_applies(field)
    if why:
        raise GenError(why)
    f, m = field.modulus, field.m

    def eval_f(r: int) -> int:
        acc = 0
        for i in range(m, -1, -1):
            acc = gf_mul(acc, r, AES) ^ (f >> i & 1)
        return acc

    root = next((r for r in range(2, 256) if eval_f(r) == 0), None)
    if root is None:
        raise GenError(f"{field.text} has no root in GF(2^8): it is not irreducible of degree dividing 8")
    cols = [1]
    for _ in range(1, m):
        cols.append(gf_mul(cols[-1], root, AES))
    cols += [0] * (8 - m)
    # complete r^0..r^{m-1} to a basis with unit vectors; the first m rows of its inverse map back
    basis = cols[:m]
    for u in range(8):
        if len(basis) == 8:
            break
        trial = basis + [1 << u]
        if _rank(trial) == len(trial):
            basis = trial
    inv = _invert(basis)
    if inv is None:
        raise GenError("internal: the embedding basis is singular")
    inv_rows = [inv[i] if i < m else 0 for i in range(8)]
    return Embedding(m, root, cols, rows_from_columns(cols), inv_rows)


def _rank(vecs: list[int]) -> int:
    basis: list[int] = []
    for v in vecs:
        for b in basis:
            v = min(v, v ^ b)
        if v:
            basis.append(v)
    return len(basis)


def const_qword(k: int, field: Field) -> int:
    """The matrix of "multiply by k" as the C helper N_priv_gf_const_matrix builds it (its Python mirror):
    columns k x^j mod f in bytes j, an 8x8 bit transpose, a byte swap."""
    m, tail = field.m, field.tail
    q, v = 0, k
    for j in range(m):
        q |= v << (8 * j)
        v = (((v << 1) & ((1 << m) - 1)) ^ ((-(v >> (m - 1) & 1)) & tail)) & 0xFF
    q = transpose8(q)
    return int.from_bytes(q.to_bytes(8, "little"), "big")


# the three swap steps (shift, mask) of an 8x8 bit-matrix transpose held in a qword (one row per byte)
TRANSPOSE8_STEPS = ((7, 0x00AA00AA00AA00AA), (14, 0x0000CCCC0000CCCC), (28, 0x00000000F0F0F0F0))


def transpose8(q: int) -> int:
    """The 8x8 bit matrix in qword q (row i in byte i), transposed."""
    for s, mask in TRANSPOSE8_STEPS:
        t = (q ^ (q >> s)) & mask
        q ^= t ^ (t << s)
        q &= (1 << 64) - 1
    return q


def prove_gfni(field: Field, emb: Embedding) -> dict[str, int]:
    """Exhaustive: phi is a ring map on all pairs, Minv phi = id, the mul_n path (affine, AES multiply,
    affine, as Intel defines affine_byte) equals the product mod f on all pairs, and the per-call
    constant matrix equals "multiply by k" for every k and every a. Raises GenError on a mismatch."""
    q = 1 << field.m
    f = field.modulus
    mq, iq = emb.q, emb.qinv
    # M . Minv = I on the image (and = I for m = 8)
    for a in range(q):
        if affine_byte(iq, affine_byte(mq, a)) != a:
            raise GenError(f"GFNI embedding: Minv(M(0x{a:x})) != 0x{a:x}")
    if field.m == 8 and [apply_rows(emb.rows, apply_rows(emb.inv_rows, 1 << j)) for j in range(8)] != \
            [1 << j for j in range(8)]:
        raise GenError("GFNI embedding: M Minv != I")
    img = [affine_byte(mq, a) for a in range(q)]
    for a in range(q):
        for b in range(q):
            want = gf_mul(a, b, f)
            if img[want] != gf_mul(img[a], img[b], AES):
                raise GenError(f"GFNI embedding: phi(0x{a:x}*0x{b:x}) != phi(a)*phi(b)")
            if affine_byte(iq, gf_mul(img[a], img[b], AES)) != want:
                raise GenError(f"GFNI mul_n path wrong at 0x{a:x}, 0x{b:x}")
    for k in range(q):
        ck = const_qword(k, field)
        for a in range(q):
            if affine_byte(ck, a) != gf_mul(a, k, f):
                raise GenError(f"GFNI constant matrix wrong at k=0x{k:x}, a=0x{a:x}")
    return {"pairs": q * q, "constants": q * q}


# -- C ------------------------------------------------------------------------------------------------
def _set1(s: X86Vector, q: str) -> str:
    return f"_mm512_set1_epi64((long long)({q}))" if s.bits == 512 else s.f("set1_epi64x", f"(long long)({q})")


def gfni_helpers(emb: Embedding, field: Field, P: str, T: str, widths: list[int]) -> str:
    m, tail = field.m, field.tail
    out = [f"/* GFNI: phi(x) = 0x{emb.root:02x} maps GF(2^{m}) mod f into GF(2^8) mod x^8+x^4+x^3+x+1 (the field of",
           " * gf2p8mulb); the qwords are the gf2p8affineqb matrices of phi and of its left inverse (row i in",
           " * byte 7-i). Proved in Python on all pairs at generation time. */",
           f"#define {P}GF_M 0x{emb.q:016x}ULL", f"#define {P}GF_MINV 0x{emb.qinv:016x}ULL", ""]
    for w in widths:
        s = X86Vector(w)
        af = f"{s.prefix}_gf2p8affine_epi64_epi8"
        mul = f"{s.prefix}_gf2p8mul_epi8"
        if emb.identity:
            body = f"    return {mul}(a, b);"
        else:
            body = (f"    const {s.T} M = {_set1(s, P + 'GF_M')}, Minv = {_set1(s, P + 'GF_MINV')};\n"
                    f"    return {af}({mul}({af}(a, M, 0), {af}(b, M, 0)), Minv, 0);")
        out += [f"/* {w // 8} products mod f, one per byte */",
                f"static inline {s.T} {P}gf_mul{w}({s.T} a, {s.T} b)", "{", body, "}", ""]
    out += ["/* the gf2p8affineqb matrix of multiplication by k mod f: columns k x^j mod f (shifts and masks,",
            " * no branch on k) in bytes j, an 8x8 bit transpose (rows in bytes i), a byte swap (row i in byte 7-i) */",
            f"static inline uint64_t {P}gf_const_matrix({T} k)", "{", "    uint64_t q = 0, t;", f"    {T} v = k;"]
    for j in range(m):
        out.append(f"    q |= (uint64_t)v << {8 * j};")
        if j + 1 < m:
            out.append(f"    v = ({T})((({T})(v << 1) & 0x{(1 << m) - 1:x}u) ^ (({T})(0u - ((v >> {m - 1}) & 1u)) & 0x{tail:x}u));")
    for sh, mask in TRANSPOSE8_STEPS:
        out.append(f"    t = (q ^ (q >> {sh})) & 0x{mask:016x}ULL; q ^= t ^ (t << {sh});")
    out += ["    return __builtin_bswap64(q);", "}", ""]
    return "\n".join(out)


def gfni_bodies(P: str, T: str, width: int) -> dict[str, str]:
    """Bodies of N_mul_n_gfni, N_mul_const_gfni, N_muladd_const_gfni: whole vectors, then the tail
    (n - i < one vector, public) through a zero-padded buffer, so no scalar loop."""
    s = X86Vector(width)
    af = f"{s.prefix}_gf2p8affine_epi64_epi8"
    tail = f"{P}gf_mul{width}({s.load('x')}, {s.load('y')})"
    out = {"mul_n": _vector_loop(s, T, lambda at: f"{P}gf_mul{width}({s.load(f'a + {at}')}, {s.load(f'b + {at}')})",
                                 tail, ("a", "b"))}
    setup = f"const {s.T} A = {_set1(s, P + 'gf_const_matrix(k)')};"
    yt = f"{af}({s.load('x')}, A, 0)"
    out["mul_const"] = _vector_loop(s, T, lambda at: f"{af}({s.load(f'a + {at}')}, A, 0)", yt, ("a",), setup)
    out["muladd_const"] = _vector_loop(
        s, T, lambda at: s.xor(f"{af}({s.load(f'a + {at}')}, A, 0)", s.load(f"c + {at}")), s.xor(yt, s.load("y")),
        ("a", "c"), setup)
    return out


def _vector_loop(s: X86Vector, T: str, value: Callable[[str], str], tail_value: str, inputs: tuple[str, ...],
                 setup: str = "") -> str:
    """`c[i..] = value(i)` over whole vectors (value(at) reads `inputs[k] + at`), two per iteration (one
    instruction chain per vector is too short to fill the GFNI pipes: GF(2^8) mul_n 0.0210 -> 0.0194 ticks per
    element on Zen 5, n = 16384), one more, then the public tail through zero-padded buffers x, y holding
    inputs[0], inputs[1] (tail_value reads them, its result goes through x). `setup`, when given, is one
    statement printed before the loops (a constant both parts use)."""
    B = s.bits // 8
    bufs = dict(zip(inputs, ("x", "y")))
    lines = ["    size_t i = 0;"] + ([f"    {setup}"] if setup else [])
    lines += [f"    for (; i + {2 * B} <= n; i += {2 * B}) {{", f"        {s.store('c + i', value('i'))};",
              f"        {s.store(f'c + i + {B}', value(f'i + {B}'))};", "    }",
              f"    if (i + {B} <= n) {{", f"        {s.store('c + i', value('i'))};", f"        i += {B};", "    }",
              "    if (i < n) {  /* tail: n is public */",
              f"        {T} " + ", ".join(f"{bufs[v]}[{B}] = {{0}}" for v in inputs) + ";"]
    lines += [f"        memcpy({bufs[v]}, {v} + i, (n - i) * sizeof *{v});" for v in inputs]
    lines += [f"        {s.store('x', tail_value)};", "        memcpy(c + i, x, (n - i) * sizeof *c);", "    }"]
    return "\n".join(lines)


def aes_basis_bodies(P: str, T: str, width: int) -> dict[str, str]:
    """Bodies of N_to_aes_basis (c = phi(a), one gf2p8affineqb per vector), N_from_aes_basis (c = phi^-1(a),
    one affine) and N_mul_n_aes (c = a*b on phi-images: one gf2p8mulb per vector), so that a loop of
    products pays the basis changes once per buffer instead of three affines per product."""
    s = X86Vector(width)
    af = f"{s.prefix}_gf2p8affine_epi64_epi8"
    mul = f"{s.prefix}_gf2p8mul_epi8"
    out = {}
    for name, matrix in (("to_aes_basis", "GF_M"), ("from_aes_basis", "GF_MINV")):
        m = _set1(s, P + matrix)
        out[name] = _vector_loop(s, T, lambda at, m=m: f"{af}({s.load(f'a + {at}')}, {m}, 0)",
                                 f"{af}({s.load('x')}, {m}, 0)", ("a",))
    out["mul_n_aes"] = _vector_loop(s, T, lambda at: f"{mul}({s.load(f'a + {at}')}, {s.load(f'b + {at}')})",
                                    f"{mul}({s.load('x')}, {s.load('y')})", ("a", "b"))
    return out
