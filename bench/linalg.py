"""Benchmark: the linalg kernels (axpy, axpy2, ec_encode) on c64, avx2 and avx512, in multiply-adds per
tick, against ISA-L's ec_encode_data (Debian libisal-dev 2.30: its run-time dispatch, and its AVX2
code called directly), all timed interleaved in one process (bench/linalg_c/linalg_bench.c, medians
of the kept rounds; the host is shared, so figures move by several percent between runs); and the
gemm shapes of configs/gf16_gemm.toml and gf256_aes_gemm.toml on every ISA this host runs, with every
method the planner priced forced in turn beside its choice (bench/linalg_c/gemm_bench.c), so that
the measured fastest can be compared with the cost model's pick.

    python3 bench/linalg.py [--rounds 3] [--markdown bench/results/linalg.md] [--gemm-only]

ISAs this host cannot run (avx512 on AMD Zen 3) are left out and named in the output.

The kernels are generated here from configs/gf256_11d_linalg.toml and configs/gf16_linalg.toml with
per-ISA prefixes (the same plans as emitted/); ec_encode's outputs are compared with ISA-L's before
timing. This is a benchmark, not a test: it never fails on a slow result (a wrong one stops it).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import gen  # noqa: E402
from gen.check.driver import HARNESS_DIR  # noqa: E402
from gen.families.linalg.gemm import TABLE_ALIGN, a_bytes, row_bytes  # noqa: E402
from gen.families.linalg.method import gemm_methods  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.project import load_config  # noqa: E402
from gen.tune.host import compiler_version, cpu_model  # noqa: E402

ISAS = ("c64", "avx2", "avx512")
GEMM_CONFIGS = ("gf16_gemm", "gf256_aes_gemm")
GEMM_DRIVER = ROOT / "bench" / "linalg_c" / "gemm_bench.c"
AXPY_LENS = (64, 256, 1024, 4096)
EC_CODES = ((10, 4), (32, 8))
EC_LENS = (4096, 65536, 1 << 20)
DRIVER = ROOT / "bench" / "linalg_c" / "linalg_bench.c"


def build(config: str, work: Path, isal: bool) -> Path:
    """The driver with the three ISAs' kernels of one config (prefixes c64_, avx2_, avx512_)."""
    cfg = load_config(ROOT / "configs" / f"{config}.toml", ROOT)
    objs, defs = [], []
    for isa in ISAS:
        kernel = gen.generate(cfg.spec, isa, name=cfg.name, prefix=f"{isa}_", profile=False)
        kdir = work / isa
        kdir.mkdir(parents=True, exist_ok=True)
        for name, text in kernel.files.items():
            (kdir / name).write_text(text)
        obj = work / f"{isa}.o"
        subprocess.run(["gcc", "-O2", *get_target(isa).cflags, "-c", str(kdir / f"{kernel.sym}.c"), "-o", str(obj)],
                       check=True)
        objs.append(str(obj))
        defs.append(f'-DKERNEL_{isa.upper()}="{kdir / kernel.sym}.h"')
    exe = work / f"{config}.exe"
    cmd = ["gcc", "-O2", *get_target("avx512").cflags, f"-DNAME={cfg.name}", *defs, "-I", str(HARNESS_DIR),
           *(["-DWITH_ISAL"] if isal else []), str(DRIVER), *objs, *(["-lisal"] if isal else []), "-o", str(exe)]
    subprocess.run(cmd, check=True)
    return exe


def run(exe: Path, args: list[str], rounds: int) -> dict[str, float]:
    """Medians over `rounds` processes of each section's ticks per call."""
    outs = []
    for _ in range(rounds):
        proc = subprocess.run([str(exe), *args], capture_output=True, text=True, check=False)
        if proc.returncode:
            raise SystemExit(f"{exe.name} {' '.join(args)}: {proc.stderr.strip()}")
        outs.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    return {k: statistics.median(o[k] for o in outs) for k in outs[0] if k not in ("unit", "reps")}


def axpy_table(exe: Path, per_byte: int, rounds: int) -> list[str]:
    lines = ["| bytes | elements | " + " | ".join(f"axpy {i}" for i in ISAS) + " | "
             + " | ".join(f"axpy2 {i}" for i in ISAS) + " |", "|---" * 8 + "|"]
    for n in AXPY_LENS:
        t = run(exe, ["axpy", str(n), "301"], rounds)
        madds = [n * per_byte / t[f"{i}_axpy"] for i in ISAS] + [2 * n * per_byte / t[f"{i}_axpy2"] for i in ISAS]
        lines.append(f"| {n} | {n * per_byte} | " + " | ".join(f"{x:.1f}" for x in madds) + " |")
    return lines


def ec_table(exe: Path, rounds: int, isal: bool) -> list[str]:
    cols = list(ISAS) + (["ISA-L (dispatch)", "ISA-L avx2"] if isal else [])
    head = "| code | buffer | " + " | ".join(cols) + (" | avx2 / ISA-L avx2 | avx512 / ISA-L avx2 | avx512 / ISA-L dispatch |"
                                                       if isal else " |")
    lines = [head, "|---" * (2 + len(cols) + (3 if isal else 0)) + "|"]
    for k, p in EC_CODES:
        for n in EC_LENS:
            reps = 101 if n < (1 << 20) else 21
            t = run(exe, ["ec", str(k), str(p), str(n), str(reps)], rounds)
            keys = ["c64", "avx2", "avx512"] + (["isal", "isal_avx2"] if isal else [])
            rate = [k * p * n / t[key] for key in keys]
            row = f"| {k}+{p} | {n // 1024} KiB | " + " | ".join(f"{x:.1f}" for x in rate)
            if isal:
                row += f" | {t['isal_avx2'] / t['avx2']:.2f}x | {t['isal_avx2'] / t['avx512']:.2f}x | {t['isal'] / t['avx512']:.2f}x"
            lines.append(row + " |")
    return lines


def gemm_variants(cfg, isas: list[str]) -> list[tuple[str, str, str | None]]:
    """(variant name, ISA, forced gemm_method or None for the planner's choice)."""
    out = []
    for isa in isas:
        out.append((isa, isa, None))
        labels = [m.label for m in gemm_methods(cfg.spec, get_target(isa))]
        if len(labels) > 1:
            out += [(f"{isa}_{lab.replace('-', '_')}", isa, lab) for lab in labels]
    return out


def build_gemm(config: str, work: Path, isas: list[str]) -> tuple[Path, list[str], dict]:
    """The gemm driver with every variant of one config; (exe, the columns, the planner's plans per ISA).
    A kernel with prepared tables (GF(256): N_gemm_NAME_prepare / _prepared) adds a column "<variant>_prepared":
    a wrapper that builds the tables on its first call with a given A (the driver's check) and then times
    _prepared alone, as a scheme would with tables built once per key (the avx2 tables of the variants,
    96-400 KB per shape, stay in L2 between rounds; c64's prepared form is not timed, its 64-byte tables
    per entry would push them out)."""
    cfg = load_config(ROOT / "configs" / f"{config}.toml", ROOT)
    variants = gemm_variants(cfg, isas)
    objs, includes, chosen, columns, wrappers = [], [], {}, [], []
    fns: dict[str, list[str]] = {g.name: [] for g in cfg.spec.gemms}
    for name, isa, forced in variants:
        kernel = gen.generate(cfg.spec, isa, name=cfg.name, prefix=f"{name}_", profile=False,
                              **({"gemm_method": forced} if forced else {}))
        if forced is None:
            chosen[isa] = (kernel.design.gemms, kernel.design.prepared)
        kdir = work / name
        kdir.mkdir(parents=True, exist_ok=True)
        for fname, text in kernel.files.items():
            (kdir / fname).write_text(text)
        obj = work / f"{name}.o"
        subprocess.run(["gcc", "-O2", *get_target(isa).cflags, "-c", str(kdir / f"{kernel.sym}.c"), "-o", str(obj)],
                       check=True)
        objs.append(str(obj))
        includes.append(f'#include "{kdir / kernel.sym}.h"')
        if forced is None or forced in {p.method.label for p in kernel.design.gemms}:  # else a _prepared-only method
            columns.append(name)
            for g in cfg.spec.gemms:
                fns[g.name].append(f"{kernel.sym}_gemm_{g.name}")
        if (kernel.design.prepared and isa != "c64"  # c64's 64-byte SWAR tables would crowd the avx2 ones out of L2
                and (forced is None or forced in {p.method.label for p in kernel.design.prepared})):
            columns.append(f"{name}_prepared")
            for p in kernel.design.prepared:
                f = f"{kernel.sym}_gemm_{p.shape.name}"
                wrappers.append(f"static void {f}_bench_prepared(uint8_t *c, const uint8_t *a, const uint8_t *b)\n{{\n"
                                f"    static uint8_t t[{p.table_bytes}] __attribute__((aligned({TABLE_ALIGN})));\n"
                                "    static const uint8_t *built;\n"
                                f"    if (built != a) {{\n        {f}_prepare(t, a);\n        built = a;\n    }}\n"
                                f"    {f}_prepared(c, t, b);\n}}\n")
                fns[p.shape.name].append(f"{f}_bench_prepared")
    spec = cfg.spec
    rows = []
    for g in spec.gemms:
        rows.append(f'    {{"{g.name}", {a_bytes(spec, g)}, {g.k * row_bytes(spec, g.n)}, {g.m * row_bytes(spec, g.n)}, '
                    f'{{{", ".join(fns[g.name])}}}}},')
    table = work / "gemm_table.h"
    table.write_text("\n".join(includes) + "\n" + "\n".join(wrappers)
                     + f"static const char *const variants[] = {{{', '.join(chr(34) + c + chr(34) for c in columns)}}};\n"
                     + "static const shape_t shapes[] = {\n" + "\n".join(rows) + "\n};\n")
    exe = work / f"{config}_gemm.exe"
    flags = sorted({f for _, isa, _ in variants for f in get_target(isa).cflags})
    subprocess.run(["gcc", "-O2", *flags, f'-DGEMM_TABLE="{table}"', "-I", str(HARNESS_DIR), str(GEMM_DRIVER), *objs,
                    "-o", str(exe)], check=True)
    return exe, columns, chosen


def gemm_table(config: str, work: Path, isas: list[str], rounds: int) -> list[str]:
    """Multiply-adds per tick per shape and variant, with the planner's choice per ISA. One driver per ISA
    (its variants interleaved in one process; the driver holds at most HC_MAX_SECTIONS variants, which
    all ISAs of an AVX-512 host together exceed), so ratios across ISAs come from different processes."""
    drivers, names, chosen = [], [], {}
    for isa in isas:
        exe, cols, ch = build_gemm(config, work / isa, [isa])
        drivers.append(exe)
        names += cols
        chosen.update(ch)
    cfg = load_config(ROOT / "configs" / f"{config}.toml", ROOT)
    lines = ["| shape | m x k x n | " + " | ".join(names) + " | planner's choice (per ISA) |",
             "|---" * (3 + len(names)) + "|"]
    for idx, g in enumerate(cfg.spec.gemms):
        t: dict[str, float] = {}
        for exe in drivers:
            t.update(run(exe, [str(idx), "101"], rounds))
        rates = [g.madds / t[n] for n in names]
        picks = []
        for isa, (plans, prepared) in chosen.items():
            p = plans[idx]
            pick = f"{isa}: {p.method.label} {p.method.bits}-bit, {p.rows}x{p.cols}"
            if prepared:
                q = prepared[idx]
                pick += f" (prepared: {q.method.label} {q.method.bits}-bit, {q.rows}x{q.cols})"
            picks.append(pick)
        shape = f"{g.m} x {g.k} x {g.n}" + (" (A^T)" if g.a_transposed else "") + (" upper" if g.upper else "")
        lines.append(f"| {g.name} | {shape} | " + " | ".join(f"{r:.1f}" for r in rates) + f" | {'; '.join(picks)} |")
    return lines


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3, help="processes per figure (median)")
    ap.add_argument("--markdown", type=Path, help="also write the tables to this file")
    ap.add_argument("--gemm-only", action="store_true", help="only the gemm shapes")
    args = ap.parse_args()
    isas = [i for i in ISAS if host_supports(get_target(i))]
    out = [f"- CPU: {cpu_model()} ({os.cpu_count()} logical CPUs, shared with other jobs); load average at start: "
           f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}",
           f"- {compiler_version('gcc')}, -O2 and each ISA's flags; ISA-L: Debian libisal-dev 2.30 "
           "(ec_init_tables once, outside the timing; our ec_encode builds its coefficients in every call)",
           f"- unit: multiply-adds per TSC tick (GF(16): two per byte); medians of {args.rounds} processes, each the "
           "median of its interleaved rounds", ""]
    if len(isas) < len(ISAS):
        out += [f"- not timed here (this host cannot run them): {', '.join(i for i in ISAS if i not in isas)}", ""]
    with tempfile.TemporaryDirectory(prefix="gen-linalg-bench-") as tmp:
        work = Path(tmp)
        for config in GEMM_CONFIGS:
            out += [f"### {config}: gemm, multiply-adds per tick (C ^= A*B, all in L1)", ""]
            out += gemm_table(config, work / config, isas, args.rounds) + [""]
            print("\n".join(out), flush=True)
        for config, per_byte, isal in (("gf256_11d_linalg", 1, True), ("gf16_linalg", 2, False)):
            if args.gemm_only or "avx512" not in isas:
                break  # the axpy and ec_encode driver times all three ISAs in one process
            exe = build(config, work / config, isal)
            out += [f"### {config}: axpy / axpy2 (y, x in L1)", ""] + axpy_table(exe, per_byte, args.rounds) + [""]
            out += [f"### {config}: ec_encode", ""] + ec_table(exe, args.rounds, isal) + [""]
            print("\n".join(out), flush=True)
    if args.markdown:
        title = "Linalg gemm kernels" if args.gemm_only or "avx512" not in isas else "Linalg kernels against ISA-L"
        args.markdown.write_text(f"# {title} (bench/linalg.py)\n\n" + "\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
