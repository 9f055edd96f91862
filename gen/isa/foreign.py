"""Targets that run on other machines, verified here under qemu-user: AArch64 NEON + PMULL (`neon`),
the same with the SHA3 extension's three-input EOR3 (`neon-sha3`), AArch64 NEON without the crypto
extension (`neon-nopmull`), RV64 with the Zbc carry-less multiply (`rv64-zbc`) and RV64 with the
Zvbc vector carry-less multiply (`rvv-zvbc`).

Words live in general-purpose registers in all of them; a double word is a NEON `uint64x2_t`
(`neon`: `vmull_p64` gives both halves at once; `neon-sha3`: also `veor3q_u64` for three-input
double-word XORs; `neon-nopmull`: eight 8x8 `vmull_p8` products at most, see `NeonP8Target`) or a
pair of registers (`rv64-zbc`: `clmul` and `clmulh`, through inline assembly because GCC 12 has no
builtin for them).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import ClassVar

from ..ir import Op, Program, fuse_xor3
from .portable import PortableTarget
from .target import OpCost, runner_label


def _clang_target(compiler: str, triple: str) -> list[str]:
    """clang cross-compiles with --target (using the gcc cross toolchain's sysroot and linker)."""
    return [f"--target={triple}"] if "clang" in Path(compiler).name else []


@dataclass
class NeonTarget(PortableTarget):
    def cc_flags(self, compiler: str) -> list[str]:
        return _clang_target(compiler, "aarch64-linux-gnu")

    def includes(self) -> list[str]:
        return ["<stdint.h>", "<arm_neon.h>"]

    def dword_type(self, prefix: str) -> str:
        return "uint64x2_t"

    def type_decls(self, prefix: str) -> str:
        return ""

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        return ""

    OPS: ClassVar[dict[str, str]] = PortableTarget.OPS | {
        "clmul": "vreinterpretq_u64_p128(vmull_p64((poly64_t)({0}), (poly64_t)({1})))",
        "clmulk": "vreinterpretq_u64_p128(vmull_p64((poly64_t)({0}), (poly64_t)(0x{k:x}ULL)))",
        "spread": "vreinterpretq_u64_p128(vmull_p64((poly64_t)({0}), (poly64_t)({0})))",
        "dxor": "veorq_u64({0}, {1})",
        "lo": "vgetq_lane_u64({0}, 0)",
        "hi": "vgetq_lane_u64({0}, 1)",
    }


@dataclass
class NeonSha3Target(NeonTarget):
    """AArch64 NEON + PMULL + the ARMv8.2-A SHA3 extension: double-word XOR chains fused into EOR3
    (`veor3q_u64`, one instruction for a ^ b ^ c on 128-bit vectors). Words stay in general-purpose
    registers, where AArch64 has no three-input XOR, so only double words are fused. A separate target
    so that `neon` keeps running on ARMv8.0 cores (Cortex-A53/A72, Graviton2 has no SHA3 either)."""

    def prepare(self, prog: Program) -> Program:
        return fuse_xor3(prog, kinds=("dxor",))

    OPS: ClassVar[dict[str, str]] = NeonTarget.OPS | {"dxor3": "veor3q_u64({0}, {1}, {2})"}


def _p8_products(bx: int, by: int) -> list[tuple[int, bool, bool]]:
    """(r, low part, wrapped part) for the vmull_p8 products of a bx-byte by a by-byte operand:
    product r pairs byte k of x with byte (k + r) mod 8 of y; only r with a non-zero pair count."""
    out = []
    for r in range(8):
        ks = [k for k in range(bx) if (k + r) % 8 < by]
        if ks:
            out.append((r, any(k + r < 8 for k in ks), any(k + r >= 8 for k in ks)))
    return out


def _p8_low_mask(r: int) -> tuple[int, int]:
    """64-bit halves of the byte mask keeping the 16-bit lanes k < 8 - r (the pairs that do not wrap)."""
    mask = sum(0xFF << (8 * i) for i in range(16 - 2 * r))
    return mask & ((1 << 64) - 1), mask >> 64


@dataclass
class NeonP8Target(NeonTarget):
    """AArch64 NEON without PMULL.1Q: a 64x64 carryless product from 8x8->16 `vmull_p8` (baseline
    NEON). Product r multiplies the bytes of x by those of y rotated r places; its 16-bit lane k,
    x_k * y_(k+r mod 8), belongs at bit 8(2k + r), i.e. lane k's own position 16k moved 8r bits up,
    or 64 - 8r bits down when k + r wraps past 7. A byte mask splits the two, EXT shifts them.
    Products whose byte pairs are all zero (narrow operands) are left out; squaring is one
    vmull_p8(x, x). No tables, no branches: constant time."""

    def _bytes(self, prog: Program, op: Op) -> tuple[int, int]:
        wx, wy = self._widths(prog, op)
        return max(1, -(-wx // 8)), max(1, -(-wy // 8))

    def _routine_cost(self, bx: int, by: int) -> OpCost:
        prods = _p8_products(bx, by)
        n_vec = sum(1 + 2 * low + 3 * wrap for _, low, wrap in prods)  # EXT of y, AND/EXT/EOR, EOR/EXT/EOR
        pm, v = self.costs["pmull_p8"], self.costs["vec_op"]
        loads = {p: pm.loads.get(p, 0.0) * len(prods) + v.loads.get(p, 0.0) * n_vec for p in {*pm.loads, *v.loads}}
        return OpCost(loads, pm.lat + v.lat * (3 if len(prods) > 1 else 0))

    def op_cost(self, prog: Program, op: Op):
        if op.kind in ("clmul", "clmulk"):
            return self._routine_cost(*self._bytes(prog, op))
        if op.kind == "spread":
            return self.costs["pmull_p8"]
        return super().op_cost(prog, op)

    OPS: ClassVar[dict[str, str]] = {k: v for k, v in NeonTarget.OPS.items() if k not in ("clmul", "clmulk")} | {
        "spread": "vreinterpretq_u64_p16(vmull_p8(vcreate_p8({0}), vcreate_p8({0})))"}

    def clmul_expr(self, prefix: str, prog: Program, op: Op, a: list[str]) -> str:
        bx, by = self._bytes(prog, op)
        y = f"0x{op.imm[0]:x}ULL" if op.kind == "clmulk" else a[1]
        return f"{prefix}clmul_p8_{bx}x{by}({a[0]}, {y})"

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        shapes = sorted({self._bytes(prog, op) for prog in programs for op in prog.ops
                         if op.kind in ("clmul", "clmulk")})
        return "\n".join(_p8_routine(prefix, bx, by) for bx, by in shapes)


def _p8_routine(prefix: str, bx: int, by: int) -> str:
    lines = [
        f"/* x*y for x < 2^{8 * bx}, y < 2^{8 * by}, from vmull_p8 (8x8 -> 16-bit polynomial products):\n"
        f" * product r pairs byte k of x with byte k+r mod 8 of y; constant time. */\n"
        f"static inline uint64x2_t {prefix}clmul_p8_{bx}x{by}(uint64_t x, uint64_t y)\n{{",
        "    const poly8x8_t a = vcreate_p8(x), b = vcreate_p8(y);",
        "    const uint8x16_t z = vdupq_n_u8(0);",
    ]
    products = _p8_products(bx, by)
    lines.append("    uint8x16_t acc = z, p" + (", low;" if len(products) > 1 else ";"))
    for r, low, wrap in products:
        y = "b" if r == 0 else f"vext_p8(b, b, {r})"
        lines.append(f"    p = vreinterpretq_u8_p16(vmull_p8(a, {y}));")
        if r == 0:
            lines.append("    acc = veorq_u8(acc, p);")
            continue
        lo, hi = _p8_low_mask(r)
        lines.append(f"    low = vandq_u8(p, vreinterpretq_u8_u64(vcombine_u64(vcreate_u64(0x{lo:x}ULL), "
                     f"vcreate_u64(0x{hi:x}ULL))));")
        if low:
            lines.append(f"    acc = veorq_u8(acc, vextq_u8(z, low, {16 - r})); /* lanes k < {8 - r}: {8 * r} bits up */")
        if wrap:
            lines.append(f"    acc = veorq_u8(acc, vextq_u8(veorq_u8(p, low), z, {8 - r})); "
                         f"/* wrapped lanes: {64 - 8 * r} bits down */")
    lines += ["    return vreinterpretq_u64_u8(acc);", "}"]
    return "\n".join(lines) + "\n"


@dataclass
class RiscvZbcTarget(PortableTarget):
    def cc_flags(self, compiler: str) -> list[str]:
        return _clang_target(compiler, "riscv64-linux-gnu")

    OPS: ClassVar[dict[str, str]] = PortableTarget.OPS | {
        "clmul": "{p}clmul({0}, {1})",
        "clmulk": "{p}clmul({0}, 0x{k:x}ULL)",
        "spread": "{p}clmul({0}, {0})",
    }

    def clmul_routine(self, prefix: str) -> tuple[str, list[str]]:
        """What the clmul helper uses, and its body lines."""
        return "Zbc clmul (low half) and clmulh (high half)", [
            "uint64_t lo, hi;",
            '__asm__("clmul %0, %1, %2" : "=r"(lo) : "r"(x), "r"(y));',
            '__asm__("clmulh %0, %1, %2" : "=r"(hi) : "r"(x), "r"(y));',
            f"return ({prefix}dw){{lo, hi}};",
        ]

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        what, body = self.clmul_routine(prefix)
        return (f"/* x*y as a double word: {what}. */\n"
                f"static inline {prefix}dw {prefix}clmul(uint64_t x, uint64_t y)\n{{\n"
                + "".join(f"    {line}\n" for line in body) + "}\n")


ZVBC_QEMU_ENV = "GEN_QEMU_RISCV64"
ZVBC_FETCH = ".ci/fetch-qemu-zvbc"


def zvbc_cache_dir() -> Path:
    """Where .ci/fetch-qemu-zvbc puts a qemu-riscv64 that runs Zvbc."""
    base = os.environ.get("GEN_QEMU_ZVBC_DIR") or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gen" / "qemu-zvbc"
    return Path(base)


@lru_cache(maxsize=None)
def _qemu_version(path: str) -> tuple[int, ...]:
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30).stdout
    except OSError:
        return ()
    found = re.search(r"version (\d+)\.(\d+)", out)
    return tuple(int(x) for x in found.groups()) if found else ()


def zvbc_qemu() -> str | None:
    """A qemu-riscv64 >= 8.2 (the first with Zvbc): $GEN_QEMU_RISCV64, the fetch cache, or PATH."""
    for cand in (os.environ.get(ZVBC_QEMU_ENV), str(zvbc_cache_dir() / "qemu-riscv64"), shutil.which("qemu-riscv64")):
        if cand and os.access(cand, os.X_OK) and _qemu_version(cand) >= (8, 2):
            return cand
    return None


@dataclass
class RvvZvbcTarget(RiscvZbcTarget):
    """RV64GCV + Zvbc: each 64x64 carryless product is one vclmul.vv and one vclmulh.vv on a
    single-lane vector (vl = 1; clang-19 intrinsics). One field product has no parallel lanes to
    fill, so this is the vector unit used as a scalar clmul; Zvbc pays off when many independent
    products are batched across lanes (rings, many field products at once), which this target
    does not do yet. Runs only on qemu >= 8.2 (see .ci/fetch-qemu-zvbc)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        self.runner = (zvbc_qemu() or "qemu-riscv64>=8.2", *self.runner[1:])

    @property
    def emulator_label(self) -> str:
        """The same label whether or not a qemu-riscv64 >= 8.2 was found (it goes into emitted headers)."""
        return runner_label(("qemu-riscv64", *self.runner[1:]))

    def install_hint(self) -> str:
        return (f"apt-get install {' '.join(self.packages)}, and a qemu-riscv64 >= 8.2 (Debian 12 has 7.2): "
                f"run {ZVBC_FETCH} or set ${ZVBC_QEMU_ENV}")

    def includes(self) -> list[str]:
        return ["<stdint.h>", "<riscv_vector.h>"]

    def clmul_routine(self, prefix: str) -> tuple[str, list[str]]:
        return "Zvbc vclmul.vv (low half) and vclmulh.vv (high half), vl = 1", [
            "const size_t vl = __riscv_vsetvl_e64m1(1);",
            "const vuint64m1_t vx = __riscv_vmv_s_x_u64m1(x, vl), vy = __riscv_vmv_s_x_u64m1(y, vl);",
            f"return ({prefix}dw){{__riscv_vmv_x_s_u64m1_u64(__riscv_vclmul_vv_u64m1(vx, vy, vl)),\n"
            "                         __riscv_vmv_x_s_u64m1_u64(__riscv_vclmulh_vv_u64m1(vx, vy, vl))};",
        ]
