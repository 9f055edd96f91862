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


# -- ML-DSA's rounding (FIPS 204, Algorithms 35-40), on int64 arrays of standard representatives ----------------
def mod_pm(a: np.ndarray, m: int) -> np.ndarray:
    """a mod+- m: the representative in (-m/2, m/2] (m even)."""
    r = a % m
    return np.where(r > m // 2, r - m, r)


def power2round(a: np.ndarray, d: int) -> tuple[np.ndarray, np.ndarray]:
    """(r1, r0) with a = r1*2^d + r0, r0 = a mod+- 2^d."""
    r0 = mod_pm(a, 1 << d)
    return (a - r0) >> d, r0


def decompose_high(a: np.ndarray, q: int, alpha: int) -> np.ndarray:
    """(a - (a mod+- alpha)) / alpha, before FIPS 204 maps (q - 1)/alpha to 0."""
    return (a - mod_pm(a, alpha)) // alpha


def decompose(a: np.ndarray, q: int, alpha: int) -> tuple[np.ndarray, np.ndarray]:
    """FIPS 204 Decompose: (r1, r0); where a - r0 = q - 1, r1 = 0 and r0 = r0 - 1."""
    r0 = mod_pm(a, alpha)
    r1 = (a - r0) // alpha
    top = a - r0 == q - 1
    return np.where(top, 0, r1), np.where(top, r0 - 1, r0)


def make_hint(a0: np.ndarray, a1: np.ndarray, gamma2: int) -> np.ndarray:
    """PQClean's make_hint (FIPS 204's MakeHint on its low/high parts): 1 where a0 > gamma2, a0 < -gamma2,
    or a0 = -gamma2 with a1 != 0."""
    return ((a0 > gamma2) | (a0 < -gamma2) | ((a0 == -gamma2) & (a1 != 0))).astype(np.int64)


def use_hint(a: np.ndarray, h: np.ndarray, q: int, alpha: int) -> np.ndarray:
    """FIPS 204 UseHint: r1 moved by one (mod (q - 1)/alpha) towards r0's side where h = 1."""
    m = (q - 1) // alpha
    r1, r0 = decompose(a, q, alpha)
    return np.where(h == 1, np.where(r0 > 0, (r1 + 1) % m, (r1 - 1) % m), r1)
