"""Render verified programs into the emitted files through the Jinja2 templates."""
from __future__ import annotations

import functools
from pathlib import Path

import jinja2

from . import __version__
from .dp.planner import Plan
from .inverse import chain_counts, inverse_function, itoh_tsujii_chain
from .isa import Target
from .unparse import render_function, shape_for
from .verify import Proof

TEMPLATE_DIR = Path(__file__).parent / "templates"
FUNCTION_ORDER = ("mul", "sqr", "clmul", "reduce")


@functools.lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["format_defined"] = lambda macro: f"defined({macro})"
    return env


def op_summary(counts: dict[str, int]) -> str:
    """Op counts in a fixed order, loads and stores left out."""
    order = ["clmul", "clmulk", "spread", "xor", "xor3", "dxor", "dxor3", "shl", "shr", "fshr", "and", "lo", "hi"]
    parts = [f"{counts[k]} {k}" for k in order if counts.get(k)]
    return ", ".join(parts) if parts else "no ops"


def harness_how(target: Target) -> str:
    """Which compilers build the harness driver for `target`, and where it runs."""
    if not target.compilers:
        return "gcc and clang when installed"
    where = f" under {target.emulator_label}" if target.runner else ""
    return " and ".join(target.compilers) + where


def verification_lines(proofs: list[Proof], m: int, harness_planned: bool, target: Target) -> list[str]:
    by_kind = {p.program: p for p in proofs}
    lines = [
        f"IR proof: bilinear type check + all {m}x{m} = {by_kind['mul'].cases} basis pairs (mul, clmul);",
        f"  linear type check + all {by_kind['reduce'].cases} basis vectors (reduce), {by_kind['sqr'].cases} (sqr).",
        "inv: the Itoh-Tsujii chain (%d squarings, %d multiplications) replayed on exponents gives 2^m-2."
        % chain_counts(itoh_tsujii_chain(m)),
    ]
    if harness_planned:
        how = ("exhaustive over all pairs (m <= 16); a*inv(a) = 1 for every a != 0" if m <= 16
               else "all basis pairs + 100000 random pairs against the Python reference; a*inv(a) = 1 on random a")
        lines += [
            f"Harness (before writing): -O2 -Wall -Wextra -Werror with {harness_how(target)};",
            f"  {how}.",
        ]
    else:
        lines.append("Harness: not run (--no-verify).")
    return lines


def render(plan: Plan, proofs: list[Proof], *, sym: str, header_only: bool, command: str,
           used_in: str = "", harness_planned: bool = True, batch=None) -> dict[str, str]:
    """File name -> content for one kernel (deterministic); `batch` (a gen.batch.BatchDesign) adds
    the batch functions beside the single ones."""
    target: Target = plan.target
    field = plan.field
    shape = shape_for(field.m, target.word_bits)
    helper_prefix = f"{sym}_priv_"
    prepared = {k: plan.programs[k] for k in FUNCTION_ORDER}  # already rewritten for the target
    functions = [render_function(k, sym, helper_prefix, prepared[k], target, shape) for k in FUNCTION_ORDER]
    functions.append(inverse_function(sym, field.m, shape))
    batch_code = None
    if batch is not None:
        from .batch import render_batch

        batch_code = render_batch(batch, sym, f"{sym}_mul")
        functions += batch_code.functions
    est = plan.estimates
    predicted = "; ".join(
        f"{k} {est[k].throughput:.1f} throughput, {est[k].latency:.1f} latency" for k in ("mul", "clmul", "reduce"))
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
        tree=plan.tree.describe(),
        reduction=plan.reduction.label + (f"; {target.variant_label}" if target.variant_label else ""),
        op_lines=[f"Ops {k}: {op_summary(est[k].counts)}" for k in FUNCTION_ORDER],
        cost_table=target.costs.name,
        cost_unit=target.costs.unit,
        predicted=predicted,
        verification=verification_lines(proofs, field.m, harness_planned, target),
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
        helpers=target.helpers(helper_prefix, list(prepared.values())) + (batch_code.helpers if batch_code else ""),
        functions=functions,
        batch_macros=batch_code.macros if batch_code else [],
        batch_includes=[i for i in (batch_code.header_includes if batch_code else [])],
        batch_lines=batch_code.provenance if batch_code else [],
    )
    env = _environment()
    files = {f"{sym}.h": env.get_template("kernel.h.j2").render(is_header=True, **ctx)}
    if not header_only:
        files[f"{sym}.c"] = env.get_template("kernel.c.j2").render(is_header=False, **ctx)
    return {name: _tidy(text) for name, text in files.items()}


def _tidy(text: str) -> str:
    """Collapse runs of blank lines left by template conditionals; end with one newline."""
    out: list[str] = []
    for line in text.splitlines():
        line = line.rstrip()
        if line == "" and out and out[-1] == "":
            continue
        out.append(line)
    return "\n".join(out).strip("\n") + "\n"
