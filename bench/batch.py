"""Batch kernels against scalar and third-party code: ticks per element vs n, one process per field x ISA.

    python3 bench/batch.py [--fields gf2_8_hqc,gf2_12,...] [--isa c64,pclmul,...] [--reps R] [--out DIR]

For every field config with `batch = true` and every ISA this host runs, the kernel is generated
exactly as emitted/ has it (shipped tables + configs/wisdom.toml) and one C driver
(bench/batch_c/batch_bench.c) times, interleaved and on the same inputs: every family of N_mul_n,
N_mul_const and N_muladd_const and their dispatchers, N_mul in a loop, Classic McEliece's gf_mul
shape in a loop (gen.families.tower.check.mceliece_gf_mul_lines), GF-Complete (`libgf-complete-dev`: its
default w = 4/8/16 implementation, GF_MULT_TABLE for other w; region multiply for w = 8) and, for
GF(2^8) mod x^8+x^4+x^3+x^2+1, ISA-L (`libisal-dev`: gf_vect_mul, gf_vect_mad; n a multiple of 32,
>= 32 resp. >= 64). Every implementation is checked against N_mul before timing. Writes
bench/results/batch.md, batch.json and batch.png (ticks per element vs n), and adds gen's entry points
at n = 64, 1024, 65536 to the timing history (bench/history.py).
"""
from __future__ import annotations

import argparse
import json
import platform
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.history import Figure, record  # noqa: E402
from gen.check.driver import HARNESS_DIR  # noqa: E402
from gen.project import config_kernel  # noqa: E402
from gen.families.batch.check import driver_defines  # noqa: E402
from gen.families.batch.design import printable_on  # noqa: E402
from gen.families.tower.check import mceliece_gf_mul_lines  # noqa: E402
from gen.isa import ISA_NAMES, get_target, host_cpu_flags, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402
from gen.tune.host import compiler_version, cpu_model  # noqa: E402

PROJECT = Project(ROOT)
BATCH_ISAS = [i for i in ISA_NAMES if printable_on(get_target(i))]

NS = (16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 65536)
DRIVER = Path(__file__).resolve().parent / "batch_c" / "batch_bench.c"
STEADY = Path(__file__).resolve().parent / "batch_c" / "steady.c"
STEADY_NS = (1024, 4096, 16384)  # the steady loop's n (elements of one array: L1/L2-resident)
STEADY_REPS = 2001
OURS = ("mul_n_", "mul_const_", "muladd_const_")  # gen's entry points among the timed implementations
HISTORY_NS = (64, 1024, 65536)  # the n whose ticks per element go into the timing history
NOT_CT = {"gfcomplete_mul_loop": "table lookups indexed by the operands",
          "gfcomplete_region_mul": "split-table lookups indexed by data (SSSE3 pshufb for w = 8)",
          "isal_gf_vect_mul": "pshufb nibble tables (register lookups; constant time)",
          "mceliece_loop": "constant time (integer products by masked bits)"}


def have(header: str) -> bool:
    return Path("/usr/include", header).is_file()


def isal_note() -> str:
    lib = next(Path("/usr/lib/x86_64-linux-gnu").glob("libisal.so.*"), None)
    if lib is None or not shutil.which("objdump"):
        return "ISA-L: not found"
    text = subprocess.run(["objdump", "-d", str(lib)], capture_output=True, text=True).stdout
    gfni, vpshufb = text.count("gf2p8"), text.count("vpshufb")
    ver = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libisal-dev"], capture_output=True, text=True).stdout
    return (f"ISA-L {ver} ({lib.name}): {gfni} GFNI instructions in the library, {vpshufb} vpshufb; its run-time "
            f"dispatch picks the AVX2 gf_vect_mul/gf_vect_mad (vpshufb nibble tables) on a host with AVX2"
            + (" and no AVX-512" if "avx512f" not in open("/proc/cpuinfo").read() else ""))


def run_one(cfg, isa: str, reps: int, work: Path) -> dict:
    kernel = config_kernel(cfg, isa, PROJECT.wisdom, harness_planned=False)
    d = work / f"{cfg.name}-{isa}"
    d.mkdir()
    for name, text in kernel.files.items():
        (d / name).write_text(text)
    (d / "mce.h").write_text("\n".join(mceliece_gf_mul_lines(cfg.spec.modulus, "mce_gf_mul")) + "\n")
    m = cfg.spec.m
    extra, libs = [], []
    if have("gf_complete.h"):
        extra += ["-DHAVE_GFC", f"-DGFC_POLY=0x{cfg.spec.modulus:x}"] + (["-DHAVE_GFC_REGION"] if m == 8 else [])
        libs.append("-lgf_complete")
    if have("isa-l.h") and cfg.spec.modulus == 0x11D:
        extra.append("-DHAVE_ISAL")
        libs.append("-lisal")
    exe = d / "bench"
    cmd = ["gcc", "-O2", "-Wall", "-Wextra", "-Werror", *kernel.target.cflags, f"-DGEN_NAME={kernel.sym}",
           f"-DGEN_MACRO={kernel.sym.upper()}", *driver_defines(kernel.part("batch").design),
           f'-DGEN_HEADER="{d / (kernel.sym + ".h")}"', f'-DGEN_MCE="{d / "mce.h"}"', *extra, "-I", str(HARNESS_DIR),
           "-I", str(ROOT / "bench" / "anchors"),
           str(DRIVER), str(d / f"{kernel.sym}.c"), "-o", str(exe), *libs]
    subprocess.run(cmd, check=True)
    proc = subprocess.run([str(exe), ",".join(map(str, NS)), str(reps)], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"{cfg.name}/{isa}: {proc.stderr.strip()}")
    out = json.loads(proc.stdout)
    if m == 8 and f"{kernel.sym}_mul_n_aes(" in kernel.files[f"{kernel.sym}.h"]:
        out["steady"] = run_steady(kernel, d)
    out["thresholds"] = kernel.part("batch").design.crossovers.from_n
    out["threshold_source"] = kernel.part("batch").design.crossovers.source
    return out


def run_steady(kernel, d: Path) -> dict:
    """A GF(2^8) kernel's N_mul_n_gfni and N_mul_n_aes in a steady loop (bench/batch_c/steady.c)."""
    exe = d / "steady"
    subprocess.run(["gcc", "-O2", "-Wall", "-Wextra", "-Werror", *kernel.target.cflags, f"-DGEN_NAME={kernel.sym}",
                    f'-DGEN_HEADER="{d / (kernel.sym + ".h")}"', "-I", str(HARNESS_DIR),
                    "-I", str(ROOT / "bench" / "anchors"), str(STEADY), str(d / f"{kernel.sym}.c"), "-o", str(exe)], check=True)
    proc = subprocess.run([str(exe), ",".join(map(str, STEADY_NS)), str(STEADY_REPS)], capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit(f"{kernel.sym}: steady loop: {proc.stderr.strip()}")
    return json.loads(proc.stdout)


def history_figures(key: str, result: dict) -> list[Figure]:
    """gen's entry points of one field x ISA at HISTORY_NS, for the timing history."""
    kernel, isa = key.split("/")
    return [Figure("batch", kernel, isa, f"{name} n={n}", v, "TSC ticks per element")
            for name, values in result["per_element"].items() if name.startswith(OURS)
            for n, v in zip(result["n"], values) if n in HISTORY_NS and v is not None]


def fmt(v) -> str:
    return "–" if v is None else f"{v:.3f}" if v < 10 else f"{v:.1f}"


def markdown(results: dict, machine: list[str]) -> str:
    lines = ["# Batch kernels: TSC ticks per element (medians, same process, interleaved)", ""]
    lines += [f"- {m}" for m in machine] + [""]
    for key, r in results.items():
        lines += [f"## {key}", "", f"Dispatch thresholds ({r['threshold_source']}): "
                  + "; ".join(f"{fn}: " + ", ".join(f"{fam} from {'never' if n is None else n}" for fam, n in d.items())
                              for fn, d in r["thresholds"].items()), ""]
        lines.append("| implementation | " + " | ".join(str(n) for n in r["n"]) + " |")
        lines.append("|---|" + "---|" * len(r["n"]))
        for name, vals in r["per_element"].items():
            lines.append(f"| {name} | " + " | ".join(fmt(v) for v in vals) + " |")
        lines.append("")
        if "steady" in r:
            st = r["steady"]
            lines += [f"In a steady loop (bench/batch_c/steady.c: medians of {STEADY_REPS} samples of 2^18 elements in "
                      "back-to-back calls on the same 64-byte aligned arrays; mul_n_aes on AES-basis images):", "",
                      "| implementation | " + " | ".join(str(n) for n in st["n"]) + " |",
                      "|---|" + "---|" * len(st["n"])]
            lines += [f"| {name} | " + " | ".join(f"{v:.4f}" for v in st[name]) + " |"
                      for name in ("mul_n_gfni", "mul_n_aes")]
            lines.append("")
    lines += ["Not constant time: GF-Complete's default/table multiplications (table lookups indexed by the "
              "operands). ISA-L's gf_vect_mul/gf_vect_mad index registers (pshufb), as our `tables` family.", ""]
    return "\n".join(lines)


def plot(results: dict, path: Path) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not installed: no plot")
        return
    fields = sorted({k.split("/")[0] for k in results})
    fig, axes = plt.subplots(2, len(fields), figsize=(4.2 * len(fields), 8), squeeze=False)
    for col, fld in enumerate(fields):
        for row, kind in enumerate(("mul_n", "const")):
            ax = axes[row][col]
            for key, r in results.items():
                if not key.startswith(fld + "/"):
                    continue
                isa = key.split("/")[1]
                for name, vals in r["per_element"].items():
                    is_kind = name.startswith("mul_n_") or name in ("mul_loop", "mceliece_loop", "gfcomplete_mul_loop") \
                        if kind == "mul_n" else ("mul_const" in name or name in ("gfcomplete_region_mul", "isal_gf_vect_mul"))
                    if not is_kind or (name in ("mceliece_loop", "gfcomplete_mul_loop", "isal_gf_vect_mul",
                                                "gfcomplete_region_mul", "mul_loop") and isa != "c64"):
                        continue
                    if "muladd" in name or name.endswith("_scalar"):
                        continue
                    pts = [(n, v) for n, v in zip(r["n"], vals) if v is not None]
                    style = "--" if "dispatch" in name else "-"
                    label = name if name.startswith(("mce", "gfc", "isal", "mul_loop")) else f"{isa} {name}"
                    ax.plot(*zip(*pts), style, marker=".", label=label)
            ax.set_xscale("log", base=2)
            ax.set_yscale("log")
            ax.set_title(f"{fld}: {'mul_n' if kind == 'mul_n' else 'mul_const'}")
            ax.set_xlabel("n")
            ax.set_ylabel("ticks per element")
            ax.legend(fontsize=5)
            ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--fields", default="")
    ap.add_argument("--isa", default=",".join(BATCH_ISAS))
    ap.add_argument("--reps", type=int, default=101)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results")
    args = ap.parse_args()
    cfgs = [c for c in PROJECT.configs_of("field") if c.options.get("batch")
            and (not args.fields or c.name in args.fields.split(","))]
    isas = [i for i in args.isa.split(",") if i]
    skipped = [i for i in isas if not host_supports(get_target(i))]
    for isa in skipped:  # the gfni family is timed wherever the host runs avx2-gfni or avx512
        missing = sorted(set(get_target(isa).cpu_flags) - host_cpu_flags())
        print(f"{isa}: skipped, this host lacks {', '.join(missing)} (its families, gfni included, are not timed)")
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="gen-batch-bench-") as tmp:
        for cfg in cfgs:
            for isa in isas:
                if isa in skipped or isa not in cfg.isas:
                    continue
                print(f"{cfg.name}/{isa} ...", flush=True)
                results[f"{cfg.name}/{isa}"] = run_one(cfg, isa, args.reps, Path(tmp))
    load = open("/proc/loadavg").read().split()[:3]
    machine = [f"CPU: {cpu_model()} ({platform.machine()}); load average at start of the last run: {' '.join(load)}",
               f"compiler: {compiler_version('gcc')}, -O2 + each ISA's flags",
               isal_note(),
               "GF-Complete: " + subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libgf-complete-dev"],
                                                capture_output=True, text=True).stdout,
               f"ISAs this host cannot run (not measured): {', '.join(skipped) or 'none'}"]
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "batch.json").write_text(json.dumps({"machine": machine, "results": results}, indent=1) + "\n")
    (args.out / "batch.md").write_text(markdown(results, machine))
    plot(results, args.out / "batch.png")
    record("batch", [f for key, r in results.items() for f in history_figures(key, r)])
    print((args.out / "batch.md").read_text())
    return 0


if __name__ == "__main__":
    sys.exit(main())
