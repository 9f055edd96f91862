"""The matrix family: l x l matrix products over GF(16) in SNOVA's layout (N_gf16m_mul), 2 <= l <= 5.

spec (spec.MatrixSpec) -> plans (plan: in-register log/exp nibble tables on every vector width the
ISA's byte shuffle has, or SWAR on nibbles in portable C), priced on the printed instructions ->
proof (prove) -> C (render) -> harness_c/matrix_harness.c (check) -> constant time (straight-line).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...check.driver import DriverOptions, DriverReport
from ...errors import GenError
from ...family import CliFlag, Family, Kernel, Options, baseline_line
from ...isa import Target
from ...isa.simd import SHUFFLE_SEMANTICS, shuffle_semantics
from ...naming import Naming, canonical_command
from .check import check_matrix
from .plan import C64Plan, SimdPlan, plan_c64, plan_simd, simd_cost
from .prove import MatrixProof, prove_c64, prove_simd
from .render import render_matrix, simd_counts
from .spec import L_MAX, L_MIN, MatrixSpec, parse_matrix, reference_product


@dataclass
class MatrixDesign:
    """The chosen plan, every candidate (cheapest first) and the proof of the chosen one."""

    plan: SimdPlan | C64Plan
    options: list[SimdPlan | C64Plan]
    proof: MatrixProof


def swar_on(target: Target) -> bool:
    """The SWAR plan is portable C on 64-bit words."""
    return target.arch == "any" and target.word_bits == 64


def candidate_plans(spec: MatrixSpec, target: Target) -> list[SimdPlan | C64Plan]:
    """Every plan the ISA can run, cheapest first (ties: the narrower vector): the SWAR plan in portable
    C, else a log/exp plan per vector width of the ISA's byte shuffle, priced on its printed body."""
    if swar_on(target):
        return [plan_c64(spec)]
    plans = []
    for lanes in (1, 2, 4):
        if 128 * lanes <= target.shuffle_bits:
            plan = plan_simd(spec, lanes)
            plan.counts = simd_counts(plan)
            plan.cost = simd_cost(plan.counts, target.costs)
            plans.append(plan)
    return sorted(plans, key=lambda p: (p.cost, p.lanes))


class MatrixFamily(Family):
    name = "matrix"
    noun = "a matrix kernel"
    config_key = "matrix"
    config_keys = ("modulus", "matrix")
    flags = (CliFlag("matrix", f"with --field (degree 4): l x l matrix products over GF(16), SNOVA's gf16m_mul, "
                               f"{L_MIN} <= l <= {L_MAX}", int, "L"),
             CliFlag("field", "the GF(16) modulus, e.g. 'x^4+x+1'"))
    example = "--matrix 4 --field 'x^4+x+1'"
    options = frozenset({"lanes"})
    takes_wisdom = False  # plans come from pricing the printed instructions

    def parse(self, request: dict[str, Any]) -> MatrixSpec:
        return parse_matrix(request["field"], request["matrix"])

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[MatrixSpec, dict[str, Any]]:
        return parse_matrix(str(data["modulus"]), data["matrix"]), {}

    def spec_args(self, spec: MatrixSpec) -> tuple[list[str], list[str]]:
        return ["--matrix", str(spec.l), "--field", spec.field.text], []

    def applies(self, spec: MatrixSpec, target: Target) -> str | None:
        if swar_on(target) or (target.simd in SHUFFLE_SEMANTICS and target.shuffle_bits >= 128):
            return None
        return (f"matrix kernels need portable C on 64-bit words (c64) or in-register byte shuffles "
                f"(x86 pshufb, NEON tbl); {target.name} has neither")

    def generate(self, spec: MatrixSpec, target: Target, naming: Naming, options: Options) -> Kernel:
        why = self.applies(spec, target)
        if why:
            raise GenError(why)
        candidates = candidate_plans(spec, target)
        plan = candidates[0]
        lanes = options.extra.get("lanes")
        if lanes is not None:
            plan = next((p for p in candidates if p.lanes == lanes), None)
            if plan is None:
                raise GenError(f"{target.name} has no {lanes}-lane matrix plan")
        proof = prove_c64(plan) if plan.kind == "swar" else prove_simd(plan, shuffle_semantics(target))
        command = canonical_command(self.spec_args(spec)[0], target.name, naming, options.config)
        files = render_matrix(plan, target, naming.sym, proof, header_only=naming.header_only, command=command,
                              used_in=options.used_in, harness_planned=options.harness_planned)
        return Kernel(self, spec, target, naming, command, files, MatrixDesign(plan, candidates, proof),
                      options.used_in)

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> DriverReport:
        return check_matrix(stage, kernel.spec, kernel.sym, kernel.header_only, cflags, do_bench=bench,
                            **driver.as_kwargs())

    def ct_api(self, kernel: Kernel) -> list[str]:
        return ["-DCT_MATRIX"]

    def title(self, kernel: Kernel) -> str:
        return kernel.spec.text

    def summary(self, kernel: Kernel) -> list[str]:
        d = kernel.design
        lines = [f"  plan      {d.plan.describe()}"]
        if len(d.options) > 1:
            priced = "; ".join(f"{p.lanes * 128}-bit {p.cost:.1f}" for p in d.options)
            lines.append(f"  chosen by predicted cycles per call (busiest instruction class): {priced}")
        return lines + [f"  proved    {d.proof}"]

    def measured(self, kernel: Kernel, unit: str) -> str:
        return baseline_line(kernel.harness.bench, unit, "gf16m_mul {mul:.1f}; table triple loop (mt4b) {baseline:.1f}")


FAMILY = MatrixFamily()

__all__ = ["FAMILY", "MatrixFamily", "MatrixDesign", "MatrixSpec", "parse_matrix", "reference_product",
           "candidate_plans"]
