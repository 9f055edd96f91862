"""The one unparser: IR programs -> C function bodies, with op spellings from the target plug-in."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..ir import Op, Program
from ..isa import KernelShape, Target


@dataclass(frozen=True)
class Function:
    """A kernel function ready for the templates."""

    kind: str  # mul | sqr | clmul | reduce
    signature: str  # without storage class
    body: str
    doc: str


def shape_for(m: int, word_bits: int) -> KernelShape:
    element = m <= 64
    elem_type = next(f"uint{w}_t" for w in (8, 16, 32, 64) if m <= w) if element else "uint64_t"
    n64 = -(-m // 64)
    clmul_words = -(-(2 * m - 1) // 64) if element else 2 * n64
    return KernelShape(m, word_bits, element, elem_type, n64, clmul_words)


def signatures(sym: str, shape: KernelShape) -> dict[str, str]:
    t = f"{sym}_t"
    if shape.element:
        return {
            "mul": f"{t} {sym}_mul({t} a, {t} b)",
            "sqr": f"{t} {sym}_sqr({t} a)",
            "clmul": f"void {sym}_clmul(uint64_t c[{sym.upper()}_CLMUL_WORDS], {t} a, {t} b)",
            "reduce": f"{t} {sym}_reduce(const uint64_t c[{sym.upper()}_CLMUL_WORDS])",
        }
    W, C = f"{sym.upper()}_WORDS", f"{sym.upper()}_CLMUL_WORDS"
    return {
        "mul": f"void {sym}_mul(uint64_t r[{W}], const uint64_t a[{W}], const uint64_t b[{W}])",
        "sqr": f"void {sym}_sqr(uint64_t r[{W}], const uint64_t a[{W}])",
        "clmul": f"void {sym}_clmul(uint64_t c[{C}], const uint64_t a[{W}], const uint64_t b[{W}])",
        "reduce": f"void {sym}_reduce(uint64_t r[{W}], const uint64_t c[{C}])",
    }


DOCS = {
    "mul": "a*b mod f. Inputs must be reduced (less than 2^m).{alias}",
    "sqr": "a^2 mod f. The input must be reduced.",
    "clmul": "The unreduced carryless product a*b (degree <= 2m-2), the first half of mul.",
    "reduce": "c mod f for c of degree <= 2m-2 (an output of clmul), the second half of mul.",
}


def render_function(kind: str, sym: str, helper_prefix: str, prog: Program, target: Target,
                    shape: KernelShape) -> Function:
    """C body for one kernel function."""
    T = target.word_type()
    D = target.dword_type(helper_prefix)
    lines: list[str] = []
    lines += op_lines(prog, lambda src, idx: _load_expr(target, shape, kind, src, idx),
                      lambda op, args: target.expr(helper_prefix, prog, op, args), lambda op: D if op.is_dword else T)
    lines += _store_lines(target, shape, kind, prog, sym)
    return api_function(kind, sym, shape, "\n".join(lines))


def api_function(kind: str, sym: str, shape: KernelShape, body: str) -> Function:
    """The kernel function `kind` (mul, sqr, clmul, reduce) of the API with this C body: its signature and doc."""
    alias = "" if shape.element else " r may alias a or b."
    return Function(kind, signatures(sym, shape)[kind], body, DOCS[kind].format(alias=alias))


def op_lines(prog: Program, load: Callable[[str, int], str], expr: Callable[[Op, list[str]], str],
             ctype: Callable[[Op], str]) -> list[str]:
    """One `const T vI = ...;` line per op (zeros are left out): load(src, index) for loads, expr(op,
    argument names) for the rest."""
    lines = []
    for i, op in enumerate(prog.ops):
        if op.kind == "zero":
            continue
        text = load(*op.imm) if op.kind == "load" else expr(op, [f"v{a}" for a in op.args])
        lines.append(f"    const {ctype(op)} v{i} = {text};")
    return lines


def _load_expr(target: Target, shape: KernelShape, kind: str, src: str, idx: int) -> str:
    W = target.word_bits
    per64 = 64 // W
    word64, half = divmod(idx, per64)
    is_array = src == "c" or not shape.element
    base = f"{src}[{word64}]" if is_array else f"(uint64_t){src}"
    if W == 64:
        return target.load_word(base, is_array)
    return target.load_word(f"{base} >> {32 * half}" if half else base, False)


def _store_lines(target: Target, shape: KernelShape, kind: str, prog: Program, sym: str) -> list[str]:
    W = target.word_bits
    per64 = 64 // W
    by_index = {idx: v for dst, idx, v in prog.outputs}
    words64 = shape.clmul_api_words if kind == "clmul" else shape.n_api_words
    exprs = []
    for w in range(words64):
        parts = []
        for half in range(per64):
            v = by_index.get(w * per64 + half)
            if v is None or prog.ops[v].kind == "zero":
                continue
            u = target.to_u64(f"v{v}")
            parts.append(f"({u} << {32 * half})" if half else u)
        exprs.append(" | ".join(parts) if parts else "0")
    if kind in ("mul", "sqr", "reduce") and shape.element:
        return [f"    return ({sym}_t)({exprs[0]});"]
    dst = "c" if kind == "clmul" else "r"
    out = []
    for w, e in enumerate(exprs):
        v = by_index.get(w) if W == 64 else None
        direct = target.store_word(f"&{dst}[{w}]", f"v{v}") if v is not None and prog.ops[v].kind != "zero" else None
        out.append(f"    {direct};" if direct is not None else f"    {dst}[{w}] = {e};")
    return out


def render_dual_product(prog: Program, target, size: int) -> str:
    """C body computing two independent size x size-word products c0 = a0*b0, c1 = a1*b1 with one
    xmm-model product program printed on ymm registers (target.dual_expr): lane half k runs instance k."""
    lines = op_lines(prog, lambda src, idx: target.dual_load(f"{src}0", f"{src}1", idx, idx == size - 1),
                     target.dual_expr, lambda op: "__m256i")
    for _dst, idx, v in prog.outputs:
        if prog.ops[v].kind == "zero":
            lines.append(f"    c0[{idx}] = 0;")
            lines.append(f"    c1[{idx}] = 0;")
        else:
            lines += [f"    {s}" for s in target.dual_store("c0", "c1", idx, f"v{v}")]
    return "\n".join(lines)
