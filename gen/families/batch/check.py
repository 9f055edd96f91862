"""Compile, check and time the batch kernels with harness_c/batch_harness.c (see its header comment).

The check is a proof of the compiled code for m <= 16: every family of N_mul_n is run on all
pairs (a, b) (each pair at a different lane position), on basis pairs at every lane position and on
sampled cross-lane basis pairs, which by bilinearity covers the map; mul_const and muladd_const
are linear in a for each k and are run for every k on basis vectors at every position. Random
lengths, misaligned pointers, aliasing (c == a, c == b) and guard elements come on top. The
reference is a bit-serial product in the driver, independent of the kernels.
"""
from __future__ import annotations

import json
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from ...check.driver import HARNESS_DIR, build_driver, built_with, compilers_or_default, per_compiler
from ...check.runcache import cached_run
from ...errors import GenError
from .design import BatchDesign

BATCH_HARNESS_C = HARNESS_DIR / "batch_harness.c"


@dataclass
class BatchCheckResult:
    compilers: list[str]
    exhaustive: bool
    mul_families: int
    const_families: int
    bench: dict = field(default_factory=dict)

    def describe(self) -> str:
        how = "all pairs" if self.exhaustive else "basis pairs + random pairs"
        return (f"{self.mul_families} mul_n entry points on {how}, basis pairs at every lane position, cross-lane "
                f"pairs, random n/misalignment/aliasing; {self.const_families} mul_const + muladd_const entry points "
                f"for every k; lane forms; {built_with(self.compilers, None)}")


def driver_defines(design: BatchDesign) -> list[str]:
    """-D flags naming the families and lane forms of this design for the driver."""
    fams = design.families()
    mul = " ".join(f"X({f})" for f in ["scalar", *[f for f in fams["mul_n"] if f != "scalar"]])
    const = " ".join(f"X({f})" for f in ["scalar", *[f for f in fams["mul_const"] if f != "scalar"]])
    F = design.lane_bits
    vec = ""
    if design.lp_width:
        types = {128: "__m128i", 256: "__m256i", 512: "__m512i"}
        vec = " ".join(f"X({w // F}, {types[w]})" for w in sorted({128, design.lp_width}))
    out = [f"-DBATCH_MUL_FAMS(X)={mul}",
           f"-DBATCH_CONST_FAMS(X)={const}", f"-DBATCH_U64_LANES={64 // F}"]
    if vec:
        out.append(f"-DBATCH_VEC_FORMS(X)={vec}")
    if design.gfni_width:
        out.append("-DBATCH_AES_BASIS")
    return out


def build(kernel_dir: Path, design: BatchDesign, sym: str, header_only: bool, cflags: list[str], compiler: str,
          out: Path, opt: str = "-O2") -> Path:
    """The batch driver for one compiler (the kernel's .c as its own translation unit)."""
    return build_driver(BATCH_HARNESS_C, kernel_dir, sym, header_only, cflags, compiler, out,
                        driver_defines(design), include_source=False, opt=opt)


def run_check(exe: Path, modulus: int, max_exhaustive_m: int = 16, timeout: float = 1800) -> dict:
    proc = cached_run([str(exe), "check", hex(modulus), "--max-exhaustive-m", str(max_exhaustive_m)], timeout=timeout)
    if proc.returncode != 0:
        err = (proc.stderr or proc.stdout).strip().splitlines()
        raise GenError(f"batch check failed: {err[0] if err else f'exit {proc.returncode}'}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def run_bench(exe: Path, ns: list[int], reps: int = 101, timeout: float = 1800) -> dict:
    proc = subprocess.run([str(exe), "bench", ",".join(map(str, ns)), "--reps", str(reps)],
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise GenError(f"batch bench failed (exit {proc.returncode})")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def check_batch(kernel_dir: Path, design: BatchDesign, sym: str, header_only: bool, cflags: list[str], *,
                compilers: list[str] | None = None, max_exhaustive_m: int = 16) -> BatchCheckResult:
    """Build the batch driver with every compiler and run the check with each."""
    ccs = compilers_or_default(compilers)
    with tempfile.TemporaryDirectory(prefix="gen-batch-") as tmp:
        def one(cc: str) -> dict:
            exe = build(kernel_dir, design, sym, header_only, cflags, cc, Path(tmp) / f"batch-{Path(cc).name}")
            return run_check(exe, design.field.modulus, max_exhaustive_m)

        results = per_compiler(ccs, one)
    r = results[0]
    return BatchCheckResult(ccs, bool(r["exhaustive"]), int(r["mul_families"]), int(r["const_families"]))
