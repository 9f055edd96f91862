"""How one ISA multiplies data bytes by a scalar: the three methods of the linalg family.

Every method is built per scalar s from the basis e_i = s*x^i mod f (shifts and masks, no branch
or index on s) and applied to whole vectors of data bytes; none reads a table in memory at an index
that depends on data or scalar:

* `swar` (portable C, 64-bit words): for each bit b of an element, a mask of the elements with bit b
  set (shift, AND, and a carry-free integer multiply by 0xff / 0xf that fills each byte / nibble),
  ANDed with e_b broadcast to every element: 2m+1 word ops per 8 bytes, the masks shared by every
  scalar that multiplies the same data (ec_encode).
* `shuffle` (x86 pshufb, ISA-L's method): two 16-entry nibble tables lo[v] = s*v and hi[v] = s*(v<<4)
  (GF(16): (s*v) << 4) held in registers; a byte shuffle indexes the register, not memory.
* `gfni` (x86 GFNI): multiplication by s is an 8x8 bit matrix (GF(16): the block-diagonal matrix that
  multiplies both nibbles), one gf2p8affineqb per vector; for the AES modulus gf2p8mulb with s
  broadcast, which needs no matrix.

Each method has a Python mirror of exactly what its C computes per byte (`byte_map`), which the
proof (gen.families.linalg.prove) compares with the field product on all 256 x 256 (scalar, byte)
pairs.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...isa import Target
from ...isa.simd import X86Vector
from ..batch.gfni import AES, TRANSPOSE8_STEPS, affine_byte, gf_mul, transpose8
from .spec import LinalgSpec

MASK64 = (1 << 64) - 1


def basis(spec: LinalgSpec, s: int) -> list[int]:
    """e_i = s*x^i mod f for i < m, as the C helper N_priv_basis computes it (the Python mirror)."""
    m, mask, tail = spec.m, (1 << spec.m) - 1, spec.field.tail
    v, out = s & mask, []
    for _ in range(m):
        out.append(v)
        v = ((v << 1) & mask) ^ ((-((v >> (m - 1)) & 1)) & tail & mask)
    return out


def basis_c(spec: LinalgSpec, P: str) -> str:
    """The C helper N_priv_basis(e, s): e[i] = s*x^i mod f for i < m, straight-line."""
    m, mask, tail = spec.m, (1 << spec.m) - 1, spec.field.tail
    lines = [f"/* e[i] = s*x^i mod {spec.field.text} for i < {m} (GF(16): s's low nibble) by shifts and masks:",
             " * no branch or memory index depends on s */",
             f"static inline void {P}basis(uint8_t e[{m}], uint8_t s)", "{",
             f"    uint8_t v = (uint8_t)(s & 0x{mask:x}u);"]
    for i in range(m):
        lines.append(f"    e[{i}] = v;")
        if i + 1 < m:
            lines.append(f"    v = (uint8_t)(((v << 1) & 0x{mask:x}u) ^ ((0u - ((v >> {m - 1}) & 1u)) & 0x{tail & mask:x}u));")
    return "\n".join(lines + ["}", ""])


@dataclass(frozen=True)
class Method:
    """A way to multiply vectors of data bytes by scalars on one ISA (see the module doc).

    The printers give C for: the per-scalar coefficient (`coef_type` x `coef_words`, built by
    `coef_build`), the coefficient in registers (`coef_regs`), the per-data-vector split shared by all
    scalars (`split`) and the multiply-accumulate (`madd`)."""

    spec: LinalgSpec
    bits: int  # bits of a vector (64: a word)
    P: str = ""  # the kernel's private prefix (N_priv_), set with dataclasses.replace when printing
    name: ClassVar[str]
    coef_type: ClassVar[str]
    coef_words: ClassVar[int]
    group_max: ClassVar[int] = 8  # parity rows one ec_encode pass accumulates in registers
    sources_max: ClassVar[int] = 32  # coefficients of this many sources are built at once

    @property
    def vb(self) -> int:
        """Bytes per vector."""
        return self.bits // 8

    def describe(self) -> str:
        raise NotImplementedError

    def byte_map(self, s: int) -> list[int]:
        """What the emitted code does to each data byte 0..255 for scalar byte s (the mirror)."""
        raise NotImplementedError

    def counts(self) -> dict[str, float]:
        """Instructions by cost class per (vector, scalar) in ec_encode's inner loop, a group of
        group_max scalars sharing the data split (what the prediction prices)."""
        raise NotImplementedError

    # -- C --------------------------------------------------------------------------------------
    vt: ClassVar[str]

    def helpers(self) -> str:
        """The C helpers the method needs besides N_priv_basis (N_priv_coef and loads/stores)."""
        raise NotImplementedError

    def consts(self) -> list[str]:
        return []

    def load(self, addr: str) -> str:
        raise NotImplementedError

    def store(self, addr: str, v: str) -> str:
        raise NotImplementedError

    def xor(self, a: str, b: str) -> str:
        raise NotImplementedError

    def zero(self) -> str:
        raise NotImplementedError

    @property
    def uses_basis(self) -> bool:
        """Whether the coefficient is built from N_priv_basis (not when the ISA multiplies by s itself)."""
        return True

    def coef_build(self, t: str, s: str) -> str:
        return f"{self.P}coef({t}, {s});"

    def coef_regs(self, t: str, c: str) -> list[str]:
        raise NotImplementedError

    def split(self, x: str, n: str) -> list[str]:
        return []

    def madd(self, acc: str, n: str, c: str) -> str:
        raise NotImplementedError


# -- swar: portable C on 64-bit words ------------------------------------------------------------------
@dataclass(frozen=True)
class SwarMethod(Method):
    name = "swar"
    coef_type = "uint64_t"
    vt = "uint64_t"
    group_max = 4  # 16 integer registers: 4 accumulators, m masks, the coefficient words
    sources_max = 16

    @property
    def coef_words(self) -> int:  # type: ignore[override]
        return self.spec.m

    @property
    def lsb(self) -> int:
        """Bit 0 of every element of a word."""
        return 0x0101010101010101 if self.spec.m == 8 else 0x1111111111111111

    @property
    def fill(self) -> int:
        """An element of all ones: the multiplier that turns bit 0 of every element into a mask."""
        return (1 << self.spec.m) - 1

    def describe(self) -> str:
        return (f"SWAR on 64-bit words: per bit b of an element, mask ((x >> b) & 0x{self.lsb:x}) * 0x{self.fill:x} "
                f"(carry-free: each element is 0 or 1 before the multiply) AND s*x^b broadcast; "
                f"{2 * self.spec.m + 1} word ops per 8 bytes and scalar, masks shared across ec_encode's scalars")

    def byte_map(self, s: int) -> list[int]:
        e = basis(self.spec, s)
        coef = [(v * self.lsb) & MASK64 for v in e]
        out = []
        for x in range(256):
            w = x * 0x0101010101010101
            acc = 0
            for b, c in enumerate(coef):
                acc ^= ((((w >> b) & self.lsb) * self.fill) & MASK64) & c
            out.append(acc & 0xFF if all((acc >> (8 * i)) & 0xFF == acc & 0xFF for i in range(8)) else -1)
        return out

    def counts(self) -> dict[str, float]:
        m, g = self.spec.m, self.group_max
        return {"int": 2 * m + (3 * m + 2) / g, "mem": m + 2 / g}

    def helpers(self) -> str:
        m, P = self.spec.m, self.P
        lines = [f"static inline uint64_t {P}load(const uint8_t *p) {{ uint64_t w; memcpy(&w, p, 8); return w; }}",
                 f"static inline void {P}store(uint8_t *p, uint64_t w) {{ memcpy(p, &w, 8); }}", "",
                 f"/* the coefficient of s: t[b] = s*x^b in every {'byte' if m == 8 else 'nibble'} */",
                 f"static inline void {P}coef(uint64_t t[{m}], uint8_t s)", "{", f"    uint8_t e[{m}];",
                 f"    {P}basis(e, s);"]
        lines += [f"    t[{b}] = (uint64_t)e[{b}] * 0x{self.lsb:016x}ULL;" for b in range(m)]
        return "\n".join(lines + ["}", ""])

    def load(self, addr: str) -> str:
        return f"{self.P}load({addr})"

    def store(self, addr: str, v: str) -> str:
        return f"{self.P}store({addr}, {v})"

    def xor(self, a: str, b: str) -> str:
        return f"({a} ^ {b})"

    def zero(self) -> str:
        return "0"

    def coef_regs(self, t: str, c: str) -> list[str]:
        return ["const uint64_t " + ", ".join(f"{c}{b} = {t}[{b}]" for b in range(self.spec.m)) + ";"]

    def split(self, x: str, n: str) -> list[str]:
        return ["const uint64_t " + ", ".join(
            f"{n}{b} = (({x} >> {b}) & 0x{self.lsb:016x}ULL) * 0x{self.fill:x}u" if b else
            f"{n}{b} = ({x} & 0x{self.lsb:016x}ULL) * 0x{self.fill:x}u" for b in range(self.spec.m)) + ";"]

    def madd(self, acc: str, n: str, c: str) -> str:
        return f"{acc} ^ " + " ^ ".join(f"({n}{b} & {c}{b})" for b in range(self.spec.m))


# -- shuffle: in-register nibble tables -------------------------------------------------------------------
def nibble_masks() -> list[list[int]]:
    """mask_i[v] = 0xff where bit i of v is set (v < 16): the public constants that build the tables."""
    return [[0xFF if v >> i & 1 else 0 for v in range(16)] for i in range(4)]


@dataclass(frozen=True)
class X86VectorMethod(Method):
    """A method on x86 vectors: loads, stores, XOR and zero are the vector layer's."""

    @property
    def vec(self) -> X86Vector:
        return X86Vector(self.bits)

    @property
    def vt(self) -> str:  # type: ignore[override]
        return self.vec.T

    def load(self, addr: str) -> str:
        return self.vec.load(addr)

    def store(self, addr: str, v: str) -> str:
        return self.vec.store(addr, v)

    def xor(self, a: str, b: str) -> str:
        return self.vec.xor(a, b)

    def zero(self) -> str:
        return self.vec.zero()


@dataclass(frozen=True)
class ShuffleMethod(X86VectorMethod):
    name = "shuffle"
    coef_type = "__m128i"
    coef_words = 2

    def describe(self) -> str:
        return (f"in-register nibble tables (pshufb, {self.bits}-bit): lo[v] = s*v, hi[v] = "
                + ("(s*v) << 4" if self.spec.m == 4 else "s*(v << 4)")
                + ", built per scalar from s*x^i by public masks; 2 shuffles + 2 XORs per vector and scalar")

    def high_basis(self, e: list[int]) -> list[int]:
        """The hi table's basis: s*x^(4+i) (GF(256)) or (s*x^i) << 4 (GF(16), the high nibble)."""
        return [(v << 4) & 0xFF for v in e] if self.spec.m == 4 else e[4:]

    def tables(self, s: int) -> tuple[list[int], list[int]]:
        e = basis(self.spec, s)
        masks = nibble_masks()

        def table(base: list[int]) -> list[int]:
            out = [0] * 16
            for i, v in enumerate(base):
                out = [o ^ (masks[i][j] & v) for j, o in enumerate(out)]
            return out

        return table(e[:4]), table(self.high_basis(e))

    def byte_map(self, s: int) -> list[int]:
        lo, hi = self.tables(s)
        return [lo[x & 15] ^ hi[(x >> 4) & 15] for x in range(256)]

    def counts(self) -> dict[str, float]:
        return {"shuf": 2.0, "alu": 2 + 3 / self.group_max, "mem": 2 + 1 / self.group_max}

    def helpers(self) -> str:
        masks, P = nibble_masks(), self.P
        lines = ["/* the coefficient of s: t[0] = lo, t[1] = hi nibble tables (byte v of lo: s*v; of hi: "
                 + ("(s*v) << 4" if self.spec.m == 4 else "s*(v << 4)") + ")",
                 " * as XORs of s*x^i under public masks (mask i: 0xff where bit i of v is set) */",
                 f"static inline void {P}coef(__m128i t[2], uint8_t s)", "{", f"    uint8_t e[{self.spec.m}];",
                 f"    {P}basis(e, s);"]
        for i, mk in enumerate(masks):
            lines.append(f"    const __m128i m{i} = _mm_setr_epi8({', '.join('-1' if v else '0' for v in mk)});")
        hi = [f"(char)(uint8_t)(e[{i}] << 4)" for i in range(4)] if self.spec.m == 4 else \
            [f"(char)e[{4 + i}]" for i in range(4)]
        for w, names in enumerate(([f"(char)e[{i}]" for i in range(4)], hi)):
            terms = [f"_mm_and_si128(m{i}, _mm_set1_epi8({v}))" for i, v in enumerate(names)]
            lines.append(f"    t[{w}] = _mm_xor_si128(_mm_xor_si128({terms[0]}, {terms[1]}), "
                         f"_mm_xor_si128({terms[2]}, {terms[3]}));")
        return "\n".join(lines + ["}", ""])

    def consts(self) -> list[str]:
        return [f"const {self.vt} nib = {self.vec.set1_u8}(0x0f);"]

    def coef_regs(self, t: str, c: str) -> list[str]:
        return [f"const {self.vt} {c}l = {self.vec.broadcast128(f'{t}[0]')}, {c}h = {self.vec.broadcast128(f'{t}[1]')};"]

    def split(self, x: str, n: str) -> list[str]:
        v = self.vec
        return [f"const {self.vt} {n}l = {v.and_(x, 'nib')}, {n}h = {v.and_(v.f('srli_epi16', x, '4'), 'nib')};"]

    def madd(self, acc: str, n: str, c: str) -> str:
        v = self.vec
        return v.xor(acc, v.xor(v.f("shuffle_epi8", f"{c}l", f"{n}l"), v.f("shuffle_epi8", f"{c}h", f"{n}h")))


# -- gfni: one affine (or AES multiply) per vector ------------------------------------------------------------
@dataclass(frozen=True)
class GfniMethod(X86VectorMethod):
    """The coefficient is stored as a whole vector (the qword broadcast), not as a qword: clang 19 folds a
    qword into vgf2p8affineqb as an embedded {1to8} broadcast and encodes its compressed displacement with
    the full vector size instead of 8 (llvm/llvm-project#120340, fixed in LLVM 20), which reads the wrong
    coefficient; a full-vector memory operand is encoded correctly."""

    name = "gfni"
    coef_words = 1

    @property
    def coef_type(self) -> str:  # type: ignore[override]
        return self.vec.T

    @property
    def aes(self) -> bool:
        """The AES modulus: gf2p8mulb multiplies directly."""
        return self.spec.m == 8 and self.spec.field.modulus == AES

    @property
    def uses_basis(self) -> bool:
        return not self.aes

    def describe(self) -> str:
        if self.aes:
            return f"GFNI {self.bits}-bit: gf2p8mulb by s broadcast (the AES field); 1 multiply + 1 XOR per vector and scalar"
        what = "the block-diagonal matrix of s on both nibbles" if self.spec.m == 4 else "the matrix of s"
        return (f"GFNI {self.bits}-bit: gf2p8affineqb with {what} (built per scalar: columns s*x^j, an 8x8 bit "
                f"transpose); 1 affine + 1 XOR per vector and scalar")

    def columns(self, e: list[int]) -> list[int]:
        """Column j of the matrix: the image of bit j of a data byte."""
        return e + [(v << 4) & 0xFF for v in e] if self.spec.m == 4 else e

    def operand(self, s: int) -> int:
        """The 64-bit coefficient of s as the C helper builds it (the mirror)."""
        if self.aes:
            return (s & 0xFF) * 0x0101010101010101
        q = sum(c << (8 * j) for j, c in enumerate(self.columns(basis(self.spec, s))))
        return int.from_bytes(transpose8(q).to_bytes(8, "little"), "big")

    def byte_map(self, s: int) -> list[int]:
        q = self.operand(s)
        if self.aes:
            return [gf_mul(x, q & 0xFF, AES) for x in range(256)]
        return [affine_byte(q, x) for x in range(256)]

    def counts(self) -> dict[str, float]:
        return {"gfni": 1.0, "alu": 1.0, "mem": 1 + 1 / self.group_max}

    def helpers(self) -> str:
        P = self.P
        if self.aes:
            return "\n".join([f"/* the coefficient of s: s in every byte (gf2p8mulb multiplies modulo {self.spec.field.text}) */",
                              f"static inline void {P}coef({self.vt} t[1], uint8_t s)", "{",
                              f"    t[0] = {self.set1()}((long long)((uint64_t)s * 0x0101010101010101ULL));", "}", ""])
        cols = [f"e[{j}]" for j in range(self.spec.m)]
        if self.spec.m == 4:
            cols += [f"(uint8_t)(e[{j}] << 4)" for j in range(4)]
        lines = ["/* the coefficient of s: the gf2p8affineqb matrix of multiplication by s"
                 + (" on both nibbles" if self.spec.m == 4 else "") + ": column j (the image of",
                 " * bit j) in byte j, an 8x8 bit transpose (rows in bytes), a byte swap (row i in byte 7-i) */",
                 f"static inline void {P}coef({self.vt} t[1], uint8_t s)", "{", f"    uint8_t e[{self.spec.m}];",
                 "    uint64_t q = 0, x;", f"    {P}basis(e, s);"]
        lines += [f"    q |= (uint64_t){c} << {8 * j};" for j, c in enumerate(cols)]
        lines += [f"    x = (q ^ (q >> {sh})) & 0x{mask:016x}ULL; q ^= x ^ (x << {sh});" for sh, mask in TRANSPOSE8_STEPS]
        return "\n".join(lines + [f"    t[0] = {self.set1()}((long long)__builtin_bswap64(q));", "}", ""])

    def set1(self) -> str:
        """The intrinsic that broadcasts a qword."""
        return "_mm512_set1_epi64" if self.bits == 512 else f"{self.vec.prefix}_set1_epi64x"

    def coef_regs(self, t: str, c: str) -> list[str]:
        return [f"const {self.vt} {c} = {t}[0];"]

    def madd(self, acc: str, n: str, c: str) -> str:
        v = self.vec
        prod = v.f("gf2p8mul_epi8", n, c) if self.aes else v.f("gf2p8affine_epi64_epi8", n, c, "0")
        return v.xor(acc, prod)


def choose_method(spec: LinalgSpec, target: Target) -> Method | None:
    """The method for the target (None: none fits): GFNI where the ISA has it, else in-register byte
    shuffles on x86, else SWAR in portable C on 64-bit words."""
    if target.simd == "x86" and target.shuffle_bits >= 256:
        if "gfni" in target.features:
            return GfniMethod(spec, target.shuffle_bits)
        return ShuffleMethod(spec, target.shuffle_bits)
    if target.arch == "any" and target.word_bits == 64:
        return SwarMethod(spec, 64)
    return None


__all__ = ["Method", "SwarMethod", "ShuffleMethod", "GfniMethod", "choose_method", "basis", "basis_c"]
