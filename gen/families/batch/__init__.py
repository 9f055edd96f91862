"""The batch extension of field kernels (--batch): N_mul_n, N_mul_const, N_muladd_const and the lane
forms, printed into the field kernel's files. design: families, crossovers and proofs; render: the C;
check: harness_c/batch_harness.c; tune: measured dispatch thresholds (wisdom [[batch]])."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from ...check.driver import DriverOptions
from ...family import Extension, Kernel, Part
from ...isa import Target
from ...spec import Field
from .check import BatchCheckResult, check_batch
from .design import BatchDesign, Crossovers, batch_applies, design_batch
from .render import BatchCode, render_batch
from .tune import crossovers_from_wisdom, measure, measured_crossovers, record_crossovers

# functions that loop over the public n or branch on the public add flag (not inlined at -O0)
LOOP_FUNCTIONS = ("_mul_n", "_mul_const", "_muladd_const", "_priv_tab_mul", "_priv_tab_muladd", "_priv_bs_mul_const",
                  "_to_aes_basis", "_from_aes_basis")


class BatchExtension(Extension):
    name = "batch"
    help = "also emit N_mul_n, N_mul_const, N_muladd_const and lane forms (element fields, m <= 16)"
    dudect_functions = ("mul_n", "mul_const")

    def applies(self, spec: Field, target: Target) -> str | None:
        return batch_applies(spec, target)

    def design(self, field: Field, target: Target, mul_ticks: float, wisdom: Path | None) -> BatchDesign:
        """Plan and prove (thresholds measured in `wisdom` when it has them, else the cost model's)."""
        recorded = crossovers_from_wisdom(wisdom, field, target) if wisdom is not None else None
        return design_batch(field, target, mul_ticks, recorded)

    def render(self, design: BatchDesign, sym: str) -> BatchCode:
        return render_batch(design, sym, f"{sym}_mul")

    def verify(self, kernel: Kernel, part: Part, stage: Path, *, cflags: list[str],
               driver: DriverOptions) -> BatchCheckResult:
        return check_batch(stage, part.design, kernel.sym, kernel.header_only, cflags, compilers=driver.compilers)

    def ct_api(self, kernel: Kernel, part: Part) -> list[str]:
        fams = part.design.families()
        return ["-DCT_HAS_BATCH", f"-DCT_BATCH_MUL_FAMS(X)={' '.join(f'X({f})' for f in ['scalar', *fams['mul_n']])}",
                f"-DCT_BATCH_CONST_FAMS(X)={' '.join(f'X({f})' for f in ['scalar', *fams['mul_const']])}"]

    def ct_loops(self, kernel: Kernel, part: Part) -> tuple[Callable[[Any], bool], str]:
        sym = kernel.sym

        def loop(finding: Any) -> bool:  # the entry points index their arrays with the public loop counter
            return finding.kind in ("cond-branch", "indexed-memory") and any(
                finding.function.startswith(sym + f) for f in LOOP_FUNCTIONS)

        return loop, "the batch loops over n"

    def tune(self, kernel: Kernel, part: Part, wisdom: Path) -> tuple[Crossovers, dict]:
        """Time every family of a generated kernel on this host, record the thresholds: (thresholds, timings)."""
        bench = measure(kernel.files, part.design, kernel.sym, kernel.header_only, list(kernel.target.cflags))
        cx = measured_crossovers(part.design, bench)
        record_crossovers(wisdom, kernel.spec, kernel.target, cx)
        return cx, bench

    def summary(self, kernel: Kernel, part: Part) -> list[str]:
        d = part.design
        x = d.crossovers
        lines = [f"  batch     mul_n: {x.describe('mul_n')}; mul_const/muladd_const: {x.describe('mul_const')}",
                 f"  batch     thresholds: {x.source}",
                 f"  batch     bitsliced {d.bs_block}-element blocks, {d.bs.tree}, {sum(d.bs.counts().values())} plane ops; "
                 f"proved on {d.proofs['bitsliced']} basis pairs"
                 + (f"; lane reduce {d.reduce_label} proved on {d.proofs['lane reduce']} basis vectors"
                    if d.lp_width else "")]
        if part.harness is not None:
            lines.append(f"  checked   batch: {part.harness.describe()}")
        return lines


EXTENSION = BatchExtension()

__all__ = ["EXTENSION", "BatchExtension", "BatchDesign", "Crossovers", "design_batch", "batch_applies"]
