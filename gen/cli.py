"""The command line: a thin layer over gen.pipeline. Bad input: one line on stderr, exit 2."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import __version__
from .errors import GenError

EXIT_OK, EXIT_DRIFT, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, no usage dump
        raise GenError(message)


def _main_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="gen",
        description="Emit verified, constant-time C kernels for GF(2^m) multiply and reduce.",
        epilog="Subcommand: gen explain --field F --isa I (plan and op counts, classic vs chosen).",
    )
    p.add_argument("--version", action="version", version=f"gen {__version__}")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--field", help="modulus: 'x^12+x^3+1', 'x12+x3+1', '0x1009' or '12,3,0'")
    src.add_argument("--ring", help="ring modulus for F2[x]/(f), e.g. 'x^17669-1' (HQC) or a sparse x^n+...+1")
    src.add_argument("--tower", help="base field of a tower GF(2^m)[y]/F(y), e.g. 'x^12+x^3+1' (with --ext)")
    src.add_argument("--config", type=Path, help="a configs/*.toml file")
    src.add_argument("--all", action="store_true", help="regenerate every config x ISA into emitted/")
    p.add_argument("--ext", help="with --tower: F(y), monic, e.g. 'y^64+y^3+y+z' (z: the base field's x)")
    p.add_argument("--matrix", type=int, metavar="L",
                   help="with --field (degree 4): l x l matrix products over GF(16), SNOVA's gf16m_mul, 2 <= l <= 5")
    p.add_argument("--isa", default=None, help="c64, c32, pclmul, avx2, avx2-vpclmul, avx2-gfni, avx512, neon, neon-sha3, "
                                               "neon-nopmull, rv64-zbc, rvv-zvbc, cortex-m4 or native (default)")
    p.add_argument("--name", help="kernel name (default: from the config, else gf2_<m>)")
    p.add_argument("--prefix", default="", help="prepended to every emitted symbol")
    p.add_argument("--out", type=Path, help="output directory (default ./emitted/<name>/<isa>/)")
    p.add_argument("--header-only", action="store_true", help="emit one header of static inline functions")
    p.add_argument("--batch", action="store_true",
                   help="also emit N_mul_n, N_mul_const, N_muladd_const and lane forms (element fields, m <= 16)")
    p.add_argument("--abi", help="also emit a scheme adapter (implies --header-only): pqclean-hqc, pqclean-mceliece")
    p.add_argument("--namespace", help="with --abi: the scheme's symbol prefix, e.g. PQCLEAN_HQC128_CLEAN_")
    p.add_argument("--no-verify", action="store_true", help="skip compiling, checking and timing")
    p.add_argument("--no-bench", action="store_true", help="check but do not time")
    p.add_argument("--check", action="store_true", help="with --all: exit 1 and name files that would change")
    p.add_argument("--tune", action="store_true", help="with --all: measure candidate plans, update the wisdom")
    p.add_argument("--ct", action="store_true",
                   help="check constant time on the compiled code (valgrind, disassembly, dudect); "
                        "with --all: check every emitted kernel, exit 1 on a leak")
    p.add_argument("--wisdom", type=Path, help=f"plan choices measured by gen tune (--all: {WISDOM_DEFAULT})")
    p.add_argument("--profile", type=Path, help="cost profile from gen calibrate (default: the host's, if any)")
    p.add_argument("--no-profile", action="store_true", help="plan with the shipped cost tables only")
    return p


WISDOM_DEFAULT = "configs/wisdom.toml"  # gen.config.WISDOM_FILE in configs/


def _calibrate_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen calibrate", description="Measure op costs on this host into a cost profile.")
    p.add_argument("--isa", default="native")
    p.add_argument("--out", type=Path, help="profile file (default: the profile directory, see README)")
    return p


def _tune_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen tune", description="Time the top candidate plans; record the fastest as wisdom.")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--field", help="a field modulus: tune the split tree, reduction and register model")
    what.add_argument("--ring", help="a ring modulus, e.g. 'x^17669-1': tune the Karatsuba/Toom-3 thresholds")
    p.add_argument("--isa", default="native")
    p.add_argument("--wisdom", type=Path, default=Path("wisdom.toml"))
    p.add_argument("--top-k", type=int, default=None, help="candidates to time (default: 6 for fields, 8 for rings)")
    p.add_argument("--batch", action="store_true", help="with --field: measure the batch families' dispatch "
                   "thresholds instead")
    return p


def _explain_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gen explain", description="Show the chosen plan against the classic method.")
    p.add_argument("--field", required=True)
    p.add_argument("--isa", default="native")
    p.add_argument("--ir", action="store_true", help="also print the IR of mul")
    p.add_argument("--no-measure", action="store_true", help="do not compile and time the kernels")
    p.add_argument("--no-profile", action="store_true", help="plan with the shipped cost tables only")
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


def _run(args: argparse.Namespace) -> int:
    from .pipeline import summary, write

    if args.all:
        return _run_all(args)
    if args.check:
        raise GenError("--check goes with --all")
    if args.matrix is not None and args.field is None:
        raise GenError("--matrix L goes with --field (GF(16)), e.g. --matrix 4 --field 'x^4+x+1'")
    if args.field is None and args.config is None and args.ring is None and args.tower is None:
        raise GenError("give --field F (or --ring F, --tower F --ext E, --matrix L --field F, --config FILE, or --all); "
                       "see gen --help")
    if (args.tower is None) != (args.ext is None) and args.config is None:
        raise GenError("--tower and --ext go together: --tower 'x^12+x^3+1' --ext 'y^64+y^3+y+z'")
    isa = args.isa or "native"
    if args.namespace and not args.abi:
        raise GenError("--namespace goes with --abi")
    common = dict(prefix=args.prefix, header_only=args.header_only or bool(args.abi),
                  harness_planned=not args.no_verify, profile=_profile_arg(args))
    if args.config is not None:
        from .config import load_config

        cfg = load_config(args.config)
        if args.isa is None:
            raise GenError(f"--config needs --isa (the config lists {', '.join(cfg.isas)})")
        spec, kind, ext, matrix = cfg.ring or cfg.field, cfg.kind, cfg.ext, cfg.matrix
        common.update(name=args.name or cfg.name, used_in=cfg.used_in, config=cfg.relpath, default_name=cfg.name)
    else:
        kind = "ring" if args.ring else "tower" if args.tower else "matrix" if args.matrix is not None else "field"
        spec, ext, matrix = args.ring or args.tower or args.field, args.ext, args.matrix
        common.update(name=args.name)
    if kind == "matrix" and args.wisdom:
        raise GenError("--wisdom applies to field, ring and tower kernels; matrix plans come from pricing "
                       "the printed instructions")
    if kind == "matrix" and args.abi:
        raise GenError("--abi has adapters for field, ring and tower kernels, not for matrix kernels")
    if kind != "field" and args.batch:
        raise GenError(f"--batch applies to field kernels (GF(2^m), m <= 16), not to a {kind}")
    if kind == "field":
        common["batch"] = args.batch or (args.config is not None and _config_batch(cfg, isa))
    kernel = _generate(spec, isa, kind, wisdom=args.wisdom, ext=ext, matrix=matrix, **common)
    if args.abi:
        from .abi import abi_command, abi_files

        kernel.files.update(abi_files(kernel, args.abi, args.namespace,
                                      abi_command(kernel.command, args.abi, args.namespace)))
    out = args.out or Path("emitted") / kernel.name / kernel.target.name
    if args.ct and args.no_verify:
        raise GenError("--ct needs the kernel compiled: drop --no-verify")
    write(kernel, out, verify=not args.no_verify, bench=not args.no_bench, ct=args.ct)
    print(summary(kernel))
    return EXIT_OK


def _generate(spec, isa: str, kind: str, wisdom: Path | None = None, ext: str | None = None,
              matrix: int | None = None, **kwargs):
    """A field kernel (gen.pipeline.generate), a ring kernel (gen.ring.generate_ring), a tower kernel
    (gen.tower.generate_tower, whose packed ring takes the ring wisdom) or a matrix kernel
    (gen.matrix.generate_matrix), from the same keyword arguments; matrix kernels have no wisdom."""
    if kind == "matrix":
        from .matrix import generate_matrix

        return generate_matrix(spec, matrix, isa, **kwargs)
    if kind == "ring":
        from .ring import generate_ring

        return generate_ring(spec, isa, wisdom=wisdom, **kwargs)
    if kind == "tower":
        from .tower import generate_tower

        return generate_tower(spec, ext, isa, wisdom=wisdom, **kwargs)
    from .pipeline import generate

    return generate(spec, isa, wisdom=wisdom, **kwargs)


def _config_batch(cfg, isa: str) -> bool:
    """A config with `batch = true` gets the batch kernels on every ISA they are emitted for."""
    from .batch import BATCH_ISAS

    return bool(getattr(cfg, "batch", False)) and isa in BATCH_ISAS


def _config_kernel(cfg, isa: str, **kwargs):
    """The kernel of one config x ISA, planned as emitted/ is (shipped cost tables, no profile)."""
    if cfg.kind == "field":
        kwargs.setdefault("batch", _config_batch(cfg, isa))
    return _generate(cfg.ring or cfg.field, isa, cfg.kind, ext=cfg.ext, matrix=cfg.matrix, name=cfg.name,
                     profile=False, **kwargs)


def _profile_arg(args: argparse.Namespace):
    if args.no_profile and args.profile:
        raise GenError("--profile and --no-profile exclude each other")
    return False if args.no_profile else args.profile


def _run_all(args: argparse.Namespace) -> int:
    from .config import EMITTED_DIR, REPO_ROOT, all_configs
    from .pipeline import write

    for flag, value in (("--field", args.field), ("--ring", args.ring), ("--tower", args.tower), ("--ext", args.ext),
                        ("--matrix", args.matrix),
                        ("--config", args.config), ("--name", args.name),
                        ("--out", args.out), ("--profile", args.profile), ("--abi", args.abi),
                        ("--namespace", args.namespace)):
        if value:
            raise GenError(f"--all does not take {flag}")
    jobs = [(cfg, isa) for cfg in all_configs() for isa in cfg.isas if args.isa in (None, isa)]
    wisdom = args.wisdom or REPO_ROOT / WISDOM_DEFAULT
    if args.tune:
        if args.check:
            raise GenError("--tune and --check exclude each other")
        _tune_all(jobs, wisdom)
    wisdom_arg = wisdom if wisdom.exists() else None
    if args.ct:
        if args.check or args.tune:
            raise GenError("--ct runs alone with --all (it checks the emitted kernels as they are)")
        return _ct_all(jobs, EMITTED_DIR, wisdom_arg)
    drift: list[str] = []
    progress = _progress(len(jobs), "checking" if args.check else "emitting")
    for cfg, isa in jobs:
        progress.set_description(f"{cfg.name}/{isa}")
        # emitted/ must not depend on local profiles: shipped tables, plus the committed wisdom
        kernel = _config_kernel(cfg, isa, prefix=args.prefix, header_only=args.header_only, used_in=cfg.used_in,
                                config=cfg.relpath, default_name=cfg.name, harness_planned=not args.no_verify,
                                wisdom=wisdom_arg)
        out = EMITTED_DIR / cfg.name / isa
        if args.check:
            drift += _compare(kernel.files, out)
        else:
            write(kernel, out, verify=not args.no_verify, bench=False)
        progress.update(1)
    progress.close()
    if args.check:
        expected = {(c.name, i) for c, i in jobs}
        drift += _stale(EMITTED_DIR, expected) if args.isa is None else []
        if drift:
            print("gen: emitted/ is out of date; run 'gen --all' to regenerate:", file=sys.stderr)
            for line in drift:
                print(f"  {line}", file=sys.stderr)
            return EXIT_DRIFT
        print(f"emitted/ is up to date ({len(jobs)} kernels)")
    else:
        print(f"emitted {len(jobs)} kernels into {EMITTED_DIR}")
    return EXIT_OK


def _ct_all(jobs, emitted: Path, wisdom: Path | None) -> int:
    from .isa import foreign, get_target, host_supports
    from .pipeline import constant_time_report

    leaks, checked = [], 0
    for cfg, isa in jobs:
        if foreign(get_target(isa)):
            print(f"{cfg.name}/{isa}: skipped (runs on {get_target(isa).arch}: valgrind and timing checks "
                  f"need the real machine)")
            continue
        if not host_supports(get_target(isa)):
            print(f"{cfg.name}/{isa}: skipped (host cannot run {isa})")
            continue
        report = constant_time_report(emitted / cfg.name / isa, _config_kernel(cfg, isa, wisdom=wisdom))
        checked += 1
        print(f"{cfg.name}/{isa}: {report.describe()}", flush=True)
        if not report.ok:
            leaks.append(f"{cfg.name}/{isa}")
    if leaks:
        print(f"gen: constant-time check failed for {', '.join(leaks)}", file=sys.stderr)
        return EXIT_DRIFT
    print(f"constant time: {checked} emitted kernels pass")
    return EXIT_OK


def _tune_all(jobs, wisdom: Path) -> None:
    from .calibrate import with_profile
    from .isa import foreign, get_target, host_supports
    from .ring_tune import tune_ring
    from .tune import tune

    runnable = [(cfg, isa) for cfg, isa in jobs  # fields, rings and towers (their packed ring) run here
                if cfg.kind in ("field", "ring", "tower") and host_supports(get_target(isa)) and not foreign(get_target(isa))]
    progress = _progress(len(runnable), "tuning")
    for cfg, isa in runnable:
        progress.set_description(f"tune {cfg.name}/{isa}")
        if cfg.kind == "field":
            line = _tuned_line(tune(cfg.field, with_profile(get_target(isa)), wisdom))
        else:
            line = _tuned_ring_line(tune_ring(_config_ring(cfg), get_target(isa), wisdom))
        progress.write(f"{cfg.name}/{isa}: {line}") if hasattr(progress, "write") else None
        if cfg.kind == "field" and _config_batch(cfg, isa):
            from .batch_tune import tune_batch

            cx, _ = tune_batch(cfg.field, get_target(isa), wisdom)
            progress.write(f"{cfg.name}/{isa} batch: mul_n {cx.describe('mul_n')}; mul_const {cx.describe('mul_const')}") \
                if hasattr(progress, "write") else None
        progress.update(1)
    progress.close()


def _config_ring(cfg):
    """The ring whose product a ring or tower config computes."""
    if cfg.kind == "ring":
        return cfg.ring
    from .tower import parse_tower

    return parse_tower(cfg.field, cfg.ext).packed_ring


def _tuned_ring_line(results) -> str:
    best = results[0]
    return (f"{best.ticks:.0f} ticks with {best.plan.describe()}"
            + (f" (next: {results[1].ticks:.0f})" if len(results) > 1 else ""))


def _tune_batch(field, target, wisdom: Path) -> int:
    from .batch import batch_applies
    from .batch_tune import tune_batch

    why = batch_applies(field, target)
    if why:
        raise GenError(why)
    cx, bench = tune_batch(field, target, wisdom)
    print(f"GF(2^{field.m}) mod {field.text} on {target.name}: batch families timed interleaved "
          f"(TSC ticks per element, medians)")
    print(f"  {'n':>24s} " + " ".join(f"{n:>6d}" for n in bench["n"]))
    for name, vals in bench["per_element"].items():
        print(f"  {name:>24s} " + " ".join(f"{v:6.2f}" for v in vals))
    print(f"  thresholds: mul_n {cx.describe('mul_n')}; mul_const {cx.describe('mul_const')}")
    print(f"wisdom recorded in {wisdom}")
    return EXIT_OK


def _tuned_line(results) -> str:
    best = results[0]
    return (f"{best.ticks:.1f} ticks with {best.plan.describe()}"
            + (f" (next: {results[1].ticks:.1f})" if len(results) > 1 else ""))


def _calibrate(args: argparse.Namespace) -> int:
    from .calibrate import calibrate, load_profile
    from .isa import get_target
    from .pipeline import check_host

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
    from .calibrate import with_profile
    from .isa import foreign, get_target, host_arch
    from .pipeline import check_host

    target = get_target(args.isa)
    check_host(target)
    if host_arch() != "x86_64" or foreign(target):
        raise GenError(f"gen tune times kernels with rdtsc on an x86-64 host; {target.name} code runs "
                       f"elsewhere (its plans come from the cost table)")
    if args.top_k is not None and not 1 <= args.top_k <= 16:
        raise GenError("--top-k must be between 1 and 16")
    if args.ring is not None:
        if args.batch:
            raise GenError("--batch goes with --field")
        return _tune_ring(args, target)
    from .field import parse_field
    from .tune import tune

    field = parse_field(args.field)
    if args.batch:
        return _tune_batch(field, target, args.wisdom)
    results = tune(field, with_profile(target), args.wisdom, *(() if args.top_k is None else (args.top_k,)))
    print(f"GF(2^{field.m}) mod {field.text} on {target.name}: {len(results)} candidates timed "
          f"interleaved in one process (TSC ticks per mul, median)")
    for r in results:
        est = r.plan.estimates["mul"]
        print(f"  {r.ticks:8.2f}  predicted {est.throughput:7.2f}  {r.plan.describe()}; {r.plan.target.variant_label}")
    print(f"wisdom recorded in {args.wisdom}")
    return EXIT_OK


def _tune_ring(args: argparse.Namespace, target) -> int:
    from .ring import parse_ring
    from .ring_tune import tune_ring

    ring = parse_ring(args.ring)
    results = tune_ring(ring, target, args.wisdom, *(() if args.top_k is None else (args.top_k,)))
    print(f"F2[x]/({ring.text}) ({ring.words} words) on {target.name}: {len(results)} plans timed interleaved "
          f"in one process (TSC ticks per unreduced product, median)")
    for r in results:
        print(f"  {r.ticks:9.0f}  predicted {r.plan.cost:9.0f}  {r.plan.describe()}")
    print(f"wisdom recorded in {args.wisdom}")
    return EXIT_OK


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


def _progress(total: int, what: str):
    try:
        from tqdm import tqdm

        return tqdm(total=total, desc=what, unit="kernel", file=sys.stderr, leave=False,
                    disable=not sys.stderr.isatty())
    except ImportError:  # pragma: no cover
        class _Null:
            def update(self, _n: int) -> None: ...
            def set_description(self, _d: str) -> None: ...
            def close(self) -> None: ...
        return _Null()


def _explain(args: argparse.Namespace) -> int:
    from .emit import op_summary
    from .pipeline import generate

    profile = False if args.no_profile else None
    kernel = generate(args.field, args.isa, harness_planned=False, profile=profile)
    p, t = kernel.plan, kernel.target
    chosen, classic = p.estimates["mul"], kernel.classic
    print(f"GF(2^{kernel.field.m}) mod {kernel.field.text} on {t.name} "
          f"(cost table {t.costs.name}, {t.costs.unit}; {t.costs.machine})")
    variant = f"; {p.target.variant_label}" if p.target.variant_label else ""
    print(f"chosen: multiply {p.tree.describe()}; reduce {p.reduction.label}{variant}  [{p.solver}]")
    print()
    kinds = sorted(set(chosen.counts) | set(classic.counts),
                   key=lambda k: ["load", "clmul", "clmulk", "spread", "xor", "xor3", "dxor", "dxor3", "shl", "shr",
                                  "fshr", "and", "lo", "hi", "store"].index(k))
    print(f"{'op':10s}{'classic':>10s}{'chosen':>10s}   (mul: product and reduction)")
    for k in kinds:
        print(f"{k:10s}{classic.counts.get(k, 0):>10d}{chosen.counts.get(k, 0):>10d}")
    print(f"{'throughput':10s}{classic.throughput:>10.2f}{chosen.throughput:>10.2f}   predicted, busiest port")
    print(f"{'latency':10s}{classic.latency:>10.2f}{chosen.latency:>10.2f}   predicted, critical path")
    print("classic = schoolbook product + round-by-round shift/XOR fold")
    print()
    print("multiplication candidates (DP, best first):")
    for c in p.tree_options:
        print(f"  {c.estimate.throughput:8.2f}  {c.label}")
    print("reduction candidates (best first):")
    for c in p.reduction_options:
        print(f"  {c.estimate.throughput:8.2f}  {c.label}: {op_summary(c.estimate.counts)}")
    if not args.no_measure:
        _explain_measured(kernel, profile)
    if args.ir:
        print()
        print(p.programs["mul"].dump())
    return EXIT_OK


def _explain_measured(kernel, profile) -> None:
    """Compile and time the chosen and the classic kernel; print measured beside predicted (both
    predicted with the same cost table)."""
    import tempfile

    from .isa import foreign, host_supports
    from .pipeline import generate, write

    if foreign(kernel.target):
        from . import mca

        t = kernel.target
        print(f"\nmeasured: not here ({t.name} code runs on {t.arch}; it is verified under {t.emulator_label})")
        if not mca.available(t):
            print("llvm-mca estimates: need llvm-mca-19 (apt-get install llvm-19)")
            return
        print(f"llvm-mca-19 -mcpu={t.mca[1]} (cycles per call; predicted = cost table {t.costs.name}):")
        print(f"{'':8s}{'predicted':>10s}{'mca tput':>10s}{'mca chain':>10s}{'insns':>7s}")
        for e in mca.estimate(kernel.files, kernel.sym, t):
            pred = kernel.plan.estimates[e.function].throughput
            print(f"{e.function:8s}{pred:10.2f}{e.rthroughput:10.2f}{e.chained:10.2f}{e.instructions:7d}")
        return
    if not host_supports(kernel.target):
        print(f"\nmeasured: skipped (this host cannot run {kernel.target.name})")
        return
    classic = generate(kernel.field, kernel.target.name, classic=True, harness_planned=False, profile=profile)
    with tempfile.TemporaryDirectory(prefix="gen-explain-") as tmp:
        rows = []
        for label, k in (("chosen", kernel), ("classic", classic)):
            write(k, Path(tmp) / label, verify=True, bench=True)
            rows.append((label, k))
    print()
    print(f"{'':8s}{'':8s}{'predicted':>10s}{'measured':>10s}{'error':>8s}   (throughput, ticks per call)")
    for label, k in rows:
        for fn in ("mul", "clmul", "reduce"):
            pred = k.plan.estimates[fn].throughput
            meas = k.harness.bench[fn]["throughput"]
            err = f"{(pred - meas) / meas:+.0%}" if meas else "-"
            print(f"{label:8s}{fn:8s}{pred:10.2f}{meas:10.2f}{err:>8s}")
    print(f"(cost table: {kernel.target.costs.name}; measured by harness_c, gcc -O2, medians)")
