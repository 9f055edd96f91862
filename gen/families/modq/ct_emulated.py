"""Constant time of mod-q kernels for the Cortex-M4, on the compiled code under emulation.

valgrind and dudect need the machine the code runs on. Under unicorn (gen.check.m4cycles) every
function of the emitted kernel is called on inputs that differ as much as the bounds allow (all zero,
all +bound, all -bound, alternating, random), compiled with arm-none-eabi-gcc at -O2 and -O3, and each
call's executed instructions and the addresses of its loads and stores are recorded: they must be the same
for every input. A branch or a table index that depends on a coefficient shows up as a difference (a
test plants one). This checks the inputs tried, on this compiler's code; the kernels' only loops run over
public counts.
"""
from __future__ import annotations

import random
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from ...check import m4cycles
from ...check.m4cycles import Buffer, compile_elf, emulate, trace_difference, unicorn_available, unicorn_version
from ...check.runcache import file_digest, remembered_value
from ...errors import GenError

OPT_LEVELS = ("-O2", "-O3")
M4CYCLES_SOURCE = Path(m4cycles.__file__)
RANDOM_INPUTS = 2


@dataclass
class EmulatedCtReport:
    """The verdict over every function and optimisation level."""

    kernel: str
    functions: int = 0
    builds: int = 0
    inputs: int = 0
    leaks: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.leaks

    def describe(self) -> str:
        verdict = "constant time OK" if self.ok else f"LEAK: {self.leaks[0]}"
        return (f"{self.kernel} (cortex-m4): {verdict} - unicorn traces of {self.functions} functions x "
                f"{self.builds} builds (arm-none-eabi-gcc {' '.join(OPT_LEVELS)}) identical in executed "
                f"instructions and memory addresses over {self.inputs} inputs each")


def _polys(count: int, bound: int, seed: int) -> list[tuple[int, ...]]:
    """All zero, all +bound, all -bound, alternating, and random coefficients in [-bound, bound]."""
    rng = random.Random(seed)
    out = [(0,) * count, (bound,) * count, (-bound,) * count, tuple(bound if i & 1 else -bound for i in range(count))]
    out += [tuple(rng.randint(-bound, bound) for _ in range(count)) for _ in range(RANDOM_INPUTS)]
    return out


def calls(sym: str, plan) -> dict[str, list[list]]:
    """function -> argument lists (gen.check.m4cycles.Arg) of every input tried."""
    spec, c = plan.spec, plan.contracts
    n, q = spec.n, spec.q
    out: dict[str, list[list]] = {
        f"{sym}_ntt": [[Buffer(p)] for p in _polys(n, spec.input_bound, 1)],
        f"{sym}_invntt_tomont": [[Buffer(p)] for p in _polys(n, c.invntt_in, 2)],
    }
    ab = plan.functions["basemul"].inputs["a"].magnitude
    for k in (1, *plan.acc):
        name = f"{sym}_basemul_montgomery" if k == 1 else f"{sym}_basemul_acc{k}_montgomery"
        pa, pb = _polys(k * n, ab, 3 + k), _polys(k * n, ab, 13 + k)
        out[name] = [[Buffer((0,) * n), Buffer(a), Buffer(b[::-1])] for a, b in zip(pa, pb)]
    reduce_max = min(plan.prims.barrett_domain.hi, -plan.prims.barrett_domain.lo)
    for what, bound in (("reduce", reduce_max), ("freeze", reduce_max), ("caddq", q), ("tomont", q)):
        out[f"{sym}_{what}"] = [[Buffer(p)] for p in _polys(n, bound, 20 + len(what))]
    scalars = [0, 1, -1, q - 1, -(q - 1), (q - 1) // 2, 12345, -54321]
    out[f"{sym}_barrett_reduce"] = [[x & 0xFFFFFFFF] for x in scalars]
    out[f"{sym}_fqmul"] = [[x & 0xFFFFFFFF, (q // 3 - x) & 0xFFFFFFFF] for x in scalars]
    wide = [0, 1, -1, q * 12345, -(q * 54321), q << 20, -(q << 20)]
    out[f"{sym}_montgomery_reduce"] = [[w & 0xFFFFFFFF, (w >> 32) & 0xFFFFFFFF] for w in wide]
    if plan.rounding:
        out.update(_rounding_calls(sym, plan))
    return out


def _rounding_calls(sym: str, plan) -> dict[str, list[list]]:
    """ML-DSA's rounding functions on inputs within their domains (gen.families.modq.rounding)."""
    n, q = plan.spec.n, plan.spec.q
    zero = Buffer((0,) * n)
    standard = [tuple(x % q for x in p) for p in _polys(n, q - 1, 40)]
    bits = [tuple(x & 1 for x in p) for p in _polys(n, q - 1, 41)]
    out = {f"{sym}_power2round": [[zero, zero, Buffer(a)] for a in standard]}
    for g in plan.rounding.divisors:
        gamma2 = (q - 1) // g
        m1 = (q - 1) // (2 * gamma2)
        out[f"{sym}_decompose_g{g}"] = [[zero, zero, Buffer(a)] for a in standard]
        out[f"{sym}_make_hint_g{g}"] = [[zero, Buffer(a0), Buffer(tuple(abs(x) % m1 for x in a1))]
                                        for a0, a1 in zip(_polys(n, 2 * gamma2, 42 + g), _polys(n, m1, 43 + g))]
        out[f"{sym}_use_hint_g{g}"] = [[zero, Buffer(a), Buffer(h)] for a, h in zip(standard, bits)]
    fn = plan.functions["chknorm"]
    out[f"{sym}_chknorm"] = [[Buffer((0,) * fn.arrays["r"]), Buffer(a), Buffer((100000,) * fn.lanes)]
                             for a in _polys(n, 1 << 20, 44)]
    return out


def traces_differ(elf: Path, function: str, inputs: list[list]) -> str | None:
    """What differs between the traces of `function`'s calls on `inputs` (None: nothing), remembered in the
    run cache by the ELF's bytes, the inputs and the emulation code."""
    key = [file_digest(elf), function, repr(inputs), unicorn_version(), file_digest(M4CYCLES_SOURCE),
           file_digest(Path(__file__))]
    return remembered_value("unicorn traces", key,
                            lambda: trace_difference([emulate(elf, function, args) for args in inputs]))


def emulated_constant_time(kernel_dir: Path, sym: str, plan, cflags: list[str]) -> EmulatedCtReport:
    """Compile `sym`.c of kernel_dir per function and optimisation level, emulate every call, compare traces."""
    if plan.spec.lane_bits != 32:
        raise GenError("the emulated constant-time check covers 32-bit mod-q kernels (int32_t buffers)")
    if not unicorn_available():
        raise GenError("the emulated constant-time check needs unicorn (pip install unicorn)")
    report = EmulatedCtReport(sym)
    todo = calls(sym, plan)
    arch = [f for f in cflags if not f.startswith(("-mcpu", "-mthumb", "-mfloat-abi"))]
    with tempfile.TemporaryDirectory(prefix="gen-m4ct-") as tmp:
        for opt in OPT_LEVELS:
            report.builds += 1
            for function, inputs in todo.items():
                elf = compile_elf([kernel_dir / f"{sym}.c"], function, Path(tmp) / f"{function}{opt}.elf",
                                  (opt, *arch), [kernel_dir])
                problem = traces_differ(elf, function, inputs)
                if problem:
                    report.leaks.append(f"{problem} ({opt})")
                report.inputs = max(report.inputs, len(inputs))
        report.functions = len(todo)
    return report
