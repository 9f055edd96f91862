"""Cortex-M4 cycle estimates by instruction class, from one emulated call (there is no Cortex-M4 board here).

A function of a bare-metal ELF (arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -mfloat-abi=soft) is called once
under the Unicorn engine (PyPI `unicorn`, CPU model UC_CPU_ARM_CORTEX_M4) with caller-supplied arguments
(integers, or buffers placed in RAM and passed by pointer; up to four, in r0..r3) and LR set to a sentinel
return address. Every executed instruction is recorded, classified by the mnemonic `arm-none-eabi-objdump -d`
gives for its address, and charged the cycles of the Cortex-M4 TRM table kept in
gen/isa/costs/cortex_m4.toml ([estimator.*]): load pipelining, address-generation stalls and taken
branches (an instruction whose successor is not its fall-through address pays the pipeline refill P)
included; instructions of an IT block whose condition fails (Unicorn does not report them) are put back
and charged as NOPs. The buffers are read back after the return, so a caller can check what the code
computed.

This is an ESTIMATE: the TRM's zero-wait-state figures with P fixed, not a measurement; a real part adds
flash wait states, and IT folding and data-dependent division are not modelled. Beside it,
`mca_estimate` gives llvm-mca-19's estimate (gen/check/mca.py, model -mcpu=cortex-m4) for the same
executed instruction stream, and `estimate_c_function` compiles C sources and returns both.
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tempfile
import tomllib
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Sequence, Union

from ..errors import GenError
from ..isa import get_target
from ..isa.target import COST_DIR
from .driver import HARNESS_DIR, compile_and_link
from .mca import function_body, run_mca

TARGET = get_target("cortex-m4")  # its flags, compiler, llvm-mca model and cost table (gen/isa/targets.toml)
CC = TARGET.compilers[0]  # arm-none-eabi-gcc
OBJDUMP = "arm-none-eabi-objdump"
ARCH_FLAGS = tuple(TARGET.cflags)
DEFAULT_CFLAGS = ("-O3", "-std=c99")
LINKER_SCRIPT = HARNESS_DIR / "baremetal" / "cm4.ld"
COST_TABLE = COST_DIR / f"{TARGET.cost_table}.toml"

CODE, CODE_SIZE = 0x00000000, 0x400000  # the memory map of harness_c/baremetal/cm4.ld
RAM, RAM_SIZE = 0x20000000, 0x400000
ARGS_BASE, ARGS_END = 0x20300000, 0x203C0000  # argument buffers (cm4.ld's heap end is 0x203C0000)
STACK_TOP = RAM + RAM_SIZE
SENTINEL = CODE + CODE_SIZE - 0x10  # return address: a `b .` the emulation stops at
MAX_INSTRUCTIONS = 5_000_000

CLASSES = ("alu", "mul", "div", "load", "store", "load_double", "store_double", "load_multiple",
           "store_multiple", "branch", "table_branch", "it", "nop", "skipped")
CONDITIONS = ("eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al")
PATTERNS = (  # first match wins; tried on the mnemonic without .w/.n, then without condition code and S
    ("branch", r"b|bl|blx|bx|cbz|cbnz"),
    ("table_branch", r"tb[bh]"),
    ("it", r"it[te]{0,3}"),
    ("nop", r"nop"),
    ("load_double", r"ldrd"),
    ("load", r"ldr(b|h|sb|sh|t|bt|ht|sbt|sht|ex|exb|exh)?"),
    ("load_multiple", r"ldm(ia|fd|db|ea)?|pop"),
    ("store_double", r"strd"),
    ("store", r"str(b|h|t|bt|ht|ex|exb|exh)?"),
    ("store_multiple", r"stm(ia|ea|db|fd)?|push"),
    ("div", r"[su]div"),
    ("mul", r"mul|mla|mls|[su]mull|[su]mlal|umaal|sm(ul|la|ls|mul|mla|mls|uad|usd|lad|lsd|lald|lsld)\w*"),
)
NO_DEST = {"cmp", "cmn", "tst", "teq"}
REG_ALIASES = {"sb": "r9", "sl": "r10", "fp": "r11", "ip": "r12", "sp": "r13", "lr": "r14", "pc": "r15"}
REG = re.compile(r"\b(r1[0-5]|r[0-9]|sb|sl|fp|ip|sp|lr|pc)\b")


def classify(mnemonic: str) -> str:
    """The instruction class of a Thumb-2 mnemonic as objdump prints it (e.g. `ldr.w`, `bls.n`, `moveq`)."""
    name = mnemonic.lower().split(".")[0]
    cands = [name, name[:-1] if name.endswith("s") else None]
    if name[-2:] in CONDITIONS:
        base = name[:-2]
        cands += [base, base[:-1] if base.endswith("s") else None]
    for cand in filter(None, cands):
        for cls, pattern in PATTERNS:
            if re.fullmatch(pattern, cand):
                return cls
    if name.startswith("v"):
        raise GenError(f"floating-point instruction {mnemonic}: build with -mfloat-abi=soft")
    return "alu"


def registers(text: str) -> list[str]:
    """Register operands in order, as r0..r15."""
    out = []
    for m in REG.finditer(text):
        r = m.group(1)
        out.append(REG_ALIASES.get(r, r))
    return out


def register_list(text: str) -> list[str]:
    """The registers of a `{...}` list, ranges (r4-r7) expanded."""
    m = re.search(r"\{([^}]*)\}", text)
    if not m:
        return []
    regs: list[str] = []
    for part in m.group(1).split(","):
        ends = registers(part)
        if "-" in part and len(ends) == 2:
            regs += [f"r{i}" for i in range(int(ends[0][1:]), int(ends[1][1:]) + 1)]
        else:
            regs += ends
    return regs


@dataclass(frozen=True)
class Insn:
    """One disassembled instruction: address, size in bytes, mnemonic, operand text and derived facts."""

    address: int
    size: int
    mnemonic: str
    operands: str
    cls: str
    writes: frozenset[str]  # registers written (data-processing: the destination(s); loads: the loaded ones)
    address_regs: frozenset[str]  # registers a load/store uses to form its address
    writeback: bool  # load/store with base update
    register_offset: bool  # load/store with a register offset
    transfers: int  # registers moved by LDM/STM/PUSH/POP/LDRD/STRD

    @property
    def text(self) -> str:
        return f"{self.mnemonic}\t{self.operands}".strip()


def parse_insn(address: int, size: int, mnemonic: str, operands: str) -> Insn:
    """Build an Insn from objdump's fields (operands without the trailing @ comment)."""
    cls = classify(mnemonic)
    regs = registers(operands.split("<")[0])
    writes: set[str] = set()
    addr_regs: set[str] = set()
    writeback = register_offset = False
    transfers = 0
    base = mnemonic.lower().split(".")[0]
    if cls in ("load", "store", "load_double", "store_double"):
        m = re.search(r"\[([^\]]*)\](!?)(.*)$", operands)
        inside = registers(m.group(1)) if m else []
        after = m.group(3).strip() if m else ""
        addr_regs = set(inside)
        writeback = bool(m and (m.group(2) or after.startswith(",")))
        post = registers(after)
        register_offset = len(inside) > 1 or bool(post)
        addr_regs |= set(post)
        n = 2 if cls.endswith("double") else 1
        transfers = n
        if cls.startswith("load"):
            writes = set(regs[:n])
        if writeback and inside:
            writes.add(inside[0])
    elif cls in ("load_multiple", "store_multiple"):
        lst = register_list(operands)
        transfers = len(lst)
        addr_regs = {"r13"} if base in ("push", "pop") else set(regs[:1])
        writeback = base in ("push", "pop") or "!" in operands
        if cls == "load_multiple":
            writes = set(lst)
        if writeback:
            writes |= addr_regs
    elif cls in ("alu", "mul", "div"):
        if base.rstrip("s") not in NO_DEST and not any(base.startswith(c) and base[len(c):] in CONDITIONS
                                                       for c in NO_DEST):
            n = 2 if re.fullmatch(r"([su]mull|[su]mlal|umaal|sm[lu]al\w*)(s)?(" + "|".join(CONDITIONS) + ")?",
                                  base) else 1
            writes = set(regs[:n])
    return Insn(address, size, mnemonic, operands, cls, frozenset(writes), frozenset(addr_regs), writeback,
                register_offset, transfers)


def disassemble(elf: Path) -> tuple[dict[int, Insn], dict[str, int]]:
    """Instructions by address and function symbols by name, from `arm-none-eabi-objdump -d`."""
    if shutil.which(OBJDUMP) is None:
        raise GenError(f"{OBJDUMP} not found (apt-get install binutils-arm-none-eabi)")
    out = subprocess.run([OBJDUMP, "-d", str(elf)], capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise GenError(f"{OBJDUMP} -d {elf.name} failed: {(out.stderr.splitlines() or ['?'])[0]}")
    insns: dict[int, Insn] = {}
    symbols: dict[str, int] = {}
    sym = re.compile(r"^([0-9a-f]+) <([^>]+)>:$")
    line_re = re.compile(r"^\s*([0-9a-f]+):\t([0-9a-f]{4}(?: [0-9a-f]{4})?)\s*\t(\S+)\s*(.*)$")
    for line in out.stdout.splitlines():
        if m := sym.match(line):
            symbols[m.group(2)] = int(m.group(1), 16)
        elif (m := line_re.match(line)) and not m.group(3).startswith("."):
            raw = m.group(2).replace(" ", "")
            operands = m.group(4).split("@")[0].strip()
            addr = int(m.group(1), 16)
            insns[addr] = parse_insn(addr, len(raw) // 2, m.group(3), operands)
    return insns, symbols


@dataclass(frozen=True)
class CycleTable:
    """The [estimator] table of gen/isa/costs/cortex_m4.toml: cycles per class and the pipeline rules."""

    classes: dict[str, dict]
    refill: int
    address_stall: int
    sources: dict[str, str]

    @classmethod
    def load(cls, path: Path = COST_TABLE) -> CycleTable:
        est = tomllib.loads(path.read_text())["estimator"]
        classes = {k: v for k, v in est.items() if isinstance(v, dict)}
        missing = set(CLASSES) - set(classes)
        if missing:
            raise GenError(f"{path.name} [estimator] lacks {', '.join(sorted(missing))}")
        sources = {k: v["source"] for k, v in classes.items()}
        sources["refill"] = est["pipeline_refill_source"]
        sources["address_stall"] = est["address_stall_source"]
        return cls(classes, int(est["pipeline_refill"]), int(est["address_stall"]), sources)


@dataclass(frozen=True)
class Tally:
    """Cycle estimate of one executed instruction stream (an estimate from the TRM table, not a measurement)."""

    instructions: int
    by_class: dict[str, int]  # executed instructions per class
    cycles_by_class: dict[str, int]  # cycles charged per class (refills and stalls included)
    taken: int  # instructions whose successor was not their fall-through (branches taken, returns)
    pipelined_loads: int  # loads/stores charged the pipelined figure
    address_stalls: int
    cycles: int


def count_cycles(trace: Sequence[Insn], end: int, table: CycleTable) -> Tally:
    """Charge every executed instruction its class's cycles; `end` is the address executed after the last."""
    by_class: Counter[str] = Counter()
    cycles_by_class: Counter[str] = Counter()
    taken = pipelined = stalls = 0
    prev: Insn | None = None
    for i, ins in enumerate(trace):
        nxt = trace[i + 1].address if i + 1 < len(trace) else end
        row = table.classes[ins.cls]
        c = int(row["cycles"])
        if ins.cls in ("load_multiple", "store_multiple"):
            c += int(row["per_register"]) * ins.transfers
        elif ins.cls in ("load", "store") and prev is not None and prev.cls == "load" \
                and not (prev.writes & ins.address_regs) and not (ins.cls == "load" and ins.writeback):
            if ins.cls == "load" or ins.register_offset:
                c = int(row["pipelined"])
                pipelined += 1
        elif ins.cls == "store" and ins.register_offset:
            c = int(row["register_offset"])
        if ins.address_regs and prev is not None and prev.cls in ("alu", "mul", "div") \
                and prev.writes & ins.address_regs:
            c += table.address_stall
            stalls += 1
        if nxt != ins.address + ins.size:
            taken += 1
            c += table.refill
        by_class[ins.cls] += 1
        cycles_by_class[ins.cls] += c
        prev = ins
    return Tally(len(trace), dict(by_class), dict(cycles_by_class), taken, pipelined, stalls,
                 sum(cycles_by_class.values()))


@dataclass(frozen=True)
class Buffer:
    """An argument buffer: placed in RAM, passed by pointer, read back after the call."""

    values: tuple[int, ...]
    ctype: str = "int32_t"  # int8_t, uint8_t, int16_t, uint16_t, int32_t, uint32_t

    FORMATS = {"int8_t": "b", "uint8_t": "B", "int16_t": "h", "uint16_t": "H", "int32_t": "i", "uint32_t": "I"}

    def pack(self) -> bytes:
        fmt = self.FORMATS.get(self.ctype)
        if fmt is None:
            raise GenError(f"buffer type {self.ctype} not one of {', '.join(self.FORMATS)}")
        try:
            return struct.pack(f"<{len(self.values)}{fmt}", *self.values)
        except struct.error as e:
            raise GenError(f"buffer value out of range for {self.ctype}: {e}") from None

    def unpack(self, data: bytes) -> tuple[int, ...]:
        return struct.unpack(f"<{len(self.values)}{self.FORMATS[self.ctype]}", data)


Arg = Union[int, Buffer]


@dataclass(frozen=True)
class Run:
    """One emulated call: the cycle estimate, the executed trace and what the function left behind."""

    function: str
    tally: Tally
    outputs: tuple[tuple[int, ...] | None, ...]  # each buffer argument after the call (None for integers)
    result: int  # r0 after the return
    trace: tuple[Insn, ...] = field(repr=False)
    accesses: tuple[tuple[int, int], ...] = field(default=(), repr=False)  # (address, size) of every load and store


def trace_difference(runs: Sequence[Run]) -> str | None:
    """None when every run executed the same instructions in the same order and touched the same memory
    addresses (in the same order), else where the first two differing runs part: the check that no branch
    and no memory index depends on the inputs, on the compiled code, for the inputs tried."""
    first = runs[0]
    for k, run in enumerate(runs[1:], 1):
        a, b = [i.address for i in first.trace], [i.address for i in run.trace]
        if a != b:
            at = next((j for j, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            where = first.trace[at].text if at < len(first.trace) else "the end"
            return f"{first.function}: input {k} executes other instructions than input 0 from step {at} ({where})"
        if first.accesses != run.accesses:
            at = next((j for j, (x, y) in enumerate(zip(first.accesses, run.accesses)) if x != y),
                      min(len(first.accesses), len(run.accesses)))
            return f"{first.function}: input {k} touches other memory than input 0 at access {at}"
    return None


def load_elf(uc, data: bytes) -> None:
    """Write every PT_LOAD segment at its virtual address (so .data needs no start-up copy), zero-filled."""
    if data[:4] != b"\x7fELF" or data[4] != 1 or data[5] != 1:
        raise GenError("not a 32-bit little-endian ELF")
    phoff, = struct.unpack_from("<I", data, 0x1C)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x2A)
    for i in range(phnum):
        p_type, p_off, p_vaddr, _, p_filesz, p_memsz, _, _ = struct.unpack_from("<8I", data, phoff + i * phentsize)
        if p_type != 1 or not p_memsz:
            continue
        inside = (CODE <= p_vaddr and p_vaddr + p_memsz <= SENTINEL) or (RAM <= p_vaddr and p_vaddr + p_memsz <= ARGS_BASE)
        if not inside:
            raise GenError(f"ELF segment at 0x{p_vaddr:x} (+{p_memsz}) outside the cm4.ld memory map")
        uc.mem_write(p_vaddr, data[p_off:p_off + p_filesz] + bytes(p_memsz - p_filesz))


def with_skipped(addresses: Sequence[int], insns: dict[int, Insn]) -> tuple[Insn, ...]:
    """The executed instructions, with those of IT blocks whose condition failed put back as class
    "skipped" (Unicorn does not report them; the core still issues them, as NOPs)."""
    out: list[Insn] = []
    i = 0
    while i < len(addresses):
        ins = insns[addresses[i]]
        out.append(ins)
        i += 1
        if ins.cls != "it":
            continue
        at = ins.address + ins.size
        for _ in range(len(ins.mnemonic.split(".")[0]) - 1):  # it, itt, itte, ...: 1..4 instructions
            member = insns[at]
            if i < len(addresses) and addresses[i] == at:
                out.append(member)
                i += 1
            else:
                out.append(replace(member, cls="skipped", writes=frozenset(), address_regs=frozenset(),
                                   writeback=False, register_offset=False, transfers=0))
            at += member.size
    return tuple(out)


def unicorn_available() -> bool:
    try:
        import unicorn  # noqa: F401  (optional, the test extra: only asked whether it is installed)
    except ImportError:
        return False
    return True


def unicorn_version() -> str:
    """The installed unicorn's version ("" when it is not installed)."""
    try:
        import unicorn  # noqa: F401  (optional, as in unicorn_available)
    except ImportError:
        return ""
    return str(unicorn.__version__)


def emulate(elf: Path, function: str, args: Sequence[Arg] = (), table: CycleTable | None = None,
            max_instructions: int = MAX_INSTRUCTIONS) -> Run:
    """Call `function` of a Cortex-M4 ELF once under Unicorn and estimate its cycles (an estimate, see the
    module docstring). Buffers are passed by pointer and returned in Run.outputs."""
    try:
        # unicorn is optional (the test extra): imported only where emulation is asked for
        from unicorn import (UC_ARCH_ARM, UC_HOOK_CODE, UC_HOOK_MEM_READ, UC_HOOK_MEM_WRITE, UC_MODE_MCLASS,
                             UC_MODE_THUMB, Uc, UcError)
        from unicorn import arm_const as A  # optional, as above
    except ImportError:
        raise GenError("the Cortex-M4 estimator needs unicorn (pip install unicorn)") from None
    if len(args) > 4:
        raise GenError(f"{function}: at most 4 arguments (r0..r3), not {len(args)}")
    insns, symbols = disassemble(elf)
    if function not in symbols:
        raise GenError(f"symbol {function} not found in {elf.name}")
    table = table or CycleTable.load()
    uc = Uc(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS)
    uc.ctl_set_cpu_model(A.UC_CPU_ARM_CORTEX_M4)
    uc.mem_map(CODE, CODE_SIZE)
    uc.mem_map(RAM, RAM_SIZE)
    load_elf(uc, elf.read_bytes())
    uc.mem_write(SENTINEL, b"\xfe\xe7")  # b .
    regs = (A.UC_ARM_REG_R0, A.UC_ARM_REG_R1, A.UC_ARM_REG_R2, A.UC_ARM_REG_R3)
    where: list[int | None] = []
    at = ARGS_BASE
    for reg, arg in zip(regs, args):
        if isinstance(arg, Buffer):
            blob = arg.pack()
            if at + len(blob) > ARGS_END:
                raise GenError(f"{function}: argument buffers exceed {ARGS_END - ARGS_BASE} bytes")
            uc.mem_write(at, blob)
            uc.reg_write(reg, at)
            where.append(at)
            at = (at + len(blob) + 63) & ~63
        else:
            uc.reg_write(reg, int(arg) & 0xFFFFFFFF)
            where.append(None)
    uc.reg_write(A.UC_ARM_REG_SP, STACK_TOP)
    uc.reg_write(A.UC_ARM_REG_LR, SENTINEL | 1)
    addresses: list[int] = []
    accesses: list[tuple[int, int]] = []
    uc.hook_add(UC_HOOK_CODE, lambda _uc, addr, _size, _data: addresses.append(addr))
    uc.hook_add(UC_HOOK_MEM_READ | UC_HOOK_MEM_WRITE,
                lambda _uc, _access, addr, size, _value, _data: accesses.append((addr, size)))
    start = symbols[function] & ~1
    try:
        uc.emu_start(start | 1, SENTINEL, count=max_instructions)
    except UcError as e:
        raise GenError(f"{function}: emulation stopped ({e}) at pc=0x{uc.reg_read(A.UC_ARM_REG_PC):x}") from None
    pc = uc.reg_read(A.UC_ARM_REG_PC) & ~1
    if addresses and addresses[-1] == SENTINEL:
        addresses.pop()
    if pc != SENTINEL:
        raise GenError(f"{function}: did not return within {max_instructions} instructions (pc=0x{pc:x})")
    try:
        trace = with_skipped(addresses, insns)
    except KeyError as e:
        raise GenError(f"{function}: executed 0x{e.args[0]:x}, which objdump does not list as an instruction") from None
    outputs = tuple(None if w is None else arg.unpack(bytes(uc.mem_read(w, len(arg.pack()))))
                    for w, arg in zip(where, args))
    result = uc.reg_read(A.UC_ARM_REG_R0)
    return Run(function, count_cycles(trace, SENTINEL, table), outputs, result, trace, tuple(accesses))


def mca_lines(trace: Sequence[Insn]) -> list[str]:
    """The executed instructions as llvm-mca input: one straight-line block, branch targets replaced by a
    label, width suffixes (.w/.n) dropped (llvm-mca-19 crashes on e.g. `str.w r1, [r7], #4`; the cortex-m4
    model charges both widths alike)."""
    lines = [".Ltarget:"]
    for ins in trace:
        name = ins.mnemonic.split(".")[0]
        ops = re.sub(r"\s*[0-9a-f]+ <[^>]*>$", "", ins.operands)  # objdump's "addr <sym+off>"
        if classify(ins.mnemonic) == "branch" and not name.startswith(("bx", "blx")):
            ops = re.sub(r"^((?:r\d+|[a-z]{2}),\s*)?.*$", lambda m: (m.group(1) or "") + ".Ltarget", ops)
        lines.append(f"{name}\t{ops}".strip())
    return lines


@dataclass(frozen=True)
class McaFigures:
    """llvm-mca-19 (-mcpu=cortex-m4) figures: an estimate from LLVM's scheduling model, not a measurement."""

    executed_cycles: int  # Total Cycles for the executed instruction stream, once (branches and calls as 1 cycle)
    body_cycles: float | None  # cycles for one pass over the static function body (None without a listing)
    body_instructions: int | None


def mca_estimate(trace: Sequence[Insn], listing: str | None = None, function: str = "") -> McaFigures:
    """llvm-mca-19's estimate for the executed stream and, given a gcc -S listing, the static body."""
    triple, cpu, mattr = TARGET.mca
    run = run_mca(mca_lines(trace), triple, cpu, mattr, iterations=1, what=f"{function} (executed stream)",
                  extra=("-call-latency=1",))
    body_cycles = body_n = None
    if listing is not None:
        body = function_body(listing, function)
        tail = re.fullmatch(r"b(?:\.w)?\s+([A-Za-z_]\w*)", body[-1]) if body else None
        if tail and re.search(rf"^{tail.group(1)}:", listing, re.M):  # a wrapper: the body of what it jumps to
            body = body[:-1] + [ln for ln in function_body(listing, tail.group(1))  # numeric labels are dropped
                                if not re.fullmatch(r"b\w*(?:\.[nw])?\s+\d+[bf]", ln)]
        stat = run_mca(body, triple, cpu, mattr, iterations=100, what=f"{function} (body)")
        body_cycles, body_n = stat.total_cycles / stat.iterations, len(body)
    return McaFigures(run.total_cycles, body_cycles, body_n)


@dataclass(frozen=True)
class Estimate:
    """Both Cortex-M4 estimates for one C function, and the emulated call's outputs for checking."""

    function: str
    run: Run
    mca: McaFigures | None
    cflags: tuple[str, ...]


def compile_elf(sources: Sequence[Path], entry: str, out: Path, cflags: Sequence[str] = DEFAULT_CFLAGS,
                include_dirs: Sequence[Path] = ()) -> Path:
    """Build a bare ELF whose entry is `entry`: only the sections it reaches are kept (--gc-sections)."""
    if shutil.which(CC) is None:
        raise GenError(f"{CC} not found (apt-get install gcc-arm-none-eabi)")
    argv = [CC, *ARCH_FLAGS, *cflags, "-ffreestanding", "-ffunction-sections", "-fdata-sections",
            *(f"-I{d}" for d in include_dirs), "-nostdlib", "-T", str(LINKER_SCRIPT), "-Wl,--gc-sections",
            f"-Wl,-e,{entry}", f"-Wl,--undefined={entry}", *map(str, sources), "-lgcc"]
    compile_and_link(argv, out, f"{CC} for {entry}", 300)
    return out


def listing(sources: Sequence[Path], function: str, work: Path, cflags: Sequence[str] = DEFAULT_CFLAGS,
            include_dirs: Sequence[Path] = ()) -> str | None:
    """The gcc -S listing of the source defining `function` (None when no source defines it)."""
    for src in sources:
        out = work / f"{src.stem}.s"
        proc = subprocess.run([CC, *ARCH_FLAGS, *cflags, "-ffreestanding", *(f"-I{d}" for d in include_dirs),
                               "-S", "-o", str(out), str(src)], capture_output=True, text=True, timeout=300)
        if proc.returncode == 0 and re.search(rf"^{re.escape(function)}:", out.read_text(), re.M):
            return out.read_text()
    return None


def estimate_c_function(sources: Sequence[Path], function: str, args: Sequence[Arg],
                        cflags: Sequence[str] = DEFAULT_CFLAGS, include_dirs: Sequence[Path] = (),
                        with_mca: bool = True) -> Estimate:
    """Compile C sources for the Cortex-M4, call `function` once under emulation, and return our TRM-table
    estimate (and llvm-mca-19's, unless with_mca is False) with the call's outputs. Both are estimates."""
    with tempfile.TemporaryDirectory(prefix="gen-m4-") as tmp:
        work = Path(tmp)
        elf = compile_elf(sources, function, work / f"{function}.elf", cflags, include_dirs)
        run = emulate(elf, function, args)
        mca = None
        if with_mca:
            mca = mca_estimate(run.trace, listing(sources, function, work, cflags, include_dirs), function)
    return Estimate(function, run, mca, (*ARCH_FLAGS, *cflags))
