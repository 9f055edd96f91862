"""The pipeline as a Python API, the same for every family: spec -> plan -> proved IR -> files ->
compiled and checked -> atomic write.

    kernel = gen.generate("x^12+x^3+1", "avx2")                 # plan, prove, render (pure, no I/O)
    kernel = gen.generate(parse_ring("x^17669-1"), "avx512")     # any family's spec object
    gen.pipeline.write(kernel, Path("out"))                      # compile, check, time, then write atomically

Everything family-specific is behind gen.family.Family; this module never asks which family it has.
"""
from __future__ import annotations

import ctypes
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from . import abi as abi_files
from .check.driver import HARNESS_DIR, target_options
from .errors import GenError
from .families import DEFAULT_FAMILY, FAMILIES, family, family_of
from .family import Family, Kernel, Options
from .isa import Target, foreign, get_target, host_cpu_flags, host_supports, missing_tools
from .naming import check_identifier, make_naming
from .tune.calibrate import with_profile


def resolve(spec: Any, family_name: str | None = None) -> tuple[Family, Any]:
    """(family, validated spec) from a spec object, a request dict of flag values, or a string for the
    family's first flag (the default family: fields)."""
    if isinstance(spec, str):
        fam = family(family_name or DEFAULT_FAMILY)
        return fam, fam.parse({fam.flags[0].name: spec})
    if isinstance(spec, dict):
        fam = family(family_name or DEFAULT_FAMILY)
        return fam, fam.parse(spec)
    fam = family_of(spec)
    if family_name is not None and family_name != fam.name:
        raise GenError(f"a {fam.name} spec given for the {family_name} family")
    return fam, spec


def generate(spec: Any, isa: str = "native", *, family_name: str | None = None, name: str | None = None,
             prefix: str = "", header_only: bool = False, used_in: str = "", config: str | None = None,
             default_name: str | None = None, harness_planned: bool = True, profile: Path | None | bool = None,
             wisdom: Path | None = None, **extra: Any) -> Kernel:
    """Plan, prove and render one kernel of any family (pure: nothing is compiled or written).

    profile: a cost profile file (see `gen calibrate`), None = the host's matching profile if any,
    False = the shipped cost tables only. wisdom: measured plan choices (see `gen tune`). extra: the
    family's own options (Family.options: batch and classic for fields, base_max/toom_min for rings,
    lanes for matrices)."""
    fam, spec = resolve(spec, family_name)
    unknown = sorted(set(extra) - set(fam.options))
    if unknown:
        takes = sorted(n for n, f in FAMILIES.items() if unknown[0] in f.options)
        raise GenError(f"--{unknown[0].replace('_', '-')} applies to {', '.join(takes) or 'no'} kernels, not to {fam.noun}")
    if wisdom is not None and not fam.takes_wisdom:
        raise GenError(f"--wisdom applies to {', '.join(n for n, f in FAMILIES.items() if f.takes_wisdom)} kernels; "
                       f"{fam.name} plans come from pricing the printed instructions")
    target = get_target(isa)
    if profile is not False:
        target = with_profile(target, profile or None)
    for ext in fam.extensions:
        if extra.get(ext.name):
            why = ext.applies(spec, target)
            if why:
                raise GenError(why)
    naming = make_naming(name, default_name or fam.default_name(spec), prefix, header_only)
    options = Options(used_in, config, harness_planned, profile, wisdom, {k: v for k, v in extra.items() if v})
    return fam.generate(spec, target, naming, options)


def add_abi(kernel: Kernel, abi: str, namespace: str | None) -> None:
    """Add the adapter files of scheme ABI `abi` to a header-only kernel (its family makes them)."""
    if abi not in abi_files.SCHEMES:
        raise GenError(f"unknown --abi {abi!r}; known: {', '.join(sorted(abi_files.SCHEMES))}")
    if not kernel.header_only:
        raise GenError("internal: --abi adapters include a header-only kernel")
    if namespace is not None:
        check_identifier(namespace, "--namespace")
    if abi not in kernel.family.abis:
        takes = [f for f in FAMILIES.values() if abi in f.abis]
        raise GenError(f"--abi {abi} has adapters for {' and '.join(f.name for f in takes)} kernels, not for "
                       f"{kernel.family.noun}: e.g. {' or '.join(f.example for f in takes)}")
    adapters = kernel.family.abi_adapters(kernel, abi, namespace)
    command = abi_files.abi_command(kernel.command, abi, namespace)
    kernel.files.update(abi_files.render_adapters(kernel, adapters, abi, command))


# -- the host ----------------------------------------------------------------------------------------
def gfni_model_flags(target: Target) -> list[str] | None:
    """When GFNI is the only feature of `target` this host lacks: the flags that build its code against
    the C model of the GFNI instructions (harness_c/gfni_model first on the include path, no -mgfni),
    so it can be checked here; else None."""
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
    if foreign(target):
        if missing_tools(target):
            raise GenError(f"ISA {target.name} is verified under emulation and needs {', '.join(missing_tools(target))}: "
                           f"{target.install_hint()} (or pass --no-verify)")
        return
    if not host_supports(target):
        missing = [f for f in target.cpu_flags if f not in host_cpu_flags()]
        if missing == ["gfni"]:
            if model_ok:
                return
            raise GenError(f"this host lacks GFNI, so {target.name} code cannot run here (it is checked on the "
                           f"C model harness_c/gfni_model when written; constant-time and timing need GFNI hardware)")
        raise GenError(f"ISA {target.name} needs CPU features {', '.join(missing)} that this host lacks, "
                       f"so the kernel cannot be verified here; pass --no-verify to emit it unverified")


# -- verify and write --------------------------------------------------------------------------------
def verify_staged(kernel: Kernel, stage: Path, bench: bool, cache_dir: Path | None = None) -> Any:
    """Compile and check a kernel, its companions first, whose files are in `stage`; its family's report."""
    for companion in kernel.companions:
        companion.harness = verify_staged(companion, stage, False, cache_dir)
    target = kernel.target
    cflags = list(target.cflags)
    model = gfni_model_flags(target) if not host_supports(target) else None
    if model:
        cflags = model
        kernel.notes.append("checked   on the C model of GFNI (harness_c/gfni_model): this host lacks GFNI, "
                            "so the GFNI code was not run natively nor timed")
    driver = target_options(target)
    report = kernel.family.verify(kernel, stage, cflags=cflags, driver=driver, bench=bench, cache_dir=cache_dir)
    for part in kernel.parts:
        part.harness = part.extension.verify(kernel, part, stage, cflags=cflags, driver=driver)
    return report


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
    files = kernel.all_files()
    try:
        parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_stages(parent, out_dir.name)
        stage = Path(tempfile.mkdtemp(prefix=f".{out_dir.name}.gen-{os.getpid()}-", dir=parent))
    except OSError as exc:
        raise GenError(f"cannot write into {parent}: {exc.strerror or exc}") from None
    try:
        for fname, text in files.items():
            (stage / fname).write_text(text)
        if verify:
            kernel.harness = verify_staged(kernel, stage, bench, cache_dir)
        if ct:
            kernel.ct = constant_time_report(stage, kernel)
            if not kernel.ct.ok:
                raise GenError(f"constant-time check failed, nothing written: {kernel.ct.describe()}")
        _publish(stage, out_dir, set(files))
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    kernel.written_to = out_dir
    return kernel


def constant_time_report(kernel_dir: Path, kernel: Kernel, **check: Any) -> Any:
    """The kernel's constant-time verdict on its files in `kernel_dir` (gen.check.ct run by its family);
    `check`: gen.check.ct.check_constant_time's options (compilers, opt_levels, dudect_seconds, ...)."""
    target = kernel.target
    if foreign(target):  # no valgrind or timing for another architecture: the family's emulated check, if any
        if not kernel.family.emulates_constant_time(target):
            raise GenError(f"--ct: {target.name} code runs on {target.arch}; its constant-time checks (valgrind, "
                           f"timing) need that machine")
        return kernel.family.emulated_constant_time(kernel, Path(kernel_dir))
    check_host(target)
    return kernel.family.constant_time(kernel, Path(kernel_dir), **check)


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


# -- the report --------------------------------------------------------------------------------------
def summary(kernel: Kernel) -> str:
    """The one-screen report the CLI prints: the family's lines, how it was checked, its parts and
    companions, the constant-time verdict, warnings."""
    fam, h = kernel.family, kernel.harness
    where = f" -> {kernel.written_to}/" + ", ".join(kernel.all_files()) if kernel.written_to else ""
    lines = [f"{kernel.sym}: {fam.title(kernel)} on {kernel.target.name}{where}", *fam.summary(kernel)]
    if h is None:
        lines.append("  checked   harness not run (--no-verify)")
    else:
        lines.append(f"  checked   {h.describe()}")
        if h.bench:
            unit = "ticks" if h.bench.get("unit") == "tsc" else h.bench.get("unit", "")
            lines.append(f"  measured  {fam.measured(kernel, unit)}")
    lines += [f"  {note}" for note in kernel.notes]
    for part in kernel.parts:
        lines += part.extension.summary(kernel, part)
    for companion in kernel.companions:
        how = companion.harness.describe() if companion.harness is not None else "not run"
        lines.append(f"  companion {companion.sym}.h ({companion.family.name}): checked {how}")
    if kernel.ct is not None:
        lines.append(f"  ct        {kernel.ct.describe()}")
    lines += [f"  warning   {w}" for w in kernel.warnings]
    return "\n".join(lines)
