"""Compile, check and time mod-q kernels (harness_c/modq_harness.c).

The C driver computes its own reference from the header's Q, N, D and ZETA (the NTT by its
definition) and checks every function on every unit vector (pairs within a block for the base
multiplications), random and extreme inputs, every int16_t for the pointwise helpers and every input of
montgomery_reduce's range (32-bit coefficients: the ends of those ranges and 2^20 random inputs each), with gcc and clang at -O2 -Wall -Wextra -Werror; then it times the gcc build
against a baseline shaped as PQClean's clean code, interleaved in one process.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

from ...check.driver import HARNESS_DIR, DriverReport, build_driver, check_and_time, compilers_or_default

MODQ_HARNESS_C = HARNESS_DIR / "modq_harness.c"
BENCH_REPS = 301

CHECKED = ("all {unit_vectors} unit vectors and their transforms, {basis_pairs} basis pairs of the base "
           "multiplications, {montgomery_inputs} montgomery_reduce inputs, {reduction_inputs} inputs of each reduction, "
           "{random} random and extreme inputs vs a C reference")


def check_modq(kernel_dir: Path, sym: str, header_only: bool, cflags: list[str], *, do_bench: bool = True,
               compilers: list[str] | None = None, runner: list[str] | None = None, reps: int = BENCH_REPS,
               driver_args: dict[str, list[str]] | None = None) -> DriverReport:
    """Build with every compiler, check each build, time the gcc build (native ISAs only)."""
    ccs = compilers_or_default(compilers)
    with tempfile.TemporaryDirectory(prefix="gen-modq-") as tmp:
        work = Path(tmp)

        def build_one(cc: str) -> Path:
            return build_driver(MODQ_HARNESS_C, kernel_dir, sym, header_only, cflags, cc,
                                work / f"modq-{Path(cc).name}", (), (driver_args or {}).get(cc, ()))

        return check_and_time(ccs, build_one, ["check"], runner, "modq",
                              ("unit_vectors", "basis_pairs", "montgomery_inputs", "reduction_inputs", "random"),
                              ["bench", str(reps)] if do_bench else None, CHECKED)
