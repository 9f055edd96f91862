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

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import ClassVar

from ...isa import Target
from ...isa.simd import NeonVector, X86Vector, has_eor3, neon_byte_vectors
from ..batch.gfni import AES, affine_byte, find_embedding, gf_mul, transpose8
from .spec import LinalgSpec

MASK64 = (1 << 64) - 1
# the coefficient constructions prepared tables can hold, by field degree (GF(16): the paired shuffle tables,
# whose multiply-adds are half the single tables'; the others are cheap to build per call there); GFNI adds its own
PREPARED_TABLES = {4: ("pair",), 8: ("coef", "lanes")}


def basis(spec: LinalgSpec, s: int) -> list[int]:
    """e_i = s*x^i mod f for i < m, as the C helper N_priv_basis computes it (the Python mirror)."""
    m, mask, tail = spec.m, (1 << spec.m) - 1, spec.field.tail
    v, out = s & mask, []
    for _ in range(m):
        out.append(v)
        v = ((v << 1) & mask) ^ ((-((v >> (m - 1)) & 1)) & tail & mask)
    return out


def gf16_log_tables(spec: LinalgSpec) -> tuple[list[int], list[int]]:
    """(LOG, EXP) of GF(16) to the smallest generator g: LOG[g^i] = i, LOG[0] = 0xff (saturates every
    sum, so that products with 0 come out of the shuffle as 0); EXP[i] = g^i for i < 15, EXP[15] = 0."""
    log, exp = log_tables_of_field(spec)
    return list(log), list(exp)


@lru_cache(maxsize=None)
def log_tables_of_field(spec: LinalgSpec) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gf16_log_tables, computed once per field (the proofs of prepared tables ask for them per scalar pair)."""
    g = next(c for c in range(2, 16) if len({poly_pow(spec, c, i) for i in range(15)}) == 15)
    exp = [poly_pow(spec, g, i) for i in range(15)] + [0]
    log = [0xFF] * 16
    for i in range(15):
        log[exp[i]] = i
    return tuple(log), tuple(exp)


def poly_pow(spec: LinalgSpec, c: int, e: int) -> int:
    """c^e in the field."""
    r = 1
    for _ in range(e):
        r = spec.mul(r, c)
    return r


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
    gemm_kind: str = ""  # gemm's coefficient construction when the method has more than one ("" = its default)
    coef_name: str = "coef"  # its coefficient helper is N_priv_<coef_name> (another name beside another method's)
    name: ClassVar[str]
    coef_type: ClassVar[str]
    coef_words: ClassVar[int]
    group_max: ClassVar[int] = 8  # parity rows one ec_encode pass accumulates in registers
    sources_max: ClassVar[int] = 32  # coefficients of this many sources are built at once
    coef_batch: ClassVar[int] = 0  # coefficients N_priv_coefs builds at once (0: no such helper, one at a time)
    lookup: ClassVar[str] = ""  # the byte-table lookup the method prints ("" none, "pshufb", "tbl": gen.isa.simd)
    xor3: ClassVar[str] = "vpternlogq"  # the instruction that XORs three vectors where j_step is 2

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

    def under_mask(self, mask: str) -> "Method | None":
        """The method with its loads and stores under the byte mask `mask` (a C variable), for a tail in
        place; None where the ISA has no byte-masked loads and stores."""
        return None

    def coef_build(self, t: str, s: str) -> str:
        return f"{self.P}{self.coef_name}({t}, {s});"

    def coef_regs(self, t: str, c: str) -> list[str]:
        raise NotImplementedError

    def split(self, x: str, n: str) -> list[str]:
        return []

    def madd(self, acc: str, n: str, c: str) -> str:
        raise NotImplementedError

    # -- gemm (gen.families.linalg.gemm) ---------------------------------------------------------
    @property
    def j_step(self) -> int:
        """Inner-dimension steps gemm takes per loop iteration (2: madd2 folds two products into one
        accumulator with one instruction)."""
        return 1

    def madd2(self, acc: str, n0: str, c0: str, n1: str, c1: str) -> str:
        """acc + n0*c0 + n1*c1 (where j_step is 2)."""
        raise NotImplementedError

    @property
    def gemm_tables(self) -> str:
        """How gemm builds the coefficient of one scalar: "coef" (the helper N_priv_coef, as axpy) or
        "log" (GF(16) shuffle tables from the scalar's discrete logarithm, see gf16_log_tables)."""
        return "coef"

    @property
    def label(self) -> str:
        """The method and its gemm coefficients, e.g. shuffle-log (gen.generate's gemm_method option)."""
        return f"{self.name}-{self.gemm_tables}"

    def with_bits(self, bits: int) -> "Method":
        """The same method on vectors of `bits` bits (gemm picks the width per shape)."""
        return replace(self, bits=bits)

    def widths(self) -> tuple[int, ...]:
        """The vector widths gemm may use (narrower ones waste less on short rows)."""
        return (self.bits,)

    def registers(self) -> int:
        """Vector (or word) registers the tiling may fill."""
        return 16

    def split_regs(self) -> int:
        """Registers one data vector takes once split (shared by every row of a tile)."""
        return 1

    def coef_reg_count(self) -> int:
        """Registers the coefficient of one scalar takes."""
        return 1

    def gemm_coef(self, scalar: str, log: str, c: str) -> list[str]:
        """C lines that define the coefficient registers `c`* of one scalar: `scalar` is a C expression
        of the scalar byte, `log` of its entry in the log buffer (used by the "log" tables only)."""
        t = f"t{c.rstrip('_')}"
        return [f"{self.coef_type} {t}[{self.coef_words}];", self.coef_build(t, scalar), *self.coef_regs(t, c)]

    def gemm_byte_map(self, s: int) -> list[int]:
        """What gemm's coefficient of scalar byte s does to each data byte (the mirror; = byte_map unless
        gemm builds its coefficients another way)."""
        return self.byte_map(s)

    def gemm_counts(self) -> dict[str, dict[str, float]]:
        """Instructions by cost class: "coef" per scalar, "madd" per (vector, scalar), "split" per data
        vector (load and split, shared by a tile's rows), "acc" per accumulator (load and store once)."""
        raise NotImplementedError

    # -- prepared tables (gemm's N_gemm_NAME_prepare / _prepared) --------------------------------------
    @property
    def coef_bytes(self) -> int:
        """Bytes of one scalar's coefficient in prepared tables: its coef_words words of coef_type, as
        coef_build writes them."""
        raise NotImplementedError

    def table_store(self, dst: str, scalar: str) -> list[str]:
        """C lines that write the coefficient of `scalar` to the bytes at `dst` (coef_build, then a copy:
        the tables may sit at any alignment)."""
        return [f"{self.coef_type} t[{self.coef_words}];", self.coef_build("t", scalar), f"memcpy({dst}, t, sizeof t);"]

    def table_load(self, src: str, c: str) -> list[str]:
        """C lines that define the coefficient registers `c`* from the prepared bytes at `src` (unaligned loads
        at a public position)."""
        raise NotImplementedError

    def table_counts(self) -> dict[str, float]:
        """Instructions by cost class of table_load (what "coef" costs per scalar with prepared tables)."""
        raise NotImplementedError

    def can_prepare(self, rows: int) -> bool:
        """Whether gemm's prepared tables may hold this method's coefficients for a product with `rows` rows of
        C: the constructions of PREPARED_TABLES."""
        return self.gemm_tables in PREPARED_TABLES[self.spec.m]

    prepared_only: ClassVar[bool] = False  # gemm may use the method only with prepared tables (N_gemm_NAME_prepared)
    row_pairs: ClassVar[bool] = False  # one accumulator holds two rows of C (a tile's rows go in pairs)

    @property
    def table_slots_per_pair(self) -> bool:
        """Whether prepared tables hold one slot of coef_bytes per pair of a tile's rows (see ShuffleMethod)."""
        return False


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
                 f"static inline void {P}{self.coef_name}(uint64_t t[{m}], uint8_t s)", "{", f"    uint8_t e[{m}];",
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

    def registers(self) -> int:
        return 13  # of 16 general-purpose registers: pointers and the loop counter

    def split_regs(self) -> int:
        return self.spec.m

    def coef_reg_count(self) -> int:
        return self.spec.m

    def gemm_counts(self) -> dict[str, dict[str, float]]:
        m = self.spec.m
        return {"coef": {"int": 3 * (m - 1) + m + 3}, "madd": {"int": 2 * m},
                "split": {"int": 3 * m - 1, "mem": 1}, "acc": {"mem": 2}}

    @property
    def coef_bytes(self) -> int:
        return 8 * self.spec.m

    def table_load(self, src: str, c: str) -> list[str]:
        return ["const uint64_t " + ", ".join(f"{c}{b} = {self.P}load({src} + {8 * b})" for b in range(self.spec.m)) + ";"]

    def table_counts(self) -> dict[str, float]:
        return {"mem": self.spec.m}


# -- shuffle: in-register nibble tables -------------------------------------------------------------------
def nibble_masks() -> list[list[int]]:
    """mask_i[v] = 0xff where bit i of v is set (v < 16): the public constants that build the tables."""
    return [[0xFF if v >> i & 1 else 0 for v in range(16)] for i in range(4)]


@dataclass(frozen=True)
class VectorMethod(Method):
    """A method on SIMD vectors (x86's; NEON's in NeonShuffleMethod): loads, stores, XOR and zero are the vector
    layer's, gen.isa.simd (x86: under the byte mask `tail_mask`, a C variable, where set: a tail loaded and stored
    in place, AVX-512BW)."""

    lookup: ClassVar[str] = "pshufb"
    byte_masks: bool = False  # AVX-512BW: byte-masked loads and stores (tails in place, no padded buffers)
    tail_mask: str = ""
    ternlog: bool = False  # AVX-512's vpternlogq: gemm adds two products to an accumulator with one instruction

    @property
    def vec(self) -> X86Vector:
        return X86Vector(self.bits)

    @property
    def vt(self) -> str:  # type: ignore[override]
        return self.vec.T

    def under_mask(self, mask: str) -> "Method | None":
        return replace(self, tail_mask=mask) if self.byte_masks else None

    def load(self, addr: str) -> str:
        if self.tail_mask:
            return f"{self.vec.prefix}_maskz_loadu_epi8({self.tail_mask}, (const void *)({addr}))"
        return self.vec.load(addr)

    def store(self, addr: str, v: str) -> str:
        if self.tail_mask:
            return f"{self.vec.prefix}_mask_storeu_epi8((void *)({addr}), {self.tail_mask}, {v})"
        return self.vec.store(addr, v)

    def xor(self, a: str, b: str) -> str:
        return self.vec.xor(a, b)

    def zero(self) -> str:
        return self.vec.zero()


@dataclass(frozen=True)
class ShuffleMethod(VectorMethod):
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

    @property
    def vec128(self) -> X86Vector | NeonVector:
        """The 128-bit vectors a coefficient's two nibble tables are."""
        return X86Vector(128)

    def helpers(self) -> str:
        masks, P, v = nibble_masks(), self.P, self.vec128
        lines = ["/* the coefficient of s: t[0] = lo, t[1] = hi nibble tables (byte v of lo: s*v; of hi: "
                 + ("(s*v) << 4" if self.spec.m == 4 else "s*(v << 4)") + ")",
                 " * as XORs of s*x^i under public masks (mask i: 0xff where bit i of v is set) */",
                 f"static inline void {P}{self.coef_name}({v.T} t[2], uint8_t s)", "{", f"    uint8_t e[{self.spec.m}];",
                 f"    {P}basis(e, s);"]
        lines += [f"    const {v.T} m{i} = {v.bytes128(mk)};" for i, mk in enumerate(masks)]
        hi = [f"(uint8_t)(e[{i}] << 4)" for i in range(4)] if self.spec.m == 4 else [f"e[{4 + i}]" for i in range(4)]
        for w, names in enumerate(([f"e[{i}]" for i in range(4)], hi)):
            t = [f"{v.and_name}(m{i}, {v.dup_u8(b)})" for i, b in enumerate(names)]
            lines.append(f"    t[{w}] = {v.xor_name}({v.xor_name}({t[0]}, {t[1]}), {v.xor_name}({t[2]}, {t[3]}));")
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

    @property
    def gemm_tables(self) -> str:
        return self.gemm_kind or ("log" if self.spec.m == 4 else "coef")

    def widths(self) -> tuple[int, ...]:
        return tuple(b for b in (128, 256, 512) if b <= self.bits)

    def registers(self) -> int:
        """32 with AVX-512 (EVEX encodes ymm16-31 too, and the ternlog flag means AVX-512VL), else 16."""
        return 32 if self.bits == 512 or self.ternlog else 16

    def split_regs(self) -> int:
        return 2

    def coef_reg_count(self) -> int:
        return 2

    def log_consts(self, paired: bool = True) -> list[str]:
        """The log-domain constants (every 128-bit lane alike): LOG (= log s, 0xff for 0), EXP, 15; for the
        paired tables (unless the tile has no pair of rows) also EXP << 4 and the high-nibble mask."""
        log, exp = gf16_log_tables(self.spec)
        v = self.vec

        def table(t: list[int]) -> str:
            return v.broadcast128(v.bytes128(t))

        out = [f"const {self.vt} lg_tab = {table(log)};", f"const {self.vt} ex_tab = {table(exp)};",
               f"const {self.vt} f15 = {v.set1_u8}(15);"]
        if self.gemm_tables == "pair" and paired:
            out += [f"const {self.vt} ex_hi = {table([(e << 4) & 0xFF for e in exp])};",
                    f"const {self.vt} hinib = {v.set1_u8}((char)0xf0);"]
        return out

    def gemm_coef(self, scalar: str, log: str, c: str) -> list[str]:
        if self.gemm_tables not in ("log", "pair"):
            return super().gemm_coef(scalar, log, c)
        v, x = self.vec, f"x{c}"
        return [f"const {self.vt} {x} = {v.f('adds_epu8', f'{v.set1_u8}((char){log})', 'lg_tab')};",
                f"const {self.vt} {c}l = {v.f('shuffle_epi8', 'ex_tab', v.f('min_epu8', x, v.f('sub_epi8', x, 'f15')))};",
                f"const {self.vt} {c}h = {v.f('slli_epi16', f'{c}l', '4')};"]

    def pair_coef(self, log0: str, log1: str, c: str) -> list[str]:
        """The paired table of two scalars (rows r, r+1 of a tile): entry v = s0*v | (s1*v) << 4, from their
        logs (log1 = 0xff: s1 = 0); one shuffle by a data nibble multiplies it by both scalars."""
        v = self.vec
        lines = []
        for k, (log, ex) in enumerate(((log0, "ex_tab"), (log1, "ex_hi"))):
            lines += [f"const {self.vt} x{c}{k} = {v.f('adds_epu8', f'{v.set1_u8}((char)({log}))', 'lg_tab')};",
                      f"const {self.vt} t{c}{k} = "
                      f"{v.f('shuffle_epi8', ex, v.f('min_epu8', f'x{c}{k}', v.f('sub_epi8', f'x{c}{k}', 'f15')))};"]
        return lines + [f"const {self.vt} {c} = {v.f('or_' + v.si, f't{c}0', f't{c}1')};"]

    def pair_consts(self) -> list[str]:
        """The constant pair_in and pair_out need besides nib (the prepared tiles: no log-domain tables)."""
        return [f"const {self.vt} hinib = {self.vec.set1_u8}((char)0xf0);"]

    def pair_madd(self, acc_lo: str, acc_hi: str, n: str, c: str) -> list[str]:
        """Paired accumulators: acc_lo gets both rows' products of the low data nibbles (row r in the low
        nibble, r+1 in the high), acc_hi those of the high data nibbles."""
        v = self.vec
        return [f"{acc_lo} = {v.xor(acc_lo, v.f('shuffle_epi8', c, f'{n}l'))};",
                f"{acc_hi} = {v.xor(acc_hi, v.f('shuffle_epi8', c, f'{n}h'))};"]

    @property
    def j_step(self) -> int:
        """2 for paired tables where vpternlogq exists: a tile takes rows j and j+1 of B per iteration and each
        paired accumulator gets both products with one instruction (pair_madd2)."""
        return 2 if self.ternlog and self.gemm_tables == "pair" else 1

    def pair_madd2(self, acc_lo: str, acc_hi: str, n: str, c: str, w: str, d: str) -> list[str]:
        """pair_madd for rows j (split n, table c) and j+1 (split w, table d) at once: one vpternlogq per accumulator."""
        v = self.vec

        def two(acc: str, half: str) -> str:
            return v.f("ternarylogic_epi64", acc, v.f("shuffle_epi8", c, f"{n}{half}"), v.f("shuffle_epi8", d, f"{w}{half}"),
                       "0x96")
        return [f"{acc_lo} = {two(acc_lo, 'l')};", f"{acc_hi} = {two(acc_hi, 'h')};"]

    def pair_in(self, y0: str, y1: str) -> tuple[str, str]:
        """(acc_lo, acc_hi) of the paired accumulators from rows r (y0) and r+1 (y1) of C."""
        v = self.vec
        lo = v.f("or_" + v.si, v.and_(y0, "nib"), v.f("slli_epi16", v.and_(y1, "nib"), "4"))
        hi = v.f("or_" + v.si, v.and_(v.f("srli_epi16", y0, "4"), "nib"), v.and_(y1, "hinib"))
        return lo, hi

    def pair_out(self, lo: str, hi: str) -> tuple[str, str]:
        """Rows r and r+1 of C from the paired accumulators (the inverse of pair_in)."""
        v = self.vec
        y0 = v.f("or_" + v.si, v.and_(lo, "nib"), v.f("slli_epi16", v.and_(hi, "nib"), "4"))
        y1 = v.f("or_" + v.si, v.and_(v.f("srli_epi16", lo, "4"), "nib"), v.and_(hi, "hinib"))
        return y0, y1

    def pair_table(self, s0: int, s1: int) -> list[int]:
        """The mirror of pair_coef: entry v of the paired table of scalar bytes s0, s1 (the lo table of s0 OR the
        hi table of s1: disjoint nibbles)."""
        return [a | ((b << 4) & 0xFF) for a, b in zip(self.log_table(s0), self.log_table(s1))]

    def log_table(self, s: int) -> list[int]:
        """The mirror of the log-domain lo table of scalar byte s (gemm_coef, byte by byte): EXP at
        min(x, x - 15) for x = log s +sat log v, 0 where the lookup zeroes the index (pshufb: bit 7 set; TBL: 16 or
        more; the two agree on every index these tables meet, the saturated 255 becoming 240)."""
        log, exp = gf16_log_tables(self.spec)
        out = []
        for v in range(16):
            x = min(255, log[s & 15] + log[v])
            y = min(x, (x - 15) & 0xFF)
            out.append(0 if (y >= 16 if self.lookup == "tbl" else y & 0x80) else exp[y & 15])
        return out

    def gemm_byte_map(self, s: int) -> list[int]:
        if self.gemm_tables not in ("log", "pair"):
            return self.byte_map(s)
        lo = self.log_table(s)
        hi = [(t << 4) & 0xFF for t in lo]  # slli_epi16 by 4: every entry < 16, nothing crosses a byte
        return [lo[x & 15] ^ hi[x >> 4] for x in range(256)]

    def gemm_counts(self) -> dict[str, dict[str, float]]:
        if self.gemm_tables == "pair":  # per scalar: half a paired table, half its two shuffles and XORs
            return {"coef": {"shuf": 2, "alu": 3.5, "mem": 1}, "madd": {"shuf": 1, "alu": 1 / self.j_step},
                    "split": {"alu": 3, "mem": 1}, "acc": {"mem": 2, "alu": 5}}
        coef = ({"shuf": 2, "alu": 4, "mem": 1} if self.gemm_tables == "log" else
                {"int": 24, "shuf": 10, "alu": 14, "mem": 2})
        return {"coef": coef, "madd": {"shuf": 2, "alu": 2}, "split": {"alu": 3, "mem": 1}, "acc": {"mem": 2}}

    @property
    def coef_bytes(self) -> int:
        return 16 if self.gemm_tables == "pair" else 32  # pair: one 16-byte table per pair of rows (or lone row)

    @property
    def table_slots_per_pair(self) -> bool:
        """Whether prepared tables hold one slot of coef_bytes per pair of a tile's rows (the paired tables; a
        lone last row: its lo table) instead of one per entry."""
        return self.gemm_tables == "pair"

    def table_load(self, src: str, c: str) -> list[str]:
        v = self.vec
        if self.gemm_tables == "pair":  # a lone row's lo table; hi = lo << 4 (every entry < 16)
            lo = v.broadcast128(f"_mm_loadu_si128((const __m128i *)({src}))")
            return [f"const {self.vt} {c}l = {lo}, {c}h = {v.f('slli_epi16', f'{c}l', '4')};"]
        lo, hi = (v.broadcast128(f"_mm_loadu_si128((const __m128i *)({src}{off}))") for off in ("", " + 16"))
        return [f"const {self.vt} {c}l = {lo}, {c}h = {hi};"]

    def table_load_pair(self, src: str, c: str) -> list[str]:
        """The paired table of rows r, r+1 from the prepared bytes at src, in every 128-bit lane."""
        return [f"const {self.vt} {c} = {self.vec.broadcast128(f'_mm_loadu_si128((const __m128i *)({src}))')};"]

    def log_table128(self, scalar: str, ex: str, name: str, log: str = "") -> list[str]:
        """`name` (128-bit) = the log-domain table of the scalar byte's low nibble s: entry v = EXP[log s + log v]
        (in the nibble `ex` puts it: EXP or EXP << 4), 0 where s or v is 0; log s by a shuffle of the
        in-register LOG table (no memory index), or given (`log`: a C byte expression, 0xff for 0)."""
        ls = f"_mm_set1_epi8((char)({log}))" if log else f"_mm_shuffle_epi8(lg16, _mm_set1_epi8((char)(({scalar}) & 0xf)))"
        return [f"const __m128i x{name} = _mm_adds_epu8({ls}, lg16);",
                f"const __m128i {name} = _mm_shuffle_epi8({ex}, _mm_min_epu8(x{name}, _mm_sub_epi8(x{name}, f16)));"]

    def log_consts128(self, paired: bool) -> list[str]:
        """The 128-bit constants of log_table128: LOG, EXP (and EXP << 4 for paired tables), 15."""
        log, exp = gf16_log_tables(self.spec)
        table = X86Vector(128).bytes128
        out = [f"const __m128i lg16 = {table(log)}, ex16 = {table(exp)}, f16 = _mm_set1_epi8(15);"]
        return out + ([f"const __m128i exhi16 = {table([(e << 4) & 0xFF for e in exp])};"] if paired else [])

    def table_store(self, dst: str, scalar: str, log: str = "") -> list[str]:
        if self.gemm_tables == "pair":  # a lone row: the lo table (s*v), log-domain
            return (self.log_consts128(False) + self.log_table128(scalar, "ex16", "t0", log)
                    + [f"memcpy({dst}, &t0, 16);"])
        return super().table_store(dst, scalar)

    def table_store_pair(self, dst: str, s0: str, s1: str, logs: tuple[str, str] = ("", "")) -> list[str]:
        """The paired table of rows r, r+1 (entry v = s0*v | (s1*v) << 4): the log-domain lo table of s0 OR
        the hi table of s1 (disjoint nibbles); `logs`: their logs as C byte expressions, where known."""
        return (self.log_consts128(True) + self.log_table128(s0, "ex16", "t0", logs[0])
                + self.log_table128(s1, "exhi16", "t1", logs[1])
                + ["const __m128i tp = _mm_or_si128(t0, t1);", f"memcpy({dst}, &tp, 16);"])

    def prepared_lone_table(self, s: int) -> list[int]:
        """The mirror of table_store (pair kind): entry v of a lone row's prepared table of scalar byte s."""
        return self.log_table(s)

    def prepared_pair_table(self, s0: int, s1: int) -> list[int]:
        """The mirror of table_store_pair: entry v of the prepared paired table of scalar bytes s0, s1."""
        return self.pair_table(s0, s1)

    def table_counts(self) -> dict[str, float]:
        if self.gemm_tables == "pair":
            return {"mem": 0.5}  # one broadcast load per pair of scalars
        return {"mem": 2}  # vbroadcasti128 from memory: a load


@dataclass(frozen=True)
class NeonShuffleMethod(ShuffleMethod):
    """The nibble tables on AArch64 NEON: TBL (vqtbl1q_u8) where x86 has pshufb, on 128-bit vectors with 32
    registers. Every index is a nibble (0..15) or, in the log-domain tables, 240 or more for a zero product, which
    TBL zeroes as pshufb does (16 and up against bit 7 set). The high nibble comes down by a byte shift (vshrq_n_u8:
    no mask); with the SHA3 extension (eor3) one EOR3 adds both shuffles to the accumulator. gemm builds its
    coefficients from the basis (coef) or, for GF(16), from the scalars' logs, one table per row of C (log) or one
    per pair of rows (pair, rows j and j+1 of B per step with EOR3); prepared tables as on x86 (GF(256): the
    basis-built ones, 32 bytes per entry of A; GF(16): the paired ones, 16 bytes per pair of rows of C)."""

    eor3: bool = False  # ARMv8.2 SHA3: veor3q_u8, the XOR of three

    coef_type = "uint8x16_t"
    lookup: ClassVar[str] = "tbl"
    xor3: ClassVar[str] = "EOR3"

    @property
    def vec(self) -> NeonVector:  # type: ignore[override]
        return NeonVector()

    @property
    def vt(self) -> str:  # type: ignore[override]
        return self.vec.T

    @property
    def vec128(self) -> NeonVector:  # type: ignore[override]
        return self.vec

    def describe(self) -> str:
        return ("in-register nibble tables (NEON tbl, 128-bit): lo[v] = s*v, hi[v] = "
                + ("(s*v) << 4" if self.spec.m == 4 else "s*(v << 4)")
                + ", built per scalar from s*x^i by public masks; 2 TBL + " + ("1 EOR3" if self.eor3 else "2 EOR")
                + " per vector and scalar")

    def consts(self) -> list[str]:
        return ["const uint8x16_t nib = vdupq_n_u8(0x0f);"]

    def coef_regs(self, t: str, c: str) -> list[str]:
        return [f"const uint8x16_t {c}l = {t}[0], {c}h = {t}[1];"]

    def split(self, x: str, n: str) -> list[str]:
        return [f"const uint8x16_t {n}l = vandq_u8({x}, nib), {n}h = vshrq_n_u8({x}, 4);"]

    def madd(self, acc: str, n: str, c: str) -> str:
        lo, hi = f"vqtbl1q_u8({c}l, {n}l)", f"vqtbl1q_u8({c}h, {n}h)"
        return f"veor3q_u8({acc}, {lo}, {hi})" if self.eor3 else f"veorq_u8({acc}, veorq_u8({lo}, {hi}))"

    @property
    def gemm_tables(self) -> str:
        return self.gemm_kind or ("log" if self.spec.m == 4 else "coef")

    def widths(self) -> tuple[int, ...]:
        return (128,)

    def registers(self) -> int:
        return 32

    def table_load(self, src: str, c: str) -> list[str]:
        if self.gemm_tables == "pair":  # a lone row's lo table; hi = lo << 4 (every entry < 16)
            return [f"const uint8x16_t {c}l = vld1q_u8({src}), {c}h = vshlq_n_u8({c}l, 4);"]
        return [f"const uint8x16_t {c}l = vld1q_u8({src}), {c}h = vld1q_u8(({src}) + 16);"]

    def table_load_pair(self, src: str, c: str) -> list[str]:
        return [f"const uint8x16_t {c} = vld1q_u8({src});"]

    def pair_consts(self) -> list[str]:
        return ["const uint8x16_t hinib = vdupq_n_u8(0xf0);"]

    @staticmethod
    def log_lookup(x: str, out: str, log_s: str, lg: str, ex: str, f15: str) -> list[str]:
        """`out` = the log-domain table of the scalar whose log is in every byte of `log_s`: entry v = ex[log s +
        log v] by TBL, through x = log s +sat LOG[v] and min(x, x - 15) (a zero product saturates to an index TBL
        zeroes)."""
        return [f"const uint8x16_t {x} = vqaddq_u8({log_s}, {lg});",
                f"const uint8x16_t {out} = vqtbl1q_u8({ex}, vminq_u8({x}, vsubq_u8({x}, {f15})));"]

    def log_table128(self, scalar: str, ex: str, name: str, log: str = "") -> list[str]:
        ls = f"vdupq_n_u8((uint8_t)({log}))" if log else f"vqtbl1q_u8(lg16, vdupq_n_u8((uint8_t)(({scalar}) & 0xf)))"
        return self.log_lookup(f"x{name}", name, ls, "lg16", ex, "f16")

    def log_consts128(self, paired: bool) -> list[str]:
        log, exp = gf16_log_tables(self.spec)
        out = [f"const uint8x16_t lg16 = {self.vec.bytes128(log)}, ex16 = {self.vec.bytes128(exp)}, f16 = vdupq_n_u8(15);"]
        return out + ([f"const uint8x16_t exhi16 = {self.vec.bytes128([(e << 4) & 0xFF for e in exp])};"] if paired else [])

    def table_store_pair(self, dst: str, s0: str, s1: str, logs: tuple[str, str] = ("", "")) -> list[str]:
        return (self.log_consts128(True) + self.log_table128(s0, "ex16", "t0", logs[0])
                + self.log_table128(s1, "exhi16", "t1", logs[1])
                + ["const uint8x16_t tp = vorrq_u8(t0, t1);", f"memcpy({dst}, &tp, 16);"])

    def log_consts(self, paired: bool = True) -> list[str]:
        log, exp = gf16_log_tables(self.spec)
        out = [f"const uint8x16_t lg_tab = {self.vec.bytes128(log)};", f"const uint8x16_t ex_tab = {self.vec.bytes128(exp)};",
               "const uint8x16_t f15 = vdupq_n_u8(15);"]
        if self.gemm_tables == "pair" and paired:
            out += [f"const uint8x16_t ex_hi = {self.vec.bytes128([(e << 4) & 0xFF for e in exp])};",
                    "const uint8x16_t hinib = vdupq_n_u8(0xf0);"]
        return out

    def pair_coef(self, log0: str, log1: str, c: str) -> list[str]:
        lines = []
        for k, (log, ex) in enumerate(((log0, "ex_tab"), (log1, "ex_hi"))):
            lines += self.log_lookup(f"x{c}{k}", f"t{c}{k}", f"vdupq_n_u8((uint8_t)({log}))", "lg_tab", ex, "f15")
        return lines + [f"const uint8x16_t {c} = vorrq_u8(t{c}0, t{c}1);"]

    def pair_madd(self, acc_lo: str, acc_hi: str, n: str, c: str) -> list[str]:
        return [f"{acc_lo} = veorq_u8({acc_lo}, vqtbl1q_u8({c}, {n}l));",
                f"{acc_hi} = veorq_u8({acc_hi}, vqtbl1q_u8({c}, {n}h));"]

    @property
    def j_step(self) -> int:
        """2 for paired tables with EOR3: rows j and j+1 of B per iteration, both products into each paired
        accumulator by one EOR3 (pair_madd2)."""
        return 2 if self.eor3 and self.gemm_tables == "pair" else 1

    def pair_madd2(self, acc_lo: str, acc_hi: str, n: str, c: str, w: str, d: str) -> list[str]:
        return [f"{acc} = veor3q_u8({acc}, vqtbl1q_u8({c}, {n}{half}), vqtbl1q_u8({d}, {w}{half}));"
                for acc, half in ((acc_lo, "l"), (acc_hi, "h"))]

    def pair_in(self, y0: str, y1: str) -> tuple[str, str]:
        return (f"vorrq_u8(vandq_u8({y0}, nib), vshlq_n_u8({y1}, 4))",
                f"vorrq_u8(vshrq_n_u8({y0}, 4), vandq_u8({y1}, hinib))")

    def pair_out(self, lo: str, hi: str) -> tuple[str, str]:
        return (f"vorrq_u8(vandq_u8({lo}, nib), vshlq_n_u8({hi}, 4))",
                f"vorrq_u8(vshrq_n_u8({lo}, 4), vandq_u8({hi}, hinib))")

    def gemm_coef(self, scalar: str, log: str, c: str) -> list[str]:
        if self.gemm_tables not in ("log", "pair"):  # a paired method's lone row: its log-domain tables
            return Method.gemm_coef(self, scalar, log, c)
        return (self.log_lookup(f"x{c}", f"{c}l", f"vdupq_n_u8((uint8_t)({log}))", "lg_tab", "ex_tab", "f15")
                + [f"const uint8x16_t {c}h = vshlq_n_u8({c}l, 4);"])


@dataclass(frozen=True)
class LaneShuffleMethod(ShuffleMethod):
    """GF(256) gemm with prepared tables on 256-bit vectors, two rows of C per vector: the low 128-bit lane
    holds 16 bytes of row i, the high lane the same 16 bytes of row i+1; the 16 bytes of B they both need
    are loaded into both lanes (vbroadcasti128) and split once, and one pair of 256-bit tables holds
    scalar (i, j)'s nibble tables in the low lanes and (i+1, j)'s in the high lanes, so every shuffle
    multiplies 16 bytes by two scalars. Rows of 44 bytes take 3 such vectors per pair of rows instead of 2
    full vectors per row (64 bytes, 20 idle). Prepared tables only (pair layout: TL_i, TL_i+1, TH_i, TH_i+1,
    64 bytes per pair of entries)."""

    prepared_only: ClassVar[bool] = True
    row_pairs: ClassVar[bool] = True

    @property
    def vb(self) -> int:
        return 16  # bytes of one row per vector

    @property
    def gemm_tables(self) -> str:
        return "lanes"

    def widths(self) -> tuple[int, ...]:
        return (256,) if self.bits >= 256 else ()

    def describe(self) -> str:
        return ("in-register nibble tables (pshufb, 256-bit), two rows of C per vector (one per 128-bit lane), "
                "16 bytes of B in both lanes; 2 shuffles + 2 XORs per 16 bytes and pair of scalars")

    def load(self, addr: str) -> str:
        return self.vec.broadcast128(X86Vector(128).load(addr))

    def acc_in(self, row0: str, row1: str) -> str:
        """An accumulator from 16 bytes of two rows of C."""
        half = X86Vector(128)
        return self.vec.from_halves(half.load(row0), half.load(row1))

    def acc_out(self, row0: str, row1: str, acc: str) -> list[str]:
        """The two rows' 16 bytes back from an accumulator (statements)."""
        half, v = X86Vector(128), self.vec
        return [f"{half.store(row0, v.low_half(acc))};", f"{half.store(row1, v.high_half(acc))};"]

    def table_store_pair(self, dst: str, s0: str, s1: str) -> list[str]:
        """The pair layout of two entries' coefficients (rows i, i+1 of A at one j): TL_i, TL_i+1, TH_i, TH_i+1."""
        return ["__m128i t0[2], t1[2];", self.coef_build("t0", s0), self.coef_build("t1", s1),
                f"memcpy({dst}, &t0[0], 16);", f"memcpy({dst} + 16, &t1[0], 16);",
                f"memcpy({dst} + 32, &t0[1], 16);", f"memcpy({dst} + 48, &t1[1], 16);"]

    def table_load(self, src: str, c: str) -> list[str]:
        return [f"const {self.vt} {c}l = {self.vec.load(src)}, {c}h = {self.vec.load(f'{src} + 32')};"]

    def consts(self) -> list[str]:
        return []  # the tiles load split data (presplit); no mask

    def consts128(self) -> list[str]:
        """The constants of presplit."""
        return [f"const __m128i nib16 = {X86Vector(128).set1_u8}(0x0f);"]

    def presplit(self, dst: str, src: str) -> list[str]:
        """16 data bytes at src split once per call: their low nibbles to dst, their high nibbles to dst + 16."""
        h = X86Vector(128)
        return [f"{{ const __m128i x = {h.load(src)};",
                f"  {h.store(dst, h.and_('x', 'nib16'))};",
                f"  {h.store(f'{dst} + 16', h.and_(h.f('srli_epi16', 'x', '4'), 'nib16'))}; }}"]

    def split_load(self, src: str, n: str) -> list[str]:
        """The split chunk presplit stored at src, in both lanes (vbroadcasti128 from memory: loads only)."""
        h = X86Vector(128)
        lo, hi = (self.vec.broadcast128(h.load(a)) for a in (src, f"{src} + 16"))
        return [f"const {self.vt} {n}l = {lo}, {n}h = {hi};"]

    def table_counts(self) -> dict[str, float]:
        return {"mem": 1}  # two 256-bit loads per pair of scalars

    def gemm_counts(self) -> dict[str, dict[str, float]]:
        # per (16 bytes, scalar): half of the pair's 2 shuffles and 2 XORs
        return {"coef": self.table_counts(), "madd": {"shuf": 1, "alu": 1}, "split": {"mem": 2},
                "acc": {"mem": 2, "alu": 1}}


# -- gfni: one affine (or AES multiply) per vector ------------------------------------------------------------
@lru_cache(maxsize=None)
def gfni_batch_constants(spec: LinalgSpec) -> tuple[int, int, int, int, int]:
    """r and the qwords of GfniMethod's N_priv_coefs: PHI (the isomorphism x -> r onto the AES field, r its smallest
    root of f), K (byte j: r^(7-j)), PHIINV and X (byte b: 1 << (7-b), which makes gf2p8affineqb(X, C) the
    transpose of C in the matrix layout of GfniMethod.matrix)."""
    emb = find_embedding(spec.field)
    powers = [1]
    for _ in range(7):
        powers.append(gf_mul(powers[-1], emb.root, AES))
    k = sum(p << (8 * (7 - j)) for j, p in enumerate(powers))
    x = sum((1 << (7 - b)) << (8 * b) for b in range(8))
    return emb.root, emb.q, k, emb.qinv, x


@dataclass(frozen=True)
class GfniMethod(VectorMethod):
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
        return False

    def describe(self) -> str:
        if self.aes:
            return f"GFNI {self.bits}-bit: gf2p8mulb by s broadcast (the AES field); 1 multiply + 1 XOR per vector and scalar"
        what = "the block-diagonal matrix of s on both nibbles" if self.spec.m == 4 else "the matrix of s"
        batch = (f"; ec_encode builds {self.coef_batch} matrices at once with four GFNI instructions (the isomorphism to "
                 "the AES field, gf2p8mulb by the powers of its root, back, and a transpose by gf2p8affineqb)"
                 if self.coef_batch else "")
        return (f"GFNI {self.bits}-bit: gf2p8affineqb with {what} (built per scalar as the XOR of the constant "
                f"matrices of x^k over the bits k of s, under public masks{batch}); 1 affine + 1 XOR per vector and scalar")

    @property
    def coef_batch(self) -> int:
        """Coefficients N_priv_coefs builds at once, one per qword of a vector (0: none): GF(256) fields other than
        the AES one, whose matrix takes eight masked XORs per scalar in general-purpose registers, which ec_encode
        (up to 256 scalars per pass) paid in every call (on an Intel Xeon a 32+8 code over 4 KiB spent a quarter
        of its time there)."""
        return self.bits // 64 if self.spec.m == 8 and not self.aes else 0

    def batch_constants(self) -> tuple[int, int, int, int]:
        """The qwords of N_priv_coefs (gfni_batch_constants: once per field; the proof asks per scalar)."""
        return gfni_batch_constants(self.spec)[1:]

    def batch_operand(self, s: int) -> int:
        """The matrix of s as N_priv_coefs builds it (the mirror): byte j of C = PHIINV(PHI(s) * r^(7-j)) =
        s*x^(7-j), then gf2p8affineqb(X, C)."""
        phi, k, phinv, x = self.batch_constants()
        t = affine_byte(phi, s & 0xFF)
        cols = sum(affine_byte(phinv, gf_mul(t, k >> (8 * j) & 0xFF, AES)) << (8 * j) for j in range(8))
        return sum(affine_byte(cols, x >> (8 * b) & 0xFF) << (8 * b) for b in range(8))

    def batch_byte_map(self, s: int) -> list[int]:
        """What ec_encode's coefficient of s (N_priv_coefs) does to each data byte."""
        q = self.batch_operand(s)
        return [affine_byte(q, x) for x in range(256)]

    def batch_helper(self) -> str:
        """N_priv_coefs(t, s): the coefficients of the coef_batch scalar bytes at s into t[0..coef_batch) (the
        scalars replicated over the bytes of one qword each, four GFNI instructions for all of them, then each
        qword broadcast by a permute): straight-line, no memory index, no library call."""
        B, v, set1 = self.coef_batch, self.vec, self.set1()
        phi, k, phinv, x = self.batch_constants()
        idx = "_mm512_set_epi64" if self.bits == 512 else f"{v.prefix}_set_epi64x"
        rep = ", ".join(f"0x{i * 0x0101010101010101:016x}LL" for i in reversed(range(B)))
        if self.bits == 512:
            scalars = "_mm512_broadcast_i32x4(_mm_loadl_epi64((const __m128i *)s))"
            spread = [f"_mm512_maskz_permutexvar_epi64(0xff, _mm512_set1_epi64({i}), m)" for i in range(B)]
        else:
            scalars = "_mm256_broadcastsi128_si256(_mm_loadu_si32(s))"
            spread = [f"_mm256_permute4x64_epi64(m, 0x{0x55 * i:02x})" for i in range(B)]

        def c(q: int) -> str:
            return f"{set1}((long long)0x{q:016x}ULL)"

        cols = v.f("gf2p8affine_epi64_epi8", v.f("gf2p8mul_epi8", v.f("gf2p8affine_epi64_epi8", "rep", c(phi), "0"), c(k)),
                   c(phinv), "0")
        return "\n".join([
            f"/* the coefficients of the {B} scalars s[0..{B}) at once: each scalar in the bytes of one qword, mapped to",
            f" * the AES field (x -> 0x{gfni_batch_constants(self.spec)[0]:02x}), times the powers of that root "
            f"(byte j: s*x^(7-j)), mapped back, transposed; qword i is the matrix of s[i], broadcast into t[i] */",
            f"static inline void {self.P}{self.coef_name}s({self.vt} t[{B}], const uint8_t s[{B}])", "{",
            f"    const {self.vt} rep = {v.f('shuffle_epi8', scalars, f'{idx}({rep})')};",
            f"    const {self.vt} m = {v.f('gf2p8affine_epi64_epi8', c(x), cols, '0')};",
            *(f"    t[{i}] = {e};" for i, e in enumerate(spread)), "}", ""])

    def coefs_build(self, t: str, s: str) -> str:
        """C that builds the coefficients of the coef_batch scalar bytes at s into t[0..coef_batch)."""
        return f"{self.P}{self.coef_name}s({t}, {s});"

    def columns(self, e: list[int]) -> list[int]:
        """Column j of the matrix: the image of bit j of a data byte."""
        return e + [(v << 4) & 0xFF for v in e] if self.spec.m == 4 else e

    def matrix(self, s: int) -> int:
        """The gf2p8affineqb matrix of multiplication by s: column j (the image of bit j, s*x^j) in byte j,
        transposed to rows in bytes, row i in byte 7-i."""
        q = sum(c << (8 * j) for j, c in enumerate(self.columns(basis(self.spec, s))))
        return int.from_bytes(transpose8(q).to_bytes(8, "little"), "big")

    def operand(self, s: int) -> int:
        """The 64-bit coefficient of s as the C helper builds it (the mirror): the XOR of the matrices of
        x^k over the bits k of s (multiplication by s is linear in s)."""
        if self.aes:
            return (s & 0xFF) * 0x0101010101010101
        q = 0
        for k in range(self.spec.m):
            q ^= self.matrix(1 << k) if s >> k & 1 else 0
        return q

    def byte_map(self, s: int) -> list[int]:
        q = self.operand(s)
        if self.aes:
            return [gf_mul(x, q & 0xFF, AES) for x in range(256)]
        return [affine_byte(q, x) for x in range(256)]

    def counts(self) -> dict[str, float]:
        return {"gfni": 1.0, "alu": 1.0 / self.j_step, "mem": 1 + 1 / self.group_max}

    def helpers(self) -> str:
        P = self.P
        if self.aes:
            return "\n".join([f"/* the coefficient of s: s in every byte (gf2p8mulb multiplies modulo {self.spec.field.text}) */",
                              f"static inline void {P}{self.coef_name}({self.vt} t[1], uint8_t s)", "{",
                              f"    t[0] = {self.set1()}((long long)((uint64_t)s * 0x0101010101010101ULL));", "}", ""])
        lines = ["/* the coefficient of s: the gf2p8affineqb matrix of multiplication by s"
                 + (" on both nibbles" if self.spec.m == 4 else "") + " (rows in bytes, row i in byte 7-i),",
                 " * the XOR of the matrices of x^k for the bits k of s, selected by public masks */",
                 f"static inline void {P}{self.coef_name}({self.vt} t[1], uint8_t s)", "{", "    uint64_t q = 0;"]
        lines += [f"    q ^= (0 - (uint64_t)((s >> {k}) & 1u)) & 0x{self.matrix(1 << k):016x}ULL;"
                  for k in range(self.spec.m)]
        return "\n".join(lines + [f"    t[0] = {self.set1()}((long long)q);", "}", ""])

    def set1(self) -> str:
        """The intrinsic that broadcasts a qword."""
        return "_mm512_set1_epi64" if self.bits == 512 else f"{self.vec.prefix}_set1_epi64x"

    def coef_regs(self, t: str, c: str) -> list[str]:
        return [f"const {self.vt} {c} = {t}[0];"]

    def product(self, n: str, c: str) -> str:
        v = self.vec
        return v.f("gf2p8mul_epi8", n, c) if self.aes else v.f("gf2p8affine_epi64_epi8", n, c, "0")

    def madd(self, acc: str, n: str, c: str) -> str:
        return self.vec.xor(acc, self.product(n, c))

    @property
    def j_step(self) -> int:
        return 2 if self.ternlog and self.bits >= 256 else 1

    def madd2(self, acc: str, n0: str, c0: str, n1: str, c1: str) -> str:
        """acc ^ n0*c0 ^ n1*c1 in one vpternlogq (truth table 0x96: the XOR of three)."""
        return self.vec.f("ternarylogic_epi64", acc, self.product(n0, c0), self.product(n1, c1), "0x96")

    def widths(self) -> tuple[int, ...]:
        """256 and 512 bits with AVX-512: on rows of at most 32 bytes the narrower vector does the same work with
        half the bytes of prepared tables (on longer rows two 256-bit vectors measured slower than one 512-bit one
        on an Intel Xeon: square112 46-49 multiply-adds per tick against 62)."""
        return (256, 512) if self.bits == 512 else (self.bits,)

    def registers(self) -> int:
        return 32

    def split_regs(self) -> int:
        return 1

    def gemm_counts(self) -> dict[str, dict[str, float]]:
        coef = {"shuf": 1, "int": 1} if self.aes else {"int": 5 * self.spec.m, "shuf": 1}
        return {"coef": coef, "madd": {"gfni": 1, "alu": 1 / self.j_step}, "split": {"mem": 1}, "acc": {"mem": 2}}

    @property
    def coef_bytes(self) -> int:
        """The AES field's prepared coefficient is the qword every lane repeats, broadcast on load (a
        load-port-only vpbroadcastq), so its tables are an eighth of whole vectors and stay in L1 where those
        would not (44 x 68 x 44: 24 KB against 191 KB; on the Xeon 46 multiply-adds per tick against 32). An
        affine matrix stays a whole vector: clang 19 would fold its broadcast into vgf2p8affineqb's memory
        operand (the class docstring), while vgf2p8mulb has no broadcast form to fold into."""
        return 8 if self.aes else self.vb

    def table_store(self, dst: str, scalar: str) -> list[str]:
        if not self.aes:
            return super().table_store(dst, scalar)
        return [f"{self.coef_type} t[1];", self.coef_build("t", scalar), f"memcpy({dst}, t, 8); /* lane 0's qword */"]

    def table_load(self, src: str, c: str) -> list[str]:
        if not self.aes:
            return [f"const {self.vt} {c} = {self.vec.load(src)};"]
        return [f"uint64_t {c}q;", f"memcpy(&{c}q, {src}, 8);", f"const {self.vt} {c} = {self.set1()}((long long){c}q);"]

    def can_prepare(self, rows: int) -> bool:
        """GF(256) always; GF(16) where C has one row, which paired tables cannot pair (measured on an Intel Xeon,
        bench/linalg.py: 1 x 96 x 64 gfni 19-23 multiply-adds per tick against 14 paired; with 8 rows or more the
        paired tables were ahead on 4 of 6 shapes)."""
        return self.spec.m == 8 or rows == 1

    def table_counts(self) -> dict[str, float]:
        return {"mem": 1}


def choose_method(spec: LinalgSpec, target: Target) -> Method | None:
    """The method for the target (None: none fits): GFNI where the ISA has it, else in-register byte
    shuffles on x86, else SWAR in portable C on 64-bit words."""
    if target.simd == "x86" and target.shuffle_bits >= 256:
        masks, ternlog = "-mavx512bw" in target.cflags, "ternlog" in target.features
        if "gfni" in target.features:
            return GfniMethod(spec, target.shuffle_bits, byte_masks=masks, ternlog=ternlog)
        return ShuffleMethod(spec, target.shuffle_bits, byte_masks=masks, ternlog=ternlog)
    if neon_byte_vectors(target):
        return NeonShuffleMethod(spec, 128, eor3=has_eor3(target))
    if target.arch == "any" and target.word_bits == 64:
        return SwarMethod(spec, 64)
    return None


def gemm_methods(spec: LinalgSpec, target: Target) -> list[Method]:
    """The methods gemm may use on the target, priced per shape by its planner (gen.families.linalg.gemm):
    the ISA's method; on x86 the shuffle tables both ways for GF(16) (from the scalar's log, or from its
    basis as axpy builds them), and with GFNI the shuffles too (cheaper coefficients for short rows)."""
    base = choose_method(spec, target)
    if base is None:
        return []
    if isinstance(base, NeonShuffleMethod):  # GF(16): paired and single log-domain tables, or the basis-built ones
        return [replace(base, gemm_kind=k) for k in ("pair", "log", "coef")] if spec.m == 4 else [base]
    out = [base] if isinstance(base, (GfniMethod, SwarMethod)) else []
    if isinstance(base, VectorMethod):
        out += [ShuffleMethod(spec, base.bits, gemm_kind=k, ternlog=base.ternlog) for k in ("pair", "log")] * (spec.m == 4)
        out += [ShuffleMethod(spec, base.bits, gemm_kind="coef", ternlog=base.ternlog)]
    if isinstance(base, ShuffleMethod) and spec.m == 8:  # GF(256) without GFNI: prepared tables, rows in lane pairs
        out.append(LaneShuffleMethod(spec, base.bits))
    return out


__all__ = ["gemm_methods", "Method", "SwarMethod", "ShuffleMethod", "NeonShuffleMethod", "LaneShuffleMethod", "GfniMethod",
           "choose_method", "basis", "basis_c",
           "gf16_log_tables"]
