"""Bare-metal Arm Cortex-M4 (`cortex-m4`): ARMv7E-M Thumb-2, no carryless-multiply instruction.

The kernels are the portable 32-bit model (gen.isa.portable, c32): carryless products from
integer multiplication with holes (MUL and UMULL, single-cycle and operand-independent on the
Cortex-M4, unlike the Cortex-M3's early-terminating UMULL) or masked shift/XOR, priced with the
Cortex-M4 table (costs/cortex_m4.toml). Verification cross-compiles the harness driver with
arm-none-eabi-gcc and clang-19 (ld.lld) against a small semihosting runtime (harness_c/baremetal/)
and runs it under qemu-system-arm -M mps2-an386, where files and the console go through semihosting.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .portable import PortableTarget

BAREMETAL = "baremetal"  # runtime folder inside harness_c/


@dataclass
class CortexMTarget(PortableTarget):
    def cc_flags(self, compiler: str) -> list[str]:
        return ["--target=thumbv7em-none-eabi"] if "clang" in Path(compiler).name else []

    def driver_args(self, compiler: str, harness_dir: Path) -> list[str]:
        rt = harness_dir / BAREMETAL
        common = ["-ffreestanding", "-nostdlib", "-DHDRV_BARE_METAL", "-isystem", str(rt / "include"),
                  "-T", str(rt / "cm4.ld"), str(rt / "startup.c"), str(rt / "libc.c")]
        if "clang" in Path(compiler).name:
            return ["-fuse-ld=lld", *common]
        return [*common, "-lgcc"]


TARGETS = [
    CortexMTarget(
        name="cortex-m4",
        word_bits=32,
        has_clmul=False,
        cflags=("-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft"),
        cpu_flags=(),
        guard_macros=("__ARM_ARCH_7EM__",),
        description="Arm Cortex-M4, ARMv7E-M Thumb-2, constant-time integer-multiply carryless products",
        cost_table="cortex_m4",
        arch="armv7em",
        compilers=("arm-none-eabi-gcc", "clang-19"),
        tools=("ld.lld-19",),
        runner=("qemu-system-arm", "-M", "mps2-an386", "-cpu", "cortex-m4", "-nographic", "-monitor", "none",
                "-serial", "none", "-semihosting-config", "enable=on,target=native", "-kernel", "{exe}",
                "-append", "{args}"),
        packages=("gcc-arm-none-eabi", "clang-19", "lld-19", "qemu-system-arm"),
        mca=("thumbv7em", "cortex-m4", ""),
        # all (m t)^2 basis pairs of the McEliece towers: ~45 min of emulation per compiler
        tower_basis_pairs_max=1 << 16,
    ),
]
