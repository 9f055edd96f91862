"""Linear-algebra specs: GF(2^4) or GF(2^8) with any irreducible modulus, and the kernels to emit.

Data is bytes: a GF(256) element per byte; two GF(16) elements per byte (low nibble first, as MAYO
and SNOVA's fast code pack them). A scalar is one byte (GF(16): its low nibble)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...errors import GenError
from ...spec import Field, parse_field, poly

KERNELS = ("axpy", "axpy2", "ec_encode")
DEGREES = (4, 8)


@dataclass(frozen=True)
class LinalgSpec:
    """Kernels over GF(2^m) = GF(2)[x]/(f), m = 4 (nibble-packed) or 8."""

    field: Field
    kernels: tuple[str, ...] = KERNELS
    family: ClassVar[str] = "linalg"

    @property
    def m(self) -> int:
        return self.field.m

    @property
    def per_byte(self) -> int:
        """Elements per byte: 2 for GF(16), 1 for GF(256)."""
        return 8 // self.m

    @property
    def default_name(self) -> str:
        return "gf16_linalg" if self.m == 4 else f"gf256_{self.field.modulus:x}_linalg"

    @property
    def text(self) -> str:
        packing = ", two elements per byte" if self.m == 4 else ""
        return f"linear algebra over GF(2^{self.m}) mod {self.field.text}{packing} ({', '.join(self.kernels)})"

    def mul(self, s: int, x: int) -> int:
        """One element product."""
        return poly.mulmod(s, x, self.field.modulus)

    def byte_product(self, s: int, x: int) -> int:
        """What every kernel does to one data byte x for the scalar byte s (GF(16): both nibbles by s's low one)."""
        if self.m == 8:
            return self.mul(s, x)
        s &= 15
        return self.mul(s, x & 15) | self.mul(s, x >> 4) << 4


def parse_kernels(text: str | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """'all' or a comma list (a TOML list in configs) of axpy, axpy2, ec_encode, in the canonical order."""
    names = [t.strip() for t in (text.split(",") if isinstance(text, str) else text)]
    if names == ["all"]:
        return KERNELS
    bad = [n for n in names if n not in KERNELS]
    if bad or not names:
        raise GenError(f"unknown linalg kernel {bad[0] if bad else '(none)'!r}: give 'all' or a comma list of "
                       f"{', '.join(KERNELS)}")
    return tuple(k for k in KERNELS if k in names)


def parse_linalg(field_spec: str | Field, kernels: str | list[str] | tuple[str, ...] = "all") -> LinalgSpec:
    """Validate the field (irreducible, degree 4 or 8) and the kernel list."""
    fld = field_spec if isinstance(field_spec, Field) else parse_field(field_spec)
    if fld.m not in DEGREES:
        raise GenError(f"linalg kernels need GF(16) or GF(256) (degree 4 or 8); {fld.text} has degree {fld.m}")
    return LinalgSpec(fld, parse_kernels(kernels))
