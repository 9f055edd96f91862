"""Linear-algebra specs: GF(2^4) or GF(2^8) with any irreducible modulus, and the kernels to emit.

Data is bytes: a GF(256) element per byte; two GF(16) elements per byte (low nibble first, as MAYO
and SNOVA's fast code pack them). A scalar is one byte (GF(16): its low nibble).

Matrices of gemm kernels (GemmShape) are row-major; a GF(16) matrix is nibble-packed along its rows,
every row starting at a byte (row stride ceil(cols / 2) bytes, low nibble first)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar

from ...errors import GenError
from ...spec import Field, parse_field, poly

KERNELS = ("axpy", "axpy2", "ec_encode")
DEGREES = (4, 8)
GEMM_DIM_MAX = 4096
GEMM_A_MAX = 1 << 16  # elements of A (the log-domain buffer of the shuffle tables lives on the stack)
EF_DIM_MAX = 1024  # rows and columns of an echelon form (its scratch copy lives on the stack)
IDENT = re.compile(r"[a-z][a-z0-9_]*")


@dataclass(frozen=True)
class GemmShape:
    """C ^= A*B with C m x n, A m x k, B k x n, all fixed at generation time (N_gemm_<name>).

    a_transposed: A is stored as its transpose (k x m, row-major), e.g. SNOVA's T12 when computing
    F12^T = T12^T * P11^T. upper: A is upper triangular (A[i][j] = 0 for j < i; those entries are
    never read, so their bytes may hold anything)."""

    name: str
    m: int
    k: int
    n: int
    a_transposed: bool = False
    upper: bool = False

    @property
    def token(self) -> str:
        """The --linalg token that asks for this shape: gemm=NAME:MxKxN[:at][:upper]."""
        return (f"gemm={self.name}:{self.m}x{self.k}x{self.n}" + (":at" if self.a_transposed else "")
                + (":upper" if self.upper else ""))

    @property
    def madds(self) -> int:
        """Multiply-adds of one call (the triangle only when A is upper triangular)."""
        if not self.upper:
            return self.m * self.k * self.n
        return sum(max(0, self.k - i) for i in range(self.m)) * self.n

    def describe(self) -> str:
        a = "A^T stored (k x m)" if self.a_transposed else "A stored m x k"
        return f"{self.m}x{self.k} times {self.k}x{self.n}, {a}" + (", A upper triangular" if self.upper else "")


def named_parts(token: str, usage: str, dims: int) -> tuple[str, tuple[int, ...], list[str]]:
    """KIND=NAME:AxB...[:flag...] split into the name, the `dims` numbers A, B, ... and the flags after
    them; GenError(usage) where it has another form."""
    parts = (token.split("=", 1)[1] if "=" in token else "").split(":")
    if len(parts) < 2 or not IDENT.fullmatch(parts[0]):
        raise GenError(usage)
    numbers = parts[1].split("x")
    if len(numbers) != dims or not all(d.isdigit() for d in numbers):
        raise GenError(usage)
    return parts[0], tuple(int(d) for d in numbers), parts[2:]


def parse_gemm(token: str) -> GemmShape:
    """gemm=NAME:MxKxN[:at][:upper] (at: A stored transposed; upper: A upper triangular)."""
    usage = f"linalg kernel {token!r}: give gemm=NAME:MxKxN[:at][:upper], e.g. gemm=f12t:20x96x96:at"
    name, (m, k, n), flags = named_parts(token, usage, 3)
    bad = [f for f in flags if f not in ("at", "upper")]
    if bad or len(set(flags)) != len(flags):
        raise GenError(usage)
    if not all(1 <= d <= GEMM_DIM_MAX for d in (m, k, n)):
        raise GenError(f"gemm {name}: dimensions must be 1..{GEMM_DIM_MAX}, not {m}x{k}x{n}")
    if m * k > GEMM_A_MAX:
        raise GenError(f"gemm {name}: A has {m * k} elements, more than {GEMM_A_MAX}")
    return GemmShape(name, m, k, n, "at" in flags, "upper" in flags)


@dataclass(frozen=True)
class EfShape:
    """The echelon form of an m x n matrix, one element per byte, in place (N_ef_<name>; GF(16): MAYO's EF)."""

    name: str
    m: int
    n: int

    @property
    def token(self) -> str:
        """The --linalg token that asks for this shape: ef=NAME:MxN."""
        return f"ef={self.name}:{self.m}x{self.n}"

    def describe(self) -> str:
        return f"echelon form of {self.m}x{self.n}"


def parse_ef(token: str) -> EfShape:
    """ef=NAME:MxN."""
    usage = f"linalg kernel {token!r}: give ef=NAME:MxN, e.g. ef=mayo1:78x81"
    name, (m, n), flags = named_parts(token, usage, 2)
    if flags:
        raise GenError(usage)
    if not (2 <= m <= EF_DIM_MAX and 2 <= n <= EF_DIM_MAX):
        raise GenError(f"ef {name}: dimensions must be 2..{EF_DIM_MAX}, not {m}x{n}")
    return EfShape(name, m, n)


GAUSS_O_MAX = 128  # unknowns of a UOV system (its rows live in a stack copy)


def gauss_row_bytes(m: int, o: int) -> int:
    """Bytes per row of a UOV system (o unknowns): the matrix row, the constant, zero padding to a multiple of 8
    (the ref code's o / 2 + 4 or o + 4 bytes, rounded up)."""
    return -(-((o // 2 if m == 4 else o) + 4) // 8) * 8


@dataclass(frozen=True)
class GaussShape:
    """UOV's Gaussian elimination of an o x o system with its constant column, in place (N_gauss_<name>): the
    ref code's gf16mat_gaussian_elim / gf256mat_gaussian_elim on rows of gauss_row_bytes bytes."""

    name: str
    o: int

    @property
    def token(self) -> str:
        """The --linalg token that asks for this shape: gauss=NAME:O."""
        return f"gauss={self.name}:{self.o}"

    def describe(self) -> str:
        return f"UOV Gaussian elimination of {self.o}x{self.o} with a constant column"


def parse_gauss(token: str) -> GaussShape:
    """gauss=NAME:O."""
    usage = f"linalg kernel {token!r}: give gauss=NAME:O, e.g. gauss=uov:44"
    name, (o,), flags = named_parts(token, usage, 1)
    if flags:
        raise GenError(usage)
    if not (2 <= o <= GAUSS_O_MAX and o % 2 == 0):
        raise GenError(f"gauss {name}: o must be even, 2..{GAUSS_O_MAX}, not {o}")
    return GaussShape(name, o)


@dataclass(frozen=True)
class LinalgSpec:
    """Kernels over GF(2^m) = GF(2)[x]/(f), m = 4 (nibble-packed) or 8."""

    field: Field
    kernels: tuple[str, ...] = KERNELS
    gemms: tuple[GemmShape, ...] = ()
    efs: tuple[EfShape, ...] = ()
    gausses: tuple[GaussShape, ...] = ()
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
        names = ([k for k in self.kernels if k != "gemm"] + [f"gemm {g.name}" for g in self.gemms]
                 + [f"ef {e.name}" for e in self.efs] + [f"gauss {g.name}" for g in self.gausses])
        return f"linear algebra over GF(2^{self.m}) mod {self.field.text}{packing} ({', '.join(names)})"

    @property
    def tokens(self) -> list[str]:
        """The --linalg list that asks for exactly these kernels."""
        plain = [k for k in self.kernels if k != "gemm"]
        return ((["all"] if tuple(plain) == KERNELS else plain) + [g.token for g in self.gemms] + [e.token for e in self.efs]
                + [g.token for g in self.gausses])

    def mul(self, s: int, x: int) -> int:
        """One element product."""
        return poly.mulmod(s, x, self.field.modulus)

    def byte_product(self, s: int, x: int) -> int:
        """What every kernel does to one data byte x for the scalar byte s (GF(16): both nibbles by s's low one)."""
        if self.m == 8:
            return self.mul(s, x)
        s &= 15
        return self.mul(s, x & 15) | self.mul(s, x >> 4) << 4


def split_kernels(text: str | list[str] | tuple[str, ...]) -> tuple[tuple[str, ...], tuple[GemmShape, ...],
                                                                   tuple[EfShape, ...], tuple[GaussShape, ...]]:
    """'all' or a comma list (a TOML list in configs) of axpy, axpy2, ec_encode, gemm=..., ef=... and gauss=...
    shapes: the plain kernels in the canonical order (plus "gemm" when gemm shapes are given), the gemm shapes,
    the echelon form shapes and the UOV eliminations."""
    names = [t.strip() for t in (text.split(",") if isinstance(text, str) else text)]
    gemms = tuple(parse_gemm(n) for n in names if n.startswith("gemm"))
    efs = tuple(parse_ef(n) for n in names if n.startswith("ef="))
    gausses = tuple(parse_gauss(n) for n in names if n.startswith("gauss="))
    plain = [n for n in names if not n.startswith(("gemm", "ef=", "gauss="))]
    if plain == ["all"]:
        plain = list(KERNELS)
    bad = [n for n in plain if n not in KERNELS]
    if bad or not names:
        raise GenError(f"unknown linalg kernel {bad[0] if bad else '(none)'!r}: give 'all' or a comma list of "
                       f"{', '.join(KERNELS)}, gemm=NAME:MxKxN[:at][:upper], ef=NAME:MxN, gauss=NAME:O")
    for what, seen in (("gemm", [g.name for g in gemms]), ("ef", [e.name for e in efs]),
                       ("gauss", [g.name for g in gausses])):
        if len(set(seen)) != len(seen):
            raise GenError(f"{what} shapes need distinct names: {', '.join(seen)}")
    return tuple(k for k in KERNELS if k in plain) + (("gemm",) if gemms else ()), gemms, efs, gausses


def parse_kernels(text: str | list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The kernel names of a --linalg list (see split_kernels)."""
    return split_kernels(text)[0]


def parse_linalg(field_spec: str | Field, kernels: str | list[str] | tuple[str, ...] = "all") -> LinalgSpec:
    """Validate the field (irreducible, degree 4 or 8) and the kernel list."""
    fld = field_spec if isinstance(field_spec, Field) else parse_field(field_spec)
    if fld.m not in DEGREES:
        raise GenError(f"linalg kernels need GF(16) or GF(256) (degree 4 or 8); {fld.text} has degree {fld.m}")
    names, gemms, efs, gausses = split_kernels(kernels)
    if efs and fld.m != 4:
        raise GenError(f"ef {efs[0].name}: the echelon form kernel is GF(16)'s (MAYO), not {fld.text}")
    for g in gemms:
        if fld.m == 4 and g.n % 2:
            raise GenError(f"gemm {g.name}: GF(16) rows of B and C are whole bytes, so n must be even, not {g.n}")
        if g.upper and g.m > g.k:
            raise GenError(f"gemm {g.name}: an upper-triangular A needs m <= k, not {g.m} > {g.k}")
    return LinalgSpec(fld, names, gemms, efs, gausses)


def config_gemm_tokens(entries: list[dict]) -> list[str]:
    """A config's [[gemm]] tables (name, shape = "MxKxN", a = "rows" | "transposed", upper = bool) as tokens."""
    out = []
    for e in entries:
        unknown = set(e) - {"name", "shape", "a", "upper"}
        if unknown or "name" not in e or "shape" not in e or e.get("a", "rows") not in ("rows", "transposed"):
            raise GenError(f"a [[gemm]] table has name, shape = 'MxKxN', a = 'rows' or 'transposed', upper = "
                           f"true/false; got {sorted(e)}")
        out.append(f"gemm={e['name']}:{e['shape']}" + (":at" if e.get("a") == "transposed" else "")
                   + (":upper" if e.get("upper") else ""))
    return out
