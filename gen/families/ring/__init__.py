"""The ring family: F2[x]/(f) of large degree (HQC, BIKE: f = x^n - 1; sparse f): N_mul, N_sqr,
N_clmul, N_reduce, N_mul_sparse.

spec (spec.Ring) -> plan (gen.dp.karatsuba: base size and Toom-3 thresholds by DP, or measured
wisdom) -> base kernels (bases: unrolled IR products proved on all basis pairs, or VPCLMULQDQ zmm
schoolbooks and in-register Karatsuba kernels) -> C (render) -> harness_c/ring_harness.c (check: base kernels on all basis pairs, the
whole kernel against a NumPy FFT reference) -> constant time (the recursion's loops over public
counts) -> tuning (tune: thresholds timed on the host).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ...check.driver import DriverOptions, DriverReport
from ...dp.karatsuba import RecursionPlan, glue_cost, karatsuba_split, plan_recursion, recursion_cost, toom3_split
from ...errors import GenError
from ...family import Adapter, CliFlag, Family, Kernel, Options
from ...isa import Target
from ...loops import GlueProof
from ...tune.wisdom import tune_report
from ...naming import Naming, canonical_command
from .bases import BaseKernel, base_options, dual_base_options, make_bases, quad_base_options
from .check import check_ring
from .glue_proof import RingGluePlan, prove_ring_glue
from .render import RANDOM_PAIRS, render_ring, vector_spelling
from .spec import Ring, parse_ring
from .tune import thresholds_from_wisdom, tune_ring

HQC_NAMESPACES = {17669: "PQCLEAN_HQC128_CLEAN_", 35851: "PQCLEAN_HQC192_CLEAN_", 57637: "PQCLEAN_HQC256_CLEAN_"}
HQC_OMEGA_R = {17669: 75, 35851: 114, 57637: 149}  # PARAM_OMEGA_R, the largest weight HQC samples


@dataclass
class RingDesign:
    """A ring kernel's recursion plan, its base kernels, how the thresholds were chosen, and the proof of
    its glue (the recombination of the steps and the reduction, gen.families.ring.glue_proof)."""

    recursion: RecursionPlan
    bases: list[BaseKernel]
    plan_source: str
    glue: GlueProof | None = None

    def harness_bases(self) -> dict[str, list[int]]:
        """The base sizes the ring harness checks on their own (check_ring's keyword arguments): the
        one-product kernels, the two-product ones that are kernels of their own (not two calls of a
        one-product kernel), the four-product ones."""
        rec = self.recursion
        pairs = {b.size for b in self.bases if b.lanes == 2 and b.kind == "pair"}
        return dict(base_sizes=rec.base_sizes(), dual_base_sizes=[s for s in rec.dual_base_sizes() if s not in pairs],
                    quad_base_sizes=rec.quad_base_sizes())


def plan_ring(ring: Ring, target: Target, sym: str, wisdom: Path | None = None, base_max: int | None = None,
              toom_min: int | None = None, four_per_call: bool | None = None) -> RingDesign:
    """The recursion and its proved base kernels. base_max (and toom_min, the smallest Toom-3 step)
    force the thresholds (what tuning measures), four_per_call whether base products go four per call
    on a zmm target (None: the cheaper plan); else a wisdom file's measured choices for this ring
    and ISA; else the DP's choice."""
    words = ring.words
    costs, kinds = base_options(target, words)
    plan_source = f"DP over thresholds ({target.costs.name} cost table)"
    found = thresholds_from_wisdom(wisdom, ring, target) if base_max is None and wisdom is not None else None
    if found is not None:
        base_max, toom_min, four_per_call = found.base_max, found.toom_min, found.four_per_call
        if base_max not in costs:
            raise GenError(f"wisdom {wisdom}: base size {base_max} is not available for {ring.text} on {target.name}")
        plan_source = f"wisdom {Path(wisdom).name} (measured on {found.where})"
    dual = dual_base_options(target, costs, kinds, in_register=not (found and found.ir_two_product_bases))
    grouped = quad_base_options(target, costs) if four_per_call is not False else None
    plans = [] if four_per_call else [ring_recursion(target, words, costs, dual[0] if dual else None, None, base_max, toom_min)]
    if grouped is not None:
        fours = ring_recursion(target, words, costs, *grouped, base_max, toom_min)
        if fours.cost is not None or not plans:  # None: a base size without a four-product kernel
            plans.append(fours)
    recursion = min(plans, key=lambda p: float("inf") if p.cost is None else p.cost)
    dual_kinds = ({s: "pair" for s in costs} if recursion.four_per_call else dual[1]) if recursion.dual else None
    bases = make_bases(target, sym, recursion.base_sizes(), kinds, recursion.dual_base_sizes(), dual_kinds,
                       recursion.quad_base_sizes())
    glue = prove_ring_glue(RingGluePlan.from_recursion(ring.n, ring.tail, recursion, karatsuba_split, toom3_split),
                           vector_spelling(sym, target).words, f"{sym}_priv_", sym)
    return RingDesign(recursion, bases, plan_source, glue)


def ring_recursion(target: Target, words: int, costs: dict[int, float], dual_costs: dict[int, float] | None,
                   quad_costs: dict[int, float] | None, base_max: int | None, toom_min: int | None) -> RecursionPlan:
    """The DP's plan, or the plan of the given thresholds, with products grouped two (dual_costs) or
    four (quad_costs too) per call."""
    if base_max is None:
        return plan_recursion(target, words, max_base=max(costs), base_costs=costs, dual_costs=dual_costs,
                              quad_costs=quad_costs)
    cost = recursion_cost(words, base_max, costs, glue_cost(target), dual_costs, toom_min, quad_costs)
    return RecursionPlan.grouped(words, base_max, cost, toom_min, dual_costs, quad_costs)


class RingFamily(Family):
    name = "ring"
    noun = "a ring"
    config_key = "ring"
    config_keys = ("ring",)
    flags = (CliFlag("ring", "ring modulus for F2[x]/(f), e.g. 'x^17669-1' (HQC) or a sparse x^n+...+1"),)
    example = "--ring 'x^17669-1'"
    abis = ("pqclean-hqc",)
    options = frozenset({"base_max", "toom_min", "four_per_call", "command"})

    def parse(self, request: dict[str, Any]) -> Ring:
        spec = request["ring"]
        return spec if isinstance(spec, Ring) else parse_ring(str(spec))

    def spec_args(self, spec: Ring) -> tuple[list[str], list[str]]:
        return ["--ring", spec.text], []

    def generate(self, spec: Ring, target: Target, naming: Naming, options: Options) -> Kernel:
        extra = options.extra
        design = plan_ring(spec, target, naming.sym, options.wisdom, extra.get("base_max"), extra.get("toom_min"),
                           extra.get("four_per_call"))
        command = extra.get("command") or canonical_command(self.spec_args(spec)[0], target.name, naming, options.config)
        files = render_ring(spec, target, naming.sym, design, header_only=naming.header_only, command=command,
                            used_in=options.used_in, harness_planned=options.harness_planned)
        return Kernel(self, spec, target, naming, command, files, design, options.used_in)

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> DriverReport:
        bases = kernel.design.harness_bases()
        return check_ring(stage, kernel.spec, kernel.sym, kernel.header_only, cflags, bases.pop("base_sizes"),
                          do_bench=bench, **bases, **driver.as_kwargs())

    def ct_api(self, kernel: Kernel) -> list[str]:
        return ["-DCT_HAS_SPARSE"]

    def ct_loops(self, kernel: Kernel) -> tuple[Callable[[Any], bool], str]:
        """The Karatsuba glue and fold may loop; the base kernels (_priv_b*) must be straight-line."""
        return (lambda f: "_priv_b" not in f.function), "the Karatsuba and fold loops"

    def tune(self, spec: Ring, target: Target, wisdom: Path, top_k: int | None,
             extra: dict[str, Any]) -> tuple[list[str], str]:
        emit = functools.partial(candidate_files, spec, target)
        results = tune_ring(spec, target, wisdom, emit, *(() if top_k is None else (top_k,)))
        rows = [f"  {r.ticks:9.0f}  predicted {r.plan.cost:9.0f}  {r.plan.describe()}" for r in results]
        return tune_report(f"F2[x]/({spec.text}) ({spec.words} words) on {target.name}: {len(results)} plans timed "
                           f"interleaved in one process (TSC ticks per unreduced product, median)", rows, wisdom,
                           f"{results[0].ticks:.0f} ticks with {results[0].plan.describe()}",
                           f"{results[1].ticks:.0f}" if len(results) > 1 else None)

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        ring = kernel.spec
        if ring.tail != (0,) or ring.n not in HQC_NAMESPACES:
            sizes = ", ".join(str(n) for n in HQC_NAMESPACES)
            raise GenError(f"--abi pqclean-hqc needs --ring 'x^n-1' with n one of {sizes} "
                           f"(HQC-128/192/256), not {ring.text}")
        ns, words = namespace or HQC_NAMESPACES[ring.n], kernel.design.recursion.words
        what = f"vect_mul: the product in F2[x]/(x^{ring.n}-1), VEC_N_SIZE_64 = {words} words."
        sampler = (f"vect_set_random_fixed_weight: HQC's constant-time sampler of weight-w ring elements, "
                   f"w <= {HQC_OMEGA_R[ring.n]}; and the other vector.c functions.")
        lanes = max(1, kernel.target.vector_bytes // 8)
        m_val = [(1 << 32) // (ring.n - i) for i in range(HQC_OMEGA_R[ring.n])]
        return [Adapter("gf2x.c", "gf2x.c", "abi/pqclean_hqc_gf2x.c.j2", what, ns),
                Adapter("vector.c", "vector.c", "abi/pqclean_hqc_vector.c.j2", sampler, ns,
                        dict(n=ring.n, words=words, lanes=lanes, m_val=m_val))]

    def title(self, kernel: Kernel) -> str:
        return f"F2[x]/({kernel.spec.text}) ({kernel.spec.words} words)"

    def summary(self, kernel: Kernel) -> list[str]:
        t, design = kernel.target, kernel.design
        rec, ring = design.recursion, kernel.spec
        reduce = "one cyclic fold (funnel shifts)" if ring.cyclic else f"{ring.folds} folds by the tail of f"
        lines = [f"  plan      {rec.describe()}",
                 f"  chosen by {design.plan_source}",
                 "  bases     " + "; ".join(f"{b.size} words: {b.label}" for b in design.bases),
                 f"  reduce    {reduce}",
                 f"  predicted product {rec.cost:.0f} ({t.costs.name}, {t.costs.unit}); scratch "
                 f"{2 * ring.words + rec.scratch_words()} words"]
        proofs = [f"{b.size}x{b.size}: {b.proof.cases}{b.proof_note}" for b in design.bases if b.proof and b.lanes == 1]
        proofs += [f"{b.size}x{b.size} (two-lane print of that program)" for b in design.bases
                   if b.lanes == 2 and b.program is not None
                   and not any(o.size == b.size and o.lanes == 1 for o in design.bases)]
        proofs += [f"{b.size}x{b.size} {'two' if b.lanes == 2 else 'four'} at once: {b.proof.cases}{b.proof_note}"
                   for b in design.bases if b.lanes > 1 and b.program is None and b.proof]
        if proofs:
            lines.append(f"  proved    base kernels on all basis pairs ({', '.join(proofs)})")
        lines.append(f"  proved    glue (recombination, divisions, fold) bit-sliced: {design.glue.summary()}")
        return lines

    def measured(self, kernel: Kernel, unit: str) -> str:
        b = kernel.harness.bench
        return (f"{unit} per call: mul {b['mul']:.0f}, clmul {b['clmul']:.0f}, reduce {b['reduce']:.0f}, "
                f"mul_sparse {b['mul_sparse']:.0f} ({b['sparse_weight']} positions)")


FAMILY = RingFamily()


def candidate_files(ring: Ring, target: Target, name: str, plan: RecursionPlan) -> dict[str, str]:
    """The files of `ring`'s kernel with the thresholds of `plan`, called `name` (a tuning candidate)."""
    options = Options(harness_planned=False, extra={"base_max": plan.base_max, "toom_min": plan.toom_min,
                                                    "four_per_call": plan.four_per_call})
    return FAMILY.generate(ring, target, Naming(name, "", False, name), options).files


__all__ = ["FAMILY", "RingFamily", "RingDesign", "candidate_files", "Ring", "parse_ring", "plan_ring", "RANDOM_PAIRS"]
