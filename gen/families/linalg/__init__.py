"""The linalg family: small-field linear algebra over GF(16) (nibble-packed) and GF(256), any modulus.

N_axpy (y ^= s*x), N_axpy2 (y ^= s0*x0 + s1*x1) and N_ec_encode (a p x k coding matrix times k data
buffers, ISA-L's ec_encode_data). spec (spec.LinalgSpec) -> method per ISA (method: SWAR masks in
portable C, pshufb nibble tables, GFNI affine/multiply) -> proof of the per-byte map on all pairs
(prove) -> C (render) -> harness_c/linalg_harness.c (check) -> constant time (ct_driver CT_LINALG).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable

from ...check.driver import DriverOptions, DriverReport
from ...errors import GenError
from ...family import Adapter, CliFlag, Family, Kernel, Options
from ...isa import Target
from ...naming import Naming, canonical_command
from .abi import MAYO_ABI, UOV_ABI, linalg_adapters
from .check import check_linalg
from .echelon import EfPlan, plan_echelon, prove_echelon
from .gauss import GaussPlan, plan_gauss, prove_gauss
from .gemm import GemmPlan, a_bytes, plan_gemm, row_bytes
from .method import Method, choose_method, gemm_methods
from .prove import LinalgProof, prove_method
from .render import predicted_madds_per_tick, render_linalg
from .spec import KERNELS, LinalgSpec, config_gemm_tokens, parse_linalg

# cost classes of a method's inner loop -> the cost table's model figures (gen/isa/costs/common.toml)
CLASS_FIGURES = {"shuf": "matrix_shuffle", "alu": "matrix_alu", "mem": "matrix_mem", "int": "linalg_int",
                 "gfni": "linalg_gfni", "l1_bytes": "linalg_l1_bytes", "l2_line": "linalg_l2_line"}
# the kernel's functions that loop over public lengths and counts (and index the public pointer arrays)
LOOP_FUNCTIONS = ("_axpy", "_axpy2", "_ec_encode", "_priv_ec_group", "_priv_ec_rows", "_gemm_", "_priv_gemm_",
                  "_priv_logs", "_ef_", "_priv_ef_", "_gauss_", "_priv_gauss_")


@dataclass
class LinalgDesign:
    """The method chosen for the ISA, its proof and the predicted inner-loop rate."""

    method: Method
    proof: LinalgProof
    predicted: float  # multiply-adds per tick in ec_encode's inner loop (cost model)
    gemms: tuple[GemmPlan, ...] = ()
    prepared: tuple[GemmPlan, ...] = ()  # N_gemm_NAME_prepare / _prepared / _prepared_range
    efs: tuple[EfPlan, ...] = ()  # N_ef_NAME
    gausses: tuple[GaussPlan, ...] = ()  # N_gauss_NAME (x86 only: no plan elsewhere)


class LinalgFamily(Family):
    name = "linalg"
    noun = "a linear-algebra kernel"
    config_key = "linalg"
    config_keys = ("modulus", "linalg")
    config_options = ("gemm",)  # [[gemm]] tables: name, shape = "MxKxN", a = "rows" | "transposed", upper
    flags = (CliFlag("linalg", f"with --field (degree 4 or 8): small-field linear algebra, 'all' or a comma list of "
                               f"{', '.join(KERNELS)}", str, "KERNELS"),
             CliFlag("field", "the GF(16) or GF(256) modulus, e.g. 'x^8+x^4+x^3+x^2+1'"))
    example = "--linalg all --field 'x^8+x^4+x^3+x^2+1'"
    takes_wisdom = False  # methods and plans priced by the cost table (a calibrated profile when given)
    options = frozenset({"gemm_method"})  # force gemm's method, e.g. "shuffle-coef" (bench/linalg.py times them)
    abis = (UOV_ABI, MAYO_ABI)
    ct_valgrind_iters = 1  # one memcheck run of a 112x112 gemm at -O0 takes ~12 s; every shape is fixed

    def parse(self, request: dict[str, Any]) -> LinalgSpec:
        return parse_linalg(request["field"], request["linalg"])

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[LinalgSpec, dict[str, Any]]:
        kernels = data["linalg"]
        names = [kernels] if isinstance(kernels, str) else list(kernels)
        names = [n for n in names if n != "gemm"]  # "gemm" alone: the [[gemm]] tables give the shapes
        return parse_linalg(str(data["modulus"]), names + config_gemm_tokens(data.get("gemm", []))), {}

    def spec_args(self, spec: LinalgSpec) -> tuple[list[str], list[str]]:
        return ["--linalg", ",".join(spec.tokens), "--field", spec.field.text], []

    def applies(self, spec: LinalgSpec, target: Target) -> str | None:
        if choose_method(spec, target) is None:
            return (f"linalg kernels need portable C on 64-bit words (c64), x86 byte shuffles of 256 bits or more, or "
                    f"AArch64 NEON; {target.name} has none of them")
        return None

    def generate(self, spec: LinalgSpec, target: Target, naming: Naming, options: Options) -> Kernel:
        method = choose_method(spec, target)
        if method is None:
            raise GenError(self.applies(spec, target) or "")
        figures = {k: target.costs.figure(f) for k, f in CLASS_FIGURES.items()}
        candidates = gemm_methods(spec, target)
        forced = options.extra.get("gemm_method")
        if forced:
            candidates = [m for m in candidates if m.label == forced]
            if not candidates:
                raise GenError(f"gemm_method {forced!r} does not apply on {target.name}: "
                               f"{', '.join(m.label for m in gemm_methods(spec, target))}")
        plain = [m for m in candidates if not m.prepared_only] or [  # a method forced for _prepared only
            m for m in gemm_methods(spec, target) if not m.prepared_only]
        plans = tuple(plan_gemm(spec, g, plain, figures) for g in spec.gemms)
        prepared = tuple(plan_gemm(spec, g, candidates, figures, prepared=True) for g in spec.gemms
                         if any(m.can_prepare(g.m) for m in candidates))
        efs = tuple(plan_echelon(spec, e, target) for e in spec.efs)
        gausses = tuple(g for g in (plan_gauss(spec, shape, target) for shape in spec.gausses) if g is not None)
        proof = replace(prove_method(method, [p.method for p in plans + prepared]), ef_cases=prove_echelon(spec, efs),
                        gauss_cases=prove_gauss(spec, gausses))
        predicted = predicted_madds_per_tick(method, figures)
        command = canonical_command(self.spec_args(spec)[0], target.name, naming, options.config)
        files = render_linalg(spec, method, target, naming.sym, proof, header_only=naming.header_only,
                              command=command, used_in=options.used_in, harness_planned=options.harness_planned,
                              predicted=predicted, plans=plans, prepared=prepared, efs=efs, gausses=gausses)
        return Kernel(self, spec, target, naming, command, files,
                      LinalgDesign(method, proof, predicted, plans, prepared, efs, gausses), options.used_in)

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> DriverReport:
        return check_linalg(stage, kernel.spec, kernel.sym, kernel.header_only, cflags, do_bench=bench,
                            prepared={p.shape.name: p.table_bytes for p in kernel.design.prepared},
                            ef_offsets={p.shape.name: p.offset for p in kernel.design.efs},
                            gausses=[p.shape for p in kernel.design.gausses],
                            **driver.as_kwargs())

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        return linalg_adapters(kernel, abi, namespace)

    def ct_api(self, kernel: Kernel) -> list[str]:
        return ["-DCT_LINALG", *(f"-DCT_LINALG_{k.upper()}" for k in kernel.spec.kernels if k != "gemm"),
                *gemm_ct_defines(kernel)]

    def ct_loops(self, kernel: Kernel) -> tuple[Callable[[Any], bool], str]:
        sym = kernel.sym

        def loop(finding: Any) -> bool:
            return finding.kind in ("cond-branch", "indexed-memory") and any(
                finding.function.startswith(sym + f) for f in LOOP_FUNCTIONS)

        return loop, "the loops over public lengths, sources and parity rows"

    def title(self, kernel: Kernel) -> str:
        return kernel.spec.text

    def summary(self, kernel: Kernel) -> list[str]:
        d = kernel.design
        lines = []
        if any(k != "gemm" for k in kernel.spec.kernels):
            lines += [f"  plan      {d.method.describe()}",
                      f"  predicted {d.predicted:.0f} multiply-adds per tick in ec_encode's inner loop "
                      f"({kernel.target.costs.name})"]
        lines += [f"  plan      {p.describe()}" for p in d.gemms + d.prepared + d.efs + d.gausses]
        return lines + [f"  proved    {d.proof}"]

    def measured(self, kernel: Kernel, unit: str) -> str:
        b = kernel.harness.bench
        names = (("axpy", "axpy2", "ec_encode") + tuple(f"gemm_{p.shape.name}" for p in kernel.design.gemms)
                 + tuple(f"gemm_{p.shape.name}_prepared" for p in kernel.design.prepared))
        parts = [f"{name} {b[name]:.1f}" for name in names if name in b]
        return f"multiply-adds per {unit.rstrip('s')}: " + "; ".join(parts) + f" ({b.get('shape', '')})"


def gemm_ct_defines(kernel: Kernel) -> list[str]:
    """-DCT_LINALG_GEMMS=G(name, A bytes, B bytes, C bytes) ... and -DCT_LINALG_GEMMS_PREPARED=P(name, table bytes,
    A, B, C bytes, k) ... for the ct driver's wrapper."""
    spec = kernel.spec
    items = [f"G({p.shape.name}, {a_bytes(spec, p.shape)}, {p.shape.k * row_bytes(spec, p.shape.n)}, "
             f"{p.shape.m * row_bytes(spec, p.shape.n)})" for p in kernel.design.gemms]
    prep = [f"P({p.shape.name}, {p.table_bytes}, {a_bytes(spec, p.shape)}, {p.shape.k * row_bytes(spec, p.shape.n)}, "
            f"{p.shape.m * row_bytes(spec, p.shape.n)}, {p.shape.k})" for p in kernel.design.prepared]
    efs = [f"E({e.name}, {e.m * e.n})" for e in spec.efs]
    gausses = [f"U({g.shape.name}, {g.shape.o * g.width})" for g in kernel.design.gausses]
    return ([f"-DCT_LINALG_GEMMS={' '.join(items)}"] if items else []) + (
        [f"-DCT_LINALG_GEMMS_PREPARED={' '.join(prep)}"] if prep else []) + (
        [f"-DCT_LINALG_EFS={' '.join(efs)}"] if efs else []) + (
        [f"-DCT_LINALG_GAUSS={' '.join(gausses)}"] if gausses else [])


FAMILY = LinalgFamily()

__all__ = ["FAMILY", "LinalgFamily", "LinalgDesign", "LinalgSpec", "parse_linalg"]
