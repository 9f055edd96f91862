"""Run glue IR bit-sliced: every word bit holds its value under all basis vectors at once.

A word is 64 planes; plane b is the set of basis vectors under which bit b is 1 (a sparse bitset:
the bases of gen.glue.specs keep every plane small, where a dense bitset of 10^5 vectors per
plane would cost gigabytes). XOR is plane-wise symmetric difference, shifts renumber planes, an
AND with a constant drops planes, `0 - x` copies plane 0 to all.

The machine runs what is printed: a vector loop step by step with V lanes (each statement on all
lanes before the next; an elided guard is checked true in every lane), its scalar copy with the
temporaries inlined or kept at their home. Along the way it establishes that the routine is
GF(2)-linear, so that its values on a basis decide it: no constant term (a nonzero constant only
as a mask of &), & only with a constant, | only where bit by bit one side is zero for every
input (then it is ^), `0 - x` only of a 0/1 value. It also refuses reads of words never written,
indices outside an array, and stores through a const pointer.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import GenError
from .ir import (ArrayArg, ArrayParam, Assign, Bin, Call, Cast, Comment, Cond, Const, DeclArrays, DeclInts,
                 DeclPointers, DeclWords, Extern, For, Function, IBin, Int, IntExpr, IVar, Load, Neg, Paren, Select,
                 Shift, Stmt, Store, Var, VectorFor, WordExpr, Zero, kept_declarations)
from .printer import home_store_value, int_text, statement_text

EMPTY: frozenset = frozenset()
ZERO: tuple = (EMPTY,) * 64
MAX_LOOP_STEPS = 10_000_000


# -- word operations on planes ---------------------------------------------------------------------
def w_xor(x: tuple, y: tuple) -> tuple:
    if x is ZERO:
        return y
    if y is ZERO:
        return x
    return tuple([p ^ q if p and q else (p or q) for p, q in zip(x, y)])


def w_shift(x: tuple, op: str, k: int) -> tuple:
    if x is ZERO or k == 0:
        return x
    out = (EMPTY,) * k + x[:64 - k] if op == "<<" else x[k:] + (EMPTY,) * k
    return out if any(out) else ZERO


def w_and(x: tuple, mask: int) -> tuple:
    if x is ZERO:
        return x
    out = tuple(p if mask >> b & 1 else EMPTY for b, p in enumerate(x))
    return out if any(out) else ZERO


def w_truncate(x: tuple, bits: int) -> tuple:
    return x if bits >= 64 else w_and(x, (1 << bits) - 1)


# -- memory ------------------------------------------------------------------------------------------
@dataclass
class Buffer:
    """One array's elements (a word of planes, or None while undefined)."""

    name: str
    cells: list
    bits: int = 64


@dataclass(frozen=True)
class View:
    """A pointer: buffer + offset (const: stores through it are refused)."""

    buffer: Buffer
    offset: int = 0
    const: bool = False


@dataclass
class _Frame:
    ints: dict = field(default_factory=dict)
    words: dict = field(default_factory=dict)  # name -> [lanes or None, const]
    views: dict = field(default_factory=dict)


@dataclass
class _Mode:
    lanes: int = 1
    vector: bool = False  # the vector copy of a VectorFor body
    scalar_copy: bool = False  # its scalar copy
    var: str | None = None  # the VectorFor's index
    subst: dict = field(default_factory=dict)


class Machine:
    """Runs IR functions on buffers of planes; `routine` names the proof in messages."""

    def __init__(self, routine: str, vector_words: int) -> None:
        if vector_words < 1:
            raise GenError(f"vector width must be at least one word, not {vector_words}")
        self.routine, self.V = routine, vector_words
        self.loops: list[tuple[str, _Frame, str]] = []  # (index, frame, "vector step" / "") of the open loops

    def fail(self, what: str) -> GenError:
        return GenError(f"glue proof of {self.routine}: {what}")

    # -- entry ---------------------------------------------------------------------------------------
    def run(self, fn: Function, bindings: dict) -> None:
        """Run fn with array params bound to Views, int params to ints."""
        frame = _Frame()
        for p in fn.params:
            if p.name not in bindings:
                raise self.fail(f"{fn.name}: no argument for parameter {p.name}")
            arg = bindings[p.name]
            if isinstance(p, ArrayParam):
                frame.views[p.name] = View(arg.buffer, arg.offset, arg.const or p.const)
            else:
                frame.ints[p.name] = int(arg)
        self.block(fn.body, frame, _Mode())

    # -- integers --------------------------------------------------------------------------------------
    def int(self, e: IntExpr, frame: _Frame) -> int:
        if isinstance(e, Int):
            return e.value
        if isinstance(e, IVar):
            value = frame.ints.get(e.name)
            if value is None:
                raise self.fail(f"int {e.name} is used undefined")
            return value
        if isinstance(e, IBin):
            x, y = self.int(e.left, frame), self.int(e.right, frame)
            return x + y if e.op == "+" else x - y if e.op == "-" else x * y
        raise self.fail(f"not an integer expression: {e!r}")

    def cond(self, c: Cond, frame: _Frame) -> bool:
        x, y = self.int(c.left, frame), self.int(c.right, frame)
        return x < y if c.op == "<" else x <= y if c.op == "<=" else x == y

    # -- words ---------------------------------------------------------------------------------------
    def view(self, name: str, frame: _Frame) -> View:
        v = frame.views.get(name)
        if v is None:
            raise self.fail(f"unknown array {name}")
        return v

    def load(self, e: Load, frame: _Frame, mode: _Mode) -> tuple:
        v = self.view(e.array, frame)
        at = v.offset + self.int(e.index, frame)
        cells = v.buffer.cells
        if at < 0 or at + mode.lanes > len(cells):
            raise self.fail(f"{e.array}[{int_text(e.index)}] reads {v.buffer.name}[{at}..{at + mode.lanes - 1}], "
                            f"outside its {len(cells)} elements")
        out = cells[at:at + mode.lanes]
        if None in out:
            raise self.fail(f"{e.array}[{int_text(e.index)}] reads {v.buffer.name}[{at + out.index(None)}] "
                            f"before anything is written there")
        return tuple(out)

    def expr(self, e: WordExpr, frame: _Frame, mode: _Mode) -> tuple:
        """The value of e: one word of planes per lane."""
        if isinstance(e, Load):
            return self.load(e, frame, mode)
        if isinstance(e, Var):
            sub = mode.subst.get(e.name)
            if sub is not None:  # scalar copy: the initialiser in place, or the home location
                return self.expr(sub[1], frame, mode)
            entry = frame.words.get(e.name)
            if entry is None:
                raise self.fail(f"unknown word {e.name}")
            if entry[0] is None:
                raise self.fail(f"word {e.name} is used undefined")
            if len(entry[0]) != mode.lanes:
                raise self.fail(f"word {e.name} has {len(entry[0])} lanes where {mode.lanes} are needed")
            return entry[0]
        if isinstance(e, Const):
            if e.value:
                raise self.fail(f"constant 0x{e.value:x} outside a mask: the routine would be affine, not linear")
            return (ZERO,) * mode.lanes
        if isinstance(e, Bin):
            if e.op == "&":
                return self.masked(e.left, e.right, frame, mode)
            x, y = self.expr(e.left, frame, mode), self.expr(e.right, frame, mode)
            if e.op == "^":
                return tuple(w_xor(a, b) for a, b in zip(x, y))
            if e.op == "|":
                return tuple(self.disjoint_or(a, b) for a, b in zip(x, y))
            raise self.fail(f"unknown operator {e.op}")
        if isinstance(e, Shift):
            if not 0 <= e.amount < 64:
                raise self.fail(f"shift by {e.amount}")
            return tuple(w_shift(a, e.op, e.amount) for a in self.expr(e.operand, frame, mode))
        if isinstance(e, Neg):
            return tuple(self.broadcast(a) for a in self.expr(e.operand, frame, mode))
        if isinstance(e, Select):
            return self.select(e, frame, mode)
        if isinstance(e, Cast):
            return tuple(w_truncate(a, e.bits) for a in self.expr(e.operand, frame, mode))
        if isinstance(e, Paren):
            return self.expr(e.operand, frame, mode)
        raise self.fail(f"not a word expression: {e!r}")

    def masked(self, left: WordExpr, right: WordExpr, frame: _Frame, mode: _Mode) -> tuple:
        if isinstance(right, Const):
            return tuple(w_and(a, right.value) for a in self.expr(left, frame, mode))
        if isinstance(left, Const):
            return tuple(w_and(a, left.value) for a in self.expr(right, frame, mode))
        raise self.fail("& of two data words is not linear (one side must be a constant)")

    def disjoint_or(self, x: tuple, y: tuple) -> tuple:
        if x is ZERO:
            return y
        if y is ZERO:
            return x
        for b, (p, q) in enumerate(zip(x, y)):
            if p and q:
                raise self.fail(f"both operands of | can have bit {b} set (e.g. basis vector {min(p)} and "
                                f"{min(q)}): | is not provably ^, so linearity is not established")
        return tuple(p or q for p, q in zip(x, y))

    def broadcast(self, x: tuple) -> tuple:
        if any(x[1:]):
            raise self.fail("0 - x with x wider than one bit is not linear")
        return (x[0],) * 64 if x[0] else ZERO

    def select(self, e: Select, frame: _Frame, mode: _Mode) -> tuple:
        if mode.vector:
            if not e.vector_elide:
                raise self.fail("a conditional in a vector loop must be elidable")
            base = frame.ints[mode.var]
            for lane in range(mode.lanes):
                frame.ints[mode.var] = base + lane
                holds = self.cond(e.cond, frame)
                frame.ints[mode.var] = base
                if not holds:
                    raise self.fail(f"the guard {int_text(e.cond.left)} {e.cond.op} {int_text(e.cond.right)}, "
                                    f"printed away in the vector loop, is false for {mode.var} = {base + lane}")
            return self.expr(e.then, frame, mode)
        return self.expr(e.then if self.cond(e.cond, frame) else e.other, frame, mode)

    # -- statements ------------------------------------------------------------------------------------
    def block(self, stmts: tuple[Stmt, ...], frame: _Frame, mode: _Mode) -> None:
        for s in stmts:
            self.stmt(s, frame, mode)

    def stmt(self, s: Stmt, frame: _Frame, mode: _Mode) -> None:
        if isinstance(s, (For, VectorFor, Call)):
            self.compound(s, frame, mode)
            return
        try:
            self.simple(s, frame, mode)
        except GenError as e:
            if "(in `" in e.message:
                raise
            raise GenError(f"{e.message} (in `{statement_text(s)}`{self.where()})") from None

    def where(self) -> str:
        """The open loops' indices, innermost last."""
        parts = [f"{var} = {frame.ints.get(var)}{' (' + kind + ')' if kind else ''}" for var, frame, kind in self.loops]
        return " at " + ", ".join(parts) if parts else ""

    def compound(self, s: Stmt, frame: _Frame, mode: _Mode) -> None:
        if isinstance(s, Call):
            self.call(s, frame)
        elif isinstance(s, For):
            self.loop(s, frame, mode)
        else:
            self.vector_loop(s, frame, mode)

    def simple(self, s: Stmt, frame: _Frame, mode: _Mode) -> None:
        if isinstance(s, Comment):
            return
        if isinstance(s, DeclWords):
            for d in kept_declarations(s, mode.scalar_copy, mode.subst):
                frame.words[d.name] = [None if d.init is None else self.expr(d.init, frame, mode), s.const]
            return
        if isinstance(s, DeclPointers):
            for p in s.pointers:
                base = self.view(p.base, frame)
                offset = base.offset + (0 if p.offset is None else self.int(p.offset, frame))
                if not 0 <= offset <= len(base.buffer.cells):
                    raise self.fail(f"pointer {p.name} = {base.buffer.name} + {offset} is outside the array")
                frame.views[p.name] = View(base.buffer, offset, base.const or s.const)
            return
        if isinstance(s, DeclArrays):
            bits = 64 if s.ctype == "uint64_t" else None
            if bits is None:
                raise self.fail(f"local arrays of {s.ctype} are not supported")
            for a in s.arrays:
                frame.views[a.name] = View(Buffer(a.name, [None] * a.length, bits))
            return
        if isinstance(s, DeclInts):
            for name, init in s.names:
                frame.ints[name] = None if init is None else self.int(init, frame)
            return
        if isinstance(s, Assign):
            self.assign(s, frame, mode)
            return
        if isinstance(s, Store):
            self.store(s, frame, mode)
            return
        if isinstance(s, Zero):
            v = self.view(s.array, frame)
            start, count = v.offset + self.int(s.start, frame), self.int(s.count, frame)
            self.write(v, s.array, start, (ZERO,) * count)
            return
        if isinstance(s, Extern):
            raise self.fail(f"cannot run {s.name}(), a call outside the IR: prove the parts around it")
        raise self.fail(f"cannot run statement {s!r}")

    def assign(self, s: Assign, frame: _Frame, mode: _Mode) -> None:
        entry = frame.words.get(s.name)
        if entry is None:
            raise self.fail(f"assignment to undeclared word {s.name}")
        if entry[1]:
            raise self.fail(f"assignment to const word {s.name}")
        if s.op == "=":
            entry[0] = self.expr(s.value, frame, mode)
            return
        if entry[0] is None:
            raise self.fail(f"word {s.name} is used undefined")
        if s.op == "^=":
            entry[0] = tuple(w_xor(a, b) for a, b in zip(entry[0], self.expr(s.value, frame, mode)))
        elif s.op == "&=" and isinstance(s.value, Const):
            entry[0] = tuple(w_and(a, s.value.value) for a in entry[0])
        else:
            raise self.fail(f"{s.name} {s.op} ... is not a linear update")

    def store(self, s: Store, frame: _Frame, mode: _Mode) -> None:
        v = self.view(s.array, frame)
        at = v.offset + self.int(s.index, frame)
        value_expr = s.value
        if mode.scalar_copy:
            computed = home_store_value(s, mode.subst)
            if computed is not None:  # the scalar copy computes a home temporary in place
                value_expr = computed
        if s.op == "&=":
            if not isinstance(value_expr, Const):
                raise self.fail(f"{s.array}[...] &= with a data word is not linear")
            old = self.load(Load(s.array, s.index), frame, mode)
            self.write(v, s.array, at, tuple(w_and(a, value_expr.value) for a in old))
            return
        value = self.expr(value_expr, frame, mode)
        if s.op == "^=":
            old = self.load(Load(s.array, s.index), frame, mode)
            value = tuple(w_xor(a, b) for a, b in zip(old, value))
        elif s.op != "=":
            raise self.fail(f"unknown store operator {s.op}")
        self.write(v, s.array, at, value)

    def write(self, v: View, name: str, at: int, words: tuple) -> None:
        cells = v.buffer.cells
        if v.const:
            raise self.fail(f"store through const pointer {name}")
        if at < 0 or at + len(words) > len(cells):
            raise self.fail(f"{name} writes {v.buffer.name}[{at}..{at + len(words) - 1}], outside its "
                            f"{len(cells)} elements")
        bits = v.buffer.bits
        cells[at:at + len(words)] = [w_truncate(w, bits) for w in words]

    def call(self, s: Call, frame: _Frame) -> None:
        fn = s.function
        if len(fn.params) != len(s.args):
            raise self.fail(f"{fn.name} takes {len(fn.params)} arguments, not {len(s.args)}")
        bindings = {}
        for p, a in zip(fn.params, s.args):
            if isinstance(p, ArrayParam) != isinstance(a, ArrayArg):
                raise self.fail(f"argument {p.name} of {fn.name} has the wrong kind")
            if isinstance(a, ArrayArg):
                base = self.view(a.array, frame)
                offset = base.offset + (0 if a.offset is None else self.int(a.offset, frame))
                bindings[p.name] = View(base.buffer, offset, base.const)
            else:
                bindings[p.name] = self.int(a, frame)
        outer, self.loops = self.loops, []
        try:
            self.run(fn, bindings)
        except GenError as e:
            raise GenError(f"{e.message}, called from {fn.name}(){self.where_in(outer)}") from None
        self.loops = outer

    def where_in(self, loops: list) -> str:
        saved, self.loops = self.loops, loops
        try:
            return self.where()
        finally:
            self.loops = saved

    def start(self, s: For | VectorFor, frame: _Frame, mode: _Mode, what: str) -> None:
        """Set a loop's index to its start (or keep the value a previous loop left, `for (; ...)`)."""
        if mode.vector or mode.scalar_copy:
            raise self.fail(what)
        if s.start is not None:
            frame.ints[s.var] = self.int(s.start, frame)
        elif frame.ints.get(s.var) is None:
            raise self.fail(f"loop continues {s.var}, which is undefined")

    def loop(self, s: For, frame: _Frame, mode: _Mode) -> None:
        self.start(s, frame, mode, "loops inside a vector loop body are not supported")
        steps = 0
        self.loops.append((s.var, frame, ""))
        while self.cond(s.cond, frame):
            self.block(s.body, frame, mode)
            frame.ints[s.var] += 1
            steps += 1
            if steps > MAX_LOOP_STEPS:
                raise self.fail(f"loop over {s.var} does not end")
        self.loops.pop()

    def vector_loop(self, s: VectorFor, frame: _Frame, mode: _Mode) -> None:
        self.start(s, frame, mode, "vector loops do not nest")
        end = self.int(s.end, frame)
        vector = _Mode(lanes=self.V, vector=True, var=s.var)
        self.loops.append((s.var, frame, f"vector step of {self.V} words"))
        while frame.ints[s.var] + self.V + s.reach <= end:
            self.block(s.body, frame, vector)
            frame.ints[s.var] += self.V
        self.loops[-1] = (s.var, frame, "scalar remainder")
        while frame.ints[s.var] < end:
            self.block(s.body, frame, _Mode(scalar_copy=True, var=s.var))
            frame.ints[s.var] += 1
        self.loops.pop()
