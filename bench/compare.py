"""Compare our kernels with fair third-party anchors, timed interleaved in the same process.

    python3 bench/compare.py            # full run: n = 1..16, 32, 64, 128, 277; every config; a few minutes
    python3 bench/compare.py --quick    # CI smoke: n in 1,2,4,8,9,16; gf2_12, gf2_163, gf2_571

1. n x n-word carryless products: our product kernels (gen.families.ring.bases, per ISA) against
   gf2x_mul(r, a, n, b, n) from gf2x 1.3.0 built from Debian's source package and tuned on this
   host (bench/anchors), linked statically into the same driver. Debian's binary libgf2x (no
   PCLMUL) is a footnote column measured in its own process and never used for ratios.
2. GF(2^m) multiply for every config: our emitted mul, clmul and reduce against NTL's GF2E mul
   (NTL built NATIVE=on on the tuned gf2x), in one C++ driver per ISA.

Figures are TSC ticks per call (throughput over batches of 64 independent calls), medians over
the rounds of one process, then medians over the passes. Ratios are anchor / ours, each from the
same process (ours faster = ratio > 1). Writes bench/results/latest.md, latest.json,
products.png and fields.png, and adds our figures to the timing history (bench/history.py). This is
a benchmark, not a test: slow results never fail it; a wrong result (ours differs from gf2x or NTL)
does, with exit status 1.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.anchors import anchors as anchor_api  # noqa: E402
from bench.fresh import copies_note, fresh_copy, spread  # noqa: E402
from bench.history import Figure, record  # noqa: E402
import gen  # noqa: E402
from gen.families.ring.bases import MAX_PRODUCT_WORDS, generate_product  # noqa: E402
from gen.families.ring.tune import measure_product_kinds  # noqa: E402
from gen.isa import get_target, host_supports  # noqa: E402
from gen.project import Project  # noqa: E402

PROJECT = Project(ROOT)
EMITTED_DIR = PROJECT.emitted_dir


def field_configs() -> list:
    return PROJECT.configs_of("field")


RING_FAMILY = "ring"  # the product kernels timed here are the ring family's base kernels

HERE = Path(__file__).resolve().parent
DRIVERS = HERE / "compare_c"
TIMING_H_DIR = HERE / "anchors"  # anchor_timing.h
RESULTS = HERE / "results"

ISAS = ("pclmul", "avx2", "avx2-vpclmul", "avx512")
FULL_NS = list(range(1, 17)) + [32, 64, 128, 277]
QUICK_NS = [1, 2, 4, 8, 9, 16]
QUICK_FIELDS = ["gf2_12", "gf2_163", "gf2_571"]
CC, CXX = "gcc", "g++"
OPT = ["-O2"]  # our emitted .c files, as the harness compiles them (plus the ISA's flags)
# the drivers: timing loops start on a 64-byte boundary. Without it, where the loop around
# gf2x_mul or NTL's mul happens to fall moved the anchors by up to 40% from one driver to the
# next (gf2x n=9: 82 vs 60 ticks; NTL GF(2^12): 78 vs 66), depending on our code before it.
DRIVER_OPT = ["-O2", "-falign-loops=64"]
DRIFT = 0.15  # flag an in-process anchor figure this far from the anchor's own process


class CompareError(RuntimeError):
    """A driver failed to build or run, or a result disagreed with an anchor."""


# ---------------------------------------------------------------------------------------------
# machine description

from gen.tune.host import cpu_identity, cpu_model  # noqa: E402  (one definition of the host's CPU identity and model)


def first_line(argv: list[str]) -> str:
    try:
        out = subprocess.run(argv, capture_output=True, text=True).stdout
    except FileNotFoundError:
        return f"{argv[0]}: not found"
    return out.splitlines()[0] if out else argv[0]


def loadavg() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def machine_lines(info: dict, isas: list[str], skipped: list[str], args) -> list[str]:
    flags = "; ".join(f"{i}: {' '.join(get_target(i).cflags)}" for i in isas)
    lines = [
        f"- CPU: {cpu_model()} ({cpu_identity()}, {os.cpu_count()} logical CPUs); load average at start: {loadavg()}",
        f"- compilers: {first_line([CC, '--version'])}; {first_line([CXX, '--version'])}",
        f"- our kernels: {' '.join(OPT)} plus the ISA's flags ({flags}); drivers (and the product "
        f"kernels, included as headers): {' '.join(DRIVER_OPT)} and the same flags"
        + (f"; ISAs not run on this host: {', '.join(skipped)}" if skipped else ""),
        f"- gf2x {info.get('gf2x_version')} ({info.get('gf2x_debian_source')}, Debian source package), "
        f"preset `{info.get('gf2x_preset')}`, CFLAGS `{info.get('gf2x_cflags')}`, tuned up to "
        f"{info.get('gf2x_toom_tuning_limit')} words; tuning log: `{info.get('gf2x_tuning_log')}`; "
        f"linked statically from `{info.get('gf2x_prefix')}/lib/libgf2x.a`",
        f"- NTL {info.get('ntl_version')} ({info.get('ntl_debian_source')}), `{info.get('ntl_configure')}`, "
        f"CXXFLAGS `{info.get('ntl_cxxflags')}`, PCLMUL detected: {info.get('ntl_have_pclmul')}",
        f"- footnote: Debian's binary libgf2x {info.get('debian_binary_libgf2x') or '(not installed)'} "
        "(built without PCLMUL code), own process, never used for ratios",
        f"- method: TSC ticks per call (`lfence; rdtsc; lfence`), batches of 64 independent calls, "
        f"median empty-region time subtracted; {args.reps} rounds per process after "
        f"{args.warm:g} s of warm-up, order rotated every round; median of {args.passes} pass(es) "
        f"(one process per ISA and pass); {copies_note(args.passes)}",
    ]
    return lines


# ---------------------------------------------------------------------------------------------
# building

def _gen_product(job: tuple[int, str, str | None]) -> tuple[int, str, str, str]:
    """Our n x n product: the ring kernel's unreduced clmul (recursive Karatsuba over unrolled base
    kernels) when n is too large to unroll or the ring plan splits at least once, else the one-call
    product kernel of `kind` (None: the one the cost model prices lowest). (Fully unrolling n = 32
    as an IR program was 0.77x gf2x on Zen 3, the recursion 1.x.)"""
    n, isa, kind = job
    if n >= 2:
        k = gen.generate(f"x^{64 * n}-1", isa, family_name="ring", name=f"ours{n}", header_only=True, profile=False)
        if n > MAX_PRODUCT_WORDS or k.design.recursion.depth() > 0:
            return n, isa, k.files[f"ours{n}.h"], k.design.recursion.describe()
    p = generate_product(n, isa, name=f"ours{n}", kind=kind)
    return n, isa, p.source, p.label


def product_kinds_measured(isas: list[str], ns: list[int]) -> dict[str, dict[int, dict[str, float]]]:
    """Per ISA, the ticks of every one-call product kind at the sizes we unroll, measured on this host
    (gen.families.ring.tune.measure_product_kinds; one ISA after another, so the timings do not
    share the cores). The build then takes the fastest, as gf2x is tuned on this host too."""
    sizes = [n for n in ns if 1 <= n <= MAX_PRODUCT_WORDS]
    return {isa: measure_product_kinds(get_target(isa), sizes) for isa in isas} if sizes else {}


def product_kind_lines(measured: dict[str, dict[int, dict[str, float]]]) -> list[str]:
    """The table of measured product kinds (ticks per product; the one taken in bold)."""
    if not measured:
        return ["One-call product kernels: the kind the cost model prices lowest (quick run: not measured)."]
    out = ["One-call product kernels (n ≤ 32; used unless the ring plan splits): every kind generate_product "
           "offers, timed interleaved on this host (`measure_product_kinds`, ticks per product); the build "
           "takes the fastest (bold).", "", "| isa | n | " + " | ".join(KIND_COLUMNS) + " |",
           "|---|---:|" + "---:|" * len(KIND_COLUMNS)]
    for isa, by_n in measured.items():
        for n, ticks in by_n.items():
            best = fastest_kind(ticks)
            cells = [("**%s**" if k == best else "%s") % fmt(ticks[k]) if k in ticks else "–" for k in KIND_COLUMNS]
            out.append(f"| {isa} | {n} | " + " | ".join(cells) + " |")
    return out


KIND_COLUMNS = ["ir", "zmm", "zmm-karatsuba", "ymm-karatsuba"]


def fastest_kind(ticks: dict[str, float]) -> str:
    """The kind measured fastest (ticks per product by kind)."""
    return min(ticks, key=ticks.get)


def run_cmd(argv: list[str], what: str, timeout: float = 900) -> str:
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr + proc.stdout).splitlines()[-30:])
        raise CompareError(f"{what} failed (exit {proc.returncode}): {shlex.join(argv)}\n{tail}")
    return proc.stdout


def build_products(isas: list[str], ns: list[int], work: Path, cache: Path, jobs: int,
                   kinds: dict[str, dict[int, dict[str, float]]]) -> tuple[dict, dict]:
    """Generate the product kernels (the fastest of `kinds` measured, where measured) and compile one
    driver per ISA; returns (binaries, plan labels)."""
    def kind(isa: str, n: int) -> str | None:
        ticks = kinds.get(isa, {}).get(n)
        return fastest_kind(ticks) if ticks else None
    todo = sorted(((n, isa, kind(isa, n)) for isa in isas for n in ns), key=lambda j: -j[0])  # big ones first
    labels: dict[str, dict[int, str]] = {isa: {} for isa in isas}
    sources: dict[str, dict[int, str]] = {isa: {} for isa in isas}
    with cf.ProcessPoolExecutor(max_workers=jobs) as ex:
        for n, isa, src, label in ex.map(_gen_product, todo):
            sources[isa][n] = src
            labels[isa][n] = label
    gf2x = cache / "gf2x"
    cmds = {}
    for isa in isas:
        d = work / f"products-{isa}"
        d.mkdir(parents=True)
        for n, src in sources[isa].items():
            (d / f"ours{n}.h").write_text(src)
        (d / "products_kernels.h").write_text(
            "/* generated by bench/compare.py */\n"
            + "".join(f'#include "ours{n}.h"\n' for n in ns)
            + "#define COMPARE_SIZES(X) " + " ".join(f"X({n})" for n in ns) + "\n")
        out = d / "products"
        cmds[isa] = ([CC, *DRIVER_OPT, "-Wall", "-Wextra", *get_target(isa).cflags, f"-DCOMPARE_ISA=\"{isa}\"",
                      "-I", str(d), "-I", str(TIMING_H_DIR), "-I", str(gf2x / "include"),
                      str(DRIVERS / "products.c"), str(gf2x / "lib" / "libgf2x.a"), "-o", str(out)], out)
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {isa: ex.submit(run_cmd, cmd, f"compiling the {isa} products driver") for isa, (cmd, _) in cmds.items()}
        for f in futs.values():
            f.result()
    return {isa: out for isa, (_, out) in cmds.items()}, labels


def build_fields(isas: list[str], cfgs: list, work: Path, cache: Path, jobs: int) -> dict[str, Path]:
    """Compile every emitted .c per ISA (gcc -c) and one C++ driver per ISA with NTL."""
    objs: list[tuple[list[str], str]] = []
    links: dict[str, tuple[list[str], Path]] = {}
    for isa in isas:
        d = work / f"fields-{isa}"
        d.mkdir(parents=True)
        flags = list(get_target(isa).cflags)
        includes, pushes, ofiles = [], [], []
        for cfg in cfgs:
            if isa not in cfg.isas:
                continue
            kdir = EMITTED_DIR / cfg.name / isa
            h, c = kdir / f"{cfg.name}.h", kdir / f"{cfg.name}.c"
            if not (h.is_file() and c.is_file()):
                raise CompareError(f"missing emitted kernel {kdir}/{cfg.name}.{{h,c}}: run gen --all")
            o = d / f"{cfg.name}.o"
            objs.append(([CC, *OPT, *flags, "-c", str(c), "-o", str(o)], f"compiling {c.relative_to(ROOT)}"))
            ofiles.append(str(o))
            includes.append(f'#include "{h}"')
            N, M = cfg.name, cfg.name.upper()
            exps = ",".join(str(e) for e in cfg.spec.exponents)
            if cfg.spec.m <= 64:
                t = f"ElemField<{N}_t, {N}_mul, {N}_clmul, {N}_reduce, {M}_CLMUL_WORDS>"
            else:
                t = f"ArrayField<{M}_WORDS, {M}_CLMUL_WORDS, {N}_mul, {N}_clmul, {N}_reduce>"
            pushes.append(f'    v.push_back(new {t}("{N}", {cfg.spec.m}, "{exps}"));')
        (d / "fields_kernels.h").write_text(
            "/* generated by bench/compare.py */\nextern \"C\" {\n" + "\n".join(includes) + "\n}\n"
            "static void compare_fields(std::vector<Field *> &v)\n{\n" + "\n".join(pushes) + "\n}\n")
        out = d / "fields"
        links[isa] = ([CXX, *DRIVER_OPT, "-std=c++17", "-Wall", "-Wno-deprecated-copy", *flags,
                       f"-DCOMPARE_ISA=\"{isa}\"", "-I", str(d), "-I", str(TIMING_H_DIR),
                       "-I", str(cache / "ntl" / "include"), "-I", str(cache / "gf2x" / "include"),
                       str(DRIVERS / "fields.cpp"), *ofiles, str(cache / "ntl" / "lib" / "libntl.a"),
                       str(cache / "gf2x" / "lib" / "libgf2x.a"), "-lgmp", "-o", str(out)], out)
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        for f in [ex.submit(run_cmd, cmd, what) for cmd, what in objs]:
            f.result()
        futs = [ex.submit(run_cmd, cmd, f"compiling/linking the {isa} fields driver")
                for isa, (cmd, _) in links.items()]
        for f in futs:
            f.result()
    return {isa: out for isa, (_, out) in links.items()}


def run_driver(binary: Path, reps: int, warm: float) -> list[dict]:
    proc = subprocess.run([str(binary), "--reps", str(reps), "--warm", str(warm)],
                          capture_output=True, text=True, timeout=1800)
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    bad = [r for r in rows if "error" in r]
    if bad:
        raise CompareError("WRONG RESULT, our kernel disagrees with the anchor: "
                           + "; ".join(json.dumps(r) for r in bad))
    if proc.returncode != 0:
        raise CompareError(f"{binary} failed (exit {proc.returncode}): {proc.stderr.strip()}")
    return rows


# ---------------------------------------------------------------------------------------------
# aggregation and tables

def med(xs) -> float:
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else float("nan")


def fmt(x: float, digits: int = 1) -> str:
    if x != x:  # nan
        return "–"
    return f"{x:.{digits}f}" if x < 1000 else f"{x:.0f}"


def ratio(x: float) -> str:
    return "–" if x != x else f"{x:.2f}"


def aggregate_products(runs: dict[str, list[list[dict]]], isas, ns) -> dict:
    """runs[isa] = one list of rows per pass -> medians and same-process ratios."""
    ours = {isa: {} for isa in isas}
    gf2x_isa = {isa: {} for isa in isas}
    rat = {isa: {} for isa in isas}
    spreads: dict[str, dict[int, str]] = {isa: {} for isa in isas}
    for isa in isas:
        for n in ns:
            o, g, r = [], [], []
            for rows in runs[isa]:
                to = next(x["ticks"] for x in rows if x["n"] == n and x["impl"] == "ours")
                tg = next(x["ticks"] for x in rows if x["n"] == n and x["impl"] == "gf2x")
                o.append(to)
                g.append(tg)
                r.append(tg / to if to > 0 else None)
            ours[isa][n], gf2x_isa[isa][n], rat[isa][n] = med(o), med(g), med(r)
            spreads[isa][n] = spread(r)
    gf2x = {n: med([x["ticks"] for isa in isas for rows in runs[isa] for x in rows
                    if x["n"] == n and x["impl"] == "gf2x"]) for n in ns}
    return {"ours": ours, "gf2x_by_isa": gf2x_isa, "gf2x": gf2x, "ratio": rat, "spread": spreads}


def aggregate_fields(runs: dict[str, list[list[dict]]], isas) -> dict:
    out: dict[str, dict[str, dict]] = {isa: {} for isa in isas}
    for isa in isas:
        names = list(dict.fromkeys(x["field"] for x in runs[isa][0]))
        for name in names:
            per = {op: [] for op in ("mul", "clmul", "reduce", "ntl_mul", "ratio")}
            m = None
            for rows in runs[isa]:
                t = {x["op"]: x["ticks"] for x in rows if x["field"] == name}
                m = next(x["m"] for x in rows if x["field"] == name)
                for op in ("mul", "clmul", "reduce", "ntl_mul"):
                    per[op].append(t[op])
                per["ratio"].append(t["ntl_mul"] / t["mul"] if t["mul"] > 0 else None)
            out[isa][name] = {"m": m, **{k: med(v) for k, v in per.items()}, "spread": spread(per["ratio"])}
    return out


def history_figures(products: dict, fields: dict, isas, ns, cfgs) -> list[Figure]:
    """Our figures for the timing history: n x n-word products (the ring family's base kernels) and
    every field's mul, clmul and reduce."""
    out = [Figure(RING_FAMILY, f"product {n}x{n} words", isa, "clmul", products["ours"][isa][n])
           for isa in isas for n in ns]
    return out + [Figure(cfg.family.name, cfg.name, isa, op, fields[isa][cfg.name][op])
                  for isa in isas for cfg in cfgs if cfg.name in fields[isa] for op in ("mul", "clmul", "reduce")]


def product_table(agg: dict, isas, ns, alone: dict[int, float], deb: dict[int, float]) -> list[str]:
    head = (["n", "bits"] + [f"ours {i}" for i in isas] + ["gf2x tuned", "gf2x alone ²"]
            + [f"gf2x/ours {i}" for i in isas] + [f"spread {i}" for i in isas] + ["gf2x Debian binary ¹"])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for n in ns:
        row = [str(n), str(64 * n)] + [fmt(agg["ours"][i][n]) for i in isas]
        row += [fmt(agg["gf2x"][n]), fmt(alone.get(n, float("nan")))]
        row += [f"**{ratio(agg['ratio'][i][n])}**" for i in isas] + [agg["spread"][i][n] for i in isas]
        row += [fmt(deb.get(n, float("nan")))]
        lines.append("| " + " | ".join(row) + " |")
    return lines


def drift_notes(what: str, in_process: dict, alone: dict) -> list[str]:
    """In-process anchor figures (key -> {isa: ticks}) far from the anchor's own process."""
    notes = []
    for key, per_isa in in_process.items():
        ref = alone.get(key)
        if not ref:
            continue
        for isa, t in per_isa.items():
            if t == t and abs(t / ref - 1) > DRIFT:
                notes.append(f"{what} {key} in the {isa} process: {t:.1f} ticks vs {ref:.1f} alone "
                             f"({100 * (t / ref - 1):+.0f}%)")
    return notes


def by_m(cfgs) -> list:
    return sorted(cfgs, key=lambda c: (c.spec.m, c.name))


def field_tables(agg: dict, isas, cfgs, alone: dict[str, float]) -> tuple[list[str], list[str]]:
    summary = ["| field | m | modulus | ours mul (best ISA) | NTL mul, same process | NTL alone ² | NTL/ours |",
               "|---|---|---|---|---|---|---|"]
    detail = ["| field | m | isa | ours mul | ours clmul | ours reduce | NTL mul | NTL/ours mul | spread | clmul share | reduce share |",
              "|---|---|---|---|---|---|---|---|---|---|---|"]
    for cfg in by_m(cfgs):
        have = [i for i in isas if cfg.name in agg[i]]
        if not have:
            continue
        best = min(have, key=lambda i: agg[i][cfg.name]["mul"])
        b = agg[best][cfg.name]
        summary.append(f"| {cfg.name} | {b['m']} | {modulus_str(cfg)} | {fmt(b['mul'])} ({best}) | "
                       f"{fmt(b['ntl_mul'])} | {fmt(alone.get(cfg.name, float('nan')))} | **{ratio(b['ratio'])}** |")
        for i in have:
            r = agg[i][cfg.name]
            detail.append(
                f"| {cfg.name} | {r['m']} | {i} | {fmt(r['mul'])} | {fmt(r['clmul'])} | {fmt(r['reduce'])} | "
                f"{fmt(r['ntl_mul'])} | **{ratio(r['ratio'])}** | {r['spread']} | {100 * r['clmul'] / r['mul']:.0f}% | "
                f"{100 * r['reduce'] / r['mul']:.0f}% |")
    return summary, detail


def ntl_alone(cfgs, reps: int) -> dict[str, float]:
    """NTL mul per config from bench/anchors' own NTL process (configs of equal m in separate calls)."""
    out: dict[str, float] = {}
    left = list(cfgs)
    while left:
        batch, seen = [], set()
        for c in left:
            if c.spec.m not in seen:
                seen.add(c.spec.m)
                batch.append(c)
        left = [c for c in left if c not in batch]
        res = anchor_api.ntl_ticks_many([list(c.spec.exponents) for c in batch], reps=reps)
        out.update({c.name: res[c.spec.m]["mul"] for c in batch})
    return out


def modulus_str(cfg) -> str:
    parts = []
    for e in cfg.spec.exponents:
        parts.append("1" if e == 0 else "x" if e == 1 else f"x^{e}")
    return "+".join(parts)


# ---------------------------------------------------------------------------------------------
# plots

def get_pyplot():
    try:
        import matplotlib
    except ImportError:
        print("matplotlib missing: python3 -m pip install matplotlib", file=sys.stderr, flush=True)
        proc = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "matplotlib"],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"warning: could not install matplotlib, no plots:\n{proc.stderr.strip()[-500:]}",
                  file=sys.stderr)
            return None
        import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def spaced(xs: list[int], factor: float) -> list[int]:
    """Tick positions of a log axis, dropping those closer than `factor` to the previous one."""
    shown: list[int] = []
    for x in sorted(xs):
        if not shown or x > factor * shown[-1]:
            shown.append(x)
    return shown


def matplotlib_ticker():
    import matplotlib.ticker
    return matplotlib.ticker


COLORS = {"pclmul": "tab:blue", "avx2": "tab:green", "avx2-vpclmul": "tab:orange", "avx512": "tab:purple"}


def plot_products(plt, agg, isas, ns, deb, cpu: str, path: Path) -> None:
    fig, (ax, axr) = plt.subplots(1, 2, figsize=(14, 5.6), gridspec_kw={"width_ratios": [3, 2.4]})
    for isa in isas:
        ax.plot(ns, [agg["ours"][isa][n] for n in ns], "o-", color=COLORS.get(isa), label=f"ours, {isa}")
        axr.plot(ns, [agg["ratio"][isa][n] for n in ns], "o-", color=COLORS.get(isa), label=f"gf2x / ours {isa}")
    ax.plot(ns, [agg["gf2x"][n] for n in ns], "s-", color="black", label="gf2x 1.3.0 tuned (PCLMUL), gf2x_mul")
    if deb:
        dn = [n for n in ns if n in deb]
        ax.plot(dn, [deb[n] for n in dn], "s--", color="grey", alpha=0.8,
                label="gf2x Debian binary (no PCLMUL; other process)")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xticks(spaced(ns, 1.1), [str(n) for n in spaced(ns, 1.1)], fontsize=8)
    ax.xaxis.set_minor_locator(matplotlib_ticker().NullLocator())
    ax.set_xlabel("n (64-bit words per operand)")
    ax.set_ylabel("TSC ticks per product (median, throughput)")
    ax.set_title("n×n-word carryless product: lower is better")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    axr.axhline(1.0, color="black", lw=0.8)
    axr.set_xscale("log", base=2)
    axr.set_xticks(spaced(ns, 1.12), [str(n) for n in spaced(ns, 1.12)], fontsize=8)
    axr.xaxis.set_minor_locator(matplotlib_ticker().NullLocator())
    axr.set_xlabel("n (64-bit words per operand)")
    axr.set_ylabel("gf2x ticks / our ticks (same process)")
    axr.set_title("speed-up over tuned gf2x (> 1: ours faster)")
    axr.grid(True, alpha=0.3)
    axr.legend(fontsize=8)
    fig.suptitle(f"ours vs gf2x_mul, {cpu}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_fields(plt, agg, isas, cfgs, cpu: str, path: Path) -> None:
    fig, (ax, axr) = plt.subplots(1, 2, figsize=(14, 5.6), gridspec_kw={"width_ratios": [3, 2.4]})
    order = sorted((c for c in cfgs if any(c.name in agg[i] for i in isas)), key=lambda c: (c.spec.m, c.name))
    for isa in isas:
        pts = [(c.spec.m, agg[isa][c.name]) for c in order if c.name in agg[isa]]
        ax.plot([m for m, _ in pts], [r["mul"] for _, r in pts], "o-", color=COLORS.get(isa), label=f"ours mul, {isa}")
        axr.plot([m for m, _ in pts], [r["ratio"] for _, r in pts], "o-", color=COLORS.get(isa),
                 label=f"NTL / ours {isa}")
    ntl = [(c.spec.m, med([agg[i][c.name]["ntl_mul"] for i in isas if c.name in agg[i]])) for c in order]
    ax.plot([m for m, _ in ntl], [t for _, t in ntl], "s-", color="black", label="NTL 11.5.1 GF2E mul (native, tuned gf2x)")
    ms = sorted({c.spec.m for c in order})
    for a, gap in ((ax, 1.25), (axr, 1.3)):
        shown = spaced(ms, gap)
        a.set_xscale("log", base=2)
        a.set_xticks(shown, [str(m) for m in shown], fontsize=8)
        a.xaxis.set_minor_locator(matplotlib_ticker().NullLocator())
        a.set_xlabel("m (field GF(2^m))")
        a.grid(True, which="both", alpha=0.3)
        a.legend(fontsize=8)
    ax.set_yscale("log")
    ax.set_ylabel("TSC ticks per multiply (median, throughput)")
    ax.set_title("GF(2^m) multiply with reduction: lower is better")
    axr.axhline(1.0, color="black", lw=0.8)
    axr.set_yscale("log")
    tk = matplotlib_ticker()
    axr.yaxis.set_major_locator(tk.FixedLocator([1, 2, 3, 5, 10, 20, 30, 50]))
    axr.yaxis.set_major_formatter(tk.FormatStrFormatter("%g"))
    axr.yaxis.set_minor_formatter(tk.NullFormatter())
    axr.set_ylabel("NTL ticks / our ticks (same process)")
    axr.set_title("speed-up over NTL (> 1: ours faster)")
    fig.suptitle(f"ours vs NTL GF2E, every config, {cpu}", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ---------------------------------------------------------------------------------------------

def replot(out: Path) -> int:
    """Redraw products.png and fields.png from the figures a previous run wrote to out/latest.json."""
    data = json.loads((out / "latest.json").read_text())
    isas, ns = data["isas"], data["ns"]
    names = {name for runs in data["fields"]["runs"].values() for rows in runs for name in (x["field"] for x in rows)}
    cfgs = [c for c in field_configs() if c.name in names]
    plt = get_pyplot()
    if plt is None:
        print("matplotlib is missing: nothing drawn", file=sys.stderr)
        return 1
    deb = {int(n): t for n, t in data["products"]["debian_binary"].items()}
    plot_products(plt, aggregate_products(data["products"]["runs"], isas, ns), isas, ns, deb, cpu_model(),
                  out / "products.png")
    plot_fields(plt, aggregate_fields(data["fields"]["runs"], isas), isas, cfgs, cpu_model(), out / "fields.png")
    print(f"redrew {out / 'products.png'} and {out / 'fields.png'} from {out / 'latest.json'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="reduced set for CI smoke runs (< 60 s)")
    ap.add_argument("--isa", default=",".join(ISAS), help="ISAs to run if the host has them (default: %(default)s)")
    ap.add_argument("--reps", type=int, help="rounds per process (>= 101; default 1001, quick 201)")
    ap.add_argument("--passes", type=int, help="processes per ISA, medians across them (default 3, quick 1)")
    ap.add_argument("--warm", type=float, help="warm-up seconds per process/field (default 0.3, quick 0.1)")
    ap.add_argument("--out", type=Path, default=RESULTS, help="output directory (default: %(default)s)")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the build directory and print its path")
    ap.add_argument("--replot", action="store_true", help="redraw the plots from OUT/latest.json, measure nothing")
    args = ap.parse_args(argv)
    if args.replot:
        return replot(args.out)
    args.reps = max(101, args.reps or (201 if args.quick else 1001))
    args.passes = max(1, args.passes or (1 if args.quick else 3))
    args.warm = args.warm if args.warm is not None else (0.1 if args.quick else 0.3)
    t_start = time.time()
    jobs = os.cpu_count() or 1

    cache = anchor_api.cache_dir()
    stale = getattr(anchor_api, "_stale", lambda c: not (c / ".stamp").is_file())(cache)
    if stale:
        print(f"anchors not built (or out of date) in {cache}: running bench/anchors/build.sh through "
              "bench.anchors.ensure_built() -- about 10 minutes the first time", flush=True)
    try:
        cache = anchor_api.ensure_built()
    except anchor_api.AnchorError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    info = anchor_api.describe()

    wanted = [i for i in args.isa.split(",") if i]
    isas = [i for i in wanted if host_supports(get_target(i))]
    skipped = [i for i in wanted if i not in isas]
    if not isas:
        print(f"error: this host runs none of {wanted}", file=sys.stderr)
        return 2
    ns = QUICK_NS if args.quick else FULL_NS
    cfgs = [c for c in field_configs() if not args.quick or c.name in QUICK_FIELDS]

    header = [f"# gen vs gf2x / NTL ({'quick' if args.quick else 'full'} run, {time.strftime('%Y-%m-%d %H:%M %Z')})", ""]
    header += machine_lines(info, isas, skipped, args)
    for line in header:
        print(line, flush=True)

    tmp = tempfile.mkdtemp(prefix="gen-compare-") if args.keep else None
    with tempfile.TemporaryDirectory(prefix="gen-compare-") if not args.keep else _nullctx(tmp) as wd:
        work = Path(wd)
        t0 = time.time()
        print(f"\nbuilding: {len(ns) * len(isas)} product kernels, {len(isas)} product drivers, "
              f"{len(cfgs)} fields x {len(isas)} ISAs ...", file=sys.stderr, flush=True)
        kinds = {} if args.quick else product_kinds_measured(isas, ns)
        prod_bins, labels = build_products(isas, ns, work, cache, jobs, kinds)
        field_bins = build_fields(isas, cfgs, work, cache, jobs)
        t_build = time.time() - t0
        print(f"built in {t_build:.0f} s; timing ...", file=sys.stderr, flush=True)

        prod_runs: dict[str, list[list[dict]]] = {isa: [] for isa in isas}
        field_runs: dict[str, list[list[dict]]] = {isa: [] for isa in isas}
        try:
            for p in range(args.passes):
                order = isas[p % len(isas):] + isas[:p % len(isas)]  # ISA order rotates per pass
                for isa in order:
                    prod_runs[isa].append(run_driver(fresh_copy(prod_bins[isa], p), args.reps, args.warm))
                for isa in order:
                    field_runs[isa].append(run_driver(fresh_copy(field_bins[isa], p), args.reps, args.warm))
        except CompareError as e:
            print(f"\nERROR: {e}", file=sys.stderr)
            return 1
        anchor_reps = max(151, min(args.reps, 301))
        try:  # the anchors in their own processes (bench/anchors), as a cross-check
            gf2x_alone = anchor_api.gf2x_ticks(ns, "tuned", reps=anchor_reps)
            ntl_solo = ntl_alone(cfgs, anchor_reps)
        except anchor_api.AnchorError as e:
            print(f"warning: standalone anchors not measured: {e}", file=sys.stderr)
            gf2x_alone, ntl_solo = {}, {}
        deb: dict[int, float] = {}
        if info.get("debian_binary_available"):
            try:
                deb = anchor_api.gf2x_ticks(ns, "debian-binary", reps=anchor_reps)
            except anchor_api.AnchorError as e:
                print(f"warning: debian-binary gf2x not measured: {e}", file=sys.stderr)
        if args.keep:
            print(f"build directory kept: {work}", file=sys.stderr)

    pa = aggregate_products(prod_runs, isas, ns)
    fa = aggregate_fields(field_runs, isas)
    summary, detail = field_tables(fa, isas, cfgs, ntl_solo)
    notes = drift_notes("gf2x n =", {n: {i: pa["gf2x_by_isa"][i][n] for i in isas} for n in ns}, gf2x_alone)
    notes += drift_notes("NTL", {c.name: {i: fa[i][c.name]["ntl_mul"] for i in isas if c.name in fa[i]}
                                 for c in cfgs}, ntl_solo)
    runtime = time.time() - t_start

    out: list[str] = list(header)
    out += ["- load average at end: " + loadavg(), "",
            "## 1. n×n-word carryless product, ours vs tuned gf2x (`gf2x_mul(r, a, n, b, n)`)", "",
            "TSC ticks per product (lower is better); gf2x/ours > 1 means ours is faster. Each ratio is "
            "taken within one process (ours and gf2x interleaved), median over passes; the gf2x column is "
            "the median of its figures in all ISA processes.", ""]
    out += product_table(pa, isas, ns, gf2x_alone, deb)
    out += ["", "¹ Debian's binary libgf2x "
            f"{info.get('debian_binary_libgf2x') or ''} is built without PCLMUL code; measured by "
            "`bench.anchors.gf2x_ticks(ns, \"debian-binary\")` in a separate process; for scale only, "
            "never used for ratios.",
            "² the same anchor timed alone, in bench/anchors' own process (`gf2x_ticks`, `ntl_ticks_many`): "
            "a cross-check of the in-process figure, not used for ratios.", "",
            "Our product plans: " + "; ".join(
                f"{isa}: " + ", ".join(f"n={n} {labels[isa][n].split(' [')[0]}" for n in ns if n in (2, 8, 9, 16, 32) and n in labels[isa])
                for isa in isas), "",
            *product_kind_lines(kinds), "",
            "## 2. GF(2^m) multiply, ours vs NTL GF2E mul (NTL native, on tuned gf2x)", "",
            "TSC ticks per multiply (lower is better); NTL/ours > 1 means ours is faster.", ""]
    out += summary
    out += ["", "Per ISA: our mul and its two halves timed apart (clmul = unreduced product, reduce = "
            "reduction of a product); the shares are clmul/mul and reduce/mul (they need not add up "
            "to 100%: each half is a separate call, and mul overlaps the two).", ""]
    out += detail
    out += ["", f"In-process anchor figures more than {100 * DRIFT:.0f}% away from the anchor timed alone: "
            + ("none." if not notes else "(negative: the anchor was faster in our process)")] + [f"- {x}" for x in notes]
    out += ["", f"Runtime: {runtime:.0f} s (build {t_build:.0f} s). Command: `python3 bench/compare.py"
            f"{' --quick' if args.quick else ''}`."]
    text = "\n".join(out) + "\n"
    print("\n".join(out[len(header):]), flush=True)

    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "latest.md").write_text(text)
    (args.out / "latest.json").write_text(json.dumps({
        "quick": args.quick, "reps": args.reps, "passes": args.passes, "isas": isas, "ns": ns,
        "anchors": info, "products": {"runs": prod_runs, "debian_binary": deb, "gf2x_alone": gf2x_alone,
                                      "kinds_measured": kinds},
        "fields": {"runs": field_runs, "ntl_alone": ntl_solo}, "runtime_s": runtime}, indent=1) + "\n")
    record("compare", history_figures(pa, fa, isas, ns, cfgs))
    written = [args.out / "latest.md", args.out / "latest.json"]
    if not args.no_plots:
        plt = get_pyplot()
        if plt is not None:
            cpu = cpu_model()
            plot_products(plt, pa, isas, ns, deb, cpu, args.out / "products.png")
            plot_fields(plt, fa, isas, cfgs, cpu, args.out / "fields.png")
            written += [args.out / "products.png", args.out / "fields.png"]
    print("\nwrote " + ", ".join(str(p.relative_to(ROOT)) if p.is_relative_to(ROOT) else str(p) for p in written)
          + f"\nruntime: {runtime:.0f} s", flush=True)
    return 0


class _nullctx:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        return self.v

    def __exit__(self, *exc):
        return False


if __name__ == "__main__":
    sys.exit(main())
