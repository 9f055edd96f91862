"""Field specs: parse `--field`, validate, and hold the field's facts in one place."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ..errors import GenError
from . import poly

M_MIN, M_MAX = 2, 1024
DENSE_WEIGHT = 5  # more terms than a pentanomial counts as dense


@dataclass(frozen=True)
class Field:
    """GF(2^m) = GF(2)[x]/(f) for an irreducible f = x^m + g."""

    modulus: int
    family: ClassVar[str] = "field"  # the kernel family that emits a field spec (gen.families)

    @property
    def m(self) -> int:
        return poly.degree(self.modulus)

    @property
    def exponents(self) -> list[int]:
        """Exponents of f, highest first (m first, 0 last)."""
        return poly.exponents(self.modulus)

    @property
    def tail(self) -> int:
        """g = f - x^m."""
        return self.modulus ^ (1 << self.m)

    @property
    def tail_exponents(self) -> list[int]:
        return self.exponents[1:]

    @property
    def weight(self) -> int:
        return len(self.exponents)

    @property
    def text(self) -> str:
        return poly.to_str(self.modulus)

    @property
    def hex(self) -> str:
        return hex(self.modulus)

    @property
    def default_name(self) -> str:
        return f"gf2_{self.m}"

    def warnings(self) -> list[str]:
        """Non-fatal remarks about the modulus, e.g. that it is dense and what that costs."""
        if self.weight <= DENSE_WEIGHT:
            return []
        folds = self.weight - 1
        return [
            f"{self.text} is dense ({self.weight} terms): each reduction fold costs {folds} shift/XOR "
            f"pairs instead of at most 4 for a pentanomial; consider a trinomial or pentanomial modulus"
        ]


# one spelling of a term (`1`, `x`, `x^k`, `xk`, `x**k`), shared by fields and rings
TERM = re.compile(r"^(?:(1)|x(?:(?:\^|\*\*)?(\d+))?)$")


def parse_field(spec: str) -> Field:
    """Parse and validate a field spec: `x^12+x^3+1`, `x12+x3+1`, `0x1009` or `12,3,0`."""
    f = _parse_polynomial(spec)
    return validate_modulus(f, spec)


def validate_modulus(f: int, spec: str | None = None) -> Field:
    shown = poly.to_str(f) if f else (spec or "0")
    m = poly.degree(f)
    if m < M_MIN or m > M_MAX:
        raise GenError(f"field degree m={m} of {shown} is out of range: need {M_MIN} <= m <= {M_MAX}")
    if not poly.is_irreducible(f):
        factor = poly.smallest_factor(f)
        raise GenError(f"{shown} is reducible: it has the factor {poly.to_str(factor)}")
    return Field(f)


def _parse_polynomial(spec: str) -> int:
    if not isinstance(spec, str) or not spec.strip():
        raise GenError("empty field spec: give a polynomial such as 'x^12+x^3+1', '0x1009' or '12,3,0'")
    text = spec.strip()
    if len(text) > 20000:
        raise GenError("field spec is too long")
    if re.fullmatch(r"0[xX][0-9a-fA-F]+", text):
        value = int(text, 16)
        if value.bit_length() - 1 > M_MAX:
            raise GenError(f"field degree m={value.bit_length() - 1} is out of range: need {M_MIN} <= m <= {M_MAX}")
        return value
    if re.fullmatch(r"\d+(\s*,\s*\d+)+", text):
        return _from_exponent_list([p.strip() for p in text.split(",")], spec)
    compact = re.sub(r"\s+", "", text)
    terms = compact.split("+")
    exps = []
    for term in terms:
        match = TERM.match(term)
        if not match:
            raise GenError(f"malformed field spec {_quote(spec)}: cannot read term {_quote(term or '(empty)')}")
        exps.append("0" if match.group(1) else (match.group(2) or "1"))
    return _from_exponent_list(exps, spec)


def _from_exponent_list(exps: list[str], spec: str) -> int:
    f = 0
    for e_text in exps:
        if len(e_text) > 5 or int(e_text) > M_MAX:
            raise GenError(f"exponent {e_text[:12]} in {_quote(spec)} is out of range: need m <= {M_MAX}")
        e = int(e_text)
        if f >> e & 1:
            raise GenError(f"malformed field spec {_quote(spec)}: the term of degree {e} appears twice")
        f |= 1 << e
    return f


def _quote(text: str) -> str:
    """Show user text safely on one line."""
    shown = text if len(text) <= 60 else text[:57] + "..."
    return repr(shown)
