"""Z_q arithmetic for the prime-field families: primality, roots of unity, Montgomery constants.

Plain Python integers throughout: this module is the independent side every emitted mod-q kernel is
checked against, so it uses nothing the kernels use (no Montgomery, no Barrett, no lanes).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import gcd

# deterministic Miller-Rabin bases: correct for every n < 3.3 * 10^24
_WITNESSES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)


def is_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in _WITNESSES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in _WITNESSES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def two_adicity(n: int) -> int:
    """The largest k with 2^k dividing n (n > 0)."""
    return (n & -n).bit_length() - 1


def centered(x: int, q: int) -> int:
    """The representative of x mod q in [-(q-1)/2, (q-1)/2] (q odd)."""
    r = x % q
    return r - q if r > q // 2 else r


def signed_mod(x: int, bits: int) -> int:
    """x reduced into the signed range of a `bits`-bit lane: [-2^(bits-1), 2^(bits-1))."""
    half = 1 << (bits - 1)
    return (x + half) % (1 << bits) - half


def bit_reverse(i: int, bits: int) -> int:
    return int(format(i, f"0{bits}b")[::-1], 2) if bits else 0


@dataclass(frozen=True)
class PrimeModulus:
    """An odd prime q, with what NTTs and Montgomery arithmetic mod q need."""

    q: int

    def inverse(self, x: int) -> int:
        return pow(x % self.q, -1, self.q)

    def order(self, x: int) -> int:
        """The multiplicative order of x mod q (by the factors of q - 1)."""
        q, order = self.q, self.q - 1
        for p in prime_factors(order):
            while order % p == 0 and pow(x, order // p, q) == 1:
                order //= p
        return order

    def primitive_root_of_unity(self, order: int) -> int:
        """The smallest x in [2, q) of exactly this multiplicative order (order divides q - 1): the least of
        h^k, gcd(k, order) = 1, for one h of that order (a generator's power), which are all such x."""
        if (self.q - 1) % order:
            raise ValueError(f"{order} does not divide q - 1 = {self.q - 1}")
        if order == 1:
            raise ValueError(f"no element of order 1 in [2, {self.q})")
        generator = next(x for x in range(2, self.q) if self.order(x) == self.q - 1)
        h = pow(generator, (self.q - 1) // order, self.q)
        return min(pow(h, k, self.q) for k in range(1, order) if gcd(k, order) == 1)

    def montgomery_qinv(self, bits: int) -> int:
        """q^-1 mod 2^bits as a signed `bits`-bit value (Montgomery's constant for R = 2^bits)."""
        return signed_mod(pow(self.q, -1, 1 << bits), bits)

    def to_montgomery(self, x: int, bits: int) -> int:
        """x * 2^bits mod q, centered: a constant in Montgomery form."""
        return centered(x * (1 << bits), self.q)


def prime_factors(n: int) -> list[int]:
    """The distinct prime factors of n >= 1, ascending."""
    return list(_prime_factors(n))


@lru_cache(maxsize=64)
def _prime_factors(n: int) -> tuple[int, ...]:
    """The distinct prime factors of n >= 1, ascending (trial division)."""
    out, p = [], 2
    while p * p <= n:
        if n % p == 0:
            out.append(p)
            while n % p == 0:
                n //= p
        p += 1
    if n > 1:
        out.append(n)
    return tuple(out)
