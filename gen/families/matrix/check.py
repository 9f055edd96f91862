"""Compile, check and time matrix kernels (harness_c/matrix_harness.c).

Python writes the GF(16) product table (gen.poly) and random and structured pairs with their
products from the textbook triple loop (gen.matrix.reference_product); the C driver checks every
pair of basis vectors, every value pair in every lane and step, and those pairs (plus aliasing and
guard bytes), with gcc and clang at -O2 -Wall -Wextra -Werror, then times the gcc build against the
table-lookup triple loop, interleaved in one process.
"""
from __future__ import annotations

import random
from pathlib import Path

from ...check.driver import HARNESS_DIR, DriverReport, build_driver, check_with_vectors, run_json
from .spec import MatrixSpec, reference_product

MATRIX_HARNESS_C = HARNESS_DIR / "matrix_harness.c"
SEED = 20261123
RANDOM_PAIRS = 2000
BENCH_REPS = 1001


CHECKED = ("all {basis_pairs} basis pairs, {lane_cases} lane/step value pairs, {random_pairs} random + structured "
           "pairs vs a Python triple loop")


def structured_pairs(spec: MatrixSpec) -> list[tuple[list[int], list[int]]]:
    """Zero, identity, all-15, a diagonal, high nibbles set, and their products with each other."""
    l, ll = spec.l, spec.ll
    zero, full = [0] * ll, [15] * ll
    ident = [1 if i % (l + 1) == 0 else 0 for i in range(ll)]
    diag = [(i // l + 2) % 16 if i % (l + 1) == 0 else 0 for i in range(ll)]
    ramp = [i % 16 for i in range(ll)]
    junk = [0xF0 | (i * 7) % 16 for i in range(ll)]  # high nibbles must be ignored
    mats = [zero, full, ident, diag, ramp, junk, [0xFF] * ll]
    return [(x, y) for x in mats for y in mats]


def write_vectors(spec: MatrixSpec, path: Path, pairs: int = RANDOM_PAIRS, seed: int = SEED) -> int:
    """The vector file of matrix_harness.c; returns the number of records."""
    rng = random.Random(seed)
    records = structured_pairs(spec)
    for _ in range(pairs):
        high = rng.random() < 0.25  # a quarter with random high nibbles
        records.append(tuple([rng.randrange(256 if high else 16) for _ in range(spec.ll)] for _ in range(2)))
    table = bytes(spec.mul(x, y) for x in range(16) for y in range(16))
    with open(path, "wb") as fh:
        fh.write(spec.l.to_bytes(8, "little") + len(records).to_bytes(8, "little") + table)
        for a, b in records:
            fh.write(bytes(a) + bytes(b) + bytes(reference_product(spec, a, b)))
    return len(records)


def build(kernel_dir: Path, sym: str, header_only: bool, cflags: list[str], compiler: str, out: Path,
          extra: list[str] | tuple[str, ...] = ()) -> Path:
    """The matrix driver for one compiler; `extra`: a foreign target's driver arguments (harness.target_options)."""
    return build_driver(MATRIX_HARNESS_C, kernel_dir, sym, header_only, cflags, compiler, out, (), extra)


def run(exe: Path, args: list[str], runner: list[str] | None, what: str) -> dict:
    """Run the matrix driver (`check VEC` or `bench VEC REPS`) and parse its JSON."""
    return run_json(exe, args, runner, f"matrix {what}", timeout=1800, reuse=args[0] != "bench")


def check_matrix(kernel_dir: Path, spec: MatrixSpec, sym: str, header_only: bool, cflags: list[str], *,
                 do_bench: bool = True, compilers: list[str] | None = None, runner: list[str] | None = None,
                 reps: int = BENCH_REPS, driver_args: dict[str, list[str]] | None = None) -> DriverReport:
    """Build with every compiler, check each build, time the gcc build (native ISAs only).
    compilers, runner, driver_args: a foreign target's, see gen.check.driver.target_options."""
    return check_with_vectors(
        "matrix", lambda vec: write_vectors(spec, vec),
        lambda cc, exe: build(kernel_dir, sym, header_only, cflags, cc, exe, (driver_args or {}).get(cc, ())),
        compilers, runner, ("basis_pairs", "lane_cases", "random_pairs"), CHECKED, reps if do_bench else None)
