"""Matrix specs: l x l matrices over GF(16), one element per byte (its low nibble), row-major, as SNOVA stores them."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import GenError
from ...spec import Field, parse_field, poly

L_MIN, L_MAX = 2, 5


@dataclass(frozen=True)
class MatrixSpec:
    """l x l matrices over GF(16) = GF(2)[x]/(f), one element per byte, row-major."""

    field: Field
    l: int
    family: ClassVar[str] = "matrix"

    @property
    def ll(self) -> int:
        return self.l * self.l

    @property
    def default_name(self) -> str:
        return f"gf16_l{self.l}"

    @property
    def text(self) -> str:
        return f"{self.l}x{self.l} matrices over GF(16) mod {self.field.text}"

    def mul(self, x: int, y: int) -> int:
        return poly.mulmod(x, y, self.field.modulus)


def parse_matrix(field_spec: str | Field, l: int) -> MatrixSpec:
    """Validate the field (irreducible, degree 4: one element per byte as SNOVA stores it) and l."""
    fld = field_spec if isinstance(field_spec, Field) else parse_field(field_spec)
    if fld.m != 4:
        raise GenError(f"matrix kernels need a degree-4 modulus (GF(16), one element per byte as in SNOVA); "
                       f"{fld.text} has degree {fld.m}")
    if not isinstance(l, int) or isinstance(l, bool) or not L_MIN <= l <= L_MAX:
        raise GenError(f"matrix size l={l} is out of range: need {L_MIN} <= l <= {L_MAX}")
    return MatrixSpec(fld, l)


def reference_product(spec: MatrixSpec, a: list[int], b: list[int]) -> list[int]:
    """c = a*b by the textbook triple loop on the low nibbles (the independent reference)."""
    l = spec.l
    out = []
    for i in range(l):
        for j in range(l):
            acc = 0
            for k in range(l):
                acc ^= spec.mul(a[i * l + k] & 15, b[k * l + j] & 15)
            out.append(acc)
    return out
