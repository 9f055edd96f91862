"""x86-64 targets: pclmul (SSE4.1 + PCLMULQDQ), avx2 (VEX), avx2-vpclmul (AVX2 + VPCLMULQDQ ymm, e.g.
Zen 3, Alder Lake), avx2-gfni (avx2-vpclmul + GFNI, e.g. Alder Lake), avx512 (+VPTERNLOG, VBMI2 funnel, VPCLMULQDQ zmm, GFNI).

Two register models, chosen by the planner per kernel:
* "xmm": every IR value lives in an xmm register: a word in lane 0 (lane 1 is don't-care), a double
  word in both lanes (lo, hi). lo() is free, hi() is one unpack, nothing crosses register files.
* "gpr": words live in general-purpose registers (funnel shifts become SHRD, 4 integer ALUs),
  double words in xmm; each carryless product moves its operands in and its halves out.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

from ..ir import Op, Program, fuse_xor3
from .target import OpCost, Target, integer_word_expr, spell

# -- spellings: one format string per IR op (gen.isa.target.spell) ------------------------------------
# the xmm register model: a word in lane 0 of an __m128i, a double word in both lanes
XMM_OPS = {
    "xor": "_mm_xor_si128({0}, {1})",
    "dxor": "_mm_xor_si128({0}, {1})",
    "xor3": "_mm_ternarylogic_epi64({0}, {1}, {2}, 0x96)",
    "dxor3": "_mm_ternarylogic_epi64({0}, {1}, {2}, 0x96)",
    "shl": "_mm_slli_epi64({0}, {s})",
    "shr": "_mm_srli_epi64({0}, {s})",
    "fshr": "_mm_or_si128(_mm_srli_epi64({0}, {s}), _mm_slli_epi64({1}, {r}))",
    "and": "_mm_and_si128({0}, _mm_cvtsi64_si128((long long)0x{k:x}ULL))",
    "clmul": "_mm_clmulepi64_si128({0}, {1}, 0x00)",
    "clmulk": "_mm_clmulepi64_si128({0}, _mm_cvtsi64_si128((long long)0x{k:x}ULL), 0x00)",
    "spread": "_mm_clmulepi64_si128({0}, {0}, 0x00)",
    "lo": "{0}",
    "hi": "_mm_unpackhi_epi64({0}, {0})",
}
VBMI2_OPS = {"fshr": "_mm_shrdi_epi64({0}, {1}, {s})"}  # AVX-512 VBMI2: one funnel-shift instruction
# the gpr register model: words in general-purpose registers (gen.isa.target.INTEGER_WORD_OPS),
# each carryless product moves its operands into xmm registers and its halves out
GPR_OPS = {
    "clmul": "_mm_clmulepi64_si128(_mm_cvtsi64_si128((long long){0}), _mm_cvtsi64_si128((long long){1}), 0x00)",
    "clmulk": ("_mm_clmulepi64_si128(_mm_cvtsi64_si128((long long){0}), "
               "_mm_cvtsi64_si128((long long)0x{k:x}ULL), 0x00)"),
    "spread": "_mm_clmulepi64_si128(_mm_cvtsi64_si128((long long){0}), _mm_cvtsi64_si128((long long){0}), 0x00)",
    "dxor": "_mm_xor_si128({0}, {1})",
    "lo": "(uint64_t)_mm_cvtsi128_si64({0})",
    "hi": "(uint64_t)_mm_extract_epi64({0}, 1)",
}
# two instances of an xmm-model program at once, one per 128-bit half of a ymm (VPCLMULQDQ ymm)
YMM_OPS = {
    "xor": "_mm256_xor_si256({0}, {1})",
    "dxor": "_mm256_xor_si256({0}, {1})",
    "shl": "_mm256_slli_epi64({0}, {s})",
    "shr": "_mm256_srli_epi64({0}, {s})",
    "fshr": "_mm256_or_si256(_mm256_srli_epi64({0}, {s}), _mm256_slli_epi64({1}, {r}))",
    "and": "_mm256_and_si256({0}, _mm256_set1_epi64x((long long)0x{k:x}ULL))",
    "clmul": "_mm256_clmulepi64_epi128({0}, {1}, 0x00)",
    "clmulk": "_mm256_clmulepi64_epi128({0}, _mm256_set1_epi64x((long long)0x{k:x}ULL), 0x00)",
    "spread": "_mm256_clmulepi64_epi128({0}, {0}, 0x00)",
    "lo": "{0}",
    "hi": "_mm256_unpackhi_epi64({0}, {0})",
}



@dataclass
class X86Target(Target):
    word_regs: str = "xmm"

    @property
    def gpr(self) -> bool:
        return self.word_regs == "gpr"

    def variants(self) -> list[Target]:
        gpr = copy.copy(self)  # keeps the cost table (shipped or a measured profile)
        gpr.word_regs = "gpr"
        return [self, gpr]

    @property
    def variant_label(self) -> str:
        return f"words in {self.word_regs} registers"

    @property
    def variant_key(self) -> str:
        return self.word_regs

    def includes(self) -> list[str]:
        return ["<stdint.h>", "<immintrin.h>"]

    def word_type(self) -> str:
        return "uint64_t" if self.gpr else "__m128i"

    def dword_type(self, prefix: str) -> str:
        return "__m128i"

    def load_word(self, src_expr: str, is_array: bool) -> str:
        if self.gpr:
            return f"(uint64_t)({src_expr})"
        if is_array:
            return f"_mm_loadl_epi64((const __m128i *)&{src_expr})"
        return f"_mm_cvtsi64_si128((long long){src_expr})"

    def to_u64(self, word_expr: str) -> str:
        return word_expr if self.gpr else f"(uint64_t)_mm_cvtsi128_si64({word_expr})"

    def zero_word(self) -> str:
        return "0" if self.gpr else "_mm_setzero_si128()"

    def store_word(self, address: str, word_expr: str) -> str:
        if self.gpr:
            return f"*{address} = {word_expr}"
        return f"_mm_storel_epi64((__m128i *){address}, {word_expr})"

    _GPR_COSTS = {"xor": "gpr_alu", "and": "gpr_alu", "shl": "gpr_alu", "shr": "gpr_alu",
                  "fshr": "gpr_fshr", "xor3": "gpr_xor3", "lo": "gpr_lo", "hi": "gpr_hi", "load": "gpr_load"}

    # uops each op issues to the vector pipes (xmm model) / integer ALUs (gpr model); the pipes are
    # shared, so besides each op's own port the planner also bounds their sum ("vector", "integer")
    _VECTOR_UOPS = {"fshr": 3, "lo": 0, "zero": 0}
    _GPR_VECTOR_UOPS = {"clmul": 3, "clmulk": 2, "spread": 2, "dxor": 1, "lo": 1, "hi": 2}

    def op_cost(self, prog: Program, op: Op) -> OpCost:
        cost = self._own_cost(prog, op)
        loads = dict(cost.loads)
        if op.kind in ("zero", "load"):
            return cost
        if self.gpr:
            vec = self._GPR_VECTOR_UOPS.get(op.kind, 0)
            gpr = 0 if vec else (2 if op.kind in ("xor3", "fshr") else 1)
            if gpr:
                loads["integer"] = loads.get("integer", 0.0) + gpr * self.costs["gpr_alu"].loads["alu"]
        else:
            vec = self._VECTOR_UOPS.get(op.kind, 1)
            if op.kind == "fshr" and "vbmi2" in self.features:
                vec = 1
        if vec:
            loads["vector"] = loads.get("vector", 0.0) + vec * self.costs["xor"].loads["valu"]
        return OpCost(loads, cost.lat)

    def _own_cost(self, prog: Program, op: Op) -> OpCost:
        if op.kind == "dxor3":
            return self.costs["xor3"]
        if self.gpr:
            if op.kind in self._GPR_COSTS:
                return self.costs[self._GPR_COSTS[op.kind]]
            if op.kind in ("clmul", "clmulk", "spread"):
                base, move = self.costs[op.kind], self.costs["gpr_to_xmm"]
                moves = 2 if op.kind == "clmul" else 1
                loads = dict(base.loads)
                for port, rtp in move.loads.items():
                    loads[port] = loads.get(port, 0.0) + moves * rtp
                return OpCost(loads, base.lat + move.lat)
        if op.kind == "fshr" and "vbmi2" in self.features:
            return self.costs["fshr_vbmi2"]
        return super().op_cost(prog, op)

    def prepare(self, prog: Program) -> Program:
        return fuse_xor3(prog) if ("ternlog" in self.features and not self.gpr) else prog

    def expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        if self.gpr:
            table = GPR_OPS
        else:
            table = XMM_OPS | (VBMI2_OPS if "vbmi2" in self.features else {})
        out = integer_word_expr(op, a, 64) if self.gpr else None
        out = out if out is not None else spell(table, op, a, 64)
        if out is None:
            raise ValueError(f"x86 target cannot print op {op.kind}")
        return out

    # -- two lanes: one independent instance of an xmm-model program per 128-bit half of a ymm ----
    @property
    def dual_lanes(self) -> bool:
        """Can this target run two instances of an xmm-model program at once (VPCLMULQDQ ymm)?"""
        return "vpclmulqdq_ymm" in self.features and not self.gpr

    def dual_load(self, src0: str, src1: str, idx: int, last: bool) -> str:
        """Word idx of two arrays into the low words of the two halves (the high words are don't-care,
        so 16-byte loads are used except for an array's last word)."""
        load = "_mm_loadl_epi64" if last else "_mm_loadu_si128"
        return (f"_mm256_inserti128_si256(_mm256_castsi128_si256({load}((const __m128i *)&{src0}[{idx}])), "
                f"{load}((const __m128i *)&{src1}[{idx}]), 1)")

    def dual_store(self, dst0: str, dst1: str, idx: int, value: str) -> list[str]:
        return [f"_mm_storel_epi64((__m128i *)&{dst0}[{idx}], _mm256_castsi256_si128({value}));",
                f"_mm_storel_epi64((__m128i *)&{dst1}[{idx}], _mm256_extracti128_si256({value}, 1));"]

    def dual_expr(self, op: Op, a: list[str]) -> str:
        """The ymm spelling of an xmm-model op: every one of them works within 128-bit halves."""
        out = spell(YMM_OPS, op, a, 64)
        if out is None:
            raise ValueError(f"no two-lane spelling for op {op.kind}")
        return out

    def dual_overhead(self, words: int) -> float:
        """Extra cost of the two-lane form of a words x words product: a lane insert per input word
        and an extract per output word (shuffle port; measured on Zen 3: 8 words, 2 x 63.5 -> 74 ticks)."""
        return 4 * words * sum(self.costs["hi"].loads.values())
