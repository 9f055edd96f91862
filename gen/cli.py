"""The command line: a thin layer over gen.pipeline, gen.project and the family registry.

Bad input gets one line on stderr and exit 2. Single kernels go to ./gen-out/<name>/<isa>/ unless
--out says otherwise; `gen --all` regenerates the emitted/ tree of the project the user stands in
(or the one given with --project).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from tqdm import tqdm

from . import __version__
from .errors import GenError
from .families import EXTENSIONS, FAMILIES, cli_flags, select
from .family import Kernel
from .guard import run_guard
from .isa import ISA_NAMES, foreign, get_target, host_arch, host_supports
from .pipeline import add_abi, check_host, constant_time_report, generate, summary, write
from .kernel_cache import emitted_kernel
from .project import Config, Project, find_project, load_config
from .workers import process_pool
from .check.coverage import report as coverage_report
from .check.ct import SWEEP_DUDECT_OPT_LEVELS
from .check.runcache import describe_stats, prune as prune_runs
from .tune.calibrate import calibrate, load_profile

EXIT_OK, EXIT_DRIFT, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
DEFAULT_OUT = Path("gen-out")  # single kernels: gen-out/<name>/<isa>/ (emitted/ is gen --all's)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, no usage dump
        raise GenError(message)


def _add_request_flags(p: argparse.ArgumentParser) -> None:
    """Every family's request flags (--field, --ring, --tower/--ext, --matrix) and extension flags (--batch)."""
    for flag in cli_flags():
        p.add_argument(f"--{flag.name}", type=flag.type, metavar=flag.metavar, help=flag.help)
    for ext in EXTENSIONS.values():
        p.add_argument(f"--{ext.name}", action="store_true", help=ext.help)


def _main_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="gen",
        description="Emit verified, constant-time C kernels for GF(2^m) fields, rings, towers, GF(16) matrices and NTTs mod q.",
        epilog="Subcommands: gen explain (plan against the classic method), gen tune (measure plans into "
               "wisdom), gen calibrate (measure op costs into a profile), gen coverage (how this host checks each "
               "ISA), gen guard (instruction counts against bench/baselines/).",
    )
    p.add_argument("--version", action="version", version=f"gen {__version__}")
    _add_request_flags(p)
    p.add_argument("--config", type=Path, help="a configs/*.toml file")
    p.add_argument("--all", action="store_true", help="regenerate every config x ISA of the project into its emitted/")
    p.add_argument("--project", type=Path, help="with --all: the project directory (default: the nearest one with "
                                                "configs/*.toml from here up)")
    p.add_argument("--isa", default=None, help=", ".join(ISA_NAMES) + " or native (default)")
    p.add_argument("--name", help="kernel name (default: from the config, else from the spec, e.g. gf2_<m>)")
    p.add_argument("--prefix", default="", help="prepended to every emitted symbol")
    p.add_argument("--out", type=Path, help=f"output directory (default {DEFAULT_OUT}/<name>/<isa>/)")
    p.add_argument("--header-only", action="store_true", help="emit one header of static inline functions")
    p.add_argument("--abi", help="also emit a scheme adapter (implies --header-only): pqclean-hqc, pqclean-mceliece, "
                                 "pqclean-mlkem, pqclean-mldsa, liboqs-uov, liboqs-mayo")
    p.add_argument("--namespace", help="with --abi: the scheme's symbol prefix, e.g. PQCLEAN_HQC128_CLEAN_")
    p.add_argument("--no-verify", action="store_true", help="skip compiling, checking and timing")
    p.add_argument("--no-bench", action="store_true", help="check but do not time")
    p.add_argument("--check", action="store_true", help="with --all: exit 1 and name files that would change")
    p.add_argument("--tune", action="store_true", help="with --all: measure candidate plans, update the wisdom")
    p.add_argument("--ct", action="store_true",
                   help="check constant time on the compiled code (valgrind, disassembly, dudect); "
                        "with --all: check every emitted kernel, exit 1 on a leak")
    p.add_argument("--wisdom", type=Path, help="plan choices measured by gen tune (--all and --config: the project's "
                                               "configs/wisdom.toml)")
    p.add_argument("--profile", type=Path, help="cost profile from gen calibrate (default: the host's, if any; "
                                                "--all and --config: the shipped cost tables)")
    p.add_argument("--no-profile", action="store_true", help="plan with the shipped cost tables only")
    return p


def _calibrate_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen calibrate", description="Measure op costs on this host into a cost profile.")
    p.add_argument("--isa", default="native")
    p.add_argument("--out", type=Path, help="profile file (default: the profile directory, see README)")
    return p


def _tune_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen tune", description="Time the top candidate plans; record the fastest as wisdom.")
    _add_request_flags(p)
    p.add_argument("--isa", default="native")
    p.add_argument("--wisdom", type=Path, default=Path("wisdom.toml"))
    p.add_argument("--top-k", type=int, default=None, help="candidates to time (default: 6 for fields, 8 for rings)")
    return p


def _explain_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen explain", description="Show the chosen plan against the classic method.")
    _add_request_flags(p)
    p.add_argument("--isa", default="native")
    p.add_argument("--ir", action="store_true", help="also print the IR of mul")
    p.add_argument("--no-measure", action="store_true", help="do not compile and time the kernels")
    p.add_argument("--no-profile", action="store_true", help="plan with the shipped cost tables only")
    return p


def _guard_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen guard", description="Count the instructions of one call of every entry point of the "
                                              "emitted kernels valgrind runs; fail when one rose by more than 1%% "
                                              "over bench/baselines/ (see README).")
    p.add_argument("--accept", action="store_true", help="rewrite the baselines with the counts made now")
    p.add_argument("--project", type=Path, help="the project directory (default: the nearest one with "
                                                "configs/*.toml from here up)")
    p.add_argument("--isa", default=None, help="count only this ISA's kernels")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per core)")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv[:1] == ["explain"]:
            return _explain(_explain_parser().parse_args(argv[1:]))
        if argv[:1] == ["calibrate"]:
            return _calibrate(_calibrate_parser().parse_args(argv[1:]))
        if argv[:1] == ["tune"]:
            return _tune(_tune_parser().parse_args(argv[1:]))
        if argv[:1] == ["coverage"]:
            _Parser(prog="gen coverage", description="Say how this host checks each ISA's kernels.").parse_args(argv[1:])
            print("\n".join(coverage_report()))
            return EXIT_OK
        if argv[:1] == ["guard"]:
            args = _guard_parser().parse_args(argv[1:])
            return run_guard(find_project(args.project), accept=args.accept, isa=args.isa, workers=args.jobs)
        return _run(_main_parser().parse_args(argv))
    except GenError as exc:
        print(f"gen: error: {exc.message}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("gen: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `gen ... | head`
        sys.stderr.close()
        return EXIT_OK
    except SystemExit as exc:  # --help / --version
        return int(exc.code or 0)
    except Exception as exc:  # noqa: BLE001 - never show a traceback to a user
        print(f"gen: internal error: {exc.__class__.__name__}: {str(exc)[:200]} "
              f"(please report it with the command line)", file=sys.stderr)
        return EXIT_INTERNAL


def _request(args: argparse.Namespace):
    """(family, request) from the request flags, or None when none was given."""
    return select({flag.name: vars(args)[flag.dest] for flag in cli_flags()})


def _extensions(args: argparse.Namespace) -> dict[str, bool]:
    return {name: True for name in EXTENSIONS if vars(args)[name]}


def _profile_arg(args: argparse.Namespace) -> Path | None | bool:
    if args.no_profile and args.profile:
        raise GenError("--profile and --no-profile exclude each other")
    return False if args.no_profile else args.profile


def _run(args: argparse.Namespace) -> int:
    if args.all:
        return _run_all(args)
    for flag, value in (("--check", args.check), ("--tune", args.tune), ("--project", args.project)):
        if value:
            raise GenError(f"{flag} goes with --all")
    request = _request(args)
    if request is None and args.config is None:
        raise GenError("give --field F (or " + ", ".join(f.example for f in list(FAMILIES.values())[1:])
                       + ", --config FILE, or --all); see gen --help")
    if request is not None and args.config is not None:
        raise GenError(f"--config and {request[0].example.split()[0]} exclude each other: the config names the kernel")
    if args.namespace and not args.abi:
        raise GenError("--namespace goes with --abi")
    if args.ct and args.no_verify:
        raise GenError("--ct needs the kernel compiled: drop --no-verify")
    common: dict[str, Any] = dict(prefix=args.prefix, header_only=args.header_only or bool(args.abi),
                                  harness_planned=not args.no_verify, wisdom=args.wisdom, **_extensions(args))
    if args.config is not None:
        kernel = _config_run(args, common)
    else:
        fam, values = request
        kernel = generate(fam.parse(values), args.isa or "native", name=args.name, profile=_profile_arg(args), **common)
    if args.abi:
        add_abi(kernel, args.abi, args.namespace)
    out = args.out or DEFAULT_OUT / kernel.naming.name / kernel.target.name
    write(kernel, out, verify=not args.no_verify, bench=not args.no_bench, ct=args.ct)
    print(summary(kernel))
    return EXIT_OK


def _config_run(args: argparse.Namespace, common: dict[str, Any]) -> Kernel:
    """One config x ISA, planned as `gen --all` plans it (shipped cost tables and the project's wisdom)
    unless --profile or --wisdom say otherwise, so the header's regeneration command is exact."""
    path = Path(args.config)
    project = _project_of(path)
    cfg = load_config(path, project.root if project else None)
    if args.isa is None:
        raise GenError(f"--config needs --isa (the config lists {', '.join(cfg.isas)})")
    target = get_target(args.isa)
    if common["wisdom"] is None and project is not None and project.wisdom.exists() and cfg.family.takes_wisdom:
        common["wisdom"] = project.wisdom
    for name, on in cfg.options_for(target).items():
        common[name] = common.get(name) or on
    profile = args.profile if args.profile else False
    return generate(cfg.spec, target.name, name=args.name or cfg.name, used_in=cfg.used_in, config=cfg.relpath,
                    default_name=cfg.name, profile=profile, **common)


def _project_of(config_path: Path) -> Project | None:
    """The project a config file belongs to (the nearest project directory above it), if any."""
    try:
        project = find_project(start=config_path.resolve().parent)
    except GenError:
        return None
    return project if config_path.resolve().is_relative_to(project.config_dir) else None


def _run_all(args: argparse.Namespace) -> int:
    for flag, value in [*((f"--{f.name}", vars(args)[f.dest]) for f in cli_flags()),
                        ("--config", args.config), ("--name", args.name), ("--out", args.out),
                        ("--profile", args.profile), ("--abi", args.abi), ("--namespace", args.namespace),
                        *((f"--{e}", vars(args)[e]) for e in EXTENSIONS)]:
        if value:
            raise GenError(f"--all does not take {flag}")
    project = find_project(args.project)
    jobs = [(cfg, isa) for cfg in project.configs() for isa in cfg.isas if args.isa in (None, isa)]
    wisdom = args.wisdom or project.wisdom
    if args.tune:
        if args.check:
            raise GenError("--tune and --check exclude each other")
        _tune_all(jobs, wisdom)
    wisdom_arg = wisdom if wisdom.exists() else None
    if args.ct:
        if args.check or args.tune:
            raise GenError("--ct runs alone with --all (it checks the emitted kernels as they are)")
        return _ct_all(jobs, project.emitted_dir, wisdom_arg)
    drift: list[str] = []
    progress = _progress(len(jobs), "checking" if args.check else "emitting")
    if args.check:  # generating is CPU-bound and each job independent: one worker process per core
        with process_pool() as pool:
            futs = [pool.submit(_drift, cfg, isa, wisdom_arg, args.prefix, args.header_only, not args.no_verify,
                                project.emitted_dir / cfg.name / isa) for cfg, isa in jobs]
            for (cfg, isa), fut in zip(jobs, futs):
                progress.set_description(f"{cfg.name}/{isa}")
                drift += fut.result()
                progress.update(1)
    else:
        for cfg, isa in jobs:
            progress.set_description(f"{cfg.name}/{isa}")
            # emitted/ must not depend on local profiles: shipped tables, plus the committed wisdom
            kernel = emitted_kernel(cfg, isa, wisdom_arg, prefix=args.prefix, header_only=args.header_only,
                                    harness_planned=not args.no_verify)
            write(kernel, project.emitted_dir / cfg.name / isa, verify=not args.no_verify, bench=False)
            progress.update(1)
    progress.close()
    if args.check:
        expected = {(c.name, i) for c, i in jobs}
        drift += _stale(project.emitted_dir, expected) if args.isa is None else []
        if drift:
            print("gen: emitted/ is out of date; run 'gen --all' to regenerate:", file=sys.stderr)
            for line in drift:
                print(f"  {line}", file=sys.stderr)
            return EXIT_DRIFT
        print(f"emitted/ is up to date ({len(jobs)} kernels)")
    else:
        print(f"emitted {len(jobs)} kernels into {project.emitted_dir}")
    return EXIT_OK


def _ct_all(jobs: list[tuple[Config, str]], emitted: Path, wisdom: Path | None) -> int:
    """Check every emitted kernel this host can run; dudect times the -O2 builds only (a single
    `gen --config X --isa I --ct` times every optimised build)."""
    leaks, checked = [], 0
    prune_runs()  # kept runs not replayed for a month
    for cfg, isa in jobs:
        target = get_target(isa)
        emulated = foreign(target) and cfg.family.emulates_constant_time(target)
        if foreign(target) and not emulated:
            print(f"{cfg.name}/{isa}: skipped (runs on {target.arch}: valgrind and timing checks "
                  f"need the real machine)")
            continue
        if not foreign(target) and not host_supports(target):
            print(f"{cfg.name}/{isa}: skipped (host cannot run {isa})")
            continue
        kernel, kernel_dir = emitted_kernel(cfg, isa, wisdom), emitted / cfg.name / isa
        report = constant_time_report(kernel_dir, kernel, dudect_opt_levels=SWEEP_DUDECT_OPT_LEVELS)
        checked += 1
        print(f"{cfg.name}/{isa}: {report.describe()}", flush=True)
        if not report.ok:
            leaks.append(f"{cfg.name}/{isa}")
    if leaks:
        print(f"gen: constant-time check failed for {', '.join(leaks)}", file=sys.stderr)
        return EXIT_DRIFT
    print(f"constant time: {checked} emitted kernels pass; {describe_stats()}")
    return EXIT_OK


def _tune_all(jobs: list[tuple[Config, str]], wisdom: Path) -> None:
    """Tune every config x ISA this host runs whose family measures plans (and its extensions)."""
    runnable = [(cfg, isa) for cfg, isa in jobs if cfg.family.takes_wisdom and not foreign(get_target(isa))
                and host_supports(get_target(isa))]
    progress = _progress(len(runnable), "tuning")
    for cfg, isa in runnable:
        progress.set_description(f"tune {cfg.name}/{isa}")
        target = get_target(isa)
        for extra in ({}, *({name: True} for name in cfg.options_for(target) if name in EXTENSIONS)):
            _, headline = cfg.family.tune(cfg.spec, target, wisdom, None, extra)
            progress.write(f"{cfg.name}/{isa}: {headline}", file=sys.stderr)
        progress.update(1)
    progress.close()


def _calibrate(args: argparse.Namespace) -> int:
    target = get_target(args.isa)
    check_host(target)
    path = calibrate(target, args.out)
    print(f"cost profile for {target.name} written to {path}")
    _, table = load_profile(path)
    for name in sorted(table.ops):
        if table.sources[name].startswith("measured"):
            cost = table.ops[name]
            print(f"  {name:16s} rtp {sum(cost.loads.values()):6.2f}  lat {cost.lat:6.2f}  ({table.sources[name]})")
    return EXIT_OK


def _tune(args: argparse.Namespace) -> int:
    request = _request(args)
    if request is None:
        raise GenError("gen tune needs a request: " + ", ".join(f.example for f in FAMILIES.values() if f.takes_wisdom))
    target = get_target(args.isa)
    check_host(target)
    if host_arch() != "x86_64" or foreign(target):
        raise GenError(f"gen tune times kernels with rdtsc on an x86-64 host; {target.name} code runs "
                       f"elsewhere (its plans come from the cost table)")
    if args.top_k is not None and not 1 <= args.top_k <= 16:
        raise GenError("--top-k must be between 1 and 16")
    fam, values = request
    extra = _extensions(args)
    for name in extra:
        if EXTENSIONS[name] not in fam.extensions:
            raise GenError(f"--{name} goes with {' or '.join(f.example for f in FAMILIES.values() if EXTENSIONS[name] in f.extensions)}")
    lines, _ = fam.tune(fam.parse(values), target, args.wisdom, args.top_k, extra)
    print("\n".join(lines))
    return EXIT_OK


def _explain(args: argparse.Namespace) -> int:
    request = _request(args)
    if request is None:
        raise GenError("gen explain needs a request, e.g. --field 'x^12+x^3+1'")
    fam, values = request
    profile = False if args.no_profile else None
    spec = fam.parse(values)
    kernel = generate(spec, args.isa, harness_planned=False, profile=profile)

    def variant(**extra: Any) -> Kernel:
        return generate(spec, kernel.target.name, harness_planned=False, profile=profile, **extra)

    def bench(k: Kernel, out: Path) -> None:
        write(k, out, verify=True, bench=True)

    measure = not args.no_measure
    print("\n".join(fam.explain(kernel, variant if measure else None, bench if measure else None, args.ir)))
    return EXIT_OK


def _drift(cfg: Config, isa: str, wisdom: Path | None, prefix: str | None, header_only: bool,
           harness_planned: bool, out: Path) -> list[str]:
    """How emitted/<config>/<isa> differs from what the generator produces now (shipped tables and the
    committed wisdom: emitted/ must not depend on local profiles)."""
    kernel = emitted_kernel(cfg, isa, wisdom, prefix=prefix, header_only=header_only, harness_planned=harness_planned)
    return _compare(kernel.all_files(), out)


def _compare(files: dict[str, str], out: Path) -> list[str]:
    problems = []
    for name, text in sorted(files.items()):
        path = out / name
        if not path.exists():
            problems.append(f"missing {path}")
        elif path.read_text() != text:
            problems.append(f"changed {path}")
    if out.is_dir():
        for path in sorted(out.iterdir()):
            if path.name not in files:
                problems.append(f"extra {path}")
    return problems


def _stale(root: Path, expected: set[tuple[str, str]]) -> list[str]:
    if not root.is_dir():
        return []
    out = []
    for name_dir in sorted(p for p in root.iterdir() if p.is_dir()):
        for isa_dir in sorted(p for p in name_dir.iterdir() if p.is_dir()):
            if (name_dir.name, isa_dir.name) not in expected:
                out.append(f"stale {isa_dir} (no config asks for it)")
    return out


def _progress(total: int, what: str) -> tqdm:
    """A progress bar on a terminal; its write() prints a line either way."""
    return tqdm(total=total, desc=what, unit="kernel", file=sys.stderr, leave=False, disable=not sys.stderr.isatty())
