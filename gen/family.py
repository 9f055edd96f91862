"""The one interface every kernel family implements, and the one record of a generated kernel.

A family (gen.families.<name>: field, ring, tower, matrix; an *extension* such as batch adds
functions to another family's files) takes a request from the command line or a config, validates it
into a spec, then plans, proves and renders (`generate`, pure), checks the compiled code
(`verify`), judges constant time (`constant_time`), tunes by measurement where it measures (`tune`),
adapts to scheme ABIs (`abi_adapters`) and reports (`summary`). The CLI, the pipeline, the project
(configs) and the ABI layer only call these methods; none of them asks which family a kernel is.
See ARCHITECTURE.md for what a new family implements.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, ClassVar

from .check.counts import ct_driver_counts
from .check.ct import LoopVerdict, check_constant_time
from .check.driver import DriverOptions
from .errors import GenError
from .isa import Target, valgrind_runs
from .naming import Naming


@dataclass(frozen=True)
class Options:
    """What a caller asks of a family's generate beyond the spec, the ISA and the names.

    profile: a cost profile file, None = the host's matching profile if any, False = the shipped cost
    tables only (emitted/ is planned so). wisdom: a file of measured plan choices. extra: the family's
    own options (see Family.options), e.g. {"batch": True} for a field."""

    used_in: str = ""
    config: str | None = None  # the config file, relative to the project (the regeneration command names it)
    harness_planned: bool = True  # the header says the harness runs before writing (False: --no-verify)
    profile: Path | None | bool = False
    wisdom: Path | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Part:
    """Functions an extension family (e.g. batch) adds to a kernel's files: the extension and its design."""

    extension: "Extension"
    design: Any
    harness: Any = None  # the extension's check report, once verified


@dataclass
class Kernel:
    """Everything known about one generated kernel, whatever its family.

    design: the family's plan and proofs (a gen.families.<name> dataclass). parts: extensions printed
    into the same files. companions: kernels whose files are written and checked beside this one (a
    tower's ring product, an ABI's base-field kernel)."""

    family: "Family"
    spec: Any
    target: Target
    naming: Naming
    command: str
    files: dict[str, str]
    design: Any
    used_in: str = ""
    parts: list[Part] = field(default_factory=list)
    companions: list["Kernel"] = field(default_factory=list)
    harness: Any = None  # the family's check report (None: not verified)
    ct: Any = None  # the constant-time verdict (None: not checked)
    written_to: Path | None = None
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # facts about how it was checked, for the summary

    @property
    def sym(self) -> str:
        return self.naming.sym

    @property
    def header_only(self) -> bool:
        return self.naming.header_only

    def all_files(self) -> dict[str, str]:
        """This kernel's files and its companions' (companions first)."""
        out: dict[str, str] = {}
        for companion in self.companions:
            out.update(companion.all_files())
        out.update(self.files)
        return out

    def part(self, extension: str) -> Part | None:
        """The part added by the extension called `extension`, if any."""
        return next((p for p in self.parts if p.extension.name == extension), None)


@dataclass(frozen=True)
class CliFlag:
    """A command-line flag a family reads its request from (`--{name}`)."""

    name: str
    help: str
    type: Callable[[str], Any] = str
    metavar: str | None = None
    required: bool = True  # part of every request of the family (else an optional refinement of one)

    @property
    def dest(self) -> str:
        """argparse's attribute for the flag."""
        return self.name.replace("-", "_")


@dataclass(frozen=True)
class Adapter:
    """One scheme adapter file: its name, the scheme file it replaces, its template, a one-line summary,
    and the template's own values."""

    file: str
    replaces: str
    template: str
    what: str
    namespace: str = ""
    values: dict[str, Any] = field(default_factory=dict)


class Family(ABC):
    """A kind of kernel (see the module doc). Subclasses set the class attributes and implement the
    abstract methods; the others have defaults a family overrides where it differs."""

    name: ClassVar[str]  # registry key: "field", "ring", ...
    noun: ClassVar[str]  # what one kernel is, for messages: "a field", "a ring"
    config_key: ClassVar[str | None]  # the config key that marks this family (None: the default family)
    config_keys: ClassVar[tuple[str, ...]]  # the spec keys of its configs (besides name, used_in, isas)
    flags: ClassVar[tuple[CliFlag, ...]]  # the CLI flags of its request; the first selects the family
    example: ClassVar[str]  # a request on the command line, for messages
    options: ClassVar[frozenset[str]] = frozenset()  # Options.extra keys it accepts
    config_options: ClassVar[tuple[str, ...]] = ()  # the options a config file may set (e.g. batch)
    takes_wisdom: ClassVar[bool] = True  # plans can come from measured wisdom (--wisdom)
    abis: ClassVar[tuple[str, ...]] = ()  # the scheme ABIs (gen.abi) it has adapters for
    extensions: ClassVar[tuple["Extension", ...]] = ()
    # memcheck runs of the ct driver, each on fresh random secrets. memcheck's verdict follows where the
    # secrets' undefined bits flow, not their values (every input of the driver is secret), so a second
    # run is a margin, not more coverage; a family whose one run takes long asks for one
    ct_valgrind_iters: ClassVar[int] = 2

    # -- spec ------------------------------------------------------------------------------------
    @abstractmethod
    def parse(self, request: dict[str, Any]) -> Any:
        """The validated spec from the flag values of `flags` (GenError: one line)."""

    def parse_config(self, data: dict[str, Any], where: str) -> tuple[Any, dict[str, Any]]:
        """The spec and the family options of a config file's table (`where` names the file)."""
        return self.parse({f.name: data[key] for f, key in zip(self.flags, self.config_keys)}), {}

    @abstractmethod
    def spec_args(self, spec: Any) -> tuple[list[str], list[str]]:
        """The regeneration command's spec flags: (leading, trailing)."""

    def default_name(self, spec: Any) -> str:
        return spec.default_name

    def applies(self, spec: Any, target: Target) -> str | None:
        """None when this family emits `spec` for `target`, else why not (one line)."""
        return None

    # -- plan, prove, render (pure) ----------------------------------------------------------------
    @abstractmethod
    def generate(self, spec: Any, target: Target, naming: Naming, options: Options) -> Kernel:
        """Plan, prove and render; nothing is compiled or written."""

    # -- check -------------------------------------------------------------------------------------
    @abstractmethod
    def verify(self, kernel: Kernel, stage: Path, *, cflags: list[str], driver: DriverOptions, bench: bool,
               cache_dir: Path | None = None) -> Any:
        """Compile the files in `stage` with every compiler, check them (GenError on any failure), time
        them natively when `bench`; the family's report (with .describe())."""

    # -- constant time -----------------------------------------------------------------------------
    def ct_api(self, kernel: Kernel) -> list[str]:
        """-D flags telling harness_c/ct_driver.c which entry points the kernel has."""
        return []

    def ct_loops(self, kernel: Kernel) -> tuple[Callable[[Any], bool], str] | None:
        """Where the kernel may branch on public loop counters: (predicate on a scan finding, what the
        loops are). None: the kernel is straight-line, the plain report is the verdict."""
        return None

    def emulates_constant_time(self, target: Any) -> bool:
        """Whether emulated_constant_time checks this family's kernels for `target` (a foreign one, where
        valgrind and dudect cannot run)."""
        return False

    def emulated_constant_time(self, kernel: Kernel, kernel_dir: Path) -> Any:
        """The constant-time verdict on the compiled code under emulation (with .ok and .describe())."""
        raise NotImplementedError(f"{self.name}: no emulated constant-time check")

    def constant_time(self, kernel: Kernel, kernel_dir: Path, **check: Any) -> Any:
        """Run gen.check.ct on the kernel (and its parts) and judge it: where valgrind cannot run the
        ISA (or refused some builds while passing others) the scan may only find the public loops of
        `ct_loops`, and dudect must pass."""
        target = kernel.target
        api = ct_api(kernel)
        funcs = ("mul", *(f for p in kernel.parts for f in p.extension.dudect_functions))
        check.setdefault("valgrind_iters", self.ct_valgrind_iters)
        report = check_constant_time(kernel_dir, kernel.sym, kernel.header_only, list(target.cflags), target.name,
                                     api=api, dudect_funcs=funcs, **check)
        loops = self.ct_loops(kernel)
        if loops is None:
            return report
        own, text = loops
        part_loops = [p.extension.ct_loops(kernel, p) for p in kernel.parts]
        predicate = lambda f: own(f) or any(pl[0](f) for pl in part_loops)  # noqa: E731
        text += "".join(f" and {pl[1]}" for pl in part_loops)
        if not valgrind_runs(target) and target.ct_method == "dudect":
            return LoopVerdict(report, predicate, text)
        vg = report.by_check("valgrind")
        if not report.ok and any(r.status == "skipped" for r in vg) and any(r.status == "pass" for r in vg):
            # valgrind 3.19 cannot decode some builds (clang's encodings of N_inv): their only branches must
            # be the public loops, which the builds valgrind did run clear
            return LoopVerdict(report, predicate, text)
        return report

    # -- instruction counts (gen guard) ---------------------------------------------------------------
    def counts(self, target: Target) -> bool:
        """Whether instruction_counts can count this family's kernels for `target` (gen guard asks after
        gen.check.counts.counter has a way to count the ISA at all)."""
        return True

    def instruction_counts(self, kernel: Kernel, kernel_dir: Path, work: Path) -> dict[str, int]:
        """{entry point: instructions of one call on fixed inputs}, counted by callgrind in a build by
        gen.check.counts.COUNT_COMPILER (`work`: a scratch directory). By default harness_c/ct_driver.c's
        count mode calls the entry points that the family's ct_api and its parts' name."""
        return ct_driver_counts(kernel_dir, kernel.sym, kernel.header_only, kernel.target, ct_api(kernel), work)

    # -- tuning, ABI, summary ------------------------------------------------------------------------
    def tune(self, spec: Any, target: Target, wisdom: Path, top_k: int | None,
             extra: dict[str, Any]) -> tuple[list[str], str]:
        """Measure candidate plans on this host (target: the shipped cost table; a family applies the
        host's profile where it prices candidates), record the fastest in `wisdom`; (the report's lines,
        a one-line headline for `gen --all --tune`)."""
        raise GenError(f"{self.name} kernels are not tuned by measurement: their plans come from the cost model")

    def abi_adapters(self, kernel: Kernel, abi: str, namespace: str | None) -> list[Adapter]:
        """The adapter files of scheme ABI `abi` (one of `abis`) for this kernel; may add companions."""
        raise GenError(f"{self.name} kernels have no scheme adapters")

    def explain(self, kernel: Kernel, variant: Callable[..., Kernel] | None,
                write: Callable[[Kernel, Path], Any] | None, ir: bool) -> list[str]:
        """`gen explain`: the plan against the classic method. variant(**extra) generates the same
        request with family options (e.g. classic=True); write(kernel, dir) compiles, checks and times
        one (both None: predictions only); ir: also print the IR."""
        raise GenError(f"gen explain covers the planner's choices for fields; {self.name} plans are in "
                       f"the summary gen prints")

    @abstractmethod
    def title(self, kernel: Kernel) -> str:
        """What the kernel computes, for the first line of the report: `GF(2^12) mod x^12+x^3+1`."""

    @abstractmethod
    def summary(self, kernel: Kernel) -> list[str]:
        """The family's lines of the CLI report between the title and the check: plan, choice, proof."""

    @abstractmethod
    def measured(self, kernel: Kernel, unit: str) -> str:
        """The timing line of the report (kernel.harness.bench holds the driver's figures)."""


class Extension(ABC):
    """Functions one family adds to another family's files (batch to field): planned, proved and printed
    with the host kernel, checked, judged for constant time and summarised on their own."""

    name: ClassVar[str]  # registry key, and the option (Options.extra) and CLI flag that ask for it
    help: ClassVar[str]
    dudect_functions: ClassVar[tuple[str, ...]] = ()  # ct_driver functions dudect times for this part

    @abstractmethod
    def applies(self, spec: Any, target: Target) -> str | None:
        """None when the extension can be emitted for this spec and ISA, else why not."""

    @abstractmethod
    def verify(self, kernel: Kernel, part: Part, stage: Path, *, cflags: list[str], driver: DriverOptions) -> Any:
        """Check the part's functions in the compiled files (GenError on failure); a report."""

    def ct_api(self, kernel: Kernel, part: Part) -> list[str]:
        return []

    def ct_loops(self, kernel: Kernel, part: Part) -> tuple[Callable[[Any], bool], str]:
        """The part's functions that loop over public counts: (predicate on a scan finding, what they are)."""
        return (lambda finding: False), ""

    @abstractmethod
    def summary(self, kernel: Kernel, part: Part) -> list[str]:
        """The part's lines of the CLI report."""


def baseline_line(bench: dict, unit: str, figures: str) -> str:
    """A timing line of a kernel against the scheme-shaped baseline timed beside it: `figures` formats
    the bench's keys (mul, baseline), then the ratio."""
    ratio = bench["baseline"] / bench["mul"] if bench["mul"] else 0.0
    return f"{unit} per call: {figures.format(**bench)} ({ratio:.1f}x)"


def ct_api(kernel: Kernel) -> list[str]:
    """The ct driver's -D flags for a kernel: its family's entry points and those of its parts."""
    return kernel.family.ct_api(kernel) + [d for p in kernel.parts for d in p.extension.ct_api(kernel, p)]


__all__ = ["baseline_line", "ct_api", "Family", "Extension", "Kernel", "Part", "Options", "CliFlag", "Adapter"]
