"""Building and running the C harness drivers of harness_c/: compilers, flags, emulators, JSON results.

Every family's check module (gen.families.*.check) builds its driver with `build_driver`, runs it with
`run_json` (natively or under the target's emulator, see `command`), once per compiler in parallel
(`per_compiler`), and times the gcc build natively. `compile_and_run` serves the generated
measurement programs of `gen calibrate` and `gen tune`.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, TypeVar

from ..errors import GenError
from ..isa import Target
from ..isa.target import runner_label
from .runcache import cached_run


def harness_dir() -> Path:
    """harness_c/: $GEN_HARNESS_DIR, else the checkout's (an editable install), else the copy an
    installed wheel carries as gen/harness_c."""
    if os.environ.get("GEN_HARNESS_DIR"):
        return Path(os.environ["GEN_HARNESS_DIR"])
    package = Path(__file__).resolve().parent.parent
    checkout = package.parent / "harness_c"
    return checkout if checkout.is_dir() else package / "harness_c"


HARNESS_DIR = harness_dir()
BASE_CFLAGS = ["-O2", "-Wall", "-Wextra", "-Werror"]
EMULATED_TIMEOUT = 7200  # seconds per driver run under an emulator (cortex-m4 towers: tens of minutes)
NATIVE_TIMEOUT = 1800

T = TypeVar("T")


def find_compilers() -> list[str]:
    """C compilers to test with: gcc, then clang-19 (or clang), those present on PATH."""
    found = []
    if shutil.which("gcc"):
        found.append("gcc")
    for cc in ("clang-19", "clang"):
        if shutil.which(cc):
            found.append(cc)
            break
    return found


def compilers_or_default(compilers: list[str] | tuple[str, ...] | None) -> list[str]:
    """The given compilers, else the host's (GenError when there is none)."""
    ccs = list(compilers) if compilers is not None else find_compilers()
    if not ccs:
        raise GenError("no C compiler found (gcc, clang-19, clang)")
    return ccs


def first_error(text: str) -> str:
    """The most telling line of compiler output: a compile error, else a link error."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    tests = (
        lambda ln: re.search(r"\b(fatal )?error\b", ln) and not re.search(r"ld returned|linker command", ln),
        lambda ln: re.search(r"undefined reference|multiple definition|undefined symbol", ln),
        lambda ln: "error" in ln,
    )
    for test in tests:
        for ln in lines:
            if test(ln):
                return ln
    return lines[0] if lines else "(no output)"


def last_line(proc: subprocess.CompletedProcess) -> str:
    """A driver's last line of output (its error), for a one-line message."""
    lines = (proc.stderr or proc.stdout or "").strip().splitlines()
    return lines[-1] if lines else f"exit status {proc.returncode}"


def kernel_header(kernel_dir: str | os.PathLike[str], sym: str) -> Path:
    """The kernel's header, checked to exist and to be usable in #include."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", sym):
        raise GenError(f"kernel name {sym!r} is not a C identifier")
    header = Path(kernel_dir).resolve() / f"{sym}.h"
    if any(ch in str(header) for ch in '"\\\n'):
        raise GenError(f"kernel path {header} cannot be used in #include")
    if not header.is_file():
        raise GenError(f"kernel header {header} not found")
    return header


def build_driver(driver_c: Path, kernel_dir: str | os.PathLike[str], sym: str, header_only: bool,
                 cflags: list[str], compiler: str, out: Path, defines: tuple[str, ...] | list[str] = (),
                 extra: list[str] | tuple[str, ...] = (), *, include_source: bool = True, opt: str = "-O2",
                 timeout: float = 600.0) -> Path:
    """Compile a harness driver with the kernel at `opt` -Wall -Wextra -Werror into `out`.

    The driver #includes GEN_HEADER; with include_source it also #includes GEN_SOURCE (the .c, or the
    header for a header-only kernel), so static helpers are reachable; otherwise the kernel's .c is a
    separate translation unit and GEN_HEADER_ONLY is defined for a header-only kernel. `extra` is
    appended to the command (a foreign target's --target, a bare-metal runtime). GenError on failure."""
    header = kernel_header(kernel_dir, sym)
    # run in the kernel's folder and name its files relatively (unless a harness header has the same name), so
    # that the command does not name the folder: ccache then hits for the same kernel staged anywhere
    local = not any((d / header.name).exists() for d in (HARNESS_DIR, Path(driver_c).parent))
    name = (lambda p: p.name) if local else str
    flags = [f for f in BASE_CFLAGS if not f.startswith("-O")] + [opt]
    cmd = [compiler, *flags, *cflags, f"-DGEN_NAME={sym}", f"-DGEN_MACRO={sym.upper()}", f'-DGEN_HEADER="{name(header)}"']
    sources: list[str] = []
    if include_source:
        cmd.append(f'-DGEN_SOURCE="{name(header if header_only else header.with_suffix(".c"))}"')
    elif header_only:
        cmd.append("-DGEN_HEADER_ONLY")
    else:
        source = header.with_suffix(".c")
        if not source.is_file():
            raise GenError(f"kernel source {source} not found (header_only=False)")
        sources.append(name(source))
    out = Path(out).resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd += [*defines, "-I", str(HARNESS_DIR), "-I", "." if local else str(header.parent), str(Path(driver_c).resolve()),
            *sources, *extra]
    compile_and_link(cmd, out, f"{compiler}: building {sym}", timeout, cwd=header.parent)
    return out


SOURCE_SUFFIXES = (".c", ".S", ".s")
PREPROCESSOR_PAIRS = ("-I", "-isystem", "-include", "-iquote")


def split_build_command(cmd: list[str]) -> tuple[list[str], list[str], list[str]]:
    """A one-shot `cc FLAGS SOURCES LINK-ARGS` command's (compile flags, sources, link-only arguments):
    a linker script (-T X), libraries (-lX, *.a), -fuse-ld=, -nostdlib; the rest is compile flags."""
    compile_flags, sources, link_only = [cmd[0]], [], []
    rest = iter(cmd[1:])
    for arg in rest:
        if arg == "-T":
            link_only += [arg, next(rest)]
        elif arg in PREPROCESSOR_PAIRS:
            compile_flags += [arg, next(rest)]
        elif arg.startswith(("-l", "-fuse-ld=", "-Wl,")) or arg in ("-nostdlib", "-no-pie") or arg.endswith((".a", ".o")):
            link_only.append(arg)
        elif not arg.startswith("-") and arg.endswith(SOURCE_SUFFIXES):
            sources.append(arg)
        else:
            compile_flags.append(arg)
    return compile_flags, sources, link_only


def compile_and_link(cmd: list[str], out: Path, what: str, timeout: float, cwd: Path | None = None) -> None:
    """Run a one-shot build command (no -o) as one `-c` compile per source into objects beside `out`, then
    a link, in `cwd`: ccache caches compiles, never a command that also links. GenError with the first error
    line."""
    out = Path(out).resolve()
    compile_flags, sources, link_only = split_build_command(cmd)
    objects = []
    for i, source in enumerate(sources):
        obj = out.with_name(f"{out.name}.{i}.{Path(source).stem}.o")
        _run_build([*compile_flags, "-c", source, "-o", str(obj)], what, timeout, cwd)
        objects.append(str(obj))
    link_flags = [a for a in compile_flags if not a.startswith(("-D", "-W"))]
    link_flags += ["-Wno-unused-command-line-argument"] if "clang" in Path(cmd[0]).name else []
    _run_build([*link_flags, *objects, *link_only, "-o", str(out)], what, timeout, cwd)


def _run_build(cmd: list[str], what: str, timeout: float, cwd: Path | None) -> None:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd)
    except FileNotFoundError:
        raise GenError(f"compiler {cmd[0]} not found") from None
    except subprocess.TimeoutExpired:
        raise GenError(f"{what} timed out after {timeout:g}s") from None
    if proc.returncode != 0:
        raise GenError(f"{what} failed: {first_error(proc.stderr or proc.stdout)}")


def command(runner: list[str] | tuple[str, ...] | None, exe: str | os.PathLike[str], args: list[str]) -> list[str]:
    """The command line that runs `exe args`, under the emulator `runner` if given: a prefix
    (qemu-user: `qemu-aarch64 -cpu X exe args`) or a template with "{exe}" and "{args}" (system
    emulation: `qemu-system-arm ... -kernel {exe} -append {args}`, arguments joined by spaces)."""
    if not runner:
        return [str(exe), *args]
    if "{exe}" not in runner:
        return [*runner, str(exe), *args]
    if any(not a or any(ch.isspace() for ch in a) for a in args):
        raise GenError(f"{runner[0]}: arguments cannot contain white space: {' '.join(args)[:200]}")
    return [" ".join(args) if r == "{args}" else str(exe) if r == "{exe}" else r for r in runner]


def run_json(exe: Path, args: list[str], runner: list[str] | None, what: str, timeout: float | None = None, *,
             reuse: bool = False) -> dict:
    """Run a driver (under `runner` if given) and parse the JSON object it prints last; GenError with
    the driver's last line when it fails. `reuse`: a deterministic check, replayed from the run cache
    when these bytes passed it before (never for timing)."""
    limit = timeout if timeout is not None else (EMULATED_TIMEOUT if runner else NATIVE_TIMEOUT)
    cmd = command(runner, exe, args)
    try:
        proc = cached_run(cmd, timeout=limit, reuse=reuse)
    except subprocess.TimeoutExpired:
        raise GenError(f"{what} timed out after {limit:g}s") from None
    if proc.returncode != 0:
        raise GenError(f"{what} failed: {last_line(proc)}")
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    try:
        return json.loads(lines[-1])
    except (IndexError, json.JSONDecodeError):
        raise GenError(f"{what}: the driver printed no JSON") from None


@dataclass(frozen=True)
class DriverOptions:
    """How to build and run a target's drivers: its compilers (None: the host's), its emulator
    (None: native) and per-compiler arguments (clang's --target, a bare-metal runtime)."""

    compilers: list[str] | None = None
    runner: list[str] | None = None
    driver_args: dict[str, list[str]] | None = None

    def extra(self, compiler: str) -> list[str]:
        return list((self.driver_args or {}).get(compiler, ()))

    def as_kwargs(self) -> dict[str, Any]:
        return dict(compilers=self.compilers, runner=self.runner, driver_args=self.driver_args)


def target_options(target: Target) -> DriverOptions:
    """The cross compilers, emulator and bare-metal runtime code of `target` is checked with."""
    compilers = list(target.compilers) or None
    return DriverOptions(compilers, list(target.runner) or None,
                         {cc: [*target.cc_flags(cc), *target.driver_args(cc, HARNESS_DIR)]
                          for cc in compilers or []} or None)


def per_compiler(compilers: list[str], work: Callable[[str], T]) -> list[T]:
    """work(cc) for every compiler, at most one per core at a time; the first failure in compiler
    order is raised."""
    workers = max(1, min(len(compilers), os.cpu_count() or 1))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(work, cc) for cc in compilers]
        return [f.result() for f in futures]


def bench_index(compilers: list[str]) -> int:
    """Which build to time: the gcc one if there is one."""
    return next((i for i, cc in enumerate(compilers) if Path(cc).name == "gcc"), 0)


def built_with(compilers: list[str], emulator: str | None) -> str:
    """`built with gcc and clang-19 -O2 -Wall -Wextra -Werror[, run under EMULATOR]`."""
    where = f", run under {emulator}" if emulator else ""
    return f"built with {' and '.join(Path(c).name for c in compilers)} -O2 -Wall -Wextra -Werror{where}"


@dataclass
class DriverReport:
    """What a family's check found: what was checked (`what`, a template over `counts`, the figures the
    driver reported), the compilers that built the driver, the emulator it ran under (None: natively),
    and the timing of one build (empty when not timed)."""

    compilers: list[str]
    what: str
    counts: dict[str, int] = field(default_factory=dict)
    emulator: str | None = None
    bench: dict = field(default_factory=dict)
    bench_compiler: str = ""

    def built_with(self) -> str:
        return built_with(self.compilers, self.emulator)

    def describe(self) -> str:
        return f"{self.what.format(**self.counts)}; {self.built_with()}"


def check_and_time(compilers: list[str], build: Callable[[str], Path], check_args: list[str],
                   runner: list[str] | None, what: str, counts: tuple[str, ...], bench_args: list[str] | None,
                   template: str) -> DriverReport:
    """Build the driver with every compiler (build(cc) -> executable), run `check_args` with each (under
    `runner`), report the `counts` of the first build's JSON through `template`, and time the gcc build
    natively with `bench_args` (None: not timed)."""
    done = per_compiler(compilers, lambda cc: (exe := build(cc), run_json(exe, check_args, runner, f"{what} check",
                                                                                      reuse=True)))
    report = DriverReport(compilers, template, {k: done[0][1][k] for k in counts},
                          runner_label(runner) if runner else None)
    if bench_args is not None and runner is None:
        idx = bench_index(compilers)
        report.bench = run_json(done[idx][0], bench_args, None, f"{what} bench")
        report.bench_compiler = compilers[idx]
    return report


def check_with_vectors(family: str, write_vectors: Callable[[Path], object], build: Callable[[str, Path], Path],
                       compilers: list[str] | None, runner: list[str] | None, counts: tuple[str, ...], template: str,
                       bench_reps: int | None) -> DriverReport:
    """check_and_time for a driver that reads a vector file: in a scratch directory, write_vectors(path) writes
    FAMILY.vec, build(cc, executable) builds the driver, each build runs `check VEC` and the gcc build is timed
    with `bench VEC REPS` (bench_reps None: not timed)."""
    ccs = compilers_or_default(compilers)
    with tempfile.TemporaryDirectory(prefix=f"gen-{family}-") as tmp:
        work = Path(tmp)
        vec = work / f"{family}.vec"
        write_vectors(vec)
        bench_args = None if bench_reps is None else ["bench", str(vec), str(bench_reps)]
        return check_and_time(ccs, lambda cc: build(cc, work / f"{family}-{Path(cc).name}"), ["check", str(vec)],
                              runner, family, counts, bench_args, template)


def compile_and_run(cmd: list[str], exe: Path, what: str, timeout: float = 600.0) -> dict[str, Any]:
    """Compile with `cmd` (producing `exe`), run it, and parse the JSON it prints on stdout.

    For the generated measurement programs of `gen calibrate` and `gen tune`."""
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise GenError(f"{what} did not compile: {first_error(proc.stderr or proc.stdout)}")
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=timeout)
    if run.returncode != 0:
        raise GenError(f"{what} failed (exit {run.returncode})")
    try:
        return json.loads(run.stdout)
    except json.JSONDecodeError:
        raise GenError(f"{what} printed no JSON") from None
