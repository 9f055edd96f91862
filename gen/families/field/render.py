"""The files of a field kernel: its proved programs printed as C functions, in the kernel.h/.c skeletons."""
from __future__ import annotations

from ... import __version__
from ...dp.planner import Plan
from ...isa import Target
from ...isa.register_karatsuba import zmm_karatsuba_body
from ...prove import Proof
from ...render import api_function, render_files, render_function, shape_for
from ..batch.render import BatchCode
from .inverse import chain_counts, inverse_function, itoh_tsujii_chain

FUNCTION_ORDER = ("mul", "sqr", "clmul", "reduce")
# the op kinds of the IR, then those only a zmm mul has (gen.ir.vecwords), in the order reports list them
OP_ORDER = ["load", "window", "lane_broadcast", "clmul", "clmulk", "spread", "xor", "xor3", "dxor", "dxor3", "shl",
            "shr", "fshr", "shrd", "align", "and", "lo", "hi", "store"]
MEMORY_OPS = frozenset({"load", "window", "lane_broadcast", "store"})


def op_summary(counts: dict[str, int]) -> str:
    """Op counts in a fixed order, loads and stores left out."""
    parts = [f"{counts[k]} {k}" for k in OP_ORDER if k not in MEMORY_OPS and counts.get(k)]
    return ", ".join(parts) if parts else "no ops"


def verification_lines(proofs: list[Proof], m: int, harness_planned: bool, target: Target,
                       vector_mul: bool = False) -> list[str]:
    by_kind = {p.program: p for p in proofs}
    products = (f"IR proof: bilinear type check + all {m}x{m} = {by_kind['clmul'].cases} basis pairs (clmul);",
                f"  mul (vector-word program): bilinear by construction + all {by_kind['mul'].cases} basis pairs;"
                ) if vector_mul else (
                f"IR proof: bilinear type check + all {m}x{m} = {by_kind['mul'].cases} basis pairs (mul, clmul);",)
    lines = [
        *products,
        f"  linear type check + all {by_kind['reduce'].cases} basis vectors (reduce), {by_kind['sqr'].cases} (sqr).",
        "inv: the Itoh-Tsujii chain (%d squarings, %d multiplications) replayed on exponents gives 2^m-2."
        % chain_counts(itoh_tsujii_chain(m)),
    ]
    if harness_planned:
        how = ("exhaustive over all pairs (m <= 16); a*inv(a) = 1 for every a != 0" if m <= 16
               else "all basis pairs + 100000 random pairs against the Python reference; a*inv(a) = 1 on random a")
        lines += [
            f"Harness (before writing): -O2 -Wall -Wextra -Werror with {target.checked_with()};",
            f"  {how}.",
        ]
    else:
        lines.append("Harness: not run (--no-verify).")
    return lines


def render(plan: Plan, proofs: list[Proof], *, sym: str, header_only: bool, command: str,
           used_in: str = "", harness_planned: bool = True, batch: BatchCode | None = None) -> dict[str, str]:
    """File name -> content for one kernel (deterministic); `batch` (the batch family's printed code,
    gen.families.batch.render) adds the batch functions beside the single ones."""
    target: Target = plan.target
    field = plan.field
    shape = shape_for(field.m, target.word_bits)
    helper_prefix = f"{sym}_priv_"
    prepared = {k: plan.programs[k] for k in FUNCTION_ORDER  # already rewritten for the target
                if k != "mul" or plan.vector_mul is None}
    functions = [render_function(k, sym, helper_prefix, prepared[k], target, shape) if k in prepared else
                 api_function(k, sym, shape, zmm_karatsuba_body(plan.vector_mul, narrow_memory=True))
                 for k in FUNCTION_ORDER]
    functions.append(inverse_function(sym, field.m, shape))
    if batch is not None:
        functions += batch.functions
    est = plan.estimates
    chain = plan.chain_reduction
    predicted = "; ".join(f"{k} {est[k].throughput:.1f} throughput, {est[k].latency:.1f} latency"
                          for k in ("mul", *(("sqr",) if chain != plan.reduction else ()), "clmul", "reduce"))
    chain_line = ("" if chain == plan.reduction else
                  f"sqr (and inv, a chain of squarings): reduce {chain.label}, the least latency "
                  f"({est['sqr'].latency:.1f}; {plan.sqr_latency_with_mul_reduction:.1f} with mul's reduction)")
    ctx = dict(
        sym=sym,
        SYM=sym.upper(),
        m=field.m,
        field_text=field.text,
        field_hex=field.hex,
        used_in=used_in,
        isa=target.name,
        isa_description=target.description,
        cflags=" ".join(target.cflags),
        tree=plan.tree.describe() + (f" (clmul; mul {plan.mul_label})" if plan.vector_mul is not None else ""),
        reduction=plan.reduction.label + (f"; {target.variant_label}" if target.variant_label else ""),
        op_lines=[chain_line] * bool(chain_line) + [f"Ops {k}: {op_summary(est[k].counts)}" for k in FUNCTION_ORDER],
        cost_table=target.costs.name,
        cost_unit=target.costs.unit,
        predicted=predicted,
        verification=verification_lines(proofs, field.m, harness_planned, target, plan.vector_mul is not None),
        has_clmul=target.has_clmul,
        version=__version__,
        command=command,
        guard=f"{sym.upper()}_H",
        guard_macros=list(target.guard_macros),
        element=shape.element,
        elem_type=shape.elem_type,
        n_words=shape.n_api_words,
        clmul_words=shape.clmul_api_words,
        header_only=header_only,
        extra_includes=[i for i in target.includes() if i != "<stdint.h>"],
        type_decls=target.type_decls(helper_prefix),
        helpers=target.helpers(helper_prefix, list(prepared.values())) + (batch.helpers if batch else ""),
        functions=functions,
        batch_macros=batch.macros if batch else [],
        batch_includes=list(batch.header_includes) if batch else [],
        batch_lines=batch.provenance if batch else [],
    )
    templates = {f"{sym}.h": "kernel.h.j2"} | ({} if header_only else {f"{sym}.c": "kernel.c.j2"})
    return render_files(templates, ctx)
