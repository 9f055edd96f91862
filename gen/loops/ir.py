"""A small loop IR for word-array glue code: loops as syntax, not text.

Three layers, all frozen dataclasses (hashable, comparable, rewritable with `rewrite`):

* public integer expressions (`Int`, `IVar`, `IBin`) and conditions on them (`Cond`): indices,
  loop bounds and sizes. They never depend on data, which is what keeps the code constant time.
* word expressions: loads `p[i + k]`, word temporaries, constants, ^ | & << >>, `0 - x`
  (`Neg`, the bit broadcast `0 - (x >> 63)`), conditional expressions on a public `Cond`
  (`Select`), casts and spelling-only parentheses (`Paren`). Python's operators build them with
  C's precedence: `a0[i] ^ a1[i] << 1` is `a0[i] ^ (a1[i] << 1)` in both.
* statements (declarations, assignments, stores, memset, calls, comments) and counted loops:
  `For` (scalar) and `VectorFor` (a vector loop of V words per step, then the scalar remainder;
  the printer prints both from one body).

A vector loop body is printed twice. Its temporaries may say how the scalar copy spells them:
`scalar_inline` (the scalar loop uses the initialiser in place of the name) or `home` (the scalar
loop keeps the value in memory: the store of the name to its home computes it there, later uses
read the home). The evaluator runs the printed forms, so the proof covers both copies exactly.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Callable, Union


# -- public integer expressions ------------------------------------------------------------------
def _int_op(op: str, reflected: bool = False) -> Callable:
    def method(self, other: IntLike) -> IBin:
        return IBin(op, as_int(other), self) if reflected else IBin(op, self, as_int(other))
    return method


def _cond(op: str) -> Callable:
    def method(self, other: IntLike) -> Cond:
        return Cond(op, self, as_int(other))
    return method


class IntExpr:
    """A public integer expression (index, bound, size); + - * build `IBin` trees as written."""

    __add__, __radd__ = _int_op("+"), _int_op("+", True)
    __sub__, __rsub__ = _int_op("-"), _int_op("-", True)
    __mul__, __rmul__ = _int_op("*"), _int_op("*", True)
    lt, le, eq = _cond("<"), _cond("<="), _cond("==")


@dataclass(frozen=True)
class Int(IntExpr):
    value: int


@dataclass(frozen=True)
class IVar(IntExpr):
    """An int variable: a loop index, a runtime size parameter or a `const int`."""

    name: str


@dataclass(frozen=True)
class IBin(IntExpr):
    op: str  # "+", "-", "*"
    left: IntExpr
    right: IntExpr


@dataclass(frozen=True)
class Cond:
    """A comparison of public integers: the only thing code may branch or select on."""

    op: str  # "<", "<=", "=="
    left: IntExpr
    right: IntExpr


IntLike = Union[int, IntExpr]


def as_int(x: IntLike) -> IntExpr:
    return Int(x) if isinstance(x, int) else x


# -- word expressions ----------------------------------------------------------------------------
def _word_op(op: str, reflected: bool = False) -> Callable:
    def method(self, other: WordLike) -> Bin:
        return Bin(op, as_word(other), self) if reflected else Bin(op, self, as_word(other))
    return method


def _shift(op: str) -> Callable:
    def method(self, amount: int) -> Shift:
        return Shift(op, self, amount)
    return method


class WordExpr:
    """A 64-bit word value; ^ | & << >> build trees with C's precedence."""

    __xor__, __rxor__ = _word_op("^"), _word_op("^", True)
    __or__, __ror__ = _word_op("|"), _word_op("|", True)
    __and__ = _word_op("&")
    __lshift__, __rshift__ = _shift("<<"), _shift(">>")


@dataclass(frozen=True)
class Load(WordExpr):
    """array[index] (zero-extended to 64 bits when the array's elements are narrower)."""

    array: str
    index: IntExpr


@dataclass(frozen=True)
class Var(WordExpr):
    """A word temporary."""

    name: str


@dataclass(frozen=True)
class Const(WordExpr):
    """A constant word: 0, or a mask (only as an operand of &)."""

    value: int


@dataclass(frozen=True)
class Bin(WordExpr):
    op: str  # "^", "|", "&"
    left: WordExpr
    right: WordExpr


@dataclass(frozen=True)
class Shift(WordExpr):
    op: str  # "<<", ">>"
    operand: WordExpr
    amount: int


@dataclass(frozen=True)
class Neg(WordExpr):
    """0 - operand: with operand 0 or 1, all zeros or all ones (the bit broadcast)."""

    operand: WordExpr


@dataclass(frozen=True)
class Select(WordExpr):
    """cond ? then : other, cond public. vector_elide: in a vector loop print `then` alone (the
    evaluator checks cond holds in every lane of every vector step)."""

    cond: Cond
    then: WordExpr
    other: WordExpr
    vector_elide: bool = False


@dataclass(frozen=True)
class Cast(WordExpr):
    """(ctype)operand: truncates to `bits` (64 for uint64_t)."""

    ctype: str
    bits: int
    operand: WordExpr


@dataclass(frozen=True)
class Paren(WordExpr):
    """Parentheses the printer keeps even where C's precedence does not need them."""

    operand: WordExpr


WordLike = Union[int, WordExpr]


def as_word(x: WordLike) -> WordExpr:
    return Const(x) if isinstance(x, int) else x


class Array:
    """A handle for building loads: `Array("a")[i + 1]` is `Load("a", i + 1)`."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getitem__(self, index: IntLike) -> Load:
        return Load(self.name, as_int(index))


def xor_all(*terms: WordLike) -> WordExpr:
    """t0 ^ t1 ^ ... as a left-nested chain (printed without parentheses)."""
    out = as_word(terms[0])
    for t in terms[1:]:
        out = Bin("^", out, as_word(t))
    return out


def select(cond: Cond, then: WordLike, other: WordLike = 0, *, vector_elide: bool = False) -> Select:
    return Select(cond, as_word(then), as_word(other), vector_elide)


# -- statements ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Stmt:
    """A statement; `comment` is printed after it as /* comment */, `gap` spaces away."""

    comment: str = field(default="", kw_only=True)
    gap: int = field(default=1, kw_only=True)


@dataclass(frozen=True)
class Decl:
    """One declarator of a word declaration (init None: declared only)."""

    name: str
    init: WordExpr | None = None
    scalar_inline: bool = False  # in a vector body: the scalar copy uses `init` in place of the name
    home: Load | None = None  # in a vector body: the scalar copy keeps the value at this location


@dataclass(frozen=True)
class DeclWords(Stmt):
    """uint64_t (or the vector type, in a vector body) declarators; split_vector: one declaration
    per line in the vector copy."""

    decls: tuple[Decl, ...]
    const: bool = False
    split_vector: bool = False


def kept_declarations(s: DeclWords, scalar_copy: bool, subst: dict) -> list[Decl]:
    """The declarations a block keeps; in the scalar copy of a vector loop body, a word with a home
    (or one inlined) becomes a substitution in `subst` instead (printer and machine share this rule)."""
    kept: list[Decl] = []
    for d in s.decls:
        if scalar_copy and d.home is not None:
            subst[d.name] = ("home", d.home, d.init)
        elif scalar_copy and d.scalar_inline:
            subst[d.name] = ("inline", d.init)
        else:
            subst.pop(d.name, None)
            kept.append(d)
    return kept


@dataclass(frozen=True)
class Pointer:
    name: str
    base: str
    offset: IntExpr | None = None


@dataclass(frozen=True)
class DeclPointers(Stmt):
    """uint64_t *name = base + offset, ... (aliases into a parameter's array)."""

    pointers: tuple[Pointer, ...]
    const: bool = False


@dataclass(frozen=True)
class LocalArray:
    name: str
    length: int


@dataclass(frozen=True)
class DeclArrays(Stmt):
    """ctype name[length], ...: local arrays (their contents start undefined)."""

    arrays: tuple[LocalArray, ...]
    ctype: str = "uint64_t"


@dataclass(frozen=True)
class DeclInts(Stmt):
    """int name, ... or const int name = value."""

    names: tuple[tuple[str, IntExpr | None], ...]
    const: bool = False


@dataclass(frozen=True)
class Assign(Stmt):
    """name op value for a word temporary; op "=", "^=" or "&=" (with a constant)."""

    name: str
    value: WordExpr
    op: str = "="


@dataclass(frozen=True)
class Store(Stmt):
    """array[index] op value; op "=", "^=" or "&=" (with a constant)."""

    array: str
    index: IntExpr
    value: WordExpr
    op: str = "="


@dataclass(frozen=True)
class Zero(Stmt):
    """memset(array + start, 0, count words)."""

    array: str
    start: IntExpr
    count: IntExpr


@dataclass(frozen=True)
class ArrayArg:
    """array + offset, passed to a call."""

    array: str
    offset: IntExpr | None = None


@dataclass(frozen=True)
class Call(Stmt):
    """A call of another IR function (the evaluator runs it)."""

    function: Function
    args: tuple[ArrayArg | IntExpr, ...]


@dataclass(frozen=True)
class Extern(Stmt):
    """A call of a function outside the IR (printed as is; nothing can evaluate it)."""

    name: str
    args: tuple[str, ...]


@dataclass(frozen=True)
class Comment(Stmt):
    text: str


@dataclass(frozen=True)
class For(Stmt):
    """for (var = start; cond; var++) body; start None continues from the current value."""

    var: str
    start: IntExpr | None
    cond: Cond
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class VectorFor(Stmt):
    """Words [start, end) in steps of V words (vector types), then one by one: printed as

        for (var = start; var + V <= end; var += V) vector body      (reach 1: var + V < end)
        for (; var < end; var++) scalar body

    reach 1 leaves the word after the last vector step to the scalar loop (for bodies that read
    word var + 1). `comment` goes on the vector loop's line."""

    var: str
    start: IntExpr | None
    end: IntExpr
    body: tuple[Stmt, ...]
    reach: int = 0


# -- functions -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ArrayParam:
    """ctype *name, or ctype name[extent] when extent is given; bits: width of an element."""

    name: str
    ctype: str = "uint64_t"
    const: bool = False
    extent: str | None = None
    bits: int = 64


@dataclass(frozen=True)
class IntParam:
    name: str


@dataclass(frozen=True)
class Function:
    """void name(params) { body }, printed after `doc` (verbatim comment lines)."""

    name: str
    params: tuple[ArrayParam | IntParam, ...]
    body: tuple[Stmt, ...]
    storage: str = "static inline "
    doc: str = ""


Block = tuple[Stmt, ...]


def rewrite(node, change: Callable[[object], object | None]):
    """Rebuild an IR tree bottom-up; `change(n)` returns a replacement for n or None to keep it.

    For tests and experiments, e.g. planting a bug: rewrite(fn, lambda n: ... if n == old else None).
    """
    if isinstance(node, tuple):
        new = tuple(rewrite(x, change) for x in node)
        return node if all(a is b for a, b in zip(new, node)) else new
    if not is_dataclass(node) or isinstance(node, type):
        return node
    updates = {}
    for f in fields(node):
        value = vars(node)[f.name]
        new = rewrite(value, change)
        if new is not value:
            updates[f.name] = new
    rebuilt = replace(node, **updates) if updates else node
    swapped = change(rebuilt)
    return rebuilt if swapped is None else swapped

