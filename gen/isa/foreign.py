"""Targets that run on other machines, verified here under qemu-user: AArch64 NEON + PMULL (`neon`)
and RV64 with the Zbc carry-less multiply (`rv64-zbc`).

Words live in general-purpose registers in both; a double word is a NEON `uint64x2_t` (`neon`:
`vmull_p64` gives both halves at once) or a pair of registers (`rv64-zbc`: `clmul` and `clmulh`,
through inline assembly because GCC 12 has no builtin for them).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import Op, Program
from .portable import PortableTarget


@dataclass
class NeonTarget(PortableTarget):
    def includes(self) -> list[str]:
        return ["<stdint.h>", "<arm_neon.h>"]

    def dword_type(self, prefix: str) -> str:
        return "uint64x2_t"

    def type_decls(self, prefix: str) -> str:
        return ""

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        return ""

    def op_cost(self, prog: Program, op: Op):
        return self.costs[op.kind] if op.kind in self.costs.ops else super().op_cost(prog, op)

    def expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        k, imm = op.kind, op.imm
        pmull = "vreinterpretq_u64_p128(vmull_p64((poly64_t)({x}), (poly64_t)({y})))"
        if k == "clmul":
            return pmull.format(x=a[0], y=a[1])
        if k == "clmulk":
            return pmull.format(x=a[0], y=f"0x{imm[0]:x}ULL")
        if k == "spread":
            return pmull.format(x=a[0], y=a[0])
        if k == "dxor":
            return f"veorq_u64({a[0]}, {a[1]})"
        if k == "lo":
            return f"vgetq_lane_u64({a[0]}, 0)"
        if k == "hi":
            return f"vgetq_lane_u64({a[0]}, 1)"
        return super().expr(prefix, prog, op, a)


@dataclass
class RiscvZbcTarget(PortableTarget):
    def op_cost(self, prog: Program, op: Op):
        return self.costs[op.kind] if op.kind in self.costs.ops else super().op_cost(prog, op)

    def expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        k, imm = op.kind, op.imm
        if k == "clmul":
            return f"{prefix}clmul({a[0]}, {a[1]})"
        if k == "clmulk":
            return f"{prefix}clmul({a[0]}, 0x{imm[0]:x}ULL)"
        if k == "spread":
            return f"{prefix}clmul({a[0]}, {a[0]})"
        return super().expr(prefix, prog, op, a)

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        return (
            f"/* x*y as a double word: Zbc clmul (low half) and clmulh (high half). */\n"
            f"static inline {prefix}dw {prefix}clmul(uint64_t x, uint64_t y)\n{{\n"
            f"    uint64_t lo, hi;\n"
            f'    __asm__("clmul %0, %1, %2" : "=r"(lo) : "r"(x), "r"(y));\n'
            f'    __asm__("clmulh %0, %1, %2" : "=r"(hi) : "r"(x), "r"(y));\n'
            f"    return ({prefix}dw){{lo, hi}};\n}}\n"
        )


TARGETS = [
    NeonTarget(
        name="neon",
        word_bits=64,
        has_clmul=True,
        cflags=("-march=armv8-a+crypto", "-static"),
        cpu_flags=(),
        guard_macros=("__ARM_NEON", "__ARM_FEATURE_AES"),
        description="AArch64 NEON + PMULL (vmull_p64)",
        vector_bytes=16,
        cost_table="aarch64_n1",
        arch="aarch64",
        compilers=("aarch64-linux-gnu-gcc",),
        runner=("qemu-aarch64", "-cpu", "cortex-a72"),
        packages=("gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross", "qemu-user"),
        mca=("aarch64", "neoverse-n1", "+aes"),
    ),
    RiscvZbcTarget(
        name="rv64-zbc",
        word_bits=64,
        has_clmul=True,
        cflags=("-march=rv64gc_zbc", "-mabi=lp64d", "-static"),
        cpu_flags=(),
        guard_macros=("__riscv_zbc",),
        description="RV64GC + Zbc (clmul/clmulh by inline assembly)",
        cost_table="riscv64_zbc",
        arch="riscv64",
        compilers=("riscv64-linux-gnu-gcc",),
        runner=("qemu-riscv64", "-cpu", "rv64,zbc=true"),
        packages=("gcc-riscv64-linux-gnu", "libc6-dev-riscv64-cross", "qemu-user"),
        mca=("riscv64", "xiangshan-nanhu", "+zbc"),
    ),
]
