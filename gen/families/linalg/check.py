"""Compile, check and time linalg kernels (harness_c/linalg_harness.c).

Python writes the byte product table (gen.spec.poly, independent of the kernels' methods) and random
records with their expected outputs computed here with NumPy from that table; the C driver checks
every scalar against every byte at every position, all basis inputs of fixed shapes, and the records
(misaligned, aliased, guarded), with gcc and clang at -O2 -Wall -Wextra -Werror, then times the gcc
build (multiply-adds per tick).
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import BinaryIO

import numpy as np

from ...check.driver import HARNESS_DIR, DriverReport, build_driver, check_with_vectors
from .gemm import a_bytes, row_bytes
from .spec import GaussShape, GemmShape, LinalgSpec, gauss_row_bytes

LINALG_HARNESS_C = HARNESS_DIR / "linalg_harness.c"
SEED = 20260522
BENCH_REPS = 301
CHECKED = ("{exhaustive} scalar x byte products at every position, {basis} basis inputs of fixed shapes, "
           "{records} random records vs a NumPy reference")
# (len, k, p) of the ec_encode records: the codes at page sizes and odd lengths, then random shapes
GEMM_RECORDS = 3  # random records per gemm shape
EC_SHAPES = [(4096, 10, 4), (4133, 10, 4), (1000, 10, 4), (4101, 32, 8), (333, 32, 8), (0, 3, 2), (1, 1, 1)]


def product_table(spec: LinalgSpec) -> np.ndarray:
    """T[s, x]: what the kernels do to data byte x for scalar byte s (uint8, 256 x 256)."""
    return np.array([[spec.byte_product(s, x) for x in range(256)] for s in range(256)], dtype=np.uint8)


def u64(n: int) -> bytes:
    return n.to_bytes(8, "little")


def write_axpy(fh: BinaryIO, table: np.ndarray, rng: random.Random, two: bool) -> None:
    n, off = rng.choice([0, 1, 7, 31, 63, 64, 65, 127, 200, rng.randrange(5000)]), rng.randrange(64)
    s = [rng.randrange(256) for _ in range(2 if two else 1)]
    xs = [np.frombuffer(rng.randbytes(n), dtype=np.uint8) for _ in s]
    y = np.frombuffer(rng.randbytes(n), dtype=np.uint8)
    want = y.copy()
    for sj, xj in zip(s, xs):
        want ^= table[sj][xj]
    fh.write(u64(1 if two else 0) + u64(n) + u64(off) + bytes(s) + b"".join(x.tobytes() for x in xs) + y.tobytes()
             + want.tobytes())


def write_ec(fh: BinaryIO, table: np.ndarray, rng: random.Random, n: int, k: int, p: int) -> None:
    coding = np.frombuffer(rng.randbytes(k * p), dtype=np.uint8).reshape(p, k)
    data = np.frombuffer(rng.randbytes(k * n), dtype=np.uint8).reshape(k, n)
    want = np.zeros((p, n), dtype=np.uint8)
    for j in range(p):
        for l in range(k):
            want[j] ^= table[coding[j, l]][data[l]]
    fh.write(u64(2) + u64(n) + u64(k) + u64(p) + coding.tobytes() + data.tobytes() + want.tobytes())


def gemm_reference(spec: LinalgSpec, g: GemmShape, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """c ^ A*B on packed bytes, elementwise with the field's product table (NumPy)."""
    def unpack(buf: np.ndarray, rows: int, cols: int) -> np.ndarray:
        m = buf.reshape(rows, row_bytes(spec, cols))
        if spec.m == 8:
            return m.astype(np.int64)
        return np.stack([m & 15, m >> 4], axis=2).reshape(rows, -1)[:, :cols].astype(np.int64)

    table = np.array([[spec.mul(s, x) for x in range(1 << spec.m)] for s in range(1 << spec.m)], dtype=np.int64)
    A = unpack(a, g.k, g.m).T if g.a_transposed else unpack(a, g.m, g.k)
    if g.upper:
        A = np.triu(A)
    B, C = unpack(b, g.k, g.n), unpack(c, g.m, g.n)
    for j in range(g.k):
        C ^= np.bitwise_xor.reduce(table[A[:, j][:, None], B[j][None, :]][None], axis=0)
    if spec.m == 8:
        return C.astype(np.uint8).reshape(-1)
    rb = row_bytes(spec, g.n)
    padded = np.zeros((g.m, 2 * rb), dtype=np.int64)
    padded[:, :g.n] = C
    return (padded[:, 0::2] | (padded[:, 1::2] << 4)).astype(np.uint8).reshape(-1)


def write_gemm(fh: BinaryIO, spec: LinalgSpec, index: int, g: GemmShape, rng: random.Random) -> None:
    """A random record: A (garbage in an upper-triangular A's unread part), B, C, C ^ A*B."""
    rb = row_bytes(spec, g.n)
    a = np.frombuffer(rng.randbytes(a_bytes(spec, g)), dtype=np.uint8)
    b = np.frombuffer(rng.randbytes(g.k * rb), dtype=np.uint8)
    c = np.frombuffer(rng.randbytes(g.m * rb), dtype=np.uint8)
    want = gemm_reference(spec, g, a, b, c)
    fh.write(u64(3) + u64(index) + a.tobytes() + b.tobytes() + c.tobytes() + want.tobytes())


def write_vectors(spec: LinalgSpec, path: Path, seed: int = SEED) -> int:
    """The vector file of linalg_harness.c; returns the number of records."""
    rng = random.Random(seed)
    table = product_table(spec)
    count = 0
    with open(path, "wb") as fh:
        fh.write(u64(spec.m) + table.tobytes())
        body = []
        for two, name in ((False, "axpy"), (True, "axpy2")):
            if name in spec.kernels:
                body += [(write_axpy, (two,))] * 40
        if "ec_encode" in spec.kernels:
            shapes = EC_SHAPES + [(rng.randrange(700), rng.randrange(1, 41), rng.randrange(1, 21)) for _ in range(20)]
            body += [(write_ec, shape) for shape in shapes]
        fh.write(u64(len(body) + GEMM_RECORDS * len(spec.gemms)))
        for write, args in body:
            write(fh, table, rng, *args)
            count += 1
        for index, g in enumerate(spec.gemms):
            for _ in range(GEMM_RECORDS):
                write_gemm(fh, spec, index, g, rng)
                count += 1
    return count


def defines(spec: LinalgSpec, prepared: dict[str, int] | None = None, ef_offsets: dict[str, int] | None = None,
            gausses: list[GaussShape] | None = None) -> list[str]:
    """-D flags naming the kernels the file has (gemm: the list of shapes; prepared: shape name -> bytes of
    the tables of its N_gemm_NAME_prepare / _prepared, which the driver checks like the plain kernel;
    ef_offsets: echelon form name -> the plan's leading zeros, which fix its live-column rule)."""
    out = [f"-DLINALG_{k.upper()}" for k in spec.kernels if k != "gemm"]
    if spec.gemms:
        out.append("-DLINALG_GEMMS=" + " ".join(f"G({g.name}, {g.m}, {g.k}, {g.n}, {int(g.a_transposed)}, {int(g.upper)})"
                                                for g in spec.gemms))
    if prepared:
        out.append("-DLINALG_GEMMS_PREPARED=" + " ".join(f"P({name}, {tb})" for name, tb in prepared.items()))
    if spec.efs:
        offsets = ef_offsets or {}
        missing = [e.name for e in spec.efs if e.name not in offsets]
        if missing:  # the reference's live-column rule is the plan's: no default that could differ from it
            raise ValueError(f"the check needs the planned leading zeros of echelon forms {', '.join(missing)}")
        out.append("-DLINALG_EFS=" + " ".join(f"E({e.name}, {e.m}, {e.n}, {offsets[e.name]})" for e in spec.efs))
    if gausses:  # the planned UOV eliminations (x86 only)
        out.append("-DLINALG_GAUSS=" + " ".join(f"U({g.name}, {g.o}, {gauss_row_bytes(spec.m, g.o)})" for g in gausses))
    return out


def check_linalg(kernel_dir: Path, spec: LinalgSpec, sym: str, header_only: bool, cflags: list[str], *,
                 do_bench: bool = True, compilers: list[str] | None = None, runner: list[str] | None = None,
                 reps: int = BENCH_REPS, driver_args: dict[str, list[str]] | None = None,
                 prepared: dict[str, int] | None = None, ef_offsets: dict[str, int] | None = None,
                 gausses: list[GaussShape] | None = None) -> DriverReport:
    """Build with every compiler, check each build, time the gcc build (native ISAs only)."""
    report = check_with_vectors(
        "linalg", lambda vec: write_vectors(spec, vec),
        lambda cc, exe: build_driver(LINALG_HARNESS_C, kernel_dir, sym, header_only, cflags, cc, exe,
                                     defines(spec, prepared, ef_offsets, gausses), (driver_args or {}).get(cc, ())),
        compilers, runner, ("exhaustive", "basis", "records"), CHECKED, reps if do_bench else None)
    report.bench = {k: v for k, v in report.bench.items()
                    if k in spec.kernels or k.startswith("gemm_") or k in ("unit", "shape")}
    return report
