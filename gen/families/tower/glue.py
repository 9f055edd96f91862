"""The glue of tower kernels as loop IR (gen.loops): packing the coefficients into 32-bit slots, the
lane-wise slot folds mod f and the unpacking, printed into the kernel and proved at its sizes."""
from __future__ import annotations

import time
from typing import Iterator, Sequence

from ...errors import GenError
from ...loops.ir import (Array, ArrayParam, Assign, Cast, Comment, Const, Decl, DeclArrays, DeclInts, DeclWords, Extern,
                         For, Function, Int, IVar, LocalArray, Paren, Stmt, Store, Var, xor_all)
from ...loops.proof import ArraySpec, GlueProof, Obligation, prove_remembered
from ...loops.sparse import block_function, mono, powers_mod, shifted
from ..ring.glue_proof import RingGluePlan, prove_ring_glue

SLOT_BITS = 32  # tower coefficients sit in 32-bit slots of the packed words


# -- builders ------------------------------------------------------------------------------------------------
def tower_words(t: int) -> int:
    """64-bit words of the packed operands: two 32-bit slots per word."""
    return -(-t // 2)


def element_bits(m: int) -> int:
    """Bits of the tower's element type (uint8_t for m <= 8, else uint16_t)."""
    return 8 if m <= 8 else 16


def check_tower(m: int, t: int) -> None:
    if not (1 <= m <= 15 and t >= 2):
        raise GenError(f"tower GF(2^{m}), degree {t}: need 1 <= m <= 15 and t >= 2")


def tower_pack(m: int, t: int, a: str = "a", b: str = "b", pa: str = "pa", pb: str = "pb") -> tuple[Stmt, ...]:
    """pa = sum of a[i] X^(32 i) and pb likewise: coefficient i to bits 32i..32i+m-1."""
    check_tower(m, t)
    i, A, B = IVar("i"), Array(a), Array(b)

    def pair(src: Array):
        return Cast("uint64_t", 64, src[2 * i]) | Cast("uint64_t", 64, src[2 * i + 1]) << 32

    out: list[Stmt] = [Comment(f"pack: coefficient i -> bits 32i..32i+{m - 1}"),
                       For("i", Int(0), i.lt(t // 2), (Store(pa, i, pair(A)), Store(pb, i, pair(B))))]
    if t % 2:
        out += [Store(pa, Int(tower_words(t) - 1), A[t - 1]), Store(pb, Int(tower_words(t) - 1), B[t - 1])]
    return tuple(out)


def tower_fold_unpack(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]], field_text: str,
                      elem_type: str, c: str = "c", r: str = "r") -> tuple[Stmt, ...]:
    """Every 32-bit slot of c mod f (modulus, degree m) by `rounds` lane-wise folds, then
    r[i] = slot i. rounds: (hmask, degree before the round) pairs, e.g. from gen.tower.slot_rounds."""
    check_tower(m, t)
    if modulus >> m != 1:
        raise GenError(f"tower field modulus 0x{modulus:x} does not have degree m = {m}")
    words, bits = tower_words(t), element_bits(m)
    i, C, w, hv = IVar("i"), Array(c), Var("w"), Var("h")
    lmask = ((1 << m) - 1) * (1 | 1 << SLOT_BITS)
    f_tail = [k for k in range(m - 1, -1, -1) if modulus >> k & 1]
    fold: list[Stmt] = [DeclWords((Decl("w", C[i]), Decl("h")))]
    for hmask, degree in rounds:
        fold += [Assign("h", Paren(w >> m) & Const(hmask), comment=f"degree <= {degree}", gap=2),
                 Assign("w", xor_all(Paren(w & Const(lmask)), *[Paren(hv << k) if k else hv for k in f_tail]))]
    fold.append(Store(c, i, w))
    out: list[Stmt] = [
        Comment(f"every 32-bit slot mod f = {field_text}"),
        For("i", Int(0), i.lt(words), tuple(fold)),
        For("i", Int(0), i.lt(t // 2), (
            Store(r, 2 * i, Cast(elem_type, bits, C[i])),
            Store(r, 2 * i + 1, Cast(elem_type, bits, C[i] >> 32)),
        )),
    ]
    if t % 2:
        out.append(Store(r, Int(t - 1), Cast(elem_type, bits, C[words - 1])))
    return tuple(out)


def tower_mul_function(sym: str, ring_sym: str, m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]],
                       field_text: str, storage: str = "") -> Function:
    """sym + "_mul"(r, a, b): pack, ring_sym + "_mul" (outside the IR), fold every slot, unpack."""
    words, elem, SYM = tower_words(t), f"{sym}_t", sym.upper()
    body = (DeclArrays((LocalArray("pa", words), LocalArray("pb", words), LocalArray("c", words))),
            DeclInts((("i", None),)),
            *tower_pack(m, t),
            Extern(f"{ring_sym}_mul", ("c", "pa", "pb")),
            *tower_fold_unpack(m, t, modulus, rounds, field_text, elem))
    bits = element_bits(m)
    params = (ArrayParam("r", elem, extent=f"{SYM}_T", bits=bits),
              ArrayParam("a", elem, const=True, extent=f"{SYM}_T", bits=bits),
              ArrayParam("b", elem, const=True, extent=f"{SYM}_T", bits=bits))
    doc = f"/* r = a*b mod F. r may alias a or b; inputs must be reduced (each coefficient < 2^{m}). */"
    return Function(f"{sym}_mul", params, body, storage=storage, doc=doc)


# -- proof obligations --------------------------------------------------------------------------------------------------
def tower_pack_obligation(m: int, t: int, body=None) -> Obligation:
    check_tower(m, t)
    bits, words = element_bits(m), tower_words(t)
    body = body or tower_pack(m, t)
    fn = block_function("pack", [ArrayParam("a", "elem_t", const=True, bits=bits),
                                 ArrayParam("b", "elem_t", const=True, bits=bits),
                                 ArrayParam("pa"), ArrayParam("pb")], body)

    def vectors() -> Iterator:  # coefficient i = x^d: the packed operand is X^(32 i) x^d
        return shifted([(m, {src: mono(bits * i)}, {dst: mono(32 * i)}) for src, dst in (("a", "pa"), ("b", "pb"))
                        for i in range(t)])

    def describe(k: int) -> str:
        src, k = ("a", k) if k < m * t else ("b", k - m * t)
        return f"{src}[{k // m}] = x^{k % m}"

    return Obligation(f"tower pack(m={m}, t={t})", fn,
                      {"a": ArraySpec(t, bits), "b": ArraySpec(t, bits), "pa": ArraySpec(words, defined=False),
                       "pb": ArraySpec(words, defined=False)},
                      ("pa", "pb"), vectors, describe, basis="every coefficient bit of a and b")


def tower_fold_obligation(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]],
                          field_text: str = "f", body=None) -> Obligation:
    check_tower(m, t)
    if not rounds:
        raise GenError("tower slot fold without rounds")
    bits, words, degree = element_bits(m), tower_words(t), rounds[0][1]
    body = body or tower_fold_unpack(m, t, modulus, rounds, field_text, "elem_t")
    fn = block_function("fold", [ArrayParam("c"), ArrayParam("r", "elem_t", bits=bits)], body)
    f_tail = [k for k in range(m) if modulus >> k & 1]
    residues = list(powers_mod(m, sorted(f_tail, reverse=True), degree + 1))

    def vectors() -> Iterator:
        for s in range(t):
            for d in range(degree + 1):  # slot s = x^d: coefficient s becomes x^d mod f
                yield {"c": (32 * s + d,)}, {"r": tuple(bits * s + e for e in residues[d])}

    return Obligation(f"tower slot fold(m={m}, t={t}, slot degree {degree})", fn,
                      {"c": ArraySpec(words), "r": ArraySpec(t, bits, defined=False)},
                      ("r",), vectors, lambda k: f"slot {k // (degree + 1)} = x^{k % (degree + 1)}",
                      basis="slot s = x^d, d <= the slot degree")


def tower_obligations(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]]) -> list[Obligation]:
    """The tower's own glue: the packing and the slot fold + unpack."""
    return [tower_pack_obligation(m, t), tower_fold_obligation(m, t, modulus, rounds)]


def prove_tower_glue(m: int, t: int, modulus: int, rounds: Sequence[tuple[int, int]],
                     ring: RingGluePlan | None = None, vector_words: int = 1) -> GlueProof:
    """Prove the tower's packing and slot fold (+ the packed ring's glue when `ring` is given)."""
    start = time.perf_counter()
    reports = [prove_remembered(ob, vector_words) for ob in tower_obligations(m, t, modulus, rounds)]
    algebra: list[str] = []
    if ring is not None:
        inner = prove_ring_glue(ring, vector_words)
        reports += inner.reports
        algebra = inner.algebra
    return GlueProof(reports, algebra, time.perf_counter() - start)
