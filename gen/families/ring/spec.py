"""Ring specs: F2[x]/(f) of large degree (HQC, BIKE: f = x^n - 1; any sparse f whose second-highest
term is at most x^(n/2))."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...errors import GenError
from ...spec import TERM

RING_N_MIN, RING_N_MAX = 2, 131072


@dataclass(frozen=True)
class Ring:
    """F2[x]/(f): f = x^n + sum of x^k for k in tail (all k < n)."""

    n: int
    tail: tuple[int, ...]  # exponents below n, descending
    family: ClassVar[str] = "ring"

    @property
    def words(self) -> int:
        return -(-self.n // 64)

    @property
    def cyclic(self) -> bool:
        return self.tail == (0,)

    @property
    def text(self) -> str:
        if self.cyclic:
            return f"x^{self.n}-1"
        return "+".join([f"x^{self.n}"] + [("1" if k == 0 else "x" if k == 1 else f"x^{k}") for k in self.tail])

    @property
    def modulus(self) -> int:
        f = 1 << self.n
        for k in self.tail:
            f |= 1 << k
        return f

    @property
    def default_name(self) -> str:
        return f"ring_{self.n}" if self.cyclic else f"ring_{self.n}_" + "_".join(map(str, self.tail))

    @property
    def folds(self) -> int:
        return 1 if max(self.tail) == 0 else 2


def parse_ring(spec: str) -> Ring:
    """`x^17669-1`, `x^17669+1`, any sparse `x^n+...+1`, or an exponent list `17669,0`."""
    if not isinstance(spec, str) or not spec.strip():
        raise GenError("empty ring spec: give a polynomial such as 'x^17669-1'")
    text = re.sub(r"\s+", "", spec)
    if len(text) > 2000:
        raise GenError("ring spec is too long")
    if re.fullmatch(r"\d+(,\d+)+", text):
        exps = [int(e) for e in text.split(",") if len(e) <= 7]
        if len(exps) != text.count(",") + 1:
            raise GenError(f"ring spec {spec[:40]!r}: an exponent is too large")
    else:
        exps = []
        for term in re.split(r"[+-]", text):  # over GF(2), -1 = +1
            match = TERM.match(term)
            if not match or (match.group(2) and len(match.group(2)) > 7):
                raise GenError(f"malformed ring spec {spec[:40]!r}: cannot read term {term[:20] or '(empty)'!r}")
            exps.append(0 if match.group(1) else int(match.group(2) or 1))
    if len(set(exps)) != len(exps):
        raise GenError(f"malformed ring spec {spec[:40]!r}: a term appears twice")
    exps.sort(reverse=True)
    n, tail = exps[0], tuple(exps[1:])
    if not RING_N_MIN <= n <= RING_N_MAX:
        raise GenError(f"ring degree n={n} is out of range: need {RING_N_MIN} <= n <= {RING_N_MAX}")
    if not tail or tail[-1] != 0:
        raise GenError(f"ring modulus {spec[:40]!r} needs a constant term (x^n - 1 or x^n + ... + 1)")
    if 2 * tail[0] > n:
        raise GenError(f"ring modulus {spec[:40]!r}: its second-highest term x^{tail[0]} must be at most "
                       f"x^{n // 2} (the reduction folds twice)")
    return Ring(n, tail)
