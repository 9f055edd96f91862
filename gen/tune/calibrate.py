"""`gen calibrate`: measure what the planner prices, on this host, into a cost profile.

For every IR op a target prices, a C micro-benchmark (generated here, compiled with the target's
flags, timed with rdtsc + lfence) measures latency (one dependent chain) and reciprocal throughput
(12 independent chains), medians over 101 repetitions. The result is a profile: the shipped cost
table with rtp/lat replaced by the measured figures, keyed by CPU model, compiler and flags, as
deterministic TOML (figures rounded to 0.01 tick). The planner uses a profile whose key matches the
host; otherwise the shipped table. Ops that are not measured keep their shipped figures.
"""
from __future__ import annotations

import copy
import hashlib
import json
import os
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from .. import __version__
from ..check.driver import compile_and_run
from ..errors import GenError
from ..isa import Target, foreign, host_cpu_flags
from ..isa.target import CostTable, OpCost
from .host import compiler_version, cpu_model, host_compiler

CHAINS = 12
PROFILE_ENV = "GEN_PROFILE_DIR"


@dataclass(frozen=True)
class MicroOp:
    """One measured op: C type of the chained value, init, the step expression over `v`, and which
    cost-table entries it calibrates (with a scale, e.g. a round trip split in two)."""

    name: str
    ctype: str  # "x" (__m128i), "y" (__m256i), "z" (__m512i), "r" (uint64_t)
    step: str  # expression computing the new v from v and the constant k
    entries: tuple[tuple[str, float], ...]
    needs: tuple[str, ...] = ()  # cpu flags
    cflags: tuple[str, ...] = ()


X86_OPS = [
    MicroOp("xor", "x", "_mm_xor_si128(v, k)", (("xor", 1), ("dxor", 1))),
    MicroOp("and", "x", "_mm_and_si128(v, k)", (("and", 1),)),
    MicroOp("shift", "x", "_mm_srli_epi64(v, 3)", (("shl", 1), ("shr", 1))),
    MicroOp("funnel (3 ops)", "x", "_mm_or_si128(_mm_srli_epi64(v, 3), _mm_slli_epi64(k, 61))", (("fshr", 1),)),
    MicroOp("unpackhi", "x", "_mm_unpackhi_epi64(v, v)", (("hi", 1),)),
    MicroOp("pclmulqdq", "x", "_mm_clmulepi64_si128(v, k, 0x00)", (("clmul", 1), ("clmulk", 1), ("spread", 1))),
    MicroOp("vpternlogq", "x", "_mm_ternarylogic_epi64(v, k, k2, 0x96)", (("xor3", 1),),
            ("avx512f", "avx512vl"), ("-mavx512f", "-mavx512vl")),
    MicroOp("vpshrdq", "x", "_mm_shrdi_epi64(v, k, 3)", (("fshr_vbmi2", 1),),
            ("avx512_vbmi2", "avx512vl"), ("-mavx512vbmi2", "-mavx512vl")),
    MicroOp("gpr xor", "r", "v ^ kr", (("gpr_alu", 1),)),
    MicroOp("gpr shrd", "r", "(v >> 3) | (kr << 61)", (("gpr_fshr", 1),)),
    # the gpr register model's transfers, measured as they occur: both clmul operands moved in from
    # integer registers, the product's halves moved out (MOVQ, PEXTRQ = 2 uops). Timed apart, a
    # MOVQ/PXOR/MOVQ round trip was half as expensive per move on Zen 3 as inside this sequence, and
    # the plans in integer registers were predicted 53-59% too fast. The transfers share the vector
    # pipes: 2 in + lo + hi (2 uops) = 5 shares of the round trip.
    MicroOp("gpr clmul round trip", "r",
            "({ __m128i p_ = _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)v), "
            "_mm_cvtsi64_si128((long long)(v ^ kr)), 0x00);"
            " (uint64_t)_mm_cvtsi128_si64(p_) ^ (uint64_t)_mm_extract_epi64(p_, 1); })",
            (("gpr_to_xmm", 0.2), ("gpr_lo", 0.2), ("gpr_hi", 0.4))),
    MicroOp("vpclmulqdq ymm", "y", "_mm256_clmulepi64_epi128(v, ky, 0x00)", (("clmul_ymm", 1),),
            ("vpclmulqdq", "avx2"), ("-mvpclmulqdq", "-mavx2")),
    MicroOp("vpclmulqdq zmm", "z", "_mm512_clmulepi64_epi128(v, kz, 0x00)", (("clmul_zmm", 1),),
            ("vpclmulqdq", "avx512f"), ("-mvpclmulqdq", "-mavx512f")),
    MicroOp("gf2p8mulb zmm", "z", "_mm512_gf2p8mul_epi8(v, kz)", (("gf2p8mulb_zmm", 1),),
            ("gfni", "avx512bw"), ("-mgfni", "-mavx512f", "-mavx512bw")),
    MicroOp("gf2p8affineqb zmm", "z", "_mm512_gf2p8affine_epi64_epi8(v, kz, 0)", (("gf2p8affine_zmm", 1),),
            ("gfni", "avx512bw"), ("-mgfni", "-mavx512f", "-mavx512bw")),
]

PORTABLE_OPS = [
    MicroOp("xor", "r", "v ^ kr", (("xor", 1), ("and", 1), ("shl", 1), ("shr", 1), ("alu_op", 1))),
    MicroOp("funnel", "r", "(v >> 3) | (kr << 61)", (("fshr", 1),)),
    MicroOp("imul", "r", "v * (kr | 1)", (("mul", 1),)),
]

_CTYPES = {"x": ("__m128i", "_mm_set_epi64x((long long)seed, (long long)(seed * 3))", '"+x"'),
           "y": ("__m256i", "_mm256_set1_epi64x((long long)seed)", '"+x"'),
           "z": ("__m512i", "_mm512_set1_epi64((long long)seed)", '"+v"'),
           "r": ("uint64_t", "seed", '"+r"')}


def _bench_source(ops: list[MicroOp], x86: bool) -> str:
    lines = ["#include <stdint.h>", "#include <stdio.h>", "#include <stdlib.h>"]
    lines += ["#include <immintrin.h>", "#include <x86intrin.h>"] if x86 else []
    lines += [
        "#define ITERS 2048", "#define REPS 101",
        "static uint64_t tick(void) {",
        "  _mm_lfence(); uint64_t t = __rdtsc(); _mm_lfence(); return t; }" if x86 else
        "  return 0; }",
        "static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b;"
        " return (x > y) - (x < y); }",
        "static double median(double *s) { qsort(s, REPS, sizeof *s, cmp); return s[REPS / 2]; }",
        "int main(int argc, char **argv) {",
        "  uint64_t seed = (uint64_t)argc * 0x9e3779b97f4a7c15ULL + (uint64_t)(uintptr_t)argv;",
        "  double s[REPS]; (void)s;",
        "  const uint64_t kr = seed ^ 0x5555;",
    ]
    if x86:
        lines += [
            "  const __m128i k = _mm_set_epi64x((long long)(seed ^ 1), (long long)(seed ^ 7));",
            "  const __m128i k2 = _mm_set_epi64x((long long)(seed ^ 2), (long long)(seed ^ 9));",
        ]
        if any(o.ctype == "y" for o in ops):
            lines.append("  const __m256i ky = _mm256_set1_epi64x((long long)(seed ^ 3));")
        if any(o.ctype == "z" for o in ops):
            lines.append("  const __m512i kz = _mm512_set1_epi64((long long)(seed ^ 5));")
    lines.append('  printf("{");')
    for idx, op in enumerate(ops):
        ctype, init, cons = _CTYPES[op.ctype]
        chains = ", ".join(f"v{c} = {init}" for c in range(CHAINS))
        keep = lambda c: f'__asm__ volatile("" : {cons}(v{c}));'  # noqa: E731
        lat_body = f"v0 = STEP(v0); {keep(0)}"
        tp_body = " ".join(f"v{c} = STEP(v{c}); {keep(c)}" for c in range(CHAINS))
        sep = "" if idx == 0 else ", "
        lines += [
            "  {",
            f"#define STEP(v) ({op.step})",
            f"    {ctype} {chains};",
            "    for (int r = 0; r < REPS; r++) { uint64_t t0 = tick();"
            f" for (int i = 0; i < ITERS; i++) {{ {lat_body} }}"
            " s[r] = (double)(tick() - t0) / ITERS; }",
            "    double lat = median(s);",
            "    for (int r = 0; r < REPS; r++) { uint64_t t0 = tick();"
            f" for (int i = 0; i < ITERS; i++) {{ {tp_body} }}"
            f" s[r] = (double)(tick() - t0) / (ITERS * {CHAINS}.0); }}",
            "    double tp = median(s);",
            f'    printf("{sep}\\"{op.name}\\": [%.4f, %.4f]", lat, tp);',
            "#undef STEP",
            "  }",
        ]
    lines += [
        "  {  /* call overhead as the harness sees it: a batch of 64 independent calls of a trivial",
        "     * non-inlined kernel, inputs and outputs in arrays, minus an empty timed region */",
        "    static uint64_t A[64], B[64], R[64];",
        "    for (int j = 0; j < 64; j++) { A[j] = seed + (uint64_t)j; B[j] = kr ^ (uint64_t)j; }",
        "    for (int r = 0; r < REPS; r++) { uint64_t t0 = tick();"
        " for (int j = 0; j < 64; j++) R[j] = callee(A[j], B[j]);"
        " s[r] = (double)(tick() - t0) / 64; }",
        "    double with_call = median(s);",
        "    for (int r = 0; r < REPS; r++) { uint64_t t0 = tick(); s[r] = (double)(tick() - t0) / 64; }",
        "    double empty = median(s);",
        "    uint64_t acc = 0; for (int j = 0; j < 64; j++) acc ^= R[j];",
        '    printf(", \\"call\\": [%.4f, %.4f]", with_call - empty, (double)(acc & 0));',
        "  }",
        '  printf("}\\n");', "  return 0;", "}",
    ]
    head = ["__attribute__((noinline, noipa)) static uint64_t callee(uint64_t a, uint64_t b)"
            " { __asm__ volatile(\"\"); return a ^ b; }"]
    main_at = lines.index("int main(int argc, char **argv) {")
    lines[main_at:main_at] = head
    return "\n".join(lines) + "\n"


def profile_key(target: Target) -> dict[str, str]:
    flags = " ".join(["-O2", *target.cflags])
    return {"cpu": cpu_model(), "compiler": compiler_version(host_compiler()), "flags": flags,
            "table": target.costs.name}


def profile_dir() -> Path:
    return Path(os.environ.get(PROFILE_ENV) or Path.home() / ".cache" / "gen" / "profiles")


def profile_path(target: Target, directory: Path | None = None) -> Path:
    key = profile_key(target)
    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:12]
    return (directory or profile_dir()) / f"{target.name}-{digest}.toml"


def measure(target: Target) -> dict[str, tuple[float, float]]:
    """Run the micro-benchmarks for `target` on this host: op name -> (latency, rtp) in ticks."""
    x86 = target.has_clmul
    if not x86:
        ops = PORTABLE_OPS
    else:
        flags = host_cpu_flags()
        ops = [o for o in X86_OPS if set(o.needs) <= flags]
    cflags = sorted({f for o in ops for f in o.cflags} | set(target.cflags))
    with tempfile.TemporaryDirectory(prefix="gen-calibrate-") as tmp:
        src, exe = Path(tmp) / "calibrate.c", Path(tmp) / "calibrate"
        src.write_text(_bench_source(ops, x86=True))
        cmd = [host_compiler(), "-O2", "-msse4.1", "-mpclmul", *cflags, str(src), "-o", str(exe)]
        data = compile_and_run(cmd, exe, "calibration benchmark")
    return {name: (float(v[0]), float(v[1])) for name, v in data.items()}


def build_profile(target: Target, measured: dict[str, tuple[float, float]]) -> str:
    """Deterministic TOML text: the shipped table with measured rtp/lat where an op was measured."""
    key = profile_key(target)
    ops = _X86_BY_NAME if target.has_clmul else _PORTABLE_BY_NAME
    updates: dict[str, tuple[float, float, str]] = {}
    measured = dict(measured)
    call = measured.pop("call", None)
    call_overhead = round(max(call[0], 0.0), 2) if call else target.costs.call_overhead
    for name, (lat, tp) in sorted(measured.items()):
        for entry, scale in ops[name].entries:
            updates[entry] = (round(lat * scale, 2), round(tp * scale, 2), f"measured: {name}")
    out = [f"# gen cost profile for {target.name}, measured by `gen calibrate` (gen {__version__}).",
           "# Ticks of the TSC; lat = dependent chain, rtp = 12 independent chains; medians of 101 runs.",
           f"unit = {json.dumps(target.costs.unit)}", f"machine = {json.dumps(key['cpu'])}",
           f"call_overhead = {call_overhead:.2f}", "", "[key]"]
    out += [f"{k} = {json.dumps(v)}" for k, v in sorted(key.items())]
    out.append("")
    table = target.costs
    names = sorted(set(table.ops) | set(updates))
    for name in names:
        base = table.ops.get(name)
        port = next(iter(base.loads), "none") if base and base.loads else _default_port(name)
        if name in updates:
            lat, rtp, source = updates[name]
        else:
            lat = base.lat
            rtp = base.loads.get(port, 0.0) if base else 0.0
            source = f"shipped: {table.sources.get(name, '')}"
        out += [f"[ops.{name}]", f"port = {json.dumps(port)}", f"rtp = {rtp:.2f}", f"lat = {lat:.2f}",
                f"source = {json.dumps(source)}", ""]
    return "\n".join(out)


def _default_port(name: str) -> str:
    return "clmul" if "clmul" in name else "valu"


_X86_BY_NAME = {o.name: o for o in X86_OPS}
_PORTABLE_BY_NAME = {o.name: o for o in PORTABLE_OPS}


def calibrate(target: Target, out: Path | None = None) -> Path:
    """Measure, write the profile (to `out` or the profile directory), return its path."""
    text = build_profile(target, measure(target))
    path = out or profile_path(target)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)
    return path


def load_profile(path: Path) -> tuple[dict[str, str], CostTable]:
    """Read a profile written by `calibrate` (or by hand): its key and its cost table."""
    try:
        data = tomllib.loads(Path(path).read_text())
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise GenError(f"cannot read cost profile {path}: {exc}") from None
    ops, sources = {}, {}
    for name, e in data.get("ops", {}).items():
        ops[name] = OpCost({} if e["port"] == "none" else {e["port"]: float(e["rtp"])}, float(e["lat"]))
        sources[name] = e.get("source", "")
    table = CostTable(f"profile {Path(path).name}", data.get("unit", "TSC ticks"), data.get("machine", ""),
                      ops, sources, float(data.get("call_overhead", 0.0)))
    return dict(data.get("key", {})), table


def with_profile(target: Target, path: Path | None = None) -> Target:
    """`target` priced by a matching profile (explicit `path`, else the host's one), if any. A foreign
    target has no host profile (its code does not run here), so nothing about the host is asked."""
    if path is None and foreign(target):
        return target
    candidate = path or profile_path(target)
    if not Path(candidate).exists():
        if path is not None:
            raise GenError(f"cost profile {path} does not exist")
        return target
    key, table = load_profile(candidate)
    if path is None and key != profile_key(target):
        return target
    priced = copy.copy(target)
    merged = dict(target.costs.ops)
    merged.update(table.ops)
    sources = dict(target.costs.sources)
    sources.update(table.sources)
    priced.costs = CostTable(table.name, table.unit, table.machine, merged, sources, table.call_overhead,
                             dict(target.costs.model), dict(target.costs.model_sources))
    return priced
