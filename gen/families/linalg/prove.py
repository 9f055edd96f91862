"""The proof of a linalg plan at generation time: the method's per-byte map (its Python mirror of the
emitted construction: basis chain, masks, tables or matrix, lookup or affine) is the field product on
every (scalar, data byte) pair. Every kernel applies that map to each byte and XORs the results, so
the structure (which byte and which scalar meet where) is left to the harness, which checks it on
all basis inputs of fixed shapes (gen.families.linalg.check)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ...errors import GenError
from .method import Method
from .spec import LinalgSpec


@dataclass(frozen=True)
class LinalgProof:
    cases: int
    maps: int = 1  # coefficient constructions proved (the method's, and gemm's where it differs)
    ef_cases: int = 0  # (scalar, element) pairs of the echelon forms' products and inverses (gen.families.linalg.echelon)
    gauss_cases: int = 0  # (coefficient, byte) pairs of the UOV eliminations' tables (gen.families.linalg.gauss)

    def __str__(self) -> str:
        ef = (f"; the echelon form's products and inverse = the field's on {self.ef_cases} (scalar, element) pairs"
              if self.ef_cases else "")
        if self.gauss_cases:
            ef += (f"; the UOV elimination's tables and inverse = the field's on {self.gauss_cases} (coefficient, byte) "
                   "pairs and every element")
        if self.maps == 1:
            return f"per-byte map of the method = the field product on all {self.cases} (scalar, byte) pairs{ef}"
        return (f"per-byte maps of the {self.maps} coefficient constructions = the field product on all "
                f"{self.cases} (scalar, byte) pairs each{ef}")


def prove_method(method: Method, gemm_methods: list[Method] | None = None) -> LinalgProof:
    """Compare the mirror with the field product on all 256 x 256 pairs (GF(16): both nibbles of every
    byte, and the scalar's high nibble ignored), for the method's coefficients and for each gemm plan's
    (gemm builds them its own way where it can: the log-domain shuffle tables); GenError on the first
    difference."""
    spec = method.spec
    maps = [(method.name, method.byte_map)]
    if method.coef_batch:  # ec_encode's coefficients, built coef_batch at a time (N_priv_coefs)
        maps.append((f"{method.name} batch coefficients", method.batch_byte_map))  # type: ignore[attr-defined]
    for g in gemm_methods or []:
        if type(g) is not type(method) or g.gemm_tables != "coef":  # else the same construction as the method's
            maps.append((f"{g.name} gemm {g.gemm_tables}", g.gemm_byte_map))
    seen = set()
    for name, byte_map in maps:
        if name in seen:
            continue
        seen.add(name)
        for s in range(256):
            got = byte_map(s)
            for x in range(256):
                want = spec.byte_product(s, x)
                if got[x] != want:
                    raise GenError(f"linalg plan ({name}): s=0x{s:02x} times byte 0x{x:02x} gives "
                                   f"0x{got[x] & 0xFF:02x}, not 0x{want:02x}")
    for g in gemm_methods or []:
        if g.gemm_tables == "pair" and "pair" not in seen:
            seen.add("pair")
            prove_pairs(g)
            seen.add("prepared pair")
            prove_prepared_pairs(g)
    return LinalgProof(256 * 256, len(seen))


def prove_prepared_pairs(method: Method) -> None:
    """The prepared paired tables (_prepare): entry v of the table of scalar bytes (s0, s1) is s0*v | (s1*v) << 4
    for all 256 x 256 pairs (the scalars' high nibbles ignored), and a lone row's table (lo, its hi = lo << 4)
    maps every byte as the field product does."""
    spec = method.spec
    for s0 in range(256):
        lo = method.prepared_lone_table(s0)  # type: ignore[attr-defined]
        for x in range(256):
            got, want = lo[x & 15] ^ ((lo[x >> 4] << 4) & 0xFF), spec.byte_product(s0, x)
            if got != want:
                raise GenError(f"linalg plan (shuffle gemm prepared lone row): s=0x{s0:02x} times byte 0x{x:02x} "
                               f"gives 0x{got:02x}, not 0x{want:02x}")
    check_pair_tables(spec, method.prepared_pair_table, 256, "shuffle gemm prepared pair")  # type: ignore[attr-defined]


def prove_pairs(method: Method) -> None:
    """The paired tables: entry v of the table of (s0, s1) is s0*v | (s1*v) << 4 for every pair of GF(16)
    scalars and v < 16 (the scalars come from the log buffer, which holds single nibbles)."""
    check_pair_tables(method.spec, method.pair_table, 16, "shuffle gemm pair")  # type: ignore[attr-defined]


def check_pair_tables(spec: LinalgSpec, table: Callable[[int, int], Sequence[int]], scalars: int, what: str) -> None:
    """Entry v of table(s0, s1) is s0*v | (s1*v) << 4 in GF(16) for all s0, s1 < `scalars` (their high
    nibbles ignored) and v < 16."""
    for s0 in range(scalars):
        for s1 in range(scalars):
            got = table(s0, s1)
            for v in range(16):
                want = spec.mul(s0 & 15, v) | spec.mul(s1 & 15, v) << 4
                if got[v] != want:
                    raise GenError(f"linalg plan ({what}): scalars 0x{s0:02x}, 0x{s1:02x} times {v} give "
                                   f"0x{got[v]:02x}, not 0x{want:02x}")
