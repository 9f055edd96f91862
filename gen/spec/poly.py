"""Polynomials over GF(2) as Python ints (bit i = coefficient of x^i).

This module is the arithmetic ground truth of the generator: spec validation, expected values for
proofs, and the test vectors all come from here, never from generated code.
"""
from __future__ import annotations

import random

from .prime import prime_factors


def degree(f: int) -> int:
    """Degree of f; -1 for the zero polynomial."""
    return f.bit_length() - 1


def clmul(a: int, b: int) -> int:
    """Carryless product a*b in GF(2)[x] (4-bit windowed, fast for big operands)."""
    if a.bit_length() < b.bit_length():
        a, b = b, a
    if b == 0:
        return 0
    if b.bit_length() <= 8:
        r = 0
        while b:
            low = b & -b
            r ^= a * low
            b ^= low
        return r
    table = [0] * 16
    for t in range(1, 16):
        low = t & -t
        table[t] = table[t ^ low] ^ (a * low)
    r = 0
    shift = 0
    while b:
        r ^= table[b & 15] << shift
        b >>= 4
        shift += 4
    return r


def polymod(a: int, f: int) -> int:
    """a mod f."""
    df = degree(f)
    if df < 0:
        raise ZeroDivisionError("polynomial modulus is zero")
    da = degree(a)
    while da >= df:
        a ^= f << (da - df)
        da = degree(a)
    return a


def polydivmod(a: int, f: int) -> tuple[int, int]:
    """(a div f, a mod f)."""
    df = degree(f)
    q = 0
    da = degree(a)
    while da >= df:
        q |= 1 << (da - df)
        a ^= f << (da - df)
        da = degree(a)
    return q, a


def mulmod(a: int, b: int, f: int) -> int:
    """a*b mod f."""
    return polymod(clmul(a, b), f)


def gcd(a: int, b: int) -> int:
    while b:
        a, b = b, polymod(a, b)
    return a


def sqrmod(a: int, f: int) -> int:
    return mulmod(a, a, f)


def x_pow_2k(k: int, f: int) -> int:
    """x^(2^k) mod f by k squarings."""
    r = polymod(2, f)
    for _ in range(k):
        r = sqrmod(r, f)
    return r


def is_irreducible(f: int) -> bool:
    """Rabin's test: f of degree m is irreducible iff x^(2^m) = x mod f and
    gcd(x^(2^(m/p)) - x, f) = 1 for every prime p dividing m."""
    m = degree(f)
    if m < 1:
        return False
    if m == 1:
        return True
    if not f & 1:
        return False
    if x_pow_2k(m, f) != polymod(2, f):
        return False
    for p in prime_factors(m):
        if gcd(f, x_pow_2k(m // p, f) ^ 2) != 1:
            return False
    return True


def smallest_factor(f: int) -> int | None:
    """An irreducible factor of least degree of f, or None when f is irreducible (deterministic)."""
    m = degree(f)
    if m < 1:
        return None
    if not f & 1:
        return 2  # x divides f
    xp = polymod(2, f)
    for d in range(1, m // 2 + 1):
        xp = sqrmod(xp, f)  # x^(2^d) mod f
        g = gcd(f, xp ^ 2)
        if g != 1:
            return _split_equal_degree(g, d)
    return None


def _split_equal_degree(g: int, d: int) -> int:
    """One irreducible factor of degree d of g, a product of such factors (Cantor–Zassenhaus, trace map)."""
    rng = random.Random(0x6E6)
    while degree(g) > d:
        r = rng.getrandbits(degree(g)) | 2
        t = 0
        s = polymod(r, g)
        for _ in range(d):  # trace: r + r^2 + ... + r^(2^(d-1))
            t ^= s
            s = sqrmod(s, g)
        h = gcd(g, t)
        if 0 < degree(h) < degree(g):
            g = h if degree(h) <= degree(g) - degree(h) else polydivmod(g, h)[0]
    return g


def exponents(f: int) -> list[int]:
    """Exponents of the non-zero terms, highest first."""
    return [i for i in range(degree(f), -1, -1) if f >> i & 1]


def from_exponents(exps: list[int]) -> int:
    f = 0
    for e in exps:
        f ^= 1 << e
    return f


def to_str(f: int) -> str:
    """Human form, e.g. x^12+x^3+1."""
    if f == 0:
        return "0"
    terms = []
    for e in exponents(f):
        terms.append("1" if e == 0 else "x" if e == 1 else f"x^{e}")
    return "+".join(terms)
