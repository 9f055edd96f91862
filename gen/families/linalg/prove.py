"""The proof of a linalg plan at generation time: the method's per-byte map (its Python mirror of the
emitted construction: basis chain, masks, tables or matrix, lookup or affine) is the field product on
every (scalar, data byte) pair. Every kernel applies that map to each byte and XORs the results, so
the structure (which byte and which scalar meet where) is left to the harness, which checks it on
all basis inputs of fixed shapes (gen.families.linalg.check)."""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import GenError
from .method import Method


@dataclass(frozen=True)
class LinalgProof:
    cases: int

    def __str__(self) -> str:
        return f"per-byte map of the method = the field product on all {self.cases} (scalar, byte) pairs"


def prove_method(method: Method) -> LinalgProof:
    """Compare the mirror with the field product on all 256 x 256 pairs (GF(16): both nibbles of every
    byte, and the scalar's high nibble ignored); GenError on the first difference."""
    spec = method.spec
    for s in range(256):
        got = method.byte_map(s)
        for x in range(256):
            want = spec.byte_product(s, x)
            if got[x] != want:
                raise GenError(f"linalg plan ({method.name}): s=0x{s:02x} times byte 0x{x:02x} gives "
                               f"0x{got[x] & 0xFF:02x}, not 0x{want:02x}")
    return LinalgProof(256 * 256)
