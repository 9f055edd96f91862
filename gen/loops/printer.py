"""Print glue IR as C, in the layout of gen/templates/_ring_body.j2.

Expressions get the parentheses C's precedence needs, plus those gcc and clang's -Wparentheses
ask for (& or ^ inside |, & inside ^, arithmetic inside a bitwise operator or a shift), plus the
ones a `Paren` node keeps. A loop body of one statement is printed without braces.

A `VectorFor` is printed twice: the vector loop (word temporaries of the vector type, loads and
stores through the `ld`/`st` helpers, guarded terms of a `Select(vector_elide=True)` printed
unguarded) and the scalar remainder (temporaries marked `scalar_inline` replaced by their value,
those with a `home` kept in memory there).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import GenError
from .ir import (ArrayArg, ArrayParam, Assign, Bin, Call, Cast, Comment, Cond, Const, DeclArrays, DeclInts,
                 DeclPointers, DeclWords, Extern, For, Function, IBin, Int, IntExpr, IVar, Load, Neg, Paren, Select,
                 Shift, Stmt, Store, Var, VectorFor, WordExpr, Zero, kept_declarations)


@dataclass(frozen=True)
class VectorSpelling:
    """How vector loops are spelled: the type prefix + "vec" holds `words` 64-bit words; helpers
    prefix + "ld" / prefix + "st" load and store one; the macro PREFIX + "V" is `words`."""

    prefix: str
    words: int
    vector_type: str = field(init=False)
    load: str = field(init=False)
    store: str = field(init=False)
    words_macro: str = field(init=False)

    def __post_init__(self) -> None:
        p = self.prefix
        for name, spelling in (("vector_type", f"{p}vec"), ("load", f"{p}ld"), ("store", f"{p}st"),
                               ("words_macro", f"{p.upper()}V")):
            object.__setattr__(self, name, spelling)


def print_vector_helpers(spelling: VectorSpelling) -> str:
    """The vector type, the words-per-vector macro and the ld/st helpers (memcpy: any alignment)."""
    s = spelling
    return (f"typedef uint64_t {s.vector_type} __attribute__((vector_size({8 * s.words})));\n"
            f"#define {s.words_macro} {s.words} /* 64-bit words per vector */\n"
            f"\n"
            f"static inline {s.vector_type} {s.load}(const uint64_t *p)\n"
            f"{{\n"
            f"    {s.vector_type} v;\n"
            f"    memcpy(&v, p, sizeof v);\n"
            f"    return v;\n"
            f"}}\n"
            f"\n"
            f"static inline void {s.store}(uint64_t *p, {s.vector_type} v)\n"
            f"{{\n"
            f"    memcpy(p, &v, sizeof v);\n"
            f"}}\n")


def print_function(fn: Function, spelling: VectorSpelling | None = None) -> str:
    """The function's doc comment, signature and body, ending with a newline."""
    params = ", ".join(_param(p) for p in fn.params)
    lines = fn.doc.splitlines() if fn.doc else []
    lines += [f"{fn.storage}void {fn.name}({params})", "{"]
    lines += _block(fn.body, _Ctx(spelling), 1)
    lines.append("}")
    return "\n".join(lines) + "\n"


def print_block(stmts: tuple[Stmt, ...], spelling: VectorSpelling | None = None, indent: int = 1) -> str:
    """Statements (e.g. a fragment such as the Karatsuba sums) at `indent` levels of 4 spaces."""
    lines = _block(tuple(stmts), _Ctx(spelling), indent)
    return "\n".join(lines) + "\n" if lines else ""


def _param(p) -> str:
    if isinstance(p, ArrayParam):
        const = "const " if p.const else ""
        return f"{const}{p.ctype} {p.name}[{p.extent}]" if p.extent else f"{const}{p.ctype} *{p.name}"
    return f"int {p.name}"


# -- expressions -----------------------------------------------------------------------------------
ATOM, CAST, MUL, ADD, SHIFT, REL, EQ, BAND, BXOR, BOR, COND = 16, 15, 13, 12, 11, 10, 9, 8, 7, 6, 3
_PREC = {"*": MUL, "+": ADD, "-": ADD, "<<": SHIFT, ">>": SHIFT, "<": REL, "<=": REL, "==": EQ, "&": BAND,
         "^": BXOR, "|": BOR, "?:": COND, "cast": CAST}
_WARNS = {("|", "&"), ("|", "^"), ("^", "&")} | {(p, "-") for p in ("|", "^", "&", "<<", ">>")} \
    | {(p, "+") for p in ("|", "^", "&", "<<", ">>")}


@dataclass
class _Ctx:
    spelling: VectorSpelling | None
    vector: bool = False  # printing the vector copy of a VectorFor body
    scalar_copy: bool = False  # printing the scalar copy of a VectorFor body
    subst: dict = field(default_factory=dict)  # scalar copy: name -> ("inline", init) | ("home", load, init)

    def need_spelling(self) -> VectorSpelling:
        if self.spelling is None:
            raise GenError("printing a vector loop needs a VectorSpelling")
        return self.spelling


def int_text(e: IntExpr) -> str:
    return _int(e)[0]


def _int(e: IntExpr) -> tuple[str, int]:
    if isinstance(e, Int):
        return str(e.value), ATOM
    if isinstance(e, IVar):
        return e.name, ATOM
    if isinstance(e, IBin):
        prec = _PREC[e.op]
        left, lp = _int(e.left)
        right, rp = _int(e.right)
        if lp < prec:
            left = f"({left})"
        if rp <= prec:
            right = f"({right})"
        return f"{left} {e.op} {right}", prec
    raise GenError(f"not an integer expression: {e!r}")


def cond_text(c: Cond) -> str:
    return f"{int_text(c.left)} {c.op} {int_text(c.right)}"


def _offset_text(base: str, offset: IntExpr | None) -> str:
    """base + offset as C pointer arithmetic (an additive chain continues without parentheses)."""
    if offset is None or offset == Int(0):
        return base
    text, prec = _int(offset)
    return f"{base} + {text}" if prec >= ADD else f"{base} + ({text})"


def _word(e: WordExpr, ctx: _Ctx) -> tuple[str, int, str | None]:
    """(text, precedence, operator) of a word expression."""
    if isinstance(e, Load):
        if ctx.vector:
            return f"{ctx.need_spelling().load}({_offset_text(e.array, e.index)})", ATOM, None
        return f"{e.array}[{int_text(e.index)}]", ATOM, None
    if isinstance(e, Var):
        sub = ctx.subst.get(e.name)
        if sub is None:
            return e.name, ATOM, None
        return _word(sub[1], ctx)  # the initialiser (inline) or the home location
    if isinstance(e, Const):
        return ("0" if e.value == 0 else f"UINT64_C(0x{e.value:016x})"), ATOM, None
    if isinstance(e, Bin):
        return f"{_operand(e.left, e.op, 'left', ctx)} {e.op} {_operand(e.right, e.op, 'right', ctx)}", _PREC[e.op], e.op
    if isinstance(e, Shift):
        return f"{_operand(e.operand, e.op, 'left', ctx)} {e.op} {e.amount}", SHIFT, e.op
    if isinstance(e, Neg):
        return f"0 - {_operand(e.operand, '-', 'right', ctx)}", ADD, "-"
    if isinstance(e, Select):
        if ctx.vector:
            if not e.vector_elide:
                raise GenError("a conditional inside a vector loop must be elidable (vector_elide=True)")
            return _word(e.then, ctx)
        then, _, _ = _word(e.then, ctx)
        return f"{cond_text(e.cond)} ? {then} : {_operand(e.other, '?:', 'right', ctx)}", COND, "?:"
    if isinstance(e, Cast):
        return f"({e.ctype}){_operand(e.operand, 'cast', 'right', ctx)}", CAST, "cast"
    if isinstance(e, Paren):
        return f"({_word(e.operand, ctx)[0]})", ATOM, None
    raise GenError(f"not a word expression: {e!r}")


def _operand(e: WordExpr, parent: str, side: str, ctx: _Ctx) -> str:
    text, prec, op = _word(e, ctx)
    pp = _PREC[parent]
    if prec < pp or (prec == pp and side == "right" and parent != "?:") or (parent, op) in _WARNS:
        return f"({text})"
    return text


def word_text(e: WordExpr) -> str:
    """A word expression as the scalar code spells it."""
    return _word(e, _Ctx(None))[0]


def statement_text(s: Stmt) -> str:
    """A simple statement on one line, as the scalar code spells it (for messages)."""
    try:
        return " ".join(line.strip() for line in _stmt(s, _Ctx(None), 0)[0])
    except GenError:
        return type(s).__name__


# -- statements --------------------------------------------------------------------------------------
def _block(stmts: tuple[Stmt, ...], ctx: _Ctx, ind: int) -> list[str]:
    out: list[str] = []
    for s in stmts:
        out += _stmt(s, ctx, ind)[0]
    return out


def _tail(s: Stmt) -> str:
    return f"{' ' * s.gap}/* {s.comment} */" if s.comment else ""


def _stmt(s: Stmt, ctx: _Ctx, ind: int) -> tuple[list[str], str]:
    """(lines, kind): kind "stmt", "decl" or "comment" (a one-statement loop body has no braces)."""
    pad = "    " * ind
    tail = _tail(s)
    if isinstance(s, Comment):
        return [f"{pad}/* {s.text} */"], "comment"
    if isinstance(s, DeclWords):
        return _decl_words(s, ctx, pad, tail), "decl"
    if isinstance(s, DeclPointers):
        const = "const " if s.const else ""
        items = ", ".join(f"*{p.name} = {_offset_text(p.base, p.offset)}" for p in s.pointers)
        return [f"{pad}{const}uint64_t {items};{tail}"], "decl"
    if isinstance(s, DeclArrays):
        items = ", ".join(f"{a.name}[{a.length}]" for a in s.arrays)
        return [f"{pad}{s.ctype} {items};{tail}"], "decl"
    if isinstance(s, DeclInts):
        items = ", ".join(name if init is None else f"{name} = {int_text(init)}" for name, init in s.names)
        return [f"{pad}{'const ' if s.const else ''}int {items};{tail}"], "decl"
    if isinstance(s, Assign):
        return [f"{pad}{s.name} {s.op} {_word(s.value, ctx)[0]};{tail}"], "stmt"
    if isinstance(s, Store):
        return [f"{pad}{_store(s, ctx)};{tail}"], "stmt"
    if isinstance(s, Zero):
        count, prec = _int(s.count)
        count = count if prec >= MUL else f"({count})"
        return [f"{pad}memset({_offset_text(s.array, s.start)}, 0, sizeof(uint64_t) * {count});{tail}"], "stmt"
    if isinstance(s, Call):
        args = ", ".join(_offset_text(a.array, a.offset) if isinstance(a, ArrayArg) else int_text(a) for a in s.args)
        return [f"{pad}{s.function.name}({args});{tail}"], "stmt"
    if isinstance(s, Extern):
        return [f"{pad}{s.name}({', '.join(s.args)});{tail}"], "stmt"
    if isinstance(s, For):
        start = "" if s.start is None else f"{s.var} = {int_text(s.start)}"
        header = f"for ({start}; {cond_text(s.cond)}; {s.var}++)"
        return _loop(header, tail, [_stmt(b, ctx, ind + 1) for b in s.body], pad), "stmt"
    if isinstance(s, VectorFor):
        return _vector_for(s, ctx, ind, pad, tail), "stmt"
    raise GenError(f"cannot print statement {s!r}")


def _decl_words(s: DeclWords, ctx: _Ctx, pad: str, tail: str) -> list[str]:
    kept = kept_declarations(s, ctx.scalar_copy, ctx.subst)
    if not kept:
        return []
    typ = ctx.need_spelling().vector_type if ctx.vector else "uint64_t"
    const = "const " if s.const else ""
    items = [d.name if d.init is None else f"{d.name} = {_word(d.init, ctx)[0]}" for d in kept]
    if ctx.vector and s.split_vector:
        lines = [f"{pad}{const}{typ} {item};" for item in items]
        lines[-1] += tail
        return lines
    return [f"{pad}{const}{typ} {', '.join(items)};{tail}"]


def home_store_value(s: Store, ctx_subst: dict) -> WordExpr | None:
    """In a scalar copy: the value a store of a `home` temporary to its home computes, else None."""
    if isinstance(s.value, Var) and s.op == "=":
        sub = ctx_subst.get(s.value.name)
        if sub is not None and sub[0] == "home" and sub[1] == Load(s.array, s.index):
            return sub[2]
    return None


def split_self_xor(array: str, index: IntExpr, value: WordExpr) -> WordExpr | None:
    """The rest of `value` when it is array[index] ^ rest (a left-nested chain), else None."""
    chain = []
    e = value
    while isinstance(e, Bin) and e.op == "^":
        chain.append(e.right)
        e = e.left
    if e != Load(array, index) or not chain:
        return None
    chain.reverse()
    rest = chain[0]
    for t in chain[1:]:
        rest = Bin("^", rest, t)
    return rest


def _store(s: Store, ctx: _Ctx) -> str:
    if ctx.vector:
        sp = ctx.need_spelling()
        ptr = _offset_text(s.array, s.index)
        if s.op == "=":
            return f"{sp.store}({ptr}, {_word(s.value, ctx)[0]})"
        # the value joins the chain ld(p) ^ ... as its left part: ^ needs no parentheses
        return f"{sp.store}({ptr}, {sp.load}({ptr}) {s.op[0]} {_operand(s.value, s.op[0], 'left', ctx)})"
    op, value = s.op, s.value
    if ctx.scalar_copy:
        computed = home_store_value(s, ctx.subst)
        if computed is not None:
            rest = split_self_xor(s.array, s.index, computed)
            op, value = ("^=", rest) if rest is not None else ("=", computed)
    return f"{s.array}[{int_text(s.index)}] {op} {_word(value, ctx)[0]}"


def _loop(header: str, tail: str, groups: list[tuple[list[str], str]], pad: str) -> list[str]:
    real = [g for g in groups if g[0]]
    if len(real) == 1 and real[0][1] == "stmt":
        return [f"{pad}{header}{tail}"] + real[0][0]
    lines = [f"{pad}{header} {{{tail}"]
    for g in real:
        lines += g[0]
    return lines + [f"{pad}}}"]


def _vector_for(s: VectorFor, ctx: _Ctx, ind: int, pad: str, tail: str) -> list[str]:
    if ctx.vector or ctx.scalar_copy:
        raise GenError("vector loops do not nest")
    sp = ctx.need_spelling()
    if s.reach not in (0, 1):
        raise GenError(f"VectorFor reach must be 0 or 1, not {s.reach}")
    v, end = s.var, int_text(s.end)
    start = "" if s.start is None else f"{v} = {int_text(s.start)}"
    test = f"{v} + {sp.words_macro} {'<=' if s.reach == 0 else '<'} {end}"
    vector = _Ctx(ctx.spelling, vector=True)
    scalar = _Ctx(ctx.spelling, scalar_copy=True)
    lines = _loop(f"for ({start}; {test}; {v} += {sp.words_macro})", tail,
                  [_stmt(b, vector, ind + 1) for b in s.body], pad)
    return lines + _loop(f"for (; {v} < {end}; {v}++)", "", [_stmt(b, scalar, ind + 1) for b in s.body], pad)
