"""Compile, check and time ring kernels (harness_c/ring_harness.c) against an independent reference.

The reference multiplies by FFT convolution over the integers (NumPy, float64: exact for these
sizes) and takes the result mod 2, then folds mod f bit by bit; it shares no code with the kernel.
mul, clmul and reduce are GF(2)-bilinear (reduce linear), so if a kernel differed from the product
anywhere it would fail a uniformly random pair with probability >= 1/4: RANDOM_PAIRS = 160 random
pairs bound the chance of a wrong kernel passing by (3/4)^160 < 2^-66.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from ...check.driver import (EMULATED_TIMEOUT, HARNESS_DIR, DriverReport, bench_index, build_driver, command,
                             compilers_or_default, last_line, per_compiler, run_json)
from ...check.runcache import cached_run
from ...errors import GenError
from ...isa.target import runner_label
from .render import RANDOM_PAIRS
from .spec import Ring

RING_HARNESS_C = HARNESS_DIR / "ring_harness.c"
SEED = 20261122


CHECKED = ("compiled base kernels on all {basis_pairs} basis pairs; whole kernel on {pairs} pairs "
           f"({RANDOM_PAIRS} random + structured) vs NumPy FFT reference")
QUAD_CHECKED = "; four-product base kernels on {quad_word_probes} word-pair probes in every lane"


# -- reference ------------------------------------------------------------------------------------
def words_to_bits(words: np.ndarray, nbits: int) -> np.ndarray:
    return np.unpackbits(words.astype("<u8").view(np.uint8), bitorder="little")[:nbits]


def bits_to_words(bits: np.ndarray, nwords: int) -> np.ndarray:
    padded = np.zeros(64 * nwords, dtype=np.uint8)
    padded[: len(bits)] = bits
    return np.packbits(padded, bitorder="little").view("<u8").astype(np.uint64)


def reference_product_bits(a_bits: np.ndarray, b_bits: np.ndarray) -> np.ndarray:
    """Carryless product by integer convolution (FFT) mod 2: bits 0..len(a)+len(b)-2."""
    size = len(a_bits) + len(b_bits) - 1
    nfft = 1 << (size - 1).bit_length()
    conv = np.fft.irfft(np.fft.rfft(a_bits.astype(float), nfft) * np.fft.rfft(b_bits.astype(float), nfft), nfft)
    return (np.rint(conv[:size]).astype(np.int64) & 1).astype(np.uint8)


def reference_reduce_bits(c_bits: np.ndarray, ring: Ring) -> np.ndarray:
    """c mod f, one top bit at a time (schoolbook division): independent of the kernel's folds."""
    n = ring.n
    c = np.zeros(max(len(c_bits), n), dtype=np.uint8)
    c[: len(c_bits)] = c_bits
    if ring.cyclic:  # x^n = 1: exponent e maps to e mod n
        out = np.zeros(n, dtype=np.uint8)
        for start in range(0, len(c), n):
            chunk = c[start:start + n]
            out[: len(chunk)] ^= chunk
        return out
    tail = ring.tail
    for e in range(len(c) - 1, n - 1, -1):
        if c[e]:
            c[e] = 0
            for k in tail:
                c[e - n + k] ^= 1
    return c[:n]


# -- vectors ---------------------------------------------------------------------------------------
def make_vectors(ring: Ring, random_pairs: int = RANDOM_PAIRS, seed: int = SEED) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(a, b, c) word arrays: structured pairs first, then random reduced pairs; c of degree <= 2n-2."""
    n, W = ring.n, ring.words
    rng = np.random.default_rng(seed)
    ones = np.ones(n, dtype=np.uint8)

    def unit(i: int) -> np.ndarray:
        v = np.zeros(n, dtype=np.uint8)
        v[i] = 1
        return v

    structured = [(ones, ones), (unit(n - 1), unit(n - 1)), (unit(0), ones), (ones, unit(n - 1)),
                  (unit(min(63, n - 1)), unit(min(64, n - 1)))]
    rand = [(rng.integers(0, 2, n, dtype=np.uint8), rng.integers(0, 2, n, dtype=np.uint8)) for _ in range(random_pairs)]
    pairs = structured + rand
    a = np.stack([bits_to_words(x, W) for x, _ in pairs])
    b = np.stack([bits_to_words(y, W) for _, y in pairs])
    top = np.zeros(2 * n - 1, dtype=np.uint8)
    top[-1] = 1
    cbits = [np.ones(2 * n - 1, dtype=np.uint8), top]
    cbits += [rng.integers(0, 2, 2 * n - 1, dtype=np.uint8) for _ in range(len(pairs) - len(cbits))]
    c = np.stack([bits_to_words(x, 2 * W) for x in cbits])
    return a, b, c


def expected(ring: Ring, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """Rows of (mul[W], clmul[2W], reduce[W]) as the kernel must produce them."""
    n, W = ring.n, ring.words
    rows = []
    for x, y, z in zip(a, b, c):
        prod = reference_product_bits(words_to_bits(x, n), words_to_bits(y, n))
        rows.append(np.concatenate([
            bits_to_words(reference_reduce_bits(prod, ring), W),
            bits_to_words(prod, 2 * W),
            bits_to_words(reference_reduce_bits(words_to_bits(z, 2 * n - 1), ring), W),
        ]))
    return np.stack(rows)


# -- build and run ----------------------------------------------------------------------------------
def build(kernel_dir: Path, sym: str, header_only: bool, cflags: list[str], compiler: str, out: Path,
          base_sizes: list[int], dual_base_sizes: list[int] = (), extra: list[str] | tuple[str, ...] = (),
          quad_base_sizes: list[int] = ()) -> Path:
    """The ring driver for one compiler; `extra`: a foreign target's driver arguments (harness.target_options)."""
    lists = {name: " ".join(f"X({s})" for s in sizes) for name, sizes in
             (("GEN_BASES", base_sizes), ("GEN_DUAL_BASES", dual_base_sizes), ("GEN_QUAD_BASES", quad_base_sizes))}
    return build_driver(RING_HARNESS_C, kernel_dir, sym, header_only, cflags, compiler, out,
                        tuple(f"-D{name}(X)={value}" for name, value in lists.items()), extra)


def run_check(exe: Path, ring: Ring, vectors, want: np.ndarray, work: Path, runner: list[str] | None = None) -> None:
    a, b, c = vectors
    inp, outp = work / f"{exe.name}.in", work / f"{exe.name}.out"
    with open(inp, "wb") as fh:
        fh.write(np.uint64(len(a)).tobytes())
        for x, y, z in zip(a, b, c):
            fh.write(x.astype("<u8").tobytes() + y.astype("<u8").tobytes() + z.astype("<u8").tobytes())
    proc = cached_run(command(runner, exe, ["check", str(inp), str(outp)]), outputs=[outp],
                      timeout=EMULATED_TIMEOUT if runner else 900)
    if proc.returncode != 0:
        raise GenError(f"ring check failed: {last_line(proc)}")
    got = np.fromfile(outp, dtype="<u8").reshape(want.shape)
    bad = np.nonzero((got != want).any(axis=1))[0]
    if len(bad):
        k = int(bad[0])
        W = ring.words
        part = ("mul", "clmul", "reduce")[0 if (got[k, :W] != want[k, :W]).any() else
                                          1 if (got[k, W:3 * W] != want[k, W:3 * W]).any() else 2]
        raise GenError(f"ring kernel is wrong: {part} differs from the reference on pair {k} "
                       f"({len(bad)} of {len(want)} pairs differ)")


def run_basis(exe: Path, runner: list[str] | None = None) -> tuple[int, int]:
    """Prove the compiled base kernels on all basis pairs (the four-product ones by word-pair probes);
    returns the number of pairs and of probes."""
    found = run_json(exe, ["basis"], runner, "ring basis check", reuse=True)
    return int(found["basis_pairs"]), int(found.get("quad_word_probes", 0))


def bench(exe: Path, reps: int = 101) -> dict:
    return run_json(exe, ["bench", str(reps)], None, "ring bench", timeout=900)


def check_ring(kernel_dir: Path, ring: Ring, sym: str, header_only: bool, cflags: list[str],
               base_sizes: list[int], *, do_bench: bool = True, compilers: list[str] | None = None, runner: list[str] | None = None,
               random_pairs: int = RANDOM_PAIRS, dual_base_sizes: list[int] = (),
               driver_args: dict[str, list[str]] | None = None, quad_base_sizes: list[int] = ()) -> DriverReport:
    """Build with every compiler, check each build against the reference, time the gcc build (natively
    only). compilers, runner, driver_args: a foreign target's, see harness.target_options."""
    ccs = compilers_or_default(compilers)
    vectors = make_vectors(ring, random_pairs)
    want = expected(ring, *vectors)
    what = CHECKED.replace(";", QUAD_CHECKED + ";", 1) if quad_base_sizes else CHECKED
    result = DriverReport(ccs, what, {"pairs": len(want)}, runner_label(runner) if runner else None)
    with tempfile.TemporaryDirectory(prefix="gen-ring-") as tmp:
        work = Path(tmp)

        def one(cc: str) -> tuple[Path, int]:
            exe = build(kernel_dir, sym, header_only, cflags, cc, work / f"ring-{Path(cc).name}", base_sizes,
                        dual_base_sizes, (driver_args or {}).get(cc, ()), quad_base_sizes)
            run_check(exe, ring, vectors, want, work, runner)
            return exe, run_basis(exe, runner)

        done = per_compiler(ccs, one)
        result.counts["basis_pairs"], result.counts["quad_word_probes"] = done[0][1]
        if do_bench and runner is None:
            idx = bench_index(ccs)
            result.bench = bench(done[idx][0])
            result.bench_compiler = ccs[idx]
    return result


__all__ = ["check_ring", "reference_product_bits", "reference_reduce_bits", "make_vectors"]
