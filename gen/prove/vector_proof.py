"""Proof of vector-word product programs (gen.ir.vecwords): c = a*b on every pair of basis vectors.

The builder has already type-checked the program as GF(2)-bilinear (each carryless product pairs an
a-linear value with a b-linear one, everything else linear), so its values on the (64s)^2 basis
pairs determine it: equal to the product there, it is the product everywhere.

`prove_vector_product` covers all basis pairs with two probes per pair of words: every op but the
carryless product moves or XORs whole 64-bit words, so for a = x^(64i+t), b = x^(64j+u) every
a-linear word is 0 or x^t, every b-linear word 0 or x^u, every product lane 0 or x^(t+u), and each
output word is c_lo * lo(x^(t+u)) + c_hi * hi(x^(t+u)) with coefficients that do not depend on t, u.
The probes (t, u) = (0, 0) (lo = 1, hi = 0) and (63, 1) (lo = 0, hi = 1) read both coefficients; the
product needs c_lo = 1 exactly at word i+j and c_hi = 1 exactly at word i+j+1. So 2 s^2 evaluations
decide all (64 s)^2 basis pairs. A program computing several products at once (a = a0|a1, b = b0|b1,
c = a0*b0|a1*b1) is checked the same way on the concatenated operands: a basis pair from two
different products must give zero, so no product leaks into another. `check_all_basis_pairs`
evaluates them one by one (the tests compare the two). Remembered on disk (gen.prove.cache) under a key over the program and the
sources of this machinery.
"""
from __future__ import annotations

from pathlib import Path
from typing import Iterator

import numpy as np

from ..ir import vecwords
from ..ir.vecwords import VecProgram, evaluate
from .cache import key_of, remembered
from .ir_proof import Proof, ProofError

SOURCES = (Path(__file__), Path(vecwords.__file__))


def basis_words(size: int) -> np.ndarray:
    """words[size, 64*size]: column j is the basis vector x^j."""
    j = np.arange(64 * size)
    out = np.zeros((size, 64 * size), dtype=np.uint64)
    out[j // 64, j] = np.uint64(1) << (j % 64).astype(np.uint64)
    return out


def product_with_basis(i: int, size: int, products: int = 1) -> np.ndarray:
    """words[2*size*products, 64*size*products]: column j is the products of basis vectors x^i, x^j of
    the concatenated operands: x^i * x^j (shifted to its product's place) when both lie in one product, else 0."""
    bits = 64 * size
    j = np.arange(bits * products)
    same = j // bits == i // bits
    e = (i % bits + j % bits) + 2 * bits * (i // bits)
    out = np.zeros((2 * size * products, bits * products), dtype=np.uint64)
    out[e[same] // 64, j[same]] = np.uint64(1) << (e[same] % 64).astype(np.uint64)
    return out


def outputs_on_basis(prog: VecProgram, bits: int) -> Iterator[tuple[int, np.ndarray]]:
    """(i, c) for a = x^i, i < bits: c[:, j] is prog's output on (x^i, x^j), j < bits (the a- and b-linear
    values computed once for all pairs)."""
    words = prog.size * prog.products
    basis = basis_words(words)[:, :bits]
    zeros = np.zeros((words, 1), dtype=np.uint64)
    _, b_side = evaluate(prog, zeros, basis, sides=frozenset({"b"}))
    _, a_side = evaluate(prog, basis, zeros, sides=frozenset({"a"}))
    for i in range(bits):
        known = b_side | {v: column[:, i:i + 1] for v, column in a_side.items()}
        yield i, evaluate(prog, basis[:, i:i + 1], basis, known, sides=frozenset({"ab"}))[0]


def check_all_basis_pairs(prog: VecProgram) -> int:
    """The number of basis pairs checked; ProofError at the first pair where prog differs from a*b."""
    size, words = prog.size, prog.size * prog.products
    for i, got in outputs_on_basis(prog, 64 * words):
        want = product_with_basis(i, size, prog.products)
        if not np.array_equal(got, want):
            j = int(np.nonzero((got != want).any(axis=0))[0][0])
            raise ProofError(f"vector product program of {size} words is wrong on basis pair (x^{i}, x^{j})")
    return (64 * words) ** 2


PROBES = ((0, 0), (63, 1))  # (t, u): x^t * x^u entirely in the low word, then entirely in the high word


def check_word_pairs(prog: VecProgram) -> int:
    """The number of basis pairs decided (all of them) by the two probes per word pair (module doc);
    ProofError at the first word pair where prog differs from a*b, or when prog moves bits within
    words (the probes decide only programs that move whole words)."""
    if prog.bit_level:
        raise ProofError("two probes per word pair decide only whole-word programs; this one shifts bits")
    size, words = prog.size, prog.size * prog.products
    wb = np.arange(words)
    for wa in range(words):
        for t, u in PROBES:
            a = np.zeros((words, 1), dtype=np.uint64)
            a[wa, 0] = np.uint64(1) << np.uint64(t)
            b = np.zeros((words, words), dtype=np.uint64)
            b[wb, wb] = np.uint64(1) << np.uint64(u)
            got, _ = evaluate(prog, a, b)
            want = np.zeros((2 * words, words), dtype=np.uint64)
            same = wb // size == wa // size  # both words in one product; across products: zero
            e = 64 * (wa % size + wb[same] % size + 2 * size * (wa // size)) + t + u
            want[e // 64, wb[same]] = np.uint64(1) << (e % 64).astype(np.uint64)
            if not np.array_equal(got, want):
                j = int(np.nonzero((got != want).any(axis=0))[0][0])
                raise ProofError(f"vector product program of {size} words is wrong on basis pair "
                                 f"(x^{64 * wa + t}, x^{64 * j + u})")
    return (64 * words) ** 2


def prove_vector_product(prog: VecProgram, label: str) -> Proof:
    """Prove prog computes the size x size-word carryless product (remembered on disk when it does)."""
    key = key_of(["vector product", label, repr(prog.ops)], SOURCES)
    result = remembered(key, lambda: {"cases": check_word_pairs(prog)})
    return Proof(label, result["cases"], "bilinear by construction (typed vector-word program), all basis pairs "
                 "decided by two probes per word pair")


def powers_mod(modulus: int, m: int, words: int) -> np.ndarray:
    """words[words, 2m - 1]: column k is x^k mod the degree-m polynomial `modulus`."""
    out = np.zeros((words, 2 * m - 1), dtype=np.uint64)
    r = 1
    for k in range(2 * m - 1):
        for w in range(words):
            out[w, k] = np.uint64(r >> (64 * w) & ((1 << 64) - 1))
        r <<= 1
        if r >> m & 1:
            r ^= modulus
    return out


def check_field_basis_pairs(prog: VecProgram, modulus: int) -> int:
    """The number of basis pairs checked (all (x^i, x^j), i, j < m, of GF(2)[x]/(modulus)): the program's
    output words 0..size-1 must be x^(i+j) mod modulus and nothing above them written; ProofError at the
    first pair where they are not. Bit-level programs (a reduction by shifts) need every pair."""
    m, size = modulus.bit_length() - 1, prog.size
    powers = powers_mod(modulus, m, size)
    for i, got in outputs_on_basis(prog, m):
        want = powers[:, i:i + m]
        if not (np.array_equal(got[:size], want) and not got[size:].any()):
            j = int(np.nonzero((got[:size] != want).any(axis=0) | got[size:].any(axis=0))[0][0])
            raise ProofError(f"vector field multiply is wrong on basis pair (x^{i}, x^{j})")
    return m * m


def prove_vector_field_mul(prog: VecProgram, modulus: int, label: str) -> Proof:
    """Prove prog computes a*b mod `modulus` for all a, b of degree below m: bilinear by construction
    (the builder's types; the reduction's ops are GF(2)-linear), so all m^2 basis pairs decide it
    (remembered on disk when it does)."""
    key = key_of(["vector field multiply", label, hex(modulus), repr(prog.ops)], SOURCES)
    result = remembered(key, lambda: {"cases": check_field_basis_pairs(prog, modulus)})
    return Proof(label, result["cases"], "bilinear by construction (typed vector-word program), all basis pairs")


__all__ = ["prove_vector_product", "prove_vector_field_mul", "check_word_pairs", "check_all_basis_pairs",
           "check_field_basis_pairs"]
