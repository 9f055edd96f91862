"""Static cost estimates from llvm-mca for targets that cannot be timed here (neon, neon-nopmull,
rv64-zbc, rvv-zvbc, cortex-m4).

The kernel is cross-compiled with -O2 -S, each function's body is cut out (label to .size, no
directives, no return), and llvm-mca-19 runs it with the target's CPU model: "Block RThroughput"
estimates cycles per call for independent calls, total cycles / iterations the chained case.
Models come from ../shared/TOOLCHAINS.md: neoverse-n1 for AArch64, xiangshan-nanhu (the only one
that models clmul) for RV64 + Zbc, sifive-p670 (the only one that models vclmul) for Zvbc,
cortex-m4 for the Cortex-M4 (single issue: there the chained figure is the telling one).
"""
from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import GenError

MCA = "llvm-mca-19"


@dataclass(frozen=True)
class McaEstimate:
    function: str
    rthroughput: float  # cycles per call, independent calls
    chained: float  # cycles per call when each call's output feeds the next (register reuse)
    instructions: int


def available(target) -> bool:
    return bool(target.mca) and shutil.which(MCA) is not None and all(shutil.which(c) for c in target.compilers)


def function_body(asm: str, name: str) -> list[str]:
    """Instruction lines of one function in a GCC assembly listing."""
    lines = asm.splitlines()
    label = re.compile(rf"^{re.escape(name)}:(\s*[#@/].*)?$")  # clang appends "# @name"
    start = next((i for i, ln in enumerate(lines) if label.match(ln.strip())), None)
    if start is None:
        raise GenError(f"function {name} not found in the assembly")
    body = []
    for line in lines[start + 1:]:
        text = line.strip()
        if text.startswith(".size") or text.startswith(f".size\t{name}"):
            break
        if not text or text.startswith((".", "#", "//")) or text.endswith(":") or re.match(r"^(ret|jr\s+ra|bx\s+lr)\b", text):
            continue
        body.append(text)
    return body


def estimate(files: dict[str, str], sym: str, target, functions=("mul", "clmul", "reduce")) -> list[McaEstimate]:
    """llvm-mca estimates for the kernel's functions on the target's CPU model."""
    if not available(target):
        raise GenError(f"llvm-mca estimates for {target.name} need {MCA} and {' '.join(target.compilers)} "
                       f"(apt-get install llvm-19; {target.install_hint()})")
    triple, cpu, mattr = target.mca
    out = []
    with tempfile.TemporaryDirectory(prefix="gen-mca-") as tmp:
        d = Path(tmp)
        for fname, text in files.items():
            (d / fname).write_text(text)
        asm = d / "k.s"
        flags = [f for f in target.cflags if f != "-static"]
        cc = target.compilers[0]
        proc = subprocess.run([cc, *target.cc_flags(cc), "-O2", *flags, "-I", str(d), "-S", "-o", str(asm),
                               str(d / f"{sym}.c")], capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise GenError(f"cross compile for llvm-mca failed: {(proc.stderr.splitlines() or ['?'])[0]}")
        listing = asm.read_text()
        for fn in functions:
            body = function_body(listing, f"{sym}_{fn}")
            run = run_mca(body, triple, cpu, mattr, what=fn)
            out.append(McaEstimate(fn, run.rthroughput, run.total_cycles / run.iterations, len(body)))
    return out


@dataclass(frozen=True)
class McaRun:
    """What llvm-mca reports for one block of instructions (an estimate from its scheduling model)."""

    rthroughput: float  # "Block RThroughput": cycles per iteration, independent iterations
    total_cycles: int  # "Total Cycles" over all iterations
    iterations: int
    instructions: int  # instructions in the block


def run_mca(lines: list[str], triple: str, cpu: str, mattr: str = "", iterations: int = 100, what: str = "block",
            extra: tuple[str, ...] = (), timeout: float = 300) -> McaRun:
    """Run llvm-mca-19 on instruction lines (one block, repeated `iterations` times; `extra`: more options)."""
    with tempfile.TemporaryDirectory(prefix="gen-mca-") as tmp:
        src = Path(tmp) / "block.s"
        src.write_text("\n".join(lines) + "\n")
        argv = [MCA, f"-mtriple={triple}", f"-mcpu={cpu}", *([f"-mattr={mattr}"] if mattr else []),
                f"-iterations={iterations}", "-instruction-info=false", "-resource-pressure=false", *extra, str(src)]
        try:
            run = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
        except FileNotFoundError:
            raise GenError(f"{MCA} not found (apt-get install llvm-19)") from None
    if run.returncode != 0:
        raise GenError(f"llvm-mca failed on {what}: {(run.stderr.splitlines() or ['?'])[0]}")
    rt = float(re.search(r"Block RThroughput:\s*([\d.]+)", run.stdout).group(1))
    cycles = int(re.search(r"Total Cycles:\s*(\d+)", run.stdout).group(1))
    return McaRun(rt, cycles, iterations, len(lines))
