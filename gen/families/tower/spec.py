"""Towers GF(2^m)[y]/F(y) (Classic McEliece's GF_mul), by Kronecker substitution onto a ring kernel.

Coefficient i of a (an element of GF(2^m), m <= 15) goes to bits 32i..32i+m-1 of one long
word array: the substitution y -> X^32, z -> X is a ring map F2[z][y] -> F2[X] and is one-to-one on
polynomials whose z-degree is below 32. The product of two packed operands is then the ring
product modulo G(X) = F(X^32) (with z -> X), computed by a ring kernel (gen.ring: Karatsuba over
proved base kernels, sparse fold by the tail of G); every 32-bit slot holds an unreduced
coefficient of degree <= `slot_degree` < 32, which a lane-wise quotient-first fold reduces mod f.
So the "delayed reduction" is exact: each output coefficient is reduced once.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field as dc_field
from functools import lru_cache
from typing import ClassVar

from ...errors import GenError
from ...spec import Field, parse_field, poly
from ..ring.spec import Ring

SLOT_BITS = 32
TOWER_M_MAX = 15  # 2m - 1 bits per unreduced coefficient must fit a 32-bit slot
TOWER_T_MIN, TOWER_T_MAX = 2, 1024
_EXT_TERM = re.compile(r"^(?:(1)|z(?:\^(\d{1,3}))?)?\*?(?:y(?:\^(\d{1,4}))?)?$")


@dataclass(frozen=True)
class Tower:
    """GF(2^m)[y]/F(y), F = y^t + sum of z^j y^k over `terms` (k < t)."""

    field: Field
    t: int
    terms: tuple[tuple[int, int], ...]  # (k, j), k descending
    ext_text: str = dc_field(compare=False, default="")
    family: ClassVar[str] = "tower"

    @property
    def m(self) -> int:
        return self.field.m

    @property
    def text(self) -> str:
        return f"GF(2^{self.m})[y]/({self.ext_text})"

    @property
    def default_name(self) -> str:
        return f"tower_{self.m}_{self.t}"

    @property
    def packed_ring(self) -> Ring:
        """F2[X]/G(X), G = F(X^32) with z -> X: where the packed product is computed and folded."""
        return Ring(SLOT_BITS * self.t, tuple(sorted((SLOT_BITS * k + j for k, j in self.terms), reverse=True)))

    @property
    def slot_degree(self) -> int:
        """A bound on the z-degree of every slot after the fold mod G (the division in F2[z][y])."""
        deg = [2 * self.m - 2] * (2 * self.t - 1)
        for s in range(2 * self.t - 2, self.t - 1, -1):
            for k, j in self.terms:
                deg[s - self.t + k] = max(deg[s - self.t + k], deg[s] + j)
        return max(deg[: self.t])


def _ext_terms(spec: str, m: int) -> tuple[int, tuple[tuple[int, int], ...], str]:
    text = re.sub(r"\s+", "", spec or "")
    if not text:
        raise GenError("empty --ext: give F(y) such as 'y^64+y^3+y+z'")
    if len(text) > 1000:
        raise GenError("--ext is too long")
    seen: dict[int, int] = {}
    for term in text.split("+"):
        match = _EXT_TERM.match(term)
        if not term or not match:
            raise GenError(f"malformed --ext {spec[:40]!r}: cannot read term {term[:20] or '(empty)'!r} "
                           f"(terms are y^k, z^j*y^k, z^j or 1; z is the base field's generator x)")
        one, j, k = match.groups()
        has_y = "y" in term
        j = 0 if one or not term.startswith("z") else int(j or 1)
        k = int(k or 1) if has_y else 0
        if k in seen:
            raise GenError(f"malformed --ext {spec[:40]!r}: two terms in y^{k}")
        if j >= m:
            raise GenError(f"--ext {spec[:40]!r}: coefficient z^{j} is not reduced (the base field has m={m})")
        seen[k] = j
    t = max(seen)
    if seen[t] != 0:
        raise GenError(f"--ext {spec[:40]!r} must be monic: its leading term y^{t} has coefficient z^{seen[t]}")
    if not TOWER_T_MIN <= t <= TOWER_T_MAX:
        raise GenError(f"extension degree t={t} is out of range: need {TOWER_T_MIN} <= t <= {TOWER_T_MAX}")
    del seen[t]
    if not seen:
        raise GenError(f"--ext {spec[:40]!r}: F = y^{t} is not irreducible")
    terms = tuple(sorted(seen.items(), reverse=True))
    return t, terms, text


def parse_tower(base: str | Field, ext: str) -> Tower:
    """Validate the base field (irreducible, m <= 15) and F (monic, sparse, irreducible over it)."""
    fld = base if isinstance(base, Field) else parse_field(base)
    if fld.m > TOWER_M_MAX:
        raise GenError(f"tower base field degree m={fld.m} is out of range: need m <= {TOWER_M_MAX} "
                       f"(unreduced products of 2m-1 bits sit in 32-bit slots)")
    t, terms, text = _ext_terms(ext, fld.m)
    tower = Tower(fld, t, terms, text)
    if tower.slot_degree >= SLOT_BITS:
        raise GenError(f"--ext {ext[:40]!r}: its z-powers raise the unreduced coefficients to degree "
                       f"{tower.slot_degree}, beyond a 32-bit slot")
    ring = tower.packed_ring
    if 2 * ring.tail[0] > ring.n:
        raise GenError(f"--ext {ext[:40]!r}: its second-highest term must be at most y^{t // 2}")
    factor_degree = _irreducibility_witness(fld.modulus, fld.m, t, terms)
    if factor_degree:
        raise GenError(f"{text} is reducible over GF(2^{fld.m}): it has a factor of degree dividing "
                       f"{factor_degree}")
    return tower


# -- polynomials over GF(2^m), coefficient lists, for validation and the reference ---------------
class BaseField:
    """GF(2^m) arithmetic by tables (m <= 15): the reference the tower kernels are checked against."""

    def __init__(self, modulus: int, m: int) -> None:
        self.f, self.m = modulus, m
        self.sq = [poly.mulmod(a, a, modulus) for a in range(1 << m)]

    def mul(self, a: int, b: int) -> int:
        return poly.mulmod(a, b, self.f)

    def inv(self, a: int) -> int:
        r, e = 1, (1 << self.m) - 2
        while e:
            if e & 1:
                r = self.mul(r, a)
            a, e = self.mul(a, a), e >> 1
        return r

    def zpow(self, j: int) -> int:
        return poly.mulmod(1 << j, 1, self.f)


def reduce_ext(p: list[int], t: int, terms, fld: BaseField) -> list[int]:
    """p mod F for F = y^t + sum z^j y^k (p a coefficient list, modified copy returned, length t)."""
    p = list(p)
    zp = {j: fld.zpow(j) for _, j in terms}
    for s in range(len(p) - 1, t - 1, -1):
        c = p[s]
        if c:
            for k, j in terms:
                p[s - t + k] ^= c if j == 0 else fld.mul(c, zp[j])
    return (p + [0] * t)[:t]


def tower_mul_reference(a: list[int], b: list[int], t: int, terms, fld: BaseField) -> list[int]:
    """Schoolbook in GF(2^m)[y], then mod F: independent of the kernel's packing."""
    prod = [0] * (2 * t - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                if y:
                    prod[i + j] ^= fld.mul(x, y)
    return reduce_ext(prod, t, terms, fld)


def _frobenius(p: list[int], t: int, terms, fld: BaseField) -> list[int]:
    """p^2 mod F (squaring is additive in characteristic 2)."""
    out = [0] * (2 * t - 1)
    for i, c in enumerate(p):
        out[2 * i] = fld.sq[c]
    return reduce_ext(out, t, terms, fld)


def _gcd_is_one(a: list[int], b: list[int], fld: BaseField) -> bool:
    def trim(p):
        while p and p[-1] == 0:
            p.pop()
        return p

    a, b = trim(list(a)), trim(list(b))
    while b:
        inv = fld.inv(b[-1])
        while len(a) >= len(b):
            c = fld.mul(a[-1], inv)
            shift = len(a) - len(b)
            for i, y in enumerate(b):
                a[i + shift] ^= fld.mul(c, y)
            trim(a)
        a, b = b, a
    return len(a) == 1


@lru_cache(maxsize=32)
def _irreducibility_witness(modulus: int, m: int, t: int, terms) -> int:
    """0 if F is irreducible over GF(2^m) (Rabin's test), else a degree that shows it is not."""
    fld = BaseField(modulus, m)
    primes = [p for p in range(2, t + 1) if t % p == 0 and all(p % d for d in range(2, int(p ** 0.5) + 1))]
    wanted = {t // p for p in primes}
    y = [0, 1] + [0] * (t - 2)
    power = list(y)  # y^(q^k), q = 2^m
    F = [0] * (t + 1)
    F[t] = 1
    for k, j in terms:
        F[k] = fld.zpow(j)
    for k in range(1, t + 1):
        for _ in range(m):
            power = _frobenius(power, t, terms, fld)
        if k in wanted:
            diff = [c ^ e for c, e in zip(power, y)]
            if not _gcd_is_one(diff, F, fld):
                return k
    return 0 if power == y else t
