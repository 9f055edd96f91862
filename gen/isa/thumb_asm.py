"""Thumb-2 assembly for the mod-q transforms on ARMv7E-M (Cortex-M4): registers allocated here, not by gcc.

gcc compiles the C of an eight-coefficient butterfly pass with spills: it keeps a pointer per constant,
re-reads twiddles and moves values through the stack. This printer takes the same lane function (the IR
the planner built and the proof checked) and prints it as one naked function: fixed registers for q^-1,
-q and the twiddle pointer, the loop counters in registers where the body leaves one free, and every
other value allocated over 14 registers (r0-r12, lr) by furthest next use, spilling to the stack only
when the body needs more. The Montgomery product by a twiddle is SMULL, MUL, SMLAL, with m written over
the multiplicand when it dies there (as hand-written Cortex-M4 code does), so a butterfly needs two
temporaries.

What it prints: perfectly nested counted loops whose bodies load and store one array at one affine
index per loop nest, add, sub, and the plain Montgomery product (`montmul_plain`) by constants that
are the same in every iteration (hoisted into registers when the body leaves room) or one per
iteration (streamed from a table through one pointer). Anything else is refused (None) and the caller
prints C. Every instruction is the IR's op on the IR's operands: the printed order is the lowered
order, so bounds and results are those of the proved function.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from math import prod

from ..ir.lanes import Comment, Const, Load, Loop, Macro, Op, Stmt, Store

REGISTERS = tuple(f"r{i}" for i in range(13)) + ("lr",)  # sp and pc are not allocatable
BASE_SLOT = 0  # [sp, #0]: the array pointer (r0 on entry)
TABLE_REGISTER = "r1"  # the constant table pointer on entry, advanced through every loop's block
QINV_REGISTER, NEGQ_REGISTER = "r11", "r12"
POINTER_HOME = "r0"  # the per-iteration array pointer's register at every iteration boundary


class Unsupported(Exception):
    """The function has a statement or shape this printer does not spell."""


@dataclass(frozen=True)
class Nest:
    """A perfect loop nest (outermost first) and its innermost body."""

    loops: tuple[Loop, ...]
    body: tuple[Stmt, ...]
    strides: dict[str, int]  # loop variable -> array elements per iteration

    @property
    def iterations(self) -> int:
        return prod(lp.count for lp in self.loops)


@dataclass
class Allocation:
    """One body's instructions under one choice of fixed registers."""

    lines: list[str]
    cost: int  # cycles of one iteration by the Cortex-M4 TRM (loads 2, or 1 right after a load; the rest 1)
    slots_used: int


def _nest(loop: Loop, array: str) -> Nest:
    loops = [loop]
    while len(loops[-1].body) == 1 and isinstance(loops[-1].body[0], Loop):
        loops.append(loops[-1].body[0])
    body = tuple(s for s in loops[-1].body if not isinstance(s, Comment))
    if any(isinstance(s, Loop) for s in body):
        raise Unsupported("not a perfect loop nest")
    terms = {s.index.terms for s in body if isinstance(s, (Load, Store))}
    if len(terms) != 1 or any(s.array != array for s in body if isinstance(s, (Load, Store))):
        raise Unsupported("accesses at different affine strides")
    strides = dict(next(iter(terms)))
    if set(strides) - {lp.var for lp in loops}:
        raise Unsupported("an index term of no enclosing loop")
    return Nest(tuple(loops), body, strides)


def _check_body(body, q: int, qinv: int, montgomery_constants) -> None:
    for s in body:
        if isinstance(s, Op):
            if s.kind not in ("add", "sub") or any(not isinstance(a, int) for a in s.args):
                raise Unsupported(f"lane op {s.kind}")
        elif isinstance(s, Macro):  # every one is montmul_plain (_naked_function checked)
            if montgomery_constants(s.expansion) != (q, qinv):
                raise Unsupported("Montgomery products mod different primes")
        elif not isinstance(s, (Load, Store, Const)):
            raise Unsupported(type(s).__name__)


def _uses(body) -> dict[int, list[int]]:
    """value -> the statement positions that read it."""
    out: dict[int, list[int]] = {}
    for i, s in enumerate(body):
        reads = s.args if isinstance(s, (Op, Macro)) else (s.src,) if isinstance(s, Store) else ()
        for v in reads:
            out.setdefault(v, []).append(i)
    return out


POINTER = -1  # the array pointer's value id inside a body


@dataclass
class BodyAllocator:
    """Furthest-next-use register allocation of one straight-line body, printing Thumb-2 as it goes."""

    body: tuple[Stmt, ...]
    pool: list[str]  # registers free for values (the fixed ones taken out)
    hoisted: dict[int, str]  # Const value -> the register holding it for the whole loop
    table_slots: dict[int, int]  # Const value -> its word in this iteration's table block
    first_spill_slot: int
    lines: list[str] = field(default_factory=list)
    cost: int = 0
    reg: dict[int, str] = field(default_factory=dict)  # value -> register now
    slot: dict[int, int] = field(default_factory=dict)  # value -> stack slot holding it
    slots_used: int = 0
    previous: str = ""  # the instruction printed last

    def __post_init__(self):
        self.uses = _uses(self.body)
        self.uses.setdefault(POINTER, [])
        self.uses[POINTER] = [i for i, s in enumerate(self.body) if isinstance(s, (Load, Store))] + [len(self.body)]
        self.free = [r for r in self.pool if r != POINTER_HOME]
        self.reg[POINTER] = POINTER_HOME

    def emit(self, text: str) -> None:
        self.lines.append(text)
        self.cost += self.cycles(text)
        self.previous = text

    def cycles(self, text: str) -> int:
        """TRM cycles of a printed instruction: a load is 2, or 1 directly after a load whose destination
        it does not address through."""
        if not text.startswith("ldr "):
            return 1
        if self.previous.startswith("ldr "):
            written = self.previous.split()[1].rstrip(",")
            base = text.split("[")[1].split(",")[0].rstrip("]")
            return 1 if base != written else 2
        return 2

    def next_use(self, v: int, i: int) -> int:
        return next((u for u in self.uses.get(v, []) if u > i), 1 << 30)

    def evict(self, i: int, keep: set[int]) -> str:
        """Free a register: the value read furthest from statement i (not one in `keep`) goes to the stack."""
        victims = [v for v in self.reg if v not in keep]
        if not victims:
            raise Unsupported("more live values than registers")
        v = max(victims, key=lambda v: self.next_use(v, i))
        r = self.reg.pop(v)
        if v not in self.slot and self.next_use(v, i) < 1 << 30:
            self.slot[v] = self.first_spill_slot + self.slots_used
            self.slots_used += 1
            self.emit(f"str {r}, [sp, #{4 * self.slot[v]}]")
        return r

    def take(self, i: int, keep: set[int], prefer: str | None = None) -> str:
        if prefer in self.free:
            self.free.remove(prefer)
            return prefer
        return self.free.pop(0) if self.free else self.evict(i, keep)

    def operand(self, v: int, i: int, keep: set[int]) -> str:
        """The register holding v at statement i (reloaded from its slot if it was spilled)."""
        if v in self.hoisted:
            return self.hoisted[v]
        if v not in self.reg:
            r = self.take(i, keep, POINTER_HOME if v == POINTER else None)
            self.emit(f"ldr {r}, [sp, #{4 * self.slot[v]}]")
            self.reg[v] = r
        return self.reg[v]

    def release_dead(self, i: int, values) -> list[str]:
        """Free the registers of values last read at statement i; returns them."""
        out = []
        for v in dict.fromkeys(values):
            if v in self.reg and self.next_use(v, i) == 1 << 30 and v != POINTER:
                r = self.reg.pop(v)
                self.free.insert(0, r)
                out.append(r)
        return out

    def define(self, v: int, r: str) -> None:
        if r in self.free:
            self.free.remove(r)
        self.reg[v] = r

    def run(self, width_bytes: int, pointer_step_bytes: int) -> None:
        for i, s in enumerate(self.body):
            if isinstance(s, Load):
                p = self.operand(POINTER, i, {POINTER})
                r = self.take(i, {POINTER})
                self.emit(f"ldr {r}, [{p}, #{4 * s.index.base}]")
                self.define(s.dst, r)
            elif isinstance(s, Const):
                if s.dst in self.hoisted:
                    continue
                r = self.take(i, set())
                self.emit(f"ldr {r}, [{TABLE_REGISTER}, #{4 * self.table_slots[s.dst]}]")
                self.define(s.dst, r)
            elif isinstance(s, Store):
                keep = {POINTER, s.src}
                src = self.operand(s.src, i, keep)
                p = self.operand(POINTER, i, keep)
                self.emit(f"str {src}, [{p}, #{4 * s.index.base}]")
                self.release_dead(i, [s.src])
            elif isinstance(s, Op):
                keep = set(s.args)
                a, b = (self.operand(v, i, keep) for v in s.args)
                dead = self.release_dead(i, s.args)
                r = dead[0] if dead else self.take(i, keep)
                self.emit(f"{s.kind} {r}, {a}, {b}")
                self.define(s.dst, r)
            else:
                self.montmul(s, i)
        self.end_of_iteration(width_bytes, pointer_step_bytes)

    def montmul(self, s: Macro, i: int) -> None:
        """th:tl = a*z; m = tl * q^-1 (written over a dying operand where there is one); th:tl += m * -q."""
        a_v, z_v = s.args
        keep = {a_v, z_v}
        a, z = self.operand(a_v, i, keep), self.operand(z_v, i, keep)
        dead = self.release_dead(i, s.args)  # registers of dying operands: free for tl and m
        for r in dead:
            self.free.remove(r)
        th = self.take(i, keep)
        tl = dead.pop(0) if dead else self.take(i, keep)
        m = dead.pop(0) if dead else self.take(i, keep)
        self.emit(f"smull {tl}, {th}, {a}, {z}")
        self.emit(f"mul {m}, {tl}, {QINV_REGISTER}")
        self.emit(f"smlal {tl}, {th}, {m}, {NEGQ_REGISTER}")
        self.free[:0] = [tl, m]
        self.define(s.dst, th)

    def end_of_iteration(self, width_bytes: int, pointer_step_bytes: int) -> None:
        """The pointer back in its home register, advanced; the table pointer advanced."""
        end = len(self.body)
        if self.reg.get(POINTER) != POINTER_HOME:
            if POINTER in self.reg:
                self.emit(f"mov {POINTER_HOME}, {self.reg[POINTER]}")
            else:
                self.emit(f"ldr {POINTER_HOME}, [sp, #{4 * self.slot[POINTER]}]")
        if any(v != POINTER and self.next_use(v, end - 1) < 1 << 30 for v in self.reg):
            raise Unsupported("a value outlives the body")
        if pointer_step_bytes:
            self.emit(f"add {POINTER_HOME}, {POINTER_HOME}, #{pointer_step_bytes}")
        if width_bytes:
            self.emit(f"add {TABLE_REGISTER}, {TABLE_REGISTER}, #{width_bytes}")


def _immediate(register: str, value: int) -> list[str]:
    u = value & 0xFFFFFFFF
    out = [f"movw {register}, #{u & 0xFFFF}"]
    if u >> 16:
        out.append(f"movt {register}, #{u >> 16}")
    return out


@dataclass
class PrintedNest:
    lines: list[str]
    table: list[int]
    slots: int  # stack words beyond the base and counters
    cost: int
    note: str  # what the allocation chose, for the file header
    unrolled: int  # innermost iterations per printed body


def _allocated(body, pool: list[str], hoisted: dict[int, str], table_slots: dict[int, int], spill_base: int,
               width_bytes: int, step_bytes: int) -> BodyAllocator | None:
    alloc = BodyAllocator(tuple(body), list(pool), hoisted, table_slots, spill_base)
    try:
        alloc.run(width_bytes, step_bytes)
    except Unsupported:
        return None
    return alloc


def _loads_grouped(body: tuple[Stmt, ...], allocate) -> BodyAllocator | None:
    """The body allocated with each constant load moved up behind the load before it (a pipelined pair on
    a Cortex-M4) wherever that lowers the cost; greedy, in body order."""
    best = allocate(body)
    if best is None:
        return None
    for c in [s for s in body if isinstance(s, Const)]:
        order = best.body
        i = order.index(c)
        j = max((k for k in range(i) if isinstance(order[k], (Load, Const))), default=i - 1)
        if j == i - 1:
            continue
        trial = allocate(order[:j + 1] + (c,) + order[j + 1:i] + order[i + 1:])
        if trial is not None and trial.cost < best.cost:
            best = trial
    return best


UNROLLS = (1, 2, 4)  # innermost iterations per printed body: fewer loop tests where registers allow
COPY_IDS = 1 << 20  # value ids of the k-th copy of an unrolled body: id + k * COPY_IDS


def _unrolled(nest: Nest, times: int, streamed: list[Const]) -> tuple[tuple[Stmt, ...], dict[int, int]]:
    """The innermost body repeated `times` times (copy k: its own value ids, its accesses k iterations on,
    its streamed constants k table blocks on) and every copy's table slots."""
    inner = nest.loops[-1]
    stride, width = nest.strides.get(inner.var, 0), len(streamed)
    slots = {c.dst: j for j, c in enumerate(streamed)}
    out: list[Stmt] = []
    all_slots: dict[int, int] = {}
    for k in range(times):
        def rename(v: int, k=k) -> int:
            return v + k * COPY_IDS
        for s in nest.body:
            if isinstance(s, Load):
                out.append(Load(rename(s.dst), s.array, s.index.shifted(k * stride)))
            elif isinstance(s, Store):
                out.append(Store(s.array, s.index.shifted(k * stride), rename(s.src)))
            elif isinstance(s, Const):
                out.append(Const(rename(s.dst), s.rows, s.name))
                if s.dst in slots:
                    all_slots[rename(s.dst)] = slots[s.dst] + k * width
            elif isinstance(s, Op):
                out.append(Op(rename(s.dst), s.kind, tuple(rename(a) for a in s.args), s.imm))
            else:
                out.append(Macro(rename(s.dst), s.expansion, tuple(rename(a) for a in s.args)))
    return tuple(out), all_slots


def _print_nest(nest: Nest, counter_slots: list[int], spill_base: int, label: int) -> PrintedNest:
    """The loop nest: unrolling, hoisting and counter placement chosen by the cheapest allocation that fits."""
    consts = [s for s in nest.body if isinstance(s, Const)]
    uniform = [c for c in consts if len(set(c.rows)) == 1]
    inner = nest.loops[-1]
    best = None
    for times in (u for u in UNROLLS if inner.count % u == 0):
        for hoist in (True, False):
            for counter_in_register in (True, False):
                hoisted_consts = uniform if hoist else []
                fixed = [TABLE_REGISTER, QINV_REGISTER, NEGQ_REGISTER]
                pool = [r for r in REGISTERS if r not in fixed]
                hoisted_regs = {c.dst: pool.pop() for c in hoisted_consts}
                hoisted = {c + k * COPY_IDS: r for c, r in hoisted_regs.items() for k in range(times)}
                counter = pool.pop() if counter_in_register else None
                streamed = [c for c in consts if c.dst not in hoisted_regs]
                body, slots = _unrolled(nest, times, streamed)
                step = 4 * nest.strides.get(inner.var, 0) * times
                alloc = _loads_grouped(body, lambda b: _allocated(b, pool, hoisted, slots, spill_base,
                                                                  4 * len(streamed) * times, step))
                if alloc is None:
                    continue
                cost = nest.iterations // times * (alloc.cost + (4 if counter else 7))
                if best is None or cost < best[0]:
                    best = (cost, alloc, hoisted_consts, hoisted, counter, streamed, times)
    if best is None:
        raise Unsupported("the body does not fit the registers")
    cost, alloc, hoisted_consts, hoisted, counter, streamed, times = best
    table = [c.rows[it][0] for it in range(nest.iterations) for c in streamed]
    scratch = next(r for r in alloc.pool if r != POINTER_HOME)  # free at every loop boundary
    lines = [f"ldr {POINTER_HOME}, [sp, #{4 * BASE_SLOT}]"]
    for c in hoisted_consts:
        lines += _immediate(hoisted[c.dst], c.rows[0][0])
    depth = len(nest.loops)
    for d, lp in enumerate(nest.loops):
        innermost = d == depth - 1
        count = lp.count // times if innermost else lp.count
        if innermost and counter:
            lines.append(f"movw {counter}, #{count}")
        else:
            lines += [f"movw {scratch}, #{count}", f"str {scratch}, [sp, #{4 * counter_slots[d]}]"]
        lines.append(f"{label + d}:")
    lines += alloc.lines
    for d in reversed(range(depth)):
        lp = nest.loops[d]
        if d < depth - 1:  # back from the inner loop: the pointer to this loop's next start
            inner = nest.loops[d + 1]
            back = nest.strides.get(lp.var, 0) - inner.count * nest.strides.get(inner.var, 0)
            if back:
                lines.append(f"{'add' if back > 0 else 'sub'} {POINTER_HOME}, {POINTER_HOME}, #{4 * abs(back)}")
        if d == depth - 1 and counter:
            lines += [f"subs {counter}, {counter}, #1", f"bne {label + d}b"]
        else:
            lines += [f"ldr {scratch}, [sp, #{4 * counter_slots[d]}]", f"subs {scratch}, {scratch}, #1",
                      f"str {scratch}, [sp, #{4 * counter_slots[d]}]", f"bne {label + d}b"]
    spills = sum(1 for ln in alloc.lines if ln.startswith("str ") and "[sp," in ln)
    counts = "x".join(str(lp.count) for lp in nest.loops)
    note = (f"{counts} iterations{f' (unrolled {times}x)' if times > 1 else ''}, {len(hoisted_consts)} constants in "
            f"registers, {len(streamed)} streamed, "
            f"counter {'in ' + counter if counter else 'on the stack'}, {spills} spill(s), ~{cost // nest.iterations} cycles each")
    return PrintedNest(lines, table, alloc.slots_used, cost, note, times)


@dataclass(frozen=True)
class AsmFunction:
    """A naked Thumb-2 function `name(array, table)` and the table it streams constants from."""

    name: str
    definition: str
    table: list[int]
    cost: int  # cycles of one call by the allocation's own TRM count (for choosing; gen.check.m4cycles estimates)
    notes: tuple[str, ...]  # per loop nest: what the allocation chose
    unrolled: tuple[int, ...]  # per loop nest: innermost iterations per printed body


def naked_function(name: str, fn, montgomery_constants, array: str = "r") -> AsmFunction | None:
    """fn (an in-place lane function of 32-bit scalar lanes) as a naked Thumb-2 function, or None where
    this printer does not spell it (the caller prints C). montgomery_constants(expansion) gives the
    (q, q^-1) of a Montgomery primitive."""
    try:
        return _naked_function(name, fn, array, montgomery_constants)
    except Unsupported:
        return None


def _naked_function(name: str, fn, array: str, montgomery_constants) -> AsmFunction:
    if fn.lanes != 1 or fn.bits != 32 or set(fn.arrays) != {array} or tuple(fn.outputs) != (array,):
        raise Unsupported("not an in-place function of 32-bit scalars")
    macros = [s for s in fn.walk() if isinstance(s, Macro)]
    if not macros or any(s.expansion.name != "montmul_plain" for s in macros):
        raise Unsupported("no Montgomery products, or other primitives")
    q, qinv = montgomery_constants(macros[0].expansion)
    if qinv is None:
        raise Unsupported("no q^-1")
    top = [s for s in fn.body if not isinstance(s, Comment)]
    if not top or any(not isinstance(s, Loop) for s in top):
        raise Unsupported("statements outside loops")
    nests = [_nest(lp, array) for lp in top]
    for n in nests:
        _check_body(n.body, q, qinv, montgomery_constants)
    depth = max(len(n.loops) for n in nests)
    counter_slots = list(range(1, depth + 1))
    spill_base = depth + 1
    body: list[str] = []
    table: list[int] = []
    slots, cost, label, notes, unrolled = 0, 0, 1, [], []
    for n in nests:
        printed = _print_nest(n, counter_slots, spill_base, label)
        body += printed.lines
        table += printed.table
        slots = max(slots, printed.slots)
        cost += printed.cost
        notes.append(printed.note)
        unrolled.append(printed.unrolled)
        label += len(n.loops)
    frame = 4 * (spill_base + slots)
    frame += -frame % 8
    lines = ["push {r4-r11, lr}", f"sub sp, sp, #{frame}", f"str r0, [sp, #{4 * BASE_SLOT}]",
             *_immediate(QINV_REGISTER, qinv), *_immediate(NEGQ_REGISTER, -q), *body,
             f"add sp, sp, #{frame}", "pop {r4-r11, pc}"]
    text = "\n".join(f'        "{ln}\\n\\t"' if not ln.endswith(":") else f'        "{ln}\\n"' for ln in lines)
    definition = (f"__attribute__((naked, noinline)) static void {name}"
                  f"(int32_t *{array} __attribute__((unused)), const int32_t *k __attribute__((unused)))\n"
                  f"{{\n    __asm__ volatile(\n{text}\n    );\n}}")
    instructions = sum(1 for ln in lines if not ln.endswith(":"))
    notes.append(f"{instructions} instructions printed, {frame} bytes of stack")
    return AsmFunction(name, definition, table, cost, tuple(notes), tuple(unrolled))


__all__ = ["AsmFunction", "naked_function"]
