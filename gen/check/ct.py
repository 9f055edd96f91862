"""Constant-time checks on the *compiled* kernel, not on its C source.

Compilers are free to turn branch-free C into branches (if-conversion in reverse, loop
versioning, jump tables), so every check here looks at the object code a real compiler made.
For every compiler x optimisation level ("a build") the kernel is compiled to one object file
(`NAME.c`, or for a header-only kernel a stub of extern wrappers around its static inline
functions, built from harness_c/ct_driver.c with -DCT_STUB); that same object is

1. **disassembled** (`objdump -dr`) - every function in it belongs to the kernel (exported
   functions, static helpers that were not inlined, compiler clones such as `.constprop.0`).
   The scan lists, per function:

   * ``cond-branch``      conditional jumps (x86: ``j*`` other than ``jmp``, ``loop*``,
                          ``jrcxz``; aarch64: ``b.cond``, ``cbz``/``cbnz``, ``tbz``/``tbnz``).
                          ``cmov``/``setcc``/``adc`` are constant time and allowed.
   * ``indirect-branch``  ``jmp``/``call`` through a register or memory (jump tables).
   * ``indexed-memory``   memory operands with an index register (``(%rax,%rdx,8)``, VSIB
                          gathers), the usual shape of a table lookup; ``lea`` and ``nop`` are
                          not memory accesses and are ignored. A heuristic: an address built with
                          plain ``add`` is not seen (valgrind sees it).
   * ``variable-time``    ``div``/``idiv`` (``udiv``/``sdiv``), whose latency depends on operands.
   * ``external-call``    direct calls to code outside the object (``memcpy``, libgcc helpers).
   * ``stack-check``      the stack protector's canary test (a branch to ``call
                          __stack_chk_fail``): public, never counted against the kernel.

2. **run under valgrind memcheck** (the ctgrind / TIMECOP method) where valgrind can execute the
   code: ISAs ``c64``, ``c32``, ``pclmul``, ``avx2`` with no AVX-512/VPCLMULQDQ/GFNI/-march flag.
   `harness_c/ct_driver.c` marks every input secret (``VALGRIND_MAKE_MEM_UNDEFINED``) and every
   output public right after the call, so only the kernel touches secrets. Any memcheck error
   fails the build: ``UninitCondition`` ("Conditional jump or move depends on uninitialised
   value(s)": a secret-dependent branch) and ``UninitValue`` ("Use of uninitialised value of
   size N": a secret-dependent address) are the leaks; anything else is a memory error. The
   driver also confirms through ``VALGRIND_GET_VBITS`` that the inputs were undefined and the
   undefinedness reached every output (otherwise the check would be vacuous: `GenError`).

3. **timed with a dudect-style test** where valgrind cannot run (AVX-512 kernels; valgrind 3.19
   decodes neither AVX-512 nor VPCLMULQDQ/GFNI), or where it refused the code: single calls of
   ``mul`` (by default) timed with fenced rdtsc on a fixed input vs fresh random inputs,
   randomly interleaved, Welch's t-test with dudect's percentile cropping (see ct_driver.c), for
   ``dudect_seconds`` (default 2 s) per build and function. Fails when max |t| >=
   ``dudect_threshold``, default 10: dudect's own "definitely not constant time" level
   (t_threshold_moderate). The textbook 4.5 is a single-test threshold; the statistic here is
   the largest of 102 tests (raw, 100 crops, second order), and on this project's 2-vCPU VM
   clean kernels reach |t| up to ~3 in 2 s while the leaky branch kernel of the tests reaches
   500 within milliseconds. A failure below 500 is measured once more with twice the time and must
   fail again (a leak's |t| grows with the number of measurements; a shared VM's noise does not);
   when the second run fails without its |t| growing by DUDECT_LEAK_GROWTH (a leak's grows by
   about sqrt 2), a third run with four times the measurements decides.
   The fixed input is a fixed *random* element by default (``dudect_fixed="random"``), not
   dudect's usual all-zero input: on the development VM (an Intel Xeon with AVX-512 FP16), the
   pclmul and avx512 gf2_571 kernels - straight-line code that valgrind and the scan find
   clean - time a little differently on all-zero operands in the upper tail (|t| ~ 5-9 after
   2 s, 12-25 after 10 s: growing with the sample, so real), while a do-nothing kernel, a
   synthetic 36-PCLMULQDQ kernel and the c64 kernel show nothing. Most likely that is the
   hardware's operand-dependent timing (Intel only promises data-independent timing for these
   instructions with DOITM enabled), not the kernel's code. The fixed-random class still
   detects secret-dependent control flow. A leak through a small L1-resident table is often
   too small for a timing test (the table kernel of the tests: |t| ~ 2.5 with gcc, ~ 80 with
   clang): that is what valgrind and the scan are for.
   dudect times optimised builds only (``DUDECT_SKIPS_O0``). On an AMD EPYC (Zen 3) VM, -O0
   builds of kernels that valgrind proves free of secret-dependent branches and addresses
   (the avx2 ring kernel inside the McEliece 348864 tower: |t| ~ 36 in 2 s, the class means
   1% apart; the same C printed for avx2-vpclmul: |t| ~ 40) fail dudect, while their -O1,
   -O2, -O3 and -Os builds pass (|t| < 3). -O0 code keeps every intermediate in a stack slot
   (frames of tens of KiB for unrolled base kernels), so its time is dominated by the memory
   pipeline; PCLMULQDQ's own latency measured the same for zero, sparse and dense operands.
   The cause is not identified; it is not a branch or an address (valgrind), and kernels are
   meant to be compiled with optimisation. The scan still covers -O0.

**The rule that joins them** (per build). The scan reports every conditional branch and indexed
access, but such an instruction is not a leak by itself: a loop over a *public* count (e.g. the
masked bit-serial carryless product ``for (i = 0; i < nbits; i++)`` that portable kernels use
for narrow operands) is a conditional branch at -O0 (and at -O1/-O2/-Os with gcc, -O1/-Os with
clang, where it is not unrolled). So:

* **valgrind ran** (pass or fail): it is the judge of secret dependence. Its errors are mapped
  to instructions (symbol + offset in the non-PIE driver = the same offset in the scanned
  object). A ``cond-branch``/``indexed-memory`` finding at an instruction valgrind flagged fails
  the scan too (marked ``[valgrind: KIND here]``); every other one is reported with
  ``excused=True`` (valgrind executed it on secret inputs and saw no secret dependence);
  ``external-call`` findings are excused when no valgrind error lies outside the object.
* **valgrind does not apply** (AVX-512, a refused instruction, ``valgrind=False``): the scan is
  strict, any ``cond-branch``, ``indexed-memory`` or ``external-call`` (other than
  memcpy/memset/memmove) fails it, and the dudect test must pass as well.
* ``indirect-branch`` and ``variable-time`` fail everywhere (valgrind does not judge the
  latency of a division, and a kernel has no business jumping through a table).

``CTReport.ok`` is true when no check failed (and one passed); ``CTReport.complete`` when every
planned check ran (a check is "skipped" when the host cannot run the ISA, valgrind cannot decode
it, or dudect got too few measurements). Setup problems (no valgrind/objdump/compiler, a build
failure, a vacuous valgrind run) raise `GenError`; a leak never raises, it is in the report.

Flags: the kernel object is built with ``-Wall -Wextra`` + cflags + the opt level +
``-gdwarf-4`` (debug info does not change code; DWARF 4 because valgrind 3.19 cannot read
clang-19's DWARF 5); the driver once per compiler at -O2, linked ``-no-pie``.
"""
from __future__ import annotations

import bisect
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from ..errors import GenError
from ..isa import ISA_NAMES, get_target, valgrind_runs
from .driver import HARNESS_DIR
from .runcache import cached_run

CT_DRIVER_C = HARNESS_DIR / "ct_driver.c"
WARN_FLAGS = ("-Wall", "-Wextra")
DEFAULT_COMPILERS = ("gcc", "clang-19")
DEFAULT_OPT_LEVELS = ("-O0", "-O2", "-O3", "-Os")
VALGRIND_ERROR_EXIT = 99
DUDECT_THRESHOLD = 10.0
# a second dudect run (twice the measurements) whose |t| has not grown by this factor over the first's did
# not behave like a leak (sqrt 2 expected), so a third run decides
DUDECT_LEAK_GROWTH = 1.2
DUDECT_SECONDS = 2.0
# `gen --all --ct` (CI) times only these builds of each compiler; the strict scan still reads every build,
# and `gen --config X --isa I --ct` times them all. dudect is the slow part of the sweep (2 s per build and
# function, twice on a near miss): timing all six optimised builds of 40 kernels took ~25 of CI's 44 minutes
SWEEP_DUDECT_OPT_LEVELS = ("-O2",)
DUDECT_SKIPS_O0 = True  # see the module doc: -O0 builds fail dudect on Zen 3 for reasons outside the code
LEAK_KINDS = ("UninitCondition", "UninitValue")  # valgrind error kinds that are secret leaks
SCAN_KINDS = ("cond-branch", "indirect-branch", "indexed-memory", "variable-time", "external-call", "stack-check")
ALWAYS_FATAL = frozenset({"indirect-branch", "variable-time"})
EXCUSABLE = frozenset({"cond-branch", "indexed-memory", "external-call"})
SAFE_CALLEES = frozenset({"memcpy", "memset", "memmove", "__stack_chk_fail"})



# -- report ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Finding:
    """One thing a check saw: a scan finding (an instruction) or a valgrind error."""

    kind: str  # one of SCAN_KINDS, or a valgrind error kind (UninitCondition, UninitValue, ...)
    function: str  # symbol (scan) or innermost stack frame's function (valgrind)
    location: str  # "section+0xADDR" (scan) or "file:line" (valgrind)
    text: str  # the instruction, or valgrind's message
    excused: bool = False  # reported but not counted (public branch cleared by valgrind)
    stack: tuple[str, ...] = ()  # valgrind: frames "fn (file:line)", innermost first
    address: str = ""  # "symbol+0xOFF" of the instruction, the key that joins scan and valgrind

    def __str__(self) -> str:
        tag = " (excused)" if self.excused else ""
        at = self.location
        if self.address and self.address not in self.location:
            at += f" ({self.address})"
        return f"{self.kind}{tag} in {self.function} at {at}: {self.text}"


@dataclass
class CheckResult:
    """The outcome of one check on one build (compiler x opt level; dudect also per function)."""

    check: str  # "disasm" | "valgrind" | "dudect"
    compiler: str
    opt: str
    status: str  # "pass" | "fail" | "skipped"
    summary: str
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0
    func: str | None = None  # dudect: the function timed
    data: dict[str, Any] = field(default_factory=dict)  # raw driver JSON / scan statistics

    @property
    def ok(self) -> bool:
        return self.status != "fail"

    @property
    def build(self) -> str:
        return f"{self.compiler} {self.opt}"

    def __str__(self) -> str:
        f = f" {self.func}" if self.func else ""
        return f"{self.check}{f} [{self.build}]: {self.status}: {self.summary}"


@dataclass
class CTReport:
    """Everything check_constant_time found, per check and build."""

    name: str
    isa: str
    kernel_dir: str
    header_only: bool
    cflags: tuple[str, ...]
    compilers: tuple[str, ...]
    opt_levels: tuple[str, ...]
    valgrind_used: bool  # valgrind was part of the plan (see valgrind_applies and valgrind=)
    results: list[CheckResult] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """No check failed (and at least one ran)."""
        return any(r.status == "pass" for r in self.results) and all(r.ok for r in self.results)

    @property
    def complete(self) -> bool:
        """Every planned check ran (none skipped)."""
        return bool(self.results) and all(r.status != "skipped" for r in self.results)

    def by_check(self, check: str) -> list[CheckResult]:
        return [r for r in self.results if r.check == check]

    def failures(self) -> list[CheckResult]:
        return [r for r in self.results if r.status == "fail"]

    def findings(self, kind: str | None = None, *, check: str | None = None) -> list[Finding]:
        return [
            f
            for r in self.results
            if check is None or r.check == check
            for f in r.findings
            if kind is None or f.kind == kind
        ]

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["ok"], d["complete"] = self.ok, self.complete
        return d

    def describe(self) -> str:
        """One line: verdict, then what each check saw."""
        builds = f"{','.join(self.compilers)} x {' '.join(self.opt_levels)}"
        parts = []
        vg = self.by_check("valgrind")
        if vg:
            clean = sum(r.status == "pass" for r in vg)
            bad = [r for r in vg if r.status == "fail"]
            s = f"valgrind {clean}/{len(vg)} clean"
            if bad:
                f0 = next((f for r in bad for f in r.findings), None)
                s += f" (first: {f0.kind} in {f0.function} at {f0.location} [{bad[0].build}])" if f0 else ""
            skipped = sum(r.status == "skipped" for r in vg)
            if skipped:
                s += f", {skipped} skipped"
            parts.append(s)
        else:
            parts.append("valgrind n/a")
        da = self.by_check("disasm")
        if da:
            nb = sum(1 for r in da for f in r.findings if f.kind == "cond-branch")
            nexc = sum(1 for r in da for f in r.findings if f.excused)
            bad = [r for r in da if r.status == "fail"]
            s = f"disasm {len(da) - len(bad)}/{len(da)} objects pass"
            if nb:
                s += f", {nb} conditional branches"
            if nexc:
                s += f", {nexc} findings excused"
            if bad:
                f0 = next((f for r in bad for f in r.findings if not f.excused and f.kind != "stack-check"), None)
                s += f" (first: {f0.kind} in {f0.function}: {f0.text} [{bad[0].build}])" if f0 else ""
            parts.append(s)
        du = self.by_check("dudect")
        if du:
            ran = [r for r in du if r.status != "skipped"]
            if ran:
                worst = max(ran, key=lambda r: r.data.get("max_t", 0.0))
                npass = sum(r.status == "pass" for r in du)
                s = f"dudect {npass}/{len(du)} pass, max |t| {worst.data.get('max_t', 0.0):.1f} [{worst.build}]"
            else:
                s = f"dudect skipped ({du[0].summary})"
            parts.append(s)
        elif not self.valgrind_used:
            parts.append("dudect not run")
        verdict = "constant time OK" if self.ok else "NOT constant time"
        if self.ok and not self.complete:
            verdict += " (incomplete)"
        return f"{self.name} ({self.isa}): {verdict} - {'; '.join(parts)} [{builds}, {self.seconds:.1f} s]"


# -- helpers -----------------------------------------------------------------------------------
def valgrind_applies(isa: str, cflags: Iterable[str]) -> bool:
    """Whether valgrind 3.19 can run this kernel (gen.isa.valgrind_runs: the ISA's fact, and no flag
    that enables AVX-512, VPCLMULQDQ, GFNI or an unknown -march)."""
    return isa in ISA_NAMES and valgrind_runs(get_target(isa), cflags)


def _run(cmd: list[str], what: str, timeout: float, *, reuse_outputs: Sequence[Path] | None = None,
         keep: Callable[[subprocess.CompletedProcess[str]], bool] | None = None,
         **kw: Any) -> subprocess.CompletedProcess[str]:
    """subprocess.run with one-line errors; `reuse_outputs` (the files the run writes): a deterministic
    run, replayed from the run cache when these bytes gave an outcome `keep` accepts (default: exit 0)."""
    try:
        if reuse_outputs is not None:
            return cached_run(cmd, timeout=timeout, outputs=reuse_outputs, keep=keep)
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kw)
    except FileNotFoundError:
        raise GenError(f"{what}: {cmd[0]} not found") from None
    except subprocess.TimeoutExpired:
        raise GenError(f"{what} timed out after {timeout:g}s") from None
    except OSError as exc:
        raise GenError(f"{what}: cannot run {cmd[0]}: {exc}") from None


def _first_line(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if re.search(r"\berror\b", ln):
            return ln
    return lines[0] if lines else "(no output)"


def _last_json(text: str) -> dict[str, Any] | None:
    for ln in reversed(text.splitlines()):
        ln = ln.strip()
        if ln.startswith("{"):
            try:
                obj = json.loads(ln)
            except json.JSONDecodeError:
                return None
            return obj if isinstance(obj, dict) else None
    return None


# -- disassembly scan --------------------------------------------------------------------------
_PREFIXES = {
    "bnd", "notrack", "rep", "repz", "repe", "repnz", "repne", "lock", "data16", "data32", "addr32",
    "cs", "ds", "es", "ss", "fs", "gs", "xacquire", "xrelease", "{disp8}", "{disp32}", "{vex}", "{vex3}", "{evex}",
}  # fmt: skip
_X86_COND = re.compile(r"^(j(?!mp)[a-z]+|loop[a-z]*)$")
_X86_INDEXED = re.compile(r"\(\s*%?[\w]*\s*,\s*%\w+")
_A64_COND = re.compile(r"^(b\.[a-z]+|cbn?z|tbn?z)$")
_A64_INDEXED = re.compile(r"\[\s*\w+\s*,\s*[xw]\d+")
_FUNC_RE = re.compile(r"^([0-9a-fA-F]+) <(.+)>:\s*$")
_INSN_RE = re.compile(r"^\s*([0-9a-fA-F]+):\s*(.*)$")
_RELOC_RE = re.compile(r"^\s*[0-9a-fA-F]+:\s+(R_[A-Z0-9_]+)\s+(\S+)")
_SECTION_RE = re.compile(r"^Disassembly of section (\S+):")
_FORMAT_RE = re.compile(r"file format (\S+)")
_TARGET_RE = re.compile(r"<([^>+]+)(\+0x[0-9a-f]+)?>")


@dataclass
class _Insn:
    section: str
    func: str
    addr: int
    mnem: str
    ops: str
    text: str
    reloc: str | None = None


def _split_insn(body: str) -> tuple[str, str]:
    toks = body.split()
    while toks and (toks[0] in _PREFIXES or toks[0].startswith("rex")):
        toks = toks[1:]
    if not toks:
        return "", ""
    mnem = toks[0].split(",")[0]  # "jne,pt" -> "jne"
    return mnem, " ".join(toks[1:])


def scan_object(obj: str | os.PathLike[str], *, objdump: str = "objdump", timeout: float = 120.0) -> dict[str, Any]:
    """Disassemble an object file and list its functions and findings (kinds in SCAN_KINDS).

    Returns {"arch", "functions": [names], "findings": [Finding], "instructions": count}.
    Nothing is excused here; check_constant_time applies the rule in the module docstring.
    """
    proc = _run([objdump, "-dr", "-w", "--no-show-raw-insn", str(obj)], f"objdump {Path(obj).name}", timeout)
    if proc.returncode != 0:
        raise GenError(f"objdump {Path(obj).name} failed: {_first_line(proc.stderr)}")
    fmt_m = _FORMAT_RE.search(proc.stdout)
    fmt = fmt_m.group(1) if fmt_m else "unknown"
    if "x86-64" in fmt:
        arch = "x86_64"
    elif "aarch64" in fmt:
        arch = "aarch64"
    else:
        raise GenError(f"disassembly scan supports x86-64 and aarch64 objects, not {fmt}")
    insns: list[_Insn] = []
    funcs: list[str] = []
    starts: dict[str, int] = {}
    section, func = "", ""
    for line in proc.stdout.splitlines():
        if m := _SECTION_RE.match(line):
            section = m.group(1)
            continue
        if m := _FUNC_RE.match(line):
            func = m.group(2)
            if func not in funcs:
                funcs.append(func)
                starts[func] = int(m.group(1), 16)
            continue
        if m := _RELOC_RE.match(line):
            if insns:
                insns[-1].reloc = m.group(2)
            continue
        if func and (m := _INSN_RE.match(line)):
            body = m.group(2).split("#")[0].strip() if arch == "x86_64" else m.group(2).split("//")[0].strip()
            if not body or body.startswith("..."):
                continue
            mnem, ops = _split_insn(body)
            insns.append(_Insn(section, func, int(m.group(1), 16), mnem, ops, body))
    defined = set(funcs)
    by_addr = {(i.section, i.addr): i for i in insns}

    def target_symbol(ins: _Insn) -> str | None:
        if ins.reloc:
            sym = re.split(r"[-+]0x", ins.reloc)[0]
            return sym.split("@")[0]
        t = _TARGET_RE.search(ins.ops)
        return t.group(1) if t else None

    def branch_target(ins: _Insn) -> _Insn | None:
        t = re.match(r"^([0-9a-f]+)\b", ins.ops)
        return by_addr.get((ins.section, int(t.group(1), 16))) if t else None

    findings: list[Finding] = []

    def add(kind: str, ins: _Insn, note: str = "") -> None:
        addr = f"{ins.func}+{ins.addr - starts.get(ins.func, 0):#x}"
        findings.append(Finding(kind, ins.func, f"{ins.section}+{ins.addr:#x}", ins.text + note, address=addr))

    for ins in insns:
        mn, ops = ins.mnem, ins.ops
        if arch == "x86_64":
            if _X86_COND.match(mn):
                tgt = branch_target(ins)
                if tgt is not None and tgt.mnem.startswith("call") and target_symbol(tgt) == "__stack_chk_fail":
                    add("stack-check", ins)
                else:
                    add("cond-branch", ins)
            elif mn.rstrip("q") in ("jmp", "call", "ljmp", "lcall"):
                if ops.startswith("*"):
                    add("indirect-branch", ins)
                else:
                    sym = target_symbol(ins)
                    if sym is not None and sym not in defined and (ins.reloc or mn.startswith("call")):
                        add("external-call", ins, f" -> {sym}")
            elif re.match(r"^i?div[bwlq]?$", mn):
                add("variable-time", ins)
            elif not mn.startswith(("lea", "nop")) and _X86_INDEXED.search(ops):
                add("indexed-memory", ins)
        else:  # aarch64 (not exercised by the tests: the CI host is x86-64)
            if _A64_COND.match(mn):
                add("cond-branch", ins)
            elif mn in ("br", "blr", "braa", "brab", "blraa", "blrab"):
                add("indirect-branch", ins)
            elif mn in ("b", "bl"):
                sym = target_symbol(ins)
                if sym is not None and sym not in defined and (ins.reloc or mn == "bl"):
                    add("external-call", ins, f" -> {sym}")
            elif mn in ("udiv", "sdiv"):
                add("variable-time", ins)
            elif mn.startswith(("ld", "st", "prfm")) and _A64_INDEXED.search(ops):
                add("indexed-memory", ins)
    return {"arch": arch, "functions": funcs, "findings": findings, "instructions": len(insns)}


def _external_ok(f: Finding) -> bool:
    sym = re.search(r" -> (\S+)$", f.text)
    return f.kind == "external-call" and sym is not None and sym.group(1) in SAFE_CALLEES


def _judge_scan(scan: dict[str, Any], vg: CheckResult | None, compiler: str, opt: str, seconds: float) -> CheckResult:
    """Apply the rule of the module docstring to one object's scan, given that build's valgrind
    result (None: valgrind not run)."""
    judged = vg is not None and vg.status in ("pass", "fail") and not vg.data.get("error_cap")
    flagged: dict[str, str] = {}  # address -> valgrind error kind at that very instruction
    outside = False  # a valgrind error whose innermost frame is not in this object
    if vg is not None:
        for e in vg.findings:
            if e.address:
                flagged.setdefault(e.address, e.kind)
            if not e.address or e.address.split("+")[0] not in scan["functions"]:
                outside = True
    out: list[Finding] = []
    fatal = 0
    for f in scan["findings"]:
        hit = flagged.get(f.address)
        if f.kind == "stack-check":
            out.append(f)
        elif hit is not None:
            out.append(Finding(f.kind, f.function, f.location, f"{f.text} [valgrind: {hit} here]", address=f.address))
            fatal += 1
        elif f.kind in ALWAYS_FATAL:
            out.append(f)
            fatal += 1
        elif f.kind in EXCUSABLE and ((judged and (f.kind != "external-call" or not outside)) or _external_ok(f)):
            out.append(Finding(f.kind, f.function, f.location, f.text, excused=True, address=f.address))
        else:
            out.append(f)
            fatal += 1
    counts: dict[str, int] = {}
    for f in out:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    fns = {f.function for f in out if f.kind == "cond-branch"}
    desc = ", ".join(f"{n} {k}" for k, n in sorted(counts.items())) or "no branches, indexed loads or calls"
    if fns:
        desc += f" (branches in {', '.join(sorted(fns))})"
    nexc = sum(f.excused for f in out)
    if fatal:
        if not judged:
            why = " with no valgrind verdict to clear them"
        elif any("[valgrind:" in f.text for f in out):
            why = ", valgrind saw secret data used there"
        else:
            why = ""
        summary = f"{fatal} disallowed finding(s){why}: {desc}"
    else:
        summary = desc
    if nexc:
        summary += f"; {nexc} excused (valgrind ran them on secret inputs and saw no secret dependence)"
    data = {k: scan[k] for k in ("functions", "instructions", "arch")} | {"counts": counts}
    return CheckResult("disasm", compiler, opt, "fail" if fatal else "pass", summary, out, seconds, data=data)


# -- valgrind ----------------------------------------------------------------------------------
def _frame_str(fr: ET.Element) -> tuple[str, str, str]:
    fn = fr.findtext("fn") or fr.findtext("obj") or fr.findtext("ip") or "?"
    file, line = fr.findtext("file"), fr.findtext("line")
    loc = f"{file}:{line}" if file else (fr.findtext("ip") or "?")
    return fn, loc, f"{fn} ({loc})"


def parse_valgrind_xml(path: str | os.PathLike[str]) -> list[Finding]:
    """memcheck errors in a --xml=yes file as Findings (kind = valgrind's error kind)."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as exc:
        raise GenError(f"cannot read valgrind XML output {path}: {exc}") from None
    out = []
    for err in root.iter("error"):
        kind = err.findtext("kind") or "?"
        what = err.findtext("what") or err.findtext("xwhat/text") or kind
        stack = err.find("stack")
        frames = [_frame_str(fr) for fr in stack.findall("frame")] if stack is not None else []
        fn, loc = (frames[0][0], frames[0][1]) if frames else ("?", "?")
        aux = err.findtext("auxwhat")
        text = what + (f"; {aux}" if aux else "")
        ip = stack.find("frame/ip") if stack is not None else None
        addr = ip.text if ip is not None and ip.text else ""
        out.append(Finding(kind, fn, loc, text, stack=tuple(f[2] for f in frames), address=addr))
    return out


def _symbolizer(exe: Path, timeout: float) -> Any:
    """ip -> "symbol+0xOFF" for the text symbols of a non-PIE executable (nm -n)."""
    proc = _run(["nm", "-n", "--defined-only", str(exe)], f"nm {exe.name}", timeout)
    if proc.returncode != 0:
        raise GenError(f"nm {exe.name} failed: {_first_line(proc.stderr)}")
    addrs: list[int] = []
    names: list[str] = []
    for ln in proc.stdout.splitlines():
        parts = ln.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            addrs.append(int(parts[0], 16))
            names.append(parts[2])

    def lookup(ip: int) -> str:
        i = bisect.bisect_right(addrs, ip) - 1
        return f"{names[i]}+{ip - addrs[i]:#x}" if i >= 0 else f"{ip:#x}"

    return lookup


def _memcheck(exe: Path, xml: Path, compiler: str, opt: str, iters: int, timeout: float,
              origins: bool) -> subprocess.CompletedProcess[str]:
    cmd = [
        "valgrind", "--tool=memcheck", f"--error-exitcode={VALGRIND_ERROR_EXIT}",
        f"--track-origins={'yes' if origins else 'no'}", "--leak-check=no", "--read-inline-info=yes", "--xml=yes",
        f"--xml-file={xml}", str(exe), "valgrind", "--iters", str(iters),
    ]  # fmt: skip
    return _run(cmd, f"valgrind ({compiler} {opt})", timeout, reuse_outputs=[xml], keep=_memcheck_verdict)


def _memcheck_verdict(proc: subprocess.CompletedProcess[str]) -> bool:
    """Whether a memcheck run is a verdict to keep: clean, or valgrind cannot decode the code (both
    depend on the bytes only); a run with errors is repeated with --track-origins anyway."""
    return proc.returncode == 0 or "unhandled instruction" in proc.stderr


def _valgrind_check(exe: Path, tmp: Path, compiler: str, opt: str, iters: int, timeout: float) -> CheckResult:
    """memcheck on secret inputs. The first run does not track origins (about 20% faster on these
    drivers); a run that reports errors is repeated with --track-origins=yes, so a failure says where the
    secret came from."""
    xml = tmp / "valgrind.xml"
    t0 = time.monotonic()
    proc = _memcheck(exe, xml, compiler, opt, iters, timeout, origins=False)
    if proc.returncode == VALGRIND_ERROR_EXIT:
        proc = _memcheck(exe, xml, compiler, opt, iters, timeout, origins=True)
    secs = time.monotonic() - t0
    if proc.returncode < 0 or "unhandled instruction" in proc.stderr:
        sig = -proc.returncode if proc.returncode < 0 else 0
        why = next((ln.strip() for ln in proc.stderr.splitlines() if "unhandled instruction" in ln), "")
        sname = signal.Signals(sig).name if sig > 0 else "an error"
        reason = f"valgrind cannot run this code ({why or sname})"
        return CheckResult("valgrind", compiler, opt, "skipped", reason, seconds=secs)
    res = _last_json(proc.stdout)
    if proc.returncode not in (0, VALGRIND_ERROR_EXIT) or res is None or not res.get("ok"):
        detail = (res or {}).get("error") or _first_line(proc.stderr) or f"exit status {proc.returncode}"
        raise GenError(f"valgrind ({compiler} {opt}): driver failed: {detail}")
    if not res.get("taint_ok"):
        raise GenError(
            f"valgrind ({compiler} {opt}): secret inputs did not reach the outputs as undefined values "
            f"({res.get('outputs_tainted')}); the check would prove nothing"
        )
    errors = parse_valgrind_xml(xml)
    if errors:
        where = _symbolizer(exe, timeout)
        errors = [
            Finding(e.kind, e.function, e.location, e.text, stack=e.stack,
                    address=where(int(e.address, 16)) if e.address else "")
            for e in errors
        ]
    # memcheck stops reporting after 1000 different errors: then nothing can be excused
    res["error_cap"] = "not reporting any more" in proc.stderr or "too many errors" in proc.stderr.lower()
    if proc.returncode == VALGRIND_ERROR_EXIT and not errors:
        raise GenError(f"valgrind ({compiler} {opt}) reported errors that its XML output does not list")
    if not errors:
        return CheckResult("valgrind", compiler, opt, "pass", f"no memcheck errors ({res.get('iters')} input sets, "
                           "taint reached every output)", seconds=secs, data=res)  # fmt: skip
    kinds = sorted({e.kind for e in errors})
    first = errors[0]
    summary = (
        f"{len(errors)} memcheck error(s) [{', '.join(kinds)}]; "
        f"first: {first.text.split(';')[0]} in {first.function} at {first.location}"
    )
    return CheckResult("valgrind", compiler, opt, "fail", summary, errors, secs, data=res)


# -- dudect ------------------------------------------------------------------------------------
def _dudect_check(
    exe: Path, compiler: str, opt: str, func: str, seconds: float, threshold: float, fixed: str, timeout: float
) -> CheckResult:
    cmd = [str(exe), "dudect", "--func", func, "--seconds", f"{seconds:g}", "--threshold", f"{threshold:g}"]
    cmd += ["--fixed", fixed]
    t0 = time.monotonic()
    proc = _run(cmd, f"dudect ({compiler} {opt} {func})", timeout)
    secs = time.monotonic() - t0
    if proc.returncode == -signal.SIGILL:
        why = "host cannot run this ISA (SIGILL)"
        return CheckResult("dudect", compiler, opt, "skipped", why, seconds=secs, func=func)
    res = _last_json(proc.stdout)
    if proc.returncode != 0 or res is None or not res.get("ok"):
        detail = (res or {}).get("error") or _first_line(proc.stderr) or f"exit status {proc.returncode}"
        raise GenError(f"dudect ({compiler} {opt} {func}): driver failed: {detail}")
    t = float(res.get("max_t", 0.0))
    n = int(res.get("measurements", 0))
    desc = (
        f"max |t| = {t:.2f} ({res.get('max_t_test')}), threshold {threshold:g}, {n} measurements in "
        f"{float(res.get('seconds', 0)):.1f} s, mean {res.get('mean_fixed')} (fixed) vs {res.get('mean_random')} "
        f"(random) {res.get('unit')}"
    )
    if not res.get("enough"):
        why = "too few measurements: " + desc
        return CheckResult("dudect", compiler, opt, "skipped", why, seconds=secs, func=func, data=res)
    if t >= threshold:
        f = Finding("timing-leak", func, f"{compiler} {opt}", desc)
        why = "timing depends on input class: " + desc
        return CheckResult("dudect", compiler, opt, "fail", why, [f], secs, func, res)
    return CheckResult("dudect", compiler, opt, "pass", desc, seconds=secs, func=func, data=res)


# -- the API -----------------------------------------------------------------------------------
DRIVER_OPT = "-O2"  # the driver's own code; the kernel object gets each opt level under test


def _defs(kdir: Path, name: str, header_only: bool, api: tuple[str, ...]) -> list[str]:
    """The driver's -D flags: the kernel's names, and `api`: which entry points the kernel has (its
    family's gen.family.Family.ct_api: CT_HAS_INV, CT_HAS_SPARSE, CT_MATRIX, the batch families)."""
    defs = [f"-DGEN_NAME={name}", f"-DGEN_MACRO={name.upper()}", f'-DGEN_HEADER="{kdir / f"{name}.h"}"', *api]
    return defs + (["-DGEN_HEADER_ONLY"] if header_only else [])


def _compile_driver(
    kdir: Path, name: str, header_only: bool, cflags: list[str], cc: str, bdir: Path, timeout: float,
    api: tuple[str, ...],
) -> Path:
    """The driver object for one compiler (shared by every opt level of the kernel)."""
    bdir.mkdir(parents=True, exist_ok=True)
    out = bdir / "ct_driver.o"
    cmd = [cc, *WARN_FLAGS, *cflags, DRIVER_OPT, *_defs(kdir, name, header_only, api), "-I", str(kdir)]
    cmd += ["-c", str(CT_DRIVER_C), "-o", str(out)]
    proc = _run(cmd, f"{cc}: compiling the ct driver for {name}", timeout)
    if proc.returncode != 0:
        raise GenError(f"{cc}: compiling the ct driver for {name} failed: {_first_line(proc.stderr)}")
    return out


def _build(
    kdir: Path,
    name: str,
    header_only: bool,
    cflags: list[str],
    cc: str,
    opt: str,
    driver: Path,
    bdir: Path,
    timeout: float,
    api: tuple[str, ...],
) -> tuple[Path, Path]:
    """Compile the kernel object (the one scanned and run) and link it with the driver; (obj, exe)."""
    common = [cc, *WARN_FLAGS, *cflags, opt, "-gdwarf-4"]  # valgrind 3.19 misreads clang-19's DWARF 5
    bdir.mkdir(parents=True, exist_ok=True)
    obj, exe = bdir / "kernel.o", bdir / "ct_drv"
    if header_only:
        cmd = [*common, *_defs(kdir, name, True, api), "-DCT_STUB", "-I", str(kdir), "-c", str(CT_DRIVER_C), "-o", str(obj)]
    else:
        cmd = [*common, "-I", str(kdir), "-c", str(kdir / f"{name}.c"), "-o", str(obj)]
    proc = _run(cmd, f"{cc} {opt}: compiling {name}", timeout)
    if proc.returncode != 0:
        raise GenError(f"{cc} {opt}: compiling {name} failed: {_first_line(proc.stderr)}")
    # -no-pie: valgrind's instruction addresses are then link-time addresses (see _symbolizer);
    # it changes how the program is linked, not the kernel object's code
    cmd = [cc, *cflags, "-no-pie", str(driver), str(obj), "-lm", "-o", str(exe)]
    proc = _run(cmd, f"{cc} {opt}: linking the ct driver for {name}", timeout)
    if proc.returncode != 0:
        raise GenError(f"{cc} {opt}: linking the ct driver for {name} failed: {_first_line(proc.stderr)}")
    return obj, exe


def build_ct_driver(kernel_dir: str | os.PathLike[str], name: str, header_only: bool, cflags: Iterable[str],
                    compiler: str, opt: str, api: Iterable[str], build_dir: Path, timeout: float = 600.0) -> Path:
    """One build of the ct driver as every check here makes it: the kernel object by `compiler` at `opt`
    linked with the driver (`api`: its family's -D flags, gen.family.ct_api); the executable."""
    kdir, flags, defs = Path(kernel_dir).resolve(), list(cflags), tuple(api)
    driver = _compile_driver(kdir, name, header_only, flags, compiler, build_dir, timeout, defs)
    return _build(kdir, name, header_only, flags, compiler, opt, driver, build_dir, timeout, defs)[1]


def check_constant_time(
    kernel_dir: str | os.PathLike[str],
    name: str,
    header_only: bool,
    cflags: Iterable[str],
    isa: str,
    *,
    api: Iterable[str] = (),
    compilers: Iterable[str] = DEFAULT_COMPILERS,
    opt_levels: Iterable[str] = DEFAULT_OPT_LEVELS,
    valgrind: bool | None = None,
    valgrind_iters: int = 4,
    dudect: bool | None = None,
    dudect_funcs: Iterable[str] = ("mul",),
    dudect_seconds: float = DUDECT_SECONDS,
    dudect_threshold: float = DUDECT_THRESHOLD,
    dudect_fixed: str = "random",
    dudect_opt_levels: Iterable[str] | None = None,
    jobs: int | None = None,
    build_dir: str | os.PathLike[str] | None = None,
    timeout: float = 600.0,
) -> CTReport:
    """Check the compiled kernel `name` in kernel_dir for constant time; see the module docstring.

    cflags are the kernel's ISA flags (e.g. target.cflags); each opt level is appended after them,
    so it wins over any -O in cflags. isa is the resolved target name (c64, c32, pclmul, avx2,
    avx512; pass the real ISA rather than "native"). api: the driver's -D flags naming the kernel's
    entry points, from its family (gen.family.Family.ct_api; empty: mul, sqr, clmul, reduce of a field
    kernel). valgrind=None runs valgrind where it applies
    (valgrind_applies(isa, cflags)); False forces the no-valgrind path (strict scan + dudect),
    True insists on valgrind. dudect=None runs the timing test on exactly the builds with no
    clean-or-failed valgrind verdict; True runs it on every build, False never. dudect_opt_levels: time only
    the builds at these opt levels (None: all; `gen --all --ct` times -O2 builds, see SWEEP_DUDECT_OPT_LEVELS).
    Builds run in parallel (jobs, default the CPU count); dudect runs afterwards, one at a time.
    Returns a CTReport; raises GenError only for setup problems.
    """
    t_start = time.monotonic()
    kdir = Path(kernel_dir).resolve()
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise GenError(f"kernel name {name!r} is not a C identifier")
    if not (kdir / f"{name}.h").is_file():
        raise GenError(f"kernel header {kdir / f'{name}.h'} not found")
    if not header_only and not (kdir / f"{name}.c").is_file():
        raise GenError(f"kernel source {kdir / f'{name}.c'} not found (header_only=False)")
    if any(ch in str(kdir) for ch in '"\\\n'):
        raise GenError(f"kernel path {kdir} cannot be used in #include")
    if not CT_DRIVER_C.is_file():
        raise GenError(f"constant-time driver {CT_DRIVER_C} not found")
    ccs, opts, flags, api_defs = tuple(compilers), tuple(opt_levels), list(cflags), tuple(api)
    funcs = tuple(dudect_funcs)
    if not ccs or not opts:
        raise GenError("check_constant_time needs at least one compiler and one opt level")
    if bad := [f for f in funcs if f not in ("mul", "sqr", "clmul", "reduce", "mul_n", "mul_const")]:
        raise GenError(f"dudect functions must be mul, sqr, clmul, reduce, mul_n or mul_const, not {bad}")
    if dudect_fixed not in ("zero", "random"):
        raise GenError(f"dudect_fixed must be 'zero' or 'random', not {dudect_fixed!r}")
    for cc in ccs:
        if shutil.which(cc) is None:
            raise GenError(f"compiler {cc} not found")
    if shutil.which("objdump") is None:
        raise GenError("objdump not found (install binutils)")
    applies = valgrind_applies(isa, flags)
    use_vg = applies if valgrind is None else valgrind
    if use_vg and shutil.which("valgrind") is None:
        raise GenError("valgrind not found (install valgrind; the check needs memcheck and <valgrind/memcheck.h>)")
    report = CTReport(name, isa, str(kdir), header_only, tuple(flags), ccs, opts, use_vg)

    with tempfile.TemporaryDirectory(prefix="gen-ct-") as tmp:
        root = Path(build_dir) if build_dir is not None else Path(tmp)

        drivers: dict[str, Path] = {}

        def one_build(cc: str, opt: str) -> tuple[Path, CheckResult | None, CheckResult]:
            bdir = root / f"{Path(cc).name}{opt}"
            t0 = time.monotonic()
            obj, exe = _build(kdir, name, header_only, flags, cc, opt, drivers[cc], bdir, timeout, api_defs)
            scan = scan_object(obj)
            t_scan = time.monotonic() - t0
            vg = _valgrind_check(exe, bdir, cc, opt, valgrind_iters, timeout) if use_vg else None
            return exe, vg, _judge_scan(scan, vg, cc, opt, t_scan)

        builds = [(cc, opt) for cc in ccs for opt in opts]
        workers = max(1, min(len(builds), jobs or os.cpu_count() or 1))
        with ThreadPoolExecutor(max_workers=workers) as pool:
            dfuts = {
                cc: pool.submit(_compile_driver, kdir, name, header_only, flags, cc, root / Path(cc).name, timeout,
                                  api_defs)
                for cc in ccs
            }
            for cc in ccs:
                drivers[cc] = dfuts[cc].result()
            futs = [pool.submit(one_build, cc, opt) for cc, opt in builds]
            done = [f.result() for f in futs]  # the first setup error (in build order) is raised
        timing: list[tuple[Path, str, str]] = []
        for (cc, opt), (exe, vg, da) in zip(builds, done):
            if vg is not None:
                report.results.append(vg)
            report.results.append(da)
            no_verdict = vg is None or vg.status == "skipped"
            if DUDECT_SKIPS_O0 and opt == "-O0" or dudect_opt_levels is not None and opt not in dudect_opt_levels:
                continue
            if dudect is True or (dudect is None and no_verdict):
                timing.append((exe, cc, opt))
        for exe, cc, opt in timing:  # one at a time, after the parallel work: timing wants a quiet machine
            for fn in funcs:
                res = dudect_with_repeats(lambda k, fn=fn, exe=exe, cc=cc, opt=opt: _dudect_check(
                    exe, cc, opt, fn, k * dudect_seconds, dudect_threshold, dudect_fixed, k * dudect_seconds + 120))
                report.results.append(res)
    report.seconds = time.monotonic() - t_start
    return report


def dudect_with_repeats(run: Callable[[int], CheckResult]) -> CheckResult:
    """dudect's verdict on one build and function: run(k) times it with k times the base measurements. A
    failure below |t| 500 is repeated with twice the count and must fail again: a real leak's |t| grows
    with the square root of the count, a noise excursion of a shared VM does not (a CI run here saw
    |t| = 14 on gf2_8_hqc/avx2-vpclmul once and 8.3 on the rerun). A second failure whose |t| did not grow
    by DUDECT_LEAK_GROWTH (an Intel Xeon run with both hyperthreads busy saw 13.6 twice on gf2_4/avx512,
    2.3 when quiet) gets a third run with four times the count, which decides. A certain leak, |t| > 500,
    is never repeated."""
    res = run(1)
    first = res.data.get("max_t", 0.0)
    if res.status != "fail" or first >= 500:
        return res
    res = run(2)
    res.summary += " (second run)"
    if res.status == "fail" and res.data.get("max_t", 0.0) < DUDECT_LEAK_GROWTH * first:
        res = run(4)
        res.summary += " (third run: the second failed without growing)"
    return res


# -- verdicts with public loops ---------------------------------------------------------------------
@dataclass
class LoopVerdict:
    """Constant-time verdict where valgrind cannot run (AVX-512), or cannot decode some builds.

    The strict disassembly scan flags every conditional branch. Loops whose bounds are constants
    (a ring's Karatsuba glue and fold; a field's Itoh-Tsujii inversion) are the same template that
    valgrind checks on the c64/pclmul/avx2 builds (only the vector width differs). Here every other
    function must pass the scan (straight-line code) and dudect must pass on every build.
    `loops(finding)` says whether a finding lies in such a loop function."""

    report: object
    loops: Callable[[object], bool]
    loop_text: str = "the same loops"

    @property
    def ok(self) -> bool:
        dudect = self.report.by_check("dudect")
        valgrind_failed = any(r.status == "fail" for r in self.report.by_check("valgrind"))
        return bool(dudect) and all(r.ok for r in dudect) and not valgrind_failed and not self.straight_line_findings()

    def straight_line_findings(self) -> list:
        return [f for f in self.report.findings(check="disasm")
                if not f.excused and f.kind != "stack-check" and not self.loops(f)]

    def describe(self) -> str:
        dudect = self.report.by_check("dudect")
        passed = sum(r.ok for r in dudect)
        worst = max((abs(r.data.get("max_t", 0.0)) for r in dudect if r.data), default=0.0)
        bad = self.straight_line_findings()
        rest = "the rest straight-line" if not bad else f"{len(bad)} findings outside those loops"
        vg = self.report.by_check("valgrind")
        if vg:
            clean = sum(r.status == "pass" for r in vg)
            where = (f"valgrind {clean}/{len(vg)} clean, {sum(r.status == 'skipped' for r in vg)} builds it cannot "
                     f"decode; the clean builds check {self.loop_text}")
        else:
            where = f"valgrind n/a ({self.report.isa}; it checks {self.loop_text} on the other ISAs)"
        return (f"{self.report.name} ({self.report.isa}): {'constant time OK' if self.ok else 'NOT constant time'} - "
                f"{where}; {rest}; dudect {passed}/{len(dudect)} pass" + (f", max |t| {worst:.1f}" if worst else ""))
