"""The independent reference of the mod-q kernels: the NTT by its definition, in plain Python integers.

Block i of NTT(a) is a mod (x^d - c_i), c_i = zeta^(2 br(i) + 1): evaluated directly (each coefficient
a_j lands in x^(j mod d) times c_i^(j div d)), not by butterflies, Montgomery or Barrett, so nothing is
shared with the planner or the kernels.
"""
from __future__ import annotations

import numpy as np

from ...spec.prime import bit_reverse
from .spec import NttSpec


def block_roots(spec: NttSpec) -> list[int]:
    """c_i = zeta^(2 br(i) + 1) mod q for i < 2^layers: block i of the NTT is a mod (x^d - c_i)."""
    return [pow(spec.zeta, 2 * bit_reverse(i, spec.layers) + 1, spec.q) for i in range(spec.blocks)]


def ntt(spec: NttSpec, a: list[int]) -> list[int]:
    """NTT(a) mod q, block i in coefficients i*d .. i*d + d - 1, values in [0, q)."""
    q, d = spec.q, spec.base_degree
    out = []
    for c in block_roots(spec):
        block = [0] * d
        power = 1  # c^(j div d)
        for j, x in enumerate(a):
            if j and j % d == 0:
                power = power * c % q
            block[j % d] = (block[j % d] + x * power) % q
        out.extend(block)
    return out


def basemul(spec: NttSpec, a: list[int], b: list[int], scale: int = 1) -> list[int]:
    """Blockwise a*b mod (x^d - c_i) times `scale`, mod q (values in [0, q))."""
    q, d = spec.q, spec.base_degree
    out = []
    for i, c in enumerate(block_roots(spec)):
        x, y = a[i * d:(i + 1) * d], b[i * d:(i + 1) * d]
        prod = [0] * d
        for u in range(d):
            for v in range(d):
                k = u + v
                term = x[u] * y[v] * (c if k >= d else 1)
                prod[k % d] = (prod[k % d] + term) % q
        out.extend(p * scale % q for p in prod)
    return out


def montgomery_factor(spec: NttSpec) -> int:
    """R = 2^lane_bits mod q."""
    return pow(2, spec.lane_bits, spec.q)


def ntt_matrix(spec: NttSpec) -> np.ndarray:
    """The NTT as an n x n matrix mod q (int64): column j is NTT(e_j); built from the same definition as
    `ntt` (row i*d + (j mod d) of column j is c_i^(j div d))."""
    q, d, n = spec.q, spec.base_degree, spec.n
    roots = np.array(block_roots(spec), dtype=np.int64)
    powers = np.ones((spec.blocks, n // d), dtype=np.int64)
    for t in range(1, n // d):
        powers[:, t] = powers[:, t - 1] * roots % q
    m = np.zeros((n, n), dtype=np.int64)
    for j in range(n):
        m[np.arange(spec.blocks) * d + j % d, j] = powers[:, j // d]
    return m
