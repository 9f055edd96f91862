"""Check and time emitted kernels with the generic C driver in harness_c/harness.c.

The driver is compiled once per kernel and compiler. `drv check VECTORS` tests the kernel on
the basis, exhaustively for m <= 16 and on random pairs whose expected values come from here
(gen.poly arithmetic, vectorised with NumPy); `drv bench` times mul, sqr, clmul and reduce.

Vector file (little-endian uint64 words):
    header[8] = MAGIC ("GF2HVEC1"), VERSION (1), m, n = ceil(m/64), cw = clmul words,
                seed, count, rows = 2m-1
    R[rows][n]                           R_k = x^k mod f, k = 0..2m-2
    count records {mul[n], sqr[n], clmul[cw]}
The pairs (a, b) are not stored: both sides draw them from xorshift64(seed), a then b, n draws
each, the top word masked to m bits. cw = ceil((2m-1)/64) for m <= 64, else 2n.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ...check.driver import (HARNESS_DIR, bench_index, build_driver, built_with, command, compilers_or_default,
                             per_compiler)
from ...check.runcache import cached_run, enabled as run_cache_enabled
from ...prove.cache import cache_base, keep_recent_folders, key_of
from ...errors import GenError
from ...isa.target import runner_label
from ...spec import poly

HARNESS_C = HARNESS_DIR / "harness.c"
VEC_MAGIC = int.from_bytes(b"GF2HVEC1", "little")
VEC_VERSION = 1
DEFAULT_SEED = 0x2545F4914F6CDD1D
DEFAULT_REPS = 301
MAX_EXHAUSTIVE_M = 16
KEEP_VECTOR_VERSIONS = 2  # folders of default_vector_dir() kept (versions of the reference code)

_M64 = (1 << 64) - 1
_U64 = np.dtype("<u8")


# -- vector data -------------------------------------------------------------------------------
def words_per_element(m: int) -> int:
    """64-bit words holding an element of GF(2^m)."""
    return (m + 63) // 64


def clmul_words(m: int) -> int:
    """Words of an unreduced product, as NAME_CLMUL_WORDS in the emitted API."""
    return (2 * m - 1 + 63) // 64 if m <= 64 else 2 * words_per_element(m)


def _apply_linear(cols: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Apply the GF(2)-linear map on 64-bit words with columns cols[i] = image of bit i."""
    out = np.zeros(v.shape, np.uint64)
    for j in range(8):
        table = np.zeros(256, np.uint64)
        for i in range(8):
            table[1 << i : 2 << i] = table[: 1 << i] ^ cols[8 * j + i]
        out ^= table[((v >> np.uint64(8 * j)) & np.uint64(255)).astype(np.intp)]
    return out


def xorshift64(seed: int, count: int) -> np.ndarray:
    """The first `count` draws of xorshift64 (x ^= x<<13; x ^= x>>7; x ^= x<<17) from `seed`.

    A draw is the state after a step. Computed by jump-ahead: block [d, 2d) is the linear map
    step^d applied to block [0, d).
    """
    if not 0 < seed <= _M64:
        raise GenError(f"xorshift64 seed must be in 1..2^64-1, got {seed}")
    out = np.empty(count, np.uint64)
    first = min(count, 256)
    x, head = seed, []
    for _ in range(first):
        x ^= (x << 13) & _M64
        x ^= x >> 7
        x ^= (x << 17) & _M64
        head.append(x)
    out[:first] = np.array(head, dtype=np.uint64)
    done = first
    if done < count:
        cols = np.array([1 << i for i in range(64)], dtype=np.uint64)
        s13, s7, s17 = np.uint64(13), np.uint64(7), np.uint64(17)
        for _ in range(first):  # cols = step^first on the basis
            cols ^= cols << s13
            cols ^= cols >> s7
            cols ^= cols << s17
        while done < count:
            k = min(done, count - done)
            out[done : done + k] = _apply_linear(cols, out[:k])
            done += k
            cols = _apply_linear(cols, cols)  # step^(2d)
    return out


def int_words(x: int, n: int) -> np.ndarray:
    return np.frombuffer(x.to_bytes(8 * n, "little"), dtype=_U64).astype(np.uint64)


def words_int(w: np.ndarray) -> int:
    return int.from_bytes(np.ascontiguousarray(w, dtype=_U64).tobytes(), "little")


def _shift_words(a: np.ndarray, s: int, width: int) -> np.ndarray:
    """a << s (0 <= s < 64) across the words of each row, into `width` words (overflow dropped)."""
    k, n = a.shape
    out = np.zeros((k, width), np.uint64)
    n0 = min(n, width)
    out[:, :n0] = a[:, :n0] << np.uint64(s)
    if s:
        n1 = min(n, width - 1)
        out[:, 1 : 1 + n1] ^= a[:, :n1] >> np.uint64(64 - s)
    return out


def _clmul_rows(a: np.ndarray, b: np.ndarray, chunk: int = 2048) -> np.ndarray:
    """Carryless products of the rows of a and b ((K, n) words) as (K, 2n) words."""
    k, n = a.shape
    out = np.zeros((k, 2 * n), np.uint64)
    for lo in range(0, k, chunk):
        A, B = a[lo : lo + chunk], b[lo : lo + chunk]
        kk = A.shape[0]
        # T[:, v] = A * v for every 4-bit v, n+1 words
        T = np.zeros((kk, 16, n + 1), np.uint64)
        for s in range(4):
            T[:, 1 << s] = _shift_words(A, s, n + 1)
        for v in range(3, 16):
            low = v & -v
            if v != low:
                T[:, v] = T[:, low] ^ T[:, v ^ low]
        Tf = T.reshape(kk * 16, n + 1)
        base = (np.arange(kk, dtype=np.intp) * 16)[:, None]
        acc_all = np.zeros((kk, 2 * n), np.uint64)
        for s in range(0, 64, 4):
            nib = ((B >> np.uint64(s)) & np.uint64(15)).astype(np.intp)  # (kk, n)
            G = Tf[base + nib]  # (kk, n, n+1): A * nibble s of word w
            acc = np.zeros((kk, 2 * n), np.uint64)
            for w in range(n):
                acc[:, w : w + n + 1] ^= G[:, w]
            acc_all ^= _shift_words(acc, s, 2 * n)
        out[lo : lo + kk] = acc_all
    return out


def _reduce_rows(c: np.ndarray, R: np.ndarray, m: int) -> np.ndarray:
    """c mod f for rows c ((K, >= ceil((2m-1)/64)) words, bits < 2m-1) using the table R."""
    n = R.shape[1]
    k = c.shape[0]
    out = np.array(c[:, :n], dtype=np.uint64)
    top = m - 64 * (n - 1)
    if top < 64:
        out[:, n - 1] &= np.uint64((1 << top) - 1)
    cb = np.ascontiguousarray(c, dtype=_U64).view(np.uint8).reshape(k, 8 * c.shape[1])
    rows = 2 * m - 1
    for p in range(m // 8, (rows + 7) // 8):
        table = np.zeros((256, n), np.uint64)
        for i in range(8):
            bit = 8 * p + i
            row = R[bit] if m <= bit < rows else np.zeros(n, np.uint64)
            table[1 << i : 2 << i] = table[: 1 << i] ^ row
        out ^= table[cb[:, p].astype(np.intp)]
    return out


_SPREAD = np.array([sum(((v >> i) & 1) << (2 * i) for i in range(8)) for v in range(256)], np.uint16)


def _square_rows(a: np.ndarray) -> np.ndarray:
    """Carryless squares (bit i -> bit 2i) of rows a ((K, n) words) as (K, 2n) words."""
    k = a.shape[0]
    n = a.shape[1]
    ab = np.ascontiguousarray(a, dtype=_U64).view(np.uint8).reshape(k, 8 * n)
    return np.ascontiguousarray(_SPREAD[ab].astype("<u2")).view(_U64).reshape(k, 2 * n).astype(np.uint64)


def power_table(field_modulus: int) -> list[int]:
    """R_k = x^k mod f for k = 0..2m-2."""
    m = poly.degree(field_modulus)
    out, r = [], 1
    for _ in range(2 * m - 1):
        out.append(r)
        r <<= 1
        if r >> m & 1:
            r ^= field_modulus
    return out


def expected_values(
    field_modulus: int, count: int, seed: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(R, a, b, mul, sqr, clmul) as uint64 word arrays for `count` xorshift pairs.

    Shapes: R (2m-1, n); a, b, mul, sqr (count, n); clmul (count, cw). A sample of the pairs
    and the table are cross-checked against gen.poly.
    """
    m = poly.degree(field_modulus)
    if m < 2:
        raise GenError(f"field modulus of degree {m} is not supported by the harness")
    n, cw = words_per_element(m), clmul_words(m)
    table = power_table(field_modulus)
    if table[-1] != poly.polymod(1 << (2 * m - 2), field_modulus):
        raise GenError("harness: power table disagrees with gen.poly")
    R = np.stack([int_words(r, n) for r in table])
    draws = xorshift64(seed, 2 * n * count).reshape(count, 2, n)
    top = m - 64 * (n - 1)
    if top < 64:
        draws[:, :, n - 1] &= np.uint64((1 << top) - 1)
    a, b = draws[:, 0, :].copy(), draws[:, 1, :].copy()
    cl = _clmul_rows(a, b)
    mul = _reduce_rows(cl, R, m)
    sqr = _reduce_rows(_square_rows(a), R, m)
    if cw < 2 * n:
        if cl[:, cw:].any():
            raise GenError("harness: carryless product wider than NAME_CLMUL_WORDS")
        cl = cl[:, :cw]
    for i in sorted({*range(min(count, 8)), count - 1} - {-1}):
        ai, bi = words_int(a[i]), words_int(b[i])
        if (
            words_int(cl[i]) != poly.clmul(ai, bi)
            or words_int(mul[i]) != poly.mulmod(ai, bi, field_modulus)
            or words_int(sqr[i]) != poly.mulmod(ai, ai, field_modulus)
        ):
            raise GenError(f"harness: vectorised reference disagrees with gen.poly at pair {i}")
    return R, a, b, mul, sqr, cl


def write_vectors(path: str | os.PathLike[str], field_modulus: int, count: int, seed: int) -> None:
    """Write the check vectors for GF(2)[x]/(field_modulus) with `count` random pairs (atomic)."""
    if count < 0:
        raise GenError(f"random pair count must be >= 0, got {count}")
    m = poly.degree(field_modulus)
    R, _, _, mul, sqr, cl = expected_values(field_modulus, count, seed)
    n, cw = words_per_element(m), clmul_words(m)
    header = np.array([VEC_MAGIC, VEC_VERSION, m, n, cw, seed, count, 2 * m - 1], dtype=_U64)
    recs = np.concatenate([mul, sqr, cl], axis=1).astype(_U64)
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(header.tobytes())
        fh.write(R.astype(_U64).tobytes())
        fh.write(recs.tobytes())
    os.replace(tmp, path)


def vectors_path(cache_dir: str | os.PathLike[str], field_modulus: int, count: int, seed: int) -> Path:
    """Cache file name for the vectors of (modulus, count, seed)."""
    digest = hashlib.sha256(f"{field_modulus:x}".encode()).hexdigest()[:16]
    m = poly.degree(field_modulus)
    return Path(cache_dir) / f"vec-v{VEC_VERSION}-m{m}-{digest}-n{count}-s{seed:x}.bin"


def cached_vectors(cache_dir: str | os.PathLike[str], field_modulus: int, count: int, seed: int) -> Path:
    """The vector file for (modulus, count, seed) in cache_dir, written if missing."""
    path = vectors_path(cache_dir, field_modulus, count, seed)
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        write_vectors(path, field_modulus, count, seed)
    return path


def default_vector_dir() -> Path | None:
    """Where check vectors are kept between runs: $GEN_CACHE_DIR/vectors/<digest of the code computing them>
    (this module and gen.spec.poly), so that a change to the reference is never served old vectors; None
    when GEN_NO_RUN_CACHE is set."""
    if not run_cache_enabled():
        return None
    folder = cache_base() / "vectors" / key_of([], [Path(__file__), Path(poly.__file__)])[:16]
    if not folder.exists():  # the other versions' vectors (tens of MB each) are not kept
        keep_recent_folders(folder.parent, KEEP_VECTOR_VERSIONS - 1)
    return folder


# -- compile and run -------------------------------------------------------------------------
def build(kernel_dir: str | os.PathLike[str], name: str, header_only: bool, cflags: list[str], compiler: str,
          out: str | os.PathLike[str], *, timeout: float = 300.0, extra: list[str] | tuple[str, ...] = ()) -> Path:
    """Compile harness_c/harness.c with kernel `name` from kernel_dir into `out` (the kernel's .c as its
    own translation unit); `extra` is appended (a bare-metal target's runtime sources and flags)."""
    return build_driver(HARNESS_C, kernel_dir, name, header_only, cflags, compiler, Path(out), extra=extra,
                        include_source=False, timeout=timeout)


def _run_driver(cmd: list[str], what: str, timeout: float, *, reuse: bool = False) -> dict[str, Any]:
    """Run the driver and return its JSON; `reuse`: a check, replayed from the run cache when these bytes
    passed it before."""
    try:
        proc = cached_run(cmd, timeout=timeout, reuse=reuse)
    except subprocess.TimeoutExpired:
        raise GenError(f"{what} timed out after {timeout:g}s") from None
    except OSError as exc:
        raise GenError(f"{what}: cannot run {cmd[0]}: {exc}") from None
    err = next((ln.strip() for ln in proc.stderr.splitlines() if ln.strip()), "")
    if proc.returncode < 0:
        raise GenError(f"{what}: driver killed by signal {-proc.returncode}" + (f": {err}" if err else ""))
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    try:
        result = json.loads(lines[-1]) if lines else None
    except json.JSONDecodeError:
        result = None
    if proc.returncode == 1:
        raise GenError(f"{what} failed: {err or (result or {}).get('error', 'mismatch')}")
    if proc.returncode != 0 or not isinstance(result, dict) or not result.get("ok"):
        detail = err or (result or {}).get("error") or f"exit status {proc.returncode}"
        raise GenError(f"{what}: {detail}")
    return result


def check(
    binary: str | os.PathLike[str],
    vectors: str | os.PathLike[str],
    *,
    timeout: float = 600.0,
    max_exhaustive_m: int = MAX_EXHAUSTIVE_M,
    runner: list[str] | None = None,
) -> dict[str, Any]:
    """Run `binary check vectors`; return its JSON, raise GenError on any mismatch."""
    cmd = command(runner, binary, ["check", str(vectors), "--max-exhaustive-m", str(max_exhaustive_m)])
    return _run_driver(cmd, f"check ({Path(binary).name})", timeout, reuse=True)


def bench(binary: str | os.PathLike[str], reps: int = DEFAULT_REPS, *, timeout: float = 600.0) -> dict[str, Any]:
    """Run `binary bench --reps reps`; return its JSON (per-function throughput/latency)."""
    return _run_driver([str(binary), "bench", "--reps", str(reps)], f"bench ({Path(binary).name})", timeout)


_bench = bench


@dataclass
class HarnessResult:
    """Outcome of run_all: which compilers built the driver, each one's check, one bench."""

    name: str
    m: int
    compilers: list[str]
    checks: dict[str, dict[str, Any]]
    bench: dict[str, Any] | None = None
    bench_compiler: str | None = None
    vectors: Path | None = None
    binaries: dict[str, Path] = field(default_factory=dict)
    emulator: str | None = None  # the emulator the checks ran under, None for native runs

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(c.get("ok") for c in self.checks.values())

    def describe(self) -> str:
        """One line for the checks: what ran, with which compilers, where."""
        any_check = next(iter(self.checks.values()))
        if any_check.get("exhaustive"):
            how = f"exhaustive ({any_check['exhaustive_pairs']} pairs)"
        else:
            how = f"{any_check['basis_cases']} basis cases + {any_check['random_pairs']} random pairs"
        return f"{how}, {built_with(self.compilers, self.emulator)}"


def _exe_name(name: str, compiler: str) -> str:
    return f"drv-{name}-{Path(compiler).name}"


def run_all(
    kernel_dir: str | os.PathLike[str],
    name: str,
    modulus: int,
    header_only: bool,
    cflags: list[str],
    *,
    bench: bool = True,
    random_pairs: int = 100_000,
    cache_dir: str | os.PathLike[str] | None = None,
    seed: int = DEFAULT_SEED,
    reps: int = DEFAULT_REPS,
    compilers: list[str] | None = None,
    build_dir: str | os.PathLike[str] | None = None,
    max_exhaustive_m: int = MAX_EXHAUSTIVE_M,
    timeout: float | None = None,
    runner: list[str] | None = None,
    driver_args: dict[str, list[str]] | None = None,
) -> HarnessResult:
    """Build the driver with every compiler, check with each, bench the gcc build once.

    Vectors are cached in cache_dir by (modulus, random_pairs, seed) when given, else in default_vector_dir(). Binaries are
    kept in build_dir when given (else built in a temporary directory and deleted). `runner`
    and `driver_args` (per compiler) run foreign code, see target_options; under an emulator
    the default timeout is an hour (exhaustive m = 16 on qemu-system-arm takes minutes).
    Raises GenError on a build failure or any mismatch.
    """
    if timeout is None:
        timeout = 3600.0 if runner else 600.0
    ccs = compilers_or_default(compilers)
    m = poly.degree(modulus)
    keep = cache_dir if cache_dir is not None else default_vector_dir()
    with tempfile.TemporaryDirectory(prefix="gen-harness-") as tmp:
        vec = None
        if keep is not None:
            try:
                vec = cached_vectors(keep, modulus, random_pairs, seed)
            except OSError:  # a cache that cannot be written only costs time
                pass
        if vec is None:
            vec = Path(tmp) / "vectors.bin"
            write_vectors(vec, modulus, random_pairs, seed)
        bdir = Path(build_dir) if build_dir is not None else Path(tmp)
        result = HarnessResult(name=name, m=m, compilers=ccs, checks={}, vectors=vec if cache_dir else None,
                               emulator=runner_label(runner) if runner else None)

        def build_and_check(cc: str) -> tuple[Path, dict[str, Any]]:
            exe = build(kernel_dir, name, header_only, cflags, cc, bdir / _exe_name(name, cc),
                        extra=(driver_args or {}).get(cc, ()))
            chk = check(exe, vec, timeout=timeout, max_exhaustive_m=max_exhaustive_m, runner=runner)
            if chk.get("m") != m:
                raise GenError(f"check ({cc}): driver reports m={chk.get('m')}, modulus has m={m}")
            return exe, chk

        for cc, (exe, chk) in zip(ccs, per_compiler(ccs, build_and_check)):
            if build_dir is not None:
                result.binaries[cc] = exe
            result.checks[cc] = chk
        if bench and runner is None:  # timing under an emulator means nothing
            bcc = ccs[bench_index(ccs)]
            result.bench = _bench(bdir / _exe_name(name, bcc), reps, timeout=timeout)
            result.bench_compiler = bcc
    return result
