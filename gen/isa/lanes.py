"""Spellings of the integer lane IR (gen.ir.lanes) per dialect: plain C on scalars, x86 SSE/AVX2/AVX-512BW
on 16-bit lanes, AArch64 NEON. Each spelling also says how many instructions of each class an op costs
(the NTT planner prices printed programs with them)."""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.lanes import Const, Load, Op, Shuffle, Stmt, Store
from ..ir.schedule import Machine
from .target import Target

LANE_BITS = 16


@dataclass(frozen=True)
class LaneSpelling:
    """How one dialect prints 16-bit lane vectors of `lanes` lanes (1: scalar C)."""

    dialect: str  # "c", "x86", "neon"
    lanes: int
    vtype: str
    header: str = ""
    broadcast_loads: bool = True  # a scalar constant from memory into every lane is one instruction
    two_source_permute: bool = False  # any permutation of two registers' lanes is one instruction
    index_ctype: str = "uint16_t"  # the element type of permutation index vectors
    # constants (twiddles and the lane-wide q, q^-1, ...) as rows of a table the compiler cannot see into:
    # read through memory operands, never folded into immediates that it rebuilds in registers
    opaque_constants: bool = False

    @property
    def multiply_high(self) -> str:
        """The flavour of gen.reduce.modq's primitives this dialect computes best."""
        return "sqdmulh" if self.dialect == "neon" else "mulhi"

    def classes(self, kind: str) -> dict[str, int]:
        """Instructions by class (mul, alu, shuffle, mem) of one lane op."""
        if kind in ("mullo", "mulhi", "mulhrs", "sqdmulh"):
            return {"mul": 1}
        if kind == "srar" and self.dialect == "x86":
            return {"mul": 1}  # vpmulhrsw
        if kind == "srar" and self.dialect == "c":
            return {"alu": 2}
        return {"alu": 1}

    def shuffle_classes(self, chunk: int) -> dict[str, int]:
        """Instructions by class of one Shuffle (both outputs): an exchange at `chunk`, or (0) a two-source
        permutation with its index loads."""
        if chunk == 0:
            return {"shuffle": 2, "mem": 2}
        return {"shuffle": 2}

    def permute2(self, x: str, y: str, index_row: str) -> str:
        """Lanes of x and y picked by the index vector at `index_row` (see permute_indices)."""
        raise NotImplementedError(f"{self.dialect} has no two-source permutation")

    def permute_indices(self, lane_map) -> tuple[int, ...]:
        """The index vector for lane_map[l] = (source 0 or 1, lane)."""
        return tuple(src * self.lanes + lane for src, lane in lane_map)

    # -- printing --------------------------------------------------------------------------------------
    def load(self, addr: str) -> str:
        raise NotImplementedError

    def store(self, addr: str, value: str) -> str:
        raise NotImplementedError

    def set1(self, value: int | str) -> str:
        raise NotImplementedError

    def load_row(self, addr: str) -> str:
        """A vector of constants from an aligned table row."""
        return self.load(addr)

    def op(self, kind: str, args: list[str], imm: int) -> str:
        raise NotImplementedError

    def exchange(self, x: str, y: str, chunk: int) -> tuple[str, str]:
        raise NotImplementedError


class ScalarC(LaneSpelling):
    """Plain C on int16_t (implementation-defined conversions and shifts as gcc and clang define them:
    two's complement wrap, arithmetic right shift, as PQClean relies on)."""

    def load(self, addr: str) -> str:
        return f"*({addr})"

    def store(self, addr: str, value: str) -> str:
        return f"*({addr}) = {value};"

    def set1(self, value: int | str) -> str:
        return f"(int16_t){value}"

    def op(self, kind: str, args: list[str], imm: int) -> str:
        a = args
        return {
            "add": lambda: f"(int16_t)({a[0]} + {a[1]})",
            "sub": lambda: f"(int16_t)({a[0]} - {a[1]})",
            "mullo": lambda: f"(int16_t)((int32_t){a[0]} * {a[1]})",
            "mulhi": lambda: f"(int16_t)(((int32_t){a[0]} * {a[1]}) >> 16)",
            "srai": lambda: f"(int16_t)({a[0]} >> {imm})",
            "srar": lambda: f"(int16_t)(({a[0]} + {1 << (imm - 1)}) >> {imm})",
        }[kind]()


X86_PREFIX = {128: "_mm", 256: "_mm256", 512: "_mm512"}
X86_TYPE = {128: "__m128i", 256: "__m256i", 512: "__m512i"}


class X86Lanes(LaneSpelling):
    @property
    def bits(self) -> int:
        return self.lanes * LANE_BITS

    @property
    def p(self) -> str:
        return X86_PREFIX[self.bits]

    def load(self, addr: str) -> str:
        if self.bits == 512:
            return f"_mm512_loadu_si512((const void *)({addr}))"
        return f"{self.p}_loadu_si{self.bits}((const {self.vtype} *)({addr}))"

    def load_row(self, addr: str) -> str:
        if self.bits == 512:
            return f"_mm512_load_si512((const void *)({addr}))"
        return f"{self.p}_load_si{self.bits}((const {self.vtype} *)({addr}))"

    def store(self, addr: str, value: str) -> str:
        if self.bits == 512:
            return f"_mm512_storeu_si512((void *)({addr}), {value});"
        return f"{self.p}_storeu_si{self.bits}(({self.vtype} *)({addr}), {value});"

    def set1(self, value: int | str) -> str:
        return f"{self.p}_set1_epi16({value})"

    def op(self, kind: str, args: list[str], imm: int) -> str:
        p, a = self.p, args
        if kind == "srar":  # floor((x + 2^(k-1)) / 2^k) = vpmulhrsw(x, 2^(15-k)) for every 16-bit x
            return f"{p}_mulhrs_epi16({a[0]}, {self.set1(1 << (15 - imm))})"
        if kind == "srai":
            return f"{p}_srai_epi16({a[0]}, {imm})"
        name = {"add": "add_epi16", "sub": "sub_epi16", "mullo": "mullo_epi16", "mulhi": "mulhi_epi16",
                "mulhrs": "mulhrs_epi16"}[kind]
        return f"{p}_{name}({a[0]}, {a[1]})"

    def exchange(self, x: str, y: str, chunk: int) -> tuple[str, str]:
        p, bits, lanes = self.p, self.bits, self.lanes
        if 2 * chunk == lanes:  # the two halves of the register
            if bits == 128:
                return f"_mm_unpacklo_epi64({x}, {y})", f"_mm_unpackhi_epi64({x}, {y})"
            if bits == 256:
                return f"_mm256_permute2x128_si256({x}, {y}, 0x20)", f"_mm256_permute2x128_si256({x}, {y}, 0x31)"
            return f"_mm512_shuffle_i64x2({x}, {y}, 0x44)", f"_mm512_shuffle_i64x2({x}, {y}, 0xEE)"
        if chunk == 8:  # 128-bit chunks of a zmm register
            return (f"_mm512_permutex2var_epi64({x}, _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0), {y})",
                    f"_mm512_permutex2var_epi64({x}, _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2), {y})")
        if chunk == 4:
            return f"{p}_unpacklo_epi64({x}, {y})", f"{p}_unpackhi_epi64({x}, {y})"
        shift = 16 * chunk
        if bits == 512:
            mask = "0xAAAA" if chunk == 2 else "0xAAAAAAAA"
            width = "epi32" if chunk == 2 else "epi16"
            return (f"_mm512_mask_blend_{width}({mask}, {x}, _mm512_slli_epi{2 * shift}({y}, {shift}))",
                    f"_mm512_mask_blend_{width}({mask}, _mm512_srli_epi{2 * shift}({x}, {shift}), {y})")
        if chunk == 2:
            blend = "_mm_blend_epi16" if bits == 128 else "_mm256_blend_epi32"
            imm = "0xCC" if bits == 128 else "0xAA"
            return (f"{blend}({x}, {p}_slli_epi64({y}, 32), {imm})",
                    f"{blend}({p}_srli_epi64({x}, 32), {y}, {imm})")
        return (f"{p}_blend_epi16({x}, {p}_slli_epi32({y}, 16), 0xAA)",
                f"{p}_blend_epi16({p}_srli_epi32({x}, 16), {y}, 0xAA)")

    def shuffle_classes(self, chunk: int) -> dict[str, int]:
        if chunk == 0 or 2 * chunk == self.lanes or chunk in (4, 8):
            return super().shuffle_classes(chunk)
        return {"shuffle": 2, "alu": 2}  # shift + blend per output

    def permute2(self, x: str, y: str, index_row: str) -> str:
        return f"_mm512_permutex2var_epi16({x}, {self.load_row(index_row)}, {y})"


class NeonLanes(LaneSpelling):
    def load(self, addr: str) -> str:
        return f"vld1q_s16({addr})"

    def store(self, addr: str, value: str) -> str:
        return f"vst1q_s16({addr}, {value});"

    def set1(self, value: int | str) -> str:
        return f"vdupq_n_s16({value})"

    def op(self, kind: str, args: list[str], imm: int) -> str:
        a = args
        if kind in ("srai", "srar"):
            return f"{'vshrq_n_s16' if kind == 'srai' else 'vrshrq_n_s16'}({a[0]}, {imm})"
        name = {"add": "vaddq_s16", "sub": "vsubq_s16", "mullo": "vmulq_s16", "sqdmulh": "vqdmulhq_s16",
                "hsub": "vhsubq_s16"}[kind]
        return f"{name}({a[0]}, {a[1]})"

    def exchange(self, x: str, y: str, chunk: int) -> tuple[str, str]:
        width = {1: 16, 2: 32, 4: 64}[chunk]
        if width == 16:
            return f"vtrn1q_s16({x}, {y})", f"vtrn2q_s16({x}, {y})"
        cast = f"vreinterpretq_s{width}_s16"
        return tuple(f"vreinterpretq_s16_s{width}(vtrn{k}q_s{width}({cast}({x}), {cast}({y})))" for k in (1, 2))


def lane_spelling(target: Target) -> LaneSpelling:
    """The widest 16-bit lane vectors `target` has, or scalar C."""
    bits = target.lane_vector_bits
    if bits and target.simd == "x86":
        # gcc spells _mm*_set1_epi16(table[i]) as a scalar load, vmovd and vpbroadcastw: whole rows instead
        # gcc rebuilds folded constants with mov, vmovd and vpbroadcastw each time it runs out of registers
        return X86Lanes("x86", bits // LANE_BITS, X86_TYPE[bits], "<immintrin.h>", broadcast_loads=False,
                        two_source_permute=bits == 512, opaque_constants=True)  # vpermt2w (AVX-512BW)
    if bits and target.simd == "neon":
        return NeonLanes("neon", bits // LANE_BITS, "int16x8_t", "<arm_neon.h>")
    return ScalarC("c", 1, "int16_t")


LANE_CLASSES = ("mul", "alu", "shuffle", "mem")
# registers the scheduler leaves to the compiler for constants and short temporaries (measured on Zen 5, avx2
# ML-KEM: a budget of all 16 spilled 64 vectors per NTT and ran 8% slower than 10 or 13)
SCHEDULE_RESERVED_REGISTERS = 3


def lane_machine(target: Target, sp: LaneSpelling) -> Machine:
    """The scheduling model of `target` for code printed with `sp`: issue rates and latencies from its
    cost table (model.lane_<class> in cycles per instruction, model.lane_<class>_latency), its registers."""

    def classes(s: Stmt) -> dict[str, int]:
        if isinstance(s, Op):
            return sp.classes(s.kind)
        if isinstance(s, Shuffle):
            return sp.shuffle_classes(s.chunk)
        if isinstance(s, (Load, Store, Const)):
            return {"mem": 1}
        return {}

    figure = target.costs.figure
    return Machine(per_cycle={c: 1.0 / figure(f"lane_{c}") for c in LANE_CLASSES},
                   latency={c: int(figure(f"lane_{c}_latency")) for c in LANE_CLASSES},
                   registers=target.vector_registers - SCHEDULE_RESERVED_REGISTERS, classes=classes)
