"""Intrinsic spellings of vector code, one class per dialect: every family that prints vector
intrinsics (batch, matrix) takes its spellings from here, for the widths the target has."""
from __future__ import annotations

from dataclasses import dataclass, field

from .target import Target

X86_TYPES = {128: "__m128i", 256: "__m256i", 512: "__m512i"}
X86_PREFIXES = {128: "_mm", 256: "_mm256", 512: "_mm512"}


@dataclass(frozen=True)
class X86Vector:
    """SSE/AVX2/AVX-512 integer intrinsics of one width (128, 256 or 512 bits)."""

    bits: int
    T: str = field(init=False)       # the vector type
    prefix: str = field(init=False)  # _mm, _mm256, _mm512
    si: str = field(init=False)      # si128, ...
    clmul: str = field(init=False)   # carryless products on 64-bit lanes
    # byte lanes (nibble tables)
    byte_shuffle: str = field(init=False)
    add_u8: str = field(init=False)
    sub_u8: str = field(init=False)
    min_u8: str = field(init=False)
    set1_u8: str = field(init=False)
    xor_name: str = field(init=False)
    and_name: str = field(init=False)
    header: str = "<immintrin.h>"

    def __post_init__(self) -> None:
        p, si = X86_PREFIXES[self.bits], f"si{self.bits}"
        names = {"T": X86_TYPES[self.bits], "prefix": p, "si": si,
                 "clmul": "_mm_clmulepi64_si128" if self.bits == 128 else f"{p}_clmulepi64_epi128",
                 "byte_shuffle": f"{p}_shuffle_epi8", "add_u8": f"{p}_add_epi8", "sub_u8": f"{p}_sub_epi8",
                 "min_u8": f"{p}_min_epu8", "set1_u8": f"{p}_set1_epi8", "xor_name": f"{p}_xor_{si}",
                 "and_name": f"{p}_and_{si}"}
        for name, spelling in names.items():
            object.__setattr__(self, name, spelling)

    def f(self, name: str, *args: str) -> str:
        """`_mm256_name(args)`: any intrinsic of this width by its name without the prefix."""
        return f"{self.prefix}_{name}({', '.join(args)})"

    def load(self, addr: str) -> str:
        cast = "const void *" if self.bits == 512 else f"const {self.T} *"
        return f"{self.prefix}_loadu_{self.si}(({cast})({addr}))"

    def store(self, addr: str, v: str) -> str:
        cast = "void *" if self.bits == 512 else f"{self.T} *"
        return f"{self.prefix}_storeu_{self.si}(({cast})({addr}), {v})"

    def xor(self, x: str, y: str) -> str:
        return f"{self.xor_name}({x}, {y})"

    def and_(self, x: str, y: str) -> str:
        return f"{self.and_name}({x}, {y})"

    def bytes128(self, values: list[int]) -> str:
        """A 128-bit constant of 16 bytes (_mm_setr_epi8, byte 0 first), whatever this vector's width."""
        return "_mm_setr_epi8(" + ", ".join(str(x if x < 128 else x - 256) for x in values) + ")"

    def dup_u8(self, byte: str) -> str:
        """The byte expression `byte` in every byte of this vector."""
        return f"{self.set1_u8}((char){byte})"

    def zero(self) -> str:
        return f"{self.prefix}_setzero_{self.si}()"

    # the lane moves around carryless products
    def blend_odd_dwords(self, x: str, y: str) -> str:
        """The even 32-bit lanes of x with the odd 32-bit lanes of y."""
        return {128: f"_mm_blend_epi16({x}, {y}, 0xCC)", 256: f"_mm256_blend_epi32({x}, {y}, 0xAA)",
                512: f"_mm512_mask_blend_epi32(0xAAAA, {x}, {y})"}[self.bits]

    def dword_shuffle_0213(self, x: str) -> str:
        """32-bit lanes (0, 2, 1, 3) of every 128-bit lane."""
        cast = "(_MM_PERM_ENUM)" if self.bits == 512 else ""
        return f"{self.prefix}_shuffle_epi32({x}, {cast}0xD8)"

    def broadcast128(self, x: str) -> str:
        """An __m128i repeated into every 128-bit lane."""
        return {128: x, 256: f"_mm256_broadcastsi128_si256({x})", 512: f"_mm512_broadcast_i32x4({x})"}[self.bits]

    def from_u64_pair(self, lo: str, hi: str) -> str:
        """A 128-bit vector from two uint64_t values (lo in bytes 0..7)."""
        return f"_mm_set_epi64x((long long){hi}, (long long){lo})"

    def u64_lane(self, v: str, half: int) -> str:
        """64-bit half `half` (0 or 1) of a 128-bit vector as a uint64_t."""
        return f"(uint64_t)_mm_cvtsi128_si64({v})" if half == 0 else f"(uint64_t)_mm_extract_epi64({v}, 1)"

    # AVX2 word moves (the ymm in-register Karatsuba kernels, gen.isa.register_karatsuba)
    def load_low_u64(self, addr: str) -> str:
        """One 64-bit word from `addr` into word 0 of a 128-bit vector, word 1 zero (MOVQ)."""
        return f"_mm_loadl_epi64((const __m128i *)({addr}))"

    def low_half(self, x: str) -> str:
        """The low 128 bits of a 256-bit vector."""
        return f"_mm256_castsi256_si128({x})"

    def high_half(self, x: str) -> str:
        """The high 128 bits of a 256-bit vector (VEXTRACTI128)."""
        return f"_mm256_extracti128_si256({x}, 1)"

    def from_halves(self, low: str, high: str) -> str:
        """A 256-bit vector from two 128-bit ones (VINSERTI128)."""
        return f"_mm256_inserti128_si256(_mm256_castsi128_si256({low}), {high}, 1)"

    def store_low_u64(self, addr: str, v: str) -> str:
        """Word 0 of a 128-bit vector to `addr` (MOVQ)."""
        return f"_mm_storel_epi64((__m128i *)({addr}), {v})"

    def swap_words_in_lanes(self, x: str) -> str:
        """The two 64-bit words of every 128-bit lane swapped (VPSHUFD)."""
        cast = "(_MM_PERM_ENUM)" if self.bits == 512 else ""
        return f"{self.prefix}_shuffle_epi32({x}, {cast}0x4e)"

    def word_up_in_lanes(self, x: str) -> str:
        """Every 128-bit lane shifted up one word, zero in (VPSLLDQ)."""
        return {128: f"_mm_slli_si128({x}, 8)", 256: f"_mm256_slli_si256({x}, 8)",
                512: f"_mm512_bslli_epi128({x}, 8)"}[self.bits]

    def word_down_in_lanes(self, x: str) -> str:
        """Every 128-bit lane shifted down one word, zero in (VPSRLDQ)."""
        return {128: f"_mm_srli_si128({x}, 8)", 256: f"_mm256_srli_si256({x}, 8)",
                512: f"_mm512_bsrli_epi128({x}, 8)"}[self.bits]

    def from_lanes(self, lanes: list[str]) -> str:
        """A 512-bit vector from four 128-bit ones, lane 0 first (VINSERTI32X4)."""
        expr = f"_mm512_castsi128_si512({lanes[0]})"
        for k, lane in enumerate(lanes[1:], 1):
            expr = f"_mm512_inserti32x4({expr}, {lane}, {k})"
        return expr

    def shuffle_lanes(self, x: str, y: str, imm: int) -> str:
        """128-bit lanes imm[1:0], imm[3:2] of x, then imm[5:4], imm[7:6] of y (VSHUFI64X2)."""
        return f"_mm512_shuffle_i64x2({x}, {y}, 0x{imm:02x})"

    def lane(self, x: str, k: int) -> str:
        """128-bit lane k of a 512-bit vector (VEXTRACTI32X4; lane 0 a cast)."""
        return f"_mm512_castsi512_si128({x})" if k == 0 else f"_mm512_extracti32x4_epi32({x}, {k})"

    def permute_halves(self, x: str, y: str, imm: int) -> str:
        """Each 128-bit half of the result: x.lo, x.hi, y.lo or y.hi (imm nibble 0..3), or zero (nibble bit 3) (VPERM2I128)."""
        return f"_mm256_permute2x128_si256({x}, {y}, 0x{imm:02x})"

    def permute_u64_imm(self, x: str, imm: int) -> str:
        """Word k = x[imm >> 2k & 3] (VPERMQ)."""
        return f"_mm256_permute4x64_epi64({x}, 0x{imm:02x})"

    def blend_u32(self, x: str, y: str, mask: int) -> str:
        """32-bit lane k from y where mask bit k is set, else from x (VPBLENDD)."""
        return f"_mm256_blend_epi32({x}, {y}, 0x{mask:02x})"

    # AVX-512 word moves (the in-register Karatsuba kernels, gen.isa.register_karatsuba); every one of
    # them also takes a narrower source, widened by a cast whose upper words are never selected
    def widen(self, x: str, from_bits: int) -> str:
        """x (a `from_bits`-bit vector) as this width; the added words are undefined."""
        if from_bits == self.bits:
            return x
        return f"{self.prefix}_castsi{from_bits}_{self.si}({x})"

    def broadcast256(self, x: str) -> str:
        """An __m256i repeated into both halves of an __m512i (VBROADCASTI64X4)."""
        return f"_mm512_broadcast_i64x4({x})"

    def maskz_load_u64(self, addr: str, mask: int) -> str:
        """The 64-bit words of `addr` selected by `mask`, zero elsewhere (masked-off words are not read)."""
        return f"{self.prefix}_maskz_loadu_epi64(0x{mask:02x}, (const void *)({addr}))"

    def mask_store_u64(self, addr: str, mask: int, v: str) -> str:
        """Store the 64-bit words of v selected by `mask` (the others are not written)."""
        return f"{self.prefix}_mask_storeu_epi64((void *)({addr}), 0x{mask:02x}, {v})"

    def xor3(self, x: str, y: str, z: str) -> str:
        """x ^ y ^ z in one VPTERNLOGQ."""
        return f"{self.prefix}_ternarylogic_epi64({x}, {y}, {z}, 0x96)"

    def u64_constant(self, words: tuple[int, ...]) -> str:
        """A vector of 64-bit constants, word 0 first."""
        return f"{self.prefix}_set_epi64({', '.join(str(w) for w in reversed(words))})"

    def permute_u64(self, mask: int, index: str, x: str) -> str:
        """Word k = x[index[k]] where mask bit k is set, else 0 (VPERMQ, zero-masked)."""
        return f"{self.prefix}_maskz_permutexvar_epi64(0x{mask:02x}, {index}, {x})"

    def permute2_u64(self, mask: int, x: str, index: str, y: str) -> str:
        """Word k = (x:y)[index[k]] (indices from the word count up select y) where mask bit k is set, else 0 (VPERMT2Q)."""
        return f"{self.prefix}_maskz_permutex2var_epi64(0x{mask:02x}, {x}, {index}, {y})"

    def align_u64(self, hi: str, lo: str, shift: int) -> str:
        """Words shift.. of the concatenation hi:lo (VALIGNQ)."""
        return f"{self.prefix}_alignr_epi64({hi}, {lo}, {shift})"

    def funnel_right_u64(self, lo: str, hi: str, n: int) -> str:
        """Per 64-bit word: lo >> n | hi << (64 - n) (VPSHRDQ)."""
        return f"{self.prefix}_shrdi_epi64({lo}, {hi}, {n})"

    def clmul_lanes(self, x: str, y: str, imm: int) -> str:
        """Per 128-bit lane: word (imm & 1) of x times word (imm >> 4 & 1) of y, carryless."""
        return f"{self.clmul}({x}, {y}, 0x{imm:02x})"

    # 64-bit lane logic (the 4-way Keccak of gen.render.keccak)
    def or_(self, x: str, y: str) -> str:
        return f"{self.prefix}_or_{self.si}({x}, {y})"

    def andnot(self, x: str, y: str) -> str:
        """~x & y (VPANDN)."""
        return f"{self.prefix}_andnot_{self.si}({x}, {y})"

    def set1_u64(self, c: str) -> str:
        """The uint64_t expression c in every 64-bit word."""
        return f"{self.prefix}_set1_epi64{'' if self.bits == 512 else 'x'}((long long)({c}))"

    def set_u64(self, words: list[str]) -> str:
        """A vector of uint64_t expressions, word 0 first."""
        return f"{self.prefix}_set_epi64x({', '.join(f'(long long)({w})' for w in reversed(words))})"

    def rotl_u64(self, x: str, n: int) -> str:
        """Every 64-bit word rotated left by n (0 < n < 64): a byte shuffle where n is a whole number of
        bytes (one VPSHUFB instead of two shifts and an or), else VPSLLQ, VPSRLQ, VPOR."""
        if n % 8 == 0:
            k = n // 8
            index = [8 * (i % 16 // 8) + (i % 8 - k) % 8 for i in range(self.bits // 8)]  # within each 128-bit lane
            return f"{self.byte_shuffle}({x}, {self.prefix}_setr_epi8({', '.join(map(str, index))}))"
        return self.or_(f"{self.prefix}_slli_epi64({x}, {n})", f"{self.prefix}_srli_epi64({x}, {64 - n})")


@dataclass(frozen=True)
class NeonVector:
    """AArch64 NEON byte-vector intrinsics (128 bits)."""

    bits: int = 128
    T: str = "uint8x16_t"
    byte_shuffle: str = "vqtbl1q_u8"
    add_u8: str = "vaddq_u8"
    sub_u8: str = "vsubq_u8"
    min_u8: str = "vminq_u8"
    set1_u8: str = "vdupq_n_u8"
    xor_name: str = "veorq_u8"
    and_name: str = "vandq_u8"
    header: str = "<arm_neon.h>"

    def from_u64_pair(self, lo: str, hi: str) -> str:
        return f"vcombine_u8(vcreate_u8({lo}), vcreate_u8({hi}))"

    def u64_lane(self, v: str, half: int) -> str:
        return f"vgetq_lane_u64(vreinterpretq_u64_u8({v}), {half})"

    def load(self, addr: str) -> str:
        return f"vld1q_u8({addr})"

    def store(self, addr: str, v: str) -> str:
        return f"vst1q_u8({addr}, {v})"

    def xor(self, x: str, y: str) -> str:
        return f"{self.xor_name}({x}, {y})"

    def zero(self) -> str:
        return f"{self.set1_u8}(0)"

    def bytes128(self, values: list[int]) -> str:
        """A vector constant of 16 bytes (a GCC/clang vector literal, byte 0 first)."""
        return "((uint8x16_t){" + ", ".join(str(v) for v in values) + "})"

    def dup_u8(self, byte: str) -> str:
        """The byte expression `byte` in every byte."""
        return f"{self.set1_u8}({byte})"


# what a byte shuffle returns for an out-of-range index: x86 PSHUFB zeroes a lane whose index has
# bit 7 set (else it uses the low nibble), AArch64 TBL zeroes a lane whose index is 16 or more
SHUFFLE_SEMANTICS = {"x86": "pshufb", "neon": "tbl"}


def vector(target: Target, bits: int) -> X86Vector | NeonVector:
    """The spellings of `bits`-bit vectors on `target` (its dialect must have that width)."""
    if target.simd == "x86" and bits in X86_TYPES:
        return X86Vector(bits)
    if target.simd == "neon" and bits == 128:
        return NeonVector()
    raise ValueError(f"{target.name} has no {bits}-bit {target.simd or 'plain C'} vectors")


def neon_byte_vectors(target: Target) -> bool:
    """Whether the target's byte vectors are AArch64 NEON's (128 bits, TBL lookups)."""
    return target.simd == "neon"


def has_eor3(target: Target) -> bool:
    """Whether the target has ARMv8.2's SHA3 EOR3 (veor3q: the XOR of three vectors in one instruction)."""
    return "__ARM_FEATURE_SHA3" in target.guard_macros


def shuffle_semantics(target: Target) -> str:
    """"pshufb" or "tbl": how the target's byte shuffle treats out-of-range indices."""
    return SHUFFLE_SEMANTICS[target.simd]


def keccak_x4_vector(target: Target) -> X86Vector | None:
    """The vectors that hold one 64-bit Keccak lane of four states (a 4-way Keccak-f[1600]), or None where the
    target has no 256-bit integer vectors (its schemes keep their one-state Keccak). AVX-512 targets reuse
    the ymm code: four states fill a 256-bit register, and -mavx512vl lets the compiler fuse rotations."""
    if target.simd == "x86" and (target.lane_vector_bits or 0) >= 256:
        return X86Vector(256)
    return None
