"""The glue of ring kernels as loop IR (gen.loops), from the plan's sizes: printed into the kernel,
proved in gen.families.ring.glue_proof.

    eval3_function(prefix)          Toom-3 evaluation at 1, x, x+1 (w, z at run time)
    div1x_function(prefix)          exact division by 1 + x in place (len at run time)
    interp3_function(prefix)        Toom-3 interpolation, Bodrato's sequence (w, z at run time)
    karatsuba_sums(h, l, ...)       a0 + a1 and b0 + b1 of a Karatsuba step (sizes baked in)
    karatsuba_glue(h, l, ...)       r = P0 + X (M + P0 + P2) + X^2 P2 in one pass
    reduce_function(n, tail, sym)   r = c mod f: one cyclic fold for x^n - 1, else two sparse folds
"""
from __future__ import annotations

from typing import Sequence

from ...errors import GenError
from ...loops.ir import (Array, ArrayArg, ArrayParam, Assign, Call, Comment, Const, Decl, DeclArrays, DeclInts,
                         DeclPointers, DeclWords, For, Function, Int, IntParam, IVar, LocalArray, Neg, Paren, Pointer,
                         Stmt, Store, Var, VectorFor, Zero, select)

# -- Toom-3 ------------------------------------------------------------------------------------------
EVAL3_DOC = """/* Toom-3 evaluation of a = a0 + X a1 + X^2 a2 (w, w and z words, X = x^(64w)) at 1, x and x+1:
 * e1 = a0+a1+a2 (w words), ex = a0 + x a1 + x^2 a2 and ex1 = e1 + x a1 + x^2 a2 (w+1 words). */"""


def eval3_function(prefix: str) -> Function:
    """prefix + "eval3"(e1, ex, ex1, a, w, z): e1 = a(1) (w words), ex = a(x), ex1 = a(x+1) (w+1 words)."""
    i, w, z = IVar("i"), IVar("w"), IVar("z")
    a0, a1, a2, e1, ex = (Array(n) for n in ("a0", "a1", "a2", "e1", "ex"))
    u1, u2, s, top1, top2 = Var("u1"), Var("u2"), Var("s"), Var("top1"), Var("top2")
    body = (
        DeclPointers((Pointer("a0", "a"), Pointer("a1", "a", w), Pointer("a2", "a", 2 * w)), const=True),
        DeclWords((Decl("top1"), Decl("top2"))),
        DeclInts((("i", None),)),
        Comment("word 0 and, for i >= 1, the words whose a2 part exists (i < z), then the rest (a2 = 0)"),
        Store("e1", Int(0), a0[0] ^ a1[0] ^ a2[0]),
        Store("ex", Int(0), a0[0] ^ a1[0] << 1 ^ a2[0] << 2),
        VectorFor("i", Int(1), z, (
            DeclWords((Decl("u1", a1[i], scalar_inline=True), Decl("u2", a2[i], scalar_inline=True)), const=True),
            DeclWords((Decl("s", (u1 << 1 | a1[i - 1] >> 63) ^ (u2 << 2 | a2[i - 1] >> 62)),), const=True),
            Store("e1", i, a0[i] ^ u1 ^ u2),
            Store("ex", i, a0[i] ^ s),
        )),
        For("i", None, i.lt(w), (
            DeclWords((Decl("s", (a1[i] << 1 | a1[i - 1] >> 63) ^ select(i.eq(z), a2[i - 1] >> 62)),), const=True),
            Store("e1", i, a0[i] ^ a1[i]),
            Store("ex", i, a0[i] ^ s),
        )),
        Assign("top1", a1[w - 1] >> 63),
        Assign("top2", select(z.eq(w), a2[w - 1] >> 62)),
        Store("ex", w, top1 ^ top2),
        For("i", Int(0), i.le(w), (
            Store("ex1", i, select(i.lt(w), e1[i] ^ a0[i]) ^ ex[i]),
        ), comment="a(x+1) = a(1) + (a(x) + a0)"),
    )
    params = (ArrayParam("e1"), ArrayParam("ex"), ArrayParam("ex1"), ArrayParam("a", const=True),
              IntParam("w"), IntParam("z"))
    return Function(f"{prefix}eval3", params, body, doc=EVAL3_DOC)


DIV1X_DOC = """/* p = p / (1 + x) in place, for p divisible by 1 + x: the quotient's bit j is the XOR of p's bits
 * 0..j. A prefix XOR inside every word (lane by lane), then one pass carrying the parity of the
 * words below: the only chain across words is one XOR per word. */"""


def div1x_function(prefix: str) -> Function:
    """prefix + "div1x"(p, len): p = p / (1 + x) over len words (p divisible by 1 + x)."""
    i, length = IVar("i"), IVar("len")
    p, y, carry = Array("p"), Var("y"), Var("carry")
    prefix_xor = tuple(Assign("y", y << k, "^=") for k in (1, 2, 4, 8, 16, 32))
    body = (
        DeclWords((Decl("carry", Const(0)),), comment="all ones when the bits below this word have odd parity"),
        DeclInts((("i", None),)),
        VectorFor("i", Int(0), length, (DeclWords((Decl("y", p[i]),)), *prefix_xor, Store("p", i, y))),
        For("i", Int(0), i.lt(length), (
            DeclWords((Decl("y", p[i]),), const=True),
            Store("p", i, y ^ carry),
            Assign("carry", Neg(y >> 63), "^="),
        )),
    )
    return Function(f"{prefix}div1x", (ArrayParam("p"), IntParam("len")), body, doc=DIV1X_DOC)


INTERP3_DOC = """/* Toom-3 interpolation (Bodrato's sequence for GF(2)). c = c0 + c1 X + ... + c4 X^4 with r holding
 * c0 = W0 at [0, 2w) and c4 = Winf at [4w, 4w + 2z); p1 = c(1), px = c(x), px1 = c(x+1), 2w+2 words
 * each (overwritten). With U = c(1) + c0 + c4, V = c(x) + c0 + x^4 c4, T = c(x+1) + c0 + (1 + x^4) c4:
 * c3 = (T + U + V) / (x (1 + x)), c2 = (V/x + x^2 c3 + U + c3) / (1 + x), c1 = U + c3 + c2;
 * then r[2w, 4w) is cleared and c1 X + c2 X^2 + c3 X^3 added in. */"""


def interp3_function(prefix: str, div1x: Function | None = None) -> Function:
    """prefix + "interp3"(r, p1, px, px1, w, z): r = c0 + c1 X + c2 X^2 + c3 X^3 + c4 X^4 from
    c0, c4 (in r) and c(1), c(x), c(x+1); calls prefix + "div1x"."""
    div1x = div1x or div1x_function(prefix)
    i, w, z, n = IVar("i"), IVar("w"), IVar("z"), IVar("n")
    c0, c4, p1, px, px1 = (Array(a) for a in ("c0", "c4", "p1", "px", "px1"))
    v, v4, u, s, s1, c2, c3, q = (Var(a) for a in ("v", "v4", "u", "s", "s1", "c2", "c3", "q"))
    body = (
        DeclInts((("n", 2 * w + 2),), const=True),
        DeclPointers((Pointer("c0", "r"), Pointer("c4", "r", 4 * w)), const=True),
        DeclInts((("i", None),)),
        VectorFor("i", Int(0), 2 * w, (
            DeclWords((Decl("v", c0[i], scalar_inline=True),), const=True),
            Store("p1", i, v, "^="),
            Store("px", i, v, "^="),
            Store("px1", i, v, "^="),
        ), comment="+ c0"),
        Comment("+ c4 (U, T) and + x^4 c4 (V, T)"),
        Store("p1", Int(0), c4[0], "^="),
        Store("px", Int(0), c4[0] << 4, "^="),
        Store("px1", Int(0), c4[0] ^ c4[0] << 4, "^="),
        VectorFor("i", Int(1), 2 * z, (
            DeclWords((Decl("v", c4[i], scalar_inline=True), Decl("v4", v << 4 | c4[i - 1] >> 60)), const=True),
            Store("p1", i, v, "^="),
            Store("px", i, v4, "^="),
            Store("px1", i, v ^ v4, "^="),
        )),
        Store("px", 2 * z, c4[2 * z - 1] >> 60, "^="),
        Store("px1", 2 * z, c4[2 * z - 1] >> 60, "^="),
        Comment("(T + U + V) / x and V / x (both exact), in place from the bottom"),
        VectorFor("i", Int(0), n, (
            DeclWords((Decl("u", p1[i], scalar_inline=True), Decl("v", px[i], scalar_inline=True)), const=True),
            DeclWords((Decl("s", px1[i] ^ u ^ v),), const=True),
            DeclWords((Decl("s1", select((i + 1).lt(n), px1[i + 1] ^ p1[i + 1] ^ px[i + 1], vector_elide=True)),),
                      const=True),
            Store("px1", i, s >> 1 | s1 << 63),
            Store("px", i, v >> 1 | select((i + 1).lt(n), px[i + 1] << 63, vector_elide=True)),
        ), reach=1),
        Call(div1x, (ArrayArg("px1"), n), comment="c3"),
        Store("p1", Int(0), px1[0], "^=", comment="Q = U + c3 = c1 + c2", gap=14),
        Store("px", Int(0), px1[0] << 2 ^ p1[0], "^=", comment="V/x + x^2 c3 + Q = (1 + x) c2"),
        VectorFor("i", Int(1), n, (
            DeclWords((Decl("c3", px1[i], scalar_inline=True), Decl("q", p1[i] ^ c3, home=p1[i])), const=True),
            Store("p1", i, q),
            Store("px", i, (c3 << 2 | px1[i - 1] >> 62) ^ q, "^="),
        )),
        Call(div1x, (ArrayArg("px"), n), comment="c2"),
        Zero("r", 2 * w, 2 * w),
        VectorFor("i", Int(0), 2 * w, (
            DeclWords((Decl("c2", px[i], scalar_inline=True),), const=True),
            Store("r", w + i, p1[i] ^ c2, "^="),
            Store("r", 2 * w + i, c2, "^="),
        ), comment="+ c1 X + c2 X^2, c1 = Q + c2"),
        VectorFor("i", Int(0), w + z, (Store("r", 3 * w + i, px1[i], "^="),), comment="+ c3 X^3"),
    )
    params = (ArrayParam("r"), ArrayParam("p1"), ArrayParam("px"), ArrayParam("px1"), IntParam("w"), IntParam("z"))
    return Function(f"{prefix}interp3", params, body, doc=INTERP3_DOC)


def check_toom3_split(w: int, z: int) -> None:
    if not 1 <= z <= w:
        raise GenError(f"Toom-3 parts of {w}, {w} and {z} words: need 1 <= z <= w")


# -- Karatsuba -----------------------------------------------------------------------------------------
def check_karatsuba_split(h: int, l: int) -> None:
    if not (l >= 1 and l <= h <= l + 1):
        raise GenError(f"Karatsuba halves of {h} and {l} words: need h = l or h = l + 1, l >= 1")


def karatsuba_sums(h: int, l: int, a: str = "a", b: str = "b", a_sum: str = "as", b_sum: str = "bs") -> tuple[Stmt, ...]:
    """a_sum = a0 + a1 and b_sum = b0 + b1 (h words each) for a = a0 + X a1, a0 h words, a1 l words.

    The two-lane step prints it once per lane: names a0, b0, as0, bs0 and a1, b1, as1, bs1."""
    check_karatsuba_split(h, l)
    i = IVar("i")
    A, B = Array(a), Array(b)
    out: list[Stmt] = [VectorFor("i", Int(0), Int(l), (
        Store(a_sum, i, A[i] ^ A[h + i]),
        Store(b_sum, i, B[i] ^ B[h + i]),
    ))]
    if l < h:
        out += [Store(a_sum, Int(h - 1), A[h - 1]), Store(b_sum, Int(h - 1), B[h - 1])]
    return tuple(out)


def karatsuba_glue(h: int, l: int, r: str = "r", m: str = "m") -> tuple[Stmt, ...]:
    """r = P0 + X (M + P0 + P2) + X^2 P2 (X = x^(64h)) in place: P0 = r[0, 2h), P2 = r[2h, 2h + 2l),
    M = m[0, 2h). With u = P0hi + P2lo: r[h + i] = Mlo + P0lo + u, r[2h + i] = Mhi + P2hi + u."""
    check_karatsuba_split(h, l)
    i = IVar("i")
    R, M, u, lo, hi = Array(r), Array(m), Var("u"), Var("lo"), Var("hi")
    out: list[Stmt] = [VectorFor("i", Int(0), Int(2 * l - h), (
        DeclWords((Decl("u", R[h + i] ^ R[2 * h + i]),), const=True),
        DeclWords((Decl("lo", M[i] ^ R[i] ^ u), Decl("hi", M[h + i] ^ R[3 * h + i] ^ u)), const=True,
                  split_vector=True),
        Store(r, h + i, lo),
        Store(r, 2 * h + i, hi),
    ))]
    if l < h:  # the top words of P2hi are zero
        out.append(For("i", None, i.lt(h), (
            DeclWords((Decl("u", R[h + i] ^ R[2 * h + i]),), const=True),
            DeclWords((Decl("lo", M[i] ^ R[i] ^ u), Decl("hi", M[h + i] ^ u)), const=True),
            Store(r, h + i, lo),
            Store(r, 2 * h + i, hi),
        )))
    return tuple(out)


# -- reduction mod f -------------------------------------------------------------------------------------
def check_ring(n: int, tail: Sequence[int]) -> tuple[int, ...]:
    tail = tuple(tail)
    if n < 2 or not tail or list(tail) != sorted(set(tail), reverse=True) or tail[-1] < 0 or tail[0] >= n:
        raise GenError(f"ring x^{n} + tail {tail}: need distinct exponents below n, descending")
    if tail != (0,) and 2 * tail[0] > n:
        raise GenError(f"ring x^{n} + tail {tail}: the second-highest term must be at most x^{n // 2}")
    return tail


def reduce_function(n: int, tail: Sequence[int], sym: str, storage: str = "") -> Function:
    """sym + "_reduce"(r, c): r = c mod f, f = x^n + sum of x^k over tail, for c of degree <= 2n - 2
    (2W words in, W out, W = ceil(n/64)); r may alias c. tail (0,) is the cyclic x^n - 1."""
    tail = check_ring(n, tail)
    body = _cyclic_fold(n) if tail == (0,) else _sparse_folds(n, tail)
    SYM = sym.upper()
    params = (ArrayParam("r", extent=f"{SYM}_WORDS"), ArrayParam("c", const=True, extent=f"{SYM}_CLMUL_WORDS"))
    doc = f"/* r = c mod f for c of degree <= {2 * n - 2} (an output of {sym}_clmul). r may alias c. */"
    return Function(f"{sym}_reduce", params, body, storage=storage, doc=doc)


def _mask(bits: int) -> Const:
    return Const((1 << bits) - 1)


def _cyclic_fold(n: int) -> tuple[Stmt, ...]:
    words, (q, s) = -(-n // 64), divmod(n, 64)
    i, c = IVar("i"), Array("c")
    head: tuple[Stmt, ...] = (Comment(f"x^{n} = 1: r = (c mod x^{n}) + (c >> {n})"), DeclInts((("i", None),)))
    if not s:
        return head + (For("i", Int(0), i.lt(words), (Store("r", i, c[i] ^ c[words + i]),)),)
    return head + (
        For("i", Int(0), i.lt(words - 1), (
            Store("r", i, c[i] ^ Paren(c[q + i] >> s) ^ Paren(c[q + 1 + i] << 64 - s)),)),
        Store("r", Int(words - 1), Paren(c[words - 1] & _mask(s)) ^ Paren(c[q + words - 1] >> s)
              ^ Paren(c[q + words] << 64 - s)),
    )


def _funnel_down(src: Array, q: int, s: int, j: IVar, limit: int):
    """(src[q + j] >> s) | (q + 1 + j < limit ? src[q + 1 + j] << (64 - s) : 0): bits 64q + s up."""
    return Paren(src[q + j] >> s) | select((q + 1 + j).lt(limit), src[q + 1 + j] << 64 - s)


def _sparse_folds(n: int, tail: tuple[int, ...]) -> tuple[Stmt, ...]:
    words, (q, s) = -(-n // 64), divmod(n, 64)
    ext = -(-tail[0] // 64) + 1
    total = words + ext
    i, j = IVar("i"), IVar("j")
    c, t, h = Array("c"), Array("t"), Array("h")
    out: list[Stmt] = [
        Comment(f"x^{n} = {', '.join(map(str, tail))} (exponents): fold the high part 2 times"),
        DeclArrays((LocalArray("t", total), LocalArray("h", total))),
        DeclInts((("i", None), ("j", None), ("fold", None))),
        For("i", Int(0), i.lt(words), (Store("t", i, c[i]),)),
        For("i", Int(words), i.lt(total), (Store("t", i, Const(0)),)),
    ]
    if s:
        out += [For("i", Int(0), i.lt(words), (Store("h", i, _funnel_down(c, q, s, i, 2 * words)),)),
                Store("t", Int(words - 1), _mask(s), "&=")]
    else:
        out.append(For("i", Int(0), i.lt(words), (Store("h", i, c[words + i]),)))
    out.append(For("i", Int(words), i.lt(total), (Store("h", i, Const(0)),)))
    fold: list[Stmt] = []
    for k in tail:
        kw, kb = divmod(k, 64)
        fold.append(Comment(f"t += h * x^{k}"))
        if kb == 0:
            fold.append(For("j", Int(0), (j + kw).lt(total), (Store("t", j + kw, h[j], "^="),)))
        else:
            fold += [Store("t", Int(kw), h[0] << kb, "^="),
                     For("j", Int(1), (j + kw).lt(total),
                         (Store("t", j + kw, Paren(h[j] << kb) | Paren(h[j - 1] >> 64 - kb), "^="),))]
    fold += [Comment(f"h = t >> {n} (the part folded again), t = t mod x^{n}"),
             For("j", Int(0), j.lt(ext), (Store("h", j, _funnel_down(t, q, s, j, total) if s else t[q + j]),)),
             For("j", None, j.lt(total), (Store("h", j, Const(0)),))]
    if s:
        fold.append(Store("t", Int(words - 1), _mask(s), "&="))
    fold.append(For("j", Int(words), j.lt(total), (Store("t", j, Const(0)),)))
    out += [For("fold", Int(0), IVar("fold").lt(2), tuple(fold)),
            For("i", Int(0), i.lt(words), (Store("r", i, t[i]),))]
    return tuple(out)
