"""The linalg family: small-field linear algebra over GF(16) (nibble-packed) and GF(256), any modulus.

N_axpy (y ^= s*x), N_axpy2 (y ^= s0*x0 + s1*x1) and N_ec_encode (a p x k coding matrix times k data
buffers, ISA-L's ec_encode_data). spec (spec.LinalgSpec) -> method per ISA (method: SWAR masks in
portable C, pshufb nibble tables, GFNI affine/multiply) -> proof of the per-byte map on all pairs
(prove) -> C (render) -> harness_c/linalg_harness.c (check) -> constant time (ct_driver CT_LINALG).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ...check.driver import DriverOptions, DriverReport
from ...errors import GenError
from ...family import Adapter, CliFlag, Family, Kernel, Options
from ...isa import Target
from ...naming import Naming, canonical_command
from .abi import UOV_ABI, uov_adapters
from .check import check_linalg
from .method import Method, choose_method
from .prove import LinalgProof, prove_method
from .render import predicted_madds_per_tick, render_linalg
from .spec import KERNELS, LinalgSpec, parse_kernels, parse_linalg

# cost classes of a method's inner loop -> the cost table's model figures (gen/isa/costs/common.toml)
CLASS_FIGURES = {"shuf": "matrix_shuffle", "alu": "matrix_alu", "mem": "matrix_mem", "int": "linalg_int",
                 "gfni": "linalg_gfni"}
# the kernel's functions that loop over public lengths and counts (and index the public pointer arrays)
LOOP_FUNCTIONS = ("_axpy", "_axpy2", "_ec_encode", "_priv_ec_group", "_priv_ec_rows")


@dataclass
class LinalgDesign:
    """The method chosen for the ISA, its proof and the predicted inner-loop rate."""

    method: Method
    proof: LinalgProof
    predicted: float  # multiply-adds per tick in ec_encode's inner loop (cost model)


class LinalgFamily(Family):
    name = "linalg"
    noun = "a linear-algebra kernel"
    config_key = "linalg"
    config_keys = ("modulus", "linalg")
    flags = (CliFlag("linalg", f"with --field (degree 4 or 8): small-field linear algebra, 'all' or a comma list of "
                               f"{', '.join(KERNELS)}", str, "KERNELS"),
             CliFlag("field", "the GF(16) or GF(256) modulus, e.g. 'x^8+x^4+x^3+x^2+1'"))
    example = "--linalg all --field 'x^8+x^4+x^3+x^2+1'"
    takes_wisdom = False  # one method per ISA, priced by the cost table
    abis = (UOV_ABI,)

    def parse(self, request: dict[str, Any]) -> LinalgSpec:
        return parse_linalg(request["field"], request["linalg"])

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[LinalgSpec, dict[str, Any]]:
        return parse_linalg(str(data["modulus"]), data["linalg"]), {}

    def spec_args(self, spec: LinalgSpec) -> tuple[list[str], list[str]]:
        kernels = "all" if spec.kernels == parse_kernels("all") else ",".join(spec.kernels)
        return ["--linalg", kernels, "--field", spec.field.text], []

    def applies(self, spec: LinalgSpec, target: Target) -> str | None:
        if choose_method(spec, target) is None:
            return (f"linalg kernels need portable C on 64-bit words (c64) or x86 byte shuffles of 256 bits or more; "
                    f"{target.name} has neither")
        return None

    def generate(self, spec: LinalgSpec, target: Target, naming: Naming, options: Options) -> Kernel:
        method = choose_method(spec, target)
        if method is None:
            raise GenError(self.applies(spec, target) or "")
        proof = prove_method(method)
        figures = {k: target.costs.figure(f) for k, f in CLASS_FIGURES.items()}
        predicted = predicted_madds_per_tick(method, figures)
        command = canonical_command(self.spec_args(spec)[0], target.name, naming, options.config)
        files = render_linalg(spec, method, target, naming.sym, proof, header_only=naming.header_only,
                              command=command, used_in=options.used_in, harness_planned=options.harness_planned,
                              predicted=predicted)
        return Kernel(self, spec, target, naming, command, files, LinalgDesign(method, proof, predicted),
                      options.used_in)

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> DriverReport:
        return check_linalg(stage, kernel.spec, kernel.sym, kernel.header_only, cflags, do_bench=bench,
                            **driver.as_kwargs())

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        return uov_adapters(kernel, namespace)

    def ct_api(self, kernel: Kernel) -> list[str]:
        return ["-DCT_LINALG", *(f"-DCT_LINALG_{k.upper()}" for k in kernel.spec.kernels)]

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
        return [f"  plan      {d.method.describe()}",
                f"  predicted {d.predicted:.0f} multiply-adds per tick in ec_encode's inner loop ({kernel.target.costs.name})",
                f"  proved    {d.proof}"]

    def measured(self, kernel: Kernel, unit: str) -> str:
        b = kernel.harness.bench
        parts = [f"{name} {b[name]:.1f}" for name in ("axpy", "axpy2", "ec_encode") if name in b]
        return f"multiply-adds per {unit.rstrip('s')}: " + "; ".join(parts) + f" ({b.get('shape', '')})"


FAMILY = LinalgFamily()

__all__ = ["FAMILY", "LinalgFamily", "LinalgDesign", "LinalgSpec", "parse_linalg"]
