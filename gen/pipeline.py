"""The pipeline as a Python API: spec -> field -> plan -> proved IR -> files -> harness -> disk.

    kernel = gen.generate("x^12+x^3+1", "avx2")      # plan, prove, render (pure, no I/O)
    gen.pipeline.write(kernel, Path("out"))          # compile, check, time, then write atomically
"""
from __future__ import annotations

import ctypes
import os
import re
import shlex
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from .dp.planner import Plan, classic_estimate, plan
from .emit import op_summary, render
from .errors import GenError
from .field import Field, parse_field
from .isa import Estimate, Target, get_target, host_supports
from .verify import Proof, prove

IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
MAX_IDENTIFIER = 64


@dataclass
class Kernel:
    """Everything known about one generated kernel."""

    field: Field
    target: Target
    name: str
    prefix: str
    header_only: bool
    command: str
    plan: Plan
    proofs: list[Proof]
    files: dict[str, str]
    classic: Estimate
    used_in: str = ""
    harness: object | None = None
    written_to: Path | None = None
    warnings: list[str] = field(default_factory=list)
    ct: object | None = None
    batch: object | None = None  # gen.batch.BatchDesign when --batch
    batch_harness: object | None = None

    @property
    def sym(self) -> str:
        return self.prefix + self.name


def check_identifier(value: str, what: str, allow_empty: bool = False) -> str:
    if allow_empty and value == "":
        return value
    if not isinstance(value, str) or len(value) > MAX_IDENTIFIER or not IDENTIFIER.fullmatch(value):
        shown = repr(value[:40]) if isinstance(value, str) else repr(value)
        raise GenError(f"{what} {shown} is not a valid C identifier (letters, digits, _; "
                       f"not starting with a digit; at most {MAX_IDENTIFIER} characters)")
    return value


def canonical_command(spec_text: str, isa: str, name: str, prefix: str, header_only: bool,
                      config: str | None, default_name: str, spec_flag: str = "--field",
                      batch: bool = False) -> str:
    """The command that regenerates these exact files (the output directory does not matter)."""
    parts = ["gen"]
    if config:
        parts += ["--config", config]
    else:
        parts += [spec_flag, spec_text]
    parts += ["--isa", isa]
    if name != default_name:
        parts += ["--name", name]
    if prefix:
        parts += ["--prefix", prefix]
    if header_only:
        parts.append("--header-only")
    if batch:
        parts.append("--batch")
    return " ".join(shlex.quote(p) for p in parts)


def generate(spec: str | Field, isa: str = "native", *, name: str | None = None, prefix: str = "",
             header_only: bool = False, used_in: str = "", config: str | None = None,
             default_name: str | None = None, harness_planned: bool = True,
             classic: bool = False, profile: Path | None | bool = None, wisdom: Path | None = None,
             batch: bool = False) -> Kernel:
    """Plan, prove and render a kernel. Pure: nothing is compiled or written.

    classic=True emits the textbook baseline instead of the planned kernel (for benchmarks).
    batch=True adds N_mul_n, N_mul_const, N_muladd_const and the lane forms (gen.batch).
    profile: a cost profile file (see `gen calibrate`), None = the host's matching profile if any,
    False = the shipped cost table only. wisdom: a file of measured plan choices (see `gen tune`)."""
    field = spec if isinstance(spec, Field) else parse_field(spec)
    target = get_target(isa)
    if profile is not False:
        from .calibrate import with_profile

        target = with_profile(target, profile or None)
    default = default_name or field.default_name
    name = check_identifier(name if name is not None else default, "--name")
    prefix = check_identifier(prefix, "--prefix", allow_empty=True)
    check_identifier(prefix + name, "symbol prefix + name")
    the_plan = None
    if wisdom is not None and not classic:
        from .tune import plan_from_wisdom

        the_plan = plan_from_wisdom(wisdom, field, target)
    if the_plan is None:
        the_plan = plan(field, target, classic=classic)
    proofs = [prove(the_plan.programs[kind], kind, field) for kind in ("mul", "clmul", "reduce", "sqr")]
    design = None
    if batch:
        from .batch import design_batch

        design = design_batch(field, target, the_plan.estimates["mul"].throughput, wisdom)
    command = canonical_command(field.text, target.name, name, prefix, header_only, config, default, batch=batch)
    files = render(the_plan, proofs, sym=prefix + name, header_only=header_only, command=command,
                   used_in=used_in, harness_planned=harness_planned, batch=design)
    return Kernel(field, target, name, prefix, header_only, command, the_plan, proofs, files,
                  classic_estimate(field, the_plan.target), used_in, warnings=field.warnings(), batch=design)


def gfni_model_flags(target: Target) -> list[str] | None:
    """When GFNI is the only feature of `target` this host lacks: the flags that build its code against
    the C model of the GFNI instructions (harness_c/gfni_model first on the include path, no -mgfni),
    so it can be checked here; else None."""
    from .harness import HARNESS_DIR
    from .isa import foreign, host_cpu_flags

    if foreign(target) or "gfni" not in target.cpu_flags:
        return None
    if set(target.cpu_flags) - host_cpu_flags() != {"gfni"}:
        return None
    # -include: the model defines __GFNI__ before the kernel header's flag guard is read
    return ["-I", str(HARNESS_DIR / "gfni_model"), "-include", "immintrin.h",
            *[f for f in target.cflags if f != "-mgfni"]]


def check_host(target: Target, model_ok: bool = False) -> None:
    """Fail unless this host can run `target` code (needed to verify and time it); with model_ok,
    code needing only GFNI beyond this host passes (it is checked on the GFNI model)."""
    from .isa import foreign, missing_tools

    if foreign(target):
        if missing_tools(target):
            raise GenError(f"ISA {target.name} is verified under emulation and needs {', '.join(missing_tools(target))}: "
                           f"{target.install_hint()} (or pass --no-verify)")
        return
    if not host_supports(target):
        from .isa import host_cpu_flags

        missing = [f for f in target.cpu_flags if f not in host_cpu_flags()]
        if missing == ["gfni"]:
            if model_ok:
                return
            raise GenError(f"this host lacks GFNI, so {target.name} code cannot run here (it is checked on the "
                           f"C model harness_c/gfni_model when written; constant-time and timing need GFNI hardware)")
        raise GenError(f"ISA {target.name} needs CPU features {', '.join(missing)} that this host lacks, "
                       f"so the kernel cannot be verified here; pass --no-verify to emit it unverified")


def verify_staged(kernel, stage: Path, bench: bool, cache_dir: Path | None = None):
    """Compile and check a field, ring, tower or matrix kernel whose files are in `stage`; its harness result."""
    from . import harness

    target = kernel.target
    options, cflags = harness.target_options(target), list(target.cflags)
    if not host_supports(target) and gfni_model_flags(target):
        cflags = gfni_model_flags(target)
        kernel.on_gfni_model = True
    if hasattr(kernel, "matrix"):
        from .matrix_check import check_matrix

        return check_matrix(stage, kernel.matrix, kernel.sym, kernel.header_only, cflags, do_bench=bench, **options)
    if hasattr(kernel, "tower"):
        from .ring_check import check_ring
        from .tower import tower_proof
        from .tower_check import check_tower

        ring = kernel.ring_kernel
        check_ring(stage, ring.ring, ring.sym, True, cflags, ring.recursion.base_sizes(), do_bench=False,
                   dual_base_sizes=ring.recursion.dual_base_sizes(), **options)
        return check_tower(stage, kernel.tower, kernel.sym, kernel.header_only, cflags, do_bench=bench,
                           proof=tower_proof(kernel.tower, target), **options)
    if hasattr(kernel, "ring"):
        from .ring_check import check_ring

        return check_ring(stage, kernel.ring, kernel.sym, kernel.header_only, cflags,
                          kernel.recursion.base_sizes(), do_bench=bench,
                          dual_base_sizes=kernel.recursion.dual_base_sizes(), **options)
    result = harness.run_all(stage, kernel.sym, kernel.field.modulus, kernel.header_only, cflags, bench=bench,
                             cache_dir=cache_dir, **options)
    if getattr(kernel, "batch", None) is not None:
        from .batch_check import check_batch

        kernel.batch_harness = check_batch(stage, kernel.batch, kernel.sym, kernel.header_only, cflags)
    return result


def write(kernel: Kernel, out_dir: Path, *, verify: bool = True, bench: bool = True,
          cache_dir: Path | None = None, ct: bool = False) -> Kernel:
    """Stage the files, run the harness on the staged copy, then move them into `out_dir` atomically.

    Nothing is written to `out_dir` when the harness fails or the process dies before the move."""
    out_dir = Path(out_dir)
    if verify:
        check_host(kernel.target, model_ok=True)
    if out_dir.exists() and not out_dir.is_dir():
        raise GenError(f"--out {out_dir} exists and is not a directory")
    parent = out_dir.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_stages(parent, out_dir.name)
        stage = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.gen-{os.getpid()}-", dir=parent))
    except OSError as exc:
        raise GenError(f"cannot write into {parent}: {exc.strerror or exc}") from None
    try:
        for fname, text in kernel.files.items():
            (stage / fname).write_text(text)
        if verify:
            kernel.harness = verify_staged(kernel, stage, bench, cache_dir)
            for companion in getattr(kernel, "companions", ()):
                companion.harness = verify_staged(companion, stage, False, cache_dir)
        if ct:
            kernel.ct = constant_time_report(stage, kernel)
            if not kernel.ct.ok:
                raise GenError(f"constant-time check failed, nothing written: {kernel.ct.describe()}")
        _publish(stage, out_dir, set(kernel.files))
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    kernel.written_to = out_dir
    return kernel


DUDECT_ISAS = ("avx512", "avx2-vpclmul", "avx2-gfni")  # x86 ISAs valgrind 3.19 cannot decode: strict scan + dudect


def constant_time_report(kernel_dir: Path, kernel, dudect_seconds: float = 1.0):
    """Run gen.ct's checks (valgrind, disassembly scan, dudect) on a kernel's files.

    Ring kernels have the field kernels' array API, so the same driver runs them; where valgrind
    cannot run (AVX-512) the verdict is gen.ring_check.LoopCTVerdict (see there)."""
    from .ct import check_constant_time, valgrind_applies

    check_host(kernel.target)
    if hasattr(kernel, "tower"):
        from .tower_check import tower_constant_time

        return tower_constant_time(kernel_dir, kernel)
    cflags = list(kernel.target.cflags)
    funcs = ("mul", "mul_n", "mul_const") if getattr(kernel, "batch", None) is not None else ("mul",)
    report = check_constant_time(kernel_dir, kernel.sym, kernel.header_only, cflags, kernel.target.name,
                                 dudect_seconds=dudect_seconds, dudect_funcs=funcs)
    from .ring_check import field_ct_verdict, ring_ct_verdict

    if hasattr(kernel, "matrix"):  # straight-line: the plain report (strict scan + dudect on avx512)
        return report
    if not valgrind_applies(kernel.target.name, cflags) and kernel.target.name in DUDECT_ISAS:
        return ring_ct_verdict(report) if hasattr(kernel, "ring") else field_ct_verdict(report, kernel.sym)
    if not report.ok and not hasattr(kernel, "ring") and any(
            r.status == "skipped" for r in report.by_check("valgrind")):
        # valgrind 3.19 cannot decode some clang builds; their only branches must be N_inv's loops,
        # which the builds valgrind did run clear
        verdict = field_ct_verdict(report, kernel.sym)
        if any(r.status == "pass" for r in report.by_check("valgrind")):
            return verdict
    return report


def _remove_stale_stages(parent: Path, out_name: str) -> None:
    """Delete staging directories left by gen processes that were killed (their pid is gone)."""
    for stale in parent.glob(f".{out_name}.gen-*-*"):
        pid_text = stale.name[len(f".{out_name}.gen-"):].split("-", 1)[0]
        if pid_text.isdigit() and not _alive(int(pid_text)):
            shutil.rmtree(stale, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _publish(stage: Path, out_dir: Path, names: set[str]) -> None:
    """Move staged files into out_dir: a directory exchange when out_dir holds only our files
    (atomic as a set), else one atomic rename per file (other files in out_dir are untouched)."""
    if not out_dir.exists():
        os.rename(stage, out_dir)
        stage.mkdir()  # the caller removes the (now empty) stage path
        return
    existing = {p.name for p in out_dir.iterdir()}
    if existing <= names and _exchange(stage, out_dir):
        return
    for fname in sorted(names):
        os.replace(stage / fname, out_dir / fname)


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two directories with renameat2(RENAME_EXCHANGE); False if unsupported."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    AT_FDCWD, RENAME_EXCHANGE = -100, 2
    rc = renameat2(AT_FDCWD, os.fsencode(str(a)), AT_FDCWD, os.fsencode(str(b)), RENAME_EXCHANGE)
    return rc == 0


def summary(kernel) -> str:
    """The one-screen report printed by the CLI (gen.ring.ring_summary for a ring kernel)."""
    if hasattr(kernel, "matrix"):
        from .matrix import matrix_summary

        return matrix_summary(kernel)
    if hasattr(kernel, "tower"):
        from .tower import tower_summary

        return tower_summary(kernel)
    if hasattr(kernel, "ring"):
        from .ring import ring_summary

        return ring_summary(kernel)
    p, t = kernel.plan, kernel.target
    est = p.estimates
    lines = []
    where = f" -> {kernel.written_to}/" if kernel.written_to else ""
    lines.append(f"{kernel.sym}: GF(2^{kernel.field.m}) mod {kernel.field.text} on {t.name}{where}"
                 f"{', '.join(kernel.files) if where else ''}")
    variant = f"; {p.target.variant_label}" if p.target.variant_label else ""
    lines.append(f"  plan      multiply {p.tree.describe()}; reduce {p.reduction.label}{variant}")
    lines.append(f"  chosen by {p.solver}; cost table {t.costs.name} ({t.costs.unit})")
    for k in ("mul", "clmul", "reduce"):
        lines.append(f"  ops {k:7s}{op_summary(est[k].counts)}")
    lines.append(f"  predicted mul {est['mul'].throughput:.1f} throughput / {est['mul'].latency:.1f} latency; "
                 f"classic schoolbook + fold: {kernel.classic.throughput:.1f} / {kernel.classic.latency:.1f}")
    proof = ", ".join(f"{pr.program} {pr.cases}" for pr in kernel.proofs)
    lines.append(f"  proved    IR bilinear/linear type check + basis cases ({proof})")
    h = kernel.harness
    if h is not None:
        lines.append(f"  checked   {describe_check(h)}")
        if h.bench:
            lines.append(f"  measured  {describe_bench(h.bench)}")
    else:
        lines.append("  checked   harness not run (--no-verify)")
    if getattr(kernel, "on_gfni_model", False):
        lines.append("  checked   on the C model of GFNI (harness_c/gfni_model): this host lacks GFNI, "
                     "so the GFNI code was not run natively nor timed")
    if kernel.batch is not None:
        lines += batch_summary(kernel)
    if kernel.ct is not None:
        lines.append(f"  ct        {kernel.ct.describe()}")
    for w in kernel.warnings:
        lines.append(f"  warning   {w}")
    return "\n".join(lines)


def batch_summary(kernel) -> list[str]:
    """The batch part of the summary: families, crossovers, proof, check."""
    d = kernel.batch
    x = d.crossovers
    lines = [f"  batch     mul_n: {x.describe('mul_n')}; mul_const/muladd_const: {x.describe('mul_const')}",
             f"  batch     thresholds: {x.source}",
             f"  batch     bitsliced {d.bs_block}-element blocks, {d.bs.tree}, {sum(d.bs.counts().values())} plane ops; "
             f"proved on {d.proofs['bitsliced']} basis pairs"
             + (f"; lane reduce {d.reduce_label} proved on {d.proofs['lane reduce']} basis vectors" if d.lp_width else "")]
    if kernel.batch_harness is not None:
        lines.append(f"  checked   batch: {kernel.batch_harness.describe()}")
    return lines


def describe_check(h) -> str:
    """One line for a HarnessResult's checks."""
    any_check = next(iter(h.checks.values()))
    compilers = " and ".join(Path(c).name for c in h.checks)
    if any_check.get("exhaustive"):
        how = f"exhaustive ({any_check['exhaustive_pairs']} pairs)"
    else:
        how = f"{any_check['basis_cases']} basis cases + {any_check['random_pairs']} random pairs"
    where = f", run under {h.emulator}" if getattr(h, "emulator", None) else ""
    return f"{how}, built with {compilers} -O2 -Wall -Wextra -Werror{where}"


def describe_bench(bench: dict) -> str:
    """One line of medians: throughput / latency per function."""
    unit = "ticks" if bench.get("unit") == "tsc" else bench.get("unit", "")
    parts = [f"{k} {bench[k]['throughput']:.1f}/{bench[k]['latency']:.1f}"
             for k in ("mul", "sqr", "clmul", "reduce") if k in bench]
    return f"{unit} per call (throughput/latency): " + ", ".join(parts)
