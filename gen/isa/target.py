"""What every target plug-in provides: word size, flags, a cost table, and how to print IR ops."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from ..ir import Op, Program
from ..ir.vecwords import VecProgram

COST_DIR = Path(__file__).parent / "costs"


@dataclass(frozen=True)
class OpCost:
    """Port loads (reciprocal throughputs) and latency of one IR op on a target."""

    loads: dict[str, float]
    lat: float


COMMON_TABLE = "common"  # model figures every table has unless it gives its own
# the cost-table entry of each op of a vector-word program (gen.ir.vecwords) on zmm registers
VECTOR_OP_COSTS = {"clmul": "clmul_zmm", "align": "align_zmm", "permute": "align_zmm", "shrd": "fshr_vbmi2",
                   "shl": "shl", "and": "and", "xor": "xor", "xor3": "xor3", "load": "load", "broadcast": "load",
                   "window": "load", "lane_broadcast": "load", "load_lanes": "load", "store": "store",
                   "store_lanes": "store"}


def priced(steps: list[tuple[OpCost, tuple[int, ...]]]) -> tuple[dict[str, float], list[float]]:
    """(load per port, ready time of each value) of a program given as (cost, argument values) per op, in
    order; negative arguments (a vector program's zero) are ready at once."""
    loads: dict[str, float] = {}
    ready: list[float] = []
    for cost, args in steps:
        for port, rtp in cost.loads.items():
            loads[port] = loads.get(port, 0.0) + rtp
        ready.append(max((ready[a] for a in args if a >= 0), default=0.0) + cost.lat)
    return loads, ready


@dataclass(frozen=True)
class CostTable:
    """Per-op costs loaded from gen/isa/costs/<file>.toml, with where each figure comes from, and the
    model figures of the planners that are not IR ops (ring glue per word, matrix instruction classes;
    from costs/common.toml unless the table overrides them)."""

    name: str
    unit: str
    machine: str
    ops: dict[str, OpCost]
    sources: dict[str, str]
    call_overhead: float = 0.0  # ticks added to every call's throughput (call, ret, argument moves)
    model: dict[str, float] = field(default_factory=dict)
    model_sources: dict[str, str] = field(default_factory=dict)

    @classmethod
    def load(cls, name: str) -> CostTable:
        data = tomllib.loads((COST_DIR / f"{name}.toml").read_text())
        ops, sources = {}, {}
        for key, entry in data["ops"].items():
            loads = {} if entry["port"] == "none" else {entry["port"]: float(entry["rtp"])}
            for port, rtp in entry.get("extra", {}).items():
                loads[port] = loads.get(port, 0.0) + float(rtp)
            ops[key] = OpCost(loads, float(entry["lat"]))
            sources[key] = entry["source"]
        model, model_sources = {}, {}
        for table in (tomllib.loads((COST_DIR / f"{COMMON_TABLE}.toml").read_text()), data):
            for key, entry in table.get("model", {}).items():
                model[key] = float(entry["value"])
                model_sources[key] = entry["source"]
        return cls(name, data["unit"], data["machine"], ops, sources, float(data.get("call_overhead", 0.0)), model,
                   model_sources)

    def __getitem__(self, key: str) -> OpCost:
        return self.ops[key]

    def figure(self, key: str, width: int | None = None) -> float:
        """A model figure (costs/common.toml or the table's [model.<key>]); with `width` (vector bits), the
        figure [model.<key>_<width>] where the tables have one."""
        return self.model.get(f"{key}_{width}", self.model[key]) if width else self.model[key]


def spell(table: dict[str, str], op: Op, a: list[str], word_bits: int, **names: str) -> str | None:
    """The C of `op` from a spelling table (None when the table has no entry for its kind): a format
    string over the arguments {0} {1} {2}, the immediate as {s} (a shift count) or {k} (a constant),
    {r} = word_bits - s (the other shift of a funnel), and the target's own `names`."""
    fmt = table.get(op.kind)
    if fmt is None:
        return None
    imm = op.imm[0] if op.imm and isinstance(op.imm[0], int) else 0
    return fmt.format(*a, s=imm, k=imm, r=word_bits - imm, **names)


# word ops on plain unsigned integers (any target keeping words in integer registers); {u}: the literal suffix
INTEGER_WORD_OPS = {
    "xor": "{0} ^ {1}",
    "xor3": "{0} ^ {1} ^ {2}",
    "shl": "{0} << {s}",
    "shr": "{0} >> {s}",
    "fshr": "({0} >> {s}) | ({1} << {r})",
    "and": "{0} & 0x{k:x}{u}",
}


def integer_word_expr(op: Op, a: list[str], word_bits: int) -> str | None:
    """C for a word op on plain unsigned integers; None when `op` is not such an op."""
    return spell(INTEGER_WORD_OPS, op, a, word_bits, u="ULL" if word_bits == 64 else "u")


def runner_label(runner: list[str] | tuple[str, ...]) -> str:
    """An emulator command shortened to the emulator and its CPU model, for summaries
    (e.g. `qemu-aarch64 -cpu cortex-a72`)."""
    r = [Path(runner[0]).name, *runner[1:]]  # no machine-specific path (it goes into emitted files)
    head = r[: r.index("-cpu") + 2] if "-cpu" in r else r[:1]
    return " ".join(head) + (" (semihosting)" if "{exe}" in r else "")


@dataclass(frozen=True)
class Estimate:
    """Predicted cost of a program: per-port load, throughput bound, critical path, op counts."""

    port_loads: dict[str, float]
    latency: float
    counts: dict[str, int]
    overhead: float = 0.0  # per-call cost outside the kernel body (call, ret, argument moves)

    @property
    def throughput(self) -> float:
        """Ticks per call for independent calls: the busiest port plus the call overhead."""
        return max(self.port_loads.values(), default=0.0) + self.overhead

    @property
    def score(self) -> float:
        """Scalar used to rank plans: the throughput bound, latency as a light tie-breaker."""
        return self.throughput + 0.05 * self.latency


@dataclass
class KernelShape:
    """How the kernel's C API maps onto IR words (element API for m <= 64, arrays above)."""

    m: int
    word_bits: int
    element: bool  # m <= 64: N_t by value
    elem_type: str  # uint8_t .. uint64_t (element API)
    n_api_words: int  # 64-bit words of an element in the array API
    clmul_api_words: int  # 64-bit words of an unreduced product

    @property
    def n_ir_words(self) -> int:
        return -(-self.m // self.word_bits)


@dataclass
class Target:
    """A target plug-in. Subclasses print IR ops as C; costs come from the table."""

    name: str
    word_bits: int
    has_clmul: bool
    cflags: tuple[str, ...]
    cpu_flags: tuple[str, ...]  # /proc/cpuinfo flags needed to run the code
    description: str
    cost_table: str
    guard_macros: tuple[str, ...] = ()  # compiler macros that must be defined
    features: frozenset[str] = field(default_factory=frozenset)
    arch: str = "x86_64"  # machine the code runs on; others are verified under an emulator
    compilers: tuple[str, ...] = ()  # cross compilers (empty: the host's gcc and clang)
    runner: tuple[str, ...] = ()  # emulator: command prefix, or a template with {exe} and {args}
    packages: tuple[str, ...] = ()  # Debian packages that provide compilers and runner
    tools: tuple[str, ...] = ()  # other programs the build needs (e.g. a linker)
    mca: tuple[str, ...] = ()  # (triple, cpu, mattr) of the llvm-mca model for static estimates
    vector_bytes: int = 8  # widest register for bulk XOR loops (ring Karatsuba glue, bitsliced planes)
    tower_basis_pairs_max: int = 0  # towers with more basis pairs get the compositional proof (0: no limit)
    simd: str = ""  # intrinsic dialect of the vector code: "x86", "neon", "rvv"; "" = plain C (gen.isa.simd)
    clmul_vector_bits: int = 0  # widest carryless multiply on vectors of 64-bit lanes (0: none)
    shuffle_bits: int = 0  # widest in-register byte shuffle (pshufb, vpshufb, tbl; 0: none)
    lane_vector_bits: int = 0  # widest vector of 16-bit integer lanes with multiply-high (mod-q kernels; 0: scalar C)
    vector_registers: int = 14  # registers the mod-q planner may fill (vector registers; scalar C: integer ones)
    ct_method: str = "emulated"  # how constant time is checked here: "valgrind" (memcheck decodes the
    # code), "dudect" (a native x86 ISA valgrind 3.19 cannot decode: strict scan + timing), "emulated"
    # (foreign code: not checked on this machine)

    def __post_init__(self) -> None:
        self.costs = CostTable.load(self.cost_table)

    @property
    def emulator_label(self) -> str:
        return runner_label(self.runner)

    def checked_with(self) -> str:
        """Which compilers build the harness drivers for this target, and where they run."""
        if not self.compilers:
            return "gcc and clang when installed"
        where = f" under {self.emulator_label}" if self.runner else ""
        return " and ".join(self.compilers) + where

    @property
    def variant_key(self) -> str:
        """What tells this code-shape variant from the others (wisdom records it); "" when there is one."""
        return ""

    @property
    def dual_lanes(self) -> bool:
        """Can this target run two instances of a product program at once (two-lane ring base kernels)?"""
        return False

    def dual_overhead(self, words: int) -> float:
        """Extra cost of the two-lane form of a words x words product (only where dual_lanes)."""
        raise NotImplementedError(f"{self.name} has no two-lane products")

    def store_word(self, address: str, word_expr: str) -> str | None:
        """A statement storing a word straight from its register to `address`, or None: the generic
        `dst[i] = to_u64(word)` is printed."""
        return None

    def cc_flags(self, compiler: str) -> list[str]:
        """Flags `compiler` needs for any compile for this target beyond cflags (clang's --target)."""
        return []

    def driver_args(self, compiler: str, harness_dir: Path) -> list[str]:
        """Arguments appended when `compiler` builds a harness driver for this target (bare-metal
        targets add their runtime); none for hosted targets."""
        return []

    def install_hint(self) -> str:
        """How to get the compilers and emulator this target is verified with."""
        return f"apt-get install {' '.join(self.packages)}"

    def variants(self) -> list[Target]:
        """Code-shape variants of this target the planner may choose between (e.g. register model)."""
        return [self]

    @property
    def variant_label(self) -> str:
        return ""

    # -- costs ------------------------------------------------------------------------------------
    def op_cost(self, prog: Program, op: Op) -> OpCost:
        if op.kind in ("zero",):
            return OpCost({}, 0.0)
        return self.costs[op.kind]

    def estimate(self, prog: Program) -> Estimate:
        loads, ready = priced([(self.op_cost(prog, op), op.args) for op in prog.ops])
        counts: dict[str, int] = {}
        for op in prog.ops:
            if op.kind != "zero":
                counts[op.kind] = counts.get(op.kind, 0) + 1
        store = self.costs["store"]
        for port, rtp in store.loads.items():
            loads[port] = loads.get(port, 0.0) + rtp * len(prog.outputs)
        latency = max((ready[v] for _, _, v in prog.outputs), default=0.0)
        counts["store"] = len(prog.outputs)
        return Estimate({p: round(v, 4) for p, v in sorted(loads.items())}, round(latency, 4), counts,
                        self.costs.call_overhead)

    def estimate_vector(self, prog: VecProgram) -> Estimate:
        """Estimate of a vector-word program (gen.ir.vecwords, zmm registers): port loads and critical
        path from the cost table's zmm figures (VECTOR_OP_COSTS)."""
        loads, ready = priced([(self.costs[VECTOR_OP_COSTS[op.kind]], op.args) for op in prog.ops])
        return Estimate({p: round(v, 4) for p, v in sorted(loads.items())}, round(max(ready, default=0.0), 4),
                        dict(sorted(prog.counts().items())), self.costs.call_overhead)

    # -- printing ---------------------------------------------------------------------------------
    def includes(self) -> list[str]:
        return ["<stdint.h>"]

    def word_type(self) -> str:
        raise NotImplementedError

    def dword_type(self, prefix: str) -> str:
        raise NotImplementedError

    def helpers(self, prefix: str, programs: list[Program]) -> str:
        """C helper functions the printed ops call (none for most targets)."""
        return ""

    def type_decls(self, prefix: str) -> str:
        return ""

    def expr(self, prefix: str, prog: Program, op: Op, args: list[str]) -> str:
        raise NotImplementedError

    def load_word(self, src_expr: str, is_array: bool) -> str:
        """Expression for one W-bit input word from a uint64_t expression (array element or arg)."""
        raise NotImplementedError

    def to_u64(self, word_expr: str) -> str:
        """A word value as a uint64_t expression (for stores)."""
        raise NotImplementedError

    def zero_word(self) -> str:
        raise NotImplementedError

    def prepare(self, prog: Program) -> Program:
        """Target-specific rewrites of a verified program (e.g. 3-input XOR fusion)."""
        return prog
