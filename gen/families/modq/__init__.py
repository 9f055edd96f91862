"""The mod-q family: NTTs over Z_q[x]/(x^n + 1) with 16-bit coefficients (ML-KEM, and any NTT-friendly
prime below 2^14) or 32-bit ones (ML-DSA's q = 8380417, any NTT-friendly prime below 2^30), their base
multiplications and the whole-polynomial helpers.

spec (spec.NttSpec) -> plan (plan: lanes and layer passes priced on the printed instructions, Barrett
reductions where the bounds call for them) -> lane programs (lower, gen.ir.lanes) -> proof (prove: bounds
for all inputs, Z_q-linearity on bases, the reduction primitives on every input they receive) -> C
(render, through gen.isa.lanes) -> harness_c/modq_harness.c (check) -> constant time.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ...check.driver import DriverOptions, DriverReport
from ...check.m4cycles import unicorn_available
from ...errors import GenError
from ...family import Adapter, CliFlag, Family, Kernel, Options
from ...isa import Target
from ...naming import Naming, canonical_command
from ...tune.wisdom import tune_report
from .abi import ABI as MLKEM_ABI, adapters as mlkem_adapters
from .abi_mldsa import ABI as MLDSA_ABI, adapters as mldsa_adapters
from .check import check_modq
from .ct_emulated import EmulatedCtReport, emulated_constant_time
from .explain import explain_lines
from .plan import ModqPlan, instruction_counts, plan_modq
from .prove import ModqProof, prove_modq
from .render import render_modq
from .rounding import parse_rounding
from .spec import NttSpec, max_layers, parse_ntt
from .tune import passes_from_wisdom, tune_modq

NTT_OUTPUTS = ("reduced", "lazy")
NTT_ORDERS = ("standard", "native")


@dataclass
class ModqDesign:
    plan: ModqPlan
    proof: ModqProof

    def counts(self) -> dict[str, float]:
        sp = self.plan.spelling
        total: dict[str, float] = {}
        for name in ("ntt", "invntt"):
            for c, n in instruction_counts(self.plan.printed(name), sp).items():
                total[c] = total.get(c, 0.0) + n
        return total


def _options(extra: dict[str, Any]) -> dict[str, Any]:
    ntt_output = extra.get("ntt_output", "reduced")
    if ntt_output not in NTT_OUTPUTS:
        raise GenError(f"ntt_output must be one of {', '.join(NTT_OUTPUTS)}, not {ntt_output!r}")
    ntt_order = extra.get("ntt_order", "standard")
    if ntt_order not in NTT_ORDERS:
        raise GenError(f"ntt_order must be one of {', '.join(NTT_ORDERS)}, not {ntt_order!r}")
    acc = tuple(extra.get("acc", (2, 3, 4)))
    if not acc or any(not isinstance(k, int) or isinstance(k, bool) or not 2 <= k <= 8 for k in acc):
        raise GenError(f"acc must list polyvec lengths in [2, 8], e.g. [2, 3, 4]; got {list(acc)!r}")
    return {"ntt_output": ntt_output, "ntt_order": ntt_order, "acc": tuple(sorted(set(acc))), "passes": extra.get("passes"),
            "inverse_passes": extra.get("inverse_passes"), "rounding": extra.get("rounding")}


class ModqFamily(Family):
    name = "modq"
    noun = "a mod-q NTT kernel"
    config_key = "prime"
    config_keys = ("prime", "ntt")
    flags = (CliFlag("prime", "with --ntt: NTTs mod this prime (16-bit coefficients for q < 2^14, else 32-bit; q < 2^30), "
                     "e.g. 3329 or 8380417", int, "Q"),
             CliFlag("ntt", "with --prime: the ring Z_q[x]/(x^N+1), N a power of two, e.g. 256", int, "N"),
             CliFlag("layers", "with --prime: NTT layers (default: the most q allows; base degree <= 2)", int,
                     "K", required=False),
             CliFlag("root", "with --prime: the primitive 2^(K+1)-th root of unity (default: the smallest)", int,
                     "ZETA", required=False),
             CliFlag("input-bound", "with --prime: inputs satisfy |x| <= B (default q - 1)", int, "B", required=False))
    example = "--prime 3329 --ntt 256"
    options = frozenset({"ntt_output", "ntt_order", "acc", "passes", "inverse_passes", "rounding"})
    config_options = ("layers", "root", "input_bound", "ntt_output", "ntt_order", "acc", "passes", "inverse_passes",
                      "rounding")
    abis = (MLKEM_ABI, MLDSA_ABI)

    def parse(self, request: dict[str, Any]) -> NttSpec:
        return parse_ntt(request["prime"], request["ntt"], request.get("layers"), request.get("root"),
                         request.get("input-bound"))

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[NttSpec, dict[str, Any]]:
        spec = parse_ntt(data["prime"], data["ntt"], data.get("layers"), data.get("root"), data.get("input_bound"))
        options = {k: data[k] for k in ("ntt_output", "ntt_order", "acc", "passes", "inverse_passes", "rounding") if k in data}
        _options(options)
        parse_rounding(options.get("rounding"), spec.q)
        return spec, options

    def spec_args(self, spec: NttSpec) -> tuple[list[str], list[str]]:
        args = ["--prime", str(spec.q), "--ntt", str(spec.n)]
        if spec.layers != max_layers(spec.q, spec.n):
            args += ["--layers", str(spec.layers)]
        if spec.zeta != spec.modulus.primitive_root_of_unity(1 << (spec.layers + 1)):
            args += ["--root", str(spec.zeta)]
        if spec.input_bound != spec.q - 1:
            args += ["--input-bound", str(spec.input_bound)]
        return args, []

    def generate(self, spec: NttSpec, target: Target, naming: Naming, options: Options) -> Kernel:
        opts = _options(options.extra)
        found = passes_from_wisdom(options.wisdom, spec, target) if options.wisdom and not opts["passes"] else None
        if found:
            opts.update(passes=found[0], inverse_passes=found[1],
                        source=f"wisdom {Path(options.wisdom).name} (measured on {found[2]})")
        opts["rounding"] = parse_rounding(opts["rounding"], spec.q)
        plan = plan_modq(spec, target, **opts)
        proof = prove_modq(plan)
        command = canonical_command(self.spec_args(spec)[0], target.name, naming, options.config)
        design = ModqDesign(plan, proof)
        counts = ", ".join(f"{c} {n:.0f}" for c, n in design.counts().items())
        files = render_modq(plan, proof.describe(), target, naming.sym, header_only=naming.header_only,
                            command=command, used_in=options.used_in, harness_planned=options.harness_planned,
                            harness_how=target.checked_with(), counts=counts)
        return Kernel(self, spec, target, naming, command, files, design, options.used_in)

    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> DriverReport:
        return check_modq(stage, kernel.naming.sym, kernel.naming.header_only, cflags, do_bench=bench,
                          **driver.as_kwargs())

    def ct_api(self, kernel: Kernel) -> list[str]:
        return ["-DCT_MODQ"]

    def tune(self, spec: NttSpec, target: Target, wisdom: Path, top_k: int | None,
             extra: dict[str, Any]) -> tuple[list[str], str]:
        def emit(name: str, passes: str) -> dict[str, str]:
            options = Options(harness_planned=False, extra={**extra, "passes": passes})
            return self.generate(spec, target, Naming(name, "", False, name), options).files

        results, best_ntt, best_inv = tune_modq(spec, target, wisdom, emit, top_k)
        rows = [f"  {r.ntt:8.1f} {r.invntt:8.1f}  {r.passes}" for r in results]
        return tune_report(f"{spec.text} on {target.name}: {len(results)} pass structures timed interleaved in one "
                           f"process (TSC ticks per ntt, invntt_tomont; median)", rows, wisdom,
                           f"ntt {best_ntt.ntt:.0f} ticks with {best_ntt.passes}, invntt {best_inv.invntt:.0f} with "
                           f"{best_inv.passes}", None)

    def emulates_constant_time(self, target: Target) -> bool:
        """Cortex-M4 kernels: traces under unicorn (gen.families.modq.ct_emulated)."""
        return target.arch == "armv7em" and unicorn_available()

    def emulated_constant_time(self, kernel: Kernel, kernel_dir: Path) -> EmulatedCtReport:
        return emulated_constant_time(kernel_dir, kernel.naming.sym, kernel.design.plan, list(kernel.target.cflags))

    def ct_loops(self, kernel: Kernel) -> tuple[Callable[[Any], bool], str]:
        """Loops over public group counts: their branches, and constant tables indexed by the counters."""
        return (lambda f: f.kind in ("cond-branch", "indexed-memory")), "the loops over public group counts"

    def explain(self, kernel: Kernel, variant: Callable[..., Kernel] | None,
                write: Callable[[Kernel, Path], Any] | None, ir: bool) -> list[str]:
        return explain_lines(kernel, write, ir)

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        """PQClean ML-KEM (clean): ntt.c, reduce.c and gen_poly.c (gen.families.modq.abi); PQClean ML-DSA
        (clean): the same three files (gen.families.modq.abi_mldsa)."""
        makers = {MLKEM_ABI: mlkem_adapters, MLDSA_ABI: mldsa_adapters}
        if abi not in makers:
            raise GenError(f"internal: the modq family has no adapters for --abi {abi}")
        return makers[abi](kernel, namespace)

    def title(self, kernel: Kernel) -> str:
        return kernel.spec.text

    def summary(self, kernel: Kernel) -> list[str]:
        d: ModqDesign = kernel.design
        plan = d.plan
        lines = [f"  plan      {plan.describe()}; {plan.montgomery_text}, Barrett where needed"]
        if len(plan.candidates) > 1:
            priced = "; ".join(f"{c.shape.passes()} {c.cost:.0f}" for c in plan.candidates[:4])
            lines.append(f"  chosen by {plan.source}: {priced}")
        else:
            lines.append(f"  chosen by {plan.source}")
        lines += [f"  reduces   {r}" for r in plan.reduction_summary()] or ["  reduces   nowhere: no sum leaves its lane"]
        lines.append(f"  bounds    ntt {plan.spec.input_bound} -> {plan.bound('ntt').magnitude}, invntt_tomont "
                     f"{plan.contracts.invntt_in} -> {plan.bound('invntt').magnitude}, basemul -> "
                     f"{plan.bound('basemul').magnitude}")
        return lines + [f"  proved    {d.proof.summary()}"]

    def measured(self, kernel: Kernel, unit: str) -> str:
        b = kernel.harness.bench
        return (f"ticks per call: ntt {b['ntt']:.0f}, invntt_tomont {b['invntt']:.0f}, basemul {b['basemul']:.0f}, "
                f"basemul_acc{kernel.design.plan.acc[-1]} {b['acc']:.0f}; clean-style ntt {b['base_ntt']:.0f} "
                f"({b['base_ntt'] / b['ntt']:.1f}x), invntt {b['base_invntt']:.0f} ({b['base_invntt'] / b['invntt']:.1f}x)")


FAMILY = ModqFamily()

__all__ = ["FAMILY", "ModqFamily", "ModqDesign", "NttSpec", "parse_ntt"]
