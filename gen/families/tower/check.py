"""Compile, prove and time tower kernels (harness_c/tower_harness.c).

The proof: mul is GF(2)-bilinear, so checking it on every pair of basis vectors z^p y^k of the
m*t-dimensional space proves it for all inputs. The expected value of a basis pair depends only on
(p+q, k+l), so Python computes the (2m-1) x (2t-1) table of z^r y^s mod F once (NumPy, shifting by
z) and the C driver makes all (m t)^2 calls. Random pairs against a Python schoolbook reference and
the scheme-style baseline (a Classic-McEliece-shaped double loop, also timed) come on top.
"""
from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ...check.counts import COUNT_COMPILER, COUNT_OPT, callgrind_counts
from ...check.driver import (HARNESS_DIR, DriverReport, build_driver, check_and_time, compilers_or_default, find_compilers,
                             run_json)
from ...check.runcache import cached_run
from ...errors import GenError
from .plan import TOWER_RANDOM_PAIRS, ring_name
from .spec import BaseField, Tower, reduce_ext, tower_mul_reference

TOWER_HARNESS_C = HARNESS_DIR / "tower_harness.c"
SEED = 20261122


def checked(proof: str) -> str:
    """What the tower check reports, for the basis proof or the compositional one."""
    what = ("mul on all {basis_pairs} basis pairs (a proof)" if proof == "basis" else
            "compositional proof: pack and slot fold + unpack on all {linear_vectors} basis vectors, "
            "the ring product as every ring kernel")
    return what + " + {random_pairs} random pairs vs a Python schoolbook"


def basis_table(tower: Tower) -> np.ndarray:
    """E[r, s] = z^r y^s mod F as t coefficients, r < 2m-1, s < 2t-1."""
    fld = BaseField(tower.field.modulus, tower.m)
    t = tower.t
    ys, cur = [], [1] + [0] * (t - 1)
    for _ in range(2 * t - 1):
        ys.append(cur)
        cur = reduce_ext([0] + cur, t, tower.terms, fld)  # y * cur
    table = np.zeros((2 * tower.m - 1, 2 * t - 1, t), dtype=np.uint32)
    table[0] = np.array(ys, dtype=np.uint32)
    for r in range(1, 2 * tower.m - 1):  # times z: shift, reduce the bit that reached z^m
        v = table[r - 1] << 1
        table[r] = v ^ np.where((v >> tower.m) & 1, tower.field.modulus, 0).astype(np.uint32)
    return table.astype(np.uint16)


def write_vectors(tower: Tower, path: Path, pairs: int = TOWER_RANDOM_PAIRS, seed: int = SEED) -> None:
    fld = BaseField(tower.field.modulus, tower.m)
    rng = np.random.default_rng(seed)
    with open(path, "wb") as fh:
        fh.write(np.array([tower.m, tower.t, pairs], dtype="<u8").tobytes())
        fh.write(basis_table(tower).astype("<u2").tobytes())
        for _ in range(pairs):
            a = [int(x) for x in rng.integers(0, 1 << tower.m, tower.t)]
            b = [int(x) for x in rng.integers(0, 1 << tower.m, tower.t)]
            want = tower_mul_reference(a, b, tower.t, tower.terms, fld)
            fh.write(np.array(a + b + want, dtype="<u2").tobytes())


def mceliece_gf_mul_lines(modulus: int, name: str) -> list[str]:
    """Classic McEliece's gf_mul shape for GF(2)[x]/(modulus): m integer products by single bits of
    t1, then folds of the high part by shifts (compile-time constants)."""
    m = modulus.bit_length() - 1
    f_tail = [k for k in range(m) if modulus >> k & 1]
    lines = [f"static uint32_t {name}(uint32_t t0, uint32_t t1)", "{",
             "    uint32_t tmp = t0 * (t1 & 1), hi;", "    int i;",
             f"    for (i = 1; i < {m}; i++)", "        tmp ^= t0 * (t1 & (1u << i));"]
    d, kmax = 2 * m - 2, max(f_tail)
    while d >= m:
        mask = ((1 << (d + 1)) - 1) ^ ((1 << m) - 1)
        lines += [f"    hi = tmp & 0x{mask:x}u;", "    tmp ^= hi;"]  # x^m = sum of x^k over the tail
        lines += [f"    tmp ^= hi >> {m - k};" for k in f_tail]
        d = max(m - 1, d - m + kmax)
    return lines + [f"    return tmp & 0x{(1 << m) - 1:x}u;", "}"]


def baseline_source(tower: Tower) -> str:
    """Classic McEliece's shape: gf_mul by a bit loop + fold mod f, GF_mul as a schoolbook double
    loop and the reduction mod F coefficient by coefficient (compile-time constants, as the scheme)."""
    t = tower.t
    lines = mceliece_gf_mul_lines(tower.field.modulus, "baseline_gf_mul")
    lines += ["", "static void baseline_mul(elem_t *out, const elem_t *in0, const elem_t *in1)", "{",
              f"    uint32_t prod[{2 * t - 1}];", "    int i, j;",
              f"    for (i = 0; i < {2 * t - 1}; i++)", "        prod[i] = 0;",
              f"    for (i = 0; i < {t}; i++)", f"        for (j = 0; j < {t}; j++)",
              "            prod[i + j] ^= baseline_gf_mul(in0[i], in1[j]);",
              f"    for (i = {2 * t - 2}; i >= {t}; i--) {{"]
    for k, j in tower.terms:
        rhs = "prod[i]" if j == 0 else f"baseline_gf_mul(prod[i], {1 << j}u)"
        lines.append(f"        prod[i - {t - k}] ^= {rhs};")
    lines += ["    }", f"    for (i = 0; i < {t}; i++)", "        out[i] = (elem_t)prod[i];", "}", ""]
    return "\n".join(lines)


def stub_source(tower: Tower, kernel_dir: Path, sym: str) -> str:
    """For the compositional proof: the ring header, a stub for its mul (the real product, or with
    tower_stub_on: record the operands, return tower_stub_out), then the ring call renamed to it."""
    ring_sym, words = ring_name(sym), tower.packed_ring.words
    return "\n".join([
        f'#include "{Path(kernel_dir).resolve() / f"{ring_sym}.h"}"',
        f"#define TOWER_STUB_WORDS {words}",
        f"#define TOWER_STUB_SLOT_DEGREE {tower.slot_degree}",
        f"#define TOWER_STUB_F 0x{tower.field.modulus:x}u",
        "static int tower_stub_on;",
        "static uint64_t tower_stub_in[2][TOWER_STUB_WORDS], tower_stub_out[TOWER_STUB_WORDS];",
        "static void tower_stub_ring_mul(uint64_t *c, const uint64_t *a, const uint64_t *b)",
        "{",
        "    if (!tower_stub_on) {",
        f"        {ring_sym}_mul(c, a, b);",
        "        return;",
        "    }",
        "    memcpy(tower_stub_in[0], a, sizeof tower_stub_out);",
        "    memcpy(tower_stub_in[1], b, sizeof tower_stub_out);",
        "    memcpy(c, tower_stub_out, sizeof tower_stub_out);",
        "}",
        f"#define {ring_sym}_mul tower_stub_ring_mul",
        "",
    ])


def build(kernel_dir: Path, sym: str, header_only: bool, cflags: list[str], compiler: str, out: Path,
          baseline: Path, extra: list[str] | tuple[str, ...] = (), stub: Path | None = None) -> Path:
    """The tower driver for one compiler; `extra`: a foreign target's driver arguments (harness.target_options);
    `stub`: stub_source's file, for the compositional proof."""
    defines = (f'-DGEN_BASELINE="{baseline}"',) + ((f'-DGEN_TOWER_STUB="{stub}"',) if stub else ())
    return build_driver(TOWER_HARNESS_C, kernel_dir, sym, header_only, cflags, compiler, out, defines, extra)


def run(exe: Path, args: list[str], runner: list[str] | None, what: str) -> dict:
    """Run the tower driver (`check`, `compose`, `bench`, `ct`) and parse its JSON."""
    return run_json(exe, args, runner, f"tower {what}", timeout=None if runner else 3600, reuse=args[0] != "bench")


def check_tower(kernel_dir: Path, tower: Tower, sym: str, header_only: bool, cflags: list[str], *,
                do_bench: bool = True, compilers: list[str] | None = None,
                runner: list[str] | None = None, driver_args: dict[str, list[str]] | None = None,
                proof: str = "basis") -> DriverReport:
    """Build with every compiler, prove each build (proof: 'basis', on all basis pairs, or
    'compositional', see gen.families.tower.plan.tower_proof; the ring kernel's own check is the caller's), time the
    gcc build (natively only). compilers, runner, driver_args: a foreign target's, see gen.check.driver.target_options."""
    ccs = compilers_or_default(compilers)
    with tempfile.TemporaryDirectory(prefix="gen-tower-") as tmp:
        work = Path(tmp)
        vec, baseline = work / "tower.vec", work / "baseline.c"
        write_vectors(tower, vec)
        baseline.write_text(baseline_source(tower))
        stub = None
        if proof == "compositional":
            stub = work / "stub.h"
            stub.write_text(stub_source(tower, kernel_dir, sym))

        def build_one(cc: str) -> Path:
            return build(kernel_dir, sym, header_only, cflags, cc, work / f"tower-{Path(cc).name}", baseline,
                         (driver_args or {}).get(cc, ()), stub)

        return check_and_time(ccs, build_one, ["compose" if stub else "check", str(vec)], runner, "tower",
                              ("basis_pairs", "random_pairs", "linear_vectors"), ["bench", "101"] if do_bench else None,
                              checked(proof))


# -- constant time -------------------------------------------------------------------------------
@dataclass
class TowerCTVerdict:
    """valgrind memcheck on the whole tower mul (secret operands) at -O2/-O3 under gcc and clang;
    where valgrind cannot run the ISA (AVX-512), the ring part's verdict and the note that the
    tower's own C (pack, slot folds, unpack) is the one checked on the other ISAs."""

    ok: bool
    text: str

    def describe(self) -> str:
        return f"constant time {'OK' if self.ok else 'FAILED'} - {self.text}"


def tower_valgrind(kernel_dir: Path, tower: Tower, sym: str, header_only: bool, cflags: list[str]) -> TowerCTVerdict:
    """valgrind memcheck on the whole tower mul with secret operands, gcc and clang at -O2 and -O3."""
    if shutil.which("valgrind") is None:
        raise GenError("valgrind not found (install valgrind)")
    runs = []
    with tempfile.TemporaryDirectory(prefix="gen-tower-ct-") as tmp:
        work = Path(tmp)
        baseline = work / "baseline.c"
        baseline.write_text(baseline_source(tower))
        for cc in find_compilers():
            for opt in ("-O2", "-O3"):
                exe = build(kernel_dir, sym, header_only, cflags + [opt], cc, work / f"ct-{Path(cc).name}{opt}", baseline)
                proc = cached_run(["valgrind", "-q", "--error-exitcode=99", str(exe), "ct"], timeout=900)
                if proc.returncode != 0:
                    where = next((ln for ln in proc.stderr.splitlines() if "depends on" in ln or "Use of" in ln),
                                 proc.stderr.strip().splitlines()[-1:] or "")
                    return TowerCTVerdict(False, f"{Path(cc).name} {opt}: memcheck: {where}")
                if not json.loads(proc.stdout)["output_tainted"]:
                    return TowerCTVerdict(False, f"{Path(cc).name} {opt}: the secret taint did not reach the output")
                runs.append(f"{Path(cc).name} {opt}")
    return TowerCTVerdict(True, f"valgrind memcheck clean on secret operands ({', '.join(runs)})")


def tower_counts(kernel_dir: Path, tower: Tower, sym: str, header_only: bool, cflags: list[str],
                 work: Path) -> dict[str, int]:
    """{"mul": instructions of one tower mul on fixed operands} (the tower driver's count mode under callgrind)."""
    work.mkdir(parents=True, exist_ok=True)
    baseline = work / "baseline.c"
    baseline.write_text(baseline_source(tower))
    exe = build(kernel_dir, sym, header_only, cflags + [COUNT_OPT], COUNT_COMPILER, work / "tower-count", baseline)
    return callgrind_counts(exe, ["count"], work / "callgrind")
