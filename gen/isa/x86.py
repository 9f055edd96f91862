"""x86-64 targets: pclmul (SSE4.1 + PCLMULQDQ), avx2 (VEX), avx512 (+VPTERNLOG, VBMI2 funnel).

Every IR value lives in an xmm register: a word in lane 0 (lane 1 is don't-care), a double word
in both lanes (lo, hi). So lo() is free, hi() is one unpack, and no value crosses register files
between the first load and the final store.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import Op, Program, fuse_xor3
from .target import OpCost, Target


@dataclass
class X86Target(Target):
    def includes(self) -> list[str]:
        return ["<stdint.h>", "<immintrin.h>"]

    def word_type(self) -> str:
        return "__m128i"

    def dword_type(self, prefix: str) -> str:
        return "__m128i"

    def load_word(self, src_expr: str, is_array: bool) -> str:
        if is_array:
            return f"_mm_loadl_epi64((const __m128i *)&{src_expr})"
        return f"_mm_cvtsi64_si128((long long){src_expr})"

    def to_u64(self, word_expr: str) -> str:
        return f"(uint64_t)_mm_cvtsi128_si64({word_expr})"

    def zero_word(self) -> str:
        return "_mm_setzero_si128()"

    def store_word(self, address: str, word_expr: str) -> str:
        return f"_mm_storel_epi64((__m128i *){address}, {word_expr})"

    def op_cost(self, prog: Program, op: Op) -> OpCost:
        if op.kind == "fshr" and "vbmi2" in self.features:
            return self.costs["fshr_vbmi2"]
        return super().op_cost(prog, op)

    def prepare(self, prog: Program) -> Program:
        return fuse_xor3(prog) if "ternlog" in self.features else prog

    def expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        k, imm = op.kind, op.imm
        if k in ("xor", "dxor"):
            return f"_mm_xor_si128({a[0]}, {a[1]})"
        if k == "xor3":
            return f"_mm_ternarylogic_epi64({a[0]}, {a[1]}, {a[2]}, 0x96)"
        if k == "shl":
            return f"_mm_slli_epi64({a[0]}, {imm[0]})"
        if k == "shr":
            return f"_mm_srli_epi64({a[0]}, {imm[0]})"
        if k == "fshr":
            if "vbmi2" in self.features:
                return f"_mm_shrdi_epi64({a[0]}, {a[1]}, {imm[0]})"
            return f"_mm_or_si128(_mm_srli_epi64({a[0]}, {imm[0]}), _mm_slli_epi64({a[1]}, {64 - imm[0]}))"
        if k == "and":
            return f"_mm_and_si128({a[0]}, _mm_cvtsi64_si128((long long)0x{imm[0]:x}ULL))"
        if k == "clmul":
            return f"_mm_clmulepi64_si128({a[0]}, {a[1]}, 0x00)"
        if k == "clmulk":
            return f"_mm_clmulepi64_si128({a[0]}, _mm_cvtsi64_si128((long long)0x{imm[0]:x}ULL), 0x00)"
        if k == "spread":
            return f"_mm_clmulepi64_si128({a[0]}, {a[0]}, 0x00)"
        if k == "lo":
            return a[0]
        if k == "hi":
            return f"_mm_unpackhi_epi64({a[0]}, {a[0]})"
        raise ValueError(f"x86 target cannot print op {k}")


PCLMUL = dict(
    word_bits=64,
    has_clmul=True,
    cost_table="x86_zen5",
)

TARGETS = [
    X86Target(
        name="pclmul",
        cflags=("-msse4.1", "-mpclmul"),
        cpu_flags=("sse4_1", "pclmulqdq"),
        guard_macros=("__PCLMUL__", "__SSE4_1__"),
        description="x86-64 SSE4.1 + PCLMULQDQ (128-bit)",
        **PCLMUL,
    ),
    X86Target(
        name="avx2",
        cflags=("-mavx2", "-mpclmul"),
        cpu_flags=("avx2", "pclmulqdq"),
        guard_macros=("__PCLMUL__", "__AVX2__"),
        description="x86-64 AVX2 + PCLMULQDQ (VEX-encoded 128-bit ops for a single product)",
        **PCLMUL,
    ),
    X86Target(
        name="avx512",
        cflags=("-mavx512f", "-mavx512vl", "-mavx512bw", "-mavx512vbmi2", "-mpclmul", "-mvpclmulqdq"),
        cpu_flags=("avx512f", "avx512vl", "avx512bw", "avx512_vbmi2", "pclmulqdq", "vpclmulqdq"),
        guard_macros=("__PCLMUL__", "__AVX512F__", "__AVX512VL__", "__AVX512VBMI2__"),
        description="x86-64 AVX-512F/VL/BW + VBMI2 + PCLMULQDQ (VPTERNLOG xor3, VPSHRDQ funnel shifts)",
        features=frozenset({"ternlog", "vbmi2"}),
        **PCLMUL,
    ),
]
