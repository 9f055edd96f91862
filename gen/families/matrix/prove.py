"""Proofs of matrix plans: the SIMD lane function on all byte pairs with the exact tables emitted and the
index structure of every output lane; the SWAR plan (bilinear by construction) on all basis pairs."""
from __future__ import annotations

from dataclasses import dataclass

from ...errors import GenError
from .plan import C64Plan, Q, SimdPlan, c64_evaluate, resolve
from .spec import MatrixSpec, reference_product


@dataclass(frozen=True)
class MatrixProof:
    method: str
    cases: int

    def __str__(self) -> str:
        return f"{self.method} ({self.cases} cases)"


def lane_product(log: tuple[int, ...], exp: tuple[int, ...], x: int, y: int, semantics: str) -> int:
    """What the emitted lane sequence computes for bytes x, y (shuffle semantics of the ISA)."""

    def table(t: tuple[int, ...], i: int) -> int:
        if semantics == "tbl":  # AArch64 TBL: index >= 16 gives 0
            return t[i] if i < 16 else 0
        return 0 if i & 0x80 else t[i & 15]  # x86 PSHUFB: bit 7 gives 0, else the low nibble

    s = (table(log, x & 15) + table(log, y & 15)) & 0xFF
    s = min(s, (s - Q) & 0xFF)
    return table(exp, s)


def prove_simd(plan: SimdPlan, semantics: str) -> MatrixProof:
    """(1) the lane function is GF(16) multiplication on all 256 pairs (high nibbles too: they are
    masked first); (2) every stored lane of every output window XORs exactly the l products
    a[i][k]*b[k][j] through the gathers (each derived source lane resolved to one operand byte)."""
    spec = plan.spec
    for x in range(256):
        for y in range(256):
            if lane_product(plan.log, plan.exp, x, y, semantics) != spec.mul(x & 15, y & 15):
                raise GenError(f"matrix plan: the lane product of {x:#x} and {y:#x} is wrong")
    l, checked = spec.l, 0
    for o, win in enumerate(plan.windows):
        terms: dict[int, list[tuple[int | None, int | None]]] = {p: [] for p in range(win.size)}
        for chunk in plan.chunks:
            for s in chunk.slots:
                if s.out != o:
                    continue
                for p in range(win.size):
                    ra = resolve(plan.sources["a"], plan.sources["a"][s.ga.src], s.ga.idx[p])
                    rb = resolve(plan.sources["b"], plan.sources["b"][s.gb.src], s.gb.idx[p])
                    terms[p].append((ra, rb))
        for p, got in terms.items():
            i, j = divmod(win.offset + p, l)
            if sorted(got, key=str) != sorted(((i * l + k, k * l + j) for k in range(l)), key=str):
                raise GenError(f"matrix plan: output c[{win.offset + p}] sums {got}, not row {i} x column {j}")
            checked += 1
    return MatrixProof(f"lane product on all 256 x 256 byte pairs; index structure of {checked} output lanes",
                       65536 + checked)


def basis_pairs(spec: MatrixSpec):
    """Every pair of basis vectors: (byte, bit) of a x (byte, bit) of b."""
    n = 4 * spec.ll
    for u in range(n):
        for v in range(n):
            a, b = [0] * spec.ll, [0] * spec.ll
            a[u // 4], b[v // 4] = 1 << (u % 4), 1 << (v % 4)
            yield a, b


def prove_c64(plan: C64Plan) -> MatrixProof:
    """The c64 plan is bilinear by construction (M is a-linear, R b-linear, every multiplication
    replicates disjoint fields: checked in plan_c64), so its values on all basis pairs decide it."""
    n = 0
    for a, b in basis_pairs(plan.spec):
        if c64_evaluate(plan, a, b) != reference_product(plan.spec, a, b):
            raise GenError(f"matrix plan: c64 formula wrong on a basis pair (a={a}, b={b})")
        n += 1
    return MatrixProof("bilinear by construction; plan evaluated on all basis pairs", n)
