"""The field family: GF(2^m) = GF(2)[x]/(f), 2 <= m <= 1024 (N_mul, N_sqr, N_clmul, N_reduce, N_inv).

spec (gen.spec.Field) -> plan (gen.dp.planner: split tree x reduction by DP + ILP, or measured
wisdom) -> proofs (gen.prove: type check + basis) -> C (render) -> harness_c/harness.c (check) ->
constant time (N_inv's squaring loops are the only branches) -> tuning (tune: candidate plans timed).
The batch extension (gen.families.batch) adds N_mul_n and friends to the same files.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ...check.driver import DriverOptions
from ...dp.planner import Plan, classic_estimate, plan
from ...errors import GenError
from ...family import Adapter, CliFlag, Family, Kernel, Options, Part
from ...isa import Estimate, Target
from ...naming import Naming, canonical_command
from ...prove import Proof
from ...spec import Field, parse_field
from ...tune.calibrate import with_profile
from ...tune.wisdom import tune_report
from ..batch import EXTENSION as BATCH
from . import check
from .explain import explain_lines
from .proofs import prove_plan
from .render import op_summary, render
from .tune import plan_from_wisdom, tune

HQC_FIELD = "x^8+x^4+x^3+x^2+1"  # PQClean HQC's GF(2^8) (gf.c)


@dataclass
class FieldDesign:
    """The plan of a field kernel, the proofs of its programs, and the textbook method's predicted cost."""

    plan: Plan
    proofs: list[Proof]
    classic: Estimate


class FieldFamily(Family):
    name = "field"
    noun = "a field"
    config_key = None
    config_keys = ("modulus",)
    flags = (CliFlag("field", "modulus: 'x^12+x^3+1', 'x12+x3+1', '0x1009' or '12,3,0'"),)
    example = "--field 'x^12+x^3+1'"
    abis = ("pqclean-hqc",)
    options = frozenset({"batch", "classic"})
    config_options = ("batch",)
    extensions = (BATCH,)

    def parse(self, request: dict[str, Any]) -> Field:
        return parse_field(request["field"]) if not isinstance(request["field"], Field) else request["field"]

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[Field, dict[str, Any]]:
        batch = data.get("batch", False)
        if not isinstance(batch, bool):
            raise GenError(f"config {where}: `batch` must be true or false")
        return parse_field(str(data["modulus"])), {"batch": batch} if batch else {}

    def spec_args(self, spec: Field) -> tuple[list[str], list[str]]:
        return ["--field", spec.text], []

    def generate(self, spec: Field, target: Target, naming: Naming, options: Options) -> Kernel:
        classic, batch = bool(options.extra.get("classic")), bool(options.extra.get("batch"))
        the_plan = None
        if options.wisdom is not None and not classic:
            the_plan = plan_from_wisdom(options.wisdom, spec, target)
        if the_plan is None:
            the_plan = plan(spec, target, classic=classic)
        proofs = prove_plan(the_plan)
        parts = []
        if batch:
            parts.append(Part(BATCH, BATCH.design(spec, target, the_plan.estimates["mul"].throughput, options.wisdom)))
        spec_args, _ = self.spec_args(spec)
        command = canonical_command(spec_args, target.name, naming, options.config, ["--batch"] if batch else [])
        code = BATCH.render(parts[0].design, naming.sym) if parts else None
        files = render(the_plan, proofs, sym=naming.sym, header_only=naming.header_only, command=command,
                       used_in=options.used_in, harness_planned=options.harness_planned, batch=code)
        design = FieldDesign(the_plan, proofs, classic_estimate(spec, the_plan.target))
        return Kernel(self, spec, target, naming, command, files, design, options.used_in, parts=parts,
                      warnings=spec.warnings())

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> check.HarnessResult:
        return check.run_all(stage, kernel.sym, kernel.spec.modulus, kernel.header_only, cflags, bench=bench,
                             cache_dir=cache_dir, **driver.as_kwargs())

    def ct_api(self, kernel: Kernel) -> list[str]:
        return ["-DCT_HAS_INV"]

    def ct_loops(self, kernel: Kernel) -> tuple[Callable[[Any], bool], str]:
        inv = f"{kernel.sym}_inv"
        return (lambda f: f.function == inv and f.kind == "cond-branch"), f"the {inv} loops"

    def tune(self, spec: Field, target: Target, wisdom: Path, top_k: int | None,
             extra: dict[str, Any]) -> tuple[list[str], str]:
        if extra.get("batch"):
            return tune_batch(self, spec, target, wisdom)
        results = tune(spec, with_profile(target), wisdom, *(() if top_k is None else (top_k,)))
        rows = [f"  {r.ticks:8.2f}  predicted {r.plan.estimates['mul'].throughput:7.2f}  {r.plan.describe()}; "
                f"{r.plan.target.variant_label}" for r in results]
        return tune_report(f"GF(2^{spec.m}) mod {spec.text} on {target.name}: {len(results)} candidates timed "
                           f"interleaved in one process (TSC ticks per mul, median)", rows, wisdom,
                           f"{results[0].ticks:.1f} ticks with {results[0].plan.describe()}",
                           f"{results[1].ticks:.1f}" if len(results) > 1 else None)

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        if kernel.spec.modulus != parse_field(HQC_FIELD).modulus:
            raise GenError(f"--abi pqclean-hqc needs HQC's field --field '{HQC_FIELD}' (or an HQC ring), "
                           f"not {kernel.spec.text}")
        if namespace is None:
            raise GenError("--abi pqclean-hqc with a field needs --namespace (e.g. PQCLEAN_HQC128_CLEAN_): "
                           "the three HQC levels share the field")
        what = f"gf_mul, gf_square, gf_inverse in GF(2^8) mod {HQC_FIELD}."
        return [Adapter("gf.c", "gf.c", "abi/pqclean_hqc_gf.c.j2", what, namespace)]

    def explain(self, kernel: Kernel, variant: Callable[..., Kernel] | None,
                write: Callable[[Kernel, Path], Any] | None, ir: bool) -> list[str]:
        classic = (lambda: variant(classic=True)) if variant is not None else None
        return explain_lines(kernel, classic, write, ir)

    def title(self, kernel: Kernel) -> str:
        return f"GF(2^{kernel.spec.m}) mod {kernel.spec.text}"

    def summary(self, kernel: Kernel) -> list[str]:
        d: FieldDesign = kernel.design
        p, t = d.plan, kernel.target
        est = p.estimates
        variant = f"; {p.target.variant_label}" if p.target.variant_label else ""
        proof = ", ".join(f"{pr.program} {pr.cases}" for pr in d.proofs)
        mul = f"\n  mul       {p.mul_label}" if p.vector_mul is not None else ""
        return [f"  plan      multiply {p.tree.describe()}; reduce {p.reduction.label}{variant}{mul}",
                f"  chosen by {p.solver}; cost table {t.costs.name} ({t.costs.unit})",
                *(f"  ops {k:7s}{op_summary(est[k].counts)}" for k in ("mul", "clmul", "reduce")),
                f"  predicted mul {est['mul'].throughput:.1f} throughput / {est['mul'].latency:.1f} latency; "
                f"classic schoolbook + fold: {d.classic.throughput:.1f} / {d.classic.latency:.1f}",
                f"  proved    IR bilinear/linear type check + basis cases ({proof})"]

    def measured(self, kernel: Kernel, unit: str) -> str:
        b = kernel.harness.bench
        return f"{unit} per call (throughput/latency): " + ", ".join(
            f"{k} {b[k]['throughput']:.1f}/{b[k]['latency']:.1f}" for k in ("mul", "sqr", "clmul", "reduce") if k in b)


def tune_batch(family: FieldFamily, field: Field, target: Target, wisdom: Path) -> tuple[list[str], str]:
    """Measure the batch families' dispatch thresholds of `field` on this host: (lines, headline)."""
    why = BATCH.applies(field, target)
    if why:
        raise GenError(why)
    naming = Naming(field.default_name, "", False, field.default_name)
    kernel = family.generate(field, target, naming, Options(harness_planned=False, extra={"batch": True}))
    cx, bench = BATCH.tune(kernel, kernel.parts[0], wisdom)
    rows = [f"  {'n':>24s} " + " ".join(f"{n:>6d}" for n in bench["n"])]
    rows += [f"  {name:>24s} " + " ".join(f"{v:6.2f}" for v in vals) for name, vals in bench["per_element"].items()]
    rows.append(f"  thresholds: mul_n {cx.describe('mul_n')}; mul_const {cx.describe('mul_const')}")
    return tune_report(f"GF(2^{field.m}) mod {field.text} on {target.name}: batch families timed interleaved "
                       f"(TSC ticks per element, medians)", rows, wisdom,
                       f"batch: mul_n {cx.describe('mul_n')}; mul_const {cx.describe('mul_const')}", None)


FAMILY = FieldFamily()

__all__ = ["FAMILY", "FieldFamily", "FieldDesign", "check"]
