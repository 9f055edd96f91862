"""The printed order of straight-line lane code, chosen by list scheduling.

Compilers keep much of the order they are given: gcc at -O2 does not schedule x86 code before register
allocation, so a butterfly printed as one chain (mullo, mulhi, mulhi, sub, add) waits on its own
latencies while independent work sits further down. This pass expands the reduction primitives into
their lane ops and reorders every straight-line region (between comments and loops) by critical path,
within the issue widths and the register budget of a machine model. It only reorders: every value is
computed by the same op from the same operands, so bounds and results are those of the input function.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable

from .lanes import Comment, Const, Expansion, Imm, Interval, LaneFunction, Load, Loop, Macro, Op, Shuffle, Stmt, Store, op_interval


def expand_every(expansion: Expansion) -> bool:
    """The default expansion policy: every macro is scheduled instruction by instruction."""
    return True


@dataclass(frozen=True)
class Machine:
    """What the scheduler assumes: instructions per cycle and latency by class (mul, alu, shuffle, mem),
    how many vector values may be live, and the class of each statement."""

    per_cycle: dict[str, float]
    latency: dict[str, int]
    registers: int
    classes: Callable[[Stmt], dict[str, int]]
    expand: Callable[[Expansion], bool] = expand_every  # False: the primitive is printed whole, scheduled as one
    strict: bool = False  # never exceed `registers` while a ready statement frees as many as it writes

    def main_class(self, s: Stmt) -> str:
        got = self.classes(s)
        return max(got, key=lambda c: (self.latency.get(c, 1), got[c])) if got else "alu"


def expand_macros(fn: LaneFunction, expand: Callable[[Expansion], bool] = expand_every) -> LaneFunction:
    """fn with every Macro (for which `expand` holds) replaced by its lane ops (fresh values; the last op
    keeps the macro's value and interval)."""
    next_id = [max(fn.intervals, default=-1) + 1]
    intervals = dict(fn.intervals)

    def expand_one(s: Macro) -> list[Stmt]:
        names: dict[str, int | Imm] = dict(zip(s.expansion.params, s.args))
        out: list[Stmt] = []
        for k, mop in enumerate(s.expansion.ops):
            args = tuple(Imm(a) if isinstance(a, int) else names[a] for a in mop.args)
            last = mop.dst == s.expansion.result and k == len(s.expansion.ops) - 1
            if last:
                dst = s.dst
            else:
                dst = next_id[0]
                next_id[0] += 1
                ivs = [Interval(a.value, a.value) if isinstance(a, Imm) else intervals[a] for a in args]
                intervals[dst] = op_interval(mop.kind, ivs, mop.imm, fn.bits)
            names[mop.dst] = dst
            out.append(Op(dst, mop.kind, args, mop.imm))
        if not out or out[-1].dst != s.dst:
            raise ValueError(f"{s.expansion.name}: the result is not its last op")
        return out

    def walk(stmts) -> list[Stmt]:
        out: list[Stmt] = []
        for s in stmts:
            if isinstance(s, Macro) and expand(s.expansion):
                out += expand_one(s)
            elif isinstance(s, Loop):
                out.append(Loop(s.var, s.count, tuple(walk(s.body))))
            else:
                out.append(s)
        return out

    return replace(fn, body=walk(fn.body), intervals=intervals)


def _renamed(s: Stmt, alias: dict[int, int]) -> Stmt:
    def r(v):
        return alias.get(v, v) if not isinstance(v, Imm) else v
    if isinstance(s, Op):
        return replace(s, args=tuple(r(a) for a in s.args))
    if isinstance(s, Macro):
        return replace(s, args=tuple(r(a) for a in s.args))
    if isinstance(s, Shuffle):
        return replace(s, src=(r(s.src[0]), r(s.src[1])))
    if isinstance(s, Store):
        return replace(s, src=r(s.src))
    return s


def common_subexpressions(fn: LaneFunction) -> LaneFunction:
    """fn with every Op that repeats an earlier one (same kind, operands and immediate, where the earlier
    one is in scope) dropped and its readers reading the earlier value."""
    alias: dict[int, int] = {}

    def walk(stmts, seen: dict) -> list[Stmt]:
        out: list[Stmt] = []
        for s in stmts:
            s = _renamed(s, alias)
            if isinstance(s, Loop):
                out.append(Loop(s.var, s.count, tuple(walk(s.body, dict(seen)))))
                continue
            if isinstance(s, Op):
                key = (s.kind, s.args, s.imm)
                if key in seen:
                    alias[s.dst] = seen[key]
                    continue
                seen[key] = s.dst
            out.append(s)
        return out

    return replace(fn, body=walk(fn.body, {}))


def _reads(s: Stmt) -> list[int]:
    if isinstance(s, Op):
        return [a for a in s.args if not isinstance(a, Imm)]
    if isinstance(s, Macro):
        return list(s.args)
    if isinstance(s, Shuffle):
        return list(s.src)
    if isinstance(s, Store):
        return [s.src]
    return []


def _writes(s: Stmt) -> list[int]:
    if isinstance(s, Shuffle):
        return list(s.dst)
    if isinstance(s, (Op, Macro, Load, Const)):
        return [s.dst]
    return []


@dataclass
class _Node:
    stmt: Stmt
    index: int
    preds: list[tuple[int, int]] = field(default_factory=list)  # (node, latency)
    succs: list[int] = field(default_factory=list)
    height: int = 0


def _memory_key(s: Load | Store):
    return (s.array, s.index) if not s.index.terms else (s.array,)


def _graph(stmts: list[Stmt], machine: Machine) -> list[_Node]:
    nodes = [_Node(s, i) for i, s in enumerate(stmts)]
    producer: dict[int, int] = {}
    accesses: dict = {}  # memory key -> [(node, is_store)]
    for n in nodes:
        s = n.stmt
        for v in _reads(s):
            if v in producer:
                p = producer[v]
                n.preds.append((p, machine.latency.get(machine.main_class(nodes[p].stmt), 1)))
        if isinstance(s, (Load, Store)):
            key = _memory_key(s)
            for k, earlier in accesses.items():
                if k[0] != key[0] or (len(k) == 2 and len(key) == 2 and k != key):
                    continue
                for p, was_store in earlier:
                    if was_store or isinstance(s, Store):
                        n.preds.append((p, 1 if was_store else 0))
            accesses.setdefault(key, []).append((n.index, isinstance(s, Store)))
        for v in _writes(s):
            producer[v] = n.index
    for n in nodes:
        for p in dict.fromkeys(p for p, _ in n.preds):  # each successor once, however many edges
            nodes[p].succs.append(n.index)
    for n in reversed(nodes):
        own = machine.latency.get(machine.main_class(n.stmt), 1)
        n.height = own + max((nodes[s].height for s in n.succs), default=0)
    return nodes


def schedule_region(stmts: list[Stmt], machine: Machine) -> list[Stmt]:
    """The statements of one straight-line region in list-scheduled order. Constants are placed just
    before their first use (compilers fold them into the instruction as a memory operand)."""
    consts = {s.dst: s for s in stmts if isinstance(s, Const)}
    work = [s for s in stmts if not isinstance(s, Const)]
    nodes = _graph(work, machine)
    uses: dict[int, int] = {}
    for n in nodes:
        for v in _reads(n.stmt):
            if v not in consts:
                uses[v] = uses.get(v, 0) + 1
    waiting = {n.index: len(n.preds) for n in nodes}
    earliest = {n.index: 0 for n in nodes}
    ready = [n.index for n in nodes if not n.preds]
    live, cycle, out, placed = 0, 0, [], set()
    stalled, done = 0, 0
    def grows_by(i: int) -> int:
        s = nodes[i].stmt
        reads = _reads(s)
        return len(_writes(s)) - sum(1 for v in set(reads) if v in uses and uses[v] == reads.count(v))

    def spare(i: int) -> bool:
        """Another ready statement (now or once its operands' latencies pass) does not grow the live set."""
        return any(grows_by(j) <= 0 for j in ready if j != i)

    while done < len(nodes):
        budget = dict(machine.per_cycle)
        issued = False
        for i in sorted(ready, key=lambda i: (-nodes[i].height, i)):
            s = nodes[i].stmt
            if earliest[i] > cycle:
                continue
            cls = machine.main_class(s)
            if budget.get(cls, 1) < 1:
                continue
            freed = sum(1 for v in set(_reads(s)) if v in uses and uses[v] == _reads(s).count(v))
            grows = len(_writes(s)) - freed
            if grows > 0 and live + grows > machine.registers and (stalled < 4 if not machine.strict else spare(i)):
                continue
            budget[cls] = budget.get(cls, 1) - 1
            ready.remove(i)
            issued = True
            for v in _reads(s):
                if v in consts and v not in placed:
                    out.append(consts[v])
                    placed.add(v)
                if v in uses:
                    uses[v] -= 1
            live += grows
            out.append(s)
            done += 1
            for j in nodes[i].succs:
                lat = max(lat for p, lat in nodes[j].preds if p == i)
                earliest[j] = max(earliest[j], cycle + lat)
                waiting[j] -= sum(1 for p, _ in nodes[j].preds if p == i)
                if waiting[j] == 0:
                    ready.append(j)
        stalled = 0 if issued else stalled + 1
        cycle += 1
    out += [c for v, c in consts.items() if v not in placed]  # constants nothing reads
    return out


def schedule(fn: LaneFunction, machine: Machine) -> LaneFunction:
    """fn with its macros expanded, repeated ops computed once, and every straight-line region
    list-scheduled."""
    fn = common_subexpressions(expand_macros(fn, machine.expand))

    def walk(stmts) -> list[Stmt]:
        out: list[Stmt] = []
        region: list[Stmt] = []

        def flush():
            out.extend(schedule_region(region, machine))
            region.clear()

        for s in stmts:
            if isinstance(s, Comment):
                flush()
                out.append(s)
            elif isinstance(s, Loop):
                flush()
                out.append(Loop(s.var, s.count, tuple(walk(s.body))))
            else:
                region.append(s)
        flush()
        return out

    return replace(fn, body=walk(fn.body))
