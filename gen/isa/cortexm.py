"""Bare-metal Arm Cortex-M4 (`cortex-m4`): ARMv7E-M Thumb-2, no carryless-multiply instruction.

The kernels are the portable 32-bit model (gen.isa.portable, c32): carryless products from
integer multiplication with holes (MUL and UMULL, single-cycle and operand-independent on the
Cortex-M4, unlike the Cortex-M3's early-terminating UMULL) or masked shift/XOR, priced with the
Cortex-M4 table (costs/cortex_m4.toml). Verification cross-compiles the harness driver with
arm-none-eabi-gcc and clang-19 (ld.lld) against a small semihosting runtime (harness_c/baremetal/)
and runs it under qemu-system-arm -M mps2-an386, where files and the console go through semihosting.
"""
from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from functools import lru_cache
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
            return ["-fuse-ld=lld", *common, *gcc_runtime()]
        return [*common, "-lgcc"]


@lru_cache(maxsize=1)
def gcc_runtime() -> tuple[str, ...]:
    """GCC's libgcc for the Cortex-M4 (64-bit division helpers such as __aeabi_uldivmod, which the mod-q
    harness's reference arithmetic calls), for clang's bare-metal link; none without arm-none-eabi-gcc."""
    gcc = shutil.which("arm-none-eabi-gcc")
    if not gcc:
        return ()
    out = subprocess.run([gcc, "-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=soft", "-print-libgcc-file-name"],
                         capture_output=True, text=True)
    path = out.stdout.strip()
    return (path,) if out.returncode == 0 and Path(path).is_file() else ()
